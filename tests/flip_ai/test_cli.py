"""``finspan flip simulate`` and ``finspan flip tournament``: their JSON, and exit 2 with a
usage message on bad arguments."""

from __future__ import annotations

import json

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
