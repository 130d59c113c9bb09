"""Built-in policies that choose options: uniformly at random, or greedily for points.

A policy is a callable ``(game, rng) -> Option`` returning one of ``game.options``; it never
changes the game. `greedy` values each option with rules of thumb a player would use
(points now, tokens that score, schools, cheap costs) and picks the best; ties go to the
first option, so it is deterministic given the game.
"""

from __future__ import annotations

from collections.abc import Callable

from .catalog import CATALOG, Condition, Fish, PointsIf
from .game import Game
from .kinds import Trigger
from .ocean import COLUMNS, slot_of
from .options import (
    Activate,
    AddYoung,
    DiscardCard,
    Dive,
    DrawCard,
    EggEach,
    EggSome,
    HatchEgg,
    KeepCard,
    LayEgg,
    MoveToken,
    Option,
    PayToken,
    Place,
    PlayFish,
    RetrieveCard,
    Skip,
    TuckCard,
)
from .preview import dive_preview
from .rng import Rng
from .rules import egg_each_slots
from .state import PlayerState, Slot

Policy = Callable[[Game, Rng], Option]

#: Rough worth, in points, of one benefit icon (used for dives and abilities).
ICON_VALUE = {
    "draw": 0.8, "retrieve": 0.9, "egg": 1.0, "hatch": 0.7, "young": 1.4, "move": 0.5,
    "tuck": 0.8, "play": 2.0, "egg_each": 2.0, "points": 0.0,
}  # fmt: skip


def random_policy(game: Game, rng: Rng) -> Option:
    """Any legal option, uniformly."""
    options = game.options
    return options[rng.below(len(options))]


def greedy_policy(game: Game, rng: Rng) -> Option:
    """The option with the highest rule-of-thumb value (first on ties)."""
    d = game.decision
    assert d is not None
    p = game.players[d.player]
    best, best_value = d.options[0], float("-inf")
    for option in d.options:
        value = _value(game, p, d.kind, option, d.card, d.slot)
        if value > best_value:
            best, best_value = option, value
    return best


def option_values(game: Game) -> list[float]:
    """`greedy_policy`'s rule-of-thumb value of each of the pending decision's options."""
    d = game.decision
    assert d is not None
    p = game.players[d.player]
    return [_value(game, p, d.kind, option, d.card, d.slot) for option in d.options]


POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy}


# --- Rules of thumb ------------------------------------------------------------------------------


def _fish_value(game: Game, p: PlayerState, fish: Fish) -> float:
    """What playing this fish is worth: printed points, a fish for achievements, its ability,
    minus what its cost takes away."""
    value = fish.points + 1.0
    ability = fish.ability
    if ability is not None:
        icons = sum(ICON_VALUE[e.kind] for e in ability.effects)
        if ability.trigger is Trigger.WHEN_PLAYED:
            value += icons
        elif ability.trigger is Trigger.IF_ACTIVATED:
            value += icons * max(0, 4 - game.week) * 0.8  # more dives left early in the game
        elif ability.scores:
            value += 0.4 * sum(e.points for e in ability.effects if isinstance(e, PointsIf))
        else:
            value += icons
    cost = fish.cost
    value -= 0.7 * cost.cards + 1.1 * cost.eggs + 1.3 * cost.young + 7.0 * cost.schools
    return value


def _dive_value(game: Game, p: PlayerState, column: int) -> float:
    """What a dive would give now (`dive_preview`): its bonuses first, then its fish."""
    steps = [step for step in dive_preview(p, column) if step.available]
    value = 0.0
    for step in steps:
        if step.card is None:
            value += _icon_worth(p, step.icons[0])
    for step in steps:
        if step.card is not None:  # IF ACTIVATED icons are simple: notation is the kind
            value += sum(_icon_worth(p, icon) for icon in step.icons)
    return value


def _icon_worth(p: PlayerState, kind: str) -> float:
    """An icon is worth less when there is nothing to use it on."""
    if kind == "hatch" and not p.count("egg"):
        return 0.0
    if kind == "egg" and all(s.egg or not s.fish for s in p.ocean):
        return 0.0
    if kind == "move" and not (p.count("young") or p.count("school")):
        return 0.0
    return ICON_VALUE.get(kind, 0.5)


