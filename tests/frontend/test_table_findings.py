"""The table as a new player met it (issue 23): keys during animations, what goes stale, Undo
during a computer's turn, the zoom under a resting mouse, the replay viewer's buttons and log,
the end of a week's words, the prompt's repeated benefits."""

from __future__ import annotations

import pygame

from finspan import engine as E
from finspan.app import make_app
from finspan.engine import Game, Rng, Seat, Setup, greedy_policy
from finspan.frontend.finspan import computer_view
from finspan.frontend.finspan.choosing import folded, option_key
from finspan.frontend.finspan.layout import top_words
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.finspan.week_end import WeekEndScene
from finspan.frontend.shell.app import App
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.scene import Scene
from finspan.frontend.shell.settings import Settings

from .games import before_a_seat_change
from .helpers import key
from .her_turn import has, into_her_turn, table_in_her_turn
from .test_table import settle, table


def test_an_option_key_pressed_during_an_animation_skips_it_and_counts(app):
    scene = table(app)
    start = len(scene.game.history)
    app.step([key(pygame.K_1)], 1 / 60)  # plays the first card: its animation starts
    assert scene.busy
    app.step([key(pygame.K_1)], 1 / 60)  # at once again: skips it and chooses a slot
    settle(app)
    assert len(scene.game.history) == start + 2


def test_a_click_on_an_option_during_an_animation_skips_it_and_counts(app):
    scene = table(app)
    start = len(scene.game.history)
    app.step([key(pygame.K_1)], 1 / 60)
    assert scene.busy
    row = next(r for k, r in scene.layout.options if k == 0)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.center)], 1 / 60)
    settle(app)
    assert len(scene.game.history) == start + 2


def test_another_key_during_an_animation_only_skips_it(app):
    scene = table(app)
    app.step([key(pygame.K_1)], 1 / 60)
    start = len(scene.game.history)
    app.step([key(pygame.K_DOWN)], 1 / 60)
    assert not scene.busy and len(scene.game.history) == start


def test_a_number_key_chooses_its_option_whatever_the_list_shows(app):
    scene = table(app)
    chosen = []
    scene.choose = lambda option, **kw: chosen.append(option)
    scene.choosing.list_scroll = scene.choosing.focus = 3  # scrolled down
    scene.relayout()
    app.step([key(pygame.K_2)], 1 / 60)
    assert chosen == [scene.options[1]]
    assert option_key(1, None) == "2" and option_key(9, None) == "" and option_key(4, 4) == "0"


def test_a_benefit_repeated_one_after_another_is_said_once_with_how_many_times():
    question = "Pilotfish: take a card; take a card; take a card; draw 1"
    assert folded(question) == "Pilotfish: take a card, 3 times; draw 1"
    assert folded("Bonefish: egg; draw 1") == "Bonefish: egg; draw 1"
    assert folded("play a fish or dive (diver 1 of 6)") == "play a fish or dive (diver 1 of 6)"


# --- Computers: the notice, Undo, the words under their steps ------------------------------


def _computer_table(first: int) -> tuple[App, TableScene]:
    app = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    app.ai_worker_factory, app.ai_budget = InlineWorker, 4
    seats = (Seat("Ada", "human", "red"), Seat("Finn (Hard)", "human", "blue"))
    app.nav.show_title()
    app.nav.open_table(Game(Setup(seats, first_player=first), 7),
                       TablePrefs(controllers=["person", "hard"]))  # fmt: skip
    return app, next(s for s in app.stack.scenes if isinstance(s, TableScene))


def test_the_notice_that_a_computer_decides_goes_once_it_no_longer_decides():
    app, scene = _computer_table(first=1)
    try:
        app.step([key(pygame.K_1)], 1 / 60)  # the person presses during the computer's turn
        assert scene.choosing.message.endswith("is deciding; wait for its choice.")
        scene.computers.decides = lambda game: False  # (its choice made: the person's turn)
        app.step([], 1 / 60)  # well within the notice's 1.5 s
        assert "is deciding" not in scene.choosing.message
    finally:
        pygame.display.quit()


def test_undo_is_greyed_while_a_computer_decides_even_within_its_own_turn():
    """After a computer's first choice of its turn the session could undo it: Undo looked
    enabled (and only then said it was for the person's own turn)."""
    _app, scene = _computer_table(first=1)
    try:
        game = scene.game
        game.apply(game.options[0])  # its first choice: a fish to play, or a dive
        scene.top.resync()
        while not scene.session.can_undo and scene.game.decision.player == 1:
            scene.session.apply(scene.game.options[0])
        assert scene.session.can_undo and scene.computers.decides(scene.game)
        assert not scene.top.frame(scene.layout).can_undo
    finally:
        pygame.display.quit()


def test_the_words_under_a_computers_steps_say_a_key_skips_the_animation():
    assert "skip the animation of its turn" in computer_view.SKIP_WORDS


# --- Nautoma's turn: her panel and the top bar follow what is shown -------------------------


def test_her_panel_names_the_card_her_reveal_shows(app):
    setup, wanted = Setup.solo_game(3, ravel=3), has(E.NautomaMarker)
    _, _, events = into_her_turn(setup, 3, wanted)
    revealed = next(e.card for e in events if isinstance(e, E.NautomaCardRevealed))
    scene = table_in_her_turn(app, setup, 3, wanted, "nautoma_card_revealed", 0.2)
    showing = scene.queue.items[0]
    assert showing.label == "nautoma_card_revealed" and not showing.finished
    assert scene.view.nautoma.card == revealed  # her panel: the card her reveal shows


