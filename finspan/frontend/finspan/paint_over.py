"""Painters of what lies over the resting table each frame: the lit button and raised card
under the mouse, the guide's box and the short notice. Draw from a `Frame`; change nothing.
(The open discard pile and the hovered card's zoom are scenes above the table: `overlays`.)"""

from __future__ import annotations

import pygame

from ..look.theme import UI, FontRole, wrap
from ..ui.spatial import focus_ring
from .focus import board_place
from .hits import HandHit
from .paint_base import Frame
from .paint_panel import hand_card


def paint_hover_marks(surface: pygame.Surface, f: Frame, extra: list[pygame.Rect]) -> None:
    """A lit button or option under the mouse, the hovered card in hand raised, and the ring
    of the board's place with the D-pad's focus."""
    t = f.theme
    hoverable = list(f.layout.buttons.values()) + [r for _, r in f.layout.options] + extra
    for rect in hoverable:
        if rect.collidepoint(f.mouse):
            lit = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(lit, (255, 255, 255, 40), lit.get_rect(), border_radius=t.px(5))
            surface.blit(lit, rect)
            break
    if isinstance(f.hover, HandHit) and not f.busy:
        r = f.layout.hand_rect(f.hover.card)
        up = f.layout.raised_rect(f.hover.card, t)
        if r is not None and up is not None and up != r:
            img = hand_card(f, f.hover.card, r)
            pygame.draw.rect(surface, UI["panel"], r)  # lift it: its place shows empty
            surface.blit(img, up)
    place = None if f.busy else board_place(f.game, f.options, f.choosing, f.layout)
    if place is not None:
        focus_ring(surface, place[1], t.px(2), t.px(5))


def paint_message(surface: pygame.Surface, f: Frame) -> None:
    """The short notice over the ocean's middle: its lines in one box."""
    t = f.theme
    ocean = f.layout.rects["ocean"]
    face = t.font(FontRole.BODY_BOLD)
    room = ocean.w - t.px(16)
    lines = [tail(line, face, room) for line in wrap(f.choosing.message, face, room)]
    if not lines:
        return
    line_h = face.get_linesize()
    box = pygame.Rect(0, 0, max(face.size(line)[0] for line in lines), len(lines) * line_h)
    box = box.inflate(t.px(16), t.px(8))
    box.center = ocean.center
    pygame.draw.rect(surface, (20, 20, 30), box, border_radius=t.px(6))
    y = box.y + t.px(4)
    for line in lines:
        img = t.text(line, FontRole.BODY_BOLD, UI["text"])
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += line_h


def tail(words: str, face: pygame.font.Font, width: int) -> str:
    """``words`` if they fit ``width``, else their end after "…" (a long file path: its
    name shows)."""
    if face.size(words)[0] <= width:
        return words
    for k in range(1, len(words)):
        if face.size("…" + words[k:])[0] <= width:
            return "…" + words[k:]
    return "…"
