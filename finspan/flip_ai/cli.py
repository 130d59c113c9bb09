"""``finspan flip simulate``, ``finspan flip tournament`` and ``finspan flip review``: their
arguments, checks and printing. The games are played by `finspan.flip_ai.simulation` and
`finspan.flip_ai.tournament`, and reviewed by `finspan.flip_ai.review`; this module only
reads the clock for them, and the file a review reads (`finspan.saves`, never written).

    finspan flip simulate --players N --games G --seed S [--mode coop|competitive]
        [--difficulty normal|difficult|advanced] [--policy random|greedy|hint]
        [--processes P] [--budget N] --json
    finspan flip tournament --seats hard,medium,easy [--games G] [--seed S] [--processes P]
        [--budget N] --json
    finspan flip review FILE [--seat N] [--budget B] [--seed S] [--json]

Bad arguments print a usage message and exit 2 (`argparse.ArgumentParser.error`); a file
or a seat a review cannot use prints one line and exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
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

    review = cmds.add_parser(
        "review", help="weigh one seat's turns or bids in a replay or save with the search"
    )
    review.add_argument("path", metavar="FILE", help="a replay or a save of Fish'n'Flip")
    review.add_argument("--seat", type=number(0, 4, "seat"), default=None, metavar="N",
                        dest="flip_seat", help="the seat to review (default: the first "
                        "person's)")  # fmt: skip
    review.add_argument("--budget", type=number(1, 1_000_000, "budget"), default=None,
                        metavar="B", help="options the search applies per turn")  # fmt: skip
    review.add_argument("--seed", type=seed, default=None, dest="flip_seed", metavar="S")
    review.add_argument("--json", action="store_true", help="print the full JSON result")
    review.set_defaults(subparser=review)


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
    if args.flip_command == "review":
        return _review(args)
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


def _refuse(message: str) -> int:
    print(f"finspan: {message}", file=sys.stderr)
    return 2


def _review(args: argparse.Namespace) -> int:
    """Run ``finspan flip review FILE``: load the replay or save (never written), review one
    seat, print it. A replay holding a review of that seat (at the ``--budget`` and
    ``--seed`` given, if given) prints it without searching again (JSON ``kept``: true). A
    file or seat that cannot be used: one line, exit 2."""
    from finspan.flip import Game
    from finspan.saves import SaveError, load_file
    from finspan.saves.models import FlipReviewModel, ReplayFile

    from .review import default_budget, review_game, reviewable_seats
    from .reviewed import FlipReview

    try:
        loaded = load_file(args.path)
    except SaveError as exc:
        return _refuse(str(exc))
    game = loaded.game
    if not isinstance(game, Game):
        return _refuse(f"flip review {args.path}: holds a game of Finspan, not Fish'n'Flip "
                       "(finspan review FILE reviews it)")  # fmt: skip
    seats = reviewable_seats(game)
    model = loaded.model
    controllers = model.controllers if isinstance(model, ReplayFile) else model.table.controllers
    seat = args.flip_seat
    if seat is None:
        people = [s for s in seats if s >= len(controllers) or controllers[s] == "person"]
        seat = (people or seats)[0]
    if seat not in seats:
        names = ", ".join(f"{s} ({game.names[s]})" for s in seats)
        return _refuse(f"flip review {args.path}: there is no seat {seat} at this table "
                       f"(seats: {names})")  # fmt: skip
    saved = model.review if isinstance(model, ReplayFile) else None
    kept = (
        isinstance(saved, FlipReviewModel) and saved.seat == seat
        and args.budget in (None, saved.budget) and args.flip_seed in (None, saved.seed)
    )  # fmt: skip
    if kept and saved is not None:
        result = FlipReview.from_dict(saved.model_dump(), game.names[seat])
    else:
        budget = args.budget or default_budget(game)
        result = review_game(game, seat, budget, args.flip_seed or 0)
    if args.json:
        head = {"file": str(args.path), "finished": game.is_over, "kept": kept}
        print(json.dumps(head | result.to_dict()))
        return 0
    _print_review(result, game.coop)
    return 0


def _print_review(review: Any, coop: bool) -> None:
    steps = "turns" if coop else "bidding rounds"
    print(f"{review.player} (seat {review.seat}), {len(review.steps)} {steps} with a choice, "
          f"budget {review.budget}: {review.summary()}")  # fmt: skip
    for s in review.losses():
        if coop:
            print(f"  turn {s.turn} (option {s.index}): {s.chosen_words}; best: "
                  f"{s.best_words}: {s.lost:.1f} animals lost")  # fmt: skip
        else:
            made = f"bid {s.bid}" if s.bid else "passed"
            if s.won:
                made += f", freed {s.freed} ({s.points:+d} points)"
            best = f"bid {s.best}: {s.best_words}" if s.best_points else "pass"
            print(f"  round {s.round} (option {s.index}): {s.mistake}: {made}; best: {best}: "
                  f"{s.lost} points lost")  # fmt: skip
