"""The layout audit (tests/frontend/audit.py) over Fish'n'Flip's screens: no text cut off or
overlapping another or sticking out of its box, no text smaller at 125 % or 150 % than at
100 %, and every hover help whole in the window, clear of the highlighted choice and of what
it describes (near every edge: the net's corners, the grid, the seats' lines at the foot).

The cases, chosen for CI time (about 40 s alone on 2 cores): the table's screens (1 to 5
players together, a full net of a column 6 high, 2 to 5 bidders, the bid carried out, a
competitive game under way with animals kept, both finals, the replay viewer) at every
window size (1280x720, 1280x800, 1920x1080, 2560x1440) and every text size (100/125/150 %);
the setup screens (`test_flip_setup`'s, which audits them at 1280x720 and 1920x1080 at 100
and 150 %) at the other sizes and at 125 %; the hover helps of the full net and of the game
under way at every window size, text 100 % and 150 %."""
from __future__ import annotations

import re
from collections.abc import Callable

import pygame
import pytest

from finspan.app import make_app
from finspan.flip import Game, Setup, load_position
from finspan.frontend.flip.final import FlipFinal
from finspan.frontend.flip.replay import FlipReplay
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.look.theme import TV_SCALE, TV_WINDOW
from finspan.frontend.shell.app import App
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from .. import audit, audit_places
from ..helpers import key
from ..test_flip_setup import SCREENS as SETUP_SCREENS, SIZES as SETUP_SIZES
from .test_flip_fit import KEPT
from .test_flip_table import _Replay

SIZES = [(1280, 720), (1280, 800), (1920, 1080), (2560, 1440)]
SCALES = [1.0, 1.25, 1.5]

#: A net with a full column (6 high) and waste, in the difficult game.
FULL_NET = """
format = "flip-position/1"
mode = "coop"
animals = ["dolphin", "octopus", "whale", "shark"]
difficulty = "difficult"
seed = 4
turn = 6
current = 0

[net]
A = ["dolphin right coral", "plastic", "whale left kelp", "shark left sand",
     "octopus right lagoon", "dolphin left sand"]
B = ["octopus left sand", "shark right coral"]
C = ["whale right lagoon", "plastic", "dolphin left kelp", "octopus left coral", "shark left kelp"]
D = []

[[player]]
name = "Ada Lovelace-Byron"
actions = ["flip_one", "switch", "flip_square"]
powers = ["dolphin"]

[[player]]
name = "Ben"
actions = ["flip_row", "free", "flip_colour"]
powers = ["whale"]
"""


def _table(app: App, game: Game, controllers: list[str] | None = None) -> FlipTable:
    app.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
    app.ai_budget = 4  # type: ignore[attr-defined]
    table = FlipTable(app, game, TablePrefs(controllers=controllers or []))
    app.push(table)
    return table


def _start(app: App) -> None:
    _table(app, Game(Setup.cooperative(1), seed=7))


def _picking(app: App) -> None:
    """Three players, the first action card taken up: its targets lit and listed."""
    table = _table(app, Game(Setup.cooperative(3), seed=7))
    table.handle_event(key(pygame.K_1))


def _two(app: App) -> None:
    _table(app, Game(Setup.cooperative(2), seed=11), ["person", "hard"])


def _four(app: App) -> None:
    _table(app, Game(Setup.cooperative(4), seed=12))


def _five(app: App) -> None:
    _table(app, Game(Setup.cooperative(5), seed=3), ["person", "easy", "easy", "easy", "easy"])


def _full(app: App) -> None:
    table = _table(app, load_position(FULL_NET))
    table.handle_event(key(pygame.K_3))  # the square: a long list of targets


def _final(app: App) -> None:
    game = Game(Setup.cooperative(2), seed=7)
    while not game.is_over:
        game.apply(game.options[0])
    app.push(FlipFinal(app, game))


def _bidding(app: App) -> None:
    """Five bidders, the clock on: the bids side by side."""
    setup = Setup.from_dict({**Setup.competitive(5).to_dict(), "clock": True,
                             "start_player": 0})  # fmt: skip
    _table(app, Game(setup, seed=2), ["person", "easy", "medium", "hard", "easy"])


def _carrying_out(app: App) -> None:
    """Two players: the person won the bid and picks an action card."""
    game = Game(Setup.from_dict({**Setup.competitive(2).to_dict(), "start_player": 0}), seed=2)
    game.apply("bid 2")
    game.apply("pass")
    _table(app, game, ["person", "easy"])


def _carrying_out_targets(app: App) -> None:
    """The bid won, an action card taken up: its targets on the grid, named by place."""
    _carrying_out(app)
    app.stack.top.handle_event(key(pygame.K_1))


