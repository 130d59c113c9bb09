"""The measurements of issue 20's "Done when" for Fish'n'Flip's computer players, resumable.

``finspan flip simulate`` of 1,000 cooperative games for each policy (random, greedy, hint),
difficulty (normal, difficult) and player count (1, 3): 12 runs on the same deals (seeds
``--seed`` to ``--seed + 999``), played in chunks of ``--chunk`` games whose results are
kept in ``--out`` (a chunk already there is not played again: stop and run again to
resume). Then the table: each run's loss rate with its Wilson 95% interval, the mean
animals left in games not lost, and the mean animals in the net at the end of every game (a
lost game counted with the animals in its net when it was lost), each with a 95% interval.
Run it ``nice``d::

    nice python benchmarks/flip_measurements.py --out /tmp/flip-runs --processes 2
    python benchmarks/flip_measurements.py --out /tmp/flip-runs --table   # the table only

The tournaments are ``finspan flip tournament`` runs (see docs/FLIP.md).
"""

from __future__ import annotations

import argparse
import json
import time
from itertools import product
from pathlib import Path
from typing import Any

from finspan.flip_ai import simulate
from finspan.flip_ai.simulation import mean_interval, summary

POLICIES = ("random", "greedy", "hint")
DIFFICULTIES = ("normal", "difficult")
PLAYERS = (1, 3)


def _chunk_file(out: Path, policy: str, difficulty: str, players: int, start: int) -> Path:
    return out / f"{policy}-{difficulty}-{players}p-{start}.json"


def run(args: argparse.Namespace) -> None:
    args.out.mkdir(parents=True, exist_ok=True)
    runs = list(product(args.policies.split(","), args.difficulties.split(","), PLAYERS))
    starts = list(range(args.seed, args.seed + args.games, args.chunk))
    if args.reverse:  # a second copy working from the other end
        runs.reverse()
        starts.reverse()
    for policy, difficulty, players in runs:
        for start in starts:
            path = _chunk_file(args.out, policy, difficulty, players, start)
            if path.exists():
                continue
            count = min(args.chunk, args.seed + args.games - start)
            result = simulate("coop", players, count, start, policy, difficulty,
                              args.processes, clock=time.perf_counter)  # fmt: skip
            path.write_text(json.dumps(result), encoding="utf-8")
            print(f"{path.name}: {result['errors']} errors, {result['seconds']} s", flush=True)


def table(args: argparse.Namespace) -> dict[str, Any]:
    """Each run's figures from the chunks found (and how many games they hold)."""
    rows = []
    for policy, difficulty, players in product(POLICIES, DIFFICULTIES, PLAYERS):
        results: list[dict[str, Any]] = []
        seconds = 0.0
        for path in sorted(args.out.glob(f"{policy}-{difficulty}-{players}p-*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            results += data["results"]
            seconds += data["seconds"]
        if not results:
            continue
        s = summary(results, "coop")
        rows.append({
            "policy": policy, "difficulty": difficulty, "players": players,
            "games": len(results), "errors": sum(1 for r in results if "error" in r),
            "seconds": round(seconds, 1), **s,
        })  # fmt: skip
    return {"runs": rows, "paired": _paired(args)}


def _paired(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Hint against greedy on the same deals: the difference (hint minus greedy) in the
    animals in the net at the end (lost games counted as above), and in the animals left on
    the deals that both won, each with a 95% interval."""
    out = []
    for difficulty, players in product(DIFFICULTIES, PLAYERS):
        by: dict[str, dict[int, dict[str, Any]]] = {}
        for policy in ("greedy", "hint"):
            by[policy] = {}
            for path in args.out.glob(f"{policy}-{difficulty}-{players}p-*.json"):
                for r in json.loads(path.read_text(encoding="utf-8"))["results"]:
                    if "error" not in r:
                        by[policy][r["seed"]] = r
        greedy, hint = by["greedy"], by["hint"]
        seeds = sorted(set(greedy) & set(hint))
        if not seeds:
            continue
        both_won = [s for s in seeds if not greedy[s]["lost"] and not hint[s]["lost"]]
        out.append({
            "difficulty": difficulty, "players": players, "deals": len(seeds),
            "in_net": mean_interval(
                [hint[s]["animals_in_net"] - greedy[s]["animals_in_net"] for s in seeds]),
            "left_both_won": mean_interval(
                [hint[s]["animals_left"] - greedy[s]["animals_left"] for s in both_won]),
        })  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--chunk", type=int, default=100)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--policies", default=",".join(POLICIES), help="the runs to play")
    parser.add_argument("--difficulties", default=",".join(DIFFICULTIES))
    parser.add_argument("--reverse", action="store_true", help="play the chunks last first")
    parser.add_argument("--table", action="store_true", help="print the table only")
    args = parser.parse_args(argv)
    if not args.table:
        run(args)
    print(json.dumps(table(args), indent=1))


if __name__ == "__main__":
    main()
