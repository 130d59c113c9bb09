"""``finspan puzzles make|check|list|show`` and ``finspan daily``: their arguments and
printing. The work is done by `finspan.puzzles` (mining, checking, the daily deal); this
module reads the clock (CPU time, for the record of a run and a run's time limit) and the
files.

    finspan puzzles make --game flip --seed S --count N --out FILE
    finspan puzzles make --game finspan --seed S --games G [--cpu-seconds X] --raw RAW --out FILE
    finspan puzzles check [--game G] [--quick] [--limit N] [--file F] [--json]
    finspan puzzles list [--game G] [--theme T] [--file F] [--json]
    finspan puzzles show ID [--file F] [--json]
    finspan daily [--game G] [--date YYYY-MM-DD] [--json]

Bad arguments print a usage message and exit 2 (``list`` and ``show``: one line naming what is
wrong, e.g. a puzzle id that is not in the file); ``check`` exits 1 when a puzzle fails.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

Number = Callable[[int, int, str], Callable[[str], int]]


def add_commands(sub: Any, number: Number, seed: Callable[[str], int]) -> None:
    """Add ``puzzles`` and ``daily`` to the ``finspan`` parser's subcommands ``sub``."""
    puzzles = sub.add_parser("puzzles", help="make and check the shipped puzzles")
    puzzles.set_defaults(subparser=puzzles)
    cmds = puzzles.add_subparsers(dest="puzzles_command", metavar="COMMAND", required=True)

    make = cmds.add_parser("make", help="mine puzzles from self-play of the computer players")
    make.add_argument("--game", choices=("finspan", "flip"), required=True)
    make.add_argument("--seed", type=seed, required=True, dest="puzzles_seed", metavar="S")
    make.add_argument("--count", type=number(1, 100_000, "count"), default=None, metavar="N",
                      help="flip: puzzles to find (40%% of them competitive)")  # fmt: skip
    make.add_argument("--games", type=number(1, 1_000_000, "games"), default=None,
                      metavar="G", help="games to mine (finspan: needed)")  # fmt: skip
    make.add_argument("--cpu-seconds", type=number(1, 10**7, "cpu seconds"), default=None,
                      metavar="X", help="finspan: stop mining after X s of CPU")  # fmt: skip
    make.add_argument("--raw", metavar="RAW", help="finspan: the raw findings (resumed)")
    make.add_argument(
        "--out",
        required=True,
        metavar="FILE",
        help="the puzzle file to write (the other game's puzzles are kept)",
    )
    make.set_defaults(subparser=make)

    check = cmds.add_parser("check", help="check puzzles against the engine")
    check.add_argument("--game", choices=("finspan", "flip"), default=None)
    check.add_argument("--file", metavar="FILE", default=None,
                       help="a puzzle file (default: the shipped one)")  # fmt: skip
    check.add_argument("--quick", action="store_true",
                       help="finspan: the fast check instead of every search")  # fmt: skip
    check.add_argument("--limit", type=number(1, 1_000_000, "limit"), default=None, metavar="N",
                       help="only the first N puzzles (of each game asked for)")  # fmt: skip
    check.add_argument("--json", action="store_true", help="print the results as JSON")
    check.set_defaults(subparser=check)

    listing = cmds.add_parser("list", help="the puzzles: id, rating, themes and goal")
    listing.add_argument("--game", default=None, metavar="G", help="finspan or flip")
    listing.add_argument("--theme", default=None, metavar="T", help="only puzzles with theme T")
    listing.add_argument("--file", metavar="FILE", default=None,
                         help="a puzzle file (default: the shipped one)")  # fmt: skip
    listing.add_argument("--json", action="store_true", help="print as JSON")
    listing.set_defaults(subparser=listing)

    show = cmds.add_parser("show", help="one puzzle: its position, goal and solution")
    show.add_argument("puzzle_id", metavar="ID", help="a puzzle's id, e.g. flip-00453ad3")
    show.add_argument("--file", metavar="FILE", default=None,
                      help="a puzzle file (default: the shipped one)")  # fmt: skip
    show.add_argument("--json", action="store_true", help="the whole puzzle as JSON")
    show.set_defaults(subparser=show)

    daily = sub.add_parser("daily", help="the game of the day: its seed and setup")
    daily.add_argument("--game", choices=("finspan", "flip"), default="finspan")
    daily.add_argument("--date", type=_date, default=None, dest="daily_date",
                       metavar="YYYY-MM-DD", help="default: today")  # fmt: skip
    daily.add_argument("--json", action="store_true", help="print as JSON")
    daily.set_defaults(subparser=daily)


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a date is written YYYY-MM-DD, not {text!r}") from None


