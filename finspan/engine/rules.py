"""Rule checks that read a player's ocean: where a fish may go, whether a cost can be paid,
where a young or school may move, and school formation.

Functions here read state; only those named ``do_*`` or ``form_school`` change it, and they
say so. Rule citations are to RULES.md.
"""

from __future__ import annotations

from .catalog import CATALOG, CHARACTERISTICS, Fish
from .events import Event, SchoolFormed, TokenMoved
from .kinds import DivePlace, Token
from .ocean import (
    COLUMNS,
    DEEPWATER_ROW,
    LINES_FROM,
    N_SLOTS,
    ZONE_OF_ROW,
    ZONES,
    Location,
    zone_slots,
)
from .state import PlayerState

# Per slot: (zone, row, column) for quick placement checks.
_SLOT_FACTS = tuple((ZONE_OF_ROW[s // 3 + 1], s // 3 + 1, s % 3) for s in range(N_SLOTS))


def fish_length(number: int) -> int:
    return CATALOG.by_number[number].length_cm


def legal_slots(player: PlayerState, fish: Fish, location: Location | None = None) -> list[int]:
    """Slots where ``fish`` may be placed (RULES.md 5.3), optionally only inside ``location``.

    Zone must be one of the fish's zones (deepwater-only fish: row 6 only); a banded fish
    goes only in its dive site; on an occupied slot the fish must be strictly longer than the
    visible fish, which it consumes; a fish with the consume cost must consume.
    """
    allowed = location.slots() if location is not None else None
    out = []
    for slot, (zone, row, column) in enumerate(_SLOT_FACTS):
        if zone not in fish.zones:
            continue
        if fish.deepwater_only and row != DEEPWATER_ROW:
            continue
        if fish.band is not None and column != fish.band:
            continue
        if allowed is not None and slot not in allowed:
            continue
        top = player.ocean[slot].top
        if top is None:
            if fish.cost.consume:
                continue
        elif fish_length(top) >= fish.length_cm:
            continue
        out.append(slot)
    return out


def can_pay(player: PlayerState, fish: Fish, in_hand: bool = True) -> bool:
    """Whether the player can pay ``fish``'s whole cost except consuming (RULES.md 5.2).

    Card costs are paid with *other* cards from hand: with ``in_hand`` the fish itself is
    still in hand and does not count.
    """
    cost = fish.cost
    others = len(player.hand) - (1 if in_hand else 0)
    if cost.cards > others:
        return False
    if cost.eggs and player.count("egg") < cost.eggs:
        return False
    if cost.young and player.count("young") < cost.young:
        return False
    return not (cost.schools and player.count("school") < cost.schools)


def playable_cards(player: PlayerState, location: Location | None = None) -> list[int]:
    """Distinct cards in hand that can be played now, paying the whole cost, in hand order."""
    out: list[int] = []
    for number in player.hand:
        if number in out:
            continue
        fish = CATALOG.by_number[number]
        if can_pay(player, fish) and legal_slots(player, fish, location):
            out.append(number)
    return out


def why_unplayable(player: PlayerState, number: int, location: Location | None = None) -> str:
    """A plain-words reason a card in hand cannot be played now ('' if it can)."""
    fish = CATALOG.by_number[number]
    cost = fish.cost
    if cost.cards > len(player.hand) - 1:
        n = cost.cards
        return f"needs {n} other card{'s' if n > 1 else ''} in hand to discard"
    for token, need in (("egg", cost.eggs), ("young", cost.young), ("school", cost.schools)):
        have = player.count(token)
        if need and have < need:
            plural = {"egg": "eggs", "young": "young", "school": "schools"}[token]
            return f"needs {need} {plural if need > 1 else token} in your ocean (you have {have})"
    if not legal_slots(player, fish, location):
        if cost.consume:
            return "must consume a shorter fish, and none fits where it can go"
        return "no slot where it can go (zone, dive site, or only longer fish there)"
    return ""


# --- Moving young and schools (RULES.md 7: Move, Schools) ------------------------------------


def move_destinations(player: PlayerState, from_slot: int, token: str) -> list[int]:
    """Slots a young or school on ``from_slot`` may move to, along its row or column.

    A school may not enter or pass through a slot with a school. A young moving through a
    slot with exactly 2 young and no school forms a school there and stops, so it cannot go
    beyond that slot.
    """
    ocean = player.ocean
    out = []
    for line in LINES_FROM[from_slot]:
        for slot in line:
            s = ocean[slot]
            if token == "school":
                if s.school:
                    break
                out.append(slot)
            else:
                out.append(slot)
                if s.young == 2 and not s.school:
                    break
    out.sort()
    return out


def move_sources(player: PlayerState) -> list[tuple[Token, int]]:
    """(token, slot) pairs that could move: young (not in a school) and schools."""
    out = []
    for slot, s in enumerate(player.ocean):
        if s.young:
            out.append((Token.YOUNG, slot))
        if s.school:
            out.append((Token.SCHOOL, slot))
    return out


def form_school(player: PlayerState, slot: int, events: list[Event]) -> None:
    """Mutates: if the slot holds 3+ young and no school, 3 young become a school (RULES.md 7)."""
    s = player.ocean[slot]
    if s.young >= 3 and not s.school:
        s.young -= 3
        s.school = 1
        events.append(SchoolFormed(player.seat, slot))


def do_move(player: PlayerState, token: str, from_slot: int, to_slot: int, events: list[Event]):
    """Mutates: move one young or school; schools form where the rules say (RULES.md 7)."""
    ocean = player.ocean
    src, dst = ocean[from_slot], ocean[to_slot]
    if token == "young":
        src.young -= 1
        dst.young += 1
        events.append(TokenMoved(player.seat, Token.YOUNG, from_slot, to_slot))
        form_school(player, to_slot, events)
    else:
        src.school = 0
        dst.school = 1
        events.append(TokenMoved(player.seat, Token.SCHOOL, from_slot, to_slot))
        # A school moving away from a slot with 3+ young: a new school forms there.
        form_school(player, from_slot, events)


#: For each dive site, the slots of the zone below each bonus place above a zone.
_ZONE_BELOW: tuple[dict[DivePlace, tuple[int, ...]], ...] = tuple(
    {
        place: tuple(zone_slots(c, zone))
        for place, zone in zip(
            (DivePlace.ABOVE_SUNLIGHT, DivePlace.ABOVE_TWILIGHT, DivePlace.ABOVE_MIDNIGHT),
            ZONES,
            strict=True,
        )
    }
    for c in COLUMNS
)


def bonus_available(player: PlayerState, column: int, place: DivePlace) -> bool:
    """Whether a diver reaching this bonus place of a dive site would gain its bonus now
    (RULES.md 6.2): above a zone, only with a fish in that zone of the dive site; at the
    bottom, only if no diver took that bottom circle this week. False for a row."""
    if place is DivePlace.BOTTOM:
        return not player.bottoms[column]
    below = _ZONE_BELOW[column].get(place)
    if below is None:
        return False
    ocean = player.ocean
    return any(ocean[s].fish for s in below)


def egg_each_slots(player: PlayerState, target: str) -> list[int]:
    """Slots of the player's fish without an egg that match an "egg on each" target: a
    characteristic (``small``, ``medium``, ``large``, ``predator``) or a location."""
    fish = CATALOG.by_number
    out = []
    if target in CHARACTERISTICS:
        for slot, n in player.visible_fish():
            if player.ocean[slot].egg:
                continue
            f = fish[n]
            if (target == "predator" and f.tags.predator) or f.size.value == target:
                out.append(slot)
    else:
        where = Location(target).slots()
        out = [i for i, s in enumerate(player.ocean) if i in where and s.fish and not s.egg]
    return out
