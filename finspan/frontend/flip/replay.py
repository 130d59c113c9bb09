"""Fish'n'Flip's replay viewer: a finished (or saved) game stepped through at its own table,
option by option, each step played with the table's animations. Right, Space or a click: the
next step; Left: the step before (at once); Home / End: the start / the last step; P: play
the steps one after another (and stop); Esc: leave. Nothing is chosen here: the steps are the
replay's options, applied to the replay's own copies of the game.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ...flip import Game, Session
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext
from .choosing import Entry
from .layout import PanelWords
from .table import FlipTable

#: Seconds between two steps while the replay plays, at normal animation speed.
STEP_PAUSE = 0.8


class Replay(Protocol):
    """What the viewer reads of a loaded replay (`finspan.saves.Replay`)."""

    def __len__(self) -> int: ...
    def game_at(self, step: int) -> Any: ...
    def step_events(self, step: int) -> tuple[Any, list[Any]]: ...


class FlipReplay(FlipTable):
    """The table showing ``replay`` at step 0 (before the first option)."""

    buttons: tuple[str, ...] = ()
    plays = False  # watching: no seat is handed the table, nothing is saved

    def __init__(self, app: AppContext, replay: Replay) -> None:
        self.replay = replay
        self.step = 0
        self.playing = False
        self.wait = 0.0
        super().__init__(app, replay.game_at(0), TablePrefs())

    def rows(self) -> tuple[Entry, ...]:
        return ()

    def words(self) -> PanelWords:
        last = len(self.replay)
        state = "playing" if self.playing else "paused"
        return PanelWords(f"Replay · step {self.step} of {last}",
                          "Right, Space or a click: the next step. Left: the step before. "
                          "Home / End: the start / the end. P: play or pause. Esc: leave.",
                          (f"The replay is {state}.",))  # fmt: skip

    # --- Stepping ------------------------------------------------------------------------------

    def _show(self, game: Game) -> None:
        self.session = Session(game)
        self.view = game.public_state()
        self.refresh()

    def forward(self) -> None:
        """The next step, played with its animations (after finishing any still playing)."""
        self.skip_animations()
        if self.step >= len(self.replay):
            self.playing = False
            return
        self.step += 1
        game, events = self.replay.step_events(self.step)
        self.session = Session(game)
        self.play(events)

    def go_to(self, step: int) -> None:
        """Step ``step`` at once (no animation)."""
        self.skip_animations()
        self.step = max(0, min(len(self.replay), step))
        self._show(self.replay.game_at(self.step))

    def jump(self, step: int) -> None:
        """Step ``step`` at once (the navigator opens a viewer there, as a review does)."""
        self.go_to(step)

    # --- Frame -----------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.choosing.tick(dt)
        was_busy = self.busy
        self.queue.update(dt)
        if self.busy:
            return
        if was_busy:
            self.refresh()
        if self.playing:
            self.wait -= dt * max(0.1, self.queue.speed or 1.0)
            if self.wait <= 0:
                self.wait = STEP_PAUSE
                self.forward()

    def flush(self) -> None:
        """A replay writes no autosave."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.point_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.forward()
            return True
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        if k in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
            self.forward()
        elif k == pygame.K_LEFT:
            self.go_to(self.step - 1)
        elif k == pygame.K_HOME:
            self.go_to(0)
        elif k == pygame.K_END:
            self.go_to(len(self.replay))
        elif k == pygame.K_p:
            self.playing, self.wait = not self.playing, 0.0
            self.refresh()
        elif k == pygame.K_ESCAPE:
            self.app.pop()
        else:
            return False
        self.app.request_redraw()
        return True
