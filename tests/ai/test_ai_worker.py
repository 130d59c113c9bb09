"""The worker process answers computer players' decisions and hints without blocking."""

from __future__ import annotations

import time

import pytest

from finspan.ai import ComputerPlayer, hint
from finspan.engine import Game, Setup
from finspan.frontend.shell.ai_worker import AiWorker


def _wait(worker: AiWorker, limit: float = 120.0):
    """Poll as a frame loop would (never blocking), up to a generous limit."""
    deadline = time.monotonic() + limit
    polls = 0
    while time.monotonic() < deadline:
        answer = worker.poll()
        polls += 1
        if answer is not None:
            return answer, polls
        time.sleep(0.01)
    raise AssertionError("the worker never answered")


@pytest.fixture
def worker():
    w = AiWorker()
    yield w
    w.close()


def test_the_worker_chooses_what_the_player_chooses_in_process(worker):
    game = Game(Setup.multiplayer(2), 14)
    before = game.to_dict()
    assert worker.poll() is None and not worker.busy
    ticket = worker.request(game, "hard", seed=5, budget=12)
    assert worker.busy
    answer, polls = _wait(worker)
    assert answer.ticket == ticket and not worker.busy and polls >= 1
    expected = ComputerPlayer("hard", 5, budget=12).choose(game)
    assert game.options[answer.index] == expected
    assert game.to_dict() == before


def test_only_the_latest_request_is_answered_and_hints_carry_their_reason(worker):
    game = Game(Setup.solo_game(3), 6)
    worker.request(game, "medium", seed=1, budget=12)
    worker.cancel()
    assert not worker.busy
    ticket = worker.request(game, seed=2, budget=12, kind="hint")
    answer, _ = _wait(worker)
    assert answer.ticket == ticket
    expected = hint(game, seed=2, budget=12)
    assert game.options[answer.index] == expected.option
    assert answer.reason == expected.reason
    assert answer.top == tuple(str(c.option) for c in expected.top)


def test_without_a_budget_the_worker_answers_within_the_levels_time(worker):
    game = Game(Setup.multiplayer(2), 15)
    ticket = worker.request(game, "easy", seed=3)
    answer, _ = _wait(worker)
    assert answer.ticket == ticket and 0 <= answer.index < len(game.options)


def test_a_request_names_its_game_and_each_game_is_answered_by_its_own_players():
    from finspan.flip import Game as FlipGame, Setup as FlipSetup
    from finspan.frontend.shell.ai_worker import answer, request_for
    from finspan.games import game_players

    finspan_game = Game(Setup.multiplayer(2), 14)
    flip_game = FlipGame(FlipSetup.cooperative(2), 3)
    for game, name in ((finspan_game, "finspan"), (flip_game, "flip")):
        request = request_for(1, game, "choose", "easy", 5, 8)
        assert request.game == name and request.state == game.to_dict()
        chosen = game.decision.options[answer(request).index]
        assert chosen == game_players(name).choose(game.clone(), "easy", 5, 8)
        hinted = answer(request_for(2, game, "hint", "hard", 5, 8))
        assert 0 <= hinted.index < len(game.decision.options) and hinted.reason


def test_the_real_worker_answers_a_fish_n_flip_decision(worker):
    from finspan.flip import Game as FlipGame, Setup as FlipSetup

    game = FlipGame(FlipSetup.competitive(3), 8)
    worker.request(game, "medium", seed=2, budget=8)
    got, _polls = _wait(worker)
    assert 0 <= got.index < len(game.decision.options)
