"""The card catalog: every fish of the game as validated, immutable data, and the ability model.

Owns the `Fish` record and the small set of typed ability effects. It reads only its own
packaged, read-only data (``data/fish.json`` and the forage fish of ``data/provisional.toml``)
once at import; it holds no game state and never touches the player's files.

Ability notation used in ``fish.json`` (one string per card)::

    <trigger>[, all players]: <effect>, <effect>, ...

    trigger   when played | if activated | game end
    effect    draw | retrieve | egg | hatch | young | move | tuck
              play a fish into <location>
              egg on each <location or characteristic>
              <N> points if <condition>
    location  estuary | deepwater | sunlight | blue | purple | green
    characteristic  predator | small | medium | large
    condition no tokens | <N>+ fish under | exactly <N> young | in deepwater | school
              | egg+young+school
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from importlib import resources
from typing import Any

from .kinds import Size, Trigger
from .ocean import Column, Location, Zone, parse_slot, zone_of
from .provisional import PROVISIONAL


class CatalogError(ValueError):
    """The catalog data is malformed; the message names the card and the field."""


TAG_NAMES: tuple[str, ...] = ("predator", "bioluminescent", "camouflage", "electric", "venomous")


# --- Ability effects --------------------------------------------------------------------------


class Effect:
    """One icon of an ability. Subclasses are small frozen records."""

    __slots__ = ()

    #: Short name used in the notation and in option texts.
    kind: str = ""

    @property
    def notation(self) -> str:
        return self.kind

    @property
    def words(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    kind = "draw"

    @property
    def words(self) -> str:
        return "draw 1 card from the fish deck"


@dataclass(frozen=True, slots=True)
class Retrieve(Effect):
    kind = "retrieve"

    @property
    def words(self) -> str:
        return "take any card from your discard pile into your hand (draw if it is empty)"


@dataclass(frozen=True, slots=True)
class Egg(Effect):
    kind = "egg"

    @property
    def words(self) -> str:
        return "put an egg on one of your fish that has none"


@dataclass(frozen=True, slots=True)
class Hatch(Effect):
    kind = "hatch"

    @property
    def words(self) -> str:
        return "hatch one of your eggs into a young"


@dataclass(frozen=True, slots=True)
class Young(Effect):
    kind = "young"

    @property
    def words(self) -> str:
        return "put a young on any of your fish or on an empty slot"


@dataclass(frozen=True, slots=True)
class Move(Effect):
    kind = "move"

    @property
    def words(self) -> str:
        return "move 1 young or 1 school any number of slots in a straight line"


@dataclass(frozen=True, slots=True)
class Tuck(Effect):
    kind = "tuck"

    @property
    def words(self) -> str:
        return "tuck a shorter card from your hand under this fish (it counts as consumed)"


@dataclass(frozen=True, slots=True)
class PlayInto(Effect):
    """Play a card from hand, paying its cost and obeying every placement rule, into a place."""

    location: Location
    kind = "play"

    @property
    def notation(self) -> str:
        return f"play a fish into {self.location.value}"

    @property
    def words(self) -> str:
        return f"play a fish from your hand into {self.location.words}, paying its cost"


#: What "egg on each X" may name besides a location.
CHARACTERISTICS: tuple[str, ...] = ("predator", "small", "medium", "large")


@dataclass(frozen=True, slots=True)
class EggOnEach(Effect):
    """Put an egg on each of your fish without one in a location or with a characteristic."""

    target: str  # a Location value or one of CHARACTERISTICS
    kind = "egg_each"

    @property
    def notation(self) -> str:
        return f"egg on each {self.target}"

    @property
    def words(self) -> str:
        if self.target in CHARACTERISTICS:
            what = "predator fish" if self.target == "predator" else f"{self.target} fish"
            return f"put an egg on each of your {what} that has none"
        return f"put an egg on each of your fish in {Location(self.target).words} that has none"


class Condition(StrEnum):
    NO_TOKENS = "no tokens"
    FISH_UNDER = "fish under"
    EXACTLY_YOUNG = "exactly young"
    IN_DEEPWATER = "in deepwater"
    SCHOOL = "school"
    EGG_YOUNG_SCHOOL = "egg+young+school"


@dataclass(frozen=True, slots=True)
class PointsIf(Effect):
    """GAME END: points if a condition holds for this fish (RULES.md 7)."""

    points: int
    condition: Condition
    amount: int = 0  # N in "N+ fish under" / "exactly N young"
    kind = "points"

    @property
    def notation(self) -> str:
        cond = {
            Condition.FISH_UNDER: f"{self.amount}+ fish under",
            Condition.EXACTLY_YOUNG: f"exactly {self.amount} young",
        }.get(self.condition, self.condition.value)
        return f"{self.points} points if {cond}"

    @property
    def words(self) -> str:
        cond = {
            Condition.NO_TOKENS: "this fish has no egg, young or school on it",
            Condition.FISH_UNDER: f"{self.amount} or more fish are under this one",
            Condition.EXACTLY_YOUNG: f"exactly {self.amount} young are on this fish",
            Condition.IN_DEEPWATER: "this fish is in the deepwater row",
            Condition.SCHOOL: "a school is on this fish",
            Condition.EGG_YOUNG_SCHOOL: "an egg, a young and a school are all on this fish",
        }[self.condition]
        return f"{self.points} points if {cond}"


_SIMPLE: dict[str, Effect] = {
    e.kind: e for e in (Draw(), Retrieve(), Egg(), Hatch(), Young(), Move(), Tuck())
}


@dataclass(frozen=True, slots=True)
class Ability:
    trigger: Trigger
    effects: tuple[Effect, ...]
    all_players: bool = False

    @property
    def scores(self) -> bool:
        """True for a GAME END ability that awards points."""
        return any(isinstance(e, PointsIf) for e in self.effects)

    @property
    def notation(self) -> str:
        head = self.trigger.value.replace("_", " ")
        if self.all_players:
            head += ", all players"
        return f"{head}: " + ", ".join(e.notation for e in self.effects)

    @property
    def words(self) -> str:
        """The ability in plain words, e.g. 'WHEN PLAYED (all players): hatch one ...'."""
        head = self.trigger.words + (" (all players)" if self.all_players else "")
        return f"{head}: " + "; ".join(e.words for e in self.effects) + "."


def parse_ability(text: str) -> Ability:
    """Parse the catalog's ability notation; ValueError naming the bad part otherwise."""
    head, sep, body = text.partition(":")
    if not sep:
        raise ValueError(f"ability {text!r} has no ':' after its trigger")
    head_parts = [p.strip() for p in head.split(",")]
    try:
        trigger = Trigger(head_parts[0].replace(" ", "_"))
    except ValueError:
        raise ValueError(f"unknown trigger {head_parts[0]!r}") from None
    all_players = False
    if len(head_parts) == 2 and head_parts[1] == "all players":
        all_players = True
    elif len(head_parts) > 1:
        raise ValueError(f"unexpected {', '.join(head_parts[1:])!r} after the trigger")
    effects = tuple(_parse_effect(part.strip()) for part in body.split(","))
    if not effects:
        raise ValueError("ability has no effects")
    return Ability(trigger, effects, all_players)


