"""A card with its explanation: the panel of plain words and icon meanings beside a card
(`explanation_panel`, also used by the encyclopedia) and the hover tooltip that shows a large
card with that panel (`card_tooltip`). Panels are cached by fish, size and theme.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from finspan.engine import Fish

from ..ui import theme as th
from ..ui.theme import FontRole, Theme, get_theme
from . import icons
from .card_parts import blit_lines, wrap_lines
from .card_words import explanation
from .cards import render_card
from .surface_cache import SurfaceCache

_PANELS = SurfaceCache(128)


@dataclass(frozen=True)
class CardTooltip:
    """A large card with its full explanation beside it, placed near what is hovered.

    Build it with `card_tooltip`; draw it with ``surface.blit(tip.surface, tip.rect)``.
    """

    surface: pygame.Surface
    rect: pygame.Rect


def explanation_panel(
    fish: Fish, width: int, height: int, theme: Theme | None = None
) -> pygame.Surface:
    """The rows of `explanation` laid out on a dark panel, with icon meanings (cached)."""
    theme = theme or get_theme()
    key = ("panel", fish.number, width, height, theme.key, theme.scale)
    cached = _PANELS.get(key)
    if cached is not None:
        return cached
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, th.UI["panel"], surf.get_rect(), border_radius=theme.px(10))
    pygame.draw.rect(surf, th.UI["panel_edge"], surf.get_rect(), 2, border_radius=theme.px(10))
    pad = theme.px(12)
    y = pad
    title = theme.text(fish.name, FontRole.HEADING, th.UI["text"])
    surf.blit(title, (pad, y))
    y += title.get_height() + theme.px(4)
    body_px = theme.font_px(FontRole.BODY)
    small_px = theme.font_px(FontRole.SMALL)
    label_w = max(th.font(FontRole.BODY_BOLD, body_px).size(lab)[0] for lab, _ in explanation(fish))
    label_w = min(label_w, width // 3)
    for label, words in explanation(fish):
        if label == "Scientific name":
            label = "Species"
        head = theme.text(label, FontRole.BODY_BOLD, th.UI["accent"])
        if y + head.get_height() > height - pad:
            break
        surf.blit(head, (pad, y))
        role = FontRole.SCIENTIFIC if label == "Species" else FontRole.BODY
        for ln in wrap_lines(words, role, body_px, width - 3 * pad - label_w):
            img = th.text(ln, role, body_px, th.UI["text"])
            if y + img.get_height() > height - pad:
                break
            surf.blit(img, (2 * pad + label_w, y))
            y += img.get_height()
        y += theme.px(4)
    # what the icons on the card mean
    names = [n for n, _ in icons.cost_icon_names(fish.cost)] + icons.tag_icon_names(fish.tags)
    if fish.ability is not None:
        names.append(icons.trigger_icon_name(fish.ability.trigger))
        names += icons.ability_icon_names(fish.ability)
    names += [icons.zone_icon_name(z) for z in fish.zones]
    names.append(icons.size_icon_name(fish.size))
    if fish.band is not None:
        names.append(icons.site_icon_name(fish.band))
    seen: list[str] = []
    for n in names:
        if n not in seen:
            seen.append(n)
    size = theme.px(22)
    if seen and y + size < height - pad:
        surf.blit(theme.text("Icons on the card", FontRole.BODY_BOLD, th.UI["accent"]), (pad, y))
        y += theme.font(FontRole.BODY_BOLD).get_linesize()
    for n in seen:
        lines = wrap_lines(icons.icon_words(n), FontRole.SMALL, small_px, width - 3 * pad - size)
        block = max(size, len(lines) * th.font(FontRole.SMALL, small_px).get_linesize())
        if y + block > height - pad:
            break
        surf.blit(icons.icon(n, size, theme), (pad, y))
        blit_lines(
            surf, lines, FontRole.SMALL, small_px, th.UI["text_dim"], pad + size + pad // 2, y
        )
        y += block + theme.px(3)
    return _PANELS.put(key, surf)


def card_tooltip(
    fish: Fish, anchor: pygame.Rect, bounds: pygame.Rect, theme: Theme | None = None
) -> CardTooltip:
    """A large view of ``fish`` with its explanation, placed beside ``anchor`` inside ``bounds``.

    Prefers the right of the anchor, then the left; never leaves ``bounds``. Pure apart from
    the render caches.
    """
    theme = theme or get_theme()
    card_h = min(round(bounds.h * 0.86), theme.px(560))
    card_w = round(card_h * th.CARD_ASPECT)
    panel_w = min(theme.px(340), max(200, bounds.w - card_w - theme.px(40)))
    gap = theme.px(8)
    surf = pygame.Surface((card_w + gap + panel_w, card_h), pygame.SRCALPHA)
    surf.blit(render_card(fish, card_w, card_h, theme=theme), (0, 0))
    surf.blit(explanation_panel(fish, panel_w, card_h, theme), (card_w + gap, 0))
    rect = surf.get_rect()
    rect.centery = anchor.centery
    rect.left = anchor.right + gap
    if rect.right > bounds.right:
        rect.right = anchor.left - gap
    if rect.left < bounds.left:
        rect.centerx = bounds.centerx
    rect.clamp_ip(bounds)
    return CardTooltip(surf, rect)


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
