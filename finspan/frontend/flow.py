"""Navigation between the frontend's scenes: the one place that knows which scene follows which.

Scenes call these functions instead of importing each other (scene modules are imported
lazily here, so there are no import cycles). Each function takes the running app.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .settings import ALL_PLAYERS_ANSWERS

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.history import Session
    from ..engine.setup import Setup
    from .scene import AppContext


@dataclass
class TablePrefs:
    """Per-game frontend choices that are not rules: each seat's all-players answer, and
    what a save restores with the game (its undo/redo history, hints used)."""

    #: Per seat, one of `ALL_PLAYERS_ANSWERS`: "ask", "take" or "skip".
    all_players: list[str] = field(default_factory=list)
    #: The undo session a loaded save restored (used by the table if it holds its game).
    session: Session | None = None
    hints: int = 0

    def answer_for(self, seat: int) -> str:
        answer = self.all_players[seat] if seat < len(self.all_players) else "ask"
        return answer if answer in ALL_PLAYERS_ANSWERS else "ask"


def start_game(app: AppContext, setup: Setup, seed: int, prefs: TablePrefs | None = None) -> None:
    """Begin a new game and show the table (replacing every scene above the title)."""
    from ..engine.game import Game

    open_table(app, Game(setup, seed), prefs)


def open_table(app: AppContext, game: Game, prefs: TablePrefs | None = None) -> None:
    from .scenes.table import TableScene

    _back_to_title(app)
    app.push(TableScene(app, game, prefs or TablePrefs()))


def show_title(app: AppContext) -> None:
    from .scenes.title import TitleScene

    while app.pop() is not None:
        pass
    app.push(TitleScene(app))


def _back_to_title(app: AppContext) -> None:
    """Pop scenes until the title scene (or nothing) is on top."""
    stack = app.stack  # type: ignore[attr-defined]
    while stack.top is not None and type(stack.top).__name__ != "TitleScene":
        stack.pop()


def has_autosave(app: AppContext) -> bool:
    """Whether Continue on the title screen has a game to resume."""
    from .saving import autosave_exists

    return autosave_exists()


def continue_game(app: AppContext) -> None:
    """Resume the latest autosaved game at the decision where it stopped."""
    from .saving import resume_latest

    resume_latest(app)


def open_load(app: AppContext) -> None:
    from .scenes.load import LoadScene

    app.push(LoadScene(app))


def open_setup(app: AppContext) -> None:
    from .scenes.setup import SetupScene

    app.push(SetupScene(app))


def open_encyclopedia(app: AppContext, fish_number: int | None = None) -> None:
    from .scenes.encyclopedia import EncyclopediaScene

    app.push(EncyclopediaScene(app, fish_number))


def open_rules(app: AppContext) -> None:
    from .scenes.rules import RulesScene

    app.push(RulesScene(app))


def open_settings(app: AppContext) -> None:
    from .scenes.settings import SettingsScene

    app.push(SettingsScene(app))


def open_stats(app: AppContext) -> None:
    from .scenes.stats import StatsScene

    app.push(StatsScene(app))


def game_finished(app: AppContext, game: Game) -> None:
    """Record a finished game in the statistics (never raises: a statistics problem must not
    cost the player their final-scores screen)."""
    try:
        from .. import stats

        stats.record_game(game)
    except Exception as exc:  # the record is a convenience; report and go on
        print(f"finspan: could not record statistics: {exc}")
