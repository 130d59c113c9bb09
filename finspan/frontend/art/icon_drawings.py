"""The drawing of every icon of the frontend, one function per picture, on the design grid of
`icon_pen` (tokens, costs, effects, zones, dive sites, places, tags, sizes, conditions,
triggers and the game's window icon). Which name shows which drawing, and with what words,
is `icons`' business.
"""

from __future__ import annotations

import math

import pygame

from finspan.engine import Column, Zone

from ..look import theme as th
from . import palette
from .icon_pen import (
    INK,
    WHITE,
    DrawFn,
    Pen,
    Point,
    arrow,
    badge,
    card_shape,
    egg_shape,
    fish_shape,
    mask_outside,
    mini_mat,
)


def card(pen: Pen) -> None:
    card_shape(pen, 4.5, 3.5, 11, 15, (226, 230, 236))
    card_shape(pen, 8.5, 5.5, 11, 15)
    fish_shape(pen, 14, 13, 6.5, (120, 180, 220), eye=False)


def egg(pen: Pen) -> None:
    egg_shape(pen, 12, 12.5, 19, palette.token(pen.theme, "egg"))


def young(pen: Pen) -> None:
    fish_shape(pen, 12.5, 12, 20, palette.token(pen.theme, "young"))


def school(pen: Pen) -> None:
    fill = palette.token(pen.theme, "school")
    fish_shape(pen, 8.5, 7, 11.5, fill)
    fish_shape(pen, 15.5, 12, 11.5, fill)
    fish_shape(pen, 8.5, 17, 11.5, fill)


def _pacman(pen: Pen, fill) -> None:
    """A big open mouth facing right (the consume icon)."""
    cx, cy, r = 9.5, 12, 8.5
    pts: list[Point] = [(cx, cy)]
    for deg in range(35, 326, 10):
        a = math.radians(deg)
        pts.append((cx + r * math.cos(a), cy - r * math.sin(a)))
    pen.poly(pts, fill, INK, 1.2)
    pen.circle(cx + 1.5, cy - 4.5, 1.2, INK)
    for i in range(3):  # teeth
        tx = cx + 3.2 + i * 1.6
        pen.poly(
            [(tx, cy - 2.6 - i * 0.9), (tx + 1.2, cy - 2.9 - i * 0.9), (tx + 0.5, cy - 1.2)], WHITE
        )


def consume(pen: Pen) -> None:
    _pacman(pen, (96, 112, 130))
    fish_shape(pen, 19.5, 12, 7, (248, 210, 120), facing=-1, eye=False)


def draw(pen: Pen) -> None:
    card_shape(pen, 3, 5, 10, 14, (226, 230, 236))
    card_shape(pen, 5, 3.5, 10, 14, (120, 180, 220))
    arrow(pen, [(13, 13), (20.5, 13)], INK, 2.0, 3.6)


def retrieve(pen: Pen) -> None:
    card_shape(pen, 10, 8, 10, 14, (196, 196, 204))
    pen.line([(11.5, 11), (18.5, 19)], INK, 1.2)
    pen.line([(18.5, 11), (11.5, 19)], INK, 1.2)
    pen.arc(10, 10, 7, 90, 200, INK, 2.0)
    arrow(pen, [(3.4, 12.2), (3.3, 13.4), (3.3, 14)], INK, 2.0, 3.4)


def hatch(pen: Pen) -> None:
    fill = palette.token(pen.theme, "egg")
    egg_shape(pen, 7.5, 13, 14, fill)
    pen.line([(2.8, 12.5), (5, 10.8), (7, 12.8), (9.2, 10.6), (12.1, 12.4)], INK, 1.1)
    arrow(pen, [(12.8, 13), (15.8, 13)], INK, 1.5, 2.6)
    fish_shape(pen, 19.5, 13, 8.5, palette.token(pen.theme, "young"))


def move(pen: Pen) -> None:
    fish_shape(pen, 12, 12, 10, palette.token(pen.theme, "young"))
    arrow(pen, [(12, 6.5), (12, 1.8)], INK, 1.6, 2.6)
    arrow(pen, [(12, 17.5), (12, 22.2)], INK, 1.6, 2.6)
    arrow(pen, [(5.5, 12), (1.8, 12)], INK, 1.6, 2.6)
    arrow(pen, [(18.5, 12), (22.2, 12)], INK, 1.6, 2.6)


def tuck(pen: Pen) -> None:
    card_shape(pen, 11, 12, 11, 8, (230, 232, 238))
    _pacman(pen, (96, 112, 130))
    arrow(pen, [(16.5, 3), (16.5, 10)], INK, 1.6, 2.6)


