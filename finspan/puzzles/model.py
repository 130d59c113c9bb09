"""The puzzle format and the shipped data file (``finspan/puzzles/data/puzzles.json``).

A puzzle is a position of one of the app's games (``finspan`` or ``flip``) in its position
text, the options applied after loading it to reach the puzzle's decision (``before``:
Fish'n'Flip's bids), whose move it is (``seat``), the goal in plain words, the solution as
option texts in order (Finspan: the one turn action; Fish'n'Flip: the whole plan), its
themes, a starting rating from its difficulty and what was checked (``check``: Finspan's
searches with their budget, seeds and margin; Fish'n'Flip's enumeration of every plan).

Owns the shape of the file: strict pydantic models, bounded everywhere, unknown keys
refused. `read_puzzles` reads a file through `finspan.boundary` and raises `PuzzleFileError`
(a ValueError, one line naming the file and the field) for anything wrong. Imports neither
pygame nor a game's engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    model_validator,
)

from ..boundary import BoundaryError, check_printable, decode_text, load_json, read_text

FORMAT = "finspan-puzzles/1"
GAMES = ("finspan", "flip")
#: The shipped file holds some hundreds of puzzles of a few KB each.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_PUZZLES = 20_000
MAX_DEPTH = 8
MIN_RATING, MAX_RATING = 100, 4000
DATA_FILE = "puzzles.json"

GameName = Literal["finspan", "flip"]


def _printable(value: str) -> str:
    try:
        return check_printable(value)
    except BoundaryError as exc:
        raise ValueError(str(exc)) from None


Text = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_printable)]
OptionText = Annotated[str, Field(min_length=1, max_length=100), AfterValidator(_printable)]
Theme = Annotated[str, Field(pattern=r"^[a-z][a-z-]{1,30}$")]
#: A theme in a player's words (docs/PUZZLES.md says what each means); another theme is its
#: name with spaces (`theme_words`).
THEME_WORDS = {"fish-n-flip": "Fish'n'Flip", "power-chain": "chain of powers",
               "switch-and-flip": "switch and flip", "bid": "bidding"}  # fmt: skip


def theme_words(theme: str) -> str:
    """``theme`` as a player reads it: 'falling', 'chain of powers', 'egg timing'."""
    return THEME_WORDS.get(theme, theme.replace("-", " "))
Seed = Annotated[int, Field(ge=0, le=2**64 - 1)]
Score = Annotated[float, Field(ge=-1000, le=1000)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class SearchCheck(_Strict):
    """One of a Finspan puzzle's searches: the option it chose (and the slot it played it
    into), that option's expected final score and the nearest other option's."""

    seed: Seed
    best: OptionText
    slot: OptionText | None = None
    best_score: Score
    runner_up: OptionText
    runner_up_score: Score


class FinspanCheck(_Strict):
    """What was checked of a Finspan puzzle: Hard's search at ``budget`` playouts with each
    of ``seeds``; the answer led every other option by at least ``margin`` points in
    ``agreed`` of them (at least ``agree``). ``values``: each option's expected final score
    on the same ``deals`` (for telling a player how far a choice falls short); ``quick``:
    the deals of the fast check (the answer, the greedy choice and the runner-up)."""

    kind: Literal["finspan"] = "finspan"
    budget: Annotated[int, Field(ge=1, le=100_000)]
    margin: Annotated[float, Field(gt=0, le=100)]
    agree: Annotated[int, Field(ge=1, le=100)]
    agreed: Annotated[int, Field(ge=0, le=100)]
    seeds: Annotated[list[Seed], Field(min_length=1, max_length=100)]
    searches: Annotated[list[SearchCheck], Field(max_length=100)]
    greedy: OptionText
    values: dict[OptionText, Score] = Field(default_factory=dict, max_length=200)
    deals: Annotated[int, Field(ge=0, le=10_000)] = 0
    quick: Annotated[int, Field(ge=0, le=10_000)] = 0

    @model_validator(mode="after")
    def _agreed(self) -> FinspanCheck:
        if len(self.searches) > len(self.seeds):
            raise ValueError("more searches than seeds")
        if self.agreed < self.agree or self.agree > len(self.seeds):
            raise ValueError(f"{self.agreed} searches agreed, fewer than the {self.agree} needed")
        return self


class FlipCheck(_Strict):
    """What was checked of a Fish'n'Flip puzzle: every plan of the turn (``plans``, by
    applying ``nodes`` options); the answer frees ``best``, every other plan at most
    ``next_best``; the obvious plan (`finspan.puzzles.flip_find`) frees ``obvious_freed``."""

    kind: Literal["flip"] = "flip"
    plans: Annotated[int, Field(ge=1, le=1_000_000)]
    nodes: Annotated[int, Field(ge=1, le=10_000_000)]
    best: Annotated[int, Field(ge=1, le=100)]
    next_best: Annotated[int, Field(ge=0, le=100)]
    obvious: Annotated[list[OptionText], Field(min_length=1, max_length=50)]
    obvious_freed: Annotated[int, Field(ge=0, le=100)]

    @model_validator(mode="after")
    def _strict(self) -> FlipCheck:
        if self.next_best >= self.best:
            raise ValueError("the answer is not strictly the best")
        return self


class Source(_Strict):
    """Where a puzzle was mined: the run's seed, the game's index and deal, the decision."""

    seed: Seed
    index: Annotated[int, Field(ge=0, le=10_000_000)]
    deal: Seed
    decision: Annotated[int, Field(ge=0, le=100_000)]


class Puzzle(_Strict):
    """One puzzle (see the module)."""

    id: Annotated[str, Field(pattern=r"^(finspan|flip)-[0-9a-f]{8}$")]
    game: GameName
    position: Annotated[str, Field(min_length=1, max_length=200_000)]
    before: Annotated[list[OptionText], Field(max_length=10)] = Field(default_factory=list)
    seat: Annotated[int, Field(ge=0, le=4)]
    goal: Text
    solution: Annotated[list[OptionText], Field(min_length=1, max_length=50)]
    #: Finspan: the slot the searches played the answer into (a fish), for the explanation.
    slot: OptionText | None = None
    themes: Annotated[list[Theme], Field(min_length=1, max_length=10)]
    rating: Annotated[int, Field(ge=MIN_RATING, le=MAX_RATING)]
    options: Annotated[int, Field(ge=1, le=100_000)]
    check: Annotated[FinspanCheck | FlipCheck, Field(discriminator="kind")]
    source: Source

    @model_validator(mode="after")
    def _consistent(self) -> Puzzle:
        if not self.id.startswith(self.game + "-"):
            raise ValueError(f"the id {self.id} is not of a {self.game} puzzle")
        if self.check.kind != self.game:
            raise ValueError(f"a {self.game} puzzle with a {self.check.kind} check")
        if self.game == "finspan" and len(self.solution) != 1:
            raise ValueError("a Finspan puzzle's solution is one option")
        return self

    @property
    def answer(self) -> str:
        """The solution in one line: 'flip row 2, dolphin: flip B3'."""
        return ", ".join(self.solution)


class PuzzleFile(_Strict):
    """The data file: its format, how it was made (free-form notes per game) and the
    puzzles, ids unique."""

    format: Literal["finspan-puzzles/1"]
    made: dict[GameName, dict[str, Any]] = Field(default_factory=dict)
    puzzles: Annotated[list[Puzzle], Field(max_length=MAX_PUZZLES)]

    @model_validator(mode="after")
    def _unique(self) -> PuzzleFile:
        seen: set[str] = set()
        for p in self.puzzles:
            if p.id in seen:
                raise ValueError(f"two puzzles have the id {p.id}")
            seen.add(p.id)
        return self

    def of_game(self, game: str | None) -> list[Puzzle]:
        """The puzzles of ``game`` (None: all), in the file's order."""
        return [p for p in self.puzzles if game is None or p.game == game]


