"""The layout audit's rules of issue 23 over the screens of `test_layout_audit` (and a few
more around the table): (a) no text is smaller at 125 % or 150 % than the same text at
100 %, on every screen, the table included; (b) no two controls or text boxes overlap, in
every scroll position; (d) a help never covers the focused control (b and d: the screens
around the table, menus and dialogs; the table's own are audited with the table)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Setup
from finspan.frontend.finspan.launch import demo_game, finished_game
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings

from . import audit
from .puzzle_screens import AROUND as PUZZLE_SCREENS, AT_THE_TABLE as PUZZLE_TABLES
from .test_layout_audit import (
    MINE,
    OVERLAYS,
    SCALES,
    SIZES,
    TABLE,
    _beneath_the_overlay,
    audit_scene,
)

# --- More screens around the table (issue 23): what the audit did not open before ------------


def _load_tab(tab: int) -> Callable[[App], None]:
    """Load game with a saved game, an autosave and two finished games' replays, at ``tab``."""

    def build(app: App) -> None:

        store = app.saves.store()
        store.save_named(demo_game(Setup.multiplayer(3), 2), "After dinner, the long one")
        store.autosave(demo_game(Setup.solo_game(3), 4))
        for setup in (Setup.solo_game(2), Setup.multiplayer(4)):
            store.keep_replay(finished_game(setup, 5))
        app.nav.show_title()
        app.nav.open_load()
        load = app.stack.top
        load.tab = tab
        load.refresh()

    return build


def _card_view(app: App) -> None:
    """The encyclopedia's large view of a card with a long ability and many icons."""
    from finspan.engine import CATALOG

    app.nav.show_title()
    app.nav.open_encyclopedia(next(f.number for f in CATALOG.all if f.name == "Greenland Shark"))


def _puzzle_final(app: App) -> None:
    """The final scores of the shipped puzzle (a seat named "You", begun in week 4)."""
    from pathlib import Path

    from finspan.engine import Rng, greedy_policy, load_position

    text = (Path(__file__).parents[2] / "saves" / "puzzle-last-turn.toml").read_text()
    game, rng = load_position(text), Rng(1)
    while not game.is_over:
        game.apply(greedy_policy(game, rng))
    app.nav.show_title()
    app.nav.open_final(game)


def _stats_with_games(app: App) -> None:
    """Statistics after solo games at two difficulties (one with Ravel) and hot-seat games."""
    from finspan import stats

    for setup, seed in ((Setup.solo_game(2), 3), (Setup.solo_game(2), 4),
                        (Setup.solo_game(4, ravel=3), 5), (Setup.multiplayer(3), 6)):  # fmt: skip
        stats.record_game(finished_game(setup, seed))
    app.nav.show_title()
    app.nav.open_stats()


MORE = {
    "stats-with-games": _stats_with_games,
    "load-saves": _load_tab(0),
    "load-replays": _load_tab(1),
    "encyclopedia-card": _card_view,
    "final-from-a-position": _puzzle_final,
    **PUZZLE_SCREENS,  # the Puzzles room, the game of the day, their statistics (issue 35)
}


@pytest.mark.parametrize(("name", "size", "scale"),
                         [(n, s, k) for n in MORE for s in SIZES for k in SCALES])  # fmt: skip
def test_more_screens_every_text_fits_and_none_overlaps(name, size, scale):
    found = audit_scene(MORE[name], size, scale, _excuse_for(name))
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)


# --- Rule (a): no text is smaller at 125 % or 150 % than the same text at 100 % ---------------

#: Every screen of the audit: the screens around the table, menus and dialogs, the table.
EVERY_SCREEN = {**MINE, **MORE, **OVERLAYS, **TABLE, **PUZZLE_TABLES}


def _excuse_for(name: str) -> Callable[[App], list[pygame.Rect]]:
    """What a screen's audit leaves to another: the table beneath a menu, a dialog or the
    week's end is audited on its own."""
    if name in OVERLAYS or name.startswith("week-end") or name == "encyclopedia-card":
        return _beneath_the_overlay
    return lambda app: []


