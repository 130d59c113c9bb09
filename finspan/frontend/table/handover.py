"""The hand-over at the table: when the decision passes to another seat (a person in hot-seat,
or a computer player, and back), a banner in that seat's colour ("Ben's turn") and the shown
ocean and hand sliding from the previous seat's to the new one's; with the pass screen
setting, between two people, a `PassScene` covers the table until the next person confirms.

Owns `Handover` (which seat the table last handed to, the last person who decided, the
running banner and the previous seat's picture) and the painter of its banner. The table scene
calls `follow` after every change of the game (`_after_change`), `update`, `skip`, `draw`;
nothing here changes the game or the table's choosing state. The animation lasts
`HANDOVER_SECONDS` at normal speed (scaled by the animation speed; none when it is off), so
it never hides anything longer than that.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...engine import Game
from ..animation import ease_out_cubic
from ..ui.theme import UI, Theme
from .banner import Banner, banner_for, paint_banner
from .layout import region_rect

#: Seconds the banner and the cross-fade last at normal animation speed.
HANDOVER_SECONDS = 0.55
#: The regions that change from one seat to the next and slide.
FADED = ("ocean", "hand")

def _cut_out(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    """A copy of ``rect`` of ``surface``."""
    out = pygame.Surface(rect.size)
    out.blit(surface, (0, 0), rect)
    return out


class Handover:
    """The hand-over between seats at one table. ``seat`` is the seat whose decision the
    table last followed; ``last_person`` the last seat a person decided for."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.last_person: int | None = None
        self.banner: Banner | None = None
        self.time = 0.0
        self.duration = 0.0
        self.old: dict[str, pygame.Surface] = {}  # the previous seat's regions, by name
        self.passes = 0  # pass screens shown (for tests and statistics)

    @property
    def active(self) -> bool:
        """True while the banner and the cross-fade run."""
        return self.banner is not None and self.time < self.duration

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.time / self.duration)

    def follow(self, scene: Any) -> None:
        """After a change of the game: if the decision passed to another seat (not Nautoma,
        not an all-players benefit that seat answers at once), start the hand-over, and push
        the pass screen between two people when it is on."""
        game: Game = scene.game
        d = game.decision
        if d is None or game.players[d.player].is_nautoma:
            return
        seat = d.player
        prefs = getattr(scene, "prefs", None)
        if d.source == "all_players" and prefs is not None and prefs.answer_for(seat) != "ask":
            return  # answered for that seat at once ("always take" or "always skip")
        before, self.seat = self.seat, seat
        computers = getattr(scene, "computers", None)
        computer = computers is not None and computers.controls(seat)
        previous_person, people = self.last_person, self._people(game, computers)
        if not computer:
            self.last_person = seat
        if before is None or before == seat:
            return
        settings = scene.app.settings
        pass_screen = (
            getattr(settings, "pass_screen", False)
            and not computer
            and len(people) >= 2
            and previous_person is not None
            and previous_person != seat
        )
        speed = getattr(settings, "animation_speed", 1.0)
        self.old = {} if pass_screen else self._snapshot(scene)
        if speed > 0:
            self.banner = banner_for(game, seat, computer)
            self.time, self.duration = 0.0, HANDOVER_SECONDS / speed
        else:
            self.banner, self.old = None, {}
        if pass_screen:
            from .pass_scene import PassScene

            self.passes += 1
            name = game.players[seat].name
            scene.app.push(PassScene(scene.app, name, banner_for(game, seat, False)))
        scene.app.request_redraw()

    @staticmethod
    def _people(game: Game, computers: Any) -> list[int]:
        return [
            p.seat
            for p in game.players
            if not p.is_nautoma and not (computers is not None and computers.controls(p.seat))
        ]

    @staticmethod
    def _snapshot(scene: Any) -> dict[str, pygame.Surface]:
        """The previous seat's ocean and hand as the table last drew them (its region cache
        still holds them: the new seat's are drawn in the next frame)."""
        regions = scene.top.regions
        layer = regions.layer
        if layer is None:
            return {}
        out = {}
        for name in FADED:
            if name not in regions.rects:
                continue
            rect = regions.rects[name].clip(layer.get_rect())  # where it was painted
            if rect.w > 0 and rect.h > 0:
                out[name] = _cut_out(layer, rect)
        return out

    def update(self, dt: float) -> bool:
        """Time passes; True if the hand-over just ended (one more frame shows its end)."""
        if self.banner is None:
            return False
        self.time += dt
        if self.time >= self.duration:
            self.banner, self.old = None, {}
            return True
        return False

    def skip(self) -> None:
        """A click or key: the hand-over ends at once."""
        self.banner, self.old = None, {}

    def draw(self, surface: pygame.Surface, rects: dict[str, pygame.Rect], theme: Theme) -> None:
        """Over the table just drawn: the new seat's ocean and hand sliding in from the right
        as the previous seat's slide out to the left (after the pass screen, from an empty
        table), then the banner over the ocean. Draws nothing when no hand-over runs."""
        if not self.active or self.banner is None:
            return
        p = self.progress
        shift = ease_out_cubic(p)
        bounds = surface.get_rect()
        for name in FADED:
            rect = region_rect(rects, name).clip(bounds)
            if rect.w <= 0 or rect.h <= 0:
                continue
            offset = round(rect.w * shift)
            new = _cut_out(surface, rect)
            old = self.old.get(name)
            surface.set_clip(rect)
            surface.fill(UI["background"], rect)
            if old is not None and old.get_size() == rect.size:  # (not if the panels moved)
                surface.blit(old, (rect.x - offset, rect.y))
            surface.blit(new, (rect.right - offset, rect.y))
            surface.set_clip(None)
        alpha = 255 if p < 0.7 else round(255 * (1 - p) / 0.3)
        if alpha > 0:
            paint_banner(surface, rects["ocean"], self.banner, theme, alpha)
