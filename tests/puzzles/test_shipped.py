"""Every shipped puzzle against the engine: each Fish'n'Flip solution is still the one plan
freeing the most (every plan listed again), and each Finspan answer wins the fast check with
its stored seeds (the answer, the greedy choice and the runner-up on the stored deals; the
full check of every search is ``finspan puzzles check``)."""

from __future__ import annotations

from finspan.puzzles.check import check_puzzle
from finspan.puzzles.finspan_make import VALUE_LEAD
from finspan.puzzles.model import shipped
from finspan.puzzles.play import start


def test_every_flip_puzzle_has_one_best_plan_that_is_its_solution() -> None:
    failed = [r for r in (check_puzzle(p) for p in shipped().of_game("flip")) if not r.ok]
    assert failed == []


def test_every_finspan_answer_is_ahead_in_the_fast_check() -> None:
    puzzles = shipped().of_game("finspan")
    failed = [r for r in (check_puzzle(p, full=False) for p in puzzles) if not r.ok]
    assert failed == []


def test_every_puzzle_starts_at_its_seats_decision_with_a_legal_first_step() -> None:
    for p in shipped().puzzles:
        game = start(p)
        assert game.decision.player == p.seat
        assert p.solution[0] in [str(o) for o in game.options]
        assert len(game.options) == p.options


def test_every_finspan_answer_is_not_greedys_and_leads_every_option_on_the_same_deals() -> None:
    for p in shipped().of_game("finspan"):
        c = p.check
        assert c.kind == "finspan" and c.greedy != p.solution[0]
        assert c.agreed >= c.agree and len(c.seeds) == 10
        others = max(v for o, v in c.values.items() if o != p.solution[0])
        assert c.values[p.solution[0]] - others >= VALUE_LEAD
