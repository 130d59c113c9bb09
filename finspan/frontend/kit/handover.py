"""The hand-over at a table of either game: when the decision passes to another seat, a banner
in that seat's colour ("Ben's turn") and the seat's own regions sliding from the previous
seat's picture to the new one's; with the pass screen setting, between two people, the room's
pass screen covers the table until the next person confirms.

Owns `Handover` (which seat the table last handed to, the last person who decided, the
running banner and the previous seat's picture) and `Seating`, what a game's table tells it:
whose decision it is, who is a person, what the banner says, which regions slide and where
the banner lies. The table calls `follow` after every change of the game, `update`, `skip`
and `draw`; nothing here changes the game or the table's choosing state. The animation
lasts `HANDOVER_SECONDS` at normal speed (scaled by the animation speed; none when it is
off), so it never hides anything longer than that.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ..look.theme import UI, Theme
from ..ui.banner import Banner, paint_banner
from ..ui.regions import RegionCache

#: Seconds the banner and the cross-fade last at normal animation speed.
HANDOVER_SECONDS = 0.55


class Seating(Protocol):
    """What one game's table tells the hand-over (``scene`` is that table)."""

    #: The regions that change from one seat to the next and slide.
    faded: tuple[str, ...]

    def handed_to(self, scene: Any) -> int | None:
        """The seat the pending decision is handed to, or None for no hand-over (no
        decision; a seat that is not handed the table, such as Nautoma)."""
        ...

    def people(self, scene: Any) -> list[int]:
        """The seats persons play."""
        ...

    def is_computer(self, scene: Any, seat: int) -> bool: ...

    def banner(self, scene: Any, seat: int, computer: bool) -> Banner: ...

    def pass_screen(self, scene: Any, seat: int, banner: Banner) -> None:
        """Cover the table until the person at ``seat`` confirms (the room's pass scene)."""
        ...

    def regions(self, scene: Any) -> RegionCache:
        """The table's region cache (the previous seat's picture is cut out of it)."""
        ...

    def rect(self, rects: dict[str, pygame.Rect], name: str) -> pygame.Rect:
        """The screen part region ``name`` owns, from the layout's ``rects``."""
        ...

    def banner_area(self, rects: dict[str, pygame.Rect]) -> pygame.Rect: ...


def _cut_out(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    """A copy of ``rect`` of ``surface``."""
    out = pygame.Surface(rect.size)
    out.blit(surface, (0, 0), rect)
    return out


class Handover:
    """The hand-over between seats at one table. ``seat`` is the seat whose decision the
    table last followed; ``last_person`` the last seat a person decided for."""

    def __init__(self, seating: Seating) -> None:
        self.seating = seating
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
        """After a change of the game: if the decision passed to another seat, start the
        hand-over, and show the pass screen between two people when it is on."""
        s = self.seating
        seat = s.handed_to(scene)
        if seat is None:
            return
        before, self.seat = self.seat, seat
        computer = s.is_computer(scene, seat)
        previous_person, people = self.last_person, s.people(scene)
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
            self.banner = s.banner(scene, seat, computer)
            self.time, self.duration = 0.0, HANDOVER_SECONDS / speed
        else:
            self.banner, self.old = None, {}
        if pass_screen:
            self.passes += 1
            s.pass_screen(scene, seat, s.banner(scene, seat, False))
        scene.app.request_redraw()

    def _snapshot(self, scene: Any) -> dict[str, pygame.Surface]:
        """The previous seat's regions as the table last drew them (its region cache still
        holds them: the new seat's are drawn in the next frame)."""
        regions = self.seating.regions(scene)
        layer = regions.layer
        if layer is None:
            return {}
        out = {}
        for name in self.seating.faded:
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
        """Over the table just drawn: the new seat's regions sliding in from the right as the
        previous seat's slide out to the left (after the pass screen, from an empty table),
        then the banner. Draws nothing when no hand-over runs."""
        if not self.active or self.banner is None:
            return
        p = self.progress
        shift = 1 - (1 - p) ** 3  # easing out (cubic)
        bounds = surface.get_rect()
        for name in self.seating.faded:
            rect = self.seating.rect(rects, name).clip(bounds)
            if rect.w <= 0 or rect.h <= 0:
                continue
            offset = round(rect.w * shift)
            # the new picture moved right in place (no copy of it), its first ``offset``
            # columns showing at the right; the old one (or the background) left of it
            surface.set_clip(rect)
            surface.scroll(rect.w - offset, 0)
            left = pygame.Rect(rect.x, rect.y, rect.w - offset, rect.h)
            surface.set_clip(left)
            old = self.old.get(name)
            if old is not None and old.get_size() == rect.size:  # (not if the panels moved)
                surface.blit(old, (rect.x - offset, rect.y))
            else:
                surface.fill(UI["background"], left)
            surface.set_clip(None)
        alpha = 255 if p < 0.7 else round(255 * (1 - p) / 0.3)
        if alpha > 0:
            paint_banner(surface, self.seating.banner_area(rects), self.banner, theme, alpha)
