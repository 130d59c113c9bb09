"""The hint: Hard's choice now, with its top choices and a plain reason."""

from __future__ import annotations

from finspan.ai import ComputerPlayer, hint
from finspan.engine import Game, Rng, Setup, greedy_policy


def test_a_hint_names_a_legal_option_and_says_why_with_its_expected_score():
    game = Game(Setup.solo_game(3), 8)
    before = game.to_dict()
    h = hint(game, seed=1, budget=24)
    assert game.to_dict() == before
    assert h.option in game.options and h.seat == game.decision.player
    assert 1 <= len(h.top) <= 3 and h.top[0].option == h.option
    assert h.reason.startswith(f"Best: {h.option} (about {h.top[0].score:.0f} points at the end)")
    assert all(c.playouts > 0 and 0 <= c.win_rate <= 1 for c in h.top)
    assert "%" not in h.reason  # no win share of the rollouts' players


def test_a_hints_best_is_what_hard_would_choose():
    game = Game(Setup.solo_game(3, ravel=3), 2)
    rng = Rng(2)
    for _ in range(12):
        game.apply(greedy_policy(game, rng))
    h = hint(game, seed=3, budget=48)
    assert h.option == ComputerPlayer("hard", 3, 48).choose(game)


def test_a_hints_alternatives_trail_its_best_in_the_order_shown():
    """The numbers agree with the order: on the same deals, each alternative trails the
    best at least as far as the one before it, and the words say so."""
    for seed in range(4):
        game = Game(Setup.solo_game(3, ravel=3), seed)
        rng = Rng(seed)
        while not (game.decision.kind == "turn" and len(game.options) >= 4
                   and not game.players[game.decision.player].is_nautoma):  # fmt: skip
            game.apply(greedy_policy(game, rng))
        h = hint(game, seed=seed, budget=48)
        best, *others = h.top
        behind = [c.behind(best) for c in others]
        assert behind == sorted(behind) and all(b >= 0 for b in behind)
        assert len({c.playouts for c in h.top}) == 1  # compared on the same deals
        shown = [int(w.split("about ")[1].split()[0]) for w in h.reason.split(" · ")[1:]
                 if "worse" in w]  # fmt: skip
        assert shown == sorted(shown)


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
