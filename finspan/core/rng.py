"""Every game's one seeded random generator (SplitMix64), whose whole state is one integer.

The state lives in the game state, so cloning, saving and replaying a game reproduce every
shuffle exactly. Never use the global `random` module in the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

_T = TypeVar("_T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
#: The largest draw kept by ``below(n)`` for small n (larger draws would bias the modulo).
_LIMITS: tuple[int, ...] = tuple(_MASK - (_MASK + 1) % n if n else 0 for n in range(256))


def _limit(n: int) -> int:
    """The largest draw ``below(n)`` keeps; raises ValueError unless 1 <= n <= 2**64."""
    if not 0 < n <= _MASK + 1:
        raise ValueError(f"below() needs 1 <= n <= 2**64, not {n}")
    return _MASK - (_MASK + 1) % n


class Rng:
    """SplitMix64. `state` is a plain int in 0..2**64-1 and is all there is to save."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is None:
            # Mix the seed once so that nearby seeds start far apart.
            state = (int(seed) * _GOLDEN + 0x2545F4914F6CDD1D) & _MASK
        self.state = int(state) & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in 0..n-1 (n >= 1), without modulo bias."""
        limit = _LIMITS[n] if 0 < n < 256 else _limit(n)
        # next64() written out: this is the rollouts' most frequent call
        state = (self.state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        while z > limit:  # rejected (a chance of n in 2**64): draw again
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
        self.state = state
        return z % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place (Fisher-Yates): ``j = below(i + 1)`` for each ``i`` from
        the last down to 1, written out (a search deals the deck again in every world)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < 256 else _MASK - (_MASK + 1) % n
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            while z > limit:  # rejected (a chance of n in 2**64): draw again
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items: Sequence[_T]) -> _T:
        """One of ``items`` (not empty), uniformly."""
        return items[self.below(len(items))]

    def clone(self) -> Rng:
        return Rng(state=self.state)
