"""One copy per profile: the lock file, its holder's description, stale locks taken over, and
the clean-up of temporary files that interrupted writes left behind."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time

import pytest

from finspan.lock import LOCK_FILE, ProfileLock, clean_stale_temp_files
from finspan.userfiles import data_dir

HOLD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from finspan.lock import ProfileLock
    lock = ProfileLock(Path(sys.argv[1]))
    print("held" if lock.acquire() else "refused", flush=True)
    time.sleep(120)
    """
)


def holder_process(folder) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(folder)], stdout=subprocess.PIPE,
                               text=True)  # fmt: skip
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "held"
    return process


def test_the_lock_lives_in_the_user_data_folder():
    lock = ProfileLock()
    assert lock.path == data_dir() / LOCK_FILE
    assert lock.acquire() and lock.held
    assert lock.path.exists()
    lock.release()


def test_a_second_lock_on_the_same_profile_is_refused_until_the_first_is_released(tmp_path):
    first, second = ProfileLock(tmp_path), ProfileLock(tmp_path)
    assert first.acquire()
    assert not second.acquire() and not second.held
    assert second.holder().startswith(f"pid {os.getpid()} on ")
    first.release()
    assert second.acquire()
    second.release()


def test_another_process_holding_the_lock_is_named_and_refuses_it(tmp_path):
    process = holder_process(tmp_path)
    try:
        lock = ProfileLock(tmp_path)
        assert not lock.acquire()
        assert lock.holder().startswith(f"pid {process.pid} on ")
    finally:
        process.kill()
        process.communicate()


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL")
def test_the_lock_of_a_killed_copy_is_taken_over(tmp_path):
    process = holder_process(tmp_path)
    process.kill()  # SIGKILL: no clean-up at all; the lock file stays behind
    process.communicate()
    assert (tmp_path / LOCK_FILE).exists()
    lock = ProfileLock(tmp_path)
    assert lock.acquire()
    assert lock.holder().startswith(f"pid {os.getpid()} on ")
    lock.release()


def test_an_unwritable_data_folder_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    lock = ProfileLock(blocker / "data")
    assert lock.acquire()  # running unlocked, with a warning in the log
    assert lock.holder() == "another process"


def test_only_old_hidden_temporary_files_are_cleaned(tmp_path):
    old_tmp = tmp_path / ".autosave.json.k2j3.tmp"
    new_tmp = tmp_path / ".autosave.json.x9y8.tmp"
    save = tmp_path / "dinner.json"
    visible_tmp = tmp_path / "notes.tmp"  # not ours: atomic writes make hidden files
    for p in (old_tmp, new_tmp, save, visible_tmp):
        p.write_text("{}")
    now = time.time()
    os.utime(old_tmp, (now - 61, now - 61))
    os.utime(new_tmp, (now - 30, now - 30))  # maybe another copy's write in progress
    assert clean_stale_temp_files(tmp_path, now) == [old_tmp]
    assert not old_tmp.exists()
    assert new_tmp.exists() and save.exists() and visible_tmp.exists()


def test_cleaning_a_missing_folder_finds_nothing(tmp_path):
    assert clean_stale_temp_files(tmp_path / "none", time.time()) == []
