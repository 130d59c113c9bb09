"""Playing a puzzle: the game at its decision, and what a player's answer gets.

`start` loads the puzzle's position with its game's engine (through `finspan.games`) and
applies ``before`` (Fish'n'Flip's bids), so the pending decision is the puzzle's. `judge`
replays a player's answer (option texts, in order) on a fresh start and says what it gets:
for Fish'n'Flip how many animals the plan frees against the most possible ("frees 4; 7 was
possible"), once the turn is over (until then ``done`` is False); for Finspan whether the
move is the answer, and how far its stored value falls short of the answer's.

Pure: never changes a puzzle; raises the engine's `ValueError` subclasses for an option
that is not legal at its step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..games import game_definition
from .model import FinspanCheck, FlipCheck, Puzzle


def start(puzzle: Puzzle) -> Any:
    """A new game at the puzzle's decision (its engine's `Game`; the seat to move is
    ``puzzle.seat``). Raises ValueError when the position or a ``before`` option is
    refused."""
    game = game_definition(puzzle.game).load_position(puzzle.position)
    for text in puzzle.before:
        game.apply(text)
    d = game.decision
    if d is None or d.player != puzzle.seat:
        raise ValueError(f"puzzle {puzzle.id}: the decision is not seat {puzzle.seat}'s")
    return game


@dataclass(frozen=True, slots=True)
class Judgement:
    """What an answer gets. ``done``: the answer is complete (Finspan: one move; Fish'n'Flip:
    the turn is over); ``solved``: it is the solution; ``got`` and ``best``: the animals
    freed and the most possible (Fish'n'Flip), or the expected final scores of the move and
    of the answer (Finspan); ``words``: a sentence for the player."""

    done: bool
    solved: bool
    got: float
    best: float
    words: str


def judge(puzzle: Puzzle, answer: Sequence[str]) -> Judgement:
    """What ``answer`` (the player's options as text, in order) gets (see the module).
    Raises ValueError (the engine's) for an option that is not legal at its step."""
    if isinstance(puzzle.check, FinspanCheck):
        return _judge_finspan(puzzle, puzzle.check, answer)
    return _judge_flip(puzzle, puzzle.check, answer)


def _judge_finspan(p: Puzzle, c: FinspanCheck, answer: Sequence[str]) -> Judgement:
    from .finspan_make import agreeing_searches

    best = c.values.get(p.solution[0], 0.0)
    if not answer:
        return Judgement(False, False, 0.0, best, "Choose a move.")
    game = start(p)
    game.apply(answer[0])  # refuses an illegal move
    chosen = str(game.history[-1]) if game.history else answer[0]
    solution = p.solution[0]
    margin = min(v.best_score - v.runner_up_score
                 for v in agreeing_searches(c.searches, solution, c.margin))  # fmt: skip
    if chosen == solution:
        words = f"{solution}: the best move, about {int(margin)} points better than any other."
        return Judgement(True, True, best, best, words)
    got = c.values.get(chosen)
    if got is None:
        words = f"{chosen} is not the best move: {solution} is."
        return Judgement(True, False, best - c.margin, best, words)
    behind = max(1, round(best - got))
    words = (f"{chosen} is about {behind} point{'s' if behind > 1 else ''} worse than "
             f"{solution} (about {got:.0f} against {best:.0f} at the end).")  # fmt: skip
    return Judgement(True, False, got, best, words)


def _judge_flip(p: Puzzle, c: FlipCheck, answer: Sequence[str]) -> Judgement:
    from finspan.flip import BidSettled, GameLost, TurnEnded

    game = start(p)
    freed: int | None = None
    lost = False
    for text in answer:
        if freed is not None:
            raise ValueError("the turn is over: the answer has options after its end")
        for e in game.apply(text):
            if isinstance(e, (TurnEnded, BidSettled)):
                freed = e.freed
            elif isinstance(e, GameLost):
                lost = True
    if freed is None:
        return Judgement(False, False, 0, c.best, "The turn is not over yet.")
    solved = [str(o) for o in answer] == p.solution or (freed == c.best and not lost)
    if solved:
        words = (f"Frees {freed}: the most this turn allows." if not p.before
                 else f"Frees exactly {freed}: your bid is kept.")  # fmt: skip
    elif lost:
        words = (f"Frees {freed}, but the refill then brings a 7th card into a column: the "
                 f"game would be lost; {c.best} was possible.")  # fmt: skip
    elif p.before:
        words = (f"Frees {freed} of your bid of {c.best}: a waste card, 2 points off; "
                 f"{c.best} was possible.")  # fmt: skip
    else:
        words = f"Frees {freed}; {c.best} was possible."
    return Judgement(True, solved, freed, c.best, words)
