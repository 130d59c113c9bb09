"""The table: the whole state of a game (hidden parts included), the decision it waits on,
and the base of the tasks on its work stack.

A task is one unit of pending work whose fields are plain JSON values, so the whole stack
serializes and copies cheaply. `finspan.engine.tasks` defines the rules' tasks,
`finspan.engine.nautoma_turn` the solo opponent's turn, and `finspan.engine.game` the `Game`
(a `Table` with the one door `apply` and the week loop). This module changes nothing itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .events import Event
from .kinds import DecisionKind, Phase, Source
from .options import Option
from .rng import Rng
from .setup import Setup
from .state import NautomaState, PlayerState


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice: who decides, what kind of choice, a question, and the options.

    ``player`` is the seat that decides (the prompt's subject; ``subject`` is its name) and
    ``question`` the words asked, without the name. ``card``/``slot`` name the
    fish the decision is about (if any); ``remaining`` lists the ability icons still to
    resolve for a ``benefit`` decision; ``source`` says where a benefit comes from.
    """

    player: int
    kind: DecisionKind
    question: str
    options: tuple[Option, ...]
    card: int | None = None
    slot: int | None = None
    remaining: tuple[str, ...] = ()
    source: Source = Source.NONE
    subject: str = ""

    @property
    def prompt(self) -> str:
        """The question addressed to its subject, e.g. 'Ada: play a fish or dive ...'."""
        return f"{self.subject}: {self.question}" if self.subject else self.question


class Table:
    """The state every task acts on.

    ``players``, ``deck`` (the next card is last), ``week`` (1-4), ``turn`` (turns begun this
    week), ``first_player``, ``current`` (seat of the turn in progress), ``tiles``
    (achievement tile ids for weeks 1-3), ``phase``, ``nautoma`` and ``stack`` (the pending
    work, top last). `finspan.engine.game.Game` sets every field.
    """

    setup: Setup
    seed: int
    rng: Rng
    players: list[PlayerState]
    deck: list[int]
    out_of_game: list[int]
    week: int
    turn: int
    first_player: int
    current: int
    tiles: list[str]
    phase: Phase
    stack: list[Task]
    nautoma: NautomaState | None

    def turn_order(self) -> list[int]:
        """Seats in clockwise order from this week's first player."""
        n = len(self.players)
        return [(self.first_player + i) % n for i in range(n)]

    def clockwise_after(self, seat: int) -> list[int]:
        """The other seats in clockwise order after ``seat``."""
        n = len(self.players)
        return [(seat + i) % n for i in range(1, n)]

    def can_draw(self) -> bool:
        """Whether a card can still be drawn: from the deck, or after reshuffling discards."""
        return bool(self.deck) or any(p.discard for p in self.players)

    @property
    def nautoma_seat(self) -> int | None:
        """Nautoma's seat in a solo game, else None."""
        for p in self.players:
            if p.is_nautoma:
                return p.seat
        return None

    @property
    def human_seat(self) -> int:
        """The first person's seat (in a solo game: the only person)."""
        return next(p.seat for p in self.players if not p.is_nautoma)


class Task:
    """One unit of pending work. Fields are plain JSON values, so the stack serializes."""

    __slots__ = ()
    KIND: ClassVar[str] = ""
    FIELDS: ClassVar[tuple[str, ...]] = ()
    REGISTRY: ClassVar[dict[str, type[Task]]] = {}

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.KIND:
            Task.REGISTRY[cls.KIND] = cls

    def decision(self, g: Table) -> Decision | None:
        """The decision this task poses now, or None if its next step is automatic."""
        return None

    def step(self, g: Table, ev: list[Event]) -> None:
        """Take one automatic step (must make progress: change state or the stack)."""
        raise NotImplementedError

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        """Carry out a legal option of this task's decision."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"task": self.KIND}
        for name in self.FIELDS:
            value = getattr(self, name)
            d[name] = value[:] if isinstance(value, list) else value
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Task:
        """The task `to_dict` wrote. Raises KeyError for an unknown task kind."""
        cls = Task.REGISTRY[d["task"]]
        task = cls.__new__(cls)
        for name in cls.FIELDS:
            value = d[name]
            setattr(task, name, list(value) if isinstance(value, list) else value)
        return task

    def copy(self) -> Task:
        task = self.__class__.__new__(self.__class__)
        for name in self.FIELDS:
            value = getattr(self, name)
            setattr(task, name, value[:] if isinstance(value, list) else value)
        return task
