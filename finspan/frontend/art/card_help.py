"""A card with its explanation: the panel of plain words and icon meanings beside a card
(`explanation_panel`, also used by the encyclopedia) and the hover tooltip that shows a large
card with that panel (`card_tooltip`). Panels are cached by fish, size and theme.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from finspan.engine import CATALOG, Fish

from ..look import theme as th
from ..look.theme import FontRole, Theme, get_theme
from . import icons, palette
from .card_parts import blit_lines, wrap_lines
from .card_words import explanation
from .cards import render_card
from .help_box import CardTooltip, words_tooltip
from .surface_cache import SurfaceCache

_PANELS = SurfaceCache(128)
__all__ = ["CardTooltip", "card_tip", "card_tooltip", "words_tooltip"]


@dataclass(frozen=True)
class _Block:
    """A piece of the explanation that is never split: a labelled row, the icons' heading,
    or one icon with its meaning. ``keep_next`` blocks go with the block after them."""

    kind: str  # "row", "head" or "icon"
    height: int
    label: str = ""
    lines: tuple[str, ...] = ()
    role: FontRole = FontRole.BODY
    icon: str = ""
    keep_next: bool = False


def _icon_names(fish: Fish) -> list[str]:
    """The icons on the card, each meaning once (the size icon and an ability's "large fish"
    condition say the same words: Greenland Shark)."""
    names = [n for n, _ in icons.cost_icon_names(fish.cost)] + icons.tag_icon_names(fish.tags)
    if fish.ability is not None:
        names.append(icons.trigger_icon_name(fish.ability.trigger))
        names += icons.ability_icon_names(fish.ability)
    names += [icons.zone_icon_name(z) for z in fish.zones]
    names.append(icons.size_icon_name(fish.size))
    if fish.band is not None:
        names.append(icons.site_icon_name(fish.band))
    seen: dict[str, str] = {}  # words -> the first icon saying them
    for n in names:
        seen.setdefault(icons.icon_words(n), n)
    return list(seen.values())


#: `_blocks` by fish, column width and theme (placing a zoom measures its explanation at
#: many heights and shapes, each with the same few column widths).
_BLOCKS: OrderedDict[tuple, tuple[int, tuple[_Block, ...]]] = OrderedDict()


def _blocks(fish: Fish, column_w: int, theme: Theme) -> tuple[int, tuple[_Block, ...]]:
    """The label column's width and the explanation's blocks for a column ``column_w`` wide
    (cached: the words are wrapped with the real fonts once per fish, width and text size)."""
    key = (fish.number, column_w, theme.key, theme.scale)
    cached = _BLOCKS.get(key)
    if cached is not None:
        _BLOCKS.move_to_end(key)
        return cached
    made = _BLOCKS[key] = _make_blocks(fish, column_w, theme)
    if len(_BLOCKS) > 512:
        _BLOCKS.popitem(last=False)
    return made


def _make_blocks(fish: Fish, column_w: int, theme: Theme) -> tuple[int, tuple[_Block, ...]]:
    pad = theme.px(12)
    body_px, small_px = theme.font_px(FontRole.BODY), theme.font_px(FontRole.SMALL)
    rows = [("Species" if label == "Scientific name" else label, words)
            for label, words in explanation(fish)]  # fmt: skip
    label_w = max(th.font(FontRole.BODY_BOLD, body_px).size(lab)[0] for lab, _ in rows)
    label_w = min(label_w, column_w // 3)
    line_h = th.font(FontRole.BODY, body_px).get_linesize()
    out: list[_Block] = []
    for label, words in rows:
        role = FontRole.SCIENTIFIC if label == "Species" else FontRole.BODY
        lines = tuple(wrap_lines(words, role, body_px, column_w - 2 * pad - label_w)) or ("",)
        out.append(_Block("row", len(lines) * line_h + theme.px(4), label, lines, role))
    size = theme.px(22)
    names = _icon_names(fish)
    if names:
        head_h = theme.font(FontRole.BODY_BOLD).get_linesize()
        out.append(_Block("head", head_h, "Icons on the card", keep_next=True))
    small_h = th.font(FontRole.SMALL, small_px).get_linesize()
    for n in names:
        lines = tuple(wrap_lines(icons.icon_words(n), FontRole.SMALL, small_px,
                                 column_w - 2 * pad - size - pad // 2))  # fmt: skip
        out.append(_Block("icon", max(size, len(lines) * small_h) + theme.px(3), lines=lines,
                          icon=n))  # fmt: skip
    return label_w, tuple(out)


def _flow(blocks: Sequence[_Block], top: int, bottom: int, columns: int) -> list[list[_Block]]:
    """The blocks that fit, column by column (a block that does not fit goes to the next
    column; a heading only with the block after it); what fits nowhere is left out."""
    placed: list[list[_Block]] = [[] for _ in range(columns)]
    column, y = 0, top
    i = 0
    while i < len(blocks) and column < columns:
        need = blocks[i].height + (blocks[i + 1].height if blocks[i].keep_next
                                   and i + 1 < len(blocks) else 0)  # fmt: skip
        if y + need <= bottom:
            placed[column].append(blocks[i])
            y += blocks[i].height
            i += 1
        elif placed[column]:
            column, y = column + 1, 0  # the next column starts at the panel's top
        else:
            break  # too tall for an empty column: it cannot show
    return placed


def explanation_fits(fish: Fish, width: int, height: int, theme: Theme, columns: int = 1) -> bool:
    """Whether all of ``fish``'s explanation and icons fit a panel of that size."""
    shown, blocks = explanation_shown(fish, width, height, theme, columns)
    return shown == blocks


