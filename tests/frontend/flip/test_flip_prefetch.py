"""The Fish'n'Flip table's idle work: while a player thinks, the main loop has the table
draw every card face its net may show, so that a card refilled or flipped later is drawn
from the cache instead of being made in the frame that shows it (bench_flip_table.py: those
frames were its slowest at rest)."""

from __future__ import annotations

import pygame

from finspan.app import make_app
from finspan.flip import Game, Setup
from finspan.frontend.art import flip_cards
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.settings import Settings


def test_after_the_idle_work_no_card_of_the_net_is_made_while_the_game_plays(monkeypatch):
    app = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    try:
        table = FlipTable(app, Game(Setup.cooperative(1), seed=5))
        app.push(table)
        app.idle()  # what App.run does between frames while the player thinks
        size = table.layout.cells[0].size
        made: list[tuple[int, int]] = []
        put = flip_cards._CACHE.put

        def counting(key, surf):
            made.append(surf.get_size())
            return put(key, surf)

        monkeypatch.setattr(flip_cards._CACHE, "put", counting)
        surface = pygame.Surface(app.size)
        for _ in range(6):  # six turns, each played out frame by frame with its refill
            while table.game.decision is not None and not table.busy:
                table.choose(table.game.options[0])
            while table.busy:
                app.stack.update(1 / 60)
                app.stack.draw(surface)
            if table.game.is_over:
                break
        assert table.view.turn > 1
        assert size not in made, f"{made.count(size)} net cards made while the game played"
    finally:
        pygame.display.quit()
