"""Schema 8: a replay of Fish'n'Flip keeps its post-game review (`finspan.flip_ai`'s
`FlipReview`: a seat's cooperative turns or competitive bids), read back exactly as it was
made; a review that does not belong to its game is refused like any bad file; a schema-7
replay with a Finspan review still loads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from finspan.flip import Game, Setup
from finspan.flip_ai import FlipReview, chooser, review_game
from finspan.saves import SCHEMA_VERSION, SaveError, SaveStore, load_file, save_summary

from .conftest import finished_game
from .test_review_file import _edited, made_up_review

FIXTURES = Path(__file__).parent / "fixtures"


def _finished(setup: Setup, seed: int) -> Game:
    game = Game(setup, seed)
    levels = ["easy" if s % 2 else "hard" for s in range(len(setup.names))]
    seats = [chooser(level, seed, budget=300) for level in levels]
    while not game.is_over:
        game.apply(seats[game.decision.player](game))
    return game


@pytest.fixture(scope="module")
def coop_game() -> Game:
    return _finished(Setup.cooperative(2), 5)


@pytest.fixture(scope="module")
def coop_review(coop_game: Game) -> FlipReview:
    return review_game(coop_game, 1, budget=200, seed=4)


@pytest.fixture(scope="module")
def competitive_game() -> Game:
    return _finished(Setup.competitive(3), 6)


def _kept(store: SaveStore, game: Game, review: FlipReview) -> Path:
    path = store.keep_replay(game, controllers=["person"] * len(game.names))
    store.add_review(path, review.to_dict())
    return path


def test_a_cooperative_review_kept_in_a_replay_reads_back_as_it_was_made(
    store: SaveStore, coop_game: Game, coop_review: FlipReview
) -> None:
    path = _kept(store, coop_game, coop_review)
    replay = store.load_replay(path)
    assert replay.review is not None and replay.review["mode"] == "coop"
    assert FlipReview.from_dict(replay.review, coop_game.names[1]) == coop_review
    assert replay.final.to_dict() == coop_game.to_dict()
    data = json.loads(path.read_text("utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION == 8
    assert "lost" not in data["review"]["turns"][0]  # what is derived is computed again


def test_a_competitive_review_kept_in_a_replay_reads_back_as_it_was_made(
    store: SaveStore, competitive_game: Game
) -> None:
    review = review_game(competitive_game, 1, budget=300)
    assert review.bids
    replay = store.load_replay(_kept(store, competitive_game, review))
    assert FlipReview.from_dict(replay.review, competitive_game.names[1]) == review


def test_keeping_a_review_changes_nothing_else_in_the_replay(
    store: SaveStore, coop_game: Game, coop_review: FlipReview
) -> None:
    path = store.keep_replay(coop_game)
    before = json.loads(path.read_text("utf-8"))
    store.add_review(path.name, coop_review.to_dict())
    after = json.loads(path.read_text("utf-8"))
    assert after.pop("review")["seat"] == 1 and before.pop("review") is None
    assert after == before


def test_save_info_mentions_the_flip_review(store, coop_game, coop_review) -> None:
    info = save_summary(_kept(store, coop_game, coop_review))
    assert info["review"] == {"seat": 1, "player": coop_game.names[1], "budget": 200,
                              "reviewed": len(coop_review.turns)}  # fmt: skip


def test_a_finspan_review_is_not_kept_in_a_flip_replay_nor_the_other_way(
    store: SaveStore, coop_game: Game, coop_review: FlipReview
) -> None:
    finspan = finished_game("2 players", 3)
    flip_path, finspan_path = store.keep_replay(coop_game), store.export_replay(finspan)
    with pytest.raises(SaveError, match="field review"):
        store.add_review(flip_path, made_up_review(finspan))
    with pytest.raises(SaveError, match="field review"):
        store.add_review(finspan_path, coop_review.to_dict())
    assert load_file(flip_path).model.review is None
    assert load_file(finspan_path).model.review is None


def test_a_review_of_another_flip_game_is_not_kept(store, coop_game, competitive_game) -> None:
    path = store.keep_replay(coop_game)
    other = review_game(_finished(Setup.cooperative(2), 7), 0, budget=100)
    with pytest.raises(SaveError, match="field review"):
        store.add_review(path, other.to_dict())
    with pytest.raises(SaveError, match=r"field review\.mode: the game is coop, not competitive"):
        store.add_review(path, review_game(competitive_game, 0, budget=100).to_dict())


def _turn(r: dict[str, Any]) -> dict[str, Any]:
    return r["turns"][0]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda r: r.update(seat=0), "field review: option"),  # seat 0's turns are not these
        (lambda r: r.update(seat=3), "field review.seat: seat 3 is not a person"),
        (lambda r: r.update(mode="competitive"), "field review.mode"),
        (lambda r: r.update(budget=0), "field review.budget"),
        (lambda r: r.update(extra=1), "field review.extra: is not a field"),
        (lambda r: r.update(decisions=[]), "field review.decisions: is not a field"),
        (lambda r: r.update(bids=[]) or r["bids"].append({}), "field review.bids.0"),
        (lambda r: _turn(r).update(index=10**6), "field review.turns.0.index"),
        (lambda r: _turn(r).update(chosen=["flip B9"]), "turns.0.chosen: not the options taken"),
        (lambda r: _turn(r).update(chosen=[]), "field review.turns.0.chosen"),
        (lambda r: _turn(r).update(best=["free D6"]), "'free D6' was no option at"),
        (lambda r: _turn(r).update(best_later=1e300), "field review.turns.0.best_later"),
        (lambda r: _turn(r).update(in_play=-1), "field review.turns.0.in_play"),
        (lambda r: _turn(r).update(best_words="a\x07bell"), "field review.turns.0.best_words"),
        (lambda r: _turn(r).update(chosen_freed="2"), "field review.turns.0.chosen_freed"),
        (lambda r: r["turns"].reverse(), "not after the turn before it"),
    ],
)
def test_a_hostile_or_corrupt_flip_review_is_refused_like_any_bad_file(
    store: SaveStore, coop_game: Game, coop_review: FlipReview, change, problem
) -> None:
    path = _kept(store, coop_game, coop_review)
    with pytest.raises(SaveError, match=problem) as info:
        load_file(_edited(path, change))
    assert "\n" not in str(info.value)


def test_bids_in_a_cooperative_review_are_refused(store, coop_game, coop_review) -> None:
    bid = {"index": 0, "round": 1, "bid": 0, "others": 0, "won": False, "freed": 0,
           "plan": [], "best": 0, "best_plan": [], "plans": 0, "plan_words": "",
           "best_words": ""}  # fmt: skip
    path = _kept(store, coop_game, coop_review)
    with pytest.raises(SaveError, match=r"field review\.bids: a coop game's review has none"):
        load_file(_edited(path, lambda r: r["bids"].append(bid)))


def test_a_schema_7_replay_with_a_finspan_review_still_loads_with_it(store: SaveStore) -> None:
    loaded = load_file(FIXTURES / "schema7-replay-with-review.json")
    assert loaded.file_schema_version == 7 and loaded.model.game == "finspan"
    review = loaded.model.review
    assert review is not None and review.seat == 0 and review.budget == 8
    assert review.reviewed == 112 and loaded.game.is_over
    assert loaded.model.controllers == ["person", "hard"]
    again = store.load_replay(store.export_replay(loaded.game, review=review.model_dump()))
    assert again.review == review.model_dump()
