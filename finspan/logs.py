"""The program's log: a rotating file in the user's log folder, and the terminal with --verbose.

Owns the log folder rule (``$FINSPAN_LOG_DIR``, else ``platformdirs.user_log_dir("finspan")``:
``~/.local/state/finspan/log`` on Linux, ``~/Library/Logs/finspan`` on macOS,
``%LOCALAPPDATA%\\finspan\\finspan\\Logs`` on Windows) and the handlers of the ``finspan``
logger. Crash reports go to the same folder (`finspan.crash`). Imports neither pygame nor
the engine; never raises because the log cannot be written (the game goes on without it).
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "finspan"
LOG_DIR_ENV = "FINSPAN_LOG_DIR"
LOG_FILE = "finspan.log"
#: The log file is rotated at this size; this many old files are kept beside it.
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(APP_NAME)
_HANDLERS: list[logging.Handler] = []


def log_dir() -> Path:
    """The log folder: ``$FINSPAN_LOG_DIR`` or the platform's user log folder (may not exist).

    Read on every call, so tests can change the environment.
    """
    override = os.environ.get(LOG_DIR_ENV, "").strip()
    return Path(override).expanduser() if override else Path(platformdirs.user_log_dir(APP_NAME))


def setup_logging(*, verbose: bool = False, directory: Path | None = None) -> Path | None:
    """Send the ``finspan`` logger to ``finspan.log`` in ``directory`` (default `log_dir`),
    rotated at `MAX_BYTES` with `BACKUPS` old files, at INFO; with ``verbose`` also to stderr
    at DEBUG. Calling it again replaces the handlers it installed before.

    Returns the log file's path, or None if the folder cannot be written (then a warning goes
    to stderr, and with ``verbose`` the terminal still gets everything).
    """
    for handler in _HANDLERS:
        log.removeHandler(handler)
        handler.close()
    _HANDLERS.clear()
    log.setLevel(logging.DEBUG if verbose else logging.INFO)
    log.propagate = False
    formatter = logging.Formatter(FORMAT)
    path = (directory or log_dir()) / LOG_FILE
    written: Path | None = path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        file_handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=False
        )
    except OSError as exc:
        print(f"finspan: cannot write the log in {path}: {exc}", file=sys.stderr)
        written = None
    else:
        file_handler.setLevel(logging.INFO)
        file_handler.setFormatter(formatter)
        _HANDLERS.append(file_handler)
    if verbose:
        terminal = logging.StreamHandler(sys.stderr)
        terminal.setLevel(logging.DEBUG)
        terminal.setFormatter(formatter)
        _HANDLERS.append(terminal)
    for handler in _HANDLERS:
        log.addHandler(handler)
    return written


def close_logging() -> None:
    """Remove and close the handlers `setup_logging` installed (tests, and the end of a run)."""
    for handler in _HANDLERS:
        log.removeHandler(handler)
        handler.close()
    _HANDLERS.clear()
