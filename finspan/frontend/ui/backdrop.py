"""The underwater scene behind every menu screen, and panels with depth on one spacing grid.

Owns `paint_backdrop` (water from sunlit to midnight, light rays, marine snow, a sea floor with
kelp; the title's picture), a cache of it per window size, and `Backdrop`: that picture with a
few specks of marine snow drifting over it. The specks drift only for `DRIFT_S` seconds after
the player presses a key, clicks or scrolls, then rest where they are, so a screen nobody
touches draws no frames (idle CPU near 0 %). With the animation speed at "instant" they never
move. `shadowed_panel` draws a panel with a soft shadow (every menu panel, through
`common.panel`); `draw_window` the still water through a panel over the table; `overlay` a
cached see-through tint. `GRID` is the spacing unit (8 px at 100 %) of `grid`; the week's end
and the final scores lay their margins and gaps out on it, and `columns` places the panels of
the settings, statistics and rules screens on it. Draws no art from the printed game.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

import pygame

from ..look import theme as th
from ..look.theme import UI, Theme
from ..shell.scene import AppContext

#: Seconds the marine snow drifts after the last key, click or wheel; then it rests.
DRIFT_S = 4.0
#: The spacing unit (at 100 % text) of margins and gaps on menu screens.
GRID = 8
#: Specks of marine snow that drift over the still picture, and their colour.
SPECKS = 36
SPECK_COLOUR = (196, 214, 232)


def grid(theme: Theme, units: float) -> int:
    """``units`` steps of the spacing grid, in pixels at the theme's size."""
    return theme.px(GRID * units)


def columns(
    size: tuple[int, int], theme: Theme, top: int, bottom: int, shares: tuple[float, ...],
    *, gap_units: float = 3,
) -> list[pygame.Rect]:  # fmt: skip
    """Panels side by side from ``top`` to ``bottom``, on the spacing grid: a margin of 3
    units at each side, ``gap_units`` between them, the rest shared by ``shares``."""
    margin, gap = grid(theme, 3), grid(theme, gap_units)
    room = size[0] - 2 * margin - gap * (len(shares) - 1)
    total = sum(shares)
    out, x = [], margin
    for i, share in enumerate(shares):
        width = room * share // total if i < len(shares) - 1 else size[0] - margin - x
        out.append(pygame.Rect(x, top, round(width), bottom - top))
        x += round(width) + gap
    return out


def paint_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Water from sunlit to midnight, light rays, marine snow and a sea floor with kelp."""
    w, h = size
    stops = [
        (0.0, th.shade(th.WATER_SUNLIT, 0.82)),
        (0.38, th.WATER_TWILIGHT),
        (0.72, th.WATER_MIDNIGHT),
        (1.0, th.shade(th.WATER_MIDNIGHT, 0.6)),
    ]
    # The gradient is painted on a narrow strip and stretched once (cheap at start-up).
    rows = max(2, h // 4)
    strip = pygame.Surface((1, rows))
    for y in range(rows):
        t = y / (rows - 1)
        for (t0, c0), (t1, c1) in itertools.pairwise(stops):
            if t <= t1:
                strip.set_at((0, y), th.lerp(c0, c1, (t - t0) / (t1 - t0)))
                break
    surf = _stretched(strip, size)
    rng = random.Random(11)
    # The rays reach 0.7 of the height, fading out with depth: painted on that band alone,
    # in strips whose alpha falls step by step (a step of at most one unit of alpha).
    band = (w, max(2, math.ceil(h * 0.7)))
    rays = pygame.Surface(band, pygame.SRCALPHA)
    strips = 24
    for _ in range(6):
        x = rng.uniform(0.05, 1.1) * w
        top_w = rng.uniform(0.03, 0.08) * w
        alpha = rng.randint(10, 22)
        foot = x - w * 0.18
        shape = [(x, 0), (x + top_w, 0), (foot, h * 0.7), (foot - top_w * 3, h * 0.7)]
        for i in range(strips):
            top, bottom = band[1] * i // strips, band[1] * (i + 1) // strips
            rays.set_clip(pygame.Rect(0, top, w, bottom - top))
            fade = round(alpha * (1 - (i + 0.5) / strips))
            pygame.draw.polygon(rays, (255, 255, 255, fade), shape)
    rays.set_clip(None)
    surf.blit(rays, (0, 0))
    snow = (150, 178, 206)
    for _ in range(w * h // 9000):
        spot = (rng.uniform(0, w), rng.uniform(0.45, 0.95) * h)
        pygame.draw.circle(surf, th.lerp(snow, th.WATER_MIDNIGHT, rng.random() * 0.6),
                           spot, max(1, round(h / 500)))  # fmt: skip
    floor_colour = th.shade(th.WATER_MIDNIGHT, 0.45)
    kelp = th.shade(UI["legal"], 0.45)
    for _ in range(9):  # kelp strands swaying in the still picture
        base_x = rng.uniform(0, w)
        height = rng.uniform(0.12, 0.3) * h
        pts = [
            (base_x + math.sin(i * 0.7 + base_x) * h * 0.012, h - i / 10 * height)
            for i in range(11)
        ]
        pygame.draw.lines(surf, kelp, False, pts, max(2, round(h * 0.006)))
    floor: list[tuple[float, float]] = [(0, h)]
    for i in range(25):
        x = i / 24 * w
        floor.append((x, h - h * (0.045 + 0.03 * math.sin(i * 1.7) + 0.015 * math.sin(i * 0.6))))
    floor.append((w, h))
    pygame.draw.polygon(surf, floor_colour, floor)
    screen = pygame.display.get_surface()
    if screen is not None and _format(surf) != _format(screen):  # (else it is a copy)
        surf = surf.convert()
    return surf


def _stretched(strip: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A one-pixel-wide ``strip`` smoothscaled to ``size``: the same pixels as
    ``pygame.transform.smoothscale(strip, size)`` (every row is one colour), made by
    smoothscaling down the height alone and widening that column, a fraction of the cost."""
    return pygame.transform.scale(pygame.transform.smoothscale(strip, (1, size[1])), size)


