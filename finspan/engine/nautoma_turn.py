"""Nautoma's turn as a task (the Nautoma rulebook, RULES.md 11): reveal a decision card,
adjust a marker, then take a fish or dive; and her gift to the human.

The only decision her turn can pose is the human's: when the fish she takes shows an
all-players ability, the human may gain that benefit once, now (`offer_gift`).
"""

from __future__ import annotations

from .catalog import CATALOG
from .draw import DrawTask
from .events import Event, NautomaCardRevealed, NautomaGift
from .kinds import Source
from .nautoma import adjust_marker, decision_card, dive_step
from .table import Table, Task
from .tasks import BenefitsTask


class NautomaTurnTask(Task):
    """Nautoma's turn: reveal a decision card, adjust a marker, then play a fish or dive."""

    __slots__ = ("fish_before", "player", "stage")
    KIND = "nautoma_turn"
    FIELDS = ("player", "stage", "fish_before")

    def __init__(self, player: int) -> None:
        self.player, self.stage, self.fish_before = player, 0, 0

    def step(self, g: Table, ev: list[Event]) -> None:
        n = g.nautoma
        assert n is not None
        if self.stage == 1:  # after taking a fish: the human may gain its all-players benefit
            g.stack.pop()
            if len(n.fish) > self.fish_before:
                offer_gift(g, self.player, n.fish[-1], ev)
            return
        card = decision_card(n.deck.pop())
        n.revealed.append(card.id)
        ev.append(NautomaCardRevealed(self.player, card.id))
        if card.marker != "none":
            adjust_marker(g, card.marker, ev)
        if card.action == "play":
            self.stage = 1
            self.fish_before = len(n.fish)
            g.stack.append(DrawTask(self.player, 1, "nautoma"))
            return
        g.stack.pop()
        for step in card.dive:
            dive_step(g, self.player, step, ev)


def offer_gift(g: Table, seat: int, card: int, ev: list[Event]) -> None:
    """Her new fish shows an all-players ability (whatever its trigger): the human may gain
    that benefit once, now."""
    fish = CATALOG.by_number[card]
    if not fish.all_players:
        return
    assert fish.ability is not None
    human = g.human_seat
    ev.append(NautomaGift(seat, card, human))
    icons = [e.notation for e in fish.ability.effects]
    label = f"Nautoma's {fish.name} (all players)"
    g.stack.append(BenefitsTask(human, icons, card, -1, seat, Source.GIFT, label))
