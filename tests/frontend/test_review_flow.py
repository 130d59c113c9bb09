"""The post-game review in the app: from the final scores and from Load → Replays, through
the real main loop (virtual time; the review computed in this process at a tiny budget,
`InlineReviewJob`, one decision per frame), kept in the replay file, read back from it."""

from __future__ import annotations

import json

import pygame
import pytest

from finspan.ai.review import Review
from finspan.cli import main
from finspan.engine import Setup
from finspan.frontend.finspan.launch import finished_game
from finspan.frontend.shell.app import App
from finspan.frontend.shell.review_worker import InlineReviewJob
from finspan.saves import load_file

from .helpers import key
from .loop import LoopDriver
from .reviews import made_up_review

SEED = 5


def _final_scores(app: App):
    """A finished 2-person game (greedy, seed 5) at its final scores, its replay kept as the
    table keeps it; the review at 4 playouts, in this process."""
    from finspan.frontend.finspan.final import FinalScene

    app.settings.animation_speed = 0.0
    app.review_job_factory, app.review_budget = InlineReviewJob, 4
    game = finished_game(Setup.multiplayer(2), SEED)
    app.nav.show_title()
    app.nav.open_table(game)
    app.saves.game_finished(game)
    app.push(FinalScene(app, game))
    return game, app.saves.kept_replay(game)


def _top(app: App) -> str:
    return type(app.stack.top).__name__


def test_the_main_loop_opens_the_review_from_the_final_scores_and_steps_into_the_replay(app):
    game, kept = _final_scores(app)
    seen: dict[str, object] = {}

    def reviewed(a: App) -> None:
        seen["review"] = a.stack.top
        seen["top"] = _top(a)

    def replaying(a: App) -> None:
        seen["replay"] = (_top(a), a.stack.top.position)

    driver = LoopDriver(app, limit=60)
    driver.at(2.0, key(pygame.K_5))  # Review this game: whose decisions? (two people)
    driver.at(2.5, lambda a: seen.setdefault("asked", _top(a)))
    driver.at(2.6, key(pygame.K_RETURN))  # the first person
    driver.at(2.7, lambda a: seen.setdefault("waiting", _top(a)))
    driver.at(5.5, reviewed)  # a decision a frame: about 2 s of frames
    driver.at(5.6, key(pygame.K_DOWN), key(pygame.K_RETURN))  # the second worst, replayed
    driver.at(5.8, replaying)
    driver.at(5.9, key(pygame.K_ESCAPE))
    driver.at(6.0, lambda a: seen.setdefault("back", _top(a)))
    driver.at(6.1, key(pygame.K_ESCAPE))
    driver.at(6.2, lambda a: seen.setdefault("final", _top(a)))
    assert driver.run() == 0
    assert driver.stale == []
    assert (seen["asked"], seen["waiting"], seen["top"]) == ("Menu", "ReviewWait", "ReviewScene")
    review = seen["review"].review
    assert review.seat == 0 and len(review.decisions) > 50 and len(review.losses()) >= 2
    assert seen["replay"] == ("ReplayScene", review.losses()[1].index)
    assert (seen["back"], seen["final"]) == ("ReviewScene", "FinalScene")
    loaded = load_file(kept)  # kept with the replay, which is otherwise as it was
    assert loaded.model.review is not None and loaded.model.review.seat == 0
    assert loaded.model.options == list(game.history)
    assert [d.index for d in loaded.model.review.decisions] == [d.index for d in review.decisions]
    again = Review.from_dict(loaded.model.review.model_dump(), review.player)
    assert again == review  # read back exactly (the expected scores kept unrounded)


def test_cancelling_the_review_midway_returns_to_the_final_scores_with_nothing_changed(app):
    game, kept = _final_scores(app)
    before, history = kept.read_bytes(), list(game.history)
    seen: dict[str, object] = {}

    def midway(a: App) -> None:
        job = a.stack.top.job
        seen["midway"] = 0 < job.done < job.total

    driver = LoopDriver(app, limit=60)
    driver.at(2.0, key(pygame.K_5), key(pygame.K_RETURN))
    driver.at(2.3, midway, key(pygame.K_ESCAPE))
    driver.at(3.0, lambda a: seen.setdefault("top", _top(a)))
    assert driver.run() == 0
    assert seen == {"midway": True, "top": "FinalScene"}
    assert kept.read_bytes() == before and list(game.history) == history
    assert app.stack.top.game is game and len(app.stack) == 3  # the title, the table, scores


def _refuse(*args, **kwargs):
    raise AssertionError("a kept review is not computed again")


