"""Events: past-tense records of what applying an option did, for the table and the log.

Events carry seat numbers, card ids (`finspan.flip.cards`) and places (`finspan.flip.net`),
never object references. ``reveals = True`` marks an event that shows hidden cards (the
deal, the refill, a new grid, a drawn action card, a reshuffle): undo never crosses it.
``starts_turn = True`` marks where a turn begins (a cooperative turn, a bidding round, each
bid): undo stops there too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.events import Event as Event, event_types

# --- The deal -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    kind: ClassVar[str] = "game_started"
    mode: str
    players: tuple[str, ...]
    animals: tuple[str, ...]
    start_player: int


@dataclass(frozen=True, slots=True)
class PowersDealt(Event):
    """Cooperative: each seat's power cards (public); competitive: the common powers."""

    kind: ClassVar[str] = "powers_dealt"
    powers: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class HandsDealt(Event):
    """Each seat's action cards, dealt face up."""

    kind: ClassVar[str] = "hands_dealt"
    reveals: ClassVar[bool] = True
    hands: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class NetDealt(Event):
    """The net's first cards (cooperative), place by place."""

    kind: ClassVar[str] = "net_dealt"
    reveals: ClassVar[bool] = True
    places: tuple[int, ...]
    cards: tuple[int, ...]
    directions: tuple[str, ...]


# --- A turn ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn_started"
    starts_turn: ClassVar[bool] = True
    player: int
    turn: int


@dataclass(frozen=True, slots=True)
class ActionPlayed(Event):
    """An action card was played (``option``: its target as the option's text)."""

    kind: ClassVar[str] = "action_played"
    player: int
    action: str
    option: str


@dataclass(frozen=True, slots=True)
class ActionPassed(Event):
    """No action card could be played (an empty net, or one of metal only): the player
    passed, keeping their cards."""

    kind: ClassVar[str] = "action_passed"
    player: int


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    """A card was flipped; ``direction`` is the way it swims now ("" for waste)."""

    kind: ClassVar[str] = "card_flipped"
    place: int
    card: int
    direction: str


@dataclass(frozen=True, slots=True)
class CardsSwitched(Event):
    """The cards at two adjacent places changed places (``card`` was at ``place``)."""

    kind: ClassVar[str] = "cards_switched"
    place: int
    other: int
    card: int
    other_card: int


@dataclass(frozen=True, slots=True)
class PowerUsed(Event):
    """A player used a power of the card at ``place`` (for the ray and the swordfish: a
    card of the group freed)."""

    kind: ClassVar[str] = "power_used"
    player: int
    power: str
    place: int


@dataclass(frozen=True, slots=True)
class PowerSkipped(Event):
    kind: ClassVar[str] = "power_skipped"
    player: int
    power: str
    place: int


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A power moved a card: the whale to the bottom and the cards it passed up one place,
    or the turtle into an empty place. (A turtle or jellyfish changing places with a card
    is `CardsSwitched`.)"""

    kind: ClassVar[str] = "card_moved"
    card: int
    place: int
    to: int


@dataclass(frozen=True, slots=True)
class GroupFreed(Event):
    """A group of adjacent animals (the same animal swimming the same way, with a moved
    card) left the net to the discard pile."""

    kind: ClassVar[str] = "group_freed"
    animal: str
    direction: str
    places: tuple[int, ...]
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardFreed(Event):
    """One animal left the net to the discard pile, ``by`` an action card (``action``) or a
    power (``shark``, ``ray``, ``swordfish``)."""

    kind: ClassVar[str] = "card_freed"
    place: int
    card: int
    by: str


@dataclass(frozen=True, slots=True)
class WasteUnderPile(Event):
    """The swordfish freed a plastic or metal waste card: it went under the draw pile."""

    kind: ClassVar[str] = "waste_under_pile"
    place: int
    card: int


@dataclass(frozen=True, slots=True)
class CardFell(Event):
    """Lowering: a card fell down its column."""

    kind: ClassVar[str] = "card_fell"
    card: int
    place: int
    to: int


@dataclass(frozen=True, slots=True)
class FishNFlip(Event):
    """A turn freed 5 or more animals: "Fish'n'Flip!"."""

    kind: ClassVar[str] = "fish_n_flip"
    player: int
    freed: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    kind: ClassVar[str] = "turn_ended"
    player: int
    freed: int


@dataclass(frozen=True, slots=True)
class ActionCardDrawn(Event):
    kind: ClassVar[str] = "action_card_drawn"
    reveals: ClassVar[bool] = True
    player: int
    action: str


@dataclass(frozen=True, slots=True)
class ActionDeckReshuffled(Event):
    """The action discard pile became the action deck, shuffled."""

    kind: ClassVar[str] = "action_deck_reshuffled"
    reveals: ClassVar[bool] = True
    cards: int


@dataclass(frozen=True, slots=True)
class CardAdded(Event):
    """Refilling: the top card of the draw pile went on top of a column."""

    kind: ClassVar[str] = "card_added"
    reveals: ClassVar[bool] = True
    column: int
    place: int
    card: int
    direction: str


@dataclass(frozen=True, slots=True)
class EndTriggered(Event):
    """The draw pile's last card is in the net: ``turns_left`` more turns, then the end."""

    kind: ClassVar[str] = "end_triggered"
    turns_left: int


