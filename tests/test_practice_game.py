"""One person without Nautoma is a practice game, named so by the engine, the command line
and the setup screen (README: "Command line")."""

from __future__ import annotations

import pytest

from finspan import cli
from finspan.engine import Game, Setup


def test_a_one_seat_game_is_a_practice_game_and_plays_to_the_end():
    setup = Setup.multiplayer(1)
    assert setup.practice and not setup.solo
    assert not Setup.multiplayer(2).practice and not Setup.solo_game(2).practice
    game = Game(setup, 3)
    while not game.is_over:
        game.apply(game.options[-1])
    assert game.outcome().winners == (0,)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_command_line_names_players_1_a_practice_game(capsys, monkeypatch, players):
    from finspan.app import launch

    monkeypatch.setattr(launch, "run", lambda args: 0)  # the window itself is not under test
    help_text = " ".join(cli.build_parser().format_help().split())
    assert "1 is a practice game" in help_text
    assert cli.main(["--players", str(players)]) == 0
    err = capsys.readouterr().err
    if players == 1:
        assert "--players 1 is a practice game" in err and "--solo D" in err
    else:
        assert "practice" not in err


def test_the_setup_screen_calls_one_hot_seat_player_a_practice_game():
    import pygame

    from finspan.app import make_app
    from finspan.frontend.finspan.setup import HOTSEAT, SetupScene
    from finspan.frontend.look import theme as th

    th.set_theme(th.Theme())
    app = make_app(headless=True)
    try:
        scene = SetupScene(app)
        app.push(scene)
        app.run_frames(1)
        scene.mode.set_value(HOTSEAT)
        scene.players.set_value(1)
        assert scene.summary().startswith("Practice: you alone, with no opponent")
        scene.players.set_value(2)
        assert "2 players taking turns" in scene.summary()
    finally:
        pygame.display.quit()
        th.set_theme(th.Theme())
