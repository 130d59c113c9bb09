"""A Finspan game's history: undo within a turn (RULES.md 12) and the score week by week.

Undo and redo are the core's `finspan.core.session.Session`: never across a step that
revealed hidden information (a card from the deck, a shuffle, Nautoma's decision card), nor
across the start of a turn. `score_history` replays a game for each seat's total per week.
"""

from __future__ import annotations

from ..core.session import Session
from .events import WeekEnded
from .game import Game
from .replays import replay_game

__all__ = ["Session", "score_history"]


def score_history(game: Game) -> list[tuple[int, list[int]]]:
    """Each seat's total at the end of each week played in this game, by replaying it from
    its start, as ``(week, totals)`` with ``totals[seat]``: weeks 1, 2, 3 and (if over) 4 for
    a dealt game; from the week it began in for a game begun from a position. Achievement
    points are counted in the week they are scored; the end of week 4 is the final score."""
    out: list[tuple[int, list[int]]] = []
    replay = None
    for step in replay_game(game):
        replay = step.game
        for e in step.events:
            if isinstance(e, WeekEnded) and e.week < 4:
                out.append((e.week, list(replay.outcome().totals)))
    if replay is not None and replay.is_over:
        out.append((4, list(replay.outcome().totals)))
    return out
