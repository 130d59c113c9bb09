"""The table's rooms one by one: the pure choosing state, the typed hit test, painters that
change nothing, the seat drivers, the status line and Hint slot, and the layout at larger text
(the card being played never covers the hand; hand cards grow with the text)."""

from __future__ import annotations

import copy
import subprocess
import sys

import pygame

from finspan.app import make_app
from finspan.engine import Game, Rng, Setup, greedy_policy, load_position
from finspan.frontend.finspan.hits import DiscardHit, HandHit, SlotHit
from finspan.frontend.finspan.replay import ReplayScene
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.finspan.tabletop import Tabletop
from finspan.frontend.shell.computers import Chosen
from finspan.frontend.shell.settings import Settings

from .helpers import click, key
from .test_table import POSITION, hand_rect, number, press, settle, table


def test_the_choosing_state_needs_no_pygame():
    code = (
        "import sys\n"
        "from finspan.engine import load_position\n"
        "from finspan.frontend.finspan import choosing\n"
        f"game = load_position({POSITION!r})\n"
        "c = choosing.Choosing(display_seat=choosing.decider_or_current(game))\n"
        "from finspan.frontend.finspan.hits import HandHit\n"
        "card = game.players[0].hand[0]\n"
        "assert choosing.options_at(game.options, HandHit(card), None) == [0]\n"
        "c.aim(HandHit(card)); assert c.hover_pending; c.tick(1.0); assert not c.hover_pending\n"
        "assert 'pygame' not in sys.modules, 'the choosing state loaded pygame'\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_hits_are_typed_and_two_kinds_never_compare_equal(app):
    scene = table(app)
    card = number("Porkfish")
    assert scene.layout.hit(hand_rect(scene, "Porkfish").center, pile_open=False) == HandHit(card)
    assert scene.layout.hit(scene.ocean_layout.slots[4].center, pile_open=False) == SlotHit(4)
    assert HandHit(card) != DiscardHit(card)


def _snapshot(scene) -> tuple:
    top = scene.top
    return (dict(vars(scene)), dict(vars(top)), copy.deepcopy(top.choosing),
            copy.deepcopy(top.layout), top.view)  # fmt: skip


def test_drawing_changes_nothing_and_never_moves_the_mouse(app):
    scene = table(app)
    pos = hand_rect(scene, "Porkfish").center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
             0.1)  # fmt: skip
    for _ in range(5):  # the zoom opens
        app.step([], 0.1)
    press(app, key(pygame.K_d))  # the discard pile open too
    surface = pygame.Surface(app.size)
    scene.draw(surface)  # fill the region cache (a memo of pixels)
    before = _snapshot(scene)
    scene.draw(surface)
    scene.draw(surface)
    after = _snapshot(scene)
    assert after == before
    assert scene.choosing.mouse == pos


def test_the_guide_scene_draws_without_changing_anything():
    app = make_app(Settings(first_turn_guide=True), headless=True)
    try:
        scene = table(app, dealt=True)
        guide = app.stack.top
        surface = pygame.Surface(app.size)
        app.stack.draw(surface)
        before, rects = _snapshot(scene), dict(guide.guide_rects)
        app.stack.draw(surface)
        assert _snapshot(scene) == before and guide.guide_rects == rects
    finally:
        pygame.display.quit()


def test_a_seat_driver_answers_its_seat_without_any_input(app):
    game = Game(Setup.multiplayer(2), 8)
    scene = TableScene(app, game)
    rng = Rng(5)
    asked: list[int] = []

    def computer(g: Game):
        d = g.decision
        if d is None or d.player != 1:
            return None
        asked.append(len(g.history))
        return Chosen(greedy_policy(g, rng), d.player)

    assert scene.drivers[0] == scene.all_players_answer  # the first driver: always take/skip
    scene.drivers.append(computer)
    app.push(scene)
    settle(app)
    for _ in range(3):  # seat 0 plays a fish by keyboard: play, place, pay (this seed)
        assert scene.game.decision.player == 0 and not asked
        app.step([key(pygame.K_RETURN)], 1 / 60)
        while scene.busy and len(scene.game.history) < 3:
            app.step([], 0.1)
    for _ in range(400):  # no input at all: seat 1's driver plays its whole turn
        app.step([], 0.1)
        if scene.game.decision.player == 0 and not scene.busy:
            break
    assert asked[0] == 3 and scene.game.decision.player == 0
    assert len(scene.game.history) == 3 + len(asked)  # each of its answers applied once
    assert scene.view == scene.game.public_state()


