"""Events: past-tense records of what applying an option did, for the frontend and the log.

Events carry seat numbers, fish numbers and slot indices, never object references. An event
class with ``reveals = True`` made hidden information known (a card from the deck, a shuffle,
Nautoma's decision card): undo never crosses it. `describe` in `finspan.engine.narrate`
turns an event into a sentence in the players' names.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = "event"
    reveals: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"event": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            d[f.name] = list(value) if isinstance(value, tuple) else value
        return d


def _event(kind: str, reveals: bool = False):
    def wrap(cls):
        cls.kind = kind
        cls.reveals = reveals
        return dataclass(frozen=True, slots=True)(cls)

    return wrap


# --- Flow -------------------------------------------------------------------------------------


@_event("game_started", reveals=True)
class GameStarted(Event):
    players: tuple[str, ...]
    first_player: int
    board: str
    tiles: tuple[str, ...]


@_event("week_started")
class WeekStarted(Event):
    week: int
    first_player: int


@_event("turn_started")
class TurnStarted(Event):
    player: int
    week: int
    turn: int  # 1..6, this player's turn number in the week


@_event("diver_placed")
class DiverPlaced(Event):
    player: int
    site: str  # "play" (the play-a-fish box) or a dive site: "blue", "purple", "green"


# --- Playing a fish ---------------------------------------------------------------------------


@_event("fish_chosen")
class FishChosen(Event):
    player: int
    card: int
    location: str | None  # set when a "play a fish into X" benefit plays it


@_event("card_discarded")
class CardDiscarded(Event):
    """A card went from hand to the personal discard pile to pay a cost."""

    player: int
    card: int


@_event("token_paid")
class TokenPaid(Event):
    player: int
    slot: int
    token: str  # "egg", "young" or "school"


@_event("fish_played")
class FishPlayed(Event):
    player: int
    card: int
    slot: int
    consumed: int | None  # the fish now under it, if any


# --- Diving -----------------------------------------------------------------------------------


@_event("diver_moved")
class DiverMoved(Event):
    """The diver reached a place: ``above_sunlight``, ``row1`` .. ``row6``, ``bottom``."""

    player: int
    column: str
    place: str


@_event("bonus_reached")
class BonusReached(Event):
    player: int
    column: str
    place: str  # above_sunlight, above_twilight, above_midnight or bottom
    benefit: str
    available: bool  # False: no fish in that zone of the dive site, or bottom already taken


@_event("ability_activated")
class AbilityActivated(Event):
    player: int
    card: int
    slot: int
    trigger: str


@_event("benefit_offered")
class BenefitOffered(Event):
    """An all-players benefit was offered to another player."""

    player: int
    owner: int
    card: int


@_event("benefit_declined")
class BenefitDeclined(Event):
    player: int
    source: str


# --- Benefits ---------------------------------------------------------------------------------


@_event("egg_laid")
class EggLaid(Event):
    player: int
    slot: int


@_event("egg_hatched")
class EggHatched(Event):
    player: int
    slot: int


@_event("young_placed")
class YoungPlaced(Event):
    player: int
    slot: int


@_event("token_moved")
class TokenMoved(Event):
    player: int
    token: str  # "young" or "school"
    from_slot: int
    to_slot: int


@_event("school_formed")
class SchoolFormed(Event):
    player: int
    slot: int


@_event("card_drawn", reveals=True)
class CardDrawn(Event):
    player: int
    card: int


@_event("draw_lost")
class DrawLost(Event):
    player: int


@_event("card_retrieved")
class CardRetrieved(Event):
    player: int
    card: int


@_event("card_tucked")
class CardTucked(Event):
    player: int
    card: int
    slot: int


@_event("card_kept")
class CardKept(Event):
    """Official variant of the empty fish deck: a player kept this card in their pile."""

    player: int
    card: int


@_event("deck_reshuffled", reveals=True)
class DeckReshuffled(Event):
    cards: int


# --- Scoring ----------------------------------------------------------------------------------


@_event("achievement_scored")
class AchievementScored(Event):
    player: int
    week: int
    achievement: str
    units: int
    points: int


@_event("bonus_scored")
class BonusScored(Event):
    player: int
    week: int
    points: int


@_event("week_ended")
class WeekEnded(Event):
    week: int


@_event("first_player_passed")
class FirstPlayerPassed(Event):
    player: int


@_event("game_end_started")
class GameEndStarted(Event):
    pass


@_event("game_ended")
class GameEnded(Event):
    winners: tuple[int, ...]
    totals: tuple[int, ...]


# --- Nautoma ----------------------------------------------------------------------------------


@_event("nautoma_card_revealed", reveals=True)
class NautomaCardRevealed(Event):
    player: int
    card: str  # decision card id, e.g. "N4"


@_event("nautoma_marker")
class NautomaMarker(Event):
    player: int
    change: int  # +1 placed, -1 removed, 0 nothing to remove / at the limit
    markers: int
    ignored: bool  # difficulty 1 or week 4


@_event("nautoma_fish_taken", reveals=True)
class NautomaFishTaken(Event):
    player: int
    card: int


@_event("nautoma_tokens")
class NautomaTokens(Event):
    """Nautoma's supply changed: eggs/young/schools deltas and why."""

    player: int
    reason: str  # "gain_eggs", "hatch", "school", "all_players"
    eggs: int
    young: int
    schools: int


@_event("nautoma_gift")
class NautomaGift(Event):
    """Nautoma's fish shows an all-players benefit: the human may gain it once, now."""

    player: int
    card: int
    to_player: int


@_event("ravel_scored")
class RavelScored(Event):
    player: int
    week: int
    gained: int
    lost: int
    points: int
