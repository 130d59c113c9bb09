"""Drawing an ocean mat: slots in three dive sites and three zones, fish cards with their
consumed stacks, egg, young and school tokens, dive-site bonuses and bottom circles (a
small picture of a whole ocean is `thumbnail`'s).

Owns geometry (`OceanLayout`) and drawing only; reads a `SeatState` (of the engine's
`PublicState`), changes nothing.
Every surface it makes is cached by what it shows.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import (
    CATALOG,
    COLUMNS,
    PROVISIONAL,
    ROWS,
    Column,
    DivePlace,
    Fish,
    SeatState,
    SlotState,
    Zone,
    slot_name,
    slot_of,
)
from ..look.theme import (
    CARD,
    DIVER_COLOURS,
    UI,
    FontRole,
    Theme,
    draw_pattern,
    fit_text,
    font,
    shade,
    shorten,
    text,
)
from . import icons, palette
from .card_parts import fit_lines
from .fish_art import fish_picture
from .palette import DIVE_SITE_PATTERN, NAUTOMA_COLOUR, TRIGGER_COLOUR, ZONE_WATER
from .surface_cache import SurfaceCache

BONUS_PLACES = ("above_sunlight", "above_twilight", "above_midnight", "bottom")
_BENEFIT_ICON = {
    "draw": "effect.draw",
    "egg": "effect.egg",
    "hatch": "effect.hatch",
    "move": "effect.move",
    "retrieve": "effect.retrieve",
}


def bonus_icon_name(benefit: str) -> str:
    return _BENEFIT_ICON.get(benefit, "effect.points")


@dataclass
class OceanLayout:
    """Where everything of one ocean mat goes inside ``rect``, by proportion."""

    rect: pygame.Rect
    header: list[pygame.Rect]  # per dive site: its name and the bonus above Sunlight
    slots: list[pygame.Rect]  # 18, by slot index
    strips: dict[str, list[pygame.Rect]]  # above_twilight / above_midnight, per dive site
    bottoms: list[pygame.Rect]  # per dive site: the bottom circle
    bonus: dict[tuple[int, str], pygame.Rect]  # (column, place) -> bonus icon rect
    zone_bands: dict[Zone, pygame.Rect]
    tall_header: bool = False  # the dive sites' names above their DIVE tags (two lines)
    #: the slots' size (w, h) where the ocean stands at text size 100 %: their cards' words
    #: keep their size there (None: not known, or the same)
    least: tuple[int, int] | None = None

    @classmethod
    def fit(cls, rect: pygame.Rect, header_h: int | None = None) -> OceanLayout:
        """``header_h``: a taller header for two lines (the name above the table's DIVE tag)."""
        x0, y0, w, h = rect
        gap = max(2, round(w * 0.012))
        usual_h = round(h * 0.062)
        tall = header_h is not None and header_h > usual_h
        header_h = max(usual_h, header_h or 0)
        strip_h = round(h * 0.03)
        bottom_h = round(h * 0.065)
        row_h = (h - header_h - 2 * strip_h - bottom_h - 10 * gap) / 6
        col_w = (w - 4 * gap) / 3
        header = []
        bottoms = []
        slots = [pygame.Rect(0, 0, 0, 0)] * 18
        strips: dict[str, list[pygame.Rect]] = {"above_twilight": [], "above_midnight": []}
        bonus: dict[tuple[int, str], pygame.Rect] = {}
        for c in COLUMNS:
            cx = x0 + gap + c * (col_w + gap)
            header.append(pygame.Rect(round(cx), y0, round(col_w), header_h))
            y: float = y0 + header_h + gap
            for row in ROWS:
                if row == 4:
                    strips["above_twilight"].append(
                        pygame.Rect(round(cx), round(y), round(col_w), strip_h)
                    )
                    y += strip_h + gap
                if row == 5:
                    strips["above_midnight"].append(
                        pygame.Rect(round(cx), round(y), round(col_w), strip_h)
                    )
                    y += strip_h + gap
                slots[slot_of(c, row)] = pygame.Rect(
                    round(cx), round(y), round(col_w), round(row_h)
                )
                y += row_h + gap
            bottoms.append(pygame.Rect(round(cx), round(y), round(col_w), bottom_h))
        for c in COLUMNS:
            hr = header[c]
            size = round(usual_h * 0.8)
            bonus[(c, "above_sunlight")] = pygame.Rect(
                hr.right - size - 4, hr.centery - size // 2, size, size
            )
            for place in ("above_twilight", "above_midnight"):
                sr = strips[place][c]
                size_s = round(sr.h * 1.25)
                bonus[(c, place)] = pygame.Rect(
                    sr.centerx - size_s // 2, sr.centery - size_s // 2, size_s, size_s
                )
            br = bottoms[c]
            size_b = round(br.h * 0.8)
            bonus[(c, "bottom")] = pygame.Rect(
                br.centerx - size_b // 2, br.centery - size_b // 2, size_b, size_b
            )
        zone_bands = {}
        top = slots[slot_of(0, 1)].top - gap // 2
        for zone, rows in (
            (Zone.SUNLIGHT, (1, 3)),
            (Zone.TWILIGHT, (4, 4)),
            (Zone.MIDNIGHT, (5, 6)),
        ):
            a = slots[slot_of(0, rows[0])]
            b = slots[slot_of(0, rows[1])]
            start = top if zone is Zone.SUNLIGHT else a.top - gap // 2
            zone_bands[zone] = pygame.Rect(x0, start, w, b.bottom - start + gap // 2)
        return cls(pygame.Rect(rect), header, slots, strips, bottoms, bonus, zone_bands, tall)

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.slots):
            if r.collidepoint(pos):
                return i
        return None

    def column_at(self, pos: tuple[int, int]) -> int | None:
        for c, r in enumerate(self.header):
            if r.collidepoint(pos):
                return c
        return None


def display_format(surf: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (much faster to blit), once a display mode
    is set; unchanged before that (e.g. in pure unit tests)."""
    if pygame.display.get_surface() is None:
        return surf
    return surf.convert_alpha() if surf.get_flags() & pygame.SRCALPHA else surf.convert()


# --- One slot's card -----------------------------------------------------------------------

_SLOT_CARDS: dict[tuple, pygame.Surface] = {}


def slot_card(
    fish: Fish, w: int, h: int, theme: Theme, least: tuple[int, int] | None = None
) -> pygame.Surface:
    """A fish card laid out for a landscape ocean slot: picture left; name, points, ability
    icons, length and tags right. ``least``: the slot's size (w, h) at text size 100 %; on a
    smaller slot the words keep their size there, the name shortened with "…" and the length
    giving way where they do not fit (issue 23, rule (a)). Cached."""
    if least is not None and least[0] <= w and least[1] <= h:
        least = None
    key = (fish.number, w, h, theme.key, least)
    surf = _SLOT_CARDS.get(key)
    if surf is not None:
        return surf
    words_h = max(h, least[1]) if least is not None else h  # the height the words are sized for
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    trigger = fish.trigger
    frame = TRIGGER_COLOUR[trigger]
    radius = max(3, h // 12)
    border = max(2, h // 28)
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, CARD["paper"], inner, border_radius=max(2, radius - border))
    # the name, in two lines (three if need be), no smaller than on the slot at text size
    # 100 %; the picture gives it a little room if it is not whole beside it
    floor = _slot_name(fish.name, *least, least[1])[1] if least is not None else 0
    share, size, lines = _slot_name(fish.name, w, h, words_h, floor)
    art_w = round(inner.w * share)
    art = fish_picture(fish, art_w, inner.h)
    surf.blit(art, (inner.x, inner.y))
    if fish.band is not None:
        band = pygame.Rect(inner.x, inner.bottom - max(3, h // 16), art_w, max(3, h // 16))
        pygame.draw.rect(surf, palette.dive_site(theme, fish.band), band)
    right = pygame.Rect(inner.x + art_w + border, inner.y, inner.w - art_w - border, inner.h)
    # points badge
    d = max(14, round(h * 0.26))
    badge = pygame.Rect(right.right - d - 1, right.y + 1, d, d)
    pygame.draw.ellipse(surf, CARD["points"], badge)
    pts = text(str(fish.points), FontRole.CARD_NUMBER, round(d * 0.62), CARD["points_ink"])
    surf.blit(pts, pts.get_rect(center=badge.center))
    y = right.y + 1
    for line in lines:
        t = text(line, FontRole.CARD_NAME, size, CARD["ink"])
        surf.blit(t, (right.x + 2, y))
        y += t.get_height() - 2
    # ability icons on a trigger-coloured chip
    icon_size = max(12, round(h * 0.2))
    ability_y = max(y + 1, right.y + round(h * 0.42))
    ability_bottom = ability_y
    if fish.ability is not None:
        chip = pygame.Rect(right.x + 1, ability_y, right.w - 2, icon_size + 4)
        pygame.draw.rect(surf, frame, chip, border_radius=3)
        x = chip.x + 2
        effects = list(fish.ability.effects)
        step = min(
            icon_size + 1,
            (chip.w - 4 - (icon_size if fish.all_players else 0)) // max(1, len(effects)),
        )
        for e in effects:
            surf.blit(icons.effect_icon(e, icon_size, theme), (x, chip.y + 2))
            x += step
        if fish.all_players:
            surf.blit(
                icons.icon("all_players", icon_size, theme),
                (chip.right - icon_size - 2, chip.y + 2),
            )
        ability_bottom = chip.bottom
    elif fish.is_forage:
        t = text("forage fish", FontRole.CARD_TEXT, max(9, round(words_h * 0.12)), CARD["ink_soft"])
        surf.blit(t, (right.x + 2, ability_y + 2))
        ability_bottom = ability_y + 2 + t.get_bounding_rect().bottom
    # length and tags along the bottom (the length gives way to the name and the ability)
    small = max(9, round(words_h * 0.12))
    length = text(f"{fish.length_cm} cm", FontRole.CARD_TEXT, small, CARD["ink_soft"])
    length_y = right.bottom - length.get_height()
    shown = length_y + length.get_bounding_rect().y >= ability_bottom
    if shown:
        surf.blit(length, (right.x + 2, length_y))
    tag_size = max(10, round(h * 0.17))
    x = right.right - tag_size - 1
    for name in reversed(icons.tag_icon_names(fish.tags)):
        if x < right.x + (length.get_width() if shown else 0) + 4:
            break
        surf.blit(icons.icon(name, tag_size, theme), (x, right.bottom - tag_size - 1))
        x -= tag_size + 1
    surf = display_format(surf)
    _SLOT_CARDS[key] = surf
    if len(_SLOT_CARDS) > 800:
        _SLOT_CARDS.pop(next(iter(_SLOT_CARDS)))
    return surf


#: The share of a slot card's inner width its picture takes: the first that leaves its name
#: whole beside it (the usual one, then less).
PICTURE_SHARES = (0.46, 0.42, 0.38, 0.34)


def _slot_name_width(w: int, h: int, share: float) -> int:
    """The room for a slot card's name, beside its picture and points badge (as `slot_card`
    lays them)."""
    border = max(2, h // 28)
    inner_w = w - 2 * border
    right_w = inner_w - round(inner_w * share) - border
    return right_w - max(14, round(h * 0.26)) - 4


def _slot_name(
    name: str, w: int, h: int, words_h: int, floor: int = 0
) -> tuple[float, int, list[str]]:
    """A slot card's name on a ``w`` x ``h`` slot, its words sized for a slot ``words_h``
    high: (the picture's share of the width, px, lines). In up to two lines, a little smaller
    (not below ``floor``) if it needs more, else in three, else beside a narrower picture,
    and only then shortened with "…"."""
    px = max(9, round(words_h * 0.135), floor)
    least = max(9, px - 2, floor)
    for share in PICTURE_SHARES:
        width = _slot_name_width(w, h, share)
        size, lines = fit_lines(name, FontRole.CARD_NAME, px, least, width, 2)
        if any(line.endswith("…") for line in lines):  # whole matters more than its size
            size, lines = fit_lines(name, FontRole.CARD_NAME, least, least, width, 3)
        if not any(line.endswith("…") for line in lines):
            break
    return share, size, lines


# --- Tokens --------------------------------------------------------------------------------


def draw_tokens(surface: pygame.Surface, rect: pygame.Rect, slot: SlotState, theme: Theme) -> None:
    """Egg, young and school tokens along the bottom-left of a slot, each its own shape."""
    size = max(14, round(rect.h * 0.3))
    x = rect.x + max(2, rect.h // 20)
    y = rect.bottom - size - max(2, rect.h // 20)
    items: list[tuple[str, int]] = []
    if slot.school:
        items.append(("token.school", slot.school))
    if slot.egg:
        items.append(("token.egg", slot.egg))
    if slot.young:
        items.append(("token.young", slot.young))
    for name, count in items:
        backing = pygame.Rect(x - 1, y - 1, size + 2, size + 2)
        pygame.draw.ellipse(surface, (255, 255, 255), backing)
        pygame.draw.ellipse(surface, UI["text_dark"], backing, 1)
        surface.blit(icons.icon(name, size, theme), (x, y))
        if count > 1:
            n = text(f"×{count}", FontRole.BODY_BOLD, max(10, round(size * 0.6)), UI["text"])
            shadow = text(f"×{count}", FontRole.BODY_BOLD, max(10, round(size * 0.6)), (0, 0, 0))
            # on the token's lower right corner, so that the row of tokens stays within the
            # card's picture and clear of its words (the length beside it)
            nx = x + size - n.get_width()
            surface.blit(shadow, (nx + 1, y + size - n.get_height() + 1))
            surface.blit(n, (nx, y + size - n.get_height()))
        x += size + 3


def token_rects(rect: pygame.Rect, slot: SlotState) -> dict[str, pygame.Rect]:
    """Where `draw_tokens` puts each kind of token in a slot (for animations)."""
    size = max(14, round(rect.h * 0.3))
    x = rect.x + max(2, rect.h // 20)
    y = rect.bottom - size - max(2, rect.h // 20)
    out = {}
    for kind, count in (("school", slot.school), ("egg", slot.egg), ("young", slot.young)):
        out[kind] = pygame.Rect(x, y, size, size)
        if count:
            x += size + 3  # a count is drawn on its token's corner
    return out


# --- The whole ocean -----------------------------------------------------------------------


def zone_water(zone: Zone) -> tuple[int, int, int]:
    return ZONE_WATER[zone][:3]  # type: ignore[return-value]


_WATER: dict[tuple, pygame.Surface] = {}


def draw_ocean_background(surface: pygame.Surface, layout: OceanLayout, theme: Theme) -> None:
    """Sunlit, twilight and midnight water behind the slots (cached by size)."""
    key = (
        layout.rect.size,
        tuple((z, b.y - layout.rect.y, b.h) for z, b in layout.zone_bands.items()),
    )
    water = _WATER.get(key)
    if water is None:
        water = pygame.Surface(layout.rect.size)
        water.fill(UI["background"])
        shifted = OceanLayout.fit(
            pygame.Rect((0, 0), layout.rect.size),
            layout.header[0].h if layout.tall_header else None,
        )
        _draw_water(water, shifted)
        water = display_format(water)
        if len(_WATER) > 16:
            _WATER.clear()
        _WATER[key] = water
    surface.blit(water, layout.rect)


def _draw_water(surface: pygame.Surface, layout: OceanLayout) -> None:
    for zone, band in layout.zone_bands.items():
        top = zone_water(zone)
        bottom = shade(top, 0.78)
        steps = 12
        for i in range(steps):
            r = pygame.Rect(band.x, band.y + band.h * i // steps, band.w, band.h // steps + 2)
            pygame.draw.rect(
                surface,
                tuple(round(top[k] + (bottom[k] - top[k]) * i / steps) for k in range(3)),
                r,
            )
    pygame.draw.rect(surface, UI["panel_edge"], layout.rect, 1, border_radius=4)


def draw_ocean(
    surface: pygame.Surface,
    layout: OceanLayout,
    player: SeatState,
    theme: Theme,
    *,
    hidden_cards: frozenset[int] = frozenset(),
    dim_bonuses: bool = True,
) -> None:
    """The ocean mat of ``player``: headers, bonus icons, slots with cards and tokens.

    The mat under the slots (the water, the dive sites' headers with their divers, the
    strips, the bottom circles, the bonus icons) is kept by all it shows, and only the slots
    are drawn each time: a card placed repaints the ocean, and the mat took half of that."""
    key = _mat_key(layout, player, theme, dim_bonuses)
    mat = _MATS.get(key)
    if mat is None:
        _keep_mat(surface, layout, player, theme, dim_bonuses, key)
    else:
        surface.blit(mat, layout.rect)
    for slot, r in enumerate(layout.slots):
        draw_slot(surface, r, slot, player.ocean[slot], theme, hidden=slot in hidden_cards,
                  least=layout.least)  # fmt: skip


def _keep_mat(surface: pygame.Surface, layout: OceanLayout, player: SeatState, theme: Theme,
              dim_bonuses: bool, key: tuple) -> None:  # fmt: skip
    """Draw the mat on ``surface`` (inside the ocean's rect) and keep a copy of it, on a
    surface of the same kind, unless the ocean is cut off by the surface's edge."""
    clip = surface.get_clip()
    surface.set_clip(layout.rect.clip(clip))
    _draw_mat(surface, layout, player, theme, dim_bonuses)
    surface.set_clip(clip)
    if surface.get_rect().contains(layout.rect):
        mat = type(surface)(layout.rect.size, 0, surface)
        mat.blit(surface, (0, 0), layout.rect)
        _MATS.put(key, mat)


#: The oceans' mats drawn (`draw_ocean`), by all they show, the most recently drawn last: as
#: many as a 5-seat table's oceans and more (an ocean's mat is 2-4 MB at 1920x1080 and above)
MATS_KEPT = 8
_MATS = SurfaceCache(MATS_KEPT, convert=False)  # (made from the surface drawn on)


def _mat_key(layout: OceanLayout, player: SeatState, theme: Theme, dim_bonuses: bool) -> tuple:
    """Everything the mat under the slots shows."""
    bonuses = tuple(player.bonus_available(column, DivePlace(place))
                    for column, place in layout.bonus)  # fmt: skip
    return (tuple(layout.rect), tuple(map(tuple, layout.header)), layout.tall_header,
            theme.key, theme.window_height, player.colour, player.seat, tuple(player.divers),
            tuple(player.bottoms), bonuses, dim_bonuses)  # fmt: skip


def _draw_mat(surface: pygame.Surface, layout: OceanLayout, player: SeatState, theme: Theme,
              dim_bonuses: bool) -> None:  # fmt: skip
    """The ocean mat without its slots (`draw_ocean`)."""
    draw_ocean_background(surface, layout, theme)
    small = theme.font_px(FontRole.SMALL)
    for c in COLUMNS:
        colour = palette.dive_site(theme, Column(c))
        hr = layout.header[c]
        pygame.draw.rect(surface, colour, hr, border_radius=5)
        if theme.colour_blind:
            draw_pattern(surface, hr, DIVE_SITE_PATTERN[Column(c)], shade(colour, 0.7))
        # the name leaves room for the table's DIVE tag (beside it, or below it in a tall
        # header) and the bonus icon ("…" if it must)
        dive_tag = theme.text("DIVE", FontRole.SMALL, UI["text_dark"]).get_width() + theme.px(18)
        room = layout.bonus[(c, "above_sunlight")].left - hr.x - 8
        room -= 0 if layout.tall_header else dive_tag
        name = Column(c).label.upper()
        px = fit_text(name, FontRole.BODY_BOLD, small, room, max(9, round(small * 0.7)))
        words = shorten(name, font(FontRole.BODY_BOLD, px), room)
        label = text(words, FontRole.BODY_BOLD, px, (255, 255, 255))
        y = hr.y + 2 if layout.tall_header else hr.centery - label.get_height() // 2
        surface.blit(label, (hr.x + 6, y))
        dives = sum(1 for d in player.divers if d == Column(c).label)
        if dives:
            dot = max(6, (hr.h // 2 if layout.tall_header else hr.h) // 4)
            cy = y + label.get_height() // 2
            for k in range(dives):
                cx = hr.x + 10 + label.get_width() + k * (dot + 3) + dot
                pygame.draw.circle(surface, (255, 255, 255), (cx, cy), dot // 2 + 1)
                pygame.draw.circle(surface, UI["text_dark"], (cx, cy), dot // 2 + 1, 1)
        for place in ("above_twilight", "above_midnight"):
            sr = layout.strips[place][c]
            pygame.draw.rect(
                surface, shade(colour, 0.8), sr.inflate(0, -sr.h // 2), border_radius=3
            )
        br = layout.bottoms[c]
        pygame.draw.rect(surface, (8, 12, 28), br, border_radius=6)
        pygame.draw.rect(surface, colour, br, 2, border_radius=6)
    bonuses = PROVISIONAL.dive_site_bonuses
    for (column, place), r in layout.bonus.items():
        benefit = bonuses[Column(column).label][place]
        available = player.bonus_available(column, DivePlace(place))
        pygame.draw.ellipse(
            surface, (250, 250, 246) if available or not dim_bonuses else (120, 130, 140), r
        )
        pygame.draw.ellipse(surface, palette.dive_site(theme, Column(column)), r, max(1, r.w // 12))
        ic = icons.icon(bonus_icon_name(benefit), round(r.w * 0.72), theme)
        if not available and dim_bonuses:
            ic = ic.copy()
            ic.set_alpha(110)
        surface.blit(ic, ic.get_rect(center=r.center))
        if place == "bottom" and player.bottoms[column]:
            # a diver sits in the bottom circle: the bonus is taken this week
            pygame.draw.circle(
                surface, seat_colour(player), (r.right + r.w // 3, r.centery), r.w // 4
            )
            pygame.draw.circle(
                surface, UI["text_dark"], (r.right + r.w // 3, r.centery), r.w // 4, 1
            )


def seat_colour(player: SeatState) -> tuple[int, int, int]:
    """The RGB of a seat's diver colour (by its name; by seat if the name is unknown)."""
    return colour_named(player.colour, player.seat)


def colour_named(colour: str, seat: int) -> tuple[int, int, int]:
    """The RGB of the diver colour ``colour`` (by ``seat`` if the name is unknown)."""
    for name, rgb in (*DIVER_COLOURS, NAUTOMA_COLOUR):
        if name == colour:
            return rgb  # type: ignore[return-value]
    return DIVER_COLOURS[seat % len(DIVER_COLOURS)][1]  # type: ignore[return-value]


def draw_slot(
    surface: pygame.Surface,
    r: pygame.Rect,
    slot: int,
    s: SlotState,
    theme: Theme,
    hidden: bool = False,
    least: tuple[int, int] | None = None,
) -> None:
    """One slot: an empty slot's outline, or the visible fish over its consumed stack; tokens.
    ``least``: the slot's size at text size 100 % (its words keep their size there)."""
    row = slot // 3 + 1
    top = s.fish[-1] if s.fish and not hidden else None
    under = len(s.fish) - 1 if not hidden else len(s.fish) - 2
    if top is None and (not s.fish or hidden):
        pygame.draw.rect(surface, (255, 255, 255), r, 1, border_radius=6)
        name = text(slot_name(slot), FontRole.SMALL, theme.font_px(FontRole.SMALL), (220, 235, 245))
        name.set_alpha(120)
        surface.blit(name, (r.x + 5, r.y + 3))
        if row in (1, 6):
            label = "estuary" if row == 1 else "deepwater"
            t = text(label, FontRole.SMALL, theme.font_px(FontRole.SMALL), (220, 235, 245))
            t.set_alpha(120)
            surface.blit(t, (r.right - t.get_width() - 5, r.y + 3))
    if hidden and len(s.fish) >= 2:
        top = s.fish[-2]
    if top is not None:
        offset = max(2, r.h // 30)
        for k in range(min(3, max(0, under)), 0, -1):
            back = r.move(-k * offset, -k * offset)
            pygame.draw.rect(surface, CARD["paper_edge"], back, border_radius=6)
            pygame.draw.rect(surface, UI["text_dark"], back, 1, border_radius=6)
        surface.blit(slot_card(CATALOG.by_number[top], r.w, r.h, theme, least), r.topleft)
        if under > 0:
            draw_slot_badge(surface, r, f"+{under} under", least)
    draw_tokens(surface, r, s, theme)


def draw_slot_badge(
    surface: pygame.Surface, r: pygame.Rect, words: str, least: tuple[int, int] | None = None
) -> pygame.Rect:
    """A small dark badge with ``words`` at the top left of the slot ``r``, over its card's
    picture (clear of the card's words), sized with the slot (at least as at text size 100 %:
    ``least``); returns its box."""
    words_h = max(r.h, least[1]) if least is not None else r.h
    badge = text(words, FontRole.SMALL, max(9, round(words_h * 0.13)), (255, 255, 255))
    box = badge.get_rect(topleft=(r.x + 3, r.y + 3)).inflate(6, 2)
    pygame.draw.rect(surface, (20, 20, 30), box, border_radius=4)
    surface.blit(badge, badge.get_rect(center=box.center))
    return box
