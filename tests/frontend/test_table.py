"""The table scene, driven by synthetic mouse and keyboard events, with no window."""

from __future__ import annotations

import pygame
import pytest

from finspan.app.autoplay import autoplay
from finspan.engine import (
    CATALOG,
    Dive,
    Game,
    MoveToken,
    PlayFish,
    Setup,
    load_position,
    parse_slot,
)
from finspan.frontend.finspan.final import FinalScene
from finspan.frontend.finspan.hits import HandHit
from finspan.frontend.finspan.layout import hand_layout
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.finspan.week_end import WeekEndScene
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.scene import Scene
from finspan.frontend.ui.dialogs import Confirm
from finspan.frontend.ui.zoom import ZoomScene

from .helpers import click, key

POSITION = """
format = "finspan-position/1"
week = 1
seed = 4

[[player]]
name = "Ada"
hand = ["Porkfish", "Whale Shark", "Pilotfish", "Mandarinfish"]

[player.ocean]
B5 = "egg"
G2 = "egg"
P4 = "2 young"
P5 = "young"

[[player]]
name = "Bo"
hand = ["Blue Tang"]
"""


def table(app, text: str = POSITION, prefs: TablePrefs | None = None, *,
          dealt: bool = False) -> TableScene:  # fmt: skip
    """The table of the position, pushed and settled; ``dealt``: its cards as if dealt for a
    new game (a position shows no guided first turn; a new game does, when the setting is
    on)."""
    game = load_position(text)
    if dealt:
        game.origin = None
    scene = TableScene(app, game, prefs)
    app.push(scene)
    settle(app)
    return scene


def settle(app, frames: int = 400) -> None:
    """Let time pass until the animations have played (they are not skipped here)."""
    for _ in range(frames):
        app.step([], 0.1)
        top = app.stack.top
        if not getattr(getattr(top, "queue", None), "busy", False):
            break
    app.step([], 0.1)


def press(app, *events) -> None:
    flat = []
    for e in events:
        flat += e if isinstance(e, list) else [e]
    app.step(flat, 1 / 60)
    settle(app)


def number(name: str) -> int:
    return CATALOG.by_name(name).number


def hand_rect(scene: TableScene, name: str) -> pygame.Rect:
    return next(r for c, r in scene.hand_rects if c == number(name))


def test_clicking_a_card_in_hand_then_a_lit_slot_plays_the_fish(app):
    scene = table(app)
    assert scene.game.decision.kind == "turn"
    press(app, click(hand_rect(scene, "Porkfish").center))
    assert scene.game.decision.kind == "place"
    lit = scene.highlighted_slots()
    assert set(lit) == {parse_slot("P1"), parse_slot("P2"), parse_slot("P3")}
    press(app, click(scene.ocean_layout.slots[parse_slot("P1")].center))
    # Porkfish costs an egg and Ada has two: she chooses which.
    assert scene.game.decision.kind == "pay"
    press(app, click(scene.ocean_layout.slots[parse_slot("G2")].center))
    ocean = scene.game.players[0].ocean
    assert ocean[parse_slot("P1")].top == number("Porkfish")
    assert ocean[parse_slot("G2")].egg == 0 and ocean[parse_slot("B5")].egg == 1
    assert scene.view.players[0].ocean[parse_slot("P1")].top == number("Porkfish")


def test_a_card_that_cannot_be_played_says_why_when_clicked(app):
    scene = table(app)
    press(app, click(hand_rect(scene, "Whale Shark").center))  # costs a school: none
    assert scene.game.decision.kind == "turn"
    assert "Whale Shark can't be played" in scene.message


def test_the_whole_turn_can_be_taken_with_number_keys_and_enter(app):
    scene = table(app)
    dive_green = scene.options.index(Dive(2))
    for _ in range(dive_green):
        press(app, key(pygame.K_DOWN))
    assert scene.focus == dive_green
    press(app, key(pygame.K_RETURN))
    d = scene.game.decision
    assert d.kind == "benefit" and d.remaining == ("hatch",)  # green bonus above Sunlight
    press(app, key(pygame.K_1))  # the first option: hatch an egg
    assert sum(s.young for s in scene.game.players[0].ocean) == 4