def test_the_status_line_and_the_hint_button_have_their_places(app):
    from finspan.frontend.shell.computers import InlineWorker

    app.ai_worker_factory = InlineWorker
    scene = table(app)
    scene.top.hint = False  # the slot alone
    scene.top.relayout()
    assert "hint" not in scene.layout.buttons  # no hint: no button
    scene.status = "Ben is thinking…"
    panel, status = scene.layout.rects["panel"], scene.layout.status
    assert status is not None and panel.contains(status)
    assert all(status.bottom <= rect.top for _, rect in scene.option_rects)
    scene.top.hint = True  # every table has the hint
    scene.top.relayout()
    hint = scene.layout.buttons["hint"]
    assert scene.layout.rects["top"].contains(hint)
    assert not any(hint.colliderect(r) for n, r in scene.layout.buttons.items() if n != "hint")
    press(app, click(hint.center))
    for _ in range(5):  # the worker answers at its first poll: the hint is lit
        app.step([], 0.05)
    assert scene.choosing.hint.startswith("Hint — ")
    assert scene.prefs.hints == 1


def _at(scale: float, size=(1280, 720)):
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
              headless=True)  # fmt: skip
    scene = TableScene(app, load_position(POSITION))
    app.push(scene)
    scene.resize(size)
    return app, scene


def test_the_card_being_played_stands_beside_the_hand_never_over_it():
    for scale in (1.0, 1.5):
        app, scene = _at(scale)
        try:
            press(app, click(hand_rect(scene, "Porkfish").center))
            assert scene.game.decision.kind == "place"
            playing, hand = scene.layout.playing, scene.layout.rects["hand"]
            assert playing is not None and hand.contains(playing)
            assert not any(playing.colliderect(r) for _, r in scene.hand_rects)
            assert all(hand.contains(r) for _, r in scene.hand_rects)
        finally:
            pygame.display.quit()


def test_at_larger_text_the_hand_cards_grow_and_the_panels_reflow():
    heights = {}
    for scale in (1.0, 1.25, 1.5):
        _app, scene = _at(scale)
        try:
            rects = scene.layout.rects
            heights[scale] = scene.hand_rects[0][1].h
            assert all(rects["hand"].contains(r) for _, r in scene.hand_rects)
            panels = [rects[n] for n in ("top", "left", "ocean", "panel", "hand", "log")]
            assert all(rects["screen"].contains(p) for p in panels)
            assert not any(a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1 :])
        finally:
            pygame.display.quit()
    assert heights[1.0] < heights[1.25] <= heights[1.5]


def test_the_replay_viewer_is_composed_of_the_tables_rooms():
    assert not issubclass(ReplayScene, TableScene)
    assert "top" in ReplayScene.__init__.__code__.co_names and Tabletop


def test_the_decision_list_shows_at_least_four_options_at_every_text_size():
    """At 1280x720 and text 150 % the how-to hint under the prompt gives way to the options
    (the issue's "2 of 6 options visible"); with room to spare it stays."""
    from finspan.frontend.finspan.choosing import HOW_TO

    for scale in (1.0, 1.25, 1.5):
        _app, scene = _at(scale)
        try:
            assert scene.game.decision.kind == "turn"
            skip = scene.skip_index
            listed = [k for k, _ in scene.option_rects if k != skip]
            total = len(scene.options) - (skip is not None)
            assert total >= 4
            assert len(listed) >= 4, (scale, len(listed), total)
            panel = scene.layout.rects["panel"]
            assert all(panel.contains(r) for _, r in scene.option_rects)
            if scale == 1.0:
                assert any(h in HOW_TO for h in scene.layout.hints)
        finally:
            pygame.display.quit()
