"""The navigator: the one module that knows every scene and which one follows which.

Scenes never import each other; they ask the app's navigator (``app.nav``, the
`finspan.frontend.shell.scene.Navigator` protocol this implements): "open the title",
"open the table for this game", "open this card's page". Services (saving, settings) never
open scenes: the navigator asks them for a game or a message and opens what follows.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..engine import Game
from ..frontend.scenes.encyclopedia import EncyclopediaScene
from ..frontend.scenes.final import FinalScene
from ..frontend.scenes.load import LoadScene
from ..frontend.scenes.recovery import LockedScene, RecoveryScene
from ..frontend.scenes.replay import ReplayScene
from ..frontend.scenes.rules import RulesScene
from ..frontend.scenes.settings import SettingsScene
from ..frontend.scenes.setup import SetupScene
from ..frontend.scenes.stats import StatsScene
from ..frontend.scenes.title import TitleScene
from ..frontend.scenes.week_end import WeekEndScene
from ..frontend.shell.prefs import TablePrefs
from ..frontend.table.scene import TableScene

if TYPE_CHECKING:
    from ..engine import Event, Setup
    from ..frontend.shell.app import App
    from ..frontend.shell.scene import Scene
    from ..saves import Replay


class Navigator:
    """Opens scenes on ``app``'s stack. Every method changes the stack and nothing else,
    except where its docstring says so."""

    def __init__(self, app: App) -> None:
        self.app = app
        #: The choices last made on the New game screen (shown again next time); None at first.
        self.last_new_game: dict[str, object] | None = None

    # the title and the screens opened from it ---------------------------------------------
    def show_title(self) -> None:
        """Leave everything and show the title (the program goes on)."""
        while self.app.stack:
            self.app.pop()
        self.app.push(TitleScene(self.app))

    def open_setup(self) -> None:
        self.app.push(SetupScene(self.app))

    def open_load(self) -> None:
        self.app.push(LoadScene(self.app))

    def open_encyclopedia(self, fish_number: int | None = None) -> None:
        self.app.push(EncyclopediaScene(self.app, fish_number))

    def open_rules(self, section: str | None = None) -> None:
        """How to play, at ``section`` (a heading of `rules_text`; default: the first turn)."""
        self.app.push(RulesScene(self.app) if section is None else RulesScene(self.app, section))

    def open_settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def open_stats(self) -> None:
        self.app.push(StatsScene(self.app))

    # games ----------------------------------------------------------------------------------
    def start_game(self, setup: Setup, seed: int, prefs: TablePrefs | None = None) -> None:
        """Begin a new game and show the table (every scene above the title leaves)."""
        self.open_table(Game(setup, seed), prefs)

    def open_table(self, game: Game, prefs: TablePrefs | None = None) -> None:
        """Show ``game`` at the table, above the title. The first-turn guide shows once per
        profile: once a table shows it, the setting is turned off (and saved)."""
        self._back_to_title()
        table = TableScene(self.app, game, prefs or TablePrefs())
        if getattr(table, "guide", None) is not None and self.app.settings.first_turn_guide:
            self.app.settings.first_turn_guide = False
            _save_settings(self.app)
        self.app.push(table)

    def open_final(self, game: Game) -> None:
        self.app.push(FinalScene(self.app, game))

    def open_week_end(self, game: Game, summary: list[Event]) -> None:
        self.app.push(WeekEndScene(self.app, game, summary))

    def open_replay(self, replay: Replay) -> None:
        self.app.push(ReplayScene(self.app, replay))

    def continue_game(self) -> None:
        """Continue: the latest autosaved game at the decision where it stopped, or a notice."""
        loaded, problem = self.app.saves.latest_autosave()
        if loaded is None:
            self.tell(problem)
            return
        self.open_table(loaded.game, self.app.saves.restored(loaded, self.app.settings))

    def open_save(self, path: str | Path) -> str | None:
        """Open a save file at the table (a finished game at its final scores).

        Returns None on success, or the one-line reason the file was refused (nothing opened).
        """
        loaded, problem = self.app.saves.load(path)
        if loaded is None:
            return problem
        self.open_table(loaded.game, self.app.saves.restored(loaded, self.app.settings))
        if loaded.game.is_over:
            self.open_final(loaded.game)
        for note in loaded.notes:
            self.tell(note)
        return None

    # questions asked before anything else (`guard`, `instance`) ----------------------------
    def open_recovery(self, error: str, report: Path, *, autosave: bool) -> None:
        """After an unexpected error, on an emptied stack: the title with `RecoveryScene` on
        top. Continue opens the last autosave (or tells why not, on the title); Quit ends."""

        def resume() -> None:
            self.app.pop()
            self.continue_game()

        self.show_title()
        self.app.push(RecoveryScene(self.app, error, report, on_continue=resume,
                                    on_quit=self.app.quit, autosave=autosave))  # fmt: skip

    def ask_profile_in_use(self, holder: str) -> None:
        """Another copy holds the profile: `LockedScene` on top, "Open read-only" (this copy
        goes on without autosaves) or "Quit"."""

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
        while self.app.stack.top is not None and not isinstance(self.app.stack.top, TitleScene):
            self.app.pop()


def _save_settings(app: App) -> None:
    """Keep a changed setting for next time; a settings file that cannot be written is not
    worth interrupting a game for."""
    if app.headless:
        return
    try:
        from ..frontend.shell.settings_store import save_settings

        save_settings(app.settings)
    except (OSError, ImportError) as exc:
        print(f"finspan: could not save the settings: {exc}")
