"""Hard against Nautoma, solo, with what Hard expected along the way (its calibration).

Plays the games ``finspan tournament --seats hard --solo D --seed S --budget N`` plays (game
i is dealt from seed ``S + i``, Hard's seed ``deal << 8``: the same choices), one JSON line
per game: the totals and winners, Hard's CPU time per decision with a choice, and at Hard's
first decision with a choice in each week the search's expected final score of its choice
(``search``) and the evaluation's estimate of the position (``evaluation``, from week 2), to
set against the real final score; with ``--history`` also the setup, seed and history (the
format of ``benchmarks/train_evaluation.py --from-games``); with ``--seconds S`` Hard plays
as at the table, at most the budget within S seconds of CPU time a decision
(`finspan.ai.SECONDS`: 1.5 in play; `finspan.ai.PLAY_BUDGET`: 1,024). ``--summary FILE...``
sums the lines of earlier runs: wins with Wilson's 95 % interval, mean scores, the time per
decision (median, p95, max) and, per week, the mean predicted against the mean real final
score with the number of games (``held_out``: Hard's own scores fitted on the even games,
checked on the odd ones). ``--fit FILE...`` writes ``finspan/ai/data/own_scores.json``
(`finspan.ai.own_scores`) from earlier runs.

    nice -n 15 python benchmarks/hard_solo.py --difficulty 4 --seed 4000 --games 30 \\
        --budget 1536 --first 0 > d4-part0.jsonl
    python benchmarks/hard_solo.py --summary d4-part*.jsonl
    python benchmarks/hard_solo.py --fit d4-part*.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from finspan.ai import ComputerPlayer, wilson
from finspan.ai.evaluation import default_evaluation
from finspan.core import decisions_with_a_choice
from finspan.engine import Game, Setup

OUT = Path(__file__).resolve().parents[1] / "finspan" / "ai" / "data" / "own_scores.json"


def play(task: tuple[int, int, int, int, bool, float | None]) -> dict[str, Any]:
    """Game ``index`` of the run (see the module)."""
    index, seed, difficulty, budget, history, seconds = task
    deal = seed + index
    setup = Setup.solo_game(difficulty)
    game = Game(setup, deal)
    clock = time.process_time if seconds else None
    hard = ComputerPlayer("hard", deal << 8, budget, seconds, clock)
    evaluation = default_evaluation()
    times: list[float] = []
    predicted: dict[int, dict[str, float]] = {}
    for d in decisions_with_a_choice(game):
        assert d.player == 0
        start = time.process_time()
        result = hard.think(game)
        times.append(time.process_time() - start)
        if game.week not in predicted:
            finals, _ = evaluation.finals(game)
            predicted[game.week] = {
                "search": round(result.ranked[0].raw_mean_score, 2),
                "search_win": round(result.ranked[0].win_rate, 3),
                "evaluation": round(finals[0], 2),
                "evaluation_nautoma": round(finals[1], 2),
            }
        game.apply(result.best)
    outcome = game.outcome()
    out: dict[str, Any] = {
        "index": index, "seed": deal, "difficulty": difficulty, "budget": budget,
        "seconds": seconds,
        "totals": list(outcome.totals), "winners": list(outcome.winners),
        "times": [round(t, 4) for t in times], "predicted": predicted,
    }  # fmt: skip
    if history:
        out.update(player="hard", setup=setup.to_dict(), history=game.history)
    return out


def summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    wins = sum(1 for r in records if r["winners"] == [0])
    shared = sum(1 for r in records if 0 in r["winners"] and len(r["winners"]) > 1)
    n = len(records)
    lo, hi = wilson(wins, n)
    times = sorted(t for r in records for t in r["times"])
    calibration = {}
    for week in ("1", "2", "3", "4"):
        rows = [(r["predicted"][week], r["totals"][0]) for r in records if week in r["predicted"]]
        if rows:
            calibration[f"week {week}"] = {
                "games": len(rows),
                "search_mean": round(statistics.fmean(p["search"] for p, _ in rows), 1),
                "evaluation_mean": round(statistics.fmean(p["evaluation"] for p, _ in rows), 1),
                "real_mean": round(statistics.fmean(y for _, y in rows), 1),
                "search_abs_error": round(
                    statistics.fmean(abs(p["search"] - y) for p, y in rows), 1
                ),
                "search_win_mean": round(statistics.fmean(p["search_win"] for p, _ in rows), 3),
            }  # fmt: skip
    return {
        "games": n, "difficulties": sorted({r["difficulty"] for r in records}),
        "budgets": sorted({r["budget"] for r in records}),
        "seeds": [min(r["seed"] for r in records), max(r["seed"] for r in records)],
        "hard_wins": wins, "shared": shared, "win_rate": round(wins / n, 4),
        "interval95": [round(lo, 4), round(hi, 4)],
        "hard_mean": round(statistics.fmean(r["totals"][0] for r in records), 2),
        "nautoma_mean": round(statistics.fmean(r["totals"][1] for r in records), 2),
        "decisions": len(times),
        "cpu_seconds_per_decision": {
            "median": round(statistics.median(times), 3),
            "p95": round(times[int(0.95 * (len(times) - 1))], 3), "max": round(times[-1], 3),
        },
        "calibration": calibration,
    }  # fmt: skip


def fit(records: list[dict[str, Any]]) -> dict[str, list[float]]:
    """Per week (``solo1``..``solo4``): [a, 1] with ``a`` the mean of Hard's real final score
    less the search's raw estimate at its first decision of that week. Only a shift: the
    search's differences between options stay as they are (a fitted slope would shrink them
    towards the mean, the estimates of one week varying little from game to game)."""
    out = {}
    for week in ("1", "2", "3", "4"):
        rows = [(r["predicted"][week]["search"], r["totals"][0]) for r in records
                if week in r["predicted"]]  # fmt: skip
        if rows:
            out[f"solo{week}"] = [round(statistics.fmean(y - x for x, y in rows), 2), 1.0]
    return out


def held_out(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The shift fitted on the even-numbered games, checked on the odd-numbered ones: per week
    the mean calibrated estimate against the mean real final score, and the games."""
    train = [r for r in records if r["index"] % 2 == 0]
    test = [r for r in records if r["index"] % 2 == 1]
    scales = fit(train)
    out = {}
    for week in ("1", "2", "3", "4"):
        rows = [(r["predicted"][week]["search"], r["totals"][0]) for r in test
                if week in r["predicted"]]  # fmt: skip
        if rows and f"solo{week}" in scales:
            a = scales[f"solo{week}"][0]
            out[f"week {week}"] = {
                "games": len(rows), "fitted_on": len(train),
                "estimate_mean": round(statistics.fmean(a + x for x, _ in rows), 1),
                "real_mean": round(statistics.fmean(y for _, y in rows), 1),
                "abs_error": round(statistics.fmean(abs(a + x - y) for x, y in rows), 1),
            }  # fmt: skip
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--difficulty", type=int, default=4)
    parser.add_argument("--seed", type=int, default=4000)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--budget", type=int, default=1536)
    parser.add_argument(
        "--seconds", type=float, default=None,
        help="as at the table: at most --budget playouts within this much CPU time a decision",
    )  # fmt: skip
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--history", action="store_true", help="keep each game's history")
    parser.add_argument("--summary", nargs="+", metavar="FILE", help="sum earlier runs")
    parser.add_argument(
        "--fit", nargs="+", metavar="FILE",
        help="fit Hard's own scores on earlier runs and write them to --out",
    )  # fmt: skip
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    if args.summary or args.fit:
        records = []
        for name in args.summary or args.fit:
            with open(name, encoding="utf-8") as f:
                records += [json.loads(line) for line in f if line.strip()]
        if args.summary:
            print(json.dumps(summary(records) | {"held_out": held_out(records)}, indent=1))
            return
        # only the solo maps are refitted: the multiplayer ones (``hard_vs_main.py --fit``)
        # and their note are kept
        old = json.loads(Path(args.out).read_text("utf-8")) if Path(args.out).exists() else {}
        scales = {k: v for k, v in old.get("scales", {}).items() if not k.startswith("solo")}
        data = old | {"scales": scales | fit(records), "fitted": {
            "games": len(records), "files": args.fit,
            "difficulties": sorted({r["difficulty"] for r in records}),
            "budgets": sorted({r["budget"] for r in records}),
            "seeds": [min(r["seed"] for r in records), max(r["seed"] for r in records)],
        }}  # fmt: skip
        Path(args.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(json.dumps(data, indent=1))
        return
    tasks = [
        (i, args.seed, args.difficulty, args.budget, args.history, args.seconds)
        for i in range(args.first, args.first + args.games)
    ]
    if args.processes > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
            for r in pool.imap(play, tasks, chunksize=1):
                print(json.dumps(r), flush=True)
    else:
        for task in tasks:
            print(json.dumps(play(task)), flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
