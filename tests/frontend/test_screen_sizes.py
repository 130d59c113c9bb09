"""A handheld's small screen and a TV's large one: the first launch on a 1280x800 screen takes
it whole with large text; the TV text size (175 %) is offered in Settings, kept in the
settings file, and used in a window of 1920x1080 or more (150 % in a smaller one)."""

from __future__ import annotations

import pygame

from finspan.app import make_app
from finspan.frontend.look.theme import TV_SCALE, text_scale
from finspan.frontend.shell.app import fit_first_launch
from finspan.frontend.shell.settings import Settings
from finspan.frontend.shell.settings_store import settings_from_dict, settings_to_dict


def test_a_first_launch_on_a_steam_decks_screen_is_full_screen_with_text_at_150_percent():
    settings = Settings()
    fit_first_launch(settings, (1280, 800))
    assert settings.fullscreen is True
    assert settings.ui_scale == 1.5


def test_a_first_launch_on_a_desktop_opens_a_window_with_text_at_100_percent():
    settings = Settings()
    fit_first_launch(settings, (1920, 1080))
    assert settings.fullscreen is False
    assert settings.ui_scale == 1.0
    assert settings.window_size == (1728, 972)


def test_the_tv_text_size_is_used_from_1920x1080_and_150_percent_below():
    assert text_scale(TV_SCALE, (1920, 1080)) == TV_SCALE
    assert text_scale(TV_SCALE, (2560, 1440)) == TV_SCALE
    assert text_scale(TV_SCALE, (1280, 800)) == 1.5
    assert text_scale(TV_SCALE, (1600, 900)) == 1.5
    assert text_scale(1.25, (1280, 720)) == 1.25


def test_the_window_growing_to_1920x1080_turns_the_tv_text_size_on():
    app = make_app(Settings(ui_scale=TV_SCALE), headless=True)
    try:
        assert app.theme.ui_scale == 1.5
        app.set_window_size((1920, 1080))
        assert app.theme.ui_scale == TV_SCALE
        app.set_window_size((1280, 720))
        assert app.theme.ui_scale == 1.5
    finally:
        pygame.display.quit()


def test_settings_offers_the_tv_text_size_and_choosing_it_keeps_it(app):
    app.nav.show_title()
    app.nav.open_settings()
    sizes = app.stack.top.ui_scale
    assert (TV_SCALE, "175% (TV)") in sizes.options
    sizes.set_value(1.5)
    sizes.step(1)
    assert app.settings.ui_scale == TV_SCALE


def test_the_tv_text_size_is_kept_in_the_settings_file():
    settings, problems = settings_from_dict(settings_to_dict(Settings(ui_scale=TV_SCALE)))
    assert problems == []
    assert settings.ui_scale == TV_SCALE


def test_the_app_on_its_first_launch_on_a_1280x800_desktop_opens_full_screen_at_150(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    app = make_app(Settings(), fit_desktop=True, sound=False)  # a window (the dummy driver)
    try:
        assert app.settings.fullscreen is True
        assert app.theme.ui_scale == 1.5
    finally:
        pygame.display.quit()
