"""A hand laid out anew renders a few cards a frame, stand-ins till then; a region that moves is
painted again with those over its old place, and no other; lengths follow the window."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from finspan.app import App, make_app
from finspan.engine import CATALOG
from finspan.frontend.art import cards
from finspan.frontend.art.render_budget import BUDGET, COSTS
from finspan.frontend.finspan.paint_panel import hand_card
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.look.theme import UI, Theme
from finspan.frontend.shell.scene import Scene
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.regions import Region, RegionCache

from .audit import forget_pictures
from .test_table import table

# sizes no other test renders at, so that what is cached here is this test's own
BEFORE, AFTER = (113, 154), (109, 149)


def _fish(k: int):
    return CATALOG.all[40 + k]


def test_past_the_budget_a_card_drawn_before_stands_in_and_its_picture_waits():
    fishes = [_fish(k) for k in range(3)]
    for f in fishes:  # each drawn once at another size: a stand-in's source
        cards.render_card(f, *BEFORE)
    assert COSTS["normal"] <= 5
    version = BUDGET.version
    with BUDGET.limited(5):  # room for one hand card's first rendering
        shown = [cards.render_card(f, *AFTER) for f in fishes]
        ringed = cards.render_card(fishes[2], *AFTER, highlight="legal")
    assert all(s.get_size() == AFTER for s in shown)
    assert cards.render_card(fishes[0], *AFTER) is shown[0]  # rendered exactly, and cached
    assert len(BUDGET.waiting) == 2  # the two others stood in
    # a stand-in is never cached: outside a limited painting the picture is exact
    assert BUDGET.refine() and BUDGET.version == version  # the hand repaints once, at the end
    assert BUDGET.refine() and not BUDGET.refine()
    assert BUDGET.version == version + 1
    exact = cards.render_card(fishes[1], *AFTER)
    assert exact is not shown[1] and cards.render_card(fishes[1], *AFTER) is exact
    assert cards.render_card(fishes[2], *AFTER, highlight="legal") is not ringed


def test_a_card_never_drawn_is_drawn_exactly_even_past_the_budget():
    fish = _fish(10)
    with BUDGET.limited(0):
        first = cards.render_card(fish, 97, 133)
    assert not BUDGET.waiting
    assert cards.render_card(fish, 97, 133) is first


def test_a_stand_in_comes_only_from_a_picture_of_a_near_size():
    fish = _fish(12)
    cards.render_card(fish, 60, 82)  # a thumbnail
    cards.render_card(fish, 71, 97)
    with BUDGET.limited(0):
        near = cards.render_card(fish, 66, 90)  # 90 / 82 and 97 / 90: near enough
        far = cards.render_card(fish, 52, 71)  # 82 / 71 = 1.15: near; 97 / 71: not
        farther = cards.render_card(fish, 44, 60)  # 82 / 60 = 1.37: none near, drawn exactly
    assert near.get_size() == (66, 90) and far.get_size() == (52, 71)
    assert len(BUDGET.waiting) == 2
    assert cards.render_card(fish, 44, 60) is farther
    while BUDGET.refine():
        pass


def test_outside_a_limited_painting_nothing_stands_in():
    fish = _fish(11)
    cards.render_card(fish, *BEFORE)
    BUDGET.waiting.clear()
    surf = cards.render_card(fish, 111, 151)
    assert not BUDGET.waiting and cards.render_card(fish, 111, 151) is surf


def _paint_counting(cache: RegionCache, surface: pygame.Surface, rects: dict[str, pygame.Rect],
                    colours: dict[str, tuple[int, int, int]]) -> list[str]:  # fmt: skip
    painted: list[str] = []

    def painter(name: str):
        def paint(layer: pygame.Surface) -> None:
            painted.append(name)
            layer.fill(colours[name], rects[name])

        return paint

    cache.paint(surface, ("base",), [Region(n, rects[n], "same", painter(n)) for n in rects])
    return painted


def test_a_moved_region_is_painted_again_with_those_over_its_old_place_and_no_other():
    surface = pygame.Surface((200, 100))
    colours = {"panel": (200, 0, 0), "hand": (0, 200, 0), "ocean": (0, 0, 200)}
    cache = RegionCache()
    rects = {"panel": pygame.Rect(0, 0, 100, 50), "hand": pygame.Rect(0, 50, 100, 50),
             "ocean": pygame.Rect(100, 0, 100, 100)}  # fmt: skip
    assert sorted(_paint_counting(cache, surface, rects, colours)) == ["hand", "ocean", "panel"]
    # a longer prompt: the panel grows, the hand moves down and is shorter; the ocean stays
    rects = {"panel": pygame.Rect(0, 0, 100, 70), "hand": pygame.Rect(0, 70, 100, 30),
             "ocean": pygame.Rect(100, 0, 100, 100)}  # fmt: skip
    assert sorted(_paint_counting(cache, surface, rects, colours)) == ["hand", "panel"]
    assert surface.get_at((50, 60))[:3] == colours["panel"]
    assert surface.get_at((50, 90))[:3] == colours["hand"]
    # the hand shrinks and leaves a gap: it shows the background, not the old hand
    rects["hand"] = pygame.Rect(0, 70, 100, 20)
    assert _paint_counting(cache, surface, rects, colours) == ["hand"]
    assert surface.get_at((50, 95))[:3] == UI["background"][:3]
    assert surface.get_at((150, 50))[:3] == colours["ocean"]


def test_at_a_larger_text_the_hand_laid_out_anew_ends_with_every_card_exact():
    """At text 150 % the hand laid out at new sizes during play (here: a taller log under
    it) draws a few cards a frame: the frames go on until no card waits, and at rest each
    card shown is its exact picture."""
    with _table_at_text_150() as (app, scene):
        _make_room_under_the_hand(scene, 300)
        app.step([], 1 / 60)
        stood_in = len(BUDGET.waiting)  # the first frame drew a few cards, the rest waits
        frames = 0
        while scene.animating and frames < 200:
            app.step([], 1 / 60)
            frames += 1
        assert stood_in >= 2 and frames >= stood_in
        assert not scene.animating and not BUDGET.waiting
        _hand_is_exact(scene, app.size)


def test_a_scene_opened_over_the_table_finds_every_card_drawn_exactly():
    """A window over the table stops its frames: the cards still standing in are rendered
    as it opens, so that the table seen beneath (the finished table under the end screen)
    shows the cards' own pictures."""
    with _table_at_text_150() as (app, scene):
        _make_room_under_the_hand(scene, 280)
        app.step([], 1 / 60)
        assert BUDGET.waiting
        app.push(Scene(app))  # a window over the table: the table no longer updates
        assert not BUDGET.waiting
        _hand_is_exact(scene, app.size)
        # and a hand laid out anew beneath it (nothing would refine it) is drawn exactly
        _make_room_under_the_hand(scene, 320)
        _hand_is_exact(scene, app.size)
        assert not BUDGET.waiting
        app.pop()
        assert scene.top.live


