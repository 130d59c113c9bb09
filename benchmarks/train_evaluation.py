"""Train the search's evaluation (`finspan.ai.evaluation`) from games a player plays itself.

Plays solo games against Nautoma (each difficulty in turn) and 2-player games, records each
seat's features at the start of weeks 2, 3 and 4 and its final score, fits one set of
weights per kind of game and week by least squares (a little ridge), and writes them with
the spread of the final score around the estimate to ``finspan/ai/data/evaluation.json``.

    python benchmarks/train_evaluation.py --player greedy --solo-games 3000 --games 2000
    python benchmarks/train_evaluation.py --player hard --budget 64 --solo-games 300 \\
        --games 200 --seed 20000 --processes 2

``--player hard`` plays with the search as it is, that is with the evaluation already in
``data/evaluation.json`` (train with ``greedy`` first, then with ``hard``): the weights
then estimate what the computer player itself scores. ``--games-out FILE`` keeps the
games (JSON lines: setup, seed, history) and ``--from-games FILE ...`` fits on games
recorded before, replayed (so that new features need no new games).

``--solo-only`` refits only a person's solo weights (and their spreads), keeping the
multiplayer and Nautoma weights of the data file as they are: how the shipped solo weights
were fitted on Hard's own games (see docs/AI.md),

    python benchmarks/train_evaluation.py --player hard --budget 192 --solo-games 300 \\
        --games 0 --difficulties 3,4,5 --seed 30000 --games-out hard192.jsonl --solo-only
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from finspan.ai.evaluation import (
    FEATURES,
    NAUTOMA_FEATURES,
    Evaluation,
    features,
    model_key,
    nautoma_features,
    nautoma_key,
)
from finspan.ai.players import SOLO_WEIGHTS, ComputerPlayer
from finspan.engine import GREEDY, Game, Rng, Setup, greedy_with

#: Where the score so far is among the features (a person's and Nautoma's alike).
SCORE = FEATURES.index("score")
assert NAUTOMA_FEATURES.index("score") == SCORE
OUT = Path(__file__).resolve().parents[1] / "finspan" / "ai" / "data" / "evaluation.json"
RIDGE = 1e-3


def play(task: tuple[str, int, int, int]) -> dict[str, Any]:
    """One game played by ``player``: its setup, seed and history (JSON-ready)."""
    player, budget, seed, difficulty = task
    setup = Setup.solo_game(difficulty) if difficulty else Setup.multiplayer(2)
    game = Game(setup, seed)
    rng = Rng(seed)
    if player == "greedy":
        policy = greedy_with(SOLO_WEIGHTS if difficulty else GREEDY)
        choose = lambda g: policy(g, rng)  # noqa: E731
    else:
        people = {s: ComputerPlayer("hard", seed * 7 + s, budget) for s in range(2)}
        choose = lambda g: people[g.decision.player].choose(g)  # noqa: E731
    while not game.is_over:
        game.apply(choose(game))
    return {"player": player, "budget": budget, "setup": setup.to_dict(), "seed": seed,
            "history": game.history}  # fmt: skip


def rows_of(record: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows of one recorded game, replayed: each seat's (kind, key, features, final score)
    at the start of weeks 2, 3 and 4."""
    game = Game(Setup.from_dict(record["setup"]), record["seed"])
    pending: list[tuple[int, str, str, list[float]]] = []
    week = game.week
    for text in record["history"]:
        game.apply(text)
        if game.week != week and not game.is_over:
            week = game.week
            totals = game.outcome().totals
            for seat, p in enumerate(game.players):
                if p.is_nautoma:
                    pending.append((seat, "nautoma", nautoma_key(game),
                                    nautoma_features(game, totals[seat])))  # fmt: skip
                else:
                    pending.append((seat, "people", model_key(game),
                                    features(game, seat, totals[seat])))  # fmt: skip
    final = game.outcome().totals
    return [
        {"kind": kind, "key": key, "x": x, "y": final[seat]}
        for seat, kind, key, x in pending
    ]


def _records(names: list[str]) -> list[dict[str, Any]]:
    out = []
    for name in names:
        with open(name, encoding="utf-8") as f:
            out += [json.loads(line) for line in f if line.strip()]
    return out


