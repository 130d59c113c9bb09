"""Finspan's post-game review screen (on the kit's `kit.review.ReviewFrame`): the decisions
that lost the most expected points, each with its week and the seat's turn, the choice made
and Hard's best in the rules' words (`option_words`), each with its expected final score, and
the difference."""

from __future__ import annotations

from typing import Any

from ...ai.review import Review, ReviewedDecision
from ...engine import option_words, parse_option
from ..kit.review import Entry, ReviewFrame
from ..look.theme import UI, Colour, FontRole
from ..ui.words import possessive_after


class ReviewScene(ReviewFrame):
    """Finspan's ``review`` (a `finspan.ai.review.Review`) of ``replay``'s game."""

    RANKED = "Most points lost"

    def __init__(self, app: Any, replay: Any, review: Review, note: str = "") -> None:
        self.ranked: list[ReviewedDecision] = review.losses()
        self.words = {d.index: self._words_of(replay, d) for d in self.ranked}
        super().__init__(app, replay, review, note)

    @staticmethod
    def _words_of(replay: Any, d: ReviewedDecision) -> tuple[str, str]:
        """The choice made and the search's best choice at ``d``, in the rules' words."""
        game = replay.game_at(d.index)
        return (option_words(game, parse_option(d.chosen)),
                option_words(game, parse_option(d.best)))  # fmt: skip

    def subtitle(self) -> str:
        n = len(self.review.decisions)
        return f"Hard's search played each of the {n} decisions out again, many times over"

    def entries(self) -> list[Entry]:
        return [Entry(d.index, f"Week {d.week}, turn {d.turn}", f"-{d.lost:.1f}",
                      self.words[d.index][0]) for d in self.ranked]  # fmt: skip

    def detail(self, index: int) -> list[tuple[str, FontRole, Colour]]:
        d = self.ranked[index]
        mine, best = self.words[d.index]
        who = possessive_after(self.review.player)
        return [
            (f"Week {d.week}, {who} turn {d.turn}: {d.question}", FontRole.BODY_BOLD, UI["text"]),
            (f"Chosen: {mine} (expected final score {d.chosen_score:.1f})", FontRole.BODY,
             UI["text"]),
            (f"Best: {best} (expected final score {d.best_score:.1f})", FontRole.BODY,
             UI["legal"]),
            (f"Difference: {d.lost:.1f} points", FontRole.BODY_BOLD, UI["focus"]),
        ]  # fmt: skip
