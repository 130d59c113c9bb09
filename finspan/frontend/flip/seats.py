"""Fish'n'Flip's computer seats at the table: what its options and turns are called for the
game-neutral `Computers` (`FlipWords`, a `SeatWords`). No rule is decided here: the words
are the table's (`words`), the choices the worker's.
"""

from __future__ import annotations

from typing import Any

from ...flip import DecisionKind, Option
from .words import option_words


class FlipWords:
    """Fish'n'Flip's words for the computer seats (`finspan.frontend.shell.computers.SeatWords`)."""

    def option(self, game: Any, option: Option) -> str:
        return option_words(option)

    def starts_turn(self, decision: Any) -> bool:
        return bool(decision.kind in (DecisionKind.ACTION, DecisionKind.BID))

    def hintable(self, game: Any, seat: int) -> bool:
        return game.decision is not None  # the hint answers any decision, bids and gifts too

    def shown_card(self, decision: Any, option: Option) -> int | None:
        return None  # an action card is shown raised in its seat's hand instead


FLIP_WORDS = FlipWords()
