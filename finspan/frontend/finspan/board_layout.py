"""Where the board's own parts go: the shown ocean's mat (its dive sites' names on one line
beside their DIVE tags, or on two), and the words heading the achievement box (the layout
measures them). Pure apart from measuring text."""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...engine import TILE_WORDS, Column, Game, PublicState, Standing
from ..art.board import OceanLayout
from ..look.theme import FontRole, Theme, font


def ocean_layout(rect: pygame.Rect, theme: Theme) -> OceanLayout:
    """The shown ocean: each dive site's name on one line beside its DIVE tag, or, when the
    longest name would not fit there at its size (larger text, a small window), above the
    tag in a header of two lines. (A copy of a layout kept by place and text size: the
    table is laid out again at each step of a move, its ocean rarely changes; the copy's
    rects are shared and must not be changed in place.)"""
    key = (tuple(rect), theme.window_height, theme.ui_scale)
    known = _OCEANS.get(key)
    if known is None:
        if len(_OCEANS) > 16:
            _OCEANS.clear()
        known = _OCEANS[key] = _ocean_layout(rect, theme)
    return replace(known)


_OCEANS: dict[tuple, OceanLayout] = {}


def _ocean_layout(rect: pygame.Rect, theme: Theme) -> OceanLayout:
    t = theme
    ocean = OceanLayout.fit(rect)
    small = t.font(FontRole.SMALL)
    tag = small.size("DIVE")[0] + t.px(18)
    name = max(
        (c.label.upper() for c in Column), key=lambda n: t.font(FontRole.BODY_BOLD).size(n)[0]
    )
    bold_small = font(FontRole.BODY_BOLD, t.font_px(FontRole.SMALL))
    room = ocean.bonus[(0, "above_sunlight")].left - ocean.header[0].x - 8 - tag
    if bold_small.size(name)[0] <= room:
        return ocean
    line = small.get_linesize()
    return OceanLayout.fit(rect, header_h=line + line + t.px(8))


def achievement_head(view: PublicState, game: Game) -> str:
    """The achievement box's heading: this week's achievement and its points."""
    if view.achievement is None:
        return "Week 4: no achievement"
    tile = game.achievement_tile(view.week)
    return (
        f"Week {view.week} achievement: {TILE_WORDS.get(tile.id, tile.id)}, "
        f"{tile.points} point{'s' if tile.points != 1 else ''} each"
    )


def standing_lines(name: str, standing: Standing, each: int) -> list[str]:
    """A seat's line under the achievement's heading, longest first (the box shows the
    longest that fits): what it counts and its points, said once. With 1 point each the
    count is the points ("You: 3 pts", not "3 = 3 pts"); with more, the count times the
    points each; for Nautoma her printed base and her markers (Nautoma rules,
    achievements)."""
    points = f"{standing.points} pt{'' if standing.points == 1 else 's'}"
    if standing.base is not None and not standing.scores:
        return [f"{name}: scores no achievements", f"{name}: none"]
    if standing.base is not None:
        markers = f"{standing.markers} marker{'s' if standing.markers != 1 else ''}"
        counted = f"{standing.base} + {markers}"
        if each != 1:
            counted = f"({counted}) × {each}"
        return [f"{name}: {counted} = {points}", f"{name}: {points}"]
    if each != 1:
        return [f"{name}: {standing.count} × {each} = {points}", f"{name}: {points}"]
    return [f"{name}: {points}"]
