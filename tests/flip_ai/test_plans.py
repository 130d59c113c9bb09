"""Every plan of a turn is legal, ends the turn, and says truly what it frees; the search is
never beaten by random search at the same budget."""

from __future__ import annotations

from finspan.flip import BidSettled, Game, Rng, TurnEnded, redeal
from finspan.flip_ai import (
    level_plans,
    random_plan,
    search,
    turn_plans,
    value,
)
from finspan.flip_ai.coop_search import Settings

from .helpers import positions

COOP = positions("coop", 60, seed=11, kinds=("action", "power"))
COMPETITIVE = positions("competitive", 30, seed=12, kinds=("action", "power"))


def _carry_out(game: Game, options: tuple) -> list:
    events = []
    for option in options:
        assert option in game.decision.options, f"{option} is not legal now"
        events += game.apply(option)
    return events


def test_every_plan_applies_in_order_and_ends_the_turn_in_both_modes():
    for game in COOP + COMPETITIVE:
        found = turn_plans(game)
        assert found.complete and found.plans
        for plan in found.plans:
            events = _carry_out(redeal(game, Rng(3)), plan.options)
            ends = [e for e in events if isinstance(e, TurnEnded | BidSettled)]
            assert len(ends) == 1 and ends[0].freed == plan.freed


def test_a_plans_net_is_the_net_the_turn_leaves_before_the_refill():
    for game in COOP[:30]:
        for plan in turn_plans(game).plans[:10]:
            copy = redeal(game, Rng(5))
            events = _carry_out(copy, plan.options)
            cells = copy.cells[:]
            for e in events:
                if type(e).__name__ == "CardAdded":
                    cells[e.place] = 0
            assert tuple(cells) == plan.net


def test_turn_plans_leave_the_game_unchanged():
    game = COOP[0]
    before = game.to_dict()
    turn_plans(game)
    search(game, Settings(), 4)
    assert game.to_dict() == before


def test_a_plan_loses_exactly_when_a_full_column_gets_a_refill_card():
    from finspan.flip_ai import heights

    for game in COOP:
        for plan in turn_plans(game).plans:
            refilled = 0 if game.end_triggered else min(4, plan.pile)
            full = any(h >= 6 and c < refilled for c, h in enumerate(heights(plan.net)))
            assert plan.lost == full


def test_the_cooperative_search_is_never_beaten_by_the_best_of_as_many_random_plans():
    settings = Settings(candidates=1)  # the one-turn value: what both searches maximise
    for i, game in enumerate(COOP):
        result = search(game, settings, i)
        assert result.complete
        rng = Rng(i)
        best_random = max(
            value(random_plan(game, rng), game.end_triggered) for _ in range(result.plans)
        )
        assert result.ranked[0].value >= best_random


def test_hards_competitive_search_frees_at_least_what_random_plans_free():
    for i, game in enumerate(COMPETITIVE):
        found = level_plans(game, "hard", i)
        rng = Rng(i)
        best_random = max(random_plan(game, rng).freed for _ in range(len(found.plans)))
        assert max(p.freed for p in found.plans) >= best_random


def test_a_node_budget_stops_the_walk_and_says_so():
    game = max(COOP, key=lambda g: len(turn_plans(g).plans))
    found = turn_plans(game, nodes=5)
    assert not found.complete and found.nodes == 5 and len(found.plans) <= 5


def test_without_chains_a_plan_uses_at_most_one_power():
    for game in COOP[:30]:
        for plan in turn_plans(game, chains=False).plans:
            powers = [o for o in plan.options if ":" in str(o)]
            assert len(powers) <= 1
