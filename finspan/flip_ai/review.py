"""A post-game review of Fish'n'Flip: where one seat's turns cost animals (cooperative) or
its bids cost points (competitive), weighed by the computer players' search.

**Cooperative.** Each turn of the seat that offered a choice is searched again at the
position as it was (the game replayed from its start to the turn's first decision): every
plan of the turn (`finspan.flip_ai.plans`: the action and the power decisions that follow),
each valued as Hard values it, and the best few looked past the refill in worlds dealt
again (`finspan.flip_ai.coop_search`), with the plan the seat made weighed beside them
(``include``) so that both meet the same worlds. A plan's worth is in animals: those it
frees this turn, and what the search expects the following turns to make of the net it
leaves (the next turn's best plan in each world, valued by ``data/weights.toml``, where an
animal freed weighs 1). A turn lost what the plan made falls short of the best, at most
the animals still to be freed (a lost game, which the search weighs -100, loses them all).

**Competitive.** Each bidding round in which the seat could bid: the most the seat's plans
free as the bid's winner (every plan, `finspan.flip_ai.bidding.level_plans` at Hard) is the
best bid it could keep. The round lost points when the seat did not keep its bid (the
waste card's -2 instead of its bid, or instead of the best it could keep), or when a
keepable bid higher than everyone else's was not made (it passed, or won with less).

Fair: every search runs in copies whose hidden cards were dealt again (`finspan.flip.redeal`),
seeded from the review's seed and public facts of the turn (`turn_seed`), so the review
depends only on what the players saw, the budget and the seed. The review reads the game's
history only and never changes the game it is given. `review_steps` yields one turn or bid
at a time (a caller can show progress and stop); ``share`` splits them among processes
without changing any result; `review_game` collects them into a `FlipReview`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from finspan.flip import (
    FLIP,
    AllPassed,
    BidMade,
    BidSettled,
    BidWon,
    DecisionKind,
    Event,
    Game,
    Option,
    TurnEnded,
)

from .bidding import best_count, level_plans
from .coop_search import Scored, Settings, search
from .evaluate import WEIGHTS, WHAT
from .hinting import plan_text
from .plans import DEFAULT_NODES, plan_of
from .reviewed import FlipReview, ReviewedBid, ReviewedTurn, Step

#: Options applied at most to list a turn's plans in a review, by default (Hard's budget).
REVIEW_BUDGET = DEFAULT_NODES
#: The worlds a review looks past the refill in (Hard: 4): a review has the time, and the
#: plan made is compared with the best on the same worlds. Over solo games reviewed with two
#: seeds, the turns judged a loss were the same for 91 % of turns at 16 worlds, 95 % at 32
#: and 98.5 % at 64 (``benchmarks/bench_flip_review.py --seeds 2``; docs/FLIP.md).
REVIEW_WORLDS = 64
#: The look past the refill applies at most this many times the budget in options.
LOOKAHEAD_SHARE = 16

_TURN = (DecisionKind.ACTION, DecisionKind.POWER)


def default_budget(game: Game) -> int:
    """A review's budget by default (options applied per turn to list its plans)."""
    return REVIEW_BUDGET


