"""What a cooperative plan is worth: the animals it frees, the loss, and what it leaves for
the turns to come (column heights, pairs one move from a group, waste), weighed by
``data/weights.toml`` (tuned by self-play: ``benchmarks/tune_flip.py``).

Reads only what every player sees: the net as the turn leaves it (before the refill, whose
cards are hidden), the draw pile's count, and whether the end is triggered.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, fields
from importlib import resources

from finspan.flip import CARDS, COOP_NET, AnimalType, Game, WasteKind

from .plans import Plan

_KINDS: tuple[AnimalType | WasteKind, ...] = (*AnimalType, *WasteKind)
#: By code: 1 for an animal, 2 for waste, 0 for an empty place.
WHAT: tuple[int, ...] = tuple(
    0 if c is None else 1 if isinstance(c.kind, AnimalType) else 2 for c in CARDS
)
#: By code: the animal's kind number (0-7), -1 for waste or none.
KIND: tuple[int, ...] = tuple(
    _KINDS.index(c.kind) if c is not None and WHAT[i] == 1 else -1 for i, c in enumerate(CARDS)
)
#: By code: what groups with what (kind and direction), -1 for waste or none.
KEY: tuple[int, ...] = tuple(
    KIND[i] * 4 + ["right", "left", "up", "down"].index(str(c.direction))
    if c is not None and KIND[i] >= 0 else -1
    for i, c in enumerate(CARDS)
)  # fmt: skip
_COLUMNS = tuple(COOP_NET.column_places)
_PAIRS = COOP_NET.pairs
#: Places diagonally next to each other (a switch brings them side by side).
_DIAGONALS: tuple[tuple[int, int], ...] = tuple(
    (p, q) for p in COOP_NET.places for q in (p + 8, p + 6)  # the next column, a row up / down
    if COOP_NET.contains(q) and abs(q % 7 - p % 7) == 1
)  # fmt: skip
#: Cards the refill puts into the net: one per column.
REFILL = len(_COLUMNS)


class WeightsError(ValueError):
    """The weights file is malformed."""


@dataclass(frozen=True, slots=True)
class Weights:
    """The worth of each feature of a plan (see ``data/weights.toml``)."""

    freed: float
    loss: float
    at_six: float
    at_five: float
    at_four: float
    ready: float
    one_flip: float
    diagonal: float
    waste: float

    @classmethod
    def from_table(cls, table: object) -> Weights:
        """Weights from a TOML table (every field a number). Raises `WeightsError`."""
        if not isinstance(table, dict):
            raise WeightsError("[coop]: a table of weights")
        values: dict[str, float] = {}
        for f in fields(cls):
            value = table.get(f.name)
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise WeightsError(f"coop.{f.name}: a number, not {value!r}")
            values[f.name] = float(value)
        unknown = set(table) - set(values)
        if unknown:
            raise WeightsError(f"coop: unknown weights {', '.join(sorted(unknown))}")
        return cls(**values)

    def to_table(self) -> dict[str, float]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def _load() -> Weights:
    text = resources.files("finspan.flip_ai").joinpath("data/weights.toml").read_text("utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise WeightsError(f"weights.toml: {exc}") from None
    return Weights.from_table(data.get("coop"))


#: The weights the search plays with.
WEIGHTS = _load()


def heights(net: tuple[int, ...] | list[int]) -> list[int]:
    """Each column's number of cards (a column is packed down)."""
    out = []
    for places in _COLUMNS:
        h = 0
        for p in places:
            if not net[p]:
                break
            h += 1
        out.append(h)
    return out


@dataclass(frozen=True, slots=True)
class Features:
    """A plan's features (their meaning: ``data/weights.toml``)."""

    freed: int
    at_six: int
    at_five: int
    at_four: int
    ready: int
    one_flip: int
    diagonal: int
    waste: int


def features(plan: Plan, end_triggered: bool) -> Features:
    """The features of a cooperative plan that neither loses nor ends the game.
    ``end_triggered``: the end was triggered before this turn (no refill follows it)."""
    net = plan.net
    at6 = at5 = at4 = 0
    refilled = 0 if end_triggered else min(REFILL, plan.pile)
    if refilled and plan.pile > REFILL:  # more refills follow this one
        for c, h in enumerate(heights(net)):
            h += c < refilled
            if h >= 6:
                at6 += 1
            elif h == 5:
                at5 += 1
            elif h == 4:
                at4 += 1
    ready = flips = 0
    for p, q in _PAIRS:
        a, b = net[p], net[q]
        if a and b and KIND[a] >= 0 and KIND[a] == KIND[b]:
            if KEY[a] == KEY[b]:
                ready += 1
            else:
                flips += 1
    diagonal = 0
    for p, q in _DIAGONALS:
        a = net[p]
        if a and KEY[a] >= 0 and KEY[a] == KEY[net[q]]:
            diagonal += 1
    waste = sum(1 for code in net if WHAT[code] == 2)
    return Features(plan.freed, at6, at5, at4, ready, flips, diagonal, waste)


def value(plan: Plan, end_triggered: bool, w: Weights = WEIGHTS) -> float:
    """A cooperative plan's worth (higher is better): a lost game costs ``w.loss``; at the
    game's end only the animals freed count."""
    if plan.lost:
        return plan.freed * w.freed - w.loss
    if plan.over:
        return plan.freed * w.freed
    f = features(plan, end_triggered)
    return (
        f.freed * w.freed - f.at_six * w.at_six - f.at_five * w.at_five - f.at_four * w.at_four
        + f.ready * w.ready + f.one_flip * w.one_flip + f.diagonal * w.diagonal
        - f.waste * w.waste
    )  # fmt: skip


def animals_left(game: Game) -> int:
    """The animal cards in the game's net now."""
    return sum(1 for code in game.cells if WHAT[code] == 1)
