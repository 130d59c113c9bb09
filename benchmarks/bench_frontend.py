"""Frontend speed, headless (SDL's dummy video driver: CPU cost only, no GPU).

Run: ``python benchmarks/bench_frontend.py [--frames N]``. Prints one JSON object:

* ``table_frame_ms``: median and 99th percentile of a table frame through the app's scene
  stack (update and draw, the zoom and the other overlays included) at 1920x1080 (or each
  ``--size WxH``, at ``--text-scale``) with 5 players in week 4: while the mouse moves over
  cards and slots, resting on each long enough for the zoom to open (``zoomed``: the frames
  with the zoom open among them), while nothing moves, and while decisions play with their
  animations (wall time, and the CPU time of the drawing thread, ``cpu_``, which other jobs
  on the machine do not lengthen); ``--table-only`` measures only these and the next;
* ``nautoma_turn_frame_ms``: the same while Nautoma's turns play (her large decision card
  and each of her steps), solo with the Ravel card at 1920x1080;
* ``flip_table_frame_ms``: the Fish'n'Flip table's frames at 1920x1080 (cards moving, the
  cascade's falls among them; resting; pointing at targets), measured by
  ``bench_flip_table.py`` in its own process (see there);
* ``startup_s``: process start to the first drawn frame of the title scene, against a bare
  pygame-ce window (import, init, set_mode, flip) in the same run, median of several runs;
  also with the sound on, as a player starts it (the sound starts after that frame); and
  the same in CPU time (Unix), which other jobs on the machine disturb less than wall time;
* ``idle_cpu``: CPU used by the real main loop (``App.run``) over a few seconds in which
  nothing happens, at the table (the title screen's fish drift, so it is never idle);
  ``idle_cpu_music``: the same with the sound started and the music loop playing (the mixer
  runs in SDL's audio thread, counted too: the process's CPU time is measured);
  ``idle_cpu_menus``: the same on each menu screen (their backdrop rests); and
  ``idle_cpu_menus_after_a_key``: over a few more seconds after one key press, whose
  drifting backdrop draws frames for a few seconds and then rests;
* ``sound_startup``: the title's first frame with sound on, timed inside the process (the
  mixer is not opened before it), then the steps that start the sound after it (open the
  mixer, read each effect, start the music): their total and the longest one (a frame of
  the title's animation waits that long).

Timings are wall-clock and vary with the machine; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is JSON alone

BARE = """
import time; t0 = time.perf_counter()
import pygame
pygame.display.init(); pygame.font.init()
screen = pygame.display.set_mode((1280, 720))
screen.fill((10, 28, 48)); pygame.display.flip()
print(time.perf_counter() - t0)
"""

TITLE = """
import time; t0 = time.perf_counter()
from finspan.app import make_app
app = make_app(headless=True)
app.nav.show_title()
app.step([], 1 / 60)
assert app.frames_drawn == 1
print(time.perf_counter() - t0)
"""

TITLE_SOUND = """
import time; t0 = time.perf_counter()
import pygame
from finspan.app import make_app
app = make_app(headless=True, sound=True)
app.nav.show_title()
app.step([], 1 / 60)
first = time.perf_counter() - t0
assert app.frames_drawn == 1 and pygame.mixer.get_init() is None
steps = []
while app.audio.pending:
    t = time.perf_counter()
    app.audio.prefetch()
    steps.append(time.perf_counter() - t)
assert app.audio.state == "ready" and app.audio.music_playing, app.audio.problem
print(first, sum(steps), max(steps), len(steps))
"""

IDLE = """
import resource, sys, threading, time
import pygame
from finspan.engine import Setup
from finspan.app import make_app
from finspan.frontend.finspan.launch import demo_game
from finspan.frontend.finspan.scene import TableScene
seconds = float(sys.argv[1])
app = make_app(headless=True, sound=sys.argv[2] == "music")
app.push(TableScene(app, demo_game(Setup.multiplayer(3), 2)))
for _ in range(3):
    app.step([], 1 / 60)
app.idle()  # the autosave and pre-rendering done, as after a few seconds of play
assert sys.argv[2] != "music" or app.audio.music_playing, app.audio.problem
def stop():
    time.sleep(seconds)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
