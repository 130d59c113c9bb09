"""Crash recovery through the real main loop: a scene that raises leaves the autosave as it
was, writes a report with the traceback, shows the recovery screen, and Continue resumes."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import Setup
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.scenes.recovery import RecoveryScene
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.shell import guard
from finspan.frontend.shell.scene import Scene
from finspan.logs import log_dir
from finspan.saves.paths import AUTOSAVE

from .helpers import click


class Injected(RuntimeError):
    """The error the tests inject."""


def settle(app) -> None:
    for _ in range(2000):
        app.step([], 0.1)
        top = app.stack.top
        if not getattr(getattr(top, "queue", None), "busy", False):
            break


def when_idle(monkeypatch, scene_class: type[Scene], action) -> None:
    """Make the loop's idle time on ``scene_class`` (its ``prefetch``) call ``action(scene)``
    once its own idle work is done: how these tests give input to `App.run` over time."""
    original = scene_class.prefetch

    def prefetch(self) -> bool:
        if original(self):
            return True
        action(self)
        return True

    monkeypatch.setattr(scene_class, "prefetch", prefetch)


@pytest.fixture
def played(app):
    """A solo game at the table with its first decision autosaved, then one more option
    chosen whose autosave is due but not written yet."""
    app.nav.start_game(Setup.solo_game(2), 5)
    table = app.stack.top
    assert isinstance(table, TableScene)
    settle(app)
    app.idle()  # the autosave of the first decision
    autosave = app.saves.store().directory / AUTOSAVE
    good = autosave.read_bytes()
    history = list(table.game.history)
    table.choose(table.options[0])
    settle(app)
    assert table.game.history != history
    assert table._autosave_due  # what a careless crash handler would now write
    return table, autosave, good, history


def test_a_scene_that_raises_leaves_the_autosave_writes_a_report_and_shows_recovery(
    app, monkeypatch, played
):
    table, autosave, good, _history = played

    def explode(dt: float) -> None:
        raise Injected("the table broke")

    monkeypatch.setattr(table, "update", explode)
    when_idle(monkeypatch, RecoveryScene, lambda scene: app.quit())
    app.request_redraw()

    assert guard.run(app) == 0

    assert autosave.read_bytes() == good
    assert isinstance(app.stack.top, RecoveryScene)
    assert [type(s) for s in app.stack.scenes] == [TitleScene, RecoveryScene]
    reports = sorted(log_dir().glob("crash-*.txt"))
    assert len(reports) == 1 and app.stack.top.report == reports[0]
    text = reports[0].read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "Injected: the table broke" in text
    assert f"seed: {table.game.seed}" in text
    assert "finspan 0." in text and "platform:" in text
    assert table.game.history[-1] in text  # the last options
    assert '"kind": "replay"' in text  # the game, replayable


def test_continue_from_the_last_autosave_opens_the_game_where_it_was_saved(
    app, monkeypatch, played
):
    table, _autosave, _good, history = played
    monkeypatch.setattr(table, "update", lambda dt: (_ for _ in ()).throw(Injected("boom")))

    def press_continue(scene: RecoveryScene) -> None:
        button = scene.buttons[0]
        assert button.text == "Continue from the last autosave"
        for event in click(button.rect.center):
            pygame.event.post(event)

    when_idle(monkeypatch, RecoveryScene, press_continue)
    when_idle(monkeypatch, TableScene, lambda scene: app.quit())
    app.request_redraw()

    assert guard.run(app) == 0

    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.game.history == history
    assert [type(s) for s in app.stack.scenes] == [TitleScene, TableScene]


def test_quit_on_the_recovery_screen_ends_the_loop(app, monkeypatch, played):
    table, autosave, good, _ = played
    monkeypatch.setattr(table, "draw", lambda surface: (_ for _ in ()).throw(Injected("draw")))

    def press_quit(scene: RecoveryScene) -> None:
        for event in click(scene.buttons[1].rect.center):
            pygame.event.post(event)

    when_idle(monkeypatch, RecoveryScene, press_quit)
    app.request_redraw()
    assert guard.run(app) == 0
    assert isinstance(app.stack.top, RecoveryScene)  # the loop ended with it showing
    assert autosave.read_bytes() == good


def test_a_failing_recovery_screen_prints_the_report_path_and_exits_non_zero(
    app, monkeypatch, played, capsys
):
    table, autosave, good, _ = played
    monkeypatch.setattr(table, "update", lambda dt: (_ for _ in ()).throw(Injected("first")))
    monkeypatch.setattr(
        RecoveryScene, "draw", lambda self, surface: (_ for _ in ()).throw(Injected("second"))
    )
    app.request_redraw()

    assert guard.run(app) == guard.EXIT_CRASHED

    err = capsys.readouterr().err
    reports = sorted(log_dir().glob("crash-*.txt"))
    assert len(reports) == 2
    assert str(reports[-1]) in err
    assert autosave.read_bytes() == good


def test_without_recovery_autoplay_reports_and_exits_non_zero(app, capsys):
    def loop() -> int:
        raise Injected("autoplay broke")

    assert guard.run(app, loop, recover=False) == guard.EXIT_CRASHED
    err = capsys.readouterr().err
    (report,) = log_dir().glob("crash-*.txt")
    assert str(report) in err and "autoplay broke" in err
    assert "seed: (no game)" in report.read_text(encoding="utf-8")


def test_the_recovery_screen_lays_out_a_long_report_path_inside_its_panel(app):
    path = log_dir() / ("very-long-folder-name-" * 12) / "crash-20260101-000000-1.txt"
    scene = RecoveryScene(
        app, "ValueError: bad\x00value", path, on_continue=lambda: None, on_quit=lambda: None
    )
    app.push(scene)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    face_width = max(scene.app.theme.font(role).size(line)[0] for line, role, _ in scene._lines)
    assert face_width <= scene._panel.w
    assert all(scene._panel.contains(b.rect) for b in scene.buttons)
    assert any("?value" in line for line, _, _ in scene._lines)


def test_an_error_while_autosaving_at_the_end_is_reported_not_raised(app, monkeypatch, capsys):
    app.nav.start_game(Setup.solo_game(2), 5)

    def broken(game, table=None, tell=None):
        raise Injected("the disk said something odd")

    monkeypatch.setattr(app.saves, "autosave", broken)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert guard.run(app) == guard.EXIT_CRASHED
    (report,) = log_dir().glob("crash-*.txt")
    assert str(report) in capsys.readouterr().err
    assert "the disk said something odd" in report.read_text(encoding="utf-8")
