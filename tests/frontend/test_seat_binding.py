"""Controllers bound to seats in a hot-seat game (the setting ``pads_bound``), through the real
main loop with two virtual controllers (tests/frontend/vpad.py): the first controller used in
a person's turn plays that seat; the other's presses in that turn only say whose turn it is;
the keyboard plays any seat; with the setting off, any controller plays the turn."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Seat, Setup
from finspan.frontend.shell.app import App
from finspan.frontend.shell.seats import SeatBinding, seat_in_turn
from finspan.frontend.shell.settings import Settings

from .loop import LoopDriver, key
from .vpad import VirtualPad

pytestmark = pytest.mark.skipif(
    not VirtualPad.available(), reason="no bundled SDL library to attach a virtual controller"
)

A = pygame.CONTROLLER_BUTTON_A
SEATS = (Seat("Ada", "human", "red"), Seat("Bo", "human", "yellow"))


def _app(bound: bool) -> App:
    app = make_app(Settings(first_turn_guide=False, animation_speed=0, pads_bound=bound),
                   headless=True)  # fmt: skip
    app.nav.show_title()
    app.nav.start_game(Setup(SEATS, first_player=0), seed=3)
    return app


@pytest.fixture
def pads():
    attached: list[VirtualPad] = []
    yield attached
    for pad in attached:
        pad.detach()


def _table(app: App):
    return next(s for s in app.stack.scenes if type(s).__name__ == "TableScene")


class TwoPads:
    """At each rest with a person's decision shown: the press the script wants next, one at
    a time; records (seat in turn, whose press, history before, history after, notice)."""

    def __init__(self, app: App, pads: list[VirtualPad], script: list[tuple[int, str]]) -> None:
        self.app, self.pads, self.script = app, pads, list(script)
        self.seen: list[tuple[int, str, int, int, str]] = []
        self._pending: tuple[int, str, int] | None = None
        self.notices: list[str] = []  # what the table was told to show since the last press

    def _listen(self, table) -> None:
        """Record the table's notices (each shows a moment; the loop rests after it)."""
        if getattr(table, "_heard", False):
            return
        show = table.notice

        def notice(text: str, seconds: float = 3.0) -> None:
            self.notices.append(text)
            show(text, seconds)

        table.notice, table._heard = notice, True

    def __call__(self, app: App) -> None:
        table = _table(app)
        self._listen(table)
        if len(self.pads) < 2 or pygame.event.peek() or table.busy or app.stack.top is not table:
            return
        seat = seat_in_turn(table)
        if seat is None:
            return
        history = len(table.game.history)
        if self._pending is not None:
            turn, who, before = self._pending
            self.seen.append((turn, who, before, history, " / ".join(self.notices)))
            self._pending = None
        self.notices = []
        if not self.script:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        wanted_seat, who = self.script[0]
        if wanted_seat != seat:  # the first pad plays on until that seat's turn
            self.pads[0 if seat == 0 else 1].press(A)
            return
        self.script.pop(0)
        self._pending = (seat, who, history)
        if who == "keyboard":
            for event in key(pygame.K_RETURN):
                pygame.event.post(event)
        else:
            self.pads[0 if who == "pad 1" else 1].press(A)


def _run(app: App, pads: list[VirtualPad], script: list[tuple[int, str]]) -> TwoPads:
    player = TwoPads(app, pads, script)
    driver = LoopDriver(app, limit=60.0, on_rest=player)
    driver.at(0.2, lambda a: pads.append(VirtualPad()))
    driver.at(0.4, lambda a: pads.append(VirtualPad()))
    assert driver.run(quit_after_script=False) == 0
    return player


def _close(app: App, pads: list[VirtualPad]) -> None:
    for pad in pads:
        pad.detach()
    pads.clear()
    app.pads.stop()
    pygame.display.quit()


def test_a_bound_controller_plays_only_its_seat_and_the_other_is_told_whose_turn_it_is(pads):
    app = _app(bound=True)
    try:
        player = _run(app, pads, [(0, "pad 1"), (0, "pad 2"), (1, "pad 1"), (1, "pad 2"),
                                  (1, "pad 1")])  # fmt: skip
    finally:
        _close(app, pads)
    acted = [(turn, who, after > before) for turn, who, before, after, _ in player.seen]
    assert acted == [(0, "pad 1", True), (0, "pad 2", False), (1, "pad 1", False),
                     (1, "pad 2", True), (1, "pad 1", False)]  # fmt: skip
    notices = [notice for _, _, _, _, notice in player.seen]
    assert notices[1:3] == ["It is Ada's turn.", "It is Bo's turn."]


def test_the_keyboard_plays_any_seat_while_controllers_are_bound(pads):
    app = _app(bound=True)
    try:
        player = _run(app, pads, [(0, "pad 1"), (0, "keyboard"), (1, "pad 2"), (1, "keyboard")])
    finally:
        _close(app, pads)
    assert [after > before for _, _, before, after, _ in player.seen] == [True] * 4


def test_without_binding_any_controller_plays_the_turn(pads):
    app = _app(bound=False)
    try:
        player = _run(app, pads, [(0, "pad 1"), (0, "pad 2"), (1, "pad 1"), (1, "pad 2")])
    finally:
        _close(app, pads)
    assert [after > before for _, _, before, after, _ in player.seen] == [True] * 4


class _Scene:
    """A table's look from outside: a game waiting for ``seat``'s decision."""

    def __init__(self, game: object) -> None:
        self.game = game
        self.seat_names = ("Ada", "Bo")


class _Game:
    def __init__(self, seat: int) -> None:
        self.decision = type("D", (), {"player": seat})()
        self.setup = type("S", (), {"names": ("Ada", "Bo")})()


def test_a_new_game_at_the_table_frees_every_controller():
    binding = SeatBinding()
    first = _Game(0)
    assert binding.refusal(_Scene(first), pad=7) is None  # pad 7 plays Ada
    first.decision.player = 1
    assert binding.refusal(_Scene(first), pad=7) == "It is Bo's turn."
    assert binding.refusal(_Scene(_Game(1)), pad=7) is None  # a new game: Bo's now


def test_an_unplugged_controllers_seat_is_free_for_another():
    binding = SeatBinding()
    game = _Game(0)
    assert binding.refusal(_Scene(game), pad=1) is None
    assert binding.refusal(_Scene(game), pad=2) == "It is Ada's turn."
    binding.forget(1)
    assert binding.refusal(_Scene(game), pad=2) is None
