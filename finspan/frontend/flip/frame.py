"""What every Fish'n'Flip painter reads: one `Frame` (the layout, the shown state, the choosing
state, the panel's entries and words, and a few flags) and the marks lit on the net. Painters
draw from a frame and change nothing."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...flip import Game, PublicState
from ..look.theme import Colour, Theme
from .choosing import Choosing, Entry
from .layout import FlipLayout, PanelWords

#: A mouse position off every rect (for regions drawn into the cache, which never show it).
OFF_SCREEN = (-(10**6), -(10**6))


@dataclass(frozen=True)
class Marks:
    """What is lit on the net this frame, by place: the ``legal`` targets, the ``pointed``
    option's places (the pointer's or the focused entry's), what it would free (``freed``),
    the hint's places and a computer's chosen places (in its seat's colour)."""

    legal: frozenset[int] = frozenset()
    pointed: tuple[int, ...] = ()
    freed: frozenset[int] = frozenset()
    hint: tuple[int, ...] = ()
    chosen: tuple[int, ...] = ()
    chosen_colour: Colour | None = None
    columns: bool = False  # the pointed places are a row, column or square: one box


@dataclass(frozen=True)
class Frame:
    """One frame's inputs to the painters."""

    layout: FlipLayout
    view: PublicState
    game: Game
    choosing: Choosing
    theme: Theme
    rows: tuple[Entry, ...] = ()
    words: PanelWords = field(default_factory=PanelWords)
    busy: bool = False
    can_undo: bool = False
    can_redo: bool = False
    mouse: tuple[int, int] = OFF_SCREEN
    status: str = ""  # the status line ("Coral is thinking…")
    thinking: bool = False
    think_time: float = 0.0
    clock_left: float | None = None  # seconds left on the bidding clock
    computers: tuple[str, ...] = ()  # each seat's controller ("person", "easy", ...)
    marks: Marks = field(default_factory=Marks)

    @property
    def decider(self) -> int | None:
        """The seat lit as deciding: while a move plays out, the seat whose turn is shown."""
        if self.busy:
            return self.view.current if not self.view.over else None
        d = self.game.decision
        return d.player if d is not None else None
