"""Idle work for the table: render ahead the cards the player may see next, one piece per
call, so that hovering or a change of turn never waits for a first rendering.

Reads the tabletop; fills only the card and tooltip caches (it changes nothing shown).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...engine import CATALOG
from ..art.board import slot_card
from ..art.cards import render_card
from ..look.theme import FontRole, Theme
from ..ui.zoom import Zoom
from .hits import HandHit, Hit, SlotHit
from .layout import TableLayout, hand_area, hand_layout, playing_rect
from .tabletop import Tabletop
from .tips import zoom_for


class Prefetcher:
    def __init__(self, top: Tabletop) -> None:
        self.top = top
        self.seen: set[tuple] = set()
        #: everything is ready for this layout and focused option
        self.done_for: tuple[TableLayout, int] | None = None

    def step(self) -> bool:
        """One piece of work: first the zooms of the cards the player may hover next, placed
        as hovering them now opens them; then every seat's slot and hand cards at the sizes
        they will be drawn when the turn passes to them. True while there is more to do."""
        top = self.top
        lay = top.layout
        focus = top.choosing.focus  # the zooms keep the focused option clear
        if self.done_for is not None and self.done_for[0] is lay and self.done_for[1] == focus:
            return False  # nothing has changed since everything was ready
        t = top.theme_of()
        screen = lay.rects["screen"]
        for zoom in _card_zooms(top):
            assert zoom.card is not None and zoom.card_tip is not None
            clear = tuple(tuple(r) for r in zoom.keep_clear)
            key = ("zoom", zoom.card, tuple(zoom.anchor), screen.size, clear, zoom.note, t.key,
                   t.scale)  # fmt: skip
            if key not in self.seen:
                self.seen.add(key)
                zoom.card_tip(zoom.card, zoom.anchor, screen, t, zoom.keep_clear, zoom.note)
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
        self.done_for = (lay, focus)
        return False


def _card_zooms(top: Tabletop) -> list[Zoom]:
    """The zooms of the shown seat's cards (its hand, its ocean) as `tips.zoom_for` gives
    them when the mouse rests on each now."""
    frame = top.frame(top.layout)
    p = top.view.players[frame.shown_seat]
    hits: list[Hit] = [HandHit(c) for c in p.hand if top.layout.hand_rect(c) is not None]
    hits += [SlotHit(i) for i, s in enumerate(p.ocean) if s.top is not None]
    zooms = (zoom_for(replace(frame, hover=h, choosing=replace(frame.choosing, hover=h)))
             for h in hits)  # fmt: skip
    return [z for z in zooms if z is not None and z.card is not None and z.card_tip is not None]


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
