"""Where the player is in each game's puzzles: the record (`finspan.puzzles.record`) read once
when the room opens and written after each change, the puzzle to show, each try counted.

Only a puzzle's first try is rated (a retry, or a puzzle failed before and shown again, moves
no rating: the player has seen its answer or its verdict). The puzzle shown is the one left
on the table (``current``, while it is unsolved and of the theme chosen), else the nearest
to the player's rating among those never tried, else among those not solved. Never raises
for a file: what went wrong is kept in ``message`` for the room to show. No pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ...games import Registration, registrations
from ...puzzles import (
    Puzzle,
    Rating,
    Record,
    TryResult,
    is_solved,
    is_tried,
    load_record,
    next_puzzle,
    player_rating,
    puzzle_streak,
    save_record,
    shipped,
    with_place,
    with_try,
)


def now(app: Any) -> datetime:
    """The time now (the app may carry ``now``, a clock for tests)."""
    clock: Callable[[], datetime] = getattr(app, "now", datetime.now)
    return clock()


def today(app: Any) -> date:
    return now(app).date()


def puzzles_of(game: str) -> list[Puzzle]:
    """The shipped puzzles of ``game`` (none for a game without puzzles)."""
    return shipped().of_game(game)


def puzzle_games() -> list[Registration]:
    """The games that have puzzles, in the order the app offers them."""
    return [r for r in registrations() if puzzles_of(r.name)]


@dataclass(frozen=True, slots=True)
class Tried:
    """A try in the history: when, the puzzle (None if no longer shipped), solved, the
    player's rating after it and the change it made."""

    when: str
    puzzle: Puzzle | None
    solved: bool
    rating: float
    change: float


class Progress:
    """The player's puzzles, all games (the record), and what to tell them."""

    def __init__(self) -> None:
        self.record = Record()
        self.message: str | None = None
        self.reload()

    def reload(self) -> None:
        """Read the record again (a corrupt file is moved aside: ``message`` says so)."""
        try:
            loaded = load_record()
        except OSError as exc:
            self.record, self.message = Record(), f"Could not read the puzzle record: {exc}"
            return
        self.record = loaded.record
        self.message = loaded.message or self.message

    def _save(self, record: Record) -> None:
        self.record = record
        try:
            save_record(record)
        except OSError as exc:
            self.message = f"Could not save the puzzle record: {exc}"

    # --- What the room shows -------------------------------------------------------------

    def rating(self, game: str) -> Rating:
        return player_rating(self.record, game)

    def streak(self, game: str) -> int:
        return puzzle_streak(self.record, game)

    def theme(self, game: str) -> str | None:
        return self.record.game(game).theme

    def themes(self, game: str) -> list[tuple[str, int]]:
        """Each theme of ``game``'s puzzles and how many puzzles have it, most first."""
        counts: dict[str, int] = {}
        for p in puzzles_of(game):
            for t in p.themes:
                counts[t] = counts.get(t, 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def solved(self, game: str) -> tuple[int, int]:
        """(puzzles solved, puzzles tried) of ``game``."""
        tried = self.record.game(game).puzzles.values()
        return sum(t.solved for t in tried), len(tried)

    def history(self, game: str, last: int = 50) -> list[Tried]:
        """The latest rated tries of ``game``, the newest first."""
        by_id = {p.id: p for p in puzzles_of(game)}
        points = self.record.game(game).history
        out: list[Tried] = []
        before = 1500.0
        changes = []
        for point in points:
            changes.append(point.rating - before)
            before = point.rating
        for point, change in list(zip(points, changes, strict=True))[-last:]:
            out.append(Tried(point.when, by_id.get(point.puzzle), point.solved, point.rating,
                             change))  # fmt: skip
        return out[::-1]

    # --- Choosing and trying ---------------------------------------------------------------

    def choose(self, game: str, theme: str | None) -> Puzzle | None:
        """The puzzle to show (see the module); None when every one (of ``theme``) is
        solved."""
        puzzles = puzzles_of(game)
        g = self.record.game(game)
        if g.current is not None and g.theme == theme:
            left = next((p for p in puzzles if p.id == g.current), None)
            if left is not None and not is_solved(self.record, left):
                return left
        untried = [p for p in puzzles if not is_tried(self.record, p)]
        return (next_puzzle(self.record, game, untried, theme)
                or next_puzzle(self.record, game, puzzles, theme))  # fmt: skip

    def place(self, game: str, puzzle: Puzzle | None, theme: str | None) -> None:
        """Keep the puzzle on ``game``'s table (None: none, the next one is chosen afresh)
        and the theme chosen."""
        self._save(with_place(self.record, game, puzzle.id if puzzle else None, theme))

    def rated(self, puzzle: Puzzle) -> bool:
        """Whether a try of ``puzzle`` now would be rated: its first try."""
        return not is_tried(self.record, puzzle)

    def count(self, puzzle: Puzzle, solved: bool, when: datetime, rated: bool) -> TryResult:
        """Count a try of ``puzzle`` (rated or not) and write the record."""
        record, result = with_try(self.record, puzzle, solved, when, rated)
        self._save(record)
        return result
