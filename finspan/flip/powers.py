"""The animals' powers (FLIP-RULES.md 7): when each triggers, what it may do, and doing it.

A trigger waiting in ``table.triggers`` is a tuple: ``(kind, card, place)`` for a movement
power (the animal flipped; where it is now is looked up by its id, as other powers may have
moved it), ``(RAY, card, place, key, rows, columns)`` for a group of rays freed (``key``
their animal and direction, ``rows``/``columns`` bit masks of the lines of the group's rays
that have their power), ``(SWORDFISH, card, place, places)`` for swordfish freed
(``places``: bit mask of where the freed swordfish with their power lay). A power is only
offered where it changes something; a player may always skip it.
"""

from __future__ import annotations

from .cards import CODE_COLOUR, CODE_ID, CODE_KEY, CODE_KIND, KINDS, OIL
from .events import CardMoved, Event, PowerSkipped, PowerUsed, WasteUnderPile
from .kinds import AnimalType, RayLines
from .moves import flip, free, move, queue, silenced, switch
from .net import H
from .options import (
    DOLPHIN_FLIP,
    JELLYFISH_MOVE,
    OCTOPUS_FLIP,
    RAY_FREE,
    SHARK_FREE,
    SWORDFISH_FREE,
    TURTLE_MOVE,
    WHALE_SINK,
    DolphinFlip,
    OctopusFlip,
    Option,
    RayFree,
    Skip,
    SwordfishFree,
)
from .state import (
    DOLPHIN,
    JELLYFISH,
    OCTOPUS,
    RAY,
    SWORDFISH,
    TURTLE,
    WHALE,
    Table,
)

Trigger = tuple[int, ...]


def place_of(g: Table, card: int) -> int:
    """Where card ``card`` lies in the net, or -1 if it has left it."""
    cells = g.cells
    for p in g.geo.places:
        if cells[p] and CODE_ID[cells[p]] == card:
            return p
    return -1


def power_options(g: Table, trigger: Trigger) -> tuple[int, tuple[Option, ...]]:
    """(the place the decision is about, the uses of ``trigger``'s power now, without
    ``skip``); no uses if the power may not act or would change nothing."""
    kind, card = trigger[0], trigger[1]
    if not g.can_use(kind, card):
        return -1, ()
    cells, geo = g.cells, g.geo
    if kind == RAY:
        return trigger[2], _ray_options(g, trigger)
    if kind == SWORDFISH:
        return trigger[2], tuple(SWORDFISH_FREE[q] for q in _swordfish_targets(g, trigger[3]))
    p = place_of(g, card)
    if p < 0 or silenced(g, p):
        return p, ()
    code = cells[p]
    if kind == DOLPHIN:
        return p, tuple(
            DOLPHIN_FLIP[q] for q in geo.neighbours[p] if cells[q] and CODE_KIND[cells[q]] < 8
        )  # fmt: skip
    if kind == OCTOPUS:
        colour = CODE_COLOUR[code]
        return p, tuple(
            OCTOPUS_FLIP[q] for q in geo.places
            if q != p and cells[q] and CODE_COLOUR[cells[q]] == colour
        )  # fmt: skip
    if kind == WHALE:
        return p, (WHALE_SINK,) if p % H else ()
    if kind == TURTLE:
        return p, (TURTLE_MOVE,) if geo.contains(_turtle_target(p, code)) else ()
    if kind == JELLYFISH:
        to = _jellyfish_target(p, code)
        return p, (JELLYFISH_MOVE,) if geo.contains(to) and cells[to] else ()
    return p, (SHARK_FREE,)  # the shark


def _turtle_target(place: int, code: int) -> int:
    # Facing 0 swims right: one column on; facing 1 left. Off the net's side is no place.
    column = place // H + (-1 if code & 1 else 1)
    return column * H + place % H if 0 <= column < 4 else -1


def _jellyfish_target(place: int, code: int) -> int:
    # Facing 0 swims up, facing 1 down; the row stays within its column.
    row = place % H + (-1 if code & 1 else 1)
    return place - place % H + row if 0 <= row < H else -1


