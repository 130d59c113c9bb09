"""The title screen and the New game screen: menus, one-click start, keyboard-only setup,
and clear messages for invalid input."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import DIVER_COLOURS
from finspan.frontend.finspan.setup import SetupScene
from finspan.frontend.scenes import new_game, setup_fields
from finspan.frontend.scenes.setup_fields import name_errors, parse_seed
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.shell.saving import SaveService

from .helpers import click, key, text


@pytest.fixture
def started(app, monkeypatch):
    """Capture the navigator's start_game calls instead of opening the table."""
    calls: list[tuple] = []
    monkeypatch.setattr(app.nav, "start_game", lambda s, seed, prefs=None: calls.append(
        (s, seed, prefs)))  # fmt: skip
    return calls


def _no_autosave(app, monkeypatch, value=False, error: Exception | None = None) -> None:
    def has_autosave():
        if error is not None:
            raise error
        return value

    monkeypatch.setattr(app.saves, "autosave_exists", has_autosave)


# --- Title ----------------------------------------------------------------------------------


def test_title_hides_continue_when_the_saves_module_is_missing(app, monkeypatch):
    _no_autosave(app, monkeypatch, error=ImportError("no saves yet"))
    scene = TitleScene(app)
    app.push(scene)
    app.run_frames(1)
    names = [b.text for b in scene.buttons]
    assert names == [
        "New game", "Fish'n'Flip", "Puzzles & daily game", "Load game", "Card encyclopedia",
        "How to play", "Settings", "Statistics", "Quit",
    ]  # fmt: skip
    assert scene.focus.focused.text == "New game"


def test_title_offers_continue_first_when_an_autosave_exists(app, monkeypatch):
    _no_autosave(app, monkeypatch, value=True)
    resumed = []
    monkeypatch.setattr(app.nav, "continue_game", lambda: resumed.append(app))
    scene = TitleScene(app)
    app.push(scene)
    assert scene.buttons[0].text == "Continue"
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert resumed == [app]