_POINTS_RE = re.compile(r"^(\d+) points if (.+)$")


def _parse_effect(text: str) -> Effect:
    if text in _SIMPLE:
        return _SIMPLE[text]
    if text.startswith("play a fish into "):
        return PlayInto(Location(text.removeprefix("play a fish into ")))
    if text.startswith("egg on each "):
        target = text.removeprefix("egg on each ")
        if target not in CHARACTERISTICS and target not in Location.__members__.values():
            raise ValueError(f"unknown egg target {target!r}")
        return EggOnEach(target)
    m = _POINTS_RE.match(text)
    if m:
        points, cond = int(m.group(1)), m.group(2)
        if m2 := re.fullmatch(r"(\d+)\+ fish under", cond):
            return PointsIf(points, Condition.FISH_UNDER, int(m2.group(1)))
        if m2 := re.fullmatch(r"exactly (\d+) young", cond):
            return PointsIf(points, Condition.EXACTLY_YOUNG, int(m2.group(1)))
        try:
            return PointsIf(points, Condition(cond))
        except ValueError:
            raise ValueError(f"unknown condition {cond!r}") from None
    raise ValueError(f"unknown effect {text!r}")


# --- Fish ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    cards: int = 0
    eggs: int = 0
    young: int = 0
    schools: int = 0
    consume: bool = False

    @property
    def is_free(self) -> bool:
        return not (self.cards or self.eggs or self.young or self.schools or self.consume)

    @property
    def words(self) -> str:
        parts = []
        for n, one, many in (
            (self.cards, "card", "cards"),
            (self.eggs, "egg", "eggs"),
            (self.young, "young", "young"),
            (self.schools, "school", "schools"),
        ):
            if n:
                parts.append(f"{n} {one if n == 1 else many}")
        if self.consume:
            parts.append("consume a shorter fish")
        return ", ".join(parts) if parts else "free"


