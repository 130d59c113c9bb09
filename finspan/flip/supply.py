"""The piles: shuffling cards face up or down at random, drawing action cards, refilling the
net (FLIP-RULES.md 4, step 4), and the competitive game's grids, revealed action cards and
reshuffles (8). Every change appends its events; randomness comes from the table's `Rng`.
"""

from __future__ import annotations

from ..core.rng import Rng
from .cards import CODE_ID, code
from .events import (
    ActionCardDrawn,
    ActionDeckReshuffled,
    ActionsRevealed,
    CardAdded,
    CardsDiscarded,
    DrawPileReshuffled,
    EndTriggered,
    Event,
    GameLost,
    GridDealt,
)
from .moves import direction_word
from .net import H, height
from .provisional import PROVISIONAL
from .state import Table

#: The net's columns hold at most 6 cards: a 7th loses (FLIP-RULES.md 4).
MAX_HEIGHT = 6
#: The last turns after the end is triggered (FLIP-RULES.md 5).
LAST_TURNS = 2


def shuffled(rng: Rng, cards: list[int]) -> list[int]:
    """The cards (ids) shuffled, each lying with a random facing (the rulebook flips them
    while shuffling): a pile of codes, the top last."""
    pile: list[int] = []
    bits = 0
    for i, card in enumerate(cards):
        if i % 64 == 0:
            bits = rng.next64()  # one draw gives 64 facings
        pile.append(code(card, (bits >> (i % 64)) & 1))
    rng.shuffle(pile)
    return pile


def _action_card(g: Table, ev: list[Event]) -> str:
    """The top action card (the discard pile shuffled into a new deck when it is empty)."""
    if not g.action_deck:
        g.action_deck = g.action_discard
        g.action_discard = []
        g.rng.shuffle(g.action_deck)
        ev.append(ActionDeckReshuffled(len(g.action_deck)))
    return g.action_deck.pop()


def draw_action(g: Table, seat: int, ev: list[Event]) -> None:
    card = _action_card(g, ev)
    g.hands[seat].append(card)
    ev.append(ActionCardDrawn(seat, card))


def refill(g: Table, ev: list[Event]) -> None:
    """Put the top card of the draw pile on top of each column from the left (no freeing).
    A 7th card in a column loses the game at once; the pile's last card triggers the end."""
    cells, pile = g.cells, g.pile
    for column in range(g.geo.columns):
        if not pile:
            break
        c = pile.pop()
        if len(pile) < g.known:
            g.known = len(pile)
        row = height(cells, column)
        place = column * H + row
        cells[place] = c
        ev.append(CardAdded(column, place, CODE_ID[c], direction_word(c)))
        if row >= MAX_HEIGHT:
            g.lost = True
            ev.append(GameLost(column))
            return
    if not pile:
        g.end_triggered = True
        g.turns_left = LAST_TURNS
        ev.append(EndTriggered(LAST_TURNS))


# --- The competitive game -------------------------------------------------------------------


def clear_grid(g: Table, ev: list[Event]) -> None:
    """The rest of the grid goes to the discard pile."""
    cards = tuple(CODE_ID[g.cells[p]] for p in g.geo.places if g.cells[p])
    if cards:
        for p in g.geo.places:
            g.cells[p] = 0
        g.discard.extend(cards)
        ev.append(CardsDiscarded(cards))


def deal_grid(g: Table, ev: list[Event]) -> bool:
    """Deal 9 cards into the empty grid, bottom row first; when the draw pile holds fewer,
    shuffle the discard pile into a new draw pile first (at most twice). Returns False,
    dealing nothing, when no grid can be dealt: the game ends (FLIP-RULES.md 8)."""
    places = g.geo.places
    if len(g.pile) < len(places):
        if g.reshuffles >= 2:
            return False
        cards = list(g.discard)
        if PROVISIONAL.reshuffle_keeps_pile:
            cards += [CODE_ID[c] for c in g.pile]
        if len(cards) < len(places):
            return False
        if not PROVISIONAL.reshuffle_keeps_pile:
            g.out.extend(CODE_ID[c] for c in g.pile)
        g.discard = []
        g.pile = shuffled(g.rng, cards)
        g.reshuffles += 1
        ev.append(DrawPileReshuffled(len(g.pile), g.reshuffles))
    for p in places:
        g.cells[p] = g.pile.pop()
    ev.append(GridDealt(places, tuple(CODE_ID[g.cells[p]] for p in places),
                        tuple(direction_word(g.cells[p]) for p in places)))  # fmt: skip
    return True


def reveal_actions(g: Table, ev: list[Event]) -> None:
    """The revealed action cards go to the discard pile; 2 new ones are revealed."""
    g.action_discard.extend(g.revealed)
    g.revealed = []
    g.revealed = [_action_card(g, ev), _action_card(g, ev)]
    ev.append(ActionsRevealed(tuple(g.revealed)))
