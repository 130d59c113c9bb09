"""The ``finspan`` command line: launch the game, or use it headless.

    finspan                                   open the game window
    finspan --version
    finspan --verbose ...                     also print the log to the terminal
    finspan --screenshot PATH [--scene S] [--players N | --solo D] [--seed S] [--size WxH]
    finspan --autoplay [--players N [--computers LEVELS] | --solo D] [--seed S]
    finspan --autoplay --game flip [--mode coop|competitive] [--players N [--computers LEVELS]]
                                              [--seed S]  a whole Fish'n'Flip game
    finspan --position PATH                   open the table at a position (docs/POSITION.md)
    finspan cards --json                      the card catalog as JSON
    finspan simulate --players N --games G --seed S [--policy random|greedy|easy|medium|hard] ...
    finspan simulate --solo --difficulty D [--ravel X] --games G --seed S ... --json
    finspan tournament --seats hard,medium [--games G] [--seed S] [--budget N] [--board A|B]
                       [--solo D] --json  computer players against each other
    finspan save-info PATH                    a JSON summary of a save file
    finspan review PATH [--seat N] [--budget N] [--seed S] [--json]
                                              one person's decisions weighed by Hard's search
    finspan flip simulate --players N --games G --seed S [--mode coop|competitive]
                 [--difficulty normal|difficult|advanced] [--policy random|greedy|hint] --json
    finspan flip tournament --seats hard,medium,easy --games G --seed S --json
    finspan flip review FILE [--seat N] [--budget B] [--seed S] [--json]
                                              Fish'n'Flip headless (finspan/flip_ai/cli.py)
    finspan puzzles make|check ...            mine and check the shipped puzzles
    finspan daily [--game G] [--date D] [--json]
                                              the game of the day (finspan/puzzles/cli.py)

Bad arguments print a usage message and exit 2; a file or folder named on the command line
that cannot be used gives one line (``finspan: ...``) and exit 2, before any window opens.
Files are read through `finspan.boundary` (regular files only, size-limited, strict UTF-8).
Owns argument parsing and printing only.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import __version__

#: Largest --position file read (4 bytes for each of a position's 200,000 characters).
POSITION_MAX_BYTES = 800_000

SCENES = (
    "title",
    "setup",
    "table",
    "week-end",
    "final",
    "encyclopedia",
    "rules",
    "settings",
    "stats",
    "flip-setup",
    "flip-table",
    "flip-bidding",
    "flip-final",
)


#: What a one-person hot-seat game is (`Setup.practice`).
PRACTICE = "a practice game: you alone, with no opponent"


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 7680x4320)")
    return w, h


def _int_range(lo: int, hi: int, what: str):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number, not {text!r}"
            ) from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{what} must be {lo} to {hi}, not {value}")
        return value

    return parse


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("seed must not be negative")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="finspan",
        description="Finspan: the fish-themed engine-building board game, for the desktop.",
    )
    parser.add_argument("--version", action="version", version=f"finspan {__version__}")
    parser.add_argument(
        "--verbose", action="store_true",
        help="also print the log (finspan.log in the user log folder) to the terminal",
    )  # fmt: skip
    view = parser.add_argument_group("headless rendering and autoplay")
    view.add_argument("--screenshot", metavar="PATH", help="render a scene to a PNG and exit")
    view.add_argument("--scene", choices=SCENES, default="table", help="scene for --screenshot")
    view.add_argument(
        "--autoplay", action="store_true", help="play a whole game by synthetic input"
    )
    view.add_argument("--players", type=_int_range(1, 5, "players"),
                      help=f"hot-seat players (1-5; 1 is {PRACTICE})")  # fmt: skip
    view.add_argument("--computers", metavar="LEVELS",
                      help="with --players N: the last seats are computer players at "
                      "these levels, e.g. hard or easy,medium (1 to N-1 of easy, medium, "
                      "hard)")  # fmt: skip
    view.add_argument("--solo", type=_int_range(1, 5, "difficulty"), metavar="D",
                      help="a solo game against Nautoma at difficulty D (1-5)")  # fmt: skip
    view.add_argument(
        "--ravel",
        type=int,
        choices=(2, 3, 4),
        metavar="X",
        dest="solo_ravel",
        help="with --solo D: play with the Ravel card at strength X (2, 3 or 4)",
    )
    view.add_argument("--game", default=None, metavar="GAME",
                      help="with --autoplay or --players: finspan (the default) or flip "
                      "(Fish'n'Flip)")  # fmt: skip
    view.add_argument("--mode", default=None, metavar="MODE",
                      help="with --game flip: coop (the default, 1-5 players) or "
                      "competitive (2-5 players)")  # fmt: skip
    view.add_argument("--seed", type=_seed, default=None, help="random seed")
    view.add_argument("--size", type=_size, default=None, metavar="WxH", help="window size")
    view.add_argument("--fullscreen", action="store_true", help="start in full screen")
    view.add_argument("--position", metavar="PATH", help="open the table at a position file")
    view.add_argument("--save-dir", metavar="DIR", help="keep saves in DIR instead of the default")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    cards = sub.add_parser("cards", help="print the card catalog")
    cards.add_argument("--json", action="store_true", help="as JSON (the only format)")

    sim = sub.add_parser("simulate", help="play complete games headless with a built-in policy")
    who = sim.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", type=_int_range(1, 5, "players"), dest="sim_players", metavar="N")
    who.add_argument("--solo", action="store_true", dest="sim_solo", help="against Nautoma")
    sim.add_argument(
        "--difficulty", type=_int_range(1, 5, "difficulty"), metavar="D", help="Nautoma 1-5"
    )
    sim.add_argument("--ravel", type=int, choices=(2, 3, 4), metavar="X", help="Ravel 2, 3 or 4")
    sim.add_argument("--games", type=_int_range(1, 1_000_000, "games"), required=True, metavar="G")
    sim.add_argument("--seed", type=_seed, required=True, dest="sim_seed", metavar="S")
    sim.add_argument("--policy", choices=("random", "greedy", "easy", "medium", "hard"),
                     default="random", help="easy, medium, hard: a computer player")  # fmt: skip
    sim.add_argument("--board", choices=("A", "B"), default="A")
    sim.add_argument(
        "--keep-one-card",
        action="store_true",
        help="official empty-deck variant: keep 1 card in your discard pile",
    )
    sim.add_argument("--json", action="store_true", help="print the full JSON result")
    sim.add_argument("--save-dir", metavar="DIR", help="write a final save of each game here")
    sim.set_defaults(subparser=sim)

    tour = sub.add_parser("tournament", help="play computer players against each other")
    tour.add_argument("--seats", required=True, metavar="A,B,...",
                      help="easy, medium, hard, greedy or random, one per seat")  # fmt: skip
    tour.add_argument("--games", type=_int_range(1, 1_000_000, "games"), default=10, metavar="G")
    tour.add_argument("--seed", type=_seed, default=0, dest="tour_seed", metavar="S")
    tour.add_argument("--budget", type=_int_range(1, 100_000, "budget"), default=None,
                      metavar="N", help="Hard's playouts per decision")  # fmt: skip
    tour.add_argument("--board", choices=("A", "B"), default="A")
    tour.add_argument("--solo", type=_int_range(1, 5, "difficulty"), dest="tour_solo",
                      metavar="D", help="one seat against Nautoma at difficulty D")  # fmt: skip
    tour.add_argument("--processes", type=_int_range(1, 64, "processes"), default=None)
    tour.add_argument("--progress", action="store_true", help="a line per game on stderr")
    tour.add_argument("--json", action="store_true", help="print the full JSON result")
    tour.set_defaults(subparser=tour)

    info = sub.add_parser("save-info", help="print a JSON summary of a save file")
    info.add_argument("path", metavar="PATH")

    review = sub.add_parser(
        "review", help="weigh one person's decisions in a replay or save with Hard's search"
    )
    review.add_argument("path", metavar="PATH", help="a replay or a save file")
    review.add_argument("--seat", type=_int_range(0, 4, "seat"), default=None, metavar="N",
                        help="the person's seat, 0 first (default: the first person)")  # fmt: skip
    review.add_argument("--budget", type=_int_range(8, 100_000, "budget"), default=None,
                        metavar="N", help="Hard's playouts per decision")  # fmt: skip
    review.add_argument("--seed", type=_seed, default=0, dest="review_seed", metavar="S")
    review.add_argument("--json", action="store_true", help="print the full JSON result")

    from .flip_ai.cli import add_commands

    add_commands(sub, _int_range, _seed)
    from .puzzles.cli import add_commands as add_puzzle_commands

    add_puzzle_commands(sub, _int_range, _seed)
    return parser


def cards_json() -> list[dict[str, Any]]:
    """The catalog in the shape of ``finspan cards --json``."""
    from .engine import CATALOG, TAG_NAMES

    out = []
    for fish in CATALOG.all:
        cost = fish.cost
        out.append(
            {
                "name": fish.name,
                "group": fish.group,
                "points": fish.points,
                "length_cm": fish.length_cm,
                "size": fish.size.value,
                "zones": [z.value for z in fish.zones],
                "deepwater_only": fish.deepwater_only,
                "band": fish.band.label if fish.band is not None else None,
                "cost": {
                    "cards": cost.cards,
                    "eggs": cost.eggs,
                    "young": cost.young,
                    "schools": cost.schools,
                    "consume": cost.consume,
                },
                "tags": {name: getattr(fish.tags, name) for name in TAG_NAMES},
                "trigger": fish.trigger.value if fish.trigger else None,
                "all_players": fish.all_players,
            }
        )
    return out


def _simulate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .engine import SetupError, setup_for, simulate

    if args.sim_solo and args.difficulty is None:
        parser.error("simulate --solo needs --difficulty D (1-5)")
    if not args.sim_solo and (args.difficulty is not None or args.ravel is not None):
        parser.error("--difficulty and --ravel go with --solo")
    try:
        setup = setup_for(
            players=args.sim_players or 2, board=args.board, solo=args.sim_solo,
            difficulty=args.difficulty or 0, ravel=args.ravel or 0,
            keep_one_card=args.keep_one_card,
        )  # fmt: skip
    except SetupError as exc:
        parser.error(str(exc))
    on_game = None
    not_saved: dict[int, str] = {}  # seed -> why its save failed (the game itself was fine)
    if args.save_dir:
        from .saves.store import SaveError, SaveStore

        problem = _folder_problem(args.save_dir, create=True)
        if problem:
            print(f"finspan: --save-dir {args.save_dir}: {problem}", file=sys.stderr)
            return 2
        store = SaveStore(args.save_dir)

        def on_game(game) -> None:
            try:
                store.write_game(game, f"seed-{game.seed}")
            except SaveError as exc:
                not_saved[game.seed] = str(exc)

    policy = args.policy
    if policy in ("easy", "medium", "hard"):
        from .ai import level_policy

        policy = level_policy(policy)
    result = simulate(
        setup, args.games, args.sim_seed, policy, clock=time.perf_counter, on_game=on_game
    )
    if not_saved:
        result["save_errors"] = [{"seed": k, "error": v} for k, v in sorted(not_saved.items())]
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['games']} games, {result['errors']} errors, {result['seconds']} s "
            f"({result['games_per_second']} games/s)"
        )
        for r in result["results"][:20]:
            if "error" in r:
                print(f"  seed {r['seed']}: ERROR {r['error']}")
            else:
                totals = ", ".join(str(s["total"]) for s in r["scores"])
                saved = f"; NOT SAVED: {not_saved[r['seed']]}" if r["seed"] in not_saved else ""
                print(f"  seed {r['seed']}: scores {totals}; winners {r['winners']}{saved}")
        if not_saved:
            print(f"{len(not_saved)} game(s) could not be saved", file=sys.stderr)
    return 0 if result["errors"] == 0 and not not_saved else 1


def _folder_problem(folder: str, *, create: bool = False) -> str | None:
    """Why files cannot be written into ``folder`` (created first if ``create``), or None."""
    path = Path(folder).expanduser()
    if create:
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return f"cannot be created ({exc.strerror or type(exc).__name__})"
    if not path.exists():
        return "does not exist"
    if not path.is_dir():
        return "is not a folder"
    if not os.access(path, os.W_OK | os.X_OK):
        return "cannot be written to (permission denied)"
    return None


def _check_files(args: argparse.Namespace) -> int | None:
    """Check the files the window run needs before any window opens: the folder of
    ``--screenshot`` and the ``--position`` file (read through the boundary and loaded; the
    game is kept as ``args.position_game``). Returns an exit code after printing one line,
    or None when all is well."""
    if args.screenshot:
        target = Path(args.screenshot).expanduser()
        if target.is_dir():
            print(f"finspan: --screenshot {args.screenshot}: is a folder; name a .png file",
                  file=sys.stderr)  # fmt: skip
            return 2
        folder = str(target.parent)
        problem = _folder_problem(folder)
        if problem:
            print(f"finspan: --screenshot {args.screenshot}: the folder {folder} {problem}",
                  file=sys.stderr)  # fmt: skip
            return 2
    if args.position:
        from .boundary import BoundaryError, read_text
        from .core.position import PositionError
        from .games import load_any_position

        try:  # a position is at most 200,000 characters (load_position says so in one line)
            text = read_text(args.position, POSITION_MAX_BYTES)
            args.position_game = load_any_position(text)
        except FileNotFoundError:
            print(f"finspan: --position {args.position}: no such file", file=sys.stderr)
            return 2
        except (BoundaryError, PositionError) as exc:
            print(f"finspan: --position {args.position}: {exc}", file=sys.stderr)
            return 2
    return None


def _save_info(path: str) -> int:
    from .saves.store import SaveError, save_summary

    try:
        print(json.dumps(save_summary(path)))
    except SaveError as exc:
        print(f"finspan: {exc}", file=sys.stderr)
        return 2
    return 0


#: The games ``--game`` names, and Fish'n'Flip's modes with their fewest and most seats
#: (FLIP-RULES.md 3, 8 and 9).
GAMES = ("finspan", "flip")
FLIP_MODES: dict[str, tuple[int, int]] = {"coop": (1, 5), "competitive": (2, 5)}


def _game_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with ``--game`` and ``--mode`` and the flags beside them, in one line,
    or None. Fish'n'Flip's seats default to 1 (coop) or 2 (competitive)."""
    game = args.game or "finspan"
    if game not in GAMES:
        return f"--game must be finspan or flip, not {game!r}"
    if game == "finspan":
        return "--mode goes with --game flip (Finspan has no modes)" if args.mode else None
    if args.screenshot:
        return "--game flip does not go with --screenshot: use --scene flip-table and the like"
    mode = args.mode or "coop"
    if mode not in FLIP_MODES:
        return f"--mode must be coop or competitive, not {mode!r}"
    for flag, value in (("--solo", args.solo), ("--ravel", args.solo_ravel),
                        ("--position", args.position)):  # fmt: skip
        if value:
            return f"{flag} is Finspan's; it does not go with --game flip"
    lo, hi = FLIP_MODES[mode]
    players = args.players or lo
    if not lo <= players <= hi:
        return f"--players: the {mode} game of Fish'n'Flip has {lo} to {hi} players, not {players}"
    if not args.autoplay and not args.players:
        return "--game flip goes with --autoplay or --players N"
    return None