def _two_bidders(app: App) -> None:
    _table(app, Game(Setup.competitive(2), seed=5), ["person", "hard"])


def _three_bidders(app: App) -> None:
    _table(app, Game(Setup.competitive(3), seed=8), ["person", "easy", "person"])


def _four_bidders(app: App) -> None:
    _table(app, Game(Setup.competitive(4), seed=9), ["person", "medium", "hard", "easy"])


def _under_way(app: App) -> None:
    """Two bidders in round 2, one with animals kept and a waste card."""
    _table(app, load_position(KEPT), ["person", "medium"])


def _five_under_way(app: App) -> None:
    """Five bidders after three rounds (every seat's line with its animals), the person to
    bid."""
    game = Game(Setup.from_dict({**Setup.competitive(5).to_dict(), "start_player": 0}), seed=6)
    while not game.is_over and (game.public_state().turn < 4 or game.decision.player != 0
                                or game.decision.kind.value != "bid"):  # fmt: skip
        d = game.decision
        game.apply(game.options[1] if d.kind.value == "bid" and d.player == 0 else
                   game.options[-1] if d.kind.value == "bid" else game.options[0])  # fmt: skip
    _table(app, game, ["person", "easy", "medium", "hard", "easy"])


def _replay(app: App) -> None:
    game = Game(Setup.cooperative(3), seed=7)
    while not game.is_over:
        game.apply(game.options[0])
    viewer = FlipReplay(app, _Replay(game))
    app.push(viewer)
    for _ in range(4):
        viewer.handle_event(key(pygame.K_RIGHT))


def _competitive_final(app: App) -> None:
    game = Game(Setup.competitive(3), seed=7)
    while not game.is_over:
        game.apply(game.options[-1] if game.decision.kind.value != "bid" else game.options[0])
    app.push(FlipFinal(app, game))


def _review(app: App) -> None:
    """The review of a careless player's cooperative game, its worst turn shown on the net."""
    from finspan.flip_ai import choose, review_game
    from finspan.frontend.flip.review import FlipReviewScene

    game = Game(Setup.cooperative(1), seed=11)
    while not game.is_over:
        game.apply(choose(game, "easy", len(game.history), 2))
    from finspan.saves import Replay
    from finspan.saves.codec import replay_model

    replay = Replay(replay_model(game, "", "2026-11-29T09:00:00", ["person"]), game.clone())
    app.nav.show_title()
    app.push(FlipReviewScene(app, replay, review_game(game, 0, 40)))


def _guide(app: App) -> None:
    """The guided first turn over the table, at its first step."""
    app.settings.first_turn_guide, app.settings.guided = True, ()
    app.nav.show_title()
    app.nav.start_game(Setup.cooperative(1), 5)


SCREENS: dict[str, Callable[[App], None]] = {
    "start": _start, "two": _two, "picking": _picking, "four": _four, "five": _five,
    "full": _full, "final": _final, "bidding": _bidding, "two-bidders": _two_bidders,
    "three-bidders": _three_bidders, "four-bidders": _four_bidders, "carrying-out": _carrying_out,
    "carrying-out-targets": _carrying_out_targets,
    "under-way": _under_way, "five-under-way": _five_under_way,
    "competitive-final": _competitive_final, "replay": _replay, "review": _review,
    "guide": _guide,
}  # fmt: skip
#: The setup screens at what `test_flip_setup` leaves out: the other sizes, and 125 %.
SETUP_CASES = [(n, s, k) for n in SETUP_SCREENS for s in SIZES for k in SCALES
               if s not in SETUP_SIZES or k == 1.25]  # fmt: skip


def _draw(build: Callable[[App], None], size: tuple[int, int], scale: float,
          then: Callable[[App], None] | None = None) -> tuple[App, audit.Records]:  # fmt: skip
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
                   headless=True)  # fmt: skip
    audit.forget_pictures()
    build(app)
    app.theme.window_height = size[1]
    app.stack.resize(size)
    for _ in range(3):
        app.stack.update(0.1)
    if then is not None:
        then(app)
    surface = audit.RecordingSurface(size)
    app.stack.draw(surface)
    return app, surface.records


def _id(value) -> str | None:
    """Test ids that read: ``full-1280x720-1.5``."""
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else None


#: Every screen at every size and text size, and at TV's text size where it is used.
TABLE_CASES = [(n, s, k) for n in SCREENS for s in SIZES for k in SCALES]
TABLE_CASES += [(n, s, TV_SCALE) for n in SCREENS for s in (TV_WINDOW, (2560, 1440))]


