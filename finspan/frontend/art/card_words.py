"""The plain words shown with a card: an ability in a few words, where a fish lives and forages,
and the rows of a card's full explanation. Pure functions of catalog records; no drawing.
"""

from __future__ import annotations

from finspan.engine import (
    CATALOG,
    Ability,
    Condition,
    Effect,
    EggOnEach,
    Fish,
    PlayInto,
    PointsIf as PointsIfEffect,
    slot_name,
)

from . import palette


def _effect_short(effect: Effect) -> str:
    if isinstance(effect, PlayInto):
        return f"play a fish into {effect.location.value}"
    if isinstance(effect, EggOnEach):
        return f"egg on each {effect.target}"
    if isinstance(effect, PointsIfEffect):
        cond = {
            Condition.NO_TOKENS: "if no tokens",
            Condition.FISH_UNDER: f"if {effect.amount}+ fish under",
            Condition.EXACTLY_YOUNG: f"if exactly {effect.amount} young",
            Condition.IN_DEEPWATER: "if in deepwater",
            Condition.SCHOOL: "if a school",
            Condition.EGG_YOUNG_SCHOOL: "if egg+young+school",
        }[effect.condition]
        return f"{effect.points} pts {cond}"
    return effect.kind


def short_ability(ability: Ability) -> str:
    """A short line for a card face, e.g. ``draw 3, retrieve`` (repeats are counted)."""
    parts: list[str] = []
    counts: list[int] = []
    for effect in ability.effects:
        text = _effect_short(effect)
        if parts and parts[-1] == text:
            counts[-1] += 1
        else:
            parts.append(text)
            counts.append(1)
    return ", ".join(p if n == 1 else f"{p} {n}" for p, n in zip(parts, counts, strict=True))


def forage_words(fish: Fish) -> str:
    forage = next((f for f in CATALOG.forage if f.fish.number == fish.number), None)
    if forage is None:
        return "printed on the ocean mat"
    token = "an egg" if forage.start_token == "egg" else "a young"
    return f"printed on the mat at {slot_name(forage.slot)}; starts with {token}"


def zones_words(fish: Fish) -> str:
    names = [palette.ZONE_LABEL[z] for z in fish.zones]
    text = " and ".join(names) if len(names) < 3 else "Sunlight, Twilight and Midnight"
    if fish.deepwater_only:
        return "Midnight, deepwater row only"
    return text


def explanation(fish: Fish) -> list[tuple[str, str]]:
    """Everything a card says, as (label, plain words) rows for a large view or tooltip."""
    rows = [("Scientific name", fish.scientific_name)]
    if fish.is_forage:
        rows.append(("Forage fish", forage_words(fish) + ". 0 points, no ability."))
    else:
        rows.append(("Points", f"{fish.points} at the end of the game"))
        rows.append(("Cost", fish.cost.words))
    rows.append(("Zones", zones_words(fish)))
    if fish.band is not None:
        rows.append(("Dive site", f"only in the {fish.band.label} dive site (column)"))
    rows.append(("Length", f"{fish.length_cm} cm, {fish.size.value} fish"))
    if fish.tags.words:
        rows.append(("Tags", fish.tags.words))
    if fish.ability is not None:
        rows.append(("Ability", fish.ability.words))
    group = {"main": "fish deck", "starter": "starter deck", "forage": "ocean mat"}[fish.group]
    rows.append(("Card", f"no. {fish.number}, {group}"))
    return rows