def _ray_sets(g: Table, trigger: Trigger) -> tuple[list[int], list[int]]:
    """The other rays swimming the group's way in its rows, and in its columns."""
    key, rows, columns = trigger[3], trigger[4], trigger[5]
    cells = g.cells
    in_rows: list[int] = []
    in_columns: list[int] = []
    for q in g.geo.places:
        code = cells[q]
        if code and CODE_KEY[code] == key:
            if (rows >> (q % H)) & 1:
                in_rows.append(q)
            if (columns >> (q // H)) & 1:
                in_columns.append(q)
    return in_rows, in_columns


def _ray_options(g: Table, trigger: Trigger) -> tuple[Option, ...]:
    in_rows, in_columns = _ray_sets(g, trigger)
    both = sorted(set(in_rows) | set(in_columns), key=g.geo.order.__getitem__)
    options: list[Option] = []
    if in_rows:
        options.append(RAY_FREE[RayLines.ROWS])
    if in_columns and in_columns != in_rows:
        options.append(RAY_FREE[RayLines.COLUMNS])
    if both not in (in_rows, in_columns):
        options.append(RAY_FREE[RayLines.BOTH])
    return tuple(options)


def _swordfish_targets(g: Table, places: int) -> list[int]:
    """The cards next to the freed swordfish that the power may free: an animal, or plastic
    or metal waste (never oil)."""
    cells, geo = g.cells, g.geo
    found: set[int] = set()
    for p in geo.places:
        if (places >> p) & 1:
            for q in geo.neighbours[p]:
                if cells[q] and CODE_KIND[cells[q]] != OIL and not (places >> q) & 1:
                    found.add(q)
    return sorted(found, key=geo.order.__getitem__)


def use_power(g: Table, trigger: Trigger, option: Option, ev: list[Event]) -> None:
    """Carry out ``option`` (a use of ``trigger``'s power, or skip) and drop the trigger."""
    g.triggers.pop(0)
    kind, card = trigger[0], trigger[1]
    power = KINDS[kind].value
    if isinstance(option, Skip):
        place = trigger[2] if kind in (RAY, SWORDFISH) else place_of(g, card)
        ev.append(PowerSkipped(g.current, power, place))
        return
    g.mark_used(kind, card)
    if kind == RAY:
        ev.append(PowerUsed(g.current, power, trigger[2]))
        assert isinstance(option, RayFree)
        in_rows, in_columns = _ray_sets(g, trigger)
        chosen = {RayLines.ROWS: in_rows, RayLines.COLUMNS: in_columns}.get(
            option.lines, sorted(set(in_rows) | set(in_columns), key=g.geo.order.__getitem__)
        )
        for q in chosen:
            free(g, q, AnimalType.RAY.value, ev)
        return
    if kind == SWORDFISH:
        ev.append(PowerUsed(g.current, power, trigger[2]))
        assert isinstance(option, SwordfishFree)
        _swordfish_free(g, option.place, ev)
        return
    p = place_of(g, card)
    ev.append(PowerUsed(g.current, power, p))
    cells = g.cells
    if isinstance(option, (DolphinFlip, OctopusFlip)):
        new: list[Trigger] = []
        flip(g, option.place, ev, new)
        queue(g, new)  # a power's flip may trigger another power at once
    elif kind == WHALE:
        _sink(g, p, ev)
    elif kind == TURTLE:
        to = _turtle_target(p, cells[p])
        if cells[to]:
            switch(g, p, to, ev)
        else:
            move(g, p, to, ev)  # into an empty place: it falls when lowering
    elif kind == JELLYFISH:
        switch(g, p, _jellyfish_target(p, cells[p]), ev)
    else:  # the shark frees itself
        free(g, p, AnimalType.SHARK.value, ev)


def _sink(g: Table, place: int, ev: list[Event]) -> None:
    """The whale goes to the bottom of its column; the cards below it move up one place
    (each counts as moved)."""
    cells = g.cells
    base = place - place % H
    whale = cells[place]
    cells[place] = 0
    ev.append(CardMoved(CODE_ID[whale], place, base))
    for q in range(place - 1, base - 1, -1):  # the highest first, into the place above
        if cells[q]:
            move(g, q, q + 1, ev)
    cells[base] = whale
    g.moved |= 1 << CODE_ID[whale]


def _swordfish_free(g: Table, place: int, ev: list[Event]) -> None:
    """An animal goes to the discard pile; plastic or metal waste under the draw pile."""
    code = g.cells[place]
    if CODE_KIND[code] < 8:
        free(g, place, AnimalType.SWORDFISH.value, ev)
        return
    g.cells[place] = 0
    g.pile.insert(0, code)
    g.known += 1
    ev.append(WasteUnderPile(place, CODE_ID[code]))
