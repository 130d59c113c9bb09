"""One copy of the game per profile: an exclusive lock on a file in the user's data folder.

Owns the lock file (``finspan.lock`` in `finspan.userfiles.data_dir`) and the clean-up of
temporary files that writes cut short left behind. The lock is an operating-system file lock
(``flock`` on POSIX, ``msvcrt.locking`` on Windows) held as long as the process keeps the
file open, so it dies with the process: a copy that was killed leaves no stale lock, and the
next copy simply takes it over. The file also says who holds it (process id, host, start
time) for the message the second copy shows. Imports neither pygame nor the engine.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import sys
import time
from datetime import datetime
from pathlib import Path

from .saves.atomic import remove_stale_temporaries
from .userfiles import data_dir

LOCK_FILE = "finspan.lock"
#: The info text starts after the locked first byte (Windows refuses to read a locked range).
INFO_OFFSET = 1

log = logging.getLogger("finspan.lock")


class ProfileLock:
    """The profile's lock file in ``directory`` (default: the user data folder).

    `acquire` takes it without waiting; `release` (or the end of the process) gives it back.
    Keep the object alive while the lock is needed: closing the file releases it.
    """

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or data_dir()) / LOCK_FILE
        self._fd: int | None = None
        self.acquired_at: float | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock if no other process holds it; returns whether this object holds it.

        Where the file system cannot lock at all (some network folders), or the folder cannot
        be written, the lock is treated as taken (a warning is logged): the game must start.
        """
        if self._fd is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            log.warning("cannot open the profile lock %s (%s): running unlocked", self.path, exc)
            self.acquired_at = time.time()
            return True
        try:
            _lock(fd)
        except BlockingIOError:
            os.close(fd)
            return False
        except OSError as exc:  # e.g. ENOLCK on a network folder
            if _held_elsewhere(exc):
                os.close(fd)
                return False
            log.warning("cannot lock %s (%s): running unlocked", self.path, exc)
        self._fd = fd
        self.acquired_at = time.time()
        self._write_info()
        return True

    def _write_info(self) -> None:
        assert self._fd is not None
        started = datetime.now().astimezone().isoformat(timespec="seconds")
        info = f"pid {os.getpid()} on {socket.gethostname()}, since {started}\n"
        with contextlib.suppress(OSError):
            os.lseek(self._fd, 0, os.SEEK_SET)
            os.write(self._fd, b"\n" + info.encode("utf-8"))
            os.ftruncate(self._fd, INFO_OFFSET + len(info.encode("utf-8")))
            os.fsync(self._fd)

    def holder(self) -> str:
        """Who holds the lock, as the lock file says ("pid 123 on host, since ..."), or
        "another process" if it does not say."""
        try:
            with open(self.path, "rb") as f:
                f.seek(INFO_OFFSET)
                text = f.read(300).decode("utf-8", "replace").strip()
        except OSError:
            text = ""
        text = "".join(c for c in text if c.isprintable())
        return text or "another process"

    def release(self) -> None:
        """Give the lock back (the file stays; the next copy reuses it). Idempotent."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised by the Windows release build
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:  # the byte is locked by another process
            raise BlockingIOError(str(exc)) from None

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

    def _held_elsewhere(exc: OSError) -> bool:
        return False

else:
    import errno
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

    def _held_elsewhere(exc: OSError) -> bool:
        return exc.errno in (errno.EAGAIN, errno.EACCES)


#: A temporary file is stale once it is this much older than the lock: older than any write a
#: read-only second copy could have in progress (a write takes milliseconds).
STALE_AFTER_S = 60.0


def clean_stale_temp_files(folder: Path, before: float) -> list[Path]:
    """Delete the temporary files of interrupted atomic writes in ``folder`` last changed
    `STALE_AFTER_S` or more before ``before`` (a time stamp: when this copy took the
    profile lock, so neither its own writes nor those of a read-only copy still running are
    touched); the saves' `remove_stale_temporaries` does the work. Returns the files
    deleted; never raises."""
    removed = remove_stale_temporaries(folder, now=before, min_age=STALE_AFTER_S)
    if removed:
        log.info("removed %d stale temporary file(s) in %s", len(removed), folder)
    return removed