def _frontend(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    problem = _game_problem(args)
    if problem:
        print(f"finspan: {problem}", file=sys.stderr)
        return 2
    if args.players and args.solo:
        parser.error("choose --players N or --solo D, not both")
    if args.solo_ravel and not args.solo:
        parser.error("--ravel X goes with --solo D")
    if args.computers is not None:
        levels = [w.strip() for w in args.computers.split(",")]
        if not args.players:
            parser.error("--computers needs --players N (the seats they take)")
        if any(level not in ("easy", "medium", "hard") for level in levels):
            parser.error("--computers: each level must be easy, medium or hard")
        if not 1 <= len(levels) < args.players:
            parser.error(f"--computers: 1 to {args.players - 1} computer players for "
                         f"{args.players} seats (at least one person)")  # fmt: skip
    if args.players == 1 and args.game != "flip":
        note = f"finspan: --players 1 is {PRACTICE}; --solo D plays against Nautoma"
        print(note, file=sys.stderr)
    code = _check_files(args)
    if code is not None:
        return code
    from .logs import setup_logging

    log_file = setup_logging(verbose=args.verbose)
    logging.getLogger("finspan").info(
        "finspan %s starting (Python %s on %s); log %s", __version__,
        platform.python_version(), platform.platform(), log_file,
    )  # fmt: skip
    try:
        from .app import launch
    except ImportError as exc:  # a broken install, not a user error
        print(f"finspan: the game window is not available ({exc}).", file=sys.stderr)
        print("Headless commands still work: finspan simulate --help", file=sys.stderr)
        return 1
    return launch.run(args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "cards":
        print(json.dumps(cards_json(), ensure_ascii=False, indent=1 if not args.json else None))
        return 0
    if args.command == "simulate":
        return _simulate(args, args.subparser)
    if args.command == "tournament":
        from .ai.cli import tournament_command

        return tournament_command(args, args.subparser)
    if args.command == "save-info":
        return _save_info(args.path)
    if args.command == "review":
        from .ai.cli import review_command

        return review_command(args)
    if args.command == "flip":
        from .flip_ai.cli import run

        return run(args)
    if args.command in ("puzzles", "daily"):
        from .puzzles.cli import run as run_puzzles

        return run_puzzles(args)
    if args.screenshot and args.autoplay:
        parser.error("--screenshot and --autoplay are separate runs")
    return _frontend(args, parser)


if __name__ == "__main__":  # pragma: no cover
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
