"""What a Fish'n'Flip review found (made by `finspan.flip_ai.review`): one seat's turns
(cooperative) or bids (competitive) weighed, the costliest first, a summary line in plain
words, and the plain JSON form a replay file keeps.

Only figures are kept; what is derived from them (a plan's worth, what a turn or a bid
lost, the summary) is computed again, so `FlipReview.from_dict(review.to_dict())` equals
the review. A turn's expected figures are rounded to 0.001 when they are made.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from finspan.flip import WASTE_POINTS

#: A cooperative turn counts as a loss in the summary when it loses more than this many
#: animals (less is within the search's noise). A bid's points are exact: any loss counts.
LOSS_THRESHOLD = 0.5


def _texts(values: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in values)


@dataclass(frozen=True, slots=True)
class ReviewedTurn:
    """One cooperative turn of the reviewed seat, the plan made against the search's best.

    ``index``: the place in the game's history of the turn's first option (the position as
    it was: the game after ``index`` options); ``turn``: the game's turn number; ``plans``:
    the plans the search found. ``chosen`` and ``best``: each plan's options (texts), the
    animals it frees this turn (``*_freed``), what the search expects the following turns
    to make of the net it leaves, in animals (``*_later``: the look past the refill), and
    the plan in words (``*_words``). ``in_play``: the animals still to be freed at the
    turn's start (in the net and the draw pile): no turn loses more."""

    index: int
    turn: int
    plans: int
    chosen: tuple[str, ...]
    best: tuple[str, ...]
    chosen_freed: int
    best_freed: int
    chosen_later: float
    best_later: float
    in_play: int
    chosen_words: str
    best_words: str

    @property
    def chosen_worth(self) -> float:
        """The plan made, in animals: freed now and expected later."""
        return self.chosen_freed + self.chosen_later

    @property
    def best_worth(self) -> float:
        return self.best_freed + self.best_later

    @property
    def lost(self) -> float:
        """The animals the plan made gave away against the best (0 when it was the best or
        as good; at most ``in_play``)."""
        return min(float(self.in_play), max(0.0, self.best_worth - self.chosen_worth))

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ReviewedTurn:
        """Back from `to_dict` (its derived figures are computed again)."""
        return cls(
            d["index"], d["turn"], d["plans"], _texts(d["chosen"]), _texts(d["best"]),
            d["chosen_freed"], d["best_freed"], float(d["chosen_later"]),
            float(d["best_later"]), d["in_play"], d["chosen_words"], d["best_words"],
        )  # fmt: skip

    def to_dict(self) -> dict[str, object]:
        return {
            "index": self.index, "turn": self.turn, "plans": self.plans,
            "chosen": list(self.chosen), "best": list(self.best),
            "chosen_freed": self.chosen_freed, "best_freed": self.best_freed,
            "chosen_later": self.chosen_later, "best_later": self.best_later,
            "in_play": self.in_play,
            "chosen_words": self.chosen_words, "best_words": self.best_words,
            "chosen_worth": round(self.chosen_worth, 3), "best_worth": round(self.best_worth, 3),
            "lost": round(self.lost, 3),
        }  # fmt: skip


