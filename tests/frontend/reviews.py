"""Reviews for frontend tests without a search: made-up values on a real game's decisions,
and a review job that stands still (for the progress screen)."""

from __future__ import annotations

from finspan.ai.review import Review, ReviewedDecision
from finspan.engine import Game
from finspan.saves import Replay
from finspan.saves.codec import replay_model


def made_up_review(game: Game, seat: int = 0) -> Review:
    """``seat``'s decisions with a choice in ``game``, the first option called best and a
    made-up loss (decision k loses k % 7 points)."""
    replayed = Game(game.setup, game.seed)
    out = []
    for index, text in enumerate(game.history):
        d = replayed.decision
        assert d is not None
        if d.player == seat and len(d.options) > 1:
            lost = float(len(out) % 7)
            out.append(ReviewedDecision(index, replayed.week, 1, d.question, len(d.options),
                                        text, str(d.options[0]), 70.0 - lost, 70.0, 4))
        replayed.apply(text)
    return Review(seat, game.players[seat].name, 4, 0, tuple(out))


def reviewed_replay(game: Game, seat: int = 0) -> Replay:
    """``game``'s replay in memory, holding a made-up review of ``seat``."""
    replay = Replay(replay_model(game, "A game", "2026-11-26T04:00:00+00:00"), game.clone())
    replay.review = made_up_review(game, seat).to_dict()
    return replay


class StillJob:
    """A review job at "decision 23 of 58" that never goes on."""

    total, error, done, finished, needs_frames = 58, "", 22, False, False

    def start(self) -> None:
        pass

    def poll(self) -> bool:
        return False

    def cancel(self) -> None:
        pass
