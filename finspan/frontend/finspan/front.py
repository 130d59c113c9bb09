"""Finspan's frontend, as its registration gives it to the app (`finspan.games.FINSPAN`'s
``front``): its rooms, each imported when it first opens, so that start-up pays for the
title alone (importing every scene at start-up made the title's first frame five times
slower, `bench_frontend.py`'s start-up)."""

from __future__ import annotations

from typing import Any

from ..kit.front import GameFront
from .sounds import SOUNDS


def _setup(app: Any) -> Any:
    from .setup import SetupScene

    return SetupScene(app)


def _table(app: Any, game: Any, prefs: Any) -> Any:
    from .scene import TableScene

    return TableScene(app, game, prefs)


def _final(app: Any, game: Any) -> Any:
    from .final import FinalScene

    return FinalScene(app, game)


def _replay(app: Any, replay: Any) -> Any:
    from .replay import ReplayScene

    return ReplayScene(app, replay)


def _rules() -> Any:
    from .rules_book import finspan_rules_book

    return finspan_rules_book()


def _encyclopedia(app: Any, fish_number: Any) -> Any:
    from .encyclopedia import EncyclopediaScene

    return EncyclopediaScene(app, fish_number)


def _stats() -> Any:
    from .stats_view import views

    return views()


def _reviewable(replay: Any) -> list[int]:
    from .reviewing import people

    return people(replay)


def _review(app: Any, replay: Any, seat: int) -> None:
    from .reviewing import open_review

    open_review(app, replay, seat)


def _setup_from_args(args: Any) -> Any:
    from .launch import setup_from

    return setup_from(args)


def _autoplay(seed: int) -> Any:
    from .autoplay import Driver

    return Driver(seed)


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
    sounds=SOUNDS,
    reviewable=_reviewable,
    review=_review,
    setup_from_args=_setup_from_args,
    autoplay=_autoplay,
    screenshot=_screenshot,
)
