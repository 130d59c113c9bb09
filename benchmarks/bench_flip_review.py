"""The Fish'n'Flip post-game review's CPU time on one core: whole reviews of finished games at
a budget, the time of each reviewed turn or bidding round, and of each whole review. Run:
``nice python benchmarks/bench_flip_review.py [--budget B] [--games G] [--seed S]``.

The games: solo cooperative games (normal waste) played by Hard (the hint's search), seat 0
reviewed; 3-player competitive games (Hard, Medium, Easy), every seat reviewed. Game ``i``
is dealt from ``S + i``. With ``--seeds 2`` each game is reviewed again with review seed 1,
and the share of turns whose verdict (a loss above the threshold or not) is the same is
reported: how much the search's worlds decide. CPU time is `time.process_time` (what a busy
machine does not lengthen). Prints one JSON object; nothing here is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from finspan.flip import Game, Setup
from finspan.flip_ai import REVIEW_BUDGET, chooser, review_steps
from finspan.flip_ai.review import review_from
from finspan.flip_ai.reviewed import LOSS_THRESHOLD, FlipReview, Step

LEVELS = ("hard", "medium", "easy")


def _played(setup: Setup, seed: int) -> Game:
    game = Game(setup, seed)
    seats: list[Callable[[Game], object]] = [
        chooser(LEVELS[s] if not setup.coop else "hint", (seed << 3) ^ s)
        for s in range(len(setup.names))
    ]
    while not game.is_over:
        d = game.decision
        assert d is not None
        game.apply(seats[d.player](game))  # type: ignore[arg-type]
    return game


def _timed(game: Game, seat: int, budget: int, seed: int) -> tuple[FlipReview, list[float], float]:
    steps: list[Step] = []
    times: list[float] = []
    start = time.process_time()
    last = start
    for step in review_steps(game, seat, budget, seed):
        now = time.process_time()
        times.append(now - last)
        last = now
        steps.append(step)
    total = time.process_time() - start
    return review_from(game, seat, budget, seed, steps), times, total


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _figures(per_step: list[float], per_review: list[float]) -> dict[str, object]:
    return {
        "steps": len(per_step),
        "reviews": len(per_review),
        "step_cpu_ms": {
            "median": round(1000 * statistics.median(per_step), 1),
            "p95": round(1000 * _p95(per_step), 1),
            "max": round(1000 * max(per_step), 1),
        },
        "review_cpu_s": {
            "median": round(statistics.median(per_review), 2),
            "p95": round(_p95(per_review), 2),
            "max": round(max(per_review), 2),
        },
    }


def measure(setup: Setup, games: int, seed: int, budget: int, seeds: int) -> dict[str, object]:
    per_step: list[float] = []
    per_review: list[float] = []
    summaries: list[str] = []
    same = turns = 0
    for i in range(games):
        game = _played(setup, seed + i)
        for seat in range(1 if setup.coop else len(setup.names)):
            review, times, total = _timed(game, seat, budget, 0)
            per_step += times
            per_review.append(total)
            summaries.append(review.summary())
            if seeds > 1 and setup.coop:
                again, _, _ = _timed(game, seat, budget, 1)
                for a, b in zip(review.turns, again.turns, strict=True):
                    turns += 1
                    same += (a.lost > LOSS_THRESHOLD) == (b.lost > LOSS_THRESHOLD)
    out: dict[str, object] = {
        "mode": str(setup.mode), "players": len(setup.names), "games": games,
        **_figures(per_step, per_review), "summaries": summaries[:10],
    }  # fmt: skip
    if turns:
        out["same_verdict_with_another_seed"] = round(same / turns, 3)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--budget", type=int, default=REVIEW_BUDGET)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--seeds", type=int, default=1, choices=(1, 2))
    args = parser.parse_args()
    results = [
        measure(Setup.cooperative(1), args.games, args.seed, args.budget, args.seeds),
        measure(Setup.competitive(3), args.games, args.seed, args.budget, args.seeds),
    ]
    print(json.dumps({"budget": args.budget, "results": results}))


if __name__ == "__main__":
    main()
