"""Fish'n'Flip's card faces as cached surfaces at any size: animal cards (the animal over its
background colour, an arrow for its direction, its name), waste, the back, the boat, the
action cards and the power cards (FLIP-RULES §1, §6, §7).

Owns the four background colours and their colour-blind patterns (one table, `BACKGROUNDS`),
the words printed on the cards and every card's layout; the pictures come from `animals`,
`flip_things` and `flip_pictograms`, fonts and ink from the theme. Knows no rule: cards are
named by words (``"whale"``, ``"left"``, ``"coral"``, ``"flip_row"``; enums whose value is
such a word work too). Text never goes below the theme's smallest size: it is shortened with
"…" or left out. Surfaces are cached by (face, size, theme key); callers must not modify them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace

import pygame

from ..look import theme as th
from ..look.theme import CARD, Colour, FontRole, Theme, get_theme, lerp, shade
from . import flip_patterns
from .animals import ANIMALS, animal_picture, check, name
from .card_parts import blit_lines, fit_lines
from .flip_pictograms import pictogram
from .flip_things import thing_picture
from .surface_cache import SurfaceCache


@dataclass(frozen=True)
class Background:
    """A background colour of the animal cards: its label, colour and colour-blind pattern."""

    label: str
    rgb: tuple[int, int, int]
    pattern: str


#: The four background colours (FLIP-RULES §1), chosen so that each pair stays apart for the
#: common colour-vision deficiencies; in colour-blind mode each also gets its own pattern.
BACKGROUNDS: dict[str, Background] = {
    "coral": Background("Coral", (244, 156, 170), "dots"),
    "sand": Background("Sand", (242, 224, 160), "stripes"),
    "kelp": Background("Kelp", (104, 170, 88), "waves"),
    "lagoon": Background("Lagoon", (96, 184, 220), "grid"),
}
#: The card's water is lighter at the top and darker at the bottom by these factors.
GRADIENT = (1.08, 0.94)

ANIMAL_LABELS: dict[str, str] = {a: a.capitalize() for a in ANIMALS}
WASTE_LABELS: dict[str, str] = {"plastic": "Plastic", "metal": "Metal", "oil": "Oil"}
#: Action card kinds (FLIP-RULES §6): label and family (the frame colour).
ACTIONS: dict[str, tuple[str, str]] = {
    "flip_one": ("Flip one card", "flip"),
    "flip_column": ("Flip a column", "flip"),
    "flip_row": ("Flip a row", "flip"),
    "flip_square": ("Flip a square", "flip"),
    "flip_colour": ("Flip a colour", "flip"),
    "switch": ("Switch", "switch"),
    "switch_flip": ("Switch and flip", "switch"),
    "free": ("Free an animal", "free"),
}

#: The murky water behind waste (which has no background colour, FLIP-RULES §1).
WASTE_RGB = (146, 150, 142)
#: Paint that is not a background colour.
PAINT: dict[str, Colour] = {
    "ink": CARD["ink"],
    "paper": CARD["paper"],
    "flip": (44, 108, 168),
    "switch": (214, 122, 38),
    "free": (40, 140, 84),
    "power": (122, 74, 150),
    "power_water": (214, 234, 242),
    "back_top": (30, 70, 118),
    "back_bottom": (10, 28, 58),
    "rope": (204, 178, 116),
    "sky": (196, 228, 244),
    "sea_top": (62, 132, 186),
    "sea_bottom": (28, 74, 130),
}

#: Height of a card per unit of width when the caller gives only the width.
FACE_HEIGHT = 0.8
#: Name text size as a share of the card's height (before the player's text size).
NAME_SHARE = 0.12


def card_height(width: int) -> int:
    """The default height of a card ``width`` px wide."""
    return max(8, round(width * FACE_HEIGHT))


def background_rgb(colour: object) -> tuple[int, int, int]:
    """The colour of a background by name; ValueError for an unknown name."""
    return _background(colour).rgb


def _background(colour: object) -> Background:
    key = name(colour)
    if key not in BACKGROUNDS:
        raise ValueError(f"unknown colour {colour!r}; expected one of {', '.join(BACKGROUNDS)}")
    return BACKGROUNDS[key]


# --- Text -------------------------------------------------------------------------------------


def label_size(
    size: tuple[int, int], room_h: int, theme: Theme, share: float = NAME_SHARE
) -> int | None:
    """The size of a label on a card of ``size`` with ``room_h`` px for the line: a share of
    the card's shorter side times the text size, made smaller to fit but never below the
    theme's smallest size; None when even that does not fit."""
    px = max(th.MIN_FONT_PX, round(min(size) * share * theme.ui_scale))
    while px > th.MIN_FONT_PX and th.font(FontRole.CARD_NAME, px).get_linesize() > room_h:
        px -= 1
    return px if th.font(FontRole.CARD_NAME, px).get_linesize() <= room_h else None


