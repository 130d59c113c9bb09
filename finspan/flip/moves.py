"""The small steps every rule is made of: flip a card, switch two, move one, free one, and
queue the powers that trigger. Each changes the table, marks what moved (FLIP-RULES.md 4:
every card flipped, switched or moved counts as moved) and appends its events.

Pure rules: no choice is made here; the callers (`finspan.flip.actions`,
`finspan.flip.powers`, `finspan.flip.freeing`) decide what to do.
"""

from __future__ import annotations

from .cards import CODE_ID, CODE_KIND, DIRECTION_WORDS, FLIPPED, KINDS, OIL
from .events import CardFlipped, CardFreed, CardMoved, CardsSwitched, Event
from .provisional import PROVISIONAL
from .state import RAY, SWORDFISH, Table

#: By kind number: the rank of its power in the provisional order of simultaneous triggers.
TRIGGER_RANK: tuple[int, ...] = tuple(
    PROVISIONAL.trigger_order.index(kind) if n < 8 else 99
    for n, kind in enumerate(KINDS)
)


def silenced(g: Table, place: int) -> bool:
    """Whether the animal at ``place`` has no power: it is next to oil (FLIP-RULES.md 7)."""
    if not g.advanced:
        return False  # only the advanced game has oil
    cells = g.cells
    return any(CODE_KIND[cells[q]] == OIL for q in g.geo.neighbours[place])


def direction_word(code: int) -> str:
    """The way the card of ``code`` swims ("" for waste)."""
    return DIRECTION_WORDS[code]


def flip(g: Table, place: int, ev: list[Event], triggers: list[tuple[int, ...]]) -> None:
    """Flip the card at ``place``; if it is an animal whose movement power may act, add
    its trigger to ``triggers``."""
    code = FLIPPED[g.cells[place]]
    g.cells[place] = code
    card = CODE_ID[code]
    g.moved |= 1 << card
    ev.append(CardFlipped(place, card, direction_word(code)))
    kind = CODE_KIND[code]
    if kind < 8 and kind != RAY and kind != SWORDFISH and g.can_use(kind, card):
        triggers.append((kind, card, place))


def switch(g: Table, place: int, other: int, ev: list[Event]) -> None:
    """Switch the cards at two places (both count as moved)."""
    cells = g.cells
    a, b = cells[place], cells[other]
    cells[place], cells[other] = b, a
    g.moved |= (1 << CODE_ID[a]) | (1 << CODE_ID[b])
    ev.append(CardsSwitched(place, other, CODE_ID[a], CODE_ID[b]))


def move(g: Table, place: int, to: int, ev: list[Event]) -> None:
    """Move the card at ``place`` to the empty place ``to`` (it counts as moved)."""
    cells = g.cells
    code = cells[place]
    cells[to], cells[place] = code, 0
    g.moved |= 1 << CODE_ID[code]
    ev.append(CardMoved(CODE_ID[code], place, to))


def free(g: Table, place: int, by: str, ev: list[Event]) -> int:
    """Free the animal at ``place`` on its own: it goes to the discard pile. Returns its id."""
    card = CODE_ID[g.cells[place]]
    g.cells[place] = 0
    if g.coop:  # the competitive game's freed cards wait in ``freed`` until the bid settles
        g.discard.append(card)
    g.freed.append(card)
    ev.append(CardFreed(place, card, by))
    return card


def queue(g: Table, new: list[tuple[int, ...]]) -> None:
    """Put triggers that happened at once before those waiting (a power's chain resolves
    first), in the provisional order of powers (stable: a power's triggers stay in the
    order their cards were flipped)."""
    if new:
        new.sort(key=lambda t: TRIGGER_RANK[t[0]])
        g.triggers[0:0] = new
