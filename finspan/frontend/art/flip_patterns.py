"""Line patterns of Fish'n'Flip's cards, drawn smooth (twice the size, then smoothed down): the
four colour-blind patterns that tell the background colours apart without colour (dots,
stripes, waves, grid), the rope net on the back and the wavy water line of the boat card.
Each draws only inside the rectangle it is given, on the surface it is given.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..look.theme import Colour, shade

PATTERNS: tuple[str, ...] = ("dots", "stripes", "waves", "grid")
_SS = 2


def ink_for(background: Colour) -> tuple[int, int, int]:
    """The colour of a pattern's lines on ``background``: the same hue, clearly darker, so the
    pattern reads by lightness alone."""
    return shade(background, 0.74)


def step_for(rect: pygame.Rect) -> int:
    """The pattern's repeat in px for a card of this size."""
    return max(6, round(min(rect.w, rect.h) / 5.5))


def _smooth_layer(
    surface: pygame.Surface, rect: pygame.Rect, paint: Callable[[pygame.Surface, int], None]
) -> None:
    """Run ``paint(layer, ss)`` on a transparent layer ``ss`` times the size of ``rect``,
    smooth it down and lay it over ``rect``."""
    layer = pygame.Surface((rect.w * _SS, rect.h * _SS), pygame.SRCALPHA)
    paint(layer, _SS)
    surface.blit(pygame.transform.smoothscale(layer, rect.size), rect)


def draw(surface: pygame.Surface, rect: pygame.Rect, pattern: str, colour: Colour) -> None:
    """Cover ``rect`` with ``pattern`` (one of `PATTERNS`) in ``colour``; ValueError otherwise."""
    if pattern not in PATTERNS:
        raise ValueError(f"unknown pattern {pattern!r}; expected one of {', '.join(PATTERNS)}")
    step = step_for(rect)

    def paint(layer: pygame.Surface, ss: int) -> None:
        s = step * ss
        w, h = layer.get_size()
        line = max(ss, round(s * 0.12))
        if pattern == "dots":
            r = max(ss, round(s * 0.17))
            for j, y in enumerate(range(s // 2, h + s, s)):
                for x in range(s // 2 + (s // 2 if j % 2 else 0), w + s, s):
                    pygame.draw.circle(layer, colour, (x, y), r)
        elif pattern == "stripes":
            for x in range(-h, w + h, round(s * 0.75)):
                pygame.draw.line(layer, colour, (x, h), (x + h, 0), line)
        elif pattern == "waves":
            amp = s * 0.2
            for x0 in range(s // 2, w + s, s):
                pts = [(x0 + amp * math.sin(y / s * 2 * math.pi), y) for y in range(0, h + 2, 2)]
                pygame.draw.lines(layer, colour, False, pts, line)
        else:  # grid
            for x in range(s // 2, w, s):
                pygame.draw.line(layer, colour, (x, 0), (x, h), line)
            for y in range(s // 2, h, s):
                pygame.draw.line(layer, colour, (0, y), (w, y), line)

    _smooth_layer(surface, rect, paint)


def net(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, step: int) -> None:
    """A diamond mesh of rope with knots where the ropes cross."""

    def paint(layer: pygame.Surface, ss: int) -> None:
        s = step * ss
        w, h = layer.get_size()
        width = max(ss, round(s * 0.07))
        for x in range(-h, w + h, s):
            pygame.draw.line(layer, colour, (x, 0), (x + h, h), width)
            pygame.draw.line(layer, colour, (x, h), (x + h, 0), width)
        knot = shade(colour, 0.8)
        for j, y in enumerate(range(0, h + s, s // 2)):
            for x in range(s // 2 if j % 2 else 0, w + s, s):
                pygame.draw.circle(layer, knot, (x, y), width)

    _smooth_layer(surface, rect, paint)


def waves_line(surface: pygame.Surface, y: int, colour: Colour, step: int) -> None:
    """Little crests of ``colour`` along the height ``y`` (the water's surface)."""
    rect = pygame.Rect(0, y - step // 2, surface.get_width(), step // 2 + 1)

    def paint(layer: pygame.Surface, ss: int) -> None:
        w, h = layer.get_size()
        pts: list[tuple[float, float]] = [(0, h)]
        for x in range(0, w + 2, 2):
            pts.append((x, h - abs(math.sin(x / (step * ss) * math.pi)) * (h - 1)))
        pts.append((w, h))
        pygame.draw.polygon(layer, colour, pts)

    _smooth_layer(surface, rect, paint)
