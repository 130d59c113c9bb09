"""The navigator: the one module that knows every scene and which one follows which.

Scenes never import each other; they ask the app's navigator (``app.nav``, the
`finspan.frontend.shell.scene.Navigator` protocol this implements): "open the title",
"open the table for this game", "open this card's page". Services (saving, settings) never
open scenes: the navigator asks them for a game or a message and opens what follows.

The app holds several games, and knows none by name: each game's rooms (its New game, table,
end screen, replay viewer, How to play, encyclopedia, review) are its registration's
``front`` (`finspan.games.Registration`, `finspan.frontend.kit.front.GameFront`), and a game,
a save or a replay opens in the rooms of its own game (`finspan.games.registration_of`).
Where a call names no game, it means the first one the app offers.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..frontend.scenes.title import TitleScene
from ..frontend.shell.prefs import TablePrefs
from ..games import registration, registration_of, registrations

if TYPE_CHECKING:
    from ..core import GameState
    from ..frontend.kit.front import GameFront, StatsView
    from ..frontend.shell.app import App
    from ..frontend.shell.scene import Scene
    from ..saves import Replay


class Unplayable(Exception):
    """A game's frontend cannot be loaded (a broken or partial install): the player is told
    the game cannot be played, and nothing opens."""


def front(name: str | None = None) -> GameFront:
    """The frontend of the game named ``name`` (None: the first game). Raises `Unplayable`
    when it cannot be loaded."""
    found = registration(name) if name else registrations()[0]
    try:
        loaded: GameFront = found.front.get()
    except (ImportError, AttributeError) as exc:
        raise Unplayable(f"{found.title} cannot be played in this version yet.") from exc
    return loaded


def front_of(thing: Any) -> GameFront:
    """The frontend of the game a match or a setup belongs to (raises `Unplayable`)."""
    return front(registration_of(thing).name)


#: The title of the message shown when the controller in use is disconnected.
LOST_TITLE = "Controller disconnected"


class Navigator:
    """Opens scenes on ``app``'s stack. Every method changes the stack and nothing else,
    except where its docstring says so."""

    def __init__(self, app: App) -> None:
        self.app = app
        #: The choices last made on each game's New game screen (shown again next time), by
        #: the game's name.
        self.last_setup: dict[str, dict[str, object]] = {}

    # the title and the screens opened from it ---------------------------------------------
    def show_title(self) -> None:
        """Leave everything and show the title (the program goes on)."""
        while self.app.stack:
            self.app.pop()
        self.app.push(TitleScene(self.app))

    def open_setup(self, game: str | None = None) -> None:
        """New game of ``game``: its own setup screen."""
        made = self._front(game)
        if made is not None:
            self.app.push(made.setup(self.app))

    def _front(self, game: str | None = None, thing: Any = None) -> GameFront | None:
        """The frontend of ``game`` (or of the game ``thing`` belongs to), or None when it
        cannot be loaded (the top scene is told so)."""
        try:
            return front_of(thing) if thing is not None else front(game)
        except Unplayable as exc:
            self.tell(str(exc))
            return None

    def open_load(self) -> None:
        from ..frontend.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def open_encyclopedia(self, what: Any = None, game: str | None = None) -> None:
        """``game``'s encyclopedia (at ``what``, the game's own key of a page: a Finspan
        fish's number); a game without one tells the player so."""
        opened = front(game).encyclopedia
        if opened is None:
            self.tell(f"{registration(game or registrations()[0].name).title} has no "
                      "encyclopedia.")  # fmt: skip
            return
        self.app.push(opened(self.app, what))

    def open_rules(self, section: str | None = None, game: str | None = None) -> None:
        """How to play ``game``, at ``section`` (a heading of its rules document; default:
        its first section to read)."""
        from ..frontend.scenes.rules import RulesScene

        book = front(game).rules
        if book is None:
            self.tell("There is no How to play for this game yet.")
            return
        self.app.push(RulesScene(self.app, book(), section))

    def open_settings(self) -> None:
        from ..frontend.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_stats(self) -> None:
        from ..frontend.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    def open_puzzles(self, game: str | None = None) -> None:
        """The Puzzles room (at ``game``'s puzzles; None: the first game that has some)."""
        from ..frontend.puzzles.progress import puzzle_games
        from ..frontend.puzzles.room import PuzzleRoom

        if not puzzle_games():
            self.tell("No game has puzzles in this version.")
            return
        self.app.push(PuzzleRoom(self.app, game))

    def open_daily(self) -> None:
        """The game of the day (each game's deal of the day, played at its own table)."""
        from ..frontend.puzzles.daily_room import DailyRoom, daily_names

        if not daily_names():
            self.tell("No game has a game of the day in this version.")
            return
        self.app.push(DailyRoom(self.app))

    def stats_views(self) -> list[StatsView]:
        """Every game's views of the Statistics screen, in the order the games are offered
        (a game without views of its own shows its finished games: `basic_views`), then the
        puzzles' and the game of the day's (`frontend.puzzles.stats_views`: one record for
        every game, the same views for each)."""
        from ..frontend.puzzles.progress import today
        from ..frontend.puzzles.stats_views import views as puzzle_views
        from ..frontend.scenes.stats_basic import basic_views

        views: list[StatsView] = []
        for r in registrations():
            made = r.front.get().stats
            views += list(made()) if made is not None else basic_views(r.name, r.title)
        return views + puzzle_views(today(self.app))

    # games ----------------------------------------------------------------------------------
    def start_game(self, setup: Any, seed: int, prefs: TablePrefs | None = None) -> None:
        """Begin a new game of the setup's game and show its table (every scene above the
        title leaves). A game that cannot be played is not begun: the top scene is told so
        and nothing changes."""
        if self._front(thing=setup) is None:
            return
        definition = registration_of(setup).definition.get()
        self.open_table(definition.new_game(setup, seed), prefs)

    def open_table(self, game: GameState, prefs: TablePrefs | None = None) -> None:
        """Show ``game`` at its own game's table, above the title. Each game's first-turn
        guide shows once per profile: once a table shows it, the game is remembered as
        guided (and the settings saved)."""
        made = self._front(thing=game)
        if made is None:
            return
        self._back_to_title()
        table = made.table(self.app, game, prefs or TablePrefs())
        name = registration_of(game).name
        settings = self.app.settings
        if getattr(table, "guide", None) is not None and name not in settings.guided:
            settings.guided = (*settings.guided, name)
            _save_settings(self.app)
        self.app.push(table)

    def open_final(self, game: GameState) -> None:
        """``game``'s end screen, above its table if that is on top. A day's game (the game
        of the day) has its result recorded here, the first of its day, and the screen
        says so and offers its share line (`frontend.puzzles.daily_room.at_the_end`)."""
        from ..frontend.puzzles.daily_room import at_the_end

        made = self._front(thing=game)
        if made is not None:
            final = made.final(self.app, game)
            at_the_end(self.app, final, game)
            self.app.push(final)

    def open_replay(self, replay: Replay, step: int = 0) -> None:
        """The replay viewer of ``replay``'s game, at ``step`` (0: the start)."""
        self.app.push(self.replay_view(replay, step))

    def replay_view(self, replay: Replay, step: int = 0) -> Scene:
        """A replay viewer of ``replay`` at ``step``, laid out for the window but not put on
        the stack (the review draws the position with it). Changes nothing."""
        made = front(replay.game_name).replay
        if made is None:
            raise ValueError(f"{registration(replay.game_name).title} has no replay viewer")
        viewer = made(self.app, replay)
        viewer.resize(self.app.size)
        if step:
            viewer.jump(step)  # type: ignore[attr-defined]
        return viewer

    # the post-game review -------------------------------------------------------------------
    def reviewable(self, replay: Replay) -> list[int]:
        """The seats of ``replay``'s game a review may follow (none: the game has no review,
        or nobody's decisions to review)."""
        seats = front(replay.game_name).reviewable
        return [] if seats is None else seats(replay)

    def can_review(self, game_name: str) -> bool:
        """Whether games of ``game_name`` have a post-game review at all."""
        return front(game_name).review is not None

    def review_finished(self, game: GameState, controllers: Sequence[str] = ()) -> None:
        """"Review this game" at a finished game's end screen: its kept replay (with a
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
        """"Review this game" for a finished replay: choose the person when there are
        several, then the game's own review of that person's decisions."""
        review = front(replay.game_name).review
        people = self.reviewable(replay)
        if review is None or not people:
            self.tell("There is no person's decision to review in this game.")
        elif len(people) == 1:
            review(self.app, replay, people[0])
        else:
            from ..frontend.ui.dialogs import Menu

            names = list(registration(replay.game_name).definition.get()
                         .summarize(replay.final).players)  # fmt: skip
            items = [(names[s], partial(review, self.app, replay, s)) for s in people]
            self.app.push(Menu(self.app, "Review whose decisions?", items))

    def continue_game(self) -> None:
        """Continue: the latest autosaved game at the decision where it stopped, or a notice."""
        loaded, problem = self.app.saves.latest_autosave()
        if loaded is None:
            self.tell(problem)
            return
        self.open_table(loaded.game, self.app.saves.restored(loaded, self.app.settings))

    def open_save(self, path: str | Path) -> str | None:
        """Open a save file at the table (a finished game at its end screen).

        Returns None on success, or the one-line reason the file was refused (nothing opened).
        """
        loaded, problem = self.app.saves.load(path)
        if loaded is None:
            return problem
        try:
            front(loaded.game_name)
        except Unplayable as exc:
            return str(exc)
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
