"""Fish'n'Flip's computer seats at the table: what its options and turns are called for the
game-neutral `Computers` (`FlipWords`, a `SeatWords`). No rule is decided here: the words
are the table's (`words`), the choices the worker's.
"""

from __future__ import annotations

from typing import Any

from ...flip import DecisionKind, Option, decision_words


class FlipWords:
    """Fish'n'Flip's words for the computer seats (`finspan.frontend.shell.computers.SeatWords`)."""

    def option(self, game: Any, option: Option) -> str:
        """The option in the decision panel's words (a power's names its card)."""
        return decision_words(option, game.decision)

    def starts_turn(self, decision: Any) -> bool:
        return bool(decision.kind in (DecisionKind.ACTION, DecisionKind.BID))

    def hintable(self, game: Any, seat: int) -> bool:
        return game.decision is not None  # the hint answers any decision, bids and gifts too

    def shown_card(self, decision: Any, option: Option) -> int | None:
        return None  # an action card is shown raised in its seat's hand instead


FLIP_WORDS = FlipWords()
