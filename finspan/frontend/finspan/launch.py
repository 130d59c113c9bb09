"""Finspan from the command line: the setup the flags ask for (``--solo D [--ravel X]``,
``--players N``, ``--computers``), the deterministic games the screenshots and benchmarks
show (`demo_game`, `finished_game`), and Finspan's own screens for ``--screenshot``."""

from __future__ import annotations

from argparse import Namespace
from dataclasses import replace
from typing import Any

from ... import engine as E
from ...engine import Game, Rng, Setup, greedy_policy
from ..kit.autoplay import computers_from

#: Finspan's own screens for ``--screenshot --scene NAME``.
SCENES = ("setup", "table", "week-end", "final", "encyclopedia")


def setup_from(args: Namespace) -> Setup:
    """The setup the flags ask for: ``--solo D [--ravel X]`` or ``--players N`` (default:
    solo at 2); with ``--computers``, the last seats are computer players, named by level."""
    if getattr(args, "players", None):
        setup = Setup.multiplayer(args.players)
        levels = computers_from(getattr(args, "computers", None))
        if not levels:
            return setup
        from ..shell.computers import default_name

        first = len(setup.seats) - len(levels)
        seats = tuple(
            replace(seat, name=default_name(i, levels[i - first])) if i >= first else seat
            for i, seat in enumerate(setup.seats)
        )
        return replace(setup, seats=seats)
    ravel = getattr(args, "solo_ravel", None) or 0
    return Setup.solo_game(getattr(args, "solo", None) or 2, ravel=ravel)


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


def _busy_ocean(p: Any) -> bool:
    """Fish, tokens and a consumed stack: an ocean worth a screenshot."""
    has_tokens = p.count("egg") + p.count("young") > 0
    return has_tokens and len(p.visible_fish()) >= 5 and any(s.consumed for s in p.ocean)


def finished_game(setup: Setup, seed: int) -> Game:
    """``setup``'s game played to its end by the greedy policy."""
    game = Game(setup, seed)
    rng = Rng(seed)
    while not game.is_over:
        game.apply(greedy_policy(game, rng))
    return game


def screenshot(app: Any, scene: str, args: Namespace) -> bool:
    """Put Finspan's screen ``scene`` (`SCENES`) on the stack for ``--screenshot``, from a
    deterministic position; False if Finspan has no screen by that name."""
    from .scene import TableScene
    from .week_end import WeekEndScene

    seed = args.seed if args.seed is not None else 1
    setup = setup_from(args)
    if scene == "setup":
        app.nav.show_title()
        app.nav.open_setup("finspan")
    elif scene == "table":
        app.push(TableScene(app, demo_game(setup, seed)))
    elif scene == "week-end":
        game = Game(setup, seed)
        rng = Rng(seed)
        while True:
            events = game.apply(greedy_policy(game, rng))
            if any(isinstance(e, E.WeekEnded) and e.week == 2 for e in events):
                kinds = E.AchievementScored | E.BonusScored | E.RavelScored | E.WeekEnded
                summary: list[E.Event] = [e for e in events if isinstance(e, kinds)]
                break
        app.push(TableScene(app, game))
        week_end = WeekEndScene(app, game, summary)
        week_end.elapsed = 10.0  # counted up
        app.push(week_end)
    elif scene == "final":
        app.nav.open_final(finished_game(setup, seed))
    elif scene == "encyclopedia":
        app.nav.open_encyclopedia(game="finspan")
    else:
        return False
    return True
