"""Card rendering: every fish as a legible, cached card surface at any size.

Owns the three card layouts (compact thumbnail, hand/ocean size, large view), the card frame,
dimming and highlight rings. Built from `card_parts` (fitted text, badges, icon rows) and
`card_words` (the plain words); the explanation panel and hover tooltip are in `card_help`.
Reads catalog records only; colours and fonts come from the theme, icons from `icons`,
pictures from `fish_art`. Rendered cards are cached (LRU) by fish, size, state and theme key;
callers must not modify returned surfaces.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from finspan.engine import (
    Fish,
)

from ..look import theme as th
from ..look.theme import CARD, FontRole, Theme, get_theme
from . import fish_art, icons, palette
from .card_parts import (
    ability_surfaces,
    blit_lines,
    cost_surfaces,
    draw_band,
    draw_chip,
    draw_icon_row,
    draw_points_badge,
    draw_zone_sidebar,
    fit_lines,
    text_px,
)
from .card_words import forage_words, short_ability
from .render_budget import BUDGET
from .surface_cache import SurfaceCache

# --- The card ----------------------------------------------------------------------------------

#: The least size (px) of a card's words, by role ("name", "words", "label", ...).
Floors = dict[str, int]


@dataclass(frozen=True)
class Sized:
    """The sizes (px, by role) a card's words are drawn at, and the lines of those wrapped."""

    px: dict[str, int]
    lines: dict[str, list[str]]


def layout_for(height: int) -> str:
    """``compact``, ``normal`` or ``large`` for a card of this height."""
    if height < palette.CARD_COMPACT_BELOW:
        return "compact"
    return "large" if height >= palette.CARD_LARGE_FROM else "normal"


def _frame(w: int, h: int, fish: Fish) -> tuple[pygame.Surface, int, pygame.Rect]:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, round(min(w, h) * 0.06))
    border = max(3, round(w * 0.03))
    frame = palette.TRIGGER_COLOUR[fish.trigger]
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, th.shade(frame, 0.6), surf.get_rect(), 1,
                     border_radius=radius)  # fmt: skip
    inner = surf.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, CARD["paper"], inner, border_radius=max(2, radius - border))
    return surf, border, inner


def _inner_w(w: int) -> int:
    """The width inside a card's frame (`_frame`'s inner rectangle)."""
    return w - 2 * max(3, round(w * 0.03))


def _compact_words(fish: Fish, w: int, h: int, theme: Theme, least: Floors) -> Sized:
    badge = max(12, round(h * 0.24))
    name_px = max(text_px(h, "compact", "name", theme), least.get("name", 0))
    room = _inner_w(w) - badge
    size, lines = fit_lines(fish.name, FontRole.CARD_NAME, name_px, max(9, least.get("name", 0)),
                            room, 2)  # fmt: skip
    face = th.font(FontRole.CARD_NAME, size)
    if any(face.size(line)[0] > room for line in lines):
        lines = []  # a card too small for even a letter of its name beside its points
    points = max(9, round(badge * 0.62), least.get("points", 0))
    return Sized({"name": size, "points": points}, {"name": lines})


