"""The hand-over between seats (a banner in the seat's colour and the ocean and hand sliding,
the optional pass screen between two people) and computer players' turns shown step by step
(through the real main loop where timing matters, `tests/frontend/loop.py`)."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Game, Rng, Seat, Setup, greedy_policy, option_words
from finspan.frontend.finspan.banner import banner_for
from finspan.frontend.finspan.handover import HANDOVER_SECONDS
from finspan.frontend.finspan.layout import region_rect, top_words
from finspan.frontend.shell.app import App
from finspan.frontend.shell.computers import STEP_SECONDS, InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings
from finspan.frontend.shell.settings_store import load_settings

from .games import before_a_seat_change
from .loop import LoopDriver, key


def _app(speed: float = 1.0, pass_screen: bool = False) -> App:
    app = make_app(Settings(first_turn_guide=False, animation_speed=speed, pass_screen=pass_screen),
              headless=True)  # fmt: skip
    app.ai_worker_factory = InlineWorker
    app.ai_budget = 4
    return app


@pytest.fixture
def close_display():
    yield
    pygame.display.quit()


def _top(app: App) -> str:
    return type(app.stack.top).__name__


def _table(app: App):
    return next(s for s in app.stack.scenes if type(s).__name__ == "TableScene")


# --- The hand-over in hot-seat ---------------------------------------------------------------


def test_a_seat_change_in_a_three_person_game_shows_the_banner_then_the_new_seat(close_display):
    app = _app()
    game, option = before_a_seat_change(Setup.multiplayer(3), 11)
    before = game.decision.player
    app.nav.show_title()
    app.nav.open_table(game)
    table = _table(app)
    seen: list[tuple[float, str | None, int]] = []
    checks: list[tuple[float, int, bool, bool, str]] = []
    driver = LoopDriver(app, limit=30)

    def compare(a: App) -> None:  # the window against a fresh drawing of the table now
        shown = a.window.copy()
        fresh = a.render_scene()
        rects = table.layout.rects
        same = {
            name: pygame.image.tobytes(shown.subsurface(region_rect(rects, name)), "RGB")
            == pygame.image.tobytes(fresh.subsurface(region_rect(rects, name)), "RGB")
            for name in ("ocean", "hand", "top")
        }
        _, who = top_words(table.view, table.game)
        checks.append((driver.now, table.shown_seat, same["ocean"] and same["hand"],
                       same["top"], who or ""))  # fmt: skip

    def look(a: App) -> None:
        banner = table.handover.banner if table.handover.active else None
        seen.append((driver.now, banner.title if banner else None, table.shown_seat))
        if banner is None and any(title for _, title, _ in seen) and len(checks) < 3:
            compare(a)  # the first looks after the banner has gone

    driver.at(1.0, lambda a: table.choose(option, confirmed=True))
    for k in range(1, 200):  # a look every 10 ms of virtual time, with no input
        driver.at(1.0 + 0.01 * k, look)
    driver.at(6.0, compare)
    assert driver.run() == 0
    after = table.game.decision.player
    assert after != before and not table.computers.controls(after)
    name = table.game.players[after].name
    titles = [title for _, title, _ in seen if title]
    assert titles and set(titles) == {f"{name}'s turn"}, titles
    shown = [t for t, title, _ in seen if title]
    assert shown[-1] - shown[0] <= HANDOVER_SECONDS + 0.05  # never longer than the hand-over
    first = next(t for t, _, seat in seen if seat == after)
    assert all(seat == after for t, _, seat in seen if t >= first)
    # within a few frames of the banner's end, with no input: the new seat's ocean, hand
    # and header are what the window shows, and stay so
    assert len(checks) == 4 and checks[0][0] - shown[-1] <= 4 / 60
    assert all(c[1:4] == (after, True, True) and name in c[4] for c in checks), checks
    assert driver.stale == []  # and the loop rested with nothing stale


def test_the_banner_reads_right_for_any_name_and_says_whose_choice_it_is():
    seats = (Seat("You", "human", "red"), Seat("Jess", "human", "blue"),
             Seat("Coral (Easy)", "human", "teal"))  # fmt: skip
    game = Game(Setup(seats, first_player=0), 3)
    assert banner_for(game, 0, False).title == "Your turn"
    assert banner_for(game, 1, False).title == "Jess' choice"  # not her turn: a choice
    computer = banner_for(game, 2, True)
    assert computer.title == "Coral's choice" and computer.detail == "Easy computer player"
    assert banner_for(game, 0, False).detail == game.decision.question


def test_with_animations_off_the_seat_changes_at_once_without_a_banner(close_display):
    app = _app(speed=0.0)
    game, option = before_a_seat_change(Setup.multiplayer(3), 11)
    app.nav.show_title()
    app.nav.open_table(game)
    table = _table(app)
    table.choose(option, confirmed=True)
    app.step([], 1 / 60)
    assert table.shown_seat == table.game.decision.player
    assert not table.handover.active and not table.animating


def test_a_click_during_the_hand_over_ends_it_and_still_reaches_the_table(close_display):
    app = _app()
    game, option = before_a_seat_change(Setup.multiplayer(3), 11)
    app.nav.show_title()
    app.nav.open_table(game)
    table = _table(app)
    table.choose(option, confirmed=True)
    table.queue.skip()
    assert table.handover.active
    before = len(table.game.history)
    app.step(key(pygame.K_1, "1"), 1 / 60)
    assert not table.handover.active
    assert len(table.game.history) == before + 1  # the key chose option 1 as well


# --- The pass screen -------------------------------------------------------------------------


def test_the_pass_screen_setting_is_off_by_default_and_remembered(close_display):
    assert Settings().pass_screen is False
    app = _app()
    app.nav.show_title()
    app.nav.open_settings()
    scene = app.stack.top
    assert "pass_screen" in scene.rows and scene.rows["pass_screen"].value is False
    scene.rows["pass_screen"].set_value(True)
    scene.rows["pass_screen"].on_change(True)
    assert app.settings.pass_screen is True
    assert load_settings()[0].pass_screen is True


def _play(app: App, frames: int, stop=lambda app: False) -> None:
    """Frames as the loop runs them; each person's decision answered by greedy play."""
    rng = Rng(5)
    for _ in range(frames):
        app.step(pygame.event.get(), 1 / 60)
        top = app.stack.top
        if top is None or stop(app):
            return
        top.prefetch()
        name = type(top).__name__
        if name == "WeekEndScene":
            app.step(key(pygame.K_RETURN), 1 / 60)
        elif (name == "TableScene" and not top.animating and top.game.decision is not None
              and not top.computers.decides(top.game)):  # fmt: skip
            top.choose(greedy_policy(top.game, rng), confirmed=True)


