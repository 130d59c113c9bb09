"""The one resource-path helper finds bundled files from source and from a bundle."""

from __future__ import annotations

import sys

import pytest

from finspan.frontend.look import resources


@pytest.fixture(autouse=True)
def _fresh_cache():
    resources.assets_dir.cache_clear()
    yield
    resources.assets_dir.cache_clear()


def test_the_bundled_font_is_found_from_the_source_checkout():
    path = resources.asset_path("fonts", "NotoSans-Regular.ttf")
    assert path.is_file()
    assert path.parent.parent.name == "assets"


def test_a_missing_file_raises_an_error_naming_it():
    with pytest.raises(resources.MissingAssetError, match=r"fonts/Nope\.ttf"):
        resources.asset_path("fonts", "Nope.ttf")


def test_a_pyinstaller_bundle_folder_is_preferred(tmp_path, monkeypatch):
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    (tmp_path / "assets" / "fonts" / "X.ttf").write_bytes(b"x")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.asset_path("fonts", "X.ttf") == tmp_path / "assets" / "fonts" / "X.ttf"


def test_no_assets_folder_anywhere_raises_an_error_listing_the_places_tried(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "_candidates", lambda: [tmp_path / "missing"])
    with pytest.raises(resources.MissingAssetError, match="missing"):
        resources.assets_dir()
