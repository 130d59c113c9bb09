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
from ..ui.theme import FontRole
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
        slot = lay.ocean.slots[0]
        area = hand_area(lay.rects["hand"], t)
        for other in top.view.players:
            if other.nautoma:
                continue
            ph = playing_rect(area, max(0, len(other.hand) - 1), t.px(4),
                              t.font(FontRole.SMALL).get_linesize())  # fmt: skip
            beside = pygame.Rect(area.x, area.y, area.w - ph.w - t.px(8), area.h)
            work = [("slot", s.top, slot.w, slot.h) for s in other.ocean if s.top is not None]
            # the hand at its size now, one card more or fewer (a draw, a play), and beside a
            # card chosen to play
            n = len(other.hand)
            for a, count in ((area, n), (area, n + 1), (area, n - 1), (beside, n - 1)):
                rects = hand_layout(a, max(0, count), t.px(4))
                work += [("hand", c, r.w, r.h) for c, r in zip(other.hand, rects, strict=False)]
            # each card as it would stand apart once chosen, and on a slot once played
            work += [("playing", c, ph.w, ph.h) for c in other.hand]
            work += [("slot", c, slot.w, slot.h) for c in other.hand]
            for kind, card, w, h in work:
                key = (kind, card, w, h, t.key)
                if key in self.seen:
                    continue
                self.seen.add(key)
                fish = CATALOG.by_number[card]
                if kind == "slot":
                    slot_card(fish, w, h, t)
                elif kind == "playing":
                    render_card(fish, w, h, highlight="focus", theme=t)
                else:
                    render_card(fish, w, h, theme=t)
                return True
        self.done_for = lay
        return False
