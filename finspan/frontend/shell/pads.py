"""Game controllers ("pads"): SDL's game-controller layer turned into the keys every screen
already answers, and which device the player used last.

SDL's game-controller layer (``pygame._sdl2.controller``, with SDL's mapping database)
names buttons by position on an Xbox pad whatever the make, so the same code serves Xbox,
PlayStation and Nintendo layouts; positional naming is forced (SDL's
``SDL_GAMECONTROLLER_USE_BUTTON_LABELS=0``) so that South chooses and East goes back on a
Nintendo pad too. Each button is turned into the key a keyboard player presses for the same
thing (`BUTTON_KEYS`): every screen already works by keyboard alone, so it works by pad.
The left stick repeats like a held arrow key (`Pads.update`).

`Pads` owns the opened controllers (hot-plug: a controller connected at any time works at
once) and `last_device`, which the on-screen prompts read to show a pad's buttons or the
keyboard's keys. Posted key events carry ``pad=True`` and the pad's ``layout``.
Imports no scene; knows nothing of any game.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

import pygame

from . import user_events

# Positional names (South = A on every make); must be set before the controller layer starts.
os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")


#: A text field asks for the on-screen keyboard (``field``: the widget): a controller or a
#: finger has no keys. The app hands it to the navigator, which opens the keyboard.
KEYBOARD_WANTED = user_events.KEYBOARD_WANTED


class Device(StrEnum):
    """What the player used last (the prompts follow it)."""

    KEYBOARD = "keyboard"
    MOUSE = "mouse"
    PAD = "pad"


class Layout(StrEnum):
    """The face-button family of a pad, for the prompts' glyphs."""

    XBOX = "xbox"
    PLAYSTATION = "playstation"
    NINTENDO = "nintendo"
    GENERIC = "generic"


#: Words in a controller's name -> its layout (checked in order; SDL names them so).
_LAYOUT_WORDS: tuple[tuple[str, Layout], ...] = (
    ("playstation", Layout.PLAYSTATION), ("ps3", Layout.PLAYSTATION),
    ("ps4", Layout.PLAYSTATION), ("ps5", Layout.PLAYSTATION), ("dualshock", Layout.PLAYSTATION),
    ("dualsense", Layout.PLAYSTATION), ("nintendo", Layout.NINTENDO), ("switch", Layout.NINTENDO),
    ("joy-con", Layout.NINTENDO), ("xbox", Layout.XBOX), ("x-box", Layout.XBOX),
    ("steam deck", Layout.XBOX), ("xinput", Layout.XBOX),
)  # fmt: skip


def layout_of(name: str) -> Layout:
    """The layout of a controller from the name SDL gives it."""
    lowered = name.lower()
    return next((layout for word, layout in _LAYOUT_WORDS if word in lowered), Layout.GENERIC)


@dataclass(frozen=True, slots=True)
class Press:
    """A key press that a pad button stands for: the key and its modifiers."""

    key: int
    mod: int = 0


#: What each button does, as the key a keyboard player presses for it. South chooses, East
#: goes back (Esc), the D-pad moves the focus; then the hint (H), the focused card's page or
#: help (E), undo and redo (Ctrl+Z, Ctrl+Y), the discard pile (D), the key sheet (F1), the
#: focused place's zoom at the tables (Z, the right stick's click), the menu (F10), and the
#: triggers page through lists and the log. Sound on/off (M) is Back + the right stick.
BUTTON_KEYS: dict[int, Press] = {
    pygame.CONTROLLER_BUTTON_A: Press(pygame.K_RETURN),
    pygame.CONTROLLER_BUTTON_B: Press(pygame.K_ESCAPE),
    pygame.CONTROLLER_BUTTON_X: Press(pygame.K_h),
    pygame.CONTROLLER_BUTTON_Y: Press(pygame.K_e),
    pygame.CONTROLLER_BUTTON_DPAD_UP: Press(pygame.K_UP),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Press(pygame.K_DOWN),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Press(pygame.K_LEFT),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Press(pygame.K_RIGHT),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Press(pygame.K_z, pygame.KMOD_LCTRL),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Press(pygame.K_y, pygame.KMOD_LCTRL),
    pygame.CONTROLLER_BUTTON_BACK: Press(pygame.K_d),
    pygame.CONTROLLER_BUTTON_LEFTSTICK: Press(pygame.K_F1),
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: Press(pygame.K_z),
    pygame.CONTROLLER_BUTTON_START: Press(pygame.K_F10),
}
#: Buttons pressed while Back is held: Back + Start switches full screen (F11), Back + the
#: right stick's click turns the sound off or on (M). Back alone sends its key when it is
#: let go, so that a chord does not also open the discard pile.
BACK_CHORDS: dict[int, Press] = {
    pygame.CONTROLLER_BUTTON_START: Press(pygame.K_F11),
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: Press(pygame.K_m),
}
#: The triggers, pressed past half way, page up and down.
TRIGGER_KEYS: dict[int, Press] = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: Press(pygame.K_PAGEUP),
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: Press(pygame.K_PAGEDOWN),
}
#: The left stick past this share of its travel counts as a push (SDL gives -1..1 here).
STICK_DEADZONE = 0.5
TRIGGER_PRESSED = 0.5
#: A stick held in one direction repeats like a held arrow key: first after this long...
REPEAT_DELAY = 0.4
#: ...then every this long (seconds).
REPEAT_EVERY = 0.12


