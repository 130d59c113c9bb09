"""Game controllers become the keys every screen answers (`finspan.frontend.shell.pads`):
through SDL's real game-controller layer, on a virtual controller attached inside SDL."""

from __future__ import annotations

import pygame
import pytest

from finspan.frontend.shell.pads import (
    REPEAT_DELAY,
    REPEAT_EVERY,
    Device,
    Layout,
    Pads,
    layout_of,
)

from .vpad import VirtualPad

needs_vpad = pytest.mark.skipif(
    not VirtualPad.available(), reason="no bundled SDL library to attach a virtual controller"
)


@pytest.fixture
def pads():
    pygame.display.init()
    lost: list[str] = []
    p = Pads(on_lost=lost.append)
    p.lost = lost  # type: ignore[attr-defined]
    p.start()
    pygame.event.get()
    yield p
    pygame.event.get()


def _keys(pads: Pads) -> list[str]:
    out = []
    for event in pygame.event.get():
        out += [pygame.key.name(k.key) for k in pads.handle(event)]
    return out


@needs_vpad
def test_a_controller_connected_at_any_time_is_opened_and_named(pads):
    pad = VirtualPad()
    try:
        _keys(pads)
        assert list(pads.connected.values()) == ["Virtual Controller"]
    finally:
        pad.detach()
        _keys(pads)
    assert pads.connected == {}


@needs_vpad
@pytest.mark.parametrize(
    ("button", "key"),
    [
        (pygame.CONTROLLER_BUTTON_A, "return"),
        (pygame.CONTROLLER_BUTTON_B, "escape"),
        (pygame.CONTROLLER_BUTTON_X, "h"),
        (pygame.CONTROLLER_BUTTON_Y, "e"),
        (pygame.CONTROLLER_BUTTON_DPAD_UP, "up"),
        (pygame.CONTROLLER_BUTTON_DPAD_LEFT, "left"),
        (pygame.CONTROLLER_BUTTON_BACK, "d"),
        (pygame.CONTROLLER_BUTTON_START, "f10"),
    ],
)
def test_each_button_stands_for_the_key_a_keyboard_player_presses(pads, button, key):
    pad = VirtualPad()
    try:
        _keys(pads)
        pad.press(button)
        assert _keys(pads) == [key]
        assert pads.last_device is Device.PAD
    finally:
        pad.detach()


@needs_vpad
def test_the_shoulders_undo_and_redo_with_ctrl(pads):
    pad = VirtualPad()
    try:
        _keys(pads)
        pad.press(pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
        (event,) = [k for e in pygame.event.get() for k in pads.handle(e)]
        assert event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and event.pad
    finally:
        pad.detach()


@needs_vpad
def test_a_held_stick_moves_once_then_repeats_like_a_held_arrow_key(pads):
    pad = VirtualPad()
    try:
        _keys(pads)
        pad.axis(pygame.CONTROLLER_AXIS_LEFTY, 30000)
        assert _keys(pads) == ["down"]
        assert pads.update(REPEAT_DELAY - 0.01) == []
        repeats = pads.update(0.01 + 2 * REPEAT_EVERY + 0.001)
        assert [pygame.key.name(e.key) for e in repeats] == ["down"] * 3
        pad.axis(pygame.CONTROLLER_AXIS_LEFTY, 1000)  # back inside the dead zone
        assert _keys(pads) == [] and pads.update(1.0) == []
    finally:
        pad.detach()


@needs_vpad
def test_a_trigger_pages_once_per_press(pads):
    pad = VirtualPad()
    try:
        _keys(pads)
        pad.axis(pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32000)
        pad.axis(pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 31000)
        assert _keys(pads) == ["page down"]
    finally:
        pad.detach()


@needs_vpad
def test_unplugging_the_controller_in_use_tells_the_app(pads):
    pad = VirtualPad()
    _keys(pads)
    pad.press(pygame.CONTROLLER_BUTTON_A)
    _keys(pads)
    pad.detach()
    _keys(pads)
    assert pads.lost == ["Virtual Controller"]


def test_the_keyboard_or_mouse_used_after_a_pad_takes_the_prompts_back(pads):
    pads.last_device = Device.PAD
    pads.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert pads.last_device is Device.KEYBOARD
    pads.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(3, 4)))
    assert pads.last_device is Device.MOUSE
    pads.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, pad=True))
    assert pads.last_device is Device.MOUSE  # a pad's own key events do not count


@pytest.mark.parametrize(
    ("name", "layout"),
    [
        ("Xbox Series X Controller", Layout.XBOX),
        ("PS5 Controller", Layout.PLAYSTATION),
        ("Sony DualShock 4", Layout.PLAYSTATION),
        ("Nintendo Switch Pro Controller", Layout.NINTENDO),
        ("Steam Deck", Layout.XBOX),
        ("8BitDo SN30", Layout.GENERIC),
    ],
)
def test_a_controllers_layout_is_read_from_its_name(name, layout):
    assert layout_of(name) is layout