def boards(table: FlipTable) -> list[audit_places.Board]:
    """The net's (or grid's) places as the words name them (issue 34): "B1" (its column's
    letter under it, its row's number beside it), "column B", "row 2"."""
    lay, view = table.layout, table.view
    columns, rows = (4, 6) if view.mode.value == "coop" else (3, 3)

    def column(c: int) -> pygame.Rect:
        return lay.cells[c * 7].unionall([lay.cells[c * 7 + r] for r in range(rows)])

    def row(r: int) -> pygame.Rect:
        return lay.cells[r].unionall([lay.cells[c * 7 + r] for c in range(columns)])

    def place(groups: tuple[str, ...]) -> list[tuple[str, pygame.Rect, str]] | None:
        letter, number = groups
        c, r = "ABCD".index(letter), int(number) - 1
        if c >= columns or r >= rows:
            return None
        return [(letter, column(c), "column"), (number, row(r), "row")]

    def a_column(groups: tuple[str, ...]) -> list[tuple[str, pygame.Rect, str]] | None:
        c = "ABCD".index(groups[0])
        return [(groups[0], column(c), "column")] if c < columns else None

    def a_row(groups: tuple[str, ...]) -> list[tuple[str, pygame.Rect, str]] | None:
        r = int(groups[0]) - 1
        return [(groups[0], row(r), "row")] if r < rows else None

    return [audit_places.Board(re.compile(r"\b([A-D])([1-7])\b"), place),
            audit_places.Board(re.compile(r"\b[Cc]olumn ([A-D])\b"), a_column),
            audit_places.Board(re.compile(r"\b[Rr]ow ([1-7])\b"), a_row)]  # fmt: skip


def labelled(app: App, records: audit.Records, size: tuple[int, int]) -> list[str]:
    """Issue 34's rule on a table's screen: every place a text names is labelled on the net
    or grid (none for a screen that is not a table's)."""
    table = app.stack.top
    if not isinstance(table, FlipTable) or not table.layout.cells:
        return []
    return audit_places.unlabelled_places(records, size, boards(table))


@pytest.mark.parametrize(("name", "size", "scale"), TABLE_CASES, ids=_id)
def test_every_text_of_the_flip_table_fits_and_none_overlaps(name, size, scale):
    """Also: every place a text names is labelled (`labelled`), nothing is cut with "…"
    where its box has room (`audit.cut_with_room`)."""
    with audit.recording():
        try:
            app, records = _draw(SCREENS[name], size, scale)
            found = audit.problems(records, size) + labelled(app, records, size)
        finally:
            pygame.display.quit()
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)


@pytest.mark.parametrize(("name", "size"), [(n, s) for n in SCREENS for s in SIZES])
def test_no_text_of_the_flip_table_is_smaller_at_125_or_150_than_at_100(name, size):
    found: list[str] = []
    with audit.recording():
        try:
            _app, plain = _draw(SCREENS[name], size, 1.0)
            at_100 = audit.text_sizes(plain, size)
            for scale in (1.25, 1.5):
                _app, large = _draw(SCREENS[name], size, scale)
                larger = audit.text_sizes(large, size)
                assert len(audit.compared(at_100, larger)) >= 5
                found += [f"{scale:.0%}: {p}"
                          for p in audit.smaller_than_at_100(at_100, larger, scale)]  # fmt: skip
        finally:
            pygame.display.quit()
    assert found == [], f"{name} at {size[0]}x{size[1]}:\n" + "\n".join(found)


@pytest.mark.parametrize(("name", "size", "scale"), SETUP_CASES)
def test_every_text_of_fish_n_flip_s_setup_fits_at_every_size_and_text_size(name, size, scale):
    with audit.recording():
        try:
            _app, records = _draw(SETUP_SCREENS[name], size, scale)
            found = audit.problems(records, size)
        finally:
            pygame.display.quit()
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)


#: Issue 34's rule "the room is used": in a 2560x1440 window the cards a player acts with
#: are at least this share of its height, and the net or grid at least `BOARD_SHARE`.
ACTING_SHARE = 1 / 12
BOARD_SHARE = 0.3
ROOMY, FULL_HD = (2560, 1440), (1920, 1080)
#: The screens of a table (the final scores, the review and the guide's scene are not).
TABLES = [n for n in SCREENS if n not in ("final", "competitive-final", "review", "guide")]


