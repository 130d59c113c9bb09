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

from .. import engine as E
from ..engine import Game, PositionError, Rng, Setup, greedy_policy, load_position
from ..frontend.shell.app import App
from ..frontend.shell.prefs import TablePrefs
from . import make_app

DEFAULT_SIZE = (1280, 720)


def setup_from(args: Namespace) -> Any:
    """The setup the flags ask for: ``--solo D [--ravel X]`` or ``--players N`` (default:
    solo at 2); with ``--computers``, the last seats are computer players, named by level.
    With ``--game flip``: a Fish'n'Flip setup (`flip_setup_from`)."""
    if getattr(args, "game", None) == "flip":
        return flip_setup_from(args)
    if getattr(args, "players", None):
        setup = Setup.multiplayer(args.players)
        levels = computers_from(args)
        if not levels:
            return setup
        from dataclasses import replace

        from ..frontend.shell.computers import default_name

        first = len(setup.seats) - len(levels)
        seats = tuple(
            replace(seat, name=default_name(i, levels[i - first])) if i >= first else seat
            for i, seat in enumerate(setup.seats)
        )
        return replace(setup, seats=seats)
    ravel = getattr(args, "solo_ravel", None) or 0
    return Setup.solo_game(getattr(args, "solo", None) or 2, ravel=ravel)


def flip_setup_from(args: Namespace) -> Any:
    """Fish'n'Flip's setup for ``--mode coop|competitive`` (default coop) and ``--players N``
    (default: the mode's fewest, 1 or 2; checked by the command line); the last seats are
    the ``--computers``, named as the New game screen names them."""
    from ..flip import Mode, Setup as FlipSetup
    from ..frontend.flip.setup_choices import FEWEST, computer_name, person_name

    mode = getattr(args, "mode", None) or Mode.COOP.value
    players = getattr(args, "players", None) or FEWEST[mode]
    levels = computers_from(args)
    first = players - len(levels)
    names = tuple(computer_name(i, mode, levels[i - first]) if i >= first else person_name(i)
                  for i in range(players))  # fmt: skip
    return FlipSetup(Mode(mode), names)


def computers_from(args: Namespace) -> list[str]:
    """The levels of ``--computers easy,hard`` (checked by the command line), else []."""
    text = getattr(args, "computers", None)
    return [w.strip() for w in text.split(",")] if text else []


def prefs_from(args: Namespace) -> TablePrefs:
    """The table's preferences the flags ask for: who controls each seat (``--computers``)."""
    levels = computers_from(args)
    players = getattr(args, "players", None) or 0
    if not levels or not players:
        return TablePrefs()
    return TablePrefs(controllers=["person"] * (players - len(levels)) + levels)


def demo_game(setup: Setup, seed: int, *, week: int = 3) -> Game:
    """A deterministic game in the middle of ``week``: played by the greedy policy from the
    first seed (counting up from ``seed``) whose oceans all show fish, tokens and a consumed
    stack. Used for screenshots and benchmarks."""
    for candidate in range(seed, seed + 50):
        game = Game(setup, candidate)
        rng = Rng(candidate)
        n = len(game.players)
        while not game.is_over and (game.week < week or game.turn < 3 * n):
            game.apply(greedy_policy(game, rng))
        humans = [p for p in game.players if not p.is_nautoma]
        decider = game.decision.player if game.decision else 0
        if len(game.players[decider].hand) >= 3 and all(_busy_ocean(p) for p in humans):
            return game
    return game


def _busy_ocean(p) -> bool:
    """Fish, tokens and a consumed stack: an ocean worth a screenshot."""
    has_tokens = p.count("egg") + p.count("young") > 0
    return has_tokens and len(p.visible_fish()) >= 5 and any(s.consumed for s in p.ocean)


def finished_game(setup: Setup, seed: int) -> Game:
    game = Game(setup, seed)
    rng = Rng(seed)
    while not game.is_over:
        game.apply(greedy_policy(game, rng))
    return game


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

            if getattr(args, "game", None) == "flip":
                from .flip_autoplay import autoplay

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
                game = getattr(args, "position_game", None) or load_position(
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


def _flip_scene(app: App, scene: str, players: int, seed: int) -> None:
    """A Fish'n'Flip screen for --screenshot: the cooperative table at its first decision,
    the competitive bidding (``players`` seats, at least 2) or a finished game's scores."""
    from ..flip import Game as FlipGame, Setup as FlipSetup

    app.nav.show_title()
    if scene == "flip-bidding":
        app.nav.open_table(FlipGame(FlipSetup.competitive(max(2, min(5, players))), seed))
        return
    game = FlipGame(FlipSetup.cooperative(max(1, min(5, players))), seed)
    if scene == "flip-final":
        while not game.is_over:
            game.apply(game.options[0])
        app.nav.open_final(game)
    else:
        app.nav.open_table(game)


def screenshot(app: App, args: Namespace) -> int:
    """Render one scene from a deterministic position to a PNG."""
    from ..frontend.scenes.week_end import WeekEndScene
    from ..frontend.table.scene import TableScene

    size = args.size or DEFAULT_SIZE
    seed = args.seed if args.seed is not None else 1
    setup = setup_from(args)
    scene = args.scene
    if scene == "title":
        app.nav.show_title()
    elif scene == "setup":
        app.nav.show_title()
        app.nav.open_setup()
    elif scene == "table":
        app.push(TableScene(app, demo_game(setup, seed)))
    elif scene == "week-end":
        game = Game(setup, seed)
        rng = Rng(seed)
        summary: list[E.Event] = []
        while True:
            events = game.apply(greedy_policy(game, rng))
            if any(isinstance(e, E.WeekEnded) and e.week == 2 for e in events):
                summary = [
                    e
                    for e in events
                    if isinstance(
                        e, E.AchievementScored | E.BonusScored | E.RavelScored | E.WeekEnded
                    )
                ]
                break
        table = TableScene(app, game)
        app.push(table)
        week_end = WeekEndScene(app, game, summary)
        week_end.elapsed = 10.0  # counted up
        app.push(week_end)
    elif scene == "final":
        app.nav.open_final(finished_game(setup, seed))
    elif scene == "encyclopedia":
        app.nav.open_encyclopedia()
    elif scene == "rules":
        app.nav.open_rules()
    elif scene == "settings":
        app.nav.open_settings()
    elif scene == "stats":
        app.nav.open_stats()
    elif scene == "flip-setup":
        app.nav.show_title()
        app.nav.open_setup(game="flip")
    elif scene.startswith("flip-"):
        _flip_scene(app, scene, getattr(args, "players", None) or 2, seed)
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
