"""Scores counted up beat by beat (the week's end and the final scores).

Owns `Timeline`: named beats played one after another, each a number of seconds at normal
speed, and the progress of each at a time; and `counted`, a number part-way to its value.
A scene keeps ``elapsed`` (seconds at normal speed), advances it by ``dt`` times the
animation speed (or jumps to the end at "instant" or when skipped), and reads each figure
with `counted`: at the end every figure is exactly the value it was given. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable


def ease_out(t: float) -> float:
    """Fast at first, slowing to the end (cubic); 0 -> 0, 1 -> 1."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


class Timeline:
    """Beats ``(name, seconds)`` one after another; a beat of 0 seconds is skipped."""

    def __init__(self, beats: Iterable[tuple[str, float]]) -> None:
        self.starts: dict[str, float] = {}
        self.lengths: dict[str, float] = {}
        t = 0.0
        for name, seconds in beats:
            self.starts[name] = t
            self.lengths[name] = seconds
            t += seconds
        self.total = t

    def __contains__(self, name: str) -> bool:
        return self.lengths.get(name, 0) > 0

    def progress(self, name: str, elapsed: float) -> float:
        """How far beat ``name`` is at ``elapsed``: 0 before it, 1 after it (and 1 for a beat
        that is not on the timeline, so its figure shows at once)."""
        length = self.lengths.get(name, 0)
        if length <= 0:
            return 1.0
        return min(1.0, max(0.0, (elapsed - self.starts[name]) / length))

    def started(self, name: str, elapsed: float) -> bool:
        return name not in self or elapsed > self.starts[name]

    def crossed(self, before: float, after: float) -> list[str]:
        """The beats that began between ``before`` (excluded) and ``after`` (included)."""
        return [n for n in self.starts if n in self and before < self.starts[n] <= after]


def counted(value: int, progress: float, start: int = 0) -> int:
    """``start`` counted up towards ``value`` (eased); exactly ``value`` at progress 1."""
    if progress >= 1:
        return value
    return start + round((value - start) * ease_out(progress))
