"""The post-game review (finspan/ai/review.py) and ``finspan review``."""

from __future__ import annotations

import json
import os

import pytest

from finspan.ai import ComputerPlayer
from finspan.ai.review import (
    REVIEW_BUDGET,
    SOLO_REVIEW_BUDGET,
    default_budget,
    review_game,
    reviewable_seats,
)
from finspan.cli import main
from finspan.engine import GREEDY, Game, Rng, Setup, greedy_with, play_game
from finspan.saves import SaveStore

#: The scripted mistake: in this 2-player game (seat 0 Hard at 48 playouts, seat 1 the
#: greedy policy) seat 0's last turn of week 3 dives at the blue site where Hard dives at the
#: green one. Played on from there the same way, the game ends 83 to 58 for seat 0 instead of
#: 93 to 58 (found by trying every turn action of weeks 2-4 with greedy play after it:
#: 23 points fewer on average over 6 continuations, the largest loss of the game).
SEED, MISTAKE, BAD_OPTION = 7, 136, "dive blue"


def _scripted_game(mistake: bool = True) -> Game:
    game = Game(Setup.multiplayer(2), SEED)
    rng, greedy = Rng(SEED), greedy_with(GREEDY)
    hard = ComputerPlayer("hard", SEED, 48)
    while not game.is_over:
        d = game.decision
        assert d is not None
        if mistake and len(game.history) == MISTAKE:
            game.apply(BAD_OPTION)
        else:
            game.apply(hard.choose(game) if d.player == 0 else greedy(game, rng))
    return game


@pytest.fixture(scope="module")
def scripted() -> Game:
    return _scripted_game()


def test_the_scripted_mistake_costs_points_in_the_game_itself():
    assert _scripted_game(mistake=False).outcome().totals[0] == 93
    assert _scripted_game().outcome().totals[0] == 83


def test_the_review_finds_a_clearly_bad_decision_and_ranks_it_first(scripted):
    review = review_game(scripted, 0, budget=48, seed=1)
    worst = review.losses()[0]
    assert worst.index == MISTAKE and worst.chosen == BAD_OPTION
    assert worst.best == "dive green" and (worst.week, worst.turn) == (3, 6)
    assert worst.lost > 2 * review.losses()[1].lost
    assert review.summary() == (
        f"expected points lost: {review.points_lost:.1f} in {len(review.losses())} decisions"
    )


def test_the_review_covers_every_decision_of_the_seat_that_had_a_choice(scripted):
    review = review_game(scripted, 1, budget=8)
    replayed = Game(Setup.multiplayer(2), SEED)
    expected = []
    for i, text in enumerate(scripted.history):
        d = replayed.decision
        assert d is not None
        if d.player == 1 and len(d.options) > 1:
            expected.append(i)
        replayed.apply(text)
    assert [d.index for d in review.decisions] == expected
    assert all(d.chosen == scripted.history[d.index] for d in review.decisions)


def test_the_review_never_changes_the_game_it_is_given(scripted):
    history, totals = list(scripted.history), scripted.outcome().totals
    review_game(scripted, 0, budget=8)
    assert scripted.history == history and scripted.outcome().totals == totals
    assert scripted.is_over


def test_a_review_at_the_same_budget_and_seed_is_the_same(scripted):
    assert review_game(scripted, 1, budget=8, seed=3) == review_game(scripted, 1, budget=8, seed=3)


def test_nautoma_is_not_a_seat_to_review():
    game = play_game(Setup.solo_game(2), 4, "greedy")
    assert reviewable_seats(game) == [0]
    with pytest.raises(ValueError, match="seat 1 is not a person"):
        review_game(game, 1, budget=8)


def test_a_solo_review_searches_fewer_playouts_by_default_as_they_look_ahead():
    assert default_budget(Game(Setup.solo_game(3), 1)) == SOLO_REVIEW_BUDGET < REVIEW_BUDGET
    assert default_budget(Game(Setup.multiplayer(2), 1)) == REVIEW_BUDGET


def test_the_apps_review_searches_twice_the_default_playouts():
    from types import SimpleNamespace

    from finspan.frontend.kit import reviewing as app_review

    budgets: list[int] = []
    app = SimpleNamespace(review_job_factory=lambda _game, _seat, n, _seed: budgets.append(n))
    for setup in (Setup.solo_game(3), Setup.multiplayer(2)):
        app_review.job(app, SimpleNamespace(final=Game(setup, 1)), 0)
    assert budgets == [192, 768]


def _files(tmp_path, game: Game):
    store = SaveStore(tmp_path)
    return store.export_replay(game), store.save_named(game, "Finished")


def test_review_prints_json_for_a_replay_and_leaves_the_file_unchanged(tmp_path, scripted, capsys):
    replay, _ = _files(tmp_path, scripted)
    before, stamp = replay.read_bytes(), os.stat(replay).st_mtime_ns
    assert main(["review", str(replay), "--seat", "0", "--budget", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert replay.read_bytes() == before and os.stat(replay).st_mtime_ns == stamp
    assert {"file", "finished", "totals", "seat", "player", "budget", "seed", "reviewed",
            "points_lost", "losses", "summary", "worst", "decisions"} <= set(out)  # fmt: skip
    assert out["finished"] is True and out["totals"] == [83, 58] and out["budget"] == 8
    first = out["decisions"][0]
    assert set(first) == {"index", "week", "turn", "question", "options", "chosen", "best",
                          "chosen_expected", "best_expected", "lost", "playouts"}  # fmt: skip
    lost = {d["index"]: d["lost"] for d in out["decisions"]}
    assert [lost[i] for i in out["worst"]] == sorted((lost[i] for i in out["worst"]), reverse=True)
    assert out["summary"].startswith("expected points lost: ")


def test_review_reads_a_save_and_defaults_to_the_first_person(tmp_path, scripted, capsys):
    _, save = _files(tmp_path, scripted)
    assert main(["review", str(save), "--budget", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 0 and out["player"] == scripted.players[0].name


def test_review_of_a_missing_or_broken_file_says_so_in_one_line_and_exits_2(tmp_path, capsys):
    assert main(["review", str(tmp_path / "none.json")]) == 2
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main(["review", str(broken)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and all(line.startswith("finspan: ") for line in lines)


def test_review_of_a_seat_that_is_no_person_exits_2(tmp_path, capsys):
    solo = play_game(Setup.solo_game(2), 4, "greedy")
    replay = SaveStore(tmp_path).export_replay(solo)
    assert main(["review", str(replay), "--seat", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "seat 1 is not a person at this table" in err


@pytest.mark.parametrize("flags", [["--seat", "x"], ["--budget", "0"], ["--bogus"]])
def test_review_with_a_bad_flag_exits_2(tmp_path, flags):
    with pytest.raises(SystemExit) as exc:
        main(["review", str(tmp_path / "a.json"), *flags])
    assert exc.value.code == 2
