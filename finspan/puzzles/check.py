"""Checking shipped puzzles against the engine (``finspan puzzles check``).

A Fish'n'Flip puzzle passes when every plan of its turn is listed again and its solution is
still the one plan freeing the most (as many as stored, every other plan at most the stored
runner-up), not losing the game. A Finspan puzzle passes when Hard's searches at the stored
budget with the stored seeds choose the solution at least the stored margin ahead in at
least the stored number of them (``full``), or, in the fast check, when the answer, the
greedy choice and the runner-up played on the stored number of deals leave the answer
ahead. Every check also loads the position, applies ``before`` and finds the solution's
options legal at each step.

Pure: no clock, no file.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .model import FinspanCheck, FlipCheck, Puzzle


@dataclass(frozen=True, slots=True)
class Result:
    """One puzzle's check: ``ok`` and, when not, ``problem`` in one line; ``detail`` is what
    was found (e.g. 'frees 7, next best 5, 88 plans' or 'agreed in 10 of 10, margin 4.3')."""

    id: str
    game: str
    ok: bool
    detail: str
    problem: str = ""

    def to_dict(self) -> dict[str, object]:
        return {"id": self.id, "game": self.game, "ok": self.ok, "detail": self.detail,
                "problem": self.problem}  # fmt: skip


def check_puzzle(puzzle: Puzzle, full: bool = True) -> Result:
    """Check one puzzle (see the module); never raises for a puzzle that fails."""
    try:
        if isinstance(puzzle.check, FlipCheck):
            return _check_flip(puzzle, puzzle.check)
        return _check_finspan(puzzle, puzzle.check, full)
    except (ValueError, KeyError) as exc:  # a position or option the engine refuses
        return Result(puzzle.id, puzzle.game, False, "", f"{type(exc).__name__}: {exc}")


def check_all(puzzles: list[Puzzle], full: bool = True) -> Iterator[Result]:
    for puzzle in puzzles:
        yield check_puzzle(puzzle, full)


def _fail(p: Puzzle, detail: str, problem: str) -> Result:
    return Result(p.id, p.game, False, detail, problem)


def _check_flip(p: Puzzle, c: FlipCheck) -> Result:
    from .flip_find import analyse
    from .play import start

    game = start(p)
    a = analyse(game)
    detail = f"frees {a.best}, next best {a.next_best}, {len(a.plans)} plans"
    if not a.complete:
        return _fail(p, detail, "not every plan could be listed")
    if a.answer is None:
        return _fail(p, detail, "no plan is strictly the best any more")
    found = [str(o) for o in a.answer.options]
    if found != p.solution:
        return _fail(p, detail, f"the best plan is now {', '.join(found)}")
    if (a.best, a.next_best) != (c.best, c.next_best):
        return _fail(p, detail, f"stored: frees {c.best}, next best {c.next_best}")
    if [str(o) for o in a.obvious.options] == p.solution:
        return _fail(p, detail, "the obvious plan is the answer")
    return Result(p.id, p.game, True, detail)


def _check_finspan(p: Puzzle, c: FinspanCheck, full: bool) -> Result:
    from .finspan_make import agreeing_searches, quick_check, runner_up
    from .finspan_search import greedy_choice, verdicts
    from .play import start

    game = start(p)
    (solution,) = p.solution
    if solution not in [str(o) for o in game.options]:
        return _fail(p, "", f"{solution} is not one of the options")
    greedy = str(greedy_choice(game))
    if greedy == solution:
        return _fail(p, "", "the greedy policy chooses the answer")
    if not full:
        runner = runner_up(agreeing_searches(c.searches, solution, c.margin))
        ok = quick_check(game, solution, p.slot, greedy, runner, c.seeds[0], c.quick)
        detail = f"the answer ahead of {greedy} and {runner} on {c.quick} deals"
        return Result(p.id, p.game, True, detail) if ok else _fail(p, detail, "not ahead")
    found = list(verdicts(game, c.seeds, c.budget, solution=solution, margin=c.margin,
                          agree=c.agree))  # fmt: skip
    agreed = [v for v in found if v.agrees(solution, c.margin)]
    least = min((v.margin for v in agreed), default=0.0)
    detail = f"agreed in {len(agreed)} of {len(c.seeds)}, margin at least {least:.1f}"
    if len(agreed) < c.agree:
        return _fail(p, detail, f"fewer than {c.agree} searches agree")
    return Result(p.id, p.game, True, detail)
