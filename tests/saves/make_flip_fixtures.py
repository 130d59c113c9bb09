"""Write the Fish'n'Flip fixtures of ``fixtures/`` with the code as it stands (run once by
hand, ``python -m tests.saves.make_flip_fixtures``; the tests read the files it wrote):

* ``flip-coop-save.json``: a cooperative save, 3 seats (a person, Easy and Hard teammates),
  whale, octopus, turtle and ray, difficult with the advanced waste, seed 2026, 9 options
  (a greedy choice each time), the table with 1 hint;
* ``flip-competitive-replay.json``: a competitive replay, Ada against two computer bidders,
  dolphin and shark as common powers, the clock on, seed 77, 14 options (bids up to 2, then
  passes, then the first option offered).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from finspan.flip import Game, Setup
from finspan.saves.codec import encode, replay_model, save_model, table_model

FIXTURES = Path(__file__).parent / "fixtures"
WHEN = datetime(2026, 11, 26, 9, 30, tzinfo=UTC)

COOP_SETUP = Setup(
    "coop", ("Ada", "Easy teammate", "Hard teammate"),
    animals=("whale", "octopus", "turtle", "ray"), difficulty="difficult", advanced=True,
)  # fmt: skip
COMPETITIVE_SETUP = Setup(
    "competitive", ("Ada", "Medium bidder", "Hard bidder"),
    animals=("dolphin", "shark", "jellyfish", "swordfish"), common_powers=("dolphin", "shark"),
    clock=True,
)  # fmt: skip


def _left_after(game: Game, option: object) -> tuple[int, int]:
    """(lost, animals in the net) after ``option`` on a copy: what a greedy player avoids."""
    copy = game.clone()
    copy.apply(option)  # type: ignore[arg-type]
    result = copy.outcome()
    return int(result.lost), result.animals_left or 0


def played(setup: Setup, seed: int, moves: int) -> Game:
    """``setup`` dealt from ``seed``, then ``moves`` decisions, each the first option that
    leaves the fewest animals without losing (competitive: bid up to 2, then pass; then
    the first option)."""
    game = Game(setup, seed)
    for _ in range(moves):
        assert game.decision is not None
        options = game.decision.options
        if game.coop:
            best = min(options, key=lambda o: _left_after(game, o))
        else:
            texts = [str(o) for o in options]
            high = game.public_state().high_bid
            best = options[texts.index("pass")] if "pass" in texts and high >= 2 else options[0]
        game.apply(best)
    return game


def main() -> None:
    coop = played(COOP_SETUP, 2026, 9)
    table = table_model(None, [], 1.0, 1, ["person", "easy", "hard"])
    save = save_model(coop, "named", "Flip together", WHEN, WHEN, table)
    (FIXTURES / "flip-coop-save.json").write_bytes(encode(save))
    competitive = played(COMPETITIVE_SETUP, 77, 14)
    replay = replay_model(competitive, "Flip bidding", WHEN)
    (FIXTURES / "flip-competitive-replay.json").write_bytes(encode(replay))


if __name__ == "__main__":
    main()
