"""Undo and redo within a turn, never across hidden information (RULES.md 12).

A `Session` wraps a `Game` and applies options through it, keeping a copy of the game
before each step of the turn in progress. A step that revealed hidden information (a card
from the deck, a shuffle, Nautoma's decision card) cannot be undone, nor can anything
before it; neither can anything before the current turn began. Redo re-applies an undone
option, which is safe because the undone step revealed nothing.
"""

from __future__ import annotations

from .events import Event, TurnStarted, WeekEnded
from .game import Game
from .options import Option, parse_option
from .replays import replay_game


class Session:
    """A game plus its undo and redo stacks. Apply options through `apply` only."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._undo: list[Game] = []  # the game before each undoable step, oldest first
        self._redo: list[str] = []  # undone options, the next to redo last
        #: For each applied option (parallel to game.history): whether it revealed hidden
        #: information or began a new turn, so that undo may not cross it.
        self.barriers: list[bool] = []

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_steps(self) -> int:
        """How many of the game's last options `undo` can take back, one by one."""
        return len(self._undo)

    @property
    def redo_options(self) -> tuple[str, ...]:
        """The undone options' texts, the next `redo` last."""
        return tuple(self._redo)

    def apply(self, option: Option | str) -> list[Event]:
        """Apply through the game (raises `IllegalOption`, changing nothing, if illegal)."""
        before = self.game.clone()
        events = self.game.apply(option)
        text = self.game.history[-1]
        barrier = any(e.reveals or isinstance(e, TurnStarted | WeekEnded) for e in events)
        self.barriers.append(barrier)
        if barrier:
            self._undo.clear()
        else:
            self._undo.append(before)
        if self._redo and self._redo[-1] == text:
            self._redo.pop()  # re-doing the same step keeps the rest of the redo stack
        else:
            self._redo.clear()
        return events

    def undo(self) -> bool:
        """Take back the last undoable step; False if there is none."""
        if not self._undo:
            return False
        option = self.game.history[-1]
        self.game = self._undo.pop()
        self.barriers.pop()
        self._redo.append(option)
        return True

    def redo(self) -> list[Event] | None:
        """Re-apply the last undone step; None if there is none."""
        if not self._redo:
            return None
        return self.apply(parse_option(self._redo[-1]))


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
