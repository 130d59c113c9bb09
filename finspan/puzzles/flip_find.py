"""Fish'n'Flip puzzles: what a position's plans say, found by enumerating every plan of the
turn with the engine's own ``clone``/``apply`` (`finspan.flip_ai.turn_plans`).

A turn's result is known before the refill (FLIP-RULES.md 4: the cascade is deterministic
and the refill frees nothing), so every plan frees a known number of animals. A position
is a puzzle when exactly one plan frees the most (`Analysis.answer`), that plan does not
lose the game (no 7th card at the refill) and no losing plan frees as many, and the
**obvious** plan is not that answer. The obvious plan is what a player sees at a glance:
the action card alone, powers skipped, that frees the most in its first freeing (before any
card falls); ties go to the first in the decisions' order.

Competitive puzzles start at a bidding round; the puzzle's seat bids the most it can free
and the others pass (`bid_moves`), then the seat carries out its action: "free exactly N:
your bid".

Pure: no clock, no file, no unseeded randomness; never changes the game it is given.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from finspan.flip import (
    COOP_NET,
    CardFell,
    CardFreed,
    DecisionKind,
    Game,
    GroupFreed,
    Option,
    PowerUsed,
    Skip,
    SwitchFlip,
)
from finspan.flip_ai import Plan, turn_plans

#: Options applied at most to list a puzzle's plans (every plan must be found).
NODES = 200_000
#: The fewest animals the answer frees.
MIN_FREED = 3
#: A column this full before the turn loses at the next refill unless the turn frees from it.
FULL = 6

#: The themes, in the order they are listed.
THEMES = ("power-chain", "power", "cascade", "falling", "switch-and-flip", "full-column",
          "fish-n-flip", "bid")  # fmt: skip


def first_freeing(plan: Plan) -> int:
    """Animals the plan frees before any card falls (what is seen at a glance)."""
    n = 0
    for e in plan.events:
        if isinstance(e, CardFell):
            break
        if isinstance(e, GroupFreed):
            n += len(e.places)
        elif isinstance(e, CardFreed):
            n += 1
    return n


def freeings(plan: Plan) -> int:
    """How many times animals are freed in the plan: 1, then one more each time cards fall
    and free again (a cascade)."""
    rounds, open_ = 0, False
    for e in plan.events:
        if isinstance(e, (GroupFreed, CardFreed)):
            if not open_:
                rounds, open_ = rounds + 1, True
        elif isinstance(e, CardFell):
            open_ = False
    return rounds


def powers_used(plan: Plan) -> int:
    return sum(1 for e in plan.events if isinstance(e, PowerUsed))


def steps(options: tuple[Option, ...] | list[Option]) -> list[Option]:
    """The plan's choices without the powers skipped."""
    return [o for o in options if not isinstance(o, Skip)]


def bid_moves(game: Game, amount: int) -> list[str]:
    """The options that make the pending bidder win the round with a bid of ``amount``:
    the bid, then a pass from every other bidder. ``game`` is not changed."""
    g = game.clone()
    moves = [f"bid {amount}"]
    g.apply(moves[0])
    while g.decision is not None and g.decision.kind is DecisionKind.BID:
        moves.append("pass")
        g.apply("pass")
    return moves


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every plan of a turn and what they say. ``answer`` is the one plan freeing the most
    (None when two or more tie, or it loses, or a losing plan frees as many); ``obvious``
    the plan seen at a glance; ``easy`` the plan Easy would find (the most with at most one
    power used, the first on ties)."""

    plans: tuple[Plan, ...]
    complete: bool
    nodes: int
    best: int
    next_best: int
    answer: Plan | None
    obvious: Plan
    easy: Plan

    @property
    def is_puzzle(self) -> bool:
        return (self.complete and self.answer is not None and self.answer is not self.obvious
                and self.best >= MIN_FREED)  # fmt: skip

    def rank(self) -> int:
        """How many plans the glance ranks above the answer (by first freeing, then all
        it frees): how far the obvious choice is from it."""
        assert self.answer is not None
        key = (first_freeing(self.answer), self.answer.freed)
        return sum(1 for p in self.plans if (first_freeing(p), p.freed) > key)


def analyse(game: Game, nodes: int = NODES) -> Analysis:
    """Every plan of the turn pending in ``game`` (an action decision). Raises ValueError
    when no turn is pending or it has no plan."""
    found = turn_plans(game, nodes)
    plans = tuple(found.plans)
    if not plans:
        raise ValueError("the turn has no plan")
    best = max((p.freed for p in plans if not p.lost), default=0)
    tops = [p for p in plans if p.freed >= best and (p.freed == best or p.lost)]
    answer = tops[0] if len(tops) == 1 and not tops[0].lost else None
    next_best = max((p.freed for p in plans if p is not answer), default=0)
    glance = [p for p in plans if powers_used(p) == 0] or list(plans)
    obvious = max(glance, key=lambda p: (first_freeing(p), p.freed))
    easy = max((p for p in plans if powers_used(p) <= 1), key=lambda p: p.freed,
               default=plans[0])  # fmt: skip
    return Analysis(plans, found.complete, found.nodes, best, next_best, answer, obvious, easy)


def full_columns(game: Game) -> list[int]:
    """The columns holding `FULL` cards while refills are still to come."""
    if not game.coop or game.end_triggered:
        return []
    heights = [sum(1 for r in range(COOP_NET.rows) if game.cells[c * 7 + r])
               for c in range(COOP_NET.columns)]  # fmt: skip
    return [c for c, h in enumerate(heights) if h >= FULL]


def themes(game: Game, a: Analysis) -> list[str]:
    """What the answer does, in `THEMES`' words."""
    assert a.answer is not None
    plan = a.answer
    out: list[str] = []
    used = powers_used(plan)
    if used >= 2:
        out.append("power-chain")
    elif used == 1:
        out.append("power")
    rounds = freeings(plan)
    if rounds >= 3:
        out.append("cascade")
    elif rounds == 2:
        out.append("falling")
    if isinstance(plan.first, SwitchFlip):
        out.append("switch-and-flip")
    full = full_columns(game)
    if full and all(sum(1 for r in range(COOP_NET.rows) if plan.net[c * 7 + r]) < FULL
                    for c in full):  # fmt: skip
        out.append("full-column")
    if plan.freed >= 5:
        out.append("fish-n-flip")
    if not game.coop:
        out.append("bid")
    return out


def starting_rating(a: Analysis) -> int:
    """A starting rating from how hard the answer is to find: the plans to choose from, the
    powers and freeings it takes, how far down the glance ranks it, and whether Easy's
    search (one power at most) misses it. 800 to 2400."""
    assert a.answer is not None
    plan = a.answer
    r = 800.0
    r += 90 * math.log2(len(a.plans))
    r += 110 * powers_used(plan) + 70 * max(0, freeings(plan) - 1)
    r += 60 * math.log2(1 + a.rank())
    r += 150 if a.easy is not plan else 0
    r -= 40 * max(0, a.best - a.next_best - 1)  # a wide lead is easier to see
    return int(round(min(2400, max(800, r)) / 5) * 5)


def goal_text(game: Game, a: Analysis) -> str:
    """'Free 7 animals this turn' (cooperative) or 'Free exactly 5: your bid'."""
    if game.coop:
        return f"Free {a.best} animal{'s' if a.best != 1 else ''} this turn"
    return f"Free exactly {a.best}: your bid"
