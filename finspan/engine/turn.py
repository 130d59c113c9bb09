"""A person's turn and a dive (RULES.md 4, 6): the turn's choice between playing a fish and
diving, and the dive down one dive site, place by place. Playing a fish, abilities and
benefits are in `finspan.engine.tasks`.
"""

from __future__ import annotations

from typing import Any

from .catalog import CATALOG
from .deciding import DecidingTask
from .events import BonusReached, DiverMoved, DiverPlaced, Event
from .kinds import BONUS_PLACES, DecisionKind, DivePlace, Source, Trigger
from .ocean import COLUMNS, Column
from .options import Dive, Option, PlayFish
from .provisional import PROVISIONAL
from .rules import playable_cards, zone_below
from .table import Decision, Table, Task
from .tasks import DIVE_OPTIONS, PLAY_OPTIONS, BenefitsTask, activate, start_play

# Enum members bound once: looking a member up on its enum class is slow on Python 3.11.
_TURN = DecisionKind.TURN
_IF_ACTIVATED = Trigger.IF_ACTIVATED
_BONUS_SOURCE = Source.BONUS


#: Each `DiverPlaced` made once (events are frozen values; see `finspan.engine.tasks`).
_PLACED: dict[tuple[int, str], Event] = {}


class TurnTask(DecidingTask):
    """A person's turn: play a fish or dive (RULES.md 4)."""

    __slots__ = ("player",)
    KIND = "turn"
    FIELDS = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def options_now(self, g: Table) -> tuple[Option, ...]:
        cards = playable_cards(g.players[self.player])
        if not cards:
            return DIVE_OPTIONS
        return (*[PLAY_OPTIONS[n] for n in cards], *DIVE_OPTIONS)

    def decision_of(self, g: Table, options: tuple[Option, ...]) -> Decision:
        p = g.players[self.player]
        question = f"play a fish or dive (diver {len(p.divers) + 1} of 6)"
        return Decision(self.player, _TURN, question, options, subject=p.name)

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        p = g.players[self.player]
        g.stack.pop()
        if isinstance(option, Dive):
            site = _COLUMN_LABELS[option.column]
            p.divers.append(site)
            key = (self.player, site)
            ev.append(_PLACED.get(key) or _PLACED.setdefault(key, DiverPlaced(*key)))
            g.stack.append(DiveTask(self.player, option.column))
        else:
            assert isinstance(option, PlayFish)
            p.divers.append("play")
            key = (self.player, "play")
            ev.append(_PLACED.get(key) or _PLACED.setdefault(key, DiverPlaced(*key)))
            start_play(g, self.player, option.card, None, ev)


#: The dive's places in order (RULES.md 6.2): bonuses above each zone, rows, the bottom.
DIVE_PLACES: tuple[DivePlace, ...] = tuple(DivePlace)


class DiveTask(Task):
    """A dive down one dive site, top to bottom (RULES.md 6).

    ``place`` counts the places reached so far: the diver stands at ``DIVE_PLACES[place - 1]``.
    """

    __slots__ = ("column", "place", "player")
    KIND = "dive"
    DECIDES = False
    FIELDS = ("player", "column", "place")

    def __init__(self, player: int, column: int) -> None:
        self.player, self.column, self.place = player, column, 0

    def step(self, g: Table, ev: list[Event]) -> None:
        """Go down place by place until a place starts something to resolve (a fish's
        ability, a bonus): that task goes on the stack and the dive goes on after it."""
        seat, column = self.player, self.column
        p = g.players[seat]
        ocean = p.ocean
        plan = (_DIVE_PLANS.get(seat) or _dive_plan(seat))[column]
        i, end = self.place, len(plan)
        while i < end:
            place = plan[i]
            i += 1
            slot = place[0]
            if slot >= 0:  # a row: the fish there activates if it has an IF ACTIVATED ability
                ev.append(place[1])  # the diver reaches the place
                fish = ocean[slot].fish
                if fish and fish[-1] in _ACTIVATES:
                    self.place = i
                    activate(g, seat, fish[-1], slot, ev)
                    return
                continue
            _, reached, below, bonus, offered, missed, passed, after = place
            # a bonus (RULES.md 6.2): above a zone with a fish in that zone of the dive site;
            # at the bottom if no diver took its circle this week (this one takes it)
            if below:
                for s in below:
                    if ocean[s].fish:
                        break
                else:  # no fish in the zone: the bonus is missed, and no fish there activates
                    ev.extend(passed)  # reaching the bonus, missing it, the zone's rows
                    i = after
                    continue
            elif p.bottoms[column]:
                ev.append(reached)
                ev.append(missed)
                continue
            else:
                p.bottoms[column] = True
            ev.append(reached)
            ev.append(offered)
            self.place = i
            g.stack.append(bonus)
            return
        self.place = end
        g.stack.pop()


