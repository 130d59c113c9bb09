"""The table scene: lifecycle and wiring of the table's rooms for a game being played.

It composes a `Tabletop` (game, view, choosing state, layout, animations, drawing), hands
input to `input`, and adds what only a played game has: confirming the end of a turn, the
seat drivers, the end-of-week and final scenes, autosaves, statistics, the menu and help, the
hint button and the guided first turn (a `GuideScene` above it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ... import engine as E
from ...engine import (
    Game,
    IllegalOption,
    Option,
    PublicState,
    Rng,
    Session,
    Skip,
    greedy_policy,
    option_words,
    replay_game,
)
from .. import computer_view  # seats:
from ..guide import Guide
from ..shell import audio
from ..shell.computers import Chosen, Computers
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext, Scene
from ..ui.dialogs import Confirm, Help, Menu, TextPrompt
from ..ui.theme import UI
from . import input as table_input
from .choosing import Choosing, highlighted_slots, skip_index
from .handover import Handover
from .hits import Hit
from .layout import TableLayout
from .overlays import TableOverlays
from .prefetch import Prefetcher
from .tabletop import Tabletop

if TYPE_CHECKING:
    from ...saves import TableModel

#: A seat driver: the option it takes for the pending decision, or None (not its seat, or
#: not decided yet; it is asked again next frame).
#: A seat driver: for the pending decision, the option a seat no person plays chose, or None.
Driver = Callable[[Game], Chosen | None]
#: The Hint button's answer: the option to highlight, or None.
HintProvider = Callable[[Game], Option | None]

SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("1 – 9", "choose that option"),
    ("0 or S", "skip (the rest of) a benefit · keep no card · done"),
    ("Up / Down, Tab, Shift+Tab", "move between options"),
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
    ("H", "a hint: what the Hard computer player would choose"),  # seats:
    ("Click or any key", "skip animations"),
)
HELP_TIPS = (
    "Hover any card for its full explanation; hover a dive site's name for what a dive would "
    "give. Every decision is listed as numbered buttons on the right."
)
MENU_ITEMS = (
    "Resume",
    "Save game",
    "Export replay",
    "Settings",
    "Card encyclopedia",
    "How to play",
    "Quit to title",
)


class TableScene(Scene):
    """A game in progress. ``prefs`` holds each seat's answer to all-players benefits (and
    what a loaded save restores). ``drivers`` answer seats that no person plays (see the
    package's docstring); ``hint_provider``, if set, answers the Hint button."""

    computers: Computers  # the computer seats, given by `computer_view.attach`

    def __init__(self, app: AppContext, game: Game, prefs: TablePrefs | None = None) -> None:
        super().__init__(app)
        self.prefs = prefs or TablePrefs()
        restored = self.prefs.session  # a loaded save's undo/redo history
        session = restored if restored is not None and restored.game is game else Session(game)
        speed = getattr(app.settings, "animation_speed", 1.0)
        self.top = Tabletop(lambda: self.app.theme, session, app.size, speed)
        self.pending_scene: str | None = None
        self.week_summary: list[E.Event] = []
        self.auto_rng = Rng(game.seed ^ 0xA11)
        self.finished_recorded = False
        self._autosave_due = False  # written in idle time (`prefetch`), or on leaving
        self.drivers: list[Driver] = [self.all_players_answer]
        self.hint_provider: HintProvider | None = None
        for e in game.start_events if not game.history else self._past_events():
            self.top.log_event(e)
        show_guide = getattr(app.settings, "first_turn_guide", False) and not game.history
        show_guide = show_guide and game.origin is None  # never in example or --position games
        self.guide: Guide | None = Guide(game) if show_guide else None
        self.prefetcher = Prefetcher(self.top)
        self.overlays = TableOverlays(self)  # the zoom and the pile, scenes above the table
        computer_view.attach(self)  # seats: computer seats, the hint, the status line
        self.handover = Handover()  # the banner and slide when another seat decides
        self.top.can_undo_of = lambda: self.can_undo  # greyed during a computer's turn
        self._after_change()

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
    def session(self) -> Session:
        return self.top.session

    @property
    def game(self) -> Game:
        return self.top.game

    @property
    def view(self) -> PublicState:
        return self.top.view

    @property
    def choosing(self) -> Choosing:
        return self.top.choosing

    @property
    def layout(self) -> TableLayout:
        return self.top.layout

    @property
    def queue(self):
        return self.top.queue

    @property
    def options(self) -> tuple[Option, ...]:
        return self.game.options

    @property
    def theme(self):
        return self.app.theme

    @property
    def busy(self) -> bool:
        return self.top.busy

    @property
    def can_undo(self) -> bool:
        return self.session.can_undo and not self.computers.decides(self.game)  # seats:

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
    def hand_rects(self):
        return self.layout.hand

    @property
    def option_rects(self):
        return self.layout.options

    @property
    def ocean_layout(self):
        return self.layout.ocean

    def highlighted_slots(self) -> dict[int, str]:
        return highlighted_slots(self.game, self.options, self.choosing, self.busy)

    def click_point(self, option: Option) -> list[tuple[int, int]]:
        return table_input.click_point(self, option)

    @property
    def animating(self) -> bool:
        c = self.choosing
        return (
            self.busy or bool(c.message) or self.top.regions.pending or c.hover_pending
            or self.handover.active or computer_view.animating(self)
        )  # fmt: skip

    # --- Lifecycle -----------------------------------------------------------------------------

    def enter(self) -> None:
        if self.guide is not None and self.guide.step is not None:
            from .guide_scene import GuideScene

            self._guide_coming = True  # pausing for the guide neither saves nor drops the hover
            try:
                self.app.push(GuideScene(self.app, self))
            finally:
                self._guide_coming = False

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.top.resize(size)

    def resume(self) -> None:
        """Back on top (e.g. from the settings screen): take up changed settings."""
        self.queue.speed = getattr(self.app.settings, "animation_speed", 1.0)
        self.top.version += 1
        self.top.relayout()

    _guide_coming = False

    def pause(self) -> None:
        if self._guide_coming:
            return
        self.flush()
        self.choosing.hover, self.choosing.hover_age = None, 0.0  # no zoom behind a window
        computer_view.pause(self)  # seats: asked again on resume

    def exit(self) -> None:
        self.flush()
        computer_view.close(self)  # seats: no worker left behind

    def relayout(self) -> None:
        self.top.relayout()

    # --- Applying options ------------------------------------------------------------------

    def ends_turn(self, option: Option) -> bool:
        """Whether applying ``option`` would end the current person's turn (tried on a copy)."""
        trial = self.game.clone()
        try:
            events = trial.apply(option)
        except IllegalOption:
            return False
        return any(isinstance(e, E.TurnStarted | E.WeekEnded | E.GameEndStarted) for e in events)

    def choose(self, option: Option, *, confirmed: bool = False) -> None:
        """A person's choice (a click, a key): apply one of the pending decision's options
        and start its animations; refused while a computer decides. With the "confirm before
        ending a turn" setting, an option that ends the turn asks first."""
        if computer_view.blocks_choice(self):  # seats: a computer's decision
            return
        if (
            not confirmed
            and getattr(self.app.settings, "confirm_end_turn", False)
            and self.game.decision is not None
            and self.game.decision.player == self.game.current
            and self.ends_turn(option)
        ):
            words = option_words(self.game, option)
            self.app.push(
                Confirm(
                    self.app,
                    "End your turn?",
                    f"“{words}” ends your turn.",
                    lambda yes: self._apply(option) if yes else None,
                    yes="End turn (Enter)",
                    no="Go back (Esc)",
                )
            )
            return
        self._apply(option)

    def _apply(self, option: Option) -> None:
        """Apply ``option`` and start its animations; an illegal one is told, not raised."""
        try:
            events = self.session.apply(option)
        except IllegalOption as exc:
            audio.play("illegal_click")
            self.notice(str(exc))
            return
        self.choosing.reset_pick()
        self.top.relayout()
        self._play(events)

    def _play(self, events: list[E.Event]) -> None:
        for e in events:
            if isinstance(e, E.AchievementScored | E.BonusScored | E.RavelScored | E.NautomaMarker):
                self.week_summary.append(e)
            if isinstance(e, E.WeekEnded) and e.week < E.WEEKS:
                self.week_summary.append(e)
                self.pending_scene = "week_end"
            if isinstance(e, E.GameEnded):
                self.pending_scene = "final"
        self.top.play(events, lambda e: self.apply_event_to_view(e), self._resync)
        self.app.request_redraw()

    def apply_event_to_view(self, e: E.Event) -> None:
        """An event's animation ended: the view steps by it (and it is heard and logged)."""
        self.top.step_view(e)

    def _resync(self) -> None:
        self._after_change()  # (which takes the view afresh: once is enough)

    def _after_change(self) -> None:
        """After the animations: follow the guide, autosave, record a finished game."""
        if self.guide is not None:
            self.guide.follow(self.game)
        self.top.resync()
        self.handover.follow(self)  # another seat decides now: the hand-over
        self._autosave_due = True
        if self.game.is_over and not self.finished_recorded:
            self.finished_recorded = True
            self.app.saves.game_finished(self.game, self.prefs)  # seats: levels, hints

    def update(self, dt: float) -> None:
        if self.handover.update(dt):
            self.app.request_redraw()
        computer_view.update(self, dt)  # seats:
        self.choosing.tick(dt)
        self.queue.update(dt)
        self.overlays.keep()
        if self.busy:
            return
        if self.pending_scene is not None:
            which, self.pending_scene = self.pending_scene, None
            self.handover.skip()  # never left frozen mid-slide behind its window
            if which == "week_end":
                summary, self.week_summary = self.week_summary, []
                self.app.nav.open_week_end(self.game, summary)
            else:
                self.app.nav.open_final(self.game)
            return
        self.drive()

    def drive(self) -> None:
        """Ask each seat driver in turn about the pending decision; the first `Chosen`
        option is applied (a seat's own: no person's checks, no end-of-turn question)."""
        if self.game.decision is None:
            return
        for driver in self.drivers:
            chosen = driver(self.game)
            if chosen is not None:
                self._apply(chosen.option)
                return

    def all_players_answer(self, game: Game) -> Chosen | None:
        """The first driver: all-players benefits for seats that chose "always take" or
        "always skip"."""
        d = game.decision
        if d is None or d.source != "all_players":
            return None
        answer = self.prefs.answer_for(d.player)
        if answer == "skip":
            return Chosen(Skip(), d.player)
        if answer == "take":
            return Chosen(greedy_policy(game, self.auto_rng), d.player)
        return None

    # --- Undo --------------------------------------------------------------------------------

    def skip_animations(self) -> None:
        self.queue.skip()

    def undo(self) -> None:
        self.queue.skip()
        if not computer_view.undo_allowed(self):  # seats:
            return
        if self.session.undo():
            while self.computers.decides(self.game) and self.session.undo():  # seats:
                pass  # never back into the middle of a computer's decisions
            self.top.view = self.game.public_state()
            self.choosing.log.append(("(undone)", UI["text_dim"]))
            self.choosing.move_from = None
            self.choosing.focus = 0
            self._after_change()
        else:
            self.notice("Nothing to undo: a new card was seen or the turn changed hands.")

    def redo(self) -> None:
        self.queue.skip()
        if not self.session.can_redo:
            self.notice("Nothing to redo.")
            return
        events = self.session.redo() or []
        self.top.relayout()
        self._play(events)

    # --- Rooms above the table -----------------------------------------------------------------

    def notice(self, text: str, seconds: float = 3.0) -> None:
        self.choosing.notice(text, seconds)
        self.app.request_redraw()

    def open_help(self) -> None:
        self.app.push(Help(self.app, "Keyboard shortcuts", SHORTCUTS, HELP_TIPS))

    def open_encyclopedia(self, card: int | None) -> None:
        self.app.nav.open_encyclopedia(card)

    def open_menu(self) -> None:
        items = [(label, lambda i=i: self._menu_choice(i)) for i, label in enumerate(MENU_ITEMS)]
        self.app.push(Menu(self.app, "Menu", items))

    # the old names, still used by tests
    _open_menu = open_menu
    _open_help = open_help

    def _menu_choice(self, index: int) -> bool:
        item = MENU_ITEMS[index]
        if item == "Save game":
            mode = "Solo" if self.game.nautoma is not None else f"{len(self.game.players)} players"
            self.app.push(
                TextPrompt(
                    self.app,
                    "Save the game as",
                    f"{mode}, week {self.game.week}",
                    self._save_as,
                    submit="Save",
                    empty_message="A save needs a name.",
                )
            )
        elif item == "Export replay":
            try:
                self.notice(self.app.saves.export_replay(self.game))
            except Exception as exc:
                self.notice(f"Could not export the replay: {exc}")
        elif item == "Settings":
            self.app.nav.open_settings()
        elif item == "Card encyclopedia":
            self.app.nav.open_encyclopedia()
        elif item == "How to play":
            self.app.nav.open_rules()
        elif item == "Quit to title":
            self.app.nav.show_title()
        return True

    def _save_as(self, name: str) -> None:
        try:
            self.notice(self.app.saves.save_named(self.game, name, self.saved_table()))
        except Exception as exc:  # a failed save must not end the game
            self.notice(f"Could not save: {exc}")

    def ask_hint(self) -> None:
        """The Hint button: the hint provider's option is highlighted and named."""
        if self.hint_provider is None or self.game.decision is None:
            return
        option = self.hint_provider(self.game)
        if option is None or option not in self.options:
            return
        self.prefs.hints += 1
        self.choosing.focus = self.options.index(option)
        self.top.relayout()
        self.notice(f"Hint: {option_words(self.game, option)}")

    def set_hint_provider(self, provider: HintProvider | None) -> None:
        """Show (or hide, with None) the Hint button in the top bar."""
        self.hint_provider = provider
        self.top.hint = provider is not None
        self.top.relayout()

    # --- Autosave and idle work ----------------------------------------------------------------

    def flush(self) -> None:
        """Write the autosave now if one is due (idle time, leaving the table, quitting)."""
        if self._autosave_due:
            self._autosave_due = False
            self.app.saves.autosave(self.game, self.saved_table(), self.notice)

    def saved_table(self) -> TableModel | None:
        """What the player set here, as saved with the game (its prefs, undo history and
        the animation speed it is played at)."""
        speed = getattr(self.app.settings, "animation_speed", None)
        speed = speed if isinstance(speed, int | float) else None
        return self.app.saves.table_of(self.prefs, self.session, speed)

    def prefetch(self) -> bool:
        """Idle work, one piece per call: first the due autosave, then cards the player may
        see next (`Prefetcher`). True while there is more to do; never changes what is shown."""
        if self.busy:
            return False
        if self._autosave_due:
            self.flush()
            return True
        return self.prefetcher.step()

    # --- Input and drawing -------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if pressed and getattr(event, "key", None) != pygame.K_m:  # M mutes; it skips nothing
            self.computers.skip_pause()  # seats: a click or key skips a computer's turn
            self.handover.skip()  # ends the hand-over; the table takes the input too
        return table_input.handle_event(self, event)

    def draw(self, surface: pygame.Surface) -> None:
        self.top.draw(surface)
        self.handover.draw(surface, self.layout.rects, self.theme)
        computer_view.draw_status(self, surface)  # seats:
