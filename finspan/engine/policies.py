"""Built-in policies that choose options: uniformly at random, or greedily for points.

A policy is a callable ``(game, rng) -> Option`` returning one of ``game.options``; it never
changes the game. `greedy` values each option with rules of thumb a player would use
(points now, tokens that score, schools, cheap costs) and picks the best; ties go to the
first option, so it is deterministic given the game. The rules of thumb weigh things by a
`Weights`; `GREEDY` is the built-in greedy policy's, `greedy_with` makes a policy of others
(the computer players' rollouts, for one, use weights tuned for the solo game).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import cached_property

from ..core.rng import Rng
from .catalog import CATALOG, Condition, Fish, PointsIf
from .game import Game
from .kinds import Size, Trigger
from .ocean import COLUMNS, Zone, column_slots, slot_of, zone_slots
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
from .provisional import PROVISIONAL
from .rules import egg_each_slots
from .state import PlayerState, Slot

Policy = Callable[[Game, Rng], Option]


@dataclass(frozen=True)
class Weights:
    """The rules of thumb's weights, in rough points. The defaults are `GREEDY`'s: the
    built-in greedy policy, whose results the README and the tournaments quote.

    ``achievement`` is the worth of one point of this week's achievement (weeks 1-3) that a
    choice adds at once (an egg when eggs count, a school when schools count, a row filled
    when rows count, ...); the built-in greedy policy ignores it (0)."""

    icon_draw: float = 0.8
    icon_retrieve: float = 0.9
    icon_egg: float = 1.0
    icon_hatch: float = 0.7
    icon_young: float = 1.4
    icon_move: float = 0.5
    icon_tuck: float = 0.8
    icon_play: float = 2.0
    icon_egg_each: float = 2.0
    fish_base: float = 1.0  # a fish on the mat, beyond its printed points
    activated_per_week: float = 0.8  # an IF ACTIVATED icon, per week left after this one
    game_end_share: float = 0.4  # the share of GAME END points counted when played
    cost_card: float = 0.7
    cost_egg: float = 1.1
    cost_young: float = 1.3
    cost_school: float = 7.0
    dive: float = 0.5  # a dive, beyond its bonuses and abilities
    benefit_play: float = 1.0  # a fish played by a benefit (no diver used)
    covered_activated: float = 1.0  # an IF ACTIVATED fish consumed
    row_fill: float = 0.3  # per fish already in the row of an empty slot
    school: float = 5.0  # a young (hatched, added or moved) that makes a school
    hatch: float = 0.5
    hatch_per_young: float = 0.2
    young: float = 1.0
    young_per_young: float = 0.5
    draw: float = 0.8
    retrieve: float = 0.9
    skip: float = -1.0  # declining where declining is not a benefit's "no"
    protect: float = 2.0  # a token a GAME END condition of its fish needs
    achievement: float = 0.0

    @cached_property
    def icons(self) -> dict[str, float]:
        """The worth of one benefit icon by kind (GAME END points: 0); made once per weights."""
        kinds = ("draw", "retrieve", "egg", "hatch", "young", "move", "tuck", "play", "egg_each")
        return {k: getattr(self, f"icon_{k}") for k in kinds} | {"points": 0.0}

    @cached_property
    def fish_parts(self) -> dict[int, tuple[Fish, float | None, float, float, float]]:
        """`_fish_value`'s parts of each fish met so far, by number (made once per weights)."""
        return {}

    def to_dict(self) -> dict[str, float]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, values: dict[str, float]) -> Weights:
        """Weights with these fields changed (unknown names raise TypeError)."""
        return replace(cls(), **values)


GREEDY = Weights()

def random_policy(game: Game, rng: Rng) -> Option:
    """Any legal option, uniformly."""
    options = game._options or game.options  # listed when the decision became pending
    return options[rng.below(len(options))]


def greedy_with(weights: Weights) -> Policy:
    """The greedy policy weighing by ``weights``: the option of highest value (first on ties)."""
    if weights == GREEDY:
        return greedy_policy

    def policy(game: Game, rng: Rng) -> Option:
        return _best(game, weights)

    return policy


def greedy_policy(game: Game, rng: Rng) -> Option:
    """The option with the highest rule-of-thumb value (first on ties)."""
    return _best(game, GREEDY)


def _best(game: Game, weights: Weights) -> Option:
    values = option_values(game, weights)
    return game.options[values.index(max(values))]