@dataclass(frozen=True, slots=True)
class Tags:
    predator: int = 0
    bioluminescent: int = 0
    camouflage: int = 0
    electric: int = 0  # 1 = active electrolocation, 2 = electric discharge
    venomous: int = 0

    def as_dict(self) -> dict[str, int]:
        return {name: getattr(self, name) for name in TAG_NAMES}

    @property
    def words(self) -> str:
        names = []
        if self.predator:
            names.append("Über predator" if self.predator > 1 else "predator")
        if self.bioluminescent:
            names.append("bioluminescent")
        if self.camouflage:
            names.append("camouflage")
        if self.electric:
            names.append("electric discharge" if self.electric > 1 else "active electrolocation")
        if self.venomous:
            names.append("venomous")
        return ", ".join(names)


@dataclass(frozen=True, slots=True)
class Fish:
    """One fish: a card of the fish deck or starter deck, or a forage fish printed on the mat."""

    number: int
    name: str
    scientific_name: str
    group: str  # "main", "starter" or "forage"
    points: int
    length_cm: int
    size: Size
    zones: tuple[Zone, ...]
    deepwater_only: bool
    band: Column | None
    cost: Cost
    tags: Tags
    ability: Ability | None

    @property
    def is_forage(self) -> bool:
        return self.group == "forage"

    @property
    def trigger(self) -> Trigger | None:
        return self.ability.trigger if self.ability else None

    @property
    def all_players(self) -> bool:
        return bool(self.ability and self.ability.all_players)


@dataclass(frozen=True, slots=True)
class ForageFish:
    fish: Fish
    slot: int
    start_token: str  # "egg" or "young"


class Catalog:
    """All fish by number, in catalog order: 125 main, 10 starter, then the 3 forage fish."""

    def __init__(self, fish: list[Fish], forage: list[ForageFish]) -> None:
        self.forage: tuple[ForageFish, ...] = tuple(forage)
        self.all: tuple[Fish, ...] = tuple(fish) + tuple(f.fish for f in forage)
        self.by_number: dict[int, Fish] = {f.number: f for f in self.all}
        self._by_name = {f.name.casefold(): f for f in self.all}
        if len(self.by_number) != len(self.all) or len(self._by_name) != len(self.all):
            raise CatalogError("fish numbers and names must be unique")
        self.main: tuple[int, ...] = tuple(f.number for f in fish if f.group == "main")
        self.starter: tuple[int, ...] = tuple(f.number for f in fish if f.group == "starter")

    def __getitem__(self, number: int) -> Fish:
        return self.by_number[number]

    def __len__(self) -> int:
        return len(self.all)

    def by_name(self, name: str) -> Fish:
        """The fish with this name (case-insensitive); KeyError with a hint otherwise."""
        try:
            return self._by_name[name.strip().casefold()]
        except KeyError:
            raise KeyError(f"no fish named {name!r}") from None

    @cached_property
    def forage_at(self) -> dict[int, ForageFish]:
        return {f.slot: f for f in self.forage}


