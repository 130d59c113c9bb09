"""A short help in the card help's style (its panel, heading and body text) for anything a
screen points at, placed beside it and whole in the window: `words_tooltip`. Knows no game."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..look import theme as th
from ..look.theme import FontRole, Theme, get_theme


@dataclass(frozen=True)
class CardTooltip:
    """A large card with its full explanation beside it, placed near what is hovered.

    Build it with `card_tooltip`; draw it with ``surface.blit(tip.surface, tip.rect)``.
    """

    surface: pygame.Surface
    rect: pygame.Rect



def words_tooltip(
    title: str,
    lines: tuple[str, ...] | list[str],
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    theme: Theme | None = None,
) -> CardTooltip:
    """A short help in the card help's style (its panel, heading and body text) for a token
    or icon: ``title`` then ``lines`` (wrapped), placed below ``anchor`` (above it if there is
    no room, then beside), never outside ``bounds``. Pure apart from the text cache."""
    theme = theme or get_theme()
    pad = theme.px(10)
    width = min(theme.px(330), max(theme.px(120), bounds.w - 2 * pad))
    inner = width - 2 * pad
    bold, body = theme.font(FontRole.BODY_BOLD), theme.font(FontRole.SMALL)
    heads = th.wrap(title, bold, inner) if title else []
    rows = [part for line in lines for part in (th.wrap(line, body, inner) or [""])]
    h = (
        2 * pad
        + len(heads) * bold.get_linesize()
        + (theme.px(4) if heads and rows else 0)
        + len(rows) * body.get_linesize()
    )
    h = min(h, bounds.h)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, th.UI["panel"], surf.get_rect(), border_radius=theme.px(8))
    pygame.draw.rect(surf, th.UI["panel_edge"], surf.get_rect(), 2, border_radius=theme.px(8))
    y = pad
    for line in heads:
        surf.blit(theme.text(line, FontRole.BODY_BOLD, th.UI["accent"]), (pad, y))
        y += bold.get_linesize()
    if heads and rows:
        y += theme.px(4)
    for line in rows:
        if y + body.get_linesize() > h - pad // 2:
            break
        surf.blit(theme.text(line, FontRole.SMALL, th.UI["text"]), (pad, y))
        y += body.get_linesize()
    gap = theme.px(6)
    rect = surf.get_rect(midtop=(anchor.centerx, anchor.bottom + gap))
    if rect.bottom > bounds.bottom:
        rect.bottom = anchor.top - gap
    if rect.top < bounds.top:  # neither below nor above: beside it
        rect.centery = anchor.centery
        rect.left = anchor.right + gap
        if rect.right > bounds.right:
            rect.right = anchor.left - gap
    margin = theme.px(4)  # off the window's edge, where there is room
    inside = bounds.inflate(-2 * margin, -2 * margin)
    rect.clamp_ip(inside if inside.w >= rect.w and inside.h >= rect.h else bounds)
    return CardTooltip(surf, rect)
