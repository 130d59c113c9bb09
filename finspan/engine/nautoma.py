"""Nautoma, the solo opponent (the Nautoma rulebook and RULES.md 11), inside the engine.

She is a seat that takes her turns without asking anyone: her turn (`finspan.engine.nautoma_turn`)
draws a decision card and performs its steps top to bottom with the functions here. These
act on a `Table`; they know no task.
Provisional values (the decision deck, what she gains from the human's all-players
abilities, the stormy base values, the Ravel cards) come from `PROVISIONAL`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..core.rng import Rng
from .events import (
    AchievementScored,
    Event,
    NautomaMarker,
    NautomaTokens,
    RavelScored,
)
from .kinds import TokenReason, Trigger
from .ocean import Column, column_slots, row_slots
from .provisional import PROVISIONAL, AchievementTile, DecisionCard, RavelCard
from .setup import Setup
from .state import NautomaState
from .table import Table


class HasFish(Protocol):
    """A slot as scoring reads it: its stack of fish."""

    @property
    def fish(self) -> Sequence[int]: ...


MAX_MARKERS = 6  # she has 6 divers to use as markers
HATCH_CAP = 4  # "flip all egg tokens ... up to a maximum of 4"
EGGS_GAINED = 2

#: Calm-side base values, printed on the Nautoma achievement cards (the rulebook), by tile id.
CALM_BASE: dict[str, int] = {
    "eggs_and_young": 3, "small_fish": 2, "fish": 2, "young_w1": 0, "predator_tags": 0,
    "consumed_fish": 0,
    "rows_of_fish": 0, "young_w2": 1, "fish_with_tokens": 3, "other_tags": 2,
    "every_2_eggs": 0, "medium_fish": 0,
    "schools": 0, "young_w3": 3, "every_3_eggs": 0, "large_fish": 1, "fish_without_tokens": 3,
    "if_activated_cards": 4,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class DifficultyRules:
    """One row of the rulebook's difficulty table."""

    scores_achievements: bool
    stormy: bool
    fish_points: int
    school_points: int
    weekly_bonus: bool


#: The difficulty table; its "+3 achievement bonus" column comes from the provisional values.
DIFFICULTY: dict[int, DifficultyRules] = {
    level: DifficultyRules(
        scores, stormy, fish, school, level in PROVISIONAL.nautoma_bonus_difficulties
    )
    for level, (scores, stormy, fish, school) in {
        1: (False, False, 3, 5),
        2: (True, False, 3, 5),
        3: (True, False, 4, 6),
        4: (True, True, 4, 6),
        5: (True, True, 4, 6),
    }.items()
}


def decision_card(card_id: str) -> DecisionCard:
    for card in PROVISIONAL.decision_cards:
        if card.id == card_id:
            return card
    raise KeyError(f"no Nautoma decision card {card_id!r}")


def _shuffle_decision_deck(state: NautomaState, rng: Rng) -> None:
    """Shuffle all 7 decision cards, set 1 aside unseen, use the other 6."""
    cards = [c.id for c in PROVISIONAL.decision_cards]
    rng.shuffle(cards)
    state.set_aside = [cards.pop()]
    state.deck = cards
    state.revealed = []


def new_state(setup: Setup, rng: Rng) -> NautomaState:
    """Her setup: 2 eggs, 1 young, the decision deck, and a random Ravel card if in play."""
    ravel_card = None
    if setup.ravel:
        ravel_card = rng.choice([c.id for c in PROVISIONAL.ravel_cards])
    state = NautomaState(setup.difficulty, setup.ravel, ravel_card)
    _shuffle_decision_deck(state, rng)
    return state


def new_week(g: Table) -> None:
    """Set up for the next week: reshuffle the decision cards with the set-aside one."""
    assert g.nautoma is not None
    _shuffle_decision_deck(g.nautoma, g.rng)


def base_value(difficulty: int, tile_id: str) -> int:
    """Her base value for an achievement: calm side, or stormy at difficulty 4-5."""
    if DIFFICULTY[difficulty].stormy:
        return PROVISIONAL.stormy_base[tile_id]
    return CALM_BASE[tile_id]


def adjust_marker(g: Table, action: str, ev: list[Event]) -> None:
    n = g.nautoma
    assert n is not None
    seat = _seat(g)
    if n.difficulty == 1 or g.week == 4:
        ev.append(NautomaMarker(seat, 0, n.markers, True))
        return
    change = 0
    if action == "place" and n.markers < MAX_MARKERS:
        change = 1
    elif action == "remove" and n.markers > 0:
        change = -1
    n.markers += change
    ev.append(NautomaMarker(seat, change, n.markers, False))


def dive_step(g: Table, seat: int, step: str, ev: list[Event]) -> None:
    n = g.nautoma
    assert n is not None
    if step == "school":
        if n.young >= 3:  # once per turn, even with 6+ young
            n.young -= 3
            n.schools += 1
            ev.append(NautomaTokens(seat, TokenReason.SCHOOL, 0, -3, 1))
        else:
            ev.append(NautomaTokens(seat, TokenReason.SCHOOL, 0, 0, 0))
    elif step == "hatch":
        k = min(n.eggs, HATCH_CAP)
        n.eggs -= k
        n.young += k
        ev.append(NautomaTokens(seat, TokenReason.HATCH, -k, k, 0))
    else:
        n.eggs += EGGS_GAINED
        ev.append(NautomaTokens(seat, TokenReason.GAIN_EGGS, EGGS_GAINED, 0, 0))


def _seat(g: Table) -> int:
    seat = g.nautoma_seat
    assert seat is not None
    return seat


