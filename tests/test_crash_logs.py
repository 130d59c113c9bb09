"""Crash reports and the log file: where they go, what they hold, how they are kept small."""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import pytest

from finspan import crash, logs
from finspan.crash import CrashContext, write_report


@pytest.fixture(autouse=True)
def _no_handlers_left():
    yield
    logs.close_logging()


def raised() -> ValueError:
    try:
        raise ValueError("a bad value")
    except ValueError as exc:
        return exc


def test_the_log_folder_is_the_platforms_user_log_folder_unless_overridden(tmp_path, monkeypatch):
    monkeypatch.delenv(logs.LOG_DIR_ENV, raising=False)
    assert logs.log_dir() == tmp_path / "user" / "xdg-state" / "finspan" / "log"
    monkeypatch.setenv(logs.LOG_DIR_ENV, str(tmp_path / "elsewhere"))
    assert logs.log_dir() == tmp_path / "elsewhere"


def test_logging_writes_info_to_the_file_and_nothing_to_the_terminal(capsys):
    path = logs.setup_logging()
    assert path == logs.log_dir() / logs.LOG_FILE
    logging.getLogger("finspan.test").info("a game began")
    logging.getLogger("finspan.test").debug("a detail")
    text = path.read_text(encoding="utf-8")
    assert "INFO finspan.test: a game began" in text and "a detail" not in text
    assert capsys.readouterr().err == ""


def test_verbose_also_logs_everything_to_the_terminal(capsys):
    path = logs.setup_logging(verbose=True)
    logging.getLogger("finspan.test").debug("a detail")
    assert "DEBUG finspan.test: a detail" in capsys.readouterr().err
    assert "a detail" not in path.read_text(encoding="utf-8")  # the file keeps INFO and up


def test_the_log_file_rotates_and_keeps_a_few_old_files(monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    path = logs.setup_logging()
    for n in range(400):
        logging.getLogger("finspan.test").info("line %d of a long session", n)
    files = sorted(p.name for p in path.parent.iterdir())
    assert files == ["finspan.log", "finspan.log.1", "finspan.log.2", "finspan.log.3"]
    assert all(p.stat().st_size <= 2100 for p in path.parent.iterdir())


def test_setting_up_twice_does_not_log_every_line_twice():
    logs.setup_logging()
    path = logs.setup_logging()
    logging.getLogger("finspan.test").info("once")
    assert path.read_text(encoding="utf-8").count("once") == 1


def test_an_unwritable_log_folder_is_reported_and_the_game_goes_on(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert logs.setup_logging(directory=blocker / "log") is None
    assert "cannot write the log" in capsys.readouterr().err
    logging.getLogger("finspan.test").error("still fine")


def test_a_crash_report_holds_version_platform_seed_position_events_and_traceback():
    context = CrashContext(
        seed=17, position='format = "finspan-position/1"', game='{"kind": "replay"}',
        events=["KEYDOWN key='return'"], options=["play Blue Tang"], scenes=["TableScene"],
    )  # fmt: skip
    path = write_report(raised(), context, now=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    assert path.parent == logs.log_dir()
    assert path.name.startswith("crash-20260102-030405-")
    text = path.read_text(encoding="utf-8")
    for expected in (
        "version: finspan ", "platform: ", "seed: 17", "error: ValueError: a bad value",
        "KEYDOWN key='return'", "play Blue Tang", "TableScene", 'format = "finspan-position/1"',
        '{"kind": "replay"}', "Traceback (most recent call last)",
        'raise ValueError("a bad value")',
    ):  # fmt: skip
        assert expected in text, expected


def test_reports_written_in_the_same_moment_get_their_own_files():
    when = datetime(2026, 1, 2, tzinfo=UTC)
    first = write_report(raised(), now=when)
    second = write_report(raised(), now=when)
    assert first != second and first.exists() and second.exists()


def test_only_the_newest_reports_are_kept(monkeypatch):
    monkeypatch.setattr(crash, "KEEP", 3)
    paths = [
        write_report(raised(), now=datetime(2026, 1, 1, 0, 0, s, tzinfo=UTC)) for s in range(5)
    ]
    assert crash.reports() == paths[-3:]


def test_an_unwritable_log_folder_sends_the_report_to_the_temporary_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(crash.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    path = write_report(raised(), directory=blocker / "log")
    assert path.parent == tmp_path / "tmp" / "finspan"
    assert "a bad value" in path.read_text(encoding="utf-8")


def test_a_huge_section_is_cut_short():
    context = CrashContext(position="x" * (crash.MAX_SECTION + 50))
    text = crash.report_text(raised(), context, datetime(2026, 1, 1, tzinfo=UTC))
    assert "(50 more characters left out)" in text


def test_the_command_line_logs_to_the_file_and_with_verbose_to_the_terminal(tmp_path):
    import os
    import subprocess
    import sys

    shot = tmp_path / "title.png"
    command = [sys.executable, "-m", "finspan", "--screenshot", str(shot), "--scene", "title"]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    quiet = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert quiet.returncode == 0 and "starting" not in quiet.stderr
    log_file = logs.log_dir() / logs.LOG_FILE
    assert "INFO finspan: finspan 0." in log_file.read_text(encoding="utf-8")
    loud = subprocess.run([*command[:3], "--verbose", *command[3:]], capture_output=True,
                          text=True, env=env, timeout=120)  # fmt: skip
    assert loud.returncode == 0 and "INFO finspan: finspan 0." in loud.stderr