class PuzzleFileError(ValueError):
    """A puzzle file that cannot be used; ``str()`` is one line naming it and why."""


def parse_puzzles(text: str, where: str = "the puzzle file") -> PuzzleFile:
    """The puzzle file in ``text``. Raises `PuzzleFileError` naming the first problem."""
    try:
        data = load_json(text, MAX_DEPTH)
    except BoundaryError as exc:
        raise PuzzleFileError(f"{where} {exc.problem}") from None
    try:
        return PuzzleFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        at = ".".join(str(part) for part in first["loc"]) or "the file"
        raise PuzzleFileError(f"{where}: {at}: {first['msg']}") from None


def read_puzzles(path: str | Path | None = None) -> PuzzleFile:
    """The puzzles of the file at ``path`` (default: the shipped data file). Raises
    `PuzzleFileError` for a missing, unreadable, malformed or invalid file."""
    if path is None:
        try:
            raw = resources.files(__package__).joinpath("data", DATA_FILE).read_bytes()
            return parse_puzzles(decode_text(raw), f"the shipped {DATA_FILE}")
        except (OSError, BoundaryError) as exc:
            raise PuzzleFileError(f"the shipped {DATA_FILE} cannot be read ({exc})") from None
    try:
        text = read_text(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise PuzzleFileError(f"{path}: no such file") from None
    except BoundaryError as exc:
        raise PuzzleFileError(f"{path} {exc.problem}") from None
    return parse_puzzles(text, str(path))


_SHIPPED: list[PuzzleFile] = []


def shipped() -> PuzzleFile:
    """The shipped puzzles, read once (see `read_puzzles`)."""
    if not _SHIPPED:
        _SHIPPED.append(read_puzzles())
    return _SHIPPED[0]


def dump_puzzles(puzzles: Sequence[Puzzle], made: dict[str, dict[str, Any]]) -> str:
    """The file's text for ``puzzles``: JSON with one puzzle a line, sorted by game then id
    (so that a run writes the same bytes and a change shows as a line)."""
    import json

    ordered = sorted(puzzles, key=lambda p: (GAMES.index(p.game), p.id))
    head = {"format": FORMAT, "made": {k: made[k] for k in GAMES if k in made}}
    lines = [json.dumps(p.model_dump(mode="json"), ensure_ascii=False) for p in ordered]
    body = ",\n".join(lines)
    return (
        json.dumps(head, indent=1, ensure_ascii=False)[:-2] + ',\n "puzzles": [\n' + body + "\n]}\n"
    )
