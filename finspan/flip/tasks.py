"""The tasks a turn is made of. Cooperative turn (FLIP-RULES.md 4), on the stack top last:
``[EndOfTurnTask, FreeingTask, ActionTask]``; the action may push a `PowersTask` for the
powers it triggers, and so may freeing. Competitive round (8): a `BiddingTask`; its winner
gets ``[SettleTask, FreeingTask, ActionTask]``, and settling may push a `GiftTask`.
"""

from __future__ import annotations

from .actions import action_options, play_action
from .events import (
    ActionPassed,
    AllPassed,
    BiddingStarted,
    BidMade,
    BidPassed,
    BidSettled,
    BidWon,
    CardGiven,
    CardsDiscarded,
    Event,
    FishNFlip,
    TurnEnded,
    TurnStarted,
    WasteTaken,
)
from .freeing import free_groups, lower_cards
from .kinds import AnimalType, DecisionKind
from .net import PLACE_NAMES
from .options import BID, MAX_BID, PASS, SKIP, Bid, Give, Option, Pass
from .outcome import finish
from .powers import power_options, use_power
from .provisional import PROVISIONAL
from .state import Decision, Table, Task
from .supply import clear_grid, deal_grid, draw_action, refill, reveal_actions

#: A turn that frees this many animals earns "Fish'n'Flip!" (FLIP-RULES.md 4).
FISH_N_FLIP = 5
_ACTION, _POWER, _BID, _GIFT = (
    DecisionKind.ACTION, DecisionKind.POWER, DecisionKind.BID, DecisionKind.GIFT,
)  # fmt: skip
_POWERS = tuple(AnimalType)


def _what(power: AnimalType, place: int) -> str:
    """The words saying what a power would do, for its decision's question."""
    at = PLACE_NAMES[place] if place >= 0 else ""
    if power is AnimalType.DOLPHIN:
        return f"flip a card next to the dolphin at {at}"
    if power is AnimalType.OCTOPUS:
        return f"flip another card of the colour of the octopus at {at}"
    if power is AnimalType.WHALE:
        return f"move the whale at {at} to the bottom of its column"
    if power is AnimalType.TURTLE:
        return f"move the turtle at {at} one place the way it swims"
    if power is AnimalType.JELLYFISH:
        return f"switch the jellyfish at {at} with the card the way it swims"
    if power is AnimalType.SHARK:
        return f"free the shark at {at} on its own"
    if power is AnimalType.RAY:
        return "free the other rays swimming the same way in the group's rows or columns"
    return "free a card next to the swordfish just freed"


class ActionTask(Task):
    """Step 1: play an action card on a target (competitive: one of the two revealed)."""

    __slots__ = ("seat",)
    KIND = "action"
    FIELDS = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def decision(self, g: Table) -> Decision:
        options = action_options(g)
        question = "choose an action card and its target"
        if not g.coop:
            question = f"free {g.bid} or more: " + question
        if not options:  # e.g. an empty net in the last turns: no card can be played
            question, options = "no action card can be played: pass", (PASS,)
        return Decision(self.seat, _ACTION, question, options, g.names[self.seat])

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        g.stack.pop()
        if isinstance(option, Pass):
            ev.append(ActionPassed(self.seat))
            return
        play_action(g, option, ev)
        if g.triggers:
            g.stack.append(PowersTask())


class PowersTask(Task):
    """Offer the waiting triggers one by one: use the power or skip it (FLIP-RULES.md 7)."""

    __slots__ = ()
    KIND = "powers"

    def decision(self, g: Table) -> Decision | None:
        if not g.triggers:
            return None
        trigger = g.triggers[0]
        place, uses = power_options(g, trigger)
        if not uses:
            return None
        power = _POWERS[trigger[0]]
        question = f"use the {power}'s power? ({_what(power, place)})"
        return Decision(
            g.current, _POWER, question, (*uses, SKIP), g.names[g.current], power, place
        )

    def step(self, g: Table, ev: list[Event]) -> None:
        if g.triggers:
            g.triggers.pop(0)  # a power that may not act or would change nothing
        else:
            g.stack.pop()

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        use_power(g, g.triggers[0], option, ev)


