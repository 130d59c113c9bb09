"""Fish'n'Flip's computer seats at the table: what its options and choices are called for the
game-neutral `Computers` (`FlipWords`, a `SeatWords`), and the seats of one table (`make`).
No rule is decided here: the words are the table's (`words`), the choices the worker's.
"""

from __future__ import annotations

from typing import Any

from ...flip import DecisionKind, Game, Option
from ..shell.computers import Computers
from .words import describe, option_words


class FlipWords:
    """Fish'n'Flip's words for the computer seats (`finspan.frontend.shell.computers.SeatWords`)."""

    def option(self, game: Any, option: Option) -> str:
        return option_words(option)

    def choice(self, game: Any, option: Option, seat: int) -> str:
        """What ``seat`` choosing ``option`` does, in the log's words, tried on a copy of
        ``game`` (not changed): its first two lines about that seat."""
        names = [s.name for s in game.public_state().seats]
        trial = game.clone()
        lines: list[str] = []
        try:
            for e in trial.apply(option):
                line = describe(e, names)
                if line and getattr(e, "player", seat) == seat:
                    lines.append(line)
                if len(lines) == 2:
                    break
        except Exception:  # the notice is a courtesy; the table reports an illegal option
            lines = []
        return " ".join(lines) if lines else f"{names[seat]}: {option_words(option)}"

    def starts_turn(self, decision: Any) -> bool:
        return bool(decision.kind in (DecisionKind.ACTION, DecisionKind.BID))

    def hintable(self, game: Any, seat: int) -> bool:
        return game.decision is not None  # the hint answers any decision, bids and gifts too

    def shown_card(self, decision: Any, option: Option) -> int | None:
        return None  # an action card is shown raised in its seat's hand instead


FLIP_WORDS = FlipWords()


def make(app: Any, game: Game, prefs: Any) -> Computers:
    """The computer seats of a Fish'n'Flip table (``prefs.controllers``). The app may carry
    ``ai_worker_factory`` (a worker for tests) and ``ai_budget`` (a fixed budget)."""
    names = [s.name for s in game.public_state().seats]
    controllers = list(getattr(prefs, "controllers", []))
    controllers += ["person"] * (len(names) - len(controllers))
    factory = getattr(app, "ai_worker_factory", None)
    computers = Computers(controllers, names, FLIP_WORDS, factory, getattr(app, "ai_budget", None))
    computers.hints_used = getattr(prefs, "hints", 0)
    return computers

