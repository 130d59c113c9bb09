"""Shared test setup: pygame runs headless everywhere (set before any pygame import), and no
test ever touches the real home: saves, settings and statistics go to a temporary folder."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest


@pytest.fixture(autouse=True)
def _isolated_user_files(tmp_path, monkeypatch):
    """Every test gets empty save, data and config folders of its own."""
    for var, sub in (
        ("FINSPAN_SAVE_DIR", "saves"),
        ("FINSPAN_DATA_DIR", "data"),
        ("FINSPAN_CONFIG_DIR", "config"),
        ("XDG_DATA_HOME", "xdg-data"),
        ("XDG_CONFIG_HOME", "xdg-config"),
        ("XDG_STATE_HOME", "xdg-state"),
        ("XDG_CACHE_HOME", "xdg-cache"),
    ):
        monkeypatch.setenv(var, str(tmp_path / "user" / sub))


# --- The fast loop ------------------------------------------------------------------------
# ``pytest -m "not audit and not slow"`` runs every test but the layout audits' many
# combinations of screens, sizes and text sizes (``audit``) and the files that take longest
# (``slow``: a real window, the bundle, whole games through the real main loop, searches at
# real budgets). CI runs them all. The files are named here, by how long they take (their
# test time, summed, in a run of the whole suite: ``--junitxml``), not in each file.

#: The layout audits (every screen at every audited size and text size).
AUDIT_FILES = frozenset({
    "tests/frontend/test_layout_rules.py", "tests/frontend/test_layout_audit.py",
    "tests/frontend/test_layout_audit_table.py", "tests/frontend/flip/test_flip_layout_audit.py",
    "tests/frontend/test_layout_covered.py", "tests/frontend/test_help_keys_audit.py",
})  # fmt: skip
#: Files whose tests take 8 s or more together.
SLOW_FILES = frozenset({
    "tests/frontend/test_real_window.py", "tests/test_bundle.py", "tests/frontend/test_soak.py",
    "tests/frontend/test_review_flow.py", "tests/frontend/test_pads_app.py",
    "tests/frontend/test_main_loop.py", "tests/flip_ai/test_review.py",
    "tests/flip_ai/test_review_job.py", "tests/frontend/test_handover.py",
    "tests/frontend/test_computer_seats.py", "tests/ai/test_tournament.py",
    "tests/flip_ai/test_cli.py", "tests/ai/test_players.py", "tests/frontend/test_pad_table.py",
    "tests/ai/test_review.py", "tests/flip/test_playthrough.py",
    "tests/ai/test_review_worker.py", "tests/frontend/test_table.py",
    "tests/frontend/flip/test_flip_autoplay.py", "tests/flip_ai/test_players.py",
    "tests/test_glyphs.py", "tests/frontend/flip/test_flip_main_loop.py",
    "tests/frontend/test_puzzle_room.py",
})  # fmt: skip


def pytest_collection_modifyitems(config, items):
    """Mark each test of an audit file ``audit`` and of a slow file ``slow``."""
    root = config.rootpath
    for item in items:
        where = item.path.relative_to(root).as_posix()
        if where in AUDIT_FILES:
            item.add_marker(pytest.mark.audit)
        if where in SLOW_FILES:
            item.add_marker(pytest.mark.slow)
