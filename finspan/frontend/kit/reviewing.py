"""Running a post-game review from the app, for any game that has one (its registration's
``review``, `finspan.games.game_review`): the job that computes it in the background
(`finspan.frontend.shell.review_worker`, at the app's review budget), keeping the result in
the replay file, and the screens (`scenes.review_wait.ReviewWait` while it is computed, then
the game's own review screen).

The review budget: `REVIEW_SHARE` times the game's review's ``default_budget``: for
Finspan, playouts per decision (768 in a multiplayer game, 192 in a solo one); for
Fish'n'Flip, options applied per turn (6,000). Finspan's measured on the scripted 2-player
game of ``tests/ai/test_review.py`` (seat 0, 116 decisions with a choice) with
``ReviewJob``'s two processes: see the commit that set it. Tests and drivers set
``app.review_budget`` (a smaller budget) and ``app.review_job_factory`` (`InlineReviewJob`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The app's review searches this many times the playouts of the headless review's default
#: (two processes share the decisions).
REVIEW_SHARE = 2


def job(app: Any, replay: Any, seat: int) -> Any:
    """The job reviewing ``seat``'s decisions in ``replay``'s game (not started)."""
    from ...games import game_name_of, game_review
    from ..shell.review_worker import ReviewJob

    game = replay.final
    factory = getattr(app, "review_job_factory", None) or ReviewJob
    default = game_review(game_name_of(game)).default_budget(game)
    budget = getattr(app, "review_budget", None) or REVIEW_SHARE * default
    return factory(game, seat, budget, 0)


def keep(app: Any, replay: Any, kept: dict[str, Any]) -> str:
    """Keep a review (``kept``: as its file keeps it) in the replay's file if it is one of
    the player's replays (the replays folder; not a shipped example, not a game only in
    memory); the replay in hand holds it too. Returns "" or the problem, in words."""
    replay.review = kept
    path = replay.path
    if path is None:
        return ""
    store = app.saves.store()
    if path.parent.resolve() != store.replay_directory.resolve():
        return ""
    return str(app.saves.add_review(path, kept))


def open_review(
    app: Any, replay: Any, seat: int, name: str,
    read: Callable[[dict[str, Any], str], Any],
    screen: Callable[[Any, Any, Any, str], Any],
    saved_form: Callable[[Any], dict[str, Any]],
) -> None:  # fmt: skip
    """The review of ``seat``'s decisions (its person named ``name``) in ``replay``'s game:
    the one kept in the file (``read`` back), or computed now (`ReviewWait`) and kept in
    the file in its ``saved_form``; shown by the game's ``screen(app, replay, review,
    note)``."""
    from .review_wait import ReviewWait

    saved = replay.review
    if saved is not None and saved["seat"] == seat:
        app.push(screen(app, replay, read(saved, name), ""))
        return

    def done(result: Any) -> None:
        note = keep(app, replay, saved_form(result))
        app.replace(screen(app, replay, result, note))

    app.push(ReviewWait(app, name, job(app, replay, seat), done))
