"""Continue brings back what the player set at the table: each seat's all-players answer,
the undo and redo history of the turn in progress, and the animation speed."""

from __future__ import annotations

from finspan.engine import Game, Setup
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.shell.prefs import TablePrefs


def _undoable_table(app) -> TableScene:
    """A 2-player table mid-turn with one undoable step and one step undone."""
    app.settings.animation_speed = 2.0
    scene = TableScene(app, Game(Setup.multiplayer(2), 5), TablePrefs(["take", "skip"]))
    app.push(scene)
    while not (scene.session.undo_steps >= 2):
        option = scene.options[0]
        scene.choose(option)
        scene.queue.skip()
        scene.update(0.0)
        if scene.session.undo_steps == 0 and len(scene.game.history) > 60:
            raise AssertionError("no two undoable steps in a row")
    scene.undo()
    scene.queue.skip()
    scene.update(0.0)
    return scene


def test_continue_restores_the_answers_the_undo_history_and_the_speed(app):
    scene = _undoable_table(app)
    history, undo, redo = scene.game.history, scene.session.undo_steps, scene.session.redo_options
    assert undo >= 1 and redo
    scene._autosave_due = True
    app.idle()  # the autosave is written in idle time
    app.settings.animation_speed = 1.0
    app.nav.show_title()
    app.nav.continue_game()
    table = app.stack.top
    assert isinstance(table, TableScene) and table is not scene
    assert table.game.history == history
    assert table.prefs.all_players == ["take", "skip"]
    assert table.session.undo_steps == undo and table.session.redo_options == redo
    assert app.settings.animation_speed == 2.0
    table.undo()
    assert len(table.game.history) == len(history) - 1
