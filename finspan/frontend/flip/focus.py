"""The focus over the Fish'n'Flip table's places (the D-pad, the arrow keys): the action cards
that can be taken up, the lit targets of the card taken up or of a power (a card, row,
column, square, pair or colour of the net), and the decision panel's entries (the bid
buttons among them), in their arrangement on screen (`ui.spatial`). Reads the table; changes
only its choosing state's ``place`` and ``focus``.

The focus is on a place (``Choosing.place``) or, with none, on the highlighted entry of the
panel (``Choosing.focus``); an entry's target on the net is lit as the highlighted entry's
(its places ringed yellow, what it would free tinted), an action card gets a ring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from ... import flip as F
from ..ui.spatial import focus_ring, nearest
from .choosing import ActionHit, Choosing, Entry, option_places, playable
from .layout import FlipLayout

if TYPE_CHECKING:
    from .frame import Frame


class FlipTable(Protocol):
    """What the focus reads of the table (`finspan.frontend.flip.table.FlipTable`)."""

    choosing: Choosing

    @property
    def game(self) -> F.Game: ...
    @property
    def view(self) -> F.PublicState: ...
    @property
    def layout(self) -> FlipLayout: ...
    @property
    def computer_decides(self) -> bool: ...
    def rows(self) -> tuple[Entry, ...]: ...
    def focus_changed(self) -> None: ...


@dataclass(frozen=True)
class TargetHit:
    """The target on the net of the panel's entry ``index`` (its places, lit together)."""

    index: int


@dataclass(frozen=True)
class EntryHit:
    """The panel's entry ``index`` (a row of the list, a bid button)."""

    index: int


Place = ActionHit | TargetHit | EntryHit


def _trigger(table: FlipTable) -> int | None:
    d = table.game.decision
    return getattr(d, "place", None) if d is not None and d.kind is F.DecisionKind.POWER else None


def action_kind(table: FlipTable, hit: ActionHit) -> F.ActionKind | None:
    """The kind of the action card at ``hit``, if the decider can take it up now."""
    d, v = table.game.decision, table.view
    if d is None or d.kind is not F.DecisionKind.ACTION or hit.seat not in (-1, d.player):
        return None
    kinds = v.revealed if hit.seat < 0 else v.seats[hit.seat].actions
    if hit.index >= len(kinds) or kinds[hit.index] not in playable(table.game):
        return None
    return kinds[hit.index]


def places(table: FlipTable) -> list[tuple[Place, pygame.Rect]]:
    """The places the focus moves over now, with their rects (none while a computer
    decides)."""
    if table.game.decision is None or table.computer_decides:
        return []
    lay, view = table.layout, table.view
    out: list[tuple[Place, pygame.Rect]] = [
        (hit, rect) for hit, rect in lay.actions if action_kind(table, hit) is not None
    ]
    trigger = _trigger(table)
    for i, entry in enumerate(table.rows()):
        spots = option_places(entry.option, view, trigger) if entry.option is not None else ()
        rect = lay.places_rect(spots) if spots else None
        if rect is not None:
            out.append((TargetHit(i), rect))
    out += [(EntryHit(k), rect) for k, rect in lay.options]
    return out


def focused(table: FlipTable) -> tuple[Place, pygame.Rect] | None:
    """The place with the focus and its rect (else the highlighted entry's row)."""
    shown = places(table)
    c = table.choosing
    for here in (c.place, EntryHit(c.focus)):
        found = next(((p, r) for p, r in shown if p == here), None)
        if found is not None:
            return found
    return None


def step(table: FlipTable, direction: tuple[int, int]) -> bool:
    """Move the focus to the nearest place ``direction`` ((dx, dy)) from the focused one;
    False if none lies that way. A target or an entry highlights its entry."""
    c = table.choosing
    here = focused(table)
    if here is None or here[0] != c.place:
        c.place = None
    if here is None:
        return False
    target = nearest([p for p in places(table) if p[0] != here[0]], here[1], direction)
    if target is None:
        return False
    c.place = None if isinstance(target, EntryHit) else target
    if not isinstance(target, ActionHit):
        c.focus = target.index
    table.focus_changed()
    return True


def paint_focus(surface: pygame.Surface, f: Frame) -> None:
    """A ring round the action card with the focus (a target is lit as the highlighted
    entry's; an entry is highlighted in the panel)."""
    place = f.choosing.place
    if isinstance(place, ActionHit) and not f.busy:
        rect = next((r for h, r in f.layout.actions if h == place), None)
        if rect is not None:
            focus_ring(surface, rect, f.theme.px(2), f.theme.px(5))
