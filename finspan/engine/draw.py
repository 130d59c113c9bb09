"""Drawing from the fish deck (RULES.md 9): the draw task, the official variant's "keep 1
card" decision, and reshuffling the discard piles into a new deck.

Acts on a `Table` only; knows no other task.
"""

from __future__ import annotations

from .deciding import DecidingTask
from .events import CardDrawn, CardKept, DeckReshuffled, DrawLost, Event, NautomaFishTaken
from .kinds import DecisionKind
from .options import SKIP, KeepCard, Option
from .table import Decision, Table, Task


def reshuffle_discards(g: Table, kept: dict[int, int], ev: list[Event]) -> None:
    """Shuffle all discard piles into a new fish deck, but the cards players kept."""
    cards: list[int] = []
    for p in g.players:
        keep = kept.get(p.seat)
        for n in p.discard:
            if n == keep:
                keep = None
            else:
                cards.append(n)
        p.discard = [kept[p.seat]] if p.seat in kept else []
    g.rng.shuffle(cards)
    g.deck = cards + g.deck
    ev.append(DeckReshuffled(len(cards), tuple(kept.get(p.seat) for p in g.players)))


#: Each `CardDrawn` made once (events are frozen values; see `finspan.engine.tasks`).
_DRAWN: dict[tuple[int, int], Event] = {}


def draw_card(g: Table, seat: int, ev: list[Event]) -> None:
    """Draw one card into ``seat``'s hand: at once while the deck has one (what a `DrawTask`
    would do first), else by a `DrawTask` (which reshuffles or loses the draw)."""
    if g.deck:
        _into_hand(g, seat, g.deck.pop(), ev)
    else:
        g.stack.append(DrawTask(seat, 1, "hand"))


def _into_hand(g: Table, seat: int, card: int, ev: list[Event]) -> None:
    """A card drawn goes into ``seat``'s hand."""
    g.players[seat].hand.append(card)
    key = (seat, card)
    ev.append(_DRAWN.get(key) or _DRAWN.setdefault(key, CardDrawn(*key)))


class DrawTask(Task):
    """Draw cards from the fish deck, reshuffling the discard piles when it is empty (RULES.md 9).

    ``to`` is ``hand`` or ``nautoma`` (her play area).
    """

    __slots__ = ("count", "player", "reshuffled", "to")
    KIND = "draw"
    DECIDES = False
    FIELDS = ("player", "count", "to", "reshuffled")

    def __init__(self, player: int, count: int, to: str) -> None:
        self.player, self.count, self.to, self.reshuffled = player, count, to, False

    def step(self, g: Table, ev: list[Event]) -> None:
        """Draw every card the deck holds (up to the count) in one step; then end, or with
        the deck empty reshuffle the discard piles, or lose a draw."""
        deck = g.deck
        while self.count > 0 and deck:
            card = deck.pop()
            self.count -= 1
            if self.to == "hand":
                _into_hand(g, self.player, card, ev)
            else:
                assert g.nautoma is not None
                g.nautoma.fish.append(card)
                ev.append(NautomaFishTaken(self.player, card))
        if self.count <= 0:
            g.stack.pop()
            return
        if self.reshuffled or not any(p.discard for p in g.players):
            ev.append(DrawLost(self.player))  # still nothing to draw: the draw is lost
            self.count -= 1
            return
        self.reshuffled = True
        if g.setup.keep_one_card:
            order = [self.player, *g.clockwise_after(self.player)]
            g.stack.append(ReshuffleTask([s for s in order if g.players[s].discard]))
        else:
            reshuffle_discards(g, {}, ev)


class ReshuffleTask(DecidingTask):
    """Official variant: before the discard piles are shuffled into a new deck, each player
    (clockwise from the one drawing) may keep 1 card in their pile."""

    __slots__ = ("index", "kept", "order")
    KIND = "reshuffle"
    FIELDS = ("order", "index", "kept")

    def __init__(self, order: list[int]) -> None:
        self.order, self.index, self.kept = order, 0, [-1] * len(order)

    def options_now(self, g: Table) -> tuple[Option, ...] | None:
        if self.index >= len(self.order):
            return None
        p = g.players[self.order[self.index]]
        return (*[KeepCard(n) for n in dict.fromkeys(p.discard)], SKIP)

    def decision_of(self, g: Table, options: tuple[Option, ...]) -> Decision:
        p = g.players[self.order[self.index]]
        return Decision(
            p.seat, DecisionKind.KEEP,
            "the fish deck is empty; keep 1 card in your discard pile before the "
            "piles are shuffled into a new deck (or skip)",
            options, subject=p.name,
        )  # fmt: skip

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        if isinstance(option, KeepCard):
            self.kept[self.index] = option.card
            ev.append(CardKept(self.order[self.index], option.card))
        self.index += 1

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()
        kept = {seat: card for seat, card in zip(self.order, self.kept, strict=True) if card >= 0}
        reshuffle_discards(g, kept, ev)
