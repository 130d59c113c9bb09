"""Computer teammates at the Fish'n'Flip table (issue 34, finding 11): the first teammate's
turn waits until the table has been on screen, and the log keeps two teammates' turns in
view at the player's next decision."""

from __future__ import annotations

import pygame

from finspan.app import make_app
from finspan.flip import Game, Setup
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.boxes import log_lines

#: Seed 4 of three players: the second seat (a computer) begins.
COMPUTER_FIRST = 4


def _app(speed: float = 1.0, scale: float = 1.0):
    app = make_app(Settings(first_turn_guide=False, animation_speed=speed, ui_scale=scale),
                   headless=True)  # fmt: skip
    app.ai_worker_factory = InlineWorker
    app.ai_budget = 50
    return app


def test_a_computer_s_first_turn_waits_until_the_table_has_been_on_screen():
    """The first teammate's whole turn played while the table was appearing (its first view
    already said "Turn 2"); now the table is drawn, then shown a moment, before it moves."""
    app = _app()
    try:
        game = Game(Setup.cooperative(3), seed=COMPUTER_FIRST)
        assert game.decision.player == 1
        table = FlipTable(app, game, TablePrefs(controllers=["person", "hard", "hard"]))
        app.running = True  # as in the main loop: the table is pushed between two frames
        app.push(table)
        drawn = app.frames_drawn
        app.stack.update(1.0)  # the frame's update before its first picture: nothing asked
        assert not table.game.history and table.computers.worker.requests == 0
        app.run_frames(30, dt=1 / 60)  # half a second on screen: still the table as it began
        assert app.frames_drawn > drawn
        assert not table.game.history and table.computers.worker.requests == 0
        app.run_frames(120, dt=1 / 60)
        assert table.game.history  # then the teammate plays
    finally:
        pygame.display.quit()


def test_the_log_keeps_two_teammates_turns_in_view_at_the_player_s_decision():
    """With two computer teammates the log kept 3 lines while their two turns passed; each
    turn now takes one line for what it played and one for what it freed, and the log keeps
    five lines while the options keep their rows."""
    app = _app(speed=0.0)
    try:
        game = Game(Setup.cooperative(3), seed=COMPUTER_FIRST)
        table = FlipTable(app, game, TablePrefs(controllers=["person", "hard", "hard"]))
        app.push(table)
        for _ in range(200):
            app.stack.update(0.1)
            if table.game.decision.player == 0 and not table.busy and table.view.turn == 3:
                break
        assert table.view.turn == 3 and table.game.decision.player == 0
        shown, _ = log_lines(table.choosing.log, table.layout.rects["log"], app.theme,
                             table.choosing.log_scroll)  # fmt: skip
        text = " ".join(part for part, _ in shown)
        for seat in ("Player 2", "Player 3"):
            assert f"{seat}'s turn" in text and f"{seat} freed" in text, text
        assert len(table.layout.options) >= min(4, len(table.rows()))
    finally:
        pygame.display.quit()
