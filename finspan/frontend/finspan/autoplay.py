"""Finspan's autoplay driver (``finspan --autoplay``): it watches the top scene, picks an
option with the greedy policy and posts the clicks (or keys) that choose it, as a player
would; it answers the end of a week and reads the final scores. The app's loop runs it
(`finspan.app.autoplay`)."""

from __future__ import annotations

import pygame

from ...engine import Rng, greedy_policy
from ..kit.autoplay import PATIENCE, click, key


class Driver:
    """Chooses options for the table and answers the end-of-week and final scenes."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed ^ 0xA070)
        self.waiting_for: tuple[int, int] | None = None  # (history length, frame posted)
        self.decisions = 0
        self.keyboard_fallbacks = 0

    def events_for(self, app, frame: int) -> list[pygame.event.Event]:
        from .choosing import options_at
        from .final import FinalScene
        from .hits import DiscardHit
        from .scene import TableScene
        from .week_end import WeekEndScene

        top = app.stack.top
        top = getattr(top, "table", top)  # the table beneath the guided first turn
        if isinstance(top, WeekEndScene):
            return key(pygame.K_RETURN)
        if isinstance(top, FinalScene) or not isinstance(top, TableScene):
            return []
        if top.queue.busy or top.pending_scene is not None:
            return []
        if top.computers.decides(top.game):  # seats: computer players answer by themselves
            return []
        game = top.game
        if game.decision is None:
            return []
        done = len(game.history)
        if self.waiting_for is not None:
            since, posted = self.waiting_for
            if done == since and frame - posted < PATIENCE:
                return []
            if done == since:  # the clicks did not take: use the keyboard
                self.keyboard_fallbacks += 1
                self.waiting_for = (done, frame)
                return self._by_keyboard(top, greedy_policy(game, self.rng))
        option = greedy_policy(game, self.rng)
        self.decisions += 1
        self.waiting_for = (done, frame)
        card = getattr(option, "card", -1)
        if top.choosing.pile_open and not options_at(top.options, DiscardHit(card), None):
            return key(pygame.K_ESCAPE)
        points = top.click_point(option)
        if not points:
            return self._by_keyboard(top, option)
        out: list[pygame.event.Event] = []
        for p in points:
            out += click(p)
        return out

    @staticmethod
    def result(app) -> str | None:
        """Each seat's total once the final scores show, else None."""
        from .final import FinalScene

        if not isinstance(app.stack.top, FinalScene):
            return None
        game = app.stack.top.game
        return ", ".join(f"{p.name} {game.outcome().totals[p.seat]}" for p in game.players)

    @staticmethod
    def _by_keyboard(table, option) -> list[pygame.event.Event]:
        options = table.options
        index = options.index(option)
        steps = (index - table.focus) % len(options)
        out: list[pygame.event.Event] = []
        if table.move_from is not None:
            out += key(pygame.K_ESCAPE)
        for _ in range(steps):
            out += key(pygame.K_DOWN)
        return out + key(pygame.K_RETURN)
