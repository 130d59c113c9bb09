"""Monkey soak: random input through the real main loop while games play themselves.

    python benchmarks/soak.py [--minutes 5] [--seed 1]

Runs the game's real `App.run` loop (headless, SDL's dummy drivers) in virtual time: the
`Monkey` is the loop's clock and sleep, and whenever its next moment comes it posts input.
Most moments it plays the table by the autoplay driver's synthetic clicks (so games advance
and finish, and a new one starts at the final scores); the others are random clicks with any
mouse button, mouse moves and wheel turns, random keys (digits, arrows, Tab, Enter, Esc,
Space, letters, F1, F11, Ctrl+Z/Y, typed text), window resizes (320x240 to 2560x1440) and
menu actions through the navigator (title, setup, load, encyclopedia, rules, settings,
statistics, continue, a new game of random size). Saves, settings and logs go to a temporary
folder.

Prints, at the end: inputs tried by kind, frames, games finished, crashes (each with its
traceback; after one the stack is replaced by the title and the soak goes on), hangs (a
frame taking longer than `HANG_S` seconds of real time; a frame stuck for `STUCK_S` ends the
process with every thread's stack) and quits (a random click on Quit ends the loop; it is
started again). Exits 1 if there was any crash or hang. ``tests/frontend/test_soak.py`` runs
a short seeded soak of the same `Monkey` in the test suite.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

#: A frame (or an idle look for input) slower than this in real time counts as a hang.
HANG_S = 5.0
#: A frame stuck this long ends the process with a dump of every thread (the script only).
STUCK_S = 120.0
#: Mean input moments per virtual second.
RATE = 12.0
#: Share of moments at the table given to the autoplay driver when it has a choice to make.
PLAY_SHARE = 0.85
#: Share of the other moments at the table with no input at all (animations, Nautoma).
QUIET_AT_TABLE = 0.7

KEYS = (
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "s", "d", "e", "a", "z", "y", "q",
    "up", "down", "left", "right", "tab", "return", "escape", "space", "backspace",
    "page up", "page down", "home", "end", "f1", "f11", "?",
)  # fmt: skip
SIZES = ((320, 240), (800, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440),
         (1024, 1366), (3000, 800))  # fmt: skip
MENU = ("show_title", "open_setup", "open_load", "open_encyclopedia", "open_rules",
        "open_settings", "open_stats", "continue_game", "start_game")  # fmt: skip
#: Menu actions over a game in play: screens that open on top of the table (Esc goes back).
OVERLAYS = ("open_load", "open_encyclopedia", "open_rules", "open_settings", "open_stats")


@dataclass
class Report:
    inputs: Counter[str] = field(default_factory=Counter)
    screens: Counter[str] = field(default_factory=Counter)  # input moments by top scene
    frames: int = 0
    games_started: int = 0
    games_finished: int = 0
    decisions: int = 0  # options the autoplay driver chose
    quits: int = 0
    crashes: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    slowest_frame_s: float = 0.0  # the longest real time between two looks at the clock
    slowest_on: str = ""  # the top scene then
    virtual_s: float = 0.0
    real_s: float = 0.0

    def lines(self) -> list[str]:
        total = sum(self.inputs.values())
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.inputs.items()))
        out = [
            f"inputs tried: {total} ({kinds})",
            "moments by screen: " + ", ".join(f"{k} {n}" for k, n in self.screens.most_common()),
            f"frames: {self.frames}; virtual time {self.virtual_s:.0f} s; real time "
            f"{self.real_s:.1f} s; longest between two looks at the clock (a frame, or idle "
            f"work) {self.slowest_frame_s * 1000:.0f} ms ({self.slowest_on})",
            f"games: {self.games_started} started, {self.games_finished} finished, "
            f"{self.decisions} decisions chosen by the autoplay driver; "
            f"quits (a click on Quit): {self.quits}",
            f"crashes: {len(self.crashes)}",
            f"hangs (> {HANG_S:.0f} s): {len(self.hangs)}",
        ]
        out += [f"--- crash {i + 1}\n{c}" for i, c in enumerate(self.crashes)]
        out += [f"--- hang {i + 1}: {h}" for i, h in enumerate(self.hangs)]
        return out


class Monkey:
    """The loop's clock and sleep (virtual time), posting input when its moments come."""

    def __init__(
        self, app, seed: int, *, inputs: int, real_seconds: float | None = None,
        watchdog: bool = False,
    ) -> None:  # fmt: skip
        from finspan.frontend.finspan.autoplay import Driver

        self.app = app
        self.rng = random.Random(seed)
        self.seed = seed
        self.budget = inputs
        self.deadline = None if real_seconds is None else time.perf_counter() + real_seconds
        self.report = Report()
        self.driver = Driver(seed)
        self.now = 0.0
        self.next_moment = 0.0
        self.frame = 0
        self._last_tick = 0.0
        self._last_real = time.perf_counter()
        self._done = False
        self.watchdog = watchdog
        app.clock = self
        app.sleep = self.sleep

    # what App.run calls ------------------------------------------------------------------
    def tick(self, framerate: float = 0, /) -> int:
        if framerate:
            self.now += 1 / framerate
        self.frame += 1
        self.report.frames += 1
        ms = round((self.now - self._last_tick) * 1000)
        self._last_tick = self.now
        self._moment()
        return ms

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.frame += 1  # the autoplay driver counts its patience in looks, drawn or idle
        self._moment()

    # input -------------------------------------------------------------------------------
    def _moment(self) -> None:
        real = time.perf_counter()
        spent, self._last_real = real - self._last_real, real
        if self.watchdog:  # re-armed at every look: only a frame stuck this long trips it
            import faulthandler

            faulthandler.dump_traceback_later(STUCK_S, exit=True)
        if spent > self.report.slowest_frame_s:
            self.report.slowest_frame_s = spent
            self.report.slowest_on = f"{self._top()} at {self.app.window.get_size()}"
        if spent > HANG_S:
            self.report.hangs.append(f"{spent:.1f} s with {self._top()} on top")
        self._watch_games()
        if self._done or self.now < self.next_moment:
            return
        self.next_moment = self.now + self.rng.expovariate(RATE)
        out_of_time = self.deadline is not None and real > self.deadline
        if sum(self.report.inputs.values()) >= self.budget or out_of_time:
            self._done = True
            self.post([self._event("QUIT")])
            return
        self.act()

    def _top(self) -> str:
        return type(self.app.stack.top).__name__ if self.app.stack else "nothing"

    def _watch_games(self) -> None:
        top = self._top()
        if top == "FinalScene" and getattr(self, "_finished_seen", None) is not self.app.stack.top:
            self._finished_seen = self.app.stack.top
            self.report.games_finished += 1

    def post(self, events) -> None:
        import pygame

        for event in events:
            pygame.event.post(event)

    @staticmethod
    def _event(kind: str, **attrs):
        import pygame

        return pygame.event.Event(getattr(pygame, kind), **attrs)

    def act(self) -> None:
        """One input moment: the autoplay driver at the table (and Esc back to it from the
        screens opened over it), or something random. A game in play is left for the title
        or a new game only rarely, so games also get finished."""
        top = self._top()
        self.report.screens[top] += 1
        in_game = any(type(s).__name__ == "TableScene" for s in self.app.stack.scenes)
        roll = self.rng.random()
        if top in ("TableScene", "GuideScene", "WeekEndScene"):
            events = self.driver.events_for(self.app, self.frame)
            if events and roll < PLAY_SHARE:
                self.report.inputs["autoplay"] += 1
                self.post(events)
                return
            if self.rng.random() < QUIET_AT_TABLE:
                return  # the game goes on by itself for a moment
        at_table = ("TableScene", "GuideScene", "WeekEndScene", "FinalScene")
        if in_game and top not in at_table and roll < 0.3:
            self.key("escape")
            return
        if top in ("FinalScene", "TitleScene") and roll < 0.5:
            self.menu("start_game")
            return
        roll = self.rng.random()
        if roll < 0.35:
            self.click()
        elif roll < 0.65:
            self.key()
        elif roll < 0.78:
            self.motion()
        elif roll < 0.84:
            self.resize()
        elif in_game and roll < 0.98:
            self.menu(self.rng.choice(OVERLAYS))
        else:
            self.menu(self.rng.choice(MENU))

    def click(self) -> None:
        w, h = self.app.window.get_size()
        pos = (self.rng.randrange(w), self.rng.randrange(h))
        button = self.rng.choice((1, 1, 1, 1, 2, 3))
        self.report.inputs["click"] += 1
        self.post([
            self._event("MOUSEMOTION", pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            self._event("MOUSEBUTTONDOWN", pos=pos, button=button),
            self._event("MOUSEBUTTONUP", pos=pos, button=button),
        ])  # fmt: skip

    def motion(self) -> None:
        w, h = self.app.window.get_size()
        pos = (self.rng.randrange(w), self.rng.randrange(h))
        if self.rng.random() < 0.3:
            self.report.inputs["wheel"] += 1
            self.post([self._event("MOUSEWHEEL", x=0, y=self.rng.choice((-3, -1, 1, 3)),
                                   precise_x=0.0, precise_y=0.0, flipped=False)])  # fmt: skip
            return
        self.report.inputs["move"] += 1
        self.post([self._event("MOUSEMOTION", pos=pos, rel=(1, 1), buttons=(0, 0, 0))])

    def key(self, name: str | None = None) -> None:
        import pygame

        name = name or self.rng.choice(KEYS)
        code = pygame.key.key_code(name)
        mod = pygame.KMOD_CTRL if name in ("z", "y") and self.rng.random() < 0.5 else 0
        if self.rng.random() < 0.1:
            mod |= pygame.KMOD_SHIFT
        text = name if len(name) == 1 else ""
        self.report.inputs["key"] += 1
        events = [
            self._event("KEYDOWN", key=code, mod=mod, unicode=text, scancode=0),
            self._event("KEYUP", key=code, mod=mod, unicode=text, scancode=0),
        ]
        if text and not mod & pygame.KMOD_CTRL:
            events.insert(1, self._event("TEXTINPUT", text=text))
        self.post(events)

    def resize(self) -> None:
        size = self.rng.choice(SIZES)
        self.report.inputs["resize"] += 1
        self.app.set_window_size(size)
        self.post([self._event("WINDOWSIZECHANGED", x=size[0], y=size[1])])

    def menu(self, action: str) -> None:
        from finspan.engine import Setup

        self.report.inputs[f"menu {action}"] += 1
        nav = self.app.nav
        if action == "start_game":
            if self.rng.random() < 0.4:
                setup = Setup.solo_game(self.rng.randint(1, 5))
            else:
                setup = Setup.multiplayer(self.rng.randint(1, 5))
            self.report.games_started += 1
            nav.start_game(setup, self.rng.randrange(10_000))
        else:
            getattr(nav, action)()


def soak(
    app, seed: int, *, inputs: int, real_seconds: float | None = None, watchdog: bool = False
) -> Report:
    """Run ``app``'s real main loop under a `Monkey` until ``inputs`` input moments were tried
    (or ``real_seconds`` passed). Crashes are caught, recorded and followed by the title."""
    from finspan.frontend.shell.scene import SceneStack

    monkey = Monkey(app, seed, inputs=inputs, real_seconds=real_seconds, watchdog=watchdog)
    app.settings.animation_speed = 25.0  # animations still play, much faster
    started = time.perf_counter()
    app.nav.show_title()
    while True:
        crashed = False
        try:
            app.run()
        except Exception:
            crashed = True
            monkey.report.crashes.append(
                f"with {monkey._top()} on top, after {sum(monkey.report.inputs.values())} "
                f"inputs:\n{traceback.format_exc()}"
            )
            app.stack = SceneStack()
        if monkey._done:
            break
        monkey.report.quits += not crashed
        app.nav.show_title()
    monkey.report.decisions = monkey.driver.decisions
    monkey.report.virtual_s = monkey.now
    monkey.report.real_s = time.perf_counter() - started
    return monkey.report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Monkey soak through the real main loop.")
    parser.add_argument("--minutes", type=float, default=5.0, help="real time to run")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="finspan-soak-"))
    for var in ("SAVE", "DATA", "CONFIG", "LOG"):
        os.environ[f"FINSPAN_{var}_DIR"] = str(home / var.lower())
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import faulthandler

    import pygame

    from finspan.app import make_app


    app = make_app(headless=True)
    report = soak(app, args.seed, inputs=10**9, real_seconds=args.minutes * 60, watchdog=True)
    faulthandler.cancel_dump_traceback_later()
    pygame.quit()
    print(f"soak seed {args.seed}, {args.minutes} min, files in {home}")
    print("\n".join(report.lines()))
    return 1 if report.crashes or report.hangs else 0


if __name__ == "__main__":
    sys.exit(main())
