"""Mining Finspan puzzles from self-play (the raw findings; `finspan.puzzles.finspan_make`
turns them into puzzles).

Game ``i`` of a run from seed ``S`` is dealt from `game_seed` (S, i) with the setup
`setup_of` (i): solo against Nautoma at difficulty `SOLO_DIFFICULTY` for even ``i``, two
players for odd ``i``; board side B for every other pair. Every seat is played by the greedy
computer player (in the solo game with Hard's solo rules of thumb) with one decision in
`NOISE` at random, so the positions differ from game to game. At each person's turn action
of weeks 2-4 with at least `MIN_OPTIONS` options the position is written as text and read
back (so the puzzle is searched exactly as it will be checked), then searched
(`finspan_search`): first once; if that search prefers another option than the greedy
policy by `MARGIN` points, again with the other seeds until `AGREE` of `SEARCHES` agree or
too many do not. At most `PER_GAME` puzzles come from one game, never the same answer
twice.

Pure: the caller passes a clock and a stop time if it wants to stop early (between
positions), and gets each finding and each finished game through callbacks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from finspan.ai import SOLO_WEIGHTS
from finspan.engine import (
    DecisionKind,
    Game,
    Rng,
    Setup,
    greedy_policy,
    greedy_with,
    load_position,
    position_text,
)

from .finspan_search import AGREE, BUDGET, MARGIN, SEARCHES, greedy_choice, search_seeds, verdicts

SOLO_DIFFICULTY = 3
NOISE = 0.1
MIN_OPTIONS = 3
FIRST_WEEK = 2
PER_GAME = 3


def game_seed(seed: int, index: int) -> int:
    """The deal of game ``index`` of a run from ``seed``."""
    return Rng((seed << 24) ^ index).next64() >> 1


def setup_of(index: int) -> Setup:
    """Solo at `SOLO_DIFFICULTY` (even), two players (odd); side B for index % 4 in 2, 3."""
    board = "B" if index % 4 >= 2 else "A"
    if index % 2 == 0:
        return Setup.solo_game(SOLO_DIFFICULTY, 0, board=board)
    return Setup.multiplayer(2, board=board)


@dataclass(slots=True)
class Finding:
    """A position that passed: where it came from, the text, the seat, the answer (with the
    slot the searches played it into), the greedy choice and every search's verdict."""

    index: int
    deal: int
    decision: int
    seat: int
    position: str
    options: int
    solution: str
    slot: str | None
    greedy: str
    budget: int
    verdicts: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index, "deal": self.deal, "decision": self.decision,
            "seat": self.seat, "position": self.position, "options": self.options,
            "solution": self.solution, "slot": self.slot, "greedy": self.greedy,
            "budget": self.budget, "margin": MARGIN, "searches": SEARCHES, "agree": AGREE,
            "verdicts": self.verdicts,
        }  # fmt: skip


def candidate(game: Game) -> bool:
    """Whether the pending decision is a person's turn action worth searching."""
    d = game.decision
    if d is None or d.kind != DecisionKind.TURN or len(d.options) < MIN_OPTIONS:
        return False
    return not game.players[d.player].is_nautoma and game.week >= FIRST_WEEK


def examine(game: Game, seeds: list[int], budget: int = BUDGET) -> tuple[Game, Finding | None]:
    """Search the position of ``game`` (written and read back); a `Finding` when it is a
    puzzle (index, deal and decision left 0 for the caller). Returns the position too."""
    d = game.decision
    assert d is not None
    pos = load_position(position_text(game))
    greedy = str(greedy_choice(pos))
    first = next(verdicts(pos, seeds[:1], budget))
    if first.best == greedy or not first.agrees(first.best):
        return pos, None
    found = [first]
    found += verdicts(pos, seeds[1:], budget, solution=first.best,
                      agree=AGREE - 1)  # fmt: skip
    if sum(v.agrees(first.best) for v in found) < AGREE:
        return pos, None
    slots = [v.slot for v in found if v.agrees(first.best)]
    slot = max(set(slots), key=lambda s: (slots.count(s), str(s)))
    finding = Finding(0, 0, 0, d.player, position_text(pos), len(d.options), first.best, slot,
                      greedy, budget, [v.to_dict() for v in found])  # fmt: skip
    return pos, finding


def mine_game(
    seed: int, index: int, on_finding: Callable[[Finding], None], budget: int = BUDGET,
    stop: Callable[[], bool] | None = None,
) -> bool:  # fmt: skip
    """Play game ``index`` of the run from ``seed`` and report its puzzles. Returns False if
    ``stop()`` said to stop before the game was done."""
    deal = game_seed(seed, index)
    setup = setup_of(index)
    game = Game(setup, deal)
    rng = Rng(deal ^ 0x5EED)
    policy = greedy_with(SOLO_WEIGHTS) if setup.solo else greedy_policy
    threshold = int(NOISE * 1024)
    found = 0
    answers: set[str] = set()
    while not game.is_over:
        if found < PER_GAME and candidate(game):
            if stop is not None and stop():
                return False
            seeds = search_seeds(deal ^ (len(game.history) << 40))
            _, finding = examine(game, seeds, budget)
            if finding is not None and finding.solution not in answers:
                finding.index, finding.deal, finding.decision = index, deal, len(game.history)
                answers.add(finding.solution)
                found += 1
                on_finding(finding)
        options = game.options
        if len(options) > 1 and rng.below(1024) < threshold:
            game.apply(options[rng.below(len(options))])
        else:
            game.apply(policy(game, rng))
    return True
