"""A touch screen (a Steam Deck's, a tablet's): SDL's finger events turned into the mouse
events every screen already answers.

A tap is a click where the finger was; a finger held still is the mouse resting there (the
hover help shows after the same wait, and letting go then clicks nothing); a finger dragged
up or down scrolls as the mouse wheel does, one notch per ``step`` pixels. Mouse events made
here carry ``touch=True`` (a text field opens the on-screen keyboard on such a tap). SDL's
own mouse events made from touches are turned off (``SDL_TOUCH_MOUSE_EVENTS=0``), so a tap is
never taken twice. Imports no scene; time comes only from `update`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import pygame

# one click per tap: SDL would otherwise also send a mouse click for each finger
os.environ.setdefault("SDL_TOUCH_MOUSE_EVENTS", "0")

#: A finger held this long without moving shows the help and no longer clicks (seconds).
HOLD_S = 0.5
#: A finger that moves farther than this share of the window's height drags (scrolls).
DRAG_SHARE = 0.02

FINGER_EVENTS = frozenset((pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP))


@dataclass
class _Finger:
    start: tuple[int, int]
    at: tuple[int, int]
    held: float = 0.0
    dragging: bool = False
    scrolled: int = 0  # wheel notches already sent for this drag


class Touch:
    """The finger on the screen (one at a time; a second finger is ignored)."""

    def __init__(self) -> None:
        self._finger: _Finger | None = None
        self._id: int | None = None

    @property
    def holding(self) -> bool:
        """True while a finger is down (the loop keeps ticking so that a hold is timed)."""
        return self._finger is not None

    def handle(
        self, event: pygame.event.Event, window: tuple[int, int], step: int
    ) -> list[pygame.event.Event]:
        """The mouse events a finger event stands for, in a ``window`` of that size; ``step``:
        the pixels of drag per wheel notch."""
        finger = getattr(event, "finger_id", 0)
        pos = (round(getattr(event, "x", 0.0) * window[0]),
               round(getattr(event, "y", 0.0) * window[1]))  # fmt: skip
        if event.type == pygame.FINGERDOWN:
            if self._finger is not None:
                return []  # a second finger
            self._finger, self._id = _Finger(pos, pos), finger
            return [_mouse(pygame.MOUSEMOTION, pos, rel=(1, 1), buttons=(0, 0, 0))]
        down = self._finger
        if down is None or finger != self._id:
            return []
        if event.type == pygame.FINGERMOTION:
            down.at = pos
            dy = pos[1] - down.start[1]
            if not down.dragging and max(abs(dy), abs(pos[0] - down.start[0])) > (
                window[1] * DRAG_SHARE
            ):
                down.dragging = True
            if not down.dragging:
                return []
            notches = int(dy / max(1, step)) - down.scrolled
            down.scrolled += notches
            # at the finger's first place: the list under it scrolls (SDL's pointer is not
            # moved by a finger)
            return [_mouse(pygame.MOUSEWHEEL, down.start, x=0, y=notches, flipped=False,
                           precise_x=0.0, precise_y=float(notches))] if notches else []  # fmt: skip
        # FINGERUP
        self._finger = self._id = None
        if down.dragging or down.held >= HOLD_S:
            return []  # a drag, or a hold that showed the help: no click
        return [_mouse(pygame.MOUSEBUTTONDOWN, pos, button=1),
                _mouse(pygame.MOUSEBUTTONUP, pos, button=1)]  # fmt: skip

    def update(self, dt: float) -> None:
        """Time a held finger."""
        if self._finger is not None:
            self._finger.held += dt


def _mouse(kind: int, pos: tuple[int, int] | None, **attrs: object) -> pygame.event.Event:
    where = {} if pos is None else {"pos": pos}
    return pygame.event.Event(kind, {"touch": True, **where, **attrs})
