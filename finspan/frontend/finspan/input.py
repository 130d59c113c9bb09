"""The table's input: keys and clicks become engine options (through the host's `choose`,
which applies them through the undo `Session`), or changes of the choosing state (focus,
scroll, a move's source, the seat looked at, the open pile), or other rooms (menu, help,
encyclopedia).

Owns no state: it reads and changes the host's `Choosing` and asks the host (the table scene,
described by `TableHost`) for everything else. Also answers the inverse question for autoplay
and tests: where to click to mean one option (`click_point`).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ...engine import CATALOG, Game, MoveToken, Option, PublicState, why_unplayable
from ..look.theme import Theme
from ..shell import audio
from ..ui.boxes import log_lines
from ..ui.spatial import DIRECTIONS
from .choosing import (
    Choosing,
    focused_card,
    hover_card,
    option_targets,
    options_at,
    plain_options_at,
    skip_index,
)
from .focus import board_place, step
from .hits import (
    BonusHit,
    DiscardHit,
    DiveHit,
    DiverHit,
    HandHit,
    Hit,
    ScoreHit,
    SeatLineHit,
    SlotHit,
    ThumbHit,
    TokenHit,
)
from .layout import TableLayout


class LogHost(Protocol):
    """What scrolling the game log needs: the table's or the replay viewer's."""

    @property
    def choosing(self) -> Choosing: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def theme(self) -> Theme: ...


class TableHost(Protocol):
    """What input needs of the table scene."""

    @property
    def choosing(self) -> Choosing: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def view(self) -> PublicState: ...

    @property
    def game(self) -> Game: ...

    @property
    def options(self) -> tuple[Option, ...]: ...

    @property
    def theme(self) -> Theme: ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def busy(self) -> bool:
        """Animations run."""
        ...

    @property
    def settled(self) -> bool:
        """Nothing is to be shown before the next choice (the end of a week, the scores)."""
        ...

    def choose(self, option: Option) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def skip_animations(self) -> None: ...

    def relayout(self) -> None:
        """Lay out again after a change of the choosing state."""
        ...

    def notice(self, text: str, seconds: float = 3.0) -> None: ...

    def open_menu(self) -> None: ...

    def open_help(self) -> None: ...

    def open_encyclopedia(self, card: int | None) -> None: ...

    def ask_hint(self) -> None: ...


def handle_event(host: TableHost, event: pygame.event.Event) -> bool:
    """Offer one input event to the table; True if it was used."""
    c = host.choosing
    if event.type == pygame.MOUSEMOTION:
        c.mouse = event.pos
        c.aim(host.layout.hit(event.pos, c.pile_open))
        if c.place is not None:  # the mouse points now: the D-pad's focus gives way
            c.place = None
            host.relayout()
        return True
    if host.busy:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            return False  # M mutes (the app's key), it does not skip
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            host.skip_animations()  # a click or key skips the animations
            if chooses(host, event) and not host.busy and host.settled:
                return handle_event(host, event)  # an option's key or row counts too
            return True
        return False
    if event.type == pygame.KEYDOWN:
        return key(host, event)
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        c.mouse = event.pos
        return click(host, event.pos)
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
        c.aim(host.layout.hit(event.pos, c.pile_open))
        card = hover_card(c, host.view)
        if card is not None:  # right-click a card: its page in the encyclopedia
            host.open_encyclopedia(card)
        return True
    if event.type == pygame.MOUSEWHEEL:
        rects = host.layout.rects
        if rects["log"].collidepoint(c.mouse):
            scroll_log(host, event.y)
        elif rects["panel"].collidepoint(c.mouse):
            c.list_scroll = max(0, c.list_scroll - event.y)
            c.focus = max(c.list_scroll, min(c.focus, len(host.options) - 1))
            host.relayout()
        return True
    return False


#: Keys that choose an option (pressed during an animation, they skip it and choose).
OPTION_KEYS = frozenset((*range(pygame.K_1, pygame.K_9 + 1), pygame.K_0, pygame.K_s))


def chooses(host: TableHost, event: pygame.event.Event) -> bool:
    """Whether ``event`` chooses an option: its number key (or 0 / S), or a click on a row
    of the option list."""
    if event.type == pygame.KEYDOWN:
        return event.key in OPTION_KEYS and not getattr(event, "mod", 0) & pygame.KMOD_CTRL
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return any(r.collidepoint(event.pos) for _, r in host.layout.options)
    return False


def scroll_log(host: LogHost, messages: int) -> None:
    """Scroll the game log ``messages`` up (negative: down), within what it holds."""
    c = host.choosing
    box = host.layout.rects["log"]
    _, limit = log_lines(c.log, box, host.theme, c.log_scroll)
    c.log_scroll = max(0, min(limit, c.log_scroll + messages))


def toggle_pile(host: TableHost) -> None:
    c = host.choosing
    c.pile_open, c.pile_opened_itself = not c.pile_open, False
    host.relayout()


def key(host: TableHost, event: pygame.event.Event) -> bool:
    k = event.key
    mods = getattr(event, "mod", 0)
    ctrl = bool(mods & pygame.KMOD_CTRL)
    c = host.choosing
    options = host.options
    n = len(options)
    if ctrl and k == pygame.K_z:
        host.undo()
        return True
    if ctrl and k == pygame.K_y:
        host.redo()
        return True
    if k == pygame.K_ESCAPE:
        if c.move_from is not None:
            c.move_from = None
            host.relayout()
        elif c.peek_seat is not None:
            c.peek_seat = None
            host.relayout()
        elif host.can_undo:
            host.undo()
        else:
            host.open_menu()
        return True
    if k == pygame.K_F10:  # a controller's Start
        host.open_menu()
        return True
    if k == pygame.K_F1 or getattr(event, "unicode", "") == "?":
        host.open_help()
        return True
    if k == pygame.K_d:
        toggle_pile(host)
        return True
    if k == pygame.K_h:  # seats: a hint
        host.ask_hint()
        return True
    if k == pygame.K_z:  # the focused place's zoom or help, shown or not
        c.zoom_on = not c.zoom_on
        return True
    if k == pygame.K_e:
        card = hover_card(c, host.view) or focused_card(options, c, host.view)
        if card is not None:
            host.open_encyclopedia(card)
        return True
    if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        scroll_log(host, 3 if k == pygame.K_PAGEUP else -3)
        return True
    if n == 0:
        return False
    skip = skip_index(options)
    if pygame.K_1 <= k <= pygame.K_9:  # the option with that number, scrolled or not
        index = k - pygame.K_1
        if index < n and index != skip:
            host.choose(options[index])
        return True
    if k in (pygame.K_0, pygame.K_s) and skip is not None:
        host.choose(options[skip])
        return True
    if k in DIRECTIONS and arrow(host, k):
        host.relayout()
        return True
    if k in (pygame.K_DOWN, pygame.K_RIGHT) or (k == pygame.K_TAB and not mods & pygame.KMOD_SHIFT):
        c.place, c.focus = None, (c.focus + 1) % n  # down the list (Right: no place that way)
        host.relayout()
        return True
    if k in (pygame.K_UP, pygame.K_LEFT) or k == pygame.K_TAB:
        c.place, c.focus = None, (c.focus - 1) % n
        host.relayout()
        return True
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        place = board_place(host.game, options, c, host.layout)
        if place is not None:
            return choose_place(host, place[0])
        host.choose(options[min(c.focus, n - 1)])
        return True
    return False


def arrow(host: TableHost, k: int) -> bool:
    """An arrow over the board's places and the list's rows in their arrangement on screen
    (`focus`); False leaves it to the list (Up and Down within the list, and wrapping round
    it when nothing lies that way; Left and Right with nothing that way: as Up and Down)."""
    c, n = host.choosing, len(host.options)
    within_list = c.place is None and (
        (k == pygame.K_DOWN and c.focus < n - 1) or (k == pygame.K_UP and c.focus > 0)
    )
    if within_list:
        return False
    moved = step(host.game, host.options, c, host.layout, DIRECTIONS[k])
    return moved or c.place is not None  # on the board, nothing that way: the focus stays


def choose_place(host: TableHost, place: Hit) -> bool:
    """Enter on the board's focused place: what a click there means (a card of the open
    pile: its option)."""
    if isinstance(place, DiscardHit):
        c, options = host.choosing, host.options
        matches = options_at(options, place, c.move_from)
        if matches:
            host.choose(options[matches[0]])
        return True
    if isinstance(place, SlotHit | HandHit | DiveHit):
        return click_target(host, place)
    return False


def click(host: TableHost, pos: tuple[int, int]) -> bool:
    lay, c, options = host.layout, host.choosing, host.options
    for name, rect in lay.buttons.items():
        if rect.collidepoint(pos):
            return press_button(host, name)
    for k, rect in lay.options:
        if rect.collidepoint(pos):
            host.choose(options[k])
            return True
    if c.pile_open:  # the open pile (a scene above the table) takes the other clicks
        return True
    hit = clicked(lay, lay.hit(pos, c.pile_open), pos)
    if isinstance(hit, ThumbHit):
        if not host.view.players[hit.seat].nautoma:
            c.peek_seat = None if hit.seat == c.display_seat else hit.seat
            host.relayout()
        return True
    if isinstance(hit, SlotHit | HandHit | DiveHit):
        return click_target(host, hit)
    return False


def clicked(lay: TableLayout, hit: Hit | None, pos: tuple[int, int]) -> Hit | None:
    """What a click on ``hit`` means: a token or the diver its slot; a bonus icon in a dive
    site's header that dive site; a seat box's score or count line the seat's box."""
    if isinstance(hit, BonusHit):
        column = lay.ocean.column_at(pos)
        return DiveHit(column) if column is not None else None
    if isinstance(hit, TokenHit):
        return SlotHit(hit.slot)
    if isinstance(hit, DiverHit):
        slot = lay.ocean.slot_at(pos)
        return SlotHit(slot) if slot is not None else None
    if isinstance(hit, ScoreHit | SeatLineHit):
        return ThumbHit(hit.seat)
    return hit


