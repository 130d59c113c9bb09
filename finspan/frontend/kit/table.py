"""The table kit's scene: a game being played, its lifecycle written once for every game.

`KitTable` owns what a played game's table does whatever the game (boardgame.io's
``Client``): the undo `Session`, the animation queue, the computer seats and the hint
(`Computers`), the hand-over between seats, and the cycle of a choice: a person's or a
computer's option is applied by one call (`apply_option`, which also words what was done
from the events it made), its events are played through the animation layer (the game's
animations, each stepping the shown state as it ends), the table takes the game's own state
again (`resync`), hands over to the next seat, autosaves at rest, and at the end of the game
records it once (replay kept, statistics recorded, the autosave cleared, so nothing comes
back as Continue) and opens the game's end screen. Undo and redo go back to the game's
barriers (never past a revealed card or a computer's move); the menu (F10), the help (F1)
and the hint (H) are the same at every table.

A game's table is a subclass: the adapter. It brings its board: ``choosing`` (its choosing
state: focus, notice, log), its painters and layout (`draw`, `changed`), its input
(`handle_input`), how its events animate (`queue_animations`) and step the shown state
(`shown`, `resynced`), its words (`SHORTCUTS`, `event_line`, the `Computers`' `SeatWords`),
its hand-over (`SEATING`), its hint's look (`show_hint`), rooms it opens between decisions
(`pending_room`) and seats it answers itself (`drivers`). The frontend never changes a game
but by applying one of its options.

Any game's table can also hold a puzzle (`practise`): the same board and input, the options
applied by the same door, but nothing saved or recorded, no hand-over, no computer seat or
game's driver, no hint, no room between decisions and no end screen; the room above the table
(the Puzzles room) watches the game's history and gives the menu its own items.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

import pygame

from ...core.decision import Decision
from ...core.events import Event
from ...core.options import Option
from ...core.protocol import GameState
from ...core.session import Session
from ...games import registration_of
from ..animation import Animation, AnimationQueue
from ..look.theme import UI
from ..shell import audio, user_events
from ..shell.computers import Chosen, Computers, SeatWords
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext, Scene
from ..ui.dialogs import Help
from ..ui.thinking import thinking_words
from .applied import Applied, PlainWords
from .handover import Handover, Seating
from .rooms import TableRooms

#: A seat the game answers itself (e.g. Finspan's "always take" all-players benefits, the
#: bidding clock run out): for the pending decision, the option chosen, or None.
Driver = Callable[[Any], Chosen | None]
#: Milliseconds between the frame loop's wake-ups while a computer thinks or a hint is
#: sought (the "thinking…" dots move, the answer is collected), instead of 60 frames a second.
TICK_MS = 120
#: Seconds the table is on screen before a computer's first decision there is asked (at
#: normal animation speed): the player sees the table, then the computers' turns.
OPENING_SECONDS = 1.0
#: Keys every table answers the same way, before the game's own input.
MENU_KEYS = (pygame.K_F10,)
HELP_KEYS = (pygame.K_F1,)


class KitTable(TableRooms, Scene):
    """A game at its table (``prefs``: who plays each seat, the seats' standing answers,
    hints used, a loaded save's undo session). Subclasses are the games' tables."""

    #: The keys and what they do, for the help (F1): the game's table says.
    SHORTCUTS: ClassVar[tuple[tuple[str, str], ...]] = ()
    HELP_TIPS: ClassVar[str] = ""
    #: What the game tells the hand-over (`handover.Seating`).
    SEATING: ClassVar[Seating | None] = None
    #: Whether the table is handed over between seats and autosaved (not in a viewer).
    plays = True
    #: A puzzle at the table (`practise`).
    practice = False

    computers: Computers
    choosing: Any  # the game's choosing state: ``notice``, ``message``, ``tick``, ``log``

    def __init__(self, app: AppContext, game: GameState, prefs: TablePrefs | None = None,
                 words: SeatWords | None = None) -> None:  # fmt: skip
        """``words``: what the game's options and turns are called for its computer seats
        (`SeatWords`; default `PlainWords`)."""
        super().__init__(app)
        self.prefs = prefs or TablePrefs()
        restored = self.prefs.session  # a loaded save's undo/redo history
        self.session: Session[Any] = (
            restored if restored is not None and restored.game is game else Session(game)
        )
        self.queue = AnimationQueue(speed=self.speed)
        self.registration = registration_of(game)
        self.drivers: list[Driver] = []
        self.guide: Any = None
        #: The end was recorded (a game opened finished, from a save, was recorded when it
        #: ended: it is not recorded again), and the end screen opened.
        self.recorded = self.finished = game.is_over
        self._autosave_due = False
        self._ticking = False
        self._hint_shown: Any = None  # the hint lit (`show_hint`): the computers' `Hint`
        #: The frames the app had drawn when the table opened: no computer decides before
        #: the table has been on screen (`on_screen`), then `OPENING_SECONDS` more.
        self._opened_frame: int = getattr(app, "frames_drawn", 0)
        self._opening = True
        self.computers = self._make_computers(game, words or PlainWords())
        self.handover = Handover(self.SEATING) if self.SEATING is not None else None
        #: The menu's own items while a puzzle is on the table (`practise`).
        self.practice_items: list[tuple[str, Callable[[], object]]] = []

    def practise(self, items: list[tuple[str, Callable[[], object]]]) -> None:
        """Hold a puzzle: from now on nothing is saved or recorded, no seat is handed over, no
        computer or game's driver chooses, the hint is refused, no room opens between
        decisions and no end screen at the end (the game stops where it is); the menu (F10)
        offers ``items`` (words and what they do) besides Resume, Settings, the
        encyclopedia and How to play. Every seat is a person's (the table's prefs)."""
        self.practice, self.plays = True, False
        self.practice_items = list(items)
        self.hide_hint()  # (H says why there is none; the box can show the solution)
        self.handover = None
        self.guide = None
        self.drivers = []
        self._autosave_due = False
        self.computers.cancel()
    def _make_computers(self, game: GameState, words: SeatWords) -> Computers:
        """The computer seats (``prefs.controllers``). The app may carry
        ``ai_worker_factory`` (a worker for tests) and ``ai_budget`` (a fixed budget)."""
        names = list(self.registration.definition.get().summarize(game).players)
        controllers = list(self.prefs.controllers)
        controllers += ["person"] * (len(names) - len(controllers))
        computers = Computers(controllers, names, words,
                              getattr(self.app, "ai_worker_factory", None),
                              getattr(self.app, "ai_budget", None))  # fmt: skip
        computers.hints_used = self.prefs.hints
        return computers

    # --- What every table shares ---------------------------------------------------------------

    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def theme(self) -> Any:
        return self.app.theme

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The seats' names, as the game's summary gives them."""
        return tuple(self.computers.names)

    @property
    def speed(self) -> float:
        """The animation speed (0: off)."""
        speed = getattr(self.app.settings, "animation_speed", 1.0)
        return float(speed) if isinstance(speed, int | float) else 1.0

    @property
    def busy(self) -> bool:
        """Animations run."""
        return self.queue.busy

    @property
    def on_screen(self) -> bool:
        """Whether the table has been on screen: the main loop has drawn a frame since it
        opened (at once when no loop runs: a caller that updates and draws scenes itself)."""
        if not getattr(self.app, "running", False):
            return True
        return int(getattr(self.app, "frames_drawn", 0)) > self._opened_frame

    @property
    def computer_decides(self) -> bool:
        return self.computers.decides(self.game)

    @property
    def can_undo(self) -> bool:
        return self.session.can_undo and not self.computer_decides and not self.game.is_over

    @property
    def can_redo(self) -> bool:
        return self.session.can_redo and not self.computer_decides

    @property
    def animating(self) -> bool:
        """Frames run on while cards move, a notice or the hand-over shows, a computer's step
        or its notice is on screen, a computer's decision is still to be asked (a computer
        thinking wakes the loop by a timer), or the end screen is still to be opened."""
        handover = self.handover is not None and self.handover.active
        return (self.busy or bool(self.choosing.message) or handover
                or self.computers.animating or self.board_animating
                or self._computer_to_ask
                or (self.game.is_over and not self.finished and not self.practice))  # fmt: skip

    @property
    def _computer_to_ask(self) -> bool:
        """A computer's decision is pending and its worker not asked yet (after a move with
        no animation, nothing else would wake the loop to ask it)."""
        c = self.computers
        return not self.game.is_over and c.decides(self.game) and not c.waiting

    @property
    def board_animating(self) -> bool:
        """The game's own reasons to draw every frame (a help waiting to show)."""
        return False

    # --- The adapter: what a game's table brings -----------------------------------------------

    def queue_animations(self, events: list[Event]) -> None:
        """Queue the animations of ``events`` on ``self.queue``: each calls `shown` with the
        events it shows when it ends. (The kit then queues `resync`.)"""
        for e in events:
            self.queue.add(Animation(0.0, on_finish=partial(self.shown, [e])))

    def shown(self, events: list[Event]) -> None:
        """``events``' animation ended: the shown state steps by them (heard and logged)."""

    def resynced(self) -> None:
        """The shown state is taken afresh from the game (after the animations, an undo)."""

    def changed(self) -> None:
        """Lay out again (the game, the choosing state or the size changed)."""

    def played(self, events: list[Event]) -> None:
        """``events`` are about to be shown (a room to open once they have: `pending_room`)."""

    def pending_room(self) -> Callable[[], None] | None:
        """A room to open once the animations are over, before the next decision (Finspan's
        end of a week); None: nothing."""
        return None

    def event_line(self, event: Event) -> str:
        """``event`` in the log's words ("" for none)."""
        return ""

    def notice_line(self, event: Event) -> str:
        """``event`` in the words of a computer's notice ("" to leave it out)."""
        return self.event_line(event)

    def show_hint(self, hint: Any) -> None:
        """The hint for the pending decision has come (``hint``: `computers.Hint`), or is
        gone (None): light it up."""

    def reset_pick(self) -> None:
        """A choice was applied or undone: the choosing state's half-made choice goes."""
        self.choosing.reset_pick()

    def tick(self, dt: float) -> None:
        """Time passes at the table (the game's own clocks and helps)."""

    def handle_input(self, event: pygame.event.Event) -> bool:
        """The game's own input (keys and clicks become options or choosing changes)."""
        return False

    def save_name(self) -> str:
        """The name a save is offered under ("3 players, week 2")."""
        shown = self.registration.definition.get().summarize(self.game)
        return f"{shown.mode[:1].upper()}{shown.mode[1:]}, {shown.progress.split(' · ')[0]}"

    # --- Applying options ------------------------------------------------------------------

    def choose(self, option: Option) -> None:
        """A person's choice (a click, a key): applied and played; refused (and said why)
        while a computer decides."""
        if self.computer_decides:
            name = self.computers.name(self.game.decision.player)
            self.notice(f"{name} is deciding; wait for its choice.", 1.5)
            return
        self.apply_option(option)

    def apply_option(self, option: Option) -> Applied | None:
        """The one door to the game: apply ``option`` (a person's or a computer's), play its
        events, and return what was done; an illegal option is told, not raised (None)."""
        d = self.game.decision
        seat = d.player if d is not None else -1
        try:
            said = self.computers.words.option(self.game, option)  # in its decision's words
            events = self.session.apply(option)
        except ValueError as exc:  # the game's IllegalOption (a ValueError) or its syntax
            audio.play("illegal_click")
            self.notice(str(exc))
            return None
        self.reset_pick()
        self._put_out_hint()
        self.play(events)
        return Applied(option, events, self._words(events, said, seat))

    def _words(self, events: list[Event], said: str, seat: int) -> str:
        """What ``seat`` did, from the events its option made: the first two lines about
        that seat in the log's words, else the option's words (``said``)."""
        lines: list[str] = []
        for e in events:
            line = self.notice_line(e)
            if line and getattr(e, "player", seat) == seat:
                lines.append(line)
            if len(lines) == 2:
                break
        if lines:
            return " ".join(lines)
        return f"{self.computers.name(seat)}: {said}"

    def play(self, events: list[Event]) -> None:
        """Play ``events`` through the animation layer, then take the game's state again."""
        self.played(events)
        self.queue_animations(events)
        self.queue.add(Animation(0.0, on_finish=self.resync))
        self.changed()
        self.app.request_redraw()

    def resync(self) -> None:
        """After the animations: the game's own state, the guide, the hand-over, an autosave
        due."""
        self.resynced()
        self.after_change()

    def after_change(self) -> None:
        """After a change of the game: the guide follows, the hand-over, an autosave due (a
        finished game's clears the autosave: it never comes back as Continue), a finished
        game recorded."""
        if self.guide is not None:
            self.guide.follow(self.game)
        if self.handover is not None and self.plays:
            self.handover.follow(self)  # another seat decides now: the hand-over
        self._autosave_due = self.plays
        if self.game.is_over:
            self.record_end()
        if not self.queue.busy:  # (at the end of a move's animations `update` lays it out,
            self.changed()  # once the queue is empty: built now, it would be built twice)

    # --- Time -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.handover is not None and self.handover.update(dt):
            self.app.request_redraw()
        self._computers_tick(dt)
        had_message = bool(self.choosing.message)
        self.choosing.tick(dt)
        if had_message and not self.choosing.message:
            self.changed()
        self.tick(dt)
        was_busy = self.busy
        self.queue.update(dt)
        if self.busy:
            return
        if was_busy:  # the move has played out: the next decision's panel
            self.changed()
        if self.practice:  # a puzzle: no room, no end screen, no seat but a person's
            return
        room = self.pending_room()
        if room is not None:
            if self.handover is not None:
                self.handover.skip()  # never left frozen mid-slide behind the room
            room()
            return
        if self.game.is_over:
            self.finish()
            return
        self.drive()

    def _computers_tick(self, dt: float) -> None:
        """The computers' clocks: an answer or a hint collected, the step and the notice
        counted down, the shown turn following the game, the thinking dots."""
        c = self.computers
        if c.collect():
            self.app.request_redraw()
        if c.update(dt):
            self.changed()
            self.app.request_redraw()
        if self.choosing.message.endswith(" is deciding; wait for its choice.") and not (
                c.decides(self.game)):  # fmt: skip
            self.choosing.notice("", 0.0)  # the refusal goes once the computer has chosen
        if not self.busy:
            seat = c.turn_seat
            c.follow_turn(self.game)
            if seat != c.turn_seat:
                self.app.request_redraw()
        elif c.hurry is not None and c.hurry == c.turn_seat:
            self.skip_animations()  # a computer's turn being skipped skips its animations
        self._set_ticking(c.waiting)

    @property
    def computer_status(self) -> str:
        """The computers' line: who thinks (with its dots), what one just did, the hint
        sought; "" for none."""
        c = self.computers
        return thinking_words(c.status, c.waiting, c.think_time)

    def drive(self) -> None:
        """The seats no person plays: first the game's own drivers, then the computers (an
        answer from the worker is shown as a step, then applied, then its notice); a hint
        that has come is lit up."""
        g, comp = self.game, self.computers
        if g.decision is None:
            return
        if self._opening:  # a computer's first decision waits until the table has been seen
            if not self.on_screen:
                return
            self._opening = False
            if comp.decides(g) and self.speed > 0:
                comp.wait(OPENING_SECONDS / self.speed)
        for driver in self.drivers:
            chosen = driver(g)
            if chosen is not None:
                self.apply_option(chosen.option)
                return
        option = comp.presented(g)  # a step shown long enough
        if option is None and comp.step is None:
            option = comp.drive(g)
            if option is not None and comp.present(g, option, self.speed):
                option = None  # shown first (`update` counts its time down)
                self.changed()
                self.app.request_redraw()
        hint = comp.hint_for(g)  # the hint asked for, or the step of a hinted plan followed
        if hint is not self._hint_shown:
            self._hint_shown = hint
            self.show_hint(hint)
            self.app.request_redraw()
        d: Decision | None = g.decision
        if option is not None and d is not None:
            applied = self.apply_option(option)
            if applied is not None:
                comp.chose(d.player, applied.words, len(d.options) == 1, self.speed)
        self._set_ticking(comp.waiting)  # asked now: the loop wakes until the answer comes

    def _set_ticking(self, on: bool) -> None:
        """A computer thinks or a hint is sought: the loop wakes a few times a second."""
        if on != self._ticking:
            self._ticking = on
            with contextlib.suppress(pygame.error):  # without SDL's timer: on input only
                pygame.time.set_timer(user_events.COMPUTER_TICK, TICK_MS if on else 0)

    # --- Undo, redo, the hint --------------------------------------------------------------

    def skip_animations(self) -> None:
        if self.busy:
            self.queue.skip()
            self.changed()

    def undo(self) -> None:
        """Back within the person's turn (never past a revealed card, nor into the middle of
        a computer's decisions); the hint goes with the decision it was for."""
        self.skip_animations()
        if self.computer_decides:
            self.computers.cancel()
            self.notice("Undo is for your own turn: the computer players' moves stand.")
            return
        if self.game.is_over or not self.session.undo():
            self.notice("Nothing to undo: a new card was seen or the turn changed hands.")
            return
        while self.computers.decides(self.game) and self.session.undo():
            pass  # never back into the middle of a computer's decisions
        self.computers.cancel()
        self._put_out_hint()
        self.reset_pick()
        self.resynced()
        self.choosing.log.append(("(undone)", UI["text_dim"]))
        self.after_change()

    def redo(self) -> None:
        self.skip_animations()
        if not self.can_redo:
            self.notice("Nothing to redo.")
            return
        self._put_out_hint()
        self.play(self.session.redo() or [])

    def _put_out_hint(self) -> None:
        """The decision on screen changes (an option applied, undone or redone): its hint
        goes at once (`drive` lights the next decision's, if it has one)."""
        self.computers.hint = None
        self._hint_shown = None
        self.show_hint(None)

    def ask_hint(self) -> None:
        """H or the Hint button: what the game's hint finds best for the person's decision
        (asked of the worker; lit up when it answers, `drive`). Counted as a hint used."""
        if self.busy or self.game.decision is None:
            return
        if self.practice:
            self.notice("No hint in a puzzle: the menu (F10) can show the solution.")
            return
        told = self.computers.ask_hint(self.game)
        if told:
            self.notice(told, 2.0)
            return
        self.prefs.hints = self.computers.hints_used
        self._set_ticking(True)
        self.changed()
        self.app.request_redraw()

    # --- The end of the game ---------------------------------------------------------------

    def record_end(self) -> None:
        """The game is over: record it once, its replay kept and its statistics (never
        raises: a problem must not cost the player the end screen)."""
        if self.recorded:
            return
        self.recorded = True
        if self.plays:
            self.app.saves.game_finished(self.game, self.prefs)

    def finish(self) -> None:
        """The game is over and its last move shown: its end screen (once)."""
        if self.finished:
            return
        self.finished = True
        self.record_end()
        if self.handover is not None:
            self.handover.skip()
        self.app.nav.open_final(self.game)

    # --- Rooms above the table -------------------------------------------------------------

    def notice(self, text: str, seconds: float = 3.0) -> None:
        self.choosing.notice(text, seconds)
        self.changed()
        self.app.request_redraw()

    def open_help(self) -> None:
        self.app.push(Help(self.app, "Keyboard shortcuts", self.SHORTCUTS, self.HELP_TIPS))

    # --- Autosave and idle work ------------------------------------------------------------

    def flush(self) -> None:
        """Write the autosave now if one is due (idle time, leaving the table, quitting); a
        finished game's clears it."""
        if self._autosave_due:
            self._autosave_due = False
            self.app.saves.autosave(self.game, self.saved_table(), self.notice)

    def saved_table(self) -> Any:
        """What the player set here, as saved with the game (its prefs, undo history and
        the animation speed it is played at)."""
        speed = getattr(self.app.settings, "animation_speed", None)
        speed = speed if isinstance(speed, int | float) else None
        return self.app.saves.table_of(self.prefs, self.session, speed)

    def prefetch(self) -> bool:
        """Idle work, one piece per call: the due autosave (True after it: a notice it gave
        is drawn next), then the game's own (`prefetch_board`)."""
        if self.busy:
            return False
        if self._autosave_due:
            self.flush()
            return True
        return self.prefetch_board()

    def prefetch_board(self) -> bool:
        """The game's idle work (pictures it may need next); True while there is more."""
        return False

    # --- Lifecycle -------------------------------------------------------------------------

    def enter(self) -> None:
        """The guided first turn, if the game has one to show (a scene above the table)."""
        scene = self.guide_scene()
        if scene is not None:
            self._guide_coming = True  # pausing for the guide neither saves nor drops a hover
            try:
                self.app.push(scene)
            finally:
                self._guide_coming = False

    def guide_scene(self) -> Scene | None:
        """The guided first turn over this table, if the game gives one (``guide``: its
        steps) and it has a step to show."""
        if self.guide is None or self.guide.step is None:
            return None
        from .guide_scene import GuideScene

        return GuideScene(self.app, self)

    _guide_coming = False

    def resume(self) -> None:
        """Back on top (e.g. from the settings screen): take up changed settings. The mouse
        was last seen where it chose what opened the window (the Menu button): until it
        moves, it is nowhere, so nothing stays lit under it."""
        self.queue.speed = self.speed
        self.choosing.mouse = (-1, -1)
        self.choosing.aim(None)
        self.changed()

    def pause(self) -> None:
        """A window opens on the table: the autosave is written, a computer's question is
        cancelled (asked again on return) and the wake-ups stop."""
        if self._guide_coming:
            return
        self.flush()
        self.computers.cancel()
        self._set_ticking(False)

    def exit(self) -> None:
        self.flush()
        self._set_ticking(False)
        self.computers.close()  # no worker left behind

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.changed()

    # --- Input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click or key skips a computer's turn and the hand-over (and is used too); F10
        opens the menu and F1 the help at every table, during animations too (they are
        skipped first: the sheet says F1 opens it); the rest is the game's input."""
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if pressed and getattr(event, "key", None) != pygame.K_m:  # M mutes; it skips nothing
            self.computers.skip_pause()
            if self.handover is not None:
                self.handover.skip()
        if event.type == pygame.KEYDOWN and event.key in (*MENU_KEYS, *HELP_KEYS):
            self.skip_animations()  # its window opens on the table as it stands after them
        if event.type == pygame.KEYDOWN and not self.busy:
            if event.key in MENU_KEYS:
                self.open_menu()
                return True
            if event.key in HELP_KEYS:
                self.open_help()
                return True
        return self.handle_input(event)

