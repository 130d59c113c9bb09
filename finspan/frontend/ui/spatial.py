"""Spatial focus: which place the D-pad or an arrow key goes to from the focused one, among
places laid out on the screen (both games' tables). Pure over rectangles; draws nothing.

A place lies "that way" when its middle is past the focused place's middle in the direction
pressed; of those, the nearest wins, a place off the straight line counting as farther
(`SIDEWAYS` times its sideways distance), so that Right from a card goes to the card beside
it rather than to one a little nearer in the row below.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

import pygame

from ..look.theme import UI

K = TypeVar("K", bound=Hashable)

#: The arrow keys as (dx, dy) directions.
DIRECTIONS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
#: How much a sideways step weighs against a step the way pressed.
SIDEWAYS = 2.5


def nearest(
    places: Sequence[tuple[K, pygame.Rect]], origin: pygame.Rect, direction: tuple[int, int]
) -> K | None:
    """The key of the place nearest ``origin`` in ``direction`` ((dx, dy), one of them 0),
    or None if no place lies that way."""
    dx, dy = direction
    ox, oy = origin.center
    best: tuple[float, K] | None = None
    for key, rect in places:
        x, y = rect.center
        ahead = (x - ox) * dx + (y - oy) * dy  # how far the way pressed
        aside = abs((x - ox) * dy) + abs((y - oy) * dx)  # how far off that line
        if ahead <= 0 or (rect.colliderect(origin) and ahead < aside):
            continue  # behind, beside, or the same place drawn over it
        score = ahead + SIDEWAYS * aside
        if best is None or score < best[0]:
            best = (score, key)
    return best[1] if best is not None else None


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, width: int, radius: int) -> None:
    """The ring around the focused place: the focus colour (as every widget's focus ring)
    over a dark line, seen on any ground."""
    pygame.draw.rect(surface, UI["text_dark"], rect.inflate(width * 4, width * 4), width * 2,
                     border_radius=radius + width * 2)  # fmt: skip
    pygame.draw.rect(surface, UI["focus"], rect.inflate(width * 2, width * 2), width,
                     border_radius=radius + width)  # fmt: skip
