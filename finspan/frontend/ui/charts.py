"""Charts for the Statistics screen (any game's views draw with them): grouped bars with
value labels, lines with markers, and their legend. Series tell themselves apart by shape
and fill as well as colour. Each painter changes only the surface it is given.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame

from ..look import theme as th
from ..look.theme import UI, Colour, FontRole, Theme


@dataclass(frozen=True, slots=True)
class Series:
    """One data series: ``style`` is ``filled`` or ``outline`` (bars), ``circle`` or
    ``square`` (line markers); None values are gaps."""

    name: str
    values: Sequence[float | None]
    colour: Colour
    style: str


#: The most lines over the y axis's zero line.
MOST_STEPS = 5


def nice_range(values: Sequence[float | None], floor: int = 0) -> tuple[int, int, int]:
    """The y axis's bottom, top and step: the step a round number (1, 2 or 5 times a power
    of ten), the smallest that needs at most `MOST_STEPS` lines from the bottom to pass the
    largest value (at least 10 over the bottom); the bottom is ``floor``, or where a value
    is under it the first line under that value a whole number of steps below ``floor`` (so
    0 stays a line); the top is the first line at or over the largest: 0, 2, 4, .. 10;
    0, 5, .. 25; -10, 0, .. 30; 1400, 1450, .. 1650."""
    shown = [v for v in values if v is not None] or [floor]
    largest, least = math.ceil(max(shown)), math.floor(min(shown))
    for step in _round_steps():
        bottom = floor - step * -(-max(0, floor - least) // step)  # ceiling
        lines = -(-max(largest - bottom, 10) // step)
        if lines <= MOST_STEPS:
            return bottom, bottom + int(lines * step), step
    raise AssertionError("unreachable: the round steps grow without end")


def nice_scale(values: Sequence[float | None], floor: int = 0) -> tuple[int, int]:
    """`nice_range`'s top and step (for values none of which is under ``floor``)."""
    _bottom, top, step = nice_range(values, floor)
    return top, step