def recorded(
    build: Callable[[App], None], size: tuple[int, int], scale: float,
    excuse: Callable[[App], list[pygame.Rect]] = lambda app: [],
) -> audit.Records:  # fmt: skip
    """What the screen ``build`` makes draws at ``size`` and text size ``scale`` (texts in an
    ``excuse`` rectangle left out)."""
    with _built(build, size, scale) as app:
        surface = audit.RecordingSurface(size)
        app.stack.draw(surface)
        excused = excuse(app)
    return audit.Records([i for i in surface.records.items if isinstance(i, audit.Box)
                          or not any(r.collidepoint(i.rect.topleft) for r in excused)])


@contextmanager
def _built(build: Callable[[App], None], size: tuple[int, int], scale: float
           ) -> Iterator[App]:  # fmt: skip
    """An app showing the screen ``build`` makes at ``size`` and text size ``scale``, what it
    draws recorded (every picture's words too, whatever ran before); the display is closed
    afterwards."""
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
              headless=True)  # fmt: skip
    try:
        with audit.recording():
            audit.forget_pictures()
            build(app)
            app.theme.window_height = size[1]
            app.stack.resize(size)
            yield app
    finally:
        pygame.display.quit()


def _id(value) -> str | None:
    """Test ids that read: ``settings-1280x720-1.5``."""
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else None


#: The roles of a card's words (the table's cards: the hand's, the ocean's, the small oceans').
CARD_ROLES = ("card_name", "card_text")


@pytest.mark.parametrize(("name", "size"), [(n, s) for n in EVERY_SCREEN for s in SIZES], ids=_id)
def test_no_text_is_smaller_at_a_larger_text_size(name, size):
    build, excuse = EVERY_SCREEN[name], _excuse_for(name)
    at_100 = audit.text_sizes(recorded(build, size, 1.0, excuse), size)
    found = []
    for scale in (1.25, 1.5):
        larger = audit.text_sizes(recorded(build, size, scale, excuse), size)
        found += audit.smaller_than_at_100(at_100, larger, scale)
        # not held by drawing nothing: the screen's texts are there, with their sizes, and
        # at the table its cards' words too (fish names, lengths)
        checked = audit.compared(at_100, larger)
        least = 10 if name in TABLE else 1
        assert len(checked) >= least, f"{name} at {scale:.0%} compares only {checked}"
        if name in TABLE:
            assert any(role in CARD_ROLES for _, role in checked), f"{name}: no card's words"
    assert found == [], f"{name} at {size[0]}x{size[1]}:\n" + "\n".join(found)


# --- Rule (b): no two controls or text boxes overlap, in every scroll position ----------------
# --- Rule (d): a help never covers the focused control -----------------------------------------

def _long_help(app: App) -> None:
    """A key sheet with more rows than any window shows: it scrolls."""
    from finspan.frontend.finspan.scene import HELP_TIPS, SHORTCUTS
    from finspan.frontend.ui.dialogs import Help

    app.nav.show_title()
    app.push(Help(app, "Keyboard shortcuts", SHORTCUTS * 3, HELP_TIPS))


#: The screens around the table (the table's own rules are audited with the table).
SCREENS_AND_DIALOGS = {**MINE, **MORE, **OVERLAYS, "help-scrolled": _long_help}


def _name(widget) -> str:
    """A widget as a report names it: its kind and its words."""
    words = getattr(widget, "text", "") or getattr(widget, "label", "")
    return f"{type(widget).__name__} {words!r}"


def _controls(scene) -> list[tuple[str, pygame.Rect]]:
    """The controls a scene shows, by name: its focus group's widgets, and the buttons, tabs
    and rows it lays out itself."""
    out: list[tuple[str, pygame.Rect]] = []
    focus = getattr(scene, "focus", None)
    for w in getattr(focus, "widgets", ()):
        out.append((_name(w), w.rect))
    for attr in ("button_rects", "tab_rects", "row_rects"):
        found = getattr(scene, attr, None)
        items = found.items() if isinstance(found, dict) else enumerate(found or ())
        for key, rect in items:
            if isinstance(rect, tuple):  # (row index, rect)
                key, rect = rect
            out.append((f"{attr[:-6]} {key}", pygame.Rect(rect)))
    return out


