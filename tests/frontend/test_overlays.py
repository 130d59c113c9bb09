"""The card zoom and the discard pile as scenes on the app's stack (passing overlays of the
table): the zoom waits for the mouse to rest, follows what is under it or leaves, never stays
behind a window; the pile opens itself once per decision about it, takes the clicks and keys
meant for it and lets the table's own through; Enter chooses in it during such a decision."""

from __future__ import annotations

import pygame

from finspan.engine import Game, Rng, Setup, greedy_policy, parse_slot
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.shell.scene import Scene, SceneStack
from finspan.frontend.ui.pile import PileScene
from finspan.frontend.ui.pointing import HOVER_DELAY
from finspan.frontend.ui.zoom import ZoomScene

from .helpers import click, key
from .test_table import hand_rect, number, press, settle, table

PILE_POSITION = """
format = "finspan-position/1"
week = 1
seed = 4

[[player]]
name = "Ada"
hand = ["Spiny Seadevil"]
discard = ["Haddock", "Escolar"]

[player.ocean]
G2 = "Catalina Goby, egg"
B5 = "Glasshead Grenadier, egg"

[[player]]
name = "Bo"
hand = ["Blue Tang"]
"""


def motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def rest(app, pos) -> None:
    """The mouse moves to ``pos`` and rests there past the hover delay."""
    app.step([motion(pos)], 0.05)
    for _ in range(round(HOVER_DELAY / 0.1) + 1):
        app.step([], 0.1)


def zooms(app) -> list[ZoomScene]:
    return [s for s in app.stack.overlays if isinstance(s, ZoomScene)]


def piles(app) -> list[PileScene]:
    return [s for s in app.stack.overlays if isinstance(s, PileScene)]


# --- The zoom --------------------------------------------------------------------------------


def test_the_zoom_is_a_scene_that_opens_after_the_delay_and_leaves_when_the_mouse_moves_on(app):
    scene = table(app)
    pos = hand_rect(scene, "Porkfish").center
    app.step([motion(pos)], 0.05)
    assert zooms(app) == [] and scene.choosing.hover_pending
    rest(app, pos)
    (zoom,) = zooms(app)
    assert zoom.source().card == number("Porkfish")
    assert app.stack.top is scene  # the zoom is the table's overlay: the table is still on top
    app.step([motion(scene.layout.rects["top"].center)], 0.05)  # the empty top bar
    app.step([], 0.1)
    assert zooms(app) == []


def test_the_zoom_follows_the_card_under_the_mouse(app):
    scene = table(app)
    rest(app, hand_rect(scene, "Porkfish").center)
    rest(app, hand_rect(scene, "Pilotfish").center)
    (zoom,) = zooms(app)
    assert zoom.source().card == number("Pilotfish")


def test_no_zoom_stays_behind_a_window_and_it_takes_no_input(app):
    scene = table(app)
    pos = hand_rect(scene, "Porkfish").center
    rest(app, pos)
    assert len(zooms(app)) == 1
    press(app, click(pos))  # the click goes through the zoom to the table: Porkfish chosen
    assert scene.game.decision.kind == "place"
    rest(app, scene.ocean_layout.slots[parse_slot("B1")].center)
    app.push(Scene(app))  # a window over the table
    assert zooms(app) == [] and scene.hover is None


def test_nautomas_fish_are_readable_cards_on_hover(app):
    game, rng = Game(Setup.solo_game(3), 2), Rng(2)
    while not game.public_state().nautoma.fish or game.decision.player != 0:
        game.apply(greedy_policy(game, rng))
    scene = TableScene(app, game)
    app.push(scene)
    settle(app)
    card, rect = scene.layout.nautoma_box.fish[0]
    rest(app, rect.center)
    (zoom,) = zooms(app)
    assert zoom.source().card == card
    surface = pygame.Surface(app.size)
    app.stack.draw(surface)  # drawn as a large card beside her box


def test_the_replay_viewer_zooms_with_the_same_scene(app):
    from finspan.frontend.finspan.replay import ReplayScene

    game, rng = Game(Setup.multiplayer(2), 3), Rng(3)
    for _ in range(6):
        game.apply(greedy_policy(game, rng))
    store = app.saves.store()
    viewer = ReplayScene(app, store.load_replay(store.export_replay(game)))
    app.push(viewer)
    card, rect = viewer.layout.hand[0]
    rest(app, rect.center)
    (zoom,) = zooms(app)
    assert zoom.source().card == card


# --- The discard pile --------------------------------------------------------------------------


def _retrieving(app) -> TableScene:
    """Ada has played Spiny Seadevil: she may retrieve cards from her pile."""
    from finspan.engine import Place, PlayFish

    scene = table(app, PILE_POSITION)
    scene.choose(PlayFish(number("Spiny Seadevil")))
    settle(app)
    scene.choose(Place(parse_slot("B6")))
    settle(app)
    return scene


def test_the_pile_opens_itself_once_per_decision_about_it(app):
    scene = _retrieving(app)
    assert scene.choosing.pile_open and len(piles(app)) == 1
    assert app.stack.top is scene
    press(app, key(pygame.K_ESCAPE))  # closed by the player: it stays closed
    settle(app)
    assert not scene.choosing.pile_open and piles(app) == []


def test_enter_chooses_in_the_pile_during_a_decision_about_it(app):
    scene = _retrieving(app)
    first = scene.options[scene.focus]
    press(app, key(pygame.K_RETURN))
    assert first.card in scene.game.players[0].hand


