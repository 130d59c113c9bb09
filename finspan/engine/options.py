"""Options: the small frozen values a decision offers, each with a text form that parses back.

Text forms (like UCI for chess moves); cards are named, slots are ``B1`` .. ``G6``::

    dive purple              play Skipjack Tuna       place P2
    discard Porkfish         pay egg G2               pay young P4       pay school B6
    egg P2                   hatch G2                 young B3           move young P4 P6
    draw                     retrieve Porkfish        tuck Porkfish      egg on each predator
    egg on some predator     keep Porkfish            activate B3        skip

`parse_option` raises `OptionSyntaxError` (a ValueError) naming what it could not read.
"""

from __future__ import annotations

from typing import TypeVar, dataclass_transform

from ..core.options import Option as Option, OptionFamily
from .catalog import CATALOG
from .kinds import Token
from .ocean import Column, parse_slot, slot_name


def _card(number: int) -> str:
    return CATALOG[number].name


_SITES: tuple[str, ...] = tuple(c.label for c in Column)


def _card_number(name: str) -> int:
    try:
        return CATALOG.by_name(name).number
    except KeyError:
        raise ValueError(f"no fish named {name!r}") from None


def _token(word: str) -> Token:
    try:
        return Token(word.lower())
    except ValueError:
        raise ValueError(f"no token {word!r} (egg, young or school)") from None


def _check(option: Option) -> None:
    if isinstance(option, MoveToken) and option.token is Token.EGG:
        raise ValueError("only a young or a school moves")


#: Finspan's options: how each field is written and read back. A fish's name may have
#: several words, so a ``card`` field comes last and takes the remaining words.
FAMILY = OptionFamily(
    "finspan",
    write={
        "card": _card,
        "slot": slot_name,
        "from_slot": slot_name,
        "to_slot": slot_name,
        "column": lambda c: _SITES[c],
        "token": str,
        "target": str,
    },
    read={
        "card": _card_number,
        "slot": parse_slot,
        "from_slot": parse_slot,
        "to_slot": parse_slot,
        "column": lambda w: int(Column.parse(w)),
        "token": _token,
        "target": str.lower,
    },
    rest="card",
    check=_check,
)
#: Every option type, in the order they are defined.
OPTION_TYPES = FAMILY.types

_O = TypeVar("_O", bound=Option)


@dataclass_transform(frozen_default=True)
def _option(cls: type[_O]) -> type[_O]:
    """Make ``cls`` a frozen dataclass option of Finspan (`FAMILY`)."""
    return FAMILY.register(cls)


@_option
class Dive(Option):
    """A turn's action: dive at this dive site (RULES.md 6)."""

    verb = "dive"
    column: int


@_option
class PlayFish(Option):
    """Choose a card from hand to play (a turn's action, or a "play a fish into X" benefit)."""

    verb = "play"
    card: int


@_option
class Place(Option):
    """The slot for the fish being played."""

    verb = "place"
    slot: int


@_option
class DiscardCard(Option):
    """Pay a card cost with this card from hand."""

    verb = "discard"
    card: int


@_option
class PayToken(Option):
    """Pay an egg, young or school cost from this slot."""

    verb = "pay"
    token: Token
    slot: int


@_option
class EggEach(Option):
    """An "egg on each X" benefit: an egg on each matching fish that has none (or, once
    begun, on each one still without an egg)."""

    verb = "egg on each"
    target: str


@_option
class EggSome(Option):
    """An "egg on each X" benefit taken in part (RULES.md 7: gaining all or part of a
    benefit is allowed): then choose, fish by fish, which matching fish get an egg."""

    verb = "egg on some"
    target: str


@_option
class LayEgg(Option):
    verb = "egg"
    slot: int


@_option
class HatchEgg(Option):
    verb = "hatch"
    slot: int


@_option
class AddYoung(Option):
    verb = "young"
    slot: int


@_option
class MoveToken(Option):
    verb = "move"
    token: Token  # young or school
    from_slot: int
    to_slot: int


@_option
class DrawCard(Option):
    verb = "draw"


@_option
class RetrieveCard(Option):
    verb = "retrieve"
    card: int


@_option
class TuckCard(Option):
    verb = "tuck"
    card: int


@_option
class KeepCard(Option):
    """Official variant of the empty deck: keep this card in your discard pile."""

    verb = "keep"
    card: int


@_option
class Activate(Option):
    """Game end: resolve the non-scoring GAME END ability of the fish on this slot."""

    verb = "activate"
    slot: int


@_option
class Skip(Option):
    """Decline: skip this benefit or the rest of an ability, keep no card, or finish."""

    verb = "skip"


SKIP = Skip()
DRAW = DrawCard()


def parse_option(text: str) -> Option:
    """The option whose text form is ``text`` (whitespace and case are forgiven).

    Raises `OptionSyntaxError` naming what it could not read.
    """
    return FAMILY.parse(text)
