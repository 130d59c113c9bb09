"""The save service: autosave while playing, Continue, named saves and replays, for the app.

`SaveService` is held by the app (``app.saves``): it owns which save folder the running app
uses and whether this copy may autosave (`read_only` when another copy holds the profile),
and turns save problems into messages for the player: nothing here raises into a scene
except where a method says so. A service: it never opens a scene (the navigator does, with
what this returns). The files themselves are `finspan.saves`' business; what a table
keeps with its game comes in as one `TablePrefs`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...saves.paths import autosave_present
from .prefs import TablePrefs
from .settings import ANIMATION_SPEEDS

if TYPE_CHECKING:
    from ...core import GameState
    from ...saves import LoadedSave, SaveStore, TableModel


class SaveService:
    """The save folder in use (``directory``; None: the user's data folder) and the
    messages of what went wrong. ``read_only``: autosaves are not written (named saves
    are)."""

    def __init__(self, directory: str | Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else None
        self.read_only = False
        #: The last autosave problem, shown once (a full disk must not end the game).
        self.last_problem = ""
        self._store: SaveStore | None = None

    def store(self) -> SaveStore:
        """The save folder's store (the save formats are imported on first use)."""
        if self._store is None:
            from ...saves import SaveStore

            self._store = SaveStore(self.directory)
        return self._store

    # what a table keeps ---------------------------------------------------------------------
    @staticmethod
    def table_of(prefs: TablePrefs, session: Any, speed: float | None) -> TableModel | None:
        """What the player set at a table (``prefs``, its undo ``session``, the animation
        ``speed``) as the saves' `TableModel`; None if it cannot be saved."""
        from pydantic import ValidationError

        from ...saves.codec import table_model

        try:
            return table_model(session, list(prefs.all_players), speed, prefs.hints,
                               list(prefs.controllers))  # fmt: skip
        except ValidationError:
            return None

    @staticmethod
    def restored(loaded: Any, settings: Any = None) -> TablePrefs:
        """What a loaded save restores at the table: the seats' answers, its undo session,
        hints used, who controls each seat (computer players come back with Continue and
        Load). With the app's ``settings``, also sets the animation speed the game was saved
        with (if offered)."""
        table = loaded.table
        speed = table.animation_speed
        if settings is not None and speed in {s for s, _ in ANIMATION_SPEEDS}:
            settings.animation_speed = speed
        return TablePrefs(list(table.all_players), loaded.session, table.hints,
                          list(table.controllers))  # fmt: skip

    # saving ---------------------------------------------------------------------------------
    def autosave(self, game: GameState, table: TableModel | None = None,
                 tell: Callable[[str, float], None] | None = None) -> None:  # fmt: skip
        """Autosave at a decision that waits for a person; a finished game clears the
        autosave; ``table`` is kept with it. Does nothing when `read_only`. A failure is told
        once through ``tell(message, seconds)``, never raised."""
        from ...saves import SaveError

        if self.read_only:
            return
        try:
            if game.is_over:
                self.store().clear_autosave()
            elif game.decision is not None:
                self.store().autosave(game, table)
            self.last_problem = ""
        except (SaveError, OSError) as exc:
            message = f"Autosave failed: {exc}"
            if message != self.last_problem and tell is not None:
                tell(message, 5.0)
            self.last_problem = message

    def autosave_exists(self) -> bool:
        """Whether Continue has something to try (a broken file says why when opened)."""
        if self._store is not None:
            return autosave_present(self._store.directory)
        return autosave_present(self.directory)

    def latest_autosave(self) -> tuple[LoadedSave | None, str]:
        """The latest autosave for Continue, or None and the reason to tell the player."""
        from ...saves import SaveError

        try:
            loaded = self.store().latest_autosave()
        except SaveError as exc:
            return None, f"Could not continue: {exc}"
        if loaded is None:
            return None, "There is no game to continue."
        return loaded, ""

    def load(self, path: str | Path) -> tuple[LoadedSave | None, str]:
        """A save file's loaded game, or None and the one-line reason it was refused."""
        from ...saves import SaveError

        try:
            return self.store().load(path), ""
        except SaveError as exc:
            return None, str(exc)

    def save_named(self, game: GameState, name: str | None = None,
                   table: TableModel | None = None) -> str:  # fmt: skip
        """Save under a name (default: the mode, how far it has gone and the seed, in the
        game's words) with ``table``; returns a message for the player. Raises `SaveError`
        when it cannot."""
        if name is None:
            from ...saves.codec import summarize

            shown = summarize(game)
            name = f"{shown.mode}, {shown.progress.split(' · ')[0]}, seed {game.seed}"
        self.store().save_named(game, name, table)
        return f"Saved as “{name}”."  # by its name, as Load lists it (not its file's)

    def keep_replay(self, game: GameState, controllers: Sequence[str] = ()) -> str:
        """Keep a finished game's replay (the newest ones are kept) with who controlled each
        seat; returns "" or the problem, in words (never raises: the scores come first)."""
        from ...saves import SaveError

        try:
            self.store().keep_replay(game, controllers=controllers)
        except (SaveError, OSError) as exc:
            return f"Could not keep the replay: {exc}"
        return ""

    def game_finished(self, game: GameState, prefs: TablePrefs | None = None) -> None:
        """Keep the finished game's replay (every game, practice too: Load game → Replays)
        and record it in its game's statistics unless it is practice (never raises: a
        statistics or save problem must not cost the player their final-scores screen). With
        the table's ``prefs``, computer seats are recorded with their levels, and the hints
        used. Any game of the app (`finspan.game_stats.record_finished`)."""
        problem = self.keep_replay(game, prefs.controllers if prefs is not None else ())
        if problem:
            print(f"finspan: {problem}")
        try:
            from ... import game_stats as stats

            if not stats.counts_in_statistics(game):
                return
            if prefs is None:
                stats.record_finished(game)
            else:
                stats.record_finished(game, controllers=prefs.controllers, hints=prefs.hints)
        except Exception as exc:  # the record is a convenience; report and go on
            print(f"finspan: could not record statistics: {exc}")

    def kept_replay(self, game: GameState) -> Path | None:
        """The kept replay of ``game``, if there is one (never raises)."""
        try:
            return self.store().kept_replay(game)
        except Exception:  # no save folder at all: nothing was kept
            return None

    def add_review(self, path: Path, review: dict[str, Any]) -> str:
        """Keep a post-game review in the replay file at ``path`` (`SaveStore.add_review`);
        returns "" or the problem, in words (never raises: the review is shown anyway)."""
        from ...saves import SaveError

        try:
            self.store().add_review(path, review)
        except (SaveError, OSError) as exc:
            return f"Could not keep the review: {exc}"
        return ""

    def export_replay(self, game: GameState) -> str:
        """Write the game's replay; returns a message for the player. Raises `SaveError`."""
        self.store().export_replay(game)
        return "Replay saved: Load game, on the Replays tab."
