"""The frontend's use of saves: autosave while playing, Continue, named saves and replays.

Owns which save folder the running app uses (``configure``) and turns save problems into
messages for the player: nothing here raises into a scene except through the functions'
documented results. A service: it never opens a scene (the navigator does, with what this
returns). The files themselves are `finspan.saves`' business.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...saves.paths import autosave_present

if TYPE_CHECKING:
    from ...engine import Game
    from ...saves import SaveStore

_STORE: SaveStore | None = None
_DIRECTORY: Path | None = None
#: The last autosave problem, shown once by the table (a full disk must not end the game).
last_problem: str = ""
#: True when another copy of the game holds the profile (`finspan.frontend.shell.instance`):
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
        from ...saves import SaveStore

        _STORE = SaveStore(_DIRECTORY)
    return _STORE


def table_of(scene: Any) -> Any:
    """What the player set at ``scene`` (a table: its undo session, the seats' all-players
    answers, the animation speed, hints used) as the saves' `TableModel`; None if ``scene``
    is not a table or its values cannot be saved."""
    from pydantic import ValidationError

    from ...saves.codec import table_model

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
            list(getattr(prefs, "controllers", [])),
        )
    except ValidationError:
        return None


def restored_table(loaded: Any, settings: Any = None) -> tuple[list[str], Any, int, list[str]]:
    """What a loaded save restores at the table, as the arguments of `flow.TablePrefs`: the
    seats' all-players answers, the undo session (or None), hints used, who controls each
    seat (computer players come back with Continue and Load). With the app's
    ``settings``, also sets the animation speed the game was saved with (if offered)."""
    from .settings import ANIMATION_SPEEDS

    table = loaded.table
    speed = table.animation_speed
    if settings is not None and speed in {s for s, _ in ANIMATION_SPEEDS}:
        settings.animation_speed = speed
    return list(table.all_players), loaded.session, table.hints, list(table.controllers)


def autosave(game: Game, scene: Any = None) -> None:
    """Autosave at a decision that waits for a person; a finished game clears the autosave.
    With the table ``scene``, what the player set there is saved too (`table_of`). Does
    nothing in `read_only` mode.

    A failure is reported on the scene (``scene.notice``) once, never raised.
    """
    from ...saves import SaveError

    global last_problem
    if read_only:
        return
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


def latest_autosave() -> tuple[Any, str]:
    """The latest autosave for Continue (`finspan.saves` ``LoadedSave``: ``game``, ``notes``,
    and what `prefs_of` restores at the table), or None and the reason to tell the player."""
    from ...saves import SaveError

    try:
        loaded = store().latest_autosave()
    except SaveError as exc:
        return None, f"Could not continue: {exc}"
    if loaded is None:
        return None, "There is no game to continue."
    return loaded, ""


def load(path: str | Path) -> tuple[Any, str]:
    """A save file's loaded game (`finspan.saves` ``Loaded``: ``game`` and ``notes``), or None
    and the one-line reason the file was refused."""
    from ...saves import SaveError

    try:
        return store().load(path), ""
    except SaveError as exc:
        return None, str(exc)


def save_named(game: Game, name: str | None = None, scene: Any = None) -> str:
    """Save under a name (default: mode and week), with what the player set at the table
    ``scene``; returns a message for the player."""
    if name is None:
        mode = "solo" if game.nautoma is not None else f"{len(game.players)} players"
        name = f"{mode}, week {game.week}, seed {game.seed}"
    path = store().save_named(game, name, table_of(scene))
    return f"Saved as “{name}” ({path.name})."


def keep_replay(game: Game) -> str:
    """Keep a finished game's replay (the newest ones are kept, see `SaveStore.keep_replay`);
    returns "" or the problem, in words (never raises: the scores come first)."""
    from ...saves import SaveError

    try:
        store().keep_replay(game)
    except (SaveError, OSError) as exc:
        return f"Could not keep the replay: {exc}"
    return ""


def kept_replay(game: Game) -> Path | None:
    """The kept replay of ``game``, if there is one (never raises)."""
    try:
        return store().kept_replay(game)
    except Exception:  # no save folder at all: nothing was kept
        return None


def export_replay(game: Game) -> str:
    path = store().export_replay(game)
    return f"Replay saved: {path}"
