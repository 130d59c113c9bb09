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


def table_of(scene: Any) -> Any:
    """What the player set at ``scene`` (a table: its undo session, the seats' all-players
    answers, the animation speed, hints used) as the saves' `TableModel`; None if ``scene``
    is not a table or its values cannot be saved."""
    from pydantic import ValidationError

    from ..saves.codec import table_model

    session = getattr(scene, "session", None)
    if session is None:
        return None
    prefs = getattr(scene, "prefs", None)
    app = getattr(scene, "app", None)
    speed = getattr(getattr(app, "settings", None), "animation_speed", None)
    try:
        return table_model(
            session,
            list(getattr(prefs, "all_players", [])),
            speed if isinstance(speed, int | float) else None,
            getattr(prefs, "hints", 0),
        )
    except ValidationError:
        return None


def prefs_of(loaded: Any) -> Any:
    """The table's `flow.TablePrefs` a loaded save restores (answers, undo history, hints)."""
    from . import flow

    table = loaded.table
    return flow.TablePrefs(list(table.all_players), loaded.session, table.hints)


def _restore_speed(app: Any, loaded: Any) -> None:
    """Play a loaded game at the animation speed it was saved with (one the settings offer)."""
    from .settings import ANIMATION_SPEEDS

    speed = loaded.table.animation_speed
    settings = getattr(app, "settings", None)
    if settings is not None and speed in {s for s, _ in ANIMATION_SPEEDS}:
        settings.animation_speed = speed


def autosave(game: Game, scene: Any = None) -> None:
    """Autosave at a decision that waits for a person; a finished game clears the autosave.
    With the table ``scene``, what the player set there is saved too (`table_of`).

    A failure is reported on the scene (``scene.notice``) once, never raised.
    """
    from ..saves import SaveError

    global last_problem
    try:
        if game.is_over:
            store().clear_autosave()
        elif game.decision is not None:
            store().autosave(game, table_of(scene))
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
    _restore_speed(app, loaded)
    flow.open_table(app, loaded.game, prefs_of(loaded))


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
    _restore_speed(app, loaded)
    flow.open_table(app, loaded.game, prefs_of(loaded))
    if loaded.game.is_over:
        from .scenes.final import FinalScene

        app.push(FinalScene(app, loaded.game))
    for note in loaded.notes:
        _tell(app, note)
    return None


def save_named(game: Game, name: str | None = None, scene: Any = None) -> str:
    """Save under a name (default: mode and week), with what the player set at the table
    ``scene``; returns a message for the player."""
    if name is None:
        mode = "solo" if game.nautoma is not None else f"{len(game.players)} players"
        name = f"{mode}, week {game.week}, seed {game.seed}"
    path = store().save_named(game, name, table_of(scene))
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
