"""What the table kit gives the Puzzles room, for any game (the toy Nim, `tests/toy`): a table
that holds a puzzle (`KitTable.practise`: played to its end with nothing saved or recorded, no
end screen, no hint, the menu's own items) and an end screen the app adds to
(`FinalFrame.add`: a line, a button in place of another, words at the foot)."""

from __future__ import annotations

import pygame
import pytest

from finspan import game_stats
from finspan.app import make_app
from finspan.frontend.kit.final import FinalFrame
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.dialogs import Menu
from finspan.games import registered
from tests.toy.front import NimTable
from tests.toy.nim import REGISTRATION, NimSetup, ToyNim


@pytest.fixture
def app(tmp_path):
    with registered(REGISTRATION):
        application = make_app(Settings(first_turn_guide=False, animation_speed=0.0),
                               headless=True, save_dir=tmp_path / "saves")  # fmt: skip
        yield application
        pygame.display.quit()


def test_a_table_holding_a_puzzle_saves_records_and_ends_nothing(app):
    shown: list[str] = []
    table = NimTable(app, ToyNim(NimSetup(("You", "Other")), 7))
    app.push(table)
    table.practise([("Show the solution", lambda: shown.append("solution"))])
    assert table.handover is None and table.guide is None and not table.plays
    table.ask_hint()
    assert table.choosing.message.startswith("No hint in a puzzle")
    table.open_menu()
    menu = app.stack.top
    assert isinstance(menu, Menu)
    assert [b.text for b in menu.rows] == ["Resume", "Show the solution", "Settings",
                                           "How to play"]  # fmt: skip
    app.step([], 0.0)
    menu.rows[1].on_click()
    assert shown == ["solution"] and app.stack.top is table
    while not table.game.is_over:  # both seats a person's: every option by hand
        table.choose(table.game.options[0])
        app.step([], 1 / 60)
        table.flush()
    for _ in range(40):  # the notices' time runs out
        app.step([], 0.25)
    assert app.stack.top is table and not table.finished  # no end screen
    assert not table.animating  # and no frame asked for one
    assert not app.saves.autosave_exists()
    assert len(game_stats.load_basic("nim").records) == 0
    assert [e for e in app.saves.store().list_replays() if e.game == "nim"] == []


def _finished() -> ToyNim:
    game = ToyNim(NimSetup(("You", "Other")), 7)
    while not game.is_over:
        game.apply(game.options[0])
    return game


def test_the_end_screen_takes_the_apps_line_button_and_foot(app):
    pressed: list[str] = []
    final = FinalFrame(app, _finished())
    app.push(final)
    final.add(["The game of the day: it counts."],
              ("Copy share line", "Copy line", lambda: pressed.append("copy") or "Copied."),
              foot="Share: a line", instead="again")  # fmt: skip
    assert final.buttons == ["look", "extra", "new", "title"]
    assert final.focus == 1 and final.message == "Share: a line"
    assert final._beside_title(app.size[0]) and final._extra_lines(app.size[0]) == []
    final.press(1)
    assert pressed == ["copy"] and final.message == "Copied."
    rows, _h = final.button_rows(app.size[0])
    assert "2  Copy share line" in [words for row in rows for _i, words, _w in row]
    final.add(["A line far too long to stand beside the title of the end screen " * 3])
    assert not final._beside_title(app.size[0]) and len(final._extra_lines(app.size[0])) > 1
    before = final.top_height(app.size[0])
    final.add([])
    assert final.top_height(app.size[0]) < before


def test_a_hand_too_low_for_the_card_being_played_shows_none_outside_it():
    """A Finspan hand squashed under a box over the log (a puzzle's): the card being played,
    standing apart, has no room at its least size, and is left out rather than painted past
    the window's edge (the layout audit found its number at x = 1276 of 1280)."""
    from finspan.frontend.finspan.hand_layout import playing_rect

    area = pygame.Rect(764, 400, 500, 24)
    empty = playing_rect(area, 2, 4, tag_h=22, least=60)
    assert empty.w == 0 and empty.h == 0 and area.collidepoint(empty.x - 1, empty.y - 1)
    roomy = playing_rect(pygame.Rect(764, 400, 500, 120), 2, 4, tag_h=22, least=60)
    assert roomy.h >= 60 and pygame.Rect(764, 400, 500, 120).contains(roomy)
