"""The generators' pieces: Fish'n'Flip's analysis of a position, Finspan's searches (at a
small budget here: the shipped ones were made at `finspan_search.BUDGET`)."""

from __future__ import annotations

from finspan.flip import Game, Setup
from finspan.flip_ai import turn_plans
from finspan.puzzles.finspan_search import greedy_choice, search_seeds, verdict, verdicts
from finspan.puzzles.flip_find import analyse, first_freeing, powers_used
from finspan.puzzles.flip_make import puzzle_at
from finspan.puzzles.model import Source, shipped
from finspan.puzzles.play import start


def test_search_seeds_are_fixed_by_their_base() -> None:
    assert search_seeds(5) == search_seeds(5) and search_seeds(5) != search_seeds(6)
    assert len(set(search_seeds(5))) == 10


def test_a_finspan_search_is_reproducible_from_its_seed() -> None:
    p = shipped().of_game("finspan")[0]
    game = start(p)
    a, b = verdict(game, 11, budget=24), verdict(game, 11, budget=24)
    assert a == b and a.best in [str(o) for o in game.options]
    assert game.history == [] and str(greedy_choice(game)) == p.check.greedy


def test_verdicts_stop_once_too_few_can_agree() -> None:
    p = shipped().of_game("finspan")[0]
    found = list(verdicts(start(p), list(range(10)), 8, solution="dive nowhere", agree=9))
    assert len(found) == 2  # two searches that disagree: 9 of 10 can no longer agree


def test_the_analysis_finds_the_one_best_plan_and_the_glance() -> None:
    p = next(q for q in shipped().of_game("flip") if not q.before)
    game = start(p)
    a = analyse(game)
    assert a.complete and a.answer is not None and a.is_puzzle
    assert [str(o) for o in a.answer.options] == p.solution
    assert len(a.plans) == len(turn_plans(game, 200_000).plans) == p.check.plans
    assert powers_used(a.obvious) == 0
    glance = max(first_freeing(x) for x in a.plans if powers_used(x) == 0)
    assert first_freeing(a.obvious) == glance


def test_the_stored_position_gives_the_stored_puzzle_again() -> None:
    for p in shipped().of_game("flip")[:20]:
        again = puzzle_at(p.position, p.source)
        assert again == p


def test_positions_with_two_best_plans_are_refused_and_kept_ones_have_one() -> None:
    from finspan.flip import load_position
    from finspan.puzzles.flip_make import positions

    kept = refused_ties = 0
    for decision, text in positions(Game(Setup.cooperative(1), 2), 2):
        a = analyse(load_position(text))
        tops = [x for x in a.plans if x.freed == a.best]
        puzzle = puzzle_at(text, Source(seed=0, index=0, deal=2, decision=decision))
        if puzzle is not None:
            kept += 1
            assert len(tops) == 1 and all(x.freed < a.best for x in a.plans if x is not tops[0])
            assert [str(o) for o in tops[0].options] == puzzle.solution
        elif len(tops) > 1:
            refused_ties += 1
    assert kept and refused_ties
