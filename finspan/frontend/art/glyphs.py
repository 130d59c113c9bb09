"""Glyphs of the keys and controller buttons that on-screen prompts name: a keyboard key as a
keycap, a controller button as its maker draws it (Xbox letters in their colours, the
PlayStation shapes, Nintendo's letters in their positions, or a position dot on an unknown
pad), drawn by the program at any height.

A button is named by its position, as SDL's game-controller layer names it: ``south``,
``east``, ``west``, ``north``, ``lb``, ``rb``, ``lt``, ``rt``, ``start``, ``back``, ``dpad``
(with ``dpad_up`` .. ``dpad_right``), ``lstick``, ``rstick``. A layout is ``xbox``, ``playstation``,
``nintendo`` or ``generic``. Surfaces are cached; draws with the theme alone.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..look import theme as th
from ..look.theme import Colour, FontRole, shade

LAYOUTS: tuple[str, ...] = ("xbox", "playstation", "nintendo", "generic")
FACE_BUTTONS: tuple[str, ...] = ("south", "east", "west", "north")
BUTTONS: tuple[str, ...] = (
    *FACE_BUTTONS, "lb", "rb", "lt", "rt", "start", "back", "lstick", "rstick",
    "dpad", "dpad_up", "dpad_down", "dpad_left", "dpad_right",
)  # fmt: skip

_XBOX_FACE: dict[str, tuple[str, Colour]] = {
    "south": ("A", (96, 184, 72)), "east": ("B", (220, 70, 62)),
    "west": ("X", (58, 128, 226)), "north": ("Y", (236, 190, 50)),
}  # fmt: skip
#: Nintendo prints A on the east button, B south, X north, Y west.
_NINTENDO_FACE: dict[str, str] = {"south": "B", "east": "A", "west": "Y", "north": "X"}
_PS_SHAPE_COLOUR: dict[str, Colour] = {
    "south": (126, 168, 236), "east": (236, 96, 100),
    "west": (230, 140, 200), "north": (92, 200, 160),
}  # fmt: skip
_SHOULDER_WORDS: dict[str, dict[str, str]] = {
    "xbox": {"lb": "LB", "rb": "RB", "lt": "LT", "rt": "RT", "lstick": "LS", "rstick": "RS"},
    "playstation": {"lb": "L1", "rb": "R1", "lt": "L2", "rt": "R2", "lstick": "L3", "rstick": "R3"},
    "nintendo": {"lb": "L", "rb": "R", "lt": "ZL", "rt": "ZR", "lstick": "LS", "rstick": "RS"},
    "generic": {"lb": "LB", "rb": "RB", "lt": "LT", "rt": "RT", "lstick": "LS", "rstick": "RS"},
}
_MIDDLE_WORDS: dict[str, dict[str, str]] = {
    "xbox": {"start": "Menu", "back": "View"},
    "playstation": {"start": "Options", "back": "Create"},
    "nintendo": {"start": "+", "back": "-"},
    "generic": {"start": "Start", "back": "Select"},
}
_DARK: Colour = (36, 42, 54)
_LIGHT: Colour = (236, 240, 246)
#: The light edge round every dark button, so its shape reads on the game's dark panels too.
_RIM: Colour = (176, 188, 204)


def _rim(h: int) -> int:
    """The width of a glyph's light edge at height ``h``."""
    return max(1, round(h / 14))


def _label(surface: pygame.Surface, words: str, colour: Colour, box: pygame.Rect) -> None:
    """``words`` centred in ``box``, as large as fits (at least the theme's smallest size)."""
    px = max(th.MIN_FONT_PX, round(box.h * 0.62))
    face = th.font(FontRole.BODY_BOLD, px)
    while px > th.MIN_FONT_PX and face.size(words)[0] > box.w * 0.86:
        px -= 1
        face = th.font(FontRole.BODY_BOLD, px)
    ink = face.render(words, True, colour)
    surface.blit(ink, ink.get_rect(center=box.center))


def _canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)