before = resource.getrusage(resource.RUSAGE_SELF)
t0 = time.perf_counter()
threading.Thread(target=stop, daemon=True).start()
drawn = app.frames_drawn
app.run()
after = resource.getrusage(resource.RUSAGE_SELF)
wall = time.perf_counter() - t0
cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
print(cpu, wall, app.frames_drawn - drawn)
"""

MENU_IDLE = """
import resource, sys, threading, time
import pygame
from finspan.engine import Setup
from finspan.app import make_app
from finspan.frontend.finspan.launch import finished_game
screen, seconds, wake = sys.argv[1], float(sys.argv[2]), sys.argv[3] == "wake"
app = make_app(headless=True)
app.nav.show_title()
if screen == "final":
    app.nav.open_final(finished_game(Setup.solo_game(3), 5))
else:
    getattr(app.nav, "open_" + screen)()
top = app.stack.top
if hasattr(top, "skip"):
    top.skip()  # the scores counted (their count-up and celebration are timed elsewhere)
for _ in range(3):
    app.step([], 1 / 60)
if getattr(top, "celebration", None) is not None:
    top.celebration.stop()  # it plays a few seconds after the count, then stops by itself
app.idle()
def stop():
    if wake:  # a key the screen does not act on: the backdrop wakes and drifts, then rests
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0,
                                             unicode=""))
    time.sleep(seconds)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
before = resource.getrusage(resource.RUSAGE_SELF)
t0 = time.perf_counter()
threading.Thread(target=stop, daemon=True).start()
drawn = app.frames_drawn
app.run()
after = resource.getrusage(resource.RUSAGE_SELF)
wall = time.perf_counter() - t0
cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
print(cpu, wall, app.frames_drawn - drawn)
"""


def _run(code: str, *args: str, env: dict[str, str] | None = None) -> str:
    out = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=True,
        env={**(env or os.environ), "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    )  # fmt: skip
    return out.stdout.strip().splitlines()[-1]


def _timed(code: str, env: dict[str, str] | None = None) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of running ``code`` in a new process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    _run(code, env=env)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def compiled_env(cache: str) -> dict[str, str]:
    """The environment of a player's start: Python's compiled bytecode kept (in ``cache``,
    so the tree stays clean), as an installed package or the bundle has it. Without this, a
    shell that sets PYTHONDONTWRITEBYTECODE (as the development machine's does) compiles
    every module of the game at each start, some 28 ms of the measurement."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONPYCACHEPREFIX": cache}


def startup(runs: int = 9) -> dict:
    """Wall time, and CPU time (which other jobs on the machine disturb less), with the
    bytecode compiled by a first, unmeasured run of each."""
    sound_on = TITLE.replace("make_app(headless=True)", "make_app(headless=True, sound=True)")
    codes = {"bare": BARE, "title": TITLE, "sound": sound_on}
    wall: dict[str, list[float]] = {k: [] for k in codes}
    cpu: dict[str, list[float]] = {k: [] for k in codes}
    with tempfile.TemporaryDirectory(prefix="finspan-pyc-") as cache:
        env = compiled_env(cache)
        for code in codes.values():
            _timed(code, env)
        for _ in range(runs):
            for name, code in codes.items():
                w, c = _timed(code, env)
                wall[name].append(w)
                cpu[name].append(c)
    w = {k: statistics.median(v) for k, v in wall.items()}
    c = {k: statistics.median(v) for k, v in cpu.items()}
    return {"bare_window_s": round(w["bare"], 3), "title_first_frame_s": round(w["title"], 3),
            "ratio": round(w["title"] / w["bare"], 2),
            "title_first_frame_sound_on_s": round(w["sound"], 3),
            "ratio_sound_on": round(w["sound"] / w["bare"], 2),
            "cpu_s": {k: round(v, 3) for k, v in c.items()},
            "cpu_ratio": round(c["title"] / c["bare"], 2),
            "cpu_ratio_sound_on": round(c["sound"] / c["bare"], 2), "runs": runs}  # fmt: skip


def sound_startup(runs: int = 5) -> dict:
    rows = [[float(x) for x in _run(TITLE_SOUND).split()] for _ in range(runs)]
    first, total, longest, steps = (statistics.median(column) for column in zip(*rows, strict=True))
    return {"first_frame_in_process_s": round(first, 3), "sound_start_s": round(total, 3),
            "longest_step_ms": round(1000 * longest, 1), "steps": int(steps),
            "runs": runs}  # fmt: skip