@dataclass(frozen=True, slots=True)
class GameLost(Event):
    """A column received a 7th card: the cooperative game is lost."""

    kind: ClassVar[str] = "game_lost"
    column: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The end. Cooperative: ``won`` (no 7th card), ``animals_left`` (-1 if lost) and the
    ``rating``; competitive: each seat's ``scores`` and the ``winners`` (ties shared)."""

    kind: ClassVar[str] = "game_ended"
    won: bool
    animals_left: int
    rating: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]


# --- The competitive variant ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GridDealt(Event):
    kind: ClassVar[str] = "grid_dealt"
    reveals: ClassVar[bool] = True
    places: tuple[int, ...]
    cards: tuple[int, ...]
    directions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ActionsRevealed(Event):
    kind: ClassVar[str] = "actions_revealed"
    reveals: ClassVar[bool] = True
    actions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BiddingStarted(Event):
    kind: ClassVar[str] = "bidding_started"
    starts_turn: ClassVar[bool] = True
    round: int
    start_player: int


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """A bid; each bid is a turn of its own (undo stops there)."""

    kind: ClassVar[str] = "bid_made"
    starts_turn: ClassVar[bool] = True
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class BidPassed(Event):
    kind: ClassVar[str] = "bid_passed"
    starts_turn: ClassVar[bool] = True
    player: int


@dataclass(frozen=True, slots=True)
class AllPassed(Event):
    """Everyone passed without a bid: the grid is discarded and a new one dealt."""

    kind: ClassVar[str] = "all_passed"


@dataclass(frozen=True, slots=True)
class BidWon(Event):
    kind: ClassVar[str] = "bid_won"
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class BidSettled(Event):
    """The bid's result: ``freed`` animals against the bid ``amount``; ``kept`` of them
    score for the bidder; ``excess`` go to the opponents."""

    kind: ClassVar[str] = "bid_settled"
    player: int
    amount: int
    freed: int
    kept: int
    excess: int


@dataclass(frozen=True, slots=True)
class WasteTaken(Event):
    """Fewer animals freed than bid: the bidder takes a waste card (-2 points)."""

    kind: ClassVar[str] = "waste_taken"
    player: int


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """One excess freed card given to an opponent (1 point for them)."""

    kind: ClassVar[str] = "card_given"
    player: int
    receiver: int
    card: int


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """Cards left for the discard pile: the rest of a grid, or the animals freed by a bid
    that failed."""

    kind: ClassVar[str] = "cards_discarded"
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DrawPileReshuffled(Event):
    """The discard pile was shuffled into a new draw pile (``reshuffles`` so far)."""

    kind: ClassVar[str] = "draw_pile_reshuffled"
    reveals: ClassVar[bool] = True
    cards: int
    reshuffles: int


#: Every event type, in order of definition.
EVENT_TYPES: tuple[type[Event], ...] = event_types(globals())
