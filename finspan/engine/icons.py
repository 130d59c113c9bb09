"""Benefit icons as the rules' tasks read them (RULES.md 7): each icon notation's effect
(read with the catalog's ability grammar), its kind and words, made once and kept.
"""

from __future__ import annotations

from .catalog import Effect, parse_ability

_EFFECTS: dict[str, Effect] = {}
#: Per icon notation: (the effect's kind, its notation, the effect); see `icon_facts`.
_ICONS: dict[str, tuple[str, str, Effect]] = {}
#: Per tuple of icons: each distinct effect once, with its kind, and the question's words.
BENEFITS: dict[tuple[str, ...], tuple[tuple[tuple[str, Effect], ...], str]] = {}


def benefit_facts(icons: tuple[str, ...]) -> tuple[tuple[tuple[str, Effect], ...], str]:
    """`BENEFITS` of ``icons`` (made and kept)."""
    effects = [effect_of(i) for i in icons]
    distinct: dict[str, tuple[str, Effect]] = {}
    for e in effects:  # an icon twice gives its options once
        distinct.setdefault(e.notation, (e.kind, e))
    facts = BENEFITS[icons] = (tuple(distinct.values()), "; ".join(e.words for e in effects))
    return facts


def icon_facts(notation: str) -> tuple[str, str, Effect]:
    """(kind, notation, effect) of an icon notation (cached)."""
    facts = _ICONS.get(notation)
    if facts is None:
        effect = effect_of(notation)
        facts = _ICONS[notation] = (effect.kind, effect.notation, effect)
    return facts


def effect_of(notation: str) -> Effect:
    """The effect for an icon notation (cached)."""
    effect = _EFFECTS.get(notation)
    if effect is None:
        effect = parse_ability(f"when played: {notation}").effects[0]
        _EFFECTS[notation] = effect
    return effect
