"""The Fish'n'Flip table with a game controller alone, through the real main loop (`App.run`,
tests/frontend/loop.py) and a virtual controller inside SDL (tests/frontend/vpad.py): the
D-pad walks over the action cards, the lit targets on the net, the power offers and the bid
buttons as they stand on screen, South chooses. A whole cooperative game with a computer
teammate and a whole competitive game against a computer bidder."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Rng
from finspan.flip import Game, Setup
from finspan.frontend.flip.choosing import ActionHit, action_of, preview
from finspan.frontend.flip.final import FlipFinal
from finspan.frontend.flip.focus import EntryHit, TargetHit, action_kind, focused, places
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from ..loop import LoopDriver
from ..pad_walk import first_step
from ..vpad import VirtualPad

pytestmark = pytest.mark.skipif(
    not VirtualPad.available(), reason="no bundled SDL library to attach a virtual controller"
)

A = pygame.CONTROLLER_BUTTON_A
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT
#: D-pad presses one choice may take before its place counts as out of the D-pad's reach.
REACH = 40


@pytest.fixture
def app():
    application = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True)
    application.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
    application.ai_budget = 4  # type: ignore[attr-defined]
    yield application
    application.pads.stop()
    pygame.display.quit()


class FlipPadPlayer:
    """Plays a person's seat with the D-pad and South only, looking at the table whenever
    the loop rests: an action card on the board taken up, then one of its lit targets on the
    net (or a power's use, a bid button, an entry of the panel), each picked at random
    (seeded) and walked to with the D-pad. Records the kinds of places chosen."""

    def __init__(self, table: FlipTable, pad: list[VirtualPad], seed: int) -> None:
        self.table, self.pad, self.rng = table, pad, Rng(seed)
        self.presses: list[int] = []
        self.chosen: list[str] = []
        self.unreachable: list[str] = []
        self.finished = False
        self._aim: tuple[tuple, object] | None = None
        self._walk = 0

    def press(self, button: int) -> None:
        self.presses.append(button)
        self.pad[0].press(button)

    def __call__(self, app) -> None:
        if not self.pad or pygame.event.peek():
            return
        if any(isinstance(s, FlipFinal) for s in app.stack.scenes):
            self.finished = True
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        t = self.table
        if app.stack.top is not t or t.busy or t.computer_decides or t.game.decision is None:
            return
        state = (len(t.game.history), t.choosing.action)
        if self._aim is None or self._aim[0] != state:
            self._aim, self._walk = (state, self._pick()), 0
        aim = self._aim[1]
        here = focused(t)
        self._walk += 1
        button = None if here is None else first_step(places(t), here[0], aim)
        if here is not None and here[0] == aim:
            self.chosen.append(type(aim).__name__)
            self.press(A)
        elif button is None or self._walk > REACH:
            self.unreachable.append(f"{aim} from {here and here[0]}")
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        else:
            self.press(button)

    def _pick(self) -> object:
        """Where the option that frees the most animals is chosen (ties and bids at random):
        its action card if none is taken up, then its target on the net or its entry."""
        t = self.table
        game, shown = t.game, [p for p, _ in places(t)]
        freeing = [(len(found.freed) if (found := preview(game, o)) else -1, o)
                   for o in game.options]  # fmt: skip
        most = max(n for n, _ in freeing)
        best = [o for n, o in freeing if n == most]
        option = best[self.rng.below(len(best))]
        kind = action_of(option)
        if kind is not None and t.choosing.action is not kind:
            cards = (p for p in shown if isinstance(p, ActionHit) and action_kind(t, p) is kind)
            return next(cards, None)
        index = next((i for i, e in enumerate(t.rows()) if e.option == option), None)
        return next((p for p in shown if isinstance(p, TargetHit | EntryHit) and p.index == index),
                    None)  # fmt: skip


def _play(app, setup: Setup, seed: int, controllers: list[str]) -> FlipPadPlayer:
    t = FlipTable(app, Game(setup, seed=seed), TablePrefs(controllers=controllers))
    app.push(t)
    attached: list[VirtualPad] = []
    player = FlipPadPlayer(t, attached, seed)
    driver = LoopDriver(app, limit=20000.0, on_rest=player)
    driver.at(0.2, lambda a: attached.append(VirtualPad()))
    try:
        assert driver.run(quit_after_script=False) == 0
    finally:
        for pad in attached:
            pad.detach()
    assert not player.unreachable, player.unreachable
    assert driver.stale == []
    assert t.game.is_over and any(isinstance(s, FlipFinal) for s in app.stack.scenes)
    return player


def test_a_whole_cooperative_game_with_a_computer_teammate_played_with_the_d_pad_alone(app):
    player = _play(app, Setup.cooperative(2), seed=7, controllers=["person", "easy"])
    assert {"ActionHit", "TargetHit"} <= set(player.chosen)
    assert set(player.presses) <= {A, UP, DOWN, LEFT, RIGHT}


def test_a_whole_competitive_game_against_a_computer_bidder_played_with_the_d_pad_alone(app):
    player = _play(app, Setup.competitive(2), seed=3, controllers=["person", "easy"])
    assert {"ActionHit", "TargetHit", "EntryHit"} <= set(player.chosen)  # bids are entries
    assert set(player.presses) <= {A, UP, DOWN, LEFT, RIGHT}
