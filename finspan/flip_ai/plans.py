"""Every plan of one turn: the decisions from the action card through each power choice until
the turn's result is known (FLIP-RULES.md 4: the cascade is deterministic, so a plan frees
exactly what it frees whoever carries it out).

A plan is found by applying options to copies of the game (`Game.clone`, `Game.apply`):
the engine is the only rules code. The search runs on a copy whose hidden cards were dealt
again (`finspan.flip.redeal`): nothing here reads what the refill will bring. The turn's
result is read from its events before the refill: ``TurnEnded.freed`` (cooperative) or
``BidSettled.freed`` (competitive), and the net as the turn left it is the net with the
refill's cards (``CardAdded``) taken off. Whether the refill loses (a 7th card) depends only
on the column heights and the number of cards in the draw pile, both public.

Pure: no clock is read here; a caller that wants a time limit passes ``clock`` and a
``deadline`` in the clock's units.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from finspan.flip import (
    BidSettled,
    CardAdded,
    DecisionKind,
    Event,
    Game,
    GameLost,
    Option,
    Rng,
    Skip,
    TurnEnded,
)

_ENDS = (TurnEnded, BidSettled)
#: Options applied at most to list a turn's plans, by default: every cooperative turn of the
#: benchmark's real games needed far fewer (at most 147 plans); a few competitive grids whose
#: two common powers chain on many cards have more plans, and are cut here (about 0.1 s).
DEFAULT_NODES = 3000


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to play the pending turn to its end.

    ``options``: the decisions in order (the action card first when the turn starts here).
    ``freed``: the animals it frees. ``lost``: the refill after it brings a 7th card into a
    column (the game is lost). ``over``: the game ends with this turn (its last turn, or
    lost). ``net``: the net's 28 codes as the turn leaves it, before the refill (empty for
    the competitive grid). ``pile``: cards in the draw pile before the refill. ``events``:
    the turn's events up to its end, for saying what the plan does.
    """

    options: tuple[Option, ...]
    freed: int
    lost: bool
    over: bool
    net: tuple[int, ...]
    pile: int
    events: tuple[Event, ...] = field(repr=False, compare=False)

    @property
    def first(self) -> Option:
        return self.options[0]


@dataclass(slots=True)
class PlanSet:
    """The plans found (in the order the search met them), whether that is all of them,
    and how many options were applied to find them."""

    plans: list[Plan]
    complete: bool
    nodes: int


def _is_turn_decision(game: Game) -> bool:
    d = game.decision
    return d is not None and d.kind in (DecisionKind.ACTION, DecisionKind.POWER)


def _leaf(node: Game, path: tuple[Option, ...], events: list[Event]) -> Plan:
    """The plan ending with ``node`` (the copy after its last option): its result read from
    the events, the refill's cards taken off the net."""
    freed, lost, added = 0, False, 0
    cells = node.cells[:]
    end = len(events)
    for i, e in enumerate(events):
        if isinstance(e, _ENDS):
            freed = e.freed
            end = min(end, i + 1)
        elif isinstance(e, CardAdded):
            cells[e.place] = 0
            added += 1
        elif isinstance(e, GameLost):
            lost = True
    net = tuple(cells) if node.coop else ()
    return Plan(path, freed, lost, node.is_over, net, len(node.pile) + added,
                tuple(events[:end]))  # fmt: skip


