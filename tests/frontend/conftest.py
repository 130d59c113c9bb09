"""Fixtures for frontend tests: a headless App and the default theme restored after each test."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.frontend.look import theme as th
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings


@pytest.fixture(autouse=True)
def _default_theme():
    th.set_theme(th.Theme())
    yield
    th.set_theme(th.Theme())


@pytest.fixture
def app() -> App:
    """A headless App (hidden 1280 x 720 window under the dummy video driver), as for a
    returning player: the guided first turn (a scene above the table) is off unless a test
    about it turns it on."""
    application = make_app(Settings(first_turn_guide=False), headless=True)
    yield application
    pygame.display.quit()


@pytest.fixture
def still_app(tmp_path) -> App:
    """A headless App on its title with animations off and saves in a temporary folder; its
    controllers closed after (for tests that drive a controller or a touch screen)."""
    application = make_app(
        Settings(first_turn_guide=False, animation_speed=0), headless=True,
        save_dir=tmp_path / "saves",
    )  # fmt: skip
    application.nav.show_title()
    yield application
    application.pads.stop()
    pygame.display.quit()
