"""This checkout's Hard against Hard from another checkout (say ``main``), 2-player games.

The other Hard runs in a worker process with the other checkout first on its path: it keeps
its own copy of each game, applies the options chosen (by their text forms) and answers
with its own choice, so it plays exactly as that code plays. Seats are rotated as in
``finspan tournament`` (game i is dealt from seed ``S + i // 2``; this Hard sits at seat
``i % 2``), each side at its own fixed budget; one JSON line per game, then a summary
with Wilson's 95% interval (``--summary FILE...`` sums the lines of earlier runs). Each
line keeps, per week, this Hard's raw expected final score at its first decision of the week
(``predicted``); ``--fit FILE...`` turns them into the multiplayer maps of Hard's own scores
(`finspan.ai.own_scores`: ``multi1``..``multi4``) in ``finspan/ai/data/own_scores.json``.

    git worktree add --detach /tmp/finspan-main main
    python benchmarks/hard_vs_main.py --other /tmp/finspan-main --games 20 --seed 6000 \\
        --budget 2048 --other-budget 640 --first 0 > part0.jsonl
    python benchmarks/hard_vs_main.py --summary part*.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from finspan.ai import ComputerPlayer, wilson
from finspan.core import decisions_with_a_choice
from finspan.engine import Game, Setup

#: Hard's own expected scores (`finspan.ai.own_scores`), where ``--fit`` writes.
OWN_SCORES = Path(__file__).resolve().parents[1] / "finspan" / "ai" / "data" / "own_scores.json"

#: The other side's worker: reads {"game", "setup", "seed", "history", "seat", "player_seed",
#: "budget"} lines, answers {"option", "seconds"} lines.
WORKER = r"""
import json, sys, time
from finspan.ai import ComputerPlayer
from finspan.engine import Game, Setup
games = {}
for line in sys.stdin:
    q = json.loads(line)
    game = games.get(q["game"])
    if game is None or len(game.history) > len(q["history"]):
        game = games[q["game"]] = Game(Setup.from_dict(q["setup"]), q["seed"])
    for text in q["history"][len(game.history):]:
        game.apply(text)
    player = ComputerPlayer("hard", q["player_seed"], q["budget"])
    start = time.process_time()
    option = player.choose(game)
    print(json.dumps({"option": str(option), "seconds": time.process_time() - start}), flush=True)