@pytest.mark.parametrize("name", TABLES)
def test_at_2560x1440_the_room_goes_to_the_cards_and_their_words(name):
    """Issue 34, "the room is used": at 2560x1440 (text 100 %) (a) no text is drawn smaller
    than the same words in the same role at 1920x1080 (labels grow with the window); (b) the
    cards a player acts with (the seats' action and power cards; the competitive game's
    action cards and common powers) are each at least `ACTING_SHARE` of the window's height
    (1/12: 120 px, where they stayed 96 px with 11 px labels), the net or grid at least
    `BOARD_SHARE` of it; (c) at both sizes no text is under the smallest size any text may
    have (`theme.MIN_FONT_PX`)."""
    sizes: dict[tuple[int, int], dict[tuple[str, str], int]] = {}
    found: list[str] = []
    with audit.recording():
        try:
            for size in (FULL_HD, ROOMY):
                app, records = _draw(SCREENS[name], size, 1.0)
                sizes[size] = audit.text_sizes(records, size)
                found += audit_places.under_the_smallest(records, size)
            table = app.stack.top
            assert isinstance(table, FlipTable)
            lay, least = table.layout, ROOMY[1] * ACTING_SHARE
            cards = [r for _, r in lay.actions + lay.powers]
            assert cards
            found += [f"a card a player acts with is {r.h} px high at 2560x1440, under "
                      f"{least:.0f}" for r in cards if r.h < least]  # fmt: skip
            if lay.net.h < ROOMY[1] * BOARD_SHARE:
                found.append(f"the board is {lay.net.h} px high at 2560x1440")
        finally:
            pygame.display.quit()
    assert len(audit.compared(sizes[FULL_HD], sizes[ROOMY])) >= 5
    found += audit_places.smaller_in_a_larger_window(sizes[FULL_HD], sizes[ROOMY], (FULL_HD, ROOMY))
    assert found == [], f"{name}:\n" + "\n".join(found)


def _hover_points(table: FlipTable) -> list[tuple[tuple[int, int], pygame.Rect]]:
    """Each thing with a help, by its centre and, for those at an edge, its corners too."""
    lay = table.layout
    rects = [r for p, r in lay.cells.items() if table.view.card_at(p) is not None]
    rects += [r for _, r in lay.actions] + [r for _, r in lay.powers] + list(lay.gauges)
    rects += [lay.pile] if lay.pile is not None else []
    rects += [r for _, r in lay.names]
    screen = pygame.Rect((0, 0), table.size).inflate(-table.size[0] // 3, -table.size[1] // 3)
    points = []
    for r in rects:
        points.append((r.center, r))
        if not screen.contains(r):  # near the window's edge: its corners as well
            inner = r.inflate(-4, -4)
            points += [(p, r) for p in (inner.topleft, inner.topright, inner.bottomleft,
                                        inner.bottomright)]  # fmt: skip
    return points


HOVERED = {"full": _full, "under-way": _under_way, "five-under-way": _five_under_way}


HOVER_CASES = [(n, s, k) for n in HOVERED for s in SIZES for k in (1.0, 1.5)]


@pytest.mark.parametrize(("name", "size", "scale"), HOVER_CASES)
def test_every_hover_help_is_whole_on_screen_and_clear_of_the_choice_and_what_it_describes(
    name, size, scale
):
    found: list[str] = []
    with audit.recording():
        try:
            app, _ = _draw(HOVERED[name], size, scale)
            table = app.stack.top
            assert isinstance(table, FlipTable)
            if name == "full":
                table.handle_event(key(pygame.K_ESCAPE))  # no card taken up: the cards' help
            points = _hover_points(table)
            assert len(points) > 10
            for point, described in points:
                table.point_at(point)
                table.update(1.0)
                surface = audit.RecordingSurface(size)
                table.draw(surface)
                box = table.tooltip.box
                assert table.tooltip.visible and box is not None, f"no help at {point}"
                if not pygame.Rect((0, 0), size).contains(box):
                    found.append(f"the help at {point} runs off the window: {tuple(box)}")
                focused = next((r for k, r in table.layout.options
                                if k == table.choosing.focus), None)  # fmt: skip
                if focused is not None and box.colliderect(focused):
                    found.append(f"the help at {point} covers the highlighted choice")
                if box.colliderect(described):
                    found.append(f"the help at {point} covers what it describes {tuple(described)}")
                found += [f"at {point}: {p}" for p in audit.problems(surface.records, size)
                          if box.collidepoint(*_corner(p))]  # fmt: skip
        finally:
            pygame.display.quit()
    assert found == [], "\n".join(found)


def _corner(problem: str) -> tuple[int, int]:
    """The top-left corner of the first rectangle a problem line names."""
    inside = problem.split(" at (", 1)[1].split(")", 1)[0]
    x, y = (int(v) for v in inside.split(", ")[:2])
    return x, y
