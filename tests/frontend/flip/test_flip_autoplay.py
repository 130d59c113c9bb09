"""``finspan --autoplay --game flip``: Fish'n'Flip played to its final scores by posted clicks
and keys (`finspan.frontend.flip.autoplay.FlipDriver`), through the real main loop (`App.run` in
virtual time, `tests.frontend.loop`), with the window checked whenever the loop rests; the
command line's way in and its wrong flags."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from finspan.app import make_app
from finspan.cli import main
from finspan.flip import Game, Setup
from finspan.frontend.flip.autoplay import FlipDriver
from finspan.frontend.flip.clicks import keys_to
from finspan.frontend.flip.final import FlipFinal
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from ..loop import LoopDriver, key


def _played(setup: Setup, seed: int, controllers: list[str]) -> tuple[FlipTable, LoopDriver,
                                                                        FlipDriver]:  # fmt: skip
    """A whole game at normal animation speed, the persons' seats chosen by the driver
    whenever the loop rests."""
    app = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    app.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
    app.ai_budget = 4  # type: ignore[attr-defined]
    table = FlipTable(app, Game(setup, seed), TablePrefs(controllers=controllers))
    app.push(table)
    chooser = FlipDriver(seed)

    def on_rest(app_) -> None:
        for event in chooser.events_for(app_, round(loop.now * 60)):
            pygame.event.post(event)
        if chooser.result(app_) is not None:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    loop = LoopDriver(app, limit=900.0, on_rest=on_rest)
    loop.run(quit_after_script=False)
    return table, loop, chooser


@pytest.fixture(autouse=True)
def _display_closed():
    yield
    pygame.display.quit()


def test_a_cooperative_game_alone_is_played_by_clicks_to_its_final_scores_never_stale():
    table, loop, chooser = _played(Setup.cooperative(1), 3, ["person"])
    assert table.game.is_over
    assert isinstance(table.app.stack.top, FlipFinal)
    assert chooser.decisions >= 8 and chooser.clicks >= chooser.decisions
    assert chooser.keyboard_fallbacks == 0
    assert loop.stale == []


def test_a_competitive_game_against_two_computer_bidders_is_played_to_its_ranking():
    setup = Setup.competitive(3)
    table, loop, chooser = _played(setup, 4, ["person", "easy", "medium"])
    assert table.game.is_over and table.game.outcome().ranking
    assert isinstance(table.app.stack.top, FlipFinal)
    assert chooser.decisions >= 3 and chooser.keyboard_fallbacks == 0
    assert loop.stale == []


def test_the_keys_the_driver_falls_back_on_choose_its_option(app):
    table = FlipTable(app, Game(Setup.cooperative(1), 3))
    app.push(table)
    game = table.game
    option = game.options[-1]  # (the last target of the last card: several steps away)
    for _ in range(4):  # take the card up, then its target
        for name in keys_to(table, option):
            for event in key({"escape": pygame.K_ESCAPE, "down": pygame.K_DOWN,
                              "return": pygame.K_RETURN}[name]):  # fmt: skip
                table.handle_event(event)
        if game.history:
            break
    assert game.history and game.history[0] == str(option)


def test_the_command_line_plays_a_competitive_game_of_two_persons_to_the_end():
    done = subprocess.run(
        [sys.executable, "-m", "finspan", "--autoplay", "--game", "flip", "--mode",
         "competitive", "--players", "2", "--seed", "6"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "autoplay finished" in done.stdout


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (["--game", "flip", "--mode", "race"], "--mode must be coop or competitive"),
        (["--game", "flip", "--mode", "competitive", "--players", "1"], "2 to 5 players"),
        (["--mode", "coop"], "--mode goes with --game flip"),
        (["--game", "chess"], "--game must be finspan or flip"),
        (["--game", "flip", "--solo", "2"], "--solo is Finspan's"),
    ],
)
def test_a_wrong_game_flag_is_one_line_and_exit_2(flags, words, capsys):
    code = main(["--autoplay", *flags, "--seed", "1"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("finspan: ") and words in err
