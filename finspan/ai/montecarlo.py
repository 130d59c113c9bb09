"""Determinized Monte Carlo search over the options of one pending decision.

Flat search with sequential halving: the options are ranked by the greedy policy's rules of
thumb and the best few kept as candidates; each round plays every surviving candidate once
in each of a few *worlds* (copies of the game whose hidden cards are dealt again, see
`finspan.engine.redeal`), to the end of the game (or, with an evaluation, of the week) with
the rollout policy, then keeps the better half. Every candidate of a round meets the same
worlds and the same rollout noise (common random numbers), so they are compared on equal
terms.

Contract: `search` never changes the game it is given and never reads its hidden cards
(only copies made by `redeal`). With a fixed number of playouts its result depends only on
the game's public state, the settings and the seed. With ``seconds`` it stops early, before
a world that the ``clock`` says would end after the deadline (then it is not reproducible).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from finspan.engine import (
    GREEDY,
    DecisionKind,
    Game,
    Option,
    PlayFish,
    Rng,
    Weights,
    greedy_with,
    option_values,
    redeal,
)

from .evaluation import Evaluation, win_share
from .lookahead import lookahead_with
from .own_scores import IDENTITY, scale_for

#: Weight of one point of score margin against a win (1.0) in a playout's reward.
MARGIN_WEIGHT = 0.05
#: The fewest playouts per candidate at which a fish is searched with its slots.
PAIRS_PER_CANDIDATE = 6
#: The decisions that get a Hard player's widest search (see `Settings`).
_MAJOR = frozenset({DecisionKind.TURN, DecisionKind.PLACE})


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard to search: ``playouts`` in all (a fixed budget), at most ``candidates``
    options considered (the best by rules of thumb), and ``noise``: the chance that a rollout
    decision is a random option instead of the greedy one.

    Turn actions (play a fish or dive) and slot choices are the decisions that matter most
    and where the rules of thumb rank worst: they consider ``turn_candidates`` options
    (0: as many as ``candidates``). Every other decision (costs, benefits, answers) spends
    ``minor_share`` of the playouts (at least one world per round).

    The rules of thumb that rank the options and play the rollouts weigh by ``weights``,
    or in a solo game by ``solo_weights`` when given. With ``solo_lookahead`` (and an
    ``evaluation``) a solo game's rollouts look one turn ahead at each turn action
    (`finspan.ai.lookahead`) instead of taking the rules of thumb's first.

    With ``slot_pairs``, a fish to play is searched together with each of its best
    ``slot_pairs`` slots (see `candidates`), when the decision's budget is at least
    `PAIRS_PER_CANDIDATE` playouts per candidate (with fewer, more candidates would spread
    the playouts too thin, and with one a round the pairs would overspend the budget)."""

    playouts: int
    candidates: int
    noise: float = 0.0
    turn_candidates: int = 0
    minor_share: float = 1.0
    weights: Weights = GREEDY
    solo_weights: Weights | None = None
    evaluation: Evaluation | None = None
    slot_pairs: int = 0
    win_weight: float = 1.0
    horizon: int = 1
    solo_lookahead: bool = False

    def weights_for(self, game: Game) -> Weights:
        """The weights of the rules of thumb in this game."""
        if self.solo_weights is not None and game.nautoma is not None:
            return self.solo_weights
        return self.weights

    def for_kind(self, kind: DecisionKind) -> tuple[int, int]:
        """(candidates, playouts) for a decision of this kind."""
        if kind in _MAJOR:
            return self.turn_candidates or self.candidates, self.playouts
        return self.candidates, max(1, int(self.playouts * self.minor_share))


@dataclass(slots=True)
class OptionStats:
    """What the playouts of one option found, from the deciding seat's point of view."""

    option: Option
    prior: float  # the greedy policy's value of the option
    rank: int  # its place among the options by that value (0 = best)
    then: Option | None = None  # the slot a fish to play is searched with, if any
    playouts: int = 0
    reward: float = 0.0  # sums over playouts
    score: float = 0.0
    wins: float = 0.0
    #: (a, b): Hard's own expected final score is ``a + b *`` the playouts' mean (see
    #: `finspan.ai.own_scores`; the same for every option of a decision).
    scale: tuple[float, float] = IDENTITY

    @property
    def mean_reward(self) -> float:
        return self.reward / self.playouts if self.playouts else float("-inf")

    @property
    def raw_mean_score(self) -> float:
        """The playouts' mean final score (what the rollout policy would score)."""
        return self.score / self.playouts if self.playouts else 0.0

    @property
    def mean_score(self) -> float:
        """The expected final score of Hard itself after this option (`raw_mean_score`
        mapped by ``scale``)."""
        if not self.playouts:
            return 0.0
        a, b = self.scale
        return a + b * self.score / self.playouts

    @property
    def win_rate(self) -> float:
        return self.wins / self.playouts if self.playouts else 0.0


