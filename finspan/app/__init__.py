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
from ..games import Registration, registrations
from .navigator import Navigator


def _effects(registration: Registration) -> tuple[str, ...]:
    """The sound effects of a game (none if it has no sounds)."""
    sounds = registration.front.get().sounds
    return tuple(sounds.effects) if sounds is not None else ()


def app_effects() -> tuple[str, ...]:
    """Every sound effect the app loads: its own and each game's, once each."""
    from ..frontend.shell.audio import UI_EFFECTS

    found = [*UI_EFFECTS, *(e for r in registrations() for e in _effects(r))]
    return tuple(dict.fromkeys(found))


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
    app = App(settings, headless=headless, sound=sound, save_dir=save_dir, fit_desktop=fit_desktop,
              effects=app_effects)  # fmt: skip
    app.nav = Navigator(app)
    return app


__all__ = ["App", "Navigator", "app_effects", "make_app"]
