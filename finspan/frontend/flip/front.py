"""Fish'n'Flip's frontend, as its registration gives it to the app (`finspan.games.FLIP`'s
``front``): its rooms, each imported when it first opens."""

from __future__ import annotations

from typing import Any

from ..kit.front import GameFront

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


def _setup(app: Any) -> Any:
    from .setup import FlipSetupScene

    return FlipSetupScene(app)


def _table(app: Any, game: Any, prefs: Any) -> Any:
    from .table import FlipTable

    return FlipTable(app, game, prefs)


def _final(app: Any, game: Any) -> Any:
    from .final import FlipFinal

    return FlipFinal(app, game)


def _replay(app: Any, replay: Any) -> Any:
    from .replay import FlipReplay

    return FlipReplay(app, replay)


def _rules() -> Any:
    from .rules_book import flip_rules_book

    return flip_rules_book()


def _encyclopedia(app: Any, what: Any) -> Any:
    from ..scenes.rules import RulesScene
    from .pages import flip_pages_book

    return RulesScene(app, flip_pages_book())


def _stats() -> Any:
    from .stats_view import views

    return views()


def _reviewable(replay: Any) -> list[int]:
    from .review import people

    return people(replay)


def _review(app: Any, replay: Any, seat: int) -> None:
    from .review import open_review

    open_review(app, replay, seat)


def _setup_from_args(args: Any) -> Any:
    from .launch import setup_from

    return setup_from(args)


def _autoplay(seed: int) -> Any:
    from .autoplay import FlipDriver

    return FlipDriver(seed)


def _screenshot(app: Any, scene: str, args: Any) -> bool:
    from .launch import screenshot

    return screenshot(app, scene, args)


FRONT = GameFront(
    setup=_setup,
    table=_table,
    final=_final,
    replay=_replay,
    rules=_rules,
    encyclopedia=_encyclopedia,
    stats=_stats,
    sounds=FlipSounds(),
    reviewable=_reviewable,
    review=_review,
    setup_from_args=_setup_from_args,
    autoplay=_autoplay,
    screenshot=_screenshot,
)
