"""Finding the project's bundled files (fonts, icons) from source, an install or a bundle.

Owns the one rule for locating ``assets/``; every asset load in the frontend goes through
`asset_path`. It never writes anything and never looks in the user's directories.

Search order:
1. ``FINSPAN_ASSETS`` (an explicit folder, for packagers and tests);
2. a PyInstaller bundle: ``sys._MEIPASS/assets``;
3. a source checkout or an editable install: ``assets/`` beside the ``finspan`` package.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

import finspan


class MissingAssetError(FileNotFoundError):
    """A bundled file is missing; the message names the file and every folder searched."""


def _candidates() -> list[Path]:
    found: list[Path] = []
    explicit = os.environ.get("FINSPAN_ASSETS")
    if explicit:
        found.append(Path(explicit))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "assets")
    found.append(Path(finspan.__file__).resolve().parent.parent / "assets")
    return found


@cache
def assets_dir() -> Path:
    """The ``assets/`` folder in use; MissingAssetError naming the places tried otherwise."""
    tried = _candidates()
    for folder in tried:
        if folder.is_dir():
            return folder
    raise MissingAssetError(
        "cannot find the game's assets folder; looked in: " + ", ".join(str(p) for p in tried)
    )


def asset_path(*parts: str) -> Path:
    """The path of a bundled file, e.g. ``asset_path("fonts", "NotoSans-Regular.ttf")``.

    Raises MissingAssetError naming the file when it does not exist. Never creates anything.
    """
    path = assets_dir().joinpath(*parts)
    if not path.is_file():
        raise MissingAssetError(
            f"missing game file {'/'.join(parts)!r} (expected at {path}); "
            "reinstall the game or restore the assets folder"
        )
    return path
