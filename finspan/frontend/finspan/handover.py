"""Finspan's hand-over (`kit.handover`, shared by both games' tables): when the decision
passes to another seat (a person in hot-seat, or a computer player, and back), the banner
("Ben's turn", `banner.banner_for`) over the ocean, and the shown ocean and hand sliding from
the previous seat's to the new one's; with the pass screen setting, between two people, the
pass screen (`kit.pass_scene`). Nautoma is never handed the table, nor a seat whose answer
to an all-players benefit is given for it at once.

Owns `FinspanSeating`, what Finspan's table tells the hand-over, and `Handover` made with it.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...engine import Game
from ..kit.handover import HANDOVER_SECONDS, Handover as SharedHandover
from ..kit.pass_scene import PassScene
from ..ui.banner import Banner
from ..ui.regions import RegionCache
from .banner import banner_for
from .layout import region_rect

__all__ = ["HANDOVER_SECONDS", "FinspanSeating", "Handover"]


class FinspanSeating:
    """Finspan's table for the hand-over (`finspan.frontend.kit.handover.Seating`)."""

    #: The regions that change from one seat to the next and slide.
    faded: tuple[str, ...] = ("ocean", "hand")

    def handed_to(self, scene: Any) -> int | None:
        game: Game = scene.game
        d = game.decision
        if d is None or game.players[d.player].is_nautoma:
            return None
        prefs = getattr(scene, "prefs", None)
        if d.source == "all_players" and prefs is not None and prefs.answer_for(d.player) != "ask":
            return None  # answered for that seat at once ("always take" or "always skip")
        return d.player

    def is_computer(self, scene: Any, seat: int) -> bool:
        computers = getattr(scene, "computers", None)
        return computers is not None and computers.controls(seat)

    def people(self, scene: Any) -> list[int]:
        return [p.seat for p in scene.game.players
                if not p.is_nautoma and not self.is_computer(scene, p.seat)]  # fmt: skip

    def banner(self, scene: Any, seat: int, computer: bool) -> Banner:
        return banner_for(scene.game, seat, computer)

    def pass_screen(self, scene: Any, seat: int, banner: Banner) -> None:
        scene.app.push(PassScene(scene.app, scene.game.players[seat].name, banner))

    def regions(self, scene: Any) -> RegionCache:
        return scene.top.regions

    def rect(self, rects: dict[str, pygame.Rect], name: str) -> pygame.Rect:
        return region_rect(rects, name)

    def banner_area(self, rects: dict[str, pygame.Rect]) -> pygame.Rect:
        return rects["ocean"]


class Handover(SharedHandover):
    """The hand-over at Finspan's table."""

    def __init__(self) -> None:
        super().__init__(FinspanSeating())
