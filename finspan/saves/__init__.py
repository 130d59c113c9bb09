"""Saves, autosave, replays: files of plain JSON data, written atomically, checked on load.

Public API (everything raises `SaveError`, a ValueError with one line naming the file and
the problem, and nothing else)::

    from finspan.saves import SaveStore

    store = SaveStore()                      # $FINSPAN_SAVE_DIR or the user data folder
    store.autosave(game)                     # at every decision that waits for a person
    store.autosave(game, table_model(session, answers, speed, hints))  # with the table
    loaded = store.latest_autosave()         # Continue: a LoadedSave or None (.session, .table)
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

from typing import TYPE_CHECKING

from .._lazy import lazy_getattr

if TYPE_CHECKING:  # the real names for type checkers; at run time they load lazily
    from .codec import (
        table_model as table_model,
    )
    from .errors import (
        SaveError as SaveError,
    )
    from .models import (
        SCHEMA_VERSION as SCHEMA_VERSION,
        ReplayFile as ReplayFile,
        SaveFile as SaveFile,
        SaveSummary as SaveSummary,
        TableModel as TableModel,
    )
    from .paths import (
        AUTOSAVE as AUTOSAVE,
        AUTOSAVE_BACKUP as AUTOSAVE_BACKUP,
        ENV_SAVE_DIR as ENV_SAVE_DIR,
        default_save_dir as default_save_dir,
    )
    from .replay import (
        Replay as Replay,
    )
    from .store import (
        LoadedSave as LoadedSave,
        SaveEntry as SaveEntry,
        SaveStore as SaveStore,
        file_name_for as file_name_for,
        load_file as load_file,
        save_summary as save_summary,
        utc_now as utc_now,
    )

#: Public names and the module defining each, imported on first use (PEP 562): the save
#: formats need pydantic, which the title screen should not wait for.
_EXPORTS: dict[str, str] = {
    "SaveError": ".errors",
    "SCHEMA_VERSION": ".models",
    "ReplayFile": ".models",
    "SaveFile": ".models",
    "SaveSummary": ".models",
    "TableModel": ".models",
    "table_model": ".codec",
    "Replay": ".replay",
    "AUTOSAVE": ".paths",
    "AUTOSAVE_BACKUP": ".paths",
    "ENV_SAVE_DIR": ".paths",
    "default_save_dir": ".paths",
    "LoadedSave": ".store",
    "SaveEntry": ".store",
    "SaveStore": ".store",
    "file_name_for": ".store",
    "load_file": ".store",
    "save_summary": ".store",
    "utc_now": ".store",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS, globals())
