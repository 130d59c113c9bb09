"""A bounded cache of rendered surfaces (least recently used first out), in the display's
pixel format once a display mode is set: cards, icons and fish pictures are drawn once and
then only blitted."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


class SurfaceCache:
    """Surfaces by key, at most ``size`` of them. Returned surfaces are shared: never modify."""

    def __init__(self, size: int, convert: bool = True) -> None:
        self.size = size
        self.convert = convert  # False: kept as given (made in the pixel format they need)
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def kept(self) -> list[Hashable]:
        """The keys kept, the least recently used first."""
        return list(self._items)

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        """Keep ``surf`` (converted for fast blitting when a display exists, unless the
        cache keeps surfaces as given); returns it."""
        if self.convert and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        self._items[key] = surf
        if len(self._items) > self.size:
            self._items.popitem(last=False)
        return surf

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.get(key)
        return surf if surf is not None else self.put(key, make())

    def clear(self) -> None:
        self._items.clear()
