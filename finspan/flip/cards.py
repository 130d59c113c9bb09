"""The cards of Fish'n'Flip as numbers, and their text.

Every card of the box has an id: the animals first (whale 0-9, swordfish 10-19, ... ray
60-69, shark 70-78), then the waste (plastic 79-84, metal 85-87, oil 88-90). A card lying
in the net or a pile is a *code* that also holds its facing: ``(id + 1) * 2 + facing`` (0 is
never a code: it is an empty place). Facing 0 swims right (a jellyfish up), facing 1 left
(down); waste always has facing 0. The tables below are indexed by code, so the rules read a
card's animal, group key, colour and direction with one lookup. Pure; nothing mutable.
"""

from __future__ import annotations

from dataclasses import dataclass

from .kinds import AnimalType, Direction, WasteKind
from .provisional import CARDS_PER_ANIMAL, PROVISIONAL, WASTE_IN_BOX

ANIMALS: tuple[AnimalType, ...] = tuple(AnimalType)
WASTES: tuple[WasteKind, ...] = tuple(WasteKind)
#: Kind numbers: 0-7 the animals (in `ANIMALS` order), then the waste kinds.
KINDS: tuple[AnimalType | WasteKind, ...] = (*ANIMALS, *WASTES)
KIND_NUMBER: dict[AnimalType | WasteKind, int] = {k: i for i, k in enumerate(KINDS)}
PLASTIC, METAL, OIL = (KIND_NUMBER[w] for w in WASTES)
COLOURS: tuple[str, ...] = PROVISIONAL.colours

_ids_of: dict[AnimalType | WasteKind, tuple[int, ...]] = {}
_kind: list[int] = []
_colour: list[int] = []
for _animal in ANIMALS:
    _ids_of[_animal] = tuple(range(len(_kind), len(_kind) + CARDS_PER_ANIMAL[_animal]))
    _kind += [KIND_NUMBER[_animal]] * CARDS_PER_ANIMAL[_animal]
    _colour += PROVISIONAL.colour_sequence[_animal]
for _waste in WASTES:
    _ids_of[_waste] = tuple(range(len(_kind), len(_kind) + WASTE_IN_BOX[_waste]))
    _kind += [KIND_NUMBER[_waste]] * WASTE_IN_BOX[_waste]
    _colour += [-1] * WASTE_IN_BOX[_waste]

#: Every card's id, by animal or waste kind, in id order.
IDS_OF: dict[AnimalType | WasteKind, tuple[int, ...]] = _ids_of
N_CARDS = len(_kind)
#: By card id: its kind number and its colour number (-1 for waste).
ID_KIND: tuple[int, ...] = tuple(_kind)
ID_COLOUR: tuple[int, ...] = tuple(_colour)


def code(card: int, facing: int = 0) -> int:
    """The code of card ``card`` lying with ``facing`` (0 or 1; waste always 0)."""
    return (card + 1) * 2 + (facing if ID_KIND[card] < 8 else 0)