@contextmanager
def _table_at_text_150() -> Iterator[tuple[App, TableScene]]:
    """The position's table at 1920x1080, text 150 %, settled; the card pictures drawn
    before forgotten (whatever ran before: the sizes drawn here are new)."""
    forget_pictures()
    app = make_app(Settings(first_turn_guide=False, ui_scale=1.5), headless=True)
    try:
        app.set_window_size((1920, 1080))
        scene = table(app)
        yield app, scene
    finally:
        pygame.display.quit()


def _make_room_under_the_hand(scene: TableScene, height: int) -> None:
    """The log made at least ``height`` px tall (as the guide's box does): the hand above it
    is laid out anew, smaller, while the window and the table's picture stay (a new window
    size or a table back from another scene is drawn exactly at once, no stand-ins)."""
    scene.top.log_room = height
    scene.top.relayout()
    scene.app.request_redraw()


def _hand_is_exact(scene: TableScene, size: tuple[int, int]) -> None:
    surface = pygame.Surface(size)
    scene.draw(surface)
    frame = scene.top.frame(scene.top.layout)
    for card, rect in scene.top.layout.hand:
        exact = hand_card(frame, card, rect)  # outside a limited painting: exact
        for x, y in ((rect.w // 4, rect.h // 5), (rect.w // 2, rect.h // 2),
                     (rect.w * 3 // 4, rect.h * 4 // 5)):  # fmt: skip
            assert surface.get_at((rect.x + x, rect.y + y)) == exact.get_at((x, y)), card


def test_a_length_follows_the_window_and_the_text_size():
    t = Theme(720, 1.0)
    assert t.px(10) == 10
    t.window_height = 1440
    assert t.px(10) == 20
    t.ui_scale = 1.5
    assert t.px(10) == 30


def test_a_table_under_another_scene_paints_every_changed_region_in_one_draw(app):
    """Nothing moves on the scene over it, so no frame may follow: the finished table under
    the end screen showed a score of the turn before until the mouse moved (seen in a real
    window); live, the table paints one changed region a frame."""
    scene = table(app)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    top = scene.top
    top.choosing.focus += 1  # what several regions show changes
    top.choosing.log.append(("A line of the log.", UI["text"]))
    scene.draw(surface)
    assert top.regions.pending  # live: one region this frame, the others in the next
    app.push(Scene(app))
    top.choosing.focus += 1
    scene.draw(surface)
    assert not top.regions.pending
    assert top.regions.drawn == top.region_keys()


def test_the_guides_box_over_the_table_keeps_it_live():
    """The guided first turn's box is a scene over the table that keeps the table's frames
    going: the table stays live (its frames refine the hand and paint a region at a time)."""
    app = make_app(Settings(first_turn_guide=True), headless=True)
    try:
        scene = table(app, dealt=True)
        assert app.stack.top is not scene  # the guide's box is up
        assert scene.top.live
    finally:
        pygame.display.quit()


def test_a_new_window_size_draws_every_card_exactly_at_once():
    with _table_at_text_150() as (app, scene):
        app.set_window_size((1880, 1040))
        app.step([], 1 / 60)
        assert not BUDGET.waiting
        _hand_is_exact(scene, app.size)
