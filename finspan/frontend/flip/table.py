"""The Fish'n'Flip table: the table kit's scene (`kit.table.KitTable`: the undo session, the
animations, the computer seats, the hand-over, autosave, undo, the hint, the end of the game)
with Fish'n'Flip's board: the shown `PublicState` (stepped by each engine event as its
animation ends, `shown.step_all`, then taken afresh from the game), the `Choosing` state, the
layout and the region cache, its painters and hover help, and the bidding clock. Input is the
input room's (`input`); the painters draw from a `Frame` and change nothing. The frontend
applies only options the engine offers and decides no rule: the lit targets are the options'
places, the preview is the engine's own play on a copy of the game up to the first hidden
card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ... import flip as F
from ...flip import FLIP, Game, Option, PublicState, replay
from ..art.flip_cards import back_card
from ..kit.table import KitTable
from ..look.theme import UI, Colour, FontRole, shade
from ..shell.computers import Chosen, decision_key
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext
from ..ui.backdrop import picture as backdrop_picture
from ..ui.prompts import for_device
from ..ui.regions import Region, RegionCache
from ..ui.widgets import Tooltip
from . import animate, input as flip_input
from .bidding import BiddingClock
from .choosing import Choosing, Entry, entries, net_candidates, option_places, preview
from .focus import paint_focus
from .frame import Frame, Marks
from .guide import flip_guide
from .handover import FlipSeating
from .input import HELP_TIPS, SHORTCUTS
from .layout import (
    KEPT_ROWS,
    TOP_BUTTONS,
    FlipLayout,
    PanelWords,
    build_layout,
    seat_card_height,
)
from .log import TurnLog
from .paint_net import card_image, every_face, paint_marks, paint_net_box
from .paint_side import (
    name_and_kind,
    paint_log_box,
    paint_panel,
    paint_seats,
    paint_top,
    seat_colour,
)
from .seats import FLIP_WORDS
from .shown import step_all
from .words import describe, doing_words, first_sentence, sentence, without_details

#: The decision panel's words while a move plays out.
SKIP_WORDS = "The move plays out. Click or press any key to skip it."
#: The regions of the resting table, in the order they are brought up to date.
REGIONS = ("panel", "net", "seats", "top", "log")


#: Lines the log shows at least with computer teammates (two of their turns, `log.TurnLog`).
TEAM_LOG_LINES = 5
#: Events of a continued game's past written into its log when the table opens.
PAST_LOGGED = 60


def _past_events(game: Game) -> list[F.Event]:
    """Every event of ``game`` so far, from its start (replayed from its setup and seed:
    the events players saw, no hidden card)."""
    if not game.history:
        return list(game.start_events)
    return [e for step in replay(FLIP.restart(game), game.history) for e in step.events]


class FlipTable(KitTable):
    """A Fish'n'Flip game in progress (``prefs.controllers``: who plays each seat)."""

    SHORTCUTS = SHORTCUTS
    HELP_TIPS = HELP_TIPS
    SEATING = FlipSeating()
    #: The top bar's buttons (the replay viewer has none).
    buttons: tuple[str, ...] = TOP_BUTTONS

    def __init__(self, app: AppContext, game: Game, prefs: TablePrefs | None = None) -> None:
        super().__init__(app, game, prefs, FLIP_WORDS)
        self.view: PublicState = game.public_state()
        self.choosing = Choosing()
        self.regions = RegionCache()
        self.tooltip = Tooltip(delay=0.3, theme=app.theme)
        #: What was just clicked: its help stays hidden until the pointer leaves it (the
        #: card taken up is explained by the decision panel, which its help would cover).
        self.quiet: object | None = None
        self.marks = Marks()
        self.version = 0
        self.clock = BiddingClock(bool(getattr(game.setup, "clock", False)))
        self.clock.follow(game, self.view.turn)
        self.drivers.append(self._clock_driver)
        self.log_room = 0  # the least height of the log (the guide's box lies over it)
        self._faces: tuple[tuple[object, ...], list[F.Card]] = ((), [])  # `prefetch_board`
        self.turn_log = TurnLog(self._log_colour)
        self.guide = self.make_guide(game) if self.wants_guide(game) else None
        self.layout: FlipLayout = self.build()
        for e in _past_events(game)[-PAST_LOGGED:]:  # a game continued keeps its log
            self.log_event(e)
        self.refresh()
        assert self.handover is not None
        self.handover.follow(self)  # (the first seat: nothing is handed over)

    # --- What the rooms share -----------------------------------------------------------------

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
                              status=self.computers.any,
                              status_words=self.computers.status)  # fmt: skip
        if d is None:
            return PanelWords("The game is over", g.outcome().verdict)
        name = self.view.seats[d.player].name
        if self.computer_decides:
            clock = self.clock.on and d.kind is F.DecisionKind.BID
            return PanelWords(name, doing_words(name, d), (), status=True, clock=clock,
                              status_words=self.computers.status)  # fmt: skip
        how: list[str] = []  # how to answer: gives way first when the options need the room
        if d.kind is F.DecisionKind.ACTION and c.action is None:
            how.append("Choose an action card (its number, or click it), then its target.")
        elif c.action is not None:
            how.append("Click a lit target or press its number. Esc: another card.")
        frees = [c.preview.words] if c.preview is not None else []
        hint, _ = self.shown_hint()
        hinted = [f"Hint, {hint}" if hint.startswith("step ") else f"Hint: {hint}"] if hint else []
        said = [c.message] if c.message else []
        status = self.computers.any or self.computers.waiting  # "Looking for a hint…"
        clock = self.clock.on and d.kind is F.DecisionKind.BID
        how, frees, hinted, said = ([for_device(note, self.theme) for note in part]
                                      for part in (how, frees, hinted, said))  # fmt: skip
        yielding = [(note, "") for note in (*how, *frees)]
        for note in hinted:  # the hint: what it frees group by group, then all but its plan
            yielding += [(note, without_details(note)),
                         (without_details(note), first_sentence(note))]  # fmt: skip
        notes = (*how, *frees, *hinted, *said)
        return PanelWords(name, sentence(d.question), notes, status=status, clock=clock,
                          yielding=tuple(yielding),
                          status_words=self.computers.status if status else "")  # fmt: skip

    # --- Layout, marks and hover (never while drawing) ---------------------------------------

    def build(self, size: tuple[int, int] | None = None) -> FlipLayout:
        """The table's layout; with computer teammates the log keeps `TEAM_LOG_LINES` lines
        unless the options would then show fewer than `KEPT_ROWS` or the seats' cards would
        be smaller (the options and the cards a player acts with come first)."""
        c = self.choosing
        d = self.game.decision
        bids = d is not None and d.kind is F.DecisionKind.BID
        rows, words = self.rows(), self.words()
        self.layout_status = self.computers.status
        computers = tuple(self.computers.controllers)
        kinds = tuple(name_and_kind(s.name, s.seat, computers)[1] for s in self.view.seats)

        def laid(log_room: int) -> FlipLayout:
            return build_layout(size or self.size, self.app.theme, self.view, words, rows,
                                c.focus, c.list_scroll, grid_rows=bids, buttons=self.buttons,
                                log_room=log_room, kinds=kinds)  # fmt: skip

        team = self._team_log()
        if team <= self.log_room:
            return laid(self.log_room)
        lay = laid(team)
        if len(lay.options) >= min(KEPT_ROWS, len(rows)) and (
                _card_height(lay) >= seat_card_height(self.app.theme)):  # fmt: skip
            return lay  # (nothing the player acts with gave way: laid out once)
        without = laid(self.log_room)
        fewer_rows = len(lay.options) < min(KEPT_ROWS, len(without.options))
        return without if fewer_rows or _card_height(lay) < _card_height(without) else lay

    def _team_log(self) -> int:
        """The least height of the log with computer teammates: `TEAM_LOG_LINES` lines, to
        follow the turns that pass while the player waits (0 without them)."""
        if not (self.computers.any and self.view.mode is F.Mode.COOP):
            return 0
        t = self.app.theme
        return TEAM_LOG_LINES * t.font(FontRole.SMALL).get_linesize() + t.px(10)

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
        _, hinted = self.shown_hint()
        hint = option_places(hinted, v, trigger) if hinted is not None else ()
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
        self.aim_help(help_words, anchor or pygame.Rect(pos, (1, 1)),
                      seats=not isinstance(hit, flip_input.SeatHit))

    def aim_help(self, words: str | None, anchor: pygame.Rect, seats: bool = True) -> None:
        """Show the help ``words`` of ``anchor`` (hovered, or focused with the keys) clear of
        the highlighted choice, and where there is room of the decision panel, the top bar and
        (``seats``) the seats' lines; where no place beside it leaves the decision panel
        clear (an action card of a seat's line, at the top right), over the net, level with
        it, beside it or under it: the panel's name and question stay in sight."""
        lay = self.layout
        focused = next((r for k, r in lay.options if k == self.choosing.focus), None)
        panel = lay.rects["panel"]
        avoid = [panel, lay.rects["top"], *([lay.rects["seats"]] if seats else [])]
        self.tooltip.show(words, anchor, screen=self.size, keep_clear=focused, avoid=avoid)
        box = self.tooltip.box
        if words is None or box is None or not box.colliderect(panel):
            return
        gap, screen = self.theme.px(8), pygame.Rect((0, 0), self.size)
        right = lay.rects["net_area"].right - gap
        for attach, point in (("topright", (right, anchor.top)),
                              ("topright", (anchor.left - gap, anchor.top)),
                              ("bottomright", (anchor.left - gap, anchor.bottom)),
                              ("topright", (right, anchor.bottom + gap)),
                              ("bottomright", (right, anchor.top - gap))):  # fmt: skip
            moved = box.copy()
            setattr(moved, attach, point)
            moved = moved.clamp(screen)
            if not moved.colliderect(panel) and not moved.colliderect(anchor) and (
                    focused is None or not moved.colliderect(focused)):  # fmt: skip
                self.tooltip.box = moved
                return

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
        """The highlighted entry changed: its option's preview (an action card's target, a
        power's use or skip: what it would free; none for a bid, a pass or a gift)."""
        rows = self.rows()
        c = self.choosing
        option = rows[c.focus].option if rows and 0 <= c.focus < len(rows) else None
        c.pointed = None
        c.preview = None  # (a bid, a pass, a gift, an action card to take up: none)
        if option is not None and not isinstance(option, F.Bid | F.Pass | F.Give):
            c.preview = preview(self.game, option)  # a target, a power's use or skip
        self.refresh()

    # --- The kit's hooks: playing events, the shown state, the hint -------------------------

    def queue_animations(self, events: list[F.Event]) -> None:
        """One animation per event (a run of cards moving together is one), each stepping
        the shown table as it ends."""
        shown = self.view
        for run in animate.runs(events):
            self.queue.add(animate.animation_for(run, self.stage, shown,
                                                 self._stepper(run), self._colour))  # fmt: skip
            shown = step_all(shown, run)

    def reset_pick(self) -> None:
        self.choosing.reset_pick()
        self.tooltip.hide()

    def changed(self) -> None:
        self.refresh()

    def event_line(self, event: F.Event) -> str:
        return describe(event, [s.name for s in self.view.seats])

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

    def resynced(self) -> None:
        """After the animations or an undo: the game's own state, the bidding clock."""
        self.view = self.game.public_state()
        self.clock.follow(self.game, self.view.turn)

    def log_event(self, e: F.Event) -> None:
        self.turn_log.add(self.choosing.log, e, [s.name for s in self.view.seats])
        self.choosing.log_scroll = 0

    def _log_colour(self, e: F.Event) -> Colour:
        """A log line's colour: its seat's, the accent for a Fish'n'Flip and the game's end."""
        if isinstance(e, F.FishNFlip | F.GameEnded | F.GameLost):
            return UI["accent"]
        player = getattr(e, "player", None)
        if isinstance(player, int) and 0 <= player < len(self.view.seats):
            return shade(seat_colour(player, self.theme), 1.25)
        return UI["text"]

    # --- The guided first turn -------------------------------------------------------------

    def make_guide(self, game: Any) -> Any:
        return flip_guide(game)

    def guide_rects(self, plain: bool = False) -> dict[str, pygame.Rect]:
        return {**self.layout.rects, "net": self.layout.rects["net_area"]}

    def make_guide_room(self, height: int, plain: int) -> bool:
        if self.log_room == height:
            return False
        self.log_room = height
        self.refresh()
        return True

    def guide_room_most(self) -> int | None:
        return self.layout.log_most

    def hide_hint(self) -> None:
        self.buttons = tuple(b for b in self.buttons if b != "hint")
        self.refresh()

    # --- The hint ----------------------------------------------------------------------------

    def show_hint(self, hint: Any) -> None:
        """The hint for the decision on screen lit (a `computers.Hint`): its option in focus
        (its action card taken up), its places ringed on the net, its reason in the decision
        panel; a later step of a hinted plan says which step it is. None puts it out."""
        c = self.choosing
        if hint is None:
            c.hint, c.hint_option, c.hint_key = "", None, None
            return
        option = self.game.options[hint.index]
        reason = hint.reason[:1].upper() + hint.reason[1:] if hint.reason else f"{hint.words}."
        if hint.step:
            reason = f"step {hint.step + 1} of {len(hint.plan)}: {hint.words}. {reason}"
        if (option, reason, hint.key) == (c.hint_option, c.hint, c.hint_key):
            return
        c.hint_option, c.hint, c.hint_key = option, reason, hint.key
        c.action = flip_input.action_of(option)
        c.place = None
        rows = self.rows()
        c.focus = next((i for i, e in enumerate(rows) if e.option == option), 0)
        self.focus_changed()

    def shown_hint(self) -> tuple[str, Option | None]:
        """The hint on screen: its words and its option, if it is the hint for the decision
        on screen ("" and None otherwise, or while the move plays out)."""
        c = self.choosing
        if not c.hint or self.busy or c.hint_key != decision_key(self.game):
            return "", None
        return c.hint, c.hint_option

    # --- Time and the bidding clock --------------------------------------------------------

    @property
    def board_animating(self) -> bool:
        """A help or a region waiting to be drawn."""
        c = self.choosing
        return self.regions.pending or c.hover_pending or self.tooltip.pending

    def resize(self, size: tuple[int, int]) -> None:
        self.version += 1
        super().resize(size)

    def resume(self) -> None:
        self.version += 1
        super().resume()

    def pause(self) -> None:
        super().pause()
        self.tooltip.hide()
        self.choosing.hover = None

    def tick(self, dt: float) -> None:
        if self.layout_status != self.computers.status:  # its words take the lines they need
            self.refresh()
        if self.tooltip.update(dt):
            self.app.request_redraw()
        if not self.busy and not self.game.is_over:
            self.clock.tick(dt)

    def _clock_driver(self, game: Game) -> Chosen | None:
        """The bidding clock's time is up: the table passes for the bidder asked."""
        option = self.clock.expired_option(game)
        if option is None:
            return None
        self.computers.cancel()
        self.notice("Time is up: the bidding ends.")
        return Chosen(option, game.decision.player if game.decision else -1)

    # --- Input and drawing -----------------------------------------------------------------------

    def handle_input(self, event: pygame.event.Event) -> bool:
        return flip_input.handle_event(self, event)

    def frame(self) -> Frame:
        comp = self.computers
        return Frame(
            layout=self.layout, view=self.view, game=self.game, choosing=self.choosing,
            theme=self.theme, rows=self.rows(), words=self.words(), busy=self.busy,
            can_undo=self.can_undo, can_redo=self.can_redo,
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

    def prefetch_board(self) -> bool:
        """Idle work, a card a call: every face the net may show at its cards' size, so that
        a card refilled or flipped is drawn from the cache, not made in its frame."""
        cells = self.layout.cells
        if not cells or self.view.mode is not F.Mode.COOP:
            return False
        w, h = cells[0].size
        key = (w, h, self.theme.key)
        if self._faces[0] != key:
            self._faces = (key, every_face(self.view.animals))
            back_card(w, h, theme=self.theme)  # (a card shows its back as it flips)
        faces = self._faces[1]
        while faces:
            card = faces.pop()
            try:
                card_image(card, w, h, self.theme)
                return True
            except ValueError:  # a way this animal cannot swim
                continue
        return False

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

        # the underwater scene under the regions: a picture painted once per window size
        self.regions.paint(surface, base, [Region(n, rects[n], keys[n], painter(n))
                                           for n in REGIONS],
                           backdrop=backdrop_picture(surface.get_size()))  # fmt: skip
        paint_marks(surface, frame)
        paint_focus(surface, frame)
        if self.handover is not None:
            self.handover.draw(surface, lay.rects, t)
        self.queue.draw(surface)
        if not self.busy:
            self.tooltip.draw(surface)


def _card_height(lay: FlipLayout) -> int:
    """The height of the smallest card a player acts with in ``lay`` (0: none shown)."""
    return min((r.h for _, r in lay.actions + lay.powers), default=0)
