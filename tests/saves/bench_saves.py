"""Benchmark: how long saves, loads and listings take (a script, not a test).

    /work/venv/bin/python tests/saves/bench_saves.py

Prints the median of several runs for finished games of each mode, in a temporary folder.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from finspan.engine import play_game, setup_for
from finspan.saves import SaveStore


def median_ms(work: Callable[[], object], runs: int = 15) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    games = {
        "2 players": play_game(setup_for(2), 5),
        "4 players B": play_game(setup_for(4, board="B"), 5),
        "5 players": play_game(setup_for(5), 5),
        "solo d5 Ravel 4": play_game(setup_for(solo=True, difficulty=5, ravel=4), 5),
    }
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder))
        print(
            f"{'finished game':<16} {'moves':>5} {'bytes':>6} {'autosave':>9} "
            f"{'named':>7} {'load':>7} {'Continue':>9}"
        )
        for label, game in games.items():
            path = store.save_named(game, label)
            store.autosave(game)
            autosave = median_ms(lambda g=game: store.autosave(g))
            named = median_ms(lambda g=game, n=label: store.save_named(g, n))
            load = median_ms(lambda p=path: store.load(p))
            resume = median_ms(store.latest_autosave)
            print(
                f"{label:<16} {len(game.history):>5} {path.stat().st_size:>6} "
                f"{autosave:>7.1f}ms {named:>5.1f}ms {load:>5.1f}ms {resume:>7.1f}ms"
            )
        for i in range(20):
            store.save_named(games["4 players B"], f"extra {i}")
        listing = median_ms(store.list_saves)
        print(f"list_saves of {len(store.list_saves())} files: {listing:.1f} ms")


if __name__ == "__main__":
    main()
