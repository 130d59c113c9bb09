"""Schema 7: a replay keeps who controlled each seat and a post-game review of one person,
read back as it was written; a review that does not belong to its game is refused like any
bad file. (The review itself is `finspan.ai.review`'s business: here it is made up.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from finspan.engine import Game
from finspan.saves import SaveError, SaveStore, load_file, save_summary

from .conftest import finished_game


def made_up_review(game: Game, seat: int = 0, budget: int = 8) -> dict[str, Any]:
    """A review of ``seat``'s decisions with a choice in ``game`` (as `Review.to_dict` gives
    it, its derived figures included): the first option called best, made-up values."""
    replayed = Game(game.setup, game.seed)
    decisions = []
    for index, text in enumerate(game.history):
        d = replayed.decision
        assert d is not None
        if d.player == seat and len(d.options) > 1:
            decisions.append({
                "index": index, "week": replayed.week, "turn": 1, "question": d.question,
                "options": len(d.options), "chosen": text, "best": str(d.options[0]),
                "chosen_expected": 60.0, "best_expected": 60.0 + index % 3, "lost": index % 3,
                "playouts": budget,
            })  # fmt: skip
        replayed.apply(text)
    return {"seat": seat, "player": game.players[seat].name, "budget": budget, "seed": 0,
            "summary": "expected points lost: ...", "decisions": decisions}  # fmt: skip


@pytest.fixture
def reviewed(store: SaveStore) -> tuple[Path, Game, dict[str, Any]]:
    game = finished_game("2 players", 3)
    path = store.keep_replay(game, controllers=["person", "hard"])
    review = made_up_review(game)
    store.add_review(path, review)
    return path, game, review


def test_a_review_kept_in_a_replay_is_read_back_as_it_was_written(reviewed) -> None:
    path, game, review = reviewed
    replay = SaveStore(path.parent.parent).load_replay(path)
    assert replay.review is not None and replay.review["seat"] == 0
    assert replay.review["budget"] == 8
    fields = ("index", "chosen", "best", "chosen_expected", "best_expected", "playouts")
    assert [{k: d[k] for k in fields} for d in replay.review["decisions"]] == [
        {k: d[k] for k in fields} for d in review["decisions"]
    ]
    assert replay.controllers == ("person", "hard")
    assert replay.final.to_dict() == game.to_dict()


def test_keeping_a_review_changes_nothing_else_in_the_replay(store: SaveStore) -> None:
    game = finished_game("2 players", 3)
    path = store.keep_replay(game)
    before = json.loads(path.read_text("utf-8"))
    store.add_review(path.name, made_up_review(game, seat=1))  # a file name in the folder
    after = json.loads(path.read_text("utf-8"))
    assert after.pop("review")["seat"] == 1 and before.pop("review") is None
    assert after == before


def test_save_info_mentions_the_review(reviewed) -> None:
    path, game, review = reviewed
    info = save_summary(path)
    assert info["review"] == {"seat": 0, "player": game.players[0].name, "budget": 8,
                              "reviewed": len(review["decisions"])}  # fmt: skip


def test_save_info_of_a_replay_without_a_review_says_none(store: SaveStore) -> None:
    assert save_summary(store.export_replay(finished_game("2 players", 3)))["review"] is None


def test_a_review_is_kept_in_a_replay_not_in_a_save(store: SaveStore) -> None:
    game = finished_game("2 players", 3)
    with pytest.raises(SaveError, match="a review is kept in a replay"):
        store.add_review(store.save_named(game, "Done"), made_up_review(game))


def test_a_review_of_another_game_is_not_kept(store: SaveStore) -> None:
    path = store.keep_replay(finished_game("2 players", 3))
    other = made_up_review(finished_game("2 players", 4))
    with pytest.raises(SaveError, match="field review"):
        store.add_review(path, other)
    assert load_file(path).model.review is None  # the file was not written


def _edited(path: Path, change) -> Path:
    data = json.loads(path.read_text("utf-8"))
    change(data["review"])
    path.write_text(json.dumps(data), "utf-8")
    return path


def _first(r: dict[str, Any]) -> dict[str, Any]:
    return r["decisions"][0]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda r: r.update(seat=1), "field review: option"),  # seat 1's choices are not these
        (lambda r: r.update(seat=4), "field review.seat: seat 4 is not a person"),
        (lambda r: r.update(budget=0), "field review.budget"),
        (lambda r: r.update(seat="0"), "field review.seat"),
        (lambda r: r.update(extra=1), "field review.extra: is not a field"),
        (lambda r: _first(r).update(index=10**6), "field review.decisions.0.index"),
        (lambda r: _first(r).update(chosen="dive nowhere"), "not the option taken"),
        (lambda r: _first(r).update(options=99), "was not that seat's choice"),
        (lambda r: _first(r).update(best="dive nowhere"), "'dive nowhere' was no option at"),
        (lambda r: _first(r).update(best_expected=1e300), "field review.decisions.0.best_"),
        (lambda r: _first(r).update(question="a\x07bell"), "field review.decisions.0.question"),
        (lambda r: r["decisions"].reverse(), "not after the decision before it"),
        (lambda r: r["decisions"].append(r["decisions"][0]), "not after the decision before"),
    ],
)
def test_a_hostile_or_corrupt_review_is_refused_like_any_bad_file(reviewed, change, problem):
    path, _, _ = reviewed
    with pytest.raises(SaveError, match=problem):
        load_file(_edited(path, change))


def test_a_review_of_nautomas_seat_is_refused(store: SaveStore) -> None:
    game = finished_game("solo with Ravel", 3)
    path = store.export_replay(game, review=made_up_review(game, seat=0))
    with pytest.raises(SaveError, match="seat 1 is not a person"):
        load_file(_edited(path, lambda r: r.update(seat=1)))


def test_a_replay_where_nautoma_is_a_computer_player_is_refused(store: SaveStore) -> None:
    path = store.export_replay(finished_game("solo with Ravel", 3))
    data = json.loads(path.read_text("utf-8"))
    data["controllers"] = ["person", "hard"]
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError, match="field controllers: nautoma seat cannot be hard"):
        load_file(path)