def play(pen: Pen) -> None:
    card_shape(pen, 6.5, 1.5, 11, 14, WHITE)
    fish_shape(pen, 12.4, 8.5, 8, (120, 180, 220), eye=False)
    arrow(pen, [(12, 15.5), (12, 22.5)], INK, 2.0, 3.2)


def egg_each(pen: Pen) -> None:
    fill = palette.token(pen.theme, "egg")
    for cx, cy in ((6, 8), (18, 8), (12, 15)):
        egg_shape(pen, cx, cy, 10.5, fill)


def points(pen: Pen) -> None:
    """A wave-crest badge (the score icon)."""
    pen.circle(12, 12, 11, (26, 64, 104), INK, 1.0)
    pen.line([(3.5, 16), (7, 13.5), (10.5, 16), (14, 13.5), (17.5, 16), (20.5, 13.5)], WHITE, 1.1)


def sun(pen: Pen) -> None:
    for i in range(8):
        a = i * math.pi / 4
        pen.line(
            [(12 + 7.2 * math.cos(a), 12 + 7.2 * math.sin(a)),
             (12 + 10.5 * math.cos(a), 12 + 10.5 * math.sin(a))],
            (222, 150, 20), 1.8,
        )  # fmt: skip
    pen.circle(12, 12, 5.8, palette.ZONE_CHIP[Zone.SUNLIGHT], INK, 1.1)


def twilight(pen: Pen) -> None:
    pen.rect(1.5, 1.5, 21, 21, palette.ZONE_WATER[Zone.TWILIGHT], INK, 1.0, radius=3)
    pen.arc(12, 14, 6, 0, 180, (250, 180, 120), 2.2)
    pen.circle(12, 14, 4.4, (246, 160, 110))
    pen.rect(2.5, 14, 19, 7.5, palette.ZONE_WATER[Zone.TWILIGHT], radius=2.5)
    pen.line([(3, 15), (7, 13.8), (11, 15), (15, 13.8), (21, 15)], (170, 200, 240), 1.2)
    pen.line([(3, 18.5), (7, 17.3), (11, 18.5), (15, 17.3), (21, 18.5)], (120, 150, 210), 1.0)


def midnight(pen: Pen) -> None:
    pen.rect(1.5, 1.5, 21, 21, palette.ZONE_WATER[Zone.MIDNIGHT], INK, 1.0, radius=3)
    pen.circle(10, 11, 6, (230, 236, 250))
    pen.circle(13, 9, 5.6, palette.ZONE_WATER[Zone.MIDNIGHT])
    for x, y in ((17, 16), (6, 18.5), (18.5, 5.5)):
        pen.circle(x, y, 1.1, (130, 240, 255))


def site(column: Column) -> DrawFn:
    def draw(pen: Pen) -> None:
        colour = palette.dive_site(pen.theme, column)
        # a diving flipper
        pts: list[tuple[float, float]] = [
            (9, 2), (15, 2), (16, 9), (21, 20), (17, 22.5), (12, 20), (7, 22.5), (3, 20), (8, 9)
        ]
        pen.poly(pts, colour)
        if pen.theme.colour_blind:
            th.draw_pattern(
                pen.surface, pen.surface.get_rect(), palette.DIVE_SITE_PATTERN[column], WHITE
            )
            # keep the pattern inside the flipper: redraw the outside transparent
            mask_outside(pen, pts)
        pen.poly(pts, None, INK, 1.2)
        pen.line([(12, 9), (12, 19)], th.shade(colour, 0.6), 1.0)

    return draw


def loc_rows(rows: tuple[int, ...], colour) -> DrawFn:
    def draw(pen: Pen) -> None:
        mini_mat(pen, lambda c, r: colour if r in rows else None)

    return draw


def loc_column(column: Column) -> DrawFn:
    def draw(pen: Pen) -> None:
        colour = palette.dive_site(pen.theme, column)
        mini_mat(pen, lambda c, r: colour if c == column else None)
        if pen.theme.colour_blind:
            x = 6.2 + int(column) * 4.0
            rect = pygame.Rect(*pen.p(x, 2.7), round(3.6 * pen.u), round(19.2 * pen.u))
            th.draw_pattern(pen.surface, rect, palette.DIVE_SITE_PATTERN[column], WHITE)

    return draw


