"""Finspan's frontend, as its registration gives it to the app (`finspan.games.FINSPAN`'s
``front``): its rooms, each imported when it first opens, so that start-up pays for the
title alone (importing every scene at start-up made the title's first frame five times
slower, `bench_frontend.py`'s start-up)."""

from __future__ import annotations

from ..kit.front import GameFront, deferred
from .sounds import SOUNDS

FRONT = GameFront(
    setup=deferred("finspan.frontend.finspan.setup:SetupScene"),
    table=deferred("finspan.frontend.finspan.scene:TableScene"),
    final=deferred("finspan.frontend.finspan.final:FinalScene"),
    replay=deferred("finspan.frontend.finspan.replay:ReplayScene"),
    rules=deferred("finspan.frontend.finspan.rules_book:finspan_rules_book"),
    encyclopedia=deferred("finspan.frontend.finspan.encyclopedia:EncyclopediaScene"),
    stats=deferred("finspan.frontend.finspan.stats_view:views"),
    sounds=SOUNDS,
    reviewable=deferred("finspan.frontend.finspan.reviewing:people"),
    review=deferred("finspan.frontend.finspan.reviewing:open_review"),
    setup_from_args=deferred("finspan.frontend.finspan.launch:setup_from"),
    autoplay=deferred("finspan.frontend.finspan.autoplay:Driver"),
    screenshot=deferred("finspan.frontend.finspan.launch:screenshot"),
)
