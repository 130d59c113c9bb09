"""The search's expected final scores estimate what Hard itself would score
(finspan/ai/own_scores.py), in the search, the hint and the review alike."""

from __future__ import annotations

import pytest

from finspan.ai import ComputerPlayer, hint, own_scores as own, search, settings_for
from finspan.ai.own_scores import IDENTITY, scale_for, scale_key, scales_from
from finspan.engine import Game, Setup


def _turn_two(difficulty: int, seed: int) -> Game:
    """A solo game at the person's second turn, Hard (48 playouts) having played so far."""
    game = Game(Setup.solo_game(difficulty), seed)
    hard = ComputerPlayer("hard", seed, 48)
    turns = 0
    while True:
        d = game.decision
        assert d is not None
        if d.kind == "turn":
            turns += 1
            if turns == 2:
                return game
        game.apply(hard.choose(game))


@pytest.mark.parametrize("kind", ["solo", "multi"])
def test_the_shipped_data_maps_each_week_to_hards_own_scores(kind):
    scales = own.own_scales()
    assert {f"{kind}{w}" for w in (1, 2, 3, 4)} <= set(scales)
    # earlier in the game Hard's own play adds more to what its greedy playouts expect
    shifts = [scales[f"{kind}{w}"][0] for w in (1, 2, 3, 4)]
    assert shifts == sorted(shifts, reverse=True) and shifts[-1] > 0


def test_a_two_player_game_maps_by_the_multiplayer_weeks():
    game = Game(Setup.multiplayer(2), 3)
    assert scale_key(game) == "multi1"
    assert scale_for(game) == own.own_scales()["multi1"] != IDENTITY


def test_the_hint_at_turn_two_expects_what_hard_scores_not_what_its_playouts_score():
    game = _turn_two(3, 4000)
    h = hint(game, seed=1, budget=48)
    a, b = scale_for(game)
    assert scale_key(game) == "solo1" and (a, b) != IDENTITY
    best = h.top[0]
    raw = (best.score - a) / b
    # Hard scores about 113 solo (README); its playouts, cut at the week's end, about 91
    assert raw < 100 < best.score and f"about {best.score:.0f} points" in h.reason


def test_the_own_score_map_changes_the_values_shown_never_the_choice(monkeypatch):
    game = _turn_two(4, 4001)
    shifted = search(game, settings_for("hard", 48), seed=2)
    monkeypatch.setattr(own, "own_scales", lambda: {})
    raw = search(game, settings_for("hard", 48), seed=2)
    a, b = own.scales_from({"scales": {"x": [1.0, 2.0]}})["x"]
    assert (a, b) == (1.0, 2.0)
    assert [(s.option, s.reward, s.playouts) for s in shifted.ranked] == [
        (s.option, s.reward, s.playouts) for s in raw.ranked
    ]
    assert all(s.scale == IDENTITY and s.mean_score == s.raw_mean_score for s in raw.ranked)
    shift = shifted.ranked[0].mean_score - raw.ranked[0].mean_score
    assert shift > 0 and all(
        s.mean_score - r.mean_score == pytest.approx(shift)
        for s, r in zip(shifted.ranked, raw.ranked, strict=True)
        if s.playouts
    )


def test_a_kind_of_game_without_data_keeps_the_raw_values(monkeypatch):
    monkeypatch.setattr(own, "own_scales", lambda: {"solo1": (24.0, 1.0)})
    assert scale_for(Game(Setup.multiplayer(2), 3)) == IDENTITY
    assert scale_for(Game(Setup.solo_game(3), 3)) == (24.0, 1.0)


def test_a_map_that_is_not_two_numbers_is_refused():
    with pytest.raises(ValueError, match="solo1"):
        scales_from({"scales": {"solo1": [1.0]}})
