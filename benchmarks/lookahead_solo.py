"""The rollout policies of Hard's solo search on their own: the greedy policy with
`SOLO_WEIGHTS` against the one-turn lookahead built on it (`finspan.ai.lookahead`), each
playing the human seat of the same solo deals; prints each one's mean score, wins and CPU
time per game as JSON.

    python benchmarks/lookahead_solo.py --difficulty 4 --seed 4000 --games 200
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from finspan.ai.evaluation import default_evaluation
from finspan.ai.lookahead import lookahead_with
from finspan.ai.players import SOLO_WEIGHTS
from finspan.engine import Game, Option, Rng, Setup, greedy_with, play_game


def play(policy: Callable[[Game, Rng], Option], difficulty: int, deal: int) -> tuple[int, bool]:
    """(the human's final score, whether they won) of solo deal ``deal`` played by ``policy``."""
    outcome = play_game(Setup.solo_game(difficulty), deal, policy).outcome()
    return outcome.totals[0], outcome.winners == (0,)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--difficulty", type=int, default=4)
    parser.add_argument("--seed", type=int, default=4000)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    evaluation = default_evaluation()
    assert evaluation is not None
    policies = {
        "greedy": greedy_with(SOLO_WEIGHTS),
        "lookahead": lookahead_with(SOLO_WEIGHTS, evaluation),
    }
    deals = range(args.seed, args.seed + args.games)
    out: dict[str, object] = {"difficulty": args.difficulty, "deals": [deals[0], deals[-1]]}
    for name, policy in policies.items():
        start = time.process_time()
        results = [play(policy, args.difficulty, deal) for deal in deals]
        spent = time.process_time() - start
        out[name] = {
            "mean": round(statistics.fmean(s for s, _ in results), 2),
            "wins": sum(won for _, won in results),
            "ms_per_game": round(1000 * spent / len(results), 1),
        }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
