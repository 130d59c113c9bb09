"""Widgets take focus with Tab and arrows, show it, and activate by key and mouse."""

from __future__ import annotations

import pygame

from finspan.frontend.ui.lists import Grid, ScrollList
from finspan.frontend.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Label,
    TextInput,
    Toggle,
    Tooltip,
    place_help,
    rel,
)  # fmt: skip

from .helpers import click, key, text


def _button(log, name):
    b = Button(name, lambda: log.append(name))
    return b


def test_rel_lays_out_by_proportion_of_the_container():
    assert rel((1280, 720), 0.5, 0.5, 0.25, 0.1) == pygame.Rect(640, 360, 320, 72)
    assert rel(pygame.Rect(100, 0, 200, 100), 0.5, 0, 0.5, 1) == pygame.Rect(200, 0, 100, 100)


def test_tab_and_shift_tab_cycle_focus_and_skip_labels():
    log: list = []
    a, b = _button(log, "a"), _button(log, "b")
    group = FocusGroup([a, Label("x"), b])
    assert group.focused is a and a.focused
    group.handle_event(key(pygame.K_TAB))
    assert group.focused is b and b.focused and not a.focused
    group.handle_event(key(pygame.K_TAB))
    assert group.focused is a
    group.handle_event(key(pygame.K_TAB, pygame.KMOD_LSHIFT))
    assert group.focused is b


def test_arrow_keys_move_focus_between_buttons():
    log: list = []
    a, b = _button(log, "a"), _button(log, "b")
    group = FocusGroup([a, b])
    group.handle_event(key(pygame.K_DOWN))
    assert group.focused is b
    group.handle_event(key(pygame.K_UP))
    assert group.focused is a


def test_enter_and_space_activate_the_focused_button_only():
    log: list = []
    a, b = _button(log, "a"), _button(log, "b")
    group = FocusGroup([a, b])
    group.handle_event(key(pygame.K_RETURN))
    group.handle_event(key(pygame.K_SPACE))
    assert log == ["a", "a"]


def test_a_click_activates_a_button_and_focuses_it():
    log: list = []
    a, b = _button(log, "a"), _button(log, "b")
    a.layout(pygame.Rect(0, 0, 100, 40))
    b.layout(pygame.Rect(0, 50, 100, 40))
    group = FocusGroup([a, b])
    for e in click((50, 70)):
        group.handle_event(e)
    assert log == ["b"]
    assert group.focused is b


def test_hover_follows_mouse_motion():
    b = Button("b", lambda: None, tooltip="press me")
    b.layout(pygame.Rect(0, 0, 100, 40))
    group = FocusGroup([b])
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10)))
    assert b.hovered
    assert group.hovered_tooltip() == ("press me", b.rect)
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 10)))
    assert not b.hovered


def test_a_choice_cycles_its_values_with_left_and_right():
    seen: list = []
    choice = Choice("Zone", [(1, "one"), (2, "two"), (3, "three")], seen.append)
    group = FocusGroup([choice])
    group.handle_event(key(pygame.K_RIGHT))
    group.handle_event(key(pygame.K_RIGHT))
    group.handle_event(key(pygame.K_RIGHT))
    group.handle_event(key(pygame.K_LEFT))
    assert seen == [2, 3, 1, 3]
    assert choice.value == 3


def test_a_toggle_is_an_on_off_choice():
    seen: list = []
    toggle = Toggle("Colour-blind mode", seen.append)
    FocusGroup([toggle]).handle_event(key(pygame.K_RETURN))
    assert seen == [True] and toggle.value is True


def test_text_input_reads_textinput_text_and_edits_with_keys():
    seen: list = []
    submitted: list = []
    box = TextInput("Search", seen.append, on_submit=submitted.append)
    group = FocusGroup([box])
    for e in (text("sh"), text("ark"), key(pygame.K_BACKSPACE), key(pygame.K_HOME), text("S")):
        group.handle_event(e)
    assert box.text == "Sshar"
    assert seen[-1] == "Sshar"
    group.handle_event(key(pygame.K_RETURN))
    assert submitted == ["Sshar"]


def test_text_input_ignores_typing_without_focus():
    box = TextInput("Search", lambda t: None)
    other = Button("x", lambda: None)
    group = FocusGroup([other, box])
    group.handle_event(text("a"))
    assert box.text == ""


def test_a_grid_moves_its_selection_with_arrows_and_activates_with_enter():
    opened: list = []
    grid = Grid(lambda *a: None, opened.append, cell_size=(100, 100), gap=0)
    grid.layout(pygame.Rect(0, 0, 400, 200))
    grid.set_count(10)
    group = FocusGroup([grid])
    assert grid.columns == 4
    for k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN):
        group.handle_event(key(k))
    assert grid.selected == 9
    assert grid.scroll == 100, "the selection is scrolled into view"
    group.handle_event(key(pygame.K_RETURN))
    assert opened == [9]


