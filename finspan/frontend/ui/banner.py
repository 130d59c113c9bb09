"""The hand-over banner: whose turn or choice it is now, in that seat's colour ("Ben's turn",
"Coral's turn · Easy computer player"), as a value (`Banner`) and its painter. Shared by the
tables of every game (what a banner says is the table's business); changes nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from ..look.theme import UI, FontRole, Theme, shade, shorten

RGB = tuple[int, int, int]
_LEVEL = re.compile(r"^(.*\S)\s+\((Easy|Medium|Hard)\)$")


def split_level(name: str) -> tuple[str, str]:
    """A computer seat's name and level: "Coral (Easy)" -> ("Coral", "Easy"); a name without
    a level -> (name, "")."""
    m = _LEVEL.match(name.strip())
    return (m.group(1), m.group(2)) if m else (name, "")


@dataclass(frozen=True)
class Banner:
    """What the banner says: ``title`` ("Ben's turn"), ``detail`` (the question, or what kind
    of player), in the seat's ``colour``."""

    title: str
    detail: str
    colour: RGB


def paint_banner(
    surface: pygame.Surface, area: pygame.Rect, banner: Banner, theme: Theme, alpha: int = 255
) -> pygame.Rect:
    """The banner centred in ``area``: a band in the seat's colour with the title and the
    detail (each shortened to fit). Returns the band's rect."""
    t = theme
    pad = t.px(14)
    width = min(area.w - 2 * t.px(12), max(t.px(320), round(area.w * 0.8)))
    title_font = t.font(FontRole.TITLE)
    body_font = t.font(FontRole.BODY)
    title = shorten(banner.title, title_font, width - 2 * pad)
    detail = shorten(banner.detail, body_font, width - 2 * pad) if banner.detail else ""
    title_img = t.text(title, FontRole.TITLE, UI["text"])
    detail_img = t.text(detail, FontRole.BODY, UI["text"]) if detail else None
    height = title_img.get_height() + 2 * pad
    if detail_img is not None:
        height += detail_img.get_height() + t.px(4)
    band = pygame.Rect(0, 0, width, height)
    band.center = area.center
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    box = layer.get_rect()
    radius = t.px(12)
    pygame.draw.rect(layer, (*shade(banner.colour, 0.45), 240), box, border_radius=radius)
    pygame.draw.rect(layer, (*banner.colour, 255), box, max(2, t.px(4)), border_radius=radius)
    chip = t.px(10)
    y = pad
    layer.blit(title_img, title_img.get_rect(midtop=(box.centerx, y)))
    if title_img.get_width() + 4 * chip + 2 * pad < box.w:  # the seat's colour, as a token
        cx = box.centerx - title_img.get_width() // 2 - 2 * chip
        cy = y + title_img.get_height() // 2
        pygame.draw.circle(layer, banner.colour, (cx, cy), chip)
        pygame.draw.circle(layer, UI["text_dark"], (cx, cy), chip, 1)
    if detail_img is not None:
        y += title_img.get_height() + t.px(4)
        layer.blit(detail_img, detail_img.get_rect(midtop=(box.centerx, y)))
    if alpha < 255:
        layer.set_alpha(alpha)
    surface.blit(layer, band)
    return band