@dataclass(slots=True)
class SearchResult:
    """The options searched, best first (``best`` is the choice), and the playouts made."""

    seat: int
    ranked: list[OptionStats]
    playouts: int = 0
    worlds: int = 0
    rounds: list[int] = field(default_factory=list)  # candidates alive at each round

    @property
    def best(self) -> Option:
        return self.ranked[0].option

    def by_option(self) -> list[OptionStats]:
        """One entry per option searched, best first: an option searched with several slots
        counts as its best slot (the one the search ranks highest)."""
        out: list[OptionStats] = []
        for s in self.ranked:
            if s.playouts and all(o.option != s.option for o in out):
                out.append(s)
        return out

    def stats_of(self, option: Option) -> OptionStats | None:
        """The best-ranked entry of ``option``, or None when it was not searched."""
        return next((s for s in self.by_option() if s.option == option), None)


def rollout(
    game: Game, rng: Rng, noise: float = 0.0, weights: Weights = GREEDY, until_week: int = 0,
    policy: Callable[[Game, Rng], Option] | None = None,
) -> None:  # fmt: skip
    """Play ``game`` (a copy) to its end, or with ``until_week`` until that week begins: the
    greedy policy (weighing by ``weights``; or ``policy`` when given) for every seat, or with
    chance ``noise`` a uniformly random option. Decisions with one option are taken at once."""
    greedy = policy or greedy_with(weights)
    threshold = int(noise * 1024)
    stop = until_week or 99
    while not game.is_over and game.week < stop:
        options = game.options
        if len(options) == 1:
            game.apply(options[0])
        elif threshold and rng.below(1024) < threshold:
            game.apply(options[rng.below(len(options))])
        else:
            game.apply(greedy(game, rng))


def evaluated(game: Game, seat: int, evaluation: Evaluation) -> tuple[float, float, float]:
    """(reward, expected final score, win share) for ``seat`` of a game cut at the start of a
    week: `outcome` with each seat's final score estimated by ``evaluation``."""
    finals, spread = evaluation.finals(game)
    solo = game.nautoma is not None
    win = win_share(finals, spread, seat, solo)
    mine = finals[seat]
    others = [f for s, f in enumerate(finals) if s != seat]
    margin = mine - max(others) if others else mine
    return win + MARGIN_WEIGHT * margin, mine, win


def outcome(game: Game, seat: int) -> tuple[float, int, float]:
    """(reward, final score, win share) of a finished game for ``seat``: a win counts 1
    (shared: split), plus `MARGIN_WEIGHT` per point ahead of (or behind) the best other."""
    result = game.outcome()
    totals, winners = result.totals, result.winners
    mine = totals[seat]
    others = [t for s, t in enumerate(totals) if s != seat]
    margin = mine - max(others) if others else mine
    win = 1.0 / len(winners) if seat in winners else 0.0
    return win + MARGIN_WEIGHT * margin, mine, win


def candidates(
    game: Game, limit: int, weights: Weights = GREEDY, include: Option | None = None,
    slot_pairs: int = 0,
) -> list[OptionStats]:  # fmt: skip
    """The pending decision's options as stats, best rule-of-thumb value first (ties keep
    the decision's order), cut to ``limit``; ``include`` is added last when cut off.

    With ``slot_pairs``, a fish to play is searched with each of its best ``slot_pairs``
    slots (by the rules of thumb) as candidates of their own: choosing a fish and its slot
    belong together."""
    d = game.decision
    assert d is not None
    values = option_values(game, weights)
    found: list[tuple[float, Option, Option | None]] = []
    for i, option in enumerate(d.options):
        slots = _slots(game, option, weights) if slot_pairs else []
        if slots:
            found += [(values[i] + v, option, slot) for v, slot in slots[:slot_pairs]]
        else:
            found.append((values[i], option, None))
    order = sorted(range(len(found)), key=lambda i: -found[i][0])
    out = [
        OptionStats(found[i][1], found[i][0], rank, found[i][2]) for rank, i in enumerate(order)
    ]
    kept = out[: max(1, limit)]
    if include is not None and all(s.option != include for s in kept):
        kept += [s for s in out if s.option == include][:1]
    return kept


