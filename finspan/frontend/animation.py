"""The animation layer: tweens with named easings and a queue that plays them in order.

Animations never touch the game. Each carries an ``on_finish`` callback (the table uses it
to step its view forward by the engine event the animation shows) and draws itself on top of
the board from its progress. Time comes only from ``update(dt)``; nothing reads a clock. A
speed of 0 means "off": every animation finishes at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

Easing = Callable[[float], float]
#: Draws one frame of an animation at progress 0..1.
Drawer = Callable[[pygame.Surface, float], None]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def pulse(t: float) -> float:
    """0, then 1, then 0: for a highlight that flares and fades."""
    return math.sin(math.pi * t)


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "ease_out_cubic": ease_out_cubic,
    "ease_in_out_cubic": ease_in_out_cubic,
    "ease_out_back": ease_out_back,
    "pulse": pulse,
}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Animation:
    """A timed effect. ``draw_fn(surface, t)`` draws it at eased progress ``t`` in 0..1."""

    duration: float
    draw_fn: Callable[[pygame.Surface, float], None] | None = None
    easing: Easing = ease_in_out_cubic
    on_finish: Callable[[], None] | None = None
    on_start: Callable[[], None] | None = None
    elapsed: float = 0.0
    started: bool = False
    finished: bool = False
    label: str = ""

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return self.easing(min(1.0, self.elapsed / self.duration))

    def start(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()

    def finish(self) -> None:
        """Jump to the end (idempotent)."""
        self.start()
        if not self.finished:
            self.finished = True
            self.elapsed = self.duration
            if self.on_finish:
                self.on_finish()

    def update(self, dt: float) -> float:
        """Advance; returns the time left over after finishing (0 if still running)."""
        self.start()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            left = self.elapsed - self.duration
            self.finish()
            return left
        return 0.0

    def draw(self, surface: pygame.Surface) -> None:
        if self.draw_fn is not None and self.started and not self.finished:
            self.draw_fn(surface, self.progress)


@dataclass
class AnimationQueue:
    """Animations played one after another; ``speed`` scales time (0 = off, 1 = normal)."""

    speed: float = 1.0
    items: list[Animation] = field(default_factory=list)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def add(self, animation: Animation) -> None:
        self.items.append(animation)
        if self.speed <= 0:
            self.skip()

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.skip()
            return
        dt *= self.speed
        while self.items and dt >= 0:
            current = self.items[0]
            dt = current.update(dt)
            if current.finished:
                self.items.pop(0)
                if dt <= 0:
                    break
            else:
                break
        # Start the next one at once so its on_start runs in this frame.
        if self.items:
            self.items[0].start()

    def skip(self) -> None:
        """Finish every animation now, in order (a click or key skips them)."""
        while self.items:
            self.items.pop(0).finish()

    def draw(self, surface: pygame.Surface) -> None:
        if self.items:
            self.items[0].draw(surface)


def fly(surface_of: Callable[[], pygame.Surface], start: pygame.Rect, end: pygame.Rect) -> Drawer:
    """A picture flying from ``start``'s corner to ``end``'s, slowing as it lands."""

    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease_out_cubic(t)
        x, y = lerp_point(start.topleft, end.topleft, e)
        surface.blit(surface_of(), (round(x), round(y)))

    return draw
