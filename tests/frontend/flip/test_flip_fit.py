"""The Fish'n'Flip table at every window size and text size: the cards keep one size at every
text size, the boat's row keeps most of a card's height, the log keeps its lines with five
bidders, and each competitive seat's line shows the animals it has freed."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest

from finspan.app import make_app
from finspan.flip import ID_CARDS, Game, Setup, load_position
from finspan.frontend.flip.layout import BOAT_SHARE, LOG_LINES
from finspan.frontend.flip.paint_side import freeing
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.look.theme import UI_SCALES, FontRole
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from .. import audit

SIZES = [(1280, 720), (1280, 800), (1920, 1080), (2560, 1440)]

#: Two bidders, the first with three animals kept (two whales) and a waste card.
KEPT = """\
format = "flip-position/1"
mode = "competitive"
animals = ["dolphin", "octopus", "whale", "shark"]
powers = ["dolphin", "octopus"]
seed = 9
round = 2
start_player = 0
actions = ["flip_one", "switch"]

[grid]
A = ["dolphin left coral", "octopus left coral", "whale left coral"]
B = ["dolphin right sand", "octopus right sand", "whale right sand"]
C = ["shark left coral", "shark right sand", "shark left kelp"]

[[player]]
name = "Ada"
kept = ["dolphin lagoon", "whale kelp", "whale sand"]
waste = 1

[[player]]
name = "Ben"
kept = []
waste = 0
"""


def _table(game: Game, size: tuple[int, int], scale: float,
           controllers: list[str] | None = None) -> FlipTable:  # fmt: skip
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
                   headless=True)  # fmt: skip
    app.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
    table = FlipTable(app, game, TablePrefs(controllers=controllers or []))
    app.push(table)
    app.theme.window_height = size[1]
    app.stack.resize(size)
    app.stack.update(0.1)
    return table


@pytest.fixture(autouse=True)
def _display():
    yield
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 5])
def test_the_boat_row_keeps_most_of_a_card_at_every_size_and_text_size(size, players):
    for scale in UI_SCALES:
        lay = _table(Game(Setup.cooperative(players), seed=3), size, scale).layout
        card_h = lay.cells[0].h
        assert lay.boat is not None
        assert lay.boat.h >= round(card_h * BOAT_SHARE), f"{size} text {scale:.0%}"
        assert lay.net.bottom <= lay.rects["net_area"].bottom, f"{size} text {scale:.0%}"


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("mode", ["coop", "competitive"])
def test_the_cards_have_one_size_at_every_text_size(size, mode):
    setup = Setup.cooperative(4) if mode == "coop" else Setup.competitive(5)
    sizes = {scale: _table(Game(setup, seed=3), size, scale).layout.cells[0].size
             for scale in UI_SCALES}  # fmt: skip
    assert len(set(sizes.values())) == 1, sizes


def test_with_five_bidders_at_1280x720_and_text_150_the_log_keeps_its_lines():
    table = _table(Game(Setup.competitive(5), seed=2), (1280, 720), 1.5,
                   ["person", "easy", "medium", "hard", "easy"])  # fmt: skip
    lay = table.layout
    small = table.theme.font(FontRole.SMALL)
    assert lay.rects["log"].h >= LOG_LINES * small.get_linesize() + table.theme.px(8)
    assert lay.rects["log"].bottom <= 720
    # the seats' lines lie under the grid, apart from it and from the bids
    assert not lay.rects["seats"].colliderect(lay.rects["net_area"])
    assert not lay.rects["seats"].colliderect(lay.rects["panel"])
    assert all(lay.rects["seats"].contains(row) for _, row in lay.seats)


def test_a_competitive_seat_line_shows_how_many_of_each_animal_it_has_freed():
    game = load_position(KEPT)
    with audit.recording():
        table = _table(game, (1280, 720), 1.5)
        surface = audit.RecordingSurface((1280, 720))
        table.draw(surface)
    ada = next(row for seat, row in table.layout.seats if seat == 0)
    shown = [t.words for t in audit.visible_texts(surface.records, ada)]
    assert "1 pt" in shown  # three animals, one waste card (-2)
    assert shown.count("2") == 1 and shown.count("1") == 1 and shown.count("0") == 2, shown
    assert "1 waste" in shown


def test_the_seat_carrying_out_its_bid_shows_what_it_frees_this_round():
    game = Game(Setup.competitive(2), seed=2)
    view = game.public_state()
    dolphins = tuple(c.id for c in ID_CARDS if c.kind.value == "dolphin")[:2]
    frame = SimpleNamespace(view=replace(view, bid=3, current=1, freed=dolphins))
    assert freeing(frame, 1) == ["dolphin", "dolphin"]  # type: ignore[arg-type]
    assert freeing(frame, 0) == []  # type: ignore[arg-type]
    bidding = SimpleNamespace(view=replace(view, bid=0, current=1, freed=dolphins))
    assert freeing(bidding, 1) == []  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("scale", UI_SCALES)
def test_each_seats_cards_lie_within_its_line_while_a_card_is_taken_up(players, scale):
    """Taking an action card up lists many targets: the list scrolls, the seats' lines keep
    their cards whole."""
    from ..helpers import key

    table = _table(Game(Setup.cooperative(players), seed=3), (1280, 720), scale)
    table.handle_event(key(pygame.K_1))
    table.update(0.1)
    lay = table.layout
    assert table.choosing.action is not None and lay.options
    rows = dict(lay.seats)
    for hit, rect in [*lay.actions, *lay.powers]:
        if hit.seat >= 0:
            assert rows[hit.seat].contains(rect), f"seat {hit.seat}'s card {tuple(rect)}"
    small = table.theme.font(FontRole.SMALL)
    assert lay.rects["log"].h >= LOG_LINES * small.get_linesize() + table.theme.px(8)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_rings_round_lit_and_pointed_targets_leave_each_card_s_face_whole(scale):
    """A lit target's ring, and the pointed option's, lie in the gap round the card: the
    card's face (its picture and its name at the bottom) is drawn as without them."""
    from ..helpers import key

    table = _table(Game(Setup.cooperative(1), seed=4), (1280, 720), scale)
    app = table.app
    plain = pygame.Surface(app.size)
    app.stack.draw(plain)
    table.handle_event(key(pygame.K_1))  # an action card taken up: its targets lit
    table.update(0.1)
    marks = table.marks
    assert marks.legal
    pointed = sorted(marks.legal)[0]
    centre = table.layout.cells[pointed].center
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                          buttons=(0, 0, 0)))  # fmt: skip
    table.update(0.1)
    lit = pygame.Surface(app.size)
    app.stack.draw(lit)
    freed = set(table.marks.freed)  # tinted on purpose: what the pointed option frees
    corner = table.theme.px(7)  # the rounded corners lie outside the card's face
    for place in sorted(set(marks.legal) - freed):
        cell = table.layout.cells[place]
        for face in (cell.inflate(-2 * corner, 0), cell.inflate(0, -2 * corner)):
            before = pygame.image.tobytes(plain.subsurface(face), "RGB")
            after = pygame.image.tobytes(lit.subsurface(face), "RGB")
            assert before == after, f"place {place}'s card is drawn over"
