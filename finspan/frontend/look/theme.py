"""The game-neutral look of the frontend: interface colours, seat colours, fonts, sizes and
the colour-blind pattern fills.

Owns the interface's colour values, the font roles and their sizes, and the pattern fills
(stripes, dots, crosshatch) that tell things apart without colour. Each game's own colours are
beside its painters (Finspan's zones, dive sites, tokens and card triggers: `art.palette`).
Knows no game. Holds no game state; the only mutable state is the active `Theme` (window
height, UI scale, colour-blind mode) and font/text caches.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from enum import StrEnum

import pygame

from .resources import asset_path

Colour = tuple[int, int, int] | tuple[int, int, int, int]

#: The logical size the layout is designed for; everything scales from its height.
DESIGN_SIZE: tuple[int, int] = (1280, 720)
MIN_WINDOW: tuple[int, int] = (1280, 720)
UI_SCALES: tuple[float, ...] = (1.0, 1.25, 1.5)
#: The TV text size, for a large screen read from a sofa: at 1920x1080 on a 55" TV from 3 m,
#: body text at 175 % has an x-height of about 16 arcminutes, above the ~12 that reading
#: needs with some margin (150 %: about 14; 100 %: about 9); 200 % would leave too few lines.
TV_SCALE = 1.75
#: Every text size a player may choose.
TEXT_SIZES: tuple[float, ...] = (*UI_SCALES, TV_SCALE)
#: The TV text size is for a window at least this large; in a smaller one the text is at the
#: largest of the other sizes (the screens are laid out for those there).
TV_WINDOW: tuple[int, int] = (1920, 1080)


def text_scale(chosen: float, window: tuple[int, int]) -> float:
    """The text size in use for the ``chosen`` one in a ``window`` that size. Pure."""
    if chosen == TV_SCALE and (window[0] < TV_WINDOW[0] or window[1] < TV_WINDOW[1]):
        return max(UI_SCALES)
    return chosen


# --- Colours ---------------------------------------------------------------------------------

#: Diver colours of seats 1-5, with their names for people who cannot tell them apart.
DIVER_COLOURS: tuple[tuple[str, Colour], ...] = (
    ("red", (228, 58, 74)),
    ("yellow", (244, 196, 48)),
    ("teal", (27, 153, 139)),
    ("white", (240, 240, 236)),
    ("orange", (238, 132, 36)),  # was "black": nearly invisible on the dark water
)

#: Interface colours.
#: The water of the app's ocean, from the surface down (the backdrop of every screen; Finspan's
#: three zones take their colours from it).
WATER_SUNLIT: Colour = (64, 170, 214)
WATER_TWILIGHT: Colour = (38, 76, 138)
WATER_MIDNIGHT: Colour = (14, 20, 50)

UI: dict[str, Colour] = {
    "background": (10, 28, 48),
    "panel": (20, 44, 70),
    "panel_edge": (60, 96, 130),
    "overlay": (4, 10, 20, 190),
    "text": (232, 240, 246),
    "text_dim": (150, 172, 190),
    "text_dark": (24, 30, 38),
    "accent": (90, 200, 230),
    "focus": (255, 214, 64),
    "hover": (44, 78, 110),
    "button": (32, 62, 92),
    "button_active": (60, 130, 170),
    "input": (8, 20, 34),
    "selected": (72, 148, 196),
    "legal": (96, 220, 120),
    "danger": (230, 80, 70),
    "shadow": (0, 0, 0, 110),
    # the tag on provisional rule values, and its text
    "provisional": (244, 190, 80),
    "provisional_ink": (40, 28, 4),
    # the main action of a screen (Start), and its hover / focus state
    "primary": (26, 122, 88),
    "primary_active": (36, 156, 112),
    # data series of charts (Okabe-Ito: sky blue, orange, reddish purple)
    "chart_1": (86, 180, 233),
    "chart_2": (230, 159, 0),
    "chart_3": (204, 121, 167),
    "chart_grid": (52, 84, 114),
}

#: Card paper and ink.
CARD: dict[str, Colour] = {
    "paper": (248, 244, 232),
    "paper_edge": (196, 186, 160),
    "ink": (30, 34, 40),
    "ink_soft": (92, 96, 104),
    "points": (26, 64, 104),
    "points_ink": (255, 255, 255),
    "icon_ink": (38, 44, 54),
    "icon_light": (255, 255, 255),
    "dimmed": (30, 34, 44, 150),
    "zone_off": (214, 208, 192),
    "cost_chip": (236, 228, 206),
}

#: Highlight ring colours a caller may ask `render_card` for.
HIGHLIGHTS: dict[str, Colour] = {
    "focus": UI["focus"],
    "selected": UI["selected"],
    "legal": UI["legal"],
    "danger": UI["danger"],
}


# --- Fonts -----------------------------------------------------------------------------------


class FontRole(StrEnum):
    """What a piece of text is for; each role has a face and a size at 720 px window height."""

    TITLE = "title"
    HEADING = "heading"
    BODY = "body"
    BODY_BOLD = "body_bold"
    SMALL = "small"
    CARD_NAME = "card_name"
    CARD_TEXT = "card_text"
    CARD_NUMBER = "card_number"
    SCIENTIFIC = "scientific"


_FACE_FILES: dict[str, str] = {
    "regular": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
    "italic": "NotoSans-Italic.ttf",
}
#: role -> (face, size in px at a 720 px high window and UI scale 100%)
FONT_ROLES: dict[FontRole, tuple[str, int]] = {
    FontRole.TITLE: ("bold", 34),
    FontRole.HEADING: ("bold", 20),
    FontRole.BODY: ("regular", 16),
    FontRole.BODY_BOLD: ("bold", 16),
    FontRole.SMALL: ("regular", 13),
    FontRole.CARD_NAME: ("bold", 13),
    FontRole.CARD_TEXT: ("regular", 11),
    FontRole.CARD_NUMBER: ("bold", 16),
    FontRole.SCIENTIFIC: ("italic", 13),
}
#: Smallest pixel size any text may be drawn at (legibility floor at 1280x720).
MIN_FONT_PX = 9

_FONTS: dict[tuple[FontRole, int], pygame.font.Font] = {}


def font(role: FontRole, px: int) -> pygame.font.Font:
    """The bundled font for a role at an explicit pixel size, cached per (role, size)."""
    px = max(MIN_FONT_PX, int(px))
    key = (role, px)
    cached = _FONTS.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        face = FONT_ROLES[role][0]
        cached = pygame.font.Font(asset_path("fonts", _FACE_FILES[face]), px)
        _FONTS[key] = cached
    return cached


_TEXT_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_TEXT_CACHE_MAX = 2048


def text(
    content: str, role: FontRole, px: int, colour: Colour, wraplength: int = 0
) -> pygame.Surface:
    """Rendered anti-aliased text, cached (LRU) by its content, role, size, colour and wrap."""
    key = (content, role, max(MIN_FONT_PX, int(px)), tuple(colour), wraplength)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    # Text may come from files (names): SDL refuses NUL, so no control character reaches it.
    shown = "".join(ch if ch.isprintable() or ch == "\n" else "\ufffd" for ch in content)
    surf = font(role, px).render(shown, True, colour, wraplength=wraplength)
    _TEXT_CACHE[key] = surf
    if len(_TEXT_CACHE) > _TEXT_CACHE_MAX:
        _TEXT_CACHE.popitem(last=False)
    return surf


_WRAPPED: dict[tuple, list[str]] = {}


def wrap(content: str, face: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap measured with the real font: lines no wider than ``width`` px (a
    single word wider than that gets a line of its own); a newline starts a new paragraph;
    an empty paragraph gives an empty line. Memoized; do not modify the result."""
    key = (content, face, width)
    cached = _WRAPPED.get(key)
    if cached is not None:
        return cached
    lines: list[str] = []
    for para in content.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if not line or face.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    if len(_WRAPPED) > 4000:
        _WRAPPED.clear()
    _WRAPPED[key] = lines
    return lines


