"""Fish'n'Flip engine speed on one core: complete random-policy games per second in each
mode, and the costs the search pays most often: ``clone()``, listing a decision's options,
and ``apply``. Run: ``python benchmarks/bench_flip.py [--games N] [--samples N]``.

Prints one JSON object. Timings are wall-clock and vary with the machine and its load;
nothing here is asserted by the test suite.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from finspan.flip import Game, Rng, Setup


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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--samples", type=int, default=3000)
    args = parser.parse_args(argv)
    report = {
        "games": [
            games_per_second("coop", 1, args.games),
            games_per_second("coop", 3, args.games),
            games_per_second("competitive", 3, max(1, args.games // 4)),
        ],
        "costs": [costs("coop", args.samples), costs("competitive", args.samples)],
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
