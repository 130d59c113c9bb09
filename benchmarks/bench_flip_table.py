"""The Fish'n'Flip table's frame time, headless (SDL's dummy video driver: CPU cost only).

Run: ``python benchmarks/bench_flip_table.py [--size 1920x1080] [--text-scale 1.0]
[--frames N] [--seed S]``. Prints one JSON object with the median and 99th percentile of a
frame through the app's scene stack (update and draw), in wall time and in the CPU time of
the drawing thread (``cpu_``, which other jobs on the machine do not lengthen):

* ``playing``: a cooperative game of 3 (one person, two Easy teammates with a fixed search
  budget, searched in the process between frames, not timed) played with its animations at
  normal speed, the person pressing 1 at each decision (after the idle work the main loop
  does while a player thinks: `App.idle`): the frames while cards move
  (flips, switches, freed groups, the cascade's falls, the refill);
* ``resting``: frames while nothing moves;
* ``pointing``: frames while the mouse moves over the net with an action card taken up (the
  option under the pointer, its preview, the lit targets).

Timings vary with the machine; nothing here is asserted by the tests.
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
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from finspan.app import make_app
from finspan.flip import Game, Setup
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

DT = 1 / 60


def _summary(wall: list[float], cpu: list[float]) -> dict[str, float]:
    def p99(xs: list[float]) -> float:
        return sorted(xs)[min(len(xs) - 1, int(len(xs) * 0.99))] if xs else 0.0

    return {
        "frames": len(wall),
        "median_ms": round(statistics.median(wall), 3) if wall else 0.0,
        "p99_ms": round(p99(wall), 3),
        "cpu_median_ms": round(statistics.median(cpu), 3) if cpu else 0.0,
        "cpu_p99_ms": round(p99(cpu), 3),
    }


def _play(app, table: FlipTable, surface: pygame.Surface,
          samples: dict[str, tuple[list[float], list[float]]], frames: int) -> None:
    """One game to its end (or ``frames`` frames of moving cards in all)."""

    def frame(kind: str) -> None:
        searching = table.computers.waiting  # the inline search: another process in play
        t0, c0 = time.perf_counter(), time.thread_time()
        app.stack.update(DT)
        app.stack.draw(surface)
        if searching or table.computers.waiting:
            return
        wall, cpu = samples[kind]
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)

    for _ in range(20 * frames):
        if table.game.is_over or len(samples["playing"][0]) >= frames:
            return
        d = table.game.decision
        moving = table.busy
        if not moving and d is not None and d.player == 0:
            app.idle()  # the player thinks: the main loop does its idle work (`App.run`)
            if table.choosing.action is not None and len(samples["pointing"][0]) < 300:
                for place in sorted(table.marks.legal)[:6]:  # the mouse over the lit targets
                    pos = table.layout.cells[place].center
                    app.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos,
                                                              rel=(0, 0), buttons=(0, 0, 0)))
                    frame("pointing")
            app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0))
        frame("playing" if moving else "resting")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--text-scale", type=float, default=1.0)
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    saves = tempfile.mkdtemp(prefix="bench-flip-")  # no autosave or replay of the player's
    app = make_app(Settings(first_turn_guide=False, animation_speed=1.0,
                            ui_scale=args.text_scale), headless=True, save_dir=saves)  # fmt: skip
    app.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
    app.ai_budget = 4  # type: ignore[attr-defined]
    surface = pygame.Surface((w, h))
    samples: dict[str, tuple[list[float], list[float]]] = {
        k: ([], []) for k in ("playing", "resting", "pointing")
    }
    games = turns = 0
    seed = args.seed
    while len(samples["playing"][0]) < args.frames and games < 40:
        table = FlipTable(app, Game(Setup.cooperative(3), seed=seed),
                          TablePrefs(controllers=["person", "easy", "easy"]))  # fmt: skip
        app.push(table)
        app.theme.window_height = h
        app.stack.resize((w, h))
        _play(app, table, surface, samples, args.frames)
        turns += table.view.turn
        games += 1
        seed += 1
        app.nav.show_title()
    out = {
        "size": args.size,
        "text_scale": args.text_scale,
        "games": games,
        "turns": turns,
        **{k: _summary(*v) for k, v in samples.items()},
    }
    print(json.dumps(out, indent=1))
    pygame.display.quit()


if __name__ == "__main__":
    main()
