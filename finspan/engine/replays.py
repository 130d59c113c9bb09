"""Re-applying a recorded Finspan game: its start, and the core's replay generator.

A match is its setup, its seed (or the position text it began at) and the list of chosen
options (the game's ``history``). `start_game` rebuilds the start; `replay`
(`finspan.core.replay.replay`) applies the options one by one and yields what each did.
Reads nothing but its arguments.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..core.replay import ReplayStep, replay
from .definition import FINSPAN
from .game import Game
from .setup import Setup

__all__ = ["ReplayStep", "replay", "replay_game", "restart", "start_game"]


def start_game(setup: Setup, seed: int, origin: str | None = None) -> Game:
    """The start of a game: ``Game(setup, seed)``, or the position ``origin`` if given.

    Raises `PositionError` if ``origin`` is not a valid position.
    """
    return FINSPAN.start(setup, seed, origin)


def restart(game: Game) -> Game:
    """A new game at ``game``'s start; applying its ``history`` to it reproduces ``game``."""
    return FINSPAN.restart(game)


def replay_game(game: Game) -> Iterator[ReplayStep[Game]]:
    """`replay` of ``game``'s own history from its start (``game`` itself is not touched)."""
    return replay(restart(game), list(game.history))