def review_settings(budget: int = REVIEW_BUDGET) -> Settings:
    """The cooperative search of a review at ``budget``: Hard's, looking past the refill in
    `REVIEW_WORLDS` worlds. Raises ValueError for a budget below 1."""
    if budget < 1:
        raise ValueError(f"the budget is at least 1 option applied, not {budget}")
    return Settings(budget, candidates=6, worlds=REVIEW_WORLDS,
                    world_nodes=max(1, budget // 12),
                    lookahead_nodes=LOOKAHEAD_SHARE * budget)  # fmt: skip


def reviewable_seats(game: Game) -> list[int]:
    """The seats a review can follow: every seat (the app leaves out computer players)."""
    return list(range(len(game.names)))


@dataclass(slots=True)
class _Moment:
    """A turn or a bidding round of the reviewed seat, found by replaying the game: where it
    began (``index``, a copy of the game there), the options the seat chose, and for a
    round what the bidding came to."""

    index: int
    position: Game
    options: list[Option] = field(default_factory=list)
    choice: bool = False
    bid: int = 0
    others: int = 0
    won: bool = False
    freed: int = 0
    action: Game | None = None  # the game at the winner's action, when the seat won


def decisions_of(game: Game, seat: int) -> int:
    """How many turns (cooperative) or bidding rounds (competitive) of ``seat`` a review
    weighs: those that offered the seat a choice. Raises ValueError for a seat not at the
    table."""
    return sum(1 for _ in _moments(game, seat))


def review_steps(
    game: Game, seat: int, budget: int = REVIEW_BUDGET, seed: int = 0,
    share: tuple[int, int] = (0, 1),
) -> Iterator[Step]:  # fmt: skip
    """Each turn or bidding round of ``seat`` in ``game`` that offered a choice, reviewed
    (see the module), in the order played; with ``share`` (k, n) only the k-th of every n
    of them (0-based), for one of n processes. ``game`` is not changed. Raises ValueError
    for a seat not at the table or a budget below 1."""
    settings = review_settings(budget)
    k, n = share
    for ordinal, moment in enumerate(_moments(game, seat)):
        if ordinal % n != k:
            continue
        if game.coop:
            yield _weigh_turn(moment, settings, seed)
        else:
            yield _weigh_round(moment, budget, seed)


def review_from(game: Game, seat: int, budget: int, seed: int,
                steps: Sequence[Step]) -> FlipReview:  # fmt: skip
    """The review of ``seat`` made of ``steps`` (`review_steps`' results, in any order)."""
    ordered = sorted(steps, key=lambda s: s.index)
    turns = tuple(s for s in ordered if isinstance(s, ReviewedTurn))
    bids = tuple(s for s in ordered if isinstance(s, ReviewedBid))
    mode = "coop" if game.coop else "competitive"
    return FlipReview(seat, game.names[seat], mode, budget, seed, turns, bids)


def review_game(
    game: Game, seat: int, budget: int = REVIEW_BUDGET, seed: int = 0,
    on_step: Callable[[int, int], None] | None = None,
) -> FlipReview:  # fmt: skip
    """The review of ``seat`` in ``game`` (see `review_steps`); ``on_step(done, total)`` is
    called after each turn or round."""
    total = decisions_of(game, seat)
    out: list[Step] = []
    for step in review_steps(game, seat, budget, seed):
        out.append(step)
        if on_step is not None:
            on_step(len(out), total)
    return review_from(game, seat, budget, seed, out)


# --- Replaying the game ----------------------------------------------------------------------


def _moments(game: Game, seat: int) -> Iterator[_Moment]:
    """The seat's turns or rounds with a choice, each once it is over (a round still being
    bid or carried out at the end of ``game`` is left out)."""
    seats = reviewable_seats(game)
    if seat not in seats:
        names = ", ".join(f"{s} ({game.names[s]})" for s in seats)
        raise ValueError(f"seat {seat} is not at this table (seats: {names})")
    replayed = FLIP.restart(game)
    walk = _turns if game.coop else _rounds
    yield from walk(replayed, game.history, seat)


def _taken(game: Game, text: str) -> Option:
    d = game.decision
    assert d is not None
    taken = FLIP.parse_option(text)
    return next(o for o in d.options if o == taken)


def _turns(replayed: Game, history: Sequence[str], seat: int) -> Iterator[_Moment]:
    """Cooperative: each turn of ``seat``, from its action decision to `TurnEnded`."""
    turn: _Moment | None = None
    for index, text in enumerate(history):
        d = replayed.decision
        assert d is not None
        if d.player == seat and d.kind is DecisionKind.ACTION:
            turn = _Moment(index, replayed.clone())
        option = _taken(replayed, text)
        if turn is not None:
            turn.options.append(option)
            turn.choice |= len(d.options) > 1
        events = replayed.apply(option)
        if turn is not None and (replayed.is_over or _has(events, TurnEnded)):
            if turn.choice:
                yield turn
            turn = None


def _rounds(replayed: Game, history: Sequence[str], seat: int) -> Iterator[_Moment]:
    """Competitive: each bidding round in which ``seat`` had a bid to make, with its bids,
    the others' and, when it won, its plan; complete once the bid is settled (or everyone
    passed)."""
    rnd: _Moment | None = None
    others = 0
    for index, text in enumerate(history):
        d = replayed.decision
        assert d is not None
        if d.kind is DecisionKind.BID and d.player == seat and len(d.options) > 1 and rnd is None:
            rnd = _Moment(index, replayed.clone(), others=others)
        option = _taken(replayed, text)
        if rnd is not None and rnd.won and d.kind in _TURN:
            if rnd.action is None:
                rnd.action = replayed.clone()
            rnd.options.append(option)
        events = replayed.apply(option)
        for e in events:
            if isinstance(e, BidMade):
                if e.player == seat and rnd is not None:
                    rnd.bid = e.amount
                elif e.player != seat:
                    others = e.amount
                    if rnd is not None:
                        rnd.others = others
            elif isinstance(e, BidWon) and rnd is not None:
                rnd.won = e.player == seat
            elif isinstance(e, BidSettled | AllPassed):
                if rnd is not None:
                    rnd.freed = e.freed if isinstance(e, BidSettled) and rnd.won else 0
                    yield rnd
                rnd, others = None, 0


def _has(events: list[Event], kind: type[Event]) -> bool:
    return any(isinstance(e, kind) for e in events)


# --- Weighing ---------------------------------------------------------------------------------


def in_play(game: Game) -> int:
    """The animals still to be freed: in the net and in the draw pile (which cards the pile
    holds is public, only their order is hidden)."""
    return sum(1 for code in (*game.cells, *game.pile) if WHAT[code] == 1)


def _later(s: Scored, left: int) -> float:
    """What the search expects the turns after ``s``'s plan to make of it, in animals (its
    worth less the animals it frees now), never less than losing every animal left."""
    later = s.worth - s.plan.freed * WEIGHTS.freed
    return round(max(later, -float(left)), 3)


def _weigh_turn(turn: _Moment, settings: Settings, seed: int) -> ReviewedTurn:
    result = search(turn.position, settings, seed, include=turn.options)
    best, mine = result.ranked[0], result.included
    assert mine is not None
    if mine.plan.options == best.plan.options:
        best = mine
    left = in_play(turn.position)
    return ReviewedTurn(
        turn.index, turn.position.turn, result.plans,
        tuple(map(str, mine.plan.options)), tuple(map(str, best.plan.options)),
        mine.plan.freed, best.plan.freed,
        _later(mine, left - mine.plan.freed), _later(best, left - best.plan.freed), left,
        plan_text(mine.plan), plan_text(best.plan),
    )  # fmt: skip


def _weigh_round(rnd: _Moment, budget: int, seed: int) -> ReviewedBid:
    plans = level_plans(rnd.position, "hard", seed, budget).plans
    most = best_count(plans)
    top = max(plans, key=lambda p: p.freed) if most else None  # the first of the best
    plan: tuple[Option, ...] = ()
    words = ""
    if rnd.won and rnd.action is not None:
        made = plan_of(rnd.action, rnd.options)  # as it was carried out: the grid is open
        plan, words = made.options, plan_text(made)
    return ReviewedBid(
        rnd.index, rnd.position.turn, rnd.bid, rnd.others, rnd.won, rnd.freed,
        tuple(map(str, plan)), most, tuple(map(str, top.options)) if top else (), len(plans),
        words, plan_text(top) if top else "",
    )  # fmt: skip
