"""Atomic file writes: the old file stays whole until the new one is complete on disk.

Owns the write protocol only: a temporary file in the same folder (hidden, ending in
``.tmp``, so it is never mistaken for a save), write, flush, ``os.fsync``, ``os.replace``,
then a best-effort fsync of the folder so the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, creating the folder if needed.

    Either the whole new content is at ``path`` or (on any failure, including a crash) the
    previous file is untouched. The temporary file is removed when an error is raised.
    Raises OSError from the file system.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
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
