"""New game's modes as large illustrated tiles: Solo against Nautoma, Hot-seat with friends,
Against computer players.

Owns `ModeTiles`, a `Choice` drawn as one tile per mode (a click picks a tile; Left/Right and
Enter step through them, as any choice), and the tiles' pictures, painted with the game's
own painters (`fish_art.fish_picture`, the diver colours). Imports no scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...engine import CATALOG
from ..art.fish_art import fish_picture
from . import theme as th
from .theme import UI, FontRole
from .widgets import Choice, event_pos

#: Fish shown on each tile (catalog numbers of main fish), and what each tile says.
TILE_FISH: dict[str, tuple[int, ...]] = {"solo": (12,), "hotseat": (3, 40, 77),
                                         "computers": (25, 101)}  # fmt: skip
TILE_WORDS: dict[str, str] = {
    "solo": "You against the rulebook's opponent",
    "hotseat": "1–5 people on this screen",
    "computers": "You and friends against Easy, Medium or Hard",
}


class ModeTiles(Choice[str]):
    """The mode choice as tiles side by side; ``options`` as for `Choice`."""

    def __init__(self, label: str, options: Sequence[tuple[str, str]],
                 on_change: Callable[[str], None], **kw) -> None:  # fmt: skip
        super().__init__(label, options, on_change, **kw)
        self.tiles: list[pygame.Rect] = []

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        n = len(self.options)
        gap = self.theme.px(10)
        w = (rect.w - gap * (n - 1)) // n
        self.tiles = [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h) for i in range(n)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pos = event_pos(event)
            for i, tile in enumerate(self.tiles):
                if pos is not None and tile.collidepoint(pos) and self.enabled:
                    if i != self.index:
                        self.step(i - self.index)
                    self.focused = True
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            pos = event_pos(event)
            return bool(pos and any(t.collidepoint(pos) for t in self.tiles))
        if event.type == pygame.MOUSEBUTTONUP:
            return False
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        mouse = pygame.mouse.get_pos() if pygame.display.get_init() else (-1, -1)
        for i, ((value, words), tile) in enumerate(zip(self.options, self.tiles, strict=True)):
            chosen = i == self.index
            lit = tile.collidepoint(mouse)
            fill = (34, 62, 92) if chosen else ((30, 48, 70) if lit else (22, 36, 54))
            pygame.draw.rect(surface, fill, tile, border_radius=t.px(10))
            edge = UI["focus"] if chosen else UI["panel_edge"]
            pygame.draw.rect(surface, edge, tile, max(2, t.px(3)) if chosen else 1,
                             border_radius=t.px(10))  # fmt: skip
            pad = t.px(8)
            lines = _title_lines(words, tile.w - 2 * pad, t.font_px(FontRole.BODY_BOLD))
            titles = [th.text(line, FontRole.BODY_BOLD, px, UI["text"]) for line, px in lines]
            sub_words = TILE_WORDS.get(value, "")
            sub_px = th.fit_text(sub_words, FontRole.SMALL, t.font_px(FontRole.SMALL),
                                 tile.w - 2 * pad, th.MIN_FONT_PX)  # fmt: skip
            sub_words = th.shorten(sub_words, th.font(FontRole.SMALL, sub_px), tile.w - 2 * pad)
            sub = th.text(sub_words, FontRole.SMALL, sub_px, UI["text_dim"])
            title_h = sum(img.get_height() for img in titles)
            if tile.h < 3 * (title_h + sub.get_height()):
                sub = pygame.Surface((0, 0))  # a low tile: the title alone
            text_h = title_h + sub.get_height() + pad
            picture = pygame.Rect(tile.x + pad, tile.y + pad, tile.w - 2 * pad,
                                  tile.h - 2 * pad - text_h)  # fmt: skip
            if picture.h > t.px(20):
                _paint(surface, value, picture)
                y = picture.bottom + pad // 2
            else:  # no room for a picture: the words in the middle
                y = tile.centery - (title_h + sub.get_height()) // 2
            for img in titles:
                surface.blit(img, img.get_rect(midtop=(tile.centerx, y)))
                y += img.get_height()
            surface.blit(sub, sub.get_rect(midtop=(tile.centerx, y)))
            if chosen and self.focused:
                pygame.draw.rect(surface, UI["focus"], tile.inflate(t.px(6), t.px(6)),
                                 max(1, t.px(2)), border_radius=t.px(12))  # fmt: skip


def _title_lines(words: str, width: int, px: int) -> list[tuple[str, int]]:
    """The tile's title as (line, font size): one line at ``px`` if it fits, else two lines
    split between words, else one line made smaller (and shortened at the smallest)."""
    face = th.font(FontRole.BODY_BOLD, px)
    if face.size(words)[0] <= width:
        return [(words, px)]
    parts = words.split()
    for cut in range(len(parts) // 2, len(parts)):
        a, b = " ".join(parts[:cut]), " ".join(parts[cut:])
        if a and b and face.size(a)[0] <= width and face.size(b)[0] <= width:
            return [(a, px), (b, px)]
    small = th.fit_text(words, FontRole.BODY_BOLD, px, width, th.MIN_FONT_PX)
    return [(th.shorten(words, th.font(FontRole.BODY_BOLD, small), width), small)]


def _diver(surface: pygame.Surface, centre: tuple[int, int], r: int, colour, mark: str) -> None:
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, UI["text_dark"], centre, r, max(1, r // 8))
    if mark:
        px = max(th.MIN_FONT_PX, round(r * 1.1))
        light = sum(colour[:3]) > 380
        img = th.text(mark, FontRole.BODY_BOLD, px, UI["text_dark"] if light else UI["text"])
        surface.blit(img, img.get_rect(center=centre))


def _paint(surface: pygame.Surface, mode: str, box: pygame.Rect) -> None:
    """A tile's picture in ``box``: its fish over their water, and the seats' divers."""
    fish = [CATALOG.by_number[n] for n in TILE_FISH.get(mode, ()) if n in CATALOG.by_number]
    colours = [c for _, c in th.DIVER_COLOURS]
    if not fish:
        return
    if mode == "solo":
        pic = fish_picture(fish[0], box.w, box.h)
        surface.blit(pic, box)
        r = max(6, box.h // 7)
        _diver(surface, (box.x + r + 4, box.bottom - r - 4), r, colours[0], "1")
        _diver(surface, (box.right - r - 4, box.bottom - r - 4), r, th.NAUTOMA_COLOUR[1], "N")
        return
    w = box.w // len(fish)
    for i, f in enumerate(fish):
        surface.blit(fish_picture(f, w, box.h), (box.x + i * w, box.y))
    r = max(6, box.h // 8)
    if mode == "hotseat":
        seats = [(colours[i], str(i + 1)) for i in range(3)]
    else:  # you, and computers at each level
        seats = [(colours[0], "1"), (colours[2], "E"), (colours[1], "M"), (colours[4], "H")]
    step = (box.w - 2 * r - 8) // max(1, len(seats) - 1)
    for i, (colour, mark) in enumerate(seats):
        _diver(surface, (box.x + r + 4 + i * step, box.bottom - r - 4), r, colour, mark)
