"""Fish'n'Flip's computer players: the best-move search over one turn, the hint, the
cooperative teammate, the competitive bidders (Easy, Medium, Hard), the post-game review,
and the headless ``finspan flip simulate``, ``tournament`` and ``review``.

Pure Python like the engines (no pygame, no global random; no clock inside the search: a
caller passes one for a timed search). Uses the engine only through `finspan.flip`. A
computer player sees what a person at the table sees: every plan is found in a copy of the
game whose hidden cards were dealt again (`finspan.flip.redeal`)::

    from finspan.flip_ai import choose, hint

    option = choose(game, "hard", seed=7)      # any decision of either mode
    advice = hint(game, seed=7)                # .option, .plan, .freed, .top, .reason

docs/FLIP.md ("Computer players") describes them.
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_getattr

if TYPE_CHECKING:  # the real names for type checkers; at run time they load lazily
    # Written from `_EXPORTS` by ``python -m tests.flip_ai.front_door``: do not edit by hand.
    from .bidding import (
        EASY_PLANS as EASY_PLANS,
        MEDIUM_MARGIN as MEDIUM_MARGIN,
        bid_target as bid_target,
        level_plans as level_plans,
        plan_for_bid as plan_for_bid,
    )
    from .coop_search import (
        Scored as Scored,
        SearchResult as SearchResult,
        Settings as Settings,
        search as search,
        turn_seed as turn_seed,
    )
    from .evaluate import (
        WEIGHTS as WEIGHTS,
        Features as Features,
        Weights as Weights,
        animals_left as animals_left,
        features as features,
        heights as heights,
        value as value,
    )
    from .hinting import (
        Choice as Choice,
        Hint as Hint,
        hint as hint,
        plan_text as plan_text,
    )
    from .names import (
        DIFFICULTIES as DIFFICULTIES,
        ENTRANTS as ENTRANTS,
        LEVELS as LEVELS,
        POLICIES as POLICIES,
    )
    from .plans import (
        DEFAULT_NODES as DEFAULT_NODES,
        Plan as Plan,
        PlanSet as PlanSet,
        plan_of as plan_of,
        random_plan as random_plan,
        turn_plans as turn_plans,
    )
    from .players import (
        choose as choose,
        chooser as chooser,
        coop_settings as coop_settings,
        think as think,
    )
    from .review import (
        REVIEW_BUDGET as REVIEW_BUDGET,
        review_game as review_game,
        review_settings as review_settings,
        review_steps as review_steps,
    )
    from .reviewed import (
        FlipReview as FlipReview,
        ReviewedBid as ReviewedBid,
        ReviewedTurn as ReviewedTurn,
    )
    from .simulation import (
        game_setup as game_setup,
        simulate as simulate,
    )
    from .tournament import (
        run_tournament as run_tournament,
    )

#: Public names and the module that defines each, imported on first use (PEP 562).
_EXPORTS: dict[str, str] = {
    "choose": ".players",
    "think": ".players",
    "chooser": ".players",
    "coop_settings": ".players",
    "hint": ".hinting",
    "Hint": ".hinting",
    "Choice": ".hinting",
    "plan_text": ".hinting",
    "Plan": ".plans",
    "PlanSet": ".plans",
    "DEFAULT_NODES": ".plans",
    "turn_plans": ".plans",
    "random_plan": ".plans",
    "plan_of": ".plans",
    "Weights": ".evaluate",
    "WEIGHTS": ".evaluate",
    "Features": ".evaluate",
    "features": ".evaluate",
    "value": ".evaluate",
    "heights": ".evaluate",
    "animals_left": ".evaluate",
    "Settings": ".coop_search",
    "Scored": ".coop_search",
    "SearchResult": ".coop_search",
    "search": ".coop_search",
    "turn_seed": ".coop_search",
    "level_plans": ".bidding",
    "bid_target": ".bidding",
    "plan_for_bid": ".bidding",
    "MEDIUM_MARGIN": ".bidding",
    "EASY_PLANS": ".bidding",
    "LEVELS": ".names",
    "POLICIES": ".names",
    "ENTRANTS": ".names",
    "DIFFICULTIES": ".names",
    "simulate": ".simulation",
    "game_setup": ".simulation",
    "run_tournament": ".tournament",
    "review_game": ".review",
    "review_steps": ".review",
    "review_settings": ".review",
    "REVIEW_BUDGET": ".review",
    "FlipReview": ".reviewed",
    "ReviewedTurn": ".reviewed",
    "ReviewedBid": ".reviewed",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
