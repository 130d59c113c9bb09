"""The table's overlays on the app's stack: the hovered card's zoom (or a token's help) and the
shown seat's open discard pile, as the shared scenes of `ui.zoom` and `ui.pile`.

`TableOverlays` is the table's side of them: the zoom's source (what the hover shows once it
has rested `HOVER_DELAY`, nothing while animations run) and the pile's source (its cards and
which can be chosen now, a click on one choosing its option). The choosing state stays the
truth (``pile_open``, ``hover``); `keep` puts the scenes on the stack to match it, each frame,
from the screen's `update`. Used by the table scene and the replay viewer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

import pygame

from ...engine import CATALOG, Option
from ..art.cards import render_card
from ..look.theme import FontRole, Theme
from ..shell.scene import AppContext
from ..ui.pile import PileScene, PileView
from ..ui.words import possessive
from ..ui.zoom import Zoom, ZoomScene, keep_zoom
from .choosing import options_at, wants_pile
from .focus import board_place
from .hits import DiscardHit
from .tabletop import Tabletop
from .tips import zoom_for


def pile_card(number: int, w: int, h: int, choosable: bool, theme: Theme) -> pygame.Surface:
    """A card of the open pile (`ui.pile.CardPicture`): Finspan's card, ringed if it can be
    chosen now."""
    return render_card(CATALOG.by_number[number], w, h, highlight="legal" if choosable else None,
                       theme=theme)  # fmt: skip


#: Keys the open pile lets through to the table: the number keys choose options as ever,
#: M mutes; during a decision about the pile, Enter, Space, the arrows and Tab choose in it
#: (the arrows over its cards that can be chosen and the option list, `focus`).
PASS_KEYS = (*range(pygame.K_1, pygame.K_9 + 1), pygame.K_m)
PILE_DECISION_KEYS = (
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_TAB,
    pygame.K_0,
    pygame.K_s,
)


class TableHost(Protocol):
    app: AppContext
    top: Tabletop

    def choose(self, option: Option) -> None: ...

    def relayout(self) -> None: ...

    def skip_animations(self) -> None: ...


class TableOverlays:
    """The zoom and the pile of one table (``host``); ``pile``: whether it may open a pile."""

    def __init__(self, host: TableHost, pile: bool = True) -> None:
        self.host = host
        self.pile = pile
        self.zoom_scene: ZoomScene | None = None
        self.pile_scene: PileScene | None = None

    @property
    def app(self) -> AppContext:
        return self.host.app

    # --- Keeping the stack in step with the choosing state ------------------------------------

    def keep(self) -> None:
        """Put the pile and the zoom on the stack (or take them off) to match the table."""
        app, c = self.app, self.host.top.choosing
        on_stack = app.stack.overlays
        if self.pile and c.pile_open and self.pile_scene not in on_stack:
            self.pile_scene = PileScene(app, self)
            app.stack.overlay(self.pile_scene, app.size)
            app.request_redraw()
        elif not c.pile_open and self.pile_scene in on_stack:
            app.stack.remove(self.pile_scene)  # type: ignore[arg-type]
            app.request_redraw()
        self.zoom_scene = keep_zoom(app, self.zoom_scene, self.zoom)

    # --- The zoom's source --------------------------------------------------------------------

    def zoom(self) -> Zoom | None:
        """What the zoom shows now: nothing while the hover waits or animations run; with
        nothing hovered, the zoom or help of the board's place with the D-pad's focus (while
        its zoom is on: Z, a pad's right stick)."""
        top = self.host.top
        c = top.choosing
        if top.busy:
            return None
        if c.hover is None and c.zoom_on:
            place = board_place(top.game, top.options, c, top.layout)
            if place is not None:
                frame = top.frame(top.layout)
                return zoom_for(replace(frame, hover=place[0],
                                        choosing=replace(c, hover=place[0])))  # fmt: skip
        if c.hover is None or c.hover_pending:
            return None
        return zoom_for(top.frame(top.layout))

    # --- The pile's source --------------------------------------------------------------------

    def pile_view(self) -> PileView | None:
        top = self.host.top
        c, lay = top.choosing, top.layout
        if not c.pile_open or lay.pile_box is None:
            return None
        p = top.view.players[c.shown_seat]
        t, n = top.theme_of(), len(p.discard)
        titles = (f"{possessive(p.name)} discard pile ({n}) — public · D or Esc to close",
                  f"{possessive(p.name)} discard pile ({n}) · D or Esc to close",
                  f"Discard pile ({n}) · D or Esc to close", f"Discard pile ({n})")  # fmt: skip
        room = lay.pile_box.w - t.px(20)  # (as `ui.pile` draws it)
        bold = t.font(FontRole.BODY_BOLD)
        title = next((w for w in titles if bold.size(w)[0] <= room), titles[-1])
        cards = tuple(
            (card, rect, bool(options_at(top.options, DiscardHit(card), c.move_from)))
            for card, rect in lay.discard
        )
        return PileView(title, lay.pile_box, cards, pile_card)

    def pile_pick(self, card: int) -> None:
        top = self.host.top
        if top.busy:
            self.host.skip_animations()
            return
        options = top.options
        matches = options_at(options, DiscardHit(card), top.choosing.move_from)
        if matches:
            self.host.choose(options[matches[0]])

    def pile_close(self) -> None:
        c = self.host.top.choosing
        c.pile_open, c.pile_opened_itself = False, False
        self.host.relayout()

    def pile_lets_through(self, event: pygame.event.Event) -> bool:
        top = self.host.top
        if event.type == pygame.KEYDOWN:
            if event.key in PASS_KEYS:
                return True
            return event.key in PILE_DECISION_KEYS and wants_pile(top.options)
        if event.type == pygame.MOUSEBUTTONDOWN:
            lay = top.layout
            rects = [*lay.buttons.values(), *(r for _, r in lay.options)]
            return any(r.collidepoint(event.pos) for r in rects)
        return True
