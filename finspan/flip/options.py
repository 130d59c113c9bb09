"""Fish'n'Flip's options: the small frozen values its decisions offer, each with a text form
that parses back (`parse_option`, ``str(option)``).

Places are named ``B2`` (column letter, row from 1 at the bottom), columns by their letter,
rows by their number::

    flip B2                  flip row 2               flip column A
    flip square A1           flip colour coral        switch A1 B1
    switch and flip A1 B1    free B2                  dolphin: flip B3
    octopus: flip C2         whale: sink              turtle: move
    jellyfish: move          shark: free              ray: free rows
    ray: free columns        ray: free both           swordfish: free B4
    skip                     bid 4                    pass
    give to Ben

A flip square is named by its bottom-left place. `parse_option` raises `OptionSyntaxError`
(a ValueError) naming what it could not read. Every option the engine offers is one of the
interned values below (`FLIP_CARD[place]`, ...), so that listing options allocates nothing.
"""

from __future__ import annotations

from typing import TypeVar, dataclass_transform

from ..core.options import Option as Option, OptionFamily
from .cards import COLOURS
from .kinds import ActionKind, AnimalType, RayLines
from .net import COOP_NET, LETTERS, N_PLACES, PLACE_NAMES, parse_column, parse_place

#: The highest bid: the grid holds 9 animals.
MAX_BID = 9


def _row(word: str) -> int:
    if not (word.isascii() and word.isdigit() and 1 <= int(word) <= 7):
        raise ValueError(f"{word!r} is not a row (1-7)")
    return int(word)


def _colour(word: str) -> str:
    if word.lower() not in COLOURS:
        raise ValueError(f"{word!r} is not a colour ({', '.join(COLOURS)})")
    return word.lower()


def _lines(word: str) -> RayLines:
    try:
        return RayLines(word.lower())
    except ValueError:
        raise ValueError(f"{word!r}: the ray frees rows, columns or both") from None


def _amount(word: str) -> int:
    if not (word.isascii() and word.isdigit() and 1 <= int(word) <= MAX_BID):
        raise ValueError(f"{word!r} is not a bid (1-{MAX_BID})")
    return int(word)


#: Fish'n'Flip's options: how each field is written and read back. A seat's name may have
#: several words, so the ``name`` field comes last and takes the remaining words.
FAMILY = OptionFamily(
    "flip",
    write={
        "place": PLACE_NAMES.__getitem__,
        "other": PLACE_NAMES.__getitem__,
        "row": str,
        "column": LETTERS.__getitem__,
        "colour": str,
        "lines": str,
        "amount": str,
        "name": str,
    },
    read={
        "place": parse_place,
        "other": parse_place,
        "row": _row,
        "column": parse_column,
        "colour": _colour,
        "lines": _lines,
        "amount": _amount,
        "name": str,
    },
    rest="name",
)

_O = TypeVar("_O", bound=Option)


@dataclass_transform(frozen_default=True)
def _option(cls: type[_O]) -> type[_O]:
    """Make ``cls`` a frozen dataclass option of Fish'n'Flip (`FAMILY`)."""
    return FAMILY.register(cls)


def _in_order(option: Switch | SwitchFlip) -> None:
    if option.place > option.other:
        place, other = option.other, option.place
        object.__setattr__(option, "place", place)
        object.__setattr__(option, "other", other)


# --- Action cards (FLIP-RULES.md 6) --------------------------------------------------------


@_option
class FlipCard(Option):
    """Flip one card."""

    verb = "flip"
    place: int


@_option
class FlipRow(Option):
    """Flip every card of a row (``row`` as written: 1 is the bottom)."""

    verb = "flip row"
    row: int


@_option
class FlipColumn(Option):
    """Flip every card of a column (``column`` 0-3, written A-D)."""

    verb = "flip column"
    column: int


@_option
class FlipSquare(Option):
    """Flip the 2x2 square whose bottom-left place is ``place``."""

    verb = "flip square"
    place: int


@_option
class FlipColour(Option):
    """Flip every animal card of a background colour."""

    verb = "flip colour"
    colour: str


@_option
class Switch(Option):
    """Switch two adjacent cards. Either may be named first: the left (or lower) place
    is kept first."""

    verb = "switch"
    place: int
    other: int

    def __post_init__(self) -> None:
        _in_order(self)


@_option
class SwitchFlip(Option):
    """Switch two adjacent cards and flip both. Either may be named first: the left (or
    lower) place is kept first."""

    verb = "switch and flip"
    place: int
    other: int

    def __post_init__(self) -> None:
        _in_order(self)


