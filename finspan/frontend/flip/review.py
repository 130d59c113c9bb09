"""Fish'n'Flip's post-game review screen (on the kit's `kit.review.ReviewFrame`): the turns
whose plan freed the fewest animals against the search's best (now and in the turns to come),
or the bids that lost points (a bid not kept, a keepable bid not made), each shown on the net
as it was, with the plan made and the best plan in words."""

from __future__ import annotations

from typing import Any

from ...flip_ai import FlipReview, ReviewedBid, ReviewedTurn
from ..kit import reviewing
from ..kit.review import Entry, ReviewFrame
from ..look.theme import UI, Colour, FontRole
from .words import count_words


class FlipReviewScene(ReviewFrame):
    """Fish'n'Flip's ``review`` (a `finspan.flip_ai.FlipReview`) of ``replay``'s game."""

    def __init__(self, app: Any, replay: Any, review: FlipReview, note: str = "") -> None:
        self.ranked = review.losses()
        self.RANKED = "Most animals lost" if review.mode == "coop" else "Most points lost"
        super().__init__(app, replay, review, note)

    def subtitle(self) -> str:
        steps = len(self.review.steps)
        what = "turn" if self.review.mode == "coop" else "bidding round"
        return f"The search played each of the {count_words(steps, what)} out again"

    def entries(self) -> list[Entry]:
        out = []
        for step in self.ranked:
            if isinstance(step, ReviewedTurn):  # a turn together: animals
                out.append(Entry(step.index, f"Turn {step.turn}", f"-{step.lost:.1f}",
                                 step.chosen_words))  # fmt: skip
            else:  # a bidding round: points
                out.append(Entry(step.index, f"Round {step.round}", f"-{step.lost}",
                                 step.plan_words or f"bid {step.bid}"))  # fmt: skip
        return out

    def detail(self, index: int) -> list[tuple[str, FontRole, Colour]]:
        step = self.ranked[index]
        if isinstance(step, ReviewedTurn):
            return [
                (f"Turn {step.turn}: the plan made and the best of "
                 f"{count_words(step.plans, 'plan')}", FontRole.BODY_BOLD, UI["text"]),
                (f"Made: {step.chosen_words}", FontRole.BODY, UI["text"]),
                (f"Best: {step.best_words}", FontRole.BODY, UI["legal"]),
                (f"Difference: about {step.lost:.1f} animals, this turn and what the next "
                 "turns are expected to free", FontRole.BODY_BOLD, UI["focus"]),
            ]  # fmt: skip
        made = f"bid {step.bid}" if step.won else "passed"
        return [
            (f"Round {step.round}: {made} (the others' highest bid: {step.others}): "
             f"{step.mistake}", FontRole.BODY_BOLD, UI["text"]),
            (f"Points: {step.points}", FontRole.BODY, UI["text"]),
            (best_bid_words(step), FontRole.BODY, UI["legal"]),
            (f"Difference: {count_words(step.lost, 'point')}", FontRole.BODY_BOLD, UI["focus"]),
        ]  # fmt: skip


def best_bid_words(step: ReviewedBid) -> str:
    """What the seat could best have done in a bidding round: bid the most its best plan
    frees when that beats the others' highest bid (FLIP-RULES.md 8: the last bidder wins; a bid
    kept scores its worth), else pass: no bid it could keep would have won the round."""
    if step.best > step.others:
        return (f"Best: bid {step.best} with {step.best_words}: "
                f"{count_words(step.best_points, 'point')}")  # fmt: skip
    return (f"Best: pass, for 0 points: the others had bid {step.others} and no plan frees "
            f"more. The best: {step.best_words}")  # fmt: skip


def people(replay: Any) -> list[int]:
    """The seats a review can follow: the people (not a computer teammate or bidder, when
    the replay says who controlled each seat)."""
    controllers = replay.controllers
    seats = range(len(replay.final.public_state().seats))
    return [s for s in seats if s >= len(controllers) or controllers[s] == "person"]


def open_review(app: Any, replay: Any, seat: int) -> None:
    """The review of ``seat``'s turns or bids in ``replay``'s game, kept or computed now."""
    name = replay.final.public_state().seats[seat].name
    reviewing.open_review(app, replay, seat, name, FlipReview.from_dict, FlipReviewScene,
                          lambda review: dict(review.to_dict()))  # fmt: skip
