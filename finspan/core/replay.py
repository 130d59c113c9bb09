"""Re-applying a recorded match, in any game: one generator that walks its options.

A match is its setup, its seed (or the position text it began at) and the list of chosen
options (its ``history``). `replay` applies the options one by one to a start and yields
what each did. Reads nothing but its arguments.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

from .decision import Decision
from .events import Event
from .options import Option
from .protocol import GameState

G = TypeVar("G", bound=GameState)


@dataclass(frozen=True, slots=True)
class ReplayStep(Generic[G]):
    """One step of a replay.

    ``index`` 0 is the start (``decision`` and ``option`` None, ``events`` the start's
    events); step ``i`` applied ``history[i - 1]``, answering ``decision``. ``game`` is the
    live match after the step: the generator goes on changing it, so clone it to keep.
    """

    index: int
    decision: Decision | None
    option: Option | None
    events: tuple[Event, ...]
    game: G


def replay(start: G, options: Iterable[Option | str]) -> Iterator[ReplayStep[G]]:
    """Yield ``start`` (step 0), then apply each option to it in turn, yielding each step.

    Mutates ``start``. Raises `OptionSyntaxError`, `IllegalOption` or `GameOver` at the first
    option that cannot be applied (the steps before it were yielded).
    """
    game = start
    yield ReplayStep(0, None, None, tuple(game.start_events), game)
    for index, option in enumerate(options, start=1):
        if isinstance(option, str):
            option = game.OPTIONS.parse(option)
        decision = game.decision
        events = game.apply(option)
        yield ReplayStep(index, decision, option, tuple(events), game)
