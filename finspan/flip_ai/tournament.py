"""``finspan flip tournament``: competitive games between computer players, seats rotated.

Game ``i`` of a tournament of ``n`` entrants is dealt from seed ``seed + i // n`` and seats
entrant ``(k + i) % n`` at seat ``k``: each deal is played once from every seat. The
standings count wins (a shared win apart), and every pairing of two entrants says how often
the first scored more than the second (a tie counts half), with Wilson 95% intervals.
Everything depends only on the arguments (whatever the number of processes) except the
times, which the caller's ``clock`` measures.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from itertools import combinations
from typing import Any, TypeVar

from finspan.ai import wilson as wilson
from finspan.flip import Game, Option, Setup

from .names import ENTRANTS
from .players import chooser

_T = TypeVar("_T")
_R = TypeVar("_R")


def map_games(play: Callable[[_T], _R], tasks: list[_T], processes: int = 1) -> list[_R]:
    """``play`` over ``tasks`` in order, in ``processes`` worker processes when above 1
    (the results are the same)."""
    if processes > 1 and len(tasks) > 1:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(min(processes, len(tasks))) as pool:
            return list(pool.imap(play, tasks, chunksize=1))
    return [play(task) for task in tasks]


def play_one(
    task: tuple[int, list[str], int, int | None, Callable[[], float] | None],
) -> dict[str, Any]:  # fmt: skip
    """Play game ``index`` of a tournament; its scores and winners (or the error it raised)
    and each seat's time per decision of more than one option."""
    index, seats, seed, budget, clock = task
    n = len(seats)
    deal = seed + index // n
    order = [(k + index) % n for k in range(n)]
    out: dict[str, Any] = {"index": index, "seed": deal, "order": order}
    times: list[list[float]] = [[] for _ in seats]
    try:
        game = Game(Setup.competitive(n), deal)
        players: list[Callable[[Game], Option]] = [
            chooser(seats[e], (deal << 8) ^ (seat << 4) ^ e, budget) for seat, e in enumerate(order)
        ]  # fmt: skip
        while not game.is_over:
            d = game.decision
            assert d is not None
            start = clock() if clock else 0.0
            option = players[d.player](game)
            if clock and len(d.options) > 1:
                times[order[d.player]].append(clock() - start)
            game.apply(option)
        result = game.outcome()
        out["scores"] = list(result.scores)
        out["winners"] = list(result.winners)
        out["rounds"] = result.turns
    except Exception as exc:  # a tournament reports every failure
        out["error"] = f"{type(exc).__name__}: {exc}"
    out["times"] = times
    return out


def run_tournament(
    seats: list[str], games: int, seed: int = 0, processes: int = 1,
    budget: int | None = None, clock: Callable[[], float] | None = None,
) -> dict[str, Any]:  # fmt: skip
    """Play ``games`` competitive games between ``seats`` (entrant names, `ENTRANTS`).
    Raises ValueError for an unknown entrant or a seat count other than 2-5."""
    for name in seats:
        if name not in ENTRANTS:
            raise ValueError(f"a seat is one of {', '.join(ENTRANTS)}, not {name!r}")
    if not 2 <= len(seats) <= 5:
        raise ValueError(f"a competitive game has 2 to 5 seats, not {len(seats)}")
    tasks = [(i, list(seats), seed, budget, clock) for i in range(games)]
    start = clock() if clock else 0.0
    results = map_games(play_one, tasks, processes)
    seconds = (clock() - start) if clock else 0.0
    return summarize(seats, results, seed, budget, seconds)


def _rate(ahead: float, games: int) -> dict[str, Any]:
    lo, hi = wilson(ahead, games)
    return {"rate": round(ahead / games, 4) if games else None,
            "interval95": [round(lo, 4), round(hi, 4)]}  # fmt: skip


def summarize(
    seats: list[str], results: list[dict[str, Any]], seed: int, budget: int | None,
    seconds: float,
) -> dict[str, Any]:  # fmt: skip
    """The tournament's standings, pairings and times from its games' results."""
    done = [r for r in results if "error" not in r]
    played = len(done)

    def score(r: dict[str, Any], e: int) -> int:
        value: int = r["scores"][r["order"].index(e)]
        return value

    standings = []
    for e, name in enumerate(seats):
        wins = sum(1 for r in done if r["winners"] == [r["order"].index(e)])
        shared = sum(
            1 for r in done if len(r["winners"]) > 1 and r["order"].index(e) in r["winners"]
        )
        standings.append({
            "seat": name, "games": played, "wins": wins, "shared_wins": shared,
            **{("win_rate" if k == "rate" else k): v for k, v in _rate(wins, played).items()},
            "mean_score": round(statistics.fmean(score(r, e) for r in done), 2) if done else None,
        })  # fmt: skip
    pairings = []
    for a, b in combinations(range(len(seats)), 2):
        ahead = sum(1 for r in done if score(r, a) > score(r, b))
        behind = sum(1 for r in done if score(r, a) < score(r, b))
        ties = played - ahead - behind
        pairings.append({
            "first": f"{a}:{seats[a]}", "second": f"{b}:{seats[b]}", "games": played,
            "first_ahead": ahead, "second_ahead": behind, "ties": ties,
            **_rate(ahead + ties / 2, played),
        })  # fmt: skip
    timing = {}
    for e, name in enumerate(seats):
        ms = sorted(1000 * t for r in results for t in r["times"][e])
        if ms:
            timing[f"{e}:{name}"] = {
                "decisions": len(ms), "median_ms": round(statistics.median(ms), 2),
                "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2), "max_ms": round(ms[-1], 2),
            }  # fmt: skip
    return {
        "seats": seats, "games": len(results), "seed": seed, "budget": budget,
        "errors": len(results) - played,
        "error_games": [{"seed": r["seed"], "error": r["error"]} for r in results if "error" in r],
        "standings": standings, "pairings": pairings,
        "games_played": [
            {"seed": r["seed"], "order": r["order"], "scores": r["scores"],
             "winners": r["winners"]} for r in done
        ],
        "timing": timing, "seconds": round(seconds, 1),
    }  # fmt: skip
