"""What every table painter reads: one `Frame` (the layout, the public state, the choosing
state and a few flags), and the shared panel box. Painters draw from a frame and change
nothing: not the scene, not the choosing state, not the layout."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import Game, Option, PublicState
from ..ui.theme import UI, Theme
from .choosing import Choosing
from .hits import Hit
from .layout import TableLayout

#: A mouse position off every rect (for regions drawn into the cache, which never show it).
OFF_SCREEN = (-(10**6), -(10**6))


@dataclass(frozen=True)
class Frame:
    """One frame's inputs to the painters. ``mouse`` and ``hover`` are what the painter may
    show of the mouse (off-screen and None for cached regions)."""

    layout: TableLayout
    view: PublicState
    game: Game
    options: tuple[Option, ...]
    choosing: Choosing
    theme: Theme
    busy: bool  # animations run
    can_undo: bool = False
    can_redo: bool = False
    mouse: tuple[int, int] = OFF_SCREEN
    hover: Hit | None = None
    status: str = ""  # the panel's status line ("Ben is thinking…")

    @property
    def shown_seat(self) -> int:
        return self.choosing.shown_seat

    @property
    def deciding(self) -> bool:
        """The shown seat answers the pending decision and nothing moves."""
        d = self.game.decision
        return d is not None and d.player == self.shown_seat and not self.busy


def panel_box(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    pygame.draw.rect(surface, UI["panel"], rect, border_radius=theme.px(8))
    pygame.draw.rect(surface, UI["panel_edge"], rect, 1, border_radius=theme.px(8))


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    theme: Theme,
    role,
    *,
    lit: bool = False,
    ink=None,
) -> None:
    """A plain button: its box (lighter when ``lit``) and its label centred."""
    pygame.draw.rect(
        surface, UI["button_active"] if lit else UI["button"], rect, border_radius=theme.px(5)
    )
    img = theme.text(label, role, ink or UI["text"])
    surface.blit(img, img.get_rect(center=rect.center))
