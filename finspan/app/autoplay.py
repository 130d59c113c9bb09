"""``finspan --autoplay``: a whole game played through the real event loop, every decision
made by synthetic input (mouse clicks on the table or keys), as a player would.

Owns the loop and Finspan's driver: it watches the top scene, picks an option with the
greedy policy and posts the pygame events that choose it; the scenes do the rest.
Fish'n'Flip's driver (``--game flip``) is `flip_autoplay.FlipDriver`; both answer
``events_for(app, frame)`` and ``result(app)``. Ends with exit code 0 at the final-scores
scene, or 1 with a message if the game gets stuck.
"""

from __future__ import annotations

import sys
from typing import Any

import pygame

from ..engine import Rng, greedy_policy

#: Animation speed while autoplaying (animations still play, much faster than normal).
AUTOPLAY_SPEED = 25.0
FRAME_DT = 1 / 60
MAX_FRAMES = 400_000
#: Frames to wait for a posted choice to take effect before trying the keyboard instead.
PATIENCE = 90


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    pygame.mouse.set_pos(pos)
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def key(k: int, mod: int = 0) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""),
        pygame.event.Event(pygame.KEYUP, key=k, mod=mod),
    ]


class Driver:
    """Chooses options for the table and answers the end-of-week and final scenes."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed ^ 0xA070)
        self.waiting_for: tuple[int, int] | None = None  # (history length, frame posted)
        self.decisions = 0
        self.keyboard_fallbacks = 0

    def events_for(self, app, frame: int) -> list[pygame.event.Event]:
        from ..frontend.scenes.final import FinalScene
        from ..frontend.scenes.week_end import WeekEndScene
        from ..frontend.table.choosing import options_at
        from ..frontend.table.hits import DiscardHit
        from ..frontend.table.scene import TableScene

        top = app.stack.top
        top = getattr(top, "table", top)  # the table beneath the guided first turn
        if isinstance(top, WeekEndScene):
            return key(pygame.K_RETURN)
        if isinstance(top, FinalScene) or not isinstance(top, TableScene):
            return []
        if top.queue.busy or top.pending_scene is not None:
            return []
        if top.computers.decides(top.game):  # seats: computer players answer by themselves
            return []
        game = top.game
        if game.decision is None:
            return []
        done = len(game.history)
        if self.waiting_for is not None:
            since, posted = self.waiting_for
            if done == since and frame - posted < PATIENCE:
                return []
            if done == since:  # the clicks did not take: use the keyboard
                self.keyboard_fallbacks += 1
                self.waiting_for = (done, frame)
                return self._by_keyboard(top, greedy_policy(game, self.rng))
        option = greedy_policy(game, self.rng)
        self.decisions += 1
        self.waiting_for = (done, frame)
        card = getattr(option, "card", -1)
        if top.choosing.pile_open and not options_at(top.options, DiscardHit(card), None):
            return key(pygame.K_ESCAPE)
        points = top.click_point(option)
        if not points:
            return self._by_keyboard(top, option)
        out: list[pygame.event.Event] = []
        for p in points:
            out += click(p)
        return out

    @staticmethod
    def result(app) -> str | None:
        """Each seat's total once the final scores show, else None."""
        from ..frontend.scenes.final import FinalScene

        if not isinstance(app.stack.top, FinalScene):
            return None
        game = app.stack.top.game
        return ", ".join(f"{p.name} {game.outcome().totals[p.seat]}" for p in game.players)

    @staticmethod
    def _by_keyboard(table, option) -> list[pygame.event.Event]:
        options = table.options
        index = options.index(option)
        steps = (index - table.focus) % len(options)
        out: list[pygame.event.Event] = []
        if table.move_from is not None:
            out += key(pygame.K_ESCAPE)
        for _ in range(steps):
            out += key(pygame.K_DOWN)
        return out + key(pygame.K_RETURN)


#: Playouts per decision of computer players during autoplay (fixed: quick and reproducible).
AUTOPLAY_BUDGET = 16


def autoplay(app, setup: Any, seed: int, prefs=None) -> int:
    """Play a whole Finspan game at the table; 0 when the final-scores scene is reached.
    Computer seats (``prefs.controllers``) think in their worker process at a small fixed
    budget."""
    return play(app, Driver(seed), setup, seed, prefs)


def play(app, driver: Any, setup: Any, seed: int, prefs=None) -> int:
    """Start the setup's game and let ``driver`` choose everything a person would, through
    the app's own step, until ``driver.result(app)`` says the final scores show (0; the
    result printed) or the game gets stuck (1)."""
    app.settings.animation_speed = AUTOPLAY_SPEED
    if getattr(app, "ai_budget", None) is None:
        app.ai_budget = AUTOPLAY_BUDGET
    app.nav.start_game(setup, seed, prefs)
    app.running = True
    for frame in range(MAX_FRAMES):
        for event in driver.events_for(app, frame):
            pygame.event.post(event)
        app.step(pygame.event.get(), FRAME_DT)
        top = app.stack.top
        if top is not None and not pygame.event.peek():
            top.prefetch()  # idle work, as the real loop does: the due autosave first
        if getattr(getattr(top, "computers", None), "waiting", False):
            pygame.time.wait(2)  # seats: a computer thinks in its process; let it have the CPU
        result = driver.result(app)
        if result is not None:
            print(
                f"finspan: autoplay finished after {driver.decisions} decisions "
                f"({frame + 1} frames, {driver.keyboard_fallbacks} keyboard fallbacks): {result}"
            )
            return 0
        if not app.running or not app.stack:
            print("finspan: autoplay stopped: the window closed", file=sys.stderr)
            return 1
    print("finspan: autoplay gave up: the game did not finish", file=sys.stderr)
    return 1
