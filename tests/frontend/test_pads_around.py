"""Around the tables by controller alone, through the real main loop (tests/frontend/loop.py)
with a virtual controller (tests/frontend/vpad.py): deleting a save in Load, full screen and
sound on/off from the pad."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import Setup, play_game
from finspan.frontend.shell.app import App

from .loop import LoopDriver
from .vpad import LatePad, VirtualPad

pytestmark = pytest.mark.skipif(
    not VirtualPad.available(), reason="no bundled SDL library to attach a virtual controller"
)

A, B, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X
BACK, START = pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START
RIGHT_STICK = pygame.CONTROLLER_BUTTON_RIGHTSTICK


@pytest.fixture
def app(still_app) -> App:
    return still_app


@pytest.fixture
def pad():
    late = LatePad()
    yield late
    late.close()


def _top(app: App) -> str:
    return type(app.stack.top).__name__


def test_west_in_load_asks_and_south_on_its_first_button_deletes_the_save(app, pad):
    app.saves.store().save_named(play_game(Setup.solo_game(2), 4), "Done")
    seen: list[str] = []
    driver = LoopDriver(app).at(0.0, pad.plug_in, lambda a: a.nav.open_load())
    driver.at(0.5, pad.presses(X)).at(1.0, lambda a: seen.append(_top(a)))
    driver.at(1.5, pad.presses(A)).at(2.0, lambda a: seen.append(_top(a)))
    assert driver.run() == 0
    assert seen == ["Confirm", "LoadScene"]
    assert [e.name for e in app.saves.store().list_saves()] == []


def test_east_in_the_delete_question_keeps_the_save(app, pad):
    app.saves.store().save_named(play_game(Setup.solo_game(2), 4), "Done")
    driver = LoopDriver(app).at(0.0, pad.plug_in, lambda a: a.nav.open_load())
    driver.at(0.5, pad.presses(X)).at(1.0, pad.presses(B))
    assert driver.run() == 0
    assert _top(app) == "LoadScene"
    assert [e.name for e in app.saves.store().list_saves()] == ["Done"]


def test_back_held_with_the_right_sticks_click_switches_the_sound_off_and_on(app, pad):
    seen: list[bool] = []
    driver = LoopDriver(app).at(0.0, pad.plug_in)
    driver.at(0.5, lambda a: seen.append(a.settings.muted))
    driver.at(0.9, pad.hold(BACK))
    driver.at(1.0, pad.presses(RIGHT_STICK), lambda a: seen.append(a.settings.muted))
    driver.at(1.2, pad.hold(BACK, False)).at(1.5, lambda a: seen.append(a.settings.muted))
    driver.at(1.9, pad.hold(BACK)).at(2.0, pad.presses(RIGHT_STICK))
    driver.at(2.2, pad.hold(BACK, False)).at(2.5, lambda a: seen.append(a.settings.muted))
    assert driver.run() == 0
    assert seen == [False, False, True, False]


def test_back_held_with_start_switches_full_screen_and_opens_neither_menu_nor_pile(app, pad):
    seen: list[object] = []
    driver = LoopDriver(app).at(0.0, pad.plug_in)
    driver.at(0.5, pad.hold(BACK)).at(0.6, pad.presses(START)).at(0.7, pad.hold(BACK, False))
    driver.at(1.0, lambda a: seen.extend([a.settings.fullscreen, _top(a)]))
    driver.at(1.5, pad.hold(BACK)).at(1.6, pad.presses(START)).at(1.7, pad.hold(BACK, False))
    driver.at(2.0, lambda a: seen.extend([a.settings.fullscreen, _top(a)]))
    assert driver.run() == 0
    assert seen == [True, "TitleScene", False, "TitleScene"]