class FreeingTask(Task):
    """Steps 2 and 3, repeated while they free: free the groups, lower the cards."""

    __slots__ = ("lowering",)
    KIND = "freeing"
    FIELDS = ("lowering",)
    DECIDES = False

    def __init__(self, lowering: bool = False) -> None:
        self.lowering = lowering

    def step(self, g: Table, ev: list[Event]) -> None:
        if self.lowering:
            lower_cards(g, ev)
            self.lowering = False
        elif free_groups(g, ev):
            self.lowering = True
            if g.triggers:
                g.stack.append(PowersTask())
        elif not lower_cards(g, ev):  # what the action or a power left hanging falls too
            g.stack.pop()


class EndOfTurnTask(Task):
    """Cooperative step 4 and the turn's end: the celebration, the new action card, the
    refill, the last turns (FLIP-RULES.md 4, 5)."""

    __slots__ = ("seat",)
    KIND = "end_of_turn"
    FIELDS = ("seat",)
    DECIDES = False

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()
        seat, freed = self.seat, len(g.freed)
        if freed >= FISH_N_FLIP:
            g.fnf_turns.append(g.turn)
            ev.append(FishNFlip(seat, freed))
        ev.append(TurnEnded(seat, freed))
        g.current = (seat + 1) % len(g.names)
        if g.end_triggered:
            g.turns_left -= 1
            if g.turns_left <= 0:
                finish(g, ev)
                return
        if len(g.hands[seat]) < PROVISIONAL.hand_size[len(g.names)]:  # not after a pass
            draw_action(g, seat, ev)
        if not g.end_triggered:  # no refill in the last turns (FLIP-RULES.md 5)
            refill(g, ev)
            if g.lost:
                finish(g, ev)


def new_turn(g: Table) -> None:
    """Forget the last turn's moved cards, powers used, freed cards and triggers."""
    g.moved = g.used = 0
    g.freed = []
    g.triggers = []


def start_turn(g: Table, ev: list[Event]) -> None:
    """The cooperative turn of ``g.current`` begins (FLIP-RULES.md 4)."""
    new_turn(g)
    g.turn += 1
    seat = g.current
    ev.append(TurnStarted(seat, g.turn))
    g.stack += [EndOfTurnTask(seat), FreeingTask(), ActionTask(seat)]


# --- The competitive variant ----------------------------------------------------------------


def start_bidding(g: Table, ev: list[Event]) -> None:
    """A new bidding round from ``g.start_player`` (FLIP-RULES.md 8)."""
    new_turn(g)
    g.turn += 1
    g.current = g.start_player
    ev.append(BiddingStarted(g.turn, g.start_player))
    g.stack.append(BiddingTask(g.start_player))


def new_grid(g: Table, ev: list[Event], *, after_bid: bool) -> None:
    """The rest of the grid to the discard pile and a new grid, or the end when none can be
    dealt; after a bid also 2 new action cards (after all passed the same cards stay). Then
    the next bidding round, its start player one seat on (FLIP-RULES.md 8)."""
    clear_grid(g, ev)
    if not deal_grid(g, ev):
        finish(g, ev)
        return
    if after_bid:
        reveal_actions(g, ev)
    if after_bid or PROVISIONAL.rotate_after_all_pass:
        g.start_player = (g.start_player + 1) % len(g.names)
    start_bidding(g, ev)


