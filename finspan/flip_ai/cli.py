"""``finspan flip simulate`` and ``finspan flip tournament``: their arguments, checks and
printing. The games are played by `finspan.flip_ai.simulation` and
`finspan.flip_ai.tournament`; this module only reads the clock for them.

    finspan flip simulate --players N --games G --seed S [--mode coop|competitive]
        [--difficulty normal|difficult|advanced] [--policy random|greedy|hint]
        [--processes P] [--budget N] --json
    finspan flip tournament --seats hard,medium,easy [--games G] [--seed S] [--processes P]
        [--budget N] --json

Bad arguments print a usage message and exit 2 (`argparse.ArgumentParser.error`).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any

from .names import DIFFICULTIES, ENTRANTS, POLICIES

Number = Callable[[int, int, str], Callable[[str], int]]


def add_commands(sub: Any, number: Number, seed: Callable[[str], int]) -> None:
    """Add the ``flip`` command group to the ``finspan`` parser's subcommands ``sub``;
    ``number(lo, hi, what)`` and ``seed`` read whole numbers as ``finspan``'s other
    commands do."""
    flip = sub.add_parser("flip", help="Fish'n'Flip headless: simulate games, run tournaments")
    flip.set_defaults(subparser=flip)
    cmds = flip.add_subparsers(dest="flip_command", metavar="COMMAND", required=True)

    sim = cmds.add_parser("simulate", help="play complete games with a built-in policy")
    sim.add_argument("--players", type=number(1, 5, "players"), required=True, metavar="N",
                     dest="flip_players")  # fmt: skip
    sim.add_argument("--games", type=number(1, 1_000_000, "games"), required=True, metavar="G")
    sim.add_argument("--seed", type=seed, required=True, dest="flip_seed", metavar="S")
    sim.add_argument("--mode", choices=("coop", "competitive"), default="coop")
    sim.add_argument("--difficulty", choices=DIFFICULTIES, default=None,
                     help="cooperative waste (advanced: the difficult mix with metal and "
                     "oil); default normal")  # fmt: skip
    sim.add_argument("--policy", choices=POLICIES, default="random",
                     help="greedy frees the most this turn; hint is the hint's search")  # fmt: skip
    _common(sim, number)
    sim.set_defaults(subparser=sim)

    tour = cmds.add_parser("tournament", help="computer bidders against each other")
    tour.add_argument("--seats", required=True, metavar="A,B,...",
                      help=f"one of {', '.join(ENTRANTS)} per seat (2 to 5)")  # fmt: skip
    tour.add_argument("--games", type=number(1, 1_000_000, "games"), default=10, metavar="G")
    tour.add_argument("--seed", type=seed, default=0, dest="flip_seed", metavar="S")
    _common(tour, number)
    tour.set_defaults(subparser=tour)


def _common(parser: argparse.ArgumentParser, number: Number) -> None:
    parser.add_argument("--processes", type=number(1, 64, "processes"), default=1, metavar="P")
    parser.add_argument("--budget", type=number(1, 1_000_000, "budget"), default=None,
                        metavar="N", help="options the search applies per turn")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the full JSON result")


def run(args: argparse.Namespace) -> int:
    """Run ``finspan flip simulate`` or ``tournament``; exit 0 when no game raised an error,
    else 1 (bad arguments have exited 2 already)."""
    parser: argparse.ArgumentParser = args.subparser
    if args.flip_command == "simulate":
        return _simulate(args, parser)
    return _tournament(args, parser)


def _simulate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .simulation import simulate

    if args.mode == "competitive":
        if args.difficulty is not None:
            parser.error("--difficulty is for the cooperative game (--mode coop)")
        if args.flip_players < 2:
            parser.error("--players: the competitive game has 2 to 5 players")
    result = simulate(
        args.mode, args.flip_players, args.games, args.flip_seed, args.policy,
        args.difficulty or "normal", args.processes, args.budget, clock=time.perf_counter,
    )  # fmt: skip
    if args.json:
        print(json.dumps(result))
        return 0 if result["errors"] == 0 else 1
    print(f"{result['games']} games, {result['errors']} errors, {result['seconds']} s "
          f"({result['games_per_second']} games/s)")  # fmt: skip
    s = result["summary"]
    if args.mode == "coop":
        left, net = s["animals_left_won"], s["animals_in_net_all"]
        print(f"  lost {s['lost']} ({s['loss_rate']}, 95% {s['loss_interval95']}); animals "
              f"left when not lost {left['mean']} (95% {left['interval95']}); in the net at "
              f"the end of every game {net['mean']} (95% {net['interval95']})")  # fmt: skip
    else:
        print(f"  mean scores by seat {s['mean_scores']}")
    for r in result["results"][:20]:
        print(f"  seed {r['seed']}: {r.get('error') or _game_line(r)}")
    return 0 if result["errors"] == 0 else 1


def _game_line(r: dict[str, Any]) -> str:
    if "scores" in r:
        return f"scores {r['scores']}, winners {r['winners']}"
    if r["lost"]:
        return f"lost after {r['turns']} turns"
    return f"won after {r['turns']} turns, {r['animals_left']} animals left"


def _tournament(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .tournament import run_tournament

    seats = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
    for name in seats:
        if name not in ENTRANTS:
            parser.error(f"--seats: each seat is one of {', '.join(ENTRANTS)}, not {name!r}")
    if not 2 <= len(seats) <= 5:
        parser.error("--seats: a competitive game has 2 to 5 seats")
    result = run_tournament(seats, args.games, args.flip_seed, args.processes, args.budget,
                            clock=time.perf_counter)  # fmt: skip
    if args.json:
        print(json.dumps(result))
        return 0 if result["errors"] == 0 else 1
    print(f"{result['games']} games, {result['errors']} errors, {result['seconds']} s")
    for s in result["standings"]:
        lo, hi = s["interval95"]
        print(f"  {s['seat']}: {s['wins']} wins of {s['games']} ({s['win_rate']}, 95% "
              f"{lo}-{hi}), mean score {s['mean_score']}")  # fmt: skip
    for p in result["pairings"]:
        lo, hi = p["interval95"]
        print(f"  {p['first']} ahead of {p['second']}: {p['rate']} (95% {lo}-{hi})")
    return 0 if result["errors"] == 0 else 1
