"""The underwater scene behind every menu screen, and panels with depth on one spacing grid.

Owns `paint_backdrop` (water from sunlit to midnight, light rays, marine snow, a sea floor with
kelp; the title's picture), a cache of it per window size, and `Backdrop`: that picture with a
few specks of marine snow drifting over it. The specks drift only for `DRIFT_S` seconds after
the player presses a key, clicks or scrolls, then rest where they are, so a screen nobody
touches draws no frames (idle CPU near 0 %). With the animation speed at "instant" they never
move. `shadowed_panel` draws a panel with a soft shadow; `GRID` is the spacing unit (8 px at
100 %) every menu screen's margins and gaps are multiples of. Draws no art from the printed game.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

import pygame

from finspan.engine import Zone

from ..shell.scene import AppContext
from ..ui import theme as th
from ..ui.theme import UI, ZONE_WATER, Theme

#: Seconds the marine snow drifts after the last key, click or wheel; then it rests.
DRIFT_S = 4.0
#: The spacing unit (at 100 % text) of margins and gaps on menu screens.
GRID = 8
#: Specks of marine snow that drift over the still picture.
SPECKS = 36


def grid(theme: Theme, units: float) -> int:
    """``units`` steps of the spacing grid, in pixels at the theme's size."""
    return theme.px(GRID * units)


def paint_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Water from sunlit to midnight, light rays, marine snow and a sea floor with kelp."""
    w, h = size
    surf = pygame.Surface(size)
    stops = [
        (0.0, th.shade(ZONE_WATER[Zone.SUNLIGHT], 0.82)),
        (0.38, ZONE_WATER[Zone.TWILIGHT]),
        (0.72, ZONE_WATER[Zone.MIDNIGHT]),
        (1.0, th.shade(ZONE_WATER[Zone.MIDNIGHT], 0.6)),
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
    pygame.transform.smoothscale(strip, (w, h), surf)
    rng = random.Random(11)
    rays = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(6):
        x = rng.uniform(0.05, 1.1) * w
        top_w = rng.uniform(0.03, 0.08) * w
        pygame.draw.polygon(
            rays, (255, 255, 255, rng.randint(10, 22)),
            [(x, 0), (x + top_w, 0), (x - w * 0.18, h * 0.7), (x - w * 0.18 - top_w * 3, h * 0.7)],
        )  # fmt: skip
    fade_strip = pygame.Surface((1, rows), pygame.SRCALPHA)  # rays fade out with depth
    for y in range(rows):
        fade_strip.set_at((0, y), (255, 255, 255, max(0, round(255 * (1 - y / (rows * 0.7))))))
    fade = pygame.transform.smoothscale(fade_strip, (w, h))
    rays.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(rays, (0, 0))
    snow = (150, 178, 206)
    for _ in range(w * h // 9000):
        x, y = rng.uniform(0, w), rng.uniform(0.45, 0.95) * h
        pygame.draw.circle(surf, th.lerp(snow, ZONE_WATER[Zone.MIDNIGHT], rng.random() * 0.6),
                           (x, y), max(1, round(h / 500)))  # fmt: skip
    floor_colour = th.shade(ZONE_WATER[Zone.MIDNIGHT], 0.45)
    kelp = th.shade(UI["legal"], 0.45)
    for _ in range(9):  # kelp strands swaying in the still picture
        base_x = rng.uniform(0, w)
        height = rng.uniform(0.12, 0.3) * h
        pts = [
            (base_x + math.sin(i * 0.7 + base_x) * h * 0.012, h - i / 10 * height)
            for i in range(11)
        ]
        pygame.draw.lines(surf, kelp, False, pts, max(2, round(h * 0.006)))
    floor = [(0, h)]
    for i in range(25):
        x = i / 24 * w
        floor.append((x, h - h * (0.045 + 0.03 * math.sin(i * 1.7) + 0.015 * math.sin(i * 0.6))))
    floor.append((w, h))
    pygame.draw.polygon(surf, floor_colour, floor)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf


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

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """The picture (its part under ``area``, if given) and the specks over it."""
        size = surface.get_size()
        pic = picture(size)
        if area is None:
            surface.blit(pic, (0, 0))
        else:
            surface.blit(pic, area, area)
        w, h = size
        colour = (196, 214, 232)
        for s in self.specks:
            x = (s.x + 0.006 * math.sin(self.clock * 0.8 + s.sway)) * w
            pos = (round(x), round(s.y * h))
            if area is None or area.collidepoint(pos):
                pygame.draw.circle(surface, colour, pos, max(1, round(s.size * h)))
        self.drawn = True


def shadowed_panel(
    surface: pygame.Surface, rect: pygame.Rect, theme: Theme, *, alpha: int = 235
) -> None:
    """A rounded panel floating over the backdrop: a soft shadow below and to the right, the
    panel colour (slightly see-through so the water shows at the edges) and a light top edge."""
    radius = theme.px(10)
    offset = max(2, theme.px(5))
    soft = max(2, theme.px(10))
    shadow = _shadow(rect.size, radius, soft)
    surface.blit(shadow, (rect.x - soft + offset // 2, rect.y - soft + offset))
    key = (rect.size, radius, alpha, th.lerp(UI["background"], UI["panel"], 0.55))
    layer = _LAYERS.get(key)
    if layer is None:
        colour = key[3]
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*th.lerp(colour, (255, 255, 255), 0.18), 255),
                         layer.get_rect(), 1, border_radius=radius)  # fmt: skip
        if len(_LAYERS) > 24:
            _LAYERS.clear()
        _LAYERS[key] = layer
    surface.blit(layer, rect)


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


def window(
    backdrop: Backdrop, size: tuple[int, int], box: pygame.Rect, radius: int
) -> pygame.Surface:
    """The backdrop's water seen through a rounded ``box`` of a ``size`` screen (a panel over
    the table); cached by size and box, the specks drawn over the cached water."""
    key = (size, tuple(box), radius)
    water = _WINDOWS.get(key)
    if water is None:
        water = pygame.Surface(box.size, pygame.SRCALPHA)
        water.blit(picture(size), (0, 0), box)
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        water.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        if len(_WINDOWS) > 8:
            _WINDOWS.clear()
        _WINDOWS[key] = water
    out = water.copy()
    w, h = size
    for s in backdrop.specks:
        x = (s.x + 0.006 * math.sin(backdrop.clock * 0.8 + s.sway)) * w - box.x
        y = s.y * h - box.y
        if 0 <= x < box.w and 0 <= y < box.h:
            dot = max(1, round(s.size * h))
            pygame.draw.circle(out, (196, 214, 232), (round(x), round(y)), dot)
    backdrop.drawn = True
    return out
