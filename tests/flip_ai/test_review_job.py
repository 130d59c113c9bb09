"""The app's review job runs Fish'n'Flip's review as it runs Finspan's: it asks
`finspan.games.game_review` for the game's review, shares the turns or bids among processes
(the same review however they are shared), and the app keeps the result in the replay."""

from __future__ import annotations

import inspect
import time
from types import SimpleNamespace

import pytest

from finspan.flip import Game
from finspan.flip_ai import FlipReview, review_game
from finspan.frontend.shell.review_worker import InlineReviewJob, ReviewJob
from finspan.games import GameReview, UnknownGame, game_names, game_review

from .test_review import COOP_INDEX, scripted_competitive, scripted_coop


@pytest.fixture(scope="module")
def coop() -> Game:
    return scripted_coop()


def test_each_game_names_a_review_that_answers_every_call_of_the_job():
    calls = [n for n in vars(GameReview) if not n.startswith("_")]
    assert set(calls) == {"reviewable_seats", "default_budget", "decisions_of", "review_steps",
                          "review_from"}  # fmt: skip
    for name in game_names():
        review = game_review(name)
        for call in calls:
            wanted = list(inspect.signature(getattr(GameReview, call)).parameters)[1:]
            assert list(inspect.signature(getattr(review, call)).parameters) == wanted
    with pytest.raises(UnknownGame):
        game_review("chess")


def test_two_processes_give_the_review_one_process_gives(coop):
    job = ReviewJob(coop, 0, 600, seed=1, processes=2)
    assert job.total == len(review_game(coop, 0, 300).turns)
    job.start()
    deadline = time.monotonic() + 300  # a generous limit, not a measure of speed
    while time.monotonic() < deadline and not job.finished and not job.error:
        job.poll()
        time.sleep(0.01)
    assert job.finished and not job.error, job.error
    review = job.review()
    assert isinstance(review, FlipReview) and review == review_game(coop, 0, 600, seed=1)
    assert review.losses()[0].index == COOP_INDEX


def test_the_inline_job_reviews_a_competitive_game_a_round_per_poll():
    game = scripted_competitive()
    job = InlineReviewJob(game, 0, 500, seed=2)
    job.start()
    polls = 0
    while job.poll():
        polls += 1
        assert job.done == polls
    assert job.finished and job.review() == review_game(game, 0, 500, seed=2)


def test_a_seat_not_at_the_table_is_refused_before_any_process_starts(coop):
    with pytest.raises(ValueError, match="seat 2 is not at this table"):
        ReviewJob(coop, 2, 100)


def test_the_apps_job_reviews_a_flip_game_at_twice_the_default_budget_and_keeps_it(coop, tmp_path):
    from finspan.frontend.kit import reviewing as app_review
    from finspan.saves import SaveStore, load_file

    made: list[tuple[int, int]] = []
    app = SimpleNamespace(review_job_factory=lambda _g, seat, n, _s: made.append((seat, n)))
    app_review.job(app, SimpleNamespace(final=coop), 0)
    assert made == [(0, 2 * 3000)]
    review = review_game(coop, 0, 200)
    store = SaveStore(tmp_path)
    path = store.keep_replay(coop)
    store.add_review(path, review.to_dict())  # a Fish'n'Flip review is kept as it is
    kept = load_file(path).model.review
    assert kept is not None and FlipReview.from_dict(kept.model_dump(), "Player 1") == review
