"""Atomic file writes: the old file stays whole until the new one is complete on disk.

Owns the write protocol only: a temporary file in the same folder (hidden, ending in
``.tmp``, so it is never mistaken for a save; its name is unique, so two copies of the game
writing the same file never share one), write, flush, ``os.fsync``, ``os.replace``, then a
best-effort fsync of the folder so the rename itself survives a power cut. Also removes the
temporary files a crash left behind (`remove_stale_temporaries`).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
#: A temporary file older than this (seconds) belongs to a write that will never finish.
STALE_AFTER = 60.0


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, creating the folder if needed.

    Either the whole new content is at ``path`` or (on any failure, including a crash) the
    previous file is untouched. The temporary file is removed when an error is raised.
    Raises OSError from the file system.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    prefix = f".{path.name}.{os.getpid()}."
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=prefix, suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as f:
            _set_mode(f.fileno(), path)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(path.parent)


def _set_mode(fd: int, path: Path) -> None:
    """Give the new file the old file's permissions, or the usual 0o644 (mkstemp makes
    0o600). Best effort; not on Windows."""
    if not hasattr(os, "fchmod"):
        return
    try:
        mode = path.stat().st_mode & 0o777
    except OSError:
        mode = 0o644
    with contextlib.suppress(OSError):
        os.fchmod(fd, mode)


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the platform allows it (not on Windows)."""
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None:
        return
    try:
        fd = os.open(folder, os.O_RDONLY | flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(
    folder: Path, now: float | None = None, min_age: float = STALE_AFTER
) -> list[Path]:
    """Delete the hidden ``.*.tmp`` regular files in ``folder`` last changed more than
    ``min_age`` seconds before ``now`` (default: the wall clock): leftovers of writes a crash
    interrupted. A younger one may be another copy's write in progress and is kept.
    Returns the deleted paths. Never raises (a missing folder has nothing to clean)."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        candidates = [p for p in folder.iterdir() if p.name.startswith(".")]
    except OSError:
        return removed
    for path in candidates:
        if not path.name.endswith(TEMP_SUFFIX):
            continue
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > min_age:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed
