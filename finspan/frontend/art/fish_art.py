"""Procedural fish pictures: every fish of the catalog drawn from its facts, never from art.

Owns the picture as a whole: the water behind the fish (a gradient through its zones, rays of
light or marine snow), where the fish sits in the frame, its shadow, supersampling and the
cache. What each fish looks like is decided in `fish_looks` (body plan, colours, pattern;
deterministic from the fish number and name) and drawn by `fish_bodies`, so the same fish
always looks the same and different fish look different. Surfaces are cached by (number, size).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from finspan.engine import Zone

from ..look.theme import lerp, shade
from .fish_bodies import Canvas, draw_flat, draw_ray, draw_seahorse, draw_side_fish
from .fish_looks import fish_hash, look_of
from .palette import ZONE_WATER
from .surface_cache import SurfaceCache

if TYPE_CHECKING:
    from finspan.engine import Fish

SUPERSAMPLE = 2


def _backdrop(surface: pygame.Surface, fish: Fish, rng: random.Random) -> None:
    """Water behind the fish: a gradient through its zones, rays of light or marine snow."""
    w, h = surface.get_size()
    zones = fish.zones
    stops = [ZONE_WATER[z] for z in zones]
    if len(stops) == 1:
        stops = [shade(stops[0], 1.18), shade(stops[0], 0.8)]
    for y in range(h):
        t = y / max(1, h - 1) * (len(stops) - 1)
        i = min(int(t), len(stops) - 2)
        pygame.draw.line(surface, lerp(stops[i], stops[i + 1], t - i), (0, y), (w, y))
    if zones[0] is Zone.SUNLIGHT:
        rays = pygame.Surface((w, h), pygame.SRCALPHA)
        for _k in range(4):
            x = rng.uniform(0, w)
            pygame.draw.polygon(
                rays,
                (255, 255, 255, 22),
                [(x, 0), (x + w * 0.08, 0), (x - w * 0.2, h), (x - w * 0.32, h)],
            )
        surface.blit(rays, (0, 0))
    if Zone.MIDNIGHT in zones:
        for _ in range(max(6, w * h // 1500)):
            spot = (rng.uniform(0, w), rng.uniform(h * 0.3, h))
            pygame.draw.circle(surface, (160, 190, 220), spot, max(1, w // 220))
    if fish.deepwater_only or fish.zones == (Zone.MIDNIGHT,):
        pygame.draw.ellipse(
            surface, shade(ZONE_WATER[Zone.MIDNIGHT], 0.6), (-w * 0.1, h * 0.9, w * 1.2, h * 0.3)
        )


_CACHE = SurfaceCache(1024)


def _make(fish: Fish, width: int, height: int, backdrop: bool) -> pygame.Surface:
    ss = SUPERSAMPLE
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    rng = random.Random(fish_hash(fish) ^ 0x5EED)
    if backdrop:
        _backdrop(big, fish, random.Random(fish_hash(fish)))
    look = look_of(fish)
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    W, H = big.get_size()
    span = look.fill
    box_w = W * span
    # the body's height must fit too
    tall = {"ray": 0.85, "flat": 0.7, "seahorse": 1.0, "mola": 1.1, "disc": 1.0}.get(look.plan, 0)
    need_h = box_w * max(look.aspect * 1.35, tall, 0.3)
    if need_h > H * 0.9:
        box_w *= H * 0.9 / need_h
    if look.plan == "billfish":
        box_w /= 1.2
    box = pygame.Rect(0, 0, round(box_w), round(box_w))
    box.center = (W // 2 - (round(box_w * 0.1) if look.plan == "billfish" else 0), H // 2)
    if look.plan == "seahorse":
        box.centery = H // 2
    c = Canvas(layer, box)
    if look.plan == "ray":
        draw_ray(c, fish, look, rng)
    elif look.plan == "flat":
        draw_flat(c, fish, look, rng)
    elif look.plan == "seahorse":
        draw_seahorse(c, fish, look, rng)
    else:
        draw_side_fish(c, fish, look, rng)
    if backdrop and not look.dark:  # soft shadow below the fish
        shadow = pygame.mask.from_surface(layer, 40).to_surface(
            setcolor=(0, 0, 0, 45), unsetcolor=(0, 0, 0, 0)
        )
        big.blit(shadow, (ss * 2, ss * 3))
    big.blit(layer, (0, 0))
    return pygame.transform.smoothscale(big, (width, height))


def fish_picture(fish: Fish, width: int, height: int, *, backdrop: bool = True) -> pygame.Surface:
    """The fish drawn in a ``width`` x ``height`` picture, over its zones' water by default.

    Cached by (number, size, backdrop); the returned surface is shared: do not modify it.
    """
    width, height = max(8, int(width)), max(8, int(height))
    key = (fish.number, width, height, backdrop)
    return _CACHE.get_or_make(key, lambda: _make(fish, width, height, backdrop))
