"""A loaded replay for the replay viewer: the game at any step, forward and back.

Owns stepping through a checked list of options. `Replay.game_at(step)` rebuilds the game
after ``step`` options from the nearest cached checkpoint, so stepping back is cheap. The
options were already replayed once when the file was loaded, so they are all legal. Either
game of the app: it starts through the game's definition (``model.game``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..core import Event, GameState, replay
from ..games import game_definition
from .models import ReplayFile, SaveFile

CHECKPOINT_EVERY = 32


class Replay:
    """A game's setup, seed and options, with the game at every step on demand.

    Steps are numbered 0 (the start, before any option) to ``len(replay)`` (the last state).
    Does not touch files; made by `SaveStore.load_replay`.
    """

    def __init__(
        self, model: SaveFile | ReplayFile, final: GameState, path: Path | None = None
    ) -> None:
        self.model = model
        self.path = path
        #: Which game it is (``finspan``, ``flip``).
        self.game_name: str = model.game
        self.setup: Any = final.setup
        self.seed: int = final.seed
        self.origin: str | None = final.origin
        self.options: tuple[str, ...] = tuple(final.history)
        self._checkpoints: dict[int, GameState] = {len(self.options): final.clone()}
        #: Who controlled each seat ("person", "easy", ...; empty: not recorded).
        self.controllers: tuple[str, ...] = tuple(
            model.controllers if isinstance(model, ReplayFile) else model.table.controllers
        )
        #: The file's post-game review (its game's review model's data, as a dict), if any.
        self.review: dict[str, Any] | None = (
            model.review.model_dump() if isinstance(model, ReplayFile) and model.review else None
        )

    def __len__(self) -> int:
        """The number of options (the last step)."""
        return len(self.options)

    @property
    def final(self) -> GameState:
        """A copy of the last state."""
        return self.game_at(len(self))

    def game_at(self, step: int) -> GameState:
        """An independent copy of the game after ``step`` options (0 = the start).

        Raises IndexError if ``step`` is outside 0..len(replay).
        """
        if not 0 <= step <= len(self):
            raise IndexError(f"a replay of {len(self)} steps has no step {step}")
        if step in self._checkpoints:
            return self._checkpoints[step].clone()
        base = max((s for s in self._checkpoints if s <= step), default=None)
        game: GameState
        if base is None:
            game = game_definition(self.game_name).start(self.setup, self.seed, self.origin)
        else:
            game = self._checkpoints[base].clone()
        for done in replay(game, self.options[base or 0 : step]):
            i = (base or 0) + done.index
            if done.index and i % CHECKPOINT_EVERY == 0 and i not in self._checkpoints:
                self._checkpoints[i] = game.clone()
        return game

    def step_events(self, step: int) -> tuple[GameState, list[Event]]:
        """The game after ``step`` options and the events applying option ``step`` produced
        (for animating a step forward from ``step - 1``). Step 0 gives the start's events.

        Raises IndexError if ``step`` is outside 0..len(replay).
        """
        if step == 0:
            game = self.game_at(0)
            return game, list(game.start_events)
        game = self.game_at(step - 1)
        return game, game.apply(self.options[step - 1])