N_CODES = (N_CARDS + 1) * 2
_codes = range(N_CODES)
#: By code: the card's id (-1 for 0 and 1, which are no card).
CODE_ID: tuple[int, ...] = tuple(c // 2 - 1 for c in _codes)
#: By code: the kind number (-1 for no card).
CODE_KIND: tuple[int, ...] = tuple(ID_KIND[c // 2 - 1] if c >= 2 else -1 for c in _codes)
#: By code: the colour number (-1 for waste and no card).
CODE_COLOUR: tuple[int, ...] = tuple(ID_COLOUR[c // 2 - 1] if c >= 2 else -1 for c in _codes)
#: By code: what groups with what (the same animal swimming the same way); -1 for waste.
CODE_KEY: tuple[int, ...] = tuple(
    k * 2 + (c & 1) if 0 <= (k := CODE_KIND[c]) < 8 else -1 for c in _codes
)
#: By code: the code after a flip (an animal turns round; waste stays as it is).
FLIPPED: tuple[int, ...] = tuple(c ^ 1 if 0 <= CODE_KIND[c] < 8 else c for c in _codes)


def direction_of(kind: int, facing: int) -> Direction:
    """The way an animal of kind number ``kind`` swims with ``facing``."""
    if KINDS[kind] is AnimalType.JELLYFISH:
        return Direction.DOWN if facing else Direction.UP
    return Direction.LEFT if facing else Direction.RIGHT


def facing_of(kind: int, direction: Direction) -> int:
    """The facing of an animal of kind number ``kind`` swimming ``direction`` (raises
    ValueError if that animal never swims that way)."""
    for facing in (0, 1):
        if direction_of(kind, facing) is direction:
            return facing
    raise ValueError(f"{_a(kind)} swims {' or '.join(_ways(kind))}, not {direction}")


def _a(kind: int) -> str:
    """'a dolphin', 'an octopus'."""
    name = KINDS[kind].value
    return ("an " if name[0] in "aeiou" else "a ") + name


def _ways(kind: int) -> tuple[str, str]:
    return (direction_of(kind, 0).value, direction_of(kind, 1).value)


@dataclass(frozen=True, slots=True)
class Card:
    """What a player sees of a card: its id, animal or waste kind, direction and colour
    (both None for waste). ``str(card)`` is its text, e.g. ``dolphin right coral``."""

    id: int
    kind: AnimalType | WasteKind
    direction: Direction | None
    colour: str | None

    @property
    def is_animal(self) -> bool:
        return isinstance(self.kind, AnimalType)

    def __str__(self) -> str:
        if self.colour is None:
            return self.kind.value
        if self.direction is None:  # a card off the net: its facing does not matter
            return f"{self.kind.value} {self.colour}"
        return f"{self.kind.value} {self.direction.value} {self.colour}"


def _view(c: int) -> Card | None:
    if c < 2:
        return None
    card, kind = CODE_ID[c], CODE_KIND[c]
    if kind >= 8:
        return Card(card, KINDS[kind], None, None)
    return Card(card, KINDS[kind], direction_of(kind, c & 1), COLOURS[CODE_COLOUR[c]])


#: By code: the `Card` a player sees (None for 0 and 1).
CARDS: tuple[Card | None, ...] = tuple(_view(c) for c in _codes)
#: By code: the way the card swims, as a word ("" for waste and no card).
DIRECTION_WORDS: tuple[str, ...] = tuple(
    v.direction.value if v is not None and v.direction is not None else "" for v in CARDS
)
#: By card id: the card off the net, without a direction.
ID_CARDS: tuple[Card, ...] = tuple(
    Card(i, KINDS[ID_KIND[i]], None, COLOURS[ID_COLOUR[i]] if ID_COLOUR[i] >= 0 else None)
    for i in range(N_CARDS)
)


def card_view(c: int) -> Card:
    """The `Card` of code ``c`` (raises ValueError for a code that is no card)."""
    view = CARDS[c] if 0 <= c < N_CODES else None
    if view is None:
        raise ValueError(f"{c} is not a card's code")
    return view


def card_text(c: int, *, direction: bool = True) -> str:
    """A card's text: ``dolphin right coral``, ``plastic``; without the direction
    ``dolphin coral`` (for cards off the net, whose facing does not matter)."""
    view = card_view(c)
    return str(view) if direction else str(ID_CARDS[view.id])


@dataclass(frozen=True, slots=True)
class CardText:
    """A card's text read back: its kind number, facing (None if not given) and colour
    number (-1 for waste)."""

    kind: int
    facing: int | None
    colour: int


def parse_card(text: str) -> CardText:
    """Read ``dolphin right coral``, ``dolphin coral`` (no direction) or ``plastic``.
    Raises ValueError saying what is wrong."""
    words = text.lower().split()
    if not words:
        raise ValueError("a card's text is empty")
    kind = next((k for k in KINDS if k.value == words[0]), None)
    if kind is None:
        raise ValueError(f"{words[0]!r} is no animal or waste")
    number = KIND_NUMBER[kind]
    if number >= 8:
        if len(words) != 1:
            raise ValueError(f"waste has no direction or colour: {text!r}")
        return CardText(number, 0, -1)
    if len(words) not in (2, 3):
        raise ValueError(f"an animal card is written like 'dolphin right coral', not {text!r}")
    facing: int | None = None
    if len(words) == 3:
        try:
            facing = facing_of(number, Direction(words[1]))
        except ValueError:
            ways = " or ".join(_ways(number))
            raise ValueError(f"{_a(number)} swims {ways}, not {words[1]!r}") from None
    if words[-1] not in COLOURS:
        raise ValueError(f"{words[-1]!r} is no colour ({', '.join(COLOURS)})")
    return CardText(number, facing, COLOURS.index(words[-1]))


def cards_of(kind: int, colour: int) -> tuple[int, ...]:
    """The ids of the cards of kind number ``kind`` and colour number ``colour`` (any
    colour, -1, for waste), in id order."""
    return tuple(i for i in IDS_OF[KINDS[kind]] if ID_COLOUR[i] == colour)
