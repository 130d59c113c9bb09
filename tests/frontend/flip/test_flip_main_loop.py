"""The Fish'n'Flip table through the real main loop (`App.run`, in virtual time): a seeded
cooperative game, with a computer teammate, played to its final scores by key presses alone,
its animations at normal speed; whenever the loop rests, the window shows the current state
(nothing left stale: an animation's end, the teammate's turn, the panel after a move)."""

from __future__ import annotations

import pygame

from finspan.app import make_app
from finspan.flip import Game, Setup
from finspan.frontend.flip.final import FlipFinal
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from ..loop import LoopDriver, key


def test_a_cooperative_game_through_the_main_loop_ends_at_its_scores_and_is_never_stale():
    app = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    try:
        app.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
        app.ai_budget = 4  # type: ignore[attr-defined]
        table = FlipTable(app, Game(Setup.cooperative(2), seed=7),
                          TablePrefs(controllers=["person", "easy"]))  # fmt: skip
        app.push(table)
        driver = LoopDriver(app, limit=300.0)
        def press_1(_app) -> None:  # an action card, its target, a power's use...
            if not table.game.is_over:  # (at the final scores, 1 would leave them)
                for event in key(pygame.K_1):
                    pygame.event.post(event)

        for i in range(40):
            driver.at(1.5 + 1.5 * i, press_1)
        driver.run()
        assert table.game.is_over
        assert any(isinstance(s, FlipFinal) for s in app.stack.scenes)
        assert driver.rests > 10
        assert driver.stale == []
    finally:
        pygame.display.quit()
