"""Fish'n'Flip's statistics: finished games in ``flip_stats.json`` beside Finspan's
``stats.json`` (the same file format, read and repaired by `finspan.stats.load_file`).

Owns a flip game's record (`FlipRecord`: the mode, difficulty, seats with their computer
levels, the result) and the numbers the statistics screen shows (`flip_summary`):
cooperative results per difficulty and player count with the best (fewest animals left in a
game won), competitive wins per seat (people by name) and per computer level. Pure Python:
no pygame, no clock of its own (the caller passes one in); never imports a game's engine
(it reads a finished game through its public ``setup`` and ``outcome()``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field

from .stats import Loaded, StrictRecord, append_record, load_file, printable, validated
from .userfiles import data_dir

FLIP_STATS_FILE = "flip_stats.json"
COOP = "coop"
COMPETITIVE = "competitive"
LEVELS = ("easy", "medium", "hard")


def flip_stats_path() -> Path:
    """Where Fish'n'Flip's statistics live: ``<data dir>/flip_stats.json``."""
    return data_dir() / FLIP_STATS_FILE


class FlipSeatModel(StrictRecord):
    name: Annotated[str, Field(min_length=1, max_length=100), AfterValidator(printable)]
    level: Literal["easy", "medium", "hard"] | None = None
    score: Annotated[int, Field(ge=-10_000, le=10_000)] = 0
    winner: bool = False


class FlipRecordModel(StrictRecord):
    """A stored flip record (the shape `FlipRecord.to_dict` writes), bounded everywhere."""

    mode: Literal["coop", "competitive"]
    date: Annotated[str, Field(max_length=64), AfterValidator(printable)]
    seats: Annotated[list[FlipSeatModel], Field(min_length=1, max_length=5)]
    difficulty: Literal["normal", "difficult"] = "normal"
    advanced: bool = False
    won: bool = False
    animals_left: Annotated[int, Field(ge=0, le=100)] | None = None
    seed: Annotated[int, Field(ge=0, le=2**64 - 1)] | None = None
    hints: Annotated[int, Field(ge=0, le=100_000)] = 0


@dataclass(frozen=True, slots=True)
class FlipSeat:
    """One seat of a finished flip game: its name, its computer ``level`` (None: a person),
    its competitive ``score`` and whether it won (cooperative: every seat of a game won)."""

    name: str
    level: str | None
    score: int
    winner: bool


@dataclass(frozen=True, slots=True)
class FlipRecord:
    """A finished Fish'n'Flip game as the statistics remember it. Cooperative: ``won`` and
    ``animals_left`` (None once lost), ``difficulty`` and ``advanced``."""

    mode: str
    date: str
    seats: tuple[FlipSeat, ...]
    difficulty: str = "normal"
    advanced: bool = False
    won: bool = False
    animals_left: int | None = None
    seed: int | None = None
    hints: int = 0

    @property
    def level_words(self) -> str:
        """The cooperative difficulty in words: ``normal``, ``difficult, advanced``."""
        return f"{self.difficulty}, advanced" if self.advanced else self.difficulty

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode, "date": self.date, "difficulty": self.difficulty,
            "advanced": self.advanced, "won": self.won, "animals_left": self.animals_left,
            "seed": self.seed, "hints": self.hints,
            "seats": [{"name": s.name, "level": s.level, "score": s.score, "winner": s.winner}
                      for s in self.seats],
        }  # fmt: skip

    @classmethod
    def from_dict(cls, d: Any) -> FlipRecord:
        """Parse one record (through `FlipRecordModel`); ValueError naming the problem."""
        m = validated(FlipRecordModel, d)
        seats = tuple(FlipSeat(s.name, s.level, s.score, s.winner) for s in m.seats)
        if m.mode == COMPETITIVE and len(seats) < 2:
            raise ValueError("a competitive game has 2 to 5 seats")
        return cls(m.mode, m.date, seats, m.difficulty, m.advanced, m.won, m.animals_left,
                   m.seed, m.hints)  # fmt: skip