def solve(rows: list[tuple[list[float], float]], ridge: float = RIDGE) -> list[float]:
    """Least squares weights (ridge ``ridge`` times the number of rows, bias unpenalized)."""
    n = len(rows[0][0])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        for i in range(n):
            b[i] += x[i] * y
            for j in range(n):
                a[i][j] += x[i] * x[j]
    for i in range(1, n):
        a[i][i] += ridge * len(rows) * max(1.0, a[i][i] / len(rows))
    for col in range(n):  # Gauss-Jordan with partial pivoting
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                for c in range(col, n):
                    a[r][c] -= f * a[col][c]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if abs(a[i][i]) > 1e-12 else 0.0 for i in range(n)]


def _groups(
    rows: list[dict[str, Any]], free: bool = False
) -> dict[tuple[str, str], list[tuple[list[float], float]]]:
    """Rows by (kind, key) as (features, points still to come: final score - score now;
    with ``free``, the final score)."""
    by: dict[tuple[str, str], list[tuple[list[float], float]]] = defaultdict(list)
    for r in rows:
        by[(r["kind"], r["key"])].append((r["x"], float(r["y"]) - (0 if free else r["x"][SCORE])))
    return by


def _dot(w: list[float], x: list[float]) -> float:
    return sum(a * b for a, b in zip(w, x, strict=True))


def fit(
    rows: list[dict[str, Any]], calibration: list[dict[str, Any]] | None = None,
    free: bool = False,
) -> tuple[Evaluation, dict[str, Any]]:
    """The evaluation fitted on ``rows`` and a report per key (rows, R², spread).

    What is fitted is the points still to come (the final score less the score so far), so
    that a point scored now counts one point at the end. With ``calibration`` (rows of the
    player the values are for, fewer than ``rows``), a person's points to come are
    ``a + b * (the fit on rows)`` with ``a`` and ``b`` fitted on ``calibration``: the shape
    from many games, the level and scale from the player's own. Nautoma's are fitted on all.
    With ``free`` the final score itself is fitted (the score so far weighs what it weighs).
    """
    shape = _groups(rows, free)
    calibrating = _groups(calibration or [], free)
    people: dict[str, tuple[float, ...]] = {}
    nautoma: dict[str, tuple[float, ...]] = {}
    sd: dict[str, float] = {}
    report: dict[str, Any] = {}
    for kind, key in sorted(set(shape) | set(calibrating)):
        data = shape.get((kind, key), [])
        own = calibrating.get((kind, key), [])
        if kind == "nautoma":  # her play does not depend on the player's: all rows shape hers
            data, own = data + own, []
        w = solve(data or own)
        if own and data:
            a, b = solve([([1.0, _dot(w, x)], gain) for x, gain in own], ridge=0.0)
            w = [b * v for v in w]
            w[0] += a
        checked = own or data
        errors = [gain - _dot(w, x) for x, gain in checked]
        finals = [gain + (0 if free else x[SCORE]) for x, gain in checked]
        var_y = statistics.pvariance(finals)
        sd[f"{kind}:{key}"] = math.sqrt(statistics.fmean(e * e for e in errors))
        report[f"{kind}:{key}"] = {
            "rows": len(data), "calibration_rows": len(own),
            "sd_final": round(math.sqrt(var_y), 2), "sd_error": round(sd[f"{kind}:{key}"], 2),
            "r2": round(1 - statistics.fmean(e * e for e in errors) / var_y, 3) if var_y else 1.0,
        }  # fmt: skip
        if not free:
            w[SCORE] += 1.0  # the final score: the score so far plus the points to come
        (people if kind == "people" else nautoma)[key] = tuple(round(v, 5) for v in w)
    spread: dict[str, float] = {}
    for key in people:
        mine = sd[f"people:{key}"]
        if key.startswith("solo"):  # against her, with her own error (all difficulties)
            hers = [v for k, v in sd.items() if k.startswith("nautoma:") and k.endswith(key[-1])]
            theirs = statistics.fmean(hers) if hers else mine
            spread[key] = round(math.sqrt((mine * mine + theirs * theirs) / 2), 3)
        else:
            spread[key] = round(mine, 3)
    return Evaluation(people, nautoma, spread), report


