"""What the navigator needs to run a post-game review: whose decisions can be reviewed, the
job that computes a review (`finspan.frontend.shell.review_worker`, at the app's review
budget) and keeping the result in the replay file.

The review budget: `REVIEW_SHARE` times the game's review's ``default_budget``
(`finspan.games.game_review`): for Finspan, playouts per decision (768 in a multiplayer
game, 192 in a solo one); for Fish'n'Flip, options applied per turn (6,000). Finspan's
measured on the scripted 2-player game of ``tests/ai/test_review.py`` (seat 0, 116
decisions with a choice) with ``ReviewJob``'s two processes: see the commit that set it.
Tests and drivers set ``app.review_budget`` (a smaller budget) and
``app.review_job_factory`` (`InlineReviewJob`).
"""

from __future__ import annotations

from typing import Any

#: The app's review searches this many times the playouts of ``finspan review``'s default
#: (two processes share the decisions).
REVIEW_SHARE = 2


def people(replay: Any) -> list[int]:
    """The seats a review can follow in ``replay``'s game: the people, not Nautoma, and not
    a computer player when the replay says who controlled each seat. A Fish'n'Flip game
    has none (its review is not made)."""
    if replay.game_name != "finspan":
        return []
    from ..ai.review import reviewable_seats

    controllers = replay.controllers
    return [s for s in reviewable_seats(replay.final)
            if s >= len(controllers) or controllers[s] == "person"]  # fmt: skip


def names(replay: Any) -> list[str]:
    """The seats' names in ``replay``'s game."""
    return [p.name for p in replay.final.players]


def job(app: Any, replay: Any, seat: int) -> Any:
    """The job reviewing ``seat``'s decisions in ``replay``'s game (not started), either
    game's."""
    from ..frontend.shell.review_worker import ReviewJob
    from ..games import game_name_of, game_review

    game = replay.final
    factory = getattr(app, "review_job_factory", None) or ReviewJob
    default = game_review(game_name_of(game)).default_budget(game)
    budget = getattr(app, "review_budget", None) or REVIEW_SHARE * default
    return factory(game, seat, budget, 0)


def keep(app: Any, replay: Any, review: Any) -> str:
    """Keep ``review`` in the replay's file if it is one of the player's replays (the
    replays folder; not a shipped example, not a game only in memory); the replay in hand
    holds it too. Returns "" or the problem, in words."""
    kept = saved_form(review)
    replay.review = kept
    path = replay.path
    if path is None:
        return ""
    store = app.saves.store()
    if path.parent.resolve() != store.replay_directory.resolve():
        return ""
    return str(app.saves.add_review(path, kept))


def saved_form(review: Any) -> dict[str, Any]:
    """``review`` as a replay file keeps it: `Review.to_dict` with the expected scores
    unrounded (so that the review read back sums its losses as it did when it was made); a
    Fish'n'Flip review's ``to_dict`` as it is (its figures are kept as they were made)."""
    from ..ai.review import Review

    if not isinstance(review, Review):
        return dict(review.to_dict())
    out = review.to_dict()
    out["decisions"] = [{**d.to_dict(), "chosen_expected": d.chosen_score,
                         "best_expected": d.best_score} for d in review.decisions]  # fmt: skip
    return dict(out)
