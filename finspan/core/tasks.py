"""Games driven by a stack of tasks: the task base, each game's task registry, and the door.

Game-neutral. A task is one unit of pending work whose fields are plain JSON values, so the
whole stack serializes and copies cheaply. Each game declares one task base with its own
``REGISTRY`` (kind -> class), so two games never share or clash over task kinds.

`TaskGame` is the door every game of this kind shares: ``decision`` (posed by the top task),
``apply`` (check the option is legal, let the top task carry it out, record it, then take
automatic steps up to the next decision) and the loop that runs the tasks. When the stack is
empty the game's own `TaskGame._advance` decides what comes next (the next turn, the end).
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Self, TypeVar

from .decision import Decision, GameOver, IllegalOption
from .events import Event
from .options import Option, OptionFamily

G = TypeVar("G")
D = TypeVar("D", bound=Decision)


class Task(Generic[G, D]):
    """One unit of pending work on a game of type ``G``, posing decisions of type ``D``.

    Subclasses set ``KIND`` (unique in their game's ``REGISTRY``) and ``FIELDS`` (plain JSON
    values, in constructor order). A game's task base sets ``REGISTRY = {}``.
    """

    __slots__ = ()
    KIND: ClassVar[str] = ""
    FIELDS: ClassVar[tuple[str, ...]] = ()
    #: False for tasks that never pose a decision (the loop then skips asking them).
    DECIDES: ClassVar[bool] = True
    #: Each game's task base sets its own registry: kind -> task class.
    REGISTRY: ClassVar[dict[str, type[Any]]]

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if not cls.KIND:
            return
        registry = getattr(cls, "REGISTRY", None)
        if registry is None:
            raise TypeError(f"task {cls.__name__} has no game: its base sets no REGISTRY")
        if registry.get(cls.KIND, cls) is not cls:
            raise TypeError(f"two tasks of kind {cls.KIND!r}: {registry[cls.KIND].__name__}, "
                            f"{cls.__name__}")
        registry[cls.KIND] = cls

    def decision(self, g: G) -> D | None:
        """The decision this task poses now, or None if its next step is automatic."""
        return None

    def step(self, g: G, ev: list[Event]) -> None:
        """Take one automatic step (must make progress: change state or the stack)."""
        raise NotImplementedError

    def choose(self, g: G, option: Option, ev: list[Event]) -> None:
        """Carry out a legal option of this task's decision."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"task": self.KIND}
        for name in self.FIELDS:
            value = getattr(self, name)
            d[name] = value[:] if isinstance(value, list) else value
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Self:
        """The task `to_dict` wrote, from this game's registry (call it on the game's task
        base). Raises KeyError for an unknown task kind."""
        kind: type[Self] = cls.REGISTRY[d["task"]]
        task = kind.__new__(kind)
        for name in kind.FIELDS:
            value = d[name]
            setattr(task, name, list(value) if isinstance(value, list) else value)
        return task

    def copy(self) -> Self:
        task = self.__class__.__new__(self.__class__)
        for name in self.FIELDS:
            value = getattr(self, name)
            setattr(task, name, value[:] if isinstance(value, list) else value)
        return task


class TaskGame(Generic[D]):
    """The door of a game run by a task stack, posing decisions of type ``D``. A subclass
    sets ``OPTIONS`` (its option family), keeps ``stack`` (its own tasks, the top last),
    ``history`` and ``_decision``, and implements `is_over`, `_advance` (what happens when
    the stack is empty) and `seat_name`."""

    OPTIONS: ClassVar[OptionFamily]
    stack: list[Any]  # the game's own task type
    history: list[str]
    _decision: D | None

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def seat_name(self, seat: int) -> str:
        """The name of the player at ``seat`` (for messages)."""
        raise NotImplementedError

    def _advance(self, ev: list[Event]) -> None:
        """The stack is empty and the game is not over: push the next work (must make
        progress)."""
        raise NotImplementedError

    @property
    def decision(self) -> D | None:
        """The pending decision, or None once the game is over."""
        if self._decision is None and self.stack:
            self._decision = self.stack[-1].decision(self)
        return self._decision

    @property
    def options(self) -> tuple[Option, ...]:
        d = self.decision
        return d.options if d else ()

    def apply(self, option: Option | str) -> list[Event]:
        """Carry out one option of the pending decision; return the events, in order.

        Accepts an option or its text form. Raises `IllegalOption` (state unchanged) if it
        is not one of the decision's options, `GameOver` if the game has ended, and
        `OptionSyntaxError` for text that is not an option.
        """
        d = self.decision
        if d is None:
            raise GameOver("the game is over: there is nothing to decide")
        if isinstance(option, str):
            option = self.OPTIONS.parse(option)
        if option not in d.options:
            raise IllegalOption(
                f"{option} is not a legal option now; {self.seat_name(d.player)} must "
                f"choose one of: {', '.join(str(o) for o in d.options)}"
            )
        ev: list[Event] = []
        self._decision = None
        self.stack[-1].choose(self, option, ev)
        self.history.append(str(option))
        self._run(ev)
        return ev

    def _run(self, ev: list[Event]) -> None:
        """Take automatic steps until a decision is pending or the game is over."""
        stack = self.stack
        while True:
            if not stack:
                if self.is_over:
                    self._decision = None
                    return
                self._advance(ev)
                continue
            task = stack[-1]
            if task.DECIDES:
                d = task.decision(self)
                if d is not None:
                    self._decision = d
                    return
            task.step(self, ev)
