"""The rules of thumb's weights: the built-in greedy policy is `GREEDY`; others change values."""

from __future__ import annotations

import pytest

from finspan.engine import (
    GREEDY,
    Game,
    LayEgg,
    Rng,
    Setup,
    Weights,
    greedy_policy,
    greedy_with,
    option_values,
)  # fmt: skip


def test_the_default_weights_are_the_built_in_greedy_policy():
    assert greedy_with(Weights()) is greedy_policy
    game = Game(Setup.solo_game(3), 11)
    other = greedy_with(Weights(achievement=0.0, icon_young=1.4000001))  # not GREEDY itself
    rng = Rng(0)
    for _ in range(60):  # the same choices as long as the weights are (nearly) the same
        assert other(game, rng) == greedy_policy(game, rng)
        game.apply(greedy_policy(game, rng))


def test_weights_round_trip_and_unknown_names_are_refused():
    w = Weights(icon_draw=0.5, achievement=0.3)
    assert Weights.from_dict(w.to_dict()) == w
    with pytest.raises(TypeError):
        Weights.from_dict({"no_such_weight": 1.0})


def test_this_weeks_achievement_raises_the_value_of_what_it_counts():
    # side A, week 1 counts eggs and young: with an achievement weight an egg is worth more
    game = Game(Setup.solo_game(3), 2)
    rng = Rng(2)
    while game.decision.kind != "benefit" or not any(isinstance(o, LayEgg) for o in game.options):
        game.apply(greedy_policy(game, rng))
        assert not game.is_over
    assert game.week == 1
    plain = option_values(game, GREEDY)
    keen = option_values(game, Weights(achievement=2.0))
    for option, a, b in zip(game.options, plain, keen, strict=True):
        if isinstance(option, LayEgg):
            assert b == pytest.approx(a + 2.0)  # one egg: 1 point of week 1's achievement
