"""Finspan's computer players as the app's worker calls every game's (`finspan.games.GamePlayers`):
``choose``, ``hint`` and ``in_play``. Imported on first use by the worker."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import DEFAULT_BUDGET, PLAY_BUDGET, SECONDS, ComputerPlayer, Hint, hint as _hint


def choose(
    game: Any, level: str, seed: int, budget: int | None = None,
    seconds: float | None = None, clock: Callable[[], float] | None = None,
) -> Any:  # fmt: skip
    """The option ``level``'s computer player chooses for ``game``'s pending decision."""
    player = ComputerPlayer(level, seed, budget or DEFAULT_BUDGET, seconds, clock)
    return player.choose(game)


def hint(
    game: Any, seed: int, budget: int | None = None, seconds: float | None = None,
    clock: Callable[[], float] | None = None,
) -> Hint:  # fmt: skip
    """Hard's choice at the pending decision, with its top choices and why."""
    return _hint(game, seed, budget or DEFAULT_BUDGET, seconds, clock)


def in_play(level: str) -> tuple[int | None, float | None]:
    """At the table: at most the play budget of playouts, within the level's seconds."""
    return PLAY_BUDGET, SECONDS[level]
