"""Key prompts follow the device used last (`finspan.frontend.ui.prompts`): the keyboard's
keys, or the buttons of the controller used last, and back on keyboard or mouse use."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Setup
from finspan.frontend.look.theme import UI, FontRole, Theme
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.prompts import label_with_buttons, pad_buttons, pad_parts


@pytest.fixture
def app() -> App:
    application = make_app(Settings(first_turn_guide=False, animation_speed=0), headless=True)
    yield application
    application.pads.stop()
    pygame.display.quit()


def _pad(button: int = pygame.CONTROLLER_BUTTON_BACK) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=-1)


def _bottom(app: App) -> bytes:
    """The strip along the bottom edge where a screen's key hint stands."""
    w, h = app.size
    shot = app.render_scene()
    return pygame.image.tobytes(shot.subsurface((0, h - h // 20, w, h // 20)), "RGB")


@pytest.mark.parametrize(
    ("keys", "buttons"),
    [
        ("Up, Down or Tab", ("dpad",)),
        ("Ctrl+Z / Ctrl+Y", ("lb", "rb")),
        ("E or right-click", ("north",)),
        ("Page Up/Down", ("lt", "rt")),
        ("F1 or ?", ("lstick",)),
        ("1 – 9", None),
        ("F11", ("back", "start")), ("Ctrl+S", None),
    ],
)
def test_a_hints_keys_are_read_as_the_buttons_that_send_them(keys, buttons):
    assert pad_buttons(keys) == buttons


def test_a_hint_on_a_pad_leaves_out_what_no_button_does():
    hint = "Up, Down or Tab: choose · Enter: open · 1 - 9: an option"
    assert pad_parts(hint) == [(("dpad",), "choose"), (("south",), "open")]


def test_full_screen_and_sound_are_shown_as_back_with_start_and_with_the_right_stick():
    hint = "F11: full screen · M: sound on/off"
    assert pad_parts(hint) == [(("back", "start"), "full screen"),
                               (("back", "rstick"), "sound on/off")]  # fmt: skip


def test_a_buttons_key_in_brackets_becomes_the_controllers_button():
    keyboard, pad = Theme(), Theme(pad_layout="xbox")
    words = label_with_buttons("Open (Enter)", FontRole.BODY_BOLD, UI["text"], keyboard)
    glyph = label_with_buttons("Open (Enter)", FontRole.BODY_BOLD, UI["text"], pad)
    assert words.get_width() != glyph.get_width()
    delete = label_with_buttons("Delete (Del)", FontRole.BODY_BOLD, UI["text"], pad)
    assert delete.get_width() > pad.text("Delete", FontRole.BODY_BOLD, UI["text"]).get_width()


def test_a_buttons_key_that_no_controller_button_sends_is_left_out_on_a_pad():
    pad = Theme(pad_layout="xbox")
    bare = label_with_buttons("Keep it (N)", FontRole.BODY_BOLD, UI["text"], pad)
    assert bare.get_width() == pad.text("Keep it", FontRole.BODY_BOLD, UI["text"]).get_width()


def test_the_titles_hint_shows_the_controller_after_a_button_and_the_keys_after_a_key(app):
    app.nav.show_title()
    keyboard = _bottom(app)
    app.dispatch(_pad())
    assert app.theme.pad_layout == "generic"  # a controller SDL does not name
    on_pad = _bottom(app)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode=""))
    assert app.theme.pad_layout == ""
    assert on_pad != keyboard and _bottom(app) == keyboard


def test_moving_the_mouse_takes_the_prompts_back_from_the_controller(app):
    app.nav.show_title()
    app.dispatch(_pad())
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 0), buttons=(0, 0, 0)))
    assert app.theme.pad_layout == ""


def test_the_tables_sheet_of_keys_lists_the_controllers_buttons_after_a_button(app):
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), seed=5)
    app.dispatch(_pad(pygame.CONTROLLER_BUTTON_LEFTSTICK))  # F1: the sheet
    sheet = app.stack.top
    assert type(sheet).__name__ == "Help" and sheet.title == "Controller buttons"
    keys = [k for k, _ in sheet.rows]
    assert "Ctrl+Z / Ctrl+Y" in keys and "1 – 9" not in keys and "F11" in keys  # Back + Start
    assert "hover" not in sheet.remark.lower() and "focus" in sheet.remark  # its tips too
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    assert app.stack.top.title == "Keyboard shortcuts"  # type: ignore[union-attr]
    assert "Hover" in app.stack.top.remark  # type: ignore[union-attr]


def test_the_tables_option_list_shows_the_controllers_button_instead_of_numbers(app):
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), seed=5)
    table = app.stack.top
    panel = table.layout.rects["panel"]  # type: ignore[union-attr]

    def options() -> bytes:
        return pygame.image.tobytes(app.render_scene().subsurface(panel), "RGB")

    keyboard = options()
    app.dispatch(_pad())  # Back: the discard pile opens and closes again
    app.dispatch(_pad())
    assert options() != keyboard
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode=""))
    assert options() == keyboard