def idle_cpu(seconds: float = 5.0, sound: str = "silent") -> dict:
    cpu, wall, frames = (float(x) for x in _run(IDLE, str(seconds), sound).split())
    return {"seconds": round(wall, 2), "cpu_seconds": round(cpu, 3),
            "cpu_percent": round(100 * cpu / wall, 2), "frames_drawn": int(frames)}  # fmt: skip


#: The menu screens measured idle (the title's fish drift: it is never idle).
MENU_SCREENS = ("settings", "stats", "rules", "load", "encyclopedia", "final")


def idle_cpu_menus(seconds: float = 5.0, wake: bool = False) -> dict:
    """Each menu screen left alone for ``seconds`` (``wake``: after one key press, so its
    backdrop drifts for a few seconds first): CPU percent and frames drawn."""
    out = {}
    for screen in MENU_SCREENS:
        line = _run(MENU_IDLE, screen, str(seconds), "wake" if wake else "")
        cpu, wall, frames = (float(x) for x in line.split())
        out[screen] = {"cpu_percent": round(100 * cpu / wall, 2), "frames_drawn": int(frames)}
    return out


#: Frames the mouse rests on each card or slot while hovering (at 60 frames a second: 0.4 s,
#: so the zoom opens after its delay and shows for a few frames before the mouse moves on).
HOLD_FRAMES = 24


