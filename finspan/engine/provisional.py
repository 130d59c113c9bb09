"""The provisional values of RULES.md, loaded once from ``data/provisional.toml`` and validated.

Owns nothing but reading that one packaged, read-only file; every provisional number the
engine uses comes from `PROVISIONAL`. A malformed file raises `ProvisionalError` at import,
naming the section and the problem.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

BENEFITS = ("draw", "egg", "hatch", "move", "retrieve")
BONUS_PLACES = ("above_sunlight", "above_twilight", "above_midnight", "bottom")
MEASURES = (
    "eggs_and_young", "small_fish", "fish", "young", "predator_tags", "consumed_fish",
    "rows_of_fish", "fish_with_tokens", "other_tags", "eggs", "medium_fish", "schools",
    "large_fish", "fish_without_tokens", "if_activated_cards",
)  # fmt: skip


class ProvisionalError(ValueError):
    """The provisional-values file is malformed."""


@dataclass(frozen=True, slots=True)
class SizeClasses:
    small_below_cm: int
    large_from_cm: int


@dataclass(frozen=True, slots=True)
class AchievementTile:
    """One achievement: ``points`` per ``per`` units of ``measure`` (RULES.md 8)."""

    id: str
    week: int
    measure: str
    points: int
    per: int = 1


@dataclass(frozen=True, slots=True)
class DecisionCard:
    """A Nautoma decision card (RULES.md 11): marker step, then a play or a dive."""

    id: str
    marker: str  # "place", "remove" or "none"
    action: str  # "play" or "dive"
    dive: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RavelCard:
    id: str
    column: str
    rows: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Provisional:
    forage_fish: tuple[dict[str, Any], ...]
    dive_site_bonuses: dict[str, dict[str, str]]
    size_classes: SizeClasses
    electric_discharge_counts_as_electrolocation: int
    achievement_tiles_b: tuple[AchievementTile, ...]
    side_b_bonus_points: int
    side_b_bonus_needs_points_above_zero: bool
    nautoma_gain_if_activated: str
    nautoma_gain_when_played: str
    decision_cards: tuple[DecisionCard, ...]
    nautoma_bonus_difficulties: frozenset[int]
    stormy_base: dict[str, int]
    ravel_cards: tuple[RavelCard, ...]

    def tile(self, tile_id: str) -> AchievementTile:
        for t in self.achievement_tiles_b:
            if t.id == tile_id:
                return t
        raise KeyError(f"no side B achievement tile {tile_id!r}")


def _require(cond: bool, where: str, problem: str) -> None:
    if not cond:
        raise ProvisionalError(f"provisional.toml, {where}: {problem}")


def parse(text: str) -> Provisional:
    """Parse and validate the provisional-values TOML text."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ProvisionalError(f"provisional.toml is not valid TOML: {exc}") from None

    forage = tuple(data.get("forage_fish", []))
    _require(len(forage) == 3, "forage_fish", "there must be exactly 3 forage fish")
    for f in forage:
        for key in ("number", "name", "scientific_name", "slot", "length_cm", "start_token"):
            _require(key in f, "forage_fish", f"{f.get('name', '?')} lacks {key!r}")
        _require(f["start_token"] in ("egg", "young"), "forage_fish", "start_token is egg/young")

    bonuses = data.get("dive_site_bonuses", {})
    for column in ("blue", "purple", "green"):
        _require(column in bonuses, "dive_site_bonuses", f"{column} is missing")
        for place in BONUS_PLACES:
            value = bonuses[column].get(place)
            _require(value in BENEFITS, f"dive_site_bonuses.{column}", f"{place} = {value!r}")

    sizes = data.get("size_classes", {})
    size_classes = SizeClasses(int(sizes["small_below_cm"]), int(sizes["large_from_cm"]))
    _require(
        0 < size_classes.small_below_cm < size_classes.large_from_cm,
        "size_classes",
        "small_below_cm must be below large_from_cm",
    )

    board = data.get("achievements_b", {})
    tiles = []
    for t in board.get("tile", []):
        tile = AchievementTile(
            t["id"], int(t["week"]), t["measure"], int(t["points"]), t.get("per", 1)
        )
        _require(tile.measure in MEASURES, f"tile {tile.id}", f"unknown measure {tile.measure!r}")
        _require(tile.week in (1, 2, 3), f"tile {tile.id}", "week must be 1, 2 or 3")
        _require(tile.per >= 1 and tile.points >= 0, f"tile {tile.id}", "per >= 1, points >= 0")
        tiles.append(tile)
    for week in (1, 2, 3):
        n = sum(1 for t in tiles if t.week == week)
        _require(n == 6, "achievements_b", f"week {week} must have 6 tile options, has {n}")

    nautoma = data.get("nautoma", {})
    gains = (
        nautoma.get("gain_for_if_activated_all_players"),
        nautoma.get("gain_for_when_played_all_players"),
    )
    for g in gains:
        _require(g in ("egg", "young"), "nautoma", f"gain {g!r} must be egg or young")
    bonus_levels = nautoma.get("achievement_bonus_difficulties", [5])
    _require(
        isinstance(bonus_levels, list) and all(x in (1, 2, 3, 4, 5) for x in bonus_levels),
        "nautoma.achievement_bonus_difficulties",
        "is a list of difficulties 1-5",
    )
    cards = []
    for c in nautoma.get("decision_card", []):
        card = DecisionCard(c["id"], c["marker"], c["action"], tuple(c.get("dive", ())))
        _require(card.marker in ("place", "remove", "none"), f"card {card.id}", "bad marker")
        _require(card.action in ("play", "dive"), f"card {card.id}", "action is play or dive")
        _require(
            all(s in ("school", "hatch", "gain_eggs") for s in card.dive),
            f"card {card.id}",
            "dive steps are school, hatch, gain_eggs",
        )
        _require((card.action == "dive") == bool(card.dive), f"card {card.id}", "dive steps")
        cards.append(card)
    _require(len(cards) == 7, "nautoma.decision_card", "the decision deck has 7 cards")
    stormy = {k: int(v) for k, v in nautoma.get("stormy_base", {}).items()}
    _require(
        set(stormy) == {t.id for t in tiles},
        "nautoma.stormy_base",
        "needs one base value per achievement tile id",
    )
    ravel: list[RavelCard] = []
    for r in nautoma.get("ravel_card", []):
        rcard = RavelCard(r["id"], r["column"], tuple(int(x) for x in r["rows"]))
        _require(rcard.column in ("blue", "purple", "green"), f"ravel {rcard.id}", "bad column")
        _require(all(1 <= x <= 6 for x in rcard.rows), f"ravel {rcard.id}", "rows are 1-6")
        ravel.append(rcard)
    _require(len(ravel) == 6, "nautoma.ravel_card", "there are 6 Ravel cards")

    return Provisional(
        forage_fish=forage,
        dive_site_bonuses={k: dict(v) for k, v in bonuses.items()},
        size_classes=size_classes,
        electric_discharge_counts_as_electrolocation=int(
            data.get("tags", {}).get("electric_discharge_counts_as_electrolocation", 1)
        ),
        achievement_tiles_b=tuple(tiles),
        side_b_bonus_points=int(board.get("bonus_points", 3)),
        side_b_bonus_needs_points_above_zero=bool(board.get("bonus_needs_points_above_zero", True)),
        nautoma_gain_if_activated=gains[0],
        nautoma_gain_when_played=gains[1],
        decision_cards=tuple(cards),
        nautoma_bonus_difficulties=frozenset(bonus_levels),
        stormy_base=stormy,
        ravel_cards=tuple(ravel),
    )


def _load() -> Provisional:
    text = (
        resources.files(__package__).joinpath("data/provisional.toml").read_text(encoding="utf-8")
    )
    return parse(text)


#: The provisional values, loaded and validated at import.
PROVISIONAL: Provisional = _load()
