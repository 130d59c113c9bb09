"""The base of every game's events: past-tense records of what applying an option did.

Game-neutral. Events carry seat numbers, card numbers and places, never object references.
Two class flags let game-neutral code (undo, the table) read an event without knowing the
game: ``reveals`` (it made hidden information known: undo never crosses it) and
``starts_turn`` (a new turn, or the end of the turns, begins: undo stops there too).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = "event"
    reveals: ClassVar[bool] = False
    starts_turn: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"event": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            d[f.name] = list(value) if isinstance(value, tuple) else value
        return d


def event_types(namespace: dict[str, Any]) -> tuple[type[Event], ...]:
    """Every event class defined in ``namespace`` (a game's events module's globals), in
    order of definition, the base excluded."""
    return tuple(
        c for c in namespace.values()
        if isinstance(c, type) and issubclass(c, Event) and c is not Event
    )  # fmt: skip
