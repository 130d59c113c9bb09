"""The hand-over at the Fish'n'Flip table (`kit.handover`, shared with Finspan's table): when
the decision passes to another seat in a game that two or more persons play (together, or
bidding against each other), a banner in that seat's colour over the net ("Ben's turn",
"Ben's bid", "Coral's turn · computer teammate") and the decision panel sliding from the
previous seat's to the new one's; with the pass screen setting, between two people, the
pass screen (`kit.pass_scene`). A game with one person has none: the computer seats'
choices are shown as they come (`Computers`).

Owns `FlipSeating`, what the Fish'n'Flip table tells the hand-over. Changes nothing.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...flip import DecisionKind
from ..kit.pass_scene import PassScene
from ..ui.banner import Banner, split_level
from ..ui.regions import RegionCache
from ..ui.words import possessive
from .paint_side import seat_colour

#: What the banner calls each kind of decision ("Ben's turn", "Ben's bid").
TITLES: dict[DecisionKind, str] = {
    DecisionKind.ACTION: "turn", DecisionKind.POWER: "turn", DecisionKind.BID: "bid",
    DecisionKind.GIFT: "gift",
}  # fmt: skip


class FlipSeating:
    """The Fish'n'Flip table for the hand-over (`finspan.frontend.kit.handover.Seating`)."""

    #: The region that changes from one seat to the next and slides: the decision panel
    #: (every hand and power is public and stays).
    faded: tuple[str, ...] = ("panel",)

    def handed_to(self, scene: Any) -> int | None:
        d = scene.game.decision
        if d is None or not getattr(scene, "plays", True) or len(self.people(scene)) < 2:
            return None
        return int(d.player)

    def is_computer(self, scene: Any, seat: int) -> bool:
        return bool(scene.computers.controls(seat))

    def people(self, scene: Any) -> list[int]:
        seats = range(len(scene.game.public_state().seats))
        return [s for s in seats if not self.is_computer(scene, s)]

    def banner(self, scene: Any, seat: int, computer: bool) -> Banner:
        """"Ben's turn" (or bid, or gift) with the question under it; a computer seat's
        kind under its name ("Coral's bid", "Easy computer bidder")."""
        game = scene.game
        name = game.public_state().seats[seat].name
        d = game.decision
        title = TITLES.get(d.kind, "turn") if d is not None else "turn"
        if computer:
            name, level = split_level(name)
            name = name.removesuffix(" (teammate)")
            detail = "computer teammate" if game.coop else f"{level} computer bidder".strip()
        else:
            detail = d.question if d is not None else ""
        colour = seat_colour(seat, scene.theme)
        return Banner(f"{possessive(name)} {title}", detail, (colour[0], colour[1], colour[2]))

    def pass_screen(self, scene: Any, seat: int, banner: Banner) -> None:
        name = scene.game.public_state().seats[seat].name
        scene.app.push(PassScene(scene.app, name, banner))

    def regions(self, scene: Any) -> RegionCache:
        return scene.regions  # type: ignore[no-any-return]

    def rect(self, rects: dict[str, pygame.Rect], name: str) -> pygame.Rect:
        return rects[name]

    def banner_area(self, rects: dict[str, pygame.Rect]) -> pygame.Rect:
        return rects["net_area"]
