"""Write ``assets/icon.png`` (256 px) from the procedural window icon of the frontend.

Run from the repository root: ``SDL_VIDEODRIVER=dummy python assets/make_icon.py``. The game
draws the same icon at run time; the PNG exists for packagers (PyInstaller, desktop files).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from finspan.frontend.art.icons import app_icon


def main() -> None:
    pygame.init()
    out = Path(__file__).resolve().parent / "icon.png"
    pygame.image.save(app_icon(256), out)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
