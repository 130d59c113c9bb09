"""A second copy of the game: it asks (read-only or quit) and never writes the autosave; a
killed first copy's lock is taken over; stale temporary files are cleaned on start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from finspan.engine import Game, Setup
from finspan.frontend.scenes.recovery import LockedScene
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.shell import instance
from finspan.frontend.shell.saving import SaveService
from finspan.lock import ProfileLock
from finspan.logs import LOG_FILE, log_dir
from finspan.saves.paths import AUTOSAVE
from finspan.userfiles import config_dir

from .helpers import click


@pytest.fixture(autouse=True)
def _fresh():
    yield
    instance.release_profile()


def test_the_first_copy_takes_the_profile_and_cleans_stale_temporary_files(app):
    folder = app.saves.store().directory
    folder.mkdir(parents=True)
    stale = folder / ".autosave.json.abc123.tmp"
    settings_dir = config_dir()
    settings_dir.mkdir(parents=True)
    stale_settings = settings_dir / ".settings.json.x1.tmp"
    then = time.time() - 120
    for path in (stale, stale_settings):
        path.write_text("{half a file")
        os.utime(path, (then, then))
    app.nav.show_title()
    assert instance.claim_profile(app)
    assert not stale.exists() and not stale_settings.exists()
    assert isinstance(app.stack.top, TitleScene) and not app.saves.read_only


def test_a_second_copy_asks_and_open_read_only_writes_no_autosave(app):
    other = ProfileLock()
    assert other.acquire()
    app.nav.show_title()
    assert not instance.claim_profile(app)
    question = app.stack.top
    assert isinstance(question, LockedScene)
    assert question.holder.startswith(f"pid {os.getpid()} on ")
    assert app.saves.read_only  # already while the question is open
    app.step(click(question.buttons[0].rect.center), 0.1)
    assert isinstance(app.stack.top, TitleScene)
    assert "Read-only" in (app.stack.top.notice_text or "")

    game = Game(Setup.solo_game(2), 4)
    app.saves.autosave(game)
    assert not (app.saves.store().directory / AUTOSAVE).exists()
    other.release()


def test_quit_on_the_question_ends_the_loop(app):
    other = ProfileLock()
    assert other.acquire()
    app.nav.show_title()
    instance.claim_profile(app)
    question = app.stack.top
    app.run_frames(3, click(question.buttons[1].rect.center))
    assert app.running is False
    other.release()


def _game(position: Path, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "finspan", "--position", str(position)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def _wait_for(condition, process: subprocess.Popen, what: str) -> None:
    for _ in range(600):  # up to a minute on a busy machine
        if condition():
            return
        if process.poll() is not None:
            pytest.fail(f"the game ended before {what}: {process.communicate()[1]}")
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


def _stop(process: subprocess.Popen, sig: int) -> tuple[int, str]:
    if process.poll() is None:
        process.send_signal(sig)
    _, err = process.communicate(timeout=30)
    return process.returncode, err


@pytest.mark.skipif(os.name == "nt", reason="POSIX signals")
def test_two_real_copies_one_autosave_writer_and_a_killed_copys_lock_taken_over(tmp_path):
    saves = Path(__file__).parents[2] / "saves"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    autosave = SaveService().store().directory / AUTOSAVE
    started: list[subprocess.Popen] = []

    def game(position: Path) -> subprocess.Popen:
        started.append(_game(position, env))
        return started[-1]

    first = game(saves / "sample-dive.toml")
    try:
        _wait_for(autosave.exists, first, "the first copy's autosave")
        written = autosave.read_bytes()

        second = game(saves / "solo-nautoma-d4.toml")
        log = log_dir() / LOG_FILE
        _wait_for(lambda: "autosaves are off" in log.read_text("utf-8"), second, "the question")
        time.sleep(1.0)  # the second copy's idle time, when it would autosave if it could
        code, err = _stop(second, signal.SIGTERM)
        assert code == 128 + signal.SIGTERM and "Traceback" not in err
        assert autosave.read_bytes() == written

        first.kill()  # SIGKILL: the lock file stays, the lock dies with the process
        first.communicate()
        third = game(saves / "solo-nautoma-d4.toml")
        _wait_for(lambda: autosave.read_bytes() != written, third, "the third copy's autosave")
        code, err = _stop(third, signal.SIGTERM)
        assert code == 128 + signal.SIGTERM and "Traceback" not in err
    finally:
        for process in started:
            if process.poll() is None:
                process.kill()
                process.communicate()
    assert b"Nautoma" in autosave.read_bytes()  # the third copy's game (solo), not the first's
