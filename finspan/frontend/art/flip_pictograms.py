"""Pictograms of Fish'n'Flip's action cards and animal powers, drawn with the icon `Pen` on its
24 x 24 design grid: small card rectangles in a net, arrows, and one convention throughout:
a **gold** card is a flipped card, a card with a **fish** in it is the animal whose power it
is, an arrow **up out of a card** frees it, two curved arrows between cards switch them.
Owns the drawings and their cache (by name, size and theme key); which card shows which
pictogram, and its words, is `flip_cards`' business.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..look.theme import Colour, Theme, get_theme
from .icon_pen import INK, SUPERSAMPLE, WHITE, Pen, Point, arrow, fish_shape
from .surface_cache import SurfaceCache

FLIPPED = (250, 200, 64)
PALE = (226, 230, 236)
FREED = (40, 150, 90)
SAME_COLOUR = (236, 120, 136)


# --- Parts ------------------------------------------------------------------------------------


def mini(
    pen: Pen, x: float, y: float, w: float, h: float, fill: Colour = WHITE, fish: bool = False
) -> None:
    """A card of the net at (x, y), ``w`` x ``h``; with ``fish``, the power's own animal."""
    pen.rect(x, y, w, h, fill, INK, 1.0, radius=min(w, h) * 0.22)
    if fish:  # fish_shape reaches 0.76 of its length behind its centre, 0.22 ahead
        length = min(w * 0.7, h * 1.2)
        fish_shape(pen, x + w / 2 + length * 0.27, y + h / 2, length, INK, eye=False)


