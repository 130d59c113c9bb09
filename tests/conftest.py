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