def option_values(game: Game, weights: Weights = GREEDY) -> list[float]:
    """The rule-of-thumb value of each of the pending decision's options (by default
    `greedy_policy`'s)."""
    d = game.decision
    assert d is not None
    p = game.players[d.player]
    ach = _Achievement.of(game) if weights.achievement else None
    # what a dive's icons could be used on, the same for every site
    facts = _UseFacts.of(p) if d.kind == "turn" else None
    values: list[float] = []
    for o in d.options:  # a loop: a comprehension would make these locals cells (Python 3.11)
        if facts is not None and isinstance(o, Dive):
            values.append(_dive_value(p, o.column, weights, facts) + weights.dive)
        else:
            values.append(_value(game, p, d.kind, o, d.card, d.slot, weights, ach))
    return values


POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy}


# --- Rules of thumb ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Achievement:
    """This week's achievement as the rules of thumb see it: what it counts and the points
    of one unit (RULES.md 8); None in week 4, which has none."""

    measure: str
    unit: float

    @staticmethod
    def of(game: Game) -> _Achievement | None:
        if game.week > 3:
            return None
        tile = game.achievement_tile(game.week)
        return _Achievement(tile.measure, tile.points / tile.per)


_SIZE_MEASURES = {"small_fish": Size.SMALL, "medium_fish": Size.MEDIUM, "large_fish": Size.LARGE}


def _fish_achievement(a: _Achievement, fish: Fish) -> float:
    """Achievement points a played fish adds by what it is (its place counts in `_place`)."""
    m = a.measure
    if m in _SIZE_MEASURES:
        return a.unit if fish.size is _SIZE_MEASURES[m] else 0.0
    if m == "predator_tags":
        return a.unit * fish.tags.predator
    if m == "other_tags":
        t = fish.tags
        return a.unit * (t.bioluminescent + t.camouflage + min(1, t.electric) + t.venomous)
    if m == "if_activated_cards":
        return a.unit if fish.trigger is Trigger.IF_ACTIVATED else 0.0
    return 0.0


def _token_achievement(a: _Achievement, s: Slot, token: str, school: bool = False) -> float:
    """Achievement points of one token added to slot ``s`` (``school``: it makes one)."""
    m = a.measure
    if school:  # 3 young leave, a school comes: 2 young fewer than before
        if m == "schools":
            return a.unit
        return -2 * a.unit if m in ("young", "eggs_and_young") else 0.0
    if m == "eggs_and_young" or m == token + "s" or (m == "young" and token == "young"):
        return a.unit
    if s.fish and not s.has_tokens:
        if m == "fish_with_tokens":
            return a.unit
        if m == "fish_without_tokens":
            return -a.unit
    return 0.0


def _fish_value(game: Game, p: PlayerState, fish: Fish, w: Weights) -> float:
    """What playing this fish is worth: printed points, a fish for achievements, its ability,
    minus what its cost takes away."""
    parts = w.fish_parts.get(fish.number)
    if parts is None or parts[0] is not fish:
        parts = w.fish_parts[fish.number] = _fish_parts(fish, w)
    _, fixed, base, icons, cost = parts
    if fixed is not None:
        return fixed - cost
    return base + icons * max(0, 4 - game.week) * w.activated_per_week - cost  # more dives early


def _fish_parts(fish: Fish, w: Weights) -> tuple[Fish, float | None, float, float, float]:
    """(fish, its value before its cost when that does not depend on the week (else None),
    printed points and a fish, its IF ACTIVATED icons, its cost), summed in `_fish_value`'s
    order so that its values are exactly those of summing anew."""
    base = fish.points + w.fish_base
    fixed: float | None = base
    icons = 0.0
    ability = fish.ability
    if ability is not None:
        icons = sum(w.icons[e.kind] for e in ability.effects)
        if ability.trigger is Trigger.WHEN_PLAYED:
            fixed = base + icons
        elif ability.trigger is Trigger.IF_ACTIVATED:
            fixed = None
        elif ability.scores:
            fixed = base + w.game_end_share * sum(
                e.points for e in ability.effects if isinstance(e, PointsIf)
            )
        else:
            fixed = base + icons
    cost = fish.cost
    paid = (
        w.cost_card * cost.cards + w.cost_egg * cost.eggs + w.cost_young * cost.young
        + w.cost_school * cost.schools
    )  # fmt: skip
    return fish, fixed, base, icons, paid


@dataclass(frozen=True, slots=True)
class _UseFacts:
    """What a benefit icon could be used on in one ocean now: an egg to hatch, a fish
    without an egg, a young or a school to move."""

    egg_to_hatch: bool
    fish_without_egg: bool
    token_to_move: bool

    @staticmethod
    def of(p: PlayerState) -> _UseFacts:
        ocean = p.ocean
        return _UseFacts(
            any(s.egg for s in ocean),
            not all(s.egg or not s.fish for s in ocean),
            any(s.young or s.school for s in ocean),
        )