class _Walk:
    """One depth-first walk over a turn's decisions (see `turn_plans`)."""

    def __init__(self, nodes: int, chains: bool, limit: int | None,
                 clock: Callable[[], float] | None, deadline: float | None) -> None:  # fmt: skip
        self.left = nodes
        self.chains = chains
        self.limit = limit
        self.clock = clock
        self.deadline = deadline
        self.plans: list[Plan] = []
        self.complete = True
        self.nodes = 0

    def stopped(self) -> bool:
        if self.left <= 0 or (self.limit is not None and len(self.plans) >= self.limit):
            return True
        return self.deadline is not None and self.clock is not None and (
            self.clock() >= self.deadline
        )

    def walk(self, node: Game, path: tuple[Option, ...], events: list[Event], own: bool,
             powered: bool) -> None:  # fmt: skip
        d = node.decision
        assert d is not None
        options = d.options
        if powered and not self.chains and d.kind is DecisionKind.POWER:
            options = tuple(o for o in options if isinstance(o, Skip))  # one power per plan
        last = len(options) - 1
        for i, option in enumerate(options):
            if self.stopped():
                self.complete = False
                return
            child = node if own and i == last else node.clone()
            ev = child.apply(option)
            self.left -= 1
            self.nodes += 1
            seen = events + ev
            if child.is_over or any(isinstance(e, _ENDS) for e in ev):
                self.plans.append(_leaf(child, (*path, option), seen))
            else:
                used = powered or (d.kind is DecisionKind.POWER and not isinstance(option, Skip))
                self.walk(child, (*path, option), seen, True, used)


def turn_plans(
    game: Game, nodes: int = DEFAULT_NODES, *, chains: bool = True, limit: int | None = None,
    clock: Callable[[], float] | None = None, deadline: float | None = None,
) -> PlanSet:  # fmt: skip
    """Every plan of the turn pending in ``game`` (an action or power decision), depth first
    in the order of the decisions' options. ``game`` is not changed.

    ``nodes`` caps the options applied and ``limit`` the plans found; ``chains=False`` uses
    at most one power per plan (the later triggers are skipped); with ``clock`` the walk
    stops at ``deadline``. Stopped early, the set says it is not ``complete``; it always
    holds at least one plan (stopped before any ended: each decision's first option). Raises
    ValueError when no turn is pending (a bid, a gift, or the game is over).
    """
    if not _is_turn_decision(game):
        raise ValueError("no turn is pending: plans start at an action or power decision")
    walk = _Walk(nodes, chains, limit, clock, deadline)
    walk.walk(game, (), [], False, False)
    if not walk.plans:  # stopped before any plan ended: the walk's first plan, carried out
        first = _first_plan(game)
        return PlanSet([first], False, walk.nodes + len(first.options))
    return PlanSet(walk.plans, walk.complete, walk.nodes)


def plan_of(game: Game, options: Sequence[Option]) -> Plan:
    """The plan made of ``options`` (the whole turn, from the pending action or power
    decision), carried out in a copy of ``game``; ``game`` is not changed. Raises ValueError
    when no turn is pending or the options are not one whole turn there (an illegal option,
    the turn not ended by the last, or options left after its end)."""
    if not _is_turn_decision(game):
        raise ValueError("no turn is pending: plans start at an action or power decision")
    node = game.clone()
    events: list[Event] = []
    for i, option in enumerate(options):
        if node.decision is None or (i and _ended(events)):
            raise ValueError(f"the turn ended before {option}")
        events += node.apply(option)  # IllegalOption is a ValueError
    if not options or not (node.is_over or _ended(events)):
        raise ValueError("the options do not finish the turn")
    return _leaf(node, tuple(options), events)


def _ended(events: list[Event]) -> bool:
    return any(isinstance(e, _ENDS) for e in events)


def _plan_of_choices(game: Game, pick: Callable[[Sequence[Option]], Option]) -> Plan:
    """The plan of the pending turn with ``pick`` choosing among each decision's options."""
    node = game.clone()
    path: list[Option] = []
    events: list[Event] = []
    while True:
        d = node.decision
        assert d is not None
        option = pick(d.options)
        ev = node.apply(option)
        path.append(option)
        events += ev
        if node.is_over or _ended(ev):
            return _leaf(node, tuple(path), events)


def _first_plan(game: Game) -> Plan:
    """The plan of each decision's first option: the first the walk would meet (so that a
    walk stopped by its budget or deadline before any plan ended still gives one)."""
    return _plan_of_choices(game, lambda options: options[0])


def random_plan(game: Game, rng: Rng) -> Plan:
    """One plan of the pending turn with every option drawn at random from ``rng``."""
    if not _is_turn_decision(game):
        raise ValueError("no turn is pending: plans start at an action or power decision")
    return _plan_of_choices(game, rng.choice)
