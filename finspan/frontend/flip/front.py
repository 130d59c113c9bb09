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
    setup=deferred("finspan.frontend.flip.setup:FlipSetupScene"),
    table=deferred("finspan.frontend.flip.table:FlipTable"),
    final=deferred("finspan.frontend.flip.final:FlipFinal"),
    replay=deferred("finspan.frontend.flip.replay:FlipReplay"),
    rules=deferred("finspan.frontend.flip.rules_book:flip_rules_book"),
    encyclopedia=_encyclopedia,
    stats=deferred("finspan.frontend.flip.stats_view:views"),
    sounds=FlipSounds(),
    reviewable=deferred("finspan.frontend.flip.review:people"),
    review=deferred("finspan.frontend.flip.review:open_review"),
    setup_from_args=deferred("finspan.frontend.flip.launch:setup_from"),
    autoplay=deferred("finspan.frontend.flip.autoplay:FlipDriver"),
    screenshot=deferred("finspan.frontend.flip.launch:screenshot"),
)
