"""The hover zoom as a scene, the same for every screen: a large card with its explanation, a
short help for a token or icon in the card help's style, or what a screen paints itself (a
seat's ocean), beside what the mouse rests on.

Knows no game: a game's card is drawn by the game's own `CardTip`, which the screen gives.
The screen that owns the hover says what to show through a *source*, ``() -> Zoom | None``,
asked every frame; `keep_zoom` puts a `ZoomScene` on the app's stack as a passing overlay of
the top scene while the source has something, and the zoom leaves by itself when the source
answers None (the mouse moved on, the hover is still waiting, animations run) or when any other
scene is pushed (no zoom is ever left behind a window). It takes no input: every event goes to
the screen beneath, whose hover it follows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..art.help_box import CardTooltip, words_tooltip
from ..look.theme import Theme
from ..shell.scene import AppContext, Scene

#: A game's zoom of one of its cards: ``(card number, anchor, bounds, theme, keep clear,
#: note) -> the tip`` (Finspan's: `art.card_help.card_tip`).
CardTip = Callable[[int, pygame.Rect, pygame.Rect, Theme, tuple[pygame.Rect, ...], str],
                   CardTooltip]  # fmt: skip


@dataclass(frozen=True)
class Zoom:
    """What to show beside ``anchor`` (screen coordinates): the card ``card`` (the game's card
    number, drawn by the game's ``card_tip``, with ``note`` under it), else the words
    ``title`` and ``lines``, else what ``paint`` draws. A card's zoom leaves ``keep_clear``
    (the focused control) in sight, and ``anchor`` too."""

    anchor: pygame.Rect
    card: int | None = None
    card_tip: CardTip | None = None
    note: str = ""
    title: str = ""
    lines: tuple[str, ...] = ()
    paint: Callable[[pygame.Surface], None] | None = None
    keep_clear: tuple[pygame.Rect, ...] = ()


ZoomSource = Callable[[], "Zoom | None"]


def paint_zoom(surface: pygame.Surface, zoom: Zoom, theme: Theme) -> pygame.Rect | None:
    """Draw ``zoom``; returns the rect of its card or words (None when painted)."""
    bounds = surface.get_rect()
    if zoom.card is not None and zoom.card_tip is not None:
        tip = zoom.card_tip(zoom.card, zoom.anchor, bounds, theme, zoom.keep_clear, zoom.note)
        surface.blit(tip.surface, tip.rect)
        return tip.rect
    if zoom.title or zoom.lines:
        tip = words_tooltip(zoom.title, zoom.lines, zoom.anchor, bounds, theme)
        surface.blit(tip.surface, tip.rect)
        return tip.rect
    if zoom.paint is not None:
        zoom.paint(surface)
    return None


class ZoomScene(Scene):
    """The zoom over the screen beneath (a passing overlay, above an open pile)."""

    transparent = True
    modal = False
    layer = 2

    def __init__(self, app: AppContext, source: ZoomSource) -> None:
        super().__init__(app)
        self.source = source

    def update(self, dt: float) -> None:
        if self.source() is None:
            self.app.stack.remove(self)
            self.app.request_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        zoom = self.source()
        if zoom is not None:
            paint_zoom(surface, zoom, self.app.theme)


def keep_zoom(app: AppContext, current: ZoomScene | None, source: ZoomSource) -> ZoomScene | None:
    """Call each frame from the hovering screen's `update`: the zoom on the stack while
    ``source`` has something to show. Returns the zoom scene on the stack (``current`` if it
    is still there), or None."""
    if current is not None and current in app.stack.overlays:
        return current
    if source() is None:
        return None
    zoom = ZoomScene(app, source)
    app.stack.overlay(zoom, app.size)
    app.request_redraw()
    return zoom
