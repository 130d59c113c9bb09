"""The search's learned evaluation: public facts only, exact at the end, shipped with the game."""

from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

from finspan.ai.evaluation import (
    FEATURES,
    Evaluation,
    default_evaluation,
    features,
    model_key,
    win_share,
)
from finspan.ai.montecarlo import evaluated, rollout
from finspan.engine import Game, Rng, Setup, greedy_policy, play_game


def _at_week(setup: Setup, seed: int, week: int) -> Game:
    game = Game(setup, seed)
    rng = Rng(seed)
    while game.week < week:
        game.apply(greedy_policy(game, rng))
    return game


def _trainer():
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "train_evaluation.py"
    spec = importlib.util.spec_from_file_location("train_evaluation", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_evaluation_has_weights_for_every_week_of_both_kinds_of_game():
    evaluation = default_evaluation()
    assert evaluation is not None
    for kind in ("solo", "multi"):
        for week in (2, 3, 4):
            assert len(evaluation.people[f"{kind}{week}"]) == len(FEATURES)
            assert evaluation.spread[f"{kind}{week}"] > 0
    assert {f"d{d}w{w}" for d in range(1, 6) for w in (2, 3, 4)} <= set(evaluation.nautoma)


def test_a_finished_game_is_valued_at_its_final_scores_exactly():
    game = play_game(Setup.multiplayer(2), 4, "greedy")
    finals, spread = default_evaluation().finals(game)
    assert finals == [float(t) for t in game.outcome().totals] and spread == 0.0


def test_features_read_nothing_hidden():
    game = _at_week(Setup.solo_game(4), 6, 3)
    other = game.clone()
    Rng(1).shuffle(other.deck)
    other.rng = Rng(99)
    n = other.nautoma
    n.deck.reverse()
    score = game.outcome().totals[0]
    assert other.deck != game.deck
    assert features(game, 0, score) == features(other, 0, score)
    assert default_evaluation().finals(game) == default_evaluation().finals(other)


def test_the_estimate_at_a_weeks_start_includes_the_score_so_far():
    game = _at_week(Setup.multiplayer(2), 8, 4)
    assert model_key(game) == "multi4"
    finals, spread = default_evaluation().finals(game)
    totals = game.outcome().totals
    assert all(f > t for f, t in zip(finals, totals, strict=True))  # a week is still to come
    assert 0 < spread < 30


def test_win_share_is_even_between_equal_estimates_and_the_tie_goes_to_the_person_in_solo():
    assert win_share([80.0, 80.0], 5.0, 0, solo=False) == 0.5
    assert win_share([80.0, 80.0], 5.0, 0, solo=True) > 0.5
    assert win_share([90.0, 80.0], 5.0, 0, solo=False) > 0.9
    assert win_share([80.0, 80.0, 80.0], 5.0, 1, solo=False) == 0.25
    assert win_share([80.0, 79.0], 0.0, 0, solo=False) == 1.0
    assert win_share([80.0, 80.0], 0.0, 1, solo=False) == 0.5


def test_a_playout_cut_at_the_next_week_is_valued_by_the_evaluation():
    game = _at_week(Setup.solo_game(3), 2, 2)
    g = game.clone()
    rollout(g, Rng(3), until_week=3)
    assert g.week == 3 and not g.is_over
    reward, score, win = evaluated(g, 0, default_evaluation())
    finals, _spread = default_evaluation().finals(g)
    assert score == finals[0] and 0 <= win <= 1
    assert math.isclose(reward, win + 0.05 * (finals[0] - finals[1]))


def test_the_evaluation_round_trips_through_its_data_and_refuses_other_features():
    evaluation = default_evaluation()
    data = evaluation.to_dict()
    assert Evaluation.from_dict(data) == evaluation
    data["features"] = [*data["features"], "something new"]
    try:
        Evaluation.from_dict(data)
    except ValueError as exc:
        assert "features" in str(exc)
    else:
        raise AssertionError("other features were accepted")


def test_the_trainer_recovers_a_linear_relation_and_reports_its_fit():
    trainer = _trainer()
    rows = [([1.0, x, x * x % 7], 3.0 + 2.0 * x - 0.5 * (x * x % 7)) for x in range(40)]
    weights = trainer.solve(rows, ridge=0.0)
    assert [round(w, 6) for w in weights] == [3.0, 2.0, -0.5]
    record = trainer.play(("greedy", 0, 5, 3))
    game_rows = trainer.rows_of(record)
    assert {r["key"] for r in game_rows} >= {"solo2", "solo3", "solo4", "d3w2", "d3w3", "d3w4"}
    assert all(len(r["x"]) == len(FEATURES) for r in game_rows if r["kind"] == "people")
    evaluation, report = trainer.fit(game_rows * 30)
    assert set(evaluation.people) == {"solo2", "solo3", "solo4"}
    assert all(v["rows"] == 30 for k, v in report.items() if k.startswith("people"))


def test_refitting_the_solo_weights_keeps_the_multiplayer_and_nautoma_weights(tmp_path):
    trainer = _trainer()
    shipped = default_evaluation()
    path = tmp_path / "evaluation.json"
    path.write_text(json.dumps(shipped.to_dict()), "utf-8")
    solo, _report = trainer.fit(trainer.rows_of(trainer.play(("greedy", 0, 5, 4))) * 30)
    merged = trainer._solo_into(path, solo)
    assert {k: merged.people[k] for k in ("solo2", "solo3", "solo4")} == solo.people
    assert {k: v for k, v in merged.people.items() if k.startswith("multi")} == {
        k: v for k, v in shipped.people.items() if k.startswith("multi")
    }
    assert merged.nautoma == shipped.nautoma
    assert merged.spread["solo3"] == solo.spread["solo3"]
    assert merged.spread["multi3"] == shipped.spread["multi3"]
