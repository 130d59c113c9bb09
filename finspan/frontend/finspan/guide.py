"""Finspan's guided first turn (the table kit's `kit.guide.Guide` runs it): a few short steps
that walk a new player through their ocean, their hand, playing a fish and diving.
"""

from __future__ import annotations

from typing import Any

from ...engine import Game
from ..kit.guide import Guide, Step, chose


def _turn_over(game: Game, start: int) -> bool:
    d = game.decision
    return len(game.history) > start and (d is None or d.kind == "turn")


STEPS: tuple[Step, ...] = (
    Step(
        "Your ocean",
        "Three dive sites (columns) and three zones: rows 1–3 are Sunlight, row 4 Twilight, "
        "rows 5–6 Midnight. The three forage fish printed on the mat already hold an egg, a "
        "young and an egg. Hover anything for a full explanation.",
        "ocean",
    ),
    Step(
        "Your hand",
        "Hands are public. Cards with a green ring can be played now; dimmed ones cannot "
        "(click one to hear why). A card's cost is at its top left, its ability at the bottom.",
        "hand",
    ),
    Step(
        "Play a fish",
        "Each turn you play a fish or dive. Click a card with a green ring (or press its "
        "number), then a lit slot, and pay its cost. A fish played on a shorter fish consumes it.",
        "hand",
        chose,
        "Next waits until you choose a fish to play (X skips the guide).",
    ),
    Step(
        "Finish the turn",
        "Answer what the panel asks: where the fish goes, which card or token pays, and its "
        "WHEN PLAYED ability. Every benefit is optional: Skip (0) declines it.",
        "panel",
        _turn_over,
        "Next waits until your turn is over (X skips the guide).",
    ),
    Step(
        "Next: dive",
        "On a later turn, click a dive site's name to dive there. Your diver goes down the "
        "column: each bonus and each IF ACTIVATED fish it passes offers its benefit. Hover a "
        "dive site to see what a dive would give. F1 lists every key; Esc takes a step back.",
        "ocean",
    ),
)




def starts_turn(decision: Any) -> bool:
    """A Finspan turn begins with its turn decision (play a fish or dive)."""
    return bool(decision.kind == "turn")


def finspan_guide(game: Game) -> Guide:
    """The guide of a Finspan table for ``game``."""
    return Guide(game, STEPS, starts_turn)