def _slot_value(game: Game, p: PlayerState, card: int, slot: int) -> float:
    s = p.ocean[slot]
    value = 0.0
    if s.top is not None:
        covered = CATALOG.by_number[s.top]
        value += 1.0 - covered.points  # a consumed fish scores 1 but its points are lost
        if covered.ability is not None and covered.ability.trigger is Trigger.IF_ACTIVATED:
            value -= 1.0
    else:
        row = slot // 3 + 1
        filled = sum(1 for c in COLUMNS if p.ocean[slot_of(c, row)].fish)
        value += 0.3 * filled  # towards a row of fish
    fish = CATALOG.by_number[card]
    if fish.ability is not None:
        for e in fish.ability.effects:
            if isinstance(e, PointsIf):
                value += _points_if_hint(e, s, slot)
    return value


def _points_if_hint(e: PointsIf, s: Slot, slot: int) -> float:
    if e.condition is Condition.NO_TOKENS:
        return -1.0 if s.has_tokens else 0.5
    if e.condition is Condition.IN_DEEPWATER:
        return e.points if slot // 3 + 1 == 6 else 0.0
    if e.condition is Condition.FISH_UNDER:
        return 0.5 * min(len(s.fish) + 1, e.amount)
    if e.condition is Condition.SCHOOL:
        return e.points * 0.8 if s.school else 0.0
    return 0.0


def _protects(p: PlayerState, slot: int) -> float:
    """How much a slot's tokens matter to a GAME END condition of its fish (0 if none)."""
    top = p.ocean[slot].top
    if top is None:
        return 0.0
    ability = CATALOG.by_number[top].ability
    if ability is None or not ability.scores:
        return 0.0
    return 2.0


def _value(
    game: Game, p: PlayerState, kind: str, option: Option, card: int | None, slot: int | None
) -> float:
    if isinstance(option, Skip):
        return 0.0 if kind in ("benefit", "game_end", "keep") else -1.0
    if isinstance(option, Dive):
        return _dive_value(game, p, option.column) + 0.5
    if isinstance(option, PlayFish):
        fish = CATALOG.by_number[option.card]
        return _fish_value(game, p, fish) + (1.0 if kind == "benefit" else 0.0)
    if isinstance(option, Place) and card is not None:
        return _slot_value(game, p, card, option.slot)
    if isinstance(option, DiscardCard):
        return -_fish_value(game, p, CATALOG.by_number[option.card])
    if isinstance(option, PayToken):
        s = p.ocean[option.slot]
        value = -_protects(p, option.slot)
        if option.token == "young" and s.young == 2 and not s.school:
            value -= 1.0  # keep pairs: they are nearly a school
        return value
    if isinstance(option, LayEgg):
        return _egg_value(p, option.slot)
    if isinstance(option, HatchEgg):
        s = p.ocean[option.slot]
        return 0.5 + (5.0 if s.young == 2 and not s.school else 0.2 * s.young)
    if isinstance(option, AddYoung):
        s = p.ocean[option.slot]
        value = 1.0 + (5.0 if s.young == 2 and not s.school else 0.5 * s.young)
        return value - _protects(p, option.slot) * 0.5
    if isinstance(option, MoveToken):
        return _move_value(p, option)
    if isinstance(option, DrawCard):
        return 0.8
    if isinstance(option, RetrieveCard | KeepCard):
        return 0.9 + 0.05 * _fish_value(game, p, CATALOG.by_number[option.card])
    if isinstance(option, TuckCard):
        return 1.0 - 0.1 * _fish_value(game, p, CATALOG.by_number[option.card])
    if isinstance(option, EggEach):
        return sum(_egg_value(p, s) for s in egg_each_slots(p, option.target))
    if isinstance(option, EggSome):  # only the eggs worth laying, a little below "each"
        return sum(max(0.0, _egg_value(p, s)) for s in egg_each_slots(p, option.target)) - 0.1
    if isinstance(option, Activate):
        return 1.0
    return 0.0


def _egg_value(p: PlayerState, slot: int) -> float:
    """An egg on this slot: +1, less the GAME END points a fish scoring with no tokens loses."""
    top = p.ocean[slot].top
    fish = CATALOG.by_number[top] if top is not None else None
    value = 1.0
    if fish is not None and fish.ability is not None:
        for e in fish.ability.effects:
            if isinstance(e, PointsIf) and e.condition is Condition.NO_TOKENS:
                value -= e.points
    return value


def _move_value(p: PlayerState, option: MoveToken) -> float:
    src, dst = p.ocean[option.from_slot], p.ocean[option.to_slot]
    if option.token == "young":
        if dst.young == 2 and not dst.school:
            return 5.0  # forms a school
        if src.young == 2 and not src.school:
            return -1.0  # breaks a pair
        return 0.1 * dst.young - 0.2
    if src.young >= 3:
        return 5.0  # a new school forms where it was
    return -0.5
