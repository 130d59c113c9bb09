"""What the table kit says of an option when the game says nothing of its own.

`Applied`: an option applied at the table, with its events and what was done in the log's
words. `PlainWords`: the `shell.computers.SeatWords` of a game without words of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.decision import Decision
from ...core.events import Event
from ...core.options import Option


@dataclass(frozen=True, slots=True)
class Applied:
    """An option applied at the table: the option, the events it made, and what was done in
    the log's words (for the notice of a computer's choice)."""

    option: Option
    events: list[Event]
    words: str


class PlainWords:
    """The words of a game that says nothing of its own (`SeatWords`): an option is its
    text, every decision may be hinted, each choice begins a step list of its own."""

    def option(self, game: Any, option: Option) -> str:
        return str(option)

    def starts_turn(self, decision: Decision) -> bool:
        return True

    def hintable(self, game: Any, seat: int) -> bool:
        return True

    def shown_card(self, decision: Decision, option: Option) -> int | None:
        return None
