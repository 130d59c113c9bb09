"""The save and replay file formats: strict pydantic models of plain JSON data.

Owns the shape of the files (field names, types, limits) and the current schema version. It
does not read files, run the engine or upgrade old schemas (see `finspan.saves.codec` and
`finspan.saves.upgrade`). Every model is strict (no coercion: ``"7"`` is not a seed),
refuses unknown fields and is frozen.

A save file (`SaveFile`) holds the setup, the seed and the chosen options' texts (the
authority: replaying them rebuilds the game), a snapshot of the state (``Game.to_dict()``,
checked against the replay on load) and a small summary for fast listing. A replay file
(`ReplayFile`) is the same without the snapshot. Both carry ``kind``, which tells them apart.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter

#: The schema this version of Finspan writes. Older schemas are upgraded on load.
SCHEMA_VERSION = 2

SaveKind = Literal["autosave", "named", "final"]
Phase = Literal["play", "game_end", "over"]

MAX_SEED = 2**64 - 1
MAX_OPTIONS = 100_000


def _iso_time(value: str) -> str:
    """Accept an ISO 8601 date and time (``2025-06-01T18:30:00+00:00``)."""
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"must be an ISO 8601 date and time, not {value!r:.60}") from None
    return value


IsoTime = Annotated[str, Field(max_length=64), AfterValidator(_iso_time)]
ShortText = Annotated[str, Field(max_length=200)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class SeatModel(_Strict):
    """One seat of the setup (``finspan.engine.Seat``)."""

    name: Annotated[str, Field(min_length=1, max_length=100)]
    kind: Literal["human", "nautoma"]
    colour: Annotated[str, Field(max_length=40)]


class SetupModel(_Strict):
    """The setup, exactly as ``Setup.to_dict()`` writes it. The engine's `Setup` checks the
    rules of a valid game (one human then Nautoma in solo, difficulty 1-5, ...)."""

    seats: Annotated[list[SeatModel], Field(min_length=1, max_length=5)]
    board: Literal["A", "B"]
    keep_one_card: bool
    difficulty: Annotated[int, Field(ge=0, le=5)]
    ravel: Literal[0, 2, 3, 4]
    first_player: Annotated[int, Field(ge=0, le=4)] | None


class SaveSummary(_Strict):
    """What a load screen shows without replaying the game.

    ``mode`` is ``"solo difficulty D"`` (plus ``" (Ravel X)"``) or ``"N players"``;
    ``scores`` are the current totals by seat (Nautoma's by her own scoring); ``to_play`` is
    the seat whose decision is pending (None once over); ``winners`` are seats, once over.
    """

    mode: ShortText
    board: Literal["A", "B"]
    players: Annotated[list[ShortText], Field(min_length=1, max_length=5)]
    week: Annotated[int, Field(ge=1, le=4)]
    phase: Phase
    scores: Annotated[list[int], Field(max_length=5)]
    decisions: Annotated[int, Field(ge=0)]
    to_play: Annotated[int, Field(ge=0, le=4)] | None
    winners: Annotated[list[int], Field(max_length=5)] | None


#: A position text (the format of ``finspan.engine.position``) is at most this long.
MAX_ORIGIN = 200_000


class _Document(_Strict):
    schema_version: Annotated[int, Field(ge=0)]
    app_version: Annotated[str, Field(max_length=64)]
    #: ``finspan.engine.game.RULES_VERSION`` of the app that wrote the file.
    rules_version: Annotated[int, Field(ge=1)]
    #: The position the game started from (None: dealt from the setup and seed).
    origin: Annotated[str, Field(max_length=MAX_ORIGIN)] | None
    created: IsoTime
    name: ShortText
    setup: SetupModel
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)]
    options: Annotated[list[ShortText], Field(max_length=MAX_OPTIONS)]
    summary: SaveSummary


class SaveFile(_Document):
    """A saved game: ``autosave`` (written by the app as you play), ``named`` (saved by a
    player under a name) or ``final`` (a finished game, e.g. from ``simulate --save-dir``)."""

    kind: SaveKind
    updated: IsoTime
    snapshot: dict[str, Any]


class ReplayFile(_Document):
    """A replay: setup + seed + options and the summary of the last state (finished or not)."""

    kind: Literal["replay"]


Document = Annotated[SaveFile | ReplayFile, Field(discriminator="kind")]

#: Validates either kind of file from a dict (the ``kind`` field picks the model).
DOCUMENT: TypeAdapter[SaveFile | ReplayFile] = TypeAdapter(Document)
