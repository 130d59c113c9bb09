"""The navigator: the one module that knows every scene and which one follows which.

Scenes never import each other; they ask the app's navigator (``app.nav``, the
`finspan.frontend.shell.scene.Navigator` protocol this implements): "open the title",
"open the table for this game", "open this card's page". Services (saving, settings) never
open scenes: the navigator asks them for a game or a message and opens what follows.

The app holds two games: each game's rooms (its table, final scores and replay viewer) are
registered in `ROOMS` by the game's name (`finspan.games`), and a game, a save or a replay
opens in the rooms of its own game (`finspan.games.game_name_of`). How to play, the
encyclopedia and New game show either game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..frontend.scenes.title import TitleScene
from ..frontend.shell.prefs import TablePrefs
from ..games import game_definition, game_name_of
from . import review

if TYPE_CHECKING:
    from ..core import GameState
    from ..engine import Event
    from ..frontend.document import RulesBook
    from ..frontend.shell.app import App
    from ..frontend.shell.scene import Scene
    from ..saves import Replay


@dataclass(frozen=True)
class Rooms:
    """One game's rooms: its table (``table(app, game, prefs)``), its final scores
    (``final(app, game)``) and its replay viewer (``replay(app, replay)``)."""

    table: Callable[[Any, Any, TablePrefs], Scene]
    final: Callable[[Any, Any], Scene]
    replay: Callable[[Any, Any], Scene]


# Every scene but the title is imported when it first opens, so that start-up pays for the
# title alone: importing every scene at start-up made the title's first frame five times
# slower (0.70 s against 0.14 s before the app held two games; `bench_frontend.py`'s
# startup, measured on the shared 2-core machine).
def _finspan_table(app: Any, game: Any, prefs: TablePrefs) -> Scene:
    from ..frontend.table.scene import TableScene

    return TableScene(app, game, prefs)


def _finspan_final(app: Any, game: Any) -> Scene:
    from ..frontend.scenes.final import FinalScene

    return FinalScene(app, game)


def _finspan_replay(app: Any, replay: Any) -> Scene:
    from ..frontend.scenes.replay import ReplayScene

    return ReplayScene(app, replay)


def _flip_table(app: Any, game: Any, prefs: TablePrefs) -> Scene:
    from ..frontend.flip.table import FlipTable

    return FlipTable(app, game, prefs)


def _flip_final(app: Any, game: Any) -> Scene:
    from ..frontend.flip.final import FlipFinal

    return FlipFinal(app, game)


def _flip_replay(app: Any, replay: Any) -> Scene:
    from ..frontend.flip.replay import FlipReplay

    return FlipReplay(app, replay)


def _finspan_rules_book() -> RulesBook:
    from ..frontend.scenes.rules import finspan_rules_book

    return finspan_rules_book()


def _flip_rules_book() -> RulesBook:
    from ..frontend.flip.rules_book import flip_rules_book

    return flip_rules_book()


#: Each game's rooms by its name. A game without rooms here cannot be played yet: opening
#: it tells the player so (Fish'n'Flip's table registers itself here).
ROOMS: dict[str, Rooms] = {
    "finspan": Rooms(_finspan_table, _finspan_final, _finspan_replay),
    "flip": Rooms(_flip_table, _flip_final, _flip_replay),
}


#: Each game's How to play (`finspan.frontend.document.RulesBook`), by its name.
BOOKS: dict[str, Callable[[], RulesBook]] = {
    "finspan": _finspan_rules_book,
    "flip": _flip_rules_book,
}


#: The title of the message shown when the controller in use is disconnected.
LOST_TITLE = "Controller disconnected"


class Navigator:
    """Opens scenes on ``app``'s stack. Every method changes the stack and nothing else,
    except where its docstring says so."""

    def __init__(self, app: App) -> None:
        self.app = app
        #: The choices last made on the New game screen (shown again next time); None at first.
        self.last_new_game: dict[str, object] | None = None
        #: The choices last made on Fish'n'Flip's New game screen; None at first.
        self.last_flip_game: dict[str, object] | None = None

    # the title and the screens opened from it ---------------------------------------------
    def show_title(self) -> None:
        """Leave everything and show the title (the program goes on)."""
        while self.app.stack:
            self.app.pop()
        self.app.push(TitleScene(self.app))

    def open_setup(self, game: str = "finspan") -> None:
        """New game of ``game`` (``finspan``, ``flip``): its own setup screen."""
        if game == "flip":
            from ..frontend.flip.setup import FlipSetupScene

            self.app.push(FlipSetupScene(self.app))
        else:
            from ..frontend.scenes.setup import SetupScene

            self.app.push(SetupScene(self.app))

    def open_load(self) -> None:
        from ..frontend.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def open_encyclopedia(self, fish_number: int | None = None, game: str = "finspan") -> None:
        """The encyclopedia: Finspan's fish (at ``fish_number``), or Fish'n'Flip's pages
        (``game="flip"``: its animals, powers, action cards and waste)."""
        if game == "flip":
            from ..frontend.flip.pages import flip_pages_book
            from ..frontend.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, None, book=flip_pages_book()))
        else:
            from ..frontend.scenes.encyclopedia import EncyclopediaScene

            self.app.push(EncyclopediaScene(self.app, fish_number))

    def open_rules(self, section: str | None = None, game: str = "finspan") -> None:
        """How to play ``game`` (``finspan``, ``flip``), at ``section`` (a heading of its
        rules document; default: its first section to read)."""
        from ..frontend.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, section, book=BOOKS[game]()))

    def open_settings(self) -> None:
        from ..frontend.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_stats(self) -> None:
        from ..frontend.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    # games ----------------------------------------------------------------------------------
    def start_game(self, setup: Any, seed: int, prefs: TablePrefs | None = None) -> None:
        """Begin a new game of the setup's game (a Finspan or a Fish'n'Flip `Setup`) and
        show its table (every scene above the title leaves). A game this version has no
        table for is not begun: the top scene is told so (`tell`) and nothing changes."""
        name = game_name_of(setup)
        if self._rooms(name) is None:
            return
        self.open_table(game_definition(name).new_game(setup, seed), prefs)

    def _rooms(self, name: str) -> Rooms | None:
        """The rooms of the game ``name``, or None (and the player is told) if this version
        has none for it yet."""
        rooms = ROOMS.get(name)
        if rooms is None:
            self.tell(f"{game_definition(name).title} cannot be played in this version yet.")
        return rooms

    def open_table(self, game: GameState, prefs: TablePrefs | None = None) -> None:
        """Show ``game`` at its own game's table, above the title. The first-turn guide
        shows once per profile: once a table shows it, the setting is turned off (and
        saved)."""
        rooms = self._rooms(game_name_of(game))
        if rooms is None:
            return
        self._back_to_title()
        table = rooms.table(self.app, game, prefs or TablePrefs())
        if getattr(table, "guide", None) is not None and self.app.settings.first_turn_guide:
            self.app.settings.first_turn_guide = False
            _save_settings(self.app)
        self.app.push(table)

    def open_final(self, game: GameState) -> None:
        rooms = self._rooms(game_name_of(game))
        if rooms is not None:
            self.app.push(rooms.final(self.app, game))

    def open_week_end(self, game: Any, summary: list[Event]) -> None:
        """Finspan's end of a week (a Finspan game)."""
        from ..frontend.scenes.week_end import WeekEndScene

        self.app.push(WeekEndScene(self.app, game, summary))

    def open_replay(self, replay: Replay, step: int = 0) -> None:
        """The replay viewer of ``replay``'s game, at ``step`` (0: the start)."""
        rooms = self._rooms(replay.game_name)
        if rooms is not None:
            self.app.push(self.replay_view(replay, step, rooms))

    def replay_view(self, replay: Replay, step: int = 0, rooms: Rooms | None = None) -> Scene:
        """A replay viewer of ``replay`` at ``step``, laid out for the window but not put on
        the stack (the review draws the position with it). Changes nothing."""
        rooms = rooms or ROOMS[replay.game_name]
        viewer = rooms.replay(self.app, replay)
        viewer.resize(self.app.size)
        if step:
            viewer.jump(step)  # type: ignore[attr-defined]
        return viewer

    # the post-game review -------------------------------------------------------------------
    def review_finished(self, game: GameState, controllers: Sequence[str] = ()) -> None:
        """"Review this game" at a finished game's final scores: its kept replay (with a
        review made before), or its replay in memory if none was kept."""
        from ..saves import Replay, SaveError
        from ..saves.codec import replay_model
        from ..saves.store import utc_now

        path = self.app.saves.kept_replay(game)
        try:
            if path is not None:
                self.open_review(self.app.saves.store().load_replay(path))
                return
        except SaveError:
            pass  # the kept file went wrong: review the game in memory
        model = replay_model(game, "", utc_now(), list(controllers))
        self.open_review(Replay(model, game.clone()))

    def open_review(self, replay: Replay) -> None:
        """"Review this game" for a finished Finspan replay: choose the person when there are
        several (Nautoma and computer seats are not reviewed), then show the review kept in
        the file, or compute it (`ReviewWait`) and keep it in the file."""
        people = review.people(replay)
        if not people:
            self.tell("There is no person's decision to review in this game.")
        elif len(people) == 1:
            self._review_seat(replay, people[0])
        else:
            from ..frontend.ui.dialogs import Menu

            names = review.names(replay)
            items = [(names[s], partial(self._review_seat, replay, s))
                     for s in people]  # fmt: skip
            self.app.push(Menu(self.app, "Review whose decisions?", items))

    def _review_seat(self, replay: Replay, seat: int) -> None:
        # imported on first use: the review's search is not needed to start the app
        from ..ai.review import Review
        from ..frontend.scenes.review import ReviewScene
        from ..frontend.scenes.review_wait import ReviewWait

        name = review.names(replay)[seat]
        saved = replay.review
        if saved is not None and saved["seat"] == seat:
            self.app.push(ReviewScene(self.app, replay, Review.from_dict(saved, name)))
            return

        def done(result: Review) -> None:
            note = review.keep(self.app, replay, result)
            self.app.replace(ReviewScene(self.app, replay, result, note))

        self.app.push(ReviewWait(self.app, name, review.job(self.app, replay, seat), done))

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
        if loaded.game_name not in ROOMS:
            title = game_definition(loaded.game_name).title
            return f"{title} cannot be played in this version yet."
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

        from ..frontend.scenes.recovery import RecoveryScene

        self.show_title()
        self.app.push(RecoveryScene(self.app, error, report, on_continue=resume,
                                    on_quit=self.app.quit, autosave=autosave))  # fmt: skip

    def ask_profile_in_use(self, holder: str) -> None:
        """Another copy holds the profile: `LockedScene` on top, "Open read-only" (this copy
        goes on without autosaves) or "Quit"."""

        def read_only() -> None:
            self.app.pop()
            self.tell("Read-only: this copy writes no autosave while the other one runs.")

        from ..frontend.scenes.recovery import LockedScene

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

    def open_keyboard(self, field: Any) -> None:
        """The on-screen keyboard over the top scene, for ``field``."""
        from ..frontend.ui.keyboard import ScreenKeyboard

        self.app.push(ScreenKeyboard(self.app, field))

    def controller_lost(self, name: str) -> None:
        """A `Notice` over the top scene: it is paused (not updated) beneath the dialog, so a
        game waits with everything as it was; Enter, a click, or a controller's South goes on."""
        from ..frontend.ui.dialogs import Notice

        if isinstance(self.app.stack.top, Notice) and self.app.stack.top.title == LOST_TITLE:
            return  # already said
        words = (f"{name} was disconnected. The game waits here; nothing is lost. Connect a "
                 "controller and press its South button (A or cross), or press Enter or "
                 "click, to go on.")  # fmt: skip
        self.app.push(Notice(self.app, LOST_TITLE, words))

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
