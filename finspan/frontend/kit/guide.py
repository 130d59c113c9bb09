"""The guided first turn, the same for every game: a few short steps shown on the table that
walk a new player through its parts and their first turn (the steps are the game's own). Any
step can be skipped.

Owns where the player is in the steps and when each is done (by the game's pending decision);
the table's guide scene draws the current step and passes clicks on its buttons. Never applies
an option.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Step:
    """``region`` names the part of the table to point at (the game's own names: Finspan's
    ocean and hand, Fish'n'Flip's net). ``done`` tells, from the game and the number of
    options applied when the step began, that the player did what the step asks; None means
    the step waits for Next. ``until`` says, while Next waits, what it waits for."""

    title: str
    words: str
    region: str
    done: Callable[[Any, int], bool] | None = None
    until: str = ""


def chose(game: Any, start: int) -> bool:
    """A step's ``done``: the player has chosen something since the step began."""
    return len(game.history) > start


class Guide:
    """Where the player is in ``steps``. The guide lasts the first turn and the next: once
    the first turn is over, whichever steps were not read, only the last one (what comes on
    a later turn) is left, and it closes when another turn is over. A player who plays on
    without reading is not followed through the game by step 1. ``starts_turn`` tells the
    game's first decision of a turn."""

    def __init__(self, game: Any, steps: Sequence[Step],
                 starts_turn: Callable[[Any], bool]) -> None:  # fmt: skip
        self.steps = tuple(steps)
        self.starts_turn = starts_turn
        self.index = 0
        self.start = len(game.history)
        self.first = self.start  # where the guided turn began
        self.closed = False

    @property
    def step(self) -> Step | None:
        if self.closed or self.index >= len(self.steps):
            return None
        return self.steps[self.index]

    @property
    def title(self) -> str:
        """"Guide 2/5: Your hand"."""
        step = self.step
        return f"Guide {self.index + 1}/{len(self.steps)}: {step.title}" if step else ""

    def turn_over(self, game: Any, start: int) -> bool:
        """Whether a turn has ended since ``start`` options: a choice was made and the
        pending decision begins a turn (or there is none)."""
        d = game.decision
        return len(game.history) > start and (d is None or self.starts_turn(d))

    def next(self, game: Any) -> None:
        self.index += 1
        self.start = len(game.history)

    def close(self) -> None:
        self.closed = True

    def follow(self, game: Any) -> bool:
        """Advance past a step whose action the player has done; True if it moved."""
        step = self.step
        if step is None:
            return False
        last = len(self.steps) - 1
        if self.index < last and self.turn_over(game, self.first):
            self.index, self.start = last, len(game.history)  # the guided turn is over
            return True
        if self.index == last and self.turn_over(game, self.start):
            self.close()  # a later turn is over too: the guide has said all it can
            return True
        if step.done is not None and step.done(game, self.start):
            self.next(game)
            return True
        return False
