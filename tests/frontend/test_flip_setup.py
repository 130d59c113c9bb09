"""Fish'n'Flip on the title and its New game screen: together or bidding, seats played by
people or the computer, the animals on their tiles or at random, the waste, the common
powers and the clock; keyboard and mouse; the last choices remembered; Start hands the
navigator the engine setup (and, while this version has no Fish'n'Flip table, says so
instead of crashing); the layout audit's rules at 1280x720 and 1920x1080, text 100 and
150 %."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections.abc import Callable

import pygame
import pytest

from finspan import games
from finspan.flip import AnimalType, Difficulty, Mode, Setup
from finspan.frontend.flip import setup_choices as sc
from finspan.frontend.flip.animal_tiles import ANIMALS
from finspan.frontend.flip.setup import FlipSetupScene
from finspan.frontend.look.theme import TV_SCALE, TV_WINDOW
from finspan.frontend.scenes.rules import RulesScene
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.shell.app import App

from . import audit
from .helpers import click, key, text
from .test_layout_audit import audit_scene
from .test_layout_rules import covered_by_help, overlapping, recorded


@pytest.fixture
def started(app, monkeypatch) -> list[tuple]:
    """What the navigator's start_game receives: (setup, seed, prefs) per start."""
    calls: list[tuple] = []
    monkeypatch.setattr(app.nav, "start_game", lambda *args: calls.append(args))
    return calls


@pytest.fixture
def scene(app) -> FlipSetupScene:
    app.nav.show_title()
    app.nav.open_setup(game="flip")
    app.run_frames(1)
    return app.stack.top


def _choose(scene: FlipSetupScene, widget, value) -> None:
    """Set a choice as a player's step does (its value, then its on_change)."""
    widget.set_value(value)
    widget.on_change(value)


# --- The title ---------------------------------------------------------------------------------


def test_the_title_offers_fish_n_flip_beside_finspan_s_new_game_and_opens_its_setup(app):
    app.nav.show_title()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    names = [b.text for b in title.buttons]
    assert names.index("Fish'n'Flip") == names.index("New game") + 1
    button = title.buttons[names.index("Fish'n'Flip")]
    app.run_frames(1, click(button.rect.center))
    assert isinstance(app.stack.top, FlipSetupScene)
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is title


def test_the_title_opens_fish_n_flip_s_setup_by_keyboard(app):
    app.nav.show_title()
    app.run_frames(1, [key(pygame.K_DOWN), key(pygame.K_RETURN)])  # New game, Fish'n'Flip
    assert isinstance(app.stack.top, FlipSetupScene)


# --- Starting a game ---------------------------------------------------------------------------


def test_the_defaults_start_one_person_together_with_animals_drawn_at_random(
    app, scene, started
):
    assert scene.focus.focused is scene.start_button
    app.run_frames(1, [key(pygame.K_RETURN)])
    ((setup, seed, prefs),) = started
    assert setup == Setup(Mode.COOP, ("Player 1",))
    assert setup.animals is None and setup.difficulty is Difficulty.NORMAL
    assert isinstance(seed, int) and prefs.controllers == ["person"]


def test_a_cooperative_game_with_a_computer_teammate_and_difficult_advanced_waste(
    app, scene, started
):
    _choose(scene, scene.players, 3)
    _choose(scene, scene.seat_players[2], sc.TEAMMATE)
    assert scene.seat_names[2].text == "Finn (teammate)"
    _choose(scene, scene.difficulty, "difficult")
    _choose(scene, scene.advanced, True)
    assert "3 plastic, 2 metal, 1 oil" in scene.explanation()
    scene.seed.set_text("42")
    scene.start()
    ((setup, seed, prefs),) = started
    assert setup == Setup(Mode.COOP, ("Player 1", "Player 2", "Finn (teammate)"),
                          difficulty="difficult", advanced=True)  # fmt: skip
    assert seed == 42 and prefs.controllers == ["person", "person", "hard"]