def test_a_click_on_a_card_in_the_pile_takes_it_and_beside_it_closes_it(app):
    scene = _retrieving(app)
    card, rect = next((c, r) for c, r in scene.layout.discard if c == number("Escolar"))
    press(app, click(rect.center))
    assert card in scene.game.players[0].hand
    assert scene.choosing.pile_open  # still a decision about the pile (the next retrieve)
    press(app, click((2, scene.size[1] - 2)))  # beside the pile
    assert not scene.choosing.pile_open and piles(app) == []


def test_the_pile_lets_the_tables_buttons_and_number_keys_through(app):
    scene = table(app)
    press(app, key(pygame.K_d))
    assert len(piles(app)) == 1
    press(app, key(pygame.K_x))  # kept by the pile: nothing happens
    assert len(piles(app)) == 1
    press(app, click(scene.layout.buttons["discard"].center))  # the table's button: closes
    assert piles(app) == [] and not scene.choosing.pile_open
    press(app, key(pygame.K_d))
    press(app, key(pygame.K_1))  # chooses the first option, as ever
    assert scene.game.decision.kind == "place"


def test_a_hovered_card_of_the_pile_zooms_above_the_pile(app):
    scene = _retrieving(app)
    _, rect = scene.layout.discard[0]
    rest(app, rect.center)
    kinds = [type(s) for s in app.stack.overlays]
    assert kinds == [PileScene, ZoomScene]


def test_the_pile_and_the_zoom_leave_with_the_table_and_never_stay_over_another_screen(app):
    scene = _retrieving(app)
    rest(app, scene.layout.discard[0][1].center)
    assert len(app.stack.overlays) == 2
    scene.open_menu()
    assert app.stack.overlays == ()
    assert isinstance(app.stack.top, Scene) and app.stack.top is not scene


def test_the_final_scores_ocean_zooms_its_fish_with_the_same_scene(app):
    from finspan.frontend.art.board import OceanLayout
    from finspan.frontend.finspan.launch import finished_game

    app.nav.show_title()
    app.nav.open_final(finished_game(Setup.multiplayer(2), 5))
    final = app.stack.top
    final.skip()
    mat = final._areas(final.areas(final.size)["body"])["mat"]
    ocean = final.view.players[final.showcase].ocean
    slot = next(i for i, s in enumerate(ocean) if s.top is not None)
    rest(app, OceanLayout.fit(mat).slots[slot].center)
    (zoom,) = zooms(app)
    assert zoom.source().card == ocean[slot].top
    app.step([motion((2, 2))], 0.05)
    app.step([], 0.1)
    assert zooms(app) == []


def test_the_encyclopedias_cards_zoom_with_the_same_scene(app):
    app.nav.show_title()
    app.nav.open_encyclopedia()
    scene = app.stack.top
    app.step([], 1 / 60)
    rect = scene.grid.cell_rect(1)
    rest(app, rect.center)
    (zoom,) = zooms(app)
    assert zoom.source().card == scene.results[1].number
    press_click = click(rect.center)
    app.step(press_click, 1 / 60)  # the card's large view opens: no zoom behind it
    assert zooms(app) == [] and app.stack.top is not scene


# --- The stack's passing overlays --------------------------------------------------------------


def test_a_passing_overlay_neither_pauses_the_top_nor_outlives_a_change_of_the_stack():
    from .test_scene import Recorder

    log: list = []
    stack = SceneStack()
    table = Recorder("table", log)
    stack.push(table, (1280, 720))
    zoom = Recorder("zoom", log, transparent=True, modal=False)
    zoom.layer = 2
    pile = Recorder("pile", log, transparent=True, modal=False)
    pile.layer = 1
    log.clear()
    stack.overlay(zoom, (1280, 720))
    stack.overlay(pile, (1280, 720))
    assert stack.top is table and stack.overlays == (pile, zoom)  # by layer, not by order
    assert ("table", "pause") not in log
    stack.update(0.1)
    assert [e for e in log if e[1] == "update"] == [("table", "update"), ("pile", "update"),
                                                     ("zoom", "update")]  # fmt: skip
    log.clear()
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert log == [("zoom", "event"), ("pile", "event"), ("table", "event")]  # top down
    log.clear()
    stack.push(Recorder("window", log), (1280, 720))
    assert stack.overlays == () and log[:3] == [("zoom", "exit"), ("pile", "exit"),
                                                 ("table", "pause")]  # fmt: skip
    stack.pop()
    stack.overlay(zoom, (1280, 720))
    log.clear()
    assert stack.pop() is table  # pop takes the scene itself, its overlays with it
    assert log == [("zoom", "exit"), ("table", "exit")]



def test_the_replay_viewer_opens_the_pile_with_the_same_scene(app):
    from finspan.frontend.finspan.replay import ReplayScene

    game, rng = Game(Setup.multiplayer(2), 3), Rng(3)
    for _ in range(6):
        game.apply(greedy_policy(game, rng))
    store = app.saves.store()
    viewer = ReplayScene(app, store.load_replay(store.export_replay(game)))
    app.push(viewer)
    app.step([key(pygame.K_d)], 0.05)
    assert len(piles(app)) == 1 and app.stack.top is viewer
    app.step([key(pygame.K_ESCAPE)], 0.05)  # Esc closes the pile, not the viewer
    app.step([], 0.05)
    assert piles(app) == [] and app.stack.top is viewer