def test_the_pass_screen_covers_the_table_between_two_people_until_enter(close_display):
    app = _app(pass_screen=True)
    game, option = before_a_seat_change(Setup.multiplayer(3), 11)
    app.nav.show_title()
    app.nav.open_table(game)
    table = _table(app)
    table.choose(option, confirmed=True)
    table.queue.skip()
    assert _top(app) == "PassScene"
    seat = table.game.decision.player
    name = table.game.players[seat].name
    assert app.stack.top.lines[0] == f"Pass the screen to {name}"
    assert not app.stack.top.transparent  # nothing of the table shows beneath
    app.step(key(pygame.K_1, "1"), 1 / 60)  # held back: no choice behind the screen
    assert _top(app) == "PassScene" and table.game.decision.player == seat
    app.step(key(pygame.K_RETURN), 1 / 60)
    assert _top(app) == "TableScene" and table.shown_seat == seat
    assert table.handover.passes == 1


def test_no_pass_screen_before_a_computer_or_back_to_the_same_person(close_display):
    app = _app(speed=25.0, pass_screen=True)
    seats = (Seat("Ada", "human", "red"), Seat("Coral (Easy)", "human", "teal"))
    app.nav.show_title()
    app.nav.start_game(Setup(seats, first_player=0), 8,
                    TablePrefs(controllers=["person", "easy"]))  # fmt: skip
    table = _table(app)
    seen: list[str] = []

    def stop(a: App) -> bool:
        seen.append(_top(a))
        return len(table.game.history) > 80

    _play(app, 20_000, stop)
    assert len(table.game.history) > 80  # many seat changes: Ada, Coral, Ada, ...
    assert "PassScene" not in seen and table.handover.passes == 0


