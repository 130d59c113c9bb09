"""How long computer players take per decision at the tournaments' fixed budgets, whole games.

Plays games with every seat a computer player at a fixed budget (as ``finspan tournament``
does), times each decision that has a choice, and prints one JSON object: per level, the
number of decisions, the median, the 95th percentile and the maximum in seconds. Run it
alone on a core (wall-clock; nothing is asserted by the test suite), or with ``--cpu`` on a
busy machine: then each decision is timed by the process's CPU time, which other jobs do
not lengthen (what it would take alone on a core, but for shared caches):

    python benchmarks/bench_decision_times.py --seats hard,medium --budget 96 --games 2
    python benchmarks/bench_decision_times.py --seats hard --solo 3 --budget 384 --games 2
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from finspan.ai import ComputerPlayer
from finspan.core import decisions_with_a_choice
from finspan.engine import Game, Setup


def decision_times(
    seats: list[str], solo: int, budget: int, games: int, seed: int, cpu: bool = False
) -> dict:
    """Seconds per decision with a choice, by level, over ``games`` games (``cpu``: the
    process's CPU time instead of the wall clock)."""
    clock = time.process_time if cpu else time.perf_counter
    times: dict[str, list[float]] = {level: [] for level in seats}
    for g in range(games):
        setup = Setup.solo_game(solo) if solo else Setup.multiplayer(len(seats))
        game = Game(setup, seed + g)
        people = [s for s, p in enumerate(game.players) if not p.is_nautoma]
        level_of = {seat: seats[(k + g) % len(seats)] for k, seat in enumerate(people)}
        players = {s: ComputerPlayer(level, seed + s, budget) for s, level in level_of.items()}
        for d in decisions_with_a_choice(game):
            start = clock()
            option = players[d.player].choose(game)
            times[level_of[d.player]].append(clock() - start)
            game.apply(option)
    return {
        level: {
            "decisions": len(ts),
            "median_s": round(statistics.median(ts), 3),
            "p95_s": round(sorted(ts)[int(0.95 * (len(ts) - 1))], 3),
            "max_s": round(max(ts), 3),
        }
        for level, ts in times.items()
        if ts
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="hard,medium", help="levels, one per seat")
    parser.add_argument("--solo", type=int, default=0, help="one seat against Nautoma at D")
    parser.add_argument("--budget", type=int, default=96)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=4000)
    parser.add_argument("--cpu", action="store_true", help="time by the process's CPU time")
    args = parser.parse_args()
    seats = args.seats.split(",")
    result = decision_times(seats, args.solo, args.budget, args.games, args.seed, args.cpu)
    print(json.dumps({"seats": seats, "solo": args.solo, "budget": args.budget,
                      "games": args.games, "seed": args.seed, "clock": "cpu" if args.cpu
                      else "wall", "levels": result}, indent=1))


if __name__ == "__main__":
    main()
