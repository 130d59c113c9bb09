"""Pictures of the things in Fish'n'Flip's net that are not animals: the three kinds of waste
(a plastic bottle, a rusty tin can, an oil slick under a drop) and the fishing boat with its
net. Drawn in the animals' style (flat parts, detail lines, the dark outline round the
silhouette, supersampled) by `animals.render_drawing`; cached by (thing, size). Draws only.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..look.theme import shade
from .animal_bodies import DETAIL, Point, fill, oval, smooth, wave
from .animals import Bounds, render_drawing
from .fish_bodies import Canvas
from .surface_cache import SurfaceCache


def _turned(pts: list[Point], cx: float, cy: float, angle: float) -> list[Point]:
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def draw_plastic(c: Canvas) -> None:
    """A clear plastic bottle lying tilted, with a cap and a torn label, and a bag behind it."""
    bag = smooth([(0.08, 0.1), (0.2, -0.08), (0.36, -0.02), (0.42, 0.18), (0.3, 0.3), (0.12, 0.26)])
    fill(c, bag, (236, 240, 242))
    for side in (0.16, 0.3):  # the bag's handles
        c.line(smooth([(side, -0.04), (side + 0.02, -0.16), (side + 0.06, -0.05)], False),
               (236, 240, 242), 0.02)  # fmt: skip
    c.line(smooth([(0.16, 0.12), (0.26, 0.06), (0.34, 0.16)], False), (190, 198, 206), 0.008)
    angle, cx, cy = -0.42, 0.58, 0.02
    body = [(-0.3, -0.12), (0.12, -0.12), (0.2, -0.05), (0.3, -0.05), (0.3, 0.05),
            (0.2, 0.05), (0.12, 0.12), (-0.3, 0.12)]  # fmt: skip
    bottle = smooth(_turned(body, cx, cy, angle), steps=3)
    fill(c, bottle, (160, 212, 236))
    label = _turned([(-0.18, -0.12), (0.0, -0.12), (0.0, 0.12), (-0.18, 0.12)], cx, cy, angle)
    fill(c, label, (224, 72, 60))
    for x in (-0.26, 0.05):  # ridges
        c.line(_turned([(x, -0.11), (x, 0.11)], cx, cy, angle), shade((160, 212, 236), 0.75),
               0.008)  # fmt: skip
    shine = _turned([(-0.28, -0.07), (0.1, -0.07)], cx, cy, angle)
    c.line(shine, (240, 250, 255), 0.018)
    cap = _turned([(0.3, -0.065), (0.38, -0.065), (0.38, 0.065), (0.3, 0.065)], cx, cy, angle)
    fill(c, cap, (40, 150, 220))


def draw_metal(c: Canvas) -> None:
    """A rusty tin can, dented and torn open, tilted on the sea floor."""
    steel, dark, rust = (160, 166, 176), (106, 112, 124), (176, 92, 44)
    angle, cx, cy = 0.3, 0.5, 0.02
    side = [(-0.19, -0.26), (0.19, -0.26), (0.19, 0.24), (0.12, 0.28), (0.0, 0.29),
            (-0.12, 0.28), (-0.19, 0.24)]  # fmt: skip
    fill(c, _turned(side, cx, cy, angle), steel)
    shade_side = [(0.08, -0.26), (0.19, -0.26), (0.19, 0.24), (0.12, 0.28), (0.08, 0.285)]
    c.poly(_turned(shade_side, cx, cy, angle), dark)
    for y in (-0.14, -0.02, 0.1):  # ridges
        c.line(_turned([(-0.19, y), (0.19, y)], cx, cy, angle), shade(dark, 0.8), 0.01)
    for x, y, r in ((-0.08, 0.16, 0.07), (0.1, -0.08, 0.055), (-0.12, -0.12, 0.04),
                    (0.03, 0.22, 0.045)):  # fmt: skip
        blob = [(x + r * math.cos(a) * (1 + 0.3 * math.sin(3 * a)),
                 y + r * math.sin(a) * (1 + 0.25 * math.cos(2 * a)))
                for a in (k * math.pi / 9 for k in range(18))]  # fmt: skip
        c.poly(_turned(blob, cx, cy, angle), rust)
    top = _turned(oval(0.0, -0.26, 0.19, 0.06), cx, cy, angle)
    fill(c, top, (70, 74, 84))
    lid = [(-0.17, -0.27), (-0.1, -0.4), (0.06, -0.46), (0.0, -0.36), (0.04, -0.3)]
    fill(c, _turned(lid, cx, cy, angle), (188, 192, 200), DETAIL, 0.008)


def draw_oil(c: Canvas) -> None:
    """A black oil slick spreading, with a rainbow sheen, and a big drop falling into it."""
    tar = (26, 24, 32)
    slick = []
    for k in range(40):
        a = 2 * math.pi * k / 40
        wobble = 1 + 0.12 * math.sin(3 * a) + 0.08 * math.cos(5 * a + 1)
        slick.append((0.5 + 0.46 * math.cos(a) * wobble, 0.24 + 0.13 * math.sin(a) * wobble))
    fill(c, slick, tar)
    for k, colour in enumerate(((120, 90, 200), (60, 170, 170), (210, 190, 70))):
        y = 0.03 * k
        sheen = [(0.3 + y, 0.22 + y), (0.5, 0.19 + y), (0.7 - y, 0.23 + y)]
        c.line(smooth(sheen, closed=False), colour, 0.012)
    drop = [(0.5, -0.46)]
    for deg in range(-40, 221, 10):
        a = math.radians(deg)
        drop.append((0.5 + 0.13 * math.cos(a), -0.1 + 0.13 * math.sin(a)))
    fill(c, smooth(drop, steps=3), tar)
    c.poly(oval(0.45, -0.13, 0.028, 0.05, tilt=0.3), (150, 150, 170))
    for x, y, r in ((0.2, -0.02, 0.03), (0.8, 0.04, 0.024)):  # splashes
        c.circle(x, y, r, tar)


def draw_boat(c: Canvas) -> None:
    """A fishing boat: red hull, white wheelhouse, a mast and boom with the net hanging down."""
    rope = (214, 190, 130)
    for k in range(5):  # the net hanging from the boom into the water
        x = 0.06 + k * 0.05
        c.line(wave(x, -0.1, x + 0.03, 0.44, 0.012, 1.5, 12), rope, 0.01)
    for k in range(4):
        y = 0.14 + k * 0.08
        c.line([(0.06, y), (0.27, y + 0.01)], rope, 0.008)
    c.line([(0.34, 0.0), (0.34, -0.44)], (120, 86, 50), 0.022)  # mast
    c.line([(0.34, -0.36), (0.06, -0.12)], (120, 86, 50), 0.016)  # boom
    c.line([(0.06, -0.12), (0.07, 0.12)], rope, 0.01)
    c.line([(0.34, -0.44), (0.9, -0.02)], (80, 80, 80), 0.006)  # stay
    cabin = [(0.52, -0.02), (0.52, -0.24), (0.74, -0.24), (0.8, -0.02)]
    fill(c, cabin, (242, 242, 236))
    fill(c, [(0.5, -0.28), (0.78, -0.28), (0.78, -0.24), (0.5, -0.24)], (40, 70, 110))
    for x in (0.56, 0.65):
        fill(c, [(x, -0.2), (x + 0.06, -0.2), (x + 0.06, -0.12), (x, -0.12)], (120, 190, 230),
             DETAIL, 0.006)  # fmt: skip
    hull = smooth([(0.02, -0.06), (0.02, -0.06), (0.98, -0.1), (0.98, -0.1), (0.86, 0.1),
                   (0.2, 0.12), (0.2, 0.12)])  # fmt: skip
    fill(c, hull, (200, 56, 46))
    c.poly([(x, min(max(y, 0.0), 0.03)) for x, y in hull], (246, 246, 240))
    c.circle(0.88, -0.04, 0.022, (246, 246, 240))
    c.circle(0.88, -0.04, 0.022, DETAIL, 2)


THINGS: dict[str, tuple[Callable[[Canvas], None], Bounds]] = {
    "plastic": (draw_plastic, (0.04, -0.32, 0.88, 0.34)),
    "metal": (draw_metal, (0.16, -0.46, 0.84, 0.4)),
    "oil": (draw_oil, (0.02, -0.47, 0.98, 0.4)),
    "boat": (draw_boat, (0.0, -0.46, 1.0, 0.46)),
}

_CACHE = SurfaceCache(256)


def thing_picture(thing: str, width: int, height: int) -> pygame.Surface:
    """A waste kind (``plastic``, ``metal``, ``oil``) or the ``boat`` as a transparent
    ``width`` x ``height`` picture. Cached by (thing, size); do not modify the result.
    KeyError for an unknown thing."""
    draw, bounds = THINGS[thing]
    width, height = max(8, int(width)), max(8, int(height))
    return _CACHE.get_or_make(
        (thing, width, height), lambda: render_drawing(draw, bounds, width, height)
    )
