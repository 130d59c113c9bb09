"""Fixtures for the saves tests: an isolated home, a fake clock, a store, finished games.

Every test gets ``FINSPAN_SAVE_DIR`` and the ``XDG_*`` folders (and ``HOME``) pointed into
its own temporary folder, so nothing ever touches the real user data folder.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path

import pytest

from finspan.engine import Game, Setup, play_game, setup_for
from finspan.saves import SaveStore

START = datetime(2025, 6, 1, 18, 30, tzinfo=UTC)


class FakeClock:
    """Starts at `START` and moves on one minute every time it is read."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        now = self.now
        self.now += timedelta(minutes=1)
        return now


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "home"
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(home / var.lower()))
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("FINSPAN_SAVE_DIR", str(tmp_path / "saves"))
    yield home


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock) -> SaveStore:
    return SaveStore(tmp_path / "saves", clock=clock)


SETUPS: dict[str, Setup] = {
    "2 players": setup_for(2),
    "4 players, board B": setup_for(4, board="B"),
    "solo with Ravel": setup_for(solo=True, difficulty=3, ravel=3),
}


@cache
def _finished(label: str, seed: int) -> Game:
    return play_game(SETUPS[label], seed)


def finished_game(label: str = "2 players", seed: int = 1) -> Game:
    """A complete game played by the random policy (a fresh copy each call)."""
    return _finished(label, seed).clone()


def game_after(label: str, seed: int, steps: int) -> Game:
    """The same game as `finished_game`, stopped after ``steps`` options."""
    full = _finished(label, seed)
    game = Game(full.setup, full.seed)
    for text in full.history[:steps]:
        game.apply(text)
    return game
