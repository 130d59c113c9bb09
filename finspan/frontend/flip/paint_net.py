"""Painters of the net: the water and rope behind it, the boat at row 7, every card drawn with
the card pictures, each column's height beneath it (a warning colour at 5 and 6), the row
numbers, the draw pile with its count; the competitive grid with the two action cards and the
common powers; and the marks lit on it (legal targets, the pointed target, what it would free,
the hint, a computer's choice). Draw from a `Frame`; change nothing."""

from __future__ import annotations

import pygame

from ...flip import COLOURS, LETTERS, AnimalType, Card, Direction, Mode, WasteKind
from ..art import flip_patterns
from ..art.flip_cards import (
    BACKGROUNDS,
    PAINT,
    action_card,
    animal_card,
    back_card,
    boat_card,
    colour_swatch,
    power_card,
    waste_card as waste_face,
)
from ..art.surface_cache import SurfaceCache
from ..look.theme import UI, FontRole, Theme, lerp, shade, shorten
from ..ui.backdrop import picture as backdrop_picture
from .frame import Frame
from .layout import legend_swatch

H = 7
#: The colours of a column's height: fine, getting full (5) and full (6: the next refill
#: would tear the net unless cards are freed from it).
HEIGHT_INK = {"fine": UI["text_dim"], "warn": UI["focus"], "full": UI["danger"]}
FREED_TINT = (96, 220, 120)
_BACKS = SurfaceCache(8)


def card_image(card: Card, w: int, h: int, theme: Theme) -> pygame.Surface:
    """The picture of ``card`` as it lies (cached by the card pictures)."""
    if card.colour is None:
        return waste_face(card.kind.value, w, h, theme=theme)
    direction = card.direction.value if card.direction is not None else "right"
    return animal_card(card.kind.value, direction, card.colour, w, h, theme=theme)


def every_face(animals: tuple[AnimalType, ...]) -> list[Card]:
    """Every card a net of ``animals`` may show: each animal in each colour and way it can
    swim, and each waste (for the table's idle work: `FlipTable.prefetch_board`)."""
    faces = [Card(0, w, None, None) for w in WasteKind]
    for animal in animals:
        for direction in Direction:
            for colour in COLOURS:
                faces.append(Card(0, animal, direction, colour))
    return faces


def height_state(height: int) -> str:
    return "full" if height >= 6 else "warn" if height == 5 else "fine"