def test_esc_goes_back_a_step_and_ctrl_z_y_undo_and_redo(app):
    scene = table(app)
    press(app, click(hand_rect(scene, "Porkfish").center))
    assert scene.game.decision.kind == "place"
    press(app, key(pygame.K_ESCAPE))
    assert scene.game.decision.kind == "turn"
    assert number("Porkfish") in scene.game.players[0].hand
    assert number("Porkfish") in scene.view.players[0].hand
    press(app, key(pygame.K_y, pygame.KMOD_CTRL))
    assert scene.game.decision.kind == "place"
    press(app, key(pygame.K_z, pygame.KMOD_CTRL))
    assert scene.game.decision.kind == "turn"


def test_undo_never_crosses_a_card_drawn_from_the_deck(app):
    scene = table(app)
    press(app, key(pygame.K_1 + scene.options.index(Dive(0))))  # dive blue
    assert scene.game.decision.remaining == ("draw",)
    press(app, key(pygame.K_1))  # draw: a card is revealed
    assert not scene.session.can_undo
    hand = list(scene.game.players[0].hand)
    press(app, key(pygame.K_z, pygame.KMOD_CTRL))
    assert scene.game.players[0].hand == hand
    assert "Nothing to undo" in scene.message


def test_moving_a_young_takes_two_clicks_source_then_destination(app):
    text = POSITION.replace('hand = ["Porkfish"', 'hand = ["Blue Tang", "Porkfish"')
    text = text.replace('hand = ["Blue Tang"]\n', 'hand = ["Pilotfish"]\n').replace(
        '"Blue Tang", "Porkfish", "Whale Shark", "Pilotfish"', '"Blue Tang", "Porkfish"'
    )
    scene = table(app, text)
    # Blue Tang (2 eggs): WHEN PLAYED move, young.
    press(app, click(hand_rect(scene, "Blue Tang").center))
    press(app, click(scene.ocean_layout.slots[parse_slot("B1")].center))
    assert scene.game.decision.kind == "benefit"  # her only 2 eggs paid without asking
    # Move the young on P5 up to P4, where 2 young wait: a school forms.
    press(app, click(scene.ocean_layout.slots[parse_slot("P5")].center))
    assert scene.move_from == parse_slot("P5")
    press(app, click(scene.ocean_layout.slots[parse_slot("P4")].center))
    p4 = scene.game.players[0].ocean[parse_slot("P4")]
    assert (p4.young, p4.school) == (0, 1)


ALL_PLAYERS = """
format = "finspan-position/1"
seed = 4

[[player]]
name = "Ada"
hand = ["Porkfish"]

[player.ocean]
B1 = "Saddleback Butterflyfish"
G2 = "egg"

[[player]]
name = "Bo"
hand = ["Blue Tang"]

[player.ocean]
G2 = "egg"
"""


def test_a_seat_that_always_skips_all_players_benefits_is_answered_automatically(app):
    scene = table(app, ALL_PLAYERS, TablePrefs(all_players=["ask", "skip"]))
    # Ada dives blue: Saddleback Butterflyfish (IF ACTIVATED, all players: hatch).
    press(app, key(pygame.K_1 + scene.options.index(Dive(0))))
    press(app, key(pygame.K_0))  # skip the draw bonus
    assert scene.game.decision.card == number("Saddleback Butterflyfish")
    press(app, key(pygame.K_0))  # Ada skips her hatch
    # Bo's answer is "always skip": he is never asked; Ada's dive goes on.
    assert scene.game.decision.player == 0
    assert scene.game.players[1].ocean[parse_slot("G2")].egg == 1


