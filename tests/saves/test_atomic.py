"""Atomic writes: an interrupted write leaves the previous save whole and no stray save."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from finspan.saves import AUTOSAVE, AUTOSAVE_BACKUP, SaveError, SaveStore, atomic as atomic_module

from .conftest import game_after

OLD = ("2 players", 5, 40)
NEW = ("2 players", 5, 41)


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.is_file())


def test_a_failing_rename_keeps_the_previous_save_and_leaves_no_temp_file(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = store.save_named(game_after(*OLD), "Dinner")
    before = path.read_bytes()

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_module.os, "replace", broken_replace)
    with pytest.raises(SaveError, match=r"dinner\.json: could not be written \(No space left"):
        store.save_named(game_after(*NEW), "Dinner")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert files_in(store.directory) == ["dinner.json"]
    assert store.load(path).game.history == game_after(*OLD).history


def test_a_write_that_dies_half_way_keeps_the_previous_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = store.save_named(game_after(*OLD), "Dinner")
    before = path.read_bytes()
    real_fdopen = os.fdopen

    class HalfWriter:
        """A file that writes half of what it is given, then the process 'dies'."""

        def __init__(self, f: Any) -> None:
            self.f = f

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: object) -> None:
            self.f.close()

        def fileno(self) -> int:
            return self.f.fileno()

        def write(self, data: bytes) -> int:
            self.f.write(data[: len(data) // 2])
            raise KeyboardInterrupt  # e.g. Ctrl+C in the middle of the write

    monkeypatch.setattr(
        atomic_module.os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode))
    )
    with pytest.raises(KeyboardInterrupt):
        store.save_named(game_after(*NEW), "Dinner")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert files_in(store.directory) == ["dinner.json"]


def test_a_failing_fsync_keeps_the_previous_autosave(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.autosave(game_after(*OLD))

    def broken_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic_module.os, "fsync", broken_fsync)
    with pytest.raises(SaveError, match="could not be written"):
        store.autosave(game_after(*NEW))
    monkeypatch.undo()
    loaded = store.latest_autosave()
    assert loaded is not None and loaded.game.history == game_after(*OLD).history
    assert not [n for n in os.listdir(store.directory) if n.endswith(".tmp")]


def test_a_temp_file_left_by_a_crash_is_never_taken_for_a_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.autosave(game_after(*OLD))

    def crash(src: Any, dst: Any) -> None:
        raise SystemExit("killed")  # the process dies: no clean-up runs

    monkeypatch.setattr(atomic_module.os, "replace", crash)
    monkeypatch.setattr(atomic_module.os, "unlink", lambda path: None)
    with pytest.raises(SystemExit):
        store.autosave(game_after(*NEW))
    monkeypatch.undo()
    leftovers = [n for n in os.listdir(store.directory) if n.endswith(".tmp")]
    assert leftovers and all(n.startswith(".autosave") for n in leftovers)
    assert [e.file_name for e in store.list_saves()] == [AUTOSAVE]
    loaded = store.latest_autosave()
    assert loaded is not None and loaded.game.history == game_after(*OLD).history


def test_a_crash_between_backup_and_autosave_keeps_both_whole(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.autosave(game_after(*OLD))
    real = atomic_module.atomic_write
    calls: list[Path] = []

    def second_write_fails(path: Path, data: bytes) -> None:
        calls.append(path)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr("finspan.saves.store.atomic_write", second_write_fails)
    with pytest.raises(SaveError):
        store.autosave(game_after(*NEW))
    monkeypatch.undo()
    assert [p.name for p in calls] == [AUTOSAVE_BACKUP, AUTOSAVE]
    for name in (AUTOSAVE, AUTOSAVE_BACKUP):
        assert store.load(name).game.history == game_after(*OLD).history


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_new_save_is_readable_like_an_ordinary_file(store: SaveStore) -> None:
    path = store.save_named(game_after(*OLD), "Dinner")
    assert path.stat().st_mode & 0o777 == 0o644
