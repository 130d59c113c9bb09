"""Starting the frontend from the command line: the game window, ``--screenshot`` and
``--autoplay``. Owns turning parsed arguments into an `App` with the right first scene;
`finspan.cli` owns the arguments themselves.
"""

from __future__ import annotations

import os
import random
import sys
from argparse import Namespace
from pathlib import Path
from typing import Any

from ..core.position import PositionError
from ..frontend.kit.autoplay import computers_from
from ..frontend.shell.app import App
from ..frontend.shell.prefs import TablePrefs
from ..games import Registration, load_any_position, registration, registrations
from . import make_app

DEFAULT_SIZE = (1280, 720)
#: The screens ``--screenshot --scene NAME`` shows that belong to no one game.
SHARED_SCENES = ("title", "rules", "settings", "stats")


def game_of(args: Namespace) -> Registration:
    """The registration of the game ``--game`` names (default: the first game)."""
    name = getattr(args, "game", None)
    return registration(name) if name else registrations()[0]


def setup_from(args: Namespace) -> Any:
    """The setup the flags ask for, in the words of the game ``--game`` names (its front's
    ``setup_from_args``)."""
    return game_of(args).front.get().setup_from_args(args)


def prefs_from(args: Namespace) -> TablePrefs:
    """The table's preferences the flags ask for: who controls each seat (``--computers``)."""
    levels = computers_from(getattr(args, "computers", None))
    players = getattr(args, "players", None) or 0
    if not levels or not players:
        return TablePrefs()
    return TablePrefs(controllers=["person"] * (players - len(levels)) + levels)


def _headless_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _make_app(headless: bool, save_dir: str | None) -> tuple[App | None, str | None]:
    from ..frontend.shell.app import NoDisplayError

    first_launch = False
    try:
        from ..frontend.shell.settings_store import load_settings, settings_path

        first_launch = not settings_path().exists()  # no settings yet: fit the desktop
        settings, problem = load_settings()
    except (ImportError, OSError):
        settings, problem = None, None
    try:
        app = make_app(settings, headless=headless, fit_desktop=first_launch, save_dir=save_dir)
    except NoDisplayError as exc:
        print(f"finspan: {exc}", file=sys.stderr)
        return None, None
    return app, problem


def run(args: Namespace) -> int:
    """Run what the arguments ask for; returns the process exit code."""
    headless = bool(args.screenshot or args.autoplay)
    if headless:
        _headless_env()
    import pygame

    app, problem = _make_app(headless, getattr(args, "save_dir", None))
    if app is None:
        return 1
    try:
        if args.screenshot:
            return screenshot(app, args)
        if args.autoplay:
            from ..frontend.shell import guard, instance
            from .autoplay import autoplay

            instance.claim_profile(app, ask=False)  # another copy running: no autosaves
            seed = _seed(args)
            prefs = prefs_from(args)
            return guard.run(
                app, lambda: autoplay(app, setup_from(args), seed, prefs), recover=False
            )
        if args.size:
            app.set_window_size(args.size)
        if args.fullscreen:
            app.toggle_fullscreen()
        app.nav.show_title()
        if problem:
            app.nav.tell(problem)
        if getattr(args, "position", None):
            try:  # checked by the command line before the window opened
                game = getattr(args, "position_game", None) or load_any_position(
                    Path(args.position).read_text(encoding="utf-8")
                )
            except (OSError, UnicodeDecodeError) as exc:
                print(f"finspan: cannot read {args.position}: {exc}", file=sys.stderr)
                return 2
            except PositionError as exc:
                print(f"finspan: {args.position}: {exc}", file=sys.stderr)
                return 2
            app.nav.open_table(game)
        elif getattr(args, "players", None) or getattr(args, "solo", None):
            app.nav.start_game(setup_from(args), _seed(args), prefs_from(args))  # at once
        from ..frontend.shell import guard, instance

        instance.claim_profile(app)  # another copy running: ask, read-only or quit
        try:
            return guard.run(app)  # crash recovery; SIGTERM saves and quits
        except KeyboardInterrupt:
            print("finspan: interrupted; the game was autosaved.", file=sys.stderr)
            return 130
        finally:
            for scene in app.stack.scenes:  # write any autosave that is due
                flush = getattr(scene, "flush", None)
                if flush is not None:
                    flush()
            app.pads.stop()  # the controllers are closed before SDL shuts down
    finally:
        pygame.quit()


def _seed(args: Namespace) -> int:
    return args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)


def screenshot(app: App, args: Namespace) -> int:
    """Render one scene from a deterministic position to a PNG: a screen of no one game
    (`SHARED_SCENES`), or one of a game's own (its front's ``screenshot``)."""
    size = args.size or DEFAULT_SIZE
    scene = args.scene
    if scene == "title":
        app.nav.show_title()
    elif scene == "rules":
        app.nav.open_rules(game_of(args).name)
    elif scene == "settings":
        app.nav.open_settings()
    elif scene == "stats":
        app.nav.open_stats()
    elif not any(r.front.get().screenshot(app, scene, args) for r in registrations()):
        print(f"finspan: no screen named {scene!r}", file=sys.stderr)
        return 2
    for _ in range(3):  # let scenes settle (layout, first update)
        app.step([], 1 / 60)
    top = getattr(app.stack.top, "table", app.stack.top)  # the table beneath the guide
    if top is not None and hasattr(top, "queue"):
        top.queue.skip()
    elif top is not None and hasattr(top, "skip"):  # scores counted up: show the end
        top.skip()
        app.step([], 1 / 60)
    path = app.screenshot(args.screenshot, size)
    print(f"finspan: wrote {path} ({size[0]}x{size[1]}, scene {scene})")
    return 0
