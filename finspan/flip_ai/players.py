"""Computer players for any seat of either mode, and the policies of ``finspan flip
simulate``.

Cooperative: **hard** (the hint's search: every plan, the one-turn value and a look past the
refill), **medium** (every plan by its one-turn value, no look-ahead), **easy** (the plan
freeing the most, one power use at most). Competitive: the bidders of
`finspan.flip_ai.bidding`. A choice depends only on the public state, the level, the seed and
the budget (with ``seconds`` and a ``clock``, also on when the time runs out).
"""

from __future__ import annotations

from collections.abc import Callable

from finspan.flip import DecisionKind, Game, Option, Rng, computer_gift

from .bidding import best_count, bid_option, level_plans, plan_for_bid
from .coop_search import SearchResult, Settings, search
from .names import LEVELS, POLICIES
from .plans import DEFAULT_NODES


def coop_settings(level: str, budget: int | None = None) -> Settings:
    """The cooperative search of a level (or of the ``greedy`` policy). ``budget``: options
    applied at most to list this turn's plans (Hard's look-ahead gets as many more).
    Raises ValueError for an unknown level or a budget below 1."""
    nodes = DEFAULT_NODES if budget is None else budget
    if nodes < 1:
        raise ValueError(f"the budget is at least 1 option applied, not {nodes}")
    if level == "hard":
        return Settings(nodes, candidates=6, worlds=4, world_nodes=max(1, nodes // 12),
                        lookahead_nodes=nodes)  # fmt: skip
    if level == "medium":
        return Settings(nodes, candidates=1)
    if level in ("easy", "greedy"):
        return Settings(nodes, chains=level == "greedy", greedy=True, candidates=1)
    raise ValueError(f"a computer player is easy, medium or hard, not {level!r}")


def deadline_from(seconds: float | None, clock: Callable[[], float] | None) -> float | None:
    if seconds is None:
        return None
    if clock is None:
        raise ValueError("a time budget needs a clock")
    return clock() + seconds


def think(
    game: Game, level: str = "hard", seed: int = 0, budget: int | None = None,
    seconds: float | None = None, clock: Callable[[], float] | None = None,
) -> SearchResult:  # fmt: skip
    """The cooperative search of ``level`` for the pending turn (see `search`)."""
    deadline = deadline_from(seconds, clock)
    return search(game, coop_settings(level, budget), seed, clock=clock, deadline=deadline)


def choose(
    game: Game, level: str = "hard", seed: int = 0, budget: int | None = None,
    seconds: float | None = None, clock: Callable[[], float] | None = None,
) -> Option:  # fmt: skip
    """The option ``level`` chooses for the pending decision of either mode; ``game`` is not
    changed. A decision with one option is answered at once. Raises ValueError when the game
    is over or the level is unknown."""
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is nothing to decide")
    if level not in LEVELS:
        raise ValueError(f"a computer player is easy, medium or hard, not {level!r}")
    if len(d.options) == 1:
        return d.options[0]
    if game.coop:
        return think(game, level, seed, budget, seconds, clock).best.first
    if d.kind is DecisionKind.GIFT:
        return computer_gift(game)
    deadline = deadline_from(seconds, clock)
    nodes = DEFAULT_NODES if budget is None else budget
    found = level_plans(game, level, seed, nodes, clock, deadline)
    if d.kind is DecisionKind.BID:
        return bid_option(game, level, best_count(found.plans))
    return plan_for_bid(found.plans, level, game.bid).first


def chooser(name: str, seed: int, budget: int | None = None) -> Callable[[Game], Option]:
    """A player ``game -> option`` for a whole game: ``random`` (its own `Rng` from
    ``seed``), ``greedy`` (frees the most this turn; in the competitive game it bids and
    plays as Hard), ``hint`` (Hard) or a level's name. Raises ValueError for an unknown
    name."""
    if name == "random":
        rng = Rng(seed)
        return lambda game: rng.choice(game.options)
    if name == "greedy":
        settings = coop_settings("greedy", budget)

        def greedy(game: Game) -> Option:
            d = game.decision
            assert d is not None
            if not game.coop or len(d.options) == 1:
                return choose(game, "hard", seed, budget)
            return search(game, settings, seed).best.first

        return greedy
    level = "hard" if name == "hint" else name
    if level not in LEVELS:
        raise ValueError(f"a player is one of {', '.join(POLICIES + LEVELS)}, not {name!r}")
    return lambda game: choose(game, level, seed, budget)
