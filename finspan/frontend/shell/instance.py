"""The game window's claim on the profile: one copy writes the autosave, a second one asks.

Owns `claim_profile`: take the profile lock (`finspan.lock`); if it is free, clean the
temporary files that interrupted writes left in the save, replay, settings and data folders
and go on; if another copy
holds it, switch autosaving off (``app.saves.read_only``) and ask the navigator to put the
question on top (`Navigator.ask_profile_in_use`: "Open read-only" or "Quit"). The lock is
kept for the life of the process.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from ...lock import ProfileLock, clean_stale_temp_files
from ...userfiles import config_dir, data_dir

log = logging.getLogger("finspan.instance")

#: The lock this process holds (kept referenced: closing its file would release it).
_HELD: ProfileLock | None = None


def claim_profile(app: Any, directory: Path | None = None, *, ask: bool = True) -> bool:
    """Take the profile lock in ``directory`` (default: the user data folder); returns True
    if this copy holds it. Otherwise autosaves are switched off and, with ``ask``, the
    `LockedScene` is pushed on top of ``app``'s stack (push the first scenes before)."""
    global _HELD
    lock = ProfileLock(directory)
    if lock.acquire():
        if _HELD is not None:
            _HELD.release()
        _HELD = lock
        started = lock.acquired_at or 0.0
        folder = app.saves.store().directory
        for place in (folder, folder / "replays", config_dir(), data_dir()):
            clean_stale_temp_files(place, started)
        return True
    holder = lock.holder()
    log.warning("the profile is in use by %s: autosaves are off", holder)
    app.saves.read_only = True
    if ask:
        app.nav.ask_profile_in_use(holder)
    return False


def release_profile() -> None:
    """Give the profile lock back (tests; the end of the process does it anyway)."""
    global _HELD
    if _HELD is not None:
        _HELD.release()
        _HELD = None
