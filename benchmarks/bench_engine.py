"""Engine speed: complete random-policy games per second on one core and on every core (one
process per core), and the cost of listing options.
Run: ``python benchmarks/bench_engine.py [--games N] [--players P] [--cpu] [--one-core]``.

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--cpu", action="store_true", help="one core: the process's CPU time")
    parser.add_argument("--one-core", action="store_true", help="only the one-core figure")
    args = parser.parse_args()
    result = {"random_games": games_per_second(args.players, args.games, cpu=args.cpu)}
    if not args.one_core:
        result["random_games_all_cores"] = parallel_games_per_second(args.players, args.games)
        result["option_listing"] = option_listing_cost()
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
