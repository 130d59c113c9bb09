"""The fields of a position text: reading and checking one value, one card list, one slot.

Owns `PositionError` and the small readers `finspan.engine.position` builds a game from:
typed and bounded values (`_get`, `_int`, `_points`, `_name`), fish names (`_fish_number`,
`_card_list`) and a slot's text (`_parse_slot_text`, checked by `_check_slot`). Every
problem is a `PositionError` whose one-line message starts with the field at fault; values
from the text are shown escaped and shortened. Pure: no I/O, no game.
"""

from __future__ import annotations

from typing import Any

from .catalog import CATALOG
from .ocean import zone_of
from .state import Slot

#: Points of a finished week in a position are at most this (far above any real game).
MAX_POINTS = 999


class PositionError(ValueError):
    """A position text is malformed; the message starts with the field at fault."""

    def __init__(self, field: str, problem: str) -> None:
        field = _shown(field, 80)
        problem = " ".join(_shown(problem, 300).split())  # always one line
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def _shown(text: str, limit: int) -> str:
    """``text`` for a message: control characters escaped, at most ``limit`` characters."""
    out = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in str(text))
    return out if len(out) <= limit else out[: limit - 1] + "…"


def _int(d: dict[str, Any], key: str, field: str, lo: int, hi: int, default: Any = ...) -> int:
    """A whole number ``lo``..``hi`` at ``d[key]`` (or ``default`` if missing)."""
    if key not in d and default is not ...:
        return int(default)
    value: int = _get(d, key, int, field)
    if not lo <= value <= hi:
        raise PositionError(f"{field}{key}", f"must be {lo}..{hi}, not {_shown(repr(value), 40)}")
    return value


def _points(d: dict[str, Any], key: str, field: str, lo: int = 0) -> list[int]:
    """A list of at most 3 whole numbers ``lo``..`MAX_POINTS` (points of finished weeks)."""
    values = _get(d, key, list, field, [])
    if len(values) > 3 or not all(
        isinstance(v, int) and not isinstance(v, bool) and lo <= v <= MAX_POINTS for v in values
    ):
        raise PositionError(
            field + key, f"must be a list of up to 3 points (whole numbers {lo}..{MAX_POINTS})"
        )
    return list(values)


def _name(d: dict[str, Any], key: str, field: str, limit: int, default: Any = ...) -> str:
    """Printable text of at most ``limit`` characters (a seat's name or colour)."""
    value: str = _get(d, key, str, field, default)
    if len(value) > limit:
        raise PositionError(field + key, f"is at most {limit} characters")
    bad = next((ch for ch in value if not ch.isprintable()), None)
    if bad is not None:
        raise PositionError(field + key, f"holds a control character (U+{ord(bad):04X})")
    return value


def _get(
    d: dict[str, Any], key: str, kind: type | tuple[type, ...], field: str, default: Any = ...
) -> Any:
    """``d[key]`` if it is of type ``kind`` (a bool is not an int), ``default`` if missing
    (required when ``default`` is not given). Raises `PositionError`."""
    if key not in d:
        if default is ...:
            raise PositionError(f"{field}{key}", "is missing")
        return default
    value = d[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise PositionError(f"{field}{key}", f"must be {names}, not {_shown(repr(value), 40)}")
    return value


def _fish_number(name: Any, field: str) -> int:
    if not isinstance(name, str):
        raise PositionError(field, f"a fish is named by a string, not {_shown(repr(name), 40)}")
    try:
        return CATALOG.by_name(name).number
    except KeyError:
        raise PositionError(field, f"{_shown(repr(name), 60)} is not the name of a fish") from None


def _card_list(d: dict[str, Any], key: str, field: str) -> list[int]:
    names = _get(d, key, list, field, [])
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
                field, f"cannot read token {_shown(repr(token), 40)} (egg, young, N young, school)"
            )
        if word in ("egg", "eggs"):
            s.egg += count
        elif word == "young":
            s.young += count
        elif word in ("school", "schools"):
            s.school += count
        else:
            raise PositionError(
                field, f"unknown token {_shown(repr(token), 40)} (egg, young, N young, school)"
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
