"""A tiny game on the core, for the core's own tests: Nim with one heap, seats taking 1-3
stones in turn; whoever takes the last stone wins. A turn's second step ("say done") makes
undo within a turn testable. Nothing of Finspan is used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar, dataclass_transform

from finspan.core import (
    Decision,
    Event,
    Option,
    OptionFamily,
    Rng,
    Task,
    TaskGame,
    event_types,
)

FAMILY = OptionFamily("nim", write={"count": str}, read={"count": int})
_O = TypeVar("_O", bound=Option)


@dataclass_transform(frozen_default=True)
def _option(cls: type[_O]) -> type[_O]:
    return FAMILY.register(cls)


@_option
class Take(Option):
    verb = "take"
    count: int


@_option
class Done(Option):
    verb = "done"


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    kind: ClassVar[str] = "turn_began"
    starts_turn: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class Taken(Event):
    kind: ClassVar[str] = "taken"
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class HeapRevealed(Event):
    kind: ClassVar[str] = "heap_revealed"
    reveals: ClassVar[bool] = True
    stones: int


EVENT_TYPES = event_types(globals())


class NimTask(Task["Nim", Decision]):
    __slots__ = ()
    REGISTRY: ClassVar[dict[str, type[Any]]] = {}


class TakeTask(NimTask):
    __slots__ = ("seat", "taken")
    KIND = "take"
    FIELDS = ("seat", "taken")

    def __init__(self, seat: int) -> None:
        self.seat, self.taken = seat, 0

    def decision(self, g: Nim) -> Decision:
        if self.taken:
            return Decision(self.seat, "done", "say done", (Done(),))
        counts = range(1, min(3, g.heap) + 1)
        return Decision(self.seat, "take", "take stones", tuple(Take(n) for n in counts))

    def choose(self, g: Nim, option: Option, ev: list[Event]) -> None:
        if isinstance(option, Take):
            g.heap -= option.count
            self.taken = option.count
            ev.append(Taken(self.seat, option.count))
        else:
            g.stack.pop()


class Nim(TaskGame[Decision]):
    OPTIONS: ClassVar[OptionFamily] = FAMILY

    def __init__(self, setup: int, seed: int) -> None:
        self.setup, self.seed = setup, seed
        self.heap = 5 + Rng(seed).below(10)
        self.seat, self.winner = 1, -1
        self.stack: list[NimTask] = []
        self.history: list[str] = []
        self.origin: str | None = None
        self._decision: Decision | None = None
        ev: list[Event] = [HeapRevealed(self.heap)]
        self._run(ev)
        self.start_events = ev

    @property
    def is_over(self) -> bool:
        return self.winner >= 0

    def seat_name(self, seat: int) -> str:
        return f"Seat {seat}"

    def _advance(self, ev: list[Event]) -> None:
        if self.heap == 0:
            self.winner = self.seat
            return
        self.seat = 1 - self.seat
        ev.append(TurnBegan(self.seat))
        self.stack.append(TakeTask(self.seat))

    def public_state(self) -> int:
        return self.heap

    def outcome(self) -> int:
        return self.winner

    def clone(self) -> Nim:
        g = Nim.__new__(Nim)
        g.__dict__.update(self.__dict__)
        g.stack = [t.copy() for t in self.stack]
        g.history = self.history[:]
        return g

    def to_dict(self) -> dict[str, Any]:
        return {"heap": self.heap, "stack": [t.to_dict() for t in self.stack]}
