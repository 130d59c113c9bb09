"""Playing a puzzle: its game at the decision, and what an answer gets."""

from __future__ import annotations

import pytest

from finspan.flip_ai import turn_plans
from finspan.puzzles.model import shipped
from finspan.puzzles.play import judge, start


def _coop():
    return next(p for p in shipped().of_game("flip") if not p.before)


def _competitive():
    return next(p for p in shipped().of_game("flip") if p.before)


def test_the_solution_of_a_flip_puzzle_frees_the_most() -> None:
    p = _coop()
    verdict = judge(p, p.solution)
    assert verdict.done and verdict.solved
    assert verdict.got == verdict.best == p.check.best
    assert verdict.words == f"Frees {p.check.best}: the most this turn allows."


def test_another_plan_is_told_what_it_frees_and_what_was_possible() -> None:
    p = _coop()
    other = next(pl for pl in turn_plans(start(p)).plans if pl.freed < p.check.best
                 and not pl.lost)  # fmt: skip
    verdict = judge(p, [str(o) for o in other.options])
    assert verdict.done and not verdict.solved
    assert verdict.words == f"Frees {other.freed}; {p.check.best} was possible."


def test_a_plan_not_finished_is_not_judged_yet() -> None:
    p = next(q for q in shipped().of_game("flip") if len(q.solution) > 1)
    verdict = judge(p, p.solution[:1])
    assert not verdict.done and not verdict.solved


def test_a_competitive_puzzle_starts_after_the_bids_and_keeps_the_bid() -> None:
    p = _competitive()
    game = start(p)
    assert game.bid == p.check.best and game.decision.player == p.seat
    verdict = judge(p, p.solution)
    assert verdict.solved and verdict.words == f"Frees exactly {p.check.best}: your bid is kept."


def test_an_illegal_option_is_refused_by_the_engine() -> None:
    with pytest.raises(ValueError):
        judge(_coop(), ["free Z9"])


def test_the_finspan_answer_is_solved_and_another_move_is_told_how_far_it_falls_short() -> None:
    p = shipped().of_game("finspan")[0]
    verdict = judge(p, p.solution)
    assert verdict.done and verdict.solved and verdict.words.startswith(p.solution[0])
    other = p.check.greedy
    verdict = judge(p, [other])
    assert verdict.done and not verdict.solved
    assert verdict.words.startswith(f"{other} is about ") and p.solution[0] in verdict.words
    assert verdict.got == p.check.values[other]
