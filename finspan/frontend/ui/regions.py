"""A memo of a resting table's pixels, region by region: each region is painted again only
when its key (what it shows) changes, and at most a few per frame, so that no frame takes
long. Shared by the tables of every game; knows no game.

Filling it changes nothing that is shown: it is a cache of pixels, like the text cache.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from ..look.theme import UI

#: Most regions painted again in one frame (the others in the next frames).
REGIONS_PER_FRAME = 1


@dataclass(frozen=True)
class Region:
    """One region of a table: its ``name``, where it lies, what it shows (``key``: painted
    again when this changes) and its painter, which draws on the layer given (clipped to
    ``rect``)."""

    name: str
    rect: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], None]


@dataclass
class RegionCache:
    """The resting table's pixels. ``base`` keys the whole layer (the window's size, the
    theme): when it changes, every region is painted in that frame. A region that moves or
    changes size is painted in that frame too, with those lying over its old place."""

    layer: pygame.Surface | None = None
    base: Hashable = ()
    drawn: dict[str, Hashable] = field(default_factory=dict)
    pending: bool = False  # regions left for the next frame
    rects: dict[str, pygame.Rect] = field(default_factory=dict)  # where each was painted

    def paint(self, surface: pygame.Surface, base: Hashable, regions: Sequence[Region],
              per_frame: int = REGIONS_PER_FRAME,
              backdrop: pygame.Surface | None = None) -> None:  # fmt: skip
        """Bring the layer up to date (the regions in the order given: what the player acts
        on first; at most ``per_frame`` of them unless ``base`` changed) and blit it onto
        ``surface``. Under each region lies ``backdrop`` (a cached picture the window's
        size, e.g. the underwater scene: copied, never painted here), else the plain
        background colour."""
        size = surface.get_size()
        full = self.repaints_all(size, base)
        if self.layer is None or self.layer.get_size() != size:
            layer = pygame.Surface(size)
            self.layer = layer.convert() if pygame.display.get_surface() else layer
        layer = self.layer
        if full:
            _clear(layer, layer.get_rect(), backdrop)
            self.base, self.drawn = base, {}
        budget = len(regions) if full else per_frame
        moved = set() if full else self._clear_moved(layer, regions, backdrop)
        if moved:
            budget = 0  # the moved regions are this frame's work; the others wait their turn
        self.pending = False
        try:
            for region in regions:
                if region.name in moved:
                    pass  # its old place was cleared: painted now, whatever the budget
                elif region.name in self.drawn and self.drawn[region.name] == region.key:
                    continue
                elif budget == 0:
                    self.pending = True
                    continue
                else:
                    budget -= 1
                self.rects[region.name] = region.rect
                layer.set_clip(region.rect)
                if not full:  # (a full repaint has just laid the whole backdrop)
                    _clear(layer, region.rect, backdrop)
                region.paint(layer)
                self.drawn[region.name] = region.key
        finally:
            layer.set_clip(None)
        surface.blit(layer, (0, 0))

    def repaints_all(self, size: tuple[int, int], base: Hashable) -> bool:
        """Whether `paint` with ``base`` on a surface of ``size`` paints every region."""
        return self.layer is None or self.layer.get_size() != size or base != self.base

    def _clear_moved(self, layer: pygame.Surface, regions: Sequence[Region],
                     backdrop: pygame.Surface | None) -> set[str]:  # fmt: skip
        """The regions to paint in this frame because one moved or changed size: each moved
        region's old place is cleared to the backdrop, and every region lying over a cleared
        place is painted again with the moved ones (the others keep their pixels)."""
        cleared = [self.rects[r.name] for r in regions
                   if r.name in self.rects and self.rects[r.name] != r.rect]  # fmt: skip
        moved = {r.name for r in regions if self.rects.get(r.name) != r.rect}
        for old in cleared:
            _clear(layer, old, backdrop)
        return moved | {r.name for r in regions if r.rect.collidelist(cleared) != -1}


def _clear(layer: pygame.Surface, rect: pygame.Rect, backdrop: pygame.Surface | None) -> None:
    """``rect`` of the layer back to what lies under every region: ``backdrop`` there, else
    the plain background colour."""
    if backdrop is not None:
        layer.blit(backdrop, rect, rect)
    else:
        layer.fill(UI["background"], rect)