@lru_cache(maxsize=256)
def key_glyph(label: str, height: int) -> pygame.Surface:
    """A keycap showing ``label`` ("Enter", "Esc", "H", "F1", "Ctrl+Z"), ``height`` px high."""
    px = max(th.MIN_FONT_PX, round(height * 0.58))
    face = th.font(FontRole.BODY_BOLD, px)
    width = max(height, face.size(label)[0] + round(height * 0.6))
    s = _canvas(width, height)
    radius = max(2, height // 5)
    pygame.draw.rect(s, shade(_LIGHT, 0.62), (0, 1, width, height - 1), border_radius=radius)
    pygame.draw.rect(s, _LIGHT, (0, 0, width, height - max(2, height // 8)), border_radius=radius)
    ink = face.render(label, True, _DARK)
    s.blit(ink, ink.get_rect(center=(width // 2, (height - max(2, height // 8)) // 2)))
    return s


@lru_cache(maxsize=512)
def pad_glyph(layout: str, button: str, height: int) -> pygame.Surface:
    """A controller button of ``layout`` at its position ``button``, ``height`` px high.
    Raises ValueError for an unknown layout or button."""
    if layout not in LAYOUTS:
        raise ValueError(f"no controller layout {layout!r}")
    if button not in BUTTONS:
        raise ValueError(f"no controller button {button!r}")
    if button in FACE_BUTTONS:
        return _face(layout, button, height)
    if button.startswith("dpad"):
        return _dpad(button, height)
    if button in ("start", "back"):
        return _pill(_MIDDLE_WORDS[layout][button], height)
    return _shoulder(_SHOULDER_WORDS[layout][button], button, height)


def _face(layout: str, button: str, h: int) -> pygame.Surface:
    s = _canvas(h, h)
    centre, r = (h / 2, h / 2), h / 2 - 0.5
    pygame.draw.circle(s, _RIM, centre, r)
    r -= _rim(h)
    if layout == "xbox":
        letter, colour = _XBOX_FACE[button]
        pygame.draw.circle(s, shade(colour, 0.7), centre, r)
        pygame.draw.circle(s, colour, centre, r * 0.86)
        _label(s, letter, _LIGHT, s.get_rect())
    elif layout == "nintendo":
        pygame.draw.circle(s, _DARK, centre, r)
        _label(s, _NINTENDO_FACE[button], _LIGHT, s.get_rect())
    elif layout == "playstation":
        pygame.draw.circle(s, _DARK, centre, r)
        _ps_shape(s, button, h)
    else:  # a position dot among four: which of the face buttons
        pygame.draw.circle(s, _DARK, centre, r)
        offsets = {"north": (0, -1), "south": (0, 1), "west": (-1, 0), "east": (1, 0)}
        for name, (dx, dy) in offsets.items():
            at = (h / 2 + dx * h * 0.24, h / 2 + dy * h * 0.24)
            if name == button:
                pygame.draw.circle(s, _LIGHT, at, h * 0.13)
            else:
                pygame.draw.circle(s, shade(_LIGHT, 0.5), at, h * 0.09, max(1, h // 16))
    return s


def _ps_shape(s: pygame.Surface, button: str, h: int) -> None:
    colour, w = _PS_SHAPE_COLOUR[button], max(2, round(h * 0.1))
    c, k = h / 2, h * 0.22
    if button == "south":  # cross
        pygame.draw.line(s, colour, (c - k, c - k), (c + k, c + k), w)
        pygame.draw.line(s, colour, (c - k, c + k), (c + k, c - k), w)
    elif button == "east":  # circle
        pygame.draw.circle(s, colour, (c, c), k * 1.05, w)
    elif button == "west":  # square
        pygame.draw.rect(s, colour, (c - k, c - k, 2 * k, 2 * k), w)
    else:  # triangle
        pts = [(c + k * 1.15 * math.cos(a), c + 0.1 * k + k * 1.15 * math.sin(a))
               for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]  # fmt: skip
        pygame.draw.polygon(s, colour, pts, w)


def _pill(words: str, h: int) -> pygame.Surface:
    px = max(th.MIN_FONT_PX, round(h * 0.5))
    width = max(h, th.font(FontRole.BODY_BOLD, px).size(words)[0] + h // 2)
    s = _canvas(width, h)
    pygame.draw.rect(s, _RIM, s.get_rect(), border_radius=h // 2)
    pygame.draw.rect(s, _DARK, s.get_rect().inflate(-2 * _rim(h), -2 * _rim(h)),
                     border_radius=h // 2 - _rim(h))  # fmt: skip
    _label(s, words, _LIGHT, s.get_rect().inflate(-h // 4, -h // 5))
    return s


def _shoulder(words: str, button: str, h: int) -> pygame.Surface:
    width = round(h * 1.5)
    s = _canvas(width, h)
    rect, rim = s.get_rect(), _rim(h)
    if button in ("lt", "rt"):  # a trigger: rounded at the top
        for colour, at in ((_RIM, rect), (_DARK, rect.inflate(-2 * rim, -2 * rim))):
            pygame.draw.rect(s, colour, at, border_radius=max(2, h // 6),
                             border_top_left_radius=h // 2, border_top_right_radius=h // 2)
    elif button in ("lstick", "rstick"):
        s = _canvas(h, h)
        pygame.draw.circle(s, _RIM, (h / 2, h / 2), h / 2 - 0.5)
        pygame.draw.circle(s, shade(_DARK, 1.4), (h / 2, h / 2), h / 2 - 0.5 - rim)
        pygame.draw.circle(s, _DARK, (h / 2, h / 2), h * 0.36)
        _label(s, words, _LIGHT, s.get_rect())
        return s
    else:
        pygame.draw.rect(s, _RIM, rect, border_radius=max(2, h // 3))
        pygame.draw.rect(s, _DARK, rect.inflate(-2 * rim, -2 * rim),
                         border_radius=max(2, h // 3 - rim))  # fmt: skip
    _label(s, words, _LIGHT, rect)
    return s


def _dpad(button: str, h: int) -> pygame.Surface:
    s = _canvas(h, h)
    arm, rim = h / 3, _rim(h)
    cross = [pygame.Rect(round(arm), 0, round(arm), h), pygame.Rect(0, round(arm), h, round(arm))]
    for r in cross:  # the light edge of the whole cross first, then its dark arms
        pygame.draw.rect(s, _RIM, r, border_radius=max(1, h // 10))
    for r in cross:
        pygame.draw.rect(s, _DARK, r.inflate(-2 * rim, -2 * rim), border_radius=max(1, h // 10))
    lit = {
        "dpad_up": (arm, 0), "dpad_down": (arm, 2 * arm),
        "dpad_left": (0, arm), "dpad_right": (2 * arm, arm),
    }  # fmt: skip
    if button in lit:
        x, y = lit[button]
        pygame.draw.rect(s, _LIGHT, (round(x) + 1, round(y) + 1, round(arm) - 2, round(arm) - 2),
                         border_radius=max(1, h // 12))  # fmt: skip
    return s
