"""The Fish'n'Flip table: a game being played, its lifecycle and wiring.

Owns the undo `Session` (the game), the shown `PublicState` (stepped by each engine event as
its animation ends, `shown.step_all`, then taken afresh from the game), the `Choosing` state,
the animation queue, the layout and the region cache, the computer seats (`Computers`, through
`seats`) and the hover help. Input is the input room's (`input`); the painters draw from a
`Frame` and change nothing. The frontend applies only options the engine offers and decides
no rule: the lit targets are the options' places, the preview is the engine's own play on a
copy of the game up to the first hidden card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ... import flip as F
from ...flip import FLIP, Game, IllegalOption, Option, PublicState, Session, replay
from ..animation import Animation, AnimationQueue
from ..look.theme import UI, Colour, shade
from ..shell import audio
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext, Scene
from ..ui.handover import Handover
from ..ui.prompts import for_device
from ..ui.regions import Region, RegionCache
from ..ui.widgets import Tooltip
from . import animate, input as flip_input, seats
from .bidding import BiddingClock
from .choosing import Choosing, Entry, entries, net_candidates, option_places, preview
from .focus import paint_focus
from .frame import Frame, Marks
from .handover import FlipSeating
from .layout import TOP_BUTTONS, FlipLayout, PanelWords, build_layout
from .paint_net import paint_marks, paint_net_box
from .paint_side import paint_log_box, paint_panel, paint_seats, paint_top, seat_colour
from .shown import step_all
from .words import describe, option_words

#: The decision panel's words while a move plays out.
SKIP_WORDS = "The move plays out. Click or press any key to skip it."
#: The regions of the resting table, in the order they are brought up to date.
REGIONS = ("panel", "net", "seats", "top", "log")


#: Events of a continued game's past written into its log when the table opens.
PAST_LOGGED = 60


def _past_events(game: Game) -> list[F.Event]:
    """Every event of ``game`` so far, from its start (replayed from its setup and seed:
    the events players saw, no hidden card)."""
    if not game.history:
        return list(game.start_events)
    return [e for step in replay(FLIP.restart(game), game.history) for e in step.events]


class FlipTable(Scene):
    """A Fish'n'Flip game in progress (``prefs.controllers``: who plays each seat)."""

    #: The top bar's buttons (the replay viewer has none).
    buttons: tuple[str, ...] = TOP_BUTTONS
    #: Whether the table is handed over between seats (`handover`; not in the replay viewer).
    hands_over = True

    def __init__(self, app: AppContext, game: Game, prefs: TablePrefs | None = None) -> None:
        super().__init__(app)
        self.prefs = prefs or TablePrefs()
        restored = self.prefs.session
        self.session: Session[Game] = (
            restored if restored is not None and restored.game is game else Session(game)
        )
        self.view: PublicState = game.public_state()
        self.choosing = Choosing()
        self.queue = AnimationQueue(speed=getattr(app.settings, "animation_speed", 1.0))
        self.regions = RegionCache()
        self.tooltip = Tooltip(delay=0.3, theme=app.theme)
        #: What was just clicked: its help stays hidden until the pointer leaves it (the
        #: card taken up is explained by the decision panel, which its help would cover).
        self.quiet: object | None = None
        self.computers = seats.make(app, game, self.prefs)
        self.marks = Marks()
        self.version = 0
        self.finished = False  # the final scores were opened
        self._autosave_due = False
        self._autosave_failed = False
        self.clock = BiddingClock(bool(getattr(game.setup, "clock", False)))
        self.clock.follow(game, self.view.turn)
        self.layout: FlipLayout = self.build()
        for e in _past_events(game)[-PAST_LOGGED:]:  # a game continued keeps its log
            self.log_event(e)
        self.handover = Handover(FlipSeating())  # the banner and slide when another seat decides
        self.refresh()
        self.handover.follow(self)  # (the first seat: nothing is handed over)

    # --- What the rooms share -----------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def theme(self) -> Any:
        return self.app.theme

    @property
    def busy(self) -> bool:
        return self.queue.busy

    @property
    def computer_decides(self) -> bool:
        return self.computers.decides(self.game)

    @property
    def can_undo(self) -> bool:
        return self.session.can_undo and not self.computer_decides and not self.game.is_over

    def rows(self) -> tuple[Entry, ...]:
        """The decision panel's entries (none while a computer decides or cards move)."""
        if self.computer_decides or self.game.decision is None or self.busy:
            return ()
        return entries(self.game, self.choosing.action)

    def words(self) -> PanelWords:
        """Whose decision, the question whole, and the notes under it."""
        g, c = self.game, self.choosing
        d = g.decision
        if self.busy:  # the move plays out: the turn shown, not the next decision
            seat = self.view.seats[self.view.current] if not self.view.over else None
            return PanelWords(seat.name if seat else "The game ends",
                              for_device(SKIP_WORDS, self.theme), (),
                              status=self.computers.any)  # fmt: skip
        if d is None:
            return PanelWords("The game is over", g.outcome().verdict)
        name = self.view.seats[d.player].name
        notes: list[str] = []
        if self.computer_decides:
            clock = self.clock.on and d.kind is F.DecisionKind.BID
            return PanelWords(name, d.question, (), status=True, clock=clock)
        if d.kind is F.DecisionKind.ACTION and c.action is None:
            notes.append("Choose an action card (its number, or click it), then its target.")
        elif c.action is not None:
            notes.append("Click a lit target or press its number. Esc: another card.")
        if c.preview is not None:
            notes.append(c.preview.words)
        if c.hint:
            notes.append(f"Hint: {c.hint}")
        if c.message:
            notes.append(c.message)
        status = self.computers.any or self.computers.waiting  # "Looking for a hint…"
        clock = self.clock.on and d.kind is F.DecisionKind.BID
        notes = [for_device(note, self.theme) for note in notes]  # a controller's words
        return PanelWords(name, d.question, tuple(notes), status=status, clock=clock)

    # --- Layout, marks and hover (never while drawing) ---------------------------------------

    def build(self, size: tuple[int, int] | None = None) -> FlipLayout:
        c = self.choosing
        d = self.game.decision
        bids = d is not None and d.kind is F.DecisionKind.BID
        return build_layout(size or self.size, self.app.theme, self.view, self.words(),
                            self.rows(), c.focus, c.list_scroll, grid_rows=bids,
                            buttons=self.buttons)  # fmt: skip

    def refresh(self) -> None:
        """Lay out again and work out what is lit (the game, the choosing state, the pointer
        or the size changed)."""
        rows = self.rows()
        c = self.choosing
        c.focus = max(0, min(c.focus, len(rows) - 1)) if rows else 0
        self.layout = self.build()
        c.list_scroll = self.layout.list_scroll
        self.marks = self._marks(rows)

    def _marks(self, rows: tuple[Entry, ...]) -> Marks:
        g, c, v = self.game, self.choosing, self.view
        d = g.decision
        step = self.computers.step
        if self.busy or d is None:
            return Marks()
        trigger = getattr(d, "place", None) if d.kind is F.DecisionKind.POWER else None
        if step is not None:
            return Marks(chosen=option_places(step.option, v, trigger),
                         chosen_colour=seat_colour(step.seat, self.theme))  # fmt: skip
        if self.computer_decides:
            return Marks()
        legal = frozenset(p for o in net_candidates(g, c.action)
                          for p in option_places(o, v, trigger))  # fmt: skip
        pointed_option = c.pointed
        if pointed_option is None and rows and 0 <= c.focus < len(rows):
            pointed_option = rows[c.focus].option
        pointed = option_places(pointed_option, v, trigger) if pointed_option else ()
        freed: frozenset[int] = frozenset()
        if c.preview is not None and c.preview.option == pointed_option:
            ids = set(c.preview.freed)
            freed = frozenset(p for p in range(28) if (k := v.card_at(p)) and k.id in ids)
        hint = option_places(c.hint_option, v, trigger) if c.hint_option else ()
        box = isinstance(pointed_option, F.FlipRow | F.FlipColumn | F.FlipSquare)
        return Marks(legal=legal, pointed=pointed, freed=freed, hint=hint, columns=box)

    def point_at(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos``: what it is over, the option it means on the net and
        that option's preview, and the hover help."""
        c = self.choosing
        c.mouse = pos
        if self.busy:
            return
        hit = self.layout.hit(pos, self.view)
        c.aim(hit)
        option = None
        if isinstance(hit, flip_input.CellHit) and not self.computer_decides:
            d = self.game.decision
            trigger = getattr(d, "place", None) if d and d.kind is F.DecisionKind.POWER else None
            option = flip_input.option_at(self, hit.place, pos, trigger)
        self.set_pointed(option)
        if hit != self.quiet:
            self.quiet = None
        help_words, anchor = flip_input.help_for(self, hit) if self.quiet is None else (None, None)
        lay = self.layout
        focused = next((r for k, r in lay.options if k == c.focus), None)
        avoid = [lay.rects["panel"], lay.rects["top"]]
        if not isinstance(hit, flip_input.SeatHit):  # (the seats' lines: the grid's scores)
            avoid.append(lay.rects["seats"])
        self.tooltip.show(help_words, anchor or pygame.Rect(pos, (1, 1)), screen=self.size,
                          keep_clear=focused, avoid=avoid)

    def quiet_help(self, hit: object) -> None:
        """``hit`` was just clicked: its help hides until the pointer leaves it."""
        self.quiet = hit
        self.tooltip.hide()

    def set_pointed(self, option: Option | None) -> None:
        """The option the pointer means on the net: its entry highlighted, its preview."""
        c = self.choosing
        if option != c.pointed:
            c.pointed = option
            c.preview = preview(self.game, option) if option is not None else None
            rows = self.rows()
            c.focus = next((i for i, e in enumerate(rows) if e.option == option), c.focus)
            self.refresh()

    def focus_changed(self) -> None:
        """The highlighted entry changed: its option's preview (if it has a target)."""
        rows = self.rows()
        c = self.choosing
        option = rows[c.focus].option if rows and 0 <= c.focus < len(rows) else None
        c.pointed = None
        c.preview = preview(self.game, option) if option is not None and option_places(
            option, self.view) else None  # fmt: skip
        self.refresh()

    # --- Applying options and playing their events -------------------------------------------

    def choose(self, option: Option) -> None:
        """Apply one of the pending decision's options (a person's) and play its events."""
        if self.computer_decides or self.busy:
            return
        self._apply(option)

    def _apply(self, option: Option) -> None:
        try:
            events = self.session.apply(option)
        except IllegalOption as exc:
            audio.play("illegal_click")
            self.notice(str(exc))
            return
        self.choosing.reset_pick()
        self.choosing.hint, self.choosing.hint_option = "", None
        self.tooltip.hide()
        self.play(events)

    def play(self, events: list[F.Event]) -> None:
        """One animation per event (a run of cards moving together is one), each stepping
        the shown table as it ends; then the table takes the game's own state again."""
        shown = self.view
        for run in animate.runs(events):
            self.queue.add(animate.animation_for(run, self.stage, shown,
                                                 self._stepper(run), self._colour))  # fmt: skip
            shown = step_all(shown, run)
        self.queue.add(Animation(0.0, on_finish=self.resync))
        self.refresh()
        self.app.request_redraw()

    def _colour(self, seat: int) -> Colour:
        return seat_colour(seat, self.theme)

    def stage(self) -> animate.Stage:
        return animate.Stage(self.layout, self.view, self.theme)

    def _stepper(self, run: list[F.Event]) -> Callable[[], None]:
        def step() -> None:
            self.view = step_all(self.view, run)
            for e in run:
                self.log_event(e)
            self.refresh()

        return step

    def resync(self) -> None:
        """After the animations: the game's own state, an autosave due, the end of the game."""
        self.view = self.game.public_state()
        self._autosave_due = True
        self.clock.follow(self.game, self.view.turn)
        self.refresh()
        self.handover.follow(self)  # another seat decides now: the hand-over

    def log_event(self, e: F.Event) -> None:
        line = describe(e, [s.name for s in self.view.seats])
        if not line:
            return
        player = getattr(e, "player", None)
        colour = UI["text"]
        if isinstance(player, int) and 0 <= player < len(self.view.seats):
            colour = shade(seat_colour(player, self.theme), 1.25)
        if isinstance(e, F.FishNFlip | F.GameEnded | F.GameLost):
            colour = UI["accent"]
        self.choosing.log.append((line, colour))
        self.choosing.log_scroll = 0

    def notice(self, text: str, seconds: float = 3.0) -> None:
        self.choosing.notice(text, seconds)
        self.refresh()
        self.app.request_redraw()

    # --- Undo, hint ----------------------------------------------------------------------------

    def skip_animations(self) -> None:
        if self.busy:
            self.queue.skip()
            self.refresh()

    def undo(self) -> None:
        self.skip_animations()
        if not self.can_undo or not self.session.undo():
            self.notice("Nothing to undo: a new card was seen or the turn changed hands.")
            return
        self.computers.cancel()
        self.view = self.game.public_state()
        self.choosing.reset_pick()
        self.choosing.log.append(("(undone)", UI["text_dim"]))
        self.refresh()

    def redo(self) -> None:
        self.skip_animations()
        if self.computer_decides or not self.session.can_redo:
            self.notice("Nothing to redo.")
            return
        self.play(self.session.redo() or [])

    def ask_hint(self) -> None:
        """H: what the hint finds best for the person's pending decision (asked of the
        worker; shown when it answers, `update`)."""
        if self.busy or self.game.decision is None:
            return
        told = self.computers.ask_hint(self.game)
        if told:
            self.notice(told)
        else:
            self.prefs.hints = self.computers.hints_used
            self.refresh()  # the status line: "Looking for a hint…"

    def _take_hint(self) -> None:
        hint = self.computers.hint_for(self.game)
        c = self.choosing
        if hint is None:
            if c.hint_option is not None:
                c.hint, c.hint_option = "", None
            return
        option = self.game.options[hint.index]
        if option == c.hint_option:
            return
        reason = hint.reason[:1].upper() + hint.reason[1:]
        c.hint_option, c.hint = option, reason or f"{option_words(option)}."
        c.action = flip_input.action_of(option)
        rows = self.rows()
        c.focus = next((i for i, e in enumerate(rows) if e.option == option), 0)
        self.focus_changed()

    # --- Lifecycle ------------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Frames run on: while cards move, a notice or a help waits, or a computer has the
        decision (asked at the next frame: with animations off, nothing else would wake the
        loop after a person's move, and a controller alone sends no mouse motion)."""
        c = self.choosing
        comp = self.computers
        return (self.busy or bool(c.message) or self.regions.pending or c.hover_pending
                or self.tooltip.pending or comp.waiting or comp.animating
                or self.handover.active
                or (self.computer_decides and not self.game.is_over))  # fmt: skip

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.version += 1
        self.refresh()

    def resume(self) -> None:
        self.queue.speed = getattr(self.app.settings, "animation_speed", 1.0)
        self.version += 1
        self.refresh()

    def pause(self) -> None:
        self.flush()
        self.tooltip.hide()
        self.choosing.hover = None
        self.computers.cancel()

    def exit(self) -> None:
        self.flush()
        self.computers.close()

    def update(self, dt: float) -> None:
        if self.handover.update(dt):
            self.app.request_redraw()
        c = self.choosing
        had_message = bool(c.message)
        c.tick(dt)
        if had_message and not c.message:
            self.refresh()
        if self.tooltip.update(dt):
            self.app.request_redraw()
        if self.computers.update(dt):
            self.refresh()
        was_busy = self.busy
        self.queue.update(dt)
        if self.busy:
            return
        if was_busy:  # the move has played out: the next decision's panel
            self.refresh()
        if self.game.is_over:
            self._finish()
            return
        if self.clock.tick(dt):
            self._clock_ran_out()
        self._drive()

    def _clock_ran_out(self) -> None:
        """The bidding clock's time is up: the table passes for the bidder asked."""
        option = self.clock.expired_option(self.game)
        if option is not None:
            self.computers.cancel()
            self.notice("Time is up: the bidding ends.")
            self._apply(option)

    def _drive(self) -> None:
        """A computer seat's choice once the worker answered and it was shown; a hint that
        has come is put in focus."""
        g, comp = self.game, self.computers
        speed = getattr(self.app.settings, "animation_speed", 1.0)
        option = comp.presented(g)
        if option is None and comp.step is None:
            option = comp.drive(g)
            if option is not None and comp.present(g, option, speed):
                option = None  # shown first (`update` counts its time down)
                self.refresh()
        self._take_hint()
        if option is not None and g.decision is not None:
            comp.chose(g, option, speed)
            self._apply(option)

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.flush()
        try:
            self.app.saves.game_finished(self.game, self.prefs)
        except Exception as exc:  # a statistics problem must not cost the final scores
            self.notice(f"Could not record the game: {exc}")
        self.app.nav.open_final(self.game)

    # --- Saving ----------------------------------------------------------------------------------

    def flush(self) -> None:
        """Write the autosave now if one is due (idle time, leaving the table)."""
        if self._autosave_due and not self.game.is_over:
            self._autosave_due = False
            try:
                self.app.saves.autosave(self.game, self.saved_table(), self.notice)
            except Exception as exc:  # a save that fails must not end the game; said once
                if not self._autosave_failed:
                    self._autosave_failed = True
                    self.notice(f"Could not autosave: {exc}", 5.0)

    def saved_table(self) -> Any:
        speed = getattr(self.app.settings, "animation_speed", None)
        speed = speed if isinstance(speed, int | float) else None
        return self.app.saves.table_of(self.prefs, self.session, speed)

    def prefetch(self) -> bool:
        """Idle work: the due autosave (True after it: a notice it gave is drawn next)."""
        if self.busy or not self._autosave_due:
            return False
        self.flush()
        return True

    # --- Input and drawing -----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if pressed and getattr(event, "key", None) != pygame.K_m:  # M mutes; it skips nothing
            self.handover.skip()  # a click or key ends the hand-over; the table takes it too
        return flip_input.handle_event(self, event)

    def frame(self) -> Frame:
        comp = self.computers
        return Frame(
            layout=self.layout, view=self.view, game=self.game, choosing=self.choosing,
            theme=self.theme, rows=self.rows(), words=self.words(), busy=self.busy,
            can_undo=self.can_undo, can_redo=self.session.can_redo and not self.computer_decides,
            mouse=self.choosing.mouse, status=comp.status, thinking=comp.thinking is not None,
            think_time=comp.think_time, computers=tuple(comp.controllers), marks=self.marks,
            clock_left=self.clock.left,
        )  # fmt: skip

    def region_keys(self) -> dict[str, tuple]:
        v, g, c = self.view, self.game, self.choosing
        comp = self.computers
        state = (v, len(g.history), self.busy)  # (the view itself: ids are reused)
        pick = (c.action, c.focus, c.list_scroll, c.message, c.hint, id(c.preview))
        return {
            "top": (state, self.can_undo, self.session.can_redo,
                    tuple(sorted(k for k, r in self.layout.buttons.items()
                                 if r.collidepoint(c.mouse)))),
            "net": (state,),
            "seats": (state, c.action),
            "panel": (state, pick, comp.status, int(comp.think_time * 4),
                      None if self.clock.left is None else int(self.clock.left + 0.999),
                      next((k for k, r in self.layout.options if r.collidepoint(c.mouse)), -1)),
            "log": (len(c.log), c.log_scroll),
        }  # fmt: skip

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.frame()
        lay = self.layout
        painters = {"top": paint_top, "net": paint_net_box, "seats": paint_seats,
                    "panel": paint_panel, "log": paint_log_box}  # fmt: skip
        rects = {"top": lay.rects["top"], "net": lay.rects["net_area"],
                 "seats": lay.rects["seats"], "panel": lay.rects["panel"],
                 "log": lay.rects["log"]}  # fmt: skip
        t = self.theme
        base = (surface.get_size(), self.version, t.key, t.scale, t.pad_layout,
                tuple(tuple(r) for r in rects.values()))  # fmt: skip
        keys = self.region_keys()

        def painter(name: str) -> Callable[[pygame.Surface], None]:
            return lambda layer: painters[name](layer, frame)

        self.regions.paint(surface, base, [Region(n, rects[n], keys[n], painter(n))
                                           for n in REGIONS])  # fmt: skip
        paint_marks(surface, frame)
        paint_focus(surface, frame)
        self.handover.draw(surface, lay.rects, t)
        self.queue.draw(surface)
        if not self.busy:
            self.tooltip.draw(surface)
