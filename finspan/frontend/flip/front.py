"""Fish'n'Flip's frontend, as its registration gives it to the app (`finspan.games.FLIP`'s
``front``): its rooms, each imported when it first opens."""

from __future__ import annotations

from typing import Any

from ..kit.front import GameFront, deferred

#: Fish'n'Flip's own effects (``assets/flip_sounds.py``); which event plays which is
#: `animate.SOUNDS`.
FLIP_EFFECTS: tuple[str, ...] = (
    "card_flip", "cards_switch", "whale_sinking", "animal_step", "animals_swim_free",
    "cards_falling", "card_dealt", "net_tearing", "fish_n_flip", "bid_made", "bid_passed",
)  # fmt: skip
#: The card and marker sounds it plays too (Finspan's: an action card laid, a power, a gift
#: and a bid's points).
SHARED_EFFECTS: tuple[str, ...] = ("card_lay", "card_drawn", "marker_placed", "points_scored")


class FlipSounds:
    """Fish'n'Flip's sounds for the app (`finspan.frontend.kit.front.Sounds`): each animation
    starts with its event's effect (`animate.sound_for`)."""

    effects = FLIP_EFFECTS + SHARED_EFFECTS

    def for_event(self, event: object) -> str | None:
        from .animate import sound_for

        return sound_for([event])


def _encyclopedia(app: Any, what: Any) -> Any:
    """Fish'n'Flip's cards: the pages of its book, in the shared rules screen."""
    from ..scenes.rules import RulesScene
    from .pages import flip_pages_book

    return RulesScene(app, flip_pages_book())


FRONT = GameFront(
    setup=deferred(__package__, ".setup:FlipSetupScene"),
    table=deferred(__package__, ".table:FlipTable"),
    final=deferred(__package__, ".final:FlipFinal"),
    replay=deferred(__package__, ".replay:FlipReplay"),
    rules=deferred(__package__, ".rules_book:flip_rules_book"),
    encyclopedia=_encyclopedia,
    stats=deferred(__package__, ".stats_view:views"),
    sounds=FlipSounds(),
    reviewable=deferred(__package__, ".review:people"),
    review=deferred(__package__, ".review:open_review"),
    setup_from_args=deferred(__package__, ".launch:setup_from"),
    autoplay=deferred(__package__, ".autoplay:FlipDriver"),
    screenshot=deferred(__package__, ".launch:screenshot"),
)
