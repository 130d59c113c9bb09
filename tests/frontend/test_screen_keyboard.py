"""The on-screen keyboard through the real main loop (`App.run`, tests/frontend/loop.py): a
virtual controller (tests/frontend/vpad.py) opens it on a text field, types, deletes, accepts
and cancels; the mouse and a finger press its keys too."""

from __future__ import annotations

import pygame
import pytest

from finspan.frontend.shell.app import App
from finspan.frontend.ui.keyboard import ScreenKeyboard

from .loop import LoopDriver, click
from .vpad import LatePad, VirtualPad

pytestmark = pytest.mark.skipif(
    not VirtualPad.available(), reason="no bundled SDL library to attach a virtual controller"
)

A, B, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT
START = pygame.CONTROLLER_BUTTON_START


@pytest.fixture
def app(still_app) -> App:
    return still_app


@pytest.fixture
def pad():
    late = LatePad()
    yield late
    late.close()


def _on_solo_name(app: App) -> None:
    """The New game screen (solo) with the focus on the player's name ("Player")."""
    app.nav.open_setup()
    setup = app.stack.top
    setup.focus.focus(setup.solo_name)


def _pad_on_solo_name(pad: LatePad):
    """A controller plugged in, on the New game screen with the focus on the player's name."""

    def start(app: App) -> None:
        pad.plug_in()
        _on_solo_name(app)

    return start


def _presses(pad: LatePad, *buttons: int):
    def press(_app: App) -> None:
        for button in buttons:
            pad.press(button)

    return press


def _keyboard(app: App) -> ScreenKeyboard:
    top = app.stack.top
    assert isinstance(top, ScreenKeyboard), type(top).__name__
    return top


def test_south_on_a_name_field_opens_the_keyboard_and_start_puts_the_typed_name_in(app, pad):
    seen: dict[str, object] = {}
    # from the "1" key: down 3 rows to "z", right 4 to "b"; up 1 to "a" (nearest above "b"
    # is "g"; so left 4 to "a"); types "B" then "a"
    steps = [_presses(pad, A), _presses(pad, *[X] * len("Player"))]
    steps += [_presses(pad, DOWN, DOWN, DOWN, *[RIGHT] * 4, A)]
    steps += [_presses(pad, UP, *[LEFT] * 4, A, A)]
    steps += [lambda a: seen.update(shown=_keyboard(a).text), _presses(pad, START)]
    driver = LoopDriver(app).at(0.0, _pad_on_solo_name(pad))
    for n, step in enumerate(steps):
        driver.at(0.5 + n * 0.5, step)
    driver.at(0.5 + len(steps) * 0.5, lambda a: seen.update(top=type(a.stack.top).__name__))
    driver.run()
    assert seen["shown"] == "Baa"
    assert seen["top"] == "SetupScene"
    assert app.stack.top.solo_name.text == "Baa"
    assert driver.stale == []


def test_east_closes_the_keyboard_and_leaves_the_field_unchanged(app, pad):
    seen: dict[str, object] = {}
    driver = LoopDriver(app).at(0.0, _pad_on_solo_name(pad))
    driver.at(0.5, _presses(pad, A)).at(1.0, _presses(pad, X, X, RIGHT, A))
    driver.at(1.5, lambda a: seen.update(typed=_keyboard(a).text))
    driver.at(2.0, _presses(pad, B))
    driver.run()
    assert seen["typed"] == "Play2"
    assert type(app.stack.top).__name__ == "SetupScene"
    assert app.stack.top.solo_name.text == "Player"


def test_the_keyboard_types_a_space_and_capitals_from_its_wide_keys(app, pad):
    seen: dict[str, object] = {}
    driver = LoopDriver(app).at(0.0, _pad_on_solo_name(pad))
    # the wide row is the last: up from "1" wraps to it, on "Aa"; then "Space"
    driver.at(0.5, _presses(pad, A)).at(1.0, _presses(pad, UP, A, RIGHT, A))
    driver.at(1.5, _presses(pad, UP, A))  # the letters' row nearest above "Space"
    driver.at(2.0, lambda a: seen.update(typed=_keyboard(a).text, key=_keyboard(a).focused))
    driver.run()
    assert seen["key"].label.isalpha()
    assert seen["typed"] == "Player " + seen["key"].label.upper()


def test_a_click_on_the_keys_types_and_a_click_on_done_accepts(app):
    keys: dict[str, tuple[int, int]] = {}

    def open_keyboard(a: App) -> None:
        _on_solo_name(a)
        a.push(ScreenKeyboard(a, a.stack.top.solo_name))
        board = _keyboard(a)
        keys.update({k.action: k.rect.center for row in board.keys for k in row})

    driver = LoopDriver(app).at(0.0, open_keyboard)
    for n, name in enumerate(("delete", "delete", "s")):
        driver.at(0.5 + n * 0.5, lambda _a, name=name: [pygame.event.post(e)
                                                        for e in click(keys[name])])
    driver.at(2.0, lambda _a: [pygame.event.post(e) for e in click(keys["done"])])
    driver.run()
    assert type(app.stack.top).__name__ == "SetupScene"
    assert app.stack.top.solo_name.text == "Plays"


def test_a_typed_name_is_never_longer_than_the_field_allows(app, pad):
    seen: dict[str, object] = {}
    driver = LoopDriver(app).at(0.0, _pad_on_solo_name(pad))
    driver.at(0.5, _presses(pad, A)).at(1.0, _presses(pad, *[A] * 40))
    driver.at(1.5, lambda a: seen.update(typed=_keyboard(a).text))
    driver.run()
    field = app.stack.scenes[-2].solo_name
    assert len(seen["typed"]) == field.max_length


def test_a_save_name_typed_on_the_keyboard_is_saved_from_the_prompts_button(app, pad):
    from finspan.frontend.ui.dialogs import TextPrompt

    submitted: list[str] = []
    seen: list[str] = []

    def prompt(a: App) -> None:
        a.push(TextPrompt(a, "Save game", "Solo", submitted.append))
        seen.append(a.stack.top.focus.focused.text)  # on Save: the offered name as it is

    driver = LoopDriver(app).at(0.0, pad.plug_in).at(0.3, _presses(pad, DOWN))
    driver.at(0.6, prompt).at(1.0, _presses(pad, UP, A))
    driver.at(1.5, _presses(pad, X, RIGHT, A, START))  # "Sol" + "2"
    driver.at(2.0, _presses(pad, DOWN, A))
    driver.run()
    assert seen == ["Save"]
    assert submitted == ["Sol2"]


def test_the_keyboard_is_titled_with_what_the_field_is_for(app):
    from finspan.frontend.ui.dialogs import TextPrompt

    app.nav.open_setup()
    setup = app.stack.top
    assert ScreenKeyboard(app, setup.seed).title == "Seed"
    assert ScreenKeyboard(app, setup.solo_name).title == "Your name"
    prompt = TextPrompt(app, "Save the game as", "Solo", print)
    assert ScreenKeyboard(app, prompt.field).title == "Save the game as"
