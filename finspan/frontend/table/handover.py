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

import re
from dataclasses import dataclass
from typing import Any

import pygame

from ...engine import Game
from ..animation import ease_out_cubic
from ..art.board import seat_colour
from ..ui.theme import UI, FontRole, Theme, shade, shorten
from ..ui.words import possessive
from .layout import region_rect

#: Seconds the banner and the cross-fade last at normal animation speed.
HANDOVER_SECONDS = 0.55
#: The regions that change from one seat to the next and slide.
FADED = ("ocean", "hand")

RGB = tuple[int, int, int]
_LEVEL = re.compile(r"^(.*\S)\s+\((Easy|Medium|Hard)\)$")


@dataclass(frozen=True)
class Banner:
    """What the banner says: ``title`` ("Ben's turn"), ``detail`` (the question, or what kind
    of player), in the seat's ``colour``."""

    title: str
    detail: str
    colour: RGB


def banner_for(game: Game, seat: int, computer: bool) -> Banner:
    """The banner for handing the table to ``seat``: "Ben's turn" when it is that seat's turn,
    "Ben's choice" for a decision in another seat's turn (an all-players benefit). A computer
    player's level goes under its name ("Coral's turn", "Easy computer player")."""
    name = game.players[seat].name
    level = ""
    m = _LEVEL.match(name.strip())
    if computer and m:
        name, level = m.group(1), m.group(2)
    d = game.decision
    own_turn = d is None or game.current == seat
    title = f"{possessive(name)} {'turn' if own_turn else 'choice'}"
    if computer:
        detail = f"{level} computer player" if level else "computer player"
    else:
        detail = d.question if d is not None else ""
    colour = seat_colour(game.public_state().players[seat])
    return Banner(title, detail, colour)


def paint_banner(
    surface: pygame.Surface, area: pygame.Rect, banner: Banner, theme: Theme, alpha: int = 255
) -> pygame.Rect:
    """The banner centred in ``area``: a band in the seat's colour with the title and the
    detail (each shortened to fit). Returns the band's rect."""
    t = theme
    pad = t.px(14)
    width = min(area.w - 2 * t.px(12), max(t.px(320), round(area.w * 0.8)))
    title_font = t.font(FontRole.TITLE)
    body_font = t.font(FontRole.BODY)
    title = shorten(banner.title, title_font, width - 2 * pad)
    detail = shorten(banner.detail, body_font, width - 2 * pad) if banner.detail else ""
    title_img = t.text(title, FontRole.TITLE, UI["text"])
    detail_img = t.text(detail, FontRole.BODY, UI["text"]) if detail else None
    height = title_img.get_height() + 2 * pad
    if detail_img is not None:
        height += detail_img.get_height() + t.px(4)
    band = pygame.Rect(0, 0, width, height)
    band.center = area.center
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    box = layer.get_rect()
    radius = t.px(12)
    pygame.draw.rect(layer, (*shade(banner.colour, 0.45), 240), box, border_radius=radius)
    pygame.draw.rect(layer, (*banner.colour, 255), box, max(2, t.px(4)), border_radius=radius)
    chip = t.px(10)
    y = pad
    layer.blit(title_img, title_img.get_rect(midtop=(box.centerx, y)))
    if title_img.get_width() + 4 * chip + 2 * pad < box.w:  # the seat's colour, as a token
        cx = box.centerx - title_img.get_width() // 2 - 2 * chip
        cy = y + title_img.get_height() // 2
        pygame.draw.circle(layer, banner.colour, (cx, cy), chip)
        pygame.draw.circle(layer, UI["text_dark"], (cx, cy), chip, 1)
    if detail_img is not None:
        y += title_img.get_height() + t.px(4)
        layer.blit(detail_img, detail_img.get_rect(midtop=(box.centerx, y)))
    if alpha < 255:
        layer.set_alpha(alpha)
    surface.blit(layer, band)
    return band


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
