"""``finspan --autoplay``: a whole game played through the real event loop, every decision
made by synthetic input (mouse clicks on the table or keys), as a player would.

Owns the loop; the choices are the game's own autoplay driver's (its registration's
``autoplay``: `finspan.frontend.kit.front.AutoplayDriver`), which watches the top scene and
posts the events that choose; the scenes do the rest. Ends with exit code 0 at the end
screen, or 1 with a message if the game gets stuck.
"""

from __future__ import annotations

import sys
from typing import Any

import pygame

from ..games import registration_of

#: Animation speed while autoplaying (animations still play, much faster than normal).
AUTOPLAY_SPEED = 25.0
FRAME_DT = 1 / 60
MAX_FRAMES = 400_000
#: Playouts per decision of computer players during autoplay (fixed: quick and reproducible).
AUTOPLAY_BUDGET = 16


def autoplay(app: Any, setup: Any, seed: int, prefs: Any = None) -> int:
    """Play a whole game of the setup's game at its table with its own driver; 0 when its
    end screen is reached. Computer seats (``prefs.controllers``) think in their worker
    process at a small fixed budget."""
    driver = registration_of(setup).front.get().autoplay(seed)
    return play(app, driver, setup, seed, prefs)


def play(app: Any, driver: Any, setup: Any, seed: int, prefs: Any = None) -> int:
    """Start the setup's game and let ``driver`` choose everything a person would, through
    the app's own step, until ``driver.result(app)`` says the end screen shows (0; the
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
            pygame.time.wait(2)  # a computer thinks in its process; let it have the CPU
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
