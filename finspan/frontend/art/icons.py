"""Procedurally drawn icons for costs, ability effects, zones, dive sites, tags and sizes.

Owns the icon vocabulary of the frontend: each icon has a name (``"cost.egg"``, ``"tag.venomous"``),
a drawing made only with ``pygame.draw`` and a plain-words explanation for tooltips. Icons are
drawn once at four times their size, smoothed down and cached by (name, size, theme key).
It reads catalog records but never changes them, and imports no scene or widget.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from finspan.engine import (
    CHARACTERISTICS,
    Ability,
    Column,
    Condition,
    Cost,
    Draw,
    Effect,
    Egg,
    EggOnEach,
    Hatch,
    Location,
    Move,
    PlayInto,
    PointsIf,
    Retrieve,
    Size,
    Tags,
    Tuck,
    Young,
    Zone,
)

from ..ui import theme as th
from ..ui.theme import CARD, FontRole, Theme, get_theme
from .surface_cache import SurfaceCache

SUPERSAMPLE = 4
GRID = 24.0  # icons are designed on a 24 x 24 grid

Point = tuple[float, float]
DrawFn = Callable[["Pen"], None]


class Pen:
    """Draws on a supersampled square in design units (0..24), with outlines scaled to size."""

    def __init__(self, surface: pygame.Surface, theme: Theme) -> None:
        self.surface = surface
        self.theme = theme
        self.u = surface.get_width() / GRID

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.u), round(y * self.u)

    def w(self, width: float) -> int:
        return max(1, round(width * self.u))

    def poly(self, pts: list[Point], fill, outline=None, width: float = 1.2) -> None:
        q = [self.p(x, y) for x, y in pts]
        if fill is not None:
            pygame.draw.polygon(self.surface, fill, q)
        if outline is not None:
            pygame.draw.polygon(self.surface, outline, q, self.w(width))

    def circle(self, x: float, y: float, r: float, fill, outline=None, width: float = 1.2) -> None:
        if fill is not None:
            pygame.draw.circle(self.surface, fill, self.p(x, y), round(r * self.u))
        if outline is not None:
            pygame.draw.circle(
                self.surface, outline, self.p(x, y), round(r * self.u), self.w(width)
            )

    def ellipse(self, x, y, w, h, fill, outline=None, width: float = 1.2) -> None:
        rect = pygame.Rect(*self.p(x, y), round(w * self.u), round(h * self.u))
        if fill is not None:
            pygame.draw.ellipse(self.surface, fill, rect)
        if outline is not None:
            pygame.draw.ellipse(self.surface, outline, rect, self.w(width))

    def rect(self, x, y, w, h, fill, outline=None, width: float = 1.2, radius: float = 0) -> None:
        r = pygame.Rect(*self.p(x, y), round(w * self.u), round(h * self.u))
        rad = round(radius * self.u)
        if fill is not None:
            pygame.draw.rect(self.surface, fill, r, border_radius=rad)
        if outline is not None:
            pygame.draw.rect(self.surface, outline, r, self.w(width), border_radius=rad)

    def line(self, pts: list[Point], colour, width: float = 1.5) -> None:
        pygame.draw.lines(
            self.surface, colour, False, [self.p(x, y) for x, y in pts], self.w(width)
        )
        r = self.w(width) // 2
        if r >= 2:  # round caps and joints
            for x, y in pts:
                pygame.draw.circle(self.surface, colour, self.p(x, y), r)

    def arc(self, x, y, r, start_deg, end_deg, colour, width: float = 1.5) -> None:
        rect = pygame.Rect(0, 0, round(2 * r * self.u), round(2 * r * self.u))
        rect.center = self.p(x, y)
        pygame.draw.arc(
            self.surface,
            colour,
            rect,
            math.radians(start_deg),
            math.radians(end_deg),
            self.w(width),
        )


INK = CARD["icon_ink"]
WHITE = CARD["icon_light"]


# --- Shared shapes ---------------------------------------------------------------------------


def _fish(pen: Pen, cx: float, cy: float, length: float, fill, facing: int = 1, eye=True) -> None:
    """A small fish silhouette (used for young, schools and the consume icon)."""
    h = length * 0.5
    body_w = length * 0.72
    x0 = cx - facing * length * 0.14 - body_w / 2
    pen.ellipse(x0, cy - h / 2, body_w, h, fill, INK, 1.0)
    tail_base = cx - facing * length * 0.12 - facing * body_w / 2 + facing * length * 0.02
    tail_end = tail_base - facing * length * 0.3
    pen.poly(
        [(tail_base, cy), (tail_end, cy - h * 0.55), (tail_end, cy + h * 0.55)], fill, INK, 1.0
    )
    if eye:
        ex = x0 + body_w * (0.74 if facing > 0 else 0.26)
        pen.circle(ex, cy - h * 0.1, max(0.7, length * 0.06), INK)


def _card(pen: Pen, x: float, y: float, w: float, h: float, fill=WHITE) -> None:
    pen.rect(x, y, w, h, fill, INK, 1.3, radius=1.6)


def _egg(pen: Pen, cx: float, cy: float, h: float, fill) -> None:
    w = h * 0.78
    pen.ellipse(cx - w / 2, cy - h / 2, w, h, fill, INK, 1.3)
    pen.ellipse(cx - w * 0.22, cy - h * 0.3, w * 0.22, h * 0.22, th.shade(fill, 1.55))


def _arrow(pen: Pen, pts: list[Point], colour, width: float = 1.8, head: float = 3.0) -> None:
    pen.line(pts, colour, width)
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    ang = math.atan2(y2 - y1, x2 - x1)
    left = (x2 - head * math.cos(ang - 0.5), y2 - head * math.sin(ang - 0.5))
    right = (x2 - head * math.cos(ang + 0.5), y2 - head * math.sin(ang + 0.5))
    pen.poly([(x2 + math.cos(ang), y2 + math.sin(ang)), left, right], colour)


def _badge(pen: Pen, fill) -> None:
    """The round background of a tag icon."""
    pen.circle(12, 12, 11, fill, INK, 1.0)


def _mini_mat(pen: Pen, lit: Callable[[int, int], object | None]) -> None:
    """A 3 x 6 ocean mat; ``lit(column, row)`` returns the fill of a highlighted slot or None."""
    pen.rect(5, 1.5, 14, 21, WHITE, INK, 1.2, radius=1.2)
    for col in range(3):
        for row in range(6):
            fill = lit(col, row + 1)
            x, y = 6.2 + col * 4.0, 2.7 + row * 3.25
            pen.rect(x, y, 3.6, 2.85, fill if fill is not None else (222, 226, 232), radius=0.5)


# --- Individual icons ---------------------------------------------------------------------------


def _draw_card(pen: Pen) -> None:
    _card(pen, 4.5, 3.5, 11, 15, (226, 230, 236))
    _card(pen, 8.5, 5.5, 11, 15)
    _fish(pen, 14, 13, 6.5, (120, 180, 220), eye=False)


def _draw_egg(pen: Pen) -> None:
    _egg(pen, 12, 12.5, 19, pen.theme.token("egg"))


def _draw_young(pen: Pen) -> None:
    _fish(pen, 12.5, 12, 20, pen.theme.token("young"))


def _draw_school(pen: Pen) -> None:
    fill = pen.theme.token("school")
    _fish(pen, 8.5, 7, 11.5, fill)
    _fish(pen, 15.5, 12, 11.5, fill)
    _fish(pen, 8.5, 17, 11.5, fill)


def _pacman(pen: Pen, fill) -> None:
    """A big open mouth facing right (the consume icon)."""
    cx, cy, r = 9.5, 12, 8.5
    pts: list[Point] = [(cx, cy)]
    for deg in range(35, 326, 10):
        a = math.radians(deg)
        pts.append((cx + r * math.cos(a), cy - r * math.sin(a)))
    pen.poly(pts, fill, INK, 1.2)
    pen.circle(cx + 1.5, cy - 4.5, 1.2, INK)
    for i in range(3):  # teeth
        tx = cx + 3.2 + i * 1.6
        pen.poly(
            [(tx, cy - 2.6 - i * 0.9), (tx + 1.2, cy - 2.9 - i * 0.9), (tx + 0.5, cy - 1.2)], WHITE
        )


def _draw_consume(pen: Pen) -> None:
    _pacman(pen, (96, 112, 130))
    _fish(pen, 19.5, 12, 7, (248, 210, 120), facing=-1, eye=False)


def _draw_draw(pen: Pen) -> None:
    _card(pen, 3, 5, 10, 14, (226, 230, 236))
    _card(pen, 5, 3.5, 10, 14, (120, 180, 220))
    _arrow(pen, [(13, 13), (20.5, 13)], INK, 2.0, 3.6)


def _draw_retrieve(pen: Pen) -> None:
    _card(pen, 10, 8, 10, 14, (196, 196, 204))
    pen.line([(11.5, 11), (18.5, 19)], INK, 1.2)
    pen.line([(18.5, 11), (11.5, 19)], INK, 1.2)
    pen.arc(10, 10, 7, 90, 200, INK, 2.0)
    _arrow(pen, [(3.4, 12.2), (3.3, 13.4), (3.3, 14)], INK, 2.0, 3.4)


def _draw_hatch(pen: Pen) -> None:
    fill = pen.theme.token("egg")
    _egg(pen, 7.5, 13, 14, fill)
    pen.line([(2.8, 12.5), (5, 10.8), (7, 12.8), (9.2, 10.6), (12.1, 12.4)], INK, 1.1)
    _arrow(pen, [(12.8, 13), (15.8, 13)], INK, 1.5, 2.6)
    _fish(pen, 19.5, 13, 8.5, pen.theme.token("young"))


def _draw_move(pen: Pen) -> None:
    _fish(pen, 12, 12, 10, pen.theme.token("young"))
    _arrow(pen, [(12, 6.5), (12, 1.8)], INK, 1.6, 2.6)
    _arrow(pen, [(12, 17.5), (12, 22.2)], INK, 1.6, 2.6)
    _arrow(pen, [(5.5, 12), (1.8, 12)], INK, 1.6, 2.6)
    _arrow(pen, [(18.5, 12), (22.2, 12)], INK, 1.6, 2.6)


def _draw_tuck(pen: Pen) -> None:
    _card(pen, 11, 12, 11, 8, (230, 232, 238))
    _pacman(pen, (96, 112, 130))
    _arrow(pen, [(16.5, 3), (16.5, 10)], INK, 1.6, 2.6)


def _draw_play(pen: Pen) -> None:
    _card(pen, 6.5, 1.5, 11, 14, WHITE)
    _fish(pen, 12.4, 8.5, 8, (120, 180, 220), eye=False)
    _arrow(pen, [(12, 15.5), (12, 22.5)], INK, 2.0, 3.2)


def _draw_egg_each(pen: Pen) -> None:
    fill = pen.theme.token("egg")
    for cx, cy in ((6, 8), (18, 8), (12, 15)):
        _egg(pen, cx, cy, 10.5, fill)


def _draw_points(pen: Pen) -> None:
    """A wave-crest badge (the score icon)."""
    pen.circle(12, 12, 11, (26, 64, 104), INK, 1.0)
    pen.line([(3.5, 16), (7, 13.5), (10.5, 16), (14, 13.5), (17.5, 16), (20.5, 13.5)], WHITE, 1.1)


def _draw_sun(pen: Pen) -> None:
    for i in range(8):
        a = i * math.pi / 4
        pen.line(
            [(12 + 7.2 * math.cos(a), 12 + 7.2 * math.sin(a)),
             (12 + 10.5 * math.cos(a), 12 + 10.5 * math.sin(a))],
            (222, 150, 20), 1.8,
        )  # fmt: skip
    pen.circle(12, 12, 5.8, th.ZONE_CHIP[Zone.SUNLIGHT], INK, 1.1)


def _draw_twilight(pen: Pen) -> None:
    pen.rect(1.5, 1.5, 21, 21, th.ZONE_WATER[Zone.TWILIGHT], INK, 1.0, radius=3)
    pen.arc(12, 14, 6, 0, 180, (250, 180, 120), 2.2)
    pen.circle(12, 14, 4.4, (246, 160, 110))
    pen.rect(2.5, 14, 19, 7.5, th.ZONE_WATER[Zone.TWILIGHT], radius=2.5)
    pen.line([(3, 15), (7, 13.8), (11, 15), (15, 13.8), (21, 15)], (170, 200, 240), 1.2)
    pen.line([(3, 18.5), (7, 17.3), (11, 18.5), (15, 17.3), (21, 18.5)], (120, 150, 210), 1.0)


def _draw_midnight(pen: Pen) -> None:
    pen.rect(1.5, 1.5, 21, 21, th.ZONE_WATER[Zone.MIDNIGHT], INK, 1.0, radius=3)
    pen.circle(10, 11, 6, (230, 236, 250))
    pen.circle(13, 9, 5.6, th.ZONE_WATER[Zone.MIDNIGHT])
    for x, y in ((17, 16), (6, 18.5), (18.5, 5.5)):
        pen.circle(x, y, 1.1, (130, 240, 255))


def _site(column: Column) -> DrawFn:
    def draw(pen: Pen) -> None:
        colour = pen.theme.dive_site(column)
        # a diving flipper
        pts = [(9, 2), (15, 2), (16, 9), (21, 20), (17, 22.5), (12, 20), (7, 22.5), (3, 20), (8, 9)]
        pen.poly(pts, colour)
        if pen.theme.colour_blind:
            th.draw_pattern(
                pen.surface, pen.surface.get_rect(), th.DIVE_SITE_PATTERN[column], WHITE
            )
            # keep the pattern inside the flipper: redraw the outside transparent
            mask_outside(pen, pts)
        pen.poly(pts, None, INK, 1.2)
        pen.line([(12, 9), (12, 19)], th.shade(colour, 0.6), 1.0)

    return draw


def mask_outside(pen: Pen, pts: list[Point]) -> None:
    """Clear everything outside a polygon (so a pattern stays inside its shape)."""
    mask = pygame.Surface(pen.surface.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [pen.p(x, y) for x, y in pts])
    pen.surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _loc_rows(rows: tuple[int, ...], colour) -> DrawFn:
    def draw(pen: Pen) -> None:
        _mini_mat(pen, lambda c, r: colour if r in rows else None)

    return draw


def _loc_column(column: Column) -> DrawFn:
    def draw(pen: Pen) -> None:
        colour = pen.theme.dive_site(column)
        _mini_mat(pen, lambda c, r: colour if c == column else None)
        if pen.theme.colour_blind:
            x = 6.2 + int(column) * 4.0
            rect = pygame.Rect(*pen.p(x, 2.7), round(3.6 * pen.u), round(19.2 * pen.u))
            th.draw_pattern(pen.surface, rect, th.DIVE_SITE_PATTERN[column], WHITE)

    return draw


def _draw_predator(pen: Pen) -> None:
    _badge(pen, (196, 52, 52))
    top = [(4, 8)] + [(5.6 + i * 3.2, 13 if i % 2 == 0 else 8) for i in range(5)] + [(20, 8)]
    pen.poly([*top, (20, 6), (4, 6)], WHITE)
    bottom = [(5, 17)] + [(6.6 + i * 3.4, 12.5 if i % 2 == 0 else 17) for i in range(4)]
    pen.poly([*bottom, (19, 17), (19, 19), (5, 19)], WHITE)


def _draw_uber_predator(pen: Pen) -> None:
    _badge(pen, (120, 20, 30))
    for dy in (0.0, 7.5):
        pts = [(4, 4.5 + dy)] + [
            (5.6 + i * 3.2, 10 + dy if i % 2 == 0 else 5 + dy) for i in range(5)
        ]
        pen.poly([*pts, (20, 4.5 + dy), (20, 3.5 + dy), (4, 3.5 + dy)], WHITE)
    pen.rect(6.5, 17.5, 11, 2.6, (250, 210, 80), radius=1)


def _draw_bioluminescent(pen: Pen) -> None:
    _badge(pen, (16, 40, 80))
    pen.arc(15, 15, 9, 90, 180, (210, 220, 235), 1.4)
    pen.circle(15, 6, 4.4, (60, 170, 200))
    pen.circle(15, 6, 2.6, (160, 250, 255))
    for a in (200, 250, 340, 20):
        r = math.radians(a)
        pen.line(
            [(15 + 5.2 * math.cos(r), 6 - 5.2 * math.sin(r)),
             (15 + 7.2 * math.cos(r), 6 - 7.2 * math.sin(r))],
            (160, 250, 255), 1.1,
        )  # fmt: skip


def _draw_camouflage(pen: Pen) -> None:
    _badge(pen, (104, 120, 60))
    for x, y, w, h, c in (
        (4, 6, 8, 6, (150, 170, 90)), (12, 4, 7, 5, (70, 86, 40)), (13, 11, 7, 7, (170, 150, 96)),
        (5, 13, 7, 6, (60, 76, 36)), (9, 9, 5, 5, (190, 200, 130)),
    ):  # fmt: skip
        pen.ellipse(x, y, w, h, c)
    pen.circle(12, 12, 11, None, INK, 1.0)


def _draw_electrolocation(pen: Pen) -> None:
    _badge(pen, (40, 96, 150))
    pen.circle(7, 12, 2.2, WHITE)
    for r in (4.5, 8, 11.5):
        pen.arc(7, 12, r, -55, 55, WHITE, 1.4)


def _draw_electric_discharge(pen: Pen) -> None:
    _badge(pen, (40, 60, 120))
    pen.poly(
        [(13.5, 2.5), (6, 13), (11, 13), (9, 21.5), (18, 9.5), (12.8, 9.5)],
        (255, 226, 60),
        INK,
        0.8,
    )


def _draw_venomous(pen: Pen) -> None:
    _badge(pen, (108, 50, 150))
    for x in (6, 10, 14):
        pen.poly([(x - 1.6, 14), (x + 2.6, 3.5), (x + 1.8, 14)], WHITE)
    pen.poly([(4, 14), (19.5, 14), (18, 16), (5, 16)], WHITE)
    pen.poly([(17, 15.5), (19.5, 19), (17.6, 21.4), (15.6, 21), (15.4, 18.8)], (150, 240, 90))


def _size(n: int) -> DrawFn:
    def draw(pen: Pen) -> None:
        # a tail fin with one, two or three bars for small, medium, large
        tail = [(11.5, 10.5), (2, 3), (5.5, 12.5), (2, 22), (11.5, 14.5)]
        pen.poly(tail, (90, 110, 130), INK, 1.0)
        pen.line([(10.5, 12.5), (5, 12.5)], (60, 76, 96), 0.8)
        for i in range(3):
            fill = INK if i < n else (200, 204, 210)
            h = 5 + i * 3.5
            pen.rect(13.5 + i * 3.5, 20.5 - h, 2.6, h, fill, radius=0.6)

    return draw


def _draw_all_players(pen: Pen) -> None:
    for cx, col in ((6, (214, 48, 64)), (18, (27, 153, 139)), (12, (244, 196, 48))):
        pen.circle(cx, 8.5, 3.4, col, INK, 1.0)
        pen.poly(
            [(cx - 5, 21), (cx - 4.2, 15), (cx, 12.8), (cx + 4.2, 15), (cx + 5, 21)], col, INK, 1.0
        )


def _draw_no_tokens(pen: Pen) -> None:
    _egg(pen, 12, 12, 15, pen.theme.token("egg"))
    pen.circle(12, 12, 10.5, None, (200, 40, 40), 2.0)
    pen.line([(4.8, 19.2), (19.2, 4.8)], (200, 40, 40), 2.0)


def _draw_fish_under(pen: Pen) -> None:
    _card(pen, 3, 10, 14, 10, (200, 204, 212))
    _card(pen, 7, 4, 14, 10, WHITE)
    _fish(pen, 14, 9, 8, (120, 180, 220), eye=False)
    _arrow(pen, [(8, 16.5), (8, 22)], INK, 1.3, 2.2)


def _draw_trio(pen: Pen) -> None:
    _egg(pen, 6, 7, 9, pen.theme.token("egg"))
    _fish(pen, 17, 7, 10, pen.theme.token("young"))
    fill = pen.theme.token("school")
    _fish(pen, 8, 16, 7, fill)
    _fish(pen, 14, 19.5, 7, fill)
    _fish(pen, 18, 15, 7, fill)


def _draw_deepwater(pen: Pen) -> None:
    _loc_rows((6,), (60, 60, 120))(pen)


def _draw_estuary(pen: Pen) -> None:
    _loc_rows((1,), (120, 190, 150))(pen)


def _draw_length(pen: Pen) -> None:
    pen.rect(1.5, 8, 21, 8, (246, 226, 150), INK, 1.0, radius=1)
    for i in range(9):
        x = 3.5 + i * 2.2
        pen.line([(x, 8.5), (x, 11.5 if i % 2 else 13)], INK, 0.8)


def _draw_when_played(pen: Pen) -> None:
    pen.circle(12, 12, 11, WHITE, INK, 1.0)
    _card(pen, 6.5, 5.5, 8.5, 12, (120, 180, 220))
    star = []
    for k in range(8):
        r = 4.6 if k % 2 == 0 else 1.8
        a = math.pi / 4 * k
        star.append((16.5 + r * math.cos(a), 8.5 + r * math.sin(a)))
    pen.poly(star, (250, 200, 40), INK, 0.8)


def _draw_if_activated(pen: Pen) -> None:
    pen.circle(12, 12, 11, WHITE, INK, 1.0)
    pen.line([(6.5, 6.5), (12, 11.5), (17.5, 6.5)], (140, 92, 52), 2.6)
    pen.line([(6.5, 12.5), (12, 17.5), (17.5, 12.5)], (140, 92, 52), 2.6)


def _draw_game_end(pen: Pen) -> None:
    pen.circle(12, 12, 11, WHITE, INK, 1.0)
    pen.rect(6.5, 4.5, 11, 1.8, INK, radius=0.6)
    pen.rect(6.5, 17.7, 11, 1.8, INK, radius=0.6)
    glass = [(7.5, 6.3), (16.5, 6.3), (12.6, 12), (16.5, 17.7), (7.5, 17.7), (11.4, 12)]
    pen.poly(glass, (236, 196, 62), INK, 1.0)
    pen.poly([(9.5, 17.2), (14.5, 17.2), (12, 14.5)], (196, 140, 30))


@dataclass(frozen=True)
class IconDef:
    """A named icon: how to draw it and what it means in plain words."""

    name: str
    words: str
    draw: DrawFn


_DEFS: list[IconDef] = [
    IconDef("cost.card", "cost: discard a card from your hand", _draw_card),
    IconDef("cost.egg", "cost: remove an egg from your ocean", _draw_egg),
    IconDef("cost.young", "cost: remove a young (not in a school) from your ocean", _draw_young),
    IconDef("cost.school", "cost: remove a school from your ocean", _draw_school),
    IconDef(
        "cost.consume",
        "cost: must be placed on a slot holding a shorter fish, which it consumes",
        _draw_consume,
    ),
    IconDef("effect.draw", Draw().words, _draw_draw),
    IconDef("effect.retrieve", Retrieve().words, _draw_retrieve),
    IconDef("effect.egg", Egg().words, _draw_egg),
    IconDef("effect.hatch", Hatch().words, _draw_hatch),
    IconDef("effect.young", Young().words, _draw_young),
    IconDef("effect.move", Move().words, _draw_move),
    IconDef("effect.tuck", Tuck().words, _draw_tuck),
    IconDef("effect.play", "play a fish from your hand into a place, paying its cost", _draw_play),
    IconDef(
        "effect.egg_each", "put an egg on each of your matching fish that has none", _draw_egg_each
    ),
    IconDef("effect.points", "points at the end of the game", _draw_points),
    IconDef("token.egg", "egg: 1 point at the end; hatches into a young", _draw_egg),
    IconDef("token.young", "young: 1 point at the end; 3 on one slot form a school", _draw_young),
    IconDef("token.school", "school: 6 points at the end", _draw_school),
    IconDef("zone.sunlight", "Sunlight zone (rows 1-3)", _draw_sun),
    IconDef("zone.twilight", "Twilight zone (row 4)", _draw_twilight),
    IconDef("zone.midnight", "Midnight zone (rows 5-6)", _draw_midnight),
    IconDef(
        "site.blue", "blue dive site: this card may only go in the blue column", _site(Column.BLUE)
    ),
    IconDef(
        "site.purple",
        "purple dive site: this card may only go in the purple column",
        _site(Column.PURPLE),
    ),
    IconDef(
        "site.green",
        "green dive site: this card may only go in the green column",
        _site(Column.GREEN),
    ),
    IconDef("loc.estuary", Location.ESTUARY.words + " (row 1)", _draw_estuary),
    IconDef("loc.deepwater", Location.DEEPWATER.words + " (row 6)", _draw_deepwater),
    IconDef(
        "loc.sunlight",
        Location.SUNLIGHT.words + " (rows 1-3)",
        _loc_rows((1, 2, 3), th.ZONE_CHIP[Zone.SUNLIGHT]),
    ),
    IconDef("loc.blue", Location.BLUE.words, _loc_column(Column.BLUE)),
    IconDef("loc.purple", Location.PURPLE.words, _loc_column(Column.PURPLE)),
    IconDef("loc.green", Location.GREEN.words, _loc_column(Column.GREEN)),
    IconDef("tag.predator", "predator tag", _draw_predator),
    IconDef("tag.uber_predator", "Über predator: counts as 2 predator tags", _draw_uber_predator),
    IconDef("tag.bioluminescent", "bioluminescent tag", _draw_bioluminescent),
    IconDef("tag.camouflage", "camouflage tag", _draw_camouflage),
    IconDef("tag.electrolocation", "active electrolocation tag", _draw_electrolocation),
    IconDef(
        "tag.electric_discharge",
        "electric discharge tag (also counts as electrolocation)",
        _draw_electric_discharge,
    ),
    IconDef("tag.venomous", "venomous tag", _draw_venomous),
    IconDef("size.small", "small fish (under 30 cm)", _size(1)),
    IconDef("size.medium", "medium fish (30-99 cm)", _size(2)),
    IconDef("size.large", "large fish (100 cm and over)", _size(3)),
    IconDef("all_players", "all players: every player may take this benefit", _draw_all_players),
    IconDef("cond.no_tokens", "if this fish has no egg, young or school on it", _draw_no_tokens),
    IconDef("cond.fish_under", "if enough fish are under this one", _draw_fish_under),
    IconDef("cond.exactly_young", "if exactly that many young are on this fish", _draw_young),
    IconDef("cond.in_deepwater", "if this fish is in the deepwater row", _draw_deepwater),
    IconDef("cond.school", "if a school is on this fish", _draw_school),
    IconDef(
        "cond.egg_young_school", "if an egg, a young and a school are on this fish", _draw_trio
    ),
    IconDef(
        "trigger.when_played",
        "WHEN PLAYED: happens once, when you play this fish",
        _draw_when_played,
    ),
    IconDef(
        "trigger.if_activated",
        "IF ACTIVATED: happens each time a diver passes this fish during a dive",
        _draw_if_activated,
    ),
    IconDef("trigger.game_end", "GAME END: happens once, at the end of the game", _draw_game_end),
    IconDef(
        "length", "length of the fish in cm; a longer fish may consume a shorter one", _draw_length
    ),
]
ICONS: dict[str, IconDef] = {d.name: d for d in _DEFS}
ICONS["char.predator"] = IconDef("char.predator", "fish with a predator tag", _draw_predator)
for _s in ("small", "medium", "large"):
    ICONS[f"char.{_s}"] = IconDef(f"char.{_s}", ICONS[f"size.{_s}"].words, ICONS[f"size.{_s}"].draw)


def icon_words(name: str) -> str:
    """The plain-words explanation of an icon (for tooltips); KeyError for unknown names."""
    return ICONS[name].words


_CACHE = SurfaceCache(4096)


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    return _CACHE.get_or_make(key, make)


def _render(draw: DrawFn, size: int, theme: Theme) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    draw(Pen(big, theme))
    return pygame.transform.smoothscale(big, (size, size))


def icon(name: str, size: int, theme: Theme | None = None) -> pygame.Surface:
    """The icon ``name`` as a ``size`` x ``size`` transparent surface (cached; do not modify).

    KeyError for an unknown name.
    """
    theme = theme or get_theme()
    definition = ICONS[name]
    size = max(6, int(size))
    return _cached(("icon", name, size, theme.key), lambda: _render(definition.draw, size, theme))


# --- Catalog records as icons ------------------------------------------------------------------


def effect_icon_names(effect: Effect) -> tuple[str, ...]:
    """The icon names an effect is drawn with: main icon first, then its place or condition."""
    if isinstance(effect, PlayInto):
        return ("effect.play", f"loc.{effect.location.value}")
    if isinstance(effect, EggOnEach):
        t = effect.target
        return ("effect.egg_each", f"char.{t}" if t in CHARACTERISTICS else f"loc.{t}")
    if isinstance(effect, PointsIf):
        return ("effect.points", "cond." + effect.condition.name.lower())
    return (f"effect.{effect.kind}",)


def _condition_label(effect: PointsIf) -> str | None:
    if effect.condition is Condition.FISH_UNDER:
        return f"{effect.amount}+"
    if effect.condition is Condition.EXACTLY_YOUNG:
        return f"={effect.amount}"
    return None


def effect_icon(effect: Effect, size: int, theme: Theme | None = None) -> pygame.Surface:
    """One square icon for an effect: a main icon with its place/condition as a corner badge.

    Points are written on the wave badge. Cached by (effect, size, theme key).
    """
    theme = theme or get_theme()
    size = max(8, int(size))

    def make() -> pygame.Surface:
        names = effect_icon_names(effect)
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        if isinstance(effect, PointsIf):
            main = icon("effect.points", round(size * 0.74), theme)
            surf.blit(main, (0, 0))
            num = th.text(str(effect.points), FontRole.CARD_NUMBER, round(size * 0.42), WHITE)
            surf.blit(num, num.get_rect(center=(round(size * 0.37), round(size * 0.3))))
        else:
            main_size = size if len(names) == 1 else round(size * 0.8)
            surf.blit(icon(names[0], main_size, theme), (0, 0))
        if len(names) > 1:
            sub_size = round(size * 0.56)
            sub = icon(names[1], sub_size, theme)
            pos = (size - sub_size, size - sub_size)
            backing = pygame.Rect(pos, (sub_size, sub_size)).inflate(-sub_size // 6, -sub_size // 6)
            pygame.draw.ellipse(surf, (255, 255, 255, 215), backing)
            surf.blit(sub, pos)
            if isinstance(effect, PointsIf) and (label := _condition_label(effect)):
                lab = th.text(label, FontRole.CARD_NUMBER, max(9, round(size * 0.34)), INK)
                box = lab.get_rect(bottomleft=(0, size + 1))
                pygame.draw.rect(surf, (255, 255, 255, 225), box.inflate(2, -2), border_radius=3)
                surf.blit(lab, box)
        return surf

    return _cached(("effect", effect, size, theme.key), make)


def cost_icon_names(cost: Cost) -> list[tuple[str, int]]:
    """(icon name, count) for each kind of cost, in printed order; empty if the fish is free."""
    out = [
        (name, n)
        for name, n in (
            ("cost.card", cost.cards),
            ("cost.egg", cost.eggs),
            ("cost.young", cost.young),
            ("cost.school", cost.schools),
        )
        if n
    ]
    if cost.consume:
        out.append(("cost.consume", 1))
    return out


def tag_icon_names(tags: Tags) -> list[str]:
    """One icon name per tag icon printed on the card (an Über predator shows one big badge)."""
    out: list[str] = []
    if tags.predator:
        out.append("tag.uber_predator" if tags.predator > 1 else "tag.predator")
    if tags.bioluminescent:
        out.append("tag.bioluminescent")
    if tags.camouflage:
        out.append("tag.camouflage")
    if tags.electric:
        out.append("tag.electric_discharge" if tags.electric > 1 else "tag.electrolocation")
    if tags.venomous:
        out.append("tag.venomous")
    return out


def trigger_icon_name(fish_trigger) -> str:
    """Icon name of a `Trigger` (its shape tells triggers apart without colour)."""
    return f"trigger.{fish_trigger.value}"


def size_icon_name(size: Size) -> str:
    return f"size.{size.value}"


def zone_icon_name(zone: Zone) -> str:
    return f"zone.{zone.value}"


def site_icon_name(column: Column) -> str:
    return f"site.{column.label}"


def ability_icon_names(ability: Ability) -> list[str]:
    """Every icon name used to show an ability (for tooltips listing what each icon means)."""
    names: list[str] = ["all_players"] if ability.all_players else []
    for effect in ability.effects:
        names.extend(effect_icon_names(effect))
    return names


def _draw_app_icon(pen: Pen) -> None:
    """The game's window icon: a fish over the three zones' water, in a rounded square."""
    water = [
        th.ZONE_WATER[Zone.SUNLIGHT],
        th.ZONE_WATER[Zone.TWILIGHT],
        th.ZONE_WATER[Zone.MIDNIGHT],
    ]
    pen.rect(0.5, 0.5, 23, 23, water[2], radius=5)
    pen.rect(0.5, 0.5, 23, 9, water[0], radius=5)
    pen.rect(0.5, 6, 23, 5, water[0])
    pen.rect(0.5, 11, 23, 6, water[1])
    for x in (5, 10, 17):
        pen.circle(x, 19.5, 0.6, (130, 240, 255))
    body = (250, 170, 40)
    pen.poly([(6.5, 12), (2.5, 7), (3.8, 12), (2.5, 17)], th.shade(body, 0.8), INK, 0.8)
    pen.ellipse(5.5, 6.5, 15.5, 11, body, INK, 0.9)
    pen.poly([(10, 7), (13, 3.6), (16, 7.2)], th.shade(body, 0.8), INK, 0.8)
    pen.circle(17, 10.5, 1.6, WHITE, INK, 0.6)
    pen.circle(17.4, 10.5, 0.8, INK)
    pen.line([(9, 9), (10, 12), (9, 15)], th.shade(body, 0.7), 0.8)
    pen.rect(0.5, 0.5, 23, 23, None, (255, 255, 255), 0.7, radius=5)


ICONS["app"] = IconDef("app", "Finspan", _draw_app_icon)


def app_icon(size: int = 64) -> pygame.Surface:
    """The window icon of the game, drawn from code (cached)."""
    return icon("app", size, Theme())
