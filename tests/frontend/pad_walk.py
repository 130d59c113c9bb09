"""Walking the D-pad's focus over a table's places (`ui.spatial`) as a player would: the
first D-pad button of a shortest walk from the focused place to the one wanted, following
the same rule as the table (each button goes to the nearest place that way)."""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Sequence

import pygame

from finspan.frontend.ui.spatial import nearest

BUTTONS: dict[tuple[int, int], int] = {
    (-1, 0): pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    (1, 0): pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    (0, -1): pygame.CONTROLLER_BUTTON_DPAD_UP,
    (0, 1): pygame.CONTROLLER_BUTTON_DPAD_DOWN,
}


def first_step(places: Sequence[tuple[Hashable, pygame.Rect]], here: Hashable, aim: Hashable
               ) -> int | None:  # fmt: skip
    """The D-pad button that starts a shortest walk from ``here`` to ``aim``; None if no
    walk reaches it (or ``here`` is ``aim``)."""
    rects = dict(places)
    came: dict[Hashable, int] = {}
    todo = deque([here])
    seen = {here}
    while todo:
        at = todo.popleft()
        if at == aim:
            return came.get(aim)
        others = [(k, r) for k, r in places if k != at]
        for direction, button in BUTTONS.items():
            to = nearest(others, rects[at], direction)
            if to is not None and to not in seen:
                seen.add(to)
                came[to] = came.get(at, button)
                todo.append(to)
    return None
