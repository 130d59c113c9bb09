"""A short celebration over the final scores: bubbles rising and a few fish swimming across.

Owns `Celebration`: seeded (the same every time for a game), it plays for `CELEBRATION_S`
seconds of its own time and then stops by itself (``done``); `update` advances it, `draw`
paints it over whatever is beneath. The swimmers are the game's own pictures (a Finspan
winner's fish, Fish'n'Flip's animals freed). Nothing here is a rule.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

#: How long the celebration plays (seconds at normal speed).
CELEBRATION_S = 5.0
BUBBLES = 60


@dataclass(slots=True)
class Bubble:
    x: float  # share of the width
    start: float  # seconds after the start when it leaves the floor
    speed: float  # heights per second
    size: float  # radius as a share of the height
    phase: float


@dataclass(slots=True)
class Swimmer:
    picture: Callable[[int], pygame.Surface]
    y: float  # share of the height
    start: float
    direction: int  # +1 right, -1 left


class Celebration:
    """Bubbles and a few swimmers for `CELEBRATION_S` seconds; ``swimmers`` paint the ones
    that may swim (the winner's fish, say: each gives its picture facing right for a length
    in pixels), ``seed`` makes it the same picture every time."""

    def __init__(self, swimmers: Sequence[Callable[[int], pygame.Surface]], seed: int) -> None:
        rng = random.Random(seed)
        self.elapsed = 0.0
        self.bubbles = [
            Bubble(rng.random(), rng.uniform(0, CELEBRATION_S * 0.6), rng.uniform(0.25, 0.5),
                   rng.uniform(0.004, 0.012), rng.uniform(0, math.tau))
            for _ in range(BUBBLES)
        ]  # fmt: skip
        chosen = rng.sample(list(swimmers), min(4, len(swimmers))) if swimmers else []
        self.swimmers = [
            Swimmer(f, rng.uniform(0.2, 0.75), i * 0.6, 1 if i % 2 == 0 else -1)
            for i, f in enumerate(chosen)
        ]

    @property
    def done(self) -> bool:
        return self.elapsed >= CELEBRATION_S

    def stop(self) -> None:
        self.elapsed = CELEBRATION_S

    def update(self, dt: float) -> None:
        self.elapsed = min(CELEBRATION_S, self.elapsed + dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        w, h = surface.get_size()
        t = self.elapsed
        fade = min(1.0, (CELEBRATION_S - t) / 0.8)  # the last moment fades out
        for b in self.bubbles:
            age = t - b.start
            if age < 0:
                continue
            y = h * (1.02 - age * b.speed)
            if y < -20:
                continue
            x = b.x * w + math.sin(age * 3 + b.phase) * h * 0.01
            r = max(2, round(b.size * h))
            dot = _bubble(r, round(170 * fade) // 10 * 10)
            surface.blit(dot, (round(x) - r - 1, round(y) - r - 1))
        length = round(h * 0.14)
        for s in self.swimmers:
            age = t - s.start
            if age < 0:
                continue
            across = age / (CELEBRATION_S - s.start)  # from one side to the other
            pic = s.picture(length)
            if s.direction < 0:
                pic = pygame.transform.flip(pic, True, False)
            span = w + pic.get_width()
            x = -pic.get_width() + span * across if s.direction > 0 else w - span * across
            y = s.y * h + math.sin(age * 2.2) * h * 0.015
            if fade < 1:
                pic = pic.copy()
                pic.set_alpha(round(255 * fade))
            surface.blit(pic, (round(x), round(y)))


_BUBBLES: dict[tuple[int, int], pygame.Surface] = {}


def _bubble(r: int, alpha: int) -> pygame.Surface:
    """A bubble of radius ``r``: a faint body and a brighter rim (cached by size and alpha)."""
    dot = _BUBBLES.get((r, alpha))
    if dot is None:
        dot = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        pygame.draw.circle(dot, (210, 236, 255, alpha // 3), (r + 1, r + 1), r)
        pygame.draw.circle(dot, (230, 246, 255, alpha), (r + 1, r + 1), r, max(1, r // 4))
        if len(_BUBBLES) > 400:
            _BUBBLES.clear()
        _BUBBLES[(r, alpha)] = dot
    return dot