def _render_compact(fish: Fish, w: int, h: int, theme: Theme, least: Floors) -> pygame.Surface:
    surf, _border, inner = _frame(w, h, fish)
    words = _compact_words(fish, w, h, theme, least)
    badge = max(12, round(h * 0.24))
    size, lines = words.px["name"], words.lines["name"]
    line_h = th.font(FontRole.CARD_NAME, size).get_linesize()
    head_h = max(line_h * len(lines), badge) + 2
    art = pygame.Rect(inner.x, inner.y + head_h, inner.w, inner.bottom - inner.y - head_h)
    if art.h > 6:
        surf.blit(fish_art.fish_picture(fish, art.w, art.h), art)
    blit_lines(surf, lines, FontRole.CARD_NAME, size, CARD["ink"], inner.x + 2, inner.y + 1)
    draw_points_badge(
        surf, (inner.right - badge // 2, inner.y + badge // 2), badge, fish.points,
        words.px["points"],
    )  # fmt: skip
    if fish.band is not None:
        draw_band(
            surf,
            pygame.Rect(art.x, art.bottom - max(3, h // 25), art.w, max(3, h // 25)),
            fish,
            theme,
        )
    return surf


def _render_picture(fish: Fish, w: int, h: int, theme: Theme, least: Floors) -> pygame.Surface:
    """A card too small for words: its frame, picture, points and dive-site band."""
    surf, _border, inner = _frame(w, h, fish)
    surf.blit(fish_art.fish_picture(fish, inner.w, inner.h), inner)
    badge = max(12, round(min(w, h) * 0.3))
    draw_points_badge(
        surf, (inner.right - badge // 2, inner.y + badge // 2), badge, fish.points,
        max(9, round(badge * 0.62)),
    )  # fmt: skip
    band_h = max(3, h // 25)
    draw_band(surf, pygame.Rect(inner.x, inner.bottom - band_h, inner.w, band_h), fish, theme)
    return surf


def _normal_words(fish: Fish, w: int, h: int, theme: Theme, least: Floors) -> Sized:
    inner_w = _inner_w(w)
    badge = max(16, round(h * 0.15))
    floor = max(10, least.get("name", 0))
    name_px = max(text_px(h, "normal", "name", theme), floor)
    plain_px = round(h * palette.CARD_TEXT["normal"]["name"])  # the size at text size 100 %
    while True:  # a larger text size may take the header up to a quarter of the card, no more
        size, lines = fit_lines(fish.name, FontRole.CARD_NAME, name_px, floor, inner_w - badge - 4,
                                2)  # fmt: skip
        line_h = th.font(FontRole.CARD_NAME, size).get_linesize()
        if line_h * len(lines) + 2 <= round(h * 0.25) or name_px <= max(floor, plain_px):
            break
        name_px -= 1
    face = th.font(FontRole.CARD_NAME, size)
    if any(face.size(line)[0] > inner_w - badge - 4 for line in lines):
        lines = []  # a card too small for even a letter of its name beside its points
    pad = max(2, h // 60)
    short = short_ability(fish.ability) if fish.ability else "forage fish: 0 points, no ability"
    words_px = max(text_px(h, "normal", "words", theme), least.get("words", 0))
    wsize, wlines = fit_lines(short, FontRole.CARD_TEXT, words_px, max(9, least.get("words", 0)),
                              inner_w - 2 * pad, 2)  # fmt: skip
    px = {"name": size, "words": wsize,
          "label": max(text_px(h, "normal", "label", theme), least.get("label", 0)),
          "points": max(text_px(h, "normal", "points", theme), least.get("points", 0))}  # fmt: skip
    return Sized(px, {"name": lines, "words": wlines})


def _render_normal(fish: Fish, w: int, h: int, theme: Theme, least: Floors) -> pygame.Surface:
    surf, _border, inner = _frame(w, h, fish)
    ink = CARD["ink"]
    sized = _normal_words(fish, w, h, theme, least)
    # header: name (up to 2 lines) and points
    badge = max(16, round(h * 0.15))
    size, lines = sized.px["name"], sized.lines["name"]
    line_h = th.font(FontRole.CARD_NAME, size).get_linesize()
    head_h = max(round(h * 0.19), line_h * len(lines) + 2)
    text_y = inner.y + (head_h - line_h * len(lines)) // 2
    blit_lines(surf, lines, FontRole.CARD_NAME, size, ink, inner.x + 3, text_y)
    draw_points_badge(
        surf, (inner.right - badge // 2 - 1, inner.y + head_h // 2), badge, fish.points,
        sized.px["points"],
    )  # fmt: skip
    # ability strip (trigger colour) at the bottom: trigger icon + effect icons, then words
    label_px = sized.px["label"]
    icon_size = max(14, round(h * 0.125))
    trig = fish.trigger
    tcol, tink = palette.TRIGGER_COLOUR[trig], palette.TRIGGER_INK[trig]
    pad = max(2, h // 60)
    wsize, wlines = sized.px["words"], sized.lines["words"]
    line = th.font(FontRole.CARD_TEXT, wsize).get_linesize()
    icons_h = icon_size + pad if fish.ability is not None else 0
    while wlines and inner.h - head_h - (2 * pad + icons_h + line * len(wlines)) < h * 0.3:
        # words at their size at 100 % on a smaller card: the ability's words give way to
        # the picture, a line at a time (its icons and the zoom say it too)
        wlines = fit_lines(" ".join(wlines), FontRole.CARD_TEXT, wsize, wsize, inner.w - 2 * pad,
                           len(wlines) - 1)[1] if len(wlines) > 1 else []  # fmt: skip
    words_h = line * len(wlines)
    strip_h = pad + icon_size + pad + words_h + pad // 2
    if fish.ability is None:
        strip_h = pad + words_h + pad
    strip = pygame.Rect(inner.x, inner.bottom - strip_h, inner.w, strip_h)
    pygame.draw.rect(surf, tcol, strip, border_bottom_left_radius=4, border_bottom_right_radius=4)
    y = strip.y + pad
    if fish.ability is not None:
        gap = max(1, icon_size // 8)
        row = [icons.icon(icons.trigger_icon_name(fish.ability.trigger), icon_size, theme)]
        row += ability_surfaces(fish.ability, icon_size, theme)
        if fish.all_players:
            row.append(icons.icon("all_players", icon_size, theme))
        while len(row) * (icon_size + gap) > strip.w - 2 * pad and icon_size > 10:
            icon_size -= 1  # four effects plus trigger and all-players: shrink to fit
            row = [icons.icon(icons.trigger_icon_name(fish.ability.trigger), icon_size, theme)]
            row += ability_surfaces(fish.ability, icon_size, theme)
            if fish.all_players:
                row.append(icons.icon("all_players", icon_size, theme))
        row_w = sum(s.get_width() for s in row) + gap * (len(row) - 1)
        x0 = strip.centerx - row_w // 2
        backing = pygame.Rect(
            x0 + icon_size + gap // 2, y - 1, row_w - icon_size - gap + 2, icon_size + 2
        )
        if fish.all_players:
            backing.w -= icon_size + gap
        pygame.draw.rect(surf, CARD["paper"], backing, border_radius=icon_size // 3)
        draw_icon_row(surf, row, x0, y, gap)
        y += icon_size + pad
    blit_lines(
        surf, wlines, FontRole.CARD_TEXT, wsize, tink, strip.x + pad, y, centre_w=strip.w - 2 * pad
    )
    # zone sidebar and picture
    body_top = inner.y + head_h
    side_w = max(10, round(w * 0.12))
    side = pygame.Rect(inner.x, body_top, side_w, strip.y - body_top)
    draw_zone_sidebar(surf, side, fish, theme)
    art = pygame.Rect(side.right, body_top, inner.right - side.right, strip.y - body_top)
    if art.h > 8:
        surf.blit(fish_art.fish_picture(fish, art.w, art.h), art)
    band_h = max(4, round(h * 0.03))
    draw_band(surf, pygame.Rect(art.x, art.bottom - band_h, art.w, band_h), fish, theme)
    # costs over the picture, top-left
    small = max(12, round(h * 0.1))
    costs = cost_surfaces(fish, small, theme, label_px)
    if costs:
        cw = sum(s.get_width() for s in costs) + (len(costs) - 1) + 4
        chip = pygame.Rect(art.x + 1, art.y + 1, cw, small + 2)
        draw_chip(surf, chip)
        draw_icon_row(surf, costs, chip.x + 2, chip.y + 1, 1)
    # tags down the right of the picture
    ty = art.y + 1
    for name in icons.tag_icon_names(fish.tags):
        if ty + small > art.bottom - band_h - small:
            break
        surf.blit(icons.icon(name, small, theme), (art.right - small - 1, ty))
        ty += small + 1
    # length and size class, bottom-right of the picture
    length = th.text(f"{fish.length_cm} cm", FontRole.CARD_NAME, label_px, ink)
    sz = icons.icon(icons.size_icon_name(fish.size), length.get_height(), theme)
    lw = length.get_width() + sz.get_width() + 6
    chip = pygame.Rect(
        art.right - lw - 1,
        art.bottom - band_h - length.get_height() - 2,
        lw,
        length.get_height() + 1,
    )
    if art.contains(chip):  # else it gives way to the picture (a small card, large words)
        draw_chip(surf, chip)
        surf.blit(sz, (chip.x + 2, chip.y))
        surf.blit(length, (chip.x + sz.get_width() + 4, chip.y))
    return surf


def _ability_text(fish: Fish) -> str:
    """A large card's ability box: the whole ability in words (a forage fish's, too)."""
    if fish.ability is None:
        return "A forage fish, " + forage_words(fish) + ". It scores 0 points and has no ability."
    full = fish.ability.words.split(": ", 1)[1]
    return full[:1].upper() + full[1:]


def _large_words(fish: Fish, w: int, h: int, theme: Theme, least: Floors) -> Sized:
    inner_w = _inner_w(w)
    pad = max(6, round(h * 0.016))
    px = {role: max(text_px(h, "large", role, theme), least.get(role, 0))
          for role in ("name", "scientific", "points", "label", "small", "words")}  # fmt: skip
    floor = max(12, least.get("name", 0))
    px["name"], name = fit_lines(fish.name, FontRole.CARD_NAME, max(px["name"], floor), floor,
                                 inner_w - round(h * 0.1) - 3 * pad, 2)  # fmt: skip
    floor = max(11, least.get("words", 0))
    px["words"], words = fit_lines(_ability_text(fish), FontRole.CARD_TEXT, max(px["words"], floor),
                                   floor, inner_w - 2 * pad, 5)  # fmt: skip
    icon_size = round(h * 0.055)
    costs = cost_surfaces(fish, icon_size, theme, px["label"]) if not fish.is_forage else []
    head = th.font(FontRole.CARD_NAME, px["small"]).size("COST")[0]
    room = inner_w - 4 * pad - head - sum(c.get_width() + 3 for c in costs)
    floor = max(10, least.get("cost", 0))
    px["cost"] = max(th.fit_text(fish.cost.words, FontRole.CARD_TEXT, px["small"], room, floor),
                     floor)  # fmt: skip
    return Sized(px, {"name": name, "words": words})


def _render_large(fish: Fish, w: int, h: int, theme: Theme, least: Floors) -> pygame.Surface:
    surf, _border, inner = _frame(w, h, fish)
    ink, soft = CARD["ink"], CARD["ink_soft"]
    sized = _large_words(fish, w, h, theme, least)
    pad = max(6, round(h * 0.016))
    badge = round(h * 0.1)
    # header: name, scientific name, points
    size, lines = sized.px["name"], sized.lines["name"]
    y = inner.y + pad
    y = blit_lines(surf, lines, FontRole.CARD_NAME, size, ink, inner.x + pad, y, line_gap=0.95)
    sci = th.text(fish.scientific_name, FontRole.SCIENTIFIC, sized.px["scientific"], soft)
    room = inner.w - 2 * pad - (badge + pad if y < inner.y + pad + badge else 0)
    if sci.get_width() > room:  # at its size at 100 % on a narrower card: shortened
        face = th.font(FontRole.SCIENTIFIC, sized.px["scientific"])
        sci = th.text(th.shorten(fish.scientific_name, face, room), FontRole.SCIENTIFIC,
                      sized.px["scientific"], soft)  # fmt: skip
    surf.blit(sci, (inner.x + pad, y))
    y += sci.get_height()
    draw_points_badge(
        surf, (inner.right - pad - badge // 2, inner.y + pad + badge // 2), badge, fish.points,
        sized.px["points"],
    )  # fmt: skip
    y = max(y, inner.y + pad + badge) + pad // 2
    # cost row
    label_px, small_px = sized.px["label"], sized.px["small"]
    icon_size = round(h * 0.055)
    if not fish.is_forage:
        costs = cost_surfaces(fish, icon_size, theme, label_px)
        x = inner.x + pad
        head = th.text("COST", FontRole.CARD_NAME, small_px, soft)
        surf.blit(head, (x, y + (icon_size - head.get_height()) // 2))
        x += head.get_width() + pad
        x = draw_icon_row(surf, costs, x, y, 3)
        room = inner.right - pad - (x + pad)
        face = th.font(FontRole.CARD_TEXT, sized.px["cost"])
        words = th.text(th.shorten(fish.cost.words, face, room), FontRole.CARD_TEXT,
                        sized.px["cost"], ink)  # fmt: skip
        surf.blit(words, (x + pad, y + (icon_size - words.get_height()) // 2))
        y += icon_size + pad // 2
    # ability box at the bottom
    trig = fish.trigger
    tcol, tink = palette.TRIGGER_COLOUR[trig], palette.TRIGGER_INK[trig]
    wsize, wlines = sized.px["words"], sized.lines["words"]
    line_h = th.font(FontRole.CARD_TEXT, wsize).get_linesize()
    label_h = th.font(FontRole.CARD_NAME, label_px).get_linesize()
    ab_icon = round(h * 0.075)
    box_h = (
        pad
        + label_h
        + pad // 2
        + (ab_icon + pad if fish.ability else 0)
        + line_h * len(wlines)
        + pad
    )
    box = pygame.Rect(inner.x, inner.bottom - box_h, inner.w, box_h)
    pygame.draw.rect(surf, tcol, box, border_bottom_left_radius=8, border_bottom_right_radius=8)
    by = box.y + pad
    room = box.w - 2 * pad
    if fish.all_players:
        ap = icons.icon("all_players", label_h + 4, theme)
        surf.blit(ap, (box.right - pad - ap.get_width(), by - 2))
        room -= ap.get_width() + pad
    # "· ALL PLAYERS" only where it fits beside its icon (the icon alone says it too)
    face = th.font(FontRole.CARD_NAME, label_px)
    label = palette.TRIGGER_LABEL[trig] + ("  ·  ALL PLAYERS" if fish.all_players else "")
    if face.size(label)[0] > room:
        label = th.shorten(palette.TRIGGER_LABEL[trig], face, room)
    surf.blit(th.text(label, FontRole.CARD_NAME, label_px, tink), (box.x + pad, by))
    by += label_h + pad // 2
    if fish.ability is not None:
        row = ability_surfaces(fish.ability, ab_icon, theme)
        gap = max(4, ab_icon // 5)
        row_w = sum(s.get_width() for s in row) + gap * (len(row) - 1)
        back = pygame.Rect(0, 0, row_w + 2 * gap, ab_icon + 4)
        back.midtop = (box.centerx, by - 2)
        pygame.draw.rect(surf, CARD["paper"], back, border_radius=ab_icon // 3)
        draw_icon_row(surf, row, back.x + gap, by, gap)
        by += ab_icon + pad
    blit_lines(surf, wlines, FontRole.CARD_TEXT, wsize, tink, box.x + pad, by)
    # footer above the ability box: tags in words, length and size
    foot_h = max(label_h, icon_size) + pad
    foot = pygame.Rect(inner.x, box.y - foot_h, inner.w, foot_h)
    length = th.text(f"{fish.length_cm} cm · {fish.size.value}", FontRole.CARD_NAME, label_px, ink)
    sz = icons.icon(icons.size_icon_name(fish.size), icon_size, theme)
    surf.blit(sz, (foot.x + pad, foot.y + (foot.h - icon_size) // 2))
    surf.blit(length, (foot.x + pad + icon_size + 4, foot.centery - length.get_height() // 2))
    if fish.tags.words:
        tags = th.text(fish.tags.words, FontRole.CARD_TEXT, small_px, soft)
        if tags.get_width() < foot.w - length.get_width() - icon_size - 4 * pad:
            surf.blit(
                tags, (foot.right - pad - tags.get_width(), foot.centery - tags.get_height() // 2)
            )
    # zone sidebar and picture
    side_w = round(w * 0.1)
    side = pygame.Rect(inner.x, y, side_w, foot.y - y)
    draw_zone_sidebar(surf, side, fish, theme)
    art = pygame.Rect(side.right, y, inner.right - side.right, foot.y - y)
    if art.h > 8:
        surf.blit(fish_art.fish_picture(fish, art.w, art.h), art)
    band_h = round(h * 0.02)
    draw_band(surf, pygame.Rect(art.x, art.bottom - band_h, art.w, band_h), fish, theme)
    if fish.band is not None:
        site = icons.icon(icons.site_icon_name(fish.band), icon_size, theme)
        chip = pygame.Rect(
            art.x + pad // 2,
            art.bottom - band_h - icon_size - pad // 2,
            icon_size + 4,
            icon_size + 2,
        )
        draw_chip(surf, chip)
        surf.blit(site, (chip.x + 2, chip.y + 1))
    ty = art.y + pad // 2
    for name in icons.tag_icon_names(fish.tags):
        surf.blit(icons.icon(name, icon_size, theme), (art.right - icon_size - pad // 2, ty))
        ty += icon_size + 3
    number = th.text(f"no. {fish.number}", FontRole.CARD_TEXT, small_px, (255, 255, 255))
    surf.blit(number, (art.x + pad // 2, art.y + pad // 2))
    return surf


_CACHE = SurfaceCache(768)
_RENDER = {"compact": _render_compact, "normal": _render_normal, "large": _render_large,
           "picture": _render_picture}  # fmt: skip
_WORDS = {"compact": _compact_words, "normal": _normal_words, "large": _large_words}


def _remember(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    return _CACHE.put(key, surf)


def words_floors(fish: Fish, least: tuple[int, int], layout: str, theme: Theme) -> Floors:
    """The sizes (px, by role) of the words of ``fish``'s card drawn ``least`` (w, h) at text
    size 100 %, that a card in ``layout`` keeps at least: all of them in the same layout, the
    name alone in another (the other words differ from layout to layout)."""
    w, h = least
    plain = layout_for(h)
    sized = _WORDS[plain](fish, w, h, theme.plain(), {})
    return dict(sized.px) if plain == layout else {"name": sized.px["name"]}


def render_card(
    fish: Fish,
    width: int,
    height: int,
    *,
    dimmed: bool = False,
    highlight: str | None = None,
    theme: Theme | None = None,
    least: tuple[int, int] | None = None,
    layout: str | None = None,
) -> pygame.Surface:
    """The card of ``fish`` at ``width`` x ``height`` px (cached; do not modify the result).

    The layout follows the height: compact thumbnails (name, points, picture) below
    ``palette.CARD_COMPACT_BELOW``, the full large view from ``palette.CARD_LARGE_FROM``, the
    hand/ocean card in between; ``layout`` ("compact", "normal", "large", or "picture": no
    words, for the smallest cards) chooses it instead.
    ``least`` is the card's size (w, h) where it stands at text size 100 %: the card keeps
    its layout there (the same words), and on a card smaller than that (a larger text size
    gives the room to other words) its words keep their size there, shortened with "…" or
    giving way where they do not fit (issue 23, rule (a)).
    ``dimmed`` greys the card out (e.g. not playable); ``highlight`` names a ring colour from
    ``theme.HIGHLIGHTS`` (focus, selected, legal, danger). KeyError for an unknown highlight.
    """
    theme = theme or get_theme()
    width, height = max(24, int(width)), max(32, int(height))
    # a card keeps its layout at text size 100 % (so its words are the same words there)
    layout = layout or layout_for(least[1] if least is not None else height)
    if layout == "picture" or (least is not None and least[0] <= width and least[1] <= height):
        least = None  # as large as there or larger: its words are too
    base_key = (fish.number, width, height, False, None, theme.key, least, layout)
    key = (fish.number, width, height, dimmed, highlight, theme.key, least, layout)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    base = _CACHE.get(base_key)
    standing = False
    if base is None:
        base = None if BUDGET.spend(layout) else _stand_in(fish.number, width, height, theme,
                                                           layout)  # fmt: skip
        if base is not None:  # past the frame's budget: the exact picture waits
            standing, at_100 = True, least
            BUDGET.wait(base_key, lambda: render_card(fish, width, height, theme=theme,
                                                      least=at_100, layout=layout))  # fmt: skip
        else:
            floors = words_floors(fish, least, layout, theme) if least is not None else {}
            base = _remember(base_key, _RENDER[layout](fish, width, height, theme, floors))
            _remember_size(fish.number, theme, layout, base_key)
    if not dimmed and highlight is None:
        return base
    surf = base.copy()
    radius = max(4, round(min(width, height) * 0.06))
    if dimmed:
        shade_layer = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(shade_layer, CARD["dimmed"], shade_layer.get_rect(), border_radius=radius)
        surf.blit(shade_layer, (0, 0))
    if highlight is not None:
        ring = max(3, round(width * 0.035))
        pygame.draw.rect(
            surf, th.HIGHLIGHTS[highlight], surf.get_rect(), ring, border_radius=radius
        )
    return surf if standing else _remember(key, surf)


#: Recent renderings of each card by (number, theme key, layout): a stand-in's sources.
_SIZES: dict[tuple, list[tuple]] = {}
#: A stand-in is scaled from a picture at most this much larger or smaller (height ratio):
#: further, its words and badges would look unlike the card's own.
STAND_IN_RATIO = 1.25


def _remember_size(number: int, theme: Theme, layout: str, base_key: tuple) -> None:
    known = _SIZES.setdefault((number, theme.key, layout), [])
    if base_key not in known:
        known.append(base_key)
        del known[:-6]


def _stand_in(number: int, width: int, height: int, theme: Theme, layout: str
              ) -> pygame.Surface | None:  # fmt: skip
    """The card rendered before at the nearest size in the same layout, within
    `STAND_IN_RATIO`, scaled to this one (never cached), or None when there is none."""
    best: tuple[float, pygame.Surface] | None = None
    for key in _SIZES.get((number, theme.key, layout), ()):
        ratio = max(key[2], height) / min(key[2], height)
        source = _CACHE.get(key) if ratio <= STAND_IN_RATIO else None
        if source is not None and (best is None or ratio < best[0]):
            best = (ratio, source)
    return None if best is None else pygame.transform.smoothscale(best[1], (width, height))


def card_size_for_height(height: int) -> tuple[int, int]:
    """(width, height) of a card of this height at the standard card proportions."""
    return round(height * palette.CARD_ASPECT), int(height)
