"""A seat's discard pile as a scene, the same for every screen: the pile's cards in a box over
the screen (which is shaded), the cards that can be chosen now ringed.

The screen that opens it says what to show (the cards drawn by the game's `CardPicture`:
this module knows no game) and what a click means through a `PileSource`;
the pile is a passing overlay of the top scene (`SceneStack.overlay`), so the screen beneath
keeps its time (animations, computer players) and its hover (a card of the pile zooms like any
card). Input: a click on a card asks the source to pick it; Esc, D, F1 and Enter close it
(unless the source lets the key through); a click beside the box closes it too, except where
the source lets it through (its own buttons); every other key is kept from the screen beneath
unless let through; mouse motion, the wheel and other buttons always go through. It leaves when
the source says the pile is closed, or when any other scene is pushed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from ..look.theme import UI, FontRole, Theme, shorten
from ..shell.scene import AppContext, Scene

#: A game's picture of one of its cards in the pile: ``(card number, width, height, can be
#: chosen now, theme)``, the card ringed when it can be chosen.
CardPicture = Callable[[int, int, int, bool, Theme], pygame.Surface]

#: Keys that close the pile (unless let through to the screen beneath).
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_d, pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass(frozen=True)
class PileView:
    """What the open pile shows: its heading, its box and each card with its rect and whether
    it can be chosen now (screen coordinates), each drawn by the game's ``picture``."""

    title: str
    box: pygame.Rect
    cards: tuple[tuple[int, pygame.Rect, bool], ...]
    picture: CardPicture


class PileSource(Protocol):
    """What the pile asks of the screen that opened it."""

    def pile_view(self) -> PileView | None:
        """The pile as it is now; None: it is closed."""
        ...

    def pile_pick(self, card: int) -> None:
        """A click on a card that can be chosen."""
        ...

    def pile_close(self) -> None: ...

    def pile_lets_through(self, event: pygame.event.Event) -> bool:
        """Whether a key or click is for the screen beneath (number keys, its buttons)."""
        ...


def card_at(view: PileView, pos: tuple[int, int]) -> tuple[int, bool] | None:
    for card, rect, choosable in view.cards:
        if rect.collidepoint(pos):
            return card, choosable
    return None


class PileScene(Scene):
    transparent = True
    modal = False  # what it does not keep goes to the screen beneath
    layer = 1

    def __init__(self, app: AppContext, source: PileSource) -> None:
        super().__init__(app)
        self.source = source

    def update(self, dt: float) -> None:
        if self.source.pile_view() is None:
            self.app.stack.remove(self)
            self.app.request_redraw()

    def handle_event(self, event: pygame.event.Event) -> bool:
        view = self.source.pile_view()
        if view is None:
            return False
        if event.type == pygame.KEYDOWN:
            if self.source.pile_lets_through(event):
                return False
            if event.key in CLOSE_KEYS:
                self.source.pile_close()
                self.app.request_redraw()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = card_at(view, event.pos)
            if hit is not None:
                card, choosable = hit
                if choosable:
                    self.source.pile_pick(card)
                return True
            if self.source.pile_lets_through(event):
                return False
            self.source.pile_close()  # a click beside the pile closes it
            self.app.request_redraw()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        view = self.source.pile_view()
        if view is None:
            return
        t = self.app.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        box = view.box
        pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(8))
        pygame.draw.rect(surface, UI["panel_edge"], box, 1, border_radius=t.px(8))
        title = shorten(view.title, t.font(FontRole.BODY_BOLD), box.w - t.px(20))
        surface.blit(
            t.text(title, FontRole.BODY_BOLD, UI["text"]), (box.x + t.px(10), box.y + t.px(8))
        )
        for card, r, choosable in view.cards:
            surface.blit(view.picture(card, r.w, r.h, choosable, t), r)
        if not view.cards:
            y = box.y + t.font(FontRole.BODY_BOLD).get_linesize() + t.px(14)
            surface.blit(t.text("Empty.", FontRole.BODY, UI["text_dim"]), (box.x + t.px(10), y))
