"""The focus over the board's places at Finspan's table, with a game controller through the real
main loop (`App.run`, tests/frontend/loop.py) and a virtual controller inside SDL
(tests/frontend/vpad.py): the D-pad moves over the places the decision can choose in their
arrangement on screen, South chooses there, the right stick's click shows or hides the zoom."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import Rng, Setup, greedy_policy
from finspan.frontend.finspan.choosing import option_targets
from finspan.frontend.finspan.focus import BOARD_PLACES, board_place, focused_place
from finspan.frontend.finspan.hits import HandHit, OptionHit

from . import test_pads_app
from .loop import LoopDriver
from .test_pads_app import PadPlayer, _fixed_seed, _table
from .vpad import VirtualPad

pytestmark = pytest.mark.skipif(
    not VirtualPad.available(), reason="no bundled SDL library to attach a virtual controller"
)

#: The controller tests' app (no animations) and virtual pads.
app, pads = test_pads_app.app, test_pads_app.pads

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT
R3 = pygame.CONTROLLER_BUTTON_RIGHTSTICK
#: D-pad presses one decision may take before its place counts as out of the D-pad's reach.
REACH = 40


def _solo_table(app):
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), seed=5)
    return _table(app)


def _place(table):
    return focused_place(table.game, table.options, table.choosing, table.layout)


class BoardPlayer(PadPlayer):
    """`PadPlayer`, but at the table it walks the D-pad over the board to where a click would
    choose the greedy policy's option (its card, slot or dive site, a move's source and then
    its destination), or to its row of the list, and presses South there."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.on_board = 0  # options chosen on a board place
        self.unreachable: list[str] = []
        self._walk: tuple[int, int] = (-1, 0)  # (decision, presses so far)

    def _table(self, table) -> None:
        options = self._options_to_answer(table)
        if options is None:
            return
        game = table.game
        option = greedy_policy(game, Rng(len(game.history)))
        points = table.click_point(option)
        here = _place(table)
        if not points or here is None:  # not shown: down the list as a keyboard would
            steps = (options.index(option) - table.choosing.focus) % len(options)
            self.press(*[DOWN] * steps, A)
            return
        walk = self._walk if self._walk[0] == len(game.history) else (len(game.history), 0)
        self._walk = (walk[0], walk[1] + 1)
        if walk[1] > REACH:
            self.unreachable.append(f"{option} at {points[0]}")
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        hit, rect = here
        if rect.collidepoint(points[0]):
            self.on_board += not isinstance(hit, OptionHit)
            self.press(A)
            return
        dx, dy = points[0][0] - rect.centerx, points[0][1] - rect.centery
        if abs(dx) > abs(dy):
            self.press(RIGHT if dx > 0 else LEFT)
        else:
            self.press(DOWN if dy > 0 else UP)


def test_left_from_the_option_list_rings_a_place_on_the_board_and_south_chooses_there(
    app, pads
):
    table = _solo_table(app)
    attached: list[VirtualPad] = []
    seen: list[object] = []
    driver = LoopDriver(app)
    driver.at(0.5, lambda a: attached.append(pads()))
    driver.at(1.0, lambda a: attached[0].press(LEFT))
    driver.at(1.5, lambda a: seen.append(_place(table)[0]))
    driver.at(1.6, lambda a: seen.append(table.options[table.choosing.focus]))
    driver.at(2.0, lambda a: attached[0].press(A))
    driver.at(3.0, lambda a: seen.append(table.game.history[-1] if table.game.history else None))
    assert driver.run() == 0
    place, highlighted, chosen = seen
    assert isinstance(place, BOARD_PLACES)
    assert option_targets(highlighted)[0] == place  # the list follows the board
    assert chosen == str(highlighted)
    assert driver.stale == []


def test_the_focused_card_shows_its_zoom_and_the_right_stick_hides_and_shows_it(app, pads):
    table = _solo_table(app)
    attached: list[VirtualPad] = []
    seen: list[object] = []

    def zoom_card(a) -> None:
        zoom = table.overlays.zoom()
        seen.append(None if zoom is None else zoom.card)

    driver = LoopDriver(app)
    driver.at(0.5, lambda a: attached.append(pads()))
    driver.at(1.0, lambda a: attached[0].press(LEFT))
    driver.at(1.2, lambda a: attached[0].press(DOWN))  # from the dive sites down to the hand
    driver.at(1.5, zoom_card, lambda a: attached[0].press(R3))
    driver.at(2.0, zoom_card, lambda a: attached[0].press(R3))
    driver.at(2.5, zoom_card)
    assert driver.run() == 0
    card = board_place(table.game, table.options, table.choosing, table.layout)[0].card
    assert seen == [card, None, card]
    assert driver.stale == []


def test_the_d_pad_goes_from_card_to_card_in_hand_the_way_it_is_pressed(app, pads):
    table = _solo_table(app)
    attached: list[VirtualPad] = []
    seen: list[object] = []
    driver = LoopDriver(app)
    driver.at(0.5, lambda a: attached.append(pads()))
    driver.at(1.0, lambda a: attached[0].press(LEFT))
    driver.at(1.2, lambda a: attached[0].press(DOWN))  # from the dive sites down to the hand
    driver.at(1.4, lambda a: seen.append(_place(table)[0]))
    for n, button in enumerate((LEFT, LEFT, RIGHT)):
        driver.at(1.5 + n, lambda a, b=button: attached[0].press(b))
        driver.at(1.8 + n, lambda a: seen.append(_place(table)[1].center))
    assert driver.run() == 0
    hand, first, second, back = seen
    assert isinstance(hand, HandHit)
    assert second[0] < first[0] and back == first  # left, then right again to the same card


def test_a_whole_solo_game_chosen_on_the_board_with_the_d_pad(app, pads, monkeypatch):
    _fixed_seed(monkeypatch, 5)
    app.nav.show_title()
    attached: list[VirtualPad] = []
    player = BoardPlayer(lambda: attached[0] if attached else None, seed=5)
    driver = LoopDriver(app, limit=30000.0, on_rest=player)
    driver.at(0.2, lambda a: attached.append(pads()))
    assert driver.run(quit_after_script=False) == 0
    assert not player.unreachable, player.unreachable
    assert not player.stuck, player.stuck
    assert player.finished, f"the game did not end: {player.scenes[-3:]}"
    assert player.on_board > 20  # most choices made on the board, not in the list
    assert set(player.presses) <= {A, B, UP, DOWN, LEFT, RIGHT}
    assert driver.stale == []
