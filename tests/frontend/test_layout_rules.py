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

from . import audit, audit_places
from .puzzle_screens import AROUND as PUZZLE_SCREENS, AT_THE_TABLE as PUZZLE_TABLES
from .test_layout_audit import (
    MINE,
    OVERLAYS,
    SCALES,
    SIZES,
    TABLE,
    _beneath_the_overlay,
    audit_scene,
    excused_34,
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


# --- Issue 34: the room is used ----------------------------------------------------------------

#: In a 2560x1440 window the cards a player acts with (the hand) are at least this share of
#: its height, and the ocean at least `OCEAN_SHARE` of it.
HAND_SHARE = 1 / 12
OCEAN_SHARE = 0.5
ROOMY, FULL_HD = (2560, 1440), (1920, 1080)


@pytest.mark.parametrize("name", list(TABLE))
def test_at_2560x1440_the_room_goes_to_the_cards_and_their_words(name):
    """Issue 34, "the room is used", for Finspan's table (Fish'n'Flip's: its own audit): at
    2560x1440 (text 100 %) (a) no text is drawn smaller than the same words in the same role
    at 1920x1080; (b) the hand's cards are at least `HAND_SHARE` of the window's height
    (1/12: 120 px) and the ocean at least `OCEAN_SHARE`; (c) at both sizes no text is under
    the smallest size (`theme.MIN_FONT_PX`)."""
    sizes: dict[tuple[int, int], dict[tuple[str, str], int]] = {}
    found: list[str] = []
    for size in (FULL_HD, ROOMY):
        with _built(TABLE[name], size, 1.0) as app:
            surface = audit.RecordingSurface(size)
            app.stack.draw(surface)
            sizes[size] = audit.text_sizes(surface.records, size)
            found += audit_places.under_the_smallest(surface.records, size)
            table = next(s for s in reversed(app.stack._scenes)  # (under the guide's scene)
                         if hasattr(getattr(s, "layout", None), "hand"))  # fmt: skip
            lay = table.layout
            if size == ROOMY:
                least = ROOMY[1] * HAND_SHARE
                found += [f"a card of the hand is {r.h} px high at 2560x1440, under {least:.0f}"
                          for _, r in lay.hand if r.h < least]  # fmt: skip
                if lay.ocean.rect.h < ROOMY[1] * OCEAN_SHARE:
                    found.append(f"the ocean is {lay.ocean.rect.h} px high at 2560x1440")
    assert len(audit.compared(sizes[FULL_HD], sizes[ROOMY])) >= 5
    found += audit_places.smaller_in_a_larger_window(sizes[FULL_HD], sizes[ROOMY], (FULL_HD, ROOMY))
    found = [f for f in found if not excused_34(name, f)]
    assert found == [], f"{name}:\n" + "\n".join(found)


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


# --- Issue 34: the hint and the option lists, at both tables ------------------------------------
# (e) A hint is never stale: after every apply, undo and redo the hint on screen is the hint
#     for the decision on screen, or none.
# (f) A hinted plan is carried (Fish'n'Flip): each later step of the plan the hint found for
#     the turn is lit and focused when its decision comes.
# (g) Every visible option has a key: 1 to 9 the first nine (0 a skip or a pass); one after
#     the ninth is chosen by moving the focus to it with Up / Down and pressing Enter, as the
#     F1 sheet says ("Up / Down, then Enter").

AFTER_NINE = "Up / Down, then Enter"


def _hint_table(game_name: str, seed: int, budget: int) -> tuple[App, object]:
    """A headless app with animations off and an in-process worker of fixed ``budget``, at a
    table of ``game_name`` (one person; Finspan: two people, the person's own seat first)."""
    from finspan.frontend.shell.computers import InlineWorker

    app = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True)
    app.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
    app.ai_budget = budget  # type: ignore[attr-defined]
    app.nav.show_title()
    if game_name == "flip":
        from finspan.flip import Game as FlipGame, Setup as FlipSetup

        app.nav.open_table(FlipGame(FlipSetup.cooperative(1), seed=seed))
    else:
        app.nav.open_table(demo_game(Setup.multiplayer(2), seed))
    table = app.stack.top
    _settle(app)
    return app, table