def test_during_her_turn_the_top_bar_says_it_is_hers_and_counts_her_turn(app):
    setup, wanted = Setup.solo_game(3, ravel=3), has(E.NautomaMarker)
    scene = table_in_her_turn(app, setup, 3, wanted, "nautoma_marker", 0.5)
    view = scene.top.view
    assert view.players[view.current].nautoma
    assert scene.layout.who_words == "Nautoma's turn"
    week, _ = top_words(view, scene.game)
    assert week.endswith(f"turn {view.turn_in_week} of 6")


# --- Windows over the table ------------------------------------------------------------------


def test_the_end_of_a_week_ends_the_hand_over_beneath_it(app):
    game, option = before_a_seat_change(Setup.multiplayer(3), 11)
    app.settings.animation_speed, app.settings.pass_screen = 1.0, False
    scene = TableScene(app, game)
    app.push(scene)
    scene.choose(option, confirmed=True)
    scene.queue.skip()
    assert scene.handover.active
    scene.pending_scene = "week_end"  # (as if the week had ended with that choice)
    app.step([], 1 / 60)
    assert isinstance(app.stack.top, WeekEndScene)
    assert not scene.handover.active  # never frozen mid-slide beneath it


def test_after_a_window_no_help_opens_under_the_resting_mouse(app):
    scene = table(app)
    header = scene.layout.ocean.header[2]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=header.center, rel=(0, 0),
                                 buttons=(0, 0, 0))], 0.1)  # fmt: skip
    window = Scene(app)
    app.push(window)  # the pass screen, a menu
    app.pop()
    for _ in range(10):
        app.step([], 0.1)
    assert scene.choosing.hover is None and not scene.overlays.zoom()


# --- The replay viewer ---------------------------------------------------------------------


def _viewer(app: App):
    from finspan.frontend.finspan.replay import ReplayScene

    game, rng = Game(Setup.solo_game(3), 6), Rng(6)
    for _ in range(40):
        game.apply(greedy_policy(game, rng))
    store = app.saves.store()
    viewer = ReplayScene(app, store.load_replay(store.export_replay(game)))
    app.push(viewer)
    return viewer, game


def test_the_replay_viewer_offers_no_undo_redo_or_hint(app):
    viewer, _ = _viewer(app)
    assert set(viewer.layout.buttons) == {"help", "discard"}


def test_the_replay_viewers_log_follows_a_jump_to_the_end_and_back(app):
    viewer, game = _viewer(app)
    for _ in range(4):
        viewer.forward()
    viewer.skip_animations()
    app.step([key(pygame.K_END)], 0.1)
    names = [p.name for p in game.players]
    last = [E.describe(e, names) for e in _events(game)][-1]
    assert viewer.choosing.log[-1][0] == last
    app.step([key(pygame.K_HOME)], 0.1)
    assert len(viewer.choosing.log) <= 1 + len(game.start_events)


def _events(game: Game) -> list[E.Event]:
    replayed = Game(game.setup, game.seed)
    events = list(replayed.start_events)
    for option in game.history:
        events += replayed.apply(option)
    return [e for e in events if E.describe(e, [p.name for p in game.players])]


# --- The end of a week -----------------------------------------------------------------------


def _week_end(app: App, setup: Setup, seed: int) -> WeekEndScene:
    game, rng = Game(setup, seed), Rng(seed)
    while True:
        events = game.apply(greedy_policy(game, rng))
        if any(isinstance(e, E.WeekEnded) for e in events):
            break
    app.nav.show_title()
    app.push(WeekEndScene(app, game, list(events)))
    scene = app.stack.top
    scene.skip()
    return scene


def test_at_the_end_of_a_week_ravel_is_said_in_words_never_as_a_false_equation(app):
    scene = _week_end(app, Setup.solo_game(4, ravel=3), 3)
    row = next(r for r in scene.rows if r["ravel"] is not None)
    ravel = row["ravel"]
    words = " · ".join(scene.lines(row, scene.shown(row["seat"])))
    assert f"Ravel: {ravel.gained} gained, {ravel.lost} lost" in words
    assert f"so {ravel.points}" in words and "–" not in words
    assert ("never below 0" in words) == (ravel.gained < ravel.lost)


def test_at_the_end_of_a_week_a_rows_parts_add_up_to_the_number_beside_its_bar(app):
    scene = _week_end(app, Setup.solo_game(4, ravel=3), 3)
    for r in scene.rows:
        shown = scene.shown(r["seat"])
        parts = scene.lines(r, shown)
        total = shown["points"] + (shown["bonus"] or 0) + (shown["ravel"] or 0) + r["before"]
        assert total == shown["total"] == r["after"], parts
        if r["markers"] is not None:
            assert f"base {r['units'] - r['markers']} + {r['markers']}" in parts[0]


def test_keys_pressed_during_a_scored_week_never_choose_behind_its_window():
    """The table waits for the end of the week: an option key that skips the last animation
    of a week chooses nothing there."""
    app = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    try:
        game, rng = Game(Setup.multiplayer(2), 5), Rng(5)
        while True:
            option = greedy_policy(game, rng)
            trial = game.clone()
            if any(isinstance(e, E.WeekEnded) for e in trial.apply(option)):
                break
            game.apply(option)
        scene = TableScene(app, game)
        app.push(scene)
        scene.queue.skip()
        scene.choose(option, confirmed=True)
        assert scene.busy
        start = len(scene.game.history)
        app.step([key(pygame.K_1)], 1 / 60)
        assert len(scene.game.history) == start
        for _ in range(5):
            app.step([], 1 / 60)
        assert isinstance(app.stack.top, WeekEndScene)
    finally:
        pygame.display.quit()


