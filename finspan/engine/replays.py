"""Re-applying a recorded game: its start, and one generator that walks its options.

A match is its setup, its seed (or the position text it began at) and the list of chosen
options (the game's ``history``). `start_game` rebuilds the start; `replay` applies the
options one by one and yields what each did. Reads nothing but its arguments.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .events import Event
from .game import Game
from .options import Option, parse_option
from .position import load_position
from .setup import Setup
from .table import Decision


def start_game(setup: Setup, seed: int, origin: str | None = None) -> Game:
    """The start of a game: ``Game(setup, seed)``, or the position ``origin`` if given.

    Raises `PositionError` if ``origin`` is not a valid position.
    """
    if origin is None:
        return Game(setup, seed)
    return load_position(origin)


def restart(game: Game) -> Game:
    """A new game at ``game``'s start; applying its ``history`` to it reproduces ``game``."""
    return start_game(game.setup, game.seed, game.origin)


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step of a replay.

    ``index`` 0 is the start (``decision`` and ``option`` None, ``events`` the start's
    events); step ``i`` applied ``history[i - 1]``, answering ``decision``. ``game`` is the
    live game after the step: the generator goes on changing it, so `Game.clone` it to keep.
    """

    index: int
    decision: Decision | None
    option: Option | None
    events: tuple[Event, ...]
    game: Game


def replay(start: Game, options: Iterable[Option | str]) -> Iterator[ReplayStep]:
    """Yield ``start`` (step 0), then apply each option to it in turn, yielding each step.

    Mutates ``start``. Raises `OptionSyntaxError`, `IllegalOption` or `GameOver` at the first
    option that cannot be applied (the steps before it were yielded).
    """
    game = start
    yield ReplayStep(0, None, None, tuple(game.start_events), game)
    for index, option in enumerate(options, start=1):
        if isinstance(option, str):
            option = parse_option(option)
        decision = game.decision
        events = game.apply(option)
        yield ReplayStep(index, decision, option, tuple(events), game)


def replay_game(game: Game) -> Iterator[ReplayStep]:
    """`replay` of ``game``'s own history from its start (``game`` itself is not touched)."""
    return replay(restart(game), list(game.history))
