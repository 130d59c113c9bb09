"""Tune the cooperative search's weights (``finspan/flip_ai/data/weights.toml``) by self-play.

Coordinate search: each weight in turn is tried larger and smaller (x1.5, /1.5); a change is
kept when it lowers the cost over the same deals (paired seeds). A game's cost is the
animals left in the net if it was not lost, else ``--loss-cost`` (a lost game has no
score). The deals alternate solo and 3 players, normal and difficult. Run:

    python benchmarks/tune_flip.py --games 300 --seed 5000 --level medium --rounds 2 \\
        --processes 2 [--write]

``--level medium`` plays the one-turn value alone (fast); ``hard`` adds the look-ahead.
Prints each step and the best weights as JSON; ``--write`` puts them in the data file.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
from dataclasses import replace
from pathlib import Path
from typing import Any

from finspan.core import decisions_with_a_choice
from finspan.flip import Game
from finspan.flip_ai import WEIGHTS, Weights, coop_settings, game_setup, search

DATA = Path(__file__).resolve().parents[1] / "finspan" / "flip_ai" / "data" / "weights.toml"
CONFIGS = ((1, "normal"), (3, "difficult"), (1, "difficult"), (3, "normal"))


def play(task: tuple[int, str, dict[str, float], float]) -> float:
    """One game's cost with the given weights."""
    seed, level, table, loss_cost = task
    players, difficulty = CONFIGS[seed % len(CONFIGS)]
    settings = replace(coop_settings(level), weights=Weights.from_table(table))
    game = Game(game_setup("coop", players, difficulty), seed)
    for _ in decisions_with_a_choice(game):
        game.apply(search(game, settings, seed).best.first)
    result = game.outcome()
    return loss_cost if result.lost else float(result.animals_left or 0)


def cost(pool: Any, weights: Weights, args: argparse.Namespace) -> float:
    tasks = [(args.seed + i, args.level, weights.to_table(), args.loss_cost)
             for i in range(args.games)]  # fmt: skip
    return statistics.fmean(pool.map(play, tasks, chunksize=4))


def write(weights: Weights) -> None:
    """Put the weights into the data file, keeping its comments."""
    lines = DATA.read_text(encoding="utf-8").splitlines()
    table = weights.to_table()
    out = []
    for line in lines:
        name = line.split("=")[0].strip()
        if name in table and "=" in line:
            comment = line[line.index("#"):] if "#" in line else ""
            line = f"{f'{name} = {table[name]:g}':<19}{comment}".rstrip()
        out.append(line)
    DATA.write_text("\n".join(out) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--level", choices=("medium", "hard"), default="medium")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--loss-cost", type=float, default=20.0)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    names = [n for n in WEIGHTS.to_table() if n not in ("freed", "loss")]
    with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
        best, best_cost = WEIGHTS, cost(pool, WEIGHTS, args)
        print(json.dumps({"start": best.to_table(), "cost": round(best_cost, 3)}), flush=True)
        for rnd in range(args.rounds):
            for name in names:
                for factor in (1.5, 1 / 1.5):
                    trial = replace(best, **{name: round(getattr(best, name) * factor, 3)})
                    c = cost(pool, trial, args)
                    kept = c < best_cost
                    print(json.dumps({"round": rnd, name: getattr(trial, name),
                                      "cost": round(c, 3), "kept": kept}), flush=True)  # fmt: skip
                    if kept:
                        best, best_cost = trial, c
                        break
    print(json.dumps({"best": best.to_table(), "cost": round(best_cost, 3)}))
    if args.write:
        write(best)


if __name__ == "__main__":
    main()
