"""The icons' drawing kit: a `Pen` on a supersampled 24 x 24 design grid, the two inks and
the shapes many icons share (a small fish, a card, an egg, an arrow, a badge, a mini ocean mat).
Draws only with ``pygame.draw`` on the surface it is given; knows no icon names.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..look import theme as th
from ..look.theme import CARD, Theme

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


def fish_shape(
    pen: Pen, cx: float, cy: float, length: float, fill, facing: int = 1, eye=True
) -> None:
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


def card_shape(pen: Pen, x: float, y: float, w: float, h: float, fill=WHITE) -> None:
    pen.rect(x, y, w, h, fill, INK, 1.3, radius=1.6)


def egg_shape(pen: Pen, cx: float, cy: float, h: float, fill) -> None:
    w = h * 0.78
    pen.ellipse(cx - w / 2, cy - h / 2, w, h, fill, INK, 1.3)
    pen.ellipse(cx - w * 0.22, cy - h * 0.3, w * 0.22, h * 0.22, th.shade(fill, 1.55))


def arrow(pen: Pen, pts: list[Point], colour, width: float = 1.8, head: float = 3.0) -> None:
    pen.line(pts, colour, width)
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    ang = math.atan2(y2 - y1, x2 - x1)
    left = (x2 - head * math.cos(ang - 0.5), y2 - head * math.sin(ang - 0.5))
    right = (x2 - head * math.cos(ang + 0.5), y2 - head * math.sin(ang + 0.5))
    pen.poly([(x2 + math.cos(ang), y2 + math.sin(ang)), left, right], colour)


def badge(pen: Pen, fill) -> None:
    """The round background of a tag icon."""
    pen.circle(12, 12, 11, fill, INK, 1.0)


def mini_mat(pen: Pen, lit: Callable[[int, int], object | None]) -> None:
    """A 3 x 6 ocean mat; ``lit(column, row)`` returns the fill of a highlighted slot or None."""
    pen.rect(5, 1.5, 14, 21, WHITE, INK, 1.2, radius=1.2)
    for col in range(3):
        for row in range(6):
            fill = lit(col, row + 1)
            x, y = 6.2 + col * 4.0, 2.7 + row * 3.25
            pen.rect(x, y, 3.6, 2.85, fill if fill is not None else (222, 226, 232), radius=0.5)


def mask_outside(pen: Pen, pts: list[Point]) -> None:
    """Clear everything outside a polygon (so a pattern stays inside its shape)."""
    mask = pygame.Surface(pen.surface.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [pen.p(x, y) for x, y in pts])
    pen.surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