def test_a_grid_scrolls_with_the_mouse_wheel_and_opens_a_clicked_cell():
    opened: list = []
    grid = Grid(lambda *a: None, opened.append, cell_size=(100, 100), gap=0)
    grid.layout(pygame.Rect(0, 0, 400, 200))
    grid.set_count(20)
    grid.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, pos=(10, 10)))
    assert grid.scroll == 100
    for e in click((150, 50)):
        grid.handle_event(e)
    assert opened == [5]


def test_a_scroll_list_selects_rows_with_arrows():
    chosen: list = []
    lst = ScrollList(["a", "b", "c"], chosen.append)
    lst.layout(pygame.Rect(0, 0, 200, 300))
    group = FocusGroup([lst])
    group.handle_event(key(pygame.K_DOWN))
    group.handle_event(key(pygame.K_RETURN))
    assert chosen == [1]


def test_a_tooltip_appears_after_its_delay_measured_by_update():
    tip = Tooltip(delay=0.5)
    tip.show("hello", pygame.Rect(10, 10, 10, 10))
    assert not tip.visible
    assert tip.update(0.3) is False
    assert tip.update(0.3) is True
    assert tip.visible
    tip.draw(pygame.Surface((200, 200)))
    tip.hide()
    assert not tip.visible


def test_a_help_goes_below_its_control_when_nothing_is_there():
    screen, anchor = pygame.Rect(0, 0, 800, 600), pygame.Rect(300, 100, 200, 40)
    _, box = place_help([(150, 30)], anchor, screen, 8)
    assert box.midtop == (400, 148)


def test_a_help_goes_beside_its_control_rather_than_over_the_next_control():
    screen, anchor = pygame.Rect(0, 0, 800, 600), pygame.Rect(300, 100, 200, 40)
    below = pygame.Rect(300, 150, 200, 40)
    _, box = place_help([(150, 30)], anchor, screen, 8, avoid=[below])
    assert not box.colliderect(below) and not box.colliderect(anchor)
    assert box.left == anchor.right + 8  # to the right


def test_a_help_never_covers_the_focused_control_even_when_every_side_is_taken():
    screen, anchor = pygame.Rect(0, 0, 400, 300), pygame.Rect(100, 100, 200, 40)
    around = [pygame.Rect(100, 150, 200, 40), pygame.Rect(0, 0, 90, 300),
              pygame.Rect(310, 0, 90, 300), pygame.Rect(100, 40, 200, 50)]  # fmt: skip
    for focused in around:
        _, box = place_help([(180, 30)], anchor, screen, 8, keep_clear=focused, avoid=around)
        assert not box.colliderect(focused)


def test_a_help_wraps_narrower_to_fit_beside_a_narrow_control():
    screen, anchor = pygame.Rect(0, 0, 400, 300), pygame.Rect(10, 100, 100, 40)
    focused = pygame.Rect(120, 0, 280, 300)  # a wide list beside the narrow control
    which, box = place_help([(300, 30), (100, 60)], anchor, screen, 8, keep_clear=focused)
    assert which == 1 and not box.colliderect(focused)


def test_every_widget_draws_with_a_focus_ring(app):
    surface = pygame.Surface((400, 200))
    widgets = [
        Button("b", lambda: None), Choice("c", [(1, "one")], lambda v: None),
        TextInput("t", lambda t: None), Label("l"),
    ]  # fmt: skip
    for w in widgets:
        w.layout(pygame.Rect(100, 80, 150, 40))
        w.focused = w.focusable
        surface.fill((0, 0, 0))
        w.draw(surface)
        if w.focusable:
            assert surface.get_at((98, 100))[:3] != (0, 0, 0), f"{type(w).__name__} shows focus"


def test_a_row_pager_shows_whole_rows_and_scrolls_to_the_focused_one():
    from finspan.frontend.ui.lists import RowPager

    rows = [Button(f"row {i}", lambda: None) for i in range(6)]
    pager = RowPager(rows)
    pager.layout(pygame.Rect(0, 0, 200, 120), 40, 5)  # room for 2 whole rows and a bit
    assert pager.per_page == 2 and pager.max_top == 4
    assert [bool(r.rect.w) for r in rows] == [True, True, False, False, False, False]
    assert pager.follow(rows[4]) and pager.top == 3
    assert [bool(r.rect.w) for r in rows] == [False, False, False, True, True, False]
    assert rows[3].rect.y == 0 and rows[4].rect.y == 45
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, pos=(10, 10))
    assert pager.handle_event(wheel) and pager.top == 2
