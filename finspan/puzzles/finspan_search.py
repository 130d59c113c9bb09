"""How a Finspan puzzle is found and checked: Hard's search of one position, repeated with
independent seeds.

A Finspan puzzle is a turn action (play a fish or dive) where Hard's best option is worth
clearly more than every other: in each search (`finspan.ai.montecarlo.search` with Hard's
settings at `BUDGET` playouts, the greedy policy's choice kept to the last round with
``include``, as the review does) the option Hard chooses has an expected final score for the
deciding seat at least `MARGIN` points above every other option of the last round (the
options compared on the same deals), and this holds for the same option in at least `AGREE`
of `SEARCHES` searches with independent seeds. The greedy policy's choice
(`finspan.engine.greedy_policy`) must not be that option.

Contract: nothing here changes the game it is given, reads a clock or draws unseeded
randomness; the same position, seeds and budget give the same verdicts.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from finspan.ai import OptionStats, search, settings_for
from finspan.engine import Game, Option, Rng, greedy_policy

#: Hard's playouts per search of a puzzle (four times the solo review's 96, twice the
#: multiplayer review's 384 / 2: a large budget, within the CPU a generation run can spend).
BUDGET = 384
#: Points (of expected final score) by which the answer beats every other option.
MARGIN = 4.0
#: Independent searches of each puzzle, and how many of them must agree.
SEARCHES = 10
AGREE = 9


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one search says: its ``best`` option (with the slot it was searched with, if
    any), that option's expected final score, and the nearest other option of the last round
    with its score. ``margin`` is the difference (best minus runner-up)."""

    seed: int
    best: str
    slot: str | None
    best_score: float
    runner_up: str
    runner_up_score: float

    @property
    def margin(self) -> float:
        return self.best_score - self.runner_up_score

    def agrees(self, solution: str, margin: float = MARGIN) -> bool:
        """Whether this search chose ``solution`` at least ``margin`` points ahead."""
        return self.best == solution and self.margin >= margin

    def to_dict(self) -> dict[str, object]:
        return {
            "seed": self.seed, "best": self.best, "slot": self.slot,
            "best_score": round(self.best_score, 3), "runner_up": self.runner_up,
            "runner_up_score": round(self.runner_up_score, 3),
        }  # fmt: skip


def greedy_choice(game: Game) -> Option:
    """The greedy policy's option at the pending decision (deterministic)."""
    return greedy_policy(game, Rng(0))


def search_seeds(base: int, count: int = SEARCHES) -> list[int]:
    """``count`` independent 64-bit search seeds drawn from ``base``."""
    rng = Rng(base)
    return [rng.next64() for _ in range(count)]


def verdict(game: Game, seed: int, budget: int = BUDGET) -> Verdict:
    """One Hard search of ``game``'s pending decision (see the module). Raises ValueError
    when the game is over or the decision has one option."""
    d = game.decision
    if d is None or len(d.options) < 2:
        raise ValueError("a puzzle needs a decision with a choice")
    include = greedy_choice(game)
    result = search(game, settings_for("hard", budget), seed, include=include)
    best = result.ranked[0]
    last = max(s.playouts for s in result.ranked)
    others = _others(result.by_option(), best, last)
    runner = max(others, key=lambda s: s.mean_score)
    slot = str(best.then) if best.then is not None else None
    return Verdict(seed, str(best.option), slot, best.mean_score, str(runner.option),
                   runner.mean_score)  # fmt: skip


def _others(by_option: list[OptionStats], best: OptionStats, last: int) -> list[OptionStats]:
    """The other options of the last round (the included greedy choice is always there when
    it is not the best); failing those, every other option searched."""
    others = [s for s in by_option if s.option != best.option and s.playouts == last]
    return others or [s for s in by_option if s.option != best.option] or [best]


def verdicts(
    game: Game, seeds: Sequence[int], budget: int = BUDGET, *, solution: str | None = None,
    margin: float = MARGIN, agree: int = AGREE,
) -> Iterator[Verdict]:  # fmt: skip
    """The verdicts of the searches with ``seeds``, in order. With ``solution`` it stops as
    soon as fewer than ``agree`` of them could still agree (the caller counts)."""
    misses = 0
    for seed in seeds:
        v = verdict(game, seed, budget)
        yield v
        if solution is not None and not v.agrees(solution, margin):
            misses += 1
            if len(seeds) - misses < agree:
                return
