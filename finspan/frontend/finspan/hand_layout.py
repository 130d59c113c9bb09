"""Where a hand's cards go: the cards as large as fit in 1, 2 or 3 rows (a few sizes only),
the hand panel's card area, and the card chosen to play standing apart (pure geometry)."""

from __future__ import annotations

import pygame

from ..art.palette import CARD_ASPECT
from ..look.theme import FontRole, Theme

#: Card heights a hand may use, as shares of the hand area's height.
HAND_SIZES: tuple[float, ...] = (1.0, 0.86, 0.74, 0.62, 0.49, 0.4, 0.32, 0.25)
#: How far the card under the mouse rises (at 720 px, text 100 %); the hand keeps that room
#: under its title, so that the raised card never covers it.
HAND_RAISE = 10


def hand_layout(area: pygame.Rect, n: int, gap: int, least: int = 0) -> list[pygame.Rect]:
    """Rects for ``n`` cards in ``area``, as large as possible without overlapping, in 1, 2 or
    3 rows (the row count that allows the tallest card wins). Cards overlap only if even 3
    rows cannot hold them at a legible size. Their height is one of a few sizes, or
    ``least`` (their height at text size 100 %: a larger text size never makes them smaller
    where there is room for them)."""
    if n == 0:
        return []
    best_h, best_rows = 0, 1
    for rows in (1, 2, 3):
        per_row = -(-n // rows)
        by_height = (area.h - (rows - 1) * gap) // rows
        by_width = round((area.w - (per_row - 1) * gap) / per_row / CARD_ASPECT)
        h = min(by_height, by_width)
        if h > best_h:
            best_h, best_rows = h, rows
    min_h = area.h // 4
    if best_h < min_h:  # too many cards: 3 rows of legible cards, overlapping
        best_rows, best_h = 3, (area.h - 2 * gap) // 3
    # A few sizes only, so a card drawn or played rarely changes the size of the others (each
    # new size must be rendered once).
    sizes = [round(area.h * f) for f in HAND_SIZES if round(area.h * f) <= best_h]
    # and rows that fill the height exactly (2 rows were 0.4 of it, not 0.49: a 9-card hand
    # at 1280x800, text 150 %, left a fifth of its panel empty under cards too small to read)
    fill = (area.h - (best_rows - 1) * gap) // best_rows
    if best_rows > 1 and fill <= best_h:
        sizes.append(fill)
    if least <= best_h:
        sizes.append(least)
    best_h = max(sizes, default=best_h)
    w = round(best_h * CARD_ASPECT)
    per_row = -(-n // best_rows)
    step = w + gap
    if per_row > 1 and step * (per_row - 1) + w > area.w:
        step = (area.w - w) // (per_row - 1)
    return [
        pygame.Rect(
            area.x + (i % per_row) * step, area.y + (i // per_row) * (best_h + gap), w, best_h
        )
        for i in range(n)
    ]


def title_row(theme: Theme) -> int:
    """The hand panel's title row (its title and the discard pile's button)."""
    return max(theme.px(26), theme.font(FontRole.BODY_BOLD).get_linesize() + theme.px(4))


def hand_title_h(theme: Theme) -> int:
    """All of the hand panel's height but its cards: the title row, the room a raised card
    rises into, the margin under the cards."""
    return title_row(theme) + theme.px(HAND_RAISE) + theme.px(4)


def hand_area(hand: pygame.Rect, theme: Theme) -> pygame.Rect:
    """Where the hand's cards go inside the hand panel (below its title row and the room a
    raised card rises into)."""
    t = theme
    top = title_row(t) + t.px(HAND_RAISE)
    return pygame.Rect(hand.x + t.px(4), hand.y + top, hand.w - t.px(8), hand.h - top - t.px(4))


def planned_card_h(width: int, cards: int, theme: Theme) -> int:
    """The height of the cards of a hand of ``cards`` cards in one row of a hand panel
    ``width`` wide (as `hand_layout` lays them out)."""
    t = theme
    gap = t.px(4)
    area_w = width - t.px(8)
    return round((area_w - (cards - 1) * gap) / cards / CARD_ASPECT)


def planned_rows_h(width: int, cards: int, most: int, theme: Theme) -> int:
    """The height of a large hand's rows of cards in a hand panel ``width`` wide: in 1, 2 or
    3 rows, whichever gives the tallest cards in at most ``most`` pixels."""
    gap = theme.px(4)
    best = (0, 0)  # (card height, rows' height)
    for rows in (1, 2, 3):
        h = planned_card_h(width, -(-cards // rows), theme)
        total = rows * h + (rows - 1) * gap
        if total > most:
            h = (most - (rows - 1) * gap) // rows
            total = most
        best = max(best, (h, total))
    return best[1]


def playing_rect(
    area: pygame.Rect, hand_size: int, gap: int, tag_h: int = 0, least: int = 0
) -> pygame.Rect:
    """The card chosen to play, standing apart at the right end of the hand ``area``: as
    large as a card of the hand would be with it still there (``hand_size`` cards besides
    it), or ``least`` (its height at text size 100 %), never wider than a quarter of the
    area, leaving ``tag_h`` above it for its tag. Empty where the area is too low for it at
    its least size (a hand squashed under a box over the log: the puzzle's)."""
    card = hand_layout(area, hand_size + 1, gap)[0]
    room = area.h - tag_h
    if room <= 0 or room < least:  # no room for it at its least size: not shown (empty)
        return pygame.Rect(area.right, area.bottom, 0, 0)
    h = min(max(card.h, least), round(area.w * 0.26 / CARD_ASPECT), room)
    w = round(h * CARD_ASPECT)
    return pygame.Rect(area.right - w, area.bottom - h, w, h)
