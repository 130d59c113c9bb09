"""The frontend's use of saves: autosave while playing, Continue, named saves and replays.

Owns which save folder the running app uses (``configure``) and turns save problems into
messages for the player: nothing here raises into a scene except through the functions'
documented results. The files themselves are `finspan.saves`' business.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..saves.paths import autosave_present

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..saves import SaveStore
    from .scene import AppContext

_STORE: SaveStore | None = None
_DIRECTORY: Path | None = None
#: The last autosave problem, shown once by the table (a full disk must not end the game).
last_problem: str = ""
#: True when another copy of the game holds the profile (`finspan.frontend.instance`):
#: autosaves are then not written (named saves still are).
read_only: bool = False


def configure(directory: str | Path | None) -> None:
    """Use ``directory`` for saves (the ``--save-dir`` flag); None = the default folder."""
    global _STORE, _DIRECTORY
    _DIRECTORY = Path(directory) if directory is not None else None
    _STORE = None


def store() -> SaveStore:
    """The save folder in use (the save formats are imported on first use)."""
    global _STORE
    if _STORE is None:
        from ..saves import SaveStore

        _STORE = SaveStore(_DIRECTORY)
    return _STORE


def autosave(game: Game, scene: Any = None) -> None:
    """Autosave at a decision that waits for a person; a finished game clears the autosave.
    Does nothing in `read_only` mode.

    A failure is reported on the scene (``scene.notice``) once, never raised.
    """
    from ..saves import SaveError

    global last_problem
    if read_only:
        return
    try:
        if game.is_over:
            store().clear_autosave()
        elif game.decision is not None:
            store().autosave(game)
        last_problem = ""
    except (SaveError, OSError) as exc:
        message = f"Autosave failed: {exc}"
        if message != last_problem and scene is not None and hasattr(scene, "notice"):
            scene.notice(message, 5.0)
        last_problem = message


def autosave_exists() -> bool:
    """Whether Continue has something to try (a broken file says why when opened)."""
    if _STORE is not None:
        return autosave_present(_STORE.directory)
    return autosave_present(_DIRECTORY)


def resume_latest(app: AppContext) -> None:
    """Continue: open the latest autosaved game at the decision where it stopped."""
    from ..saves import SaveError
    from . import flow

    try:
        loaded = store().latest_autosave()
    except SaveError as exc:
        _tell(app, f"Could not continue: {exc}")
        return
    if loaded is None:
        _tell(app, "There is no game to continue.")
        return
    flow.open_table(app, loaded.game)


def open_save(app: AppContext, path: str | Path) -> str | None:
    """Load a save file and open it at the table (a finished game at its final scores).

    Returns None on success, or the one-line reason the file was refused (nothing opened).
    """
    from ..saves import SaveError
    from . import flow

    try:
        loaded = store().load(path)
    except SaveError as exc:
        return str(exc)
    flow.open_table(app, loaded.game)
    if loaded.game.is_over:
        from .scenes.final import FinalScene

        app.push(FinalScene(app, loaded.game))
    for note in loaded.notes:
        _tell(app, note)
    return None


def save_named(game: Game, name: str | None = None) -> str:
    """Save under a name (default: mode and week); returns a message for the player."""
    if name is None:
        mode = "solo" if game.nautoma is not None else f"{len(game.players)} players"
        name = f"{mode}, week {game.week}, seed {game.seed}"
    path = store().save_named(game, name)
    return f"Saved as “{name}” ({path.name})."


def export_replay(game: Game) -> str:
    path = store().export_replay(game)
    return f"Replay saved: {path}"


def _tell(app: AppContext, message: str) -> None:
    top = getattr(getattr(app, "stack", None), "top", None)
    if top is not None and hasattr(top, "notice"):
        top.notice(message)
    else:
        print(f"finspan: {message}")
