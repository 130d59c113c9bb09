"""``finspan tournament`` (parse the seats, run the games, print the standings) and
``finspan review`` (load a replay or save, print the review of one person's decisions).

Owns those commands' checking and printing only; `finspan.ai.tournament` plays the games
and `finspan.ai.review` weighs the decisions.
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


def review_command(args: argparse.Namespace) -> int:
    """Run ``finspan review PATH``: load the replay or save (never written), review one
    person's decisions, print them. A replay holding a review of that seat at that budget
    (if given) and seed prints it without searching again (JSON ``kept``: true). A file or
    seat that cannot be used: one line, exit 2."""
    from finspan.engine import Game
    from finspan.saves import SaveError, load_file

    from .review import Review, default_budget, review_game, reviewable_seats

    try:
        loaded = load_file(args.path)
    except SaveError as exc:
        print(f"finspan: {exc}", file=sys.stderr)
        return 2
    game = loaded.game
    if not isinstance(game, Game):
        print(f"finspan: review {args.path}: holds a game of Fish'n'Flip, not Finspan "
              "(finspan flip review FILE reviews it)", file=sys.stderr)  # fmt: skip
        return 2
    people = reviewable_seats(game)
    seat = args.seat
    if seat is None:
        controllers = loaded.table.controllers
        chosen = [s for s in people if s >= len(controllers) or controllers[s] == "person"]
        seat = (chosen or people)[0]
    if seat not in people:
        names = ", ".join(f"{s} ({game.players[s].name})" for s in people)
        print(f"finspan: review {args.path}: seat {seat} is not a person at this table "
              f"(people: {names})", file=sys.stderr)  # fmt: skip
        return 2
    saved = getattr(loaded.model, "review", None)
    kept = saved is not None and (saved.seat, saved.seed) == (seat, args.review_seed) and (
        args.budget in (None, saved.budget))
    if kept and saved is not None:
        result = Review.from_dict(saved.model_dump(), game.players[seat].name)
    else:
        result = review_game(game, seat, args.budget or default_budget(game), args.review_seed)
    budget = result.budget
    if args.json:
        out = {"file": str(args.path), "finished": game.is_over,
               "totals": list(game.outcome().totals), "kept": kept} | result.to_dict()  # fmt: skip
        print(json.dumps(out))
        return 0
    print(f"{result.player} (seat {seat}), {len(result.decisions)} decisions with a choice, "
          f"{budget} playouts each: {result.summary()}")  # fmt: skip
    for d in result.losses():
        print(f"  decision {d.index} (week {d.week}, turn {d.turn}): {d.chosen} "
              f"(expected {d.chosen_score:.1f}); best {d.best} (expected "
              f"{d.best_score:.1f}): {d.lost:.1f} points lost")  # fmt: skip
    return 0