def _slots(game: Game, option: Option, weights: Weights) -> list[tuple[float, Option]]:
    """(value, slot) of each slot the seat would choose next for the fish ``option`` plays,
    best first; empty when ``option`` is not followed by that seat's choice of a slot."""
    if not isinstance(option, PlayFish):
        return []
    seat = game.decision.player if game.decision else -1
    g = game.clone()
    g.apply(option)
    d = g.decision
    if d is None or d.kind != DecisionKind.PLACE or d.player != seat:
        return []
    values = option_values(g, weights)
    return sorted(zip(values, d.options, strict=True), key=lambda vo: -vo[0])


def search(
    game: Game, settings: Settings, seed: int, *, seconds: float | None = None,
    clock: Callable[[], float] | None = None, include: Option | None = None,
) -> SearchResult:  # fmt: skip
    """Search the pending decision of ``game`` (which must not be over); see the module.

    With ``seconds`` (and a ``clock``) the number of playouts is what fits in that time,
    at most the decision's budget (`Settings.for_kind`); without, exactly that budget is
    spent (fewer only when a round cannot be split). ``include`` (one of the options, say
    the one a person chose) is searched too, whatever its rule-of-thumb rank, and kept to
    the last round, so that the result holds its expected values beside the best's.
    Raises ValueError when ``include`` is not one of the options.
    """
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is nothing to search")
    seat = d.player
    limit, budget = settings.for_kind(d.kind)
    weights = settings.weights_for(game)
    if include is not None and include not in d.options:
        raise ValueError(f"{include} is not one of the options")
    pairs = settings.slot_pairs if budget >= PAIRS_PER_CANDIDATE * limit else 0
    alive = candidates(game, limit, weights, include, pairs)
    scale = scale_for(game)
    for s in alive:
        s.scale = scale
    kept = next((s for s in alive if s.option == include), None)
    result = SearchResult(seat, alive[:])
    if len(alive) == 1:
        return result
    start = clock() if clock is not None else 0.0
    deadline = start + seconds if seconds is not None and clock is not None else None
    worlds = Rng(seed)
    rounds = max(1, math.ceil(math.log2(len(alive))))
    for r in range(rounds):
        result.rounds.append(len(alive))
        per = max(1, budget // (len(alive) * rounds))
        done = 0
        while done < per:
            play_world(game, alive, seat, worlds.next64(), settings)
            done += 1
            result.worlds += 1
            result.playouts += len(alive)
            if deadline is not None and clock is not None:
                now = clock()
                # a world that would end after the deadline is not started
                if now + (now - start) / result.playouts * len(alive) >= deadline:
                    break
                if r == 0 and done == 1:  # the first world measures what a playout costs
                    spent = max(now - start, 1e-6) / len(alive)
                    budget = min(budget, int(0.9 * (deadline - start) / spent))
                    per = max(1, budget // (len(alive) * rounds))
        if deadline is not None and clock is not None:
            now = clock()
            if now + (now - start) / result.playouts * ((len(alive) + 1) // 2) >= deadline:
                break
        if r < rounds - 1:
            alive = _best(alive)[: max(1, (len(alive) + 1) // 2)]
            if kept is not None and all(s is not kept for s in alive):
                alive.append(kept)
    last = {id(s) for s in alive}
    result.ranked = _best(alive) + [s for s in _best(result.ranked) if id(s) not in last]
    return result


def _best(stats: list[OptionStats]) -> list[OptionStats]:
    """Highest mean reward first; ties (and unplayed options) by rule-of-thumb rank."""
    return sorted(stats, key=lambda s: (-s.mean_reward, s.rank))


def play_world(
    game: Game, alive: list[OptionStats], seat: int, world: int, settings: Settings
) -> None:
    """One world (hidden cards dealt again) in which every candidate is played out."""
    base = redeal(game, Rng(world))
    noise_seed = world ^ 0x9E3779B97F4A7C15
    evaluation, horizon = settings.evaluation, settings.horizon
    until = game.week + horizon if evaluation is not None and game.week + horizon <= 4 else 0
    weights = settings.weights_for(game)
    policy = None
    if settings.solo_lookahead and evaluation is not None and game.nautoma is not None:
        policy = lookahead_with(weights, evaluation)
    for stats in alive:
        g = base.clone()
        g.apply(stats.option)
        if stats.then is not None:
            g.apply(stats.then)
        rollout(g, Rng(noise_seed), settings.noise, weights, until, policy)
        score: float
        if g.is_over or evaluation is None:
            reward, score, win = outcome(g, seat)
        else:
            reward, score, win = evaluated(g, seat, evaluation)
        reward += (settings.win_weight - 1.0) * win
        stats.playouts += 1
        stats.reward += reward
        stats.score += score
        stats.wins += win