def _one_line(
    surf: pygame.Surface, words: str, px: int, rect: pygame.Rect, ink: Colour, theme: Theme,
    floor: int | None = None,
) -> None:  # fmt: skip
    """``words`` on one line centred in ``rect``: made smaller to fit its width, but not below
    ``floor`` (its size at 100 % text; by default ``px`` over the text size) nor the theme's
    smallest, then shortened with "…"."""
    if floor is None:
        floor = max(th.MIN_FONT_PX, round(px / theme.ui_scale))
    floor = min(px, floor)
    px = th.fit_text(words, FontRole.CARD_NAME, px, rect.w, floor)
    shown = th.shorten(words, th.font(FontRole.CARD_NAME, px), rect.w)
    img = th.text(shown, FontRole.CARD_NAME, px, ink)
    surf.blit(img, img.get_rect(center=rect.center))


# --- Frames and backgrounds ---------------------------------------------------------------------


def _radius(w: int, h: int) -> int:
    return max(3, round(min(w, h) * 0.08))


def _rounded(surf: pygame.Surface, radius: int) -> None:
    """Clear ``surf`` outside a rectangle with rounded corners."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _gradient(surf: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour) -> None:
    for y in range(rect.top, rect.bottom):
        t = (y - rect.top) / max(1, rect.h - 1)
        pygame.draw.line(surf, lerp(top, bottom, t), (rect.left, y), (rect.right - 1, y))


def _edge(surf: pygame.Surface, colour: Colour, radius: int) -> None:
    width = max(1, round(min(surf.get_size()) / 110))
    pygame.draw.rect(surf, colour, surf.get_rect(), width, border_radius=radius)


def _coloured(w: int, h: int, bg: Background, theme: Theme) -> pygame.Surface:
    """A card filled with a background colour (patterned in colour-blind mode if it has a
    pattern), edged."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    _gradient(surf, surf.get_rect(), shade(bg.rgb, GRADIENT[0]), shade(bg.rgb, GRADIENT[1]))
    if theme.colour_blind and bg.pattern:
        flip_patterns.draw(surf, surf.get_rect(), bg.pattern, flip_patterns.ink_for(bg.rgb))
    _rounded(surf, _radius(w, h))
    _edge(surf, shade(bg.rgb, 0.55), _radius(w, h))
    return surf


def _framed(w: int, h: int, frame: Colour) -> tuple[pygame.Surface, pygame.Rect]:
    """A paper card inside a coloured frame; returns it and the paper's rectangle."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = _radius(w, h)
    pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
    border = max(2, round(min(w, h) * 0.05))
    inner = surf.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, PAINT["paper"], inner, border_radius=max(2, radius - border))
    _edge(surf, shade(frame, 0.6), radius)
    return surf, inner


def colour_swatch(
    colour: object, width: int, height: int, *, theme: Theme | None = None
) -> pygame.Surface:
    """A card-shaped patch of a background colour, patterned in colour-blind mode, as on the
    animal cards (for choosing a colour). ValueError for an unknown colour. Cached."""
    theme = theme or get_theme()
    bg = _background(colour)
    w, h = max(4, int(width)), max(4, int(height))
    return _cached(("swatch", name(colour), w, h, theme.key), lambda: _coloured(w, h, bg, theme))


# --- The direction arrow ----------------------------------------------------------------------

_ARROW_RIGHT = [(0.17, 0.39), (0.5, 0.39), (0.5, 0.19), (0.85, 0.5), (0.5, 0.81), (0.5, 0.61),
                (0.17, 0.61)]  # fmt: skip
_BADGE_CACHE = SurfaceCache(64)


def arrow_badge(direction: str, size: int) -> pygame.Surface:
    """A round paper badge with a bold ink arrow pointing ``direction`` (cached)."""

    def make() -> pygame.Surface:
        ss = 4
        big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
        r = size * ss / 2
        pygame.draw.circle(big, PAINT["ink"], (r, r), r)
        pygame.draw.circle(big, PAINT["paper"], (r, r), r - max(ss, size * ss * 0.07))
        turn = {"right": 0, "down": 1, "left": 2, "up": 3}[direction]
        pts = []
        for x, y in _ARROW_RIGHT:
            for _ in range(turn):  # a quarter turn clockwise each time
                x, y = 1 - y, x
            pts.append((x * size * ss, y * size * ss))
        pygame.draw.polygon(big, PAINT["ink"], pts)
        return pygame.transform.smoothscale(big, (size, size))

    return _BADGE_CACHE.get_or_make((direction, size), make)


# --- Animal cards -----------------------------------------------------------------------------


@dataclass(frozen=True)
class AnimalLayout:
    """Where an animal card's parts go: the picture, the arrow badge and the name (if any)."""

    art: pygame.Rect
    arrow: pygame.Rect
    name: pygame.Rect | None
    name_px: int | None


