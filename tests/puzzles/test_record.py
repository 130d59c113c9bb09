"""The player's record of puzzles and daily games, in a temporary data folder."""

from __future__ import annotations

import json
from datetime import date, datetime
from pathlib import Path

from finspan.puzzles.rating import Rating
from finspan.puzzles.record import (
    PUZZLE_START_RD,
    current_streak,
    is_solved,
    load_record,
    next_puzzle,
    player_rating,
    puzzle_rating,
    record_path,
    record_try,
    save_record,
    with_daily,
    with_try,
)

from .helpers import some

WHEN = datetime(2026, 12, 1, 18, 30)


def test_a_missing_record_is_empty_with_a_new_players_rating() -> None:
    loaded = load_record()
    assert loaded.message is None
    assert player_rating(loaded.record, "flip") == Rating()


def test_a_try_updates_both_ratings_the_history_and_the_themes() -> None:
    puzzle = some("flip", 1)[0]
    result, message = record_try(puzzle, True, WHEN)
    assert message is None and result.solved and result.change > 0
    record = load_record().record
    g = record.games["flip"]
    assert g.player.value() == result.after
    assert puzzle_rating(record, puzzle) == result.puzzle
    assert result.puzzle.rating < puzzle.rating  # solved: the puzzle looks easier
    assert [(p.puzzle, p.solved, p.when) for p in g.history] == [
        (puzzle.id, True, "2026-12-01T18:30:00")
    ]
    assert all(g.themes[t].solved == 1 and g.themes[t].failed == 0 for t in puzzle.themes)
    assert is_solved(record, puzzle)


def test_a_failed_try_counts_per_theme_and_keeps_the_puzzle_open() -> None:
    puzzle = some("finspan", 1)[0]
    record, result = with_try(load_record().record, puzzle, False, WHEN)
    assert result.change < 0 and not is_solved(record, puzzle)
    assert all(record.games["finspan"].themes[t].failed == 1 for t in puzzle.themes)
    assert record.games["finspan"].puzzles[puzzle.id].tries == 1


def test_an_untried_puzzle_starts_at_its_rating_with_a_narrower_deviation() -> None:
    puzzle = some("flip", 1)[0]
    assert puzzle_rating(load_record().record, puzzle) == Rating(puzzle.rating, PUZZLE_START_RD)


def test_the_next_puzzle_is_the_nearest_unsolved_one() -> None:
    puzzles = some("flip", 40)
    record = load_record().record
    first = next_puzzle(record, "flip", puzzles)
    assert first is not None
    assert first == min(puzzles, key=lambda p: (abs(p.rating - 1500), p.id))
    record, _ = with_try(record, first, True, WHEN)
    second = next_puzzle(record, "flip", puzzles)
    assert second is not None and second != first
    theme = puzzles[0].themes[0]
    chosen = next_puzzle(record, "flip", puzzles, theme)
    assert chosen is not None and theme in chosen.themes


def test_daily_results_keep_the_first_of_a_day_and_count_the_streak() -> None:
    record = load_record().record
    record, first = with_daily(record, "flip", date(2026, 12, 1), "line 1", True, 3)
    record, again = with_daily(record, "flip", date(2026, 12, 1), "line 2", False, None)
    assert again == first and first.streak == 1
    record, second = with_daily(record, "flip", date(2026, 12, 2), "line 3", False, None)
    assert second.streak == 2
    record, later = with_daily(record, "flip", date(2026, 12, 5), "line 4", True, 1)
    assert later.streak == 1
    assert current_streak(record, "flip", date(2026, 12, 6)) == 1
    assert current_streak(record, "flip", date(2026, 12, 8)) == 0
    save_record(record)
    assert load_record().record == record


def test_recording_a_finished_daily_game_writes_its_line_and_streak() -> None:
    from finspan.flip_ai import chooser
    from finspan.puzzles.daily import daily_game, share_line
    from finspan.puzzles.record import record_daily

    day = date(2026, 12, 1)
    game = daily_game("flip", day)
    play = chooser("greedy", 1)
    while not game.is_over:
        game.apply(play(game))
    result, message = record_daily("flip", day, game)
    assert message is None and result.line == share_line("flip", day, game)
    assert load_record().record.daily["flip"] == [result]