def test_any_key_skips_the_animations_and_the_view_matches_the_game(app):
    scene = table(app)
    scene.choose(scene.options[scene.options.index(Dive(1))])
    assert scene.queue.busy
    app.step([key(pygame.K_SPACE)], 1 / 60)
    assert not scene.queue.busy
    app.step([], 1 / 60)
    assert scene.view == scene.game.public_state()


def test_every_option_has_a_click_point_that_chooses_it(app):
    """For a sample of real decisions, clicking where `click_point` says picks that option."""
    game = Game(Setup.multiplayer(2), 8)
    scene = TableScene(app, game)
    app.push(scene)
    settle(app)
    seen_kinds = set()
    for _ in range(60):
        d = scene.game.decision
        if d is None:
            break
        option = scene.options[-1] if d.kind != "turn" else scene.options[0]
        if isinstance(option, MoveToken):
            option = scene.options[0]
        points = scene.click_point(option)
        assert points, f"no click point for {option} ({d.kind})"
        before = len(scene.game.history)
        for p in points:
            press(app, click(p))
        while isinstance(app.stack.top, WeekEndScene):
            press(app, key(pygame.K_RETURN))
        assert len(scene.game.history) == before + 1, f"clicking did not choose {option}"
        assert scene.game.history[-1] == str(option)
        seen_kinds.add(d.kind)
    assert {"turn", "place"} <= seen_kinds


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_the_table_lays_out_by_proportion_at_every_size(app, size):
    scene = table(app)
    surface = pygame.Surface(size)
    scene.resize(size)  # as the app does before drawing at a new size (drawing changes nothing)
    scene.draw(surface)
    screen = surface.get_rect()
    for rect in scene.ocean_layout.slots:
        assert screen.contains(rect)
    for _, rect in scene.hand_rects:
        assert screen.contains(rect)
    # the ocean scales with the window
    assert scene.ocean_layout.slots[0].h >= size[1] * 0.09


