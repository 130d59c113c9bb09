"""The menu screens' underwater backdrop: drawn behind every menu screen, it drifts a few
seconds after input and then rests, so a screen nobody touches draws no frames; at "instant"
it never moves."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui import backdrop

from .helpers import key

SCREENS = ("open_settings", "open_stats", "open_rules", "open_load", "open_encyclopedia")


def _app(speed: float) -> App:
    return make_app(Settings(animation_speed=speed), headless=True)


@pytest.mark.parametrize("screen", SCREENS)
def test_a_screen_drifts_after_a_key_then_rests_and_draws_nothing(screen):
    app = _app(1.0)
    try:
        app.nav.show_title()
        getattr(app.nav, screen)()
        scene = app.stack.top
        app.run_frames(3)
        assert not scene.animating  # opened still: nothing moves until the player acts
        picture = backdrop.picture(app.size)
        window = app.window
        assert window.get_at((2, 2)) == picture.get_at((2, 2))  # the backdrop is behind it
        app.run_frames(1, [key(pygame.K_F1)])  # a key the screen does not use
        assert scene.animating
        before = app.frames_drawn
        frames = app.run_frames(round(backdrop.DRIFT_S * 60) + 5)
        assert not scene.animating
        assert frames >= round(backdrop.DRIFT_S * 60) - 2  # it drifted, frame by frame
        resting = app.frames_drawn
        app.run_frames(120)
        assert app.frames_drawn == resting > before  # at rest: not one frame more
    finally:
        pygame.display.quit()


def test_at_instant_speed_the_backdrop_never_moves():
    app = _app(0.0)
    try:
        app.nav.show_title()
        app.nav.open_settings()
        scene = app.stack.top
        app.run_frames(3)
        specks = [(s.x, s.y) for s in scene.backdrop.specks]
        app.run_frames(1, [key(pygame.K_F1)])
        assert not scene.animating
        app.run_frames(30)
        assert [(s.x, s.y) for s in scene.backdrop.specks] == specks
    finally:
        pygame.display.quit()


def test_specks_drift_upwards_and_come_back_from_below():
    app = _app(1.0)
    try:
        drift = backdrop.Backdrop(app, seed=3)
        drift.drawn = True
        drift.wake()
        start = [s.y for s in drift.specks]
        for _ in range(60):
            drift.update(1 / 60)
        moved = [s.y for s in drift.specks]
        assert all(m < s or m > 0.9 for s, m in zip(start, moved, strict=True))
        assert all(-0.02 <= m <= 1.04 for m in moved)
    finally:
        pygame.display.quit()
