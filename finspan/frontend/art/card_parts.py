"""The pieces every card layout is built from: card text sizes, text fitted and wrapped to a
width with the real font, chips, the points badge, the zone sidebar, the dive-site band and
rows of cost and ability icons. Each draws only on the surface it is given.
"""

from __future__ import annotations

import pygame

from finspan.engine import (
    ZONES,
    Ability,
    Fish,
    Zone,
)

from ..look import theme as th
from ..look.theme import CARD, FontRole, Theme
from . import icons, palette


def text_px(height: int, layout: str, role: str, theme: Theme) -> int:
    """A card text size: a share of the card's height, times the player's text size (the
    fitting below shrinks it again where the card has no room). A large card (a zoom, the
    encyclopedia's card view, as tall as the window allows) grows its words less, by the
    square root of the text size: its picture keeps its room, and its explanation beside it
    is at the full text size."""
    sizes = palette.CARD_TEXT[layout]
    growth = theme.ui_scale**0.5 if layout == "large" else theme.ui_scale
    return max(int(sizes["min"]), round(height * sizes[role] * growth))


def wrap_lines(text: str, role: FontRole, px: int, width: int) -> list[str]:
    """Greedy word wrap measured with the real font (no empty lines)."""
    return [line for line in th.wrap(text, th.font(role, px), width) if line]


def fit_lines(
    text: str, role: FontRole, px: int, min_px: int, width: int, max_lines: int
) -> tuple[int, list[str]]:
    """The largest size (px down to min_px) at which ``text`` wraps in ``max_lines`` lines."""
    size = px
    while True:
        lines = wrap_lines(text, role, size, width)
        widest = max((th.font(role, size).size(ln)[0] for ln in lines), default=0)
        if (len(lines) <= max_lines and widest <= width) or size <= min_px:
            if len(lines) > max_lines:  # still too long at the smallest size: ellipsis
                lines = lines[:max_lines]
                lines[-1] = lines[-1].rstrip(",.;") + "…"
            f = th.font(role, size)
            for i, ln in enumerate(lines):
                while f.size(ln)[0] > width and len(ln) > 2:
                    ln = ln[:-2] + "…"
                lines[i] = ln
            return size, lines
        size -= 1


def blit_lines(
    surf: pygame.Surface, lines: list[str], role: FontRole, px: int, colour, x: int, y: int,
    *, centre_w: int = 0, line_gap: float = 1.0,
) -> int:  # fmt: skip
    """Draw lines top-down from (x, y); centred in ``centre_w`` if given. Returns the new y."""
    step = round(th.font(role, px).get_linesize() * line_gap)
    for ln in lines:
        img = th.text(ln, role, px, colour)
        surf.blit(img, (x + (centre_w - img.get_width()) // 2 if centre_w else x, y))
        y += step
    return y


def draw_chip(surf: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A translucent paper chip behind icons drawn over the picture."""
    chip = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(chip, (*CARD["paper"][:3], alpha), chip.get_rect(), border_radius=rect.h // 3)
    surf.blit(chip, rect)


def draw_points_badge(surf: pygame.Surface, centre: tuple[int, int], d: int, points: int, px: int):
    """The points in a disc of diameter ``d`` at ``centre``; a number wider than the disc
    (two digits at a text size kept from 100 %) gets a pill as wide as it, kept on the card."""
    num = th.text(str(points), FontRole.CARD_NUMBER, px, CARD["points_ink"])
    w = max(d, num.get_width() + max(2, d // 6))
    badge = pygame.Rect(0, 0, w, d)
    badge.center = centre
    if w > d:  # grow leftwards into the card rather than past its edge
        badge.right = min(badge.right, surf.get_width() - 1)
    pygame.draw.rect(surf, CARD["points"], badge, border_radius=d // 2)
    pygame.draw.rect(surf, CARD["paper"], badge, max(1, d // 12), border_radius=d // 2)
    surf.blit(num, num.get_rect(center=(badge.centerx, centre[1] - max(0, px // 12))))


def draw_zone_sidebar(surf: pygame.Surface, rect: pygame.Rect, fish: Fish, theme: Theme) -> None:
    """Three stacked zone segments; allowed zones lit with their water and icon."""
    seg_h = rect.h / 3
    icon_size = min(rect.w - 2, round(seg_h) - 4)
    for i, zone in enumerate(ZONES):
        seg = pygame.Rect(rect.x, round(rect.y + i * seg_h), rect.w, round(seg_h) - 1)
        allowed = zone in fish.zones
        colour = palette.ZONE_WATER[zone] if allowed else CARD["zone_off"]
        pygame.draw.rect(surf, colour, seg)
        if allowed and icon_size >= 8:
            img = icons.icon(icons.zone_icon_name(zone), icon_size, theme)
            surf.blit(img, img.get_rect(center=seg.center))
        if zone is Zone.MIDNIGHT and fish.deepwater_only:
            bar = pygame.Rect(seg.x, seg.bottom - max(3, seg.h // 4), seg.w, max(3, seg.h // 4))
            pygame.draw.rect(surf, (240, 240, 255), bar)
            pygame.draw.rect(surf, palette.ZONE_WATER[Zone.MIDNIGHT], bar.inflate(-2, -2))


def draw_band(surf: pygame.Surface, rect: pygame.Rect, fish: Fish, theme: Theme) -> None:
    """The dive-site ribbon along the bottom of the picture (patterned in colour-blind mode)."""
    if fish.band is None:
        return
    colour = palette.dive_site(theme, fish.band)
    pygame.draw.rect(surf, colour, rect)
    if theme.colour_blind:
        th.draw_pattern(surf, rect, palette.DIVE_SITE_PATTERN[fish.band], (255, 255, 255))


def draw_icon_row(
    surf: pygame.Surface, surfaces: list[pygame.Surface], x: int, y: int, gap: int
) -> int:
    for s in surfaces:
        surf.blit(s, (x, y))
        x += s.get_width() + gap
    return x


def cost_surfaces(fish: Fish, size: int, theme: Theme, count_px: int) -> list[pygame.Surface]:
    """Each cost icon, repeated by count (up to 3) — printed cards repeat the icon too."""
    out: list[pygame.Surface] = []
    for name, n in icons.cost_icon_names(fish.cost):
        out.extend([icons.icon(name, size, theme)] * n)
    return out


def ability_surfaces(ability: Ability, size: int, theme: Theme) -> list[pygame.Surface]:
    return [icons.effect_icon(e, size, theme) for e in ability.effects]
