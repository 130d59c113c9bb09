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

# Enum members bound once: looking a member up on its enum class is slow on Python 3.11.
_YOUNG, _SCHOOL, _BOTTOM = Token.YOUNG, Token.SCHOOL, DivePlace.BOTTOM

# Per slot: (zone, row, column) for quick placement checks.
_SLOT_FACTS = tuple((ZONE_OF_ROW[s // 3 + 1], s // 3 + 1, s % 3) for s in range(N_SLOTS))


def fish_length(number: int) -> int:
    return _LENGTH[number]


#: Each catalog fish's length by number (read at every occupied slot a fish might go on).
_LENGTH: dict[int, int] = {f.number: f.length_cm for f in CATALOG.all}


def _zone_slots(fish: Fish) -> tuple[int, ...]:
    """The slots whose zone, row and dive site admit ``fish`` (RULES.md 5.3), whatever lies
    on them: one of its zones, row 6 only for a deepwater-only fish, its band's dive site."""
    out = []
    for slot, (zone, row, column) in enumerate(_SLOT_FACTS):
        if zone not in fish.zones:
            continue
        if fish.deepwater_only and row != DEEPWATER_ROW:
            continue
        if fish.band is not None and column != fish.band:
            continue
        out.append(slot)
    return tuple(out)


#: `_zone_slots` of each fish met so far, by number, with the fish it was made for.
_ZONE_SLOTS: dict[int, tuple[Fish, tuple[int, ...]]] = {}


def _candidate_slots(fish: Fish, location: Location | None) -> tuple[int, ...]:
    """`_zone_slots` of ``fish``, only those inside ``location`` when one is given."""
    known = _ZONE_SLOTS.get(fish.number)
    if known is None or known[0] is not fish:
        known = _ZONE_SLOTS[fish.number] = (fish, _zone_slots(fish))
    if location is None:
        return known[1]
    allowed = location.slots()
    return tuple(s for s in known[1] if s in allowed)


def legal_slots(player: PlayerState, fish: Fish, location: Location | None = None) -> list[int]:
    """Slots where ``fish`` may be placed (RULES.md 5.3), optionally only inside ``location``.

    Zone must be one of the fish's zones (deepwater-only fish: row 6 only); a banded fish
    goes only in its dive site; on an occupied slot the fish must be strictly longer than the
    visible fish, which it consumes; a fish with the consume cost must consume.
    """
    ocean = player.ocean
    length = fish.length_cm
    consume = fish.cost.consume
    out = []
    for slot in _candidate_slots(fish, location):
        stack = ocean[slot].fish
        if stack:
            if _LENGTH[stack[-1]] >= length:
                continue
        elif consume:
            continue
        out.append(slot)
    return out


def has_legal_slot(player: PlayerState, fish: Fish, location: Location | None = None) -> bool:
    """Whether `legal_slots` would name at least one slot (it stops at the first)."""
    ocean = player.ocean
    length = fish.length_cm
    consume = fish.cost.consume
    for slot in _candidate_slots(fish, location):
        stack = ocean[slot].fish
        if stack:
            if _LENGTH[stack[-1]] < length:
                return True
        elif not consume:
            return True
    return False


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
    hand = player.hand
    others = len(hand) - 1  # card costs are paid with other cards (RULES.md 5.2)
    eggs = young = schools = -1  # counted when a cost first needs them
    by_number = CATALOG.by_number
    ocean = player.ocean
    lengths = _LENGTH
    for number in hand:
        cards, e, y, sc, slots, length, consume = _PLAYING[number]
        if cards > others or number in out:
            continue
        if e:
            if eggs < 0:
                eggs = player.count("egg")
            if e > eggs:
                continue
        if y:
            if young < 0:
                young = player.count("young")
            if y > young:
                continue
        if sc:
            if schools < 0:
                schools = player.count("school")
            if sc > schools:
                continue
        if location is not None:
            if has_legal_slot(player, by_number[number], location):
                out.append(number)
            continue
        for slot in slots:  # has_legal_slot written out (RULES.md 5.3)
            stack = ocean[slot].fish
            if stack:
                if lengths[stack[-1]] < length:
                    out.append(number)
                    break
            elif not consume:
                out.append(number)
                break
    return out


#: Each catalog fish's cost in cards, eggs, young and schools, by number.
_COSTS: dict[int, tuple[int, int, int, int]] = {
    f.number: (f.cost.cards, f.cost.eggs, f.cost.young, f.cost.schools) for f in CATALOG.all
}
#: What `playable_cards` reads of each catalog fish: its cost (`_COSTS`), the slots its zone,
#: row and dive site admit, its length, and whether it must consume.
_PLAYING: dict[int, tuple[int, int, int, int, tuple[int, ...], int, bool]] = {
    f.number: (*_COSTS[f.number], _zone_slots(f), f.length_cm, bool(f.cost.consume))
    for f in CATALOG.all
}


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


def form_school(player: PlayerState, slot: int, events: list[Event]) -> None:
    """Mutates: if the slot holds 3+ young and no school, 3 young become a school (RULES.md 7)."""
    s = player.ocean[slot]
    if s.young >= 3 and not s.school:
        s.young -= 3
        s.school = 1
        events.append(SchoolFormed(player.seat, slot))


#: Each `TokenMoved` made once (events are frozen values; see `finspan.engine.tasks`).
_MOVED: dict[tuple[int, Token, int, int], Event] = {}


def _moved(seat: int, token: Token, from_slot: int, to_slot: int) -> Event:
    key = (seat, token, from_slot, to_slot)
    return _MOVED.get(key) or _MOVED.setdefault(key, TokenMoved(*key))


def do_move(
    player: PlayerState, token: str, from_slot: int, to_slot: int, events: list[Event]
) -> None:
    """Mutates: move one young or school; schools form where the rules say (RULES.md 7)."""
    ocean = player.ocean
    src, dst = ocean[from_slot], ocean[to_slot]
    if token == "young":
        src.young -= 1
        dst.young += 1
        events.append(_moved(player.seat, _YOUNG, from_slot, to_slot))
        form_school(player, to_slot, events)
    else:
        src.school = 0
        dst.school = 1
        events.append(_moved(player.seat, _SCHOOL, from_slot, to_slot))
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


def zone_below(column: int, place: DivePlace) -> tuple[int, ...]:
    """The slots of the zone below a bonus place above a zone of a dive site (else ())."""
    return _ZONE_BELOW[column].get(place, ())


def bonus_available(player: PlayerState, column: int, place: DivePlace) -> bool:
    """Whether a diver reaching this bonus place of a dive site would gain its bonus now
    (RULES.md 6.2): above a zone, only with a fish in that zone of the dive site; at the
    bottom, only if no diver took that bottom circle this week. False for a row."""
    if place is _BOTTOM:
        return not player.bottoms[column]
    below = _ZONE_BELOW[column].get(place)
    if below is None:
        return False
    ocean = player.ocean
    for s in below:  # noqa: SIM110 - a loop, not any(): this runs at every bonus of every dive
        if ocean[s].fish:
            return True
    return False


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
