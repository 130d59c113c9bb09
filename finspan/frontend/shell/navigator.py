"""The navigator: the one module that knows every scene and which one follows which.

Scenes never import each other; they ask the app's navigator (``app.nav``): "open the title",
"open the table for this game", "open this card's page". Services (saving, settings) never
open scenes: the navigator asks them for a game or a message and opens what follows.
Scene classes are imported when first opened, only so that start-up does not pay for scenes
not yet shown (no scene imports this module, so this makes no cycle).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from . import saving
from .flow import TablePrefs

if TYPE_CHECKING:
    from ...engine import Event, Game, Setup
    from ...saves import Replay
    from .app import App
    from .scene import Scene


class Navigator:
    """Opens scenes on ``app``'s stack. Every method changes the stack and nothing else, except
    where its docstring says so."""

    def __init__(self, app: App) -> None:
        self.app = app
        #: The choices last made on the New game screen (shown again next time); None at first.
        self.last_new_game: dict[str, object] | None = None

    # the title and the screens opened from it ---------------------------------------------
    def show_title(self) -> None:
        """Leave everything and show the title (the program goes on)."""
        from ..scenes.title import TitleScene

        while self.app.stack:
            self.app.pop()
        self.app.push(TitleScene(self.app))

    def open_setup(self) -> None:
        from ..scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def open_load(self) -> None:
        from ..scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def open_encyclopedia(self, fish_number: int | None = None) -> None:
        from ..scenes.encyclopedia import EncyclopediaScene

        self.app.push(EncyclopediaScene(self.app, fish_number))

    def open_rules(self, section: str | None = None) -> None:
        """How to play, at ``section`` (a heading of `rules_text`; default: the first turn)."""
        from ..scenes.rules import RulesScene

        self.app.push(RulesScene(self.app) if section is None else RulesScene(self.app, section))

    def open_settings(self) -> None:
        from ..scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_stats(self) -> None:
        from ..scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    # games ----------------------------------------------------------------------------------
    def start_game(self, setup: Setup, seed: int, prefs: TablePrefs | None = None) -> None:
        """Begin a new game and show the table (every scene above the title leaves)."""
        from ...engine import Game

        self.open_table(Game(setup, seed), prefs)

    def open_table(self, game: Game, prefs: TablePrefs | None = None) -> None:
        """Show ``game`` at the table, above the title. The first-turn guide shows once per
        profile: once a table shows it, the setting is turned off (and saved)."""
        from ..scenes.table import TableScene

        self._back_to_title()
        table = TableScene(self.app, game, prefs or TablePrefs())
        if getattr(table, "guide", None) is not None and self.app.settings.first_turn_guide:
            self.app.settings.first_turn_guide = False
            _save_settings(self.app)
        self.app.push(table)

    def open_final(self, game: Game) -> None:
        from ..scenes.final import FinalScene

        self.app.push(FinalScene(self.app, game))

    def open_week_end(self, game: Game, summary: list[Event]) -> None:
        from ..scenes.week_end import WeekEndScene

        self.app.push(WeekEndScene(self.app, game, summary))

    def open_replay(self, replay: Replay) -> None:
        from ..scenes.replay import ReplayScene

        self.app.push(ReplayScene(self.app, replay))

    def continue_game(self) -> None:
        """Continue: the latest autosaved game at the decision where it stopped, or a notice."""
        loaded, problem = saving.latest_autosave()
        if loaded is None:
            self.tell(problem)
            return
        self.open_table(loaded.game, TablePrefs(*saving.restored_table(loaded, self.app.settings)))

    def open_save(self, path: str | Path) -> str | None:
        """Open a save file at the table (a finished game at its final scores).

        Returns None on success, or the one-line reason the file was refused (nothing opened).
        """
        loaded, problem = saving.load(path)
        if loaded is None:
            return problem
        self.open_table(loaded.game, TablePrefs(*saving.restored_table(loaded, self.app.settings)))
        if loaded.game.is_over:
            self.open_final(loaded.game)
        for note in loaded.notes:
            self.tell(note)
        return None

    # questions asked before anything else (`guard`, `instance`) ----------------------------
    def open_recovery(self, error: str, report: Path, *, autosave: bool) -> None:
        """After an unexpected error, on an emptied stack: the title with `RecoveryScene` on
        top. Continue opens the last autosave (or tells why not, on the title); Quit ends."""
        from ..scenes.recovery import RecoveryScene

        def resume() -> None:
            self.app.pop()
            self.continue_game()

        self.show_title()
        self.app.push(RecoveryScene(self.app, error, report, on_continue=resume,
                                    on_quit=self.app.quit, autosave=autosave))  # fmt: skip

    def ask_profile_in_use(self, holder: str) -> None:
        """Another copy holds the profile: `LockedScene` on top, "Open read-only" (this copy
        goes on without autosaves) or "Quit"."""
        from ..scenes.recovery import LockedScene

        def read_only() -> None:
            self.app.pop()
            self.tell("Read-only: this copy writes no autosave while the other one runs.")

        self.app.push(LockedScene(self.app, holder, on_read_only=read_only,
                                  on_quit=self.app.quit))  # fmt: skip

    # helpers --------------------------------------------------------------------------------
    def tell(self, message: str) -> None:
        """Show ``message`` on the top scene if it can show notices, else print it."""
        top: Scene | None = self.app.stack.top
        notice = getattr(top, "notice", None)
        if notice is not None:
            notice(message)
        else:
            print(f"finspan: {message}")

    def _back_to_title(self) -> None:
        """Pop scenes until the title (or nothing) is on top."""
        from ..scenes.title import TitleScene

        while self.app.stack.top is not None and not isinstance(self.app.stack.top, TitleScene):
            self.app.pop()


def _save_settings(app: App) -> None:
    """Keep a changed setting for next time; a settings file that cannot be written is not
    worth interrupting a game for."""
    if app.headless:
        return
    try:
        from .settings_store import save_settings

        save_settings(app.settings)
    except (OSError, ImportError) as exc:
        print(f"finspan: could not save the settings: {exc}")
