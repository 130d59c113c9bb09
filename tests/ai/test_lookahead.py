"""The one-turn lookahead that plays Hard's solo playouts."""

from __future__ import annotations

import dataclasses
import math
import statistics

from finspan.ai.evaluation import default_evaluation, features
from finspan.ai.lookahead import lookahead_with
from finspan.ai.montecarlo import search
from finspan.ai.players import SOLO_WEIGHTS, settings_for
from finspan.engine import (
    DecisionKind,
    Game,
    Rng,
    Setup,
    greedy_policy,
    greedy_with,
    play_game,
)

from .helpers import played

EVALUATION = default_evaluation()


def _solo_score(policy, deal: int) -> int:
    return play_game(Setup.solo_game(4), deal, policy).outcome().totals[0]


def test_it_looks_ahead_only_at_turn_actions_and_changes_nothing():
    look, greedy = lookahead_with(SOLO_WEIGHTS, EVALUATION), greedy_with(SOLO_WEIGHTS)
    game = Game(Setup.solo_game(3), 5)
    rng = Rng(5)
    turns = 0
    while not game.is_over:
        before = game.to_dict()
        choice = look(game, rng)
        assert game.to_dict() == before and choice in game.options
        if game.decision.kind != DecisionKind.TURN:
            assert choice == greedy(game, rng)
        else:
            turns += 1
        game.apply(choice)
    assert turns == 24  # 6 turns a week for 4 weeks (RULES.md 11)


def test_it_scores_more_than_the_greedy_policy_it_builds_on():
    deals = range(4000, 4020)
    look = lookahead_with(SOLO_WEIGHTS, EVALUATION)
    greedy = statistics.fmean(_solo_score(greedy_with(SOLO_WEIGHTS), d) for d in deals)
    ahead = statistics.fmean(_solo_score(look, d) for d in deals)
    assert ahead > greedy + 5  # 93.6 against 80.3 over deals 4000-4199 at difficulty 4


def test_a_mid_week_estimate_counts_the_achievement_as_it_stands():
    game = played(Setup.solo_game(4), 3, 40)
    week = game.week
    assert week < 4  # part way through a week with an achievement
    standing = game.achievement_now(0)
    assert standing > 0
    weights = EVALUATION.people[f"solo{week + 1}"]  # valued as from the next week's start
    x = features(game, 0, game.outcome().totals[0] + standing)
    expected = sum(a * b for a, b in zip(weights, x, strict=True))
    assert math.isclose(EVALUATION.person(game, 0, week), expected)


def test_at_a_weeks_start_it_is_the_evaluation_of_the_search():
    game = Game(Setup.solo_game(4), 8)
    while game.week < 3:
        game.apply(greedy_policy(game, Rng(0)))
    finals, _ = EVALUATION.finals(game)
    assert EVALUATION.person(game, 0, game.week - 1) == finals[0]


def test_only_solo_playouts_look_ahead():
    hard = settings_for("hard", 24)
    plain = dataclasses.replace(hard, solo_lookahead=False)
    duo = played(Setup.multiplayer(2), 11, 12)
    same = search(duo, hard, 7), search(duo, plain, 7)
    assert [(s.option, s.reward) for s in same[0].ranked] == [
        (s.option, s.reward) for s in same[1].ranked
    ]
    solo = played(Setup.solo_game(4), 11, 12)
    ahead, greedy = search(solo, hard, 7), search(solo, plain, 7)
    # the same candidates, played out by a better policy: they score more
    assert {s.option for s in ahead.ranked} == {s.option for s in greedy.ranked}
    assert statistics.fmean(s.raw_mean_score for s in ahead.ranked if s.playouts) > (
        statistics.fmean(s.raw_mean_score for s in greedy.ranked if s.playouts)
    )
