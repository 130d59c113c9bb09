"""CPU of the frame loop while a computer player thinks, headless (SDL's dummy driver).

Run: ``python benchmarks/bench_thinking.py [--seconds S]``. Runs the real main loop
(``App.run``) at a table where a computer seat's turn is pending and its worker never answers
(an endless think), for S seconds of wall time, and prints one JSON object: this process's
CPU time over that time (``cpu_share``: 1.0 = one core busy), the frames drawn and the frames
per second drawn (the "thinking…" indicator moves a few times a second; the loop sleeps in
between). The search itself runs in the worker process and is not counted here.
Timings vary with the machine; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class _Endless:
    """A worker that never answers."""

    busy = True

    def request(self, *args, **kwargs) -> int:
        return 1

    def poll(self) -> None:
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    import pygame

    from finspan.app import make_app
    from finspan.engine import Game, Seat, Setup
    from finspan.frontend.shell.prefs import TablePrefs
    from finspan.frontend.shell.settings import Settings

    app = make_app(Settings(first_turn_guide=False), headless=True)
    app.ai_worker_factory = _Endless
    setup = Setup((Seat("Ada", "human", "red"), Seat("Coral (Hard)", "human", "teal")),
                  first_player=1)  # fmt: skip
    app.nav.show_title()
    app.nav.open_table(Game(setup, 3), TablePrefs(controllers=["person", "hard"]))
    app.run_frames(120)  # the first frames and animations, then it thinks
    table = app.stack.top
    assert table.computers.thinking == 1
    stop = pygame.event.custom_type()
    pygame.time.set_timer(stop, round(args.seconds * 1000), loops=1)
    original = app.dispatch

    def dispatch(event: pygame.event.Event) -> bool:
        if event.type == stop:
            app.running = False
            return True
        return original(event)

    app.dispatch = dispatch  # type: ignore[method-assign]
    drawn = app.frames_drawn
    cpu, wall = time.process_time(), time.perf_counter()
    app.run()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    frames = app.frames_drawn - drawn
    print(json.dumps({"seconds": round(wall, 2), "cpu_share": round(cpu / wall, 3),
                      "frames_drawn": frames, "fps_drawn": round(frames / wall, 1),
                      "still_thinking": table.computers.thinking == 1}))  # fmt: skip
    table.computers.close()


if __name__ == "__main__":
    main()