#: The fish with an IF ACTIVATED ability (a dive activates them), by number.
_ACTIVATES: frozenset[int] = frozenset(
    f.number for f in CATALOG.all if f.ability is not None and f.ability.trigger is _IF_ACTIVATED
)

#: One place of a dive as `DiveTask.step` reads it: the row's slot (-1 for a bonus) and the
#: event of the diver reaching it; for a bonus also the slots of the zone below it (empty for
#: the bottom), the task that resolves the bonus (one icon: never changed, so made once and
#: shared, as `BenefitsTask.choose` allows), its events when available and when not, the
#: events of passing a zone with no fish (reaching and missing the bonus, reaching each row of
#: the zone) and the index of the place after that zone.
_PlanStep = tuple[Any, ...]
#: Per seat, per column: the dive's places in order (events are frozen values, made once).
_DIVE_PLANS: dict[int, tuple[tuple[_PlanStep, ...], ...]] = {}


def _dive_plan(seat: int) -> tuple[tuple[_PlanStep, ...], ...]:
    plans = _DIVE_PLANS.get(seat)
    if plans is None:
        plans = _DIVE_PLANS[seat] = tuple(_column_plan(seat, c) for c in COLUMNS)
    return plans


def _column_plan(seat: int, c: int) -> tuple[_PlanStep, ...]:
    site = _COLUMN_LABELS[c]
    steps = _DIVE_STEPS[c]
    reached = [DiverMoved(seat, site, place) for place, *_ in steps]
    plan: list[_PlanStep] = []
    for i, (place, slot, benefit, words) in enumerate(steps):
        if slot >= 0:
            plan.append((slot, reached[i]))
            continue
        below = zone_below(c, place)
        offered = BonusReached(seat, site, place, benefit, True)
        missed = BonusReached(seat, site, place, benefit, False)
        after = i + 1 + len(below)  # the zone's rows follow its bonus
        passed = (reached[i], missed, *reached[i + 1 : after])
        bonus = BenefitsTask(seat, [benefit], None, -1, seat, _BONUS_SOURCE, words)
        plan.append((slot, reached[i], below, bonus, offered, missed, passed, after))
    return tuple(plan)


_COLUMN_LABELS: tuple[str, ...] = tuple(Column(c).label for c in COLUMNS)
#: For each dive place, the slot of each column it stands for (-1: a bonus, not a row).
_ROW_SLOT: dict[DivePlace, tuple[int, ...]] = {
    place: tuple(-1 if place.row is None else (place.row - 1) * 3 + c for c in COLUMNS)
    for place in DIVE_PLACES
}
#: For each column and bonus place: (benefit, words for the prompt).
_BONUS: tuple[dict[DivePlace, tuple[str, str]], ...] = tuple(
    {
        place: (
            PROVISIONAL.dive_site_bonuses[_COLUMN_LABELS[c]][place],
            f"the {_COLUMN_LABELS[c]} dive site's bonus "
            + ("at the bottom" if place is DivePlace.BOTTOM else place.replace("_", " ")),
        )
        for place in BONUS_PLACES
    }
    for c in COLUMNS
)
#: For each column, its dive's places in order: (place, slot or -1, bonus, bonus words).
_DIVE_STEPS: tuple[tuple[tuple[DivePlace, int, str, str], ...], ...] = tuple(
    tuple(
        (place, _ROW_SLOT[place][c], *(_BONUS[c][place] if place.row is None else ("", "")))
        for place in DIVE_PLACES
    )
    for c in COLUMNS
)
