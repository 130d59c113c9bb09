"""The D-pad walks the focus over every control of every screen around the tables: the title,
both New game screens, Load, Settings, the menu, statistics, the encyclopedia (and a card's
page), How to play and the dialogs. Controller button events go through the app as SDL sends
them (the pads turn them into keys); a walk down and a walk up must together reach every
focusable control that has a place on the screen, and each, when focused, shows a visible
focus ring (pixels of the focus colour around it that are not there without the focus)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from finspan.engine import Setup, play_game
from finspan.frontend.finspan.launch import demo_game
from finspan.frontend.look.theme import UI
from finspan.frontend.shell.app import App
from finspan.frontend.ui.dialogs import Confirm, Notice, TextPrompt
from finspan.frontend.ui.keyboard import ScreenKeyboard
from finspan.frontend.ui.lists import Grid
from finspan.frontend.ui.widgets import Choice, Widget

DOWN, UP = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_UP
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def _pad(app: App, button: int) -> None:
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))


def _focusable(app: App) -> list[Widget]:
    """The controls of the top screen a player can reach: focusable and enabled."""
    group = app.stack.top.focus
    return [w for w in group.widgets if w.focusable and w.enabled]


def _ring_pixels(app: App, widget: Widget) -> int:
    """Pixels of the focus colour around ``widget`` (its focus rect and a margin) as drawn."""
    area = widget.focus_rect.inflate(2 * app.theme.px(10), 2 * app.theme.px(10))
    area = area.clip(pygame.Rect((0, 0), app.size))
    shot = app.render_scene().subsurface(area)
    colour = pygame.Color(UI["focus"])
    return sum(1 for x in range(0, area.w) for y in range(0, area.h, 1)
               if shot.get_at((x, y)) == colour)  # fmt: skip


def _shows_a_ring(app: App, widget: Widget) -> bool:
    with_focus = _ring_pixels(app, widget)
    widget.focused = False
    without = _ring_pixels(app, widget)
    widget.focused = True
    return with_focus - without >= 2 * min(widget.focus_rect.w, widget.focus_rect.h, 20)


def _across(focused: Widget | None) -> int:
    """Right, the way a player crosses a screen whose text scrolls with Up/Down; down on a
    choice (right would change it), up in a list (it is left upwards)."""
    if isinstance(focused, Choice):
        return DOWN
    return UP if isinstance(focused, Grid) else RIGHT


def walk(app: App) -> tuple[list[Widget], list[Widget], int]:
    """Walk the D-pad down, then up, then across the top screen; returns (the controls never
    reached, the reached ones that showed no focus ring, how many were reached)."""
    wanted = _focusable(app)
    lists = sum(w.count for w in wanted if isinstance(w, Grid))
    presses = 2 * (len(wanted) + lists) + 4
    reached: list[Widget] = []
    no_ring: list[Widget] = []
    for way in (lambda _w: DOWN, lambda _w: UP, _across):
        for _ in range(presses):
            wanted += [w for w in _focusable(app) if w not in wanted]  # rows paged in
            focused = app.stack.top.focus.focused
            if focused is not None and focused not in reached:
                reached.append(focused)
                if not _shows_a_ring(app, focused):
                    no_ring.append(focused)
            _pad(app, way(focused))
    return [w for w in wanted if w not in reached], no_ring, len(reached)


def _name(w: Widget) -> str:
    return f"{type(w).__name__}({getattr(w, 'text', None) or getattr(w, 'label', '')!r})"


def _setup_players(players: int, mode: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        app.nav.open_setup()
        scene = app.stack.top
        scene.mode.set_value(mode)
        scene._on_mode(mode)
        scene.players.set_value(players)
        scene._on_players(players)

    return build


def _over_table(push: Callable[[App], None]) -> Callable[[App], None]:
    def build(app: App) -> None:
        app.nav.open_table(demo_game(Setup.multiplayer(2), 1))
        for _ in range(3):
            app.step([], 1 / 60)
        push(app)

    return build


def _card_page(app: App) -> None:
    app.nav.open_encyclopedia()
    encyclopedia = app.stack.top
    encyclopedia.focus.focus(encyclopedia.grid)
    _pad(app, pygame.CONTROLLER_BUTTON_A)  # the highlighted fish's page


def _stats_with_a_game(app: App) -> None:
    app.saves.game_finished(play_game(Setup.solo_game(2), 4))
    app.nav.open_stats()


SCREENS: dict[str, Callable[[App], None]] = {
    "title": lambda app: None,
    "new-game-solo": lambda app: app.nav.open_setup(),
    "new-game-5-people": _setup_players(5, "hotseat"),
    "new-game-computers": _setup_players(5, "computers"),
    "flip-new-game": lambda app: app.nav.open_setup("flip"),
    "settings": lambda app: app.nav.open_settings(),
    "statistics": lambda app: app.nav.open_stats(),
    "statistics-after-a-game": _stats_with_a_game,
    "encyclopedia": lambda app: app.nav.open_encyclopedia(),
    "card-page": _card_page,
    "how-to-play": lambda app: app.nav.open_rules(),
    "flip-how-to-play": lambda app: app.nav.open_rules(game="flip"),
    "menu": _over_table(lambda app: app.stack.top.open_menu()),
    "confirm": _over_table(lambda app: app.push(Confirm(app, "End?", "Sure?", lambda y: None))),
    "notice": _over_table(lambda app: app.push(Notice(app, "Saved", "Saved as Game 1."))),
    "save-prompt": _over_table(lambda app: app.push(TextPrompt(app, "Save", "Game", print))),
}


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("name", SCREENS)
def test_the_d_pad_reaches_every_control_and_each_shows_its_focus_ring(app, name, scale):
    app.set_ui_scale(scale)
    app.nav.show_title()
    SCREENS[name](app)
    missed, no_ring, reached = walk(app)
    assert reached >= 1
    assert [_name(w) for w in missed] == [], f"{name}: never reached"
    assert [_name(w) for w in no_ring] == [], f"{name}: no visible focus ring"


def test_the_d_pad_reaches_every_key_of_the_on_screen_keyboard_and_each_shows_its_ring(app):
    app.nav.show_title()
    app.nav.open_setup()
    board = ScreenKeyboard(app, app.stack.top.solo_name)
    app.push(board)
    wanted = {(r, c) for r, row in enumerate(board.keys) for c in range(len(row))}
    reached: set[tuple[int, int]] = set()
    for _ in range(len(board.keys)):
        for _ in range(len(board.keys[0]) + 1):
            reached.add(board.at)
            colour = pygame.Color(UI["focus"])
            ring = board.focused.rect.inflate(app.theme.px(8), app.theme.px(8))
            shot = app.render_scene()
            edge = [(x, ring.top + 1) for x in range(ring.left + 8, ring.right - 8)]
            assert any(shot.get_at(p) == colour for p in edge), board.focused.label
            _pad(app, RIGHT)
        _pad(app, DOWN)
    assert wanted - reached == set()


def test_the_d_pad_reaches_every_tab_and_every_save_in_load_and_the_chosen_one_shows(app):
    game = play_game(Setup.solo_game(2), 4)
    for n in range(3):
        app.saves.store().save_named(game, f"Game {n}")
    app.nav.show_title()
    app.nav.open_load()
    load = app.stack.top
    focus = pygame.Color(UI["focus"])
    tabs = set()
    for _ in range(len(load.tab_rects) + 1):
        tabs.add(load.tab)
        tab = load.tab_rects[load.tab]
        assert app.render_scene().get_at((tab.centerx, tab.top)) == focus  # its ring
        _pad(app, RIGHT)
    assert tabs == set(range(len(load.tab_rects)))
    while load.tab != 0:
        _pad(app, RIGHT)
    rows = set()
    for _ in range(len(load.rows) + 1):
        rows.add(load.selected)
        row = dict(load.row_rects)[load.selected]
        assert app.render_scene().get_at((row.centerx, row.top)) == focus  # its ring
        _pad(app, DOWN)
    assert rows == set(range(len(load.rows))) and len(rows) >= 3
