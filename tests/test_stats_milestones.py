"""Personal bests and first wins at a difficulty, found from the statistics records."""

from __future__ import annotations

from finspan.stats import (
    HOTSEAT,
    SOLO,
    GameRecord,
    Milestone,
    SeatResult,
    earlier_records,
    milestones,
)


def solo(score: int, her: int, difficulty: int = 3, seed: int = 1) -> GameRecord:
    seats = (SeatResult("Ada", "human", score, score > her),
             SeatResult("Nautoma", "nautoma", her, her >= score))  # fmt: skip
    return GameRecord(SOLO, "2026-01-01T10:00:00", seats, difficulty=difficulty, seed=seed)


def hotseat(*scores: tuple[str, int], seed: int = 1) -> GameRecord:
    best = max(s for _, s in scores)
    seats = tuple(SeatResult(n, "human", s, s == best) for n, s in scores)
    return GameRecord(HOTSEAT, "2026-01-01T10:00:00", seats, seed=seed)


def test_a_first_game_names_a_first_win_but_no_personal_best():
    assert milestones(solo(80, 60), []) == [Milestone("first_win", "Ada", 80, difficulty=3)]
    assert milestones(solo(50, 60), []) == []


def test_a_first_win_is_per_difficulty():
    earlier = [solo(80, 60, difficulty=2), solo(40, 60, difficulty=3)]
    found = milestones(solo(70, 60, difficulty=3), earlier)
    assert Milestone("first_win", "Ada", 70, difficulty=3) in found
    again = milestones(solo(70, 60, difficulty=2), earlier)
    assert not any(m.kind == "first_win" for m in again)  # she won at 2 before


def test_a_personal_best_beats_every_earlier_solo_score():
    earlier = [solo(80, 90), solo(85, 90, difficulty=5)]
    assert milestones(solo(86, 100), earlier) == [Milestone("personal_best", "Ada", 86, 85)]
    assert milestones(solo(85, 100), earlier) == []  # equal is not a best
    words = Milestone("personal_best", "Ada", 86, 85).words
    assert "86" in words and "85" in words


def test_hot_seat_bests_are_per_name():
    earlier = [hotseat(("Ben", 70), ("Cy", 90))]
    found = milestones(hotseat(("Ben", 75), ("Cy", 80), ("Dee", 99)), earlier)
    assert found == [Milestone("personal_best", "Ben", 75, 70)]  # Dee's first game: no best


def test_the_finished_game_itself_is_not_an_earlier_game():
    a, b = solo(70, 60, seed=1), solo(90, 60, seed=2)
    records = [a, b]  # b is recorded as it ends, before its final scores show
    assert earlier_records(b, records) == [a]
    assert milestones(b, earlier_records(b, records)) == [Milestone("personal_best", "Ada", 90, 70)]
    c = solo(95, 60, seed=3)  # not recorded (practice): every record is earlier
    assert earlier_records(c, records) == records
