"""Finspan's table: the table kit's scene (`kit.table.KitTable`: the undo session, the
animations, the computer seats, the hand-over, autosave, undo, the hint, the menu, the end of
the game) with Finspan's board: a `Tabletop` (the shown state, the choosing state, the
layout, the painters), its input (`input`), the confirmation of the end of a turn, the
answers seats give in advance to all-players benefits, the end of a week, the overlays (the
zoom and the open pile), idle rendering, and the guided first turn (a `GuideScene` above
it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ... import engine as E
from ...engine import (
    Game,
    IllegalOption,
    Option,
    PublicState,
    Rng,
    Skip,
    describe,
    greedy_policy,
    option_words,
    replay_game,
)
from ..kit.table import KitTable
from ..shell.computers import Chosen
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext, Scene
from ..ui.dialogs import Confirm
from . import computer_view, input as table_input
from .choosing import Choosing, highlighted_slots, skip_index
from .guide import finspan_guide
from .handover import FinspanSeating
from .hits import Hit
from .layout import TableLayout
from .overlays import TableOverlays
from .prefetch import Prefetcher
from .tabletop import Tabletop

SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("1 – 9", "choose that option"),
    ("0 or S", "skip (the rest of) a benefit · keep no card · done"),
    ("Up / Down, Tab, Shift+Tab", "move between options"),
    ("Up / Down, then Enter", "an option after the 9th (it has no number key)"),
    ("Left / Right", "over the board's places (cards, lit slots, dive sites) as they stand"),
    ("Z", "hide or show the focused place's zoom"),
    ("Enter / Space", "confirm the highlighted option"),
    ("Esc", "go back (undo this turn's last step) · close a window"),
    ("F10", "the menu"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo within your turn"),
    ("D", "show or hide your discard pile"),
    ("E or right-click", "open the hovered or highlighted card in the encyclopedia"),
    ("PgUp / PgDn", "scroll the game log"),
    ("F1 or ?", "this help"),
    ("F11", "full screen"),
    ("M", "sound on / off (every screen)"),
    ("H", "a hint: what the Hard computer player would choose"),
    ("Click or any key", "skip animations"),
)
HELP_TIPS = (
    "Hover any card for its full explanation; hover a dive site's name for what a dive would "
    "give. Every decision is listed as numbered buttons on the right."
)
#: Events the end of a week's screen sums up.
WEEK_SUMMARY = (E.AchievementScored, E.BonusScored, E.RavelScored, E.NautomaMarker)


class TableScene(KitTable):
    """A game of Finspan in progress. ``prefs`` holds each seat's answer to all-players
    benefits and who controls each seat (and what a loaded save restores)."""

    SHORTCUTS = SHORTCUTS
    HELP_TIPS = HELP_TIPS
    SEATING = FinspanSeating()

    def __init__(self, app: AppContext, game: Game, prefs: TablePrefs | None = None) -> None:
        super().__init__(app, game, prefs, computer_view.FINSPAN_WORDS)
        self.top = Tabletop(lambda: self.app.theme, self.session, app.size, self.speed,
                            queue=self.queue)  # fmt: skip
        self.top.hint = True  # the Hint button
        self.top.can_undo_of = lambda: self.can_undo  # greyed during a computer's turn
        if self.computers.any:
            self.status = ""  # the panel keeps a line for "… is thinking"
        self.pending_scene: str | None = None
        self.week_summary: list[E.Event] = []
        self.auto_rng = Rng(game.seed ^ 0xA11)
        self.drivers.append(self.all_players_answer)
        for e in game.start_events if not game.history else self._past_events():
            self.top.log_event(e)
        self.guide = self.make_guide(game) if self.wants_guide(game) else None
        self.prefetcher = Prefetcher(self.top)
        self.overlays = TableOverlays(self)  # the zoom and the pile, scenes above the table
        self.after_change()

    def _past_events(self, keep: int = 400) -> list[E.Event]:
        """The events of the game so far (by replaying it), for the log of a resumed game."""
        events: list[E.Event] = []
        for step in replay_game(self.game):
            events += step.events
            if len(events) > 2 * keep:
                events = events[-keep:]
        return events[-keep:]

    # --- What the rooms share ----------------------------------------------------------------

    @property
    def view(self) -> PublicState:
        return self.top.view

    @property
    def choosing(self) -> Choosing:  # type: ignore[override]
        return self.top.choosing

    @property
    def layout(self) -> TableLayout:
        return self.top.layout

    @property
    def options(self) -> tuple[Option, ...]:
        return self.game.options

    @property
    def settled(self) -> bool:
        """Nothing is to be shown before the next choice (the end of a week, the scores)."""
        return self.pending_scene is None

    @property
    def skip_index(self) -> int | None:
        return skip_index(self.options)

    @property
    def display_seat(self) -> int:
        return self.choosing.display_seat

    @property
    def shown_seat(self) -> int:
        return self.choosing.shown_seat

    @property
    def focus(self) -> int:
        return self.choosing.focus

    @property
    def move_from(self) -> int | None:
        return self.choosing.move_from

    @property
    def message(self) -> str:
        return self.choosing.message

    @property
    def hover(self) -> Hit | None:
        return self.choosing.hover

    @property
    def status(self) -> str:
        """A status line in the decision panel ("Ben is thinking…"); empty: none."""
        return self.top.status

    @status.setter
    def status(self, words: str) -> None:
        if not self.top.has_status:
            self.top.has_status = True
            self.top.relayout()
        self.top.status = words

    # the rects tests, autoplay and the benchmark click on
    @property
    def hand_rects(self) -> Any:
        return self.layout.hand

    @property
    def option_rects(self) -> Any:
        return self.layout.options

    @property
    def ocean_layout(self) -> Any:
        return self.layout.ocean

    def highlighted_slots(self) -> dict[int, str]:
        return highlighted_slots(self.game, self.options, self.choosing, self.busy)

    def click_point(self, option: Option) -> list[tuple[int, int]]:
        return table_input.click_point(self, option)

    @property
    def board_animating(self) -> bool:
        return self.top.needs_frames

    def relayout(self) -> None:
        self.top.relayout()

    # --- The kit's hooks -----------------------------------------------------------------------

    def changed(self) -> None:
        self.top.relayout()

    def played(self, events: list[E.Event]) -> None:
        """What the end of a week will sum up, and that it is due."""
        for e in events:
            if isinstance(e, WEEK_SUMMARY):
                self.week_summary.append(e)
            if isinstance(e, E.WeekEnded) and e.week < E.WEEKS:
                self.week_summary.append(e)
                self.pending_scene = "week_end"

    def queue_animations(self, events: list[E.Event]) -> None:
        self.top.animate(events, lambda e: self.shown([e]))

    def shown(self, events: list[E.Event]) -> None:
        for e in events:
            self.top.step_view(e)

    def resynced(self) -> None:
        self.top.resync()

    def pending_room(self) -> Callable[[], None] | None:
        """The end of a week, once its last turn has played out."""
        if self.pending_scene != "week_end":
            return None
        self.pending_scene = None
        summary, self.week_summary = self.week_summary, []

        def open_week_end() -> None:
            from .week_end import WeekEndScene

            self.app.push(WeekEndScene(self.app, self.game, summary))

        return open_week_end

    def event_line(self, event: E.Event) -> str:
        return describe(event, [p.name for p in self.game.players])

    def notice_line(self, event: E.Event) -> str:
        """A computer's notice leaves out "places a diver to play a fish" (the option's own
        words say more)."""
        return "" if isinstance(event, E.DiverPlaced) else self.event_line(event)

    def show_hint(self, hint: Any) -> None:
        """The hint's option highlighted (its place on the table lit) and its reason in the
        decision panel."""
        c = self.choosing
        words = f"Hint — {hint.reason}" if hint is not None else ""
        if words != c.hint:
            c.hint = words
            if hint is not None:
                c.focus = hint.index
            self.top.relayout()

    def tick(self, dt: float) -> None:
        """The computers' status line."""
        words = self.computer_status
        if words != self.top.status and (words or self.top.has_status):
            self.status = words
            self.app.request_redraw()

    def update(self, dt: float) -> None:
        """The kit's update, the table laid out again once if its view changed, then the
        overlays (the zoom, the pile) follow the table."""
        super().update(dt)
        self.top.settle()
        self.overlays.keep()

    def prefetch_board(self) -> bool:
        return self.prefetcher.step()

    def make_guide(self, game: Any) -> Any:
        return finspan_guide(game)

    def guide_rects(self, plain: bool = False) -> dict[str, pygame.Rect]:
        layout = (self.top.layout.plain or self.top.layout) if plain else self.top.layout
        return layout.rects

    def make_guide_room(self, height: int, plain: int) -> bool:
        top = self.top
        if (top.log_room, top.plain_rooms[0]) == (height, plain):
            return False
        top.log_room, top.plain_rooms = height, (plain, top.plain_rooms[1])
        top.relayout()
        return True

    def guide_room_most(self) -> int | None:
        return self.top.layout.log_most

    def hide_hint(self) -> None:
        self.top.hint = False
        self.top.relayout()

    def pause(self) -> None:
        if self._guide_coming:
            return  # the guide's box over the table keeps the table's frames going
        self.top.pause()
        super().pause()
        self.choosing.hover, self.choosing.hover_age = None, 0.0  # no zoom behind a window

    def resume(self) -> None:
        self.top.version += 1
        self.top.resume()
        super().resume()

    def resize(self, size: tuple[int, int]) -> None:
        Scene.resize(self, size)
        self.top.resize(size)

    # --- Choosing ------------------------------------------------------------------------------

    def ends_turn(self, option: Option) -> bool:
        """Whether applying ``option`` would end the current person's turn (tried on a copy)."""
        trial = self.game.clone()
        try:
            events = trial.apply(option)
        except IllegalOption:
            return False
        return any(isinstance(e, E.TurnStarted | E.WeekEnded | E.GameEndStarted) for e in events)

    def choose(self, option: Option, *, confirmed: bool = False) -> None:
        """A person's choice: with the "confirm before ending a turn" setting, an option that
        ends the turn asks first."""
        d = self.game.decision
        if (
            not confirmed
            and not self.computer_decides
            and getattr(self.app.settings, "confirm_end_turn", False)
            and d is not None
            and d.player == self.game.current
            and self.ends_turn(option)
        ):
            words = option_words(self.game, option)
            self.app.push(Confirm(self.app, "End your turn?", f"“{words}” ends your turn.",
                                  lambda yes: self.apply_option(option) if yes else None,
                                  yes="End turn (Enter)", no="Go back (Esc)"))  # fmt: skip
            return
        super().choose(option)

    def all_players_answer(self, game: Game) -> Chosen | None:
        """All-players benefits for seats that chose "always take" or "always skip"."""
        d = game.decision
        if d is None or d.source != "all_players":
            return None
        answer = self.prefs.answer_for(d.player)
        if answer == "skip":
            return Chosen(Skip(), d.player)
        if answer == "take":
            return Chosen(greedy_policy(game, self.auto_rng), d.player)
        return None

    # --- Rooms above the table -----------------------------------------------------------------

    def save_name(self) -> str:
        """"Solo, week 2" or "3 players, week 2"."""
        mode = "Solo" if self.game.nautoma is not None else f"{len(self.game.players)} players"
        return f"{mode}, week {self.game.week}"

    def open_encyclopedia(self, card: int | None) -> None:
        self.app.nav.open_encyclopedia(card, game="finspan")

    # the old names, still used by tests
    def _open_menu(self) -> None:
        self.open_menu()

    def _open_help(self) -> None:
        self.open_help()

    # --- Input and drawing -------------------------------------------------------------------

    def handle_input(self, event: pygame.event.Event) -> bool:
        return table_input.handle_event(self, event)

    def draw(self, surface: pygame.Surface) -> None:
        self.top.draw(surface)
        if self.handover is not None:
            self.handover.draw(surface, self.layout.rects, self.theme)
        computer_view.draw_status(self, surface)