def _settle(app: App, frames: int = 3) -> None:
    surface = pygame.Surface(app.size)
    for _ in range(frames):
        app.stack.update(0.1)
        app.stack.draw(surface)


def _hint_answer(table, budget: int):
    """What the table's worker answers for the hint at the decision on screen (the same
    request: Hard, the seat's seed, the budget)."""
    from finspan.frontend.shell.ai_worker import answer, request_for

    seat = table.game.decision.player
    seed = 7919 * (seat + 1) + 17  # `Computers._seed`: the seat's, public
    return answer(request_for(0, table.game, "hint", "hard", seed, budget))


def _shown_hint_words(table) -> str:
    """The hint's words as the decision panel shows them ("" for none)."""
    if hasattr(table, "top"):  # Finspan: its panel's hint line
        return str(table.choosing.hint)
    words = " ".join(table.layout.notes)
    return words[words.index("Hint"):] if "Hint" in words else ""


def _expected(table, asked) -> tuple[str, int] | None:
    """The hint that may be shown for the decision on screen: (its reason, its step), or
    None. ``asked``: the history where H was last pressed and the answer then."""
    if asked is None:
        return None
    before, got = asked
    history = tuple(table.game.history)
    k = len(history) - len(before)
    if k < 0 or history[: len(before)] != before:
        return None
    if not got.plan:  # (Finspan's hint: its decision only)
        return (got.reason, 0) if k == 0 else None
    plan, texts = got.plan, [str(o) for o in table.game.options]
    if k >= len(plan) or history[len(before):] != plan[:k] or plan[k] not in texts:
        return None
    return got.reason, k


@pytest.mark.parametrize(("game_name", "seed"), [("flip", 4), ("flip", 9), ("finspan", 3)])
def test_a_hint_is_never_stale(game_name, seed):
    """(e) Keys at random (H, 1, Enter, Ctrl+Z, Ctrl+Y) through a game's first turns; after
    each the hint on screen, if any, is the one for the decision on screen: its reason (and
    at a later step of a Fish'n'Flip plan, that step)."""
    import random

    budget = 40 if game_name == "flip" else 4
    app, table = _hint_table(game_name, seed, budget)
    rng, asked, checked = random.Random(seed), None, 0
    keys = {"h": (pygame.K_h, 0), "1": (pygame.K_1, 0), "enter": (pygame.K_RETURN, 0),
            "undo": (pygame.K_z, pygame.KMOD_CTRL), "redo": (pygame.K_y, pygame.KMOD_CTRL)}
    try:
        for _ in range(70):
            if table.game.is_over:
                break
            move = rng.choice(("h", "h", "1", "enter", "undo", "undo", "redo"))
            if move == "h" and not _shown_hint_words(table):
                asked = (tuple(table.game.history), _hint_answer(table, budget))
            k, mod = keys[move]
            app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod))
            _settle(app)
            shown = _shown_hint_words(table)
            if not shown:
                continue
            expected = _expected(table, asked)
            assert expected is not None, f"after {move}: a hint for no decision on screen: {shown}"
            reason, step = expected
            assert reason[1:] in shown, f"after {move}: {shown!r} is not {reason!r}"
            assert (f"step {step + 1} of" in shown) == (step > 0), shown
            checked += 1
        assert checked >= 5
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("seed", [4, 5, 8, 11])
def test_a_hinted_plan_is_carried_to_each_of_its_decisions(seed):
    """(f) H at the turn's first decision, then Enter at each: each later step of the plan
    is the focused choice, lit on the net when it has places, and its words say the step."""
    from finspan.flip import decision_words

    app, table = _hint_table("flip", seed, 60)
    try:
        app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
        _settle(app)
        plan = table.computers.hint.plan
        assert plan
        for step, wanted in enumerate(plan):
            text, lit = table.shown_hint()
            rows = table.rows()
            assert str(lit) == wanted and str(rows[table.choosing.focus].option) == wanted
            if step:
                assert f"step {step + 1} of {len(plan)}: " in text
                assert decision_words(lit, table.game.decision) in text
            app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                      mod=0))  # fmt: skip
            _settle(app)
        assert list(table.game.history[: len(plan)]) == list(plan)
    finally:
        pygame.display.quit()


