"""The review in background processes (finspan/frontend/shell/review_worker.py): the same
review however the decisions are shared out, collected without blocking, cancelled at once."""

from __future__ import annotations

import time

import pytest

from finspan.ai.review import review_game
from finspan.engine import Setup, play_game
from finspan.frontend.shell.review_worker import InlineReviewJob, ReviewJob

from .test_review import MISTAKE, _scripted_game


def _wait(job: ReviewJob, limit: float = 300.0) -> int:
    """Poll as a frame loop would (never blocking), up to a generous limit; the polls."""
    deadline = time.monotonic() + limit
    polls = 0
    while time.monotonic() < deadline and not job.finished and not job.error:
        job.poll()
        polls += 1
        time.sleep(0.01)
    assert job.finished and not job.error, job.error or "the review never finished"
    return polls


@pytest.fixture(scope="module")
def scripted():
    return _scripted_game()


def test_two_processes_give_the_review_one_process_gives_and_rank_the_bad_decision_first(
    scripted,
):
    job = ReviewJob(scripted, 0, 48, seed=1, processes=2)
    job.start()
    assert _wait(job) > 1  # it came in over several polls, none of which waited
    review = job.review()
    assert review == review_game(scripted, 0, budget=48, seed=1)
    assert review.losses()[0].index == MISTAKE


def test_the_inline_job_gives_the_same_review_a_decision_per_poll(scripted):
    job = InlineReviewJob(scripted, 1, 8, seed=3)
    job.start()
    polls = 0
    while job.poll():
        polls += 1
        assert job.done == polls
    assert job.finished and job.review() == review_game(scripted, 1, budget=8, seed=3)


def test_cancelling_ends_the_processes_at_once():
    job = ReviewJob(_scripted_game(), 0, 2_000, processes=2)
    job.start()
    processes = [p for p, _ in job._workers]
    assert all(p.is_alive() for p in processes)
    job.cancel()
    assert not any(p.is_alive() for p in processes) and not job.finished
    assert not job.poll()


def test_a_seat_that_is_no_person_is_refused_before_any_process_starts():
    game = play_game(Setup.solo_game(2), 4, "greedy")
    with pytest.raises(ValueError, match="seat 1 is not a person"):
        ReviewJob(game, 1, 8)