def wrap_parts(content: str, face: pygame.font.Font, width: int, sep: str = " · ") -> list[str]:
    """`wrap` for a line of facts joined by ``sep`` ("freed 13 animals in 3 turns · 1 power
    used"): lines break between facts, never inside one that fits a line ("1 / power used"),
    and a fact wider than a line is wrapped by its words."""
    lines: list[str] = []
    for part in content.split(sep):
        trial = f"{lines[-1]}{sep}{part}" if lines else part
        if lines and face.size(trial)[0] <= width:
            lines[-1] = trial
        elif face.size(part)[0] <= width:
            lines.append(part)
        else:
            lines.extend(wrap(part, face, width))
    return lines


def shorten(content: str, face: pygame.font.Font, width: int) -> str:
    """``content`` if it fits ``width`` px, else its longest start that fits with "…"."""
    if face.size(content)[0] <= width:
        return content
    low, high = 0, len(content)
    while low < high:  # the most characters that fit with the ellipsis
        mid = (low + high + 1) // 2
        if face.size(content[:mid].rstrip() + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return content[:low].rstrip() + "…" if low else "…"


def fit_text(content: str, role: FontRole, px: int, max_width: int, min_px: int) -> int:
    """The largest size from ``px`` down to ``min_px`` at which one line fits ``max_width``."""
    size = px
    while size > min_px and font(role, size).size(content)[0] > max_width:
        size -= 1
    return size


# --- The active theme -------------------------------------------------------------------------


@dataclass
class Theme:
    """The active look: window height, UI scale and colour-blind mode.

    Mutable on purpose (the settings screen changes it); `key` changes whenever a cached
    rendering would look different, so caches include it.
    """

    window_height: int = DESIGN_SIZE[1]
    ui_scale: float = 1.0
    colour_blind: bool = False
    #: The layout of the controller used last ("xbox", ...), or "" while the keyboard or the
    #: mouse was: key prompts show that controller's buttons (`ui.prompts`). Set by the app.
    pad_layout: str = ""
    #: `px` by design length, for the window height and UI scale now (cleared when they
    #: change): a table frame asks for hundreds of lengths
    _lengths: dict[float, int] = field(default_factory=dict, init=False, repr=False,
                                       compare=False)  # fmt: skip

    def __setattr__(self, name: str, value: object) -> None:
        if name in ("window_height", "ui_scale") and "_lengths" in self.__dict__:
            self._lengths.clear()
        super().__setattr__(name, value)

    @property
    def key(self) -> tuple[bool, float]:
        """What cached card and icon renderings depend on besides their size."""
        return (self.colour_blind, self.ui_scale)

    @property
    def scale(self) -> float:
        """Layout scale: window height relative to 720 px, times the UI scale."""
        return self.window_height / DESIGN_SIZE[1] * self.ui_scale

    def px(self, design_px: float) -> int:
        """A length given at 720 px and UI scale 100%, scaled to the current window."""
        length = self._lengths.get(design_px)
        if length is None:
            length = self._lengths[design_px] = max(1, round(design_px * self.scale))
        return length

    def font_px(self, role: FontRole) -> int:
        return max(MIN_FONT_PX, round(FONT_ROLES[role][1] * self.scale))

    def least_px(self, role: FontRole) -> int:
        """The size of a role's text at 100 % text size in this window: text that must fit
        may be made smaller down to this, never below (then it is shortened or wrapped)."""
        return max(MIN_FONT_PX, round(FONT_ROLES[role][1] * self.window_height / DESIGN_SIZE[1]))

    def plain(self) -> Theme:
        """The same window at text size 100 %: where a text stands there is the least size
        it may have at a larger text size (issue 23, rule (a))."""
        return Theme(self.window_height, 1.0, self.colour_blind)

    def font(self, role: FontRole) -> pygame.font.Font:
        """The font for a UI role at the current window height and UI scale."""
        return font(role, self.font_px(role))

    def text(self, content: str, role: FontRole, colour: Colour, wraplength: int = 0):
        """Cached text for a UI role at the current size."""
        return text(content, role, self.font_px(role), colour, wraplength)

    def diver(self, seat: int) -> Colour:
        return DIVER_COLOURS[seat % len(DIVER_COLOURS)][1]


_ACTIVE = Theme()


def get_theme() -> Theme:
    """The theme in use by renderers that are not handed one."""
    return _ACTIVE


def set_theme(theme: Theme) -> None:
    global _ACTIVE
    _ACTIVE = theme


# --- Patterns --------------------------------------------------------------------------------


def draw_pattern(surface: pygame.Surface, rect: pygame.Rect, pattern: str, colour: Colour) -> None:
    """Fill ``rect`` with a see-through line pattern (stripes, dots or crosshatch).

    Used on top of a dive-site colour in colour-blind mode so the site reads without colour.
    """
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    step = max(4, min(rect.w, rect.h) // 4 if min(rect.w, rect.h) < 24 else 7)
    width = max(1, step // 4)
    if pattern in ("stripes", "crosshatch"):
        for x in range(rect.left - rect.h, rect.right + rect.h, step):
            pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.top), width)
    if pattern == "crosshatch":
        for x in range(rect.left - rect.h, rect.right + rect.h, step):
            pygame.draw.line(surface, colour, (x, rect.top), (x + rect.h, rect.bottom), width)
    if pattern == "dots":
        r = max(1, step // 4)
        for y in range(rect.top + step // 2, rect.bottom, step):
            offset = step // 2 if (y // step) % 2 else 0
            for x in range(rect.left + step // 2 + offset, rect.right, step):
                pygame.draw.circle(surface, colour, (x, y), r)
    surface.set_clip(clip)


def lerp(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    """Colour between ``a`` (t=0) and ``b`` (t=1)."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def shade(colour: Colour, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return tuple(max(0, round(c * factor)) for c in colour[:3])  # type: ignore[return-value]
    return lerp(colour, (255, 255, 255), min(1.0, factor - 1))