def flip_record(
    game: Any, clock: Callable[[], datetime] = datetime.now,
    controllers: Sequence[str] = (), hints: int = 0,
) -> FlipRecord:  # fmt: skip
    """The record of a finished flip ``game`` (its ``setup`` and ``outcome()``), dated by
    ``clock()``; ``controllers`` names each computer seat's level. ValueError if not over."""
    if not game.is_over:
        raise ValueError("only a finished game can be recorded")
    setup, result = game.setup, game.outcome()
    coop = str(setup.mode) == COOP
    seats = []
    for i, name in enumerate(setup.names):
        level = controllers[i] if i < len(controllers) else None
        level = level if level in LEVELS else None
        score = 0 if coop else result.scores[i]
        seats.append(FlipSeat(name, level, score, result.won if coop else i in result.winners))
    return FlipRecord(
        mode=COOP if coop else COMPETITIVE, date=clock().isoformat(timespec="seconds"),
        seats=tuple(seats), difficulty=str(setup.difficulty), advanced=bool(setup.advanced),
        won=bool(result.won), animals_left=result.animals_left if coop else None,
        seed=game.seed, hints=max(0, hints),
    )  # fmt: skip


def load_flip_records(path: Path | None = None, *, repair: bool = True) -> Loaded:
    """Read the flip statistics file (default `flip_stats_path()`); never raises for a bad
    file (see `finspan.stats.load_file`)."""
    return load_file(path or flip_stats_path(), FlipRecord.from_dict, repair=repair)


def record_flip_game(
    game: Any, clock: Callable[[], datetime] = datetime.now, path: Path | None = None,
    controllers: Sequence[str] = (), hints: int = 0,
) -> str | None:  # fmt: skip
    """Append the finished flip ``game``; return the repair message or None. ValueError if
    the game is not over, OSError if the file cannot be written."""
    record = flip_record(game, clock, controllers, hints)
    return append_record(path or flip_stats_path(), record.to_dict(), FlipRecord.from_dict)


# --- Summary ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CoopLine:
    """Cooperative games of one difficulty and player count: played, won, and the best (the
    fewest animals left in a game won; None before a win)."""

    games: int
    wins: int
    best: int | None


@dataclass(frozen=True, slots=True)
class WinLine:
    """Competitive games of one seat (a person, or a computer level): played and won."""

    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class FlipSummary:
    """The statistics screen's Fish'n'Flip numbers: ``coop`` per (difficulty in words,
    players), ``best`` the fewest animals left in any game won; ``people`` per person's name
    and ``computers`` per level (competitive games)."""

    coop: dict[tuple[str, int], CoopLine] = field(default_factory=dict)
    best: int | None = None
    people: dict[str, WinLine] = field(default_factory=dict)
    computers: dict[str, WinLine] = field(default_factory=dict)
    games: int = 0

    @property
    def empty(self) -> bool:
        return self.games == 0


def flip_summary(records: Iterable[FlipRecord] | None = None) -> FlipSummary:
    """Summarise ``records`` (default: the flip statistics file's). Pure when given."""
    records = list(load_flip_records().records if records is None else records)
    coop: dict[tuple[str, int], list[FlipRecord]] = {}
    people: dict[str, list[bool]] = {}
    computers: dict[str, list[bool]] = {}
    for r in records:
        if r.mode == COOP:
            coop.setdefault((r.level_words, len(r.seats)), []).append(r)
            continue
        for s in r.seats:
            (computers.setdefault(s.level, []) if s.level else
             people.setdefault(s.name, [])).append(s.winner)  # fmt: skip
    order = ("normal", "normal, advanced", "difficult", "difficult, advanced")

    def line(games: list[FlipRecord]) -> CoopLine:
        won = [g.animals_left for g in games if g.won and g.animals_left is not None]
        return CoopLine(len(games), len(won), min(won, default=None))

    wins = [r.animals_left for r in records if r.mode == COOP and r.won]
    ranked = sorted(people.items(), key=lambda kv: (-len(kv[1]), kv[0].casefold()))
    return FlipSummary(
        coop={k: line(coop[k]) for k in sorted(coop, key=lambda k: (order.index(k[0]), k[1]))},
        best=min((w for w in wins if w is not None), default=None),
        people={name: WinLine(len(v), sum(v)) for name, v in ranked},
        computers={k: WinLine(len(v), sum(v)) for k in LEVELS if (v := computers.get(k))},
        games=len(records),
    )
