"""Painters of what lies over the resting table each frame: the lit button and raised card
under the mouse, the open discard pile, the hovered card's zoom (or a seat's ocean, or a
bonus's words), the guide's box and the short notice. Draw from a `Frame`; change nothing."""

from __future__ import annotations

import pygame

from ...engine import CATALOG, PROVISIONAL, Column, why_unplayable
from ..art.board import OceanLayout, draw_ocean, seat_colour
from ..art.card_help import card_tooltip
from ..art.cards import render_card
from ..ui.theme import UI, FontRole, wrap
from ..ui.words import possessive
from .choosing import hover_card, options_at
from .hits import BonusHit, DiscardHit, HandHit, NautomaFishHit, SlotHit, ThumbHit
from .layout import GUIDE_BUTTONS, GuideBox
from .paint_base import Frame, panel_box
from .paint_panel import hand_card


def paint_hover_marks(surface: pygame.Surface, f: Frame, extra: list[pygame.Rect]) -> None:
    """A lit button or option under the mouse, and the hovered card in hand raised."""
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
        if r is not None:
            img = hand_card(f, f.hover.card, r)
            pygame.draw.rect(surface, UI["panel"], r)  # lift it: its place shows empty
            surface.blit(img, r.move(0, -t.px(12)))


def paint_pile(surface: pygame.Surface, f: Frame) -> None:
    """The shown seat's discard pile over the ocean, its choosable cards ringed."""
    t = f.theme
    box = f.layout.pile_box
    if box is None:
        return
    p = f.view.players[f.shown_seat]
    shade_layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade_layer.fill((0, 0, 0, 120))
    surface.blit(shade_layer, (0, 0))
    panel_box(surface, box, t)
    head = f"{possessive(p.name)} discard pile ({len(p.discard)}) — public · D or Esc to close"
    lines = wrap(head, t.font(FontRole.BODY_BOLD), box.w - t.px(20))
    surface.blit(
        t.text(lines[0] if lines else head, FontRole.BODY_BOLD, UI["text"]),
        (box.x + t.px(10), box.y + t.px(8)),
    )
    for card, r in f.layout.discard:
        matches = options_at(f.options, DiscardHit(card), f.choosing.move_from)
        img = render_card(
            CATALOG.by_number[card], r.w, r.h, highlight="legal" if matches else None, theme=t
        )
        surface.blit(img, r)
    if not p.discard:
        y = box.y + t.font(FontRole.BODY_BOLD).get_linesize() + t.px(14)
        surface.blit(t.text("Empty.", FontRole.BODY, UI["text_dim"]), (box.x + t.px(10), y))


def paint_note(surface: pygame.Surface, f: Frame, content: str, pos: tuple[int, int]) -> None:
    t = f.theme
    img = t.text(content, FontRole.SMALL, UI["text"])
    box = img.get_rect(topleft=(pos[0] + t.px(12), pos[1] + t.px(12))).inflate(t.px(12), t.px(8))
    box.clamp_ip(f.layout.rects["screen"])
    pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(5))
    pygame.draw.rect(surface, UI["focus"], box, 1, border_radius=t.px(5))
    surface.blit(img, img.get_rect(center=box.center))


def hover_anchor(f: Frame) -> pygame.Rect:
    """The rect the hovered card's zoom opens beside."""
    hover = f.hover
    if isinstance(hover, HandHit):
        r = f.layout.hand_rect(hover.card)
        if r is not None:
            return r
    if isinstance(hover, SlotHit):
        return f.layout.ocean.slots[hover.slot]
    if isinstance(hover, DiscardHit | NautomaFishHit):
        pairs = (
            f.layout.discard
            if isinstance(hover, DiscardHit)
            else (f.layout.nautoma_box.fish if f.layout.nautoma_box else [])
        )
        for card, r in pairs:
            if card == hover.card:
                return r
    return pygame.Rect(f.mouse, (1, 1))


