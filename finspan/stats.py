"""Statistics of finished games: a record in the player's data directory and its summary.

Owns the statistics file (``stats.json`` in `userfiles.data_dir()`: a version, the list of
game records and, after a repair, a one-time notice) and the numbers the statistics screen
shows. `record_game` appends one finished game; `load_records` reads them; `summary` turns
records into tables (against Nautoma per difficulty and Ravel strength, hot-seat per player
name). Reading never raises: a corrupt file is moved aside to ``stats.json.corrupt`` and a
fresh record started, with a message. The file is read through `finspan.boundary` (a regular
file only, size- and depth-limited, strict UTF-8, a BOM tolerated) and each record through
a bounded pydantic model (`RecordModel`), so what the summary sees is sane. Writes are
atomic. Pure Python: no pygame, no clock of its own (the caller passes one in).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from .boundary import BoundaryError, check_printable, load_json, read_text
from .engine import Game
from .userfiles import data_dir, write_json_atomic

STATS_FILE = "stats.json"
CORRUPT_SUFFIX = ".corrupt"
FORMAT_VERSION = 1
SOLO = "solo"
HOTSEAT = "hotseat"
#: How many of the latest solo games `summary` keeps for the "recent games" chart.
RECENT_SOLO = 20
#: The file may hold thousands of games (about 250 bytes each); far more is not ours.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 8
MAX_SCORE = 10_000


def printable(value: str) -> str:
    """A stored name's validator: printable text (`boundary.check_printable`), else a
    ValueError for pydantic."""
    try:
        return check_printable(value)
    except BoundaryError as exc:
        raise ValueError(str(exc)) from None


class StrictRecord(BaseModel):
    """The base of the statistics files' models: strict types, unknown keys ignored."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)


M = TypeVar("M", bound=BaseModel)


def validated(model: type[M], d: Any) -> M:
    """One stored game record read through ``model``; a ValueError naming the first
    problem (where it is and what is wrong)."""
    if not isinstance(d, dict):
        raise ValueError("a game record is not an object")
    try:
        return model.model_validate(d)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise ValueError(f"a game record's {where or 'value'}: {first['msg']}") from None


class SeatModel(StrictRecord):
    """One seat of a stored record: bounded, printable, strictly typed."""

    name: Annotated[str, Field(min_length=1, max_length=100), AfterValidator(printable)]
    kind: Literal["human", "nautoma"]
    total: Annotated[int, Field(ge=-MAX_SCORE, le=MAX_SCORE)]
    winner: bool
    #: A computer player's level (a human seat played by the computer); None: a person.
    level: Literal["easy", "medium", "hard"] | None = None


class RecordModel(StrictRecord):
    """A stored game record (the shape `GameRecord.to_dict` writes), with bounds on every
    field; unknown keys (from a newer version) are ignored."""

    mode: Literal["solo", "hotseat"]
    date: Annotated[str, Field(max_length=64), AfterValidator(printable)]
    seats: Annotated[list[SeatModel], Field(min_length=1, max_length=5)]
    board: Literal["A", "B"] = "A"
    difficulty: Annotated[int, Field(ge=0, le=5)] = 0
    ravel: Literal[0, 2, 3, 4] = 0
    seed: Annotated[int, Field(ge=0, le=2**64 - 1)] | None = None
    hints: Annotated[int, Field(ge=0, le=100_000)] = 0


def stats_path() -> Path:
    """Where the statistics live: ``<data dir>/stats.json``."""
    return data_dir() / STATS_FILE