def run(args: argparse.Namespace) -> int:
    """Run ``finspan puzzles ...`` (``args.command == "puzzles"``) or ``finspan daily``."""
    if args.command == "daily":
        return _daily(args)
    if args.puzzles_command == "make":
        return _make(args, args.subparser)
    if args.puzzles_command == "list":
        return _list(args)
    if args.puzzles_command == "show":
        return _show(args)
    return _check(args)


def _refuse(words: str) -> int:
    """Bad input to ``list`` or ``show``: one line on stderr, exit 2."""
    print(f"finspan: {words}", file=sys.stderr)
    return 2


def _list(args: argparse.Namespace) -> int:
    from .model import GAMES, PuzzleFileError, read_puzzles

    if args.game is not None and args.game not in GAMES:
        return _refuse(f"no puzzles of a game {args.game!r} (the games are: {', '.join(GAMES)})")
    try:
        found = read_puzzles(args.file).of_game(args.game)
    except PuzzleFileError as exc:
        return _refuse(str(exc))
    themes = sorted({t for p in found for t in p.themes})
    if args.theme is not None and args.theme not in themes:
        return _refuse(f"no puzzle has the theme {args.theme!r} (the themes are: "
                       f"{', '.join(themes)})")  # fmt: skip
    chosen = [p for p in found if args.theme is None or args.theme in p.themes]
    if args.json:
        print(json.dumps([_summary(p) for p in chosen], ensure_ascii=False))
        return 0
    for p in chosen:
        print(f"{p.id}  {p.rating:4d}  {', '.join(p.themes)}: {p.goal}")
    print(f"{len(chosen)} puzzles")
    return 0


def _summary(p: Any) -> dict[str, Any]:
    """What ``list --json`` says of a puzzle (``show --json`` gives all of it)."""
    return {"id": p.id, "game": p.game, "rating": p.rating, "themes": list(p.themes),
            "goal": p.goal, "seat": p.seat, "options": p.options}  # fmt: skip


def _show(args: argparse.Namespace) -> int:
    from .model import PuzzleFileError, read_puzzles

    try:
        found = read_puzzles(args.file)
    except PuzzleFileError as exc:
        return _refuse(str(exc))
    puzzle = next((p for p in found.puzzles if p.id == args.puzzle_id), None)
    if puzzle is None:
        return _refuse(f"no puzzle {args.puzzle_id[:60]!r} (finspan puzzles list shows the ids)")
    if args.json:
        print(json.dumps(puzzle.model_dump(mode="json"), ensure_ascii=False))
        return 0
    print(f"{puzzle.id}: {puzzle.goal}")
    print(f"rating {puzzle.rating} · themes {', '.join(puzzle.themes)} · seat {puzzle.seat} · "
          f"{puzzle.options} options")  # fmt: skip
    if puzzle.before:
        print(f"before: {', '.join(puzzle.before)}")
    slot = f" ({puzzle.slot})" if puzzle.slot else ""
    print(f"solution: {puzzle.answer}{slot}")
    print()
    print(puzzle.position.rstrip("\n"))
    return 0


def _daily(args: argparse.Namespace) -> int:
    from .daily import daily_info

    info = daily_info(args.game, args.daily_date or date.today())
    if args.json:
        print(json.dumps(info))
    else:
        print(f"{info['title']} of {info['date']}: seed {info['seed']}, {info['words']}")
    return 0


