"""Where Finspan keeps the player's own files, and how it writes them without losing them.

Owns the two per-user directories (configuration and data, from platformdirs, each
overridable by an environment variable for tests and portable installs) and an atomic JSON
write (`finspan.saves.atomic`: a temporary file in the same folder, flushed and fsynced, then
moved over the old one), so a crash or a full disk leaves the old file or the new one, never
half of one.
Knows nothing about what the files mean; imports neither pygame nor the engine.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import platformdirs

from .saves.atomic import atomic_write, remove_stale_temporaries

APP_NAME = "finspan"
#: Environment variables that replace the platform's directories when set and not empty.
CONFIG_DIR_ENV = "FINSPAN_CONFIG_DIR"
DATA_DIR_ENV = "FINSPAN_DATA_DIR"


def config_dir() -> Path:
    """The settings directory: ``$FINSPAN_CONFIG_DIR`` or the platform's user config dir.

    Read on every call (so tests can change the environment); the directory may not exist.
    """
    override = os.environ.get(CONFIG_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The data directory (statistics): ``$FINSPAN_DATA_DIR`` or the platform's user data dir."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as indented UTF-8 JSON to ``path`` atomically, creating its folder.

    Raises OSError (disk full, no permission, ...) or TypeError/ValueError (not JSON-able);
    on any error the previous file, if there was one, is untouched and no temporary file
    is left behind.
    """
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    atomic_write(path, text.encode("utf-8"))


def clean_stale_temporaries(*folders: Path) -> list[Path]:
    """Delete the temporary files interrupted writes left in the config and data folders
    (and any ``folders`` given, e.g. the save folder): hidden ``*.tmp`` files older than a
    minute, so another copy's write in progress is kept. For start-up; never raises.
    Returns what was deleted."""
    removed: list[Path] = []
    for folder in (config_dir(), data_dir(), *folders):
        removed += remove_stale_temporaries(folder)
    return removed
