"""The computer players: fair (the hidden order never changes a choice), reproducible,
legal at every decision of either mode; Hard bids the best its grid allows and always makes
its bid; the excess goes to the lowest-scoring opponent."""

from __future__ import annotations

import pytest

from finspan.flip import (
    MAX_BID,
    Bid,
    BidSettled,
    BidWon,
    DecisionKind,
    Game,
    Give,
    Setup,
    TurnEnded,
    load_position,
)
from finspan.flip_ai import LEVELS, choose, chooser, hint

from .helpers import hidden_shuffled, kind, positions

COOP = positions("coop", 24, seed=21, kinds=("action", "power"))
COMPETITIVE = positions("competitive", 24, seed=22, kinds=("bid", "action", "power"))


@pytest.mark.parametrize("level", LEVELS)
def test_a_choice_is_the_same_whatever_the_hidden_order(level):
    for i, game in enumerate(COOP + COMPETITIVE):
        other = hidden_shuffled(game, 100 + i)
        assert other.public_state() == game.public_state()
        assert other.pile != game.pile or not game.pile
        assert choose(other, level, seed=i) == choose(game, level, seed=i)


def test_the_hint_is_the_same_whatever_the_hidden_order():
    for i, game in enumerate(COOP[:8] + COMPETITIVE[:8]):
        assert hint(hidden_shuffled(game, i), seed=3) == hint(game, seed=3)


def test_a_fixed_seed_and_budget_give_the_same_choice():
    for i, game in enumerate(COOP[:10] + COMPETITIVE[:10]):
        first = choose(game, "hard", seed=i, budget=400)
        assert choose(game.clone(), "hard", seed=i, budget=400) == first


def test_every_level_plays_whole_games_of_both_modes_with_legal_options():
    setups = [Setup.cooperative(3), Setup.competitive(3)]
    for level in LEVELS:
        for setup in setups:
            game = Game(setup, 5)
            player = chooser(level, 9)
            while not game.is_over:
                option = player(game)
                assert option in game.decision.options
                game.apply(option)


def test_the_cooperative_teammate_plays_any_seat():
    game = Game(Setup.cooperative(3), 8)
    seats = set()
    while not game.is_over and len(seats) < 3:
        seats.add(game.decision.player)
        game.apply(choose(game, "hard", seed=1))
    assert seats == {0, 1, 2}


def _most_freed(game: Game) -> int:
    """The most any plan of the bidder frees, by trying every option of the winner's turn
    on copies (independent of the search's code)."""
    start = game.clone()
    start.apply(Bid(MAX_BID))
    best = 0
    todo = [start]
    while todo:
        node = todo.pop()
        for option in node.decision.options:
            child = node.clone()
            events = child.apply(option)
            settled = [e for e in events if isinstance(e, BidSettled)]
            if settled:
                best = max(best, settled[0].freed)
            elif not child.is_over:
                todo.append(child)
    return best


def test_hard_bids_the_most_its_grid_allows_when_that_raises_the_bid():
    bids = [g for g in COMPETITIVE if kind(g) is DecisionKind.BID]
    assert len(bids) >= 5
    for i, game in enumerate(bids):
        most = _most_freed(game)
        option = choose(game, "hard", seed=i)
        high = min(o.amount for o in game.decision.options if isinstance(o, Bid)) - 1
        if most > high:
            assert option == Bid(most)
        else:
            assert str(option) == "pass"


def test_hard_always_makes_its_bid():
    settled = 0
    for seed in range(6):
        game = Game(Setup.competitive(3), 300 + seed)
        players = [chooser("hard", 1), chooser("easy", 2), chooser("medium", 3)]
        winner = -1
        while not game.is_over:
            for e in game.apply(players[game.decision.player](game)):
                if isinstance(e, BidWon):
                    winner = e.player
                if isinstance(e, BidSettled) and winner == 0:
                    assert e.freed >= e.amount
                    settled += 1
    assert settled >= 10


GIFT = """
format = "flip-position/1"
mode = "competitive"
animals = ["dolphin", "octopus", "whale", "shark"]
powers = ["dolphin", "octopus"]
actions = ["flip_one", "switch"]

[grid]
A = ["whale left coral", "octopus left coral", "shark left kelp"]
B = ["whale right sand", "octopus right sand", "shark right sand"]
C = ["dolphin left coral", "dolphin right lagoon", "shark left coral"]

[[player]]
name = "Ada"

[[player]]
name = "Ben"
kept = ["whale kelp", "whale lagoon"]

[[player]]
name = "Cy"
kept = ["shark lagoon"]

[[player]]
name = "Di"
kept = ["dolphin kelp", "dolphin sand", "octopus kelp"]
"""


@pytest.mark.parametrize("level", LEVELS)
def test_the_excess_goes_to_the_lowest_scoring_opponent(level):
    game = load_position(GIFT)
    for text in ("bid 1", "pass", "pass", "pass", "flip A1"):  # frees the whales: 2 for 1
        game.apply(text)
    assert kind(game) is DecisionKind.GIFT
    assert choose(game, level) == Give("Cy")


def test_a_search_with_a_clock_stops_at_its_deadline_with_a_legal_option():
    ticks = iter(range(10**6))
    game = max(COOP, key=lambda g: len(g.decision.options))
    option = choose(game, "hard", seed=2, seconds=3, clock=lambda: float(next(ticks)))
    assert option in game.decision.options


def test_a_time_budget_without_a_clock_is_refused():
    with pytest.raises(ValueError, match="clock"):
        choose(COOP[0], "hard", seconds=0.1)


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="easy, medium or hard"):
        choose(COOP[0], "expert")


def test_the_teammate_carries_out_the_plan_its_search_chose_at_the_turns_start():
    from finspan.flip_ai import think

    for i, game in enumerate(g for g in COOP if kind(g) is DecisionKind.ACTION):
        plan = think(game, "hard", seed=i).best.options
        game = game.clone()
        played = []
        while True:
            option = choose(game, "hard", seed=i)
            played.append(option)
            if any(isinstance(e, TurnEnded) for e in game.apply(option)) or game.is_over:
                break
        assert tuple(played) == plan