def gain_for_all_players(g: Table, seat: int, trigger: Trigger, ev: list[Event]) -> None:
    """The human activated an IF ACTIVATED all-players ability, or played a fish with a WHEN
    PLAYED all-players ability: Nautoma gains a token instead of the benefit."""
    n = g.nautoma
    assert n is not None
    if trigger is Trigger.IF_ACTIVATED:
        token = PROVISIONAL.nautoma_gain_if_activated
    elif trigger is Trigger.WHEN_PLAYED:
        token = PROVISIONAL.nautoma_gain_when_played
    else:
        return
    if token == "egg":
        n.eggs += 1
        ev.append(NautomaTokens(seat, TokenReason.ALL_PLAYERS, 1, 0, 0))
    else:
        n.young += 1
        ev.append(NautomaTokens(seat, TokenReason.ALL_PLAYERS, 0, 1, 0))


def end_of_week(g: Table, tile: AchievementTile, points: dict[int, int], ev: list[Event]) -> None:
    """Score her achievement (base value + markers, scored like a player; nothing at
    difficulty 1) into ``points`` and her seat's record; then her markers return."""
    n = g.nautoma
    assert n is not None
    seat = _seat(g)
    scores = DIFFICULTY[n.difficulty].scores_achievements
    base = base_value(n.difficulty, tile.id)
    units = base + n.markers if scores else 0
    pts = units * tile.points
    g.players[seat].achievements.append(pts)
    points[seat] = pts
    ev.append(AchievementScored(seat, g.week, tile.id, units, pts, base, scores))
    n.markers = 0


def ravel_card(card_id: str) -> RavelCard:
    """The Ravel card ``card_id``; KeyError if there is none."""
    for card in PROVISIONAL.ravel_cards:
        if card.id == card_id:
            return card
    raise KeyError(f"no Ravel card {card_id!r}")


def ravel_points(g: Table, card_id: str, strength: int) -> tuple[int, int, int]:
    """(gained, lost, points) of a Ravel card against the human's ocean now."""
    return ravel_points_of(g.players[g.human_seat].ocean, card_id, strength)


def ravel_points_of(ocean: Sequence[HasFish], card_id: str, strength: int) -> tuple[int, int, int]:
    """(gained, lost, points) of a Ravel card against an ocean: X per fish in the
    highlighted dive site, minus 1 per fish in the highlighted rows, never below 0."""
    card = ravel_card(card_id)
    column = Column.parse(card.column)
    gained = strength * sum(1 for s in column_slots(column) if ocean[s].fish)
    lost = sum(1 for row in card.rows for s in row_slots(row) if ocean[s].fish)
    return gained, lost, max(0, gained - lost)


def ravel_scoring(g: Table, week: int, ev: list[Event]) -> None:
    n = g.nautoma
    assert n is not None
    if not n.ravel or n.ravel_card is None:
        return
    gained, lost, pts = ravel_points(g, n.ravel_card, n.ravel)
    n.ravel_points.append(pts)
    ev.append(RavelScored(_seat(g), week, gained, lost, pts))


@dataclass(frozen=True, slots=True)
class NautomaScore:
    """Her final score (RULES.md 11): ``total`` is the sum of the other fields."""

    fish: int
    schools: int
    young: int
    eggs: int
    achievements: int
    bonus: int
    ravel: int

    @property
    def total(self) -> int:
        return (
            self.fish + self.schools + self.young + self.eggs + self.achievements + self.bonus
            + self.ravel
        )  # fmt: skip

    def to_dict(self) -> dict[str, int]:
        return {
            "total": self.total, "fish": self.fish, "schools": self.schools,
            "young": self.young, "eggs": self.eggs, "achievements": self.achievements,
            "bonus": self.bonus, "ravel": self.ravel,
        }  # fmt: skip


def nautoma_score(g: Table) -> NautomaScore:
    """Her score as if the game ended now (RULES.md 11)."""
    n = g.nautoma
    assert n is not None
    p = g.players[_seat(g)]
    return score_of(n, p.achievements, p.bonuses)


def score_of(n: NautomaState, achievements: Sequence[int], bonuses: Sequence[int]) -> NautomaScore:
    """Her score from her play area and her seat's achievement points and +3 bonuses."""
    rules = DIFFICULTY[n.difficulty]
    return NautomaScore(
        fish=rules.fish_points * len(n.fish),
        schools=rules.school_points * n.schools,
        young=n.young,
        eggs=n.eggs // 2,
        achievements=sum(achievements),
        bonus=sum(bonuses),
        ravel=sum(n.ravel_points),
    )


#: Words for her dive steps and marker steps, as her decision cards show them.
DIVE_STEP_WORDS: dict[str, str] = {
    "school": "3 young become a school",
    "hatch": f"hatch up to {HATCH_CAP} eggs",
    "gain_eggs": f"gain {EGGS_GAINED} eggs",
}
MARKER_WORDS: dict[str, str] = {"place": "place a marker", "remove": "remove a marker", "none": ""}


def decision_card_words(card_id: str, difficulty: int, week: int) -> tuple[str, ...]:
    """What her decision card does this turn, one phrase per step: the marker step (or that
    it is ignored, at difficulty 1 and in week 4) and her action."""
    card = decision_card(card_id)
    out: list[str] = []
    if card.marker != "none":
        if difficulty == 1 or week == 4:
            out.append("her marker step is ignored")
        else:
            out.append(MARKER_WORDS[card.marker])
    if card.action == "play":
        out.append("take a fish from the deck")
    else:
        out.append("dive: " + ", ".join(DIVE_STEP_WORDS[s] for s in card.dive))
    return tuple(out)
