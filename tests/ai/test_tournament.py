"""Tournaments: seat-rotated, reproducible, the same with one or two processes."""

from __future__ import annotations

import json

import pytest

from finspan.ai import run_tournament, wilson
from finspan.cli import main


def _results(result: dict) -> dict:
    return {k: v for k, v in result.items() if k not in ("timing", "seconds")}


def test_the_wilson_interval_matches_published_values():
    lo, hi = wilson(8, 10)
    assert (round(lo, 3), round(hi, 3)) == (0.490, 0.943)  # Wilson (1927); Newcombe (1998)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_seats_rotate_over_each_deal_and_results_do_not_depend_on_processes():
    one = run_tournament(["hard", "greedy"], 4, seed=5, budget=2, processes=1)
    two = run_tournament(["hard", "greedy"], 4, seed=5, budget=2, processes=2)
    assert _results(one) == _results(two)
    assert [(g["seed"], g["order"]) for g in one["games_played"]] == [
        (5, [0, 1]), (5, [1, 0]), (6, [0, 1]), (6, [1, 0]),
    ]  # fmt: skip
    assert one["errors"] == 0
    hard, greedy = one["standings"]
    assert hard["games"] == greedy["games"] == 4
    assert hard["wins"] + greedy["wins"] + hard["shared_wins"] <= 4
    assert "0:hard" in one["timing"] and one["timing"]["0:hard"]["max_ms"] > 0


def test_a_solo_tournament_plays_against_nautoma():
    result = run_tournament(["easy"], 2, seed=1, budget=48, solo=2)
    easy, nautoma = result["standings"]
    assert nautoma["seat"] == "nautoma" and easy["games"] == nautoma["games"] == 2
    assert easy["wins"] + nautoma["wins"] == 2  # a tie goes to the human seat


def test_the_tournament_command_prints_the_same_json_for_the_same_arguments(capsys):
    args = ["tournament", "--seats", "medium,random", "--games", "2", "--budget", "6", "--json"]
    assert main([*args, "--processes", "1"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main([*args, "--processes", "1"]) == 0
    assert _results(json.loads(capsys.readouterr().out)) == _results(first)
    assert [s["seat"] for s in first["standings"]] == ["medium", "random"]


def test_the_tournament_command_refuses_unknown_seats(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["tournament", "--seats", "hard,grandmaster", "--json"])
    assert exit_info.value.code == 2
    assert "grandmaster" in capsys.readouterr().err
