"""Undo and redo within a turn, never across hidden information, in any game.

A `Session` wraps a match and applies options through it, keeping a copy of the match
before each step of the turn in progress. A step whose events reveal hidden information
(``Event.reveals``: a card drawn, a shuffle) cannot be undone, nor can anything before it;
neither can anything before the current turn began (``Event.starts_turn``). Redo re-applies
an undone option, which is safe because the undone step revealed nothing.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from .events import Event
from .options import Option
from .protocol import GameState

G = TypeVar("G", bound=GameState)


class Session(Generic[G]):
    """A match plus its undo and redo stacks. Apply options through `apply` only."""

    def __init__(self, game: G) -> None:
        self.game = game
        self._undo: list[G] = []  # the match before each undoable step, oldest first
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
        """How many of the match's last options `undo` can take back, one by one."""
        return len(self._undo)

    @property
    def redo_options(self) -> tuple[str, ...]:
        """The undone options' texts, the next `redo` last."""
        return tuple(self._redo)

    def apply(self, option: Option | str) -> list[Event]:
        """Apply through the match (raises `IllegalOption`, changing nothing, if illegal)."""
        before = self.game.clone()
        events = self.game.apply(option)
        text = self.game.history[-1]
        barrier = any(e.reveals or e.starts_turn for e in events)
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
        return self.apply(self.game.OPTIONS.parse(self._redo[-1]))
