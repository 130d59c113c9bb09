"""Freeing and lowering (FLIP-RULES.md 4, steps 2 and 3): every group holding a moved card
leaves the net at once; the rays and swordfish freed may trigger their evasive powers; then
the cards fall, and the falling cards count as moved, so freeing may follow again.
"""

from __future__ import annotations

from .cards import CODE_ID, CODE_KEY, CODE_KIND, KINDS
from .events import CardFell, Event, GroupFreed
from .moves import direction_word, queue, silenced
from .net import H, groups, lower
from .state import RAY, SWORDFISH, Table


def free_groups(g: Table, ev: list[Event]) -> bool:
    """Free every group with a moved card, all at once, and queue the evasive powers of the
    rays and swordfish among them (through those of their cards not next to oil). Returns
    whether any group was freed."""
    cells = g.cells
    found = groups(cells, g.geo, g.moved, RAY if g.advanced else -1)
    if not found:
        return False
    triggers: list[tuple[int, ...]] = []
    for group in found:
        code = cells[group[0]]
        kind = CODE_KIND[code]
        if kind in (RAY, SWORDFISH) and g.can_use(kind, CODE_ID[code]):
            powered = [p for p in group if not silenced(g, p)]
            if powered:
                first = powered[0]
                card = CODE_ID[cells[first]]
                if kind == RAY:
                    rows = columns = 0
                    for p in powered:
                        rows |= 1 << (p % H)
                        columns |= 1 << (p // H)
                    triggers.append((RAY, card, first, CODE_KEY[code], rows, columns))
                else:
                    mask = 0
                    for p in powered:
                        mask |= 1 << p
                    triggers.append((SWORDFISH, card, first, mask))
    for group in found:
        code = cells[group[0]]
        cards = tuple(CODE_ID[cells[p]] for p in group)
        for p in group:
            cells[p] = 0
        if g.coop:  # the competitive game's wait in ``freed`` until the bid settles
            g.discard.extend(cards)
        g.freed.extend(cards)
        ev.append(GroupFreed(KINDS[CODE_KIND[code]].value, direction_word(code), tuple(group),
                             cards))  # fmt: skip
    queue(g, triggers)
    return True


def lower_cards(g: Table, ev: list[Event]) -> bool:
    """Let the cards fall; each that fell counts as moved. Returns whether any fell."""
    fell = lower(g.cells, g.geo)
    for code, place, to in fell:
        card = CODE_ID[code]
        g.moved |= 1 << card
        ev.append(CardFell(card, place, to))
    return bool(fell)
