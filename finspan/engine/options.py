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

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar

from .catalog import CATALOG
from .kinds import Token
from .ocean import Column, parse_slot, slot_name


class OptionSyntaxError(ValueError):
    """An option's text could not be read."""


class Option:
    """Base of all options. Subclasses are frozen dataclasses that declare their ``verb``
    once; ``str(option)`` is the verb followed by the fields' text forms (a fish's name, a
    slot's name, a dive site, a token, a target word), which `parse_option` reads back."""

    __slots__ = ()
    verb: ClassVar[str] = ""
    #: The fields' names in text order (set for each subclass from its dataclass fields).
    _args: ClassVar[tuple[str, ...]] = ()

    def __str__(self) -> str:
        words = [self.verb]
        for name in self._args:
            words.append(_WRITE[name](getattr(self, name)))
        return " ".join(words)


def _card(number: int) -> str:
    return CATALOG[number].name


def _option(cls: type[_O]) -> type[_O]:
    """Make ``cls`` a frozen dataclass option and register its verb for `parse_option`."""
    dc = dataclass(frozen=True, slots=True)(cls)
    dc._args = tuple(f.name for f in fields(dc))
    OPTION_TYPES.append(dc)
    return dc


_O = TypeVar("_O", bound=Option)
#: Every option type, in the order `parse_option` tries them.
OPTION_TYPES: list[type[Option]] = []


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


#: How each field is written, and read back from its words.
_WRITE: dict[str, Callable[[Any], str]] = {
    "card": _card,
    "slot": slot_name,
    "from_slot": slot_name,
    "to_slot": slot_name,
    "column": lambda c: Column(c).label,
    "token": str,
    "target": str,
}
_READ: dict[str, Callable[[str], Any]] = {
    "card": _card_number,
    "slot": parse_slot,
    "from_slot": parse_slot,
    "to_slot": parse_slot,
    "column": lambda w: int(Column.parse(w)),
    "token": _token,
    "target": str.lower,
}


def _read(cls: type[Option], words: list[str]) -> Option | None:
    """``cls`` from the words after its verb, or None if their number does not fit.
    Raises ValueError for a word that does not name what it should."""
    args = cls._args
    if args and args[-1] == "card":  # a fish's name may have several words: it comes last
        if len(words) < len(args):
            return None
        values = [*words[: len(args) - 1], " ".join(words[len(args) - 1 :])]
    elif len(words) != len(args):
        return None
    else:
        values = words
    option = cls(*(_READ[name](w) for name, w in zip(args, values, strict=True)))
    if isinstance(option, MoveToken) and option.token is Token.EGG:
        raise ValueError("only a young or a school moves")
    return option


def parse_option(text: str) -> Option:
    """The option whose text form is ``text`` (whitespace and case are forgiven).

    Raises `OptionSyntaxError` naming what it could not read.
    """
    words = text.split()
    if not words:
        raise OptionSyntaxError("an empty option")
    lowered = [w.lower() for w in words]
    for cls, verb in _PARSE_ORDER:
        if lowered[: len(verb)] != verb:
            continue
        try:
            option = _read(cls, words[len(verb) :])
        except ValueError as exc:
            raise OptionSyntaxError(f"{text!r}: {exc}") from None
        if option is not None:
            return option
    raise OptionSyntaxError(f"cannot read option {text!r}")


#: Option types with their verbs' words, longest verb first ("egg on each" before "egg").
_PARSE_ORDER: tuple[tuple[type[Option], list[str]], ...] = tuple(
    (cls, cls.verb.split()) for cls in sorted(OPTION_TYPES, key=lambda c: -len(c.verb.split()))
)
