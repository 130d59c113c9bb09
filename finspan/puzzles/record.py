"""The player's record of puzzles and daily games: ``puzzles.json`` in the user's data
folder (`finspan.userfiles.data_dir`), beside the game statistics.

Per game (``finspan``, ``flip``): the player's Glicko-2 rating and its history (one point
per try), solved and failed tries per theme, and each puzzle tried (its rating after the
tries, whether it was solved, how many tries); the daily results (date, the share line, won,
score, streak). `load_record` never raises for a bad file: a corrupt one is moved aside to
``puzzles.json.corrupt`` and a new record begins, with a message. Each write is atomic
(`finspan.userfiles.write_json_atomic`). The file is read through `finspan.boundary` and a
strict, bounded pydantic model. Pure Python: no pygame, no clock (the caller says when).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..boundary import BoundaryError, load_json, read_text
from ..userfiles import data_dir, write_json_atomic
from .model import Puzzle, Theme
from .rating import Rating, choose, rate_try

RECORD_FILE = "puzzles.json"
CORRUPT_SUFFIX = ".corrupt"
VERSION = 1
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 8
MAX_HISTORY = 20_000
#: A shipped puzzle's deviation at its first try: its starting rating is an estimate from
#: its difficulty, surer than a new player's (350).
PUZZLE_START_RD = 200.0

GameName = Annotated[str, Field(pattern=r"^(finspan|flip)$")]
Stamp = Annotated[
    str, Field(min_length=10, max_length=40, pattern=r"^\d{4}-\d\d-\d\d[T ]?[0-9:.+-]*$")
]
Day = Annotated[str, Field(pattern=r"^\d{4}-\d\d-\d\d$")]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class RatingModel(_Strict):
    rating: Annotated[float, Field(ge=-10_000, le=10_000)] = 1500.0
    rd: Annotated[float, Field(gt=0, le=1000)] = 350.0
    volatility: Annotated[float, Field(gt=0, le=10)] = 0.06

    def value(self) -> Rating:
        return Rating(self.rating, self.rd, self.volatility)

    @classmethod
    def of(cls, r: Rating) -> RatingModel:
        return cls.model_validate(r.to_dict())


class Point(_Strict):
    """The player's rating after a try (``when``: an ISO date and time)."""

    when: Stamp
    rating: Annotated[float, Field(ge=-10_000, le=10_000)]
    rd: Annotated[float, Field(gt=0, le=1000)]
    puzzle: Annotated[str, Field(max_length=40)]
    solved: bool


class Tally(_Strict):
    solved: Annotated[int, Field(ge=0, le=10**9)] = 0
    failed: Annotated[int, Field(ge=0, le=10**9)] = 0


class Tried(_Strict):
    """A puzzle tried: its rating now, whether it was ever solved, how many tries."""

    rating: RatingModel
    solved: bool = False
    tries: Annotated[int, Field(ge=0, le=10**9)] = 0


class GameRecord(_Strict):
    """One game's puzzles: the player's rating and its history, the tallies per theme, each
    puzzle tried; and where the player is (the Puzzles room resumes there): the puzzle on the
    table (``current``) and the theme chosen (``theme``, None: any)."""

    player: RatingModel = Field(default_factory=RatingModel)
    history: Annotated[list[Point], Field(max_length=MAX_HISTORY)] = Field(default_factory=list)
    themes: dict[Theme, Tally] = Field(default_factory=dict, max_length=100)
    puzzles: dict[Annotated[str, Field(max_length=40)], Tried] = Field(
        default_factory=dict, max_length=MAX_HISTORY
    )
    current: Annotated[str, Field(max_length=40)] | None = None
    theme: Theme | None = None


class DailyResult(_Strict):
    """One day's daily game: the share line, whether it was won, its score (Finspan's
    points; Fish'n'Flip's animals left, None when lost) and the streak of days in a row."""

    date: Day
    line: Annotated[str, Field(max_length=200)]
    won: bool
    score: Annotated[int, Field(ge=-10_000, le=10_000)] | None = None
    streak: Annotated[int, Field(ge=1, le=100_000)] = 1


class Record(_Strict):
    version: Literal[1] = 1
    games: dict[GameName, GameRecord] = Field(default_factory=dict)
    daily: dict[GameName, Annotated[list[DailyResult], Field(max_length=MAX_HISTORY)]] = Field(
        default_factory=dict
    )

    def game(self, name: str) -> GameRecord:
        return self.games.get(name, GameRecord())


def record_path() -> Path:
    """``<data dir>/puzzles.json``."""
    return data_dir() / RECORD_FILE


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    """The record read (empty when there was none or it was corrupt) and what to tell."""

    record: Record
    message: str | None = None


