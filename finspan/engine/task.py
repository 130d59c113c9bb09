"""The decision a game waits on, and the base of the tasks on the engine's work stack.

A task is one unit of pending work whose fields are plain JSON values, so the whole stack
serializes and copies cheaply. `finspan.engine.game` defines the rules' tasks and
`finspan.engine.nautoma` the solo opponent's turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .events import Event
from .options import Option

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice: who decides, what kind of choice, a prompt, and the options.

    ``kind`` is one of: ``turn``, ``place``, ``pay``, ``benefit``, ``keep``, ``game_end``.
    ``card``/``slot`` name the fish the decision is about (if any); ``remaining`` lists the
    ability icons still to resolve for a ``benefit`` decision; ``source`` says where the
    benefit comes from (``bonus``, ``ability``, ``all_players``, ``gift``).
    """

    player: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    card: int | None = None
    slot: int | None = None
    remaining: tuple[str, ...] = ()
    source: str = ""


# --- Tasks ---------------------------------------------------------------------------------------


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

    def decision(self, g: Game) -> Decision | None:
        """The decision this task poses now, or None if its next step is automatic."""
        return None

    def step(self, g: Game, ev: list[Event]) -> None:
        """Take one automatic step (must make progress: change state or the stack)."""
        raise NotImplementedError

    def choose(self, g: Game, option: Option, ev: list[Event]) -> None:
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
