"""What a dive would offer, before the player commits to it (for the frontend's preview).

Reads the state only. The preview lists, top to bottom, each place of the dive site with
what it would give now; benefits are optional and their targets are chosen during the dive.
"""

from __future__ import annotations

from dataclasses import dataclass

from .catalog import CATALOG
from .kinds import Trigger
from .ocean import ZONES, Column, slot_of, zone_slots
from .provisional import PROVISIONAL
from .state import PlayerState

_BONUS_PLACES = ("above_sunlight", "above_twilight", "above_midnight")


@dataclass(frozen=True, slots=True)
class PreviewStep:
    """One place of a dive: a dive-site bonus (``card`` None) or a fish's IF ACTIVATED ability.

    ``available`` is False for a bonus with no fish in that zone of the dive site, or a bottom
    bonus already taken this week. ``icons`` are effect notations ("egg", "draw", ...).
    """

    place: str
    icons: tuple[str, ...]
    available: bool
    card: int | None = None
    slot: int | None = None
    all_players: bool = False


def dive_preview(player: PlayerState, column: int) -> list[PreviewStep]:
    """The places of a dive at ``column`` and what each would give ``player`` now."""
    bonuses = PROVISIONAL.dive_site_bonuses[Column(column).label]
    steps: list[PreviewStep] = []
    rows_after = {"above_sunlight": (1, 2, 3), "above_twilight": (4,), "above_midnight": (5, 6)}
    for zone, place in zip(ZONES, _BONUS_PLACES, strict=True):
        has_fish = any(player.ocean[s].fish for s in zone_slots(column, zone))
        steps.append(PreviewStep(place, (bonuses[place],), has_fish))
        for row in rows_after[place]:
            slot = slot_of(column, row)
            top = player.ocean[slot].top
            if top is None:
                continue
            ability = CATALOG.by_number[top].ability
            if ability is not None and ability.trigger is Trigger.IF_ACTIVATED:
                icons = tuple(e.notation for e in ability.effects)
                steps.append(PreviewStep(f"row{row}", icons, True, top, slot, ability.all_players))
    steps.append(PreviewStep("bottom", (bonuses["bottom"],), not player.bottoms[column]))
    return steps


def preview_words(steps: list[PreviewStep]) -> list[str]:
    """One line per step that gives something, e.g. 'above Sunlight: egg'."""
    out = []
    for step in steps:
        if not step.available:
            continue
        what = ", ".join(step.icons)
        if step.card is not None:
            extra = " (all players)" if step.all_players else ""
            out.append(f"{CATALOG.by_number[step.card].name}: {what}{extra}")
        elif step.place == "bottom":
            out.append(f"bottom bonus: {what}")
        else:
            out.append(f"{step.place.replace('_', ' ')}: {what}")
    return out
