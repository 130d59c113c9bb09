"""Card rendering: every fish as a legible, cached card surface at any size, and card tooltips.

Owns the card layout (compact thumbnail, hand/ocean size, large view) and the plain-words
texts shown with a card. Reads catalog records only; colours and fonts come from the theme,
icons from `icons`, pictures from `fish_art`. Rendered cards are cached (LRU) by fish, size,
state and theme key; callers must not modify returned surfaces.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from finspan.engine import (
    CATALOG,
    ZONES,
    Ability,
    Condition,
    Effect,
    EggOnEach,
    Fish,
    PlayInto,
    Zone,
    slot_name,
)
from finspan.engine import PointsIf as PointsIfEffect

from ..ui import theme as th
from ..ui.theme import CARD, FontRole, Theme, get_theme
from . import fish_art, icons
from .surface_cache import SurfaceCache

# --- Words -----------------------------------------------------------------------------------


def _effect_short(effect: Effect) -> str:
    if isinstance(effect, PlayInto):
        return f"play a fish into {effect.location.value}"
    if isinstance(effect, EggOnEach):
        return f"egg on each {effect.target}"
    if isinstance(effect, PointsIfEffect):
        cond = {
            Condition.NO_TOKENS: "if no tokens",
            Condition.FISH_UNDER: f"if {effect.amount}+ fish under",
            Condition.EXACTLY_YOUNG: f"if exactly {effect.amount} young",
            Condition.IN_DEEPWATER: "if in deepwater",
            Condition.SCHOOL: "if a school",
            Condition.EGG_YOUNG_SCHOOL: "if egg+young+school",
        }[effect.condition]
        return f"{effect.points} pts {cond}"
    return effect.kind


def short_ability(ability: Ability) -> str:
    """A short line for a card face, e.g. ``draw 3, retrieve`` (repeats are counted)."""
    parts: list[str] = []
    counts: list[int] = []
    for effect in ability.effects:
        text = _effect_short(effect)
        if parts and parts[-1] == text:
            counts[-1] += 1
        else:
            parts.append(text)
            counts.append(1)
    return ", ".join(p if n == 1 else f"{p} {n}" for p, n in zip(parts, counts, strict=True))


def _forage_words(fish: Fish) -> str:
    forage = next((f for f in CATALOG.forage if f.fish.number == fish.number), None)
    if forage is None:
        return "printed on the ocean mat"
    token = "an egg" if forage.start_token == "egg" else "a young"
    return f"printed on the mat at {slot_name(forage.slot)}; starts with {token}"


def zones_words(fish: Fish) -> str:
    names = [th.ZONE_LABEL[z] for z in fish.zones]
    text = " and ".join(names) if len(names) < 3 else "Sunlight, Twilight and Midnight"
    if fish.deepwater_only:
        return "Midnight, deepwater row only"
    return text


def explanation(fish: Fish) -> list[tuple[str, str]]:
    """Everything a card says, as (label, plain words) rows for a large view or tooltip."""
    rows = [("Scientific name", fish.scientific_name)]
    if fish.is_forage:
        rows.append(("Forage fish", _forage_words(fish) + ". 0 points, no ability."))
    else:
        rows.append(("Points", f"{fish.points} at the end of the game"))
        rows.append(("Cost", fish.cost.words))
    rows.append(("Zones", zones_words(fish)))
    if fish.band is not None:
        rows.append(("Dive site", f"only in the {fish.band.label} dive site (column)"))
    rows.append(("Length", f"{fish.length_cm} cm, {fish.size.value} fish"))
    if fish.tags.words:
        rows.append(("Tags", fish.tags.words))
    if fish.ability is not None:
        rows.append(("Ability", fish.ability.words))
    group = {"main": "fish deck", "starter": "starter deck", "forage": "ocean mat"}[fish.group]
    rows.append(("Card", f"no. {fish.number}, {group}"))
    return rows


# --- Layout helpers ----------------------------------------------------------------------------


def _fs(height: int, layout: str, role: str, theme: Theme) -> int:
    """A card text size: a share of the card's height, times the player's text size (the
    fitting below shrinks it again where the card has no room)."""
    sizes = th.CARD_TEXT[layout]
    return max(int(sizes["min"]), round(height * sizes[role] * theme.ui_scale))


def _wrap(text: str, role: FontRole, px: int, width: int) -> list[str]:
    """Greedy word wrap measured with the real font (no empty lines)."""
    return [line for line in th.wrap(text, th.font(role, px), width) if line]


def _fit_lines(
    text: str, role: FontRole, px: int, min_px: int, width: int, max_lines: int
) -> tuple[int, list[str]]:
    """The largest size (px down to min_px) at which ``text`` wraps in ``max_lines`` lines."""
    size = px
    while True:
        lines = _wrap(text, role, size, width)
        widest = max((th.font(role, size).size(ln)[0] for ln in lines), default=0)
        if (len(lines) <= max_lines and widest <= width) or size <= min_px:
            if len(lines) > max_lines:  # still too long at the smallest size: ellipsis
                lines = lines[:max_lines]
                lines[-1] = lines[-1].rstrip(",.;") + "…"
            f = th.font(role, size)
            for i, ln in enumerate(lines):
                while f.size(ln)[0] > width and len(ln) > 2:
                    ln = ln[:-2] + "…"
                lines[i] = ln
            return size, lines
        size -= 1


def _blit_lines(
    surf: pygame.Surface, lines: list[str], role: FontRole, px: int, colour, x: int, y: int,
    *, centre_w: int = 0, line_gap: float = 1.0,
) -> int:  # fmt: skip
    """Draw lines top-down from (x, y); centred in ``centre_w`` if given. Returns the new y."""
    step = round(th.font(role, px).get_linesize() * line_gap)
    for ln in lines:
        img = th.text(ln, role, px, colour)
        surf.blit(img, (x + (centre_w - img.get_width()) // 2 if centre_w else x, y))
        y += step
    return y


def _chip(surf: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A translucent paper chip behind icons drawn over the picture."""
    chip = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(chip, (*CARD["paper"][:3], alpha), chip.get_rect(), border_radius=rect.h // 3)
    surf.blit(chip, rect)


def _points_badge(surf: pygame.Surface, centre: tuple[int, int], d: int, points: int, px: int):
    pygame.draw.circle(surf, CARD["points"], centre, d // 2)
    pygame.draw.circle(surf, CARD["paper"], centre, d // 2, max(1, d // 12))
    num = th.text(str(points), FontRole.CARD_NUMBER, px, CARD["points_ink"])
    surf.blit(num, num.get_rect(center=(centre[0], centre[1] - max(0, px // 12))))


def _zone_sidebar(surf: pygame.Surface, rect: pygame.Rect, fish: Fish, theme: Theme) -> None:
    """Three stacked zone segments; allowed zones lit with their water and icon."""
    seg_h = rect.h / 3
    icon_size = min(rect.w - 2, round(seg_h) - 4)
    for i, zone in enumerate(ZONES):
        seg = pygame.Rect(rect.x, round(rect.y + i * seg_h), rect.w, round(seg_h) - 1)
        allowed = zone in fish.zones
        colour = th.ZONE_WATER[zone] if allowed else CARD["zone_off"]
        pygame.draw.rect(surf, colour, seg)
        if allowed and icon_size >= 8:
            img = icons.icon(icons.zone_icon_name(zone), icon_size, theme)
            surf.blit(img, img.get_rect(center=seg.center))
        if zone is Zone.MIDNIGHT and fish.deepwater_only:
            bar = pygame.Rect(seg.x, seg.bottom - max(3, seg.h // 4), seg.w, max(3, seg.h // 4))
            pygame.draw.rect(surf, (240, 240, 255), bar)
            pygame.draw.rect(surf, th.ZONE_WATER[Zone.MIDNIGHT], bar.inflate(-2, -2))


def _band(surf: pygame.Surface, rect: pygame.Rect, fish: Fish, theme: Theme) -> None:
    """The dive-site ribbon along the bottom of the picture (patterned in colour-blind mode)."""
    if fish.band is None:
        return
    colour = theme.dive_site(fish.band)
    pygame.draw.rect(surf, colour, rect)
    if theme.colour_blind:
        th.draw_pattern(surf, rect, th.DIVE_SITE_PATTERN[fish.band], (255, 255, 255))


def _icon_row(
    surf: pygame.Surface, surfaces: list[pygame.Surface], x: int, y: int, gap: int
) -> int:
    for s in surfaces:
        surf.blit(s, (x, y))
        x += s.get_width() + gap
    return x


def _cost_surfaces(fish: Fish, size: int, theme: Theme, count_px: int) -> list[pygame.Surface]:
    """Each cost icon, repeated by count (up to 3) — printed cards repeat the icon too."""
    out: list[pygame.Surface] = []
    for name, n in icons.cost_icon_names(fish.cost):
        out.extend([icons.icon(name, size, theme)] * n)
    return out


def _ability_surfaces(ability: Ability, size: int, theme: Theme) -> list[pygame.Surface]:
    return [icons.effect_icon(e, size, theme) for e in ability.effects]


# --- The card ----------------------------------------------------------------------------------


def layout_for(height: int) -> str:
    """``compact``, ``normal`` or ``large`` for a card of this height."""
    if height < th.CARD_COMPACT_BELOW:
        return "compact"
    return "large" if height >= th.CARD_LARGE_FROM else "normal"


def _frame(w: int, h: int, fish: Fish) -> tuple[pygame.Surface, int, pygame.Rect]:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, round(min(w, h) * 0.06))
    border = max(3, round(w * 0.03))
    pygame.draw.rect(surf, th.TRIGGER_COLOUR[fish.trigger], surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, th.shade(th.TRIGGER_COLOUR[fish.trigger], 0.6), surf.get_rect(), 1,
                     border_radius=radius)  # fmt: skip
    inner = surf.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, CARD["paper"], inner, border_radius=max(2, radius - border))
    return surf, border, inner


def _render_compact(fish: Fish, w: int, h: int, theme: Theme) -> pygame.Surface:
    surf, _border, inner = _frame(w, h, fish)
    name_px = _fs(h, "compact", "name", theme)
    badge = max(12, round(h * 0.24))
    size, lines = _fit_lines(fish.name, FontRole.CARD_NAME, name_px, 9, inner.w - badge, 2)
    line_h = th.font(FontRole.CARD_NAME, size).get_linesize()
    head_h = max(line_h * len(lines), badge) + 2
    art = pygame.Rect(inner.x, inner.y + head_h, inner.w, inner.bottom - inner.y - head_h)
    if art.h > 6:
        surf.blit(fish_art.fish_picture(fish, art.w, art.h), art)
    _blit_lines(surf, lines, FontRole.CARD_NAME, size, CARD["ink"], inner.x + 2, inner.y + 1)
    _points_badge(
        surf, (inner.right - badge // 2, inner.y + badge // 2), badge, fish.points,
        max(9, round(badge * 0.62)),
    )  # fmt: skip
    if fish.band is not None:
        _band(
            surf,
            pygame.Rect(art.x, art.bottom - max(3, h // 25), art.w, max(3, h // 25)),
            fish,
            theme,
        )
    return surf


def _render_normal(fish: Fish, w: int, h: int, theme: Theme) -> pygame.Surface:
    surf, _border, inner = _frame(w, h, fish)
    ink = CARD["ink"]
    # header: name (up to 2 lines) and points
    badge = max(16, round(h * 0.15))
    name_px = _fs(h, "normal", "name", theme)
    plain_px = round(h * th.CARD_TEXT["normal"]["name"])  # the size at text size 100 %
    while True:  # a larger text size may take the header up to a quarter of the card, no more
        size, lines = _fit_lines(fish.name, FontRole.CARD_NAME, name_px, 10, inner.w - badge - 4, 2)
        line_h = th.font(FontRole.CARD_NAME, size).get_linesize()
        if line_h * len(lines) + 2 <= round(h * 0.25) or name_px <= max(10, plain_px):
            break
        name_px -= 1
    head_h = max(round(h * 0.19), line_h * len(lines) + 2)
    text_y = inner.y + (head_h - line_h * len(lines)) // 2
    _blit_lines(surf, lines, FontRole.CARD_NAME, size, ink, inner.x + 3, text_y)
    _points_badge(
        surf, (inner.right - badge // 2 - 1, inner.y + head_h // 2), badge, fish.points,
        _fs(h, "normal", "points", theme),
    )  # fmt: skip
    # ability strip (trigger colour) at the bottom: trigger icon + effect icons, then words
    label_px = _fs(h, "normal", "label", theme)
    words_px = _fs(h, "normal", "words", theme)
    icon_size = max(14, round(h * 0.125))
    trig = fish.trigger
    tcol, tink = th.TRIGGER_COLOUR[trig], th.TRIGGER_INK[trig]
    pad = max(2, h // 60)
    short = short_ability(fish.ability) if fish.ability else "forage fish: 0 points, no ability"
    wsize, wlines = _fit_lines(short, FontRole.CARD_TEXT, words_px, 9, inner.w - 2 * pad, 2)
    words_h = th.font(FontRole.CARD_TEXT, wsize).get_linesize() * len(wlines)
    strip_h = pad + icon_size + pad + words_h + pad // 2
    if fish.ability is None:
        strip_h = pad + words_h + pad
    strip = pygame.Rect(inner.x, inner.bottom - strip_h, inner.w, strip_h)
    pygame.draw.rect(surf, tcol, strip, border_bottom_left_radius=4, border_bottom_right_radius=4)
    y = strip.y + pad
    if fish.ability is not None:
        gap = max(1, icon_size // 8)
        row = [icons.icon(icons.trigger_icon_name(fish.ability.trigger), icon_size, theme)]
        row += _ability_surfaces(fish.ability, icon_size, theme)
        if fish.all_players:
            row.append(icons.icon("all_players", icon_size, theme))
        while len(row) * (icon_size + gap) > strip.w - 2 * pad and icon_size > 10:
            icon_size -= 1  # four effects plus trigger and all-players: shrink to fit
            row = [icons.icon(icons.trigger_icon_name(fish.ability.trigger), icon_size, theme)]
            row += _ability_surfaces(fish.ability, icon_size, theme)
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
        _icon_row(surf, row, x0, y, gap)
        y += icon_size + pad
    _blit_lines(
        surf, wlines, FontRole.CARD_TEXT, wsize, tink, strip.x + pad, y, centre_w=strip.w - 2 * pad
    )
    # zone sidebar and picture
    body_top = inner.y + head_h
    side_w = max(10, round(w * 0.12))
    side = pygame.Rect(inner.x, body_top, side_w, strip.y - body_top)
    _zone_sidebar(surf, side, fish, theme)
    art = pygame.Rect(side.right, body_top, inner.right - side.right, strip.y - body_top)
    if art.h > 8:
        surf.blit(fish_art.fish_picture(fish, art.w, art.h), art)
    band_h = max(4, round(h * 0.03))
    _band(surf, pygame.Rect(art.x, art.bottom - band_h, art.w, band_h), fish, theme)
    # costs over the picture, top-left
    small = max(12, round(h * 0.1))
    costs = _cost_surfaces(fish, small, theme, label_px)
    if costs:
        cw = sum(s.get_width() for s in costs) + (len(costs) - 1) + 4
        chip = pygame.Rect(art.x + 1, art.y + 1, cw, small + 2)
        _chip(surf, chip)
        _icon_row(surf, costs, chip.x + 2, chip.y + 1, 1)
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
    _chip(surf, chip)
    surf.blit(sz, (chip.x + 2, chip.y))
    surf.blit(length, (chip.x + sz.get_width() + 4, chip.y))
    return surf


def _render_large(fish: Fish, w: int, h: int, theme: Theme) -> pygame.Surface:
    surf, _border, inner = _frame(w, h, fish)
    ink, soft = CARD["ink"], CARD["ink_soft"]
    pad = max(6, round(h * 0.016))
    badge = round(h * 0.1)
    # header: name, scientific name, points
    name_px = _fs(h, "large", "name", theme)
    size, lines = _fit_lines(
        fish.name, FontRole.CARD_NAME, name_px, 12, inner.w - badge - 3 * pad, 2
    )
    y = inner.y + pad
    y = _blit_lines(surf, lines, FontRole.CARD_NAME, size, ink, inner.x + pad, y, line_gap=0.95)
    sci_px = _fs(h, "large", "scientific", theme)
    sci = th.text(fish.scientific_name, FontRole.SCIENTIFIC, sci_px, soft)
    surf.blit(sci, (inner.x + pad, y))
    y += sci.get_height()
    _points_badge(
        surf, (inner.right - pad - badge // 2, inner.y + pad + badge // 2), badge, fish.points,
        _fs(h, "large", "points", theme),
    )  # fmt: skip
    y = max(y, inner.y + pad + badge) + pad // 2
    # cost row
    label_px = _fs(h, "large", "label", theme)
    small_px = _fs(h, "large", "small", theme)
    icon_size = round(h * 0.055)
    if not fish.is_forage:
        costs = _cost_surfaces(fish, icon_size, theme, label_px)
        x = inner.x + pad
        head = th.text("COST", FontRole.CARD_NAME, small_px, soft)
        surf.blit(head, (x, y + (icon_size - head.get_height()) // 2))
        x += head.get_width() + pad
        x = _icon_row(surf, costs, x, y, 3)
        room = inner.right - pad - (x + pad)
        cost_px = th.fit_text(fish.cost.words, FontRole.CARD_TEXT, small_px, room, 10)
        words = th.text(fish.cost.words, FontRole.CARD_TEXT, cost_px, ink)
        surf.blit(words, (x + pad, y + (icon_size - words.get_height()) // 2))
        y += icon_size + pad // 2
    # ability box at the bottom
    trig = fish.trigger
    tcol, tink = th.TRIGGER_COLOUR[trig], th.TRIGGER_INK[trig]
    words_px = _fs(h, "large", "words", theme)
    text_w = inner.w - 2 * pad
    if fish.ability is not None:
        full = fish.ability.words.split(": ", 1)[1]
        full = full[:1].upper() + full[1:]
    else:
        full = "A forage fish, " + _forage_words(fish) + ". It scores 0 points and has no ability."
    wsize, wlines = _fit_lines(full, FontRole.CARD_TEXT, words_px, 11, text_w, 5)
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
    label = th.TRIGGER_LABEL[trig] + ("  ·  ALL PLAYERS" if fish.all_players else "")
    surf.blit(th.text(label, FontRole.CARD_NAME, label_px, tink), (box.x + pad, by))
    if fish.all_players:
        ap = icons.icon("all_players", label_h + 4, theme)
        surf.blit(ap, (box.right - pad - ap.get_width(), by - 2))
    by += label_h + pad // 2
    if fish.ability is not None:
        row = _ability_surfaces(fish.ability, ab_icon, theme)
        gap = max(4, ab_icon // 5)
        row_w = sum(s.get_width() for s in row) + gap * (len(row) - 1)
        back = pygame.Rect(0, 0, row_w + 2 * gap, ab_icon + 4)
        back.midtop = (box.centerx, by - 2)
        pygame.draw.rect(surf, CARD["paper"], back, border_radius=ab_icon // 3)
        _icon_row(surf, row, back.x + gap, by, gap)
        by += ab_icon + pad
    _blit_lines(surf, wlines, FontRole.CARD_TEXT, wsize, tink, box.x + pad, by)
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
    _zone_sidebar(surf, side, fish, theme)
    art = pygame.Rect(side.right, y, inner.right - side.right, foot.y - y)
    if art.h > 8:
        surf.blit(fish_art.fish_picture(fish, art.w, art.h), art)
    band_h = round(h * 0.02)
    _band(surf, pygame.Rect(art.x, art.bottom - band_h, art.w, band_h), fish, theme)
    if fish.band is not None:
        site = icons.icon(icons.site_icon_name(fish.band), icon_size, theme)
        chip = pygame.Rect(
            art.x + pad // 2,
            art.bottom - band_h - icon_size - pad // 2,
            icon_size + 4,
            icon_size + 2,
        )
        _chip(surf, chip)
        surf.blit(site, (chip.x + 2, chip.y + 1))
    ty = art.y + pad // 2
    for name in icons.tag_icon_names(fish.tags):
        surf.blit(icons.icon(name, icon_size, theme), (art.right - icon_size - pad // 2, ty))
        ty += icon_size + 3
    number = th.text(f"no. {fish.number}", FontRole.CARD_TEXT, small_px, (255, 255, 255))
    surf.blit(number, (art.x + pad // 2, art.y + pad // 2))
    return surf


_CACHE = SurfaceCache(768)


def _remember(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    return _CACHE.put(key, surf)


def render_card(
    fish: Fish,
    width: int,
    height: int,
    *,
    dimmed: bool = False,
    highlight: str | None = None,
    theme: Theme | None = None,
) -> pygame.Surface:
    """The card of ``fish`` at ``width`` x ``height`` px (cached; do not modify the result).

    The layout follows the height: compact thumbnails (name, points, picture) below
    ``theme.CARD_COMPACT_BELOW``, the full large view from ``theme.CARD_LARGE_FROM``, the
    hand/ocean card in between. ``dimmed`` greys the card out (e.g. not playable);
    ``highlight`` names a ring colour from ``theme.HIGHLIGHTS`` (focus, selected, legal,
    danger). KeyError for an unknown highlight.
    """
    theme = theme or get_theme()
    width, height = max(24, int(width)), max(32, int(height))
    base_key = (fish.number, width, height, False, None, theme.key)
    key = (fish.number, width, height, dimmed, highlight, theme.key)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    base = _CACHE.get(base_key)
    if base is None:
        layout = layout_for(height)
        make = {"compact": _render_compact, "normal": _render_normal, "large": _render_large}[
            layout
        ]
        base = _remember(base_key, make(fish, width, height, theme))
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
    return _remember(key, surf)


def card_size_for_height(height: int) -> tuple[int, int]:
    """(width, height) of a card of this height at the standard card proportions."""
    return round(height * th.CARD_ASPECT), int(height)


# --- Tooltip ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardTooltip:
    """A large card with its full explanation beside it, placed near what is hovered.

    Build it with `card_tooltip`; draw it with ``surface.blit(tip.surface, tip.rect)``.
    """

    surface: pygame.Surface
    rect: pygame.Rect


def explanation_panel(
    fish: Fish, width: int, height: int, theme: Theme | None = None
) -> pygame.Surface:
    """The rows of `explanation` laid out on a dark panel, with icon meanings (cached)."""
    theme = theme or get_theme()
    key = ("panel", fish.number, width, height, theme.key, theme.scale)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, th.UI["panel"], surf.get_rect(), border_radius=theme.px(10))
    pygame.draw.rect(surf, th.UI["panel_edge"], surf.get_rect(), 2, border_radius=theme.px(10))
    pad = theme.px(12)
    y = pad
    title = theme.text(fish.name, FontRole.HEADING, th.UI["text"])
    surf.blit(title, (pad, y))
    y += title.get_height() + theme.px(4)
    body_px = theme.font_px(FontRole.BODY)
    small_px = theme.font_px(FontRole.SMALL)
    label_w = max(th.font(FontRole.BODY_BOLD, body_px).size(lab)[0] for lab, _ in explanation(fish))
    label_w = min(label_w, width // 3)
    for label, words in explanation(fish):
        if label == "Scientific name":
            label = "Species"
        head = theme.text(label, FontRole.BODY_BOLD, th.UI["accent"])
        if y + head.get_height() > height - pad:
            break
        surf.blit(head, (pad, y))
        role = FontRole.SCIENTIFIC if label == "Species" else FontRole.BODY
        for ln in _wrap(words, role, body_px, width - 3 * pad - label_w):
            img = th.text(ln, role, body_px, th.UI["text"])
            if y + img.get_height() > height - pad:
                break
            surf.blit(img, (2 * pad + label_w, y))
            y += img.get_height()
        y += theme.px(4)
    # what the icons on the card mean
    names = [n for n, _ in icons.cost_icon_names(fish.cost)] + icons.tag_icon_names(fish.tags)
    if fish.ability is not None:
        names.append(icons.trigger_icon_name(fish.ability.trigger))
        names += icons.ability_icon_names(fish.ability)
    names += [icons.zone_icon_name(z) for z in fish.zones]
    names.append(icons.size_icon_name(fish.size))
    if fish.band is not None:
        names.append(icons.site_icon_name(fish.band))
    seen: list[str] = []
    for n in names:
        if n not in seen:
            seen.append(n)
    size = theme.px(22)
    if seen and y + size < height - pad:
        surf.blit(theme.text("Icons on the card", FontRole.BODY_BOLD, th.UI["accent"]), (pad, y))
        y += theme.font(FontRole.BODY_BOLD).get_linesize()
    for n in seen:
        lines = _wrap(icons.icon_words(n), FontRole.SMALL, small_px, width - 3 * pad - size)
        block = max(size, len(lines) * th.font(FontRole.SMALL, small_px).get_linesize())
        if y + block > height - pad:
            break
        surf.blit(icons.icon(n, size, theme), (pad, y))
        _blit_lines(
            surf, lines, FontRole.SMALL, small_px, th.UI["text_dim"], pad + size + pad // 2, y
        )
        y += block + theme.px(3)
    return _remember(key, surf)


def card_tooltip(
    fish: Fish, anchor: pygame.Rect, bounds: pygame.Rect, theme: Theme | None = None
) -> CardTooltip:
    """A large view of ``fish`` with its explanation, placed beside ``anchor`` inside ``bounds``.

    Prefers the right of the anchor, then the left; never leaves ``bounds``. Pure apart from
    the render caches.
    """
    theme = theme or get_theme()
    card_h = min(round(bounds.h * 0.86), theme.px(560))
    card_w = round(card_h * th.CARD_ASPECT)
    panel_w = min(theme.px(340), max(200, bounds.w - card_w - theme.px(40)))
    gap = theme.px(8)
    surf = pygame.Surface((card_w + gap + panel_w, card_h), pygame.SRCALPHA)
    surf.blit(render_card(fish, card_w, card_h, theme=theme), (0, 0))
    surf.blit(explanation_panel(fish, panel_w, card_h, theme), (card_w + gap, 0))
    rect = surf.get_rect()
    rect.centery = anchor.centery
    rect.left = anchor.right + gap
    if rect.right > bounds.right:
        rect.right = anchor.left - gap
    if rect.left < bounds.left:
        rect.centerx = bounds.centerx
    rect.clamp_ip(bounds)
    return CardTooltip(surf, rect)
