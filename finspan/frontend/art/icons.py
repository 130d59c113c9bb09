"""Procedurally drawn icons for costs, ability effects, zones, dive sites, tags and sizes.

Owns the icon vocabulary of the frontend: each icon has a name (``"cost.egg"``, ``"tag.venomous"``),
a drawing (from `icon_drawings`, made with `icon_pen`) and a plain-words explanation for
tooltips, and which icons show a catalog record. Icons are drawn once at four times their size,
smoothed down and cached by (name, size, theme key). It reads catalog records but never
changes them, and imports no scene or widget.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from finspan.engine import (
    CHARACTERISTICS,
    Ability,
    Column,
    Condition,
    Cost,
    Draw,
    Effect,
    Egg,
    EggOnEach,
    Hatch,
    Location,
    Move,
    PlayInto,
    PointsIf,
    Retrieve,
    Size,
    Tags,
    Tuck,
    Young,
    Zone,
)

from ..look import theme as th
from ..look.theme import FontRole, Theme, get_theme
from . import icon_drawings as pictures, palette
from .icon_pen import INK, SUPERSAMPLE, WHITE, DrawFn, Pen
from .surface_cache import SurfaceCache


@dataclass(frozen=True)
class IconDef:
    """A named icon: how to draw it and what it means in plain words."""

    name: str
    words: str
    draw: DrawFn


_DEFS: list[IconDef] = [
    IconDef("cost.card", "cost: discard a card from your hand", pictures.card),
    IconDef("cost.egg", "cost: remove an egg from your ocean", pictures.egg),
    IconDef("cost.young", "cost: remove a young (not in a school) from your ocean", pictures.young),
    IconDef("cost.school", "cost: remove a school from your ocean", pictures.school),
    IconDef(
        "cost.consume",
        "cost: must be placed on a slot holding a shorter fish, which it consumes",
        pictures.consume,
    ),
    IconDef("effect.draw", Draw().words, pictures.draw),
    IconDef("effect.retrieve", Retrieve().words, pictures.retrieve),
    IconDef("effect.egg", Egg().words, pictures.egg),
    IconDef("effect.hatch", Hatch().words, pictures.hatch),
    IconDef("effect.young", Young().words, pictures.young),
    IconDef("effect.move", Move().words, pictures.move),
    IconDef("effect.tuck", Tuck().words, pictures.tuck),
    IconDef(
        "effect.play", "play a fish from your hand into a place, paying its cost", pictures.play
    ),
    IconDef(
        "effect.egg_each",
        "put an egg on each of your matching fish that has none",
        pictures.egg_each,
    ),
    IconDef("effect.points", "points at the end of the game", pictures.points),
    IconDef("token.egg", "egg: 1 point at the end; hatches into a young", pictures.egg),
    IconDef(
        "token.young", "young: 1 point at the end; 3 on one slot form a school", pictures.young
    ),
    IconDef("token.school", "school: 6 points at the end", pictures.school),
    IconDef("zone.sunlight", "Sunlight zone (rows 1-3)", pictures.sun),
    IconDef("zone.twilight", "Twilight zone (row 4)", pictures.twilight),
    IconDef("zone.midnight", "Midnight zone (rows 5-6)", pictures.midnight),
    IconDef(
        "site.blue",
        "blue dive site: this card may only go in the blue column",
        pictures.site(Column.BLUE),
    ),
    IconDef(
        "site.purple",
        "purple dive site: this card may only go in the purple column",
        pictures.site(Column.PURPLE),
    ),
    IconDef(
        "site.green",
        "green dive site: this card may only go in the green column",
        pictures.site(Column.GREEN),
    ),
    IconDef("loc.estuary", Location.ESTUARY.words + " (row 1)", pictures.estuary),
    IconDef("loc.deepwater", Location.DEEPWATER.words + " (row 6)", pictures.deepwater),
    IconDef(
        "loc.sunlight",
        Location.SUNLIGHT.words + " (rows 1-3)",
        pictures.loc_rows((1, 2, 3), palette.ZONE_CHIP[Zone.SUNLIGHT]),
    ),
    IconDef("loc.blue", Location.BLUE.words, pictures.loc_column(Column.BLUE)),
    IconDef("loc.purple", Location.PURPLE.words, pictures.loc_column(Column.PURPLE)),
    IconDef("loc.green", Location.GREEN.words, pictures.loc_column(Column.GREEN)),
    IconDef("tag.predator", "predator tag", pictures.predator),
    IconDef(
        "tag.uber_predator", "Über predator: counts as 2 predator tags", pictures.uber_predator
    ),
    IconDef("tag.bioluminescent", "bioluminescent tag", pictures.bioluminescent),
    IconDef("tag.camouflage", "camouflage tag", pictures.camouflage),
    IconDef("tag.electrolocation", "active electrolocation tag", pictures.electrolocation),
    IconDef(
        "tag.electric_discharge",
        "electric discharge tag (also counts as electrolocation)",
        pictures.electric_discharge,
    ),
    IconDef("tag.venomous", "venomous tag", pictures.venomous),
    IconDef("size.small", "small fish (under 30 cm)", pictures.size(1)),
    IconDef("size.medium", "medium fish (30-99 cm)", pictures.size(2)),
    IconDef("size.large", "large fish (100 cm and over)", pictures.size(3)),
    IconDef("all_players", "all players: every player may take this benefit", pictures.all_players),
    IconDef("cond.no_tokens", "if this fish has no egg, young or school on it", pictures.no_tokens),
    IconDef("cond.fish_under", "if enough fish are under this one", pictures.fish_under),
    IconDef("cond.exactly_young", "if exactly that many young are on this fish", pictures.young),
    IconDef("cond.in_deepwater", "if this fish is in the deepwater row", pictures.deepwater),
    IconDef("cond.school", "if a school is on this fish", pictures.school),
    IconDef(
        "cond.egg_young_school", "if an egg, a young and a school are on this fish", pictures.trio
    ),
    IconDef(
        "trigger.when_played",
        "WHEN PLAYED: happens once, when you play this fish",
        pictures.when_played,
    ),
    IconDef(
        "trigger.if_activated",
        "IF ACTIVATED: happens each time a diver passes this fish during a dive",
        pictures.if_activated,
    ),
    IconDef(
        "trigger.game_end", "GAME END: happens once, at the end of the game", pictures.game_end
    ),
    IconDef(
        "length",
        "length of the fish in cm; a longer fish may consume a shorter one",
        pictures.length,
    ),
]
ICONS: dict[str, IconDef] = {d.name: d for d in _DEFS}
ICONS["char.predator"] = IconDef("char.predator", "fish with a predator tag", pictures.predator)
for _s in ("small", "medium", "large"):
    ICONS[f"char.{_s}"] = IconDef(f"char.{_s}", ICONS[f"size.{_s}"].words, ICONS[f"size.{_s}"].draw)


def icon_words(name: str) -> str:
    """The plain-words explanation of an icon (for tooltips); KeyError for unknown names."""
    return ICONS[name].words


_CACHE = SurfaceCache(4096)


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    return _CACHE.get_or_make(key, make)


def _render(draw: DrawFn, size: int, theme: Theme) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    draw(Pen(big, theme))
    return pygame.transform.smoothscale(big, (size, size))


def icon(name: str, size: int, theme: Theme | None = None) -> pygame.Surface:
    """The icon ``name`` as a ``size`` x ``size`` transparent surface (cached; do not modify).

    KeyError for an unknown name.
    """
    theme = theme or get_theme()
    definition = ICONS[name]
    size = max(6, int(size))
    return _cached(("icon", name, size, theme.key), lambda: _render(definition.draw, size, theme))


# --- Catalog records as icons ------------------------------------------------------------------


def effect_icon_names(effect: Effect) -> tuple[str, ...]:
    """The icon names an effect is drawn with: main icon first, then its place or condition."""
    if isinstance(effect, PlayInto):
        return ("effect.play", f"loc.{effect.location.value}")
    if isinstance(effect, EggOnEach):
        t = effect.target
        return ("effect.egg_each", f"char.{t}" if t in CHARACTERISTICS else f"loc.{t}")
    if isinstance(effect, PointsIf):
        return ("effect.points", "cond." + effect.condition.name.lower())
    return (f"effect.{effect.kind}",)


def _condition_label(effect: PointsIf) -> str | None:
    if effect.condition is Condition.FISH_UNDER:
        return f"{effect.amount}+"
    if effect.condition is Condition.EXACTLY_YOUNG:
        return f"={effect.amount}"
    return None


def effect_icon(effect: Effect, size: int, theme: Theme | None = None) -> pygame.Surface:
    """One square icon for an effect: a main icon with its place/condition as a corner badge.

    Points are written on the wave badge. Cached by (effect, size, theme key).
    """
    theme = theme or get_theme()
    size = max(8, int(size))

    def make() -> pygame.Surface:
        names = effect_icon_names(effect)
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        if isinstance(effect, PointsIf):
            main = icon("effect.points", round(size * 0.74), theme)
            surf.blit(main, (0, 0))
            num = th.text(str(effect.points), FontRole.CARD_NUMBER, round(size * 0.42), WHITE)
            surf.blit(num, num.get_rect(center=(round(size * 0.37), round(size * 0.3))))
        else:
            main_size = size if len(names) == 1 else round(size * 0.8)
            surf.blit(icon(names[0], main_size, theme), (0, 0))
        if len(names) > 1:
            sub_size = round(size * 0.56)
            sub = icon(names[1], sub_size, theme)
            pos = (size - sub_size, size - sub_size)
            backing = pygame.Rect(pos, (sub_size, sub_size)).inflate(-sub_size // 6, -sub_size // 6)
            pygame.draw.ellipse(surf, (255, 255, 255, 215), backing)
            surf.blit(sub, pos)
            if isinstance(effect, PointsIf) and (label := _condition_label(effect)):
                lab = th.text(label, FontRole.CARD_NUMBER, max(9, round(size * 0.34)), INK)
                box = lab.get_rect(bottomleft=(0, size + 1))
                pygame.draw.rect(surf, (255, 255, 255, 225), box.inflate(2, -2), border_radius=3)
                surf.blit(lab, box)
        return surf

    return _cached(("effect", effect, size, theme.key), make)


def cost_icon_names(cost: Cost) -> list[tuple[str, int]]:
    """(icon name, count) for each kind of cost, in printed order; empty if the fish is free."""
    out = [
        (name, n)
        for name, n in (
            ("cost.card", cost.cards),
            ("cost.egg", cost.eggs),
            ("cost.young", cost.young),
            ("cost.school", cost.schools),
        )
        if n
    ]
    if cost.consume:
        out.append(("cost.consume", 1))
    return out


def tag_icon_names(tags: Tags) -> list[str]:
    """One icon name per tag icon printed on the card (an Über predator shows one big badge)."""
    out: list[str] = []
    if tags.predator:
        out.append("tag.uber_predator" if tags.predator > 1 else "tag.predator")
    if tags.bioluminescent:
        out.append("tag.bioluminescent")
    if tags.camouflage:
        out.append("tag.camouflage")
    if tags.electric:
        out.append("tag.electric_discharge" if tags.electric > 1 else "tag.electrolocation")
    if tags.venomous:
        out.append("tag.venomous")
    return out


def trigger_icon_name(fish_trigger) -> str:
    """Icon name of a `Trigger` (its shape tells triggers apart without colour)."""
    return f"trigger.{fish_trigger.value}"


def size_icon_name(size: Size) -> str:
    return f"size.{size.value}"


def zone_icon_name(zone: Zone) -> str:
    return f"zone.{zone.value}"


def site_icon_name(column: Column) -> str:
    return f"site.{column.label}"


def ability_icon_names(ability: Ability) -> list[str]:
    """Every icon name used to show an ability (for tooltips listing what each icon means)."""
    names: list[str] = ["all_players"] if ability.all_players else []
    for effect in ability.effects:
        names.extend(effect_icon_names(effect))
    return names


ICONS["app"] = IconDef("app", "Finspan", pictures.app_icon)


def app_icon(size: int = 64) -> pygame.Surface:
    """The window icon of the game, drawn from code (cached)."""
    return icon("app", size, Theme())