def test_title_menu_by_keyboard_opens_how_to_play(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    opened = []
    monkeypatch.setattr(app.nav, "open_rules", lambda game=None: opened.append(f"rules {game}"))
    app.push(TitleScene(app))
    app.run_frames(1, [key(pygame.K_DOWN)] * 5 + [key(pygame.K_RETURN)])
    assert type(app.stack.top).__name__ == "Menu"  # which game's rules? Finspan's first
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert opened == ["rules finspan"]


def test_title_buttons_open_every_screen_by_mouse(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    opened = []
    for name in ("open_setup", "open_puzzles", "open_daily", "open_load", "open_encyclopedia",
                 "open_rules", "open_settings", "open_stats"):  # fmt: skip
        monkeypatch.setattr(app.nav, name, lambda *a, n=name, **kw: opened.append(
            " ".join([n, *map(str, a), *map(str, kw.values())])))  # fmt: skip
    scene = TitleScene(app)
    app.push(scene)
    for button in scene.buttons[:-1]:
        app.run_frames(1, click(button.rect.center))
        if type(app.stack.top).__name__ == "Menu":  # a game to choose: the first, Finspan
            app.run_frames(1, [key(pygame.K_RETURN)])
    assert opened == [
        "open_setup finspan", "open_setup flip", "open_puzzles", "open_load",
        "open_encyclopedia finspan", "open_rules finspan", "open_settings", "open_stats",
    ]  # fmt: skip


def test_escape_focuses_quit_and_enter_quits(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    scene = TitleScene(app)
    app.push(scene)
    app.running = True
    app.step([key(pygame.K_ESCAPE)], 0.01)
    assert scene.focus.focused is scene.quit_button
    app.step([key(pygame.K_RETURN)], 0.01)
    assert app.running is False


def test_a_notice_shows_until_escape(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    scene = TitleScene(app)
    app.push(scene)
    scene.notice("The settings file was damaged; using the defaults.")
    app.run_frames(1)
    assert scene.notice_text
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert scene.notice_text is None


def test_a_timed_notice_goes_by_itself(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    scene = TitleScene(app)
    app.push(scene)
    scene.notice("Saved.", 0.5)
    app.run_frames(40, dt=0.05)
    assert scene.notice_text is None


def test_fish_swim_only_while_animations_are_on(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    scene = TitleScene(app)
    app.push(scene)
    start = [s.x for s in scene.swimmers]
    app.run_frames(5, dt=0.1)
    assert [s.x for s in scene.swimmers] != start
    app.settings.animation_speed = 0.0
    still = [s.x for s in scene.swimmers]
    assert not scene.animating
    app.run_frames(5, dt=0.1)
    assert [s.x for s in scene.swimmers] == still


def _point(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_a_menu_buttons_help_appears_beside_it_not_over_the_next_button(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    app.set_ui_scale(1.5)
    scene = TitleScene(app)
    app.push(scene)
    load, encyclopedia = (next(b for b in scene.buttons if b.text == words)
                          for words in ("Load game", "Card encyclopedia"))  # fmt: skip
    app.run_frames(10, [_point(load.rect.center)], dt=0.1)
    assert scene.tooltip.visible and scene.tooltip.text == "Open a saved game"
    box = scene.tooltip.box
    assert not box.colliderect(encyclopedia.rect) and not box.colliderect(load.rect)


def test_a_help_goes_away_when_the_pointer_leaves_the_window(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    scene = TitleScene(app)
    app.push(scene)
    app.run_frames(10, [_point(scene.buttons[0].rect.center)], dt=0.1)
    assert scene.tooltip.visible
    app.run_frames(1, [pygame.event.Event(pygame.WINDOWLEAVE)])
    assert not scene.tooltip.visible and not scene.buttons[0].hovered


def test_the_seed_fields_help_goes_away_when_the_pointer_leaves_the_field(app):
    scene = SetupScene(app)
    app.push(scene)
    app.run_frames(10, [_point(scene.seed.rect.center)], dt=0.1)
    assert scene.tooltip.visible and scene.tooltip.text.startswith("The same seed")
    app.run_frames(1, [_point((scene.seed.rect.centerx, scene.seed.rect.bottom + 5))])
    assert not scene.tooltip.visible


def test_title_draws_at_both_checked_sizes(app, monkeypatch, tmp_path):
    _no_autosave(app, monkeypatch)
    app.push(TitleScene(app))
    app.screenshot(tmp_path / "title.png", (1280, 720))
    app.set_ui_scale(1.5)
    app.screenshot(tmp_path / "title150.png", (1920, 1080))
    assert (tmp_path / "title150.png").stat().st_size > 10_000


# --- New game: pure helpers --------------------------------------------------------------------


def test_seed_text_is_blank_a_whole_number_or_an_error():
    assert parse_seed("  ") == (None, None)
    assert parse_seed("1234") == (1234, None)
    for bad in ("12ab", "-3", "1.5", "١٢", "9" * 21):
        seed, message = parse_seed(bad)
        assert seed is None and message


def test_names_must_be_present_and_different_ignoring_case():
    errors = name_errors(["Ann", " ", "ann ", "Bo"])
    assert set(errors) == {1, 2}
    assert "Enter a name" in errors[1]
    assert "Player 1 already has this name" in errors[2]
    assert name_errors(["nautoma"], reserved=("Nautoma",))


def test_the_random_seed_comes_from_the_operating_system(monkeypatch):
    class FakeSystemRandom:
        def randrange(self, n):
            return 4242

    monkeypatch.setattr(setup_fields.random, "SystemRandom", FakeSystemRandom)
    assert setup_fields.random_seed() == 4242


# --- New game: the scene ------------------------------------------------------------------------


@pytest.fixture
def scene(app):
    s = SetupScene(app)
    app.push(s)
    app.run_frames(1)
    return s


def test_one_click_on_start_begins_a_solo_game_at_difficulty_2(app, scene, started):
    app.run_frames(1, click(scene.start_button.rect.center))
    assert len(started) == 1
    setup, seed, prefs = started[0]
    assert setup.solo and setup.difficulty == 2 and setup.ravel == 0
    assert setup.board == "A" and not setup.keep_one_card
    assert [s.kind for s in setup.seats] == ["human", "nautoma"]
    assert isinstance(seed, int) and 0 <= seed < 2**32
    assert prefs.answer_for(0) == "ask"


def test_enter_at_once_starts_the_default_game(app, scene, started):
    assert scene.focus.focused is scene.start_button
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert started and started[0][0].difficulty == 2


def test_a_blank_seed_asks_the_system_generator(app, scene, started, monkeypatch):
    monkeypatch.setattr(new_game, "random_seed", lambda: 99)  # Start of every New game
    scene.start()
    assert started[0][1] == 99


def _focus(app, scene, widget) -> None:
    """Tab (keyboard only) until ``widget`` has the focus."""
    for _ in range(40):
        if scene.focus.focused is widget:
            return
        app.run_frames(1, [key(pygame.K_TAB)])
    raise AssertionError("Tab never reached the widget")


def test_keyboard_alone_sets_up_and_starts_a_3_player_hot_seat_game(app, scene, started):
    _focus(app, scene, scene.mode)
    app.run_frames(1, [key(pygame.K_RIGHT)])  # hot-seat
    assert not scene.solo
    app.run_frames(1, [key(pygame.K_TAB), key(pygame.K_RIGHT)])  # players 2 -> 3
    assert scene.seat_count == 3
    names = ("Ann", "Bo", "Cy")
    for i, name in enumerate(names):
        app.run_frames(1, [key(pygame.K_TAB)])
        assert scene.focus.focused is scene.seat_names[i]
        app.run_frames(1, [key(pygame.K_END)] + [key(pygame.K_BACKSPACE)] * 10 + [text(name)])
        app.run_frames(1, [key(pygame.K_TAB)])  # colour
        if i == 1:
            app.run_frames(1, [key(pygame.K_RIGHT)])  # Bo takes the next colour
        app.run_frames(1, [key(pygame.K_TAB)])  # all-players answer
        if i == 2:
            app.run_frames(1, [key(pygame.K_RIGHT)])  # Cy: always take
    app.run_frames(1, [key(pygame.K_TAB), key(pygame.K_RIGHT)])  # board B
    app.run_frames(1, [key(pygame.K_TAB), key(pygame.K_RIGHT)])  # keep one card
    app.run_frames(1, [key(pygame.K_TAB), text("2025")])  # seed
    app.run_frames(1, [key(pygame.K_TAB)])
    assert scene.focus.focused is scene.start_button
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert len(started) == 1
    setup, seed, prefs = started[0]
    assert [s.name for s in setup.seats] == list(names)
    assert all(s.kind == "human" for s in setup.seats)
    colours = [s.colour for s in setup.seats]
    assert len(set(colours)) == 3 and set(colours) <= set(DIVER_COLOURS)
    assert setup.board == "B" and setup.keep_one_card and not setup.solo
    assert seed == 2025
    assert prefs.all_players == ["ask", "ask", "take"]


def test_an_invalid_seed_shows_a_message_and_does_not_start(app, scene, started, tmp_path):
    _focus(app, scene, scene.seed)
    app.run_frames(1, [text("12ab"), key(pygame.K_RETURN)])
    assert not started
    errors = scene.errors()
    assert "whole number" in errors[scene.seed]
    assert scene.message and "Fix" in scene.message
    assert scene.focus.focused is scene.seed
    app.screenshot(tmp_path / "seed.png", (1280, 720))  # the message draws without error


def test_an_empty_or_repeated_name_blocks_start_with_a_message(app, scene, started):
    scene.mode.step(1)
    scene.players.set_value(3)
    scene._on_players(3)
    scene.seat_names[1].set_text("   ")
    scene.seat_names[2].set_text("PLAYER 1")
    scene.start()
    assert not started
    errors = scene.errors()
    assert errors[scene.seat_names[1]] == "Enter a name."
    assert "already has this name" in errors[scene.seat_names[2]]
    assert scene.focus.focused is scene.seat_names[1]
    scene.seat_names[1].set_text("Bo")
    scene.seat_names[2].set_text("Cy")
    scene.start()
    assert len(started) == 1


def test_an_empty_solo_name_is_refused(app, scene, started):
    scene.solo_name.set_text("")
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert not started and scene.solo_name in scene.errors()


def test_diver_colours_stay_distinct_by_swapping(app, scene):
    scene.mode.step(1)
    scene.players.set_value(5)
    scene._on_players(5)
    before = list(scene.colours)
    scene.seat_colours[0].step(1)  # seat 1 takes seat 2's colour ...
    assert scene.colours[0] == before[1]
    assert scene.colours[1] == before[0]  # ... and seat 2 gets seat 1's
    assert len(set(scene.colours)) == 5
    assert [c.value for c in scene.seat_colours] == scene.colours


def test_each_seat_starts_with_the_settings_all_players_answer(app, started):
    app.settings.all_players_default = "skip"
    scene = SetupScene(app)
    app.push(scene)
    scene.mode.step(1)
    scene.start()
    assert started[0][2].all_players == ["skip", "skip"]


def test_solo_options_reach_the_setup(app, scene, started):
    scene.difficulty.set_value(5)
    scene.ravel.set_value(3)
    scene.solo_name.set_text("Mia")
    scene.start()
    setup = started[0][0]
    assert (setup.difficulty, setup.ravel, setup.seats[0].name) == (5, 3, "Mia")


def test_escape_goes_back(app, started):
    app.push(SetupScene(app))
    app.push(SetupScene(app))
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert len(app.stack) == 1


def test_setup_draws_every_mode_at_150_percent(app, scene, tmp_path):
    app.set_ui_scale(1.5)
    scene.mode.step(1)
    scene.players.set_value(5)
    scene._on_players(5)
    scene.seed.set_text("x")
    app.screenshot(tmp_path / "setup.png", (1920, 1080))
    for widget in scene.focus.widgets:  # every control lies inside the window
        assert pygame.Rect((0, 0), app.size).contains(widget.rect)


def test_new_game_shows_the_last_choices_again(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    monkeypatch.setattr(app.nav, "start_game", lambda *a, **k: None)
    first = SetupScene(app)
    app.push(first)
    first.mode.set_value("hotseat")
    first._on_mode("hotseat")
    first.players.set_value(4)
    first._on_players(4)
    first.seat_names[2].set_text("Ana")
    first.start()
    app.pop()
    again = SetupScene(app)
    app.push(again)
    assert (again.mode.value, again.players.value) == ("hotseat", 4)
    assert again.seat_names[2].text == "Ana"
    assert again.seed.text == ""


def test_the_load_list_shows_one_autosave(app, tmp_path, monkeypatch):
    from finspan.engine import Game, Setup
    from finspan.frontend.scenes.load import list_rows

    app.saves = SaveService(tmp_path)
    try:
        game = Game(Setup.solo_game(2), 3)
        app.saves.autosave(game)
        game.apply(game.options[0])
        app.saves.autosave(game)  # the second autosave keeps the first as its backup
        titles = [r.title for r in list_rows(app.saves.store(), "Saved games")]
        assert sum(t.startswith("Autosave") for t in titles) == 1
    finally:
        app.saves = SaveService()


def test_new_game_offers_the_modes_as_tiles_and_a_click_picks_one(app, scene):
    assert [v for v, _ in scene.mode.options] == ["solo", "hotseat", "computers"]
    assert len(scene.mode.tiles) == 3 and all(t.h >= 60 for t in scene.mode.tiles)
    app.run_frames(1, click(scene.mode.tiles[2].center))
    assert scene.computers and scene.seat_count == 2


def test_against_computers_each_seat_is_a_person_or_a_computer_with_its_own_name(
    app, scene, started
):
    app.run_frames(1, click(scene.mode.tiles[2].center))
    scene.players.set_value(4)
    scene._on_players(4)
    assert [scene.controller(i) for i in range(4)] == ["person", "medium", "medium", "medium"]
    assert scene.seat_names[1].text == "Coral (Medium)"
    _focus(app, scene, scene.seat_controllers[2])
    app.run_frames(1, [key(pygame.K_RIGHT)])  # medium -> hard: the default name follows
    assert scene.seat_names[2].text == "Finn (Hard)"
    scene.seat_names[1].set_text("Bubbles")  # a typed name is kept
    scene.seat_controllers[3].set_value("person")
    scene._controller_setter(3)("person")
    assert scene.seat_names[3].text == "Player 4"
    assert scene.seat_answers[1] not in scene.focus.widgets  # a computer is never asked
    scene.start()
    setup, _seed, prefs = started[0]
    assert [s.name for s in setup.seats] == ["Player 1", "Bubbles", "Finn (Hard)", "Player 4"]
    assert all(s.kind == "human" for s in setup.seats)  # who plays is not a rule
    assert prefs.controllers == ["person", "medium", "hard", "person"]
    assert prefs.all_players[1:3] == ["ask", "ask"]


def test_against_computers_needs_a_person_and_a_computer(app, scene, started):
    app.run_frames(1, click(scene.mode.tiles[2].center))
    for seat, level in ((0, "easy"), (1, "easy")):
        scene.seat_controllers[seat].set_value(level)
    scene.start()
    assert not started and "person" in scene.errors()[scene.seat_controllers[0]]
    for seat in (0, 1):
        scene.seat_controllers[seat].set_value("person")
    scene.start()
    assert not started and scene.players in scene.errors()


def test_new_game_remembers_the_computer_seats(app, monkeypatch):
    _no_autosave(app, monkeypatch)
    monkeypatch.setattr(app.nav, "start_game", lambda *a, **k: None)
    first = SetupScene(app)
    first.mode.set_value("computers")
    first._on_mode("computers")
    first.seat_controllers[1].set_value("hard")
    first.start()
    again = SetupScene(app)
    assert again.computers and again.seat_controllers[1].value == "hard"


def test_a_click_on_a_seats_diver_changes_its_colour_and_colours_stay_distinct(app, scene):
    app.run_frames(1, click(scene.mode.tiles[2].center))
    before = list(scene.colours[:2])
    app.run_frames(1, click(scene.diver_rects()[1].center))
    assert scene.colours[1] != before[1] and len(set(scene.colours)) == len(scene.colours)
    assert scene.seat_colours[1].value == scene.colours[1]


def _explanations(scene) -> str:
    return " ".join(p.text for _x, _y, pieces in scene.texts for p in pieces)


def test_the_empty_deck_choice_is_explained_for_the_value_shown(app, scene):
    assert "shuffled into a new deck (the standard rule)" in _explanations(scene)
    assert "keeps 1 card" not in _explanations(scene)
    scene.focus.focus(scene.keep_one)
    app.run_frames(1, [key(pygame.K_RIGHT)])
    assert scene.keep_one.value is True
    assert "Official variant: each player keeps 1 card" in _explanations(scene)
    assert "standard rule" not in _explanations(scene)