def test_a_review_kept_in_a_replay_opens_from_load_at_once_without_computing(app):
    app.settings.animation_speed = 0.0
    app.review_job_factory = _refuse
    game = finished_game(Setup.multiplayer(2), SEED)
    store = app.saves.store()
    path = store.keep_replay(game)
    review = made_up_review(game, seat=1)
    store.add_review(path, review.to_dict())
    app.nav.show_title()
    app.nav.open_load()
    load = app.stack.top
    app.step([key(pygame.K_RIGHT)], 1 / 60)  # the Replays tab
    assert load.rows and load.can_review
    app.step([key(pygame.K_r)], 1 / 60)
    assert _top(app) == "Menu"  # whose decisions? the second person's was reviewed
    app.step([key(pygame.K_DOWN), key(pygame.K_RETURN)], 1 / 60)
    shown = app.stack.top
    assert _top(app) == "ReviewScene" and shown.review == review


def test_computer_seats_are_not_offered_for_review(app):
    app.review_job_factory, app.review_budget = InlineReviewJob, 4
    game = finished_game(Setup.multiplayer(2), SEED)
    store = app.saves.store()
    store.add_review(store.keep_replay(game, controllers=["hard", "person"]),
                     made_up_review(game, seat=1).to_dict())  # fmt: skip
    app.nav.show_title()
    app.nav.open_review(store.load_replay(store.kept_replay(game)))
    assert _top(app) == "ReviewScene" and app.stack.top.review.seat == 1  # no question


@pytest.fixture
def reviewed_file(app):
    kept = _final_scores(app)[1]
    driver = LoopDriver(app, limit=60)
    driver.at(2.0, key(pygame.K_5), key(pygame.K_RETURN))
    driver.at(5.5, lambda a: None)
    driver.run()
    assert load_file(kept).model.review is not None
    return kept


def test_finspan_review_prints_its_json_for_a_replay_the_game_kept(reviewed_file, capsys):
    assert main(["review", str(reviewed_file), "--budget", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kept"] is False and out["budget"] == 8 and out["finished"] is True
    assert main(["review", str(reviewed_file), "--json"]) == 0  # the kept review: no search
    kept = json.loads(capsys.readouterr().out)
    assert kept["kept"] is True and kept["budget"] == 4 and kept["seat"] == 0
    assert {"index", "chosen", "best", "chosen_expected"} <= set(kept["decisions"][0])


@pytest.mark.parametrize("setup_of", ["cooperative", "competitive"])
def test_the_main_loop_opens_a_fish_n_flip_review_from_its_end_screen_and_steps_through_it(
    app, setup_of
):
    """Fish'n'Flip's end screen has the review too: computed (at a small budget, in this
    process), shown on the net as it was, stepped through with the keys, kept with the
    replay."""
    from finspan.flip import Game, Setup as FlipSetup
    from finspan.flip_ai import choose

    app.settings.animation_speed = 0.0
    app.review_job_factory, app.review_budget = InlineReviewJob, 40
    setup = getattr(FlipSetup, setup_of)(1 if setup_of == "cooperative" else 2)
    game = Game(setup, 11)
    while not game.is_over:  # a careless player: the easy player's first plan, not the best
        game.apply(choose(game, "easy", len(game.history), 2))
    app.nav.show_title()
    app.nav.open_table(game)
    app.saves.game_finished(game)
    app.nav.open_final(game)
    final = app.stack.top
    review_key = pygame.K_1 + final.buttons.index("review")
    seen: dict[str, object] = {}
    driver = LoopDriver(app, limit=120)
    driver.at(2.0, key(review_key))
    if setup_of == "competitive":  # two people: whose?
        driver.at(2.2, key(pygame.K_RETURN))
    driver.at(2.5, lambda a: seen.setdefault("waiting", _top(a)))
    driver.at(60.0, lambda a: seen.setdefault("review", a.stack.top))
    driver.at(60.1, key(pygame.K_DOWN), key(pygame.K_UP), key(pygame.K_RETURN))
    driver.at(60.5, lambda a: seen.setdefault("replay", _top(a)))
    driver.at(60.6, key(pygame.K_ESCAPE))
    driver.at(60.8, key(pygame.K_ESCAPE))
    driver.at(61.0, lambda a: seen.setdefault("final", _top(a)))
    assert driver.run() == 0
    assert seen["waiting"] in ("ReviewWait", "FlipReviewScene")  # (a small game is quick)
    scene = seen["review"]
    assert type(scene).__name__ == "FlipReviewScene", seen
    assert scene.losses  # a careless player's turns or bids cost something
    assert seen["replay"] == "FlipReplay"  # the first entry replayed at its step
    assert seen["final"] == "FlipFinal"
    kept = load_file(app.saves.kept_replay(game))
    assert kept.model.review is not None and kept.model.review.seat == 0
    assert kept.model.options == list(game.history)