def test_the_four_animals_are_picked_on_their_tiles_with_the_keyboard(app, scene, started):
    scene.focus.focus(scene.random_animals)
    app.run_frames(1, [key(pygame.K_LEFT)])  # drawn at random -> chosen on their tiles
    assert not scene.state.random_animals and scene.tiles in scene.focus.widgets
    scene.tiles.set_chosen(())
    scene.state.animals = []
    app.run_frames(1, [key(pygame.K_DOWN)])
    assert scene.focus.focused is scene.tiles
    for _ in range(4):  # whale, octopus, dolphin, ray: every other tile from the first
        app.run_frames(1, [key(pygame.K_SPACE), key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    assert scene.state.animals == list(ANIMALS[0::2])
    scene.start()
    ((setup, _seed, _prefs),) = started
    assert setup.animals == tuple(AnimalType(a) for a in ANIMALS[0::2])


def test_clicking_a_tile_picks_or_drops_its_animal_and_a_dimmed_tile_turns_random_off(
    app, scene
):
    assert scene.state.random_animals
    shark = scene.tiles.tiles[ANIMALS.index("shark")]
    app.run_frames(1, click(shark.center))  # the tiles wake up: chosen on their tiles
    assert not scene.state.random_animals and scene.random_animals.value is False
    chosen = list(scene.state.animals)
    app.run_frames(1, click(shark.center))
    assert ("shark" in scene.state.animals) != ("shark" in chosen)


def test_fewer_than_four_animals_keep_the_game_from_starting_and_say_why(app, scene, started):
    _choose(scene, scene.random_animals, False)
    scene.tiles.toggle(scene.state.animals[0])  # 3 left
    app.run_frames(1, click(scene.start_button.rect.center))
    assert started == [] and scene.focus.focused is scene.tiles
    assert scene.message == "Choose 4 animals (3 chosen), or draw them at random."


def test_a_game_without_a_person_does_not_start(app, scene, started):
    _choose(scene, scene.seat_players[0], sc.TEAMMATE)
    scene.start()
    assert started == [] and scene.message == "At least one seat is a person."


def test_two_seats_with_one_name_do_not_start(app, scene, started):
    _choose(scene, scene.players, 2)
    scene.focus.focus(scene.seat_names[1])
    scene.seat_names[1].set_text("")
    app.run_frames(1, [text("Player 1"), key(pygame.K_RETURN)])
    assert started == [] and scene.message == "Player 1 already has this name."


def test_a_competitive_game_against_computer_bidders_with_common_powers_and_the_clock(
    app, scene, started
):
    app.run_frames(1, click(scene.mode.tiles[1].center))
    assert scene.state.mode == sc.COMPETITIVE and scene.players.value == 2
    assert [v for v, _ in scene.players.options] == [2, 3, 4, 5]
    _choose(scene, scene.players, 3)
    _choose(scene, scene.seat_players[1], "easy")
    _choose(scene, scene.seat_players[2], "hard")
    assert [n.text for n in scene.seat_names[:3]] == ["Player 1", "Coral (Easy)", "Finn (Hard)"]
    _choose(scene, scene.random_animals, False)
    animals = scene.state.animals
    pair = f"{animals[1]}+{animals[3]}"
    assert pair in [v for v, _ in scene.common.options] and len(scene.common.options) == 7
    _choose(scene, scene.common, pair)
    assert scene.tiles.marked == (animals[1], animals[3])
    assert animals[1] in scene.explanation() and animals[1].capitalize() in scene.common.tooltip
    _choose(scene, scene.clock, True)
    scene.start()
    ((setup, _seed, prefs),) = started
    assert setup == Setup(
        Mode.COMPETITIVE, ("Player 1", "Coral (Easy)", "Finn (Hard)"), animals=tuple(animals),
        common_powers=(animals[1], animals[3]), clock=True,
    )  # fmt: skip
    assert prefs.controllers == ["person", "easy", "hard"]


def test_common_powers_are_drawn_at_random_while_the_animals_are(app, scene, started):
    _choose(scene, scene.mode, sc.COMPETITIVE)
    assert scene.state.random_animals and [v for v, _ in scene.common.options] == [sc.RANDOM]
    assert scene.common not in scene.focus.widgets and scene.tiles.marked == ()
    scene.start()
    ((setup, _seed, _prefs),) = started
    assert setup.animals is None and setup.common_powers is None and not setup.clock


def test_a_computer_teammate_becomes_a_bidder_in_the_competitive_game_and_back(app, scene):
    _choose(scene, scene.players, 2)
    _choose(scene, scene.seat_players[1], sc.TEAMMATE)
    _choose(scene, scene.mode, sc.COMPETITIVE)
    assert scene.seat_players[1].value == "hard" and scene.seat_names[1].text == "Coral (Hard)"
    _choose(scene, scene.seat_players[1], "medium")
    _choose(scene, scene.mode, sc.COOP)
    assert scene.seat_players[1].value == sc.TEAMMATE
    assert scene.seat_names[1].text == "Coral (teammate)"


def test_the_last_choices_are_shown_again_next_time(app, scene, started):
    _choose(scene, scene.mode, sc.COMPETITIVE)
    _choose(scene, scene.players, 4)
    _choose(scene, scene.clock, True)
    scene.seat_names[0].set_text("Ada")
    scene.start()
    app.nav.show_title()
    app.nav.open_setup(game="flip")
    again = app.stack.top
    assert again is not scene and again.state == scene.state
    assert again.mode.value == sc.COMPETITIVE and again.players.value == 4
    assert again.clock.value is True and again.seat_names[0].text == "Ada"


def test_remembered_choices_that_are_no_longer_valid_give_the_defaults():
    assert sc.FlipChoices.from_dict({"mode": "coop", "players": 9}) == sc.FlipChoices()
    assert sc.FlipChoices.from_dict({"animals": ["kraken"]}) == sc.FlipChoices()
    assert sc.FlipChoices.from_dict({"players": "3"}).players == 1  # wrong type: skipped
    assert sc.FlipChoices.from_dict({"names": [1, 2, 3, 4, 5]}) == sc.FlipChoices()


def test_how_to_play_opens_fish_n_flip_s_rules(app, scene):
    app.run_frames(1, click(scene.rules.rect.center))
    top = app.stack.top
    assert isinstance(top, RulesScene) and top.book.title == "How to play Fish'n'Flip"


def test_starting_a_game_without_a_table_says_so_and_stays(app, scene, monkeypatch):
    gone = games.Part("finspan.frontend.no_such_module:FRONT")
    broken = dataclasses.replace(games.FLIP, front=gone)
    monkeypatch.setitem(games._REGISTRY, "flip", broken)  # a game whose rooms cannot be loaded
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert app.stack.top is scene
    assert scene.message == "Fish'n'Flip cannot be played in this version yet."


def test_the_command_line_draws_fish_n_flip_s_setup(tmp_path):
    """In a process of its own (the command line quits pygame when it is done)."""
    target = tmp_path / "flip-setup.png"
    command = [sys.executable, "-m", "finspan", "--screenshot", str(target), "--scene",
               "flip-setup", "--size", "1280x720"]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(target)).get_size() == (1280, 720)


# --- The layout audit --------------------------------------------------------------------------


def _flip_setup(prepare: Callable[[FlipSetupScene], None]) -> Callable[[App], None]:
    def build(app: App) -> None:
        app.nav.show_title()
        app.nav.open_setup(game="flip")
        prepare(app.stack.top)

    return build


def _together_five(scene: FlipSetupScene) -> None:
    _choose(scene, scene.players, 5)
    for seat in (1, 3):
        _choose(scene, scene.seat_players[seat], sc.TEAMMATE)
    _choose(scene, scene.random_animals, False)
    _choose(scene, scene.difficulty, "difficult")
    _choose(scene, scene.advanced, True)


def _bidding_five(scene: FlipSetupScene) -> None:
    _choose(scene, scene.mode, sc.COMPETITIVE)
    _choose(scene, scene.players, 5)
    for seat, level in ((1, "easy"), (2, "medium"), (3, "hard")):
        _choose(scene, scene.seat_players[seat], level)
    _choose(scene, scene.random_animals, False)
    _choose(scene, scene.common, scene.common.options[3][0])
    _choose(scene, scene.clock, True)


def _mistakes(scene: FlipSetupScene) -> None:
    _bidding_five(scene)
    scene.tiles.toggle(scene.state.animals[0])
    scene.seed.set_text("12x")
    scene.start()


SCREENS = {
    "flip-setup": _flip_setup(lambda scene: None),
    "flip-setup-together-5": _flip_setup(_together_five),
    "flip-setup-bidding-5": _flip_setup(_bidding_five),
    "flip-setup-mistakes": _flip_setup(_mistakes),
}
SIZES = [(1280, 720), (1920, 1080)]
CASES = [(n, s, k) for n in SCREENS for s in SIZES for k in (1.0, 1.5)]
CASES += [(n, s, TV_SCALE) for n in SCREENS for s in (TV_WINDOW, (2560, 1440))]  # TV's text


@pytest.mark.parametrize(("name", "size", "scale"), CASES)
def test_every_text_fits_and_none_overlaps_on_fish_n_flip_s_setup(name, size, scale):
    found = audit_scene(SCREENS[name], size, scale)
    assert found == [], f"{name} at {size}, text {scale:.0%}:\n" + "\n".join(found)


@pytest.mark.parametrize(("name", "size"), [(n, s) for n in SCREENS for s in SIZES])
def test_no_text_on_fish_n_flip_s_setup_is_smaller_at_150_percent(name, size):
    at_100 = audit.text_sizes(recorded(SCREENS[name], size, 1.0), size)
    larger = audit.text_sizes(recorded(SCREENS[name], size, 1.5), size)
    found = audit.smaller_than_at_100(at_100, larger, 1.5)
    assert found == [], f"{name} at {size}:\n" + "\n".join(found)


@pytest.mark.parametrize(("name", "size", "scale"), CASES)
def test_no_two_controls_overlap_and_no_help_covers_the_focus_on_fish_n_flip_s_setup(
    name, size, scale
):
    found = overlapping(SCREENS[name], size, scale) + covered_by_help(SCREENS[name], size, scale)
    assert found == [], f"{name} at {size}, text {scale:.0%}:\n" + "\n".join(found)
