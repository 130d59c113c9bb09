"""Where saves live, without importing the save formats (so the title screen can ask whether
there is a game to continue without loading pydantic).

Owns the folder rule and the autosave file names; `finspan.saves.store` uses the same.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import platformdirs

ENV_SAVE_DIR = "FINSPAN_SAVE_DIR"
AUTOSAVE = "autosave.json"
AUTOSAVE_BACKUP = "autosave.bak.json"
REPLAY_FOLDER = "replays"


def default_save_dir(environ: Mapping[str, str] | None = None) -> Path:
    """``$FINSPAN_SAVE_DIR`` if set, else ``platformdirs.user_data_dir("finspan")/saves``."""
    environ = os.environ if environ is None else environ
    explicit = environ.get(ENV_SAVE_DIR, "").strip()
    if explicit:
        return Path(explicit).expanduser()
    return Path(platformdirs.user_data_dir("finspan")) / "saves"


def autosave_present(directory: Path | None = None) -> bool:
    """Whether the folder holds an autosave or its backup (not whether it loads)."""
    folder = directory if directory is not None else default_save_dir()
    return (folder / AUTOSAVE).is_file() or (folder / AUTOSAVE_BACKUP).is_file()
