"""What scenes ask of the app's navigation, for scenes that call functions rather than the
navigator itself (``app.nav``, see `navigator`), and the per-game table preferences.

Imports no scene and no service that opens scenes: each function forwards to ``app.nav``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import saving
from .settings import ALL_PLAYERS_ANSWERS

if TYPE_CHECKING:
    from ...engine import Game, Session, Setup
    from .scene import AppContext


@dataclass
class TablePrefs:
    """Per-game frontend choices that are not rules: each seat's all-players answer, who
    controls each seat (a person or a computer player), and what a save restores with the
    game (its undo/redo history, hints used)."""

    #: Per seat, one of `ALL_PLAYERS_ANSWERS`: "ask", "take" or "skip".
    all_players: list[str] = field(default_factory=list)
    #: The undo session a loaded save restored (used by the table if it holds its game).
    session: Session | None = None
    hints: int = 0
    #: Per seat, one of `computers.CONTROLLERS`: "person", "easy", "medium" or "hard".
    controllers: list[str] = field(default_factory=list)

    def controller_for(self, seat: int) -> str:
        """Who decides for ``seat``: "person" unless a computer level was chosen."""
        return self.controllers[seat] if seat < len(self.controllers) else "person"

    def answer_for(self, seat: int) -> str:
        answer = self.all_players[seat] if seat < len(self.all_players) else "ask"
        return answer if answer in ALL_PLAYERS_ANSWERS else "ask"


def start_game(app: AppContext, setup: Setup, seed: int, prefs: TablePrefs | None = None) -> None:
    """Begin a new game and show the table (replacing every scene above the title)."""
    app.nav.start_game(setup, seed, prefs)


def open_table(app: AppContext, game: Game, prefs: TablePrefs | None = None) -> None:
    app.nav.open_table(game, prefs)


def show_title(app: AppContext) -> None:
    app.nav.show_title()


def has_autosave(app: AppContext) -> bool:
    """Whether Continue on the title screen has a game to resume."""
    return saving.autosave_exists()


def continue_game(app: AppContext) -> None:
    """Resume the latest autosaved game at the decision where it stopped."""
    app.nav.continue_game()


def open_load(app: AppContext) -> None:
    app.nav.open_load()


def open_setup(app: AppContext) -> None:
    app.nav.open_setup()


def open_encyclopedia(app: AppContext, fish_number: int | None = None) -> None:
    app.nav.open_encyclopedia(fish_number)


def open_rules(app: AppContext) -> None:
    app.nav.open_rules()


def open_settings(app: AppContext) -> None:
    app.nav.open_settings()


def open_stats(app: AppContext) -> None:
    app.nav.open_stats()


def counts_in_statistics(game: Game) -> bool:
    """Whether a finished game is a real game for the statistics: a game begun from a position
    (an example puzzle, ``--position``) is practice, not a game."""
    return game.origin is None


def game_finished(app: AppContext, game: Game, prefs: TablePrefs | None = None) -> None:
    """Keep the finished game's replay (every game, practice too: Load game → Replays) and
    record it in the statistics unless it is practice (never raises: a statistics or save
    problem must not cost the player their final-scores screen). With the table's
    ``prefs``, computer seats are recorded with their levels, and the hints used."""
    problem = saving.keep_replay(game)
    if problem:
        print(f"finspan: {problem}")
    if not counts_in_statistics(game):
        return
    try:
        from ... import stats

        if prefs is None:
            stats.record_game(game)
        else:
            stats.record_game(game, controllers=prefs.controllers, hints=prefs.hints)
    except Exception as exc:  # the record is a convenience; report and go on
        print(f"finspan: could not record statistics: {exc}")
