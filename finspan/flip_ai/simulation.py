"""``finspan flip simulate``: complete games headless, every seat played by one policy, and
the figures that sum them up (loss rate and animals left with 95% intervals; competitive
scores).

Game ``i`` is dealt from seed ``seed + i``; seat ``k``'s player is seeded from the deal and
the seat. Everything in the result depends only on the arguments (whatever the number of
processes) except ``seconds`` and ``games_per_second``, which the caller's ``clock`` measures.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from typing import Any

from finspan.flip import Difficulty, Game, Mode, Setup

from .evaluate import animals_left
from .names import DIFFICULTIES
from .players import chooser
from .tournament import map_games, wilson


def game_setup(mode: str, players: int, difficulty: str = "normal") -> Setup:
    """The setup of a simulated game. Raises `finspan.flip.SetupError` (a ValueError)."""
    if mode == Mode.COMPETITIVE:
        return Setup.competitive(players)
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"a difficulty is one of {', '.join(DIFFICULTIES)}, not {difficulty!r}")
    advanced = difficulty == "advanced"
    level = Difficulty.DIFFICULT if advanced else Difficulty(difficulty)
    return Setup.cooperative(players, difficulty=level, advanced=advanced)


def play_game(task: tuple[str, int, str, str, int, int | None]) -> dict[str, Any]:
    """Play one game (``(mode, players, difficulty, policy, seed, budget)``) to its end;
    return its result, or the error it raised."""
    mode, players, difficulty, policy, seed, budget = task
    out: dict[str, Any] = {"seed": seed, "players": players}
    try:
        game = Game(game_setup(mode, players, difficulty), seed)
        seats = [chooser(policy, (seed << 3) ^ seat, budget) for seat in range(players)]
        while not game.is_over:
            d = game.decision
            assert d is not None
            game.apply(seats[d.player](game))
        result = game.outcome()
        out["turns"] = result.turns
        if game.coop:
            out["won"], out["lost"] = result.won, result.lost
            out["animals_left"] = result.animals_left
            out["animals_in_net"] = animals_left(game)
            out["fish_n_flip_turns"] = len(result.fish_n_flip_turns)
        else:
            out["scores"] = list(result.scores)
            out["winners"] = list(result.winners)
    except Exception as exc:  # a simulation reports every failure
        out["error"] = f"{type(exc).__name__}: {exc}"
    return out


def mean_interval(values: list[int]) -> dict[str, Any]:
    """The mean of ``values`` with a 95% interval (normal approximation)."""
    if not values:
        return {"games": 0, "mean": None, "interval95": None}
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return {"games": len(values), "mean": round(mean, 3),
            "interval95": [round(mean - half, 3), round(mean + half, 3)]}  # fmt: skip


def summary(results: list[dict[str, Any]], mode: str) -> dict[str, Any]:
    """The figures of a simulation. Cooperative: the loss rate (a 7th card) with its Wilson
    interval; the animals left in games not lost; and the animals in the net at the end of
    every game, a lost game counted with the animals in its net when it was lost."""
    done = [r for r in results if "error" not in r]
    if mode == Mode.COMPETITIVE:
        n = done[0]["players"] if done else 0
        return {
            "mean_scores": [round(statistics.fmean(r["scores"][s] for r in done), 3)
                            for s in range(n)],
            "mean_turns": round(statistics.fmean(r["turns"] for r in done), 2) if done else None,
        }  # fmt: skip
    lost = sum(1 for r in done if r["lost"])
    lo, hi = wilson(lost, len(done))
    return {
        "lost": lost,
        "loss_rate": round(lost / len(done), 4) if done else None,
        "loss_interval95": [round(lo, 4), round(hi, 4)],
        "animals_left_won": mean_interval([r["animals_left"] for r in done if not r["lost"]]),
        "animals_in_net_all": mean_interval([r["animals_in_net"] for r in done]),
        "perfect": sum(1 for r in done if r["animals_left"] == 0),
        "mean_turns": round(statistics.fmean(r["turns"] for r in done), 2) if done else None,
    }


def simulate(
    mode: str, players: int, games: int, seed: int, policy: str = "random",
    difficulty: str = "normal", processes: int = 1, budget: int | None = None,
    clock: Callable[[], float] | None = None,
) -> dict[str, Any]:  # fmt: skip
    """Play ``games`` games of ``mode`` with every seat played by ``policy``; the JSON-ready
    result of ``finspan flip simulate``. Raises ValueError for a bad setup or policy."""
    game_setup(mode, players, difficulty)  # a bad setup fails here, not in every game
    chooser(policy, 0, budget)
    tasks = [(mode, players, difficulty, policy, seed + i, budget) for i in range(games)]
    start = clock() if clock else 0.0
    results = map_games(play_game, tasks, processes)
    seconds = (clock() - start) if clock else 0.0
    return {
        "mode": str(mode), "players": players,
        "difficulty": difficulty if mode == Mode.COOP else None, "policy": policy,
        "games": games, "seed": seed, "budget": budget,
        "errors": sum(1 for r in results if "error" in r),
        "seconds": round(seconds, 2),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "summary": summary(results, mode),
        "results": results,
    }  # fmt: skip
