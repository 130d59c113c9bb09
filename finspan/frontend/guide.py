"""The guided first turn: a few short steps, shown on the table, that walk a new player
through their ocean, their hand, playing a fish and diving. Any step can be skipped.

Owns the steps and when each is done (by the pending decision, read from the game); the table
draws the current step and passes clicks on its buttons. Never applies an option.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Game


@dataclass(frozen=True, slots=True)
class Step:
    """``region`` names the part of the table to point at (ocean, hand, panel, left, top).
    ``done`` tells, from the game, that the player did what the step asks; None means the
    step waits for Next. ``until`` says, while Next waits, what it waits for."""

    title: str
    words: str
    region: str
    done: Callable[[Game, int], bool] | None = None
    until: str = ""


def _chose(game: Game, start: int) -> bool:
    return len(game.history) > start


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
        _chose,
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


class Guide:
    """Where the player is in the guided first turn. The guide lasts that turn and the next:
    once the first turn is over, whichever steps were not read, only the last one (diving,
    for a later turn) is left, and it closes when another turn is over. A player who plays on
    without reading is not followed through the game by step 1."""

    def __init__(self, game: Game) -> None:
        self.index = 0
        self.start = len(game.history)
        self.first = self.start  # where the guided turn began
        self.closed = False

    @property
    def step(self) -> Step | None:
        if self.closed or self.index >= len(STEPS):
            return None
        return STEPS[self.index]

    def next(self, game: Game) -> None:
        self.index += 1
        self.start = len(game.history)

    def close(self) -> None:
        self.closed = True

    def follow(self, game: Game) -> bool:
        """Advance past a step whose action the player has done; True if it moved."""
        step = self.step
        if step is None:
            return False
        last = len(STEPS) - 1
        if self.index < last and _turn_over(game, self.first):
            self.index, self.start = last, len(game.history)  # the guided turn is over
            return True
        if self.index == last and _turn_over(game, self.start):
            self.close()  # a later turn is over too: the guide has said all it can
            return True
        if step.done is not None and step.done(game, self.start):
            self.next(game)
            return True
        return False
