"""Crash reports: one plain-text file per unexpected error, in the user's log folder.

Owns the report's layout and where it is written (`finspan.logs.log_dir`, falling back to the
system's temporary folder), and keeps only the newest `KEEP` reports. What goes into a report
is gathered by the caller (`finspan.frontend.shell.guard` for the game window) as plain text, so
this module imports neither pygame nor the engine.
"""

from __future__ import annotations

import contextlib
import os
import platform
import sys
import tempfile
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from . import __version__
from .logs import log_dir
from .userfiles import APP_NAME

PREFIX = "crash-"
#: Crash reports kept in the folder; older ones are deleted when a new one is written.
KEEP = 20
#: Longest text kept of any one section (a report must stay readable and small).
MAX_SECTION = 200_000


@dataclass(frozen=True)
class CrashContext:
    """What the program was doing: all plain text, every field optional."""

    seed: int | None = None
    #: The position in its game's position text, or why none could be written.
    position: str = ""
    #: The game as a replay file (setup, seed and every option): reproduces it exactly.
    game: str = ""
    #: The last input events, oldest first, one per line.
    events: Sequence[str] = field(default_factory=tuple)
    #: The game's last options, oldest first.
    options: Sequence[str] = field(default_factory=tuple)
    #: The scene stack, bottom first.
    scenes: Sequence[str] = field(default_factory=tuple)


def report_text(exc: BaseException, context: CrashContext, when: datetime) -> str:
    """The report for ``exc`` raised while ``context`` held, written at ``when``."""
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    lines = [
        "Finspan crash report",
        "",
        "Please attach this file when you report the problem. It holds no personal data",
        "beyond the seats' names of the game in progress.",
        "",
        f"time: {when.isoformat(timespec='seconds')}",
        f"version: finspan {__version__}",
        f"python: {platform.python_version()} ({sys.executable})",
        f"platform: {platform.platform()} ({platform.machine()})",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        f"seed: {context.seed if context.seed is not None else '(no game)'}",
        f"error: {type(exc).__name__}: {exc}",
        "",
        "== scenes (bottom first) ==",
        *(context.scenes or ["(none)"]),
        "",
        "== last input events (oldest first) ==",
        *(context.events or ["(none)"]),
        "",
        "== last options of the game (oldest first) ==",
        *(context.options or ["(none)"]),
        "",
        "== position ==",
        _clip(context.position or "(no game)"),
        "",
        "== game (a replay file: load it with Load game, Replays) ==",
        _clip(context.game or "(no game)"),
        "",
        "== traceback ==",
        _clip(trace),
    ]
    return "\n".join(lines) + "\n"


def _clip(text: str) -> str:
    if len(text) <= MAX_SECTION:
        return text.rstrip("\n")
    return text[:MAX_SECTION] + f"\n... ({len(text) - MAX_SECTION} more characters left out)"


def write_report(
    exc: BaseException,
    context: CrashContext | None = None,
    directory: Path | None = None,
    *,
    now: datetime | None = None,
) -> Path:
    """Write the report of ``exc`` to a new file in ``directory`` (default: the log folder;
    if that cannot be written, the system's temporary folder) and delete all but the newest
    `KEEP` reports there. Returns the file's path. Raises OSError only when neither folder
    can be written.
    """
    when = now or datetime.now(UTC)
    text = report_text(exc, context or CrashContext(), when).encode("utf-8", "replace")
    stamp = when.strftime("%Y%m%d-%H%M%S-%f")
    folders = [directory or log_dir(), Path(tempfile.gettempdir()) / APP_NAME]
    error: OSError | None = None
    for folder in folders:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = _new_file(folder, f"{PREFIX}{stamp}-{os.getpid()}", text)
        except OSError as exc_write:
            error = exc_write
            continue
        _prune(folder)
        return path
    assert error is not None
    raise error


def _new_file(folder: Path, stem: str, data: bytes) -> Path:
    """Create a file that did not exist (``stem.txt``, ``stem-2.txt``, ...) holding ``data``."""
    for n in range(1, 100):
        path = folder / (f"{stem}.txt" if n == 1 else f"{stem}-{n}.txt")
        try:
            with open(path, "xb") as f:
                f.write(data)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(folder / f"{stem}.txt")


def reports(directory: Path | None = None) -> list[Path]:
    """The crash reports in ``directory`` (default: the log folder), oldest first (their
    names begin with the time they were written)."""
    folder = directory or log_dir()
    try:
        found = [p for p in folder.iterdir() if p.name.startswith(PREFIX) and p.suffix == ".txt"]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name)


def _prune(folder: Path) -> None:
    for old in reports(folder)[:-KEEP]:
        with contextlib.suppress(OSError):
            old.unlink()
