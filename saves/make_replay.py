"""Write ``saves/replay-solo-d3-seed-4.json``: the example replay shipped with the game.

Run from the repository root: ``python saves/make_replay.py``. The game is deterministic (a
solo game against Nautoma at difficulty 3, seed 4, the human seat played by the greedy
policy, the same game as ``finspan --autoplay --solo 3 --seed 4``) and the date written into
the file is fixed, so running it again gives the same bytes.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from finspan.engine import Game, Rng, Setup
from finspan.engine.policies import greedy_policy
from finspan.saves import SaveStore

HERE = Path(__file__).resolve().parent
REPLAY = HERE / "replay-solo-d3-seed-4.json"
CREATED = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)


def replay_game(difficulty: int = 3, seed: int = 4) -> Game:
    """The finished example game (greedy human against Nautoma)."""
    game = Game(Setup.solo_game(difficulty), seed)
    rng = Rng(seed)
    while not game.is_over:
        game.apply(greedy_policy(game, rng))
    return game


def main() -> None:
    game = replay_game()
    store = SaveStore(HERE, clock=lambda: CREATED)
    path = store.export_replay(game, REPLAY, "Solo against Nautoma, difficulty 3, seed 4")
    totals = ", ".join(str(game.final_total(s)) for s in range(len(game.players)))
    print(f"wrote {path} ({len(game.history)} choices, final scores {totals})")


if __name__ == "__main__":
    main()
