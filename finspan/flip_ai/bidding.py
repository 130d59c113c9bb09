"""The competitive computer players (FLIP-RULES.md 8): how much to bid, which plan to carry
out, and where the excess goes.

The grid, the two action cards and the common powers are open, and carrying out an action
is deterministic, so listing a turn's plans tells exactly what each frees. At a bid, the
plans are those of the bidder as the bid's winner (in a copy where it bids the most and so
wins at once). The levels:

- **Hard** lists every plan. It bids its best count (what its search guarantees) when that
  beats the bid so far, else passes; as the winner it carries out a plan freeing exactly its
  bid if there is one, else the plan freeing the most: it never loses a bid it could keep.
- **Medium** lists plans with at most one power use each, and bids its best found minus a
  margin (`MEDIUM_MARGIN` from 4 up); it carries out plans as Hard does, among those it found.
- **Easy** lists its first `EASY_PLANS` plans (one power use at most), bids half its best
  found (at least 1), and carries out the first plan it finds that reaches its bid.

Every level gives excess cards to the lowest-scoring opponent (`finspan.flip.computer_gift`).
"""

from __future__ import annotations

from collections.abc import Callable

from finspan.flip import MAX_BID, Bid, DecisionKind, Game, Option, Pass, Rng, redeal

from .coop_search import turn_seed
from .plans import DEFAULT_NODES, Plan, PlanSet, turn_plans

#: Medium bids this much below its best count, once that count is at least 4.
MEDIUM_MARGIN = 1
#: Easy looks at this many plans at most.
EASY_PLANS = 12


def level_plans(
    game: Game, level: str, seed: int, nodes: int = DEFAULT_NODES,
    clock: Callable[[], float] | None = None, deadline: float | None = None,
) -> PlanSet:  # fmt: skip
    """The plans ``level`` finds for the pending decision's seat: at a bid, as the bid's
    winner; at an action or power decision, from there. Never reads the hidden cards: the
    plans are listed in a copy dealt again (`finspan.flip.redeal`)."""
    d = game.decision
    if d is None or game.coop:
        raise ValueError("no competitive decision is pending")
    world = redeal(game, Rng(turn_seed(seed, game)))
    if d.kind is DecisionKind.BID:
        bids = [o for o in d.options if isinstance(o, Bid)]
        if not bids:
            raise ValueError("no bid can be made")
        world.apply(Bid(MAX_BID))  # the most wins at once: this seat carries out the action
    if level == "hard":
        return turn_plans(world, nodes, clock=clock, deadline=deadline)
    limit = EASY_PLANS if level == "easy" else None
    return turn_plans(world, nodes, chains=False, limit=limit, clock=clock, deadline=deadline)


def best_count(plans: list[Plan]) -> int:
    return max((p.freed for p in plans), default=0)


def bid_target(level: str, best: int) -> int:
    """What ``level`` would bid with ``best`` the most its plans free (0: pass)."""
    if level == "hard":
        return best
    if level == "medium":
        return best - MEDIUM_MARGIN if best >= 4 else best
    return max(1, best // 2) if best else 0


def bid_option(game: Game, level: str, best: int) -> Option:
    """Bid ``level``'s target if it raises the bid, else pass."""
    d = game.decision
    assert d is not None
    target = min(bid_target(level, best), MAX_BID)
    for option in d.options:
        if isinstance(option, Bid) and option.amount == target:
            return option
    return next(o for o in d.options if isinstance(o, Pass))


def plan_for_bid(plans: list[Plan], level: str, bid: int) -> Plan:
    """The plan ``level`` carries out for ``bid``: Easy the first that frees at least the
    bid; Medium and Hard the first that frees exactly the bid; else the one freeing most."""
    if level == "easy":
        found = next((p for p in plans if p.freed >= bid), None)
    else:
        found = next((p for p in plans if p.freed == bid), None)
    if found is not None:
        return found
    return max(plans, key=lambda p: p.freed)  # the first of the best: max keeps the first
