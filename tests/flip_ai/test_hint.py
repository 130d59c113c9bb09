"""The hint says what Hard would choose, what it frees and why; the app's worker finds every
game's computer players through `finspan.games.game_players`."""

from __future__ import annotations

from textwrap import dedent

import pytest

from finspan.flip import Game, Setup, load_position
from finspan.flip_ai import hint
from finspan.games import UnknownGame, game_players

from .helpers import positions


def _solo(net: str, actions: str, powers: str, top: str = "") -> Game:
    return load_position(dedent(f"""
        format = "flip-position/1"
        mode = "coop"
        animals = ["dolphin", "octopus", "whale", "shark"]
        {top}
        [net]
        """) + dedent(net) + dedent(f"""
        [[player]]
        name = "Ada"
        actions = {actions}
        powers = {powers}
        """))  # fmt: skip


LAST_TURN = "end_triggered = true\nturns_left = 1"


def test_the_hint_names_the_plan_the_animals_freed_and_the_groups():
    game = _solo("""
        A = ["dolphin left coral", "shark left sand"]
        B = ["dolphin left sand", "shark right coral"]
        C = ["whale left kelp"]
        D = ["whale left lagoon"]
    """, '["flip_row", "switch", "flip_one"]', '["whale", "octopus"]', LAST_TURN)
    advice = hint(game, seed=1)  # the last turn: the plan freeing the most is the best
    assert str(advice.option) == "flip row 1" and advice.freed == 4
    assert advice.reason.startswith("flip row 1: frees 4 (")
    assert "a dolphin pair and a whale pair" in advice.reason
    assert advice.top[0].option == advice.option and advice.top[0].freed == 4


def test_the_hint_says_why_it_frees_fewer_than_another_plan_would():
    full = '["shark left coral", "whale left sand", "octopus right kelp", "plastic", ' \
           '"whale right coral", "octopus left sand"]'  # fmt: skip
    game = _solo(f"""
        A = {full}
        B = ["dolphin left coral", "dolphin left sand"]
        C = ["dolphin right kelp"]
    """, '["flip_one", "free", "switch"]', '["whale", "octopus"]')
    advice = hint(game, seed=1)
    assert str(advice.option).startswith("free A")  # column A is full: free a card there
    assert "flip C1 would free 3, but the refill would then bring a 7th card" in advice.reason


def test_a_hint_at_a_power_decision_counts_what_the_turn_frees_in_all():
    for game in positions("coop", 6, seed=31, kinds=("power",)):
        advice = hint(game, seed=2)
        assert advice.option in game.decision.options
        assert str(advice.freed) in advice.reason or "frees nothing" in advice.reason


def test_a_competitive_hint_bids_the_most_and_says_so():
    game = Game(Setup.competitive(3), 4)
    advice = hint(game, seed=1)
    assert str(advice.option) == f"bid {advice.freed}"
    assert advice.reason.startswith(f"bid {advice.freed}: ")
    assert "the most this grid allows" in advice.reason


def test_there_is_no_hint_once_the_game_is_over():
    game = Game(Setup.cooperative(1), 3)
    game.over = True
    game.stack.clear()
    game._decision = None
    with pytest.raises(ValueError, match="over"):
        hint(game)


def test_game_players_give_fish_n_flip_its_players_and_hint():
    players = game_players("flip")
    game = Game(Setup.cooperative(2), 6)
    option = players.choose(game, "medium", 3)
    assert option in game.decision.options
    advice = players.hint(game, 3, budget=500)
    assert advice.option in game.decision.options and advice.reason


def test_game_players_give_finspan_its_players_and_hint():
    from finspan.engine import Game as FinspanGame, Setup as FinspanSetup

    players = game_players("finspan")
    game = FinspanGame(FinspanSetup.multiplayer(2), 5)
    assert players.choose(game, "easy", 1, budget=4) in game.options
    advice = players.hint(game, 1, budget=4)
    assert advice.option in game.options and advice.reason


def test_game_players_refuse_an_unknown_game():
    with pytest.raises(UnknownGame):
        game_players("chess")