def _dive_value(p: PlayerState, column: int, w: Weights, facts: _UseFacts) -> float:
    """What a dive would give now (as `dive_preview` lists it): its bonuses first (above a
    zone with a fish in it; at the bottom if its circle is free), then its IF ACTIVATED fish."""
    ocean = p.ocean
    value = 0.0
    for below, icon in _BONUSES[column]:
        if below:
            for s in below:
                if ocean[s].fish:
                    value += _icon_worth(icon, w, facts)
                    break
        elif not p.bottoms[column]:
            value += _icon_worth(icon, w, facts)
    for slot in _SITE_SLOTS[column]:
        fish = ocean[slot].fish
        if fish and fish[-1] in _ACTIVATED_ICONS:  # simple icons: the notation is the kind
            value += _icons_worth(_ACTIVATED_ICONS[fish[-1]], w, facts)
    return value


def _icons_worth(icons: tuple[str, ...], w: Weights, facts: _UseFacts) -> float:
    """The icons' `_icon_worth`, summed (apart from `_dive_value`, so that its locals are
    not cells: see `_eggs_value`)."""
    return sum(_icon_worth(icon, w, facts) for icon in icons)


def _icon_worth(kind: str, w: Weights, facts: _UseFacts) -> float:
    """An icon is worth less when there is nothing to use it on."""
    if kind == "hatch" and not facts.egg_to_hatch:
        return 0.0
    if kind == "egg" and not facts.fish_without_egg:
        return 0.0
    if kind == "move" and not facts.token_to_move:
        return 0.0
    return w.icons.get(kind, 0.5)


#: Per dive site, its bonuses top to bottom: (the slots of the zone below, or () for the
#: bottom; the bonus).
_BONUSES: tuple[tuple[tuple[tuple[int, ...], str], ...], ...] = tuple(
    tuple(
        (
            zone_slots(c, zone) if zone is not None else (),
            PROVISIONAL.dive_site_bonuses[c.label][place],
        )
        for place, zone in (
            ("above_sunlight", Zone.SUNLIGHT), ("above_twilight", Zone.TWILIGHT),
            ("above_midnight", Zone.MIDNIGHT), ("bottom", None),
        )
    )
    for c in COLUMNS
)  # fmt: skip
#: Per dive site, its slots top to bottom.
_SITE_SLOTS: tuple[tuple[int, ...], ...] = tuple(column_slots(c) for c in COLUMNS)
#: The icons of each IF ACTIVATED fish, by number.
_ACTIVATED_ICONS: dict[int, tuple[str, ...]] = {
    f.number: tuple(e.notation for e in f.ability.effects)
    for f in CATALOG.all
    if f.ability is not None and f.ability.trigger is Trigger.IF_ACTIVATED
}


def _slot_value(
    p: PlayerState, card: int, slot: int, w: Weights, a: _Achievement | None
) -> float:
    s = p.ocean[slot]
    value = 0.0
    row = slot // 3 + 1
    if s.top is not None:
        covered = CATALOG.by_number[s.top]
        value += 1.0 - covered.points  # a consumed fish scores 1 but its points are lost
        if covered.ability is not None and covered.ability.trigger is Trigger.IF_ACTIVATED:
            value -= w.covered_activated
        if a is not None and a.measure == "consumed_fish":
            value += w.achievement * a.unit
    else:
        filled = 0  # a loop, not sum(...): a generator would make `p` and `row` cells
        for c in COLUMNS:
            if p.ocean[slot_of(c, row)].fish:
                filled += 1
        value += w.row_fill * filled  # towards a row of fish
        if a is not None:
            counts = {
                "fish": True,
                "rows_of_fish": filled == 2,  # this fish completes the row
                "fish_with_tokens": s.has_tokens,
                "fish_without_tokens": not s.has_tokens,
            }
            if counts.get(a.measure, False):
                value += w.achievement * a.unit
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


def _protects(p: PlayerState, slot: int, w: Weights) -> float:
    """How much a slot's tokens matter to a GAME END condition of its fish (0 if none)."""
    top = p.ocean[slot].top
    if top is None:
        return 0.0
    ability = CATALOG.by_number[top].ability
    if ability is None or not ability.scores:
        return 0.0
    return w.protect