def test_between_two_people_with_a_computer_between_them_the_pass_screen_shows(close_display):
    app = _app(speed=25.0, pass_screen=True)
    seats = (Seat("Ada", "human", "red"), Seat("Coral (Easy)", "human", "teal"),
             Seat("Ben", "human", "yellow"))  # fmt: skip
    app.nav.show_title()
    app.nav.start_game(Setup(seats, first_player=0), 8,
                    TablePrefs(controllers=["person", "easy", "person"]))  # fmt: skip
    table = _table(app)
    passed: list[tuple[int, int | None]] = []

    def stop(a: App) -> bool:
        if _top(a) == "PassScene":
            passed.append((table.game.decision.player, a.stack.top.name))
            a.step(key(pygame.K_RETURN), 1 / 60)
        return len(passed) >= 2

    _play(app, 40_000, stop)
    assert [p for p, _ in passed] == [2, 0]  # to Ben after Coral's turn, then back to Ada
    assert [n for _, n in passed] == ["Ben", "Ada"]


def test_no_hand_over_for_an_all_players_benefit_answered_at_once(close_display):
    app = _app(speed=25.0, pass_screen=True)
    app.nav.show_title()
    prefs = TablePrefs(all_players=["take", "skip", "take"])
    app.nav.start_game(Setup.multiplayer(3), 11, prefs)
    table = _table(app)
    passed: list[tuple[int, str]] = []
    answered = [0]

    def stop(a: App) -> bool:
        d = table.game.decision
        if d is not None and d.source == "all_players":
            answered[0] += 1
        if _top(a) == "PassScene":
            passed.append((d.player, d.source))
            a.step(key(pygame.K_RETURN), 1 / 60)
        return len(table.game.history) > 400

    _play(app, 60_000, stop)
    assert answered[0] > 0, "no all-players benefit came up: the scenario tests nothing"
    assert passed and all(source != "all_players" for _, source in passed)


# --- Computer players' turns step by step ------------------------------------------------------


def _against_easy(app: App) -> object:
    seats = (Seat("Ada", "human", "red"), Seat("Coral (Easy)", "human", "teal"))
    app.nav.show_title()
    app.nav.start_game(Setup(seats, first_player=1), 8,
                    TablePrefs(controllers=["person", "easy"]))  # fmt: skip
    return _table(app)


def test_a_computers_turn_is_shown_step_by_step_on_its_own_ocean(close_display):
    from finspan.frontend.finspan import computer_view

    app = _app()
    table = _against_easy(app)
    c = table.computers
    steps: list[tuple[str, int, int, bool, int]] = []
    t, person_at = 0.0, None
    for _ in range(60 * 30):
        app.step([], 1 / 60)
        table.prefetch()
        t += 1 / 60
        step = c.step
        if step is not None and (not steps or steps[-1][0] != step.words):
            marks = len(computer_view.places(table.layout, step.option))
            steps.append((step.words, step.seat, len(table.game.history),
                          computer_view.turn_shown(table), marks))  # fmt: skip
            assert table.shown_seat == 1  # the table shows Coral's ocean while she plays
            assert step.words == option_words(table.game, step.option)
        if table.game.decision.player == 0 and not table.animating:
            person_at = t
            break
    assert person_at is not None, "Coral's turn never ended"
    assert len(steps) >= 2  # her turn's choice and at least one follow-up
    assert all(seat == 1 and shown for _, seat, _, shown, _ in steps)
    assert steps[0][4] >= 1  # the card played or the dive site is marked on the table
    assert [h for _, _, h, _, _ in steps] == sorted({h for _, _, h, _, _ in steps})  # one by one
    assert c.turn_seat is None and not computer_view.turn_shown(table)
    assert table.shown_seat == 0  # back to the person's ocean
    assert person_at >= STEP_SECONDS["turn"] + STEP_SECONDS["choice"]  # readable, not a blink


def test_a_key_skips_the_rest_of_a_computers_turn(close_display):
    app = _app()
    table = _against_easy(app)
    c = table.computers
    for _ in range(600):
        app.step([], 1 / 60)
        table.prefetch()
        if c.step is not None:
            break
    assert c.step is not None
    app.step(key(pygame.K_SPACE, " "), 1 / 60)
    assert c.hurry == 1
    frames, shown_steps = 0, 0
    while table.game.decision.player != 0 or table.animating:
        app.step([], 1 / 60)
        table.prefetch()
        shown_steps += c.step is not None
        frames += 1
        assert frames < 120, "the skipped turn still took more than two seconds"
    assert shown_steps == 0  # no further step held on screen
    assert table.view == table.game.public_state()
