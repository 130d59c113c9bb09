"""Every plan of a turn is legal, ends the turn, and says truly what it frees; the search is
never beaten by random search at the same budget."""

from __future__ import annotations

import dataclasses

import pytest

from finspan.flip import BidSettled, Game, Pass, Rng, TurnEnded, redeal
from finspan.flip_ai import (
    coop_settings,
    level_plans,
    plan_of,
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


def test_plan_of_gives_the_plan_the_walk_finds_and_leaves_the_game_unchanged():
    for game in COOP[:20] + COMPETITIVE[:10]:
        before = game.to_dict()
        for plan in turn_plans(game).plans[:10]:
            made = plan_of(game, plan.options)
            assert made == plan and made.events == plan.events
        assert game.to_dict() == before


def test_plan_of_refuses_options_that_are_not_one_whole_turn():
    game = COOP[0]
    plan = max(turn_plans(game).plans, key=lambda p: len(p.options))
    with pytest.raises(ValueError, match="do not finish the turn"):
        plan_of(game, plan.options[:-1]) if len(plan.options) > 1 else plan_of(game, ())
    with pytest.raises(ValueError, match="turn ended before"):
        plan_of(game, (*plan.options, plan.options[0]))
    with pytest.raises(ValueError):
        plan_of(game, (Pass(),))


def test_a_search_including_no_plan_is_hards_search():
    settings = coop_settings("hard", 600)
    for i, game in enumerate(COOP[:12]):
        plain = search(game, settings, i)
        assert search(game, settings, i, include=None) == plain and plain.included is None


def test_including_a_plan_among_the_best_few_changes_nothing_in_the_search():
    settings = coop_settings("hard", 600)
    for i, game in enumerate(COOP[:12]):
        plain = search(game, settings, i)
        for scored in plain.ranked[:3]:
            result = search(game, settings, i, include=scored.plan.options)
            assert result.included == scored
            assert dataclasses.replace(result, included=None) == plain


def test_an_included_plan_is_weighed_in_the_same_worlds_as_the_best_whatever_it_ranked():
    settings = coop_settings("hard", 600)
    looked = 0
    for i, game in enumerate(COOP[:20]):
        plans = turn_plans(game).plans
        worst = min(plans, key=lambda p: (value(p, game.end_triggered), p.freed))
        result = search(game, settings, i, include=worst.options)
        assert result.included is not None and result.included.plan == worst
        assert result.included in result.ranked and result.plans == len(plans)
        if result.worlds and not worst.over:
            looked += 1
            assert result.included.outlook is not None
    assert looked >= 5


def test_an_included_plan_the_walk_did_not_reach_is_carried_out_on_its_own():
    game = next(g for g in COOP if len(turn_plans(g).plans) > 3)
    last = turn_plans(game).plans[-1]
    result = search(game, Settings(nodes=1, candidates=1), 0, include=last.options)
    assert result.included is not None and result.included.plan == last


def test_a_walk_stopped_before_any_plan_ended_still_gives_one_and_the_search_chooses():
    """Seed 12's one-player game, Easy at a budget of 2 options applied: the walk stopped
    before its first plan ended and the search failed (an empty ranking: IndexError), as a
    deadline reached that early at the table would make a computer teammate fail."""
    from finspan.flip import Setup
    from finspan.flip_ai import choose

    game = Game(Setup.cooperative(1), seed=12)
    stopped = 0
    while not game.is_over:
        d = game.decision
        if d is not None and d.kind.value in ("action", "power"):
            found = turn_plans(game, 2)
            assert found.plans
            if found.nodes > 2:  # stopped before any plan ended: the first plan carried out
                stopped += 1
                (first,) = found.plans
                assert not found.complete and first.options[0] == d.options[0]
        game.apply(choose(game, "easy", len(game.history), 2))
    assert stopped
