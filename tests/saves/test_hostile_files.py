"""Hostile files in the save folder: nothing hangs, nothing crashes, nothing is left behind.

A named pipe where a save is expected used to block the reader forever; a NUL in a name
crashed the renderer; a date at the edge of the calendar crashed the Load list; leftover
temporary files stayed in the folder. Each is refused (or cleaned) here with one line.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from finspan.saves import SaveError, SaveStore, load_file
from finspan.saves.atomic import atomic_write, remove_stale_temporaries

from .conftest import game_after

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need POSIX")


def finishes(work: Callable[[], Any], seconds: float = 20.0) -> Any:
    """Run ``work`` in a thread; fail (instead of hanging the suite) if it never returns."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = work()
        except BaseException as exc:  # handed back to the test
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the reader is blocked (waiting on a named pipe?)"
    if "error" in out:
        raise out["error"]
    return out.get("value")


@posix_only
def test_a_named_pipe_in_place_of_a_save_is_refused_without_waiting(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError) as info:
        finishes(lambda: load_file(pipe))
    assert "named pipe" in info.value.problem


@posix_only
def test_a_named_pipe_as_the_autosave_neither_blocks_continue_nor_the_load_list(
    store: SaveStore,
) -> None:
    store.save_named(game_after("2 players", 5, 20), "Good")
    os.mkfifo(store.directory / "autosave.json")
    assert finishes(store.latest_autosave) is None
    entries = finishes(store.list_saves)
    assert [e.name for e in entries if not e.broken] == ["Good"]
    assert [e.problem for e in entries if e.broken] == ["is a named pipe, not a save file"]
    game = game_after("2 players", 5, 30)
    finishes(lambda: store.autosave(game))  # writing over the pipe replaces it
    loaded = store.latest_autosave()
    assert loaded is not None and loaded.game.history == game.history


def test_a_control_character_in_a_save_name_is_refused(store: SaveStore) -> None:
    with pytest.raises(SaveError) as info:
        store.save_named(game_after("2 players", 5, 10), "Dinner\x00break")
    assert "control character" in str(info.value)


@pytest.mark.parametrize("where", ["name", "seat", "summary"])
def test_a_control_character_in_a_saved_name_is_refused_on_load(
    store: SaveStore, where: str
) -> None:
    path = store.save_named(game_after("2 players", 5, 10), "Clean")
    data = json.loads(path.read_text("utf-8"))
    if where == "name":
        data["name"] = "Clean\x00"
    elif where == "seat":
        data["setup"]["seats"][0]["name"] = "Ada\x07"
    else:
        data["summary"]["players"][1] = "Grace\x1b[31m"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as info:
        load_file(path)
    assert "control character" in info.value.problem
    (entry,) = store.list_saves()  # listed as broken, never shown with the bad name
    assert entry.broken and "control character" in (entry.problem or "")


@pytest.mark.parametrize(
    "date", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00"]
)
def test_a_save_dated_at_the_edge_of_the_calendar_is_refused(store: SaveStore, date: str) -> None:
    path = store.save_named(game_after("2 players", 5, 10), "Dated")
    data = json.loads(path.read_text("utf-8"))
    data["updated"] = date
    path.write_text(json.dumps(data), "utf-8")
    (entry,) = store.list_saves()
    assert entry.broken and "must be a date between" in (entry.problem or "")


def test_a_deeply_nested_save_is_refused_with_one_line(store: SaveStore) -> None:
    path = store.directory / "deep.json"
    store.directory.mkdir(parents=True)
    path.write_text('{"snapshot": ' + "[" * 100_000 + "]" * 100_000 + "}", "utf-8")
    with pytest.raises(SaveError) as info:
        load_file(path)
    assert info.value.problem == "is nested too deeply to be a Finspan save"


def test_stale_temporary_files_are_cleaned_but_a_write_in_progress_is_kept(
    store: SaveStore,
) -> None:
    store.save_named(game_after("2 players", 5, 10), "Kept")
    folder = store.directory
    stale = folder / ".autosave.json.123.abcd.tmp"
    fresh = folder / ".autosave.json.456.efgh.tmp"
    stale.write_bytes(b"{half")
    fresh.write_bytes(b"{half")
    os.utime(stale, (1_000_000, 1_000_000))
    removed = remove_stale_temporaries(folder, now=fresh.stat().st_mtime + 1)
    assert removed == [stale]
    assert fresh.exists() and (folder / "kept.json").exists()
    os.utime(fresh, (1_000_000, 1_000_000))
    assert store.remove_stale_temporaries() == [fresh]
    assert sorted(p.name for p in folder.iterdir()) == ["kept.json"]


def test_two_writers_of_one_file_never_leave_half_a_file_or_a_temporary(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    contents = [json.dumps({"writer": w, "pad": "x" * 50_000}).encode() for w in range(2)]

    def writer(data: bytes) -> None:
        for _ in range(40):
            atomic_write(target, data)

    threads = [threading.Thread(target=writer, args=(c,)) for c in contents]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert target.read_bytes() in contents
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


@pytest.mark.parametrize(
    "name", ["../../outside", "/etc/passwd", "..\\..\\win", "a/../../b", "\u2025/x", ".hidden"]
)
def test_a_save_name_never_leaves_the_save_folder(store: SaveStore, name: str) -> None:
    path = store.save_named(game_after("2 players", 5, 10), name)
    assert path.parent == store.directory and not path.name.startswith(".")
    assert [p.name for p in store.directory.iterdir()] == [path.name]
    for bad in ("../" + path.name, "/etc/passwd.json", f"..\\{path.name}", ".x.json"):
        with pytest.raises(SaveError):
            store.delete(bad)
    assert path.exists()


def test_start_up_cleaning_covers_the_config_and_data_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from finspan.userfiles import clean_stale_temporaries

    monkeypatch.setenv("FINSPAN_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("FINSPAN_DATA_DIR", str(tmp_path / "data"))
    leftovers = []
    for folder in ("config", "data", "saves"):
        (tmp_path / folder).mkdir(exist_ok=True)
        stale = tmp_path / folder / f".{folder}.json.1.x.tmp"
        stale.write_text("{")
        os.utime(stale, (1_000_000, 1_000_000))
        leftovers.append(stale)
    keep = tmp_path / "data" / "stats.json"
    keep.write_text("{}")
    os.utime(keep, (1_000_000, 1_000_000))
    assert sorted(clean_stale_temporaries(tmp_path / "saves")) == sorted(leftovers)
    assert keep.exists()