def explanation_shown(
    fish: Fish, width: int, height: int, theme: Theme, columns: int = 1
) -> tuple[int, int]:
    """How many of the blocks of ``fish``'s explanation (rows, icons) a panel of that size
    shows, of how many."""
    pad = theme.px(12)
    column_w = (width - (columns - 1) * pad) // columns
    _label_w, blocks = _blocks(fish, column_w, theme)
    top = pad + theme.font(FontRole.HEADING).get_linesize() + theme.px(4)
    placed = _flow(blocks, top, height - pad, columns)
    return sum(len(c) for c in placed), len(blocks)


def explanation_panel(
    fish: Fish, width: int, height: int, theme: Theme | None = None, columns: int = 1
) -> pygame.Surface:
    """The rows of `explanation` laid out on a dark panel, with the meanings of the icons on
    the card, in ``columns`` side by side (cached). Text keeps the text size: what does not
    fit is left out whole (a heading never stands alone)."""
    theme = theme or get_theme()
    key = ("panel", fish.number, width, height, columns, theme.key, theme.scale)
    cached = _PANELS.get(key)
    if cached is not None:
        return cached
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, th.UI["panel"], surf.get_rect(), border_radius=theme.px(10))
    pygame.draw.rect(surf, th.UI["panel_edge"], surf.get_rect(), 2, border_radius=theme.px(10))
    pad = theme.px(12)
    title = theme.text(th.shorten(fish.name, theme.font(FontRole.HEADING), width - 2 * pad),
                       FontRole.HEADING, th.UI["text"])  # fmt: skip
    surf.blit(title, (pad, pad))
    top = pad + theme.font(FontRole.HEADING).get_linesize() + theme.px(4)
    column_w = (width - (columns - 1) * pad) // columns
    label_w, blocks = _blocks(fish, column_w, theme)
    body_px, small_px = theme.font_px(FontRole.BODY), theme.font_px(FontRole.SMALL)
    line_h = th.font(FontRole.BODY, body_px).get_linesize()
    size = theme.px(22)
    for c, column in enumerate(_flow(blocks, top, height - pad, columns)):
        x, y = pad + c * column_w, top if c == 0 else pad
        for b in column:
            if b.kind == "row":
                surf.blit(theme.text(b.label, FontRole.BODY_BOLD, th.UI["accent"]), (x, y))
                for i, ln in enumerate(b.lines):
                    img = th.text(ln, b.role, body_px, th.UI["text"])
                    surf.blit(img, (x + pad + label_w, y + i * line_h))
            elif b.kind == "head":
                surf.blit(theme.text(b.label, FontRole.BODY_BOLD, th.UI["accent"]), (x, y))
            else:
                surf.blit(icons.icon(b.icon, size, theme), (x, y))
                blit_lines(surf, list(b.lines), FontRole.SMALL, small_px, th.UI["text_dim"],
                           x + size + pad // 2, y)  # fmt: skip
            y += b.height
    return _PANELS.put(key, surf)


def panel_shape(fish: Fish, height: int, room: int, theme: Theme) -> tuple[int, int]:
    """The explanation panel's (width, columns) beside a card ``height`` tall, with ``room``
    px of width to spare: one column of the usual width if everything fits, else two side by
    side where the room allows (large text shows more), else the one column."""
    narrow = min(theme.px(340), max(200, room))
    if explanation_fits(fish, narrow, height, theme):
        return narrow, 1
    wide = min(2 * theme.px(340) + theme.px(12), room)
    if wide >= round(narrow * 1.4):
        return wide, 2
    return narrow, 1


#: The placed zooms, by what places them (placing one measures its explanation many times).
_TIPS: OrderedDict[tuple, CardTooltip] = OrderedDict()


def card_tooltip(
    fish: Fish, anchor: pygame.Rect, bounds: pygame.Rect, theme: Theme | None = None,
    keep_clear: tuple[pygame.Rect, ...] = (), note: str = "",
) -> CardTooltip:  # fmt: skip
    """A large view of ``fish`` with its explanation (and a one-line ``note`` under them),
    placed beside ``anchor`` inside ``bounds``.

    Prefers the right of the anchor, then the left; never leaves ``bounds``. Where that would
    cover the anchor or what ``keep_clear`` holds (the focused control: issue 23 rule (d)), it
    goes beside them where it covers neither, with a smaller picture of the card if need be
    (down to none): its explanation keeps its text size and stays whole. Pure apart from the
    render caches.
    """
    theme = theme or get_theme()
    key = (fish.number, tuple(anchor), tuple(bounds), tuple(tuple(r) for r in keep_clear),
           note, theme.key, theme.scale)  # fmt: skip
    cached = _TIPS.get(key)
    if cached is not None:
        return cached
    card_h = min(round(bounds.h * 0.86), theme.px(560))
    card_w = round(card_h * palette.CARD_ASPECT)
    panel_w, columns = panel_shape(fish, card_h, bounds.w - card_w - theme.px(40), theme)
    gap = theme.px(8)
    note_h = _note_height(theme) if note else 0
    rect = pygame.Rect(0, 0, card_w + gap + panel_w, card_h + note_h)
    rect.centery = anchor.centery
    rect.left = anchor.right + gap
    if rect.right > bounds.right:
        rect.right = anchor.left - gap
    if rect.left < bounds.left:
        rect.centerx = bounds.centerx
    rect.clamp_ip(bounds)
    clear = [anchor, *keep_clear]
    shape = (card_h, panel_w, card_h, columns)
    if keep_clear and any(rect.colliderect(r) for r in clear):
        placed = _clear_of(fish, clear, bounds, theme, card_h, note_h)
        if placed is not None:
            rect, shape = placed
    tip = _TIPS[key] = CardTooltip(_zoom_surface(fish, *shape, theme, note), rect)
    if len(_TIPS) > 32:
        _TIPS.popitem(last=False)
    return tip


def _note_height(theme: Theme) -> int:
    """The room a zoom's note takes under it."""
    return theme.font(FontRole.SMALL).get_linesize() + theme.px(8) + theme.px(4)


def _zoom_surface(
    fish: Fish, card_h: int, panel_w: int, panel_h: int, columns: int, theme: Theme, note: str
) -> pygame.Surface:
    """The card ``card_h`` tall (none if 0), its explanation beside it, the note under them."""
    gap = theme.px(8) if card_h else 0
    card_w = round(card_h * palette.CARD_ASPECT)
    high = max(card_h, panel_h)
    size = (card_w + gap + panel_w, high + (_note_height(theme) if note else 0))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if note:  # in a small box under the card (shortened to the zoom's width if need be)
        face = theme.font(FontRole.SMALL)
        words = th.shorten(note, face, size[0] - theme.px(12))
        img = theme.text(words, FontRole.SMALL, th.UI["text"])
        box = img.get_rect(topleft=(0, high + theme.px(4))).inflate(theme.px(12), theme.px(8))
        box.topleft = (0, high + theme.px(4))
        pygame.draw.rect(surf, th.UI["panel"], box, border_radius=theme.px(5))
        pygame.draw.rect(surf, th.UI["focus"], box, 1, border_radius=theme.px(5))
        surf.blit(img, img.get_rect(center=box.center))
    if card_h:
        full = min(round(theme.window_height * 0.86), theme.plain().px(560))  # at 100 %
        least = (round(full * palette.CARD_ASPECT), full)
        layout = "large" if card_h >= palette.CARD_LARGE_FROM else "picture"
        surf.blit(render_card(fish, card_w, card_h, theme=theme, least=least, layout=layout),
                  (0, 0))  # fmt: skip
    surf.blit(explanation_panel(fish, panel_w, panel_h, theme, columns), (card_w + gap, 0))
    return surf


def _clear_of(
    fish: Fish, clear: list[pygame.Rect], bounds: pygame.Rect, theme: Theme, card_h: int,
    note_h: int,
) -> tuple[pygame.Rect, tuple[int, int, int, int]] | None:  # fmt: skip
    """Where the zoom (and ``note_h`` under it) goes clear of ``clear``: in the free part of
    ``bounds`` beside each of them (left, right, above or below) where the largest picture of
    the card fits with its whole explanation beside it; (its rect, (card height, panel width,
    panel height, columns)), or None if the explanation fits nowhere."""
    t = theme
    gap = t.px(8)
    sides = [
        [pygame.Rect(bounds.x, bounds.y, r.left - gap - bounds.x, bounds.h),
         pygame.Rect(r.right + gap, bounds.y, bounds.right - r.right - gap, bounds.h),
         pygame.Rect(bounds.x, bounds.y, bounds.w, r.top - gap - bounds.y),
         pygame.Rect(bounds.x, r.bottom + gap, bounds.w, bounds.bottom - r.bottom - gap)]
        for r in clear
    ]  # fmt: skip
    regions = [bounds]
    for options in sides:  # beside every one of them: one side of each
        regions = [a.clip(b) for a in regions for b in options if a.colliderect(b)]
    regions = [pygame.Rect(r.x, r.y, r.w, r.h - note_h) for r in regions]  # the note under it
    heights = [*range(card_h, palette.CARD_LARGE_FROM - 1, -t.px(20)), t.px(160), t.px(110), 0]
    least_panel = t.px(200)
    best: tuple[int, pygame.Rect] | None = None
    for region in sorted(regions, key=lambda r: -r.w * r.h):
        room = [h for h in heights if h <= region.h
                and round(h * palette.CARD_ASPECT) + gap + least_panel <= region.w]  # fmt: skip
        room = [h for h in room if best is None or h > best[0]]
        if not room or _panel_in(fish, region.w, region.h, t, lowest=False) is None:
            continue
        low, high = 0, len(room) - 1  # the largest picture that leaves its explanation whole
        while low < high:
            mid = (low + high) // 2
            w = round(room[mid] * palette.CARD_ASPECT) + (gap if room[mid] else 0)
            if _panel_in(fish, region.w - w, region.h, t, lowest=False) is not None:
                high = mid
            else:
                low = mid + 1
        w = round(room[low] * palette.CARD_ASPECT) + (gap if room[low] else 0)
        if _panel_in(fish, region.w - w, region.h, t, lowest=False) is not None:
            best = (room[low], region)
    if best is not None:
        h, region = best
        w = round(h * palette.CARD_ASPECT) + (gap if h else 0)
        shape = _panel_in(fish, region.w - w, region.h, t)
        assert shape is not None
        pw, ph, columns = shape
    else:  # whole nowhere: the explanation alone where the most of it shows (its first rows)
        shown = [(explanation_shown(fish, pw, r.h, t, columns)[0], r.w * r.h, pw, columns, r)
                 for r in regions for pw, columns in _panel_shapes(r.w, t)]  # fmt: skip
        if not shown:
            return None
        _count, _area, pw, columns, region = max(shown, key=lambda x: x[:2])
        h, w, ph = 0, 0, region.h
    rect = pygame.Rect(0, 0, w + pw, max(h, ph))
    rect.center = clear[0].center  # near what it is about, inside its region
    rect.clamp_ip(region)
    return pygame.Rect(rect.x, rect.y, rect.w, rect.h + note_h), (h, pw, ph, columns)


def _panel_shapes(width: int, theme: Theme) -> list[tuple[int, int]]:
    """The explanation panel's (width, columns) in ``width``: 1 to 4 columns of the usual
    width, or narrower down to a least width."""
    pad, usual = theme.px(12), theme.px(340)
    out = []
    for columns in (1, 2, 3, 4):
        w = min(columns * usual + (columns - 1) * pad, width)
        if w < columns * theme.px(200) + (columns - 1) * pad:  # no narrower than that
            break
        out.append((w, columns))
    return out


def _panel_in(
    fish: Fish, width: int, height: int, theme: Theme, lowest: bool = True
) -> tuple[int, int, int] | None:
    """The explanation panel in ``width`` x ``height`` with all of its text: (width, height,
    columns) in as few columns as fit (and, if ``lowest``, as low as it can be), or None."""
    for w, columns in _panel_shapes(width, theme):
        if not explanation_fits(fish, w, height, theme, columns):
            continue
        low, high = theme.px(60), height  # the least height it fits
        while lowest and low < high:
            mid = (low + high) // 2
            if explanation_fits(fish, w, mid, theme, columns):
                high = mid
            else:
                low = mid + 1
        return w, high, columns
    return None


def card_tip(number: int, anchor: pygame.Rect, bounds: pygame.Rect, theme: Theme,
             keep_clear: tuple[pygame.Rect, ...] = (), note: str = "") -> CardTooltip:  # fmt: skip
    """The zoom of Finspan's card ``number`` (`ui.zoom.CardTip`): `card_tooltip` of its fish."""
    return card_tooltip(CATALOG.by_number[number], anchor, bounds, theme, keep_clear, note)
