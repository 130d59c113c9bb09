"""A small picture of a whole ocean: each slot coloured by its fish's trigger, with the
fish's name where it fits and token dots.

Reads a `SeatState`, changes nothing; each picture is cached by what the ocean holds.
"""

from __future__ import annotations

import pygame

from ...engine import CATALOG, ZONE_OF_ROW, SeatState, Trigger
from ..look.theme import UI, FontRole, Theme, fit_text, font, shade, shorten, text
from . import palette
from .board import display_format, zone_water
from .palette import TRIGGER_INK

_TRIGGER_DOT = {
    Trigger.WHEN_PLAYED: (226, 232, 236),
    Trigger.IF_ACTIVATED: (170, 112, 62),
    Trigger.GAME_END: (236, 196, 62),
    None: (150, 166, 180),
}


_THUMBS: dict[tuple, pygame.Surface] = {}


def draw_thumbnail(
    surface: pygame.Surface, rect: pygame.Rect, player: SeatState, theme: Theme,
    least: tuple[int, int] | None = None,
) -> None:  # fmt: skip
    """A small whole-ocean picture: each slot coloured by its fish, with token dots (cached
    by what the ocean holds). ``least``: the picture's size at text size 100 %: on a smaller
    picture the fish's names keep their size there, shortened with "…", or give way where
    their slot is too low for them."""
    if least is not None and least[0] <= rect.w and least[1] <= rect.h:
        least = None
    key = (
        rect.size, theme.key, least,
        tuple((tuple(s.fish), s.egg, s.young, s.school) for s in player.ocean),
    )  # fmt: skip
    thumb = _THUMBS.get(key)
    if thumb is None:
        thumb = pygame.Surface(rect.size)
        thumb.fill(UI["panel"])
        _draw_thumbnail(thumb, thumb.get_rect(), player, theme, least)
        thumb = display_format(thumb)
        if len(_THUMBS) > 200:
            _THUMBS.clear()
        _THUMBS[key] = thumb
    surface.blit(thumb, rect)


def _thumb_cells(rect: pygame.Rect) -> list[pygame.Rect]:
    """A thumbnail's 18 slots, by slot index."""
    gap = 1
    cw = (rect.w - 4 * gap) / 3
    ch = (rect.h - 7 * gap) / 6
    return [
        pygame.Rect(
            round(rect.x + gap + (slot % 3) * (cw + gap)),
            round(rect.y + gap + (slot // 3) * (ch + gap)),
            round(cw),
            round(ch),
        )
        for slot in range(18)
    ]


def _thumb_name(name: str, cell: pygame.Rect) -> tuple[str, int]:
    """A fish's name in a thumbnail's slot: (its words, px): the whole name in a wide slot,
    else its last word, a little smaller if it does not fit, and only then shortened."""
    px = max(9, min(round(cell.h * 0.55), 12))
    name = name if cell.w > 60 else name.split()[-1]
    size = fit_text(name, FontRole.CARD_TEXT, px, cell.w - 4, 8)
    return shorten(name, font(FontRole.CARD_TEXT, size), cell.w - 4), size


def _draw_thumbnail(
    surface: pygame.Surface, rect: pygame.Rect, player: SeatState, theme: Theme,
    least: tuple[int, int] | None,
) -> None:  # fmt: skip
    plain = _thumb_cells(pygame.Rect((0, 0), least)) if least is not None else []
    for slot, r in enumerate(_thumb_cells(rect)):
        row = slot // 3 + 1
        s = player.ocean[slot]
        water = zone_water(ZONE_OF_ROW[row])
        pygame.draw.rect(surface, shade(water, 0.9), r)
        if s.fish:
            fish = CATALOG.by_number[s.fish[-1]]
            pygame.draw.rect(
                surface, _TRIGGER_DOT[fish.trigger], r.inflate(-2, -2), border_radius=2
            )
            name, size = _thumb_name(fish.name, r)
            least_px = _thumb_name(fish.name, plain[slot])[1] if plain else 0
            if plain and plain[slot].h >= 12 and size < least_px:  # shortened, not smaller
                whole = fish.name if r.w > 60 else fish.name.split()[-1]
                name, size = shorten(whole, font(FontRole.CARD_TEXT, least_px), r.w - 4), least_px
            if r.h >= 12 and r.h >= font(FontRole.CARD_TEXT, size).get_height() - 2:
                t = text(name, FontRole.CARD_TEXT, size, TRIGGER_INK[fish.trigger])
                surface.blit(
                    t,
                    (
                        r.x + 2,
                        r.y
                        + max(0, (r.h - t.get_height()) // 2)
                        - (2 if s.egg or s.young or s.school else 0),
                    ),
                )
        dot = max(3, round((rect.h - 7) / 6 * 0.22))
        x = r.x + dot
        for kind, n in (("egg", s.egg), ("young", s.young), ("school", s.school)):
            for _ in range(min(n, 3)):
                colour = palette.token(theme, kind)
                pygame.draw.circle(surface, colour, (x, r.bottom - dot), dot // 2 + 1)
                pygame.draw.circle(surface, (0, 0, 0), (x, r.bottom - dot), dot // 2 + 1, 1)
                x += dot + 1