def table_frames(frames: int, size: tuple[int, int] = (1920, 1080), scale: float = 1.0) -> dict:
    """Frames of the table through the app's scene stack (update + draw, as the main loop
    does, the zoom and other overlays included): while the mouse moves over cards and slots
    resting on each (``zoomed``: the frames with the zoom open among them), while nothing
    moves, and while decisions play with their animations at normal speed."""
    import pygame

    from finspan.app import make_app
    from finspan.engine import Rng, Setup, greedy_policy
    from finspan.frontend.finspan.launch import demo_game
    from finspan.frontend.finspan.scene import TableScene
    from finspan.frontend.shell.settings import Settings

    app = make_app(Settings(first_turn_guide=False, ui_scale=scale), headless=True)
    app.set_window_size(size)
    game = demo_game(Setup.multiplayer(5), 3, week=4)
    scene = TableScene(app, game)
    app.push(scene)
    surface = pygame.Surface(app.size).convert()
    stack = app.stack
    dt = 1 / 60

    def frame() -> tuple[float, float]:
        """One frame's wall time and CPU time (this thread's, which other jobs on the
        machine do not lengthen)."""
        c0, t0 = time.thread_time(), time.perf_counter()
        stack.update(dt)
        stack.draw(surface)
        return time.perf_counter() - t0, time.thread_time() - c0

    frame()  # warm the caches, as the first frames of a real session do
    while scene.prefetch():  # what the idle main loop does before the player hovers
        pass
    points = [r.center for _, r in scene.hand_rects] + [r.center for r in scene.ocean_layout.slots]
    moving: list[tuple[float, float]] = []
    zoomed: list[tuple[float, float]] = []
    still: list[tuple[float, float]] = []
    for i in range(frames):
        if i % HOLD_FRAMES == 0:
            pos = points[(i // HOLD_FRAMES) % len(points)]
            stack.handle_event(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
        moving.append(frame())
        c = scene.choosing
        if c.hover is not None and not c.hover_pending:  # the zoom is open
            zoomed.append(moving[-1])
    stack.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(frames):
        still.append(frame())

    # Animated frames: the players' next decisions, each played with its animations at
    # normal speed, frame by frame.
    rng = Rng(1)
    animated: list[tuple[float, float]] = []
    decisions = 0
    while len(animated) < frames and scene.game.decision is not None:
        while scene.prefetch():  # the player thinks: the main loop does its idle work
            pass
        scene.choose(greedy_policy(scene.game, rng))
        decisions += 1
        while scene.queue.busy:
            animated.append(frame())

    def stats(samples: list[tuple[float, float]]) -> dict:
        if not samples:
            return {"frames": 0}

        def p99(xs: list[float]) -> float:
            xs = sorted(xs)
            return round(1000 * xs[min(len(xs) - 1, int(0.99 * len(xs)))], 2)

        wall = [w for w, _ in samples]
        cpu = [c for _, c in samples]
        return {"frames": len(samples), "median_ms": round(1000 * statistics.median(wall), 2),
                "p99_ms": p99(wall), "cpu_median_ms": round(1000 * statistics.median(cpu), 2),
                "cpu_p99_ms": p99(cpu)}  # fmt: skip

    return {"size": f"{size[0]}x{size[1]}", "text_scale": scale, "players": 5,
            "week": game.week, "hovering": stats(moving), "zoomed": stats(zoomed),
            "still": stats(still),
            "animating": {**stats(animated), "decisions": decisions}}  # fmt: skip


def flip_table_frames(frames: int) -> dict:
    """The Fish'n'Flip table's frame times (``bench_flip_table.py`` in a new process)."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench_flip_table.py")
    out = subprocess.run(
        [sys.executable, script, "--frames", str(frames)], capture_output=True, text=True,
        check=True, env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    )  # fmt: skip
    return json.loads(out.stdout)


def _size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def nautoma_turn_frames(frames: int) -> dict:
    """Frames (update + draw) of Nautoma's turns, her large card and each step, in a solo
    game with the Ravel card at 1920x1080, normal speed: greedy play until ``frames``."""
    import pygame

    from finspan import engine as E
    from finspan.app import make_app
    from finspan.engine import Game, Rng, Setup, greedy_policy
    from finspan.frontend.finspan.scene import TableScene

    app = make_app(headless=True)
    scene = TableScene(app, Game(Setup.solo_game(3, ravel=3), 2))
    app.push(scene)
    size = (1920, 1080)
    surface = pygame.Surface(size).convert()
    scene.resize(size)
    scene.draw(surface)
    rng = Rng(2)
    hers: list[float] = []
    turns = 0
    while len(hers) < frames and scene.game.decision is not None:
        while app.stack.top is not scene:  # the end of a week: the player closes its summary
            app.pop()
        while scene.prefetch():
            pass
        scene.choose(greedy_policy(scene.game, rng))
        turns += any(a.label == E.NautomaCardRevealed.kind for a in scene.queue.items)
        while scene.queue.busy:
            label = scene.queue.items[0].label
            t0 = time.perf_counter()
            scene.update(1 / 60)
            scene.draw(surface)
            if label.startswith("nautoma"):
                hers.append(time.perf_counter() - t0)
    xs = sorted(hers)
    return {"size": "1920x1080", "frames": len(xs), "her_turns": turns,
            "median_ms": round(1000 * statistics.median(xs), 2),
            "p99_ms": round(1000 * xs[min(len(xs) - 1, int(0.99 * len(xs)))], 2)}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument("--size", type=_size, action="append",
                        help="table frames at this window size (WxH; repeatable; default "
                             "1920x1080)")  # fmt: skip
    parser.add_argument("--text-scale", type=float, default=1.0, help="1.0, 1.25 or 1.5")
    parser.add_argument("--table-only", action="store_true",
                        help="only the table's frame times (no start-up or idle CPU)")  # fmt: skip
    args = parser.parse_args()
    sizes = args.size or [(1920, 1080)]
    tables = [table_frames(args.frames, size, args.text_scale) for size in sizes]
    if args.table_only:
        print(json.dumps({"table_frame_ms": tables,
                          "nautoma_turn_frame_ms": nautoma_turn_frames(args.frames)},
                         indent=2))  # fmt: skip
        return
    result = {
        "table_frame_ms": tables if len(tables) > 1 else tables[0],
        "nautoma_turn_frame_ms": nautoma_turn_frames(args.frames),
        "flip_table_frame_ms": flip_table_frames(args.frames),
        "startup_s": startup(),
        "sound_startup": sound_startup(),
        "idle_cpu": idle_cpu(args.idle_seconds),
        "idle_cpu_music": idle_cpu(args.idle_seconds, "music"),
        "idle_cpu_menus": idle_cpu_menus(args.idle_seconds),
        "idle_cpu_menus_after_a_key": idle_cpu_menus(args.idle_seconds + 5, wake=True),
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--nautoma-only"]:  # python benchmarks/bench_frontend.py --nautoma-only
        print(json.dumps({"nautoma_turn_frame_ms": nautoma_turn_frames(600)}, indent=2))
    elif sys.argv[1:2] == ["--flip-only"]:  # python benchmarks/bench_frontend.py --flip-only
        print(json.dumps({"flip_table_frame_ms": flip_table_frames(600)}, indent=2))
    elif sys.argv[1:2] == ["--menus-only"]:  # python benchmarks/bench_frontend.py --menus-only
        print(json.dumps({"idle_cpu_menus": idle_cpu_menus(),
                          "idle_cpu_menus_after_a_key": idle_cpu_menus(10.0, wake=True)},
                         indent=2))  # fmt: skip
    else:
        main()