def _value(
    game: Game, p: PlayerState, kind: str, option: Option, card: int | None, slot: int | None,
    w: Weights, a: _Achievement | None,
) -> float:  # fmt: skip
    """An option's value; ``a`` is this week's achievement, None when ``w`` ignores it."""
    if isinstance(option, Skip):
        return 0.0 if kind in ("benefit", "game_end", "keep") else w.skip
    if isinstance(option, Dive):
        return _dive_value(p, option.column, w, _UseFacts.of(p)) + w.dive
    if isinstance(option, PlayFish):
        fish = CATALOG.by_number[option.card]
        value = _fish_value(game, p, fish, w) + (w.benefit_play if kind == "benefit" else 0.0)
        if a is not None:
            value += w.achievement * _fish_achievement(a, fish)
        return value
    if isinstance(option, Place) and card is not None:
        return _slot_value(p, card, option.slot, w, a)
    if isinstance(option, DiscardCard):
        return -_fish_value(game, p, CATALOG.by_number[option.card], w)
    if isinstance(option, PayToken):
        s = p.ocean[option.slot]
        value = -_protects(p, option.slot, w)
        if option.token == "young" and s.young == 2 and not s.school:
            value -= 1.0  # keep pairs: they are nearly a school
        if a is not None:
            value -= w.achievement * _token_achievement(a, s, option.token)
        return value
    if isinstance(option, LayEgg):
        return _egg_value(p, option.slot, w, a)
    if isinstance(option, HatchEgg):
        s = p.ocean[option.slot]
        forms = s.young == 2 and not s.school
        value = w.hatch + (w.school if forms else w.hatch_per_young * s.young)
        if a is not None:
            value += w.achievement * (
                _token_achievement(a, s, "young", forms) - _token_achievement(a, s, "egg")
            )
        return value
    if isinstance(option, AddYoung):
        s = p.ocean[option.slot]
        forms = s.young == 2 and not s.school
        value = w.young + (w.school if forms else w.young_per_young * s.young)
        if a is not None:
            value += w.achievement * _token_achievement(a, s, "young", forms)
        return value - _protects(p, option.slot, w) * 0.5
    if isinstance(option, MoveToken):
        return _move_value(p, option, w, a)
    if isinstance(option, DrawCard):
        return w.draw
    if isinstance(option, RetrieveCard | KeepCard):
        return w.retrieve + 0.05 * _fish_value(game, p, CATALOG.by_number[option.card], w)
    if isinstance(option, TuckCard):
        value = 1.0 - 0.1 * _fish_value(game, p, CATALOG.by_number[option.card], w)
        if a is not None and a.measure == "consumed_fish":
            value += w.achievement * a.unit
        return value
    if isinstance(option, EggEach):
        return _eggs_value(p, egg_each_slots(p, option.target), w, a, False)
    if isinstance(option, EggSome):  # only the eggs worth laying, a little below "each"
        return _eggs_value(p, egg_each_slots(p, option.target), w, a, True) - 0.1
    if isinstance(option, Activate):
        return 1.0
    return 0.0


def _eggs_value(
    p: PlayerState, slots: list[int], w: Weights, a: _Achievement | None, worth_it: bool
) -> float:
    """Eggs on ``slots`` (``worth_it``: only those worth laying). Apart from `_value`, whose
    every call would otherwise make its locals that these generators read cells (Python 3.11)."""
    if worth_it:
        return sum(max(0.0, _egg_value(p, s, w, a)) for s in slots)
    return sum(_egg_value(p, s, w, a) for s in slots)


def _egg_value(p: PlayerState, slot: int, w: Weights, a: _Achievement | None) -> float:
    """An egg on this slot: +1, less the GAME END points a fish scoring with no tokens loses,
    plus what it adds to this week's achievement."""
    s = p.ocean[slot]
    top = s.top
    fish = CATALOG.by_number[top] if top is not None else None
    value = 1.0
    if fish is not None and fish.ability is not None:
        for e in fish.ability.effects:
            if isinstance(e, PointsIf) and e.condition is Condition.NO_TOKENS:
                value -= e.points
    if a is not None:
        value += w.achievement * _token_achievement(a, s, "egg")
    return value


def _move_value(p: PlayerState, option: MoveToken, w: Weights, a: _Achievement | None) -> float:
    src, dst = p.ocean[option.from_slot], p.ocean[option.to_slot]
    school_gain = w.achievement * a.unit if a is not None and a.measure == "schools" else 0.0
    if option.token == "young":
        if dst.young == 2 and not dst.school:
            return w.school + school_gain  # forms a school
        if src.young == 2 and not src.school:
            return -1.0  # breaks a pair
        return 0.1 * dst.young - 0.2
    if src.young >= 3:
        return w.school + school_gain  # a new school forms where it was
    return -0.5