def test_a_corrupt_record_is_moved_aside_with_a_message() -> None:
    path = record_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "games": {"chess": {}}}', encoding="utf-8")
    loaded = load_record()
    assert loaded.message is not None and "could not be read" in loaded.message
    assert "puzzles.json.corrupt" in loaded.message
    assert not path.exists() and path.with_name("puzzles.json.corrupt").exists()
    path.write_text("not json", encoding="utf-8")
    assert "not valid JSON" in (load_record().message or "")


def test_the_file_is_plain_json_in_the_data_folder(tmp_path: Path) -> None:
    record_try(some("flip", 1)[0], False, WHEN)
    data = json.loads(record_path().read_text("utf-8"))
    assert data["version"] == 1 and "flip" in data["games"]


def test_a_try_not_rated_counts_as_a_try_and_changes_no_rating() -> None:
    """A retry (or a puzzle tried before) solves the puzzle but moves no rating, adds no
    point to the history and no tally to its themes: only a puzzle's first try is rated."""
    from finspan.puzzles.record import is_tried

    puzzle = some("flip", 1)[0]
    record = load_record().record
    assert not is_tried(record, puzzle)
    record, failed = with_try(record, puzzle, False, WHEN)
    assert is_tried(record, puzzle) and failed.change < 0
    again, result = with_try(record, puzzle, True, WHEN, rated=False)
    assert result.change == 0 and result.puzzle == puzzle_rating(record, puzzle)
    g, before = again.games["flip"], record.games["flip"]
    assert g.history == before.history and g.themes == before.themes
    assert g.player == before.player and is_solved(again, puzzle)
    assert g.puzzles[puzzle.id].tries == 2


def test_where_the_player_is_and_the_streak_are_kept_with_the_tries() -> None:
    from finspan.puzzles.record import puzzle_streak, record_place, with_place

    a, b, c = some("flip", 3)
    message = record_place("flip", a.id, a.themes[0])
    assert message is None
    record = load_record().record
    assert (record.games["flip"].current, record.games["flip"].theme) == (a.id, a.themes[0])
    for p, solved in ((a, False), (b, True), (c, True)):
        record, _ = with_try(record, p, solved, WHEN)
    assert record.games["flip"].current == a.id  # a try keeps the place
    assert puzzle_streak(record, "flip") == 2 and puzzle_streak(record, "finspan") == 0
    record = with_place(record, "flip", None, None)
    assert record.games["flip"].current is None and record.games["flip"].history
    import pytest
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        with_place(record, "flip", "x" * 50, None)


def test_the_daily_summary_counts_days_streaks_and_the_best_result() -> None:
    from finspan.puzzles.record import daily_of, daily_summary

    record = load_record().record
    for day, won, score in ((1, True, 4), (2, False, None), (3, True, 2), (5, True, 2)):
        record, _ = with_daily(record, "flip", date(2026, 12, day), f"line {day}", won, score)
    summary = daily_summary(record, "flip", date(2026, 12, 5))
    assert (summary.days, summary.won, summary.streak, summary.longest) == (4, 3, 1, 3)
    assert summary.best is not None and summary.best.date == "2026-12-03"  # fewest left, first
    assert daily_of(record, "flip", date(2026, 12, 2)).line == "line 2"
    assert daily_of(record, "flip", date(2026, 12, 4)) is None
    record, _ = with_daily(record, "finspan", date(2026, 12, 1), "a", False, 120)
    record, _ = with_daily(record, "finspan", date(2026, 12, 2), "b", True, 90)
    assert daily_summary(record, "finspan", date(2026, 12, 2)).best.line == "b"  # a win first
    assert daily_summary(record, "finspan", date(2026, 12, 9)).streak == 0
