"""Saving at any decision and loading gives back the same game."""

from __future__ import annotations

import json

import pytest

from finspan.engine import Game
from finspan.saves import SCHEMA_VERSION, SaveStore
from finspan.saves.codec import decode, encode, replay_model, save_model, summarize

from .conftest import SETUPS, START, game_after

GAMES = [("2 players", 5), ("4 players, board B", 5), ("solo with Ravel", 3)]


@pytest.mark.parametrize(("label", "seed"), GAMES)
def test_every_decision_point_saves_and_loads_to_an_equal_state(label: str, seed: int) -> None:
    full = game_after(label, seed, 10_000)
    game = Game(SETUPS[label], seed)
    for step in range(len(full.history) + 1):
        raw = encode(save_model(game, "autosave", "Autosave", START, START))
        loaded = decode(raw, f"step {step}").game
        assert loaded.to_dict() == game.to_dict()
        assert loaded.decision == game.decision
        if step < len(full.history):
            game.apply(full.history[step])
    assert game.is_over


@pytest.mark.parametrize(("label", "seed"), GAMES)
def test_store_autosave_and_continue_every_25_decisions(
    label: str, seed: int, store: SaveStore
) -> None:
    full = game_after(label, seed, 10_000)
    for step in range(0, len(full.history) + 1, 25):
        game = game_after(label, seed, step)
        store.autosave(game)
        loaded = store.latest_autosave()
        assert loaded is not None and loaded.notes == ()
        assert loaded.game.to_dict() == game.to_dict()


def test_a_loaded_game_plays_on_exactly_like_the_original(store: SaveStore) -> None:
    full = game_after("solo with Ravel", 3, 10_000)
    half = game_after("solo with Ravel", 3, len(full.history) // 2)
    loaded = store.load(store.save_named(half, "Half way")).game
    for text in full.history[len(half.history) :]:
        loaded.apply(text)
    assert loaded.to_dict() == full.to_dict()


def test_a_save_is_plain_json_with_every_documented_field(store: SaveStore) -> None:
    game = game_after("solo with Ravel", 3, 40)
    data = json.loads(store.save_named(game, "Plain").read_text("utf-8"))
    assert set(data) == {
        "schema_version", "game", "app_version", "rules_version", "origin", "created", "updated",
        "kind", "name", "setup", "seed", "options", "snapshot", "summary", "table",
    }  # fmt: skip
    assert data["schema_version"] == SCHEMA_VERSION and data["rules_version"] == 1
    assert data["game"] == "finspan"
    assert data["options"] == game.history
    assert data["snapshot"] == json.loads(json.dumps(game.to_dict()))
    assert data["created"] == START.isoformat()
    assert data["summary"]["mode"] == "solo difficulty 3 (Ravel 3)"


def test_the_summary_gives_mode_players_week_and_current_scores() -> None:
    solo = summarize(game_after("solo with Ravel", 3, 0))
    assert (solo.mode, solo.players, solo.week, solo.phase) == (
        "solo difficulty 3 (Ravel 3)", ["Player", "Nautoma"], 1, "play",
    )  # fmt: skip
    assert solo.to_play == 0 and solo.winners is None
    over = game_after("4 players, board B", 5, 10_000)
    s = summarize(over)
    assert s.mode == "4 players" and s.board == "B" and s.phase == "over"
    assert s.scores == [over.outcome().totals[i] for i in range(4)]
    assert s.winners == list(over.outcome().winners) and s.to_play is None


def test_a_replay_model_has_no_snapshot() -> None:
    model = replay_model(game_after("2 players", 5, 30), "R", START)
    assert model.kind == "replay" and "snapshot" not in model.model_dump()


POSITION = """
format = "finspan-position/1"
week = 2
seed = 9

[[player]]
name = "Ada"
hand = ["Porkfish", "Haddock", "Pilotfish"]
achievements = [4]

[player.ocean]
P1 = "Bonefish, egg"
G2 = "egg"

[[player]]
name = "Bo"
hand = ["Blue Tang"]
achievements = [2]
"""


def test_a_game_started_from_a_position_saves_and_loads_from_that_position(
    store: SaveStore,
) -> None:
    from finspan.engine import load_position

    game = load_position(POSITION)
    for _ in range(12):
        game.apply(game.options[-1])
    loaded = store.load(store.save_named(game, "From a puzzle"))
    assert loaded.model.origin == POSITION
    assert loaded.game.to_dict() == game.to_dict()
