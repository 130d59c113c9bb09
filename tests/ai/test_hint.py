"""The hint: Hard's choice now, with its top choices and a plain reason."""

from __future__ import annotations

from finspan.ai import hint
from finspan.engine import Game, Rng, Setup, greedy_policy


def test_a_hint_names_a_legal_option_and_says_why_with_expected_scores():
    game = Game(Setup.solo_game(3), 8)
    before = game.to_dict()
    h = hint(game, seed=1, budget=24)
    assert game.to_dict() == before
    assert h.option in game.options and h.seat == game.decision.player
    assert 1 <= len(h.top) <= 3 and h.top[0].option == h.option
    assert h.reason.startswith(f"Hard would choose {h.option}: expected final score")
    assert all(c.playouts > 0 and 0 <= c.win_rate <= 1 for c in h.top)


def test_a_hint_is_reproducible_at_a_fixed_budget():
    game = Game(Setup.multiplayer(2), 9)
    assert hint(game, seed=4, budget=16) == hint(game, seed=4, budget=16)


def test_a_hint_for_a_decision_with_one_option_needs_no_search():
    game = Game(Setup.multiplayer(2), 3)
    rng = Rng(0)
    while len(game.options) > 1:
        game.apply(greedy_policy(game, rng))
    h = hint(game)
    assert h.option == game.options[0] and h.top == ()
    assert "only choice" in h.reason


def test_a_hint_serves_any_seat_also_for_other_players_benefits():
    game = Game(Setup.multiplayer(2), 0)
    rng = Rng(0)
    while not (game.decision.source == "all_players" and len(game.options) > 1):
        game.apply(greedy_policy(game, rng))
    h = hint(game, seed=2, budget=8)
    assert h.seat == game.decision.player and h.option in game.options
