"""Counting for achievements (RULES.md 8) and the end-of-game score (RULES.md 10).

Pure functions of a `PlayerState`; nothing here changes state. "Fish" means visible fish
(the top of a slot), cards and forage; consumed fish are not fish.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.frozen import set_slots_directly
from .catalog import CATALOG, Condition, PointsIf
from .kinds import Size, Trigger
from .ocean import COLUMNS, ROWS, slot_of
from .provisional import PROVISIONAL, AchievementTile
from .state import PlayerState

#: Side A's fixed achievements (RULES.md 8): week 1 eggs and young, week 2 rows, week 3 schools.
SIDE_A: dict[int, AchievementTile] = {
    1: AchievementTile("eggs_and_young", 1, "eggs_and_young", 1),
    2: AchievementTile("rows_of_fish", 2, "rows_of_fish", 2),
    3: AchievementTile("schools", 3, "schools", 2),
}

#: Plain words for each achievement tile id, as players say them.
TILE_WORDS: dict[str, str] = {
    "eggs_and_young": "eggs and/or young",
    "small_fish": "small fish",
    "fish": "fish",
    "young_w1": "young",
    "predator_tags": "each predator tag",
    "consumed_fish": "consumed fish",
    "rows_of_fish": "rows of fish",
    "young_w2": "young",
    "fish_with_tokens": "fish with tokens",
    "other_tags": "each bioluminescent, camouflage, electrolocation or venomous tag",
    "every_2_eggs": "every 2 eggs",
    "medium_fish": "medium fish",
    "schools": "schools",
    "young_w3": "young",
    "every_3_eggs": "every 3 eggs",
    "large_fish": "large fish",
    "fish_without_tokens": "fish without tokens",
    "if_activated_cards": '"IF ACTIVATED" cards',
}


def tile_words(tile: AchievementTile) -> str:
    """e.g. '2 points per row of fish' style: '<points> per <unit words>'."""
    return f"{tile.points} per {TILE_WORDS.get(tile.id, tile.id)}"


def _size_count(player: PlayerState, size: Size) -> int:
    fish = CATALOG.by_number
    return sum(1 for _, n in player.visible_fish() if fish[n].size is size)


def measure(player: PlayerState, name: str) -> int:
    """How many units of a measure (see provisional.MEASURES) this player's ocean has."""
    ocean = player.ocean
    fish = CATALOG.by_number
    if name == "eggs_and_young":
        return player.count("egg") + player.count("young")
    if name == "eggs":
        return player.count("egg")
    if name == "young":
        return player.count("young")
    if name == "schools":
        return player.count("school")
    if name == "fish":
        return len(player.visible_fish())
    if name == "small_fish":
        return _size_count(player, Size.SMALL)
    if name == "medium_fish":
        return _size_count(player, Size.MEDIUM)
    if name == "large_fish":
        return _size_count(player, Size.LARGE)
    if name == "predator_tags":
        return sum(fish[n].tags.predator for _, n in player.visible_fish())
    if name == "other_tags":
        total = 0
        discharge = PROVISIONAL.electric_discharge_counts_as_electrolocation
        for _, n in player.visible_fish():
            t = fish[n].tags
            electro = 0 if not t.electric else (1 if t.electric == 1 else discharge)
            total += t.bioluminescent + t.camouflage + electro + t.venomous
        return total
    if name == "consumed_fish":
        return sum(s.consumed for s in ocean)
    if name == "rows_of_fish":
        rows = 0
        for slots in _ROW_SLOTS:  # loops, not sum(all(...)): every game's week 2 counts rows
            for s in slots:
                if not ocean[s].fish:
                    break
            else:
                rows += 1
        return rows
    if name == "fish_with_tokens":
        return sum(1 for s in ocean if s.fish and s.has_tokens)
    if name == "fish_without_tokens":
        return sum(1 for s in ocean if s.fish and not s.has_tokens)
    if name == "if_activated_cards":
        return sum(1 for _, n in player.visible_fish() if fish[n].trigger is Trigger.IF_ACTIVATED)
    raise KeyError(f"unknown measure {name!r}")


