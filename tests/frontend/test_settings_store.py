"""Settings: saved as JSON in the config directory, restored field by field, never a crash on a
bad file; the Settings screen applies and saves every change at once."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from finspan.frontend.scenes import settings as settings_scene
from finspan.frontend.scenes.settings import SettingsScene, window_options
from finspan.frontend.shell.settings import Settings
from finspan.frontend.shell.settings_store import (
    load_settings,
    save_settings,
    settings_from_dict,
    settings_path,
)

from .helpers import click, key


def _write(text: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


CHANGED = Settings(
    window_size=(1600, 900), fullscreen=True, ui_scale=1.25, colour_blind=True,
    animation_speed=0.5, confirm_end_turn=True, all_players_default="skip",
)  # fmt: skip


def test_settings_round_trip_through_the_file():
    path = save_settings(CHANGED)
    assert path == Path(os.environ["FINSPAN_CONFIG_DIR"]) / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["window_size"] == [1600, 900]
    assert load_settings() == (CHANGED, None)


def test_the_config_dir_follows_xdg_when_no_override_is_set(monkeypatch):
    monkeypatch.delenv("FINSPAN_CONFIG_DIR")
    assert settings_path().is_relative_to(os.environ["XDG_CONFIG_HOME"])


def test_no_file_gives_the_defaults_without_a_message():
    assert load_settings() == (Settings(), None)


def test_a_file_that_is_not_json_gives_the_defaults_with_a_message():
    _write('{"ui_scale": 1.5, "fullsc')  # cut off mid-write
    settings, message = load_settings()
    assert settings == Settings()
    assert message and "damaged" in message and "defaults" in message


@pytest.mark.parametrize("text", ["[1, 2]", '"settings"', "null", "42"])
def test_json_that_is_not_a_record_gives_the_defaults_with_a_message(text):
    _write(text)
    settings, message = load_settings()
    assert settings == Settings() and message


def test_wrong_types_fall_back_field_by_field_with_a_message():
    _write(json.dumps({
        "version": 1, "ui_scale": 3, "fullscreen": "yes", "colour_blind": True,
        "window_size": [1600], "animation_speed": 0.5, "confirm_end_turn": 1,
        "all_players_default": "maybe",
    }))  # fmt: skip
    settings, message = load_settings()
    assert settings.colour_blind is True and settings.animation_speed == 0.5  # kept
    assert settings.ui_scale == 1.0 and settings.fullscreen is False  # reset
    assert settings.window_size == Settings().window_size
    assert settings.confirm_end_turn is False and settings.all_players_default == "ask"
    for name in ("interface size", "full screen", "window size", "confirm before ending",
                 "all-players answer"):  # fmt: skip
        assert name in message


def test_unknown_keys_are_ignored_with_a_message_and_the_rest_is_kept():
    _write(json.dumps({"ui_scale": 1.5, "volume": 11, "theme": "dark"}))
    settings, message = load_settings()
    assert settings.ui_scale == 1.5
    assert message and "volume" in message and "theme" in message


def test_missing_fields_of_an_older_file_quietly_take_their_defaults():
    _write(json.dumps({"version": 1, "ui_scale": 1.25}))
    assert load_settings() == (Settings(ui_scale=1.25), None)


def test_odd_numbers_and_sizes_are_refused():
    for data in ({"animation_speed": float("nan")}, {"animation_speed": 7},
                 {"window_size": [100000, 720]}, {"window_size": [True, 720]},
                 {"ui_scale": True}):  # fmt: skip
        settings, problems = settings_from_dict(data)
        assert settings == Settings() and problems


def test_a_file_that_is_not_text_gives_the_defaults():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe\x00garbage")
    settings, message = load_settings()
    assert settings == Settings() and message


def test_saving_is_atomic_and_leaves_no_temporary_files():
    save_settings(CHANGED)
    save_settings(Settings())
    files = sorted(p.name for p in settings_path().parent.iterdir())
    assert files == ["settings.json"]


def test_a_failed_save_raises_oserror_and_keeps_the_old_file(monkeypatch):
    save_settings(CHANGED)
    import finspan.userfiles as userfiles

    def broken_replace(src, dst):
        raise OSError("disk full")

    with monkeypatch.context() as patch, pytest.raises(OSError, match="disk full"):
        patch.setattr(userfiles.os, "replace", broken_replace)
        save_settings(Settings())
    assert load_settings()[0] == CHANGED
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]


def test_settings_refuse_an_unknown_all_players_answer():
    with pytest.raises(ValueError):
        Settings(all_players_default="maybe")


# --- The Settings screen --------------------------------------------------------------------


@pytest.fixture
def scene(app):
    s = SettingsScene(app)
    app.push(s)
    app.run_frames(1)
    return s


def _focus(app, scene, widget) -> None:
    for _ in range(20):
        if scene.focus.focused is widget:
            return
        app.run_frames(1, [key(pygame.K_TAB)])
    raise AssertionError("Tab never reached the widget")


def test_the_ui_scale_applies_at_once_and_is_saved(app, scene):
    _focus(app, scene, scene.ui_scale)
    app.run_frames(1, [key(pygame.K_RIGHT)])
    assert app.settings.ui_scale == 1.25 and app.theme.ui_scale == 1.25
    assert load_settings()[0].ui_scale == 1.25
    assert "Saved" in scene.status


def test_colour_blind_support_switches_the_theme(app, scene):
    app.run_frames(1, click(scene.colour_blind.rect.center))
    assert app.theme.colour_blind and app.settings.colour_blind
    assert load_settings()[0].colour_blind


def test_animation_speed_confirm_and_answer_are_saved(app, scene):
    _focus(app, scene, scene.animation_speed)
    app.run_frames(1, [key(pygame.K_LEFT)])  # normal -> fast
    _focus(app, scene, scene.confirm_end_turn)
    app.run_frames(1, [key(pygame.K_RIGHT)])
    _focus(app, scene, scene.all_players_default)
    app.run_frames(1, [key(pygame.K_RIGHT)])
    saved = load_settings()[0]
    assert saved.animation_speed == 2.0
    assert saved.confirm_end_turn is True
    assert saved.all_players_default == "take"


def test_full_screen_toggles_the_app(app, scene):
    scene.fullscreen.step(1)
    assert app.settings.fullscreen is True
    assert load_settings()[0].fullscreen is True
    scene.fullscreen.step(1)
    assert app.settings.fullscreen is False


def test_window_size_is_stored(app, scene):
    scene.window_size.set_value((1600, 900))
    scene.window_size.on_change((1600, 900))
    assert load_settings()[0].window_size == (1600, 900)


def test_window_options_offer_fitting_presets_and_the_current_size():
    options = window_options((1366, 768), (1920, 1080))
    sizes = [s for s, _ in options]
    assert (1280, 720) in sizes and (1920, 1080) in sizes and (2560, 1440) not in sizes
    assert sizes[-1] == (1366, 768)
    assert (1280, 720) in [s for s, _ in window_options((1280, 720), (800, 600))]


def test_restore_defaults_undoes_everything_live(app, scene):
    app.set_ui_scale(1.5)
    app.set_colour_blind(True)
    app.settings.animation_speed = 0.0
    scene.restore_defaults()
    assert app.settings == Settings(window_size=app.settings.window_size)
    assert app.theme.ui_scale == 1.0 and not app.theme.colour_blind
    assert scene.ui_scale.value == 1.0 and scene.animation_speed.value == 1.0


def test_a_failed_save_is_shown_not_raised(app, scene, monkeypatch):
    def fail(settings):
        raise OSError("read-only file system")

    monkeypatch.setattr(settings_scene, "save_settings", fail)
    scene.confirm_end_turn.step(1)
    assert not scene.status_ok and "read-only" in scene.status


def test_escape_goes_back_and_f11_elsewhere_shows_on_return(app):
    app.push(SettingsScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert len(app.stack) == 1
    app.settings.animation_speed = 0.5
    app.stack.top.resume()
    assert app.stack.top.animation_speed.value == 0.5


def test_the_settings_screen_draws_at_150_percent(app, scene, tmp_path):
    app.set_ui_scale(1.5)
    app.screenshot(tmp_path / "settings.png", (1920, 1080))
    assert (tmp_path / "settings.png").exists()


def test_at_150_percent_the_settings_keep_their_text_size_and_scroll_to_the_focus(app):
    from finspan.frontend.look.theme import FontRole

    app.set_ui_scale(1.5)
    app.nav.show_title()
    app.nav.open_settings()
    scene = app.stack.top
    app.run_frames(1)
    shown = [c for c in scene.rows.values() if c.rect.w]
    assert 0 < len(shown) < len(scene.rows)  # not every row fits at 1280 x 720 and 150 %
    assert all(c.rect.h >= c.height_for(app.theme) for c in shown)
    assert app.theme.font_px(FontRole.SMALL) == round(13 * 1.5)  # labels at the text size
    last = list(scene.rows.values())[-1]  # the last setting
    for _ in range(len(scene.rows) - 1):
        app.run_frames(1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0)])
    assert scene.focus.focused is last and last.rect.w and scene.pager.top > 0
