"""Frame times of the hand-over and of a computer player's shown step, headless (SDL's dummy
video driver: CPU cost only).

Run: ``python benchmarks/bench_handover.py [--repeats N]``. Prints one JSON object: for each
window size, the median and 99th percentile (ms) of drawing a frame of the table while

* ``handover``: the banner shows and the ocean and hand slide (3-person hot-seat game,
  every frame of the hand-over at normal speed, repeated);
* ``computer_step``: a computer player's step is shown over the decision panel with its
  place marked (2 seats, a person and Easy).

and ``computer_turn_s``: how long a computer player's turn is on screen, from its first
decision to the person's, in the frame loop's time (60 frames a second, each 1/60 s; its
search done in-process between frames, so thinking adds nothing here), at each animation
speed: median, least and most over 12 turns against Easy.

Timings are wall-clock and vary with the machine; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
for _var in ("FINSPAN_CONFIG_DIR", "FINSPAN_SAVE_DIR", "FINSPAN_DATA_DIR"):
    os.environ.setdefault(_var, tempfile.mkdtemp(prefix="finspan-bench-"))

import pygame  # noqa: E402

from finspan.app import make_app  # noqa: E402
from finspan.engine import Game, Rng, Seat, Setup, greedy_policy  # noqa: E402
from finspan.frontend.shell.app import App  # noqa: E402
from finspan.frontend.shell.computers import InlineWorker  # noqa: E402
from finspan.frontend.shell.prefs import TablePrefs  # noqa: E402
from finspan.frontend.shell.settings import Settings  # noqa: E402


def _stats(ms: list[float]) -> dict:
    ms = sorted(ms)
    return {
        "median_ms": round(statistics.median(ms), 2),
        "p99_ms": round(ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))], 2),
        "frames": len(ms),
    }


def _timed_frame(app: App, table) -> float:
    start = time.perf_counter()
    table.draw(app.window)
    return (time.perf_counter() - start) * 1000


def handover(size: tuple[int, int], repeats: int) -> dict:
    app = make_app(Settings(first_turn_guide=False, window_size=size), headless=True)
    game, rng = Game(Setup.multiplayer(3), 11), Rng(11)
    while True:
        option = greedy_policy(game, rng)
        trial = game.clone()
        trial.apply(option)
        if trial.decision is not None and trial.decision.player != game.decision.player:
            break
        game.apply(option)
    times: list[float] = []
    for _ in range(repeats):  # a fresh table each time, just before the seat changes
        app.nav.show_title()
        app.nav.open_table(game.clone())
        table = app.stack.top
        for _ in range(5):
            app.step([], 1 / 60)
        table.choose(option, confirmed=True)
        table.queue.skip()
        while table.handover.active:  # every frame of the hand-over, as the loop draws it
            table.update(1 / 60)
            times.append(_timed_frame(app, table))
    pygame.display.quit()
    return _stats(times)


def computer_step(size: tuple[int, int], frames: int) -> dict:
    app = make_app(Settings(first_turn_guide=False, window_size=size), headless=True)
    app.ai_worker_factory, app.ai_budget = InlineWorker, 4
    seats = (Seat("Ada", "human", "red"), Seat("Coral (Easy)", "human", "teal"))
    app.nav.show_title()
    prefs = TablePrefs(controllers=["person", "easy"])
    app.nav.open_table(Game(Setup(seats, first_player=1), 7), prefs)
    table = app.stack.top
    times: list[float] = []
    rng = Rng(2)
    for _ in range(frames * 20):
        app.step([], 1 / 60)
        table.prefetch()
        if table.computers.step is not None and not table.handover.active:
            times.append(_timed_frame(app, table))
            if len(times) >= frames:
                break
        d = table.game.decision
        if d is not None and not table.animating and not table.computers.decides(table.game):
            table.choose(greedy_policy(table.game, rng), confirmed=True)
    pygame.display.quit()
    return _stats(times)


def computer_turns(speed: float, turns: int = 12) -> dict:
    app = make_app(Settings(first_turn_guide=False, animation_speed=speed), headless=True)
    app.ai_worker_factory, app.ai_budget = InlineWorker, 4
    seats = (Seat("Ada", "human", "red"), Seat("Coral (Easy)", "human", "teal"))
    app.nav.show_title()
    prefs = TablePrefs(controllers=["person", "easy"])
    app.nav.open_table(Game(Setup(seats, first_player=1), 8), prefs)
    table = app.stack.top
    rng, now, start, seconds = Rng(1), 0.0, None, []
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    while len(seconds) < turns and table.game.decision is not None:
        app.step([], 1 / 60)
        table.prefetch()
        now += 1 / 60
        if app.stack.top is not table:  # the end of a week
            app.step([enter], 1 / 60)
            continue
        computer = table.computers.decides(table.game)
        if computer and start is None:
            start = now
        if not computer and not table.busy and not table.computers.animating:
            if start is not None:
                seconds.append(now - start)
                start = None
            table.choose(greedy_policy(table.game, rng), confirmed=True)
    pygame.display.quit()
    return {
        "median": round(statistics.median(seconds), 2),
        "min": round(min(seconds), 2),
        "max": round(max(seconds), 2),
        "turns": len(seconds),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=10)
    args = parser.parse_args()
    out = {}
    for size in ((1920, 1080), (2560, 1440)):
        out[f"{size[0]}x{size[1]}"] = {
            "handover": handover(size, args.repeats),
            "computer_step": computer_step(size, 30 * args.repeats),
        }
    speeds = ((2.0, "fast"), (1.0, "normal"), (0.5, "slow"))
    out["computer_turn_s"] = {name: computer_turns(speed) for speed, name in speeds}
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