#: The slots of each row, left to right.
_ROW_SLOTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(slot_of(c, row) for c in COLUMNS) for row in ROWS
)


def achievement_units(player: PlayerState, tile: AchievementTile) -> int:
    return measure(player, tile.measure) // tile.per


def achievement_points(units: int, tile: AchievementTile) -> int:
    return units * tile.points


def condition_holds(player: PlayerState, slot: int, effect: PointsIf) -> bool:
    """Whether a GAME END points condition holds for the fish on ``slot``."""
    s = player.ocean[slot]
    cond = effect.condition
    if cond is Condition.NO_TOKENS:
        return not s.has_tokens
    if cond is Condition.FISH_UNDER:
        return s.consumed >= effect.amount
    if cond is Condition.EXACTLY_YOUNG:
        return s.young == effect.amount
    if cond is Condition.IN_DEEPWATER:
        return slot // 3 + 1 == 6
    if cond is Condition.SCHOOL:
        return s.school >= 1
    if cond is Condition.EGG_YOUNG_SCHOOL:
        return bool(s.egg and s.young and s.school)
    raise KeyError(cond)


def game_end_points(player: PlayerState) -> int:
    """GAME END points of visible fish (never consumed fish)."""
    total = 0
    for slot, n in player.visible_fish():
        ability = CATALOG.by_number[n].ability
        if ability is None or ability.trigger is not Trigger.GAME_END:
            continue
        for effect in ability.effects:
            if isinstance(effect, PointsIf) and condition_holds(player, slot, effect):
                total += effect.points
    return total


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """A player's score (RULES.md 10.2): ``total`` is the sum of the other fields."""

    achievements: int
    bonus: int
    fish: int
    game_end: int
    consumed: int
    eggs: int
    young: int
    schools: int

    @property
    def total(self) -> int:
        return (
            self.achievements + self.bonus + self.fish + self.game_end + self.consumed
            + self.eggs + self.young + self.schools
        )  # fmt: skip

    def to_dict(self) -> dict[str, int]:
        return {
            "total": self.total, "achievements": self.achievements, "bonus": self.bonus,
            "fish": self.fish, "game_end": self.game_end, "consumed": self.consumed,
            "eggs": self.eggs, "young": self.young, "schools": self.schools,
        }  # fmt: skip


set_slots_directly(ScoreBreakdown)  # every game's end, every playout's


def score(player: PlayerState) -> ScoreBreakdown:
    """The player's score if the game ended now (achievements so far included)."""
    points = _POINTS
    fish = game_end = consumed = eggs = young = schools = 0
    for slot, s in enumerate(player.ocean):  # one pass: a search scores every playout
        eggs += s.egg
        young += s.young
        schools += s.school
        stack = s.fish
        if stack:
            top = stack[-1]
            fish += points[top]
            consumed += len(stack) - 1
            if top in _GAME_END_POINTS:
                for effect in _GAME_END_POINTS[top]:
                    if condition_holds(player, slot, effect):
                        game_end += effect.points
    return ScoreBreakdown(
        achievements=sum(player.achievements),
        bonus=sum(player.bonuses),
        fish=fish,
        game_end=game_end,
        consumed=consumed,
        eggs=eggs,
        young=young,
        schools=6 * schools,
    )


#: Printed points of each fish, by number.
_POINTS: dict[int, int] = {f.number: f.points for f in CATALOG.all}
#: The GAME END points effects of the fish that have them, by number.
_GAME_END_POINTS: dict[int, tuple[PointsIf, ...]] = {
    f.number: tuple(e for e in f.ability.effects if isinstance(e, PointsIf))
    for f in CATALOG.all
    if f.ability is not None and f.ability.trigger is Trigger.GAME_END and f.ability.scores
}
