"""The post-game review's time: a whole review of one person's decisions in a 2-player game
by `ReviewJob` (the app's background processes) at a budget.
Run: ``nice python benchmarks/bench_review.py [--budget N] [--processes P] [--solo D]``.

The game is the scripted one of ``tests/ai/test_review.py`` (seat 0 Hard at 48 playouts,
seat 1 greedy; seat 0 has 116 decisions with a choice); with ``--solo D``, a solo game at
difficulty D played by the greedy policy (deal 4003), whose playouts look one turn ahead.
Prints one JSON object: the wall time, and the workers' CPU time in all (what a busy machine
does not lengthen: on P free cores the review takes about that divided by P). Nothing here
is asserted by the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path

from finspan.frontend.shell.review_worker import ReviewJob


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--budget", type=int, default=768)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--solo", type=int, default=None, metavar="D")
    args = parser.parse_args()
    if args.solo is not None:
        from finspan.engine import Setup, play_game

        game = play_game(Setup.solo_game(args.solo), 4003, "greedy")
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from tests.ai.test_review import _scripted_game

        game = _scripted_game()
    start = time.perf_counter()
    job = ReviewJob(game, 0, args.budget, 0, args.processes)
    job.start()
    while not job.finished and not job.error:
        job.poll()
        time.sleep(0.05)
    wall = time.perf_counter() - start
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(json.dumps({
        "budget": args.budget, "processes": args.processes, "decisions": job.total,
        "wall_s": round(wall, 1), "workers_cpu_s": round(used.ru_utime + used.ru_stime, 1),
        "load_1min": round(os.getloadavg()[0], 1), "error": job.error,
        "summary": job.review().summary() if job.finished else None,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