def _scrollers(scene) -> list:
    """What scrolls on a scene: widgets or parts with ``top``/``max_top`` (rows) or
    ``scroll``/``max_scroll`` (pixels)."""
    parts = [scene, *getattr(getattr(scene, "focus", None), "widgets", ()),
             *vars(scene).values()]  # fmt: skip
    out, seen = [], set()
    for p in parts:
        if id(p) in seen:
            continue
        seen.add(id(p))
        if hasattr(p, "max_top") or hasattr(p, "max_scroll"):
            out.append(p)
    return out


def _scroll_positions(scene) -> Iterator[str]:
    """Put each scrolling part of ``scene`` through its scroll positions (one at a time,
    the others at the top), naming each; the first is everything at the top."""
    yield "at the top"
    for part in _scrollers(scene):
        if hasattr(part, "max_top"):
            for top in range(1, part.max_top + 1):
                part.top = top
                getattr(scene, "relayout", lambda: None)()
                yield f"{type(part).__name__} at row {top}"
            part.top = 0
        else:
            cell = getattr(part, "cell_size", None)  # a grid: a row at a time; else half pages
            step = max(1, cell[1] + part.gap if cell else part.rect.h // 2)
            for scroll in [*range(step // 2, part.max_scroll, step), part.max_scroll]:
                if scroll > 0:
                    part.scroll = scroll
                    yield f"{type(part).__name__} scrolled {scroll} px"
            part.scroll = 0
        getattr(scene, "relayout", lambda: None)()


def overlapping(build: Callable[[App], None], size: tuple[int, int], scale: float) -> list[str]:
    """Rule (b) on the top scene ``build`` makes, drawn alone, in every scroll position."""
    with _built(build, size, scale) as app:
        scene = app.stack.top
        found: list[str] = []
        for where in _scroll_positions(scene):
            surface = audit.RecordingSurface(size)
            scene.draw(surface)
            found += [f"{where}: {f}" for f in
                      audit.overlaps(_controls(scene), surface.records, size)]  # fmt: skip
    return found


@pytest.mark.parametrize(("name", "size", "scale"),
                         [(n, s, k) for n in SCREENS_AND_DIALOGS for s in SIZES for k in SCALES],
                         ids=_id)  # fmt: skip
def test_no_two_controls_or_texts_overlap_on_screens_and_dialogs(name, size, scale):
    found = overlapping(SCREENS_AND_DIALOGS[name], size, scale)
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)


def covered_by_help(build: Callable[[App], None], size: tuple[int, int], scale: float
                    ) -> list[str]:  # fmt: skip
    """Rule (d): with each control focused in turn, the pointer resting on each control that
    has a help: the help's box never covers the focused control."""
    with _built(build, size, scale) as app:
        scene = app.stack.top
        group, tooltip = getattr(scene, "focus", None), getattr(scene, "tooltip", None)
        if group is None or tooltip is None:
            return []
        found: list[str] = []
        for focused in [w for w in group.widgets if w.focusable and w.rect.w]:
            group.focus(focused)
            for pointed in [w for w in group.widgets if w.tooltip and w.rect.w]:
                scene.handle_event(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=pointed.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
                scene.update(1.0)
                surface = audit.RecordingSurface(size)
                tooltip.draw(surface)
                box = audit.help_box(surface.records, pointed.tooltip)
                ring = focused.focus_rect  # a list's focus is on its chosen row
                if box is not None and box.colliderect(ring):
                    found.append(f"the help of {_name(pointed)} at {tuple(box)} covers "
                                 f"the focused {_name(focused)} at {tuple(ring)}")
    return found


HELP_SIZES = [((1280, 720), 1.0), ((1280, 720), 1.25), ((1280, 720), 1.5), ((1920, 1080), 1.25),
              ((2560, 1440), 1.0), ((2560, 1440), 1.5)]  # fmt: skip


@pytest.mark.parametrize(("name", "size", "scale"),
                         [(n, s, k) for n in SCREENS_AND_DIALOGS for s, k in HELP_SIZES],
                         ids=_id)  # fmt: skip
def test_a_help_never_covers_the_focused_control(name, size, scale):
    found = covered_by_help(SCREENS_AND_DIALOGS[name], size, scale)
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)