def paint_zoom(surface: pygame.Surface, f: Frame) -> None:
    """The hovered card's zoom (with why it cannot be played now), a hovered seat's ocean,
    or a hovered bonus's words; nothing while the hover waits or animations run."""
    if f.hover is None or f.choosing.hover_pending or f.busy:
        return
    t = f.theme
    screen = f.layout.rects["screen"]
    card = hover_card(f.choosing, f.view)
    hover = f.hover
    if card is not None:
        tip = card_tooltip(CATALOG.by_number[card], hover_anchor(f), screen, t)
        surface.blit(tip.surface, tip.rect)
        d = f.game.decision
        if (
            isinstance(hover, HandHit)
            and d is not None
            and d.kind == "turn"
            and (d.player == f.shown_seat)
        ):
            reason = why_unplayable(f.game.players[d.player], card)
            if reason:
                paint_note(
                    surface,
                    f,
                    f"Can't play it now: {reason}.",
                    (tip.rect.x, tip.rect.bottom + t.px(4)),
                )
        return
    if isinstance(hover, ThumbHit):
        p = f.view.players[hover.seat]
        if p.nautoma or hover.seat == f.shown_seat:
            return
        rect = f.layout.rects["ocean"].inflate(-t.px(40), -t.px(40))
        rect.left = f.layout.rects["left"].right + t.px(10)
        bg = rect.inflate(t.px(12), t.px(36))
        pygame.draw.rect(surface, UI["panel"], bg, border_radius=t.px(10))
        pygame.draw.rect(surface, seat_colour(p), bg, 2, border_radius=t.px(10))
        head = t.text(
            f"{possessive(p.name)} ocean · click to keep it open", FontRole.BODY_BOLD, UI["text"]
        )
        surface.blit(head, (bg.x + t.px(8), bg.y + t.px(4)))
        rect.top = bg.y + t.px(28)
        draw_ocean(surface, OceanLayout.fit(rect), p, t)
    elif isinstance(hover, BonusHit):
        benefit = PROVISIONAL.dive_site_bonuses[Column(hover.column).label][hover.place]
        where = (
            "at the bottom (first diver this week only)"
            if hover.place == "bottom"
            else hover.place.replace("_", " ")
        )
        paint_note(
            surface,
            f,
            f"{Column(hover.column).label} dive site, {where}: {benefit} (provisional value)",
            f.mouse,
        )


def paint_guide(
    surface: pygame.Surface, f: Frame, box: GuideBox, title: str, target: pygame.Rect | None
) -> None:
    """The guide's current step in its box, and a ring around the part of the table it
    means."""
    t = f.theme
    if target is not None:
        pygame.draw.rect(
            surface, UI["focus"], target.inflate(t.px(6), t.px(6)), t.px(3), border_radius=t.px(10)
        )
    pygame.draw.rect(surface, UI["panel"], box.box, border_radius=t.px(8))
    pygame.draw.rect(surface, UI["focus"], box.box, 2, border_radius=t.px(8))
    x, y = box.box.x + t.px(10), box.box.y + t.px(6)
    surface.blit(t.text(title, FontRole.BODY_BOLD, UI["focus"]), (x, y))
    for line, pos in box.lines:
        surface.blit(t.text(line, FontRole.SMALL, UI["text"]), pos)
    labels = dict(GUIDE_BUTTONS)
    waiting = "next" not in box.buttons
    for name in labels:
        rect = box.next_rect if name == "next" else box.buttons[name]
        grey = name == "next" and waiting
        pygame.draw.rect(
            surface,
            UI["button_active"] if name == "next" and not grey else UI["button"],
            rect,
            border_radius=t.px(5),
        )
        img = t.text(labels[name], FontRole.SMALL, UI["text_dim"] if grey else UI["text"])
        surface.blit(img, img.get_rect(center=rect.center))


def paint_message(surface: pygame.Surface, f: Frame) -> None:
    t = f.theme
    ocean = f.layout.rects["ocean"]
    lines = wrap(f.choosing.message, t.font(FontRole.BODY_BOLD), ocean.w)
    y = ocean.centery - len(lines) * t.px(12)
    for line in lines:
        img = t.text(line, FontRole.BODY_BOLD, UI["text"])
        box = img.get_rect(center=(ocean.centerx, y)).inflate(t.px(16), t.px(8))
        pygame.draw.rect(surface, (20, 20, 30), box, border_radius=t.px(6))
        surface.blit(img, img.get_rect(center=box.center))
        y += box.h
