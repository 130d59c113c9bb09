"""Saves and replays of Fish'n'Flip (schema 6): the file says ``game: flip``, its setup is
read by Fish'n'Flip's own model, the summary says the mode, progress and animals left in
words; the fixtures written by the code (``make_flip_fixtures``) load; a hostile flip file
is refused with one line; ``finspan save-info`` reports the game; the folder lists both
games' files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from finspan.cli import main
from finspan.flip import Game, Setup
from finspan.saves import SaveError, SaveStore, load_file
from finspan.saves.codec import table_model

from .conftest import game_after
from .make_flip_fixtures import COMPETITIVE_SETUP, COOP_SETUP, played

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_cooperative_fixture_loads_with_its_table_and_summary() -> None:
    loaded = load_file(FIXTURES / "flip-coop-save.json")
    assert loaded.model.game == "flip" and loaded.game_name == "flip"
    assert isinstance(loaded.game, Game) and loaded.game.setup == COOP_SETUP
    assert loaded.game.to_dict() == played(COOP_SETUP, 2026, 9).to_dict()
    assert loaded.table.controllers == ["person", "easy", "hard"] and loaded.table.hints == 1
    s = loaded.summary
    assert s.mode == "cooperative, 3 players, difficult, advanced"
    assert s.progress == "turn 7 · 10 cards in the pile" and s.phase == "play"
    assert s.animals_left == 10 and s.scores == [] and s.board is None and s.week is None


def test_the_competitive_replay_fixture_loads_and_steps_through_its_game(
    store: SaveStore,
) -> None:
    replay = store.load_replay(FIXTURES / "flip-competitive-replay.json")
    assert replay.game_name == "flip" and len(replay) == 14
    assert replay.game_at(0).to_dict() == Game(COMPETITIVE_SETUP, 77).to_dict()
    assert replay.final.to_dict() == played(COMPETITIVE_SETUP, 77, 14).to_dict()
    game, events = replay.step_events(3)
    assert events and tuple(game.history) == replay.options[:3]
    s = replay.model.summary
    assert s.mode == "competitive, 3 players" and s.progress == "round 3 · 12 cards in the pile"
    assert s.scores == [1, 2, 4] and s.animals_left is None


def test_a_flip_save_round_trips_with_its_undo_history(store: SaveStore) -> None:
    from finspan.flip import Session

    session = Session(played(COOP_SETUP, 2026, 3))
    session.apply(session.game.decision.options[0])  # an action: undoable within the turn
    table = table_model(session, [], 0.5, 2, ["person", "medium", "medium"])
    loaded = store.load(store.save_named(session.game, "Mid-turn flip", table))
    assert loaded.game.to_dict() == session.game.to_dict()
    assert loaded.session is not None and loaded.session.undo_steps == session.undo_steps
    assert loaded.table.controllers == ["person", "medium", "medium"]


def test_a_finished_cooperative_game_names_every_seat_a_winner_or_none(
    store: SaveStore,
) -> None:
    game = Game(Setup.cooperative(2), 3)
    while not game.is_over:
        game.apply(game.decision.options[-1])
    entry_path = store.write_game(game, "done flip")
    s = load_file(entry_path).summary
    assert s.phase == "over" and load_file(entry_path).model.kind == "final"
    assert s.winners == ([0, 1] if game.outcome().won else [])
    assert s.animals_left == game.outcome().animals_left


def test_save_info_reports_the_game_and_its_title(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["save-info", str(FIXTURES / "flip-coop-save.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "flip" and out["title"] == "Fish'n'Flip"
    assert out["progress"] == "turn 7 · 10 cards in the pile" and out["animals_left"] == 10
    assert out["players"] == ["Ada", "Easy teammate", "Hard teammate"]


def test_the_folder_lists_both_games_saves_and_replays(store: SaveStore) -> None:
    store.save_named(game_after("2 players", 5, 20), "Finspan game")
    store.save_named(played(COOP_SETUP, 2026, 4), "Flip game")
    store.export_replay(played(COMPETITIVE_SETUP, 77, 5))
    games = {e.name: (e.game, e.progress) for e in store.list_saves()}
    assert games["Finspan game"][0] == "finspan" and games["Finspan game"][1].startswith("week ")
    assert games["Flip game"][0] == "flip" and games["Flip game"][1].startswith("turn ")
    (replay,) = store.list_replays()
    assert replay.game == "flip" and replay.progress.startswith("round 1")


def test_the_autosave_of_a_flip_game_is_continued(store: SaveStore) -> None:
    store.autosave(played(COOP_SETUP, 2026, 4))
    loaded = store.latest_autosave()
    assert loaded is not None and loaded.game_name == "flip"
    assert loaded.game.to_dict() == played(COOP_SETUP, 2026, 4).to_dict()


def test_a_finished_flip_games_replay_is_kept_under_the_games_title(store: SaveStore) -> None:
    game = Game(Setup.competitive(2), 4)
    while not game.is_over:
        game.apply(game.decision.options[-1])
    path = store.keep_replay(game)
    assert load_file(path).model.name.startswith("Finished game of Fish'n'Flip (competitive")


def _edited(change: Any) -> bytes:
    data = json.loads((FIXTURES / "flip-coop-save.json").read_text("utf-8"))
    change(data)
    return json.dumps(data).encode("utf-8")


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d["setup"].update(animals=["whale", "whale", "ray", "turtle"]),
         "field setup: animals: 4 different animals"),
        (lambda d: d["setup"].update(animals=["whale", "kraken", "ray", "turtle"]),
         "field setup.animals.1: input should be"),
        (lambda d: d["setup"].update(mode="solo"), "field setup.mode: input should be"),
        (lambda d: d["setup"].pop("clock"), "field setup.clock: is missing"),
        (lambda d: d["setup"].update(seats=[]), "field setup.seats: is not a field"),
        (lambda d: d["setup"].update(names=["Ada", "ada", "Bo"]), "two seats have the same name"),
        (lambda d: d["setup"].update(names=["A", "B", "C", "D", "E", "F"]),
         "field setup.names: list should have at most 5 items"),
        (lambda d: d["setup"].update(clock=True), "the competitive game's"),
        (lambda d: d.update(game="chess"), "field game: input should be 'finspan' or 'flip'"),
        (lambda d: d.update(game="finspan"), "field setup.seats: is missing"),
        (lambda d: d["options"].__setitem__(2, "flip row 9"), "move 3 of 9"),
        (lambda d: d["options"].append("fly away"), "move 10 of 10 ('fly away') cannot be read"),
        (lambda d: d["summary"].update(animals_left=3), "the summary does not match"),
        (lambda d: d["summary"].update(progress="turn 99"), "(progress: saved 'turn 99'"),
        (lambda d: d["snapshot"].update(turn=1), "the saved state does not match its moves"),
        (lambda d: d["table"].update(controllers=["person"] * 4), "more controllers than seats"),
        (lambda d: d.update(rules_version=99), "was played under newer rules"),
    ],
)  # fmt: skip
def test_a_hostile_flip_file_is_refused_with_one_line(
    change: Any, problem: str, tmp_path: Path
) -> None:
    path = tmp_path / "hostile.json"
    path.write_bytes(_edited(change))
    with pytest.raises(SaveError) as info:
        load_file(path)
    message = str(info.value)
    assert problem.lower() in message.lower() and "\n" not in message


def test_a_finspan_file_with_a_flip_setup_is_refused(tmp_path: Path) -> None:
    data = json.loads((FIXTURES / "schema5-two-seats-medium.json").read_text("utf-8"))
    data["setup"] = COOP_SETUP.to_dict()
    path = tmp_path / "mixed.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as info:
        load_file(path)
    assert "field setup.seats: is missing" in str(info.value)
