"""Finspan's frontend, as its registration gives it to the app (`finspan.games.FINSPAN`'s
``front``): its rooms, each imported when it first opens, so that start-up pays for the
title alone (importing every scene at start-up made the title's first frame five times
slower, `bench_frontend.py`'s start-up)."""

from __future__ import annotations

from ..kit.front import GameFront, deferred
from .sounds import SOUNDS

FRONT = GameFront(
    setup=deferred(__package__, ".setup:SetupScene"),
    table=deferred(__package__, ".scene:TableScene"),
    final=deferred(__package__, ".final:FinalScene"),
    replay=deferred(__package__, ".replay:ReplayScene"),
    rules=deferred(__package__, ".rules_book:finspan_rules_book"),
    encyclopedia=deferred(__package__, ".encyclopedia:EncyclopediaScene"),
    stats=deferred(__package__, ".stats_view:views"),
    sounds=SOUNDS,
    reviewable=deferred(__package__, ".reviewing:people"),
    review=deferred(__package__, ".reviewing:open_review"),
    setup_from_args=deferred(__package__, ".launch:setup_from"),
    autoplay=deferred(__package__, ".autoplay:Driver"),
    screenshot=deferred(__package__, ".launch:screenshot"),
)