def axis_values(top: int, floor: int = 0) -> list[int]:
    """The values the y axis labels, from ``floor`` to ``top`` in even round steps."""
    span = top - floor
    step = next(s for s in _round_steps() if span % s == 0 and span // s <= MOST_STEPS)
    return list(range(floor, top + 1, step))


def _round_steps() -> Iterator[int]:
    power = 1
    while True:
        for unit in (1, 2, 5):
            yield unit * power
        power *= 10


def _axes(
    surface: pygame.Surface, rect: pygame.Rect, top: int, theme: Theme, floor: int = 0
) -> tuple[pygame.Rect, int]:
    """Grid lines and y labels from ``floor`` to ``top`` (`axis_values`); returns the plot
    area and the label column width."""
    small = FontRole.SMALL
    label_w = max(theme.font(small).size(str(v))[0] for v in (top, floor)) + theme.px(8)
    plot = pygame.Rect(rect.x + label_w, rect.y, rect.w - label_w, rect.h)
    for value in axis_values(top, floor):
        y = plot.bottom - round(plot.h * (value - floor) / (top - floor))
        pygame.draw.line(surface, UI["chart_grid"], (plot.x, y), (plot.right, y), 1)
        img = theme.text(str(value), small, UI["text_dim"])
        surface.blit(img, img.get_rect(midright=(plot.x - theme.px(4), y)))
    return plot, label_w


def draw_legend(
    surface: pygame.Surface, series: Sequence[Series], pos: tuple[int, int], theme: Theme
) -> None:
    """Each series' marker and name in a row starting at ``pos``."""
    x, y = pos
    size = theme.px(12)
    for s in series:
        box = pygame.Rect(x, y, size, size)
        _marker(surface, s, box, theme)
        img = theme.text(s.name, FontRole.SMALL, UI["text"])
        surface.blit(img, (box.right + theme.px(5), box.centery - img.get_height() // 2))
        x = box.right + theme.px(5) + img.get_width() + theme.px(18)


def _marker(surface: pygame.Surface, s: Series, box: pygame.Rect, theme: Theme) -> None:
    width = max(2, theme.px(2))
    if s.style in ("filled", "square"):
        pygame.draw.rect(surface, s.colour, box)
    elif s.style == "outline":
        pygame.draw.rect(surface, s.colour, box, width)
    else:
        pygame.draw.circle(surface, s.colour, box.center, box.w // 2)


def draw_bar_chart(
    surface: pygame.Surface, rect: pygame.Rect, categories: Sequence[str],
    series: Sequence[Series], theme: Theme,
) -> None:  # fmt: skip
    """Grouped bars, one group per category, with value labels; changes only ``surface``."""
    small = FontRole.SMALL
    label_h = theme.font(small).get_linesize()
    top, _step = nice_scale([v for s in series for v in s.values])
    area = pygame.Rect(rect.x, rect.y + label_h, rect.w, rect.h - 2 * label_h - theme.px(4))
    plot, _ = _axes(surface, area, top, theme)
    n = max(1, len(categories))
    group_w = plot.w / n
    bar_w = max(4, round(group_w * 0.7 / max(1, len(series))))
    for i, name in enumerate(categories):
        gx = plot.x + group_w * i + (group_w - bar_w * len(series)) / 2
        for k, s in enumerate(series):
            value = s.values[i] if i < len(s.values) else None
            if value is None:
                continue
            h = round(plot.h * value / top)
            bar = pygame.Rect(round(gx + k * bar_w), plot.bottom - h, bar_w - theme.px(2), h)
            if s.style == "outline":
                pygame.draw.rect(surface, s.colour, bar, max(2, theme.px(3)))
            else:
                pygame.draw.rect(surface, s.colour, bar)
            img = theme.text(f"{value:.0f}", small, UI["text"])
            surface.blit(img, img.get_rect(midbottom=(bar.centerx, bar.top - 1)))
        room = round(group_w) - 4  # a name made smaller down to its 100 % size, then shortened
        px = th.fit_text(name, small, theme.font_px(small), room, theme.least_px(small))
        img = th.text(th.shorten(name, th.font(small, px), room), small, px, UI["text"])
        surface.blit(img, img.get_rect(midtop=(plot.x + group_w * (i + 0.5), plot.bottom + 2)))


def draw_line_chart(
    surface: pygame.Surface, rect: pygame.Rect, series: Sequence[Series], theme: Theme,
    hollow: Sequence[bool] = (), floor: int = 0,
) -> None:  # fmt: skip
    """Lines with markers over game 1..N (``hollow[i]`` draws the first series' i-th marker
    hollow, e.g. a lost game), the y axis from ``floor`` (0 by default; a rating's chart
    starts near its values) or lower where a value is under it (a score below zero, as
    Fish'n'Flip's waste cards can make it; `nice_range`); changes only ``surface``."""
    small = FontRole.SMALL
    label_h = theme.font(small).get_linesize()
    floor, top, _step = nice_range([v for s in series for v in s.values], floor)
    area = pygame.Rect(rect.x, rect.y + label_h // 2, rect.w, rect.h - label_h - theme.px(4))
    plot, _ = _axes(surface, area, top, theme, floor)
    top -= floor
    n = max((len(s.values) for s in series), default=0)
    if n == 0:
        return
    step = plot.w / max(1, n)
    r = max(3, theme.px(5))
    for index, s in enumerate(series):
        points = [
            (round(plot.x + step * (i + 0.5)), plot.bottom - round(plot.h * (v - floor) / top))
            for i, v in enumerate(s.values)
            if v is not None
        ]
        if len(points) > 1:
            pygame.draw.lines(surface, s.colour, False, points, max(2, theme.px(2)))
        for i, p in enumerate(points):
            box = pygame.Rect(0, 0, 2 * r, 2 * r)
            box.center = p
            if s.style == "square":
                pygame.draw.rect(surface, s.colour, box)
            elif index == 0 and i < len(hollow) and hollow[i]:
                pygame.draw.circle(surface, UI["background"], p, r)
                pygame.draw.circle(surface, s.colour, p, r, max(2, theme.px(2)))
            else:
                pygame.draw.circle(surface, s.colour, p, r)
    for i in range(n):
        if n <= 10 or i % 5 == 4 or i == 0:
            img = theme.text(str(i + 1), small, UI["text_dim"])
            surface.blit(img, img.get_rect(midtop=(plot.x + step * (i + 0.5), plot.bottom + 2)))


def legend_height(theme: Theme) -> int:
    """The height a legend row takes, with the gap under it."""
    return theme.px(12) + theme.px(8)


def chart_title(surface: pygame.Surface, text: str, pos: tuple[int, int], theme: Theme) -> int:
    """A chart's title at ``pos``; returns the y under it."""
    surface.blit(theme.text(text, FontRole.BODY_BOLD, UI["text"]), pos)
    return pos[1] + theme.font(FontRole.BODY_BOLD).get_linesize() + theme.px(2)


def chart_empty(surface: pygame.Surface, text: str, rect: pygame.Rect, theme: Theme) -> None:
    """In place of a chart with nothing to show: ``text`` in the middle of ``rect``."""
    img = theme.text(text, FontRole.BODY, UI["text_dim"], wraplength=rect.w)
    surface.blit(img, img.get_rect(center=rect.center))


def bars_with_legend(
    surface: pygame.Surface, area: pygame.Rect, title: str, categories: Sequence[str],
    series: Sequence[Series], nothing: str, theme: Theme,
) -> None:  # fmt: skip
    """A titled bar chart with its legend filling ``area``, or ``nothing`` said in its place
    when no series has a value."""
    y = chart_title(surface, title, area.topleft, theme)
    draw_legend(surface, series, (area.x, y), theme)
    top = y + legend_height(theme)
    chart = pygame.Rect(area.x, top, area.w, area.bottom - top)
    if any(v is not None for s in series for v in s.values):
        draw_bar_chart(surface, chart, categories, series, theme)
    else:
        chart_empty(surface, nothing, chart, theme)
