"""A hint: what Hard would choose now, with a plain reason.

The reason compares Hard's top choices (at most three) by the mean final score and the win
share its playouts found for each. Works for any decision of any seat; never changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from finspan.engine import Game, Option

from .montecarlo import OptionStats
from .players import DEFAULT_BUDGET, ComputerPlayer


@dataclass(frozen=True, slots=True)
class Choice:
    """One option Hard weighed: its mean final score and win share over ``playouts``."""

    option: Option
    score: float
    win_rate: float
    playouts: int


@dataclass(frozen=True, slots=True)
class Hint:
    """Hard's choice (``option``), its top choices best first, and a sentence saying why."""

    seat: int
    option: Option
    top: tuple[Choice, ...]
    reason: str


def hint(
    game: Game, seed: int = 0, budget: int = DEFAULT_BUDGET, seconds: float | None = None,
    clock: Callable[[], float] | None = None,
) -> Hint:  # fmt: skip
    """What Hard would choose for the pending decision. Raises ValueError when the game is
    over. With a fixed budget the hint is reproducible (same game, seed and budget)."""
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is nothing to decide")
    if len(d.options) == 1:
        only = d.options[0]
        return Hint(d.player, only, (), f"{only} is the only choice.")
    player = ComputerPlayer("hard", seed, budget, seconds, clock)
    result = player.think(game)
    top = tuple(_choice(s) for s in result.by_option()[:3])
    return Hint(d.player, result.best, top, reason_text(top))


def _choice(s: OptionStats) -> Choice:
    return Choice(s.option, s.mean_score, s.win_rate, s.playouts)


def reason_text(top: tuple[Choice, ...]) -> str:
    """'dive blue: expected final score 84.2 (wins 61% of 40 playouts); then ...'."""
    if not top:
        return "Hard found nothing to tell these options apart."
    parts = [
        f"{c.option}: expected final score {c.score:.1f} "
        f"(wins {100 * c.win_rate:.0f}% of {c.playouts} playouts)"
        for c in top
    ]
    head = f"Hard would choose {parts[0]}"
    if len(parts) == 1:
        return head + "."
    return f"{head}; then {'; '.join(parts[1:])}."
