"""Fish'n'Flip engine speed on one core: complete random-policy games per second in each
mode, and the costs the search pays most often: ``clone()``, listing a decision's options,
and ``apply``; then the computer player's time per decision (Hard, the hint's search) over
positions from real games, and the number of plans per turn. Run:
``python benchmarks/bench_flip.py [--games N] [--samples N] [--decisions N]``
(``--decisions 0`` skips the search; ``--only-search`` skips the engine).

Prints one JSON object. Timings are wall-clock and vary with the machine and its load;
nothing here is asserted by the test suite.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from finspan.flip import DecisionKind, Game, Rng, Setup
from finspan.flip_ai import choose, game_setup, level_plans, turn_plans


def _setup(mode: str, players: int) -> Setup:
    if mode == "coop":
        return Setup.cooperative(players)
    return Setup.competitive(players)


def games_per_second(mode: str, players: int, games: int, seed: int = 1) -> dict[str, object]:
    """Whole games by the random policy (in the cooperative game most are lost early: a
    random player rarely frees enough)."""
    setup = _setup(mode, players)
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        game, rng = Game(setup, seed + i), Rng(seed + i)
        while not game.is_over:
            decision = game.decision
            assert decision is not None
            game.apply(rng.choice(decision.options))
            decisions += 1
    seconds = time.perf_counter() - start
    return {
        "mode": mode,
        "players": players,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "decisions_per_game": round(decisions / games, 1),
        "microseconds_per_decision": round(1e6 * seconds / decisions, 1),
    }


def _states(mode: str, count: int, seed: int = 7) -> list[Game]:
    """Games at ``count`` decisions met in random play (a clone of each)."""
    states: list[Game] = []
    i = 0
    game, rng = Game(_setup(mode, 3), seed), Rng(seed)
    while len(states) < count:
        if game.is_over:
            i += 1
            game, rng = Game(_setup(mode, 3), seed + i), Rng(seed + i)
            continue
        states.append(game.clone())
        decision = game.decision
        assert decision is not None
        game.apply(rng.choice(decision.options))
    return states


def _micro(states: list[Game], run: Callable[[Game], object]) -> dict[str, float]:
    times = []
    for game in states:
        start = time.perf_counter()
        run(game)
        times.append(time.perf_counter() - start)
    times.sort()
    return {
        "median_us": round(1e6 * statistics.median(times), 2),
        "p95_us": round(1e6 * times[int(0.95 * (len(times) - 1))], 2),
    }


def _list_options(game: Game) -> object:
    game._decision = None  # measure the listing itself, not the cache
    return game.decision


def _apply_first(game: Game) -> object:
    decision = game.decision
    assert decision is not None
    return game.apply(decision.options[len(decision.options) // 2])


def costs(mode: str, samples: int) -> dict[str, object]:
    """``clone()``, listing the options, and applying one, over states of random games."""
    states = _states(mode, samples)
    counts = []
    for game in states:
        decision = game.decision
        assert decision is not None
        counts.append(len(decision.options))
    return {
        "mode": mode,
        "states": len(states),
        "options_mean": round(statistics.mean(counts), 1),
        "options_max": max(counts),
        "clone": _micro(states, Game.clone),
        "list_options": _micro(states, _list_options),
        "apply": _micro([g.clone() for g in states], _apply_first),
    }


#: The games the search is timed in, in turn: both modes, 1-5 players, every difficulty.
CONFIGS: tuple[tuple[str, int, str], ...] = (
    ("coop", 1, "normal"), ("coop", 2, "difficult"), ("coop", 3, "advanced"),
    ("competitive", 2, ""), ("coop", 4, "normal"), ("coop", 5, "difficult"),
    ("competitive", 3, ""), ("coop", 1, "advanced"), ("coop", 3, "normal"),
    ("competitive", 5, ""), ("coop", 1, "difficult"), ("competitive", 4, ""),
)  # fmt: skip


def _stats(values: list[float], scale: float = 1000.0) -> dict[str, float]:
    values = sorted(values)
    return {
        "median": round(scale * statistics.median(values), 2),
        "p95": round(scale * values[int(0.95 * (len(values) - 1))], 2),
        "worst": round(scale * values[-1], 2),
    }


def search_times(decisions: int, seed: int = 100) -> dict[str, object]:
    """Hard's time per decision (the hint's search; competitive: Hard's bids and plans) at
    the first ``decisions`` decisions of more than one option met in games Hard plays itself,
    the games dealt in turn from `CONFIGS`; and the plans per turn at its action decisions
    (counted apart, untimed). Wall-clock and CPU time (``time.process_time``: the time one
    core spent, whatever the machine's load)."""
    wall: list[float] = []
    cpu: list[float] = []
    plans: dict[str, list[int]] = {"coop": [], "competitive": []}
    per_config: dict[str, int] = {}
    i = 0
    while len(wall) < decisions:
        mode, players, difficulty = CONFIGS[i % len(CONFIGS)]
        game = Game(game_setup(mode, players, difficulty or "normal"), seed + i)
        name = f"{mode} {players}p {difficulty}".strip()
        i += 1
        while not game.is_over and len(wall) < decisions:
            d = game.decision
            assert d is not None
            if len(d.options) == 1:
                game.apply(d.options[0])
                continue
            c0, w0 = time.process_time(), time.perf_counter()
            option = choose(game, "hard", seed=i)
            wall.append(time.perf_counter() - w0)
            cpu.append(time.process_time() - c0)
            per_config[name] = per_config.get(name, 0) + 1
            if d.kind is DecisionKind.ACTION:
                found = turn_plans(game) if game.coop else level_plans(game, "hard", i)
                plans[mode].append(len(found.plans))
            game.apply(option)
    return {
        "decisions": len(wall),
        "games": i,
        "decisions_per_config": per_config,
        "wall_ms": _stats(wall),
        "cpu_ms": _stats(cpu),
        "plans_per_turn": {
            mode: {"turns": len(n), "median": statistics.median(n), "p95": sorted(n)[
                int(0.95 * (len(n) - 1))], "max": max(n)}
            for mode, n in plans.items() if n
        },
    }  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--samples", type=int, default=3000)
    parser.add_argument("--decisions", type=int, default=1000)
    parser.add_argument("--only-search", action="store_true")
    args = parser.parse_args(argv)
    report: dict[str, object] = {}
    if not args.only_search:
        report["games"] = [
            games_per_second("coop", 1, args.games),
            games_per_second("coop", 3, args.games),
            games_per_second("competitive", 3, max(1, args.games // 4)),
        ]
        report["costs"] = [costs("coop", args.samples), costs("competitive", args.samples)]
    if args.decisions > 0:
        report["search"] = search_times(args.decisions)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