def _solo_into(path: Path, fitted: Evaluation) -> Evaluation:
    """The evaluation in ``path`` with a person's solo weights and spreads from ``fitted``."""
    kept = Evaluation.from_dict(json.loads(path.read_text("utf-8")))
    solo = [k for k in fitted.people if k.startswith("solo")]
    if not solo:
        raise SystemExit("--solo-only: the games hold no solo game to fit")
    people = kept.people | {k: fitted.people[k] for k in solo}
    spread = kept.spread | {k: fitted.spread[k] for k in solo}
    return Evaluation(people, dict(kept.nautoma), spread)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--player", choices=("greedy", "hard"), default="greedy")
    parser.add_argument("--budget", type=int, default=64, help="Hard's playouts per decision")
    parser.add_argument("--solo-games", type=int, default=3000, help="spread over D1-D5")
    parser.add_argument(
        "--difficulties", default="1,2,3,4,5",
        help="Nautoma's difficulties, in turn, of the solo games (comma-separated)",
    )  # fmt: skip
    parser.add_argument("--games", type=int, default=2000, help="2-player games")
    parser.add_argument("--seed", type=int, default=10000)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--games-out", help="also write the games played (JSON lines)")
    parser.add_argument("--from-games", nargs="*", default=[], help="fit on these games too")
    parser.add_argument(
        "--calibrate-games", nargs="*", default=[],
        help="games of the player itself: a person's values are scaled to these",
    )  # fmt: skip
    parser.add_argument("--out", default=str(OUT))
    parser.add_argument("--free-score", action="store_true", help="fit the final score itself")
    parser.add_argument(
        "--solo-only", action="store_true",
        help="refit only a person's solo weights; keep the rest of --out's file",
    )  # fmt: skip
    args = parser.parse_args()
    try:
        levels = [int(d) for d in args.difficulties.split(",")]
    except ValueError:
        parser.error(f"--difficulties lists numbers 1-5, not {args.difficulties!r}")
    if not levels or any(not 1 <= d <= 5 for d in levels):
        parser.error(f"--difficulties lists numbers 1-5, not {args.difficulties!r}")
    tasks = [
        (args.player, args.budget, args.seed + i, levels[i % len(levels)])
        for i in range(args.solo_games)
    ]
    tasks += [(args.player, args.budget, args.seed + i, 0) for i in range(args.games)]
    records = _records(args.from_games)
    if tasks:
        kept = open(args.games_out, "w", encoding="utf-8") if args.games_out else None  # noqa: SIM115
        with ProcessPoolExecutor(args.processes) as pool:
            for done, record in enumerate(pool.map(play, tasks), 1):
                records.append(record)
                if kept is not None:  # as they come: a long run can be stopped and fitted
                    kept.write(json.dumps(record) + "\n")
                    kept.flush()
                print(f"game {done} of {len(tasks)}", file=sys.stderr, flush=True)
        if kept is not None:
            kept.close()
    rows = [row for record in records for row in rows_of(record)]
    calibration = [row for record in _records(args.calibrate_games) for row in rows_of(record)]
    evaluation, report = fit(rows, calibration or None, args.free_score)
    kept_note = None
    if args.solo_only:
        kept_note = json.loads(Path(args.out).read_text("utf-8")).get("trained")
        evaluation = _solo_into(Path(args.out), evaluation)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    data = evaluation.to_dict() | {"trained": {
        "player": args.player, "budget": args.budget, "solo_games": args.solo_games,
        "games": args.games, "seed": args.seed, "from_games": args.from_games,
        "calibrate_games": args.calibrate_games, "free_score": args.free_score,
        "difficulties": levels, "solo_only": args.solo_only,
    }}  # fmt: skip
    if kept_note is not None:  # how the weights kept were trained
        data["trained"]["kept"] = kept_note
    Path(args.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=1))
    print(f"features: {', '.join(FEATURES)}; Nautoma: {', '.join(NAUTOMA_FEATURES)}")


if __name__ == "__main__":
    main()
