"""A short celebration over the final scores: bubbles rising and a few fish swimming across.

Owns `Celebration`: seeded (the same every time for a game), it plays for `CELEBRATION_S`
seconds of its own time and then stops by itself (``done``); `update` advances it, `draw`
paints it over whatever is beneath. The fish are the catalog's own pictures (`fish_art`).
Nothing here is a rule.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..art import fish_art

if TYPE_CHECKING:
    from finspan.engine import Fish

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
    fish: Fish
    y: float  # share of the height
    start: float
    direction: int  # +1 right, -1 left


class Celebration:
    """Bubbles and fish for `CELEBRATION_S` seconds; ``fish`` are the ones that swim (the
    winner's, say), ``seed`` makes it the same picture every time."""

    def __init__(self, fish: list[Fish], seed: int) -> None:
        rng = random.Random(seed)
        self.elapsed = 0.0
        self.bubbles = [
            Bubble(rng.random(), rng.uniform(0, CELEBRATION_S * 0.6), rng.uniform(0.25, 0.5),
                   rng.uniform(0.004, 0.012), rng.uniform(0, math.tau))
            for _ in range(BUBBLES)
        ]  # fmt: skip
        chosen = rng.sample(fish, min(4, len(fish))) if fish else []
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
            alpha = round(170 * fade)
            dot = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            pygame.draw.circle(dot, (210, 236, 255, alpha // 3), (r + 1, r + 1), r)
            pygame.draw.circle(dot, (230, 246, 255, alpha), (r + 1, r + 1), r, max(1, r // 4))
            surface.blit(dot, (round(x) - r - 1, round(y) - r - 1))
        length = round(h * 0.14)
        for s in self.swimmers:
            age = t - s.start
            if age < 0:
                continue
            across = age / (CELEBRATION_S - s.start)  # from one side to the other
            pic = fish_art.fish_picture(s.fish, length, round(length * 0.62), backdrop=False)
            if s.direction < 0:
                pic = pygame.transform.flip(pic, True, False)
            span = w + pic.get_width()
            x = -pic.get_width() + span * across if s.direction > 0 else w - span * across
            y = s.y * h + math.sin(age * 2.2) * h * 0.015
            if fade < 1:
                pic = pic.copy()
                pic.set_alpha(round(255 * fade))
            surface.blit(pic, (round(x), round(y)))
