"""Tune the rules of thumb's weights (`finspan.engine.Weights`) for the solo game.

Coordinate search: each round tries every weight a step up and a step down (a zero weight
moves by the step in points) and keeps a change when the greedy policy with those weights
scores more on average over the same solo games (paired: same deals); the step halves after
a round with no change. Prints each kept change and, at the end, the weights as JSON and
their mean score on fresh deals (``--check-seed``), beside the built-in greedy policy's.

    python benchmarks/tune_rollouts.py --games 400 --seed 9000 --difficulty 3 --rounds 4

The weights found are `finspan.ai.players.SOLO_WEIGHTS`.
"""

from __future__ import annotations

import argparse
import json
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace

from finspan.engine import GREEDY, Weights, greedy_with, play_game, setup_for


def solo_scores(args: tuple[dict[str, float], int, int, int]) -> list[int]:
    """The person's final score in solo games ``seed``, ``seed + 1``, ... at ``difficulty``."""
    values, seed, games, difficulty = args
    setup = setup_for(solo=True, difficulty=difficulty)
    policy = greedy_with(Weights.from_dict(values))
    scores = []
    for i in range(games):
        game = play_game(setup, seed + i, policy)
        seat = next(s for s, p in enumerate(game.players) if not p.is_nautoma)
        scores.append(game.outcome().totals[seat])
    return scores


def mean_score(pool: ProcessPoolExecutor, w: Weights, seed: int, games: int, d: int) -> float:
    half = games // 2
    parts = [(w.to_dict(), seed, half, d), (w.to_dict(), seed + half, games - half, d)]
    return statistics.fmean(s for part in pool.map(solo_scores, parts) for s in part)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--difficulty", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--step", type=float, default=0.3, help="relative step (and points)")
    parser.add_argument("--check-seed", type=int, default=4000)
    parser.add_argument("--start", help="a JSON file of weights to start from")
    args = parser.parse_args()
    best = GREEDY
    if args.start:
        with open(args.start, encoding="utf-8") as f:
            best = Weights.from_dict(json.load(f))
    step = args.step
    with ProcessPoolExecutor(2) as pool:
        best_score = mean_score(pool, best, args.seed, args.games, args.difficulty)
        print(f"start: {best_score:.2f}", flush=True)
        for r in range(args.rounds):
            changed = False
            for f in fields(Weights):
                old = getattr(best, f.name)
                for new in (old * (1 + step), old * (1 - step)) if old else (step, -step):
                    trial = replace(best, **{f.name: round(new, 3)})
                    score = mean_score(pool, trial, args.seed, args.games, args.difficulty)
                    if score > best_score + 0.05:
                        best, best_score, changed = trial, score, True
                        print(f"round {r}: {f.name} {old} -> {new:.3f}: {score:.2f}", flush=True)
                        break
            if not changed:
                step /= 2
        check = mean_score(pool, best, args.check_seed, args.games, args.difficulty)
        base = mean_score(pool, GREEDY, args.check_seed, args.games, args.difficulty)
    changes = {k: v for k, v in best.to_dict().items() if v != getattr(GREEDY, k)}
    print(json.dumps(changes, indent=1))
    print(f"fresh deals from seed {args.check_seed}: {check:.2f} (built-in greedy {base:.2f})")


if __name__ == "__main__":
    main()