def load_record(path: Path | None = None) -> LoadedRecord:
    """Read the record (see the module). Raises OSError only for a file that exists but
    cannot be read at all (permissions)."""
    path = record_path() if path is None else path
    try:
        text = read_text(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return LoadedRecord(Record())
    except BoundaryError as exc:
        if "could not be read" in exc.problem:
            raise OSError(f"{path} {exc.problem}") from None
        return _corrupt(path, f"it {exc.problem}")
    try:
        return LoadedRecord(Record.model_validate(load_json(text, MAX_DEPTH)))
    except BoundaryError as exc:
        return _corrupt(path, f"it {exc.problem}")
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the file"
        return _corrupt(path, f"{where}: {first['msg']}")


def _corrupt(path: Path, problem: str) -> LoadedRecord:
    target = path.with_name(path.name + CORRUPT_SUFFIX)
    try:
        os.replace(path, target)
        where = f"It was moved to {target.name}"
    except OSError:
        where = "It was left as it is"
    message = (f"The puzzle record could not be read ({problem}). {where}, and a new record "
               "was started.")  # fmt: skip
    return LoadedRecord(Record(), message)


def save_record(record: Record, path: Path | None = None) -> None:
    """Write the record atomically. Raises OSError when it cannot be written."""
    write_json_atomic(record_path() if path is None else path, record.model_dump(mode="json"))


# --- Puzzles ---------------------------------------------------------------------------------


def player_rating(record: Record, game: str) -> Rating:
    return record.game(game).player.value()


def puzzle_rating(record: Record, puzzle: Puzzle) -> Rating:
    """The puzzle's rating for this player: after their tries, or its starting rating."""
    tried = record.game(puzzle.game).puzzles.get(puzzle.id)
    return tried.rating.value() if tried else Rating(float(puzzle.rating), PUZZLE_START_RD)


def is_solved(record: Record, puzzle: Puzzle) -> bool:
    tried = record.game(puzzle.game).puzzles.get(puzzle.id)
    return tried is not None and tried.solved


def next_puzzle(record: Record, game: str, puzzles: Iterable[Puzzle],
                theme: str | None = None) -> Puzzle | None:  # fmt: skip
    """The puzzle of ``game`` nearest the player's rating not yet solved (with ``theme``
    when given); None when every one is solved."""
    return choose(
        (p for p in puzzles if p.game == game), player_rating(record, game),
        lambda p: puzzle_rating(record, p).rating, lambda p: is_solved(record, p),
        lambda p: p.themes, theme, key=lambda p: p.id,
    )  # fmt: skip


@dataclass(frozen=True, slots=True)
class TryResult:
    """A try's effect: the player's rating before and after, the puzzle's after."""

    solved: bool
    before: Rating
    after: Rating
    puzzle: Rating

    @property
    def change(self) -> float:
        return self.after.rating - self.before.rating


def is_tried(record: Record, puzzle: Puzzle) -> bool:
    """Whether the player has tried ``puzzle`` before (only a puzzle's first try is rated)."""
    return puzzle.id in record.game(puzzle.game).puzzles


def with_try(record: Record, puzzle: Puzzle, solved: bool, when: datetime,
             rated: bool = True) -> tuple[Record, TryResult]:  # fmt: skip
    """The record after one try of ``puzzle`` at ``when`` (ratings, history, themes, the
    puzzle's state), and what changed. ``record`` is not changed. A try not ``rated`` (a
    retry, a puzzle tried before) counts only as a try of the puzzle (and solves it): both
    ratings, the history and the themes' tallies stay as they are."""
    g = record.game(puzzle.game)
    before = g.player.value()
    tried = g.puzzles.get(puzzle.id)
    if rated:
        after, puzzle_after = rate_try(before, puzzle_rating(record, puzzle), solved)
        after, puzzle_after = RatingModel.of(after).value(), RatingModel.of(puzzle_after).value()
    else:
        after, puzzle_after = before, puzzle_rating(record, puzzle)
    state = Tried(rating=RatingModel.of(puzzle_after),
                  solved=solved or (tried is not None and tried.solved),
                  tries=(tried.tries if tried else 0) + 1)  # fmt: skip
    themes = dict(g.themes)
    history = list(g.history)
    if rated:
        for theme in puzzle.themes:
            t = themes.get(theme, Tally())
            themes[theme] = Tally(solved=t.solved + solved, failed=t.failed + (not solved))
        history.append(Point(when=when.isoformat(timespec="seconds"),
                             rating=round(after.rating, 2), rd=round(after.rd, 2),
                             puzzle=puzzle.id, solved=solved))  # fmt: skip
    new = g.model_copy(update={"player": RatingModel.of(after), "history": history[-MAX_HISTORY:],
                               "themes": themes, "puzzles": {**g.puzzles, puzzle.id: state}})
    games = {**record.games, puzzle.game: new}
    out = Record(games=games, daily=record.daily)
    return out, TryResult(solved, before, after, puzzle_after)


def record_try(puzzle: Puzzle, solved: bool, when: datetime, path: Path | None = None,
               rated: bool = True) -> tuple[TryResult, str | None]:  # fmt: skip
    """Read the record, add one try (`with_try`) and write it back: (what changed, a repair
    message or None). Raises OSError when the file cannot be written."""
    loaded = load_record(path)
    record, result = with_try(loaded.record, puzzle, solved, when, rated)
    save_record(record, path)
    return result, loaded.message


def with_place(record: Record, game: str, current: str | None,
               theme: str | None) -> Record:  # fmt: skip
    """The record with the puzzle on ``game``'s table and the theme chosen (`GameRecord`)."""
    g = record.game(game).model_copy(update={"current": current, "theme": theme})
    GameRecord.model_validate(g.model_dump())  # a bad id or theme is refused here
    return Record(games={**record.games, game: g}, daily=record.daily)


def record_place(game: str, current: str | None, theme: str | None,
                 path: Path | None = None) -> str | None:  # fmt: skip
    """Read the record, keep where the player is in ``game``'s puzzles (`with_place`) and
    write it back: a repair message or None. Raises OSError when it cannot be written."""
    loaded = load_record(path)
    save_record(with_place(loaded.record, game, current, theme), path)
    return loaded.message


def puzzle_streak(record: Record, game: str) -> int:
    """Puzzles solved in a row at the first try, up to the latest."""
    streak = 0
    for point in reversed(record.game(game).history):
        if not point.solved:
            break
        streak += 1
    return streak


# --- Daily games -----------------------------------------------------------------------------


def streak_on(record: Record, game: str, day: date) -> int:
    """The streak a daily game finished on ``day`` would have: one more than the day
    before's, else 1."""
    results = record.daily.get(game, [])
    by_day = {r.date: r for r in results}
    yesterday = by_day.get((day - timedelta(days=1)).isoformat())
    return yesterday.streak + 1 if yesterday else 1


def with_daily(record: Record, game: str, day: date, line: str, won: bool,
               score: int | None) -> tuple[Record, DailyResult]:  # fmt: skip
    """The record with ``game``'s daily result of ``day`` (the first result of a day is
    kept: a second one changes nothing) and that day's result."""
    results = list(record.daily.get(game, []))
    found = next((r for r in results if r.date == day.isoformat()), None)
    if found is not None:
        return record, found
    result = DailyResult(date=day.isoformat(), line=line, won=won, score=score,
                         streak=streak_on(record, game, day))  # fmt: skip
    results = sorted([*results, result], key=lambda r: r.date)[-MAX_HISTORY:]
    daily = {**record.daily, game: results}
    return Record(games=record.games, daily=daily), result


def current_streak(record: Record, game: str, today: date) -> int:
    """Days in a row up to ``today`` (or yesterday, if today's is not played yet)."""
    by_day = {r.date: r for r in record.daily.get(game, [])}
    for day in (today, today - timedelta(days=1)):
        if day.isoformat() in by_day:
            return by_day[day.isoformat()].streak
    return 0


@dataclass(frozen=True, slots=True)
class DailySummary:
    """``game``'s daily record: days played and won, the streak now and the longest, and the
    best result (`best_daily`: None before the first)."""

    days: int
    won: int
    streak: int
    longest: int
    best: DailyResult | None


def best_daily(game: str, results: Iterable[DailyResult]) -> DailyResult | None:
    """The best of ``game``'s daily results (`daily.result_rank`; the earliest of equals),
    None when there are none."""
    from .daily import result_rank

    ordered = sorted(results, key=lambda r: r.date)
    if not ordered:
        return None
    return max(ordered, key=lambda r: result_rank(game, r.won, r.score))


def daily_summary(record: Record, game: str, today: date) -> DailySummary:
    """What the daily record of ``game`` comes to on ``today``."""
    results = record.daily.get(game, [])
    return DailySummary(days=len(results), won=sum(r.won for r in results),
                        streak=current_streak(record, game, today),
                        longest=max((r.streak for r in results), default=0),
                        best=best_daily(game, results))  # fmt: skip


def daily_of(record: Record, game: str, day: date) -> DailyResult | None:
    """``game``'s recorded result of ``day`` (the first finished), or None."""
    return next((r for r in record.daily.get(game, []) if r.date == day.isoformat()), None)


def record_daily(game: str, day: date, finished: object,
                 path: Path | None = None) -> tuple[DailyResult, str | None]:  # fmt: skip
    """Read the record, add ``game``'s finished daily game of ``day`` (its share line,
    result and streak; a day's first result is kept) and write it back: (the day's result, a
    repair message or None). Raises ValueError when the game is not over, OSError when the
    file cannot be written."""
    from .daily import daily_result, share_line

    line = share_line(game, day, finished)
    won, score = daily_result(game, finished)
    loaded = load_record(path)
    record, result = with_daily(loaded.record, game, day, line, won, score)
    save_record(record, path)
    return result, loaded.message