class BiddingTask(Task):
    """Bidding round the table: raise or pass; a player who passed is out of the round; the
    last bidder wins; if all pass at once, a new grid is dealt."""

    __slots__ = ("bidder", "high", "high_bidder", "passed")
    KIND = "bidding"
    FIELDS = ("bidder", "high", "high_bidder", "passed")

    def __init__(self, bidder: int, high: int = 0, high_bidder: int = -1,
                 passed: list[int] | None = None) -> None:  # fmt: skip
        self.bidder, self.high, self.high_bidder = bidder, high, high_bidder
        self.passed = passed if passed is not None else []

    def decision(self, g: Table) -> Decision:
        if self.high:
            question = f"raise the bid above {self.high}, or pass"
        else:
            question = "bid how many animals you will free, or pass"
        options = (*BID[self.high + 1 :], PASS)
        return Decision(self.bidder, _BID, question, options, g.names[self.bidder])

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        seat, n = self.bidder, len(g.names)
        if isinstance(option, Bid):
            self.high, self.high_bidder = option.amount, seat
            ev.append(BidMade(seat, option.amount))
        else:
            self.passed.append(seat)
            ev.append(BidPassed(seat))
        after = [(seat + i) % n for i in range(1, n + 1)]
        left = [s for s in after if s not in self.passed]
        if self.high_bidder < 0:
            if not left:  # everyone passed at once: a new grid, the same action cards
                g.stack.pop()
                ev.append(AllPassed())
                new_grid(g, ev, after_bid=False)
                return
            self.bidder = left[0]
        elif left[0] == self.high_bidder or self.high >= MAX_BID:
            g.stack.pop()
            g.current, g.bid = self.high_bidder, self.high
            ev.append(BidWon(self.high_bidder, self.high))
            g.stack += [
                SettleTask(self.high_bidder, self.high), FreeingTask(), ActionTask(self.high_bidder)
            ]  # fmt: skip
        else:
            self.bidder = left[0]


class SettleTask(Task):
    """The bid's result: exact, fewer (a waste card; the freed cards are discarded) or more
    (keep the bid's worth, give the excess to the opponents)."""

    __slots__ = ("amount", "seat")
    KIND = "settle"
    FIELDS = ("seat", "amount")
    DECIDES = False

    def __init__(self, seat: int, amount: int) -> None:
        self.seat, self.amount = seat, amount

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()
        seat, amount, freed = self.seat, self.amount, g.freed
        g.freed = []  # the competitive game's freed cards wait here until settled
        if len(freed) < amount:
            g.waste[seat] += 1
            g.discard.extend(freed)
            ev.append(BidSettled(seat, amount, len(freed), 0, 0))
            ev.append(WasteTaken(seat))
            if freed:
                ev.append(CardsDiscarded(tuple(freed)))
            return
        g.kept[seat].extend(freed[:amount])
        excess = freed[amount:]
        ev.append(BidSettled(seat, amount, len(freed), amount, len(excess)))
        if not excess:
            return
        opponents = [s for s in range(len(g.names)) if s != seat]
        if len(opponents) == 1:  # no choice: all to the one opponent
            for card in excess:
                g.kept[opponents[0]].append(card)
                ev.append(CardGiven(seat, opponents[0], card))
            return
        g.stack.append(GiftTask(seat, excess))


class GiftTask(Task):
    """Give the excess freed cards to opponents, one card at a time."""

    __slots__ = ("cards", "seat")
    KIND = "gift"
    FIELDS = ("seat", "cards")

    def __init__(self, seat: int, cards: list[int]) -> None:
        self.seat, self.cards = seat, cards

    def decision(self, g: Table) -> Decision:
        left = len(self.cards)
        question = f"give an excess freed card to an opponent ({left} to give)"
        options = tuple(g.give_options[self.seat])
        return Decision(self.seat, _GIFT, question, options, g.names[self.seat], remaining=left)

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        assert isinstance(option, Give)
        to = g.names.index(option.name)
        card = self.cards.pop(0)
        g.kept[to].append(card)
        ev.append(CardGiven(self.seat, to, card))
        if not self.cards:
            g.stack.pop()

