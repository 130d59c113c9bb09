"""The roof of the app: the one place that knows every scene and wires the floor together.

`make_app` builds the window's `App` (the floor: `finspan.frontend.shell`, which knows no
scene and no game) with the `Navigator` (`navigator`, which imports the scenes plainly); the
command line's way in is `launch`, and `autoplay` drives a whole game through the real main
loop. Nothing below this package imports it.
"""

from __future__ import annotations

from pathlib import Path

from ..frontend.shell.app import App
from ..frontend.shell.settings import Settings
from .navigator import Navigator


def make_app(
    settings: Settings | None = None,
    *,
    headless: bool = False,
    sound: bool | None = None,
    save_dir: str | Path | None = None,
    fit_desktop: bool = False,
) -> App:
    """An `App` with its navigator: what every scene is opened through. Raises
    `NoDisplayError` (not headless, no display)."""
    app = App(settings, headless=headless, sound=sound, save_dir=save_dir, fit_desktop=fit_desktop)
    app.nav = Navigator(app)
    return app


__all__ = ["App", "Navigator", "make_app"]
