"""The Fish'n'Flip table's input room: keys and the mouse turned into picks of the engine's
options, and the words of the hover help. Changes the table only through its methods and its
choosing state; applies nothing the engine did not offer.

Keys: 1-9 and 0 choose an entry of the decision panel (an action card, then its target;
a power's use or "skip"); Up/Down and Tab/Shift+Tab move the highlight in the panel, and the
arrows (a controller's D-pad) over the table's places as they stand on screen (`focus`): the
action cards, the lit targets on the net, the entries; Enter or Space confirms the focused
one; Esc puts a card taken up back (else opens the menu); Ctrl+Z / Ctrl+Y
undo and redo; H asks for a hint; F1 or ? the keys; PgUp/PgDn scroll the log. A click or a
key while cards move finishes their animations.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ... import flip as F
from ...flip import ActionKind, Game, Option, PublicState
from ..shell.computers import Computers
from ..shell.scene import AppContext
from ..ui.spatial import DIRECTIONS
from .choosing import (
    ActionHit,
    CellHit,
    Choosing,
    ColumnHit,
    Entry,
    Hit,
    PileHit,
    PowerHit,
    SeatHit,
    action_of,
    entry_index,
    net_candidates,
    option_under,
    playable,
)
from .focus import EntryHit, TargetHit, action_kind, focused, step
from .layout import FlipLayout
from .words import (
    ACTION_HELP,
    METAL_NOTE,
    OIL_NOTE,
    PILE_HELP,
    POWER_HELP,
    card_help,
    card_words,
)


class FlipTable(Protocol):
    """What the input room uses of the table (`finspan.frontend.flip.table.FlipTable`)."""

    app: AppContext
    choosing: Choosing
    computers: Computers
    tooltip: Any

    @property
    def game(self) -> Game: ...
    @property
    def view(self) -> PublicState: ...
    @property
    def layout(self) -> FlipLayout: ...
    @property
    def busy(self) -> bool: ...
    @property
    def computer_decides(self) -> bool: ...
    def rows(self) -> tuple[Entry, ...]: ...
    def choose(self, option: Option) -> None: ...
    def focus_changed(self) -> None: ...
    def notice(self, text: str, seconds: float = 3.0) -> None: ...
    def aim_help(self, words: str | None, anchor: pygame.Rect, seats: bool = True) -> None: ...
    def point_at(self, pos: tuple[int, int]) -> None: ...
    def quiet_help(self, hit: object) -> None: ...
    def refresh(self) -> None: ...
    def skip_animations(self) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def ask_hint(self) -> None: ...
    def saved_table(self) -> Any: ...
    def open_menu(self) -> None: ...
    def open_help(self) -> None: ...

__all__ = ["CellHit", "action_of", "handle_event", "help_for", "option_at"]

#: How a listed option after the ninth is chosen (it has no number key): the F1 sheet says so.
AFTER_NINE_KEYS = "Up / Down, then Enter"
SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("1 – 9", "choose an action card, then its target (or a power's use)"),
    ("0", "skip a power · pass"),
    ("Up / Down, Tab, Shift+Tab", "move between the choices"),
    (AFTER_NINE_KEYS, "a choice after the 9th (it has no number key)"),
    ("Left / Right", "over the action cards, the lit targets and the choices as they stand"),
    ("Enter / Space", "confirm the focused choice"),
    ("Esc", "put the action card back · the menu"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo within the turn"),
    ("H", "a hint: the best plan the computer finds"),
    ("PgUp / PgDn", "scroll the game log"),
    ("F1 or ?", "this help"),
    ("F10", "the menu"),
    ("Click or any key", "skip animations"),
)
HELP_TIPS = (
    "Hover a card, an action card, a power or a column for what it means. Legal targets are "
    "ringed green; what the pointed target would free glows green."
)


def option_at(
    table: FlipTable, place: int, pos: tuple[int, int], trigger: int | None
) -> Option | None:
    """The option the pointer at ``pos`` over the card at ``place`` means, among the
    targets of the card taken up (or a power's uses)."""
    candidates = net_candidates(table.game, table.choosing.action)
    if not candidates:
        return None
    return option_under(candidates, table.view, place, table.layout.net_point(pos), trigger)


def help_for(table: FlipTable, hit: Hit | None) -> tuple[str | None, pygame.Rect | None]:
    """The hover help for ``hit`` and the rect it explains (None: no help)."""
    v, lay = table.view, table.layout
    if isinstance(hit, CellHit):
        card = v.card_at(hit.place)
        if card is None or net_candidates(table.game, table.choosing.action):
            return None, None  # (picking a target: the lit places and the preview say it)
        powers = tuple(p for s in v.seats for p in s.powers) + tuple(v.common_powers)
        lines = [card_words(card) + ".", *card_help(card, hit.place, powers)]
        return " ".join(x for x in lines if x), lay.cells[hit.place]
    if isinstance(hit, ActionHit):
        rect = next(r for h, r in lay.actions if h == hit)
        kinds = v.revealed if hit.seat < 0 else v.seats[hit.seat].actions
        if hit.index >= len(kinds):
            return None, None
        name, words = ACTION_HELP[kinds[hit.index]]
        return f"{name}: {words} {METAL_NOTE}", rect
    if isinstance(hit, PowerHit):
        rect = next(r for h, r in lay.powers if h == hit)
        animals = v.common_powers if hit.seat < 0 else v.seats[hit.seat].powers
        animal = animals[hit.index]
        return f"The {animal.value}'s power: {POWER_HELP[animal]} {OIL_NOTE}", rect
    if isinstance(hit, ColumnHit):
        column = v.columns[hit.column] if hit.column < len(v.columns) else ()
        height = sum(1 for c in column if c is not None)
        return (f"Column {F.LETTERS[hit.column]} holds {height} of 6 cards. A 7th card "
                "tears the net and the game is lost."), lay.gauges[hit.column]  # fmt: skip
    if isinstance(hit, PileHit) and lay.pile is not None:
        return f"The draw pile: {v.pile} cards. {PILE_HELP}", lay.pile
    if isinstance(hit, SeatHit):
        rect = next(r for s, r in lay.names if s == hit.seat)
        seat = v.seats[hit.seat]
        if v.mode is F.Mode.COMPETITIVE:  # FLIP-RULES.md 8: 1 point a card, -2 a waste card
            return (f"{seat.name} has freed {seat.cards} animal{'s' if seat.cards != 1 else ''}"
                    f" and taken {seat.waste} waste: {seat.score} points (1 for each animal,"
                    " -2 for each waste card)."), rect  # fmt: skip
        return f"{seat.name}'s action cards and powers are shown to everyone.", rect
    return None, None


# --- Picking -----------------------------------------------------------------------------------


def _pick(table: FlipTable, index: int) -> None:
    """Entry ``index`` of the panel: take an action card up, or apply the option."""
    rows = table.rows()
    if not 0 <= index < len(rows):
        return
    entry = rows[index]
    c = table.choosing
    if entry.option is not None:
        table.choose(entry.option)
        return
    c.action, c.focus, c.list_scroll = entry.action, 0, 0
    table.focus_changed()


def _take_focused(table: FlipTable, hit: ActionHit) -> None:
    """Enter on the action card with the focus: take it up, and the focus goes to its first
    target on the net (put back: the focus stays on the card)."""
    kind = action_kind(table, hit)
    if kind is None:
        return
    _take_card(table, kind)
    c = table.choosing
    if c.action is kind:
        c.place = TargetHit(0)
        here = focused(table)
        if here is None or here[0] != c.place:
            c.place = None
        table.focus_changed()


def _take_card(table: FlipTable, kind: ActionKind) -> None:
    """A click on an action card of the decider's hand: take it up (again: put it back)."""
    c = table.choosing
    if kind not in playable(table.game):
        table.notice(f"{ACTION_HELP[kind][0]} has no target now.")
        return
    c.action = None if c.action is kind else kind
    c.focus = c.list_scroll = 0
    table.focus_changed()


def _move_focus(table: FlipTable, by: int) -> None:
    rows = table.rows()
    if rows:
        table.choosing.place = None
        table.choosing.focus = (table.choosing.focus + by) % len(rows)
        table.focus_changed()


def _arrow(table: FlipTable, k: int) -> bool:
    """An arrow over the table's places (`focus`); False leaves it to the panel's list (Up
    and Down within a list, and round it when nothing lies that way; Left and Right with
    nothing that way: as Up and Down). The bid buttons, side by side, are walked as they
    stand."""
    c, n = table.choosing, len(table.rows())
    to = c.focus + (1 if k == pygame.K_DOWN else -1)
    if c.place is None and k in (pygame.K_DOWN, pygame.K_UP) and 0 <= to < n:
        rects = dict(table.layout.options)
        here, there = rects.get(c.focus), rects.get(to)
        if here is None or there is None or here.x == there.x:
            return False  # the next entry of a list (shown or scrolled to), not of a grid
    if step(table, DIRECTIONS[k]):
        _show_help(table)
        return True
    return c.place is not None  # on a place, nothing that way: the focus stays


def _show_help(table: FlipTable) -> None:
    """The help of the action card with the focus, as hovering it shows (else none)."""
    here = focused(table)
    if here is not None and isinstance(here[0], ActionHit):
        words, anchor = help_for(table, here[0])
        if words is not None and anchor is not None:
            table.aim_help(words, anchor)  # clear of the decision panel's name and question
            return
    table.tooltip.hide()


def _confirm(table: FlipTable) -> None:
    """Enter: the place with the focus (an action card taken up, a target chosen), else the
    highlighted entry."""
    here = focused(table)
    place = here[0] if here is not None else None
    if isinstance(place, ActionHit) and table.choosing.place == place:
        _take_focused(table, place)
        _show_help(table)
    elif isinstance(place, TargetHit | EntryHit):
        table.choosing.focus = place.index
        _pick(table, place.index)
    else:
        _pick(table, table.choosing.focus)


def _back(table: FlipTable) -> None:
    c = table.choosing
    if c.action is not None:
        c.action, c.focus, c.place = None, 0, None
        table.focus_changed()
    else:
        table.open_menu()


def _click(table: FlipTable, pos: tuple[int, int]) -> None:
    lay = table.layout
    for name, rect in lay.buttons.items():
        if rect.collidepoint(pos):
            BUTTONS[name](table)
            return
    for k, rect in lay.options:
        if rect.collidepoint(pos):
            table.choosing.focus = k
            _pick(table, k)
            return
    if table.computer_decides:
        return
    hit = lay.hit(pos, table.view)
    d = table.game.decision
    if isinstance(hit, ActionHit) and d is not None and d.kind is F.DecisionKind.ACTION:
        kinds = table.view.revealed if hit.seat < 0 else table.view.seats[hit.seat].actions
        if (hit.seat < 0 or hit.seat == d.player) and hit.index < len(kinds):
            _take_card(table, kinds[hit.index])
            table.quiet_help(hit)  # its help would cover the panel that now explains it
        return
    if isinstance(hit, CellHit):
        table.point_at(pos)
        if table.choosing.pointed is not None:
            table.choose(table.choosing.pointed)
        elif d is not None and d.kind is F.DecisionKind.ACTION and table.choosing.action is None:
            table.notice("Choose an action card first (its number, or click it in your hand).")


BUTTONS = {
    "menu": lambda t: t.open_menu(), "help": lambda t: t.open_help(),
    "hint": lambda t: t.ask_hint(),
    "undo": lambda t: t.undo(), "redo": lambda t: t.redo(),
}  # fmt: skip

_DIGITS = {getattr(pygame, f"K_{n}"): str(n) for n in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{n}"): str(n) for n in range(10)})


def _key(table: FlipTable, event: pygame.event.Event) -> bool:
    k, mod = event.key, getattr(event, "mod", 0)
    ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
    if ctrl and k == pygame.K_z:
        table.undo()
    elif ctrl and k == pygame.K_y:
        table.redo()
    elif k in (pygame.K_F1, pygame.K_QUESTION) or getattr(event, "unicode", "") == "?":
        table.open_help()
    elif k == pygame.K_ESCAPE:
        _back(table)
    elif k == pygame.K_h:
        table.ask_hint()
    elif k == pygame.K_PAGEUP:
        table.choosing.log_scroll += 3
        table.refresh()
    elif k == pygame.K_PAGEDOWN:
        table.choosing.log_scroll = max(0, table.choosing.log_scroll - 3)
        table.refresh()
    elif table.computer_decides:
        return True
    elif k in _DIGITS:
        index = entry_index(table.rows(), _DIGITS[k])
        if index is not None:
            table.choosing.focus = index
            _pick(table, index)
    elif k in DIRECTIONS and _arrow(table, k):
        pass
    elif k in (pygame.K_DOWN, pygame.K_RIGHT) or (k == pygame.K_TAB and not shift):
        _move_focus(table, 1)
    elif k in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
        _move_focus(table, -1)
    elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        _confirm(table)
    else:
        return False
    return True


def handle_event(table: FlipTable, event: pygame.event.Event) -> bool:
    """Offer ``event`` to the table; True if it was used."""
    pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
    if pressed and table.busy:
        table.skip_animations()  # a click or key finishes the animations, and is used
        return True
    if event.type == pygame.MOUSEMOTION:
        table.choosing.place = None  # the mouse points now: the D-pad's focus gives way
        table.point_at(event.pos)
        table.app.request_redraw()
        return True
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        _click(table, event.pos)
        return True
    if event.type == pygame.MOUSEWHEEL:
        if table.layout.rects["log"].collidepoint(table.choosing.mouse):
            table.choosing.log_scroll = max(0, table.choosing.log_scroll + event.y)
        else:
            _move_focus(table, -event.y)
        table.refresh()
        return True
    if event.type == pygame.KEYDOWN:
        used = _key(table, event)
        table.app.request_redraw()
        return used
    return False
