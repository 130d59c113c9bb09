"""The fields of a position text: reading and checking one value, one card list, one slot.

The small Finspan readers `finspan.engine.position` builds a game from, beside the core's
(`finspan.core.position`: `PositionError`, typed and bounded values): points (`_points`),
fish names (`_fish_number`, `_card_list`) and a slot's text (`_parse_slot_text`, checked by
`_check_slot`). Every
problem is a `PositionError` whose one-line message starts with the field at fault; values
from the text are shown escaped and shortened. Pure: no I/O, no game.
"""

from __future__ import annotations

from typing import Any

from ..core.position import PositionError, get_value, shown
from .catalog import CATALOG
from .ocean import zone_of
from .state import Slot

#: Points of a finished week in a position are at most this (far above any real game).
MAX_POINTS = 999


def _points(d: dict[str, Any], key: str, field: str, lo: int = 0) -> list[int]:
    """A list of at most 3 whole numbers ``lo``..`MAX_POINTS` (points of finished weeks)."""
    values = get_value(d, key, list, field, [])
    if len(values) > 3 or not all(
        isinstance(v, int) and not isinstance(v, bool) and lo <= v <= MAX_POINTS for v in values
    ):
        raise PositionError(
            field + key, f"must be a list of up to 3 points (whole numbers {lo}..{MAX_POINTS})"
        )
    return list(values)


def _fish_number(name: Any, field: str) -> int:
    if not isinstance(name, str):
        raise PositionError(field, f"a fish is named by a string, not {shown(repr(name), 40)}")
    try:
        return CATALOG.by_name(name).number
    except KeyError:
        raise PositionError(field, f"{shown(repr(name), 60)} is not the name of a fish") from None


def _card_list(d: dict[str, Any], key: str, field: str) -> list[int]:
    names = get_value(d, key, list, field, [])
    return [_fish_number(n, f"{field}{key}[{i}]") for i, n in enumerate(names)]


def _parse_slot_text(text: Any, slot: int, field: str) -> Slot:
    if not isinstance(text, str):
        raise PositionError(field, f"a slot is described by a string, not {text!r}")
    parts = [p.strip() for p in text.split(",")]
    fish: list[int] = []
    tokens = parts
    first = parts[0]
    if first and not _is_token(first):
        tokens = parts[1:]
        if first.lower() != "empty":
            fish = [_fish_number(n.strip(), field) for n in first.split(" over ")]
            fish.reverse()  # listed top first; stored bottom to top
    forage = CATALOG.forage_at.get(slot)
    if forage is not None:
        number = forage.fish.number
        if number in fish[1:]:
            raise PositionError(field, f"{forage.fish.name} is printed at the bottom of the slot")
        if not fish or fish[0] != number:
            fish.insert(0, number)
    for n in fish:
        if CATALOG.by_number[n].is_forage and (forage is None or n != forage.fish.number):
            raise PositionError(field, f"{CATALOG.by_number[n].name} is printed on another slot")
    s = Slot(fish)
    for token in tokens:
        if not token:
            continue
        words = token.split()
        count = 1
        if len(words) == 2 and _is_count(words[0]):
            count, word = int(words[0]), words[1].lower()
        elif len(words) == 1:
            word = words[0].lower()
        else:
            raise PositionError(
                field, f"cannot read token {shown(repr(token), 40)} (egg, young, N young, school)"
            )
        if word in ("egg", "eggs"):
            s.egg += count
        elif word == "young":
            s.young += count
        elif word in ("school", "schools"):
            s.school += count
        else:
            raise PositionError(
                field, f"unknown token {shown(repr(token), 40)} (egg, young, N young, school)"
            )
    _check_slot(s, slot, field)
    return s


def _is_count(word: str) -> bool:
    """An ASCII whole number of at most 2 digits ("²" or "٣" is not a count)."""
    return word.isascii() and word.isdigit() and len(word) <= 2


def _is_token(text: str) -> bool:
    words = text.lower().split()
    if len(words) == 2 and _is_count(words[0]):
        words = words[1:]
    return len(words) == 1 and words[0] in ("egg", "eggs", "young", "school", "schools")


def _check_slot(s: Slot, slot: int, field: str) -> None:
    if s.egg > 1:
        raise PositionError(field, "a fish holds at most 1 egg")
    if s.egg and not s.fish:
        raise PositionError(field, "eggs sit only on fish, and this slot has none")
    if s.school > 1:
        raise PositionError(field, "a slot never holds 2 schools")
    if s.young >= 3 and not s.school:
        raise PositionError(field, "3 or more young with no school would have formed a school")
    if s.fish:
        top = CATALOG.by_number[s.fish[-1]]
        zone = zone_of(slot)
        if not top.is_forage:
            if zone not in top.zones or (top.deepwater_only and slot // 3 + 1 != 6):
                raise PositionError(field, f"{top.name} cannot be in the {zone.value} zone here")
            if top.band is not None and slot % 3 != top.band:
                raise PositionError(
                    field, f"{top.name} goes only in the {top.band.label} dive site"
                )
        for n in s.fish[:-1]:
            if CATALOG.by_number[n].length_cm >= top.length_cm:
                raise PositionError(
                    field, f"{top.name} must be longer than every fish under it, "
                    f"but {CATALOG.by_number[n].name} is not shorter",
                )  # fmt: skip
