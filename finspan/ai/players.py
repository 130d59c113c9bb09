"""Computer players at three strengths, all by the same search (`finspan.ai.montecarlo`).

``hard`` searches widely with greedy rollouts cut at the week's end by the learned
evaluation (in a solo game, rollouts that look one turn ahead at each turn action);
``medium`` and ``easy`` are the same search with fewer playouts, fewer candidates and
noisier rollouts played to the end. With a fixed budget (playouts)
a player's choice depends only on the game's public state, its level, budget and seed; with
``seconds`` (how play at the table uses it) it stops when its time is up. A decision with
one option is answered at once, without search.
"""

from __future__ import annotations

from collections.abc import Callable

from finspan.engine import Game, Option, Rng, Weights

from .evaluation import default_evaluation
from .montecarlo import SearchResult, Settings, search

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: Hard's playouts per decision by default; Medium and Easy take fixed shares of it.
DEFAULT_BUDGET = 192
#: Time for one decision in play, in seconds (the budget then caps the playouts).
SECONDS: dict[str, float] = {"easy": 0.2, "medium": 0.5, "hard": 1.5}
#: Hard's budget in play, where time decides: a cap, not a target (a solo game's playouts
#: are cheaper, so more of them fit in the time).
PLAY_BUDGET = 1024
#: Hard's rules of thumb in the solo game (ranking options and playing the rollouts): found
#: by ``python benchmarks/tune_rollouts.py --games 400 --seed 9000 --difficulty 3 --rounds 5``
#: (the greedy policy with them scores 79.3 on average in 400 solo games at difficulty 3 from
#: seed 4000, the built-in greedy policy 77.0). Not yet measured in multiplayer games, which
#: keep the built-in weights.
SOLO_WEIGHTS = Weights(
    icon_draw=0.56, icon_egg=0.7, icon_hatch=0.343, icon_young=3.076, icon_move=0.35,
    icon_tuck=0.392, icon_play=1.82, icon_egg_each=2.6, game_end_share=0.067, cost_card=0.49,
    cost_young=1.69, dive=0.245, covered_activated=0.7, achievement=0.3,
)  # fmt: skip

#: Hard searches a fish to play together with each of its best two slots (a turn's choices
#: that belong together, `Settings.slot_pairs`): in 24 solo games at difficulty 4 from seed
#: 7100 at 384 playouts its mean margin over Nautoma was -3.9 points with pairs, -6.6 without.
SLOT_PAIRS = 2


def settings_for(level: str, budget: int = DEFAULT_BUDGET) -> Settings:
    """The search settings of a level; ``budget`` is Hard's playouts per decision.

    Raises ValueError for an unknown level or a budget below 1.
    """
    if budget < 1:
        raise ValueError(f"the budget is at least 1 playout, not {budget}")
    if level == "hard":
        return Settings(
            budget, candidates=6, noise=0.0, turn_candidates=10, minor_share=0.5,
            solo_weights=SOLO_WEIGHTS, evaluation=default_evaluation(), slot_pairs=SLOT_PAIRS,
            solo_lookahead=True,
        )  # fmt: skip
    if level == "medium":
        return Settings(max(2, budget // 6), candidates=3, noise=0.1)
    if level == "easy":
        return Settings(max(1, budget // 48), candidates=3, noise=0.5)
    raise ValueError(f"a computer player is easy, medium or hard, not {level!r}")


def decision_seed(seed: int, game: Game) -> int:
    """The search seed of this player's pending decision: from its own seed and public facts
    only (how many options were chosen so far, and the deciding seat)."""
    d = game.decision
    seat = d.player if d is not None else 0
    return Rng((seed << 20) ^ (len(game.history) << 3) ^ seat).next64()


class ComputerPlayer:
    """A computer player of one level. ``choose`` never changes the game."""

    def __init__(
        self, level: str, seed: int = 0, budget: int = DEFAULT_BUDGET,
        seconds: float | None = None, clock: Callable[[], float] | None = None,
    ) -> None:  # fmt: skip
        self.level = level
        self.seed = int(seed)
        self.settings = settings_for(level, budget)
        self.seconds = seconds
        self.clock = clock
        if seconds is not None and clock is None:
            raise ValueError("a time budget needs a clock")

    def think(self, game: Game) -> SearchResult:
        """The search of the pending decision (its ``best`` is the choice)."""
        return search(
            game, self.settings, decision_seed(self.seed, game),
            seconds=self.seconds, clock=self.clock,
        )  # fmt: skip

    def choose(self, game: Game) -> Option:
        """This player's option for the pending decision (at once when there is one)."""
        options = game.options
        if len(options) == 1:
            return options[0]
        return self.think(game).best


def level_policy(level: str, budget: int = DEFAULT_BUDGET) -> Callable[[Game, Rng], Option]:
    """A policy ``(game, rng) -> option`` (as `finspan.engine.simulate` uses) playing at
    ``level`` with a fixed budget; its search seeds come from ``rng``, so it is reproducible."""
    settings = settings_for(level, budget)

    def policy(game: Game, rng: Rng) -> Option:
        options = game.options
        if len(options) == 1:
            return options[0]
        return search(game, settings, rng.next64()).best

    return policy
