"""Engine speed: complete random-policy games per second on one core and on every core (one
process per core), and the cost of listing options.
Run: ``python benchmarks/bench_engine.py [--games N] [--players P] [--cpu] [--one-core]``.

Before and after in one run: ``python benchmarks/bench_engine.py --against OTHER --rounds 7``
measures this checkout and the checkout at OTHER (say a ``git worktree`` of the code before a
change) in turns, each round a fresh process per checkout that warms up on 20 games and then
times ``--games`` games in CPU time; it prints each side's rounds and median (a shared
machine's noise reaches both sides alike).

Prints one JSON object. Timings are wall-clock and vary with the machine; with ``--cpu``
the one-core figures are the process's CPU time (what other jobs on a busy machine do not
lengthen). Nothing here is asserted by the test suite.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from finspan.engine import Game, Setup, play_game


def games_per_second(players: int, games: int, seed: int = 1, cpu: bool = False) -> dict:
    clock = time.process_time if cpu else time.perf_counter
    setup = Setup.multiplayer(players)
    start = clock()
    decisions = 0
    for i in range(games):
        decisions += len(play_game(setup, seed + i).history)
    seconds = clock() - start
    return {
        "players": players,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "decisions_per_game": round(decisions / games, 1),
        "microseconds_per_decision": round(1e6 * seconds / decisions, 1),
    }


def _play_range(args: tuple[int, int, int]) -> int:
    players, first, count = args
    setup = Setup.multiplayer(players)
    return sum(len(play_game(setup, first + i).history) for i in range(count))


def parallel_games_per_second(players: int, games: int, seed: int = 1) -> dict:
    """The same games shared out over one process per core."""
    import multiprocessing

    jobs = multiprocessing.cpu_count()
    share = -(-games // jobs)
    chunks = [(players, seed + k * share, min(share, games - k * share)) for k in range(jobs)]
    start = time.perf_counter()
    with multiprocessing.Pool(jobs) as pool:
        pool.map(_play_range, chunks)
    seconds = time.perf_counter() - start
    return {
        "players": players,
        "games": games,
        "processes": jobs,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
    }


def option_listing_cost(samples: int = 2000, seed: int = 7) -> dict:
    """Microseconds to compute the pending decision's options from scratch, over states met
    in random games (the decision cache is cleared before each measurement)."""
    times = []
    counts = []
    game = Game(Setup.multiplayer(2), seed)
    i = 0
    while len(times) < samples:
        if game.is_over:
            i += 1
            game = Game(Setup.multiplayer(2), seed + i)
        game._decision = game._options = None  # measure the listing itself, not the cache
        start = time.perf_counter()
        options = game.decision.options
        times.append(time.perf_counter() - start)
        counts.append(len(options))
        game.apply(options[(len(times) * 7919) % len(options)])
    times.sort()
    return {
        "samples": samples,
        "median_us": round(1e6 * statistics.median(times), 1),
        "p99_us": round(1e6 * times[int(0.99 * len(times))], 1),
        "mean_options": round(statistics.mean(counts), 1),
    }


#: One round of `against`: a fresh process with the checkout first on its path.
_ROUND = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from finspan.engine import Setup, play_game
setup = Setup.multiplayer(int(sys.argv[2]))
for i in range(20):
    play_game(setup, 100000 + i)
start = time.process_time()
for i in range(int(sys.argv[3])):
    play_game(setup, 1 + i)
print(int(sys.argv[3]) / (time.process_time() - start))
"""


def against(other: str, players: int, games: int, rounds: int) -> dict:
    """Games per second of CPU time, this checkout and ``other`` measured in turns."""
    import subprocess
    import sys
    from pathlib import Path

    here = str(Path(__file__).resolve().parents[1])
    sides: dict[str, list[float]] = {here: [], other: []}
    for _ in range(rounds):
        for tree, results in sides.items():
            out = subprocess.run(
                [sys.executable, "-c", _ROUND, tree, str(players), str(games)],
                capture_output=True, text=True, check=True,
            )  # fmt: skip
            results.append(round(float(out.stdout), 1))
    return {
        tree: {"rounds": results, "median_games_per_second": statistics.median(results)}
        for tree, results in sides.items()
    } | {"players": players, "games": games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--cpu", action="store_true", help="one core: the process's CPU time")
    parser.add_argument("--one-core", action="store_true", help="only the one-core figure")
    parser.add_argument("--against", metavar="OTHER", help="another checkout, measured in turns")
    parser.add_argument("--rounds", type=int, default=7, help="rounds of --against")
    args = parser.parse_args()
    if args.against:
        print(json.dumps(against(args.against, args.players, args.games, args.rounds), indent=2))
        return
    result = {"random_games": games_per_second(args.players, args.games, cpu=args.cpu)}
    if not args.one_core:
        result["random_games_all_cores"] = parallel_games_per_second(args.players, args.games)
        result["option_listing"] = option_listing_cost()
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
