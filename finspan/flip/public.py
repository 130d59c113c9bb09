"""What every player sees: an immutable snapshot of the table (`PublicState`).

Hands and powers are public in both modes (FLIP-RULES.md 4); the draw pile and the action
deck are only counts (the waste the swordfish sent under the draw pile is known, so it is
shown). Reads the table; changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import ANIMALS, CARDS, ID_CARDS, Card
from .kinds import ActionKind, AnimalType, Difficulty, Mode
from .net import H
from .outcome import scores
from .state import Table
from .tasks import BiddingTask


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as everyone sees it. Cooperative: its ``actions`` (hand) and ``powers``;
    competitive: its animal ``cards`` (how many; ``kept``: which, in the order won),
    ``waste`` cards and ``score``."""

    seat: int
    name: str
    actions: tuple[ActionKind, ...] = ()
    powers: tuple[AnimalType, ...] = ()
    cards: int = 0
    waste: int = 0
    score: int = 0
    kept: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class PublicState:
    """Everything a player may see now.

    ``columns``: the net (or grid) column by column, bottom to top, up to its top card;
    ``None`` marks a place left empty in the middle of a turn (it closes when the cards
    fall). ``pile``: cards in the draw pile; ``under_pile``: the known cards at its bottom
    (waste sent there by the swordfish), the bottom last; ``discard``: the animals in the
    discard pile (their facing does not matter); ``action_deck``: cards in the action deck.
    The turn in progress: ``current`` (its seat; competitive: the bidder, or the bid's
    winner), ``turn``, ``moved`` and ``freed`` (card ids), ``used_powers`` (cooperative).
    Competitive: ``revealed`` (the two action cards), ``common_powers``, ``start_player``,
    ``reshuffles``, the bidding (``high_bid``, ``high_bidder`` or -1, ``passed``) and the
    ``bid`` being carried out.
    """

    mode: Mode
    animals: tuple[AnimalType, ...]
    difficulty: Difficulty
    advanced: bool
    columns: tuple[tuple[Card | None, ...], ...]
    pile: int
    under_pile: tuple[Card, ...]
    discard: tuple[Card, ...]
    action_deck: int
    action_discard: tuple[ActionKind, ...]
    seats: tuple[SeatView, ...]
    current: int
    turn: int
    end_triggered: bool
    turns_left: int
    over: bool
    lost: bool
    moved: tuple[int, ...]
    freed: tuple[int, ...]
    used_powers: tuple[AnimalType, ...]
    fish_n_flip_turns: tuple[int, ...]
    revealed: tuple[ActionKind, ...] = ()
    common_powers: tuple[AnimalType, ...] = ()
    start_player: int = 0
    reshuffles: int = 0
    high_bid: int = 0
    high_bidder: int = -1
    passed: tuple[int, ...] = ()
    bid: int = 0

    def card_at(self, place: int) -> Card | None:
        """The card at ``place`` (``column * 7 + row``), or None."""
        column = self.columns[place // H] if place // H < len(self.columns) else ()
        return column[place % H] if place % H < len(column) else None


def _column(g: Table, c: int) -> tuple[Card | None, ...]:
    cells = g.cells[c * H : c * H + H]
    while cells and not cells[-1]:
        cells.pop()
    return tuple(CARDS[x] if x else None for x in cells)


def _bits(mask: int) -> tuple[int, ...]:
    return tuple(i for i in range(mask.bit_length()) if (mask >> i) & 1)


def public_state(g: Table) -> PublicState:
    """The snapshot of ``g`` a player may see."""
    points = scores(g) if not g.coop else ()
    seats = tuple(
        SeatView(
            s, name,
            actions=tuple(ActionKind(a) for a in g.hands[s]) if g.coop else (),
            powers=tuple(AnimalType(a) for a in g.powers[s]) if g.coop else (),
            cards=0 if g.coop else len(g.kept[s]),
            waste=0 if g.coop else g.waste[s],
            score=0 if g.coop else points[s],
            kept=() if g.coop else tuple(ID_CARDS[i] for i in g.kept[s]),
        )
        for s, name in enumerate(g.names)
    )  # fmt: skip
    high, high_bidder, current = 0, -1, g.current
    passed: tuple[int, ...] = ()
    top = g.stack[-1] if g.stack else None
    if isinstance(top, BiddingTask):
        high, high_bidder, current = top.high, top.high_bidder, top.bidder
        passed = tuple(top.passed)
    under = g.pile[: g.known]
    return PublicState(
        mode=g.setup.mode,
        animals=tuple(g.animals),
        difficulty=g.setup.difficulty,
        advanced=g.advanced,
        columns=tuple(_column(g, c) for c in range(g.geo.columns)),
        pile=len(g.pile),
        under_pile=tuple(c for x in reversed(under) if (c := CARDS[x]) is not None),
        discard=tuple(ID_CARDS[i] for i in g.discard),
        action_deck=len(g.action_deck),
        action_discard=tuple(ActionKind(a) for a in g.action_discard),
        seats=seats,
        current=current,
        turn=g.turn,
        end_triggered=g.end_triggered,
        turns_left=g.turns_left,
        over=g.over,
        lost=g.lost,
        moved=_bits(g.moved),
        freed=tuple(g.freed),
        used_powers=tuple(ANIMALS[k] for k in _bits(g.used)) if g.coop else (),
        fish_n_flip_turns=tuple(g.fnf_turns),
        revealed=tuple(ActionKind(a) for a in g.revealed),
        common_powers=tuple(AnimalType(a) for a in g.common),
        start_player=g.start_player,
        reshuffles=g.reshuffles,
        high_bid=high,
        high_bidder=high_bidder,
        passed=passed,
        bid=0 if g.coop or isinstance(top, BiddingTask) else g.bid,  # (none while bidding)
    )
