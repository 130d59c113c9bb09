"""``finspan tournament``: parse the seats, run the games, print the standings.

Owns that command's checking and printing only; `finspan.ai.tournament` plays the games.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from .players import DEFAULT_BUDGET
from .tournament import ENTRANTS, run_tournament


def tournament_command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Run ``finspan tournament``; exit 0 when no game raised an error, else 1."""
    seats = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
    for name in seats:
        if name not in ENTRANTS:
            parser.error(f"--seats: each seat is one of {', '.join(ENTRANTS)}, not {name!r}")
    if args.tour_solo is not None and len(seats) != 1:
        parser.error("--solo D plays one seat against Nautoma: give exactly one seat")
    if args.tour_solo is None and not 1 <= len(seats) <= 5:
        parser.error("--seats: a game has 1 to 5 seats")
    processes = args.processes or min(2, os.cpu_count() or 1)
    on_game = _progress if args.progress else None
    result = run_tournament(
        seats, args.games, args.tour_seed, args.budget or DEFAULT_BUDGET, args.board,
        args.tour_solo, processes, on_game,
    )  # fmt: skip
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['games']} games, {result['errors']} errors, {result['seconds']} s")
        for s in result["standings"]:
            lo, hi = s["interval95"]
            print(
                f"  {s['seat']}: {s['wins']} wins of {s['games']} ({s['win_rate']}, "
                f"95% {lo}-{hi}), mean score {s['mean_score']}"
            )
    return 0 if result["errors"] == 0 else 1


def _progress(r: dict[str, Any]) -> None:
    what = r.get("error") or f"totals {r['totals']}, winners {r['winners']}"
    print(f"game {r['index']} (deal {r['seed']}, order {r['order']}): {what}", file=sys.stderr)
