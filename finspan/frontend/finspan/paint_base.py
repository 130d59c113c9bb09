"""What every table painter reads: one `Frame` (the layout, the public state, the choosing
state and a few flags), and the shared panel box. Painters draw from a frame and change
nothing: not the scene, not the choosing state, not the layout."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Game, Option, PublicState
from ..look.theme import Theme
from ..ui.boxes import button, panel_box
from .choosing import Choosing
from .hits import Hit
from .layout import TableLayout

__all__ = ["OFF_SCREEN", "Frame", "button", "panel_box"]

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
    #: the table's frames run (not under another scene): a hand laid out anew may show
    #: stand-ins for a few frames (`art.render_budget`)
    live: bool = True

    @property
    def shown_seat(self) -> int:
        return self.choosing.shown_seat

    @property
    def deciding(self) -> bool:
        """The shown seat answers the pending decision and nothing moves."""
        d = self.game.decision
        return d is not None and d.player == self.shown_seat and not self.busy
