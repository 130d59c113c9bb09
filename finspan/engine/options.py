"""Options: the small frozen values a decision offers, each with a text form that parses back.

Text forms (like UCI for chess moves); cards are named, slots are ``B1`` .. ``G6``::

    dive purple              play Skipjack Tuna       place P2
    discard Porkfish         pay egg G2               pay young P4       pay school B6
    egg P2                   hatch G2                 young B3           move young P4 P6
    draw                     retrieve Porkfish        tuck Porkfish      egg on each predator
    keep Porkfish            activate B3              skip

`parse_option` raises `OptionSyntaxError` (a ValueError) naming what it could not read.
"""

from __future__ import annotations

from dataclasses import dataclass

from .catalog import CATALOG
from .kinds import Token
from .ocean import Column, parse_slot, slot_name


class OptionSyntaxError(ValueError):
    """An option's text could not be read."""


class Option:
    """Base of all options. Subclasses are frozen dataclasses; ``str(option)`` is its text."""

    __slots__ = ()


def _card(number: int) -> str:
    return CATALOG[number].name


@dataclass(frozen=True, slots=True)
class Dive(Option):
    column: int

    def __str__(self) -> str:
        return f"dive {Column(self.column).label}"


@dataclass(frozen=True, slots=True)
class PlayFish(Option):
    """Choose a card from hand to play (a turn's action, or a "play a fish into X" benefit)."""

    card: int

    def __str__(self) -> str:
        return f"play {_card(self.card)}"


@dataclass(frozen=True, slots=True)
class Place(Option):
    slot: int

    def __str__(self) -> str:
        return f"place {slot_name(self.slot)}"


@dataclass(frozen=True, slots=True)
class DiscardCard(Option):
    """Pay a card cost with this card from hand."""

    card: int

    def __str__(self) -> str:
        return f"discard {_card(self.card)}"


@dataclass(frozen=True, slots=True)
class PayToken(Option):
    """Pay an egg, young or school cost from this slot."""

    token: Token
    slot: int

    def __str__(self) -> str:
        return f"pay {self.token} {slot_name(self.slot)}"


@dataclass(frozen=True, slots=True)
class LayEgg(Option):
    slot: int

    def __str__(self) -> str:
        return f"egg {slot_name(self.slot)}"


@dataclass(frozen=True, slots=True)
class HatchEgg(Option):
    slot: int

    def __str__(self) -> str:
        return f"hatch {slot_name(self.slot)}"


@dataclass(frozen=True, slots=True)
class AddYoung(Option):
    slot: int

    def __str__(self) -> str:
        return f"young {slot_name(self.slot)}"


@dataclass(frozen=True, slots=True)
class MoveToken(Option):
    token: Token  # young or school
    from_slot: int
    to_slot: int

    def __str__(self) -> str:
        return f"move {self.token} {slot_name(self.from_slot)} {slot_name(self.to_slot)}"


@dataclass(frozen=True, slots=True)
class DrawCard(Option):
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class RetrieveCard(Option):
    card: int

    def __str__(self) -> str:
        return f"retrieve {_card(self.card)}"


@dataclass(frozen=True, slots=True)
class TuckCard(Option):
    card: int

    def __str__(self) -> str:
        return f"tuck {_card(self.card)}"


@dataclass(frozen=True, slots=True)
class EggEach(Option):
    target: str

    def __str__(self) -> str:
        return f"egg on each {self.target}"


@dataclass(frozen=True, slots=True)
class KeepCard(Option):
    card: int

    def __str__(self) -> str:
        return f"keep {_card(self.card)}"


@dataclass(frozen=True, slots=True)
class Activate(Option):
    """Game end: resolve the non-scoring GAME END ability of the fish on this slot."""

    slot: int

    def __str__(self) -> str:
        return f"activate {slot_name(self.slot)}"


@dataclass(frozen=True, slots=True)
class Skip(Option):
    """Decline: skip this benefit or the rest of an ability, keep no card, or finish."""

    def __str__(self) -> str:
        return "skip"


SKIP = Skip()
DRAW = DrawCard()


def _card_number(name: str, text: str) -> int:
    try:
        return CATALOG.by_name(name).number
    except KeyError:
        raise OptionSyntaxError(f"{text!r}: no fish named {name!r}") from None


def _slot(name: str, text: str) -> int:
    try:
        return parse_slot(name)
    except ValueError as exc:
        raise OptionSyntaxError(f"{text!r}: {exc}") from None


def parse_option(text: str) -> Option:
    """The option whose text form is ``text`` (whitespace and case are forgiven)."""
    words = text.split()
    if not words:
        raise OptionSyntaxError("an empty option")
    verb, rest = words[0].lower(), words[1:]
    tail = " ".join(rest)
    if verb == "skip" and not rest:
        return SKIP
    if verb == "draw" and not rest:
        return DRAW
    if verb == "dive" and len(rest) == 1:
        try:
            return Dive(int(Column.parse(rest[0])))
        except ValueError as exc:
            raise OptionSyntaxError(f"{text!r}: {exc}") from None
    if verb == "play" and rest:
        return PlayFish(_card_number(tail, text))
    if verb == "place" and len(rest) == 1:
        return Place(_slot(rest[0], text))
    if verb == "discard" and rest:
        return DiscardCard(_card_number(tail, text))
    if verb == "pay" and len(rest) == 2 and rest[0].lower() in ("egg", "young", "school"):
        return PayToken(Token(rest[0].lower()), _slot(rest[1], text))
    if verb == "egg" and len(rest) == 1:
        return LayEgg(_slot(rest[0], text))
    if verb == "egg" and len(rest) == 3 and [w.lower() for w in rest[:2]] == ["on", "each"]:
        return EggEach(rest[2].lower())
    if verb == "hatch" and len(rest) == 1:
        return HatchEgg(_slot(rest[0], text))
    if verb == "young" and len(rest) == 1:
        return AddYoung(_slot(rest[0], text))
    if verb == "move" and len(rest) == 3 and rest[0].lower() in ("young", "school"):
        return MoveToken(Token(rest[0].lower()), _slot(rest[1], text), _slot(rest[2], text))
    if verb == "retrieve" and rest:
        return RetrieveCard(_card_number(tail, text))
    if verb == "tuck" and rest:
        return TuckCard(_card_number(tail, text))
    if verb == "keep" and rest:
        return KeepCard(_card_number(tail, text))
    if verb == "activate" and len(rest) == 1:
        return Activate(_slot(rest[0], text))
    raise OptionSyntaxError(f"cannot read option {text!r}")
