"""Small behaviours a player meets: the final scores are not left by accident, practice games
stay out of the statistics, and ``finspan --solo D`` / ``--players N`` open that game."""

from __future__ import annotations

import pygame

from finspan import game_stats
from finspan.app import launch
from finspan.cli import build_parser
from finspan.engine import Game, Setup, load_position
from finspan.frontend.finspan.launch import finished_game
from finspan.frontend.shell.app import App

from .helpers import key
from .test_table import POSITION


def test_the_final_scores_are_left_only_by_a_deliberate_choice(app, monkeypatch):
    """Keys still held from the last move press nothing; Enter on the first focus looks at
    the finished table (and any key comes back); a button's number presses it, as at the
    table (issue 23: number keys act wherever a list is numbered)."""
    started = []
    monkeypatch.setattr(app.nav, "start_game", lambda *a, **k: started.append(a))
    game = finished_game(Setup.solo_game(2), 3)
    app.nav.show_title()
    app.nav.open_table(game)
    app.nav.open_final(game)
    final = app.stack.top
    app.run_frames(2, [key(pygame.K_2), key(pygame.K_RETURN)])
    assert app.stack.top is final and started == [] and not final.peeking
    app.run_frames(90)  # a moment to read the scores
    app.run_frames(1, [key(pygame.K_RETURN)])  # the focused choice: look at the table
    assert final.peeking and final.transparent and started == []
    app.run_frames(1, [key(pygame.K_2)])  # any key: back to the scores, pressing nothing
    assert not final.peeking and started == []
    app.run_frames(1, [key(pygame.K_2)])  # Play again, chosen on purpose by its number
    assert len(started) == 1


def test_games_from_a_position_are_kept_out_of_the_statistics(monkeypatch, tmp_path):
    from finspan import stats
    from finspan.frontend.shell.saving import SaveService

    saves = SaveService(tmp_path)
    recorded = []
    monkeypatch.setattr(stats, "record_game", lambda game: recorded.append(game))
    puzzle = load_position(POSITION)
    assert not game_stats.counts_in_statistics(puzzle)
    saves.game_finished(puzzle)
    assert recorded == []
    real = Game(Setup.solo_game(2), 3)
    assert game_stats.counts_in_statistics(real)
    saves.game_finished(real)
    assert recorded == [real]


def _launched(monkeypatch, argv: list[str]) -> list[str]:
    seen: list[str] = []

    def run(app: App) -> int:
        seen.extend(type(s).__name__ for s in app.stack.scenes)
        table = next(s for s in app.stack.scenes if type(s).__name__ == "TableScene")
        seen.append(table.game.setup.to_dict()["seats"].__len__().__str__())
        return 0

    monkeypatch.setattr(App, "run", run)
    monkeypatch.setattr(pygame, "quit", lambda: None)  # fonts cached for the next tests live on
    monkeypatch.setattr("finspan.frontend.shell.settings_store.load_settings", lambda: (None, None))
    assert launch.run(build_parser().parse_args(argv)) == 0
    return seen


def test_finspan_solo_d_opens_that_game_at_once(monkeypatch):
    stack = ["TitleScene", "TableScene", "GuideScene"]  # a new profile: the guided first turn
    assert _launched(monkeypatch, ["--solo", "3"]) == [*stack, "2"]


def test_finspan_players_n_opens_that_game_at_once(monkeypatch):
    stack = ["TitleScene", "TableScene", "GuideScene"]
    assert _launched(monkeypatch, ["--players", "4"]) == [*stack, "4"]
