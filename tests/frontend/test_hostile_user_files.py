"""Hostile settings and statistics files: nothing hangs, nothing crashes.

A named pipe where settings.json or stats.json is expected used to block start-up or the
statistics screen forever; a deeply nested settings.json stopped start-up (RecursionError);
a deeply nested or oddly typed stats.json crashed Statistics; a byte order mark in
settings.json was reported as damage.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest

from finspan import stats
from finspan.frontend.finspan.stats_view import SOLO_VIEW
from finspan.frontend.scenes.stats import StatsScene
from finspan.frontend.shell.settings import Settings
from finspan.frontend.shell.settings_store import load_settings, save_settings, settings_path


def finishes(work: Callable[[], Any], seconds: float = 20.0) -> Any:
    """Run ``work`` in a thread; fail (instead of hanging the suite) if it never returns."""
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the reader is blocked (waiting on a named pipe?)"
    assert out, "the reader raised (see the thread's traceback above)"
    return out[0]


posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need POSIX")


def _write(path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


@posix_only
def test_a_named_pipe_as_the_settings_file_gives_the_defaults_without_waiting():
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    settings, message = finishes(load_settings)
    assert settings == Settings() and message and "named pipe" in message


def test_a_deeply_nested_settings_file_gives_the_defaults_with_one_message():
    _write(settings_path(), b'{"window_size": ' + b"[" * 10_000 + b"]" * 10_000 + b"}")
    settings, message = load_settings()
    assert settings == Settings() and message and "nested too deeply" in message


def test_a_byte_order_mark_in_the_settings_file_is_not_damage():
    save_settings(Settings(fullscreen=True, ui_scale=1.25))
    path = settings_path()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    settings, message = load_settings()
    assert message is None and settings.fullscreen and settings.ui_scale == 1.25


def test_a_huge_settings_file_is_refused_before_it_is_read():
    _write(settings_path(), b" " * (1 << 20) + b"{}")
    settings, message = load_settings()
    assert settings == Settings() and message and "too large" in message


@posix_only
def test_a_named_pipe_as_the_statistics_file_is_set_aside_without_waiting():
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    loaded = finishes(stats.load_records)
    assert loaded.records == () and loaded.message and "named pipe" in loaded.message


def test_a_deeply_nested_statistics_file_is_set_aside_with_a_message(app):
    _write(stats.stats_path(), b'{"version": 1, "games": ' + b"[" * 50_000 + b"]" * 50_000 + b"}")
    scene = StatsScene(app)
    app.push(scene)
    app.run_frames(1)
    assert scene.message and "nested too deeply" in scene.message
    assert scene.views[SOLO_VIEW].numbers.summary.empty


SEAT = {"name": "Ann", "kind": "human", "total": 50, "winner": True}
GOOD = {"mode": "hotseat", "date": "2025-03-01T20:30:00", "seats": [SEAT], "seed": 1}


@pytest.mark.parametrize(
    "change",
    [
        {"seats": [{**SEAT, "total": 10**300}]},  # an average of it overflowed a float
        {"seats": [{**SEAT, "total": 1.5}]},
        {"seats": [{**SEAT, "name": "Ann\x00"}]},
        {"seats": [{**SEAT, "name": "A" * 100_000}]},
        {"seats": [{**SEAT, "winner": "yes"}]},
        {"seats": [[1, 2]]},
        {"seats": {"name": "Ann"}},
        {"seats": [SEAT] * 50},
        {"date": ["2025"]},
        {"mode": "solo", "difficulty": 10**40},
        {"mode": "solo", "difficulty": 3, "ravel": -7},
        {"seed": -1},
        {"board": None},
    ],
)
def test_an_oddly_typed_record_is_skipped_and_statistics_still_open(app, change):
    odd = {**GOOD, **change}
    data = {"version": 1, "games": [GOOD, odd]}
    _write(stats.stats_path(), json.dumps(data).encode())
    loaded = stats.load_records()
    assert len(loaded.records) == 1 and "1 game record could not be read" in loaded.message
    scene = StatsScene(app)
    app.push(scene)
    app.run_frames(2)
    assert scene.views[SOLO_VIEW].numbers.summary.games == 1
    assert stats.summary(loaded.records).hotseat["Ann"].games == 1
    assert datetime.fromisoformat(loaded.records[0].date).year == 2025