def _axis_value(event: pygame.event.Event) -> float:
    """An axis event's value in -1..1 (SDL gives -32768..32767; pygame-ce may scale it)."""
    value = float(getattr(event, "value", 0))
    return max(-1.0, min(1.0, value / 32767 if abs(value) > 1.0 else value))


class Pads:
    """The connected controllers and the device used last.

    `handle` takes an SDL event and returns the key events it stands for (none for most);
    `update(dt)` returns a held stick's repeats. ``on_lost`` is called with a controller's
    name when the one in use is disconnected (the app pauses the game with a message).
    """

    def __init__(self, on_lost: Callable[[str], None] | None = None) -> None:
        self.on_lost = on_lost
        self.last_device = Device.MOUSE
        #: The layout of the pad used last (the prompts draw its buttons).
        self.layout = Layout.XBOX
        self._pads: dict[int, object] = {}  # instance id -> pygame Controller
        self._names: dict[int, str] = {}
        self._in_use: int | None = None
        self._stick: tuple[int, int] = (0, 0)  # the left stick's direction, -1/0/1 each
        self._stick_pad: int | None = None
        self._held = 0.0
        self._triggers: dict[tuple[int, int], bool] = {}
        self._back: dict[int, bool] = {}  # a pad holding Back -> whether a chord was played
        self._started = False

    # controllers ------------------------------------------------------------------------------
    def start(self) -> None:
        """Start SDL's controller layer (once) and open the controllers already connected
        (SDL announces them as CONTROLLERDEVICEADDED only to the first who starts it).
        No controller support: nothing happens."""
        if self._started:
            return
        self._started = True
        try:
            from pygame._sdl2 import controller

            controller.init()
            for index in range(controller.get_count()):
                if controller.is_controller(index):
                    self._add(index)
        except (ImportError, pygame.error):
            pass

    @property
    def started(self) -> bool:
        """Whether SDL's controller layer has been started (`start`)."""
        return self._started

    def stop(self) -> None:
        """Close every opened controller (before SDL's video or controller layer is shut
        down: a controller closed after it would close what SDL no longer holds)."""
        for pad in self._pads.values():
            quit_pad = getattr(pad, "quit", None)
            if quit_pad is not None:
                quit_pad()
        self._pads.clear()
        self._names.clear()
        self._in_use = self._stick_pad = None
        self._stick = (0, 0)
        self._back.clear()

    @property
    def connected(self) -> dict[int, str]:
        """The connected controllers: instance id -> name."""
        return dict(self._names)

    def _add(self, device_index: int) -> None:
        try:
            from pygame._sdl2 import controller

            pad = controller.Controller(device_index)
        except (ImportError, pygame.error):
            return
        instance = pad.as_joystick().get_instance_id()
        if instance in self._pads:
            return  # announced twice (opened at start, then SDL's event)
        self._pads[instance] = pad
        self._names[instance] = pad.name or "Controller"

    def _remove(self, instance: int) -> None:
        self._pads.pop(instance, None)
        name = self._names.pop(instance, "The controller")
        self._back.pop(instance, None)
        if instance == self._stick_pad:
            self._stick, self._stick_pad = (0, 0), None
        if instance == self._in_use:
            self._in_use = None
            if self.last_device is Device.PAD and self.on_lost is not None:
                self.on_lost(name)

    # events -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The key events ``event`` stands for, in order; notes the device used."""
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            self._add(getattr(event, "device_index", getattr(event, "which", 0)))
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self._remove(getattr(event, "instance_id", getattr(event, "which", -1)))
            return []
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._button(event)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(event)
        moved = kind == pygame.MOUSEMOTION and getattr(event, "rel", (1, 1)) != (0, 0)
        if kind in (pygame.KEYDOWN, pygame.TEXTINPUT) and not getattr(event, "pad", False):
            self.last_device = Device.KEYBOARD
        elif moved or kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN):
            self.last_device = Device.MOUSE
        return []

    def _button(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        button, instance = getattr(event, "button", -1), getattr(event, "instance_id", -1)
        back = pygame.CONTROLLER_BUTTON_BACK
        if event.type == pygame.CONTROLLERBUTTONUP:
            if button != back or instance not in self._back:
                return []
            chorded = self._back.pop(instance)
            return [] if chorded else [self._key(BUTTON_KEYS[back])]
        self._used(event)
        if button == back:
            self._back[instance] = False  # its key goes when it is let go, if alone
            return []
        if instance in self._back and button in BACK_CHORDS:
            self._back[instance] = True
            return [self._key(BACK_CHORDS[button])]
        press = BUTTON_KEYS.get(button)
        return [self._key(press)] if press is not None else []

    def _used(self, event: pygame.event.Event) -> None:
        instance = getattr(event, "instance_id", None)
        self.last_device = Device.PAD
        if instance is not None:
            self._in_use = instance
            self.layout = layout_of(self._names.get(instance, ""))

    def _key(self, press: Press) -> pygame.event.Event:
        return pygame.event.Event(
            pygame.KEYDOWN, key=press.key, mod=press.mod, unicode="", scancode=0,
            pad=True, layout=str(self.layout),
        )  # fmt: skip

    def _axis(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        axis, value = getattr(event, "axis", -1), _axis_value(event)
        instance = getattr(event, "instance_id", -1)
        trigger = TRIGGER_KEYS.get(axis)
        if trigger is not None:
            pressed = value >= TRIGGER_PRESSED
            was = self._triggers.get((instance, axis), False)
            self._triggers[(instance, axis)] = pressed
            if pressed and not was:
                self._used(event)
                return [self._key(trigger)]
            return []
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        push = 0 if abs(value) < STICK_DEADZONE else (1 if value > 0 else -1)
        x, y = self._stick
        new = (push, y) if axis == pygame.CONTROLLER_AXIS_LEFTX else (x, push)
        if new == self._stick:
            return []
        self._stick, self._stick_pad, self._held = new, instance, 0.0
        if new == (0, 0):
            return []
        self._used(event)
        return [self._key(p) for p in _stick_presses(new)]

    def update(self, dt: float) -> list[pygame.event.Event]:
        """The repeats of a stick held in one direction over ``dt`` seconds."""
        if self._stick == (0, 0):
            return []
        before, self._held = self._held, self._held + dt
        if self._held < REPEAT_DELAY:
            return []
        repeats = int((self._held - REPEAT_DELAY) / REPEAT_EVERY) + 1
        done = 0 if before < REPEAT_DELAY else int((before - REPEAT_DELAY) / REPEAT_EVERY) + 1
        return [self._key(p) for _ in range(repeats - done) for p in _stick_presses(self._stick)]

    @property
    def animating(self) -> bool:
        """True while a stick is held (the loop keeps ticking so that it repeats)."""
        return self._stick != (0, 0)


def _stick_presses(direction: tuple[int, int]) -> list[Press]:
    """The arrow keys a stick direction stands for (vertical first, as lists move most)."""
    x, y = direction
    out = []
    if y:
        out.append(Press(pygame.K_DOWN if y > 0 else pygame.K_UP))
    if x:
        out.append(Press(pygame.K_RIGHT if x > 0 else pygame.K_LEFT))
    return out