def predator(pen: Pen) -> None:
    badge(pen, (196, 52, 52))
    top = [(4, 8)] + [(5.6 + i * 3.2, 13 if i % 2 == 0 else 8) for i in range(5)] + [(20, 8)]
    pen.poly([*top, (20, 6), (4, 6)], WHITE)
    bottom = [(5, 17)] + [(6.6 + i * 3.4, 12.5 if i % 2 == 0 else 17) for i in range(4)]
    pen.poly([*bottom, (19, 17), (19, 19), (5, 19)], WHITE)


def uber_predator(pen: Pen) -> None:
    badge(pen, (120, 20, 30))
    for dy in (0.0, 7.5):
        pts = [(4, 4.5 + dy)] + [
            (5.6 + i * 3.2, 10 + dy if i % 2 == 0 else 5 + dy) for i in range(5)
        ]
        pen.poly([*pts, (20, 4.5 + dy), (20, 3.5 + dy), (4, 3.5 + dy)], WHITE)
    pen.rect(6.5, 17.5, 11, 2.6, (250, 210, 80), radius=1)


def bioluminescent(pen: Pen) -> None:
    badge(pen, (16, 40, 80))
    pen.arc(15, 15, 9, 90, 180, (210, 220, 235), 1.4)
    pen.circle(15, 6, 4.4, (60, 170, 200))
    pen.circle(15, 6, 2.6, (160, 250, 255))
    for a in (200, 250, 340, 20):
        r = math.radians(a)
        pen.line(
            [(15 + 5.2 * math.cos(r), 6 - 5.2 * math.sin(r)),
             (15 + 7.2 * math.cos(r), 6 - 7.2 * math.sin(r))],
            (160, 250, 255), 1.1,
        )  # fmt: skip


def camouflage(pen: Pen) -> None:
    badge(pen, (104, 120, 60))
    for x, y, w, h, c in (
        (4, 6, 8, 6, (150, 170, 90)), (12, 4, 7, 5, (70, 86, 40)), (13, 11, 7, 7, (170, 150, 96)),
        (5, 13, 7, 6, (60, 76, 36)), (9, 9, 5, 5, (190, 200, 130)),
    ):  # fmt: skip
        pen.ellipse(x, y, w, h, c)
    pen.circle(12, 12, 11, None, INK, 1.0)


def electrolocation(pen: Pen) -> None:
    badge(pen, (40, 96, 150))
    pen.circle(7, 12, 2.2, WHITE)
    for r in (4.5, 8, 11.5):
        pen.arc(7, 12, r, -55, 55, WHITE, 1.4)


def electric_discharge(pen: Pen) -> None:
    badge(pen, (40, 60, 120))
    pen.poly(
        [(13.5, 2.5), (6, 13), (11, 13), (9, 21.5), (18, 9.5), (12.8, 9.5)],
        (255, 226, 60),
        INK,
        0.8,
    )


def venomous(pen: Pen) -> None:
    badge(pen, (108, 50, 150))
    for x in (6, 10, 14):
        pen.poly([(x - 1.6, 14), (x + 2.6, 3.5), (x + 1.8, 14)], WHITE)
    pen.poly([(4, 14), (19.5, 14), (18, 16), (5, 16)], WHITE)
    pen.poly([(17, 15.5), (19.5, 19), (17.6, 21.4), (15.6, 21), (15.4, 18.8)], (150, 240, 90))


def size(n: int) -> DrawFn:
    def draw(pen: Pen) -> None:
        # a tail fin with one, two or three bars for small, medium, large
        tail = [(11.5, 10.5), (2, 3), (5.5, 12.5), (2, 22), (11.5, 14.5)]
        pen.poly(tail, (90, 110, 130), INK, 1.0)
        pen.line([(10.5, 12.5), (5, 12.5)], (60, 76, 96), 0.8)
        for i in range(3):
            fill = INK if i < n else (200, 204, 210)
            h = 5 + i * 3.5
            pen.rect(13.5 + i * 3.5, 20.5 - h, 2.6, h, fill, radius=0.6)

    return draw


def all_players(pen: Pen) -> None:
    for cx, col in ((6, (214, 48, 64)), (18, (27, 153, 139)), (12, (244, 196, 48))):
        pen.circle(cx, 8.5, 3.4, col, INK, 1.0)
        pen.poly(
            [(cx - 5, 21), (cx - 4.2, 15), (cx, 12.8), (cx + 4.2, 15), (cx + 5, 21)], col, INK, 1.0
        )