def _name_band(w: int, h: int, theme: Theme) -> tuple[int, int] | None:
    """(text size, band height) of a card's name band, or None if no name fits."""
    px = label_size((w, h), round(h * 0.2), theme)
    if px is None:
        return None
    return px, th.font(FontRole.CARD_NAME, px).get_linesize() + max(1, h // 60)


def animal_layout(
    width: int, height: int, direction: object, theme: Theme | None = None
) -> AnimalLayout:
    """The `AnimalLayout` of an animal card of this size swimming ``direction``. The arrow sits
    in the corner the animal swims towards (top corners; a jellyfish swimming down: bottom)."""
    theme = theme or get_theme()
    w, h = int(width), int(height)
    pad = max(2, round(min(w, h) * 0.04))
    band = _name_band(w, h, theme)
    bottom = h - (band[1] if band else 0)
    size = max(14, round(14 + (min(w, h) - 38) * 0.16))
    d = name(direction)
    arrow = pygame.Rect(0, 0, size, size)
    if d == "left":
        arrow.topleft = (pad, pad)
    elif d == "down":
        arrow.bottomright = (w - pad, bottom - pad)
    else:
        arrow.topright = (w - pad, pad)
    art = pygame.Rect(pad, pad, w - 2 * pad, bottom - 2 * pad if band else bottom - pad)
    if band is None:
        return AnimalLayout(art, arrow, None, None)
    return AnimalLayout(art, arrow, pygame.Rect(0, bottom, w, h - bottom), band[0])


def _name_strip(
    surf: pygame.Surface, rect: pygame.Rect, tint: Colour, words: str, px: int, theme: Theme
) -> None:
    """A pale band across the bottom of the card with the card's name in ink."""
    radius = _radius(*surf.get_size())
    band = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(band, lerp(tint, PAINT["paper"], 0.72), rect)
    _rounded(band, radius)
    surf.blit(band, (0, 0))
    pygame.draw.line(surf, shade(tint, 0.6), rect.topleft, (rect.right - 1, rect.top))
    w, h = surf.get_size()  # the name's size on this card at 100 % text: never smaller
    at_100 = label_size((w, h), round(h * 0.2), replace(theme, ui_scale=1.0)) or px
    _one_line(surf, words, px, rect.inflate(-2 * max(2, rect.h // 4), 0), PAINT["ink"], theme,
              floor=at_100)  # fmt: skip
    _edge(surf, shade(tint, 0.55), radius)


def animal_card(
    animal: object, direction: object, colour: object, width: int, height: int | None = None,
    *, theme: Theme | None = None,
) -> pygame.Surface:  # fmt: skip
    """The face of an animal card: ``animal`` swimming ``direction`` over ``colour``.

    ValueError for an unknown animal or colour, or a direction the animal cannot swim.
    Cached by (animal, direction, colour, size, theme key); do not modify the result.
    """
    theme = theme or get_theme()
    a, d = check(animal, direction)
    bg = _background(colour)
    w, h = int(width), int(height or card_height(width))

    def make() -> pygame.Surface:
        surf = _coloured(w, h, bg, theme)
        lay = animal_layout(w, h, d, theme)
        surf.blit(animal_picture(a, d, lay.art.w, lay.art.h), lay.art)
        surf.blit(arrow_badge(d, lay.arrow.w), lay.arrow)
        if lay.name is not None and lay.name_px is not None:
            _name_strip(surf, lay.name, bg.rgb, ANIMAL_LABELS[a], lay.name_px, theme)
        return surf

    return _cached(("animal", a, d, name(colour), w, h, theme.key), make)


# --- Waste, back and boat ----------------------------------------------------------------------


def waste_card(
    waste: object, width: int, height: int | None = None, *, theme: Theme | None = None
) -> pygame.Surface:
    """The face of a waste card: ``plastic``, ``metal`` or ``oil`` (ValueError otherwise)."""
    theme = theme or get_theme()
    kind = name(waste)
    if kind not in WASTE_LABELS:
        raise ValueError(f"unknown waste {waste!r}; expected one of {', '.join(WASTE_LABELS)}")
    w, h = int(width), int(height or card_height(width))

    def make() -> pygame.Surface:
        surf = _coloured(w, h, Background("Waste", WASTE_RGB, ""), theme)
        band = _name_band(w, h, theme)
        bottom = h - (band[1] if band else 0)
        pad = max(2, round(min(w, h) * 0.06))
        art = pygame.Rect(pad, pad, w - 2 * pad, bottom - 2 * pad)
        surf.blit(thing_picture(kind, art.w, art.h), art)
        if band is not None:
            rect = pygame.Rect(0, bottom, w, h - bottom)
            _name_strip(surf, rect, WASTE_RGB, WASTE_LABELS[kind], band[0], theme)
        return surf

    return _cached(("waste", kind, w, h, theme.key), make)


def back_card(
    width: int, height: int | None = None, *, theme: Theme | None = None
) -> pygame.Surface:
    """The back of a card: a rope net over deep water with the game's roundel (and its name
    where there is room)."""
    theme = theme or get_theme()
    w, h = int(width), int(height or card_height(width))

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        _gradient(surf, surf.get_rect(), PAINT["back_top"], PAINT["back_bottom"])
        flip_patterns.net(surf, surf.get_rect(), PAINT["rope"], max(6, min(w, h) // 5))
        px = label_size((w, h), round(h * 0.2), theme, share=0.13)
        title_h = th.font(FontRole.CARD_NAME, px).get_linesize() if px else 0
        size = round(min(w * 0.7, (h - title_h) * 0.78))
        emblem = pictogram("back", size, theme)
        rect = emblem.get_rect(center=(w // 2, (h - title_h) // 2 + max(1, title_h // 6)))
        surf.blit(emblem, rect)
        if px is not None:
            title = pygame.Rect(0, rect.bottom, w, title_h)
            words_w = th.font(FontRole.CARD_NAME, px).size("Fish'n'Flip")[0]
            if words_w <= w - 4:
                shade_rect = pygame.Rect(0, 0, words_w + title_h, title_h)
                shade_rect.center = title.center
                backing = pygame.Surface(shade_rect.size, pygame.SRCALPHA)
                pygame.draw.rect(backing, (*PAINT["back_bottom"][:3], 200), backing.get_rect(),
                                 border_radius=title_h // 2)  # fmt: skip
                surf.blit(backing, shade_rect)
                _one_line(surf, "Fish'n'Flip", px, title, PAINT["paper"], theme)
        _rounded(surf, _radius(w, h))
        _edge(surf, PAINT["back_bottom"], _radius(w, h))
        return surf

    return _cached(("back", w, h, theme.key), make)


def boat_card(
    width: int, height: int | None = None, *, theme: Theme | None = None
) -> pygame.Surface:
    """The boat card, which stands above the net's top row: a fishing boat on the water with
    its net hanging down."""
    theme = theme or get_theme()
    w, h = int(width), int(height or card_height(width))

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        water = round(h * 0.52)
        _gradient(surf, pygame.Rect(0, 0, w, water), PAINT["sky"], shade(PAINT["sky"], 1.15))
        _gradient(surf, pygame.Rect(0, water, w, h - water), PAINT["sea_top"],
                  PAINT["sea_bottom"])  # fmt: skip
        flip_patterns.waves_line(surf, water, PAINT["sea_top"], max(4, w // 12))
        pad = max(2, round(min(w, h) * 0.05))
        surf.blit(thing_picture("boat", w - 2 * pad, h - 2 * pad), (pad, pad))
        _rounded(surf, _radius(w, h))
        _edge(surf, PAINT["sea_bottom"], _radius(w, h))
        return surf

    return _cached(("boat", w, h, theme.key), make)


# --- Action and power cards ----------------------------------------------------------------------


def _pictogram_card(
    w: int, h: int, frame: Colour, words: str, picture: str, theme: Theme, top_label: bool,
    animal: str | None = None,
) -> pygame.Surface:  # fmt: skip
    """A framed paper card with ``words`` (at the top or bottom, up to two lines, left out
    where they do not fit), the pictogram ``picture`` and, for a power, its animal."""
    surf, inner = _framed(w, h, frame)
    gap = max(1, round(min(w, h) * 0.03))
    px = label_size((w, h), round(h * 0.2), theme, share=0.1)
    lines: list[str] = []
    text_h = 0
    if px is not None:
        line_h = th.font(FontRole.CARD_NAME, px).get_linesize()
        max_lines = 1 if top_label or 2 * line_h > h * 0.32 else 2
        px, lines = fit_lines(words, FontRole.CARD_NAME, px, th.MIN_FONT_PX, inner.w - 2, max_lines)
        text_h = th.font(FontRole.CARD_NAME, px).get_linesize() * len(lines)
    if top_label:
        text_y = inner.y + gap // 2
        body = pygame.Rect(inner.x, inner.y + text_h + gap, inner.w, inner.h - text_h - 2 * gap)
    else:
        text_y = inner.bottom - text_h - gap // 2
        body = pygame.Rect(inner.x, inner.y + gap, inner.w, inner.h - text_h - 2 * gap)
    if lines and px is not None:
        blit_lines(surf, lines, FontRole.CARD_NAME, px, PAINT["ink"], inner.x + 1, text_y,
                   centre_w=inner.w - 2)  # fmt: skip
    if animal is None:
        size = min(body.w, body.h)
        surf.blit(pictogram(picture, size, theme), pictogram_rect(body, size))
        return surf
    # a power: its animal on pale water, the pictogram beside it (or under it, if tall)
    wide = body.w >= body.h * 1.2
    size = round(min(body.h, body.w * 0.42) if wide else min(body.w, body.h * 0.45))
    water = body.copy()
    if wide:
        water.w -= size + gap
        icon_rect = pygame.Rect(water.right + gap, body.centery - size // 2, size, size)
    else:
        water.h -= size + gap
        icon_rect = pygame.Rect(body.centerx - size // 2, water.bottom + gap, size, size)
    pygame.draw.rect(surf, PAINT["power_water"], water, border_radius=max(2, gap * 2))
    direction = "up" if animal == "jellyfish" else "right"
    art = water.inflate(-gap, -gap)
    surf.blit(animal_picture(animal, direction, art.w, art.h), art)
    surf.blit(pictogram(picture, size, theme), icon_rect)
    return surf


def pictogram_rect(body: pygame.Rect, size: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = body.center
    return rect


def action_card(
    action: object, width: int, height: int | None = None, *, theme: Theme | None = None
) -> pygame.Surface:
    """The face of an action card of kind ``action`` (a key of `ACTIONS`; ValueError
    otherwise): its pictogram over its label, framed in its family's colour."""
    theme = theme or get_theme()
    kind = name(action)
    if kind not in ACTIONS:
        raise ValueError(f"unknown action {action!r}; expected one of {', '.join(ACTIONS)}")
    label, family = ACTIONS[kind]
    w, h = int(width), int(height or card_height(width))
    return _cached(
        ("action", kind, w, h, theme.key),
        lambda: _pictogram_card(w, h, PAINT[family], label, f"action.{kind}", theme, False),
    )


def power_card(
    animal: object, width: int, height: int | None = None, *, theme: Theme | None = None
) -> pygame.Surface:
    """The power card of ``animal`` (FLIP-RULES §7): its name, the animal and a pictogram of
    its power. ValueError for an unknown animal."""
    theme = theme or get_theme()
    a = name(animal)
    if a not in ANIMAL_LABELS:
        raise ValueError(f"unknown animal {animal!r}; expected one of {', '.join(ANIMALS)}")
    w, h = int(width), int(height or card_height(width))
    return _cached(
        ("power", a, w, h, theme.key),
        lambda: _pictogram_card(
            w, h, PAINT["power"], ANIMAL_LABELS[a], f"power.{a}", theme, True, animal=a
        ),
    )


# --- One entry -----------------------------------------------------------------------------------

KINDS = ("animal", "waste", "action", "power", "back", "boat")
_CACHE = SurfaceCache(1024)


def _cached(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    return _CACHE.get_or_make(key, make)


def card_face(
    kind: str, width: int, height: int | None = None, *, what: object = "",
    direction: object = "", colour: object = "", theme: Theme | None = None,
) -> pygame.Surface:  # fmt: skip
    """Any card face by ``kind`` (one of `KINDS`): ``what`` names the animal, waste or action;
    an animal card also takes ``direction`` and ``colour``. ``height`` defaults to
    `card_height`. ValueError for an unknown kind or name. Cached; do not modify the result."""
    if kind == "animal":
        return animal_card(what, direction, colour, width, height, theme=theme)
    if kind == "waste":
        return waste_card(what, width, height, theme=theme)
    if kind == "action":
        return action_card(what, width, height, theme=theme)
    if kind == "power":
        return power_card(what, width, height, theme=theme)
    if kind == "back":
        return back_card(width, height, theme=theme)
    if kind == "boat":
        return boat_card(width, height, theme=theme)
    raise ValueError(f"unknown card kind {kind!r}; expected one of {', '.join(KINDS)}")
