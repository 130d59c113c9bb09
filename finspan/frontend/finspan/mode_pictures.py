"""Finspan's mode tiles on New game (`ui.mode_tiles.ModeTiles`): what each tile says and its
picture, painted with the game's own painters (`fish_art.fish_picture`, the diver colours,
Nautoma's colour)."""

from __future__ import annotations

import pygame

from ...engine import CATALOG
from ..art import palette
from ..art.fish_art import fish_picture
from ..look import theme as th
from ..look.theme import Theme
from ..ui.mode_tiles import paint_diver

#: Fish shown on each tile (catalog numbers of main fish), and what each tile says.
MODE_FISH: dict[str, tuple[int, ...]] = {"solo": (12,), "hotseat": (3, 40, 77),
                                         "computers": (25, 101)}  # fmt: skip
#: Each tile's title in one word, for a tile too small for its whole title at the text size.
MODE_SHORT_TITLES: dict[str, str] = {
    "solo": "Solo", "hotseat": "Hot-seat", "computers": "Computers",
}  # fmt: skip
MODE_WORDS: dict[str, str] = {
    "solo": "You against the rulebook's opponent",
    "hotseat": "1–5 people on this screen",
    "computers": "You and friends against Easy, Medium or Hard",
}




def paint_mode(surface: pygame.Surface, mode: str, box: pygame.Rect, r: int, theme: Theme) -> None:
    """A tile's picture in ``box``: its fish over their water, and the seats' divers (of
    radius ``r``, marked at the text size)."""
    fish = [CATALOG.by_number[n] for n in MODE_FISH.get(mode, ()) if n in CATALOG.by_number]
    colours = [c for _, c in th.DIVER_COLOURS]
    if not fish:
        return
    if mode == "solo":
        pic = fish_picture(fish[0], box.w, box.h)
        surface.blit(pic, box)
        paint_diver(surface, (box.x + r + 4, box.bottom - r - 4), r, colours[0], "1", theme)
        nautoma = palette.NAUTOMA_COLOUR[1]
        paint_diver(surface, (box.right - r - 4, box.bottom - r - 4), r, nautoma, "N", theme)
        return
    w = box.w // len(fish)
    for i, f in enumerate(fish):
        surface.blit(fish_picture(f, w, box.h), (box.x + i * w, box.y))
    if mode == "hotseat":
        seats = [(colours[i], str(i + 1)) for i in range(3)]
    else:  # you, and computers at each level
        seats = [(colours[0], "1"), (colours[2], "E"), (colours[1], "M"), (colours[4], "H")]
    step = (box.w - 2 * r - 8) // max(1, len(seats) - 1)
    for i, (colour, mark) in enumerate(seats):
        paint_diver(surface, (box.x + r + 4 + i * step, box.bottom - r - 4), r, colour, mark, theme)
