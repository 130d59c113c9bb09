"""The cooperative search: the best plan of the pending turn.

1. Every plan of the turn (`finspan.flip_ai.plans.turn_plans`) in a copy of the game whose
   hidden cards were dealt again (`finspan.flip.redeal`): the real draw pile and action
   deck are never read.
2. Each plan's one-turn value (`finspan.flip_ai.evaluate.value`): animals freed, the loss,
   column heights, pairs left for later, waste.
3. A look past the refill for the best few: in a few worlds whose refill (and the next
   player's new action card) are dealt again, the next player's best plan is found; a
   candidate is worth its animals freed plus the mean value of the next turn's best plan.
   Every candidate meets the same worlds (common random numbers).

A review (`finspan.flip_ai.review`) asks for one more plan to be weighed beside the best
(``include``: the plan a person made), so that both meet the same worlds.

With a fixed budget the result depends only on the public state, the settings and the seed.
No clock is read unless the caller passes one with a deadline.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from finspan.flip import DecisionKind, Game, Option, Rng, redeal

from .evaluate import WEIGHTS, Weights, value
from .plans import DEFAULT_NODES, Plan, plan_of, turn_plans


@dataclass(frozen=True, slots=True)
class Settings:
    """How widely the cooperative search looks.

    ``nodes``: options applied at most to list this turn's plans; ``chains``: False uses at
    most one power per plan; ``greedy``: a plan is worth the animals it frees, nothing else
    (no loss avoidance, no look-ahead). The look-ahead: the best ``candidates`` plans, each
    in ``worlds`` refills dealt again, the next turn's plans listed with at most
    ``world_nodes`` options each and ``lookahead_nodes`` in all (then the worlds done so far
    decide; none done: the one-turn values do).
    """

    nodes: int = DEFAULT_NODES
    chains: bool = True
    greedy: bool = False
    candidates: int = 6
    worlds: int = 4
    world_nodes: int = 250
    lookahead_nodes: int = DEFAULT_NODES
    weights: Weights = WEIGHTS


@dataclass(frozen=True, slots=True)
class Scored:
    """A plan and its worth: ``value`` over this turn, ``outlook`` with the next turn
    looked at (None when it was not)."""

    plan: Plan
    value: float
    outlook: float | None = None

    @property
    def worth(self) -> float:
        return self.value if self.outlook is None else self.outlook


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The best plan, every plan ranked best first, how many plans were found, whether that
    was all of them, and the options applied in all (look-ahead included). ``included``:
    the plan asked for with ``include`` as it was weighed (None without one)."""

    best: Plan
    ranked: tuple[Scored, ...]
    plans: int
    complete: bool
    nodes: int
    worlds: int
    included: Scored | None = None


def turn_seed(seed: int, game: Game) -> int:
    """The search seed of the pending turn: from the player's seed and public facts that
    stay the same through the turn (the turn number and the seat), so that every decision
    of a turn sees the same worlds."""
    d = game.decision
    seat = d.player if d is not None else 0
    return Rng((int(seed) << 24) ^ (game.turn << 4) ^ seat).next64()


def search(
    game: Game, settings: Settings, seed: int = 0, *,
    clock: Callable[[], float] | None = None, deadline: float | None = None,
    include: Sequence[Option] | None = None,
) -> SearchResult:  # fmt: skip
    """The best plan of the cooperative turn pending in ``game`` (an action or power
    decision). ``game`` is not changed. ``include``: the options of one more plan of the
    turn to weigh as a candidate of the look-ahead whatever its one-turn value (found among
    the plans, or carried out if the walk stopped before it); the result's ``included``.
    Without it the search is exactly Hard's. Raises ValueError when no cooperative turn is
    pending, or when ``include`` is not a whole turn there."""
    d = game.decision
    if d is None or not game.coop or d.kind not in (DecisionKind.ACTION, DecisionKind.POWER):
        raise ValueError("no cooperative turn is pending")
    rng = Rng(turn_seed(seed, game))
    world = redeal(game, rng)
    found = turn_plans(world, settings.nodes, chains=settings.chains, clock=clock,
                       deadline=deadline)  # fmt: skip
    end, w = game.end_triggered, settings.weights
    if settings.greedy:
        scored = [Scored(p, float(p.freed)) for p in found.plans]
    else:
        scored = [Scored(p, value(p, end, w)) for p in found.plans]
    wanted = None if include is None else tuple(include)
    if wanted is not None and not any(s.plan.options == wanted for s in scored):
        plan = plan_of(world, wanted)  # the walk stopped before it: carried out on its own
        scored.append(Scored(plan, float(plan.freed) if settings.greedy else value(plan, end, w)))
    order = sorted(range(len(scored)), key=lambda i: -scored[i].value)  # stable: ties keep order
    ranked = [scored[i] for i in order]
    nodes, worlds = found.nodes, 0
    if not settings.greedy and settings.candidates > 1 and len(ranked) > 1:
        ranked, used, worlds = _look_ahead(game, ranked, settings, rng, clock, deadline, wanted)
        nodes += used
    included = None if wanted is None else next(s for s in ranked if s.plan.options == wanted)
    return SearchResult(ranked[0].plan, tuple(ranked), len(scored), found.complete, nodes,
                        worlds, included)  # fmt: skip


def _look_ahead(
    game: Game, ranked: list[Scored], settings: Settings, rng: Rng,
    clock: Callable[[], float] | None, deadline: float | None,
    wanted: tuple[Option, ...] | None = None,
) -> tuple[list[Scored], int, int]:  # fmt: skip
    """Rank the best few plans again by what the next turn can make of them (module
    docstring, step 3), and the ``wanted`` plan with them wherever it ranked. Returns the
    new ranking, the options applied and the worlds done."""
    w = settings.weights
    cands = ranked[: settings.candidates]
    rest = ranked[settings.candidates :]
    extra = [s for s in rest if s.plan.options == wanted]
    if extra:  # weighed beside the best: moved among the candidates, after them
        cands = cands + extra
        rest = [s for s in rest if s.plan.options != wanted]
    if all(s.plan.over for s in cands):
        return ranked, 0, 0  # the game ends with this turn: nothing comes after
    totals = [0.0] * len(cands)
    left, done = settings.lookahead_nodes, 0
    for _ in range(settings.worlds):
        base = redeal(game, rng)
        results: list[float] = []
        for s in cands:
            if s.plan.over:  # lost, or the last turn: its value is final
                results.append(s.value)
                continue
            g = base.clone()
            for option in s.plan.options:
                g.apply(option)
            cap = min(settings.world_nodes, left)
            if cap <= 0:
                break
            nxt = turn_plans(g, cap, chains=settings.chains, clock=clock, deadline=deadline)
            left -= nxt.nodes
            if not nxt.plans:
                break
            end = g.end_triggered
            results.append(s.plan.freed * w.freed + max(value(q, end, w) for q in nxt.plans))
        if len(results) < len(cands):
            break  # out of budget or time: this world is not counted
        totals = [t + r for t, r in zip(totals, results, strict=True)]
        done += 1
    used = settings.lookahead_nodes - left
    if not done:
        return ranked, used, 0
    looked = [Scored(s.plan, s.value, t / done) for s, t in zip(cands, totals, strict=True)]
    order = sorted(range(len(looked)), key=lambda i: -looked[i].worth)
    return [looked[i] for i in order] + rest, used, done