def no_tokens(pen: Pen) -> None:
    egg_shape(pen, 12, 12, 15, palette.token(pen.theme, "egg"))
    pen.circle(12, 12, 10.5, None, (200, 40, 40), 2.0)
    pen.line([(4.8, 19.2), (19.2, 4.8)], (200, 40, 40), 2.0)


def fish_under(pen: Pen) -> None:
    card_shape(pen, 3, 10, 14, 10, (200, 204, 212))
    card_shape(pen, 7, 4, 14, 10, WHITE)
    fish_shape(pen, 14, 9, 8, (120, 180, 220), eye=False)
    arrow(pen, [(8, 16.5), (8, 22)], INK, 1.3, 2.2)


def trio(pen: Pen) -> None:
    egg_shape(pen, 6, 7, 9, palette.token(pen.theme, "egg"))
    fish_shape(pen, 17, 7, 10, palette.token(pen.theme, "young"))
    fill = palette.token(pen.theme, "school")
    fish_shape(pen, 8, 16, 7, fill)
    fish_shape(pen, 14, 19.5, 7, fill)
    fish_shape(pen, 18, 15, 7, fill)


def deepwater(pen: Pen) -> None:
    loc_rows((6,), (60, 60, 120))(pen)


def estuary(pen: Pen) -> None:
    loc_rows((1,), (120, 190, 150))(pen)


def length(pen: Pen) -> None:
    pen.rect(1.5, 8, 21, 8, (246, 226, 150), INK, 1.0, radius=1)
    for i in range(9):
        x = 3.5 + i * 2.2
        pen.line([(x, 8.5), (x, 11.5 if i % 2 else 13)], INK, 0.8)


def when_played(pen: Pen) -> None:
    pen.circle(12, 12, 11, WHITE, INK, 1.0)
    card_shape(pen, 6.5, 5.5, 8.5, 12, (120, 180, 220))
    star = []
    for k in range(8):
        r = 4.6 if k % 2 == 0 else 1.8
        a = math.pi / 4 * k
        star.append((16.5 + r * math.cos(a), 8.5 + r * math.sin(a)))
    pen.poly(star, (250, 200, 40), INK, 0.8)


def if_activated(pen: Pen) -> None:
    pen.circle(12, 12, 11, WHITE, INK, 1.0)
    pen.line([(6.5, 6.5), (12, 11.5), (17.5, 6.5)], (140, 92, 52), 2.6)
    pen.line([(6.5, 12.5), (12, 17.5), (17.5, 12.5)], (140, 92, 52), 2.6)


def game_end(pen: Pen) -> None:
    pen.circle(12, 12, 11, WHITE, INK, 1.0)
    pen.rect(6.5, 4.5, 11, 1.8, INK, radius=0.6)
    pen.rect(6.5, 17.7, 11, 1.8, INK, radius=0.6)
    glass = [(7.5, 6.3), (16.5, 6.3), (12.6, 12), (16.5, 17.7), (7.5, 17.7), (11.4, 12)]
    pen.poly(glass, (236, 196, 62), INK, 1.0)
    pen.poly([(9.5, 17.2), (14.5, 17.2), (12, 14.5)], (196, 140, 30))


def app_icon(pen: Pen) -> None:
    """The game's window icon: a fish over the three zones' water, in a rounded square."""
    water = [
        palette.ZONE_WATER[Zone.SUNLIGHT],
        palette.ZONE_WATER[Zone.TWILIGHT],
        palette.ZONE_WATER[Zone.MIDNIGHT],
    ]
    pen.rect(0.5, 0.5, 23, 23, water[2], radius=5)
    pen.rect(0.5, 0.5, 23, 9, water[0], radius=5)
    pen.rect(0.5, 6, 23, 5, water[0])
    pen.rect(0.5, 11, 23, 6, water[1])
    for x in (5, 10, 17):
        pen.circle(x, 19.5, 0.6, (130, 240, 255))
    body = (250, 170, 40)
    pen.poly([(6.5, 12), (2.5, 7), (3.8, 12), (2.5, 17)], th.shade(body, 0.8), INK, 0.8)
    pen.ellipse(5.5, 6.5, 15.5, 11, body, INK, 0.9)
    pen.poly([(10, 7), (13, 3.6), (16, 7.2)], th.shade(body, 0.8), INK, 0.8)
    pen.circle(17, 10.5, 1.6, WHITE, INK, 0.6)
    pen.circle(17.4, 10.5, 0.8, INK)
    pen.line([(9, 9), (10, 12), (9, 15)], th.shade(body, 0.7), 0.8)
    pen.rect(0.5, 0.5, 23, 23, None, (255, 255, 255), 0.7, radius=5)