def _flip_many_choices(app: App) -> object:
    """Fish'n'Flip's first turn of seed 1 with its Switch-and-flip card taken up: 17
    targets."""
    from finspan.flip import Game as FlipGame, Setup as FlipSetup

    app.nav.show_title()
    app.nav.open_table(FlipGame(FlipSetup.cooperative(1), seed=1))
    table = app.stack.top
    _settle(app)
    _ready(app, table)
    return table


def _ready(app: App, table) -> None:
    """Fish'n'Flip: the Switch-and-flip card taken up (again, after an undo put it back)."""
    if not hasattr(table, "rows"):
        return
    for entry in table.rows():
        if entry.option is None and entry.words == "Switch and flip":
            app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN,
                                                      key=pygame.K_0 + int(entry.key), mod=0))
            _settle(app)
            return


def _finspan_many_choices(app: App) -> object:
    """A Finspan game (seed 12) at its second decision: a slot among twelve."""
    from finspan.engine import Game

    game = Game(Setup.multiplayer(2), 12)
    game.apply(game.options[0])
    app.nav.show_title()
    app.nav.open_table(game)
    table = app.stack.top
    _settle(app)
    return table


def _options_of(table) -> tuple:
    """The options the panel lists, in order (Fish'n'Flip: its entries' options)."""
    if hasattr(table, "rows"):
        return tuple(e.option for e in table.rows())
    return tuple(table.options)


def _number_key(table, index: int) -> str:
    if hasattr(table, "rows"):
        return table.rows()[index].key
    from finspan.frontend.finspan.choosing import option_key, skip_index

    return option_key(index, skip_index(table.options))


@pytest.mark.parametrize(("name", "size"), [("flip", (1920, 1080)), ("flip", (2560, 1440)),
                                            ("finspan", (1920, 1080)),
                                            ("finspan", (2560, 1440))])  # fmt: skip
def test_every_visible_option_has_a_key(name, size):
    """(g) Every option the panel shows is chosen by its number key, or (after the ninth)
    by Up / Down to it and Enter, which the F1 sheet states; tried one by one (each undone)."""
    build = _flip_many_choices if name == "flip" else _finspan_many_choices
    app = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True)
    try:
        app.theme.window_height = size[1]
        table = build(app)
        app.stack.resize(size)
        _settle(app)
        assert any(keys == AFTER_NINE for keys, _ in type(table).SHORTCUTS)
        options = _options_of(table)
        assert len(options) > 9
        for index in range(len(options)):  # (the list scrolls as the focus moves down it)
            if index:  # a fresh table: a choice may end the turn, past undo
                table = build(app)
                app.stack.resize(size)
                _settle(app)
            number = _number_key(table, index)
            if number:
                presses = [(pygame.K_0 + int(number), 0)]
            else:
                assert index >= 9 and table.choosing.focus == 0
                presses = [(pygame.K_DOWN, 0)] * index
            for k, mod in presses:
                app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod))
                _settle(app, 1)
            if not number:  # on screen and focused, then Enter
                assert index in dict(table.layout.options), f"option {index + 1} not shown"
                assert table.choosing.focus == index
                app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                          mod=0))  # fmt: skip
            _settle(app)
            chosen = table.game.history[-1] if table.game.history else ""
            assert chosen == str(options[index]), f"option {index + 1}: {chosen!r}"
    finally:
        pygame.display.quit()
