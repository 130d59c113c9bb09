"""The review of a bidding round says what was best in words a player can follow: a bid that
would have won and been kept, or passing when no bid its plans could keep beat the others'
(the round seen in a real window said "Best: bid 4 with … : 0 points" after the others had
bid 4)."""

from __future__ import annotations

from finspan.flip_ai import ReviewedBid
from finspan.frontend.flip.review import best_bid_words


def _round(bid: int, others: int, best: int, won: bool = True, freed: int = 0) -> ReviewedBid:
    return ReviewedBid(index=3, round=1, bid=bid, others=others, won=won, freed=freed,
                       plan=("flip A1",), best=best, best_plan=("free B1",), plans=12,
                       plan_words="Flip A1", best_words="Free the animal at B1 — frees 4")


def test_no_keepable_bid_beats_the_others_so_passing_was_best():
    step = _round(bid=5, others=4, best=4)  # bid 5 over the others' 4, freed none
    assert step.points == -2 and step.best_points == 0 and step.lost == 2
    words = best_bid_words(step)
    assert words == ("Best: pass, for 0 points: the others had bid 4 and no plan frees more. "
                     "The best: Free the animal at B1 — frees 4")
    assert "bid 4 with" not in words


def test_a_keepable_bid_that_beats_the_others_is_named_with_its_plan():
    step = _round(bid=0, others=2, best=4, won=False)  # passed, though 4 could be kept
    assert step.best_points == 4 and step.lost == 4
    assert best_bid_words(step) == "Best: bid 4 with Free the animal at B1 — frees 4: 4 points"
    assert best_bid_words(_round(bid=0, others=0, best=1, won=False)).endswith(": 1 point")
