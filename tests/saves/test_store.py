"""The save folder: where it is, autosave and its backup, named saves, listing, deleting."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from finspan.saves import (
    AUTOSAVE,
    AUTOSAVE_BACKUP,
    SaveError,
    SaveStore,
    default_save_dir,
    file_name_for,
)

from .conftest import START, FakeClock, game_after

A = ("2 players", 5, 30)
B = ("2 players", 5, 31)
C = ("2 players", 5, 32)


def history(path: Path) -> list[str]:
    return json.loads(path.read_text("utf-8"))["options"]


# --- Where saves go --------------------------------------------------------------------------


def test_the_environment_variable_chooses_the_folder(tmp_path: Path) -> None:
    assert default_save_dir() == tmp_path / "saves"
    assert SaveStore().directory == tmp_path / "saves"


def test_without_the_variable_saves_go_to_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch, isolated_home: Path
) -> None:
    monkeypatch.delenv("FINSPAN_SAVE_DIR")
    folder = default_save_dir()
    assert folder.name == "saves" and folder.parent.name == "finspan"
    assert folder.is_relative_to(isolated_home)


def test_a_folder_passed_in_wins_over_the_variable(tmp_path: Path) -> None:
    assert SaveStore(tmp_path / "portable").directory == tmp_path / "portable"


def test_a_missing_folder_has_no_saves_and_is_made_on_the_first_write(
    tmp_path: Path, clock: FakeClock
) -> None:
    store = SaveStore(tmp_path / "new" / "deep", clock=clock)
    assert store.list_saves() == [] and store.latest_autosave() is None
    store.autosave(game_after(*A))
    assert (tmp_path / "new" / "deep" / AUTOSAVE).is_file()


# --- Autosave and Continue ---------------------------------------------------------------------


def test_the_previous_autosave_becomes_the_backup(store: SaveStore) -> None:
    store.autosave(game_after(*A))
    assert not (store.directory / AUTOSAVE_BACKUP).exists()
    store.autosave(game_after(*B))
    assert history(store.directory / AUTOSAVE_BACKUP) == game_after(*A).history
    store.autosave(game_after(*B))  # the same position again: the backup stays one behind
    assert history(store.directory / AUTOSAVE_BACKUP) == game_after(*A).history
    store.autosave(game_after(*C))
    assert history(store.directory / AUTOSAVE_BACKUP) == game_after(*B).history
    assert history(store.directory / AUTOSAVE) == game_after(*C).history


def test_continue_loads_the_latest_autosave(store: SaveStore) -> None:
    store.autosave(game_after(*A))
    store.autosave(game_after(*B))
    loaded = store.latest_autosave()
    assert loaded is not None
    assert loaded.game.to_dict() == game_after(*B).to_dict()
    assert loaded.path.name == AUTOSAVE and loaded.notes == ()


def test_continue_falls_back_to_the_backup_when_the_autosave_is_broken(store: SaveStore) -> None:
    store.autosave(game_after(*A))
    path = store.autosave(game_after(*B))
    path.write_bytes(path.read_bytes()[:100])
    loaded = store.latest_autosave()
    assert loaded is not None and loaded.path.name == AUTOSAVE_BACKUP
    assert loaded.game.to_dict() == game_after(*A).to_dict()
    (note,) = loaded.notes
    assert note == (
        f"{path}: is truncated: the JSON ends too early (the previous autosave was loaded instead)"
    )


def test_continue_with_both_autosaves_broken_finds_nothing(store: SaveStore) -> None:
    store.autosave(game_after(*A))
    store.autosave(game_after(*B))
    for name in (AUTOSAVE, AUTOSAVE_BACKUP):
        (store.directory / name).write_text("{")
    assert store.latest_autosave() is None


def test_a_broken_autosave_never_overwrites_a_good_backup(store: SaveStore) -> None:
    store.autosave(game_after(*A))
    store.autosave(game_after(*B))
    (store.directory / AUTOSAVE).write_text("garbage")
    store.autosave(game_after(*C))
    assert history(store.directory / AUTOSAVE_BACKUP) == game_after(*A).history
    assert history(store.directory / AUTOSAVE) == game_after(*C).history


def test_autosaves_of_one_game_keep_its_created_time(store: SaveStore) -> None:
    first = json.loads(store.autosave(game_after(*A)).read_text("utf-8"))
    later = json.loads(store.autosave(game_after(*B)).read_text("utf-8"))
    assert first["created"] == later["created"] == START.isoformat()
    assert later["updated"] > first["updated"]
    other = json.loads(store.autosave(game_after("solo with Ravel", 3, 5)).read_text("utf-8"))
    assert other["created"] == other["updated"] != START.isoformat()


def test_clear_autosave_removes_both_files(store: SaveStore) -> None:
    store.autosave(game_after(*A))
    store.autosave(game_after(*B))
    store.clear_autosave()
    assert store.latest_autosave() is None and store.list_saves() == []
    store.clear_autosave()  # nothing to clear is fine


# --- Named saves -------------------------------------------------------------------------------


def test_a_named_save_goes_to_a_file_named_after_it(store: SaveStore) -> None:
    path = store.save_named(game_after(*A), "  Dinner break!  ")
    assert path == store.directory / "dinner-break.json" == store.path_for("Dinner break!")
    loaded = store.load(path)
    assert loaded.model.name == "Dinner break!" and loaded.model.kind == "named"


def test_saving_under_the_same_name_overwrites(store: SaveStore) -> None:
    store.save_named(game_after(*A), "Dinner")
    store.save_named(game_after(*B), "dinner")
    assert [e.file_name for e in store.list_saves()] == ["dinner.json"]
    assert store.load("dinner.json").game.history == game_after(*B).history


@pytest.mark.parametrize(
    ("name", "file_name"),
    [
        ("Dinner break!", "dinner-break.json"),
        ("Åsa & Jörg, week 3", "asa-jorg-week-3.json"),
        ("../../etc/passwd", "etc-passwd.json"),
        ("autosave", "autosave-save.json"),
        ("CON", "con-save.json"),
        ("x" * 150, "x" * 60 + ".json"),
    ],
)
def test_file_names_are_safe_and_readable(name: str, file_name: str) -> None:
    assert file_name_for(name) == file_name


def test_a_name_without_latin_letters_still_gets_a_stable_file_name() -> None:
    assert file_name_for("魚の試合") == file_name_for("魚の試合")
    assert file_name_for("魚の試合").startswith("save-")
    assert file_name_for("魚の試合") != file_name_for("魚の勝負")


@pytest.mark.parametrize("name", ["", "   ", "x" * 101])
def test_a_save_needs_a_sensible_name(store: SaveStore, name: str) -> None:
    with pytest.raises(SaveError):
        store.save_named(game_after(*A), name)


def test_a_seat_name_too_long_for_the_format_is_a_save_error(store: SaveStore) -> None:
    from finspan.engine import Game, Seat, Setup

    game = Game(Setup((Seat("n" * 150), Seat("Bo"))), 1)
    with pytest.raises(SaveError, match=r"cannot be saved: field setup\.seats\.0\.name"):
        store.save_named(game, "Long")


def test_write_game_marks_finished_games_final(store: SaveStore) -> None:
    done = store.load(store.write_game(game_after("2 players", 5, 10_000), "seed-5"))
    running = store.load(store.write_game(game_after(*A), "running"))
    assert (done.model.kind, running.model.kind) == ("final", "named")
    assert done.path.name == "seed-5.json"


def test_load_takes_a_file_name_in_the_folder_or_a_path(store: SaveStore) -> None:
    path = store.save_named(game_after(*A), "Here")
    assert store.load("here.json").path == path
    assert store.load(str(path)).path == path


# --- Listing -------------------------------------------------------------------------------------


def test_the_list_shows_date_mode_week_and_scores_newest_first(store: SaveStore) -> None:
    store.save_named(game_after(*A), "Older")
    store.save_named(game_after("solo with Ravel", 3, 40), "Newer")
    store.autosave(game_after("4 players, board B", 5, 100))
    entries = store.list_saves()
    assert [e.file_name for e in entries] == [AUTOSAVE, "newer.json", "older.json"]
    solo = entries[1]
    assert (solo.kind, solo.name, solo.mode) == ("named", "Newer", "solo difficulty 3 (Ravel 3)")
    game = game_after("solo with Ravel", 3, 40)
    assert solo.week == game.week and solo.players == ("Player", "Nautoma")
    assert solo.scores == (game.outcome().totals[0], game.outcome().totals[1])
    assert solo.updated is not None and solo.when is not None and not solo.broken


def test_broken_files_are_listed_last_with_their_problem(store: SaveStore) -> None:
    store.save_named(game_after(*A), "Good")
    (store.directory / "bad.json").write_text('{"schema_version": 1}')
    (store.directory / "worse.json").write_bytes(b"\x00\xff")
    (store.directory / "notes.txt").write_text("not a save")
    (store.directory / ".hidden.json").write_text("{}")
    (store.directory / ".good.json.abc123.tmp").write_text("{")
    entries = store.list_saves()
    assert [(e.file_name, e.broken) for e in entries] == [
        ("good.json", False), ("bad.json", True), ("worse.json", True),
    ]  # fmt: skip
    assert entries[1].problem == "field kind: is missing (one of autosave, named, final, replay)"
    assert entries[2].problem is not None and entries[2].problem.startswith("is corrupt")


def test_listing_does_not_replay_so_a_bad_move_shows_only_on_load(store: SaveStore) -> None:
    path = store.save_named(game_after(*A), "Sneaky")
    data = json.loads(path.read_text("utf-8"))
    data["options"][0] = "skip"
    path.write_text(json.dumps(data))
    assert not store.list_saves()[0].broken
    with pytest.raises(SaveError, match="move 1 of 30"):
        store.load(path)


# --- Deleting ------------------------------------------------------------------------------------


def test_delete_by_file_name_or_save_name_touches_nothing_else(store: SaveStore) -> None:
    store.save_named(game_after(*A), "Keep me")
    store.save_named(game_after(*A), "Drop me")
    store.save_named(game_after(*A), "Drop too")
    store.delete("drop-me.json")
    store.delete("Drop too")
    assert [e.file_name for e in store.list_saves()] == ["keep-me.json"]


def test_deleting_the_autosave_deletes_its_backup(store: SaveStore) -> None:
    store.autosave(game_after(*A))
    store.autosave(game_after(*B))
    store.delete(AUTOSAVE)
    assert store.latest_autosave() is None


@pytest.mark.parametrize("name", ["../saves/x.json", "sub/x.json", ".hidden.json"])
def test_delete_refuses_anything_but_a_file_in_the_folder(store: SaveStore, name: str) -> None:
    with pytest.raises(SaveError, match="is not the file name of a save"):
        store.delete(name)


def test_deleting_a_missing_save_is_a_save_error(store: SaveStore) -> None:
    with pytest.raises(SaveError, match="does not exist"):
        store.delete("ghost.json")
