"""The focus over the board's places (the D-pad, the arrow keys): which places of the table
the pending decision lets a person choose, where each stands, and where an arrow goes from
the focused one (`ui.spatial`). Reads the choosing state, the layout and the options; changes
only the choosing state's ``place`` and ``focus``.

The focus is on a place of the board (``Choosing.place``) or, with no place, on the
highlighted option of the list (``Choosing.focus``): the list's rows are places too, so
the list stays reachable from the board and the board from the list.
"""

from __future__ import annotations

import pygame

from ...engine import Game, Option
from ..ui.spatial import nearest
from .choosing import Choosing, options_at
from .hits import DiscardHit, DiveHit, HandHit, Hit, OptionHit, SlotHit
from .layout import TableLayout

#: Places the focus may rest on (besides the option list's rows).
BOARD_PLACES = (SlotHit, HandHit, DiveHit, DiscardHit)


def places(
    game: Game, options: tuple[Option, ...], c: Choosing, lay: TableLayout
) -> list[tuple[Hit, pygame.Rect]]:
    """The places the focus moves over now, with their rects: the board's places a click
    could choose an option at (with a move's source picked: its destinations and the source
    itself), every card of the decider's hand (to read it, or to hear why it can't be played),
    the open pile's cards that can be chosen, and the option list's shown rows."""
    d = game.decision
    out: list[tuple[Hit, pygame.Rect]] = []
    if d is None:
        return out

    def means_something(target: Hit) -> bool:
        return bool(options_at(options, target, c.move_from))

    if c.pile_open:
        out += [(DiscardHit(card), r) for card, r in lay.discard
                if means_something(DiscardHit(card))]  # fmt: skip
    else:
        deciding = c.shown_seat == d.player
        if deciding:
            out += [(HandHit(card), r) for card, r in lay.hand]
            for slot, r in enumerate(lay.ocean.slots):
                if slot == c.move_from or means_something(SlotHit(slot)):
                    out.append((SlotHit(slot), r))
        for column, r in enumerate(lay.ocean.header):
            if means_something(DiveHit(column)):
                out.append((DiveHit(column), r))
    out += [(OptionHit(k), r) for k, r in lay.options]
    return out


def focused_place(
    game: Game, options: tuple[Option, ...], c: Choosing, lay: TableLayout
) -> tuple[Hit, pygame.Rect] | None:
    """The place with the focus and its rect: the board's place, or else the highlighted
    option's row (None if neither is shown)."""
    shown = places(game, options, c, lay)
    for here in (c.place, OptionHit(c.focus)):
        found = next(((h, r) for h, r in shown if h == here), None)
        if found is not None:
            return found
    return None


def board_place(game: Game, options: tuple[Option, ...], c: Choosing, lay: TableLayout
                ) -> tuple[Hit, pygame.Rect] | None:  # fmt: skip
    """The board's place with the focus, if one has it and it is shown (the ring's place)."""
    if c.place is None:
        return None
    found = focused_place(game, options, c, lay)
    return found if found is not None and isinstance(found[0], BOARD_PLACES) else None


def step(
    game: Game, options: tuple[Option, ...], c: Choosing, lay: TableLayout,
    direction: tuple[int, int],
) -> bool:  # fmt: skip
    """Move the focus to the nearest place ``direction`` ((dx, dy)) from the focused one;
    False if none lies that way. On a board place, the list highlights its first option.
    A place no longer shown (another seat looked at, the pile closed) gives the focus back to
    the list."""
    here = focused_place(game, options, c, lay)
    if here is None or here[0] != c.place:
        c.place = None
    if here is None:
        return False
    target = nearest([p for p in places(game, options, c, lay) if p[0] != here[0]], here[1],
                     direction)  # fmt: skip
    if target is None:
        return False
    if isinstance(target, OptionHit):
        c.place, c.focus = None, target.index
    else:
        c.place = target
        matches = options_at(options, target, c.move_from)
        if matches:
            c.focus = matches[0]
    return True
