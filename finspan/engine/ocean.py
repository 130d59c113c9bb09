"""The geometry of an ocean mat (RULES.md 2): dive sites, rows, zones and slots.

Owns only fixed facts about the mat and the names used for places; it holds no game state.
A slot is an int 0..17, ``(row - 1) * 3 + column``, named by its dive site's initial and its
row: ``B1`` is the blue dive site's estuary slot, ``G6`` the green dive site's deepwater slot.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class Column(IntEnum):
    """The three dive sites (columns), left to right."""

    BLUE = 0
    PURPLE = 1
    GREEN = 2

    @property
    def label(self) -> str:
        return self.name.lower()

    @property
    def initial(self) -> str:
        return self.name[0]

    @classmethod
    def parse(cls, text: str) -> Column:
        """Column from ``blue``/``purple``/``green`` (any case); ValueError otherwise."""
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown dive site {text!r} (blue, purple or green)") from None


class Zone(StrEnum):
    SUNLIGHT = "sunlight"
    TWILIGHT = "twilight"
    MIDNIGHT = "midnight"


COLUMNS: tuple[Column, ...] = (Column.BLUE, Column.PURPLE, Column.GREEN)
ROWS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
ESTUARY_ROW = 1
DEEPWATER_ROW = 6
N_SLOTS = 18

#: The zone of each row (rows 1-3 Sunlight, row 4 Twilight, rows 5-6 Midnight).
ZONE_OF_ROW: dict[int, Zone] = {
    1: Zone.SUNLIGHT,
    2: Zone.SUNLIGHT,
    3: Zone.SUNLIGHT,
    4: Zone.TWILIGHT,
    5: Zone.MIDNIGHT,
    6: Zone.MIDNIGHT,
}
ROWS_OF_ZONE: dict[Zone, tuple[int, ...]] = {
    Zone.SUNLIGHT: (1, 2, 3),
    Zone.TWILIGHT: (4,),
    Zone.MIDNIGHT: (5, 6),
}
ZONES: tuple[Zone, ...] = (Zone.SUNLIGHT, Zone.TWILIGHT, Zone.MIDNIGHT)


def slot_of(column: int, row: int) -> int:
    """The slot index of a dive site and a row (1-6)."""
    return (row - 1) * 3 + int(column)


def row_of(slot: int) -> int:
    return slot // 3 + 1


def column_of(slot: int) -> Column:
    return Column(slot % 3)


def zone_of(slot: int) -> Zone:
    return ZONE_OF_ROW[slot // 3 + 1]


def _slot_name(slot: int) -> str:
    return f"{Column(slot % 3).initial}{slot // 3 + 1}"


SLOT_NAMES: tuple[str, ...] = tuple(_slot_name(s) for s in range(N_SLOTS))


def slot_name(slot: int) -> str:
    """``B1`` .. ``G6``."""
    return SLOT_NAMES[slot] if 0 <= slot < N_SLOTS else _slot_name(slot)
_SLOT_BY_NAME = {name: i for i, name in enumerate(SLOT_NAMES)}


def parse_slot(text: str) -> int:
    """Slot index from a name like ``P4``; ValueError naming the text otherwise."""
    slot = _SLOT_BY_NAME.get(text.strip().upper())
    if slot is None:
        raise ValueError(f"unknown slot {text!r}: a dive site initial B, P or G and a row 1-6")
    return slot


def column_slots(column: int) -> tuple[int, ...]:
    """The 6 slots of a dive site, top to bottom."""
    return tuple(slot_of(column, row) for row in ROWS)


def row_slots(row: int) -> tuple[int, ...]:
    return tuple(slot_of(c, row) for c in COLUMNS)


def zone_slots(column: int, zone: Zone) -> tuple[int, ...]:
    return tuple(slot_of(column, row) for row in ROWS_OF_ZONE[zone])


def _lines_from(slot: int) -> tuple[tuple[int, ...], ...]:
    """The four straight lines leaving a slot (up, down, left, right), nearest slot first."""
    row, col = row_of(slot), int(column_of(slot))
    up = tuple(slot_of(col, r) for r in range(row - 1, 0, -1))
    down = tuple(slot_of(col, r) for r in range(row + 1, 7))
    left = tuple(slot_of(c, row) for c in range(col - 1, -1, -1))
    right = tuple(slot_of(c, row) for c in range(col + 1, 3))
    return tuple(line for line in (up, down, left, right) if line)


#: For each slot, the straight lines a young or school may move along (RULES.md 7, Move).
LINES_FROM: tuple[tuple[tuple[int, ...], ...], ...] = tuple(_lines_from(s) for s in range(N_SLOTS))


class Location(StrEnum):
    """Places named by abilities: "play a fish into X" and "egg on each X"."""

    ESTUARY = "estuary"
    DEEPWATER = "deepwater"
    SUNLIGHT = "sunlight"
    BLUE = "blue"
    PURPLE = "purple"
    GREEN = "green"

    def slots(self) -> frozenset[int]:
        return LOCATION_SLOTS[self]

    @property
    def words(self) -> str:
        return {
            "estuary": "the estuary row",
            "deepwater": "the deepwater row",
            "sunlight": "the Sunlight zone",
            "blue": "the blue dive site",
            "purple": "the purple dive site",
            "green": "the green dive site",
        }[self.value]


LOCATION_SLOTS: dict[Location, frozenset[int]] = {
    Location.ESTUARY: frozenset(row_slots(ESTUARY_ROW)),
    Location.DEEPWATER: frozenset(row_slots(DEEPWATER_ROW)),
    Location.SUNLIGHT: frozenset(s for r in (1, 2, 3) for s in row_slots(r)),
    Location.BLUE: frozenset(column_slots(Column.BLUE)),
    Location.PURPLE: frozenset(column_slots(Column.PURPLE)),
    Location.GREEN: frozenset(column_slots(Column.GREEN)),
}
