"""Idle work for the table: render ahead the cards the player may see next, one piece per
call, so that hovering or a change of turn never waits for a first rendering.

Reads the tabletop; fills only the card and tooltip caches (it changes nothing shown).
"""

from __future__ import annotations

import pygame

from ...engine import CATALOG
from ..art.board import slot_card
from ..art.card_help import card_tooltip
from ..art.cards import render_card
from ..look.theme import FontRole, Theme
from .layout import TableLayout, hand_area, hand_layout, playing_rect
from .tabletop import Tabletop


class Prefetcher:
    def __init__(self, top: Tabletop) -> None:
        self.top = top
        self.seen: set[tuple] = set()
        self.done_for: TableLayout | None = None  # everything is ready for this layout

    def step(self) -> bool:
        """One piece of work: first the large tooltips of the cards the player may hover
        next; then every seat's slot and hand cards at the sizes they will be drawn when the
        turn passes to them. True while there is more to do."""
        top = self.top
        lay = top.layout
        if self.done_for is lay:
            return False  # nothing has changed since everything was ready
        t = top.theme_of()
        screen = lay.rects["screen"]
        p = top.view.players[top.choosing.shown_seat]
        for card in list(p.hand) + [s.top for s in p.ocean if s.top is not None]:
            key = ("tip", card, screen.size, t.key, t.scale)
            if key not in self.seen:
                self.seen.add(key)
                card_tooltip(CATALOG.by_number[card], screen, screen, t)
                return True
        slot, least_slot = lay.ocean.slots[0], lay.ocean.least
        for other in top.view.players:
            if other.nautoma:
                continue
            # the hand at its size now, one card more or fewer (a draw, a play), and beside a
            # card chosen to play; each card as it would stand apart once chosen (each with
            # its size at text size 100 %, whose words it keeps)
            hands = _hand_sizes(lay, t, len(other.hand))
            plain = _hand_sizes(lay.plain, t.plain(), len(other.hand)) if lay.plain else []
            work = [
                ("slot", s.top, slot.size, least_slot) for s in other.ocean if s.top is not None
            ]
            for k, sizes in enumerate(hands):
                least = plain[k] if plain else [None] * len(sizes)
                kind = "playing" if k == len(hands) - 1 else "hand"
                pairs = zip(other.hand, sizes, least, strict=False)
                work += [(kind, c, size, at_100) for c, size, at_100 in pairs]
            # and on a slot once played
            work += [("slot", c, slot.size, least_slot) for c in other.hand]
            for kind, card, (w, h), at_100 in work:
                piece = (kind, card, w, h, t.key, at_100)
                if piece in self.seen:
                    continue
                self.seen.add(piece)
                fish = CATALOG.by_number[card]
                if kind == "slot":
                    slot_card(fish, w, h, t, at_100)
                elif kind == "playing":
                    render_card(fish, w, h, highlight="focus", theme=t, least=at_100)
                else:
                    render_card(fish, w, h, theme=t, least=at_100)
                return True
        self.done_for = lay
        return False


def _hand_sizes(lay: TableLayout, t: Theme, n: int) -> list[list[tuple[int, int]]]:
    """The sizes of a hand of ``n`` cards in ``lay``'s hand panel: as it is, with one card
    more and one fewer, beside a card chosen to play, and (last) the size of that card."""
    area = hand_area(lay.rects["hand"], t)
    ph = playing_rect(area, max(0, n - 1), t.px(4), t.font(FontRole.SMALL).get_linesize())
    beside = pygame.Rect(area.x, area.y, area.w - ph.w - t.px(8), area.h)
    out = [
        [r.size for r in hand_layout(a, max(0, count), t.px(4))]
        for a, count in ((area, n), (area, n + 1), (area, n - 1), (beside, n - 1))
    ]
    return [*out, [ph.size] * n]
