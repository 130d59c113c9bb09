"""A budget of first renderings per painted frame, and stand-ins beyond it.

A hand laid out again at a new size (a longer prompt takes its room, a card more or fewer)
would render every card of it afresh in one frame: at a large text size, 15-30 ms. Within
`RenderBudget.limited` a painter may render only so much afresh (`COSTS`: two thumbnails a
frame, and a hand card, 1.5-3 ms at text 150 %, only when nothing can stand in for it); past
that, a picture of the same card already rendered at another size stands in, scaled, and the
exact rendering waits. `refine` renders
one waiting picture (a frame's worth of work), and `version` changes when none waits any
more, so that whoever showed stand-ins paints again (a table keys its region with it).

Counting units, not time, keeps every frame the same from run to run (tests included).
Outside `limited` every rendering is exact at once, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

#: What a first rendering of each card layout costs, in units.
COSTS = {"picture": 1, "compact": 1, "normal": 5, "large": 8}
#: Units a limited painting may spend on first renderings.
PER_FRAME = 2


class RenderBudget:
    """The budget of the painting in progress (None: not limited) and the exact renderings
    waiting for a stand-in shown by the last limited painting."""

    def __init__(self) -> None:
        self.left: int | None = None
        self.waiting: dict[Hashable, Callable[[], object]] = {}
        self.version = 0

    @contextmanager
    def limited(self, units: int | None = PER_FRAME) -> Iterator[None]:
        """Limit the first renderings of the painting inside (the waiting list starts
        again: only what this painting stood in for waits). None: no limit, nothing
        changed (a painting whose frames do not run, which nothing would refine)."""
        if units is None:
            yield
            return
        self.left, self.waiting = units, {}
        try:
            yield
        finally:
            self.left = None

    def spend(self, layout: str) -> bool:
        """Whether a first rendering of ``layout`` may be made now (then it is counted)."""
        if self.left is None:
            return True
        cost = COSTS.get(layout, 1)
        if cost > self.left:
            return False
        self.left -= cost
        return True

    def wait(self, key: Hashable, render: Callable[[], object]) -> None:
        """A stand-in was shown for ``key``: ``render`` makes the exact picture later."""
        self.waiting[key] = render

    def refine(self) -> bool:
        """Render one waiting picture; True if there was one. The version changes when the
        last one is rendered (the painting shows them all at once, in a frame of its own)."""
        if not self.waiting:
            return False
        key = next(iter(self.waiting))
        self.waiting.pop(key)()
        if not self.waiting:
            self.version += 1
        return True


#: The budget of card renderings (`cards.render_card`).
BUDGET = RenderBudget()
