"""Overlays are scenes on the app's stack, the same for every screen: the text prompt has Save
and Cancel and a select-all, the menu's click never reaches what it opens, the help closes."""

from __future__ import annotations

import pygame

from finspan.engine import Setup
from finspan.frontend.shell.saving import SaveService
from finspan.frontend.shell.scene import Scene
from finspan.frontend.ui.dialogs import Confirm, Help, Menu, TextPrompt

from .helpers import click, key, text


class Screen(Scene):
    """A screen under the overlays that records what reaches it."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.got: list[int] = []

    def handle_event(self, event) -> bool:
        self.got.append(event.type)
        return True


def _prompt(app, start="Solo, week 2"):
    saved: list[str] = []
    screen = Screen(app)
    app.push(screen)
    prompt = TextPrompt(app, "Save the game as", start, saved.append)
    app.push(prompt)
    app.run_frames(1)
    return screen, prompt, saved


def test_the_save_prompt_has_save_and_cancel_buttons(app):
    screen, prompt, saved = _prompt(app)
    assert [b.text for b in prompt.buttons] == ["Save", "Cancel"]
    app.run_frames(1, click(prompt.buttons[0].rect.center))
    assert saved == ["Solo, week 2"] and app.stack.top is screen and screen.got == []
    screen, prompt, saved = _prompt(app)
    app.run_frames(1, click(prompt.buttons[1].rect.center))
    assert saved == [] and app.stack.top is screen


def test_the_name_starts_selected_so_typing_replaces_it_and_ctrl_a_selects_it_again(app):
    _, prompt, saved = _prompt(app)
    app.run_frames(1, [text("D"), text("inner")])
    assert prompt.field.text == "Dinner"
    app.run_frames(1, [key(pygame.K_a, pygame.KMOD_CTRL), text("Lunch")])
    assert prompt.field.text == "Lunch"
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert saved == ["Lunch"]


def test_an_empty_name_is_refused_and_the_prompt_stays(app):
    _, prompt, saved = _prompt(app)
    app.run_frames(1, [key(pygame.K_BACKSPACE), key(pygame.K_RETURN)])
    assert saved == [] and app.stack.top is prompt and prompt.problem


def test_confirm_answers_yes_with_enter_and_no_with_escape(app):
    answers: list[bool] = []
    app.push(Screen(app))
    app.push(Confirm(app, "End your turn?", "It ends your turn.", answers.append))
    app.run_frames(1, [key(pygame.K_RETURN)])
    app.push(Confirm(app, "End your turn?", "It ends your turn.", answers.append))
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert answers == [True, False]


def test_help_closes_on_any_click_and_passes_nothing_down(app):
    screen = Screen(app)
    app.push(screen)
    app.push(Help(app, "Keys", [("F1", "this help")], "A remark."))
    app.run_frames(1, click((5, 5)))
    assert app.stack.top is screen and screen.got == []


def test_a_menu_click_that_opens_the_encyclopedia_does_not_open_the_card_under_it(app):
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), 4)
    table = app.stack.top
    app.run_frames(2)
    table._open_menu()
    menu = app.stack.top
    assert isinstance(menu, Menu)
    row = menu.rows[menu.items.index(next(i for i in menu.items if i[0] == "Card encyclopedia"))]
    app.run_frames(2, click(row.rect.center))
    assert type(app.stack.top).__name__ == "EncyclopediaScene"
    app.run_frames(2)
    assert type(app.stack.top).__name__ == "EncyclopediaScene"  # no card page opened on top


def test_saving_from_the_tables_menu_goes_through_the_prompt(app, tmp_path):
    app.saves = SaveService(tmp_path)
    try:
        app.nav.show_title()
        app.nav.start_game(Setup.solo_game(2), 4)
        table = app.stack.top
        table._open_menu()
        menu = app.stack.top
        app.run_frames(1, click(menu.rows[1].rect.center))  # Save game
        prompt = app.stack.top
        assert isinstance(prompt, TextPrompt)
        app.run_frames(1, [text("Dinner break")])
        app.run_frames(1, click(prompt.buttons[0].rect.center))
        assert app.stack.top is table
        assert "Dinner break" in [e.name for e in app.saves.store().list_saves()]
    finally:
        app.saves = SaveService()


def test_a_key_sheet_too_long_for_the_window_scrolls_by_whole_rows(app):
    app.set_ui_scale(1.5)
    rows = [(f"Key {i}", f"what key {i} does, in a few words") for i in range(40)]
    screen = Screen(app)
    app.push(screen)
    sheet = Help(app, "Keys", rows, "A remark.")
    app.push(sheet)
    app.run_frames(1)
    assert sheet.scrolls and 0 < sheet.per_page < 40 and sheet.top == 0
    assert sheet.panel.bottom <= app.size[1]
    app.run_frames(1, [key(pygame.K_DOWN), key(pygame.K_PAGEDOWN)])
    assert sheet.top == sheet.per_page  # a row, then a page less one row
    app.run_frames(1, [key(pygame.K_END)])
    assert sheet.top == sheet.max_top == 40 - sheet.per_page
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is screen and screen.got == []
