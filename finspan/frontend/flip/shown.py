"""The table as it is shown while a move's animations play: the engine's `PublicState` from
before the move, stepped by each event as its animation ends (`step_all`), until the table
takes the game's own snapshot again at the end.

Each event carries where its cards come from and go to (a flip's new direction, a switch's
two places, a fall's from and to, a refill's card), so stepping only moves what the event
says moved: no rule is worked out here. Cards that move together (the whale and the cards it
passes, every card falling in one lowering) are stepped together: `step_all` reads every
card of such a run before it places any. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from ... import flip as F
from ...flip import ID_CARDS, WASTE_POINTS, ActionKind, Card, Direction, PublicState

H = 7  # places per column (`finspan.flip` numbers a place column * 7 + row)
Cells = list[Card | None]


def cells_of(view: PublicState) -> Cells:
    """The net (or grid) as 28 places, ``None`` where no card lies."""
    cells: Cells = [None] * (4 * H)
    for c, column in enumerate(view.columns):
        for r, card in enumerate(column):
            cells[c * H + r] = card
    return cells


def columns_of(cells: Cells, count: int) -> tuple[tuple[Card | None, ...], ...]:
    """The columns of ``cells`` as `PublicState.columns` holds them (each up to its top card)."""
    out = []
    for c in range(count):
        column = cells[c * H : c * H + H]
        while column and column[-1] is None:
            column.pop()
        out.append(tuple(column))
    return tuple(out)


def lying(card: int, direction: str) -> Card:
    """Card ``card`` lying in the net swimming ``direction`` ("" for waste)."""
    base = ID_CARDS[card]
    return replace(base, direction=Direction(direction) if direction else None)


def _seat(view: PublicState, seat: int, **change: Any) -> tuple[F.SeatView, ...]:
    seats = list(view.seats)
    seats[seat] = replace(seats[seat], **change)
    return tuple(seats)


def _without(hand: tuple[ActionKind, ...], action: str) -> tuple[ActionKind, ...]:
    kind = ActionKind(action)
    if kind not in hand:
        return hand
    i = hand.index(kind)
    return hand[:i] + hand[i + 1 :]


# --- One event on the view (cards on the net are handled in `step_all`) ---------------------

Step = Callable[[PublicState, Any], PublicState]


def _same(view: PublicState, e: Any) -> PublicState:
    return view


def _turn_started(view: PublicState, e: Any) -> PublicState:
    return replace(view, current=e.player, turn=e.turn, moved=(), freed=(), used_powers=())


def _action_played(view: PublicState, e: Any) -> PublicState:
    """Cooperative: the card leaves the hand for the action discard pile (competitive: the
    two revealed cards stay until new ones are revealed)."""
    if view.mode is not F.Mode.COOP:
        return view
    discard = (*view.action_discard, ActionKind(e.action))
    hand = _without(view.seats[e.player].actions, e.action)
    return replace(view, action_discard=discard, seats=_seat(view, e.player, actions=hand))


def _revealed(view: PublicState, e: Any) -> PublicState:
    """Two new action cards: the ones shown before go to the action discard pile."""
    return replace(view, revealed=tuple(ActionKind(a) for a in e.actions),
                   action_deck=max(0, view.action_deck - len(e.actions)),
                   action_discard=(*view.action_discard, *view.revealed))  # fmt: skip


def _action_drawn(view: PublicState, e: Any) -> PublicState:
    hand = (*view.seats[e.player].actions, ActionKind(e.action))
    return replace(view, action_deck=max(0, view.action_deck - 1),
                   seats=_seat(view, e.player, actions=hand))  # fmt: skip


def _freed_cards(view: PublicState, cards: Iterable[int]) -> PublicState:
    """Animals leave the net: the cooperative discard pile takes them; in the competitive game
    they wait beside the grid until the bid is settled."""
    ids = tuple(cards)
    freed = (*view.freed, *ids)
    if view.mode is F.Mode.COOP:
        return replace(view, freed=freed, discard=(*view.discard, *(ID_CARDS[i] for i in ids)))
    return replace(view, freed=freed)


def _discarded(view: PublicState, e: Any) -> PublicState:
    gone = set(e.cards)
    discard = (*view.discard, *(ID_CARDS[i] for i in e.cards if ID_CARDS[i].colour is not None))
    return replace(view, discard=discard, freed=tuple(i for i in view.freed if i not in gone))


def _settled(view: PublicState, e: Any) -> PublicState:
    s = view.seats[e.player]
    seats = _seat(view, e.player, cards=s.cards + e.kept, score=s.score + e.kept)
    kept = view.freed[: e.kept] if e.freed >= e.amount else ()
    return replace(view, seats=seats, freed=tuple(i for i in view.freed if i not in kept))


def _waste_taken(view: PublicState, e: Any) -> PublicState:
    s = view.seats[e.player]
    return replace(view, seats=_seat(view, e.player, waste=s.waste + 1,
                                     score=s.score + WASTE_POINTS))  # fmt: skip


def _given(view: PublicState, e: Any) -> PublicState:
    s = view.seats[e.receiver]
    seats = _seat(view, e.receiver, cards=s.cards + 1, score=s.score + 1)
    return replace(view, seats=seats, freed=tuple(i for i in view.freed if i != e.card))


STEPS: dict[type[F.Event], Step] = {
    F.GameStarted: _same,
    F.PowersDealt: _same,
    F.HandsDealt: _same,
    F.NetDealt: _same,  # (cards: `step_all`)
    F.TurnStarted: _turn_started,
    F.ActionPlayed: _action_played,
    F.ActionPassed: _same,
    F.CardFlipped: _same,
    F.CardsSwitched: _same,
    F.PowerUsed: lambda v, e: replace(v, used_powers=(*v.used_powers, F.AnimalType(e.power))),
    F.PowerSkipped: _same,
    F.CardMoved: _same,
    F.GroupFreed: lambda v, e: _freed_cards(v, e.cards),
    F.CardFreed: lambda v, e: _freed_cards(v, (e.card,)),
    F.WasteUnderPile: lambda v, e: replace(v, pile=v.pile + 1,
                                           under_pile=(*v.under_pile, ID_CARDS[e.card])),
    F.CardFell: _same,
    F.FishNFlip: lambda v, e: replace(v, fish_n_flip_turns=(*v.fish_n_flip_turns, v.turn)),
    F.TurnEnded: _same,
    F.ActionCardDrawn: _action_drawn,
    # (competitive: the two cards shown before go into the new deck too)
    F.ActionDeckReshuffled: lambda v, e: replace(v, action_deck=e.cards, action_discard=(),
                                                 revealed=()),
    F.CardAdded: lambda v, e: replace(v, pile=max(0, v.pile - 1)),
    F.EndTriggered: lambda v, e: replace(v, end_triggered=True, turns_left=e.turns_left),
    F.GameLost: lambda v, e: replace(v, lost=True),
    F.GameEnded: lambda v, e: replace(v, over=True),
    F.GridDealt: lambda v, e: replace(v, pile=max(0, v.pile - len(e.places))),
    F.ActionsRevealed: _revealed,
    F.BiddingStarted: lambda v, e: replace(v, high_bid=0, high_bidder=-1, passed=(), bid=0,
                                           start_player=e.start_player, current=e.start_player,
                                           turn=e.round, freed=()),
    F.BidMade: lambda v, e: replace(v, high_bid=e.amount, high_bidder=e.player),
    F.BidPassed: lambda v, e: replace(v, passed=(*v.passed, e.player)),
    F.AllPassed: _same,
    F.BidWon: lambda v, e: replace(v, current=e.player, bid=e.amount),
    F.BidSettled: _settled,
    F.WasteTaken: _waste_taken,
    F.CardGiven: _given,
    F.CardsDiscarded: _discarded,
    F.DrawPileReshuffled: lambda v, e: replace(v, pile=e.cards, discard=(),
                                               reshuffles=e.reshuffles),
}  # fmt: skip


# --- The cards on the net ---------------------------------------------------------------------

#: Events whose cards move together with the next ones of the same kind.
TOGETHER = (F.CardMoved, F.CardFell)


#: Events that move cards on the net one by one (see `_place_cards`).
ON_THE_NET = (F.NetDealt, F.GridDealt, F.CardFlipped, F.CardsSwitched, F.GroupFreed,
              F.CardFreed, F.WasteUnderPile, F.CardAdded, F.CardsDiscarded)


def _place_cards(cells: Cells, e: Any) -> None:
    """An event's cards on the net (other than the runs of `TOGETHER`)."""
    if isinstance(e, F.NetDealt | F.GridDealt):
        for place, card, direction in zip(e.places, e.cards, e.directions, strict=True):
            cells[place] = lying(card, direction)
    elif isinstance(e, F.CardFlipped):
        cells[e.place] = lying(e.card, e.direction)
    elif isinstance(e, F.CardsSwitched):
        cells[e.place], cells[e.other] = cells[e.other], cells[e.place]
    elif isinstance(e, F.GroupFreed):
        for place in e.places:
            cells[place] = None
    elif isinstance(e, F.CardFreed | F.WasteUnderPile):
        cells[e.place] = None
    elif isinstance(e, F.CardAdded):
        cells[e.place] = lying(e.card, e.direction)
    elif isinstance(e, F.CardsDiscarded):
        gone = set(e.cards)
        for p, lain in enumerate(cells):
            if lain is not None and lain.id in gone:
                cells[p] = None


def _move_together(cells: Cells, run: list[Any]) -> None:
    """Cards moved at once (``run``: `CardMoved` or `CardFell` events): all are lifted from
    where they were, then all are put down where they go."""
    lifted = [(e.to, cells[e.place]) for e in run]
    for e in run:
        cells[e.place] = None
    for to, card in lifted:
        cells[to] = card


def step_all(view: PublicState, events: Iterable[F.Event]) -> PublicState:
    """``view`` stepped by ``events`` in order (a run of cards moving together at once)."""
    cells: Cells | None = None
    run: list[Any] = []
    for e in [*events, None]:
        if run and (e is None or type(e) is not type(run[0])):
            if cells is None:
                cells = cells_of(view)
            _move_together(cells, run)
            run = []
        if e is None:
            break
        if isinstance(e, TOGETHER):
            run.append(e)
            continue
        view = STEPS[type(e)](view, e)
        if isinstance(e, ON_THE_NET):
            if cells is None:
                cells = cells_of(view)
            _place_cards(cells, e)
    if cells is None:
        return view
    return replace(view, columns=columns_of(cells, len(view.columns)))
