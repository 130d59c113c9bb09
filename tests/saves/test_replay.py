"""Replay files: export, load, and step forward and back to any state of the game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from finspan.saves import SaveError, SaveStore

from .conftest import START, finished_game, game_after


def test_an_exported_replay_reproduces_the_final_state(store: SaveStore) -> None:
    game = finished_game("solo with Ravel", 3)
    path = store.export_replay(game)
    assert path == store.replay_directory / f"replay-seed-3-{len(game.history)}.json"
    replay = store.load_replay(path)
    assert replay.final.to_dict() == game.to_dict()
    assert replay.final.is_over and len(replay) == len(game.history)


def test_a_replay_file_is_setup_seed_options_and_a_final_summary(store: SaveStore) -> None:
    game = finished_game("4 players, board B", 5)
    data = json.loads(store.export_replay(game, name="Table night").read_text("utf-8"))
    assert set(data) == {
        "schema_version", "game", "app_version", "rules_version", "origin", "created", "kind",
        "name", "setup", "seed", "options", "summary", "controllers", "review",
    }  # fmt: skip
    assert data["controllers"] == [] and data["review"] is None  # schema 7: none recorded
    assert (data["kind"], data["name"], data["seed"]) == ("replay", "Table night", 5)
    assert data["created"] == START.isoformat()
    assert data["summary"]["phase"] == "over"
    assert data["summary"]["winners"] == list(game.outcome().winners)


def test_a_running_game_exports_too(store: SaveStore, tmp_path: Path) -> None:
    game = game_after("2 players", 5, 70)
    path = store.export_replay(game, tmp_path / "elsewhere" / "so-far.json")
    replay = store.load_replay(path)
    assert replay.final.to_dict() == game.to_dict() and not replay.final.is_over


def test_game_at_gives_every_step_forward_and_back(store: SaveStore) -> None:
    game = finished_game("2 players", 5)
    replay = store.load_replay(store.export_replay(game))
    for step in (len(replay), 0, 1, 31, 33, 64, 65, 100, 99, 40, len(replay) - 1):
        assert replay.game_at(step).to_dict() == game_after("2 players", 5, step).to_dict()


def test_games_from_a_replay_are_independent_copies(store: SaveStore) -> None:
    replay = store.load_replay(store.export_replay(finished_game("2 players", 5)))
    first = replay.game_at(10)
    first.apply(first.options[0])
    assert replay.game_at(10).to_dict() == game_after("2 players", 5, 10).to_dict()


def test_step_events_are_the_events_of_that_step(store: SaveStore) -> None:
    replay = store.load_replay(store.export_replay(finished_game("2 players", 5)))
    before = game_after("2 players", 5, 11)
    expected = before.apply(replay.options[11])
    game, events = replay.step_events(12)
    assert events == expected and game.to_dict() == before.to_dict()
    start, start_events = replay.step_events(0)
    assert start_events == start.start_events and start_events


@pytest.mark.parametrize("step", [-1, 10_000])
def test_a_step_outside_the_replay_is_an_index_error(store: SaveStore, step: int) -> None:
    replay = store.load_replay(store.export_replay(game_after("2 players", 5, 20)))
    with pytest.raises(IndexError):
        replay.game_at(step)


def test_a_save_opens_as_a_replay_and_a_replay_loads_as_a_game(store: SaveStore) -> None:
    game = game_after("solo with Ravel", 3, 50)
    assert store.load_replay(store.save_named(game, "Saved")).final.to_dict() == game.to_dict()
    assert store.load(store.export_replay(game)).game.to_dict() == game.to_dict()


def test_a_replay_with_a_wrong_move_is_refused(store: SaveStore) -> None:
    path = store.export_replay(game_after("2 players", 5, 20))
    data = json.loads(path.read_text("utf-8"))
    data["options"][5] = "activate B1"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"move 6 of 20 \('activate B1'\) is illegal"):
        store.load_replay(path)


def test_exported_replays_are_listed_apart_from_saves(store: SaveStore) -> None:
    store.export_replay(finished_game("2 players", 5))
    store.save_named(game_after("2 players", 5, 20), "Save")
    assert [e.kind for e in store.list_saves()] == ["named"]
    (entry,) = store.list_replays()
    assert entry.kind == "replay" and entry.phase == "over" and entry.updated == entry.created


def test_a_finished_games_replay_is_kept_by_itself_and_found_again(store: SaveStore) -> None:
    game = finished_game("2 players", 5)
    assert store.kept_replay(game) is None
    path = store.keep_replay(game)
    assert path.parent == store.replay_directory and path.name.startswith("game-")
    assert store.kept_replay(game) == path
    assert store.load_replay(path).final.to_dict() == game.to_dict()
    (entry,) = store.list_replays()
    assert entry.phase == "over" and entry.name.startswith("Finished game")


def test_only_the_newest_kept_replays_stay_and_exported_ones_are_never_dropped(
    store: SaveStore,
) -> None:
    exported = store.export_replay(finished_game("2 players", 5))
    kept = [store.keep_replay(finished_game("2 players", seed), limit=3) for seed in range(5)]
    assert [p.exists() for p in kept] == [False, False, True, True, True]  # the oldest went
    assert exported.exists() and len(store.list_replays()) == 4
