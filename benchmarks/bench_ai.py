"""Search speed: playouts per second per core (and with one process per core), what the
engine costs per decision and per state copy, and how long each level takes to decide.
Run: ``python benchmarks/bench_ai.py [--quick]``.

Prints one JSON object. Timings are wall-clock and vary with the machine and its load;
nothing here is asserted by the test suite.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from finspan.ai.montecarlo import rollout, search
from finspan.ai.players import DEFAULT_BUDGET, settings_for
from finspan.engine import Game, Rng, Setup, greedy_policy, redeal

STAGES = (0, 60, 120, 180)  # decisions played before the measured one (2 players)
SOLO_STAGES = (0, 40, 80)  # the same in a solo game (about 125 decisions in all)
#: Hard's fixed budgets of the measured tournaments: 2 players, and solo against Nautoma.
TOURNAMENT_BUDGETS = {"two_players": 192, "solo": 384}


def _at(stage: int, seed: int, setup: Setup | None = None) -> Game:
    """A greedy game after ``stage`` decisions, at a decision of seat 0 with a choice."""
    game = Game(setup or Setup.multiplayer(2), seed)
    rng = Rng(seed)
    while len(game.history) < stage or len(game.options) < 2 or game.decision.player != 0:
        game.apply(greedy_policy(game, rng))
    return game


def engine_costs(samples: int) -> dict:
    """Microseconds per copy (clone), per redeal, and per decision of a rollout: random (the
    engine's own cost) and greedy (the engine plus the greedy policy)."""
    game = _at(0, 3)
    start = time.perf_counter()
    for _ in range(samples):
        game.clone()
    clone_us = 1e6 * (time.perf_counter() - start) / samples
    rng = Rng(1)
    start = time.perf_counter()
    for _ in range(samples):
        redeal(game, rng)
    redeal_us = 1e6 * (time.perf_counter() - start) / samples
    decisions = 0
    start = time.perf_counter()
    for i in range(max(4, samples // 100)):
        g = redeal(game, Rng(i))
        before = len(g.history)
        rollout(g, Rng(i))
        decisions += len(g.history) - before
    rollout_s = time.perf_counter() - start
    decisions_random = 0
    start = time.perf_counter()
    for i in range(max(4, samples // 100)):
        g = redeal(game, Rng(i))
        before = len(g.history)
        rollout(g, Rng(i), noise=1.0)  # every option uniformly at random: the engine alone
        decisions_random += len(g.history) - before
    random_s = time.perf_counter() - start
    return {
        "random_rollout_us_per_decision": round(1e6 * random_s / decisions_random, 1),
        "clone_us": round(clone_us, 1),
        "redeal_us": round(redeal_us, 1),
        "greedy_rollout_us_per_decision": round(1e6 * rollout_s / decisions, 1),
        "decisions_per_rollout_from_start": round(decisions / max(4, samples // 100), 1),
    }


def playouts_per_second(
    budget: int, seeds: int, setup: Setup | None = None, stages: tuple[int, ...] = STAGES
) -> dict:
    """Hard's search at several points of games (2 players unless ``setup``): playouts per
    second, one core, and the time of one decision at ``budget``."""
    out = {}
    settings = settings_for("hard", budget)
    for stage in stages:
        rates, times = [], []
        for seed in range(seeds):
            game = _at(stage, seed, setup)
            start = time.perf_counter()
            result = search(game, settings, seed)
            seconds = time.perf_counter() - start
            times.append(seconds)
            rates.append(result.playouts / seconds)
        out[f"after_{stage}_decisions"] = {
            "playouts_per_second": round(statistics.median(rates), 1),
            "decide_seconds_median": round(statistics.median(times), 3),
            "decide_seconds_max": round(max(times), 3),
        }
    return out


def _search_at_start(args: tuple[int, int]) -> int:
    seed, budget = args
    return search(_at(0, seed), settings_for("hard", budget), seed).playouts


def parallel_playouts_per_second(budget: int, searches: int) -> dict:
    """Searches at game start shared over one process per core."""
    import multiprocessing

    jobs = multiprocessing.cpu_count()
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(jobs) as pool:
        pool.map(_search_at_start, [(0, 2)] * jobs)  # start the workers before timing
        start = time.perf_counter()
        playouts = sum(pool.map(_search_at_start, [(s, budget) for s in range(searches)]))
        seconds = time.perf_counter() - start
    return {"processes": jobs, "playouts_per_second": round(playouts / seconds, 1)}


def level_times(seeds: int) -> dict:
    """Seconds each level takes for the first decision of a game at its default budget."""
    out = {}
    for level in ("easy", "medium", "hard"):
        settings = settings_for(level, DEFAULT_BUDGET)
        times = []
        for seed in range(seeds):
            game = _at(0, seed)
            start = time.perf_counter()
            search(game, settings, seed)
            times.append(time.perf_counter() - start)
        out[level] = {
            "playouts": settings.playouts,
            "median_s": round(statistics.median(times), 3),
            "max_s": round(max(times), 3),
        }
    return out


def rank_check(games: int, playouts: int = 1200) -> dict:
    """Where the rules of thumb rank the option a wide search prefers: solo games at
    difficulty 3 played greedily, every ninth decision of the human seat searched with all its
    options; counts of (decision kind, rank of the chosen option). Takes minutes."""
    from collections import Counter

    from finspan.ai.montecarlo import Settings

    ranks: Counter[str] = Counter()
    for seed in range(7000, 7000 + games):
        game = Game(Setup.solo_game(3), seed)
        rng = Rng(seed)
        while not game.is_over:
            d = game.decision
            assert d is not None
            if d.player == 0 and len(d.options) > 1 and len(game.history) % 9 == 0:
                best = search(game, Settings(playouts, candidates=99), seed).ranked[0]
                ranks[f"{d.kind.value} rank {best.rank}"] += 1
            game.apply(greedy_policy(game, rng))
    return dict(sorted(ranks.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples")
    parser.add_argument(
        "--one-core", action="store_true", help="skip the measurement with one process per core"
    )
    parser.add_argument(
        "--rank-check", type=int, metavar="GAMES", help="only the rank check (see rank_check)"
    )
    args = parser.parse_args()
    if args.rank_check:
        print(json.dumps(rank_check(args.rank_check), indent=1))
        return
    seeds = 2 if args.quick else 5
    out = {
        "engine": engine_costs(500 if args.quick else 3000),
        "hard_search_one_core": playouts_per_second(64, seeds),
        "hard_at_tournament_budget_two_players": playouts_per_second(
            TOURNAMENT_BUDGETS["two_players"], seeds
        ),
        "hard_at_tournament_budget_solo_d3": playouts_per_second(
            TOURNAMENT_BUDGETS["solo"], seeds, Setup.solo_game(3), SOLO_STAGES
        ),
        "first_decision_by_level": level_times(seeds),
    }
    if not args.one_core:
        out["hard_search_all_cores"] = parallel_playouts_per_second(64, 2 * seeds)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