def flip_mark(pen: Pen, cx: float, cy: float, r: float) -> None:
    """The flip sign: a circular arrow, nearly closed, turning clockwise."""
    pts = [
        (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
        for a in range(-200, 95, 15)
    ]
    arrow(pen, pts, INK, max(1.0, r * 0.42), r * 0.95)


def drop(pen: Pen, cx: float, cy: float, r: float, fill: Colour) -> None:
    """A drop: a circle of radius ``r`` at (cx, cy) drawn out to a point above it."""
    pts: list[Point] = [(cx, cy - r * 2.1)]
    for deg in range(-50, 231, 14):
        a = math.radians(deg)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pen.poly(pts, fill, INK, 1.0)


def swap_arrows(pen: Pen, a: Point, b: Point, bend: float) -> None:
    """Two curved arrows between points ``a`` and ``b``: one each way (a switch)."""
    for (p, q), side in (((a, b), -1), ((b, a), 1)):
        mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        dx, dy = q[0] - p[0], q[1] - p[1]
        d = math.hypot(dx, dy) or 1
        nx, ny = -dy / d * bend * side, dx / d * bend * side
        pts = []
        for k in range(9):
            t = k / 8
            # a quadratic curve through the bent middle
            x = (1 - t) ** 2 * p[0] + 2 * (1 - t) * t * (mx + nx * 2) + t * t * q[0]
            y = (1 - t) ** 2 * p[1] + 2 * (1 - t) * t * (my + ny * 2) + t * t * q[1]
            pts.append((x, y))
        arrow(pen, pts, INK, 1.6, 3.0)


def free_arrow(pen: Pen, x: float, y_from: float, y_to: float, colour: Colour = FREED) -> None:
    """An arrow up out of a card: the card is freed."""
    arrow(pen, [(x, y_from), (x, y_to)], colour, 1.9, 3.2)


def net(
    pen: Pen, lit: Callable[[int, int], Colour | None], top: float, cols: int = 3, rows: int = 3
) -> None:
    """A small net of ``cols`` x ``rows`` cards under the flip sign; ``lit(c, r)`` gives a fill."""
    w, h, gap = 6.0, 4.4, 0.9
    x0 = 12 - (cols * w + (cols - 1) * gap) / 2
    for c in range(cols):
        for r in range(rows):
            mini(pen, x0 + c * (w + gap), top + r * (h + gap), w, h, lit(c, r) or PALE)


# --- Action cards -------------------------------------------------------------------------------


def _flip_net(cells: set[tuple[int, int]], fill: Colour = FLIPPED) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        flip_mark(pen, 12, 4.2, 3.0)
        net(pen, lambda c, r: fill if (c, r) in cells else None, top=9.0)

    return draw


def flip_colour(pen: Pen) -> None:
    flip_mark(pen, 9.5, 4.2, 3.0)
    drop(pen, 16.5, 5.0, 2.4, SAME_COLOUR)  # a paint drop: one background colour
    net(pen, lambda c, r: SAME_COLOUR if (c, r) in {(0, 0), (2, 1), (1, 2)} else None, top=9.0)


def _pair(pen: Pen, fill: Colour, flipped: bool) -> None:
    mini(pen, 3.0, 8.0, 8.2, 8.0, fill)
    mini(pen, 12.8, 8.0, 8.2, 8.0, fill)
    swap_arrows(pen, (7.1, 7.2), (16.9, 7.2), 1.5)
    swap_arrows(pen, (7.1, 16.8), (16.9, 16.8), -1.5)
    if flipped:
        flip_mark(pen, 7.1, 12.0, 2.2)
        flip_mark(pen, 16.9, 12.0, 2.2)


def switch(pen: Pen) -> None:
    _pair(pen, WHITE, False)


def switch_flip(pen: Pen) -> None:
    _pair(pen, FLIPPED, True)


def free(pen: Pen) -> None:
    mini(pen, 3.0, 14.0, 13.0, 8.5, WHITE)
    free_arrow(pen, 9.5, 13.0, 2.5)
    fish_shape(pen, 17.5, 7.0, 9.0, (120, 190, 230))


# --- Powers ---------------------------------------------------------------------------------------


def power_dolphin(pen: Pen) -> None:
    """When you flip a dolphin, also flip an adjacent card."""
    mini(pen, 2.5, 10.0, 9.0, 7.5, FLIPPED, fish=True)
    mini(pen, 12.5, 10.0, 9.0, 7.5, FLIPPED)
    arrow(pen, [(7, 9), (9.5, 5.5), (14.5, 5.5), (17, 8.8)], INK, 1.6, 3.0)
    flip_mark(pen, 12, 21.0, 1.9)


def power_octopus(pen: Pen) -> None:
    """When you flip an octopus, also flip another card of the same colour, anywhere."""
    mini(pen, 1.5, 10.0, 8.0, 7.0, SAME_COLOUR, fish=True)
    mini(pen, 14.5, 10.0, 8.0, 7.0, SAME_COLOUR)
    for x in (10.8, 12.0, 13.2):
        pen.circle(x, 13.5, 0.45, INK)
    arrow(pen, [(5.5, 9), (8, 4.5), (16, 4.5), (18.5, 8.8)], INK, 1.6, 3.0)
    flip_mark(pen, 12, 20.5, 1.9)


def power_whale(pen: Pen) -> None:
    """When you flip a whale, move it to the bottom of its column."""
    for k in range(3):
        mini(pen, 4.0, 2.0 + k * 6.9, 9.0, 6.0, FLIPPED if k == 0 else WHITE, fish=k == 0)
    arrow(pen, [(14, 5), (18.5, 8), (18.5, 17), (14.5, 19.5)], INK, 1.8, 3.2)


def power_turtle(pen: Pen) -> None:
    """After you flip a turtle, move it one place the way it swims, switching places."""
    mini(pen, 2.5, 8.5, 9.0, 7.5, FLIPPED, fish=True)
    mini(pen, 12.5, 8.5, 9.0, 7.5, WHITE)
    swap_arrows(pen, (7, 7.6), (17, 7.6), 1.4)
    swap_arrows(pen, (7, 16.9), (17, 16.9), -1.4)


def power_jellyfish(pen: Pen) -> None:
    """After you flip a jellyfish, move it one place up or down, switching places."""
    mini(pen, 7.0, 2.5, 10.0, 8.0, WHITE)
    mini(pen, 7.0, 13.5, 10.0, 8.0, FLIPPED, fish=True)
    swap_arrows(pen, (6.2, 6.5), (6.2, 17.5), -1.4)
    swap_arrows(pen, (17.8, 6.5), (17.8, 17.5), 1.4)


def power_shark(pen: Pen) -> None:
    """When you flip a shark, free it on its own."""
    mini(pen, 6.0, 12.0, 12.0, 9.5, FLIPPED, fish=True)
    free_arrow(pen, 12, 11.0, 2.0)


def power_ray(pen: Pen) -> None:
    """Freeing rays also frees the rays swimming the same way in their rows and columns."""
    for k, fish in enumerate((True, True, False, True)):
        mini(pen, 1.0 + k * 5.7, 13.0, 4.9, 6.0, WHITE, fish=fish)
        if fish:
            free_arrow(pen, 3.45 + k * 5.7, 12.0, 4.0)


def power_swordfish(pen: Pen) -> None:
    """Freeing swordfish also frees one card next to the group."""
    for k in range(3):
        mini(pen, 1.5 + k * 7.2, 13.0, 6.4, 6.5, WHITE if k < 2 else PALE, fish=k < 2)
        free_arrow(pen, 4.7 + k * 7.2, 12.0, 3.5, FREED if k < 2 else INK)


def back_emblem(pen: Pen) -> None:
    """The back's roundel: a fish inside the flip sign."""
    pen.circle(12, 12, 11, (236, 246, 250), INK, 1.0)
    pts = [
        (12 + 8 * math.cos(math.radians(a)), 12 + 8 * math.sin(math.radians(a)))
        for a in range(-210, 110, 12)
    ]
    arrow(pen, pts, (36, 92, 140), 2.0, 3.6)
    fish_shape(pen, 12, 12.2, 9.5, (250, 170, 70))


PICTOGRAMS: dict[str, Callable[[Pen], None]] = {
    "action.flip_one": _flip_net({(1, 1)}),
    "action.flip_column": _flip_net({(1, 0), (1, 1), (1, 2)}),
    "action.flip_row": _flip_net({(0, 1), (1, 1), (2, 1)}),
    "action.flip_square": _flip_net({(0, 1), (1, 1), (0, 2), (1, 2)}),
    "action.flip_colour": flip_colour,
    "action.switch": switch,
    "action.switch_flip": switch_flip,
    "action.free": free,
    "power.dolphin": power_dolphin,
    "power.octopus": power_octopus,
    "power.whale": power_whale,
    "power.turtle": power_turtle,
    "power.jellyfish": power_jellyfish,
    "power.shark": power_shark,
    "power.ray": power_ray,
    "power.swordfish": power_swordfish,
    "back": back_emblem,
}

_CACHE = SurfaceCache(512)


def pictogram(name: str, size: int, theme: Theme | None = None) -> pygame.Surface:
    """The pictogram ``name`` (a key of `PICTOGRAMS`) as a ``size`` x ``size`` transparent
    surface, drawn at four times its size and smoothed down. Cached; do not modify the result.
    KeyError for an unknown name."""
    theme = theme or get_theme()
    draw = PICTOGRAMS[name]
    size = max(8, int(size))

    def make() -> pygame.Surface:
        big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
        draw(Pen(big, theme))
        return pygame.transform.smoothscale(big, (size, size))

    return _CACHE.get_or_make((name, size, theme.key), make)
