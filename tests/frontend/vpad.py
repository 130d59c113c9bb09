"""A virtual game controller inside SDL (SDL_JoystickAttachVirtual, through ctypes on the SDL
library that pygame-ce bundles): real CONTROLLER* events through SDL's game-controller layer,
on a machine with no controller. `VirtualPad.available()` says whether this SDL allows it.

SDL drops controller events while no window of the program has the input focus (a hidden
test window never has it); a virtual pad lets them through (SDL's
SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS hint), as a focused window would."""

from __future__ import annotations

import ctypes
import glob
import os
from collections.abc import Callable

import pygame

_SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
_BUTTONS, _AXES = 15, 6


def _sdl() -> ctypes.CDLL | None:
    here = os.path.dirname(pygame.__file__)
    for pattern in ("../pygame_ce.libs/libSDL2-2*", "../pygame_ce.libs/libSDL2*.so*"):
        found = sorted(glob.glob(os.path.join(here, pattern)))
        if found:
            lib = ctypes.CDLL(found[0])
            lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
            lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
            lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
            lib.SDL_JoystickOpen.restype = ctypes.c_void_p
            lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
            handle, index = ctypes.c_void_p, ctypes.c_int
            lib.SDL_JoystickSetVirtualButton.argtypes = [handle, index, ctypes.c_uint8]
            lib.SDL_JoystickSetVirtualAxis.argtypes = [handle, index, ctypes.c_int16]
            lib.SDL_SetHint.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
            return lib
    return None


class VirtualPad:
    """One attached virtual controller; press buttons and move axes on it."""

    def __init__(self) -> None:
        lib = _sdl()
        if lib is None:
            raise RuntimeError("no bundled SDL library to attach a virtual controller to")
        self._lib = lib
        lib.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")
        kind = _SDL_JOYSTICK_TYPE_GAMECONTROLLER
        self.index = lib.SDL_JoystickAttachVirtual(kind, _AXES, _BUTTONS, 0)
        if self.index < 0:
            raise RuntimeError("SDL refused a virtual controller")
        self._js = lib.SDL_JoystickOpen(self.index)

    @staticmethod
    def available() -> bool:
        return _sdl() is not None

    def press(self, button: int) -> None:
        """Press and release ``button`` (SDL's CONTROLLER_BUTTON_* numbering)."""
        for state in (1, 0):
            self._lib.SDL_JoystickSetVirtualButton(self._js, button, state)
            self._lib.SDL_JoystickUpdate()
            pygame.event.pump()

    def hold(self, button: int, down: bool = True) -> None:
        """Press ``button`` and keep it down (``down=False``: let it go)."""
        self._lib.SDL_JoystickSetVirtualButton(self._js, button, int(down))
        self._lib.SDL_JoystickUpdate()
        pygame.event.pump()

    def axis(self, axis: int, value: int) -> None:
        self._lib.SDL_JoystickSetVirtualAxis(self._js, axis, value)
        self._lib.SDL_JoystickUpdate()
        pygame.event.pump()

    def detach(self) -> None:
        self._lib.SDL_JoystickClose(self._js)
        self._lib.SDL_JoystickDetachVirtual(self.index)
        pygame.event.pump()


class LatePad:
    """A virtual controller plugged in once the loop runs (the loop clears the events queued
    before it starts, the controller's arrival among them). ``press`` presses at once;
    ``presses`` and ``hold`` return steps for `LoopDriver.at`."""

    def __init__(self) -> None:
        self.pad: VirtualPad | None = None

    def plug_in(self, _app: object = None) -> None:
        self.pad = VirtualPad()

    def press(self, button: int) -> None:
        assert self.pad is not None
        self.pad.press(button)

    def presses(self, *buttons: int) -> Callable[[object], None]:
        def press(_app: object) -> None:
            for button in buttons:
                self.press(button)

        return press

    def hold(self, button: int, down: bool = True) -> Callable[[object], None]:
        def hold(_app: object) -> None:
            assert self.pad is not None
            self.pad.hold(button, down)

        return hold

    def close(self) -> None:
        """Detach the controller if it was plugged in."""
        if self.pad is not None:
            self.pad.detach()
