"""Statistics of any game: recording a finished game in its own game's statistics
(`record_finished`), and the statistics every game has (`record_basic`, `load_basic`,
`basic_summary`), kept for a game whose registration brings none of its own.

A basic record is what the game's own summary says of a finished game (`MatchSummary`): its
mode, the seats' names, the winners and the scores, dated; it is kept in
``<name>_stats.json`` in the player's data directory, read and repaired like Finspan's
(`finspan.stats.load_file`). Pure Python: no pygame, no clock of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, Field

from .games import game_name_of, registration
from .stats import Loaded, StrictRecord, append_record, load_file, printable, validated
from .userfiles import data_dir


def counts_in_statistics(game: Any) -> bool:
    """Whether a finished game is a real game for the statistics: a game begun from a position
    (an example puzzle, ``--position``) is practice, not a game."""
    return game.origin is None


def record_finished(game: Any, controllers: Sequence[str] = (), hints: int = 0) -> str | None:
    """Record the finished ``game`` in its own game's statistics (its registration's
    ``record``, else `record_basic`); returns the repair message or None."""
    told = {"controllers": controllers, "hints": hints}
    part = registration(game_name_of(game)).record
    record: Callable[..., str | None] = part.get() if part is not None else record_basic
    return record(game, **{k: v for k, v in told.items() if v})  # the recorder's defaults


# --- The basic record --------------------------------------------------------------------------

Name = Annotated[str, Field(min_length=1, max_length=100), AfterValidator(printable)]


class BasicRecordModel(StrictRecord):
    """A stored basic record (the shape `BasicRecord.to_dict` writes), bounded everywhere."""

    date: Annotated[str, Field(max_length=64), AfterValidator(printable)]
    mode: Annotated[str, Field(max_length=200), AfterValidator(printable)]
    players: Annotated[list[Name], Field(min_length=1, max_length=5)]
    winners: Annotated[list[Annotated[int, Field(ge=0, le=4)]], Field(max_length=5)]
    scores: Annotated[list[Annotated[int, Field(ge=-10_000, le=10_000)]], Field(max_length=5)]
    seed: Annotated[int, Field(ge=0, le=2**64 - 1)] | None = None
    hints: Annotated[int, Field(ge=0, le=100_000)] = 0


@dataclass(frozen=True, slots=True)
class BasicRecord:
    """A finished game as its own summary tells it."""

    date: str
    mode: str
    players: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    seed: int | None = None
    hints: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"date": self.date, "mode": self.mode, "players": list(self.players),
                "winners": list(self.winners), "scores": list(self.scores), "seed": self.seed,
                "hints": self.hints}  # fmt: skip

    @classmethod
    def from_dict(cls, d: Any) -> BasicRecord:
        m = validated(BasicRecordModel, d)
        if any(w >= len(m.players) for w in m.winners):
            raise ValueError("a game record's winners: a seat the game did not have")
        return cls(m.date, m.mode, tuple(m.players), tuple(m.winners), tuple(m.scores),
                   m.seed, m.hints)  # fmt: skip


def basic_path(name: str) -> Path:
    """Where the basic statistics of the game named ``name`` live."""
    return data_dir() / f"{name}_stats.json"


def basic_record(game: Any, clock: Callable[[], datetime] = datetime.now,
                 hints: int = 0) -> BasicRecord:  # fmt: skip
    """The basic record of a finished ``game``, dated by ``clock()``. ValueError if it is
    not over."""
    if not game.is_over:
        raise ValueError("only a finished game can be recorded")
    shown = registration(game_name_of(game)).definition.get().summarize(game)
    return BasicRecord(clock().isoformat(timespec="seconds"), shown.mode, tuple(shown.players),
                       tuple(shown.winners or ()), tuple(shown.scores), game.seed,
                       max(0, hints))  # fmt: skip


def record_basic(
    game: Any, clock: Callable[[], datetime] = datetime.now, path: Path | None = None,
    controllers: Sequence[str] = (), hints: int = 0,
) -> str | None:  # fmt: skip
    """Append the finished ``game`` to its game's basic statistics; returns the repair
    message or None. OSError if the file cannot be written."""
    record = basic_record(game, clock, hints)
    target = path or basic_path(game_name_of(game))
    return append_record(target, record.to_dict(), BasicRecord.from_dict)


def load_basic(name: str, path: Path | None = None, *, repair: bool = True) -> Loaded:
    """Read the basic statistics of the game named ``name``; never raises for a bad file."""
    return load_file(path or basic_path(name), BasicRecord.from_dict, repair=repair)


@dataclass(frozen=True, slots=True)
class BasicLine:
    """One player's games and wins."""

    name: str
    games: int
    wins: int


def basic_summary(records: Iterable[BasicRecord]) -> list[BasicLine]:
    """Each player by name (most games first, then by name): games played and won."""
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    for r in records:
        for seat, name in enumerate(r.players):
            games[name] = games.get(name, 0) + 1
            wins[name] = wins.get(name, 0) + (seat in r.winners)
    order = sorted(games, key=lambda n: (-games[n], n))
    return [BasicLine(n, games[n], wins[n]) for n in order]
