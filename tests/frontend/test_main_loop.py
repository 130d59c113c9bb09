"""Through the real main loop: `App.run` with input arriving over virtual time (tests/frontend/
loop.py). What calling scenes directly cannot catch: a frame left stale once an animation or an
opponent's turn ends, and navigation that ends the program."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Game, Setup
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings

from .loop import LoopDriver, click, key


@pytest.fixture
def app() -> App:
    application = make_app(Settings(first_turn_guide=False), headless=True)
    yield application
    pygame.display.quit()


def _top(app: App) -> str:
    return type(app.stack.top).__name__


def _table(app: App):
    return next(s for s in app.stack.scenes if type(s).__name__ == "TableScene")


def test_after_nautomas_turn_the_window_shows_it_without_further_input(app):
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), seed=5)
    table = _table(app)
    seen: list[int] = []
    driver = LoopDriver(app)
    for k in range(12):  # the first option, again and again, a few seconds apart
        driver.at(1 + 4 * k, *key(pygame.K_1, "1"))
        driver.at(4 + 4 * k, lambda a: seen.append(len(table.view.nautoma.fish)))
    assert driver.run() == 0
    assert seen[-1] > 0, "Nautoma played no fish in 12 moves: the scenario tests nothing"
    assert driver.rests > 0
    assert driver.stale == []


def test_in_hot_seat_the_next_seat_is_shown_without_further_input(app):
    app.nav.show_title()
    app.nav.start_game(Setup.multiplayer(3), seed=11)
    table = _table(app)
    seats: list[int] = []
    driver = LoopDriver(app)
    for k in range(10):
        driver.at(1 + 3 * k, *key(pygame.K_1, "1"))
        driver.at(3.5 + 3 * k, lambda a: seats.append(table.display_seat))
    assert driver.run() == 0
    assert len(set(seats)) >= 2, "the seat never changed: the scenario tests nothing"
    assert driver.stale == []


def test_quit_to_title_from_the_menu_lands_on_the_title_and_the_program_goes_on(app):
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), seed=5)
    checks: list[tuple[str, bool]] = []
    driver = LoopDriver(app)
    driver.at(1, *key(pygame.K_ESCAPE))  # nothing to undo yet: Esc opens the menu
    driver.at(2, *key(pygame.K_UP))  # from Resume up to the last item, Quit to title
    driver.at(3, *key(pygame.K_RETURN))
    driver.at(4, lambda a: checks.append((_top(a), a.running)))
    assert driver.run() == 0
    assert checks == [("TitleScene", True)]


def test_back_to_title_on_the_final_scores_lands_on_the_title_and_the_program_goes_on(app):
    from finspan.frontend.finspan.launch import finished_game

    game = finished_game(Setup.solo_game(2), 3)
    app.nav.show_title()
    app.nav.open_table(game)
    app.push(_final(app, game))
    final = app.stack.top
    checks: list[tuple[str, bool]] = []
    driver = LoopDriver(app)
    back = final.buttons.index("title")
    driver.at(1, lambda a: [pygame.event.post(e) for e in click(final.button_rects[back].center)])
    driver.at(3, lambda a: checks.append((_top(a), a.running)))
    assert driver.run() == 0
    assert checks == [("TitleScene", True)]


def test_with_animations_off_enter_on_the_final_scores_works_after_a_second_of_rest(app):
    """The loop rests when nothing moves; the scores' first second (keys pressed then press
    nothing) is measured all the same, so one Enter then looks at the table."""
    from finspan.frontend.finspan.launch import finished_game

    app.settings.animation_speed = 0.0
    game = finished_game(Setup.solo_game(2), 3)
    app.nav.show_title()
    app.nav.open_table(game)
    app.push(_final(app, game))
    final = app.stack.top
    seen: list[bool] = []
    driver = LoopDriver(app)
    driver.at(3, *key(pygame.K_RETURN))
    driver.at(3.5, lambda a: seen.append(final.peeking))
    assert driver.run() == 0
    assert seen == [True]


def _final(app: App, game: Game):
    from finspan.frontend.finspan.final import FinalScene

    return FinalScene(app, game)
