"""What a table's pointer rests on and its short notice: the part of the choosing state
both games' tables share (`finspan.choosing.Choosing`, `flip.choosing.Choosing`). Knows no
game; holds no pygame object."""

from __future__ import annotations

from typing import Any

#: Seconds the mouse rests on a card, slot or seat before its zoom or help opens.
HOVER_DELAY = 0.3


class Pointing:
    """Methods over a choosing state's ``hover`` (what the mouse is over), ``hover_age``
    (how long it has rested there), ``message`` and ``message_time`` (a short notice and
    its seconds left). The fields are the dataclass's own, declared there."""

    hover: Any
    hover_age: float
    message: str
    message_time: float

    @property
    def hover_pending(self) -> bool:
        """The mouse rests on something whose zoom has not opened yet."""
        return self.hover is not None and self.hover_age < HOVER_DELAY

    def aim(self, target: Any) -> None:
        """The mouse is over ``target`` now; a new target waits `HOVER_DELAY` for its zoom."""
        if target != self.hover:
            self.hover, self.hover_age = target, 0.0

    def tick(self, dt: float) -> None:
        """Time passes: the hover ages, the notice runs out."""
        self.hover_age += dt
        if self.message:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""

    def notice(self, text: str, seconds: float = 3.0) -> None:
        """Show ``text`` for ``seconds``."""
        self.message, self.message_time = text, seconds