def _format(surface: pygame.Surface) -> tuple:
    """What `Surface.convert` changes: bits, masks and per-pixel alpha."""
    return surface.get_bitsize(), surface.get_masks(), surface.get_flags() & pygame.SRCALPHA


_PICTURES: dict[tuple[int, int], pygame.Surface] = {}


def picture(size: tuple[int, int]) -> pygame.Surface:
    """The still backdrop at ``size``, painted once per size (a few sizes are kept)."""
    pic = _PICTURES.get(size)
    if pic is None:
        if len(_PICTURES) > 3:
            _PICTURES.pop(next(iter(_PICTURES)))
        pic = _PICTURES[size] = paint_backdrop(size)
    return pic


@dataclass(slots=True)
class Speck:
    x: float  # shares of the width and height
    y: float
    speed: float  # heights per second, upwards
    sway: float  # phase of the side-to-side sway
    size: float  # radius as a share of the height


#: The input that wakes a screen's drifting backdrop (a key, a click, the wheel).
WAKING_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)


class Backdrop:
    """The backdrop of one screen: the still picture and drifting marine snow.

    Call `wake` when the player presses a key, clicks or scrolls, `update` every frame
    (returns True while the snow moves), and `draw` first in the scene's `draw`. ``moving``
    is what the scene adds to its ``animating``: only after it has been drawn, only with
    animations on, and only for `DRIFT_S` seconds after the last `wake`.
    """

    def __init__(self, app: AppContext, seed: int = 5) -> None:
        self.app = app
        rng = random.Random(seed)  # the same picture every time
        self.specks = [
            Speck(rng.random(), rng.random(), rng.uniform(0.006, 0.02), rng.uniform(0, math.tau),
                  rng.uniform(0.0015, 0.0035))
            for _ in range(SPECKS)
        ]  # fmt: skip
        self.awake = 0.0  # seconds of drift left: a screen opens still, input wakes it
        self.clock = 0.0
        self.drawn = False

    def wake(self) -> None:
        self.awake = DRIFT_S

    @property
    def moving(self) -> bool:
        speed = getattr(self.app.settings, "animation_speed", 1.0)
        return self.drawn and self.awake > 0 and speed > 0

    def update(self, dt: float) -> bool:
        if not self.moving:
            return False
        self.awake -= dt
        step = dt * min(1.0, self.app.settings.animation_speed)  # calm, even at fast
        self.clock += step
        for s in self.specks:
            s.y -= s.speed * step
            if s.y < -0.02:
                s.y += 1.04
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The picture over the whole ``surface``, and the specks over it."""
        w, h = size = surface.get_size()
        surface.blit(picture(size), (0, 0))
        for s in self.specks:
            x = (s.x + 0.006 * math.sin(self.clock * 0.8 + s.sway)) * w
            pos = (round(x), round(s.y * h))
            pygame.draw.circle(surface, SPECK_COLOUR, pos, max(1, round(s.size * h)))
        self.drawn = True


def shadowed_panel(
    surface: pygame.Surface, rect: pygame.Rect, theme: Theme, *, alpha: int = 255
) -> None:
    """A rounded panel floating over the backdrop: a soft shadow below and to the right, the
    panel colour and a light top edge. Only the shadow's rim is blended (the panel covers
    the rest), so a large panel costs little to draw; ``alpha`` < 255 lets the water show
    through the panel."""
    radius = theme.px(10)
    offset = max(2, theme.px(5))
    soft = max(2, theme.px(10))
    shadow = _shadow(rect.size, radius, soft)
    at = pygame.Rect(rect.x - soft + offset // 2, rect.y - soft + offset, *shadow.get_size())
    inside = rect.inflate(-2 * radius, -2 * radius)  # surely under the panel
    for part in _around(at, inside):
        surface.blit(shadow, part, part.move(-at.x, -at.y))
    colour = th.lerp(UI["background"], UI["panel"], 0.55)
    edge = th.lerp(colour, (255, 255, 255), 0.18)
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
        pygame.draw.rect(surface, edge, rect, 1, border_radius=radius)
        return
    key = (rect.size, radius, alpha, colour)
    layer = _LAYERS.get(key)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*edge, 255), layer.get_rect(), 1, border_radius=radius)
        if len(_LAYERS) > 24:
            _LAYERS.clear()
        _LAYERS[key] = layer
    surface.blit(layer, rect)


def _around(outer: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``outer`` less ``hole``, as up to four rectangles (top, bottom, left, right)."""
    hole = hole.clip(outer)
    if not hole.w or not hole.h:
        return [outer]
    return [r for r in (
        pygame.Rect(outer.x, outer.y, outer.w, hole.y - outer.y),
        pygame.Rect(outer.x, hole.bottom, outer.w, outer.bottom - hole.bottom),
        pygame.Rect(outer.x, hole.y, hole.x - outer.x, hole.h),
        pygame.Rect(hole.right, hole.y, outer.right - hole.right, hole.h),
    ) if r.w > 0 and r.h > 0]  # fmt: skip


