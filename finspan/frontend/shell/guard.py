"""Keeping the game window honest when things go wrong: crash recovery and a clean stop.

Owns `run`, which runs a main loop (``App.run`` or the autoplay driver) so that

- an unexpected exception never ends the program silently: a crash report is written
  (`finspan.crash`), the scenes that were running are dropped *without* their exit calls (so
  the possibly broken game is never autosaved: the last good autosave stays as it was), and
  `RecoveryScene` offers "Continue from the last autosave" or "Quit". If showing or running
  that screen fails too, the report's path goes to stderr and `run` returns
  `EXIT_CRASHED`;
- SIGTERM (and SIGHUP) post a QUIT event to the loop, which then ends as if the window were
  closed: every scene still on the stack gets to write its due autosave (``flush``). A
  watchdog ends the process `STOP_GRACE_S` seconds later if the loop is stuck.

Opens scenes only through the navigator (``app.nav``); opens no window.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pygame

from ...crash import CrashContext, write_report
from .scene import SceneStack

log = logging.getLogger("finspan.guard")

#: Exit code when the recovery screen itself failed (EX_SOFTWARE of sysexits.h).
EXIT_CRASHED = 70
#: Exit code after a SIGTERM or SIGHUP, once the autosave is written (128 + SIGTERM).
EXIT_SIGNALLED = 128 + 15
#: Seconds a stop signal leaves the loop to end before the process is ended without it.
STOP_GRACE_S = 3.0
#: Crashes recovered from in one run before giving up (a crash that comes back at once after
#: every Continue must not trap the player).
MAX_RECOVERIES = 5
#: Input events and game options kept for a crash report.
REPORT_EVENTS = 40
REPORT_OPTIONS = 30


class StopSignal:
    """Which stop signal arrived, if any (set by the handler `stop_on_signals` installs)."""

    def __init__(self) -> None:
        self.signum: int | None = None


@contextlib.contextmanager
def stop_on_signals(grace: float = STOP_GRACE_S) -> Iterator[StopSignal]:
    """While inside, SIGTERM and SIGHUP post ``pygame.QUIT`` and start a watchdog that ends the
    process (`EXIT_SIGNALLED`) ``grace`` seconds later unless the block is left first.

    The previous handlers come back on leaving. Outside the main thread, or on a platform
    without these signals, it installs nothing.
    """
    stop = StopSignal()
    left = threading.Event()
    names = [n for n in ("SIGTERM", "SIGHUP") if hasattr(signal, n)]

    def watchdog() -> None:
        if not left.wait(grace):
            print("finspan: did not stop in time after a stop signal; ending now.", file=sys.stderr)
            os._exit(EXIT_SIGNALLED)

    def handler(signum: int, frame: Any) -> None:
        first = stop.signum is None
        stop.signum = signum
        log.info("stop signal %s: saving and closing", signal.Signals(signum).name)
        if pygame.display.get_init():
            with contextlib.suppress(pygame.error):  # a full queue: the watchdog still ends it
                pygame.event.post(pygame.event.Event(pygame.QUIT, signal=signum))
        if first:
            threading.Thread(target=watchdog, name="finspan-stop-watchdog", daemon=True).start()

    previous: dict[int, Any] = {}
    if threading.current_thread() is threading.main_thread():
        for name in names:
            signum = getattr(signal, name)
            previous[signum] = signal.signal(signum, handler)
    try:
        yield stop
    finally:
        left.set()
        for signum, old in previous.items():
            signal.signal(signum, old)


def run(
    app: Any,
    loop: Callable[[], int] | None = None,
    *,
    recover: bool = True,
    report_dir: Path | None = None,
) -> int:
    """Run ``loop`` (default ``app.run``) with crash recovery and stop signals; returns the
    exit code: the loop's own, `EXIT_SIGNALLED` after SIGTERM/SIGHUP, or `EXIT_CRASHED`.

    On an unexpected exception (not KeyboardInterrupt or SystemExit): a report is written to
    ``report_dir`` (default: the log folder), the stack is emptied without exit calls, and
    with ``recover`` the title and `RecoveryScene` are shown and the loop goes on; without
    ``recover`` (autoplay) the report's path is printed and `EXIT_CRASHED` returned. When the
    loop ends normally, due autosaves are written (`flush_autosaves`).
    """
    loop = loop or app.run
    recoveries = 0
    with stop_on_signals() as stop:
        while True:
            try:
                code = loop()
            except Exception as exc:
                failed_screen = any(getattr(s, "recovery_screen", False) for s in app.stack.scenes)
                report = crash_report(app, exc, report_dir)
                recoveries += 1
                if not recover or failed_screen or recoveries > MAX_RECOVERIES:
                    _tell_stderr(exc, report)
                    return EXIT_CRASHED
                try:
                    show_recovery(app, exc, report)
                except Exception as again:
                    log.exception("the recovery screen failed")
                    app.stack = SceneStack()
                    _tell_stderr(again, report)
                    return EXIT_CRASHED
                continue
            started = time.perf_counter()
            try:
                flush_autosaves(app)
            except Exception as exc:  # the game ends anyway: say so, with a report
                _tell_stderr(exc, crash_report(app, exc, report_dir))
                return EXIT_CRASHED
            log.info("the loop ended; autosaves written in %.0f ms",
                     (time.perf_counter() - started) * 1000)  # fmt: skip
            return EXIT_SIGNALLED if stop.signum is not None else code


def flush_autosaves(app: Any) -> None:
    """Autosave every game being played on the stack (a scene with ``flush`` and a
    ``game``) as it stands now, even in the middle of its animations (the rules have already
    applied the last choice); other scenes with ``flush`` write what they have due."""
    for scene in reversed(app.stack.scenes):
        flush = getattr(scene, "flush", None)
        if flush is None:
            continue
        game = getattr(scene, "game", None)
        saved_table = getattr(scene, "saved_table", None)
        if _is_game(game):
            table = saved_table() if saved_table is not None else None
            app.saves.autosave(game, table, getattr(scene, "notice", None))
        else:
            flush()


def crash_report(app: Any, exc: BaseException, report_dir: Path | None = None) -> Path | None:
    """Log ``exc``, drop the stack's scenes without exit calls (nothing they hold is saved
    after the error), and write the crash report. Returns its path, or None if no folder at
    all could be written."""
    log.error("unexpected error", exc_info=exc)
    scenes = app.stack.scenes
    app.stack = SceneStack()  # forget them: their exit would autosave a broken game
    try:
        context = _context(app, scenes)
    except Exception as inner:  # a report with less in it beats no report
        log.exception("could not gather the crash context")
        context = CrashContext(position=f"(could not be gathered: {inner!r})")
    try:
        path = write_report(exc, context, report_dir)
    except OSError as write_error:
        log.error("could not write the crash report: %s", write_error)
        return None
    log.error("crash report written to %s", path)
    return path


def show_recovery(app: Any, exc: BaseException, report: Path | None) -> None:
    """Show the title with the recovery question on top of it (the stack must be empty)."""
    where = report if report is not None else Path("(no report: the log folder is not writable)")
    autosave = app.saves.autosave_exists()
    app.nav.open_recovery(f"{type(exc).__name__}: {exc}", where, autosave=autosave)
    app.running = True


def _tell_stderr(exc: BaseException, report: Path | None) -> None:
    where = f"the report is in {report}" if report is not None else "no report could be written"
    print(f"finspan: unexpected error ({type(exc).__name__}: {exc}); {where}", file=sys.stderr)


def _context(app: Any, scenes: tuple[Any, ...]) -> CrashContext:
    games = [s.game for s in scenes if _is_game(getattr(s, "game", None))]
    events = [describe_event(e) for e in list(getattr(app, "recent_events", ()))[-REPORT_EVENTS:]]
    names = [type(s).__name__ for s in scenes]
    if not games:
        return CrashContext(events=events, scenes=names)
    game = games[-1]
    return CrashContext(
        seed=game.seed,
        position=_position(game),
        game=_replay(game),
        events=events,
        options=list(game.history[-REPORT_OPTIONS:]),
        scenes=names,
    )


def _is_game(obj: Any) -> bool:
    return obj is not None and hasattr(obj, "history") and hasattr(obj, "seed")


def _position(game: Any) -> str:
    """The position in the crashed game's own position text (its game's definition)."""
    from ...games import registration_of

    try:
        return str(registration_of(game).definition.get().position_text(game))
    except Exception as exc:  # mid-turn, or the state is what broke: the replay has it all
        return f"(not written: {exc}; the replay below rebuilds the game)"


def _replay(game: Any) -> str:
    from ...saves.codec import encode, replay_model

    try:
        return encode(replay_model(game, "Crash report", datetime.now(UTC))).decode("utf-8")
    except Exception as exc:
        return f"(not written: {exc!r}; seed {game.seed}, setup {game.setup.to_dict()})"


def describe_event(event: pygame.event.Event) -> str:
    """One line for an input event: its name and attributes (keys by name)."""
    parts = [pygame.event.event_name(event.type)]
    for k, v in sorted(event.dict.items()):
        if k == "key" and isinstance(v, int):
            with contextlib.suppress(Exception):
                v = pygame.key.name(v) or v
        if k in ("window",):
            continue
        parts.append(f"{k}={v!r}")
    return " ".join(parts)
