"""What the table's animations read (`Stage`) and the small drawing moves they share: a surface
flying from one rect to another, a ring that flares and fades, words floating up.

Nothing here reads the scene or touches the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...engine import PublicState
from ..animation import Drawer, ease_out_cubic, fly, pulse
from ..look.theme import UI, FontRole, Theme
from .layout import TableLayout

__all__ = ["Drawer", "Stage", "float_text", "fly", "ring", "seat_box"]


@dataclass(frozen=True)
class Stage:
    """What the animations read: the table's layout, public state and shown seat when the
    animation was queued. ``now``, if given, returns the stage as it is at the moment of
    drawing (the layout after a resize, the view stepped by the events shown before this
    one), for animations that must follow the table while they play."""

    layout: TableLayout
    view: PublicState
    shown_seat: int
    theme: Theme
    now: Callable[[], Stage] | None = None

    def live(self) -> Stage:
        """The stage as it is now (itself when it cannot tell)."""
        return self.now() if self.now is not None else self


def seat_box(scene: Stage, seat: int) -> pygame.Rect | None:
    return scene.layout.seat_box(seat)


def ring(rect: pygame.Rect, colour, scene: Stage) -> Drawer:
    def draw(surface: pygame.Surface, t: float) -> None:
        grow = round(scene.theme.px(10) * pulse(t))
        pygame.draw.rect(
            surface, colour, rect.inflate(grow, grow), scene.theme.px(3), border_radius=8
        )

    return draw


def float_text(content: str, rect: pygame.Rect, scene: Stage, colour=None) -> Drawer:
    def draw(surface: pygame.Surface, t: float) -> None:
        img = scene.theme.text(content, FontRole.HEADING, colour or UI["focus"])
        y = rect.centery - round(scene.theme.px(30) * ease_out_cubic(t))
        surface.blit(img, img.get_rect(center=(rect.centerx, y)))

    return draw