@_option
class Free(Option):
    """Free one animal card (the "free an animal" action card)."""

    verb = "free"
    place: int


# --- Powers (FLIP-RULES.md 7) --------------------------------------------------------------


@_option
class DolphinFlip(Option):
    verb = "dolphin: flip"
    place: int


@_option
class OctopusFlip(Option):
    verb = "octopus: flip"
    place: int


@_option
class WhaleSink(Option):
    verb = "whale: sink"


@_option
class TurtleMove(Option):
    verb = "turtle: move"


@_option
class JellyfishMove(Option):
    verb = "jellyfish: move"


@_option
class SharkFree(Option):
    verb = "shark: free"


@_option
class RayFree(Option):
    verb = "ray: free"
    lines: RayLines


@_option
class SwordfishFree(Option):
    verb = "swordfish: free"
    place: int


@_option
class Skip(Option):
    """Do not use the power that has just triggered."""

    verb = "skip"


# --- Bidding (FLIP-RULES.md 8) -------------------------------------------------------------


@_option
class Bid(Option):
    verb = "bid"
    amount: int


@_option
class Pass(Option):
    verb = "pass"


@_option
class Give(Option):
    """Give one excess freed card to the opponent named ``name``."""

    verb = "give to"
    name: str


#: Every option type, in the order they are defined.
OPTION_TYPES = FAMILY.types


def parse_option(text: str) -> Option:
    """The option written ``text`` (raises `OptionSyntaxError`)."""
    return FAMILY.parse(text)


# --- The interned options the engine offers ------------------------------------------------

_places = range(N_PLACES)
FLIP_CARD: tuple[FlipCard, ...] = tuple(FlipCard(p) for p in _places)
FLIP_SQUARE: tuple[FlipSquare, ...] = tuple(FlipSquare(p) for p in _places)
FREE: tuple[Free, ...] = tuple(Free(p) for p in _places)
DOLPHIN_FLIP: tuple[DolphinFlip, ...] = tuple(DolphinFlip(p) for p in _places)
OCTOPUS_FLIP: tuple[OctopusFlip, ...] = tuple(OctopusFlip(p) for p in _places)
SWORDFISH_FREE: tuple[SwordfishFree, ...] = tuple(SwordfishFree(p) for p in _places)
#: By row number as written (index 0 unused) and by column number.
FLIP_ROW: tuple[FlipRow, ...] = tuple(FlipRow(r) for r in range(8))
FLIP_COLUMN: tuple[FlipColumn, ...] = tuple(FlipColumn(c) for c in range(len(LETTERS)))
FLIP_COLOUR: tuple[FlipColour, ...] = tuple(FlipColour(c) for c in COLOURS)
#: By (place, other): every two adjacent places of the net (and so of the grid).
SWITCH: dict[tuple[int, int], Switch] = {pair: Switch(*pair) for pair in COOP_NET.pairs}
SWITCH_FLIP: dict[tuple[int, int], SwitchFlip] = {
    pair: SwitchFlip(*pair) for pair in COOP_NET.pairs
}
WHALE_SINK, TURTLE_MOVE, JELLYFISH_MOVE = WhaleSink(), TurtleMove(), JellyfishMove()
SHARK_FREE, SKIP, PASS = SharkFree(), Skip(), Pass()
RAY_FREE: dict[RayLines, RayFree] = {lines: RayFree(lines) for lines in RayLines}
BID: tuple[Bid, ...] = tuple(Bid(n) for n in range(MAX_BID + 1))


#: The action card each action option plays.
ACTION_OF: dict[type[Option], ActionKind] = {
    FlipCard: ActionKind.FLIP_ONE,
    FlipColumn: ActionKind.FLIP_COLUMN,
    FlipRow: ActionKind.FLIP_ROW,
    FlipSquare: ActionKind.FLIP_SQUARE,
    FlipColour: ActionKind.FLIP_COLOUR,
    Switch: ActionKind.SWITCH,
    SwitchFlip: ActionKind.SWITCH_FLIP,
    Free: ActionKind.FREE,
}
#: The power each power option uses.
POWER_OF: dict[type[Option], AnimalType] = {
    DolphinFlip: AnimalType.DOLPHIN,
    OctopusFlip: AnimalType.OCTOPUS,
    WhaleSink: AnimalType.WHALE,
    TurtleMove: AnimalType.TURTLE,
    JellyfishMove: AnimalType.JELLYFISH,
    SharkFree: AnimalType.SHARK,
    RayFree: AnimalType.RAY,
    SwordfishFree: AnimalType.SWORDFISH,
}