def _size_for(length_cm: int) -> Size:
    classes = PROVISIONAL.size_classes
    if length_cm < classes.small_below_cm:
        return Size.SMALL
    return Size.MEDIUM if length_cm < classes.large_from_cm else Size.LARGE


_FISH_KEYS = {
    "number", "name", "scientific_name", "group", "points", "length_cm", "size", "zones",
    "deepwater_only", "band", "cost", "tags", "ability",
}  # fmt: skip


def _fish_from_entry(entry: dict[str, Any]) -> Fish:
    label = f"fish {entry.get('number', '?')} ({entry.get('name', '?')})"

    def need(key: str, kind: type) -> Any:
        if key not in entry:
            raise CatalogError(f"{label}: field {key!r} is missing")
        value = entry[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise CatalogError(f"{label}: field {key!r} must be {kind.__name__}, not {value!r}")
        return value

    unknown = set(entry) - _FISH_KEYS
    if unknown:
        raise CatalogError(f"{label}: unknown field(s) {sorted(unknown)}")
    try:
        zones = tuple(Zone(z) for z in need("zones", list))
        size = Size(need("size", str))
        band = Column.parse(entry["band"]) if "band" in entry else None
        cost_entry = need("cost", dict)
        cost = Cost(**cost_entry)
        tags = Tags(**need("tags", dict))
        ability = parse_ability(entry["ability"]) if "ability" in entry else None
    except (ValueError, TypeError) as exc:
        raise CatalogError(f"{label}: {exc}") from None
    group = need("group", str)
    if group not in ("main", "starter"):
        raise CatalogError(f"{label}: group must be 'main' or 'starter'")
    fish = Fish(
        number=need("number", int),
        name=need("name", str),
        scientific_name=need("scientific_name", str),
        group=group,
        points=need("points", int),
        length_cm=need("length_cm", int),
        size=size,
        zones=zones,
        deepwater_only=bool(entry.get("deepwater_only", False)),
        band=band,
        cost=cost,
        tags=tags,
        ability=ability,
    )
    if not zones:
        raise CatalogError(f"{label}: a fish needs at least one zone")
    if fish.deepwater_only and zones != (Zone.MIDNIGHT,):
        raise CatalogError(f"{label}: a deepwater-only fish must have only the midnight zone")
    if fish.length_cm <= 0 or fish.points < 0:
        raise CatalogError(f"{label}: length must be positive and points not negative")
    return fish


def _load() -> Catalog:
    text = resources.files(__package__).joinpath("data/fish.json").read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CatalogError(f"fish.json is not valid JSON: {exc}") from None
    fish = [_fish_from_entry(e) for e in data.get("fish", [])]
    forage = []
    for f in PROVISIONAL.forage_fish:
        slot = parse_slot(f["slot"])
        forage.append(
            ForageFish(
                Fish(
                    number=f["number"],
                    name=f["name"],
                    scientific_name=f["scientific_name"],
                    group="forage",
                    points=0,
                    length_cm=f["length_cm"],
                    size=_size_for(f["length_cm"]),
                    zones=(zone_of(slot),),
                    deepwater_only=False,
                    band=None,
                    cost=Cost(),
                    tags=Tags(),
                    ability=None,
                ),
                slot,
                f["start_token"],
            )
        )
    return Catalog(fish, forage)


#: The one catalog, loaded and validated at import.
CATALOG: Catalog = _load()
