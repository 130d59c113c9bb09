"""Pictures of Fish'n'Flip's eight marine animals, drawn by the program, facing a direction.

Owns the picture as a whole: where the animal sits in its frame, the dark outline round it
(so it reads on every background colour and at 48 px), the wake behind it that says which way
it swims, the mirroring (left) or turning upside down (the jellyfish swimming down),
supersampling and the cache. How each animal looks is `animal_bodies`' business. Knows no
rule: a direction is only a word here. Surfaces are cached by (animal, direction, size);
callers must not modify them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .animal_bodies import DRAWINGS
from .fish_bodies import Canvas
from .surface_cache import SurfaceCache

#: The eight animals in the seed's order (FLIP-RULES §1).
ANIMALS: tuple[str, ...] = (
    "whale", "swordfish", "octopus", "turtle", "dolphin", "jellyfish", "ray", "shark",
)  # fmt: skip
#: The two directions each animal can swim (FLIP-RULES §1: jellyfish up or down).
DIRECTIONS: dict[str, tuple[str, str]] = {
    a: (("up", "down") if a == "jellyfish" else ("left", "right")) for a in ANIMALS
}
#: Each direction's opposite: what a flip turns it into.
OPPOSITE: dict[str, str] = {"left": "right", "right": "left", "up": "down", "down": "up"}

#: The outline round the whole animal (darker than the detail lines inside it).
OUTLINE = (16, 22, 34)
#: The wake behind a swimming animal.
WAKE = (255, 255, 255, 200)

#: Where each drawing's wake starts (its tail tip, in design units) and which way it trails:
#: (x, y, dx, dy); the wake is drawn from (x, y) along (dx, dy).
_WAKE_FROM: dict[str, tuple[float, float, float, float]] = {
    "whale": (-0.15, -0.1, -1, 0),
    "swordfish": (0.0, 0.0, -1, 0),
    "octopus": (0.0, 0.04, -1, 0),
    "turtle": (0.08, 0.0, -1, 0),
    "dolphin": (-0.02, -0.04, -1, 0),
    "jellyfish": (0.5, 0.9, 0, 1),
    "ray": (-0.06, 0.0, -1, 0),
    "shark": (-0.01, -0.07, -1, 0),
}
_WAKE_LEN = 0.13  # design units


def name(value: object) -> str:
    """The lower-case word of an animal, direction or colour given as text or as an enum."""
    return str(getattr(value, "value", value)).lower()


def check(animal: object, direction: object) -> tuple[str, str]:
    """(animal, direction) as words; ValueError if the animal cannot swim that way."""
    a, d = name(animal), name(direction)
    if a not in DIRECTIONS:
        raise ValueError(f"unknown animal {animal!r}; expected one of {', '.join(ANIMALS)}")
    if d not in DIRECTIONS[a]:
        raise ValueError(f"a {a} swims {' or '.join(DIRECTIONS[a])}, not {direction!r}")
    return a, d


Bounds = tuple[float, float, float, float]
Wake = tuple[float, float, float, float]


def _supersample(width: int, height: int) -> int:
    return 4 if max(width, height) < 160 else 2


def _fit(bounds: Bounds, wake: Wake | None, size: tuple[int, int], margin: int) -> pygame.Rect:
    """The canvas box that fits the drawing and its wake into ``size`` less ``margin``."""
    x0, y0, x1, y1 = bounds
    if wake is not None:
        wx, wy, dx, dy = wake
        x0 = min(x0, wx + dx * _WAKE_LEN)
        y1 = max(y1, wy + dy * _WAKE_LEN)
    w, h = size[0] - 2 * margin, size[1] - 2 * margin
    scale = max(1.0, min(w / (x1 - x0), h / (y1 - y0)))
    box = pygame.Rect(0, 0, round(scale), round(scale))
    box.left = round(size[0] / 2 - (x0 + x1) / 2 * scale)
    box.centery = round(size[1] / 2 - (y0 + y1) / 2 * scale)
    return box


def _wake(c: Canvas, wake: Wake, ink: int) -> None:
    """Three strokes and two bubbles trailing from the tail: the animal swims away from them."""
    x, y, dx, dy = wake
    nx, ny = -dy, dx  # across the trail
    layer = pygame.Surface(c.s.get_size(), pygame.SRCALPHA)
    lc = Canvas(layer, c.box)
    for off, length, start in ((-0.075, 0.55, 0.05), (0.0, 1.0, 0.015), (0.08, 0.7, 0.035)):
        a = (x + dx * start + nx * off, y + dy * start + ny * off)
        b = (a[0] + dx * _WAKE_LEN * length, a[1] + dy * _WAKE_LEN * length)
        pygame.draw.line(layer, WAKE, lc.p(*a), lc.p(*b), ink)
        for end in (a, b):  # round ends
            pygame.draw.circle(layer, WAKE, lc.p(*end), ink // 2)
    for off, along, r in ((0.16, 0.04, 0.016), (-0.15, 0.1, 0.011)):
        bx, by = x + dx * along + nx * off, y + dy * along + ny * off
        ring = max(ink, round(r * c.box.w))
        pygame.draw.circle(layer, WAKE, lc.p(bx, by), ring, max(1, ink // 2))
    c.s.blit(layer, (0, 0))


def _outline(layer: pygame.Surface, radius: int) -> pygame.Surface:
    """The silhouette of ``layer`` grown by ``radius`` px, in the outline colour."""
    disk = pygame.mask.Mask((2 * radius + 1, 2 * radius + 1))
    for i in range(2 * radius + 1):
        for j in range(2 * radius + 1):
            if (i - radius) ** 2 + (j - radius) ** 2 <= radius * radius + radius:
                disk.set_at((i, j))
    grown = pygame.mask.from_surface(layer, 40).convolve(disk)
    surf = grown.to_surface(setcolor=OUTLINE, unsetcolor=(0, 0, 0, 0))
    return surf.subsurface((radius, radius, *layer.get_size()))


def render_drawing(
    draw: Callable[[Canvas], None], bounds: Bounds, width: int, height: int,
    *, wake: Wake | None = None,
) -> pygame.Surface:  # fmt: skip
    """A drawing in design units (``bounds`` = x0, y0, x1, y1 of what it covers) fitted into a
    transparent ``width`` x ``height`` picture, supersampled, with the dark outline round its
    silhouette and, if ``wake`` (x, y, dx, dy) is given, a wake trailing from (x, y) along
    (dx, dy). A new surface each call (callers cache)."""
    ss = _supersample(width, height)
    size = (width * ss, height * ss)
    # outline and strokes: thick enough to read at 48 px, in proportion above
    line_px = max(1.0, min(width, height * 1.6) * 0.011)
    radius = max(1, round(line_px * ss))
    big = pygame.Surface(size, pygame.SRCALPHA)
    box = _fit(bounds, wake, size, radius + ss)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    draw(Canvas(layer, box))
    if wake is not None:
        _wake(Canvas(big, box), wake, max(ss, round(line_px * ss * 1.2)))
    big.blit(_outline(layer, radius), (0, 0))
    big.blit(layer, (0, 0))
    return pygame.transform.smoothscale(big, (width, height))


def _make(animal: str, direction: str, width: int, height: int) -> pygame.Surface:
    draw, bounds = DRAWINGS[animal]
    picture = render_drawing(draw, bounds, width, height, wake=_WAKE_FROM[animal])
    if direction == "left":
        return pygame.transform.flip(picture, True, False)
    if direction == "down":
        return pygame.transform.flip(picture, False, True)
    return picture


_CACHE = SurfaceCache(512)


def animal_picture(animal: object, direction: object, width: int, height: int) -> pygame.Surface:
    """The animal swimming ``direction``, centred in a transparent ``width`` x ``height`` picture.

    ``animal`` and ``direction`` are words (or enums whose value is the word): one of `ANIMALS`
    and one of its `DIRECTIONS`; ValueError otherwise. Cached by (animal, direction, size);
    the surface is shared: do not modify it.
    """
    a, d = check(animal, direction)
    width, height = max(8, int(width)), max(8, int(height))
    return _CACHE.get_or_make((a, d, width, height), lambda: _make(a, d, width, height))