# --- Records ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a finished game: ``kind`` is ``human`` or ``nautoma``; ``level`` is the
    computer player's level of a human seat played by the computer (None: a person)."""

    name: str
    kind: str
    total: int
    winner: bool
    level: str | None = None

    @property
    def person(self) -> bool:
        return self.kind == "human" and self.level is None


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A finished game as the statistics remember it.

    ``mode`` is ``solo`` (against Nautoma) or ``hotseat`` (1-5 people); ``date`` is an ISO
    date-time; ``difficulty`` and ``ravel`` are 0 outside solo games.
    """

    mode: str
    date: str
    seats: tuple[SeatResult, ...]
    board: str = "A"
    difficulty: int = 0
    ravel: int = 0
    seed: int | None = None
    hints: int = 0

    @property
    def human(self) -> SeatResult:
        """The first human seat (in a solo game: the player)."""
        return next(s for s in self.seats if s.kind == "human")

    @property
    def levels(self) -> tuple[str, ...]:
        """The levels of the computer players in the game (none: people only)."""
        return tuple(s.level for s in self.seats if s.level is not None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "date": self.date,
            "board": self.board,
            "difficulty": self.difficulty,
            "ravel": self.ravel,
            "seed": self.seed,
            "hints": self.hints,
            "seats": [
                {"name": s.name, "kind": s.kind, "total": s.total, "winner": s.winner}
                | ({"level": s.level} if s.level is not None else {})
                for s in self.seats
            ],
        }

    @classmethod
    def from_dict(cls, d: Any) -> GameRecord:
        """Parse one record (through `RecordModel`); raises ValueError naming the problem."""
        m = validated(RecordModel, d)
        seats = tuple(SeatResult(s.name, s.kind, s.total, s.winner, s.level) for s in m.seats)
        record = cls(m.mode, m.date, seats, m.board, m.difficulty, m.ravel, m.seed, m.hints)
        if record.mode not in (SOLO, HOTSEAT):
            raise ValueError(f"unknown game mode {record.mode!r}")
        if not seats or not any(s.person for s in seats):
            raise ValueError("a game record has no human seat")
        if any(s.kind not in ("human", "nautoma") for s in seats):
            raise ValueError("a seat is neither human nor nautoma")
        if record.mode == SOLO and not 1 <= record.difficulty <= 5:
            raise ValueError(f"a solo game with difficulty {record.difficulty}")
        return record


def game_record(
    game: Game, clock: Callable[[], datetime] = datetime.now,
    controllers: Sequence[str] = (), hints: int = 0,
) -> GameRecord:  # fmt: skip
    """The record of a finished ``game``, dated by ``clock()``; ``controllers`` says which
    seats computer players played, at which level ("person" or absent: a person), ``hints``
    how many hints were used. Raises ValueError if the game is not over. Reads the game only."""
    if not game.is_over:
        raise ValueError("only a finished game can be recorded")
    result = game.outcome()
    seats = []
    for player, seat in zip(game.players, game.setup.seats, strict=True):
        total = result.totals[player.seat]
        level = controllers[player.seat] if player.seat < len(controllers) else None
        level = level if level in ("easy", "medium", "hard") and seat.kind == "human" else None
        won = player.seat in result.winners
        seats.append(SeatResult(seat.name, seat.kind, total, won, level))
    setup = game.setup
    return GameRecord(
        mode=SOLO if setup.solo else HOTSEAT,
        date=clock().isoformat(timespec="seconds"),
        seats=tuple(seats),
        board=setup.board,
        difficulty=setup.difficulty if setup.solo else 0,
        ravel=setup.ravel if setup.solo else 0,
        seed=game.seed,
        hints=max(0, hints),
    )


# --- The file --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Loaded:
    """What `load_records` found.

    ``records``: the readable records, oldest first; ``raw``: every stored record as read
    (kept when rewriting, so records this version cannot read are not lost); ``message``:
    what to tell the player, or None; ``notice``: the notice stored by an earlier repair;
    ``repaired``: True if a corrupt file was just moved aside.
    """

    records: tuple[Any, ...]
    raw: tuple[Any, ...]
    message: str | None
    notice: str | None = None
    repaired: bool = False


def _move_aside(path: Path) -> Path | None:
    """Move a corrupt file to ``<name>.corrupt`` (replacing an older one); None if that fails."""
    target = path.with_name(path.name + CORRUPT_SUFFIX)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def _read(path: Path) -> tuple[list[Any], str | None, str | None]:
    """(raw records, stored notice, problem) of the file; problem is None if it was sound."""
    try:
        text = read_text(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return [], None, None
    except BoundaryError as exc:
        if "could not be read" in exc.problem:
            raise OSError(f"{path} {exc.problem}") from None  # permissions: not damage
        return [], None, f"it {exc.problem}".replace("it is not UTF-8 text", "it is not text")
    try:
        data = load_json(text, MAX_DEPTH)
    except BoundaryError as exc:
        if "nested too deeply" in exc.problem:
            return [], None, f"it {exc.problem}"
        return [], None, "it is not valid JSON"
    if not isinstance(data, dict) or not isinstance(data.get("games"), list):
        return [], None, "it holds no list of games"
    if data.get("version") != FORMAT_VERSION:
        return [], None, f"its format version {data.get('version')!r} is unknown"
    notice = data.get("notice")
    if isinstance(notice, str):
        notice = " ".join(notice.split())[:500]
        notice = notice if all(ch.isprintable() for ch in notice) else None
    return list(data["games"]), notice if isinstance(notice, str) else None, None


def load_records(path: Path | None = None, *, repair: bool = True) -> Loaded:
    """Read the statistics file (default `stats_path()`). Never raises for a bad file.

    A corrupt file is moved aside to ``stats.json.corrupt`` (if ``repair``) and treated as
    empty, with a message. Records that cannot be read are skipped with a message but kept in
    ``raw``. A notice stored by an earlier repair is returned as the message. Raises OSError
    only if the file exists but cannot be read at all (permissions).
    """
    return load_file(stats_path() if path is None else path, GameRecord.from_dict, repair=repair)


def load_file(path: Path, parse: Callable[[Any], Any], *, repair: bool = True) -> Loaded:
    """Read a statistics file of any game (as `load_records` does), each record read by
    ``parse`` (which raises ValueError for a record it cannot read)."""
    raw, notice, problem = _read(path)
    if problem is not None:
        moved = _move_aside(path) if repair else None
        where = f"It was moved to {moved.name}" if moved else "It was left as it is"
        message = (
            f"The statistics file could not be read ({problem}). {where}, and a new record "
            "of games was started."
        )
        return Loaded((), (), message, None, moved is not None)
    records: list[Any] = []
    for item in raw:
        with contextlib.suppress(ValueError):
            records.append(parse(item))
    parts = [notice] if notice else []
    bad = len(raw) - len(records)
    if bad == 1:
        parts.append("1 game record could not be read and was skipped.")
    elif bad:
        parts.append(f"{bad} game records could not be read and were skipped.")
    return Loaded(tuple(records), tuple(raw), " ".join(parts) or None, notice)


def _write(path: Path, raw: Iterable[Any], notice: str | None = None) -> None:
    data: dict[str, Any] = {"version": FORMAT_VERSION, "games": list(raw)}
    if notice:
        data["notice"] = notice
    write_json_atomic(path, data)


def record_game(
    game: Game, clock: Callable[[], datetime] = datetime.now, path: Path | None = None,
    controllers: Sequence[str] = (), hints: int = 0,
) -> str | None:  # fmt: skip
    """Append the finished ``game`` to the statistics file (computer seats with their levels,
    see `game_record`); return a message or None.

    If the file was corrupt it is moved aside, a fresh record begins with this game, and the
    message (also stored in the file, to be shown once on the statistics screen) says so.
    Raises ValueError if the game is not over, OSError if the file cannot be written.
    """
    record = game_record(game, clock, controllers, hints)
    return append_record(stats_path() if path is None else path, record.to_dict(),
                         GameRecord.from_dict)  # fmt: skip


def append_record(path: Path, record: dict[str, Any], parse: Callable[[Any], Any]) -> str | None:
    """Append ``record`` to the statistics file at ``path`` (records read by ``parse``, see
    `load_file`); return the repair message, or None. Raises OSError if it cannot be written."""
    loaded = load_file(path, parse)
    notice = loaded.message if loaded.repaired else loaded.notice
    _write(path, [*loaded.raw, record], notice)
    return loaded.message if loaded.repaired else None


def acknowledge_notice(path: Path | None = None) -> None:
    """Forget a stored notice once the player has seen it (nothing if there is none).

    Never raises: a notice that cannot be removed is shown again next time.
    """
    path = stats_path() if path is None else path
    raw, notice, problem = _read(path)
    if problem is None and notice is not None:
        with contextlib.suppress(OSError):
            _write(path, raw)


# --- Summary ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """Games played, games won, best and average score (None when no games)."""

    games: int
    wins: int
    best: int | None
    average: float | None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @classmethod
    def of(cls, results: Sequence[tuple[int, bool]]) -> ScoreLine:
        """From (score, won) pairs."""
        if not results:
            return cls(0, 0, None, None)
        scores = [s for s, _ in results]
        return cls(
            len(results), sum(1 for _, w in results if w), max(scores), sum(scores) / len(scores)
        )


@dataclass(frozen=True, slots=True)
class SoloGame:
    """One solo game for the recent-games chart."""

    date: str
    difficulty: int
    ravel: int
    score: int
    nautoma: int
    won: bool


@dataclass(frozen=True, slots=True)
class Summary:
    """The statistics screen's numbers.

    ``solo``: against Nautoma per (difficulty, Ravel strength; 0 = off), sorted;
    ``solo_by_difficulty``: the same per difficulty whatever the Ravel strength;
    ``hotseat``: per player name (human seats of hot-seat games), most games first;
    ``recent_solo``: the last `RECENT_SOLO` solo games, oldest first;
    ``computers``: the computer players' own results per level; ``against_computers``: the
    people's results in games with computer players, per the strongest level at the table;
    ``hints``: hints used in all games.
    """

    solo: dict[tuple[int, int], ScoreLine]
    solo_by_difficulty: dict[int, ScoreLine]
    hotseat: dict[str, ScoreLine]
    recent_solo: tuple[SoloGame, ...]
    games: int
    computers: dict[str, ScoreLine] = field(default_factory=dict)
    against_computers: dict[str, ScoreLine] = field(default_factory=dict)
    hints: int = 0

    @property
    def empty(self) -> bool:
        return self.games == 0


def summary(records: Iterable[GameRecord] | None = None) -> Summary:
    """Summarise ``records`` (default: the statistics file's readable records). Pure when
    ``records`` is given; otherwise reads (and may repair) the file."""
    if records is None:
        records = load_records().records
    records = list(records)
    solo: dict[tuple[int, int], list[tuple[int, bool]]] = {}
    by_difficulty: dict[int, list[tuple[int, bool]]] = {}
    hotseat: dict[str, list[tuple[int, bool]]] = {}
    recent: list[SoloGame] = []
    computers: dict[str, list[tuple[int, bool]]] = {}
    against: dict[str, list[tuple[int, bool]]] = {}
    order = ("easy", "medium", "hard")
    for r in records:
        if r.mode == SOLO:
            me = r.human
            result = (me.total, me.winner)
            solo.setdefault((r.difficulty, r.ravel), []).append(result)
            by_difficulty.setdefault(r.difficulty, []).append(result)
            her = next((s.total for s in r.seats if s.kind == "nautoma"), 0)
            recent.append(SoloGame(r.date, r.difficulty, r.ravel, me.total, her, me.winner))
        else:
            strongest = max(r.levels, key=order.index, default=None)
            for s in r.seats:
                if s.level is not None:
                    computers.setdefault(s.level, []).append((s.total, s.winner))
                elif s.kind == "human":
                    hotseat.setdefault(s.name, []).append((s.total, s.winner))
                    if strongest is not None:
                        against.setdefault(strongest, []).append((s.total, s.winner))
    people = sorted(hotseat.items(), key=lambda kv: (-len(kv[1]), kv[0].casefold()))
    return Summary(
        solo={k: ScoreLine.of(v) for k, v in sorted(solo.items())},
        solo_by_difficulty={k: ScoreLine.of(v) for k, v in sorted(by_difficulty.items())},
        hotseat={name: ScoreLine.of(v) for name, v in people},
        recent_solo=tuple(recent[-RECENT_SOLO:]),
        games=len(records),
        computers={k: ScoreLine.of(computers[k]) for k in order if k in computers},
        against_computers={k: ScoreLine.of(against[k]) for k in order if k in against},
        hints=sum(r.hints for r in records),
    )


# --- Milestones ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Milestone:
    """Something worth naming on the final scores: ``kind`` is ``first_win`` (a person's
    first win against Nautoma at ``difficulty``) or ``personal_best`` (``score`` beats the
    person's best ``previous`` score in games of the same mode)."""

    kind: str
    name: str
    score: int
    previous: int | None = None
    difficulty: int = 0

    @property
    def words(self) -> str:
        if self.kind == "first_win":
            return f"{self.name}'s first win against Nautoma at difficulty {self.difficulty}!"
        return f"A personal best for {self.name}: {self.score} points (before: {self.previous})"


def _same_game(a: GameRecord, b: GameRecord) -> bool:
    """Whether two records are of one game (everything but the date, the computer players'
    levels and the hints: a record made from the game alone has neither)."""

    def seats(r: GameRecord) -> tuple:
        return tuple((s.name, s.kind, s.total, s.winner) for s in r.seats)

    return (a.mode, seats(a), a.board, a.difficulty, a.ravel, a.seed) == (
        b.mode, seats(b), b.board, b.difficulty, b.ravel, b.seed,
    )  # fmt: skip


def earlier_records(record: GameRecord, records: Sequence[GameRecord]) -> list[GameRecord]:
    """The records before ``record``'s game: those before its last copy in ``records`` (it is
    recorded when it ends, before its scores are shown), or all of them if it is not there."""
    for i in range(len(records) - 1, -1, -1):
        if _same_game(records[i], record):
            return list(records[:i])
    return list(records)


def milestones(record: GameRecord, earlier: Iterable[GameRecord]) -> list[Milestone]:
    """What ``record``'s game achieved against the ``earlier`` games (see `earlier_records`):
    each person's personal best in games of the same mode (solo, or hot-seat by name; not
    for a first game), and in a solo game a first win at its difficulty. Pure."""
    earlier = list(earlier)
    out: list[Milestone] = []
    if record.mode == SOLO:
        me = record.human
        solo = [r for r in earlier if r.mode == SOLO]
        if me.winner and not any(
            r.human.winner for r in solo if r.difficulty == record.difficulty
        ):
            out.append(Milestone("first_win", me.name, me.total, difficulty=record.difficulty))
        best = max((r.human.total for r in solo), default=None)
        if best is not None and me.total > best:
            out.append(Milestone("personal_best", me.name, me.total, best))
        return out
    for seat in record.seats:
        if not seat.person:  # Nautoma and computer players have no personal bests
            continue
        scores = [s.total for r in earlier if r.mode == HOTSEAT for s in r.seats
                  if s.person and s.name == seat.name]  # fmt: skip
        if scores and seat.total > max(scores):
            out.append(Milestone("personal_best", seat.name, seat.total, max(scores)))
    return out
