"""The layout audit (tests/frontend/audit.py) over the Fish'n'Flip table's screens at 1280x720
and 1920x1080, text at 100 % and 150 %: no text cut off or overlapping another or sticking out
of its box, no text smaller at 150 % than at 100 %, and every hover help whole on the screen
and clear of the highlighted choice."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from finspan.app import make_app
from finspan.flip import Game, Setup, load_position
from finspan.frontend.flip.final import FlipFinal
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.app import App
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from .. import audit
from ..helpers import key

SIZES = [(1280, 720), (1920, 1080)]
SCALES = [1.0, 1.5]

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


def _competitive_final(app: App) -> None:
    game = Game(Setup.competitive(3), seed=7)
    while not game.is_over:
        game.apply(game.options[-1] if game.decision.kind.value != "bid" else game.options[0])
    app.push(FlipFinal(app, game))


SCREENS: dict[str, Callable[[App], None]] = {
    "start": _start, "picking": _picking, "five": _five, "full": _full, "final": _final,
    "bidding": _bidding, "carrying-out": _carrying_out, "competitive-final": _competitive_final,
}  # fmt: skip


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


@pytest.mark.parametrize(("name", "size", "scale"),
                         [(n, s, k) for n in SCREENS for s in SIZES for k in SCALES])  # fmt: skip
def test_every_text_of_the_flip_table_fits_and_none_overlaps(name, size, scale):
    with audit.recording():
        try:
            _app, records = _draw(SCREENS[name], size, scale)
            found = audit.problems(records, size)
        finally:
            pygame.display.quit()
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)


@pytest.mark.parametrize(("name", "size"), [(n, s) for n in SCREENS for s in SIZES])
def test_no_text_of_the_flip_table_is_smaller_at_150_than_at_100(name, size):
    with audit.recording():
        try:
            _app, plain = _draw(SCREENS[name], size, 1.0)
            at_100 = audit.text_sizes(plain, size)
            _app, large = _draw(SCREENS[name], size, 1.5)
            larger = audit.text_sizes(large, size)
        finally:
            pygame.display.quit()
    assert len(audit.compared(at_100, larger)) >= 5
    found = audit.smaller_than_at_100(at_100, larger, 1.5)
    assert found == [], f"{name} at {size[0]}x{size[1]}:\n" + "\n".join(found)


def _hover_points(table: FlipTable) -> list[tuple[int, int]]:
    lay = table.layout
    rects = [r for p, r in lay.cells.items() if table.view.card_at(p) is not None]
    rects += [r for _, r in lay.actions] + [r for _, r in lay.powers] + list(lay.gauges)
    rects += [lay.pile] if lay.pile is not None else []
    return [r.center for r in rects]


@pytest.mark.parametrize(("size", "scale"), [(s, k) for s in SIZES for k in SCALES])
def test_every_hover_help_is_whole_on_screen_and_clear_of_the_highlighted_choice(size, scale):
    found: list[str] = []
    with audit.recording():
        try:
            app, _ = _draw(_full, size, scale)
            table = app.stack.top
            assert isinstance(table, FlipTable)
            table.handle_event(key(pygame.K_ESCAPE))  # no card taken up: the cards' help shows
            points = _hover_points(table)
            assert len(points) > 10
            for point in points:
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