def click_target(host: TableHost, target: SlotHit | HandHit | DiveHit) -> bool:
    """A click on a place of the table that options may mean."""
    d = host.game.decision
    c, options = host.choosing, host.options
    if d is None:
        return False
    if isinstance(target, SlotHit | HandHit) and c.shown_seat != d.player:
        return False
    if c.move_from is not None and isinstance(target, SlotHit):
        return click_move_destination(host, target.slot)
    matches = options_at(options, target, c.move_from)
    if not matches:
        if isinstance(target, HandHit) and d.kind == "turn":
            reason = why_unplayable(host.game.players[d.player], target.card)
            if reason:
                audio.play("illegal_click")
                host.notice(f"{CATALOG.by_number[target.card].name} can't be played: {reason}.")
        return True
    if isinstance(target, SlotHit) and any(isinstance(options[i], MoveToken) for i in matches):
        # A move starts here: pick the source first (a second click here means the rest).
        c.move_from = target.slot
        c.focus = matches[0]
        host.relayout()
        return True
    if len(matches) > 1:
        c.focus = matches[0]
        host.relayout()
        host.notice("Several choices here: pick one from the list.")
        return True
    host.choose(options[matches[0]])
    return True


def click_move_destination(host: TableHost, slot: int) -> bool:
    """With a move's source picked: a destination moves there; the source itself again
    means the other option there (e.g. a young or an egg on that slot); else cancel."""
    c, options = host.choosing, host.options
    source = c.move_from
    c.move_from = None
    if slot == source:
        plain = plain_options_at(options, slot)
        if len(plain) == 1:
            host.choose(options[plain[0]])
        elif plain:
            c.focus = plain[0]
            host.notice("Several choices here: pick one from the list.")
        host.relayout()
        return True
    moves = options_at(options, SlotHit(slot), source)
    if len(moves) == 1:
        host.choose(options[moves[0]])
    elif moves:  # a young and a school could both make this move
        c.focus = moves[0]
        host.notice("A young or the school? Pick the move from the list.")
    host.relayout()
    return True


