"""The tabletop: the rooms of the table put together for one game on screen, shared by the
table scene and the replay viewer (each composes one; neither subclasses the other).

Owns the undo `Session` (the game), the shown `PublicState` (stepped one engine event at a time
as each event's animation ends, then taken afresh from the game), the `Choosing` state, the
animation queue, the current `TableLayout` and the cache of drawn regions. `draw` paints from
these and changes none of them (the region cache is a memo of pixels, like the text cache).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from ... import engine as E
from ...engine import Game, Option, PublicState, SeatState, Session, advance, describe
from ..animation import Animation, AnimationQueue
from ..art.board import seat_colour
from ..art.render_budget import BUDGET
from ..look.theme import UI, Theme, shade
from ..shell import audio
from ..ui.regions import REGIONS_PER_FRAME, Region, RegionCache
from .animate import Stage, animation_for
from .choosing import Choosing, decider_or_current, wants_pile
from .hits import DiveHit
from .layout import REGIONS, TOP_BUTTONS, TableLayout, build_layout, region_rect
from .paint_base import Frame
from .paint_board import paint_left, paint_ocean, paint_top
from .paint_over import paint_hover_marks, paint_message
from .paint_panel import paint_hand, paint_log, paint_panel
from .sounds import sound_for

Painter = Callable[[pygame.Surface, Frame], None]

#: Events after which the table follows the seat that acted (a person's seat).
FOLLOWED = (
    E.FishPlayed,
    E.EggLaid,
    E.EggHatched,
    E.YoungPlaced,
    E.TokenMoved,
    E.DiverPlaced,
    E.CardTucked,
)


def ocean_sig(p: SeatState) -> tuple:
    return (
        tuple((tuple(s.fish), s.egg, s.young, s.school) for s in p.ocean),
        tuple(p.divers),
        tuple(p.bottoms),
    )


class Tabletop:
    """One game on screen. ``theme_of`` gives the current theme; ``follow_person`` makes the
    table show the ocean of the seat that acted."""

    def __init__(
        self,
        theme_of: Callable[[], Theme],
        session: Session,
        size: tuple[int, int],
        speed: float = 1.0,
        queue: AnimationQueue | None = None,
    ) -> None:
        """``queue``: the animation queue to play in (the table kit's; default a new one)."""
        self.theme_of = theme_of
        self.session = session
        self.view: PublicState = session.game.public_state()
        self.queue = queue if queue is not None else AnimationQueue(speed=speed)
        self.choosing = Choosing(display_seat=decider_or_current(session.game))
        self.regions = RegionCache()
        self.size = size
        self.version = 0  # bumped when everything must be redrawn
        self.hint = False  # the top bar has a Hint button
        self.live = True  # frames run (no scene over the table): see `pause`
        self.status = ""  # the panel's status line
        self.has_status = False  # the panel keeps a line for it
        self.log_room = 0  # the least height of the log (the guide's box lies over it)
        self.panel_room = 0  # the height of the host's own panel (the replay viewer's)
        self.plain_rooms = (0, 0)  # the two at text size 100 % (see `build_layout`)
        self.top_buttons: tuple[str, ...] = TOP_BUTTONS  # the top bar's buttons
        self.options_of: Callable[[], tuple[Option, ...]] = lambda: self.game.options
        #: whether Undo would act now (the table's: not during a computer's turn)
        self.can_undo_of: Callable[[], bool] = lambda: self.session.can_undo
        self._layout: TableLayout = self.build(size)
        #: The view changed since the layout was built: it is built again when next read
        #: (once for the several events whose animations end in one frame).
        self.stale = False

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def layout(self) -> TableLayout:
        """The layout of the table as it is now (built again first if the view changed)."""
        if self.stale:
            self.relayout()
        return self._layout

    @property
    def options(self) -> tuple[Option, ...]:
        return self.options_of()

    @property
    def busy(self) -> bool:
        return self.queue.busy

    # --- Layout --------------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> TableLayout:
        return build_layout(
            size,
            self.theme_of(),
            view=self.view,
            game=self.game,
            options=self.options,
            choosing=self.choosing,
            hint=self.hint,
            status=self.has_status,
            log_room=self.log_room,
            panel_room=self.panel_room,
            top_buttons=self.top_buttons,
            plain_rooms=self.plain_rooms,
        )

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.version += 1
        self.relayout()

    def relayout(self) -> None:
        """Lay out again (the game, the choosing state or the size changed). The discard pile
        opens itself for a decision about it, and closes again after. A still mouse keeps its
        hover only while the same thing is under it: what comes under a resting mouse (the
        hand of another seat, a card laid out again) opens no zoom until the mouse moves."""
        # (the pile opens itself once per decision: closed by the player, it stays closed)
        c = self.choosing
        pile = wants_pile(self.options)
        at = len(self.game.history)
        if pile and c.pile_open:
            c.pile_opened_at = at  # open during this decision: it counts as its once
        elif pile and not self.busy and c.pile_opened_at != at:
            c.pile_open, c.pile_opened_itself, c.pile_opened_at = True, True, at  # once
        elif not pile and c.pile_open and c.pile_opened_itself:
            c.pile_open, c.pile_opened_itself = False, False
        self.stale = False
        self._layout = self.build(self.size)
        c.list_scroll = self._layout.list_scroll
        if c.hover is not None and c.hover != self._layout.hit(c.mouse, c.pile_open):
            c.hover, c.hover_age = None, 0.0

    # --- The view and its animations -------------------------------------------------------------

    def stage(self) -> Stage:
        """What an animation queued now reads; its ``now`` is the table when it is drawn."""
        return Stage(
            self.layout, self.view, self.choosing.shown_seat, self.theme_of(), now=self._now
        )

    def _now(self) -> Stage:
        return Stage(self.layout, self.view, self.choosing.shown_seat, self.theme_of())

    def animate(self, events: list[E.Event], on_event: Callable[[E.Event], None]) -> None:
        """Queue one animation per event (each calls ``on_event`` when it ends)."""
        for e in events:
            self.queue.add(animation_for(e, self.stage(), on_event))

    def play(
        self,
        events: list[E.Event],
        on_event: Callable[[E.Event], None],
        on_done: Callable[[], None],
    ) -> None:
        """Queue one animation per event (each calls ``on_event`` when it ends), then
        ``on_done``."""
        self.animate(events, on_event)
        self.queue.add(Animation(0.0, on_finish=on_done))

    def step_view(self, e: E.Event) -> None:
        """An event's animation ended: step the view, sound it, log it, follow the seat."""
        self.view = advance(self.view, e)
        name = sound_for(e)  # heard as it is seen: when its animation ends
        if name is not None:
            audio.play(name)
        player = getattr(e, "player", None)
        if player is not None and isinstance(e, FOLLOWED) and not self.view.players[player].nautoma:
            self.choosing.display_seat = player
        self.log_event(e)
        self.stale = True  # laid out again once, when next needed (`settle`)

    def settle(self) -> None:
        """Lay out again if the view changed (after a frame's animations, before drawing:
        the layout is never built inside `draw`, which changes nothing); and render one card
        the hand showed a stand-in for (`art.render_budget`)."""
        if self.stale:
            self.relayout()
        elif not self.regions.pending:  # one piece of heavy work a frame: not in the frame
            BUDGET.refine()  # of a layout, nor while regions wait for their turn to paint

    @property
    def needs_frames(self) -> bool:
        """Frames must go on though nothing moves: regions wait their turn to be painted, a
        zoom waits to open, or cards of the hand wait for their exact picture."""
        return bool(self.regions.pending or self.choosing.hover_pending or BUDGET.waiting)

    def pause(self) -> None:
        """A scene opens over the table and its frames stop: every card the hand still shows
        a stand-in for is rendered now, and until `resume` the hand is drawn exactly (the
        table seen beneath, e.g. the finished table under the end screen, shows the cards'
        own pictures)."""
        while BUDGET.refine():
            pass
        self.live = False

    def resume(self) -> None:
        self.live = True

    def resync(self) -> None:
        """The view taken afresh from the game; the table follows the decider."""
        self.view = self.game.public_state()
        self.choosing.display_seat = decider_or_current(self.game)
        self.stale = True  # laid out again when next read: once, with the frame's events

    def log_event(self, e: E.Event) -> None:
        line = describe(e, [p.name for p in self.game.players])
        if not line:
            return
        player = getattr(e, "player", None)
        colour = UI["text"]
        if player is not None and 0 <= player < len(self.view.players):
            colour = shade(seat_colour(self.view.players[player]), 1.25)
        if isinstance(e, E.WeekStarted | E.WeekEnded | E.GameEnded):
            colour = UI["accent"]
        self.choosing.log.append((line, colour))
        self.choosing.log_scroll = 0

    # --- Drawing ---------------------------------------------------------------------------------

    def frame(self, layout: TableLayout) -> Frame:
        return Frame(
            layout=layout,
            view=self.view,
            game=self.game,
            options=self.options,
            choosing=self.choosing,
            theme=self.theme_of(),
            busy=self.busy,
            can_undo=self.can_undo_of(),
            can_redo=self.session.can_redo,
            mouse=self.choosing.mouse,
            hover=self.choosing.hover,
            status=self.status,
            live=self.live,
        )

    def region_keys(self) -> dict[str, tuple]:
        """For each region of the table, everything it shows (never the mouse, except which
        dive site is hovered, whose preview the panel shows)."""
        v, g, c = self.view, self.game, self.choosing
        d = g.decision
        shown = v.players[c.shown_seat]
        choosing = (
            id(d),
            len(g.history),
            c.focus,
            c.list_scroll,
            c.move_from,
            self.busy,
            c.pile_open,
            c.peek_seat,
            c.shown_seat,
            len(self.options),
        )
        n = v.nautoma
        nautoma = (n.eggs, n.young, n.schools, tuple(n.fish), n.markers, n.card) if n else None
        players = tuple(
            (p.score, len(p.hand), len(p.discard), tuple(p.achievements), ocean_sig(p))
            for p in v.players
        )
        hover_dive = c.hover if isinstance(c.hover, DiveHit) else None
        return {
            "top": (
                v.week,
                v.turn_in_week,
                v.current,
                v.deck,
                choosing,
                self.can_undo_of(),
                self.session.can_redo,
                g.is_over,
                self.hint,
            ),
            "left": (players, nautoma, v.first_player, choosing, g.week),
            "ocean": (ocean_sig(shown), v.diver, choosing),
            "panel": (choosing, hover_dive, self.status, v.current),  # her turn: hers (paint_panel)
            "hand": (tuple(shown.hand), len(shown.discard), choosing, BUDGET.version),
            "log": (len(c.log), c.log_scroll),
        }

    def draw(
        self,
        surface: pygame.Surface,
        *,
        panel: Painter = paint_panel,
        keys: dict[str, tuple] | None = None,
        hoverable: list[pygame.Rect] | None = None,
    ) -> None:
        """The resting table from the region cache, then what lies over it this frame: the
        lit button and raised card, animations, the notice. (The open pile and the zoom are
        scenes above the table: see `overlays`.)"""
        size = surface.get_size()
        t = self.theme_of()
        laid_out = self.layout.rects["screen"].size == size and self.layout.pad_layout == (
            t.pad_layout)  # (the hints are in the words of the device used last)
        layout = self.layout if laid_out else self.build(size)
        frame = self.frame(layout)
        painters: dict[str, Painter] = {
            "ocean": paint_ocean,
            "hand": paint_hand,
            "panel": panel,
            "top": paint_top,
            "left": paint_left,
            "log": paint_log,
        }
        # a region that moves or changes size (the panel of a long prompt, the guide's
        # room) is painted again with those over its old place; the others keep their pixels
        rects = {name: region_rect(layout.rects, name) for name in REGIONS}
        # the option list shows the controller's button or the number keys (`paint_panel`)
        base = (size, self.version, t.key, t.scale, t.pad_layout)
        keys = keys or self.region_keys()

        # a whole new picture (a new window size, the table back from another scene) is
        # drawn exactly at once: stand-ins only for a hand laid out anew during play
        live = self.live and not self.regions.repaints_all(size, base)

        def painter(name: str) -> Callable[[pygame.Surface], None]:
            # the panel shows which dive site is hovered (its preview); nothing else of the
            # mouse is cached
            hover = frame.hover if name == "panel" and isinstance(frame.hover, DiveHit) else None
            return lambda layer: painters[name](layer, replace(frame, hover=hover, live=live))

        # under another scene no frame may follow this one (nothing moves on top): every
        # region that changed is painted now, not one a frame
        self.regions.paint(surface, base, [Region(name, rects[name], keys[name], painter(name))
                                           for name in REGIONS],
                           per_frame=REGIONS_PER_FRAME if self.live else len(REGIONS))  # fmt: skip
        paint_hover_marks(surface, frame, hoverable or [])
        self.queue.draw(surface)
        if self.choosing.message:
            paint_message(surface, frame)
