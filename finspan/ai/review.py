"""A post-game review: where one person's choices cost them points, by Hard's search.

Each decision of the chosen seat that had more than one option is searched again at the
position as it was (the game replayed from its start up to that decision), with the option
the person chose searched too and kept to the last round (`montecarlo.search`'s
``include``), so that the person's choice and the search's best choice are played out on
the same deals. Each gets its expected final score for that seat (the mean of the search's
playouts: played to the end of the week and valued there by the learned evaluation, or to
the game's end), and the decision is marked by the points lost: how far the choice's
expected final score falls below the best's (never below 0; a choice the search prefers
loses nothing).

The review reads the game's history only and never changes the game it is given. With a
fixed budget and seed it is reproducible. `review_steps` yields one decision at a time, so
a caller can show progress and stop; `review_game` collects them into a `Review`. Each
decision is searched with its own seed (`decision_seed` of the review's seed and the
position), so the decisions can be shared among processes (``share``) without changing any
result.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from finspan.engine import Game, Option, restart

from .montecarlo import search
from .players import decision_seed, settings_for

#: Playouts per decision in a review by default (more than play at a fixed budget: a
#: review has the time, and the person's choice is searched beside the best).
REVIEW_BUDGET = 384
#: The same in a solo game, where Hard's playouts look one turn ahead at each turn action
#: (`finspan.ai.lookahead`) and cost about five times as much.
SOLO_REVIEW_BUDGET = 96
#: A decision counts as a loss in the summary when it loses more than this many points
#: (less is within the search's noise).
LOSS_THRESHOLD = 0.5


def default_budget(game: Game) -> int:
    """A review's playouts per decision by default in ``game``'s kind of game."""
    return SOLO_REVIEW_BUDGET if game.nautoma is not None else REVIEW_BUDGET


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """One decision of the reviewed seat.

    ``index`` is the option's place in the game's history (0 = the first option of the
    game), ``week`` and ``turn`` (the seat's own turn of that week) where it was taken,
    ``chosen`` the option taken and ``best`` the search's choice, each with its expected
    final score for the seat; ``lost`` is how many expected points the choice gave away
    (0 when it was the best or scored as well)."""

    index: int
    week: int
    turn: int
    question: str
    options: int
    chosen: str
    best: str
    chosen_score: float
    best_score: float
    playouts: int

    @property
    def lost(self) -> float:
        return max(0.0, self.best_score - self.chosen_score)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ReviewedDecision:
        """Back from `to_dict` (or a saved review's decision); its derived ``lost`` is
        computed again."""
        return cls(
            d["index"], d["week"], d["turn"], d["question"], d["options"], d["chosen"],
            d["best"], d["chosen_expected"], d["best_expected"], d["playouts"],
        )  # fmt: skip

    def to_dict(self) -> dict[str, object]:
        return {
            "index": self.index, "week": self.week, "turn": self.turn,
            "question": self.question, "options": self.options,
            "chosen": self.chosen, "best": self.best,
            "chosen_expected": round(self.chosen_score, 2),
            "best_expected": round(self.best_score, 2),
            "lost": round(self.lost, 2), "playouts": self.playouts,
        }  # fmt: skip


@dataclass(frozen=True, slots=True)
class Review:
    """The reviewed decisions of ``seat`` in the order they were taken."""

    seat: int
    player: str
    budget: int
    seed: int
    decisions: tuple[ReviewedDecision, ...]

    def losses(self) -> list[ReviewedDecision]:
        """The decisions that lost more than `LOSS_THRESHOLD` points, the most first (ties
        by the order they were taken)."""
        costly = [d for d in self.decisions if d.lost > LOSS_THRESHOLD]
        return sorted(costly, key=lambda d: (-d.lost, d.index))

    @property
    def points_lost(self) -> float:
        return sum(d.lost for d in self.losses())

    def summary(self) -> str:
        """'expected points lost: 14.2 in 6 decisions'."""
        n = len(self.losses())
        return (f"expected points lost: {self.points_lost:.1f} in {n} "
                f"decision{'' if n == 1 else 's'}")  # fmt: skip

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], player: str) -> Review:
        """Back from `to_dict` (or a saved review: ``seat``, ``budget``, ``seed``,
        ``decisions``) of ``player``'s decisions."""
        decisions = tuple(ReviewedDecision.from_dict(x) for x in d["decisions"])
        return cls(d["seat"], player, d["budget"], d["seed"], decisions)

    def to_dict(self) -> dict[str, object]:
        """The JSON shape of ``finspan review --json`` (see README)."""
        return {
            "seat": self.seat, "player": self.player, "budget": self.budget,
            "seed": self.seed, "reviewed": len(self.decisions),
            "points_lost": round(self.points_lost, 2), "losses": len(self.losses()),
            "summary": self.summary(),
            "worst": [d.index for d in self.losses()],
            "decisions": [d.to_dict() for d in self.decisions],
        }  # fmt: skip


def reviewable_seats(game: Game) -> list[int]:
    """The seats a review can follow: the people (Nautoma decides nothing)."""
    return [p.seat for p in game.players if not p.is_nautoma]


def decisions_of(game: Game, seat: int) -> int:
    """How many decisions with a choice ``seat`` took in ``game`` (what a review searches)."""
    return sum(1 for _ in _positions(game, seat))


def review_steps(
    game: Game, seat: int, budget: int = REVIEW_BUDGET, seed: int = 0,
    share: tuple[int, int] = (0, 1),
) -> Iterator[ReviewedDecision]:
    """Each decision with a choice that ``seat`` took in ``game``, reviewed (see the module),
    in the order taken; with ``share`` (k, n) only the k-th of every n of them (0-based), for
    one of n processes. Raises ValueError for a seat that is not a person at this table."""
    settings = settings_for("hard", budget)
    k, n = share
    for ordinal, (index, position, chosen) in enumerate(_positions(game, seat)):
        if ordinal % n != k:
            continue
        d = position.decision
        assert d is not None
        result = search(position, settings, decision_seed(seed, position), include=chosen)
        best = result.ranked[0]
        mine = result.stats_of(chosen)
        assert mine is not None  # the search keeps the included option to the last round
        if mine.option == best.option:
            best = mine
        seats = len(position.players)
        yield ReviewedDecision(
            index, position.week, (max(position.turn, 1) - 1) // seats + 1, d.question,
            len(d.options), str(chosen), str(best.option), mine.mean_score,
            best.mean_score, result.playouts,
        )  # fmt: skip


def review_from(game: Game, seat: int, budget: int, seed: int,
                steps: Sequence[ReviewedDecision]) -> Review:  # fmt: skip
    """The review of ``seat`` made of ``steps`` (`review_steps`' results, in any order)."""
    ordered = tuple(sorted(steps, key=lambda d: d.index))
    return Review(seat, game.players[seat].name, budget, seed, ordered)


def review_game(
    game: Game, seat: int, budget: int = REVIEW_BUDGET, seed: int = 0,
    on_step: Callable[[int, int], None] | None = None,
) -> Review:  # fmt: skip
    """The review of ``seat``'s decisions in ``game`` (see `review_steps`); ``on_step(done,
    total)`` is called after each decision."""
    total = decisions_of(game, seat)
    out: list[ReviewedDecision] = []
    for step in review_steps(game, seat, budget, seed):
        out.append(step)
        if on_step is not None:
            on_step(len(out), total)
    return Review(seat, game.players[seat].name, budget, seed, tuple(out))


def _positions(game: Game, seat: int) -> Iterator[tuple[int, Game, Option]]:
    """(index, the game just before option ``index``, the option taken) for each decision
    of ``seat`` with more than one option; the position is a copy the caller may search."""
    if seat not in reviewable_seats(game):
        raise ValueError(f"seat {seat} is not a person at this table "
                         f"(people: {', '.join(map(str, reviewable_seats(game)))})")  # fmt: skip
    replayed = restart(game)
    for index, text in enumerate(game.history):
        d = replayed.decision
        assert d is not None
        if d.player == seat and len(d.options) > 1:
            taken = Game.OPTIONS.parse(text)
            chosen = next(o for o in d.options if o == taken)
            yield index, replayed.clone(), chosen
        replayed.apply(text)