def press_button(host: TableHost, name: str) -> bool:
    audio.play("button_click")
    if name == "undo":
        host.undo()
    elif name == "redo":
        host.redo()
    elif name == "help":
        host.open_help()
    elif name == "menu":
        host.open_menu()
    elif name == "hint":
        host.ask_hint()
    elif name == "discard":
        toggle_pile(host)
    return True


def click_point(host: TableHost, option: Option) -> list[tuple[int, int]]:
    """Screen points to click, in order, to choose ``option`` (for autoplay and tests).

    Its place on the table when a click there means only this option (a slot that also
    starts a move takes a second click to mean the rest); otherwise its button in the
    list, if shown. Empty if neither is on screen (use the keyboard).
    """
    options, c, lay = host.options, host.choosing, host.layout
    index = options.index(option)
    targets = option_targets(option)
    d = host.game.decision
    on_slots = c.shown_seat == (d.player if d else -1)
    rects = [lay.target_rect(target, on_slots) for target in targets]
    if targets and all(r is not None for r in rects):
        points = [r.center for r in rects]  # type: ignore[union-attr]
        first: Hit = targets[0]
        if isinstance(option, MoveToken):
            same = [
                o
                for o in options
                if isinstance(o, MoveToken)
                and (o.from_slot, o.to_slot) == (option.from_slot, option.to_slot)
            ]
            if len(same) == 1:
                return points[1:] if c.move_from == option.from_slot else points
        elif isinstance(first, SlotHit):
            if plain_options_at(options, first.slot) == [index] and c.move_from is None:
                starts_move = any(
                    isinstance(o, MoveToken) and o.from_slot == first.slot for o in options
                )
                return points * 2 if starts_move else points
        elif options_at(options, first, c.move_from) == [index]:
            return points
    for k, rect in lay.options:
        if k == index:
            return [rect.center]
    return []
