"""Fish'n'Flip's autoplay driver (``finspan --autoplay --game flip``): every choice of a
person's seat made by posted clicks, as a player would: the action card in the hand, then its
target on the net; a power's use on the net; a bid, a pass or a gift by its button. Where no
click reaches the option, or a click did not take, the keys do it (the highlight moved down
to it, then Enter). The choices are the Easy player's (`finspan.flip_ai.choose`, a small fixed
budget, seeded by the game's seed and the decision's number); computer seats answer by
themselves. The app's loop runs it (`finspan.app.autoplay`)."""

from __future__ import annotations

from typing import Any

import pygame

from ...flip import Option
from ..kit.autoplay import PATIENCE, click, key

#: Options the driver's search applies per decision (quick; the same game for a seed).
DRIVER_BUDGET = 40
#: The driver's level: it frees what it can this turn, as a new player might.
DRIVER_LEVEL = "easy"
_KEYS = {"escape": pygame.K_ESCAPE, "down": pygame.K_DOWN, "return": pygame.K_RETURN}


class FlipDriver:
    """Chooses for the persons' seats of a Fish'n'Flip table and reads the final scores."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.decisions = 0
        self.clicks = 0
        self.keyboard_fallbacks = 0
        self._chosen: tuple[int, Option] | None = None  # (decision number, option)
        self._posted: tuple[tuple[int, Any], int] | None = None  # (table state, frame)

    def events_for(self, app: Any, frame: int) -> list[pygame.event.Event]:
        from ...flip_ai import choose
        from .clicks import keys_to, next_click
        from .table import FlipTable

        table = app.stack.top
        table = getattr(table, "table", table)  # the table beneath the guided first turn
        if not isinstance(table, FlipTable) or table.busy or table.computer_decides:
            return []
        game = table.game
        if game.decision is None:
            return []
        done = len(game.history)
        if self._chosen is None or self._chosen[0] != done:
            option = choose(game, DRIVER_LEVEL, self.seed + done, DRIVER_BUDGET)
            self._chosen = (done, option)
            self.decisions += 1
        option = self._chosen[1]
        state = (done, table.choosing.action)
        point = next_click(table, option)
        if self._posted is not None and self._posted[0] == state:
            if frame - self._posted[1] < PATIENCE:
                return []
            point = None  # the click did not take: the keyboard
            self.keyboard_fallbacks += 1
        self._posted = (state, frame)
        if point is None:
            return [e for name in keys_to(table, option) for e in key(_KEYS[name])]
        self.clicks += 1
        return click(point)

    @staticmethod
    def result(app: Any) -> str | None:
        """The game's verdict once its final scores show, else None."""
        from .final import FlipFinal

        top = app.stack.top
        return top.game.outcome().verdict if isinstance(top, FlipFinal) else None