_LAYERS: dict[tuple, pygame.Surface] = {}


_SHADOWS: dict[tuple[tuple[int, int], int, int], pygame.Surface] = {}


def _shadow(size: tuple[int, int], radius: int, soft: int) -> pygame.Surface:
    """A blurred dark rounded rectangle ``soft`` pixels larger on each side (cached)."""
    key = (size, radius, soft)
    shadow = _SHADOWS.get(key)
    if shadow is None:
        w, h = size[0] + 2 * soft, size[1] + 2 * soft
        small = pygame.Surface((max(1, w // 4), max(1, h // 4)), pygame.SRCALPHA)
        inner = pygame.Rect(soft // 4, soft // 4, max(1, size[0] // 4), max(1, size[1] // 4))
        pygame.draw.rect(small, (0, 0, 10, 120), inner, border_radius=max(1, radius // 4))
        shadow = pygame.transform.smoothscale(small, (w, h))
        shadow = pygame.transform.box_blur(shadow, max(1, soft // 2))
        if len(_SHADOWS) > 24:
            _SHADOWS.clear()
        _SHADOWS[key] = shadow
    return shadow


_WINDOWS: dict[tuple, pygame.Surface] = {}


def draw_window(surface: pygame.Surface, box: pygame.Rect, radius: int, veil: tuple) -> None:
    """The backdrop's still water seen through a rounded ``box`` of ``surface`` (a panel
    over the table) under a ``veil`` colour (RGBA); no drifting specks over its text. The
    water and veil are composed once per size and box."""
    size = surface.get_size()
    key = (size, tuple(box), radius, tuple(veil))
    water = _WINDOWS.get(key)
    if water is None:
        water = pygame.Surface(box.size, pygame.SRCALPHA)
        water.blit(picture(size), (0, 0), box)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, veil, layer.get_rect(), border_radius=radius)
        water.blit(layer, (0, 0))
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        water.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        if len(_WINDOWS) > 8:
            _WINDOWS.clear()
        _WINDOWS[key] = water
    surface.blit(water, box)


_OVERLAYS: dict[tuple, pygame.Surface] = {}


def overlay(size: tuple[int, int], colour: tuple) -> pygame.Surface:
    """A see-through layer of ``colour`` (RGBA) over a whole ``size`` screen (cached)."""
    key = (size, tuple(colour))
    layer = _OVERLAYS.get(key)
    if layer is None:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        layer.fill(colour)
        _OVERLAYS.clear()
        _OVERLAYS[key] = layer
    return layer
