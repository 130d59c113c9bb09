"""Tournaments: complete games between computer players (and built-in policies), seats rotated.

`run_tournament` returns the JSON-ready object printed by ``finspan tournament --json``.
Everything in it depends only on the arguments (same arguments, same output, whatever the
number of processes) except ``timing`` and ``seconds``, which are measured.

Game ``i`` of a tournament of ``n`` entrants is dealt from seed ``seed + i // n`` and seats
entrant ``(k + i) % n`` at seat ``k``: each deal is played once from every seat. Against
Nautoma (``solo``) the one entrant plays the human seat of deal ``seed + i``.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from typing import Any

from finspan.engine import Game, Option, Rng, Setup, greedy_policy, random_policy

from .players import DEFAULT_BUDGET, LEVELS, ComputerPlayer

ENTRANTS: tuple[str, ...] = (*LEVELS, "greedy", "random")


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a win rate ``wins / games``."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _chooser(name: str, seed: int, budget: int) -> Callable[[Game], Option]:
    if name in LEVELS:
        return ComputerPlayer(name, seed, budget).choose
    rng = Rng(seed)
    policy = greedy_policy if name == "greedy" else random_policy
    return lambda game: policy(game, rng)


def _setup(n: int, board: str, solo: int | None) -> Setup:
    if solo is not None:
        return Setup.solo_game(solo, board=board)
    return Setup.multiplayer(n, board=board)


def play_one(task: tuple[int, list[str], int, int, str, int | None]) -> dict[str, Any]:
    """Play game ``index`` of a tournament; return its result (or the error it raised)."""
    index, seats, seed, budget, board, solo = task
    n = len(seats)
    deal = seed + (index if solo is not None else index // n)
    order = [0] if solo is not None else [(k + index) % n for k in range(n)]
    out: dict[str, Any] = {"index": index, "seed": deal, "order": order}
    times: list[list[float]] = [[] for _ in seats]
    try:
        game = Game(_setup(n, board, solo), deal)
        choosers = {
            seat: _chooser(seats[e], (deal << 8) ^ (seat << 4) ^ e, budget)
            for seat, e in enumerate(order)
        }
        while not game.is_over:
            d = game.decision
            assert d is not None
            start = time.perf_counter()
            option = choosers[d.player](game)
            if len(d.options) > 1:
                times[order[d.player]].append(time.perf_counter() - start)
            game.apply(option)
        result = game.outcome()
        out["totals"] = list(result.totals)
        out["winners"] = list(result.winners)
        out["decisions"] = len(game.history)
    except Exception as exc:  # a tournament reports every failure
        out["error"] = f"{type(exc).__name__}: {exc}"
    out["times"] = times
    return out


def run_tournament(
    seats: list[str], games: int, seed: int = 0, budget: int = DEFAULT_BUDGET,
    board: str = "A", solo: int | None = None, processes: int = 1,
    on_game: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:  # fmt: skip
    """Play ``games`` games between ``seats`` (entrant names, see `ENTRANTS`).

    Raises ValueError for an unknown entrant, or a seat count that does not fit the mode
    (solo: exactly one; otherwise 1-5). ``processes`` > 1 plays games in parallel worker
    processes; the results do not depend on it. ``on_game`` sees each game's result in order.
    """
    for name in seats:
        if name not in ENTRANTS:
            raise ValueError(f"a seat is one of {', '.join(ENTRANTS)}, not {name!r}")
    if solo is not None and len(seats) != 1:
        raise ValueError("against Nautoma (--solo) there is exactly one seat")
    if not 1 <= len(seats) <= 5:
        raise ValueError(f"a game has 1 to 5 seats, not {len(seats)}")
    tasks = [(i, list(seats), seed, budget, board, solo) for i in range(games)]
    start = time.perf_counter()
    results: list[dict[str, Any]] = []
    if processes > 1 and games > 1:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(min(processes, games)) as pool:
            for r in pool.imap(play_one, tasks, chunksize=1):
                results.append(r)
                if on_game:
                    on_game(r)
    else:
        for task in tasks:
            r = play_one(task)
            results.append(r)
            if on_game:
                on_game(r)
    seconds = time.perf_counter() - start
    return summarize(seats, results, seed, budget, board, solo, seconds)


def summarize(
    seats: list[str], results: list[dict[str, Any]], seed: int, budget: int, board: str,
    solo: int | None, seconds: float,
) -> dict[str, Any]:  # fmt: skip
    """The tournament's standings from its games' results (see `run_tournament`)."""
    n = len(seats)
    finished = [r for r in results if "error" not in r]
    standings = []
    names = seats + (["nautoma"] if solo is not None else [])
    for e, name in enumerate(names):
        wins = shared = 0
        scores = []
        for r in finished:
            seat = 1 if e == n else r["order"].index(e)
            scores.append(r["totals"][seat])
            if seat in r["winners"]:
                if len(r["winners"]) == 1:
                    wins += 1
                else:
                    shared += 1
        played = len(finished)
        lo, hi = wilson(wins, played)
        standings.append({
            "seat": name, "games": played, "wins": wins, "shared_wins": shared,
            "win_rate": round(wins / played, 4) if played else None,
            "interval95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(statistics.fmean(scores), 2) if scores else None,
        })  # fmt: skip
    timing = {}
    for e, name in enumerate(seats):
        ms = [1000 * t for r in results for t in r["times"][e]]
        if ms and name in ("easy", "medium", "hard"):
            timing[f"{e}:{name}"] = {
                "decisions": len(ms),
                "median_ms": round(statistics.median(ms), 1),
                "max_ms": round(max(ms), 1),
            }
    return {
        "seats": seats, "solo": solo, "board": board, "games": len(results), "seed": seed,
        "budget": budget, "errors": len(results) - len(finished),
        "error_games": [{"seed": r["seed"], "error": r["error"]} for r in results if "error" in r],
        "standings": standings,
        "games_played": [
            {"seed": r["seed"], "order": r["order"], "totals": r["totals"],
             "winners": r["winners"]} for r in finished
        ],
        "timing": timing, "seconds": round(seconds, 1),
    }  # fmt: skip