@dataclass(frozen=True, slots=True)
class ReviewedBid:
    """One bidding round of the reviewed seat in the competitive game.

    ``index``: the place in the game's history of the seat's first bid of the round (the
    grid as it was); ``round``: the round's number; ``bid``: the seat's highest bid (0: it
    passed without bidding); ``others``: the highest bid of the other seats (0: none);
    ``won``: the seat won the bid, carried out ``plan`` (its options) and freed ``freed``
    animals (``plan_words``: the plan in words). ``best``: the most any of its plans
    frees, the best bid it could keep, and ``best_plan`` one plan that frees it (in words:
    ``best_words``); ``plans``: the plans found."""

    index: int
    round: int
    bid: int
    others: int
    won: bool
    freed: int
    plan: tuple[str, ...]
    best: int
    best_plan: tuple[str, ...]
    plans: int
    plan_words: str
    best_words: str

    @property
    def points(self) -> int:
        """What the round gave the seat: its bid when kept, the waste card's -2 when not,
        0 when it did not win (cards an opponent gave it are not its choice)."""
        if not self.won:
            return 0
        return self.bid if self.freed >= self.bid else WASTE_POINTS

    @property
    def best_points(self) -> int:
        """What the seat could have had: ``best`` if that bid beat the others' (it wins
        with it and keeps it), else 0 (passing)."""
        return self.best if self.best > self.others else 0

    @property
    def lost(self) -> int:
        return max(0, self.best_points - self.points)

    @property
    def mistake(self) -> str:
        """``a bid not kept``, ``a keepable bid not made`` or "" (nothing lost)."""
        if not self.lost:
            return ""
        return "a bid not kept" if self.points < 0 else "a keepable bid not made"

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ReviewedBid:
        """Back from `to_dict` (its derived figures are computed again)."""
        return cls(
            d["index"], d["round"], d["bid"], d["others"], d["won"], d["freed"],
            _texts(d["plan"]), d["best"], _texts(d["best_plan"]), d["plans"],
            d["plan_words"], d["best_words"],
        )  # fmt: skip

    def to_dict(self) -> dict[str, object]:
        return {
            "index": self.index, "round": self.round, "bid": self.bid, "others": self.others,
            "won": self.won, "freed": self.freed, "plan": list(self.plan), "best": self.best,
            "best_plan": list(self.best_plan), "plans": self.plans,
            "plan_words": self.plan_words, "best_words": self.best_words,
            "points": self.points, "best_points": self.best_points, "lost": self.lost,
            "mistake": self.mistake,
        }  # fmt: skip


Step = ReviewedTurn | ReviewedBid


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class FlipReview:
    """The review of ``seat`` (``player``) in a game of ``mode`` (``coop``: its ``turns``;
    ``competitive``: its ``bids``), each in the order played, searched at ``budget`` with
    ``seed``."""

    seat: int
    player: str
    mode: str
    budget: int
    seed: int
    turns: tuple[ReviewedTurn, ...] = ()
    bids: tuple[ReviewedBid, ...] = ()

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every turn and bid reviewed, in the order played."""
        return tuple(sorted((*self.turns, *self.bids), key=lambda s: s.index))

    def losses(self) -> list[Step]:
        """The turns that lost more than `LOSS_THRESHOLD` animals or the bids that lost
        points, the most first (ties in the order played)."""
        costly: list[Step] = [t for t in self.turns if t.lost > LOSS_THRESHOLD]
        costly += [b for b in self.bids if b.lost > 0]
        return sorted(costly, key=lambda s: (-s.lost, s.index))

    @property
    def lost(self) -> float:
        """Animals (cooperative) or points (competitive) lost in `losses`."""
        return float(sum(s.lost for s in self.losses()))

    @property
    def unit(self) -> str:
        return "animal" if self.mode == "coop" else "point"

    def summary(self) -> str:
        """'about 3 animals lost in 4 turns', 'about 5 points lost in 2 bids', 'no animals
        lost'."""
        n = len(self.losses())
        if not n:
            return f"no {self.unit}s lost"
        amount = max(1, round(self.lost))
        where = _count(n, "turn" if self.mode == "coop" else "bid")
        return f"about {_count(amount, self.unit)} lost in {where}"

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], player: str | None = None) -> FlipReview:
        """Back from `to_dict` (or a replay file's review, which does not keep the name:
        give ``player``)."""
        return cls(
            d["seat"], d["player"] if player is None else player, d["mode"], d["budget"],
            d["seed"], tuple(ReviewedTurn.from_dict(t) for t in d.get("turns", ())),
            tuple(ReviewedBid.from_dict(b) for b in d.get("bids", ())),
        )  # fmt: skip

    def to_dict(self) -> dict[str, object]:
        """The JSON shape of ``finspan flip review --json`` and what a replay file keeps
        (see docs/FLIP.md, "The review")."""
        return {
            "game": "flip", "mode": self.mode, "seat": self.seat, "player": self.player,
            "budget": self.budget, "seed": self.seed, "reviewed": len(self.steps),
            "unit": f"{self.unit}s", "lost": round(self.lost, 3),
            "losses": len(self.losses()), "summary": self.summary(),
            "worst": [s.index for s in self.losses()],
            "turns": [t.to_dict() for t in self.turns],
            "bids": [b.to_dict() for b in self.bids],
        }  # fmt: skip
