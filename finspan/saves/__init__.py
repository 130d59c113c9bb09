"""Saves, autosave, replays: files of plain JSON data, written atomically, checked on load.

Public API (everything raises `SaveError`, a ValueError with one line naming the file and
the problem, and nothing else)::

    from finspan.saves import SaveStore

    store = SaveStore()                      # $FINSPAN_SAVE_DIR or the user data folder
    store.autosave(game)                     # at every decision that waits for a person
    loaded = store.latest_autosave()         # Continue: a LoadedSave or None
    store.save_named(game, "Dinner break")   # -> Path
    for entry in store.list_saves(): ...     # SaveEntry: kind, name, date, mode, scores...
    loaded = store.load(entry.path)          # LoadedSave: .game, .model, .notes
    store.delete(entry.file_name)
    store.export_replay(game)                # -> Path in the replays folder
    replay = store.load_replay(path)         # Replay: .game_at(step), .step_events(step)

Modules: `models` (the file formats), `upgrade` (older schemas), `codec` (bytes <-> checked
games), `atomic` (the write protocol), `store` (the folder), `replay` (the viewer's steps).
The engine stays free of file I/O: this package is the only one that touches save files.
"""

from .errors import SaveError
from .models import SCHEMA_VERSION, ReplayFile, SaveFile, SaveSummary
from .replay import Replay
from .store import (
    AUTOSAVE,
    AUTOSAVE_BACKUP,
    ENV_SAVE_DIR,
    LoadedSave,
    SaveEntry,
    SaveStore,
    default_save_dir,
    file_name_for,
    load_file,
    save_summary,
    utc_now,
)

__all__ = [
    "AUTOSAVE",
    "AUTOSAVE_BACKUP",
    "ENV_SAVE_DIR",
    "SCHEMA_VERSION",
    "LoadedSave",
    "Replay",
    "ReplayFile",
    "SaveEntry",
    "SaveError",
    "SaveFile",
    "SaveStore",
    "SaveSummary",
    "default_save_dir",
    "file_name_for",
    "load_file",
    "save_summary",
    "utc_now",
]