def test_hand_layout_keeps_cards_apart_until_three_rows_are_full():
    area = pygame.Rect(0, 0, 500, 260)
    for n in range(1, 13):
        rects = hand_layout(area, n, 4)
        assert len(rects) == n
        assert all(area.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert hand_layout(area, 1, 4)[0].h == 260  # one card is as large as the area


def test_week_end_and_final_scenes_follow_the_game(app):
    game = Game(Setup.solo_game(3, 2), 5)
    scene = TableScene(app, game)
    app.push(scene)
    settle(app)
    seen_week_end = 0
    for _ in range(4000):
        top = app.stack.top
        if isinstance(top, FinalScene):
            break
        if isinstance(top, WeekEndScene):
            seen_week_end += 1
            app.step([key(pygame.K_RETURN)], 1 / 60)  # finishes the count
            app.step([key(pygame.K_RETURN)], 1 / 60)  # continues
            continue
        if scene.game.decision is not None and not scene.queue.busy:
            scene.choose(scene.options[-1])
        app.step([], 0.5)
    assert isinstance(app.stack.top, FinalScene)
    assert seen_week_end == 3
    final = app.stack.top
    assert [week for week, _ in final.history] == [1, 2, 3, 4]  # weeks 1-3, the final score
    assert final.history[-1] == (4, [game.outcome().totals[s] for s in range(2)])
    assert "wins" in final.verdict() or "tie" in final.verdict()


@pytest.mark.parametrize(("setup", "seed"), [(Setup.solo_game(3), 4), (Setup.multiplayer(3), 5)])
def test_autoplay_plays_a_whole_game_through_the_event_loop(app, setup, seed):
    assert autoplay(app, setup, seed) == 0
    assert isinstance(app.stack.top, FinalScene)
    assert app.stack.top.game.is_over


def test_a_finished_game_is_recorded_and_its_autosave_cleared(app):
    from finspan import stats

    game = Game(Setup.multiplayer(1), 2)
    scene = TableScene(app, game)
    app.push(scene)
    assert not app.saves.autosave_exists()  # written in idle time, not inside a frame
    app.idle()
    assert app.saves.autosave_exists()
    while not scene.game.is_over:
        scene.choose(scene.options[-1])
        scene.queue.skip()
    scene.update(0.0)
    app.idle()
    assert not app.saves.autosave_exists()
    assert stats.summary().hotseat  # the finished game is in the statistics


def test_continue_resumes_the_autosaved_game_at_the_same_decision(app):
    scene = table(app)
    press(app, click(hand_rect(scene, "Porkfish").center))
    prompt = scene.game.decision.prompt
    history = list(scene.game.history)
    app.pop()
    app.nav.continue_game()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.game.history == history
    assert resumed.game.decision.prompt == prompt


def test_playing_a_fish_by_keyboard_offers_the_same_options_as_the_engine(app):
    scene = table(app)
    plays = [o for o in scene.options if isinstance(o, PlayFish)]
    assert [CATALOG[o.card].name for o in plays] == ["Porkfish", "Pilotfish", "Mandarinfish"]


def test_with_confirm_end_turn_an_option_that_ends_the_turn_asks_first(app):
    app.settings.confirm_end_turn = True
    scene = table(app)
    press(app, key(pygame.K_1 + scene.options.index(Dive(1))))  # dive purple
    assert scene.game.decision.remaining == ("egg",)  # the bonus above Twilight (P4 has a fish)
    press(app, key(pygame.K_0))  # skip it: the bottom bonus is still to come
    assert app.stack.top is scene
    assert scene.game.decision.remaining == ("egg",)  # the bottom bonus
    press(app, key(pygame.K_0))  # skipping it would end the turn: asked first
    assert isinstance(app.stack.top, Confirm)
    assert scene.game.decision.player == 0  # nothing applied yet
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene and scene.game.decision.player == 0
    press(app, key(pygame.K_0))
    press(app, key(pygame.K_RETURN))
    assert scene.game.decision.player == 1  # Bo's turn now


def test_the_guided_first_turn_walks_through_ocean_hand_playing_and_can_be_skipped(app):
    from finspan.frontend.finspan.guide import STEPS

    app.settings.first_turn_guide = True
    scene = table(app, dealt=True)
    guide = scene.guide
    assert guide is not None and guide.step.title == "Your ocean"
    on_top = app.stack.top  # the guide is a transparent scene above the table
    assert on_top is not scene and on_top.transparent and on_top.guide is guide
    press(app, click(on_top.guide_rects["next"].center))
    assert guide.step.title == "Your hand"
    press(app, key(pygame.K_n))
    assert guide.step.title == "Play a fish"
    press(app, click(hand_rect(scene, "Porkfish").center))  # doing it moves the guide on
    assert guide.step.title == "Finish the turn"
    assert "next" not in on_top.guide_rects  # it waits for the turn to end, not for Next
    press(app, click(scene.ocean_layout.slots[parse_slot("P1")].center))
    press(app, click(scene.ocean_layout.slots[parse_slot("G2")].center))  # pay the egg
    while scene.game.decision.kind != "turn":
        press(app, key(pygame.K_0))
    assert guide.step is STEPS[-1]
    press(app, key(pygame.K_x))
    assert guide.step is None


def test_a_player_who_plays_on_without_reading_the_guide_is_not_followed_by_it(app):
    from finspan.frontend.finspan.guide import STEPS

    app.settings.first_turn_guide = True
    scene = table(app, dealt=True)
    guide = scene.guide
    assert guide is not None and guide.step is STEPS[0]
    press(app, click(hand_rect(scene, "Porkfish").center))  # never Next: just play
    press(app, click(scene.ocean_layout.slots[parse_slot("P1")].center))
    press(app, click(scene.ocean_layout.slots[parse_slot("G2")].center))
    while scene.game.decision.kind != "turn":
        press(app, key(pygame.K_0))
    assert guide.step is STEPS[-1]  # the first turn is over: only "dive next time" is left
    bo = scene.game.decision.player
    while scene.game.decision.player == bo or scene.game.decision.kind != "turn":
        press(app, key(pygame.K_1))  # Bo's turn
        settle(app)
    assert guide.step is None  # and then the guide is gone


def test_the_guide_is_off_when_the_setting_is_off_or_the_game_is_resumed(app):
    app.settings.first_turn_guide = False
    assert table(app).guide is None
    app.settings.first_turn_guide = True
    game = load_position(POSITION)
    game.apply(game.options[-1])
    scene = TableScene(app, game)
    assert scene.guide is None


def test_right_clicking_a_card_opens_it_in_the_encyclopedia(app):
    from finspan.frontend.finspan.encyclopedia import CardDetailScene, EncyclopediaScene

    scene = table(app)
    pos = hand_rect(scene, "Porkfish").center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=pos)], 1 / 60)
    top = app.stack.top
    assert isinstance(top, EncyclopediaScene | CardDetailScene)
    assert scene.game.decision.kind == "turn"  # nothing was played