"""


class Other:
    """Hard from the other checkout, in its worker process."""

    def __init__(self, checkout: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(Path(checkout).resolve()))
        self.process = subprocess.Popen(
            [sys.executable, "-c", WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, env=env, cwd=str(Path(checkout).resolve()),
        )  # fmt: skip

    def choose(self, query: dict[str, Any]) -> tuple[str, float]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(query) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        return answer["option"], answer["seconds"]

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait()


def play(index: int, seed: int, budget: int, other_budget: int, other: Other) -> dict[str, Any]:
    """Game ``index``: this Hard at seat ``index % 2``; its result as a JSON-ready dict."""
    deal = seed + index // 2
    mine = index % 2
    setup = Setup.multiplayer(2)
    game = Game(setup, deal)
    player = ComputerPlayer("hard", (deal << 8) ^ (mine << 4), budget)
    times: dict[str, list[float]] = {"this": [], "other": []}
    predicted: dict[str, dict[str, float]] = {}
    for d in decisions_with_a_choice(game):
        if d.player == mine:
            start = time.process_time()
            searched = player.think(game)
            times["this"].append(time.process_time() - start)
            option = str(searched.best)
            if str(game.week) not in predicted:  # what this Hard expects of itself
                predicted[str(game.week)] = {"search": round(searched.ranked[0].raw_mean_score, 2)}
        else:
            option, seconds = other.choose({
                "game": index, "setup": setup.to_dict(), "seed": deal,
                "history": game.history, "seat": d.player,
                "player_seed": (deal << 8) ^ (d.player << 4) ^ 1, "budget": other_budget,
            })  # fmt: skip
            times["other"].append(seconds)
        game.apply(option)
    result = game.outcome()
    return {
        "index": index, "seed": deal, "this_seat": mine, "totals": list(result.totals),
        "winners": list(result.winners), "budget": budget, "other_budget": other_budget,
        "median_s": {k: round(statistics.median(v), 4) for k, v in times.items() if v},
        "max_s": {k: round(max(v), 4) for k, v in times.items() if v},
        "predicted": predicted,
    }  # fmt: skip


def fit(rows: list[dict[str, Any]]) -> dict[str, list[float]]:
    """Per week (``multi1``..``multi4``): [a, 1], ``a`` the mean of this Hard's real final
    score less its search's raw estimate at its first decision of that week (as
    ``hard_solo.py --fit`` does for ``solo``)."""
    out = {}
    for week in ("1", "2", "3", "4"):
        pairs = [(r["predicted"][week]["search"], r["totals"][r["this_seat"]]) for r in rows
                 if week in r.get("predicted", {})]  # fmt: skip
        if pairs:
            out[f"multi{week}"] = [round(statistics.fmean(y - x for x, y in pairs), 2), 1.0]
    return out


def calibration(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Per week: the raw and the shifted estimate (fitted on the even-numbered games, checked
    on the odd-numbered ones) against the real final score."""
    scales = fit([r for r in rows if r["index"] % 2 == 0])
    out = {}
    for week in ("1", "2", "3", "4"):
        pairs = [(r["predicted"][week]["search"], r["totals"][r["this_seat"]]) for r in rows
                 if r["index"] % 2 == 1 and week in r.get("predicted", {})]  # fmt: skip
        if pairs and f"multi{week}" in scales:
            a = scales[f"multi{week}"][0]
            out[f"week {week}"] = {
                "games": len(pairs), "raw_mean": round(statistics.fmean(x for x, _ in pairs), 1),
                "shifted_mean": round(statistics.fmean(a + x for x, _ in pairs), 1),
                "real_mean": round(statistics.fmean(y for _, y in pairs), 1),
                "abs_error": round(statistics.fmean(abs(a + x - y) for x, y in pairs), 1),
            }  # fmt: skip
    return out


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Sole wins of this Hard (shared wins apart), its rate with Wilson's 95% interval."""
    wins = sum(1 for r in rows if r["winners"] == [r["this_seat"]])
    shared = sum(1 for r in rows if len(r["winners"]) > 1)
    lo, hi = wilson(wins, len(rows))
    mine = [r["totals"][r["this_seat"]] for r in rows]
    theirs = [r["totals"][1 - r["this_seat"]] for r in rows]
    return {
        "games": len(rows), "this_wins": wins, "shared": shared,
        "win_rate": round(wins / len(rows), 4) if rows else None,
        "interval95": [round(lo, 4), round(hi, 4)],
        "mean_scores": [round(statistics.fmean(mine), 2), round(statistics.fmean(theirs), 2)],
        "median_s_of_games": {
            k: round(statistics.median(r["median_s"][k] for r in rows), 4)
            for k in ("this", "other")
        },
        "seeds": sorted({r["seed"] for r in rows}),
        "held_out": calibration(rows),
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--other", help="the other checkout (its finspan/ is imported)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--seed", type=int, default=6000)
    parser.add_argument("--budget", type=int, default=192, help="this Hard's playouts")
    parser.add_argument("--other-budget", type=int, default=192)
    parser.add_argument("--summary", nargs="*", help="sum up the JSON lines of these files")
    parser.add_argument(
        "--fit", nargs="+", metavar="FILE",
        help="add the multiplayer maps of Hard's own scores, fitted on these files' games, "
        "to --out (the solo maps there are kept)",
    )  # fmt: skip
    parser.add_argument("--out", default=str(OWN_SCORES))
    args = parser.parse_args()
    if args.summary or args.fit:
        rows = [
            json.loads(line)
            for name in args.summary or args.fit
            for line in Path(name).read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        if args.summary:
            print(json.dumps(summary(rows), indent=1))
            return
        out = Path(args.out)
        data = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"scales": {}}
        data["scales"] = {k: v for k, v in data["scales"].items() if not k.startswith("multi")}
        data["scales"].update(fit(rows))
        data["fitted_multi"] = {
            "games": len(rows), "files": args.fit, "players": 2,
            "budgets": sorted({r["budget"] for r in rows}),
            "seeds": [min(r["seed"] for r in rows), max(r["seed"] for r in rows)],
        }  # fmt: skip
        out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(json.dumps(data, indent=1))
        return
    other = Other(args.other)
    try:
        for index in range(args.first, args.first + args.games):
            row = play(index, args.seed, args.budget, args.other_budget, other)
            print(json.dumps(row), flush=True)
    finally:
        other.close()


if __name__ == "__main__":
    main()
