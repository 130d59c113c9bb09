"""Fish'n'Flip's guided first turn (the table kit's `kit.guide.Guide` runs it): a few short
steps over the table that walk a new player through the net, the action cards, a first move
and what comes after, together or bidding (FLIP-RULES.md 4, 9)."""

from __future__ import annotations

from typing import Any

from ...flip import DecisionKind, Game, Mode
from ..kit.guide import Guide, Step, chose


def _turn_over(game: Game, start: int) -> bool:
    d = game.decision
    return len(game.history) > start and (d is None or starts_turn(d))


TOGETHER: tuple[Step, ...] = (
    Step(
        "The net",
        "Animals are caught in the net, each swimming one way; some cards are waste. Two or "
        "more animals of one kind next to each other and swimming the same way swim free. "
        "Hover any card for what it is and what it does.",
        "net",
    ),
    Step(
        "Your action cards",
        "Your turn is one action card: flip a card, a row, a column or a square, switch two "
        "cards, or flip every card of a colour. Your cards and your animals' powers are "
        "under your name; everyone's are public.",
        "seats",
    ),
    Step(
        "Play an action",
        "Choose an action card (its number, or click it), then a lit target on the net. The "
        "panel says what each target would free before you choose.",
        "net",
        chose,
        "Next waits until you choose an action card (X skips the guide).",
    ),
    Step(
        "Finish the turn",
        "A flipped animal whose power you hold may use it: the panel asks, and Skip (0) "
        "declines. Freed groups leave the net, the cards above fall, then the columns are "
        "refilled.",
        "panel",
        _turn_over,
        "Next waits until your turn is over (X skips the guide).",
    ),
    Step(
        "Free them all",
        "A seventh card in a column tears the net and the game is lost. Five or more freed in "
        "one turn is a Fish'n'Flip! H asks for a hint; F1 lists every key; Ctrl+Z undoes "
        "within your turn.",
        "net",
    ),
)

BIDDING: tuple[Step, ...] = (
    Step(
        "The grid",
        "Nine cards of animals and waste, and two action cards everyone may use, with the "
        "two common powers. Hover any card for what it is.",
        "net",
    ),
    Step(
        "Your bid",
        "Bid how many animals you will free with one of the two actions (and the common "
        "powers), or pass. The last bidder plays.",
        "panel",
        chose,
        "Next waits until you bid or pass (X skips the guide).",
    ),
    Step(
        "Keep your word",
        "Free exactly your bid and keep those cards (a point each); fewer and you take a "
        "waste card (2 points off); more and the extra cards go to the others. H asks for a "
        "hint; F1 lists every key.",
        "net",
    ),
)


def starts_turn(decision: Any) -> bool:
    """A Fish'n'Flip turn begins with its action card (together) or a bid (bidding)."""
    return bool(decision.kind in (DecisionKind.ACTION, DecisionKind.BID))


def flip_guide(game: Game) -> Guide:
    """The guide of a Fish'n'Flip table for ``game``: together or bidding."""
    steps = TOGETHER if game.public_state().mode is Mode.COOP else BIDDING
    return Guide(game, steps, starts_turn)
