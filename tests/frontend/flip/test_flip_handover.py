"""The hand-over at the Fish'n'Flip table (`flip.handover`, the shared `kit.handover`): when the
decision passes to another seat of a game two or more persons play, a banner in that seat's
colour and the panel sliding in; the pass screen between two people when it is on; none
with one person, none in the replay viewer."""

from __future__ import annotations

import pygame

from finspan.flip import DecisionKind, Game, Setup
from finspan.frontend.flip.paint_side import seat_colour
from finspan.frontend.flip.replay import FlipReplay
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.kit.handover import HANDOVER_SECONDS
from finspan.frontend.kit.pass_scene import PassScene
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs

from .test_flip_table import _Replay


def _table(app, setup: Setup, seed: int, controllers: list[str] | None = None) -> FlipTable:
    app.ai_worker_factory = InlineWorker
    app.ai_budget = 4
    table = FlipTable(app, Game(setup, seed), TablePrefs(controllers=controllers or []))
    app.push(table)
    return table


def _until_another_seat(table: FlipTable) -> int:
    """The persons' options (the last offered: a skip or a pass where there is one) until
    the decision passes to another seat; its animations end. The seat before it."""
    seat = table.game.decision.player
    while table.game.decision is not None and table.game.decision.player == seat:
        table.choose(table.game.options[-1])
        table.queue.skip()
    return seat


def test_a_cooperative_turn_ending_hands_the_table_to_the_next_person(app):
    table = _table(app, Setup.cooperative(2), 3)
    assert table.handover.banner is None  # the first seat: nothing handed over
    before = _until_another_seat(table)
    seat = table.game.decision.player
    banner = table.handover.banner
    assert seat != before and table.handover.active
    assert banner.title == f"Player {seat + 1}'s turn"
    assert banner.colour == tuple(seat_colour(seat, app.theme)[:3])
    assert banner.detail == table.game.decision.question


def test_a_bid_hands_the_table_to_the_next_bidder_with_its_own_words(app):
    table = _table(app, Setup.competitive(3), 5)
    _until_another_seat(table)
    d = table.game.decision
    assert d.kind is DecisionKind.BID
    assert table.handover.banner.title == f"Player {d.player + 1}'s bid"


def test_the_hand_over_ends_by_itself_or_at_a_key(app):
    table = _table(app, Setup.cooperative(2), 3)
    _until_another_seat(table)
    table.update(HANDOVER_SECONDS / 2)
    assert table.handover.active and table.animating
    table.update(HANDOVER_SECONDS)
    assert not table.handover.active
    _until_another_seat(table)
    assert table.handover.active
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    assert not table.handover.active


def test_the_hand_over_draws_the_banner_over_the_net(app):
    table = _table(app, Setup.cooperative(2), 3)
    _until_another_seat(table)
    table.update(0.01)
    surface = pygame.Surface(app.window.get_size())
    table.draw(surface)
    with_banner = pygame.image.tobytes(surface, "RGB")
    table.handover.skip()
    table.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") != with_banner


def test_with_the_pass_screen_on_the_next_person_confirms_before_seeing_the_table(app):
    app.settings.pass_screen = True
    table = _table(app, Setup.cooperative(3), 3)
    _until_another_seat(table)
    top = app.stack.top
    assert isinstance(top, PassScene) and top.name == f"Player {table.game.decision.player + 1}"
    top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert app.stack.top is table and table.handover.passes == 1


def test_one_person_with_computer_teammates_is_never_handed_over(app):
    table = _table(app, Setup.cooperative(3), 3, ["person", "hard", "hard"])
    for _ in range(600):
        if table.game.public_state().turn > 4 or table.game.is_over:
            break
        if table.game.decision is not None and not table.computer_decides:
            table.choose(table.game.options[-1])
        table.queue.skip()
        table.update(0.5)
        assert table.handover.banner is None
    assert table.game.public_state().turn > 4 or table.game.is_over


def test_a_replay_is_watched_without_hand_overs(app):
    game = Game(Setup.cooperative(2), 3)
    while game.public_state().turn < 3:
        game.apply(game.options[-1])
    viewer = FlipReplay(app, _Replay(game))
    app.push(viewer)
    for _ in range(len(viewer.replay)):
        viewer.forward()
        viewer.queue.skip()
    assert viewer.handover.banner is None and viewer.handover.passes == 0