def test_a_game_from_a_position_never_shows_the_guide(app):
    app.settings.first_turn_guide = True
    assert table(app).guide is None


def test_the_guide_shows_once_per_profile_for_each_game(app):
    from finspan.engine import Setup
    from finspan.flip import Setup as FlipSetup

    app.settings.first_turn_guide = True
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), 7)
    assert app.stack.top.guide is not None
    assert app.settings.guided == ("finspan",)  # remembered for this game
    app.nav.start_game(Setup.solo_game(2), 8)
    assert app.stack.top.guide is None
    app.nav.start_game(FlipSetup.cooperative(1), 8)  # the other game's first turn: its guide
    assert app.stack.top.guide is not None
    assert app.settings.guided == ("finspan", "flip")
    app.nav.start_game(FlipSetup.cooperative(1), 9)
    assert app.stack.top.guide is None


def test_a_cards_zoom_waits_for_the_mouse_to_rest_and_leaves_with_a_window_on_top(app):
    from finspan.frontend.ui.pointing import HOVER_DELAY

    scene = table(app)
    pos = hand_rect(scene, "Porkfish").center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step([motion], 0.05)
    assert scene.hover == HandHit(CATALOG.by_name("Porkfish").number)
    assert scene.choosing.hover_pending and scene.animating  # the loop keeps time until it opens
    for _ in range(round(HOVER_DELAY / 0.1)):
        app.step([], 0.1)
    assert not scene.choosing.hover_pending and not scene.animating
    scene.app.push(Scene(app))  # e.g. the end of the week: no zoom left behind it
    assert scene.hover is None


def test_when_the_hand_moves_under_a_still_mouse_the_zoom_closes_until_the_mouse_moves(app):
    """Only a mouse move opens a zoom: a card that comes under a resting mouse (the hand
    laid out again, another seat's hand shown) opens none by itself."""
    scene = table(app)
    pos = hand_rect(scene, "Porkfish").center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
             0.1)  # fmt: skip
    for _ in range(4):
        app.step([], 0.1)
    assert scene.hover is not None and not scene.choosing.hover_pending
    press(app, click(pos))  # Porkfish is chosen: the hand lays itself out again
    for _ in range(10):
        app.step([], 0.1)
    zooms = [s for s in app.stack.overlays if isinstance(s, ZoomScene)]
    assert scene.hover is None and not zooms  # the card that left: no zoom, and none new
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))],
             0.1)  # fmt: skip
    assert scene.hover == scene.layout.hit(pos, pile_open=False)  # the mouse moved: it aims


def test_the_guides_buttons_keep_their_places_when_next_waits_for_an_action(app):
    app.settings.first_turn_guide = True
    scene = table(app, dealt=True)
    on_top = app.stack.top  # the guide is a transparent scene above the table
    skip_at_first = on_top.guide_rects["close"].copy()
    press(app, key(pygame.K_n))
    press(app, key(pygame.K_n))  # "Play a fish": waits for you to play one
    assert scene.guide.step.done is not None
    assert on_top.guide_rects["close"] == skip_at_first
    assert "next" not in on_top.guide_rects  # greyed: nothing to click
