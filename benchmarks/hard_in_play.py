"""Does the in-play time ever cut Hard's search? One solo game, Hard searching every decision
twice: at a fixed budget of `PLAY_BUDGET` playouts, and as at the table (at most that budget
within `SECONDS["hard"]` of CPU time). Prints how many choices agree, how many timed
searches stopped early, the slowest timed search, and the totals (the timed choices played).

    nice python benchmarks/hard_in_play.py --difficulty 4 --deal 4001
"""

from __future__ import annotations

import argparse
import json
import time

from finspan.ai import PLAY_BUDGET, SECONDS, ComputerPlayer
from finspan.core import decisions_with_a_choice
from finspan.engine import Game, Setup


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--difficulty", type=int, default=4)
    parser.add_argument("--deal", type=int, default=4001)
    args = parser.parse_args()
    game = Game(Setup.solo_game(args.difficulty), args.deal)
    seed = args.deal << 8  # as benchmarks/hard_solo.py seeds Hard
    fixed = ComputerPlayer("hard", seed, PLAY_BUDGET)
    timed = ComputerPlayer("hard", seed, PLAY_BUDGET, SECONDS["hard"], time.process_time)
    decisions = same = cut = 0
    slowest = 0.0
    for _ in decisions_with_a_choice(game):
        full = fixed.think(game)
        start = time.process_time()
        played = timed.think(game)
        slowest = max(slowest, time.process_time() - start)
        decisions += 1
        same += played.best == full.best
        cut += played.playouts < full.playouts
        game.apply(played.best)
    print(json.dumps({
        "difficulty": args.difficulty, "deal": args.deal, "decisions": decisions,
        "same_choice": same, "stopped_early": cut, "slowest_timed_s": round(slowest, 3),
        "totals": list(game.outcome().totals),
    }))  # fmt: skip


if __name__ == "__main__":
    main()
