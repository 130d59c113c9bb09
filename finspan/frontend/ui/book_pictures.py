"""The pictures of a rules book (How to play): each painted once per size and text size on
the book's background and framed; any game's book keeps its own cache of them."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..look import theme as th
from ..look.theme import UI, Theme

#: A cache holds at most this many pictures; beyond it, it starts again.
MOST_KEPT = 40


def book_picture(
    cache: dict[tuple[str, int, tuple], pygame.Surface], kind: str, width: int, height: int,
    paint: Callable[[pygame.Surface, Theme], None], theme: Theme,
) -> pygame.Surface:  # fmt: skip
    """The picture ``kind``, ``width`` x ``height``, painted by ``paint`` over the book's
    background with its frame; kept in ``cache`` by kind, width and text size (shared: do
    not modify it)."""
    key = (kind, width, theme.key)
    pic = cache.get(key)
    if pic is None:
        pic = pygame.Surface((width, height))
        pic.fill(th.lerp(UI["background"], UI["panel"], 0.35))
        paint(pic, theme)
        pygame.draw.rect(pic, UI["panel_edge"], pic.get_rect(), 1, border_radius=theme.px(6))
        if len(cache) > MOST_KEPT:
            cache.clear()
        cache[key] = pic
    return pic