def _water(rect: pygame.Rect, theme: Theme) -> pygame.Surface:
    """The sea behind the net with the net's rope over it (cached by size)."""

    def make() -> pygame.Surface:
        surf = pygame.Surface(rect.size)
        top, bottom = PAINT["sea_top"], PAINT["sea_bottom"]
        for y in range(rect.h):
            pygame.draw.line(surf, lerp(shade(top, 0.7), shade(bottom, 0.7), y / max(1, rect.h)),
                             (0, y), (rect.w, y))  # fmt: skip
        flip_patterns.net(surf, surf.get_rect(), shade(PAINT["rope"], 0.75),
                          max(12, rect.w // 9))  # fmt: skip
        return surf

    return _BACKS.get_or_make(("water", rect.size), make)


def _empty(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    pygame.draw.rect(surface, shade(PAINT["rope"], 0.55), rect, max(1, theme.px(1)),
                     border_radius=theme.px(6))  # fmt: skip


def paint_net(surface: pygame.Surface, f: Frame) -> None:
    """The net (cooperative) or the grid (competitive), as the view shows it."""
    if f.view.mode is Mode.COOP:
        _coop(surface, f)
    else:
        _grid(surface, f)


def _coop(surface: pygame.Surface, f: Frame) -> None:
    t, lay, view = f.theme, f.layout, f.view
    back = lay.net.inflate(t.px(16), t.px(16))
    surface.blit(_water(back, t), back)
    if lay.boat is not None:
        surface.blit(boat_card(lay.boat.w, lay.boat.h, theme=t), lay.boat)
    small = t.font(FontRole.SMALL)
    rows = lay.rects["rows"]
    for r in range(6):
        cell = lay.cells[r]
        img = t.text(str(r + 1), FontRole.SMALL, UI["text_dim"])
        surface.blit(img, img.get_rect(midright=(rows.right - t.px(12), cell.centery)))
    for c, column in enumerate(view.columns):
        for r in range(H):
            rect = lay.cells[c * H + r]
            card = column[r] if r < len(column) else None
            if card is not None:
                surface.blit(card_image(card, rect.w, rect.h, t), rect)
            elif r < 6:
                _empty(surface, rect, t)
        gauge = lay.gauges[c]
        height = sum(1 for card in column if card is not None)
        state = height_state(height)
        words = f"{'ABCD'[c]}: {height}/6" + (" full" if state == "full" else "")
        if small.size(words)[0] > gauge.w:  # "full" is said by the colour and the ring too
            words = f"{'ABCD'[c]}: {height}/6"
        img = t.text(shorten(words, small, gauge.w), FontRole.SMALL, HEIGHT_INK[state])
        surface.blit(img, img.get_rect(midtop=(gauge.centerx, gauge.y)))
        bar = pygame.Rect(gauge.x, gauge.bottom - t.px(5), gauge.w, max(2, t.px(4)))
        seg = (bar.w - 5) / 6
        for k in range(6):
            part = pygame.Rect(round(bar.x + k * (seg + 1)), bar.y, max(1, round(seg)), bar.h)
            colour = HEIGHT_INK[state] if k < height else UI["panel_edge"]
            pygame.draw.rect(surface, colour, part)
        if state == "full":
            col = lay.places_rect(tuple(c * H + r for r in range(6)))
            if col is not None:
                pygame.draw.rect(surface, UI["danger"], col.inflate(t.px(6), t.px(6)),
                                 max(2, t.px(2)), border_radius=t.px(6))  # fmt: skip
    _pile(surface, f)
    paint_legend(surface, f)


def paint_legend(surface: pygame.Surface, f: Frame) -> None:
    """Each background colour's swatch (patterned in colour-blind mode, as on the cards)
    and its name: the options and the hint name the colours."""
    t = f.theme
    small = t.font(FontRole.SMALL)
    sw, sh = legend_swatch(t)
    for colour, rect in f.layout.legend:
        swatch = colour_swatch(colour, sw, sh, theme=t)
        surface.blit(swatch, swatch.get_rect(midleft=(rect.x, rect.centery)))
        words = BACKGROUNDS[colour].label
        img = t.text(words, FontRole.SMALL, UI["text"])
        surface.blit(img, (rect.x + sw + t.px(6), rect.centery - small.get_linesize() // 2))


def _pile(surface: pygame.Surface, f: Frame) -> None:
    t, pile = f.theme, f.layout.pile
    if pile is None:
        return
    small = t.font(FontRole.SMALL)
    if f.view.pile:
        surface.blit(back_card(pile.w, pile.h, theme=t), pile)
    else:
        _empty(surface, pile, t)
    words = f"Pile {f.view.pile}"
    img = t.text(shorten(words, small, pile.w + t.px(40)), FontRole.SMALL, UI["text"])
    surface.blit(img, img.get_rect(midtop=(pile.centerx, pile.bottom + t.px(4))))


def _grid(surface: pygame.Surface, f: Frame) -> None:
    t, lay, view = f.theme, f.layout, f.view
    back = lay.net.inflate(t.px(16), t.px(16))
    surface.blit(_water(back, t), back)
    for c, column in enumerate(view.columns):
        for r in range(3):
            rect = lay.cells[c * H + r]
            card = column[r] if r < len(column) else None
            if card is not None:
                surface.blit(card_image(card, rect.w, rect.h, t), rect)
            else:
                _empty(surface, rect, t)
    _grid_labels(surface, f)
    small = t.font(FontRole.SMALL)
    for key, words in (("actions_label", "Action cards"), ("powers_label", "Common powers")):
        label = lay.rects.get(key)
        if label is not None:
            surface.blit(t.text(shorten(words, small, label.w), FontRole.SMALL, UI["text_dim"]),
                         label.topleft)  # fmt: skip
    for hit, rect in lay.actions:
        if hit.index < len(view.revealed):
            surface.blit(action_card(view.revealed[hit.index], rect.w, rect.h, theme=t), rect)
    for power, rect in lay.powers:
        surface.blit(power_card(view.common_powers[power.index], rect.w, rect.h, theme=t), rect)
    _pile(surface, f)
    paint_legend(surface, f)


def _grid_labels(surface: pygame.Surface, f: Frame) -> None:
    """The grid's rows numbered on its left (1 at the bottom) and its columns lettered under
    it, as the options, the hint and the log name its places ("switch B1 and C1")."""
    t, lay = f.theme, f.layout
    rows, columns = lay.rects.get("rows"), lay.rects.get("columns")
    if rows is None or columns is None:
        return
    for r in range(3):
        cell = lay.cells[r]
        img = t.text(str(r + 1), FontRole.SMALL, UI["text_dim"])
        surface.blit(img, img.get_rect(midright=(rows.right - t.px(12), cell.centery)))
    for c in range(3):
        cell = lay.cells[c * H]
        img = t.text(LETTERS[c], FontRole.SMALL, UI["text_dim"])
        surface.blit(img, img.get_rect(midtop=(cell.centerx, columns.y)))


# --- Marks over the net (every frame, over the cached picture) ---------------------------------


def _ring(surface: pygame.Surface, rect: pygame.Rect, colour, width: int, theme: Theme,
          outline: bool = True) -> None:  # fmt: skip
    """A ring of ``width`` drawn inside ``rect``'s edge, with a dark line outside it unless
    ``outline`` is False (a ring that fills the gap between two cards has no room for it)."""
    if outline:
        pygame.draw.rect(surface, UI["text_dark"], rect.inflate(2, 2), width + 1,
                         border_radius=theme.px(7))  # fmt: skip
    pygame.draw.rect(surface, colour, rect, width, border_radius=theme.px(7))


def paint_marks(surface: pygame.Surface, f: Frame) -> None:
    """The marks of ``f.marks`` over the net: legal targets ringed green, what the pointed
    option would free tinted green, the pointed option's places ringed yellow (a row, column
    or square as one box), the hint's places in the accent colour, a computer's choice in its
    seat's colour. Every ring lies round its cards, never over their names."""
    t, lay, m = f.theme, f.layout, f.marks
    thin, thick = max(1, t.px(2)), max(2, t.px(4))
    half = max(2, t.px(4)) // 2  # half the layout's gap between cards
    thin = min(thin, half)
    for place in m.legal:
        rect = lay.cells.get(place)
        if rect is not None:  # in the gap round the card: over it, it hid the card's name
            _ring(surface, rect.inflate(2 * half, 2 * half), UI["legal"], thin, t)
    if m.freed:
        tint = pygame.Surface(lay.cells[0].size, pygame.SRCALPHA)
        tint.fill((*FREED_TINT, 90))
        for place in m.freed:
            rect = lay.cells.get(place)
            if rect is not None:
                surface.blit(tint, rect)
                _ring(surface, rect.inflate(2 * half, 2 * half), FREED_TINT, thin, t)
    for places, colour in ((m.hint, UI["accent"]), (m.chosen, m.chosen_colour or UI["focus"]),
                           (m.pointed, UI["focus"])):  # fmt: skip
        if not places:
            continue
        if m.columns or len(places) == 1:
            box = lay.places_rect(places)
            if box is not None:
                _ring(surface, box.inflate(2 * thick, 2 * thick), colour, thick, t)
        else:
            for place in places:
                rect = lay.cells.get(place)
                if rect is not None:
                    _ring(surface, rect.inflate(2 * thick, 2 * thick), colour, thick, t,
                          outline=False)  # fmt: skip


#: How much of the panel's colour veils the underwater backdrop round the net (of 255): the
#: sea shows through, the words on it stay legible.
VEIL_ALPHA = 150
_VEILS = SurfaceCache(4)


def _veil(size: tuple[int, int], theme: Theme) -> pygame.Surface:
    """The see-through panel round the net (cached by size)."""

    def make() -> pygame.Surface:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        rect = layer.get_rect()
        pygame.draw.rect(layer, (*UI["panel"], VEIL_ALPHA), rect, border_radius=theme.px(8))
        pygame.draw.rect(layer, (*UI["panel_edge"], 255), rect, 1, border_radius=theme.px(8))
        return layer

    return _VEILS.get_or_make(("veil", size, theme.px(8)), make)


def _veiled(size: tuple[int, int], area: pygame.Rect, theme: Theme) -> pygame.Surface:
    """The window's backdrop where ``area`` lies, under the veil: composed once per window
    size and place (an opaque picture: repainting the region copies it, blending nothing)."""

    def make() -> pygame.Surface:
        out = pygame.Surface(area.size)
        out.blit(backdrop_picture(size), (0, 0), area)
        out.blit(_veil(area.size, theme), (0, 0))
        return out.convert() if pygame.display.get_surface() is not None else out

    return _VEILS.get_or_make(("veiled", size, tuple(area), theme.px(8)), make)


def paint_net_box(surface: pygame.Surface, f: Frame) -> None:
    """The net's region: the sea (the table's backdrop) seen through a veil of the panel's
    colour, and the net."""
    area = f.layout.rects["net_area"]
    surface.blit(_veiled(surface.get_size(), area, f.theme), area)
    paint_net(surface, f)