def _check(args: argparse.Namespace) -> int:
    from .check import check_all
    from .model import PuzzleFileError, read_puzzles

    try:
        found = read_puzzles(args.file)
    except PuzzleFileError as exc:
        print(f"finspan: {exc}", file=sys.stderr)
        return 2
    games = [args.game] if args.game else ["finspan", "flip"]
    puzzles = [p for g in games for p in found.of_game(g)[: args.limit]]
    began = time.process_time()
    results = []
    for r in check_all(puzzles, full=not args.quick):
        results.append(r)
        if not args.json and not r.ok:
            print(f"  FAILED {r.id}: {r.problem} ({r.detail})")
    failed = [r for r in results if not r.ok]
    seconds = round(time.process_time() - began, 1)
    if args.json:
        print(json.dumps({"checked": len(results), "failed": len(failed), "cpu_seconds": seconds,
                          "results": [r.to_dict() for r in results]}))  # fmt: skip
    else:
        print(f"{len(results)} puzzles checked, {len(failed)} failed ({seconds} s of CPU)")
    return 1 if failed else 0


def _make(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .model import Puzzle, PuzzleFileError, dump_puzzles, read_puzzles

    out = Path(args.out)
    kept: list[Puzzle] = []
    made: dict[str, dict[str, Any]] = {}
    if out.exists():
        try:
            old = read_puzzles(out)
        except PuzzleFileError as exc:
            print(f"finspan: {exc}", file=sys.stderr)
            return 2
        kept = [p for p in old.puzzles if p.game != args.game]
        made = {k: v for k, v in old.made.items() if k != args.game}
    began = time.process_time()
    if args.game == "flip":
        if args.count is None:
            parser.error("make --game flip needs --count N")
        found, note = _make_flip(args.puzzles_seed, args.count, args.games)
    else:
        if args.games is None or args.raw is None:
            parser.error("make --game finspan needs --games G and --raw FILE")
        found, note = _make_finspan(args.puzzles_seed, args.games, Path(args.raw),
                                    args.cpu_seconds)  # fmt: skip
    note["cpu_seconds_this_run"] = round(time.process_time() - began, 1)
    made[args.game] = note
    out.write_text(dump_puzzles([*kept, *found], made), encoding="utf-8")
    print(f"{len(found)} {args.game} puzzles written to {out}")
    return 0


def _make_flip(seed: int, count: int, games: int | None) -> tuple[list[Any], dict[str, Any]]:
    from .flip_make import mine

    found: list[Any] = []
    competitive = round(count * 0.4)
    limits = {"coop": count - competitive, "competitive": competitive}
    played: dict[str, int] = {}
    for mode, n in limits.items():
        played[mode] = mine(mode, seed, games or 100_000, found.append, n)
    note = {"command": f"finspan puzzles make --game flip --seed {seed} --count {count}",
            "seed": seed, "games": played, "count": len(found)}  # fmt: skip
    return found, note


def _make_finspan(seed: int, games: int, raw: Path,
                  cpu_seconds: int | None) -> tuple[list[Any], dict[str, Any]]:  # fmt: skip
    from .finspan_make import make_puzzle
    from .finspan_search import AGREE, BUDGET, MARGIN, SEARCHES
    from .raw import read_raw, run_raw

    def log(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    run_raw(raw, seed, games, time.process_time, cpu_seconds, log)
    done, findings = read_raw(raw)
    first_missing = next((i for i in range(games) if i not in done), games)
    findings = [f for f in findings if f["index"] < first_missing]
    found = [p for p in (make_puzzle(f, seed) for f in findings) if p is not None]
    note = {
        "command": f"finspan puzzles make --game finspan --seed {seed} --games "
                   f"{first_missing} --raw RAW",
        "seed": seed, "games": first_missing,
        "mining_cpu_seconds": round(sum(v for i, v in done.items() if i < first_missing)),
        "findings": len(findings), "count": len(found), "budget": BUDGET, "margin": MARGIN,
        "searches": SEARCHES, "agree": AGREE,
    }  # fmt: skip
    return found, note
