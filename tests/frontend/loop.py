"""Drive the real main loop (`App.run`) in virtual time, with input arriving on a schedule.

`LoopDriver` gives the app a clock and a sleep that count virtual seconds instead of real
ones. Scripted input is posted to pygame's event queue when its time comes, and scripted
checks run then. Every time the loop rests (sleeps because nothing changes), the driver
compares the window with a fresh drawing of the scene stack: a frame left stale (an
animation's end, an opponent's turn, a seat change not shown) is recorded in ``stale``.
The run ends with a QUIT event after the last scripted item, or at ``limit`` seconds.
A player that reacts to what is shown (``on_rest``) is called at every rest, after the check.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from finspan.frontend.shell.app import App

Item = pygame.event.Event | Callable[[App], None]


@dataclass
class LoopDriver:
    app: App
    limit: float = 120.0
    now: float = 0.0
    rests: int = 0
    stale: list[str] = field(default_factory=list)
    on_rest: Callable[[App], None] | None = None
    _script: list[tuple[float, Item]] = field(default_factory=list)
    _last_tick: float = 0.0

    def __post_init__(self) -> None:
        self.app.clock = self  # type: ignore[assignment]
        self.app.sleep = self.sleep

    # the script -------------------------------------------------------------------------------
    def at(self, when: float, *items: Item) -> LoopDriver:
        """Post ``items`` (events, or checks called with the app) at ``when`` seconds."""
        self._script += [(when, item) for item in items]
        self._script.sort(key=lambda pair: pair[0])
        return self

    def run(self, quit_after_script: bool = True) -> int:
        """Run the loop; it ends half a second after the last scripted item, or (else) when
        something quits it or at ``limit``."""
        if quit_after_script:
            last = max((t for t, _ in self._script), default=0.0)
            self.at(last + 0.5, pygame.event.Event(pygame.QUIT))
        pygame.event.clear()
        return self.app.run()

    def _post_due(self) -> None:
        while self._script and self._script[0][0] <= self.now:
            _, item = self._script.pop(0)
            if isinstance(item, pygame.event.Event):
                pygame.event.post(item)
            else:
                item(self.app)
        if self.now > self.limit:
            self.stale.append(f"still running at {self.limit} s")
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    # what App.run calls ------------------------------------------------------------------------
    def tick(self, framerate: float = 0, /) -> int:
        if framerate:
            self.now += 1 / framerate
        ms = round((self.now - self._last_tick) * 1000)
        self._last_tick = self.now
        self._post_due()
        return ms

    def sleep(self, seconds: float) -> None:
        self.rests += 1
        self.check_screen()
        if self.on_rest is not None:
            self.on_rest(self.app)
        self.now += seconds
        self._post_due()

    def check_screen(self) -> None:
        """Record it if the window does not show what the scene stack would draw now."""
        if not self.app.stack:
            return
        shown = pygame.image.tobytes(self.app.window, "RGB")
        fresh = pygame.image.tobytes(self.app.render_scene(), "RGB")
        if shown != fresh:
            top = type(self.app.stack.top).__name__
            self.stale.append(f"at {self.now:.2f} s the window was stale ({top} on top)")


def key(k: int, unicode: str = "") -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0)]


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]
