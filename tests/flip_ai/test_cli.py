"""``finspan flip simulate``, ``tournament`` and ``review``: their JSON, and exit 2 with a
usage message on bad arguments (a review: one line for a file or seat it cannot use)."""

from __future__ import annotations

import json
import os

import pytest

from finspan.cli import main


def _json(capsys, argv: list[str]) -> dict:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_coop_reports_each_game_and_the_loss_rate(capsys):
    out = _json(capsys, ["flip", "simulate", "--players", "2", "--games", "3", "--seed", "4",
                         "--policy", "greedy", "--difficulty", "advanced", "--json"])  # fmt: skip
    assert out["games"] == 3 and out["errors"] == 0 and out["mode"] == "coop"
    assert out["difficulty"] == "advanced" and out["policy"] == "greedy"
    assert {"seconds", "games_per_second", "summary", "results"} <= set(out)
    for r in out["results"]:
        assert {"seed", "players", "turns", "won", "lost", "animals_left"} <= set(r)
        assert r["won"] != r["lost"] and (r["animals_left"] is None) == r["lost"]
    assert [r["seed"] for r in out["results"]] == [4, 5, 6]
    summary = out["summary"]
    assert summary["lost"] == sum(r["lost"] for r in out["results"])
    lo, hi = summary["loss_interval95"]
    assert 0 <= lo <= summary["loss_rate"] <= hi <= 1


def test_simulate_competitive_reports_the_scores(capsys):
    out = _json(capsys, ["flip", "simulate", "--players", "3", "--games", "2", "--seed", "1",
                         "--mode", "competitive", "--policy", "hint", "--json"])  # fmt: skip
    assert out["mode"] == "competitive" and out["errors"] == 0
    for r in out["results"]:
        assert len(r["scores"]) == 3 and r["winners"] and r["turns"] > 0


def test_simulate_gives_the_same_games_in_two_processes(capsys):
    argv = ["flip", "simulate", "--players", "1", "--games", "4", "--seed", "9", "--json"]
    one = _json(capsys, argv)
    two = _json(capsys, [*argv, "--processes", "2"])
    assert one["results"] == two["results"]


def test_tournament_rotates_the_seats_and_gives_wilson_intervals(capsys):
    out = _json(capsys, ["flip", "tournament", "--seats", "hard,random", "--games", "4",
                         "--seed", "2", "--json"])  # fmt: skip
    assert out["games"] == 4 and out["errors"] == 0
    assert [g["order"] for g in out["games_played"]] == [[0, 1], [1, 0], [0, 1], [1, 0]]
    assert [g["seed"] for g in out["games_played"]] == [2, 2, 3, 3]
    hard = out["standings"][0]
    assert hard["seat"] == "hard" and hard["games"] == 4
    assert hard["interval95"][0] <= hard["win_rate"] <= hard["interval95"][1]
    (pairing,) = out["pairings"]
    assert pairing["first_ahead"] + pairing["second_ahead"] + pairing["ties"] == 4
    assert set(out["timing"]) == {"0:hard", "1:random"}


@pytest.mark.parametrize("argv", [
    ["flip", "simulate", "--players", "0", "--games", "1", "--seed", "1"],
    ["flip", "simulate", "--players", "6", "--games", "1", "--seed", "1"],
    ["flip", "simulate", "--players", "1", "--games", "0", "--seed", "1"],
    ["flip", "simulate", "--players", "1", "--games", "1", "--seed", "-1"],
    ["flip", "simulate", "--players", "1", "--games", "1"],
    ["flip", "simulate", "--players", "1", "--games", "1", "--seed", "1", "--policy", "hard"],
    ["flip", "simulate", "--players", "1", "--games", "1", "--seed", "1", "--mode", "solo"],
    ["flip", "simulate", "--players", "1", "--games", "1", "--seed", "1",
     "--mode", "competitive"],
    ["flip", "simulate", "--players", "2", "--games", "1", "--seed", "1",
     "--mode", "competitive", "--difficulty", "normal"],
    ["flip", "simulate", "--players", "1", "--games", "1", "--seed", "1",
     "--difficulty", "hard"],
    ["flip", "simulate", "--players", "1", "--games", "1", "--seed", "1", "--processes", "0"],
    ["flip", "tournament", "--seats", "hard"],
    ["flip", "tournament", "--seats", "hard,expert"],
    ["flip", "tournament", "--seats", "hard,easy,easy,easy,easy,easy"],
    ["flip", "tournament", "--seats", "hard,easy", "--games", "x"],
    ["flip"],
])  # fmt: skip
def test_bad_arguments_print_the_usage_and_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    assert "usage:" in capsys.readouterr().err


# --- finspan flip review ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def scripted_games():
    from .test_review import scripted_competitive, scripted_coop

    return scripted_coop(), scripted_competitive()


