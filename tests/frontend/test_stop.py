"""SIGTERM and closing the window: the due autosave is written and the loop ends, in every
scene; a loop that does not end is ended by the watchdog. Speed is measured in
benchmarks/soak.py and the README, never asserted here."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
import pytest

from finspan.engine import Game, Rng, Setup, greedy_policy
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.finspan.week_end import WeekEndScene
from finspan.frontend.shell import guard
from finspan.saves import SaveStore
from finspan.saves.paths import AUTOSAVE

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name == "nt",
                                reason="POSIX signals")  # fmt: skip

POSITION = Path(__file__).parents[2] / "saves" / "sample-dive.toml"


def signal_on_frame(monkeypatch, app, signum: int = signal.SIGTERM, frame: int = 1) -> None:
    """Send ``signum`` to this process during the loop's ``frame``-th update."""
    original = app.stack.update
    seen = [0]

    def update(dt: float) -> None:
        seen[0] += 1
        if seen[0] == frame:
            os.kill(os.getpid(), signum)
        original(dt)

    monkeypatch.setattr(app.stack, "update", update)


def a_table_with_an_autosave_due(app) -> TableScene:
    app.nav.start_game(Setup.solo_game(3), 8)
    table = app.stack.top
    for _ in range(500):
        app.step([], 0.1)
        if not table.queue.busy:
            break
    app.idle()
    table.choose(table.options[0])
    app.step([], 0.1)
    return table


def test_sigterm_at_the_table_writes_the_due_autosave_and_ends_the_loop(app, monkeypatch):
    table = a_table_with_an_autosave_due(app)
    before = SaveStore().latest_autosave().game.history
    signal_on_frame(monkeypatch, app)
    app.request_redraw()

    assert guard.run(app) == guard.EXIT_SIGNALLED

    saved = app.saves.store().latest_autosave().game
    assert saved.history == table.game.history != before
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL  # the handler is gone again


def test_closing_the_window_writes_the_due_autosave(app):
    table = a_table_with_an_autosave_due(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.request_redraw()
    assert guard.run(app) == 0
    assert app.saves.store().latest_autosave().game.history == table.game.history


def _finished_game():
    game = Game(Setup.solo_game(2), 6)
    rng = Rng(6)
    while not game.is_over:
        game.apply(greedy_policy(game, rng))
    return game


def _over_the_table(open_scene):
    def open_it(app):
        game = _finished_game()
        app.nav.open_table(game)
        open_scene(app, game)

    return open_it


SCENES = {
    "title": lambda app: None,
    "setup": lambda app: app.nav.open_setup(),
    "flip-setup": lambda app: app.nav.open_setup(game="flip"),
    "load": lambda app: app.nav.open_load(),
    "encyclopedia": lambda app: app.nav.open_encyclopedia(),
    "rules": lambda app: app.nav.open_rules(),
    "settings": lambda app: app.nav.open_settings(),
    "stats": lambda app: app.nav.open_stats(),
    "table": lambda app: app.nav.start_game(Setup.multiplayer(2), 3),
    "week-end": _over_the_table(lambda app, game: app.push(WeekEndScene(app, game, []))),
    "final": _over_the_table(lambda app, game: app.nav.open_final(game)),
}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_sigterm_ends_the_loop_in_every_scene(app, monkeypatch, name):
    app.nav.show_title()
    SCENES[name](app)
    top = app.stack.top
    signal_on_frame(monkeypatch, app)
    app.request_redraw()
    assert guard.run(app) == guard.EXIT_SIGNALLED
    assert app.stack.top is top  # ended where it was, not by leaving the scene


def test_a_hung_loop_is_ended_by_the_watchdog_after_a_stop_signal(tmp_path):
    script = textwrap.dedent(
        """
        import os, signal, time
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        import pygame
        pygame.display.init()
        from finspan.frontend.shell.guard import stop_on_signals
        with stop_on_signals(grace=0.3):
            os.kill(os.getpid(), signal.SIGTERM)
            while True:  # a loop stuck somewhere that never reads its events
                time.sleep(0.05)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == guard.EXIT_SIGNALLED
    assert "did not stop in time" in done.stderr


def test_sigterm_to_the_game_program_saves_and_exits(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FINSPAN_SAVE_DIR=str(tmp_path / "saves"))  # fmt: skip
    process = subprocess.Popen(
        [sys.executable, "-m", "finspan", "--position", str(POSITION)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    autosave = tmp_path / "saves" / AUTOSAVE
    try:
        for _ in range(600):  # up to a minute for the first autosave (idle time writes it)
            if autosave.exists() or process.poll() is not None:
                break
            time.sleep(0.1)
        assert autosave.exists(), process.stderr.read() if process.poll() is not None else ""
        process.send_signal(signal.SIGTERM)
        _out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == guard.EXIT_SIGNALLED, err
    assert "Traceback" not in err
    loaded = SaveStore(tmp_path / "saves").latest_autosave()
    assert loaded is not None and loaded.game.decision is not None
