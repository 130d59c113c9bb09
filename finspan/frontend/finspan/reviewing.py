"""Finspan's post-game review as the app opens it (its registration's ``reviewable`` and
``review``): whose decisions can be reviewed, how the review is kept in the replay file, and
its screen (`review.ReviewScene`); the job and the waiting are the kit's (`kit.reviewing`).
"""

from __future__ import annotations

from typing import Any

from ..kit import reviewing


def people(replay: Any) -> list[int]:
    """The seats a review can follow in ``replay``'s game: the people, not Nautoma, and not
    a computer player when the replay says who controlled each seat."""
    from ...ai.review import reviewable_seats

    controllers = replay.controllers
    return [s for s in reviewable_seats(replay.final)
            if s >= len(controllers) or controllers[s] == "person"]  # fmt: skip


def names(replay: Any) -> list[str]:
    """The seats' names in ``replay``'s game."""
    return [p.name for p in replay.final.players]


def saved_form(review: Any) -> dict[str, Any]:
    """``review`` as a replay file keeps it: `Review.to_dict` with the expected scores
    unrounded (so that the review read back sums its losses as it did when it was made)."""
    out = review.to_dict()
    out["decisions"] = [{**d.to_dict(), "chosen_expected": d.chosen_score,
                         "best_expected": d.best_score} for d in review.decisions]  # fmt: skip
    return dict(out)


def open_review(app: Any, replay: Any, seat: int) -> None:
    """The review of ``seat``'s decisions in ``replay``'s game, kept or computed now."""
    # imported on first use: the review's search is not needed to start the app
    from ...ai.review import Review
    from .review import ReviewScene

    reviewing.open_review(app, replay, seat, names(replay)[seat], Review.from_dict,
                          ReviewScene, saved_form)  # fmt: skip
