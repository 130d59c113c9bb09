"""Events: past-tense records of what applying an option did, for the frontend and the log.

Events carry seat numbers, fish numbers and slot indices, never object references. An event
class with ``reveals = True`` made hidden information known (a card from the deck, a shuffle,
Nautoma's decision card): undo never crosses it. `describe` in `finspan.engine.narrate`
turns an event into a sentence in the players' names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.events import Event as Event, event_types
from ..core.frozen import set_slots_directly
from .kinds import DivePlace, Token, TokenReason, Trigger

# --- Flow -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    kind: ClassVar[str] = "game_started"
    reveals: ClassVar[bool] = True
    players: tuple[str, ...]
    first_player: int
    board: str
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WeekStarted(Event):
    kind: ClassVar[str] = "week_started"
    week: int
    first_player: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn_started"
    starts_turn: ClassVar[bool] = True
    player: int
    week: int
    turn: int  # 1..6, this player's turn number in the week


@dataclass(frozen=True, slots=True)
class DiverPlaced(Event):
    kind: ClassVar[str] = "diver_placed"
    player: int
    site: str  # "play" (the play-a-fish box) or a dive site: "blue", "purple", "green"


# --- Playing a fish ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FishChosen(Event):
    kind: ClassVar[str] = "fish_chosen"
    player: int
    card: int
    location: str | None  # set when a "play a fish into X" benefit plays it


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """A card went from hand to the personal discard pile to pay a cost."""

    kind: ClassVar[str] = "card_discarded"

    player: int
    card: int


@dataclass(frozen=True, slots=True)
class TokenPaid(Event):
    kind: ClassVar[str] = "token_paid"
    player: int
    slot: int
    token: Token


@dataclass(frozen=True, slots=True)
class FishPlayed(Event):
    kind: ClassVar[str] = "fish_played"
    player: int
    card: int
    slot: int
    consumed: int | None  # the fish now under it, if any


# --- Diving -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiverMoved(Event):
    """The diver reached a place: ``above_sunlight``, ``row1`` .. ``row6``, ``bottom``."""

    kind: ClassVar[str] = "diver_moved"

    player: int
    column: str
    place: DivePlace


@dataclass(frozen=True, slots=True)
class BonusReached(Event):
    kind: ClassVar[str] = "bonus_reached"
    player: int
    column: str
    place: DivePlace  # a bonus place: above a zone, or the bottom
    benefit: str
    available: bool  # False: no fish in that zone of the dive site, or bottom already taken


@dataclass(frozen=True, slots=True)
class AbilityActivated(Event):
    kind: ClassVar[str] = "ability_activated"
    player: int
    card: int
    slot: int
    trigger: Trigger


@dataclass(frozen=True, slots=True)
class BenefitOffered(Event):
    """An all-players benefit was offered to another player."""

    kind: ClassVar[str] = "benefit_offered"

    player: int
    owner: int
    card: int


@dataclass(frozen=True, slots=True)
class BenefitDeclined(Event):
    kind: ClassVar[str] = "benefit_declined"
    player: int
    source: str


# --- Benefits ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EggLaid(Event):
    kind: ClassVar[str] = "egg_laid"
    player: int
    slot: int


@dataclass(frozen=True, slots=True)
class EggHatched(Event):
    kind: ClassVar[str] = "egg_hatched"
    player: int
    slot: int


@dataclass(frozen=True, slots=True)
class YoungPlaced(Event):
    kind: ClassVar[str] = "young_placed"
    player: int
    slot: int


@dataclass(frozen=True, slots=True)
class TokenMoved(Event):
    kind: ClassVar[str] = "token_moved"
    player: int
    token: Token  # young or school
    from_slot: int
    to_slot: int


@dataclass(frozen=True, slots=True)
class SchoolFormed(Event):
    kind: ClassVar[str] = "school_formed"
    player: int
    slot: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    kind: ClassVar[str] = "card_drawn"
    reveals: ClassVar[bool] = True
    player: int
    card: int


@dataclass(frozen=True, slots=True)
class DrawLost(Event):
    kind: ClassVar[str] = "draw_lost"
    player: int


@dataclass(frozen=True, slots=True)
class CardRetrieved(Event):
    kind: ClassVar[str] = "card_retrieved"
    player: int
    card: int


@dataclass(frozen=True, slots=True)
class CardTucked(Event):
    kind: ClassVar[str] = "card_tucked"
    player: int
    card: int
    slot: int


@dataclass(frozen=True, slots=True)
class CardKept(Event):
    """Official variant of the empty fish deck: a player kept this card in their pile."""

    kind: ClassVar[str] = "card_kept"

    player: int
    card: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    kind: ClassVar[str] = "deck_reshuffled"
    reveals: ClassVar[bool] = True
    cards: int
    kept: tuple[int | None, ...] = ()  # per seat: the card kept in the pile (variant)


# --- Scoring ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AchievementScored(Event):
    kind: ClassVar[str] = "achievement_scored"
    player: int
    week: int
    achievement: str
    units: int
    points: int
    base: int | None = None  # Nautoma only: her base value (units = base + her markers)
    scores: bool = True  # False: Nautoma scores no achievements (difficulty 1)


@dataclass(frozen=True, slots=True)
class BonusScored(Event):
    kind: ClassVar[str] = "bonus_scored"
    player: int
    week: int
    points: int


@dataclass(frozen=True, slots=True)
class WeekEnded(Event):
    kind: ClassVar[str] = "week_ended"
    starts_turn: ClassVar[bool] = True  # the week's turns are over
    week: int


@dataclass(frozen=True, slots=True)
class FirstPlayerPassed(Event):
    kind: ClassVar[str] = "first_player_passed"
    player: int


@dataclass(frozen=True, slots=True)
class GameEndStarted(Event):
    kind: ClassVar[str] = "game_end_started"
    starts_turn: ClassVar[bool] = True  # the game-end step follows the last turn


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game_ended"
    winners: tuple[int, ...]
    totals: tuple[int, ...]


# --- Nautoma ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NautomaCardRevealed(Event):
    kind: ClassVar[str] = "nautoma_card_revealed"
    reveals: ClassVar[bool] = True
    player: int
    card: str  # decision card id, e.g. "N4"


@dataclass(frozen=True, slots=True)
class NautomaMarker(Event):
    kind: ClassVar[str] = "nautoma_marker"
    player: int
    change: int  # +1 placed, -1 removed, 0 nothing to remove / at the limit
    markers: int
    ignored: bool  # difficulty 1 or week 4


@dataclass(frozen=True, slots=True)
class NautomaFishTaken(Event):
    kind: ClassVar[str] = "nautoma_fish_taken"
    reveals: ClassVar[bool] = True
    player: int
    card: int


@dataclass(frozen=True, slots=True)
class NautomaTokens(Event):
    """Nautoma's supply changed: eggs/young/schools deltas and why."""

    kind: ClassVar[str] = "nautoma_tokens"

    player: int
    reason: TokenReason
    eggs: int
    young: int
    schools: int


@dataclass(frozen=True, slots=True)
class NautomaGift(Event):
    """Nautoma's fish shows an all-players benefit: the human may gain it once, now."""

    kind: ClassVar[str] = "nautoma_gift"

    player: int
    card: int
    to_player: int


@dataclass(frozen=True, slots=True)
class RavelScored(Event):
    kind: ClassVar[str] = "ravel_scored"
    player: int
    week: int
    gained: int
    lost: int
    points: int


#: Every event type, in the order they are defined.
EVENT_TYPES: tuple[type[Event], ...] = event_types(globals())


for _type in EVENT_TYPES:  # playouts make thousands of events: the quicker __init__
    set_slots_directly(_type)