def _replay(tmp_path, game, controllers=()):
    from finspan.saves import SaveStore

    return SaveStore(tmp_path).export_replay(game, controllers=controllers)


def test_review_prints_the_json_of_a_replay_and_leaves_the_file_unchanged(
    tmp_path, capsys, scripted_games
):
    from .test_review import COOP_INDEX

    path = _replay(tmp_path, scripted_games[0])
    before, stamp = path.read_bytes(), os.stat(path).st_mtime_ns
    out = _json(capsys, ["flip", "review", str(path), "--budget", "600", "--json"])
    assert path.read_bytes() == before and os.stat(path).st_mtime_ns == stamp
    assert {"file", "finished", "kept", "game", "mode", "seat", "player", "budget", "seed",
            "reviewed", "unit", "lost", "losses", "summary", "worst", "turns",
            "bids"} <= set(out)  # fmt: skip
    assert out["finished"] is True and out["kept"] is False and out["mode"] == "coop"
    assert out["seat"] == 0 and out["budget"] == 600 and out["seed"] == 0
    assert out["worst"][0] == COOP_INDEX and out["summary"].endswith("turns")
    turn = out["turns"][0]
    assert {"index", "turn", "chosen", "best", "chosen_freed", "best_freed", "chosen_later",
            "best_later", "in_play", "chosen_words", "best_words", "lost"} <= set(turn)  # fmt: skip


def test_review_of_a_competitive_save_follows_the_first_person_by_default(
    tmp_path, capsys, scripted_games
):
    from finspan.saves import SaveStore
    from finspan.saves.codec import table_model

    game = scripted_games[1]
    table = table_model(None, [], None, 0, ["hard", "person", "easy"])
    path = SaveStore(tmp_path).save_named(game, "Bids", table)
    out = _json(capsys, ["flip", "review", str(path), "--json"])
    assert out["seat"] == 1 and out["mode"] == "competitive" and out["turns"] == []
    assert out["bids"] and out["summary"] == "no points lost"
    out = _json(capsys, ["flip", "review", str(path), "--seat", "0", "--json"])
    assert out["bids"][0]["mistake"] == "a bid not kept" and out["summary"].endswith("1 bid")


def test_a_review_kept_in_the_replay_is_printed_at_once(
    tmp_path, capsys, monkeypatch, scripted_games
):
    from finspan.flip_ai import review, review_game
    from finspan.saves import SaveStore

    game = scripted_games[1]
    path = _replay(tmp_path, game)
    made = review_game(game, 2, budget=500, seed=3)
    SaveStore(tmp_path).add_review(path, made.to_dict())

    def no_search(*_args, **_kwargs):
        raise AssertionError("the kept review was searched again")

    monkeypatch.setattr(review, "review_game", no_search)
    for extra in ([], ["--budget", "500"], ["--seed", "3", "--budget", "500"]):
        out = _json(capsys, ["flip", "review", str(path), "--seat", "2", *extra, "--json"])
        assert out["kept"] is True and out["bids"] == made.to_dict()["bids"]
    with pytest.raises(AssertionError, match="searched again"):
        main(["flip", "review", str(path), "--seat", "2", "--budget", "400", "--json"])


def test_review_prints_the_costliest_turns_in_words(tmp_path, capsys, scripted_games):
    path = _replay(tmp_path, scripted_games[0])
    assert main(["flip", "review", str(path), "--budget", "600"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Player 1 (seat 0), ") and "animals lost in" in lines[0]
    assert lines[1].startswith("  turn 3 (option 3): ") and "; best: " in lines[1]


def test_review_refuses_what_it_cannot_use_in_one_line_and_exits_2(
    tmp_path, capsys, scripted_games
):
    from finspan.engine import Setup as FinspanSetup, play_game

    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    finspan_file = _replay(tmp_path, play_game(FinspanSetup.multiplayer(2), 4, "greedy"))
    flip_file = _replay(tmp_path, scripted_games[0])
    cases = [
        ([str(tmp_path / "none.json")], "does not exist"),
        ([str(broken)], "not valid JSON"),
        ([str(finspan_file)], "holds a game of Finspan, not Fish'n'Flip"),
        ([str(flip_file), "--seat", "1"], "there is no seat 1 at this table (seats: 0 ("),
    ]
    for argv, words in cases:
        assert main(["flip", "review", *argv, "--json"]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and captured.err.startswith("finspan: ")
        assert words in captured.err and len(captured.err.strip().splitlines()) == 1
    with pytest.raises(SystemExit) as info:
        main(["flip", "review", str(flip_file), "--seat", "7"])
    assert info.value.code == 2


def test_finspan_review_sends_a_flip_file_to_flip_review(tmp_path, capsys, scripted_games):
    assert main(["review", str(_replay(tmp_path, scripted_games[0]))]) == 2
    assert "finspan flip review FILE" in capsys.readouterr().err
