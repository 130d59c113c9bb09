"""The Load screen and the replay viewer, with saves in a temporary folder."""

from __future__ import annotations

import pygame

from finspan.engine import Setup, play_game
from finspan.frontend.finspan.final import FinalScene
from finspan.frontend.finspan.replay import ReplayScene
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.scenes.load import LoadScene, list_rows
from finspan.frontend.ui.dialogs import Confirm

from .helpers import click, key


def test_the_load_screen_lists_saves_with_mode_week_and_scores_and_marks_broken_files(app):
    store = app.saves.store()
    game = play_game(Setup.multiplayer(2), 3)
    store.save_named(game, "Finished pair")
    (store.directory / "broken.json").write_text("{not json", encoding="utf-8")
    rows = list_rows(app.saves.store(), "Saved games")
    by_title = {r.title: r for r in rows}
    assert "2 players · finished" in by_title["Finished pair"].detail
    assert by_title["broken.json"].problem.startswith("is corrupt")


def test_opening_a_broken_file_shows_why_and_opens_nothing(app):
    store = app.saves.store()
    store.directory.mkdir(parents=True, exist_ok=True)
    (store.directory / "broken.json").write_text("{not json", encoding="utf-8")
    scene = LoadScene(app)
    app.push(scene)
    app.step([key(pygame.K_RETURN)], 0.1)
    assert app.stack.top is scene
    assert "broken.json" in scene.message


def test_opening_a_finished_save_shows_its_final_scores(app):
    store = app.saves.store()
    store.save_named(play_game(Setup.solo_game(2), 4), "Done")
    scene = LoadScene(app)
    app.push(scene)
    app.step([key(pygame.K_RETURN)], 0.1)
    assert isinstance(app.stack.top, FinalScene)


def test_deleting_asks_first_and_n_keeps_the_file(app):
    store = app.saves.store()
    path = store.save_named(play_game(Setup.multiplayer(1), 5), "Keep me")
    scene = LoadScene(app)
    app.push(scene)
    app.step([key(pygame.K_DELETE)], 0.1)
    assert isinstance(app.stack.top, Confirm)
    app.step([key(pygame.K_n)], 0.1)
    assert app.stack.top is scene
    assert path.exists()
    app.step([key(pygame.K_DELETE)], 0.1)
    app.step([key(pygame.K_y)], 0.1)
    assert not path.exists()
    assert scene.rows == []


def test_the_replay_viewer_steps_forward_and_back_through_the_game(app):
    store = app.saves.store()
    game = play_game(Setup.solo_game(3), 6)
    replay = store.load_replay(store.export_replay(game))
    scene = ReplayScene(app, replay)
    app.push(scene)
    for _ in range(10):
        app.step([key(pygame.K_RIGHT)], 0.1)
    for _ in range(30):  # let the last step's animation play out
        app.step([], 0.1)
    assert scene.position == 10
    assert scene.game.history == list(replay.options[:10])
    app.step([key(pygame.K_LEFT)], 0.1)
    assert scene.position == 9 and scene.game.history == list(replay.options[:9])
    app.step([key(pygame.K_END)], 0.1)
    assert scene.game.to_dict() == game.to_dict()
    assert not app.saves.autosave_exists()  # watching never autosaves


def test_an_example_position_opens_at_the_table(app):
    rows = list_rows(app.saves.store(), "Examples")
    positions = [r for r in rows if r.kind == "position"]
    if not positions:  # the examples folder ships with the game
        return
    scene = LoadScene(app)
    app.push(scene)
    app.step([key(pygame.K_RIGHT), key(pygame.K_RIGHT)], 0.1)
    scene.selected = rows.index(positions[0])
    app.step([key(pygame.K_RETURN)], 0.1)
    assert isinstance(app.stack.top, TableScene)


def test_open_is_greyed_and_does_nothing_on_an_empty_replays_tab(app):
    scene = LoadScene(app)
    app.push(scene)
    app.step([key(pygame.K_RIGHT)], 0.1)  # the Replays tab, empty
    assert scene.rows == [] and not scene.can_open and not scene.can_delete
    app.step(click(scene.button_rects["open"].center), 0.1)
    app.step([key(pygame.K_RETURN)], 0.1)
    assert app.stack.top is scene and scene.message == ""


def test_a_game_finished_at_the_table_has_its_replay_in_the_replays_tab(app):

    game = play_game(Setup.solo_game(2), 4)
    app.saves.game_finished(game)
    final = FinalScene(app, game)
    assert "replay is kept" in final.message
    (row,) = list_rows(app.saves.store(), "Replays")
    assert row.kind == "replay" and "finished" in row.detail
    scene = LoadScene(app)
    app.push(scene)
    app.step([key(pygame.K_RIGHT)], 0.1)
    assert scene.can_open
    app.step([key(pygame.K_RETURN)], 0.1)
    assert isinstance(app.stack.top, ReplayScene)
