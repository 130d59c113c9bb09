"""The table: where a whole game is played, by mouse or keyboard, from the first turn to the
final scores.

Owns the table's layout, input and drawing. It changes the game only by applying the
engine's options (through an undo `Session`); everything it shows comes from the engine's
`PublicState`, which the animation layer steps forward one engine event at a time
(`advance`), then takes afresh from the game. Every decision the engine poses is listed as
numbered option buttons (so nothing can get stuck) and, where it has a place on the table,
can also be clicked there.
"""

from __future__ import annotations

import pygame

from ... import engine as E
from ...engine import (
    CATALOG,
    TILE_WORDS,
    Activate,
    AddYoung,
    Column,
    DecisionKind,
    DiscardCard,
    Dive,
    Game,
    HatchEgg,
    IllegalOption,
    KeepCard,
    LayEgg,
    MoveToken,
    Option,
    PayToken,
    Place,
    PlayFish,
    PublicState,
    RetrieveCard,
    Rng,
    SeatState,
    Session,
    Skip,
    TuckCard,
    advance,
    describe,
    dive_preview,
    greedy_policy,
    option_words,
    preview_words,
    replay_game,
    slot_name,
    why_unplayable,
)
from ..animation import AnimationQueue
from ..art.board import OceanLayout, draw_ocean, draw_thumbnail, seat_colour, slot_card
from ..art.card_help import card_tooltip
from ..art.cards import render_card
from ..guide import STEPS as GUIDE_STEPS
from ..guide import Guide
from ..shell import audio, flow
from ..shell.scene import AppContext, Scene
from ..table_anim import animation_for
from ..ui.dialogs import Confirm, Help, Menu, TextPrompt
from ..ui.theme import CARD_ASPECT, HIGHLIGHTS, UI, FontRole, shade, shorten, wrap
from ..ui.words import possessive, with_colour

#: Card heights a hand may use, as shares of the hand area's height.
HAND_SIZES: tuple[float, ...] = (1.0, 0.86, 0.74, 0.62, 0.49, 0.4, 0.32, 0.25)

#: Seconds the mouse rests on a card, slot or seat before its zoom opens.
HOVER_DELAY = 0.3

#: Most regions of the table redrawn in one frame (the others in the next frames).
REGIONS_PER_FRAME = 1

#: Highlight colours on the board.
LEGAL = HIGHLIGHTS["legal"]
FOCUS = HIGHLIGHTS["focus"]
SELECTED = HIGHLIGHTS["selected"]

SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("1 – 9", "choose that option"),
    ("0 or S", "skip (the rest of) a benefit · keep no card · done"),
    ("Up / Down, Tab, Shift+Tab", "move between options"),
    ("Enter / Space", "confirm the highlighted option"),
    ("Esc", "go back (undo this turn's last step) · close a window"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo within your turn"),
    ("D", "show or hide your discard pile"),
    ("E or right-click", "open the hovered or highlighted card in the encyclopedia"),
    ("PgUp / PgDn", "scroll the game log"),
    ("F1 or ?", "this help"),
    ("F11", "full screen"),
    ("M", "sound on / off (every screen)"),
    ("Click or any key", "skip animations"),
)
HELP_TIPS = (
    "Hover any card for its full explanation; hover a dive site's name for what a dive would "
    "give. Every decision is listed as numbered buttons on the right."
)


def hand_layout(area: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
    """Rects for ``n`` cards in ``area``, as large as possible without overlapping, in 1, 2 or
    3 rows (the row count that allows the tallest card wins). Cards overlap only if even 3
    rows cannot hold them at a legible size."""
    if n == 0:
        return []
    best_h, best_rows = 0, 1
    for rows in (1, 2, 3):
        per_row = -(-n // rows)
        by_height = (area.h - (rows - 1) * gap) // rows
        by_width = round((area.w - (per_row - 1) * gap) / per_row / CARD_ASPECT)
        h = min(by_height, by_width)
        if h > best_h:
            best_h, best_rows = h, rows
    min_h = area.h // 4
    if best_h < min_h:  # too many cards: 3 rows of legible cards, overlapping
        best_rows, best_h = 3, (area.h - 2 * gap) // 3
    # A few sizes only, so a card drawn or played rarely changes the size of the others (each
    # new size must be rendered once).
    best_h = max(
        (round(area.h * f) for f in HAND_SIZES if round(area.h * f) <= best_h), default=best_h
    )
    w = round(best_h * CARD_ASPECT)
    per_row = -(-n // best_rows)
    step = w + gap
    if per_row > 1 and step * (per_row - 1) + w > area.w:
        step = (area.w - w) // (per_row - 1)
    return [
        pygame.Rect(
            area.x + (i % per_row) * step, area.y + (i // per_row) * (best_h + gap), w, best_h
        )
        for i in range(n)
    ]


class TableScene(Scene):
    """A game in progress. ``prefs`` holds each seat's answer to all-players benefits."""

    def __init__(self, app: AppContext, game: Game, prefs: flow.TablePrefs | None = None) -> None:
        super().__init__(app)
        self.prefs = prefs or flow.TablePrefs()
        restored = self.prefs.session  # a loaded save's undo/redo history
        self.session = restored if restored is not None and restored.game is game else Session(game)
        self.view: PublicState = game.public_state()
        speed = getattr(app.settings, "animation_speed", 1.0)
        self.queue = AnimationQueue(speed=speed)
        self.log: list[tuple[str, tuple[int, int, int]]] = []
        self.log_scroll = 0
        self.focus = 0  # index into the option list
        self.list_scroll = 0
        self.hover: tuple[str, object] | None = None
        self.mouse = (-1, -1)
        self.move_from: int | None = None  # source slot picked for a Move option
        self.peek_seat: int | None = None  # another player's ocean shown large
        self.overlay: str | None = None  # "help", "discard", "menu"
        self.message = ""  # a short notice (illegal option, saved, ...)
        self.message_time = 0.0
        self.display_seat = self._decider_or_current()
        self.pending_scene: str | None = None
        self.week_summary: list[E.Event] = []
        self.auto_rng = Rng(game.seed ^ 0xA11)
        self.finished_recorded = False
        self._rects: dict[str, pygame.Rect] = {}
        self.option_rects: list[tuple[int, pygame.Rect]] = []
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.discard_rects: list[tuple[int, pygame.Rect]] = []
        self.thumb_rects: list[tuple[int, pygame.Rect]] = []
        self.nautoma_fish_rects: list[tuple[int, pygame.Rect]] = []
        self.playing_rect: pygame.Rect | None = None
        self._prefetched: set[tuple] = set()
        self.button_rects: dict[str, pygame.Rect] = {}
        self.ocean_layout = OceanLayout.fit(pygame.Rect(0, 0, 540, 660))
        for e in game.start_events if not game.history else self._past_events():
            self._log_event(e)
        show_guide = getattr(app.settings, "first_turn_guide", False) and not game.history
        show_guide = show_guide and game.origin is None  # never in example or --position games
        self.guide: Guide | None = Guide(game) if show_guide else None
        self.guide_rects: dict[str, pygame.Rect] = {}
        self._after_change()

    def _past_events(self, keep: int = 400) -> list[E.Event]:
        """The events of the game so far (by replaying it), for the log of a resumed game."""
        events: list[E.Event] = []
        for step in replay_game(self.game):
            events += step.events
            if len(events) > 2 * keep:
                events = events[-keep:]
        return events[-keep:]

    def resume(self) -> None:
        """Back on top (e.g. from the settings screen): take up changed settings."""
        self.queue.speed = getattr(self.app.settings, "animation_speed", 1.0)
        self._version += 1

    # --- Properties ------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def animating(self) -> bool:
        return self.queue.busy or bool(self.message) or self._regions_pending or (
            self._hover_pending
        )

    @property
    def options(self) -> tuple[Option, ...]:
        return self.game.options

    @property
    def skip_index(self) -> int | None:
        """Index of the pending decision's "skip" option (always its last), if it has one."""
        options = self.options
        return len(options) - 1 if options and isinstance(options[-1], Skip) else None

    _auto_pile = False

    def _decider_or_current(self) -> int:
        d = self.game.decision
        seat = d.player if d is not None else self.game.current
        if self.game.players[seat].is_nautoma:
            seat = next(p.seat for p in self.game.players if not p.is_nautoma)
        return seat

    @property
    def shown_seat(self) -> int:
        """The seat whose ocean is drawn large."""
        return self.peek_seat if self.peek_seat is not None else self.display_seat

    # --- Layout ----------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        w, h = size
        t = self.app.theme
        pad = t.px(6)
        top = pygame.Rect(0, 0, w, max(t.px(40), round(h * 0.058)))
        left = pygame.Rect(pad, top.bottom + pad, round(w * 0.17), h - top.bottom - 2 * pad)
        ocean_w = round(w * 0.42)
        ocean = pygame.Rect(left.right + pad, top.bottom + pad, ocean_w, h - top.bottom - 2 * pad)
        rx = ocean.right + 2 * pad
        rw = w - rx - pad
        larger = round(h * 0.14 * (t.ui_scale - 1))  # larger text: more room for the options
        panel = pygame.Rect(rx, top.bottom + pad, rw, round(h * 0.35) + larger)
        hand = pygame.Rect(rx, panel.bottom + pad, rw, round(h * 0.37) - larger)
        log = pygame.Rect(rx, hand.bottom + pad, rw, h - hand.bottom - 2 * pad)
        self._rects = {"top": top, "left": left, "ocean": ocean, "panel": panel, "hand": hand,
                       "log": log, "screen": pygame.Rect(0, 0, w, h)}  # fmt: skip
        self.ocean_layout = OceanLayout.fit(ocean)
        self._version += 1
        self._layout_dynamic()

    def _layout_dynamic(self) -> None:
        """Rects that depend on the game: hand cards, option buttons, thumbnails, buttons."""
        self._prefetch_done = False  # there may be new cards to get ready
        t = self.app.theme
        r = self._rects
        if not r:
            return
        # Top bar buttons, right to left.
        top = r["top"]
        bw, bh = t.px(74), top.h - t.px(10)
        x = top.right - t.px(8)
        self.button_rects = {}
        for name in ("menu", "help", "redo", "undo"):
            x -= bw
            self.button_rects[name] = pygame.Rect(x, top.y + t.px(5), bw - t.px(6), bh)
        # Hand cards: as large as fits, in up to 3 rows, overlapping only if they must.
        hand = r["hand"]
        cards = self.view.players[self.shown_seat].hand
        area = pygame.Rect(hand.x + t.px(4), hand.y + t.px(26), hand.w - t.px(8), hand.h - t.px(30))
        playing = self._fish_in_play()
        self.playing_rect = None
        if playing is not None and playing[0] == self.shown_seat and playing[2] < 0:
            # the card chosen to play stands apart at the right until it has a slot
            h = min(area.h, round(area.w * 0.26 / CARD_ASPECT))
            w = round(h * CARD_ASPECT)
            self.playing_rect = pygame.Rect(area.right - w, area.bottom - h, w, h)
            area.w -= w + t.px(8)
        self.hand_rects = hand_layout(area, len(cards), t.px(4))
        self.hand_rects = [(card, rect) for card, rect in zip(cards, self.hand_rects, strict=True)]
        self.button_rects["discard"] = pygame.Rect(
            hand.right - t.px(150), hand.y + t.px(2), t.px(146), t.px(22)
        )
        # Option buttons in the decision panel; "skip" is pinned at the bottom, always visible.
        panel = r["panel"]
        header_h = self._panel_header_height()
        row_h = t.px(27)
        list_top = panel.y + header_h
        n = len(self.options)
        skip = self.skip_index
        bottom = panel.bottom - t.px(6)
        self.option_rects = []
        if skip is not None:
            skip_rect = pygame.Rect(
                panel.x + t.px(8), bottom - row_h + t.px(3), panel.w - t.px(16), row_h - t.px(3)
            )
            self.option_rects.append((skip, skip_rect))
            bottom = skip_rect.y - t.px(4)
            n -= 1
        visible = max(1, (bottom - list_top) // row_h)
        self.list_scroll = max(0, min(self.list_scroll, n - visible))
        focus = self.focus if self.focus != skip else self.list_scroll
        if focus < self.list_scroll:
            self.list_scroll = focus
        elif focus >= self.list_scroll + visible:
            self.list_scroll = focus - visible + 1
        for k in range(self.list_scroll, min(n, self.list_scroll + visible)):
            y = list_top + (k - self.list_scroll) * row_h
            self.option_rects.append(
                (k, pygame.Rect(panel.x + t.px(8), y, panel.w - t.px(16), row_h - t.px(3)))
            )
        # Discard-pile choices open the pile; anything else closes it if it opened itself.
        wants_pile = any(isinstance(o, RetrieveCard | KeepCard) for o in self.options)
        if wants_pile and not self.queue.busy and self.overlay is None:
            self.overlay, self._auto_pile = "discard", True
        elif not wants_pile and self.overlay == "discard" and self._auto_pile:
            self.overlay, self._auto_pile = None, False
        # Other players in the left column.
        left = r["left"]
        y = left.y + self._achievement_height()
        others = [p for p in self.view.players]
        box_h = (left.bottom - y) // max(1, len(others))
        self.thumb_rects = []
        for p in others:
            self.thumb_rects.append((p.seat, pygame.Rect(left.x, y, left.w, box_h - t.px(4))))
            y += box_h
        self._aim_hover()  # the cards moved under a still mouse: its zoom follows or closes

    def _panel_header_height(self) -> int:
        t = self.app.theme
        d = self.game.decision
        prompt = self._prompt_text()
        width = self._rects["panel"].w - t.px(20)
        lines = self._wrap(prompt, FontRole.BODY, width) if d else []
        extra = (
            sum(len(self._wrap(x, FontRole.SMALL, width)[:3]) for x in self._extra_lines())
            * t.font(FontRole.SMALL).get_linesize()
        )
        return t.px(34) + len(lines[:4]) * t.font(FontRole.BODY).get_linesize() + extra + t.px(4)

    def _achievement_height(self) -> int:
        t = self.app.theme
        rows = 2 + len([p for p in self.view.players])
        return rows * t.font(FontRole.SMALL).get_linesize() + t.px(14)

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
        """Apply one of the pending decision's options and start its animations. With the
        "confirm before ending a turn" setting, an option that ends the turn asks first."""
        if (
            not confirmed
            and getattr(self.app.settings, "confirm_end_turn", False)
            and self.game.decision is not None
            and self.game.decision.player == self.game.current
            and self.ends_turn(option)
        ):
            words = option_words(self.game, option)
            self.app.push(Confirm(
                self.app, "End your turn?", f"“{words}” ends your turn.",
                lambda yes: yes and self.choose(option, confirmed=True),
                yes="End turn (Enter)", no="Go back (Esc)",
            ))  # fmt: skip
            return
        before_seat = self.display_seat
        try:
            events = self.session.apply(option)
        except IllegalOption as exc:
            audio.play("illegal_click")
            self.notice(str(exc))
            return
        self.move_from = None
        self.peek_seat = None
        self.focus = 0
        self.list_scroll = 0
        self._layout_dynamic()
        self._play(events, before_seat)

    def _play(self, events: list[E.Event], seat: int) -> None:
        """Queue one animation per event; each steps the view when it ends; then resync."""
        for e in events:
            anim = animation_for(e, self)
            self.queue.add(anim)
            if isinstance(e, E.AchievementScored | E.BonusScored | E.RavelScored | E.NautomaMarker):
                self.week_summary.append(e)
            if isinstance(e, E.WeekEnded) and e.week < E.WEEKS:
                self.week_summary.append(e)
                self.pending_scene = "week_end"
            if isinstance(e, E.GameEnded):
                self.pending_scene = "final"
        from ..animation import Animation

        self.queue.add(Animation(0.0, on_finish=self._resync))
        self.app.request_redraw()

    def apply_event_to_view(self, e: E.Event) -> None:
        """Called when an event's animation ends: step the view and write the log line."""
        self.view = advance(self.view, e)
        audio.play_event(e)  # heard as it is seen: when its animation ends
        player = getattr(e, "player", None)
        if (
            player is not None
            and isinstance(e, E.FishPlayed | E.EggLaid | E.EggHatched | E.YoungPlaced
                           | E.TokenMoved | E.DiverPlaced | E.CardTucked)
            and not self.view.players[player].nautoma
        ):  # fmt: skip
            self.display_seat = player
        self._log_event(e)
        self._layout_dynamic()

    def _resync(self) -> None:
        self.view = self.game.public_state()
        self._after_change()

    def _after_change(self) -> None:
        """After the animations: show the decider's ocean, answer automatic seats, autosave."""
        if self.guide is not None:
            self.guide.follow(self.game)
        self.display_seat = self._decider_or_current()
        self._layout_dynamic()
        self._autosave_due = True  # written in idle time (`prefetch`), or on leaving
        if self.game.is_over and not self.finished_recorded:
            self.finished_recorded = True
            flow.game_finished(self.app, self.game)

    def update(self, dt: float) -> None:
        self.hover_age += dt
        self.queue.update(dt)
        if self.message:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        if self.queue.busy:
            return
        if self.pending_scene is not None:
            scene, self.pending_scene = self.pending_scene, None
            self._open_summary(scene)
            return
        self._auto_answer()

    def _auto_answer(self) -> None:
        """Answer all-players benefits for seats that chose "always take" or "always skip"."""
        d = self.game.decision
        if d is None or d.source != "all_players":
            return
        answer = self.prefs.answer_for(d.player)
        if answer == "skip":
            self.choose(Skip())
        elif answer == "take":
            self.choose(greedy_policy(self.game, self.auto_rng))

    def _open_summary(self, which: str) -> None:
        if which == "week_end":
            from .week_end import WeekEndScene

            summary, self.week_summary = self.week_summary, []
            self.app.push(WeekEndScene(self.app, self.game, summary))
        else:
            from .final import FinalScene

            self.app.push(FinalScene(self.app, self.game))

    _autosave_due = False

    def _autosave(self) -> None:
        from ..shell.saving import autosave

        autosave(self.game, self)

    def flush(self) -> None:
        """Write the autosave now if one is due (idle time, leaving the table, quitting)."""
        if self._autosave_due:
            self._autosave_due = False
            self._autosave()

    def exit(self) -> None:
        self.flush()

    def pause(self) -> None:
        self.flush()
        self.hover, self.hover_age = None, 0.0  # no zoom left behind a window on top

    hover_age = 0.0  # seconds the mouse has rested on ``hover``

    def _aim_hover(self) -> None:
        """What is under the mouse now; a new target waits `HOVER_DELAY` for its zoom."""
        target = self._hit(self.mouse) if self._rects else None
        if target != self.hover:
            self.hover, self.hover_age = target, 0.0

    @property
    def _hover_pending(self) -> bool:
        return self.hover is not None and self.hover_age < HOVER_DELAY

    def notice(self, text: str, seconds: float = 3.0) -> None:
        self.message = text
        self.message_time = seconds
        self.app.request_redraw()

    def _log_event(self, e: E.Event) -> None:
        names = [p.name for p in self.game.players]
        line = describe(e, names)
        if not line:
            return
        player = getattr(e, "player", None)
        colour = UI["text"]
        if player is not None and 0 <= player < len(self.view.players):
            colour = shade(seat_colour(self.view.players[player]), 1.25)
        if isinstance(e, E.WeekStarted | E.WeekEnded | E.GameEnded):
            colour = UI["accent"]
        self.log.append((line, colour))
        self.log_scroll = 0

    # --- Undo ------------------------------------------------------------------------------

    def undo(self) -> None:
        self.queue.skip()
        if self.session.undo():
            self.view = self.game.public_state()
            self.log.append(("(undone)", UI["text_dim"]))
            self.move_from = None
            self.focus = 0
            self._after_change()
        else:
            self.notice("Nothing to undo: a new card was seen or the turn changed hands.")

    def redo(self) -> None:
        self.queue.skip()
        if not self.session.can_redo:
            self.notice("Nothing to redo.")
            return
        events = self.session.redo() or []
        self._layout_dynamic()
        self._play(events, self.display_seat)

    # --- Option targets on the table ---------------------------------------------------------

    def option_targets(self, option: Option) -> list[tuple[str, int]]:
        """Where on the table an option can be clicked: ("slot", i), ("hand", card),
        ("dive", column), ("discard", card). Options without a place have none."""
        if isinstance(option, Place | LayEgg | HatchEgg | AddYoung | Activate):
            return [("slot", option.slot)]
        if isinstance(option, PayToken):
            return [("slot", option.slot)]
        if isinstance(option, MoveToken):
            return [("slot", option.from_slot), ("slot", option.to_slot)]
        if isinstance(option, PlayFish | DiscardCard | TuckCard):
            return [("hand", option.card)]
        if isinstance(option, Dive):
            return [("dive", option.column)]
        if isinstance(option, RetrieveCard | KeepCard):
            return [("discard", option.card)]
        return []

    def _options_at(self, kind: str, value: int) -> list[int]:
        """Indices of the options a click on this place may mean now.

        With a move's source picked (``move_from``), a slot means the moves from there to
        it; otherwise a slot means the options placed there, moves starting there included.
        """
        out = []
        for i, option in enumerate(self.options):
            if isinstance(option, MoveToken):
                if self.move_from is None:
                    hit = kind == "slot" and option.from_slot == value
                else:
                    hit = kind == "slot" and option.from_slot == self.move_from
                    hit = hit and option.to_slot == value
                if hit:
                    out.append(i)
            elif self.move_from is None and (kind, value) in self.option_targets(option):
                out.append(i)
        return out

    def _plain_options_at(self, slot: int) -> list[int]:
        """Options placed on a slot other than moves (an egg, a young, a hatch, ...)."""
        return [
            i
            for i, o in enumerate(self.options)
            if not isinstance(o, MoveToken) and ("slot", slot) in self.option_targets(o)
        ]

    def highlighted_slots(self) -> dict[int, tuple[int, int, int]]:
        """Slots to ring: legal targets of the pending decision, the focused option's place."""
        d = self.game.decision
        out: dict[int, tuple[int, int, int]] = {}
        if d is None or d.player != self.shown_seat or self.queue.busy:
            return out
        for i, option in enumerate(self.options):
            for kind, value in self.option_targets(option):
                if kind != "slot":
                    continue
                if isinstance(option, MoveToken):
                    if self.move_from is None and value != option.from_slot:
                        continue
                    if self.move_from is not None and (
                        option.from_slot != self.move_from or value != option.to_slot
                    ):
                        continue
                out[value] = FOCUS if i == self.focus else out.get(value, LEGAL)
        if self.move_from is not None:
            out[self.move_from] = SELECTED
        return out

    def click_point(self, option: Option) -> list[tuple[int, int]]:
        """Screen points to click, in order, to choose ``option`` (for autoplay and tests).

        Its place on the table when a click there means only this option (a slot that also
        starts a move takes a second click to mean the rest); otherwise its button in the
        list, if shown. Empty if neither is on screen (use the keyboard).
        """
        index = self.options.index(option)
        targets = self.option_targets(option)
        rects = [self._target_rect(kind, value) for kind, value in targets]
        if targets and all(r is not None for r in rects):
            points = [r.center for r in rects]  # type: ignore[union-attr]
            if isinstance(option, MoveToken):
                same = [
                    o
                    for o in self.options
                    if isinstance(o, MoveToken)
                    and (o.from_slot, o.to_slot) == (option.from_slot, option.to_slot)
                ]
                if len(same) == 1:
                    return points[1:] if self.move_from == option.from_slot else points
            elif targets[0][0] == "slot":
                slot = targets[0][1]
                if self._plain_options_at(slot) == [index] and self.move_from is None:
                    starts_move = any(
                        isinstance(o, MoveToken) and o.from_slot == slot for o in self.options
                    )
                    return points * 2 if starts_move else points
            elif self._options_at(*targets[0]) == [index]:
                return points
        for k, rect in self.option_rects:
            if k == index:
                return [rect.center]
        return []

    def _target_rect(self, kind: str, value: int) -> pygame.Rect | None:
        if kind == "slot":
            if self.shown_seat != (self.game.decision.player if self.game.decision else -1):
                return None
            return self.ocean_layout.slots[value]
        if kind == "hand":
            for card, rect in reversed(self.hand_rects):
                if card == value:
                    return rect
            return None
        if kind == "dive":
            return self.ocean_layout.header[value]
        if kind == "discard":
            for card, rect in self.discard_rects:
                if card == value:
                    return rect
        return None

    # --- Input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._aim_hover()
            return True
        if self.guide is not None and self.guide.step is not None and self._guide_input(event):
            return True
        if self.queue.busy:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
                return False  # M mutes (the app's key), it does not skip
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.queue.skip()  # a click or key skips the animations
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.hover = self._hit(event.pos)
            card = self._hover_card()
            if card is not None:  # right-click a card: its page in the encyclopedia
                flow.open_encyclopedia(self.app, card)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self._rects.get("log") and self._rects["log"].collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y)
            elif self._rects.get("panel") and self._rects["panel"].collidepoint(self.mouse):
                self.list_scroll = max(0, self.list_scroll - event.y)
                self.focus = max(self.list_scroll, min(self.focus, len(self.options) - 1))
                self._layout_dynamic()
            return True
        return False

    def _guide_input(self, event: pygame.event.Event) -> bool:
        """Clicks on the guide's buttons, and N (next) / X (close the guide)."""
        guide = self.guide
        assert guide is not None
        action = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.guide_rects.items():
                if rect.collidepoint(event.pos):
                    action = name
        elif event.type == pygame.KEYDOWN and self.overlay is None:
            action = {pygame.K_n: "next", pygame.K_x: "close"}.get(event.key)
        if action == "next" and guide.step is not None and guide.step.done is None:
            guide.next(self.game)
        elif action == "close":
            guide.close()
        elif action == "read":
            flow.open_rules(self.app)
        else:
            return False
        return True

    def _draw_guide(self, surface: pygame.Surface) -> None:
        """The current step over the log, and a ring around the part of the table it means."""
        guide = self.guide
        step = guide.step if guide is not None else None
        self.guide_rects = {}
        if step is None or self.overlay in ("help", "menu", "name", "confirm_end"):
            return
        t = self.app.theme
        target = self._rects.get(step.region)
        if target is not None:
            pygame.draw.rect(
                surface,
                UI["focus"],
                target.inflate(t.px(6), t.px(6)),
                t.px(3),
                border_radius=t.px(10),
            )
        box = self._rects["log"].copy()
        line_h = t.font(FontRole.SMALL).get_linesize()
        words = self._wrap(step.words, FontRole.SMALL, box.w - t.px(20))
        needed = (t.px(6) + t.font(FontRole.BODY_BOLD).get_linesize() + len(words) * line_h
                  + t.px(26) + t.px(14))  # fmt: skip
        if needed > box.h:  # grow upward over the hand rather than lose the guide's words
            limit = box.y if step.region == "hand" else self._rects["hand"].y  # not over the
            top = max(limit, box.bottom - needed)  # hand while the step is about the hand
            box = pygame.Rect(box.x, top, box.w, box.bottom - top)
        pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(8))
        pygame.draw.rect(surface, UI["focus"], box, 2, border_radius=t.px(8))
        x, y = box.x + t.px(10), box.y + t.px(6)
        n = f"{guide.index + 1}/{len(GUIDE_STEPS)}"
        surface.blit(t.text(f"Guide {n}: {step.title}", FontRole.BODY_BOLD, UI["focus"]), (x, y))
        y += t.font(FontRole.BODY_BOLD).get_linesize()
        button_h = t.px(26)
        for line in words:
            if y + line_h > box.bottom - button_h - t.px(8):
                break
            surface.blit(t.text(line, FontRole.SMALL, UI["text"]), (x, y))
            y += line_h
        # Next keeps its place (greyed while the step waits for you to act), so the other
        # buttons never move under the mouse
        waiting = step.done is not None
        labels = [("next", "Next (N)"), ("close", "Skip guide (X)"), ("read", "Read more")]
        bx = x
        for name, label in labels:
            ink = UI["text_dim"] if name == "next" and waiting else UI["text"]
            img = t.text(label, FontRole.SMALL, ink)
            rect = pygame.Rect(
                bx, box.bottom - button_h - t.px(6), img.get_width() + t.px(20), button_h
            )
            pygame.draw.rect(
                surface,
                UI["button_active"] if name == "next" and not waiting else UI["button"],
                rect,
                border_radius=t.px(5),
            )
            surface.blit(img, img.get_rect(center=rect.center))
            if not (name == "next" and waiting):
                self.guide_rects[name] = rect
            bx = rect.right + t.px(8)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        mods = getattr(event, "mod", 0)
        ctrl = bool(mods & pygame.KMOD_CTRL)
        n = len(self.options)
        if self.overlay is not None:  # the discard pile (menus and dialogs are scenes)
            if key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN) or (
                self.overlay == "discard" and key == pygame.K_d
            ):
                self.overlay = None
                return True
            if self.overlay == "discard" and pygame.K_1 <= key <= pygame.K_9:
                pass  # fall through: number keys still choose options
            else:
                return True
        if ctrl and key == pygame.K_z:
            self.undo()
            return True
        if ctrl and key == pygame.K_y:
            self.redo()
            return True
        if key == pygame.K_ESCAPE:
            if self.move_from is not None:
                self.move_from = None
            elif self.peek_seat is not None:
                self.peek_seat = None
                self._layout_dynamic()
            elif self.session.can_undo:
                self.undo()
            else:
                self._open_menu()
            return True
        if key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
            self._open_help()
            return True
        if key == pygame.K_d:
            self.overlay = None if self.overlay == "discard" else "discard"
            return True
        if key == pygame.K_e:
            card = self._hover_card() or self._focused_card()
            if card is not None:
                flow.open_encyclopedia(self.app, card)
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.log_scroll = max(0, self.log_scroll + (3 if key == pygame.K_PAGEUP else -3))
            return True
        if n == 0:
            return False
        if pygame.K_1 <= key <= pygame.K_9:
            index = self.list_scroll + key - pygame.K_1
            if index < n and index != self.skip_index:
                self.choose(self.options[index])
            return True
        if key in (pygame.K_0, pygame.K_s) and self.skip_index is not None:
            self.choose(self.options[self.skip_index])
            return True
        if key in (pygame.K_DOWN, pygame.K_RIGHT) or (
            key == pygame.K_TAB and not mods & pygame.KMOD_SHIFT
        ):
            self.focus = (self.focus + 1) % n
            self._layout_dynamic()
            return True
        if key in (pygame.K_UP, pygame.K_LEFT) or key == pygame.K_TAB:
            self.focus = (self.focus - 1) % n
            self._layout_dynamic()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose(self.options[min(self.focus, n - 1)])
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        for name, rect in self.button_rects.items():
            if rect.collidepoint(pos):
                return self._button(name)
        for k, rect in self.option_rects:
            if rect.collidepoint(pos):
                self.choose(self.options[k])
                return True
        if self.overlay == "discard":
            for card, rect in self.discard_rects:
                if rect.collidepoint(pos):
                    matches = self._options_at("discard", card)
                    if matches:
                        self.choose(self.options[matches[0]])
                    return True
            self.overlay = None
            return True
        hit = self._hit(pos)
        if hit is None:
            return False
        kind, value = hit
        if kind == "thumb":
            seat = int(value)  # type: ignore[arg-type]
            if self.view.players[seat].nautoma:
                return True
            self.peek_seat = None if seat == self.display_seat else seat
            self._layout_dynamic()
            return True
        if kind in ("slot", "hand", "dive"):
            return self._click_target(kind, int(value))  # type: ignore[arg-type]
        return False

    def _click_target(self, kind: str, value: int) -> bool:
        d = self.game.decision
        if d is None:
            return False
        if kind in ("slot", "hand") and self.shown_seat != d.player:
            return False
        if self.move_from is not None and kind == "slot":
            return self._click_move_destination(value)
        matches = self._options_at(kind, value)
        if not matches:
            if kind == "hand" and d.kind == "turn":
                reason = why_unplayable(self.game.players[d.player], value)
                if reason:
                    audio.play("illegal_click")
                    self.notice(f"{CATALOG.by_number[value].name} can't be played: {reason}.")
            return True
        if kind == "slot" and any(isinstance(self.options[i], MoveToken) for i in matches):
            # A move starts here: pick the source first (a second click here means the rest).
            self.move_from = value
            self.focus = matches[0]
            self._layout_dynamic()
            return True
        if len(matches) > 1:
            self.focus = matches[0]
            self._layout_dynamic()
            self.notice("Several choices here: pick one from the list.")
            return True
        self.choose(self.options[matches[0]])
        return True

    def _click_move_destination(self, slot: int) -> bool:
        """With a move's source picked: a destination moves there; the source itself again
        means the other option there (e.g. a young or an egg on that slot); else cancel."""
        source = self.move_from
        self.move_from = None
        if slot == source:
            plain = self._plain_options_at(slot)
            if len(plain) == 1:
                self.choose(self.options[plain[0]])
            elif plain:
                self.focus = plain[0]
                self.notice("Several choices here: pick one from the list.")
            self._layout_dynamic()
            return True
        self.move_from = source
        moves = self._options_at("slot", slot)
        self.move_from = None
        if len(moves) == 1:
            self.choose(self.options[moves[0]])
        elif moves:  # a young and a school could both make this move
            self.focus = moves[0]
            self.notice("A young or the school? Pick the move from the list.")
        self._layout_dynamic()
        return True

    def _button(self, name: str) -> bool:
        audio.play("button_click")
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "help":
            self._open_help()
        elif name == "menu":
            self._open_menu()
        elif name == "discard":
            self.overlay = None if self.overlay == "discard" else "discard"
        return True

    # --- The menu --------------------------------------------------------------------------

    def _menu_items(self) -> list[str]:
        return ["Resume", "Save game", "Export replay", "Settings", "Card encyclopedia",
                "How to play", "Quit to title"]  # fmt: skip

    def _open_menu(self) -> None:
        items = [(label, lambda i=i: self._menu_choice(i)) for i, label in
                 enumerate(self._menu_items())]  # fmt: skip
        self.app.push(Menu(self.app, "Menu", items))

    def _open_help(self) -> None:
        self.app.push(Help(self.app, "Keyboard shortcuts", SHORTCUTS, HELP_TIPS))

    def _menu_choice(self, index: int) -> bool:
        item = self._menu_items()[index]
        self.overlay = None
        if item == "Save game":
            mode = "Solo" if self.game.nautoma is not None else f"{len(self.game.players)} players"
            self.app.push(TextPrompt(
                self.app, "Save the game as", f"{mode}, week {self.game.week}", self._save_as,
                submit="Save", empty_message="A save needs a name.",
            ))  # fmt: skip
        elif item == "Export replay":
            try:
                from ..shell.saving import export_replay

                self.notice(export_replay(self.game))
            except Exception as exc:
                self.notice(f"Could not export the replay: {exc}")
        elif item == "Settings":
            flow.open_settings(self.app)
        elif item == "Card encyclopedia":
            flow.open_encyclopedia(self.app)
        elif item == "How to play":
            flow.open_rules(self.app)
        elif item == "Quit to title":
            flow.show_title(self.app)
        return True

    def _save_as(self, name: str) -> None:
        try:
            from ..shell.saving import save_named

            self.notice(save_named(self.game, name, self))
        except Exception as exc:  # a failed save must not end the game
            self.notice(f"Could not save: {exc}")

    # --- Hit testing -----------------------------------------------------------------------

    def _hit(self, pos: tuple[int, int]) -> tuple[str, object] | None:
        if self.overlay == "discard":
            for card, rect in self.discard_rects:
                if rect.collidepoint(pos):
                    return ("discard", card)
        for card, rect in reversed(self.hand_rects):
            if rect.collidepoint(pos):
                return ("hand", card)
        for card, rect in self.nautoma_fish_rects:
            if rect.collidepoint(pos):
                return ("nautoma_fish", card)
        slot = self.ocean_layout.slot_at(pos)
        if slot is not None:
            return ("slot", slot)
        column = self.ocean_layout.column_at(pos)
        if column is not None:
            return ("dive", column)
        for (c, place), rect in self.ocean_layout.bonus.items():
            if rect.collidepoint(pos):
                return ("bonus", (c, place))
        for seat, rect in self.thumb_rects:
            if rect.collidepoint(pos):
                return ("thumb", seat)
        if "nautoma" in self._rects and self._rects["nautoma"].collidepoint(pos):
            return ("nautoma", 0)
        for k, rect in self.option_rects:
            if rect.collidepoint(pos):
                return ("option", k)
        return None

    def _hover_card(self) -> int | None:
        if self.hover is None:
            return None
        kind, value = self.hover
        if kind in ("hand", "discard", "nautoma_fish"):
            return int(value)  # type: ignore[arg-type]
        if kind == "slot":
            return self.view.players[self.shown_seat].ocean[int(value)].top  # type: ignore[arg-type]
        return None

    def _focused_card(self) -> int | None:
        if not self.options:
            return None
        option = self.options[min(self.focus, len(self.options) - 1)]
        card = getattr(option, "card", None)
        if card is not None:
            return card
        slot = getattr(option, "slot", None)
        if slot is not None:
            return self.view.players[self.shown_seat].ocean[slot].top
        return None

    # --- Text helpers ----------------------------------------------------------------------

    def _wrap(self, content: str, role: FontRole, width: int) -> list[str]:
        """``content`` wrapped to ``width`` px in the theme's font for ``role``."""
        return wrap(content, self.app.theme.font(role), width)

    def _prompt_text(self) -> str:
        d = self.game.decision
        if d is None:
            return "The game is over."
        return d.question

    def _extra_lines(self) -> list[str]:
        """Hints under the prompt: a dive preview, how to answer on the table."""
        d = self.game.decision
        if d is None:
            return []
        focused = self.options[min(self.focus, len(self.options) - 1)] if self.options else None
        hover_dive = self.hover[1] if self.hover and self.hover[0] == "dive" else None
        column = (
            hover_dive
            if hover_dive is not None
            else (focused.column if isinstance(focused, Dive) else None)
        )
        if d.kind == "turn" and column is not None:
            steps = preview_words(dive_preview(self.game.players[d.player], int(column)))
            head = f"Dive {Column(int(column)).label}: "
            return [head + ("; ".join(steps) if steps else "nothing to gain now")]
        if d.kind == "turn":
            return ["Click a card in your hand to play it, or a dive site's name to dive."]
        if d.kind == "place":
            return ["Click a lit slot (a fish there is consumed)."]
        if self.move_from is not None:
            return [f"Moving from {slot_name(self.move_from)}: click where it goes (Esc: cancel)."]
        return []

    # --- Drawing ---------------------------------------------------------------------------

    @staticmethod
    def _ocean_sig(p: SeatState) -> tuple:
        return (
            tuple((tuple(s.fish), s.egg, s.young, s.school) for s in p.ocean),
            tuple(p.divers), tuple(p.bottoms),
        )  # fmt: skip

    def region_keys(self) -> dict[str, tuple]:
        """For each region of the table, everything it shows (never the mouse, except which
        dive site is hovered, whose preview the panel shows). A region is redrawn only when
        its key changes."""
        v, g = self.view, self.game
        d = g.decision
        shown = v.players[self.shown_seat]
        choosing = (
            id(d), len(g.history), self.focus, self.list_scroll, self.move_from,
            self.queue.busy, self.overlay, self.peek_seat, self.shown_seat,
        )  # fmt: skip
        n = v.nautoma
        nautoma = (n.eggs, n.young, n.schools, tuple(n.fish), n.markers, n.card) if n else None
        players = tuple(
            (p.score, len(p.hand), len(p.discard), tuple(p.achievements), self._ocean_sig(p))
            for p in v.players
        )
        hover_dive = self.hover[1] if self.hover and self.hover[0] == "dive" else None
        return {
            "top": (
                v.week,
                v.current,
                v.deck,
                choosing,
                self.session.can_undo,
                self.session.can_redo,
                g.is_over,
            ),
            "left": (players, nautoma, v.first_player, choosing, g.week),
            "ocean": (self._ocean_sig(shown), v.diver, choosing),
            "panel": (choosing, hover_dive),
            "hand": (tuple(shown.hand), len(shown.discard), choosing),
            "log": (len(self.log), self.log_scroll),
        }

    def _region_rect(self, name: str) -> pygame.Rect:
        r = self._rects
        if name == "left":
            return pygame.Rect(0, r["top"].bottom, r["ocean"].x, r["screen"].h - r["top"].bottom)
        if name == "ocean":
            return pygame.Rect(
                r["ocean"].x,
                r["top"].bottom,
                r["panel"].x - r["ocean"].x,
                r["screen"].h - r["top"].bottom,
            )
        if name == "panel":
            return pygame.Rect(
                r["panel"].x,
                r["top"].bottom,
                r["screen"].w - r["panel"].x,
                r["hand"].y - r["top"].bottom,
            )
        if name == "hand":
            return pygame.Rect(
                r["hand"].x, r["hand"].y, r["screen"].w - r["hand"].x, r["log"].y - r["hand"].y
            )
        if name == "log":
            return pygame.Rect(
                r["log"].x, r["log"].y, r["screen"].w - r["log"].x, r["screen"].h - r["log"].y
            )
        return r["top"]

    def draw(self, surface: pygame.Surface) -> None:
        """The resting table lives in a cached layer; each region of it (top bar, players,
        ocean, decision panel, hand, log) is redrawn only when what it shows changes. Hover
        effects, animations and overlays are drawn on top each frame."""
        size = surface.get_size()
        if not self._rects or self._rects["screen"].size != size:
            self.resize(size)
        t = self.app.theme
        base = (size, self._version, t.key, t.scale)
        full = self._layer is None or self._layer.get_size() != size or base != self._layer_base
        if self._layer is None or self._layer.get_size() != size:
            self._layer = (
                pygame.Surface(size).convert()
                if pygame.display.get_surface()
                else pygame.Surface(size)
            )
        layer = self._layer
        if full:
            layer.fill(UI["background"])
            self._layer_base = base
            self._drawn_keys = {}
        keys = self.region_keys()
        mouse, hover = self.mouse, self.hover
        self.mouse = (-(10**6), -(10**6))
        try:
            # What the player acts on first; at most a few regions per frame, so that no frame
            # takes long (the rest follow in the next frames, a few milliseconds later).
            budget = len(keys) if full else REGIONS_PER_FRAME
            self._regions_pending = False
            for name, draw_region in (
                ("ocean", self._draw_ocean), ("hand", self._draw_hand), ("panel", self._draw_panel),
                ("top", self._draw_top), ("left", self._draw_left), ("log", self._draw_log),
            ):  # fmt: skip
                if self._drawn_keys.get(name) == keys[name]:
                    continue
                if budget == 0:
                    self._regions_pending = True
                    continue
                budget -= 1
                rect = self._region_rect(name)
                layer.set_clip(rect)
                layer.fill(UI["background"], rect)
                self.hover = hover if name == "panel" and hover and hover[0] == "dive" else None
                draw_region(layer)
                self._drawn_keys[name] = keys[name]
        finally:
            layer.set_clip(None)
            self.mouse, self.hover = mouse, hover
        surface.blit(self._layer, (0, 0))
        self._draw_hover_marks(surface)
        self.queue.draw(surface)
        if self.overlay == "discard":
            self._draw_discard(surface)
        self._draw_hover(surface)
        self._draw_guide(surface)
        if self.message:
            self._draw_message(surface)

    _layer: pygame.Surface | None = None
    _regions_pending = False  # regions left for the next frame (see `draw`)
    _layer_base: tuple = ()
    _drawn_keys: dict[str, tuple] = {}
    _version = 0  # bumped when everything must be redrawn (a new layout, new settings)

    def _hoverable(self) -> list[pygame.Rect]:
        rects = [r for n, r in self.button_rects.items() if n != "yes"]
        rects += [r for _, r in self.option_rects]
        rects += list(getattr(self, "replay_buttons", {}).values())
        return rects

    def _draw_hover_marks(self, surface: pygame.Surface) -> None:
        """What the mouse is over, on top of the cached layer: a lit button or option, and
        the hovered card in hand raised."""
        if self.overlay in ("help", "menu", "name", "confirm_end"):
            return
        t = self.app.theme
        for rect in self._hoverable():
            if rect.collidepoint(self.mouse):
                lit = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(lit, (255, 255, 255, 40), lit.get_rect(), border_radius=t.px(5))
                surface.blit(lit, rect)
                break
        if self.hover is not None and self.hover[0] == "hand" and not self.queue.busy:
            card = int(self.hover[1])  # type: ignore[arg-type]
            for c, r in self.hand_rects:
                if c == card:
                    d = self.game.decision
                    matches = (
                        self._options_at("hand", card) if d and d.player == self.shown_seat else []
                    )
                    highlight = "focus" if matches else None
                    img = render_card(
                        CATALOG.by_number[card], r.w, r.h, highlight=highlight, theme=t
                    )
                    pygame.draw.rect(surface, UI["panel"], r)  # lift it: its place shows empty
                    surface.blit(img, r.move(0, -t.px(12)))

    def _panel_box(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.app.theme
        pygame.draw.rect(surface, UI["panel"], rect, border_radius=t.px(8))
        pygame.draw.rect(surface, UI["panel_edge"], rect, 1, border_radius=t.px(8))

    def _draw_top(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        top = self._rects["top"]
        pygame.draw.rect(surface, UI["panel"], top)
        pygame.draw.line(surface, UI["panel_edge"], top.bottomleft, top.bottomright)
        g = self.game
        turn_in_week = self.view.turn_in_week
        d = g.decision
        who = self.view.players[d.player if d else g.current]
        x = t.px(10)
        week = (
            "Game over" if g.is_over else f"Week {self.view.week} of 4 · turn {turn_in_week} of 6"
        )
        img = t.text(week, FontRole.BODY_BOLD, UI["text"])
        surface.blit(img, (x, top.centery - img.get_height() // 2))
        x += img.get_width() + t.px(18)
        if d is not None:
            chip = pygame.Rect(x, top.centery - t.px(8), t.px(16), t.px(16))
            pygame.draw.circle(surface, seat_colour(who), chip.center, chip.w // 2)
            pygame.draw.circle(surface, UI["text_dark"], chip.center, chip.w // 2, 1)
            x = chip.right + t.px(6)
            label = (
                with_colour(who.name, who.colour) + " to decide"
                if d.player != g.current
                else with_colour(f"{possessive(who.name)} turn", who.colour)
            )
            img = t.text(label, FontRole.BODY_BOLD, shade(seat_colour(who), 1.3))
            surface.blit(img, (x, top.centery - img.get_height() // 2))
            x += img.get_width() + t.px(18)
        deck = t.text(f"Fish deck: {self.view.deck}", FontRole.SMALL, UI["text_dim"])
        self._rects["deck"] = deck.get_rect(topleft=(x, top.centery - deck.get_height() // 2))
        surface.blit(deck, self._rects["deck"])
        labels = {"undo": "Undo", "redo": "Redo", "help": "Help", "menu": "Menu"}
        enabled = {"undo": self.session.can_undo, "redo": self.session.can_redo}
        for name, rect in self.button_rects.items():
            if name not in labels:
                continue
            on = enabled.get(name, True)
            hover = rect.collidepoint(self.mouse)
            pygame.draw.rect(
                surface,
                UI["button_active"] if hover and on else UI["button"],
                rect,
                border_radius=t.px(5),
            )
            img = t.text(labels[name], FontRole.SMALL, UI["text"] if on else UI["text_dim"])
            surface.blit(img, img.get_rect(center=rect.center))

    def _draw_left(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        left = self._rects["left"]
        g = self.game
        small = t.font(FontRole.SMALL).get_linesize()
        box = pygame.Rect(left.x, left.y, left.w, self._achievement_height() - t.px(6))
        self._panel_box(surface, box)
        y = box.y + t.px(4)
        if self.view.achievement is not None:
            tile = g.achievement_tile(self.view.week)
            head = (
                f"Week {self.view.week} achievement: {TILE_WORDS.get(tile.id, tile.id)}, "
                f"{tile.points} point{'s' if tile.points != 1 else ''} each"
            )
        else:
            tile = None
            head = "Week 4: no achievement"
        for line in self._wrap(head, FontRole.SMALL, box.w - t.px(10))[:2]:
            surface.blit(t.text(line, FontRole.SMALL, UI["accent"]), (box.x + t.px(6), y))
            y += small
        for standing in self.view.standings if tile is not None else ():
            p = self.view.players[standing.seat]
            if standing.base is not None and not standing.scores:
                line = f"{p.name}: scores no achievements"
            elif standing.base is not None:
                line = (
                    f"{p.name}: {standing.base} + {standing.markers} markers = "
                    f"{standing.points} pts"
                )
            else:
                line = f"{p.name}: {standing.count} = {standing.points} pts"
            line = shorten(line, t.font(FontRole.SMALL), box.w - t.px(12))
            surface.blit(t.text(line, FontRole.SMALL, UI["text"]), (box.x + t.px(6), y))
            y += small
        for seat, rect in self.thumb_rects:
            self._draw_seat_box(surface, self.view.players[seat], rect)

    def _draw_seat_box(self, surface: pygame.Surface, p: SeatState, rect: pygame.Rect) -> None:
        t = self.app.theme
        shown = p.seat == self.shown_seat
        self._panel_box(surface, rect)
        if shown:
            pygame.draw.rect(surface, seat_colour(p), rect, 2, border_radius=t.px(8))
        d = self.game.decision
        pygame.draw.circle(surface, seat_colour(p), (rect.x + t.px(12), rect.y + t.px(12)), t.px(7))
        pygame.draw.circle(
            surface, UI["text_dark"], (rect.x + t.px(12), rect.y + t.px(12)), t.px(7), 1
        )
        first = (
            " (1st)"
            if p.seat == self.view.first_player and not p.nautoma and self.game.nautoma is None
            else ""
        )
        score = t.text(f"{p.score} pts", FontRole.BODY_BOLD, UI["accent"])
        score_x = rect.right - score.get_width() - t.px(6)
        room = score_x - rect.x - t.px(30)  # the name stops short of the score, with "…"
        words = shorten(f"{p.name}{first}", t.font(FontRole.BODY_BOLD), room)
        name = t.text(words, FontRole.BODY_BOLD, UI["text"])
        surface.blit(name, (rect.x + t.px(24), rect.y + t.px(3)))
        surface.blit(score, (score_x, rect.y + t.px(3)))
        y = rect.y + t.px(24)
        if p.nautoma and self.view.nautoma is not None:
            self._rects["nautoma"] = rect
            self._draw_nautoma(surface, rect, y)
            return
        divers = p.divers_left
        h, pile = len(p.hand), len(p.discard)
        deciding = "deciding · " if d is not None and d.player == p.seat else ""
        face, room = t.font(FontRole.SMALL), rect.w - t.px(12)
        status = next(  # the longest wording that fits one line; the numbers always show
            (words for words in (
                f"{deciding}hand {h} · discard {pile} · divers {divers}",
                f"hand {h} · discard {pile} · divers {divers}",
                f"hand {h} · pile {pile} · divers {divers}",
                f"{h} cards · {divers} divers",
            ) if face.size(words)[0] <= room),
            f"{divers} divers",
        )  # fmt: skip
        surface.blit(t.text(status, FontRole.SMALL, UI["text_dim"]), (rect.x + t.px(6), y))
        y += face.get_linesize()
        thumb = pygame.Rect(rect.x + t.px(4), y, rect.w - t.px(8), rect.bottom - y - t.px(4))
        if thumb.h > t.px(30):
            draw_thumbnail(surface, thumb, p, t)

    def _draw_nautoma(self, surface: pygame.Surface, rect: pygame.Rect, y: int) -> None:
        from ... import engine

        t = self.app.theme
        n = self.view.nautoma
        assert n is not None
        line_h = t.font(FontRole.SMALL).get_linesize()
        from ..art import icons

        size = t.px(18)
        x = rect.x + t.px(6)
        for name, count in (
            ("token.egg", n.eggs),
            ("token.young", n.young),
            ("token.school", n.schools),
        ):
            surface.blit(icons.icon(name, size, t), (x, y))
            img = t.text(f"{count}", FontRole.BODY_BOLD, UI["text"])
            surface.blit(img, (x + size + t.px(2), y))
            x += size + img.get_width() + t.px(10)
        fish = t.text(f"fish {len(n.fish)}", FontRole.BODY_BOLD, UI["text"])
        if x + fish.get_width() > rect.right - t.px(6):  # no room beside the tokens: below
            x, y = rect.x + t.px(6), y + size + t.px(2)
        surface.blit(fish, (x, y))
        y += max(size, fish.get_height()) + t.px(4)
        ravel = f" · Ravel {n.ravel} ({n.ravel_card})" if n.ravel else ""
        lines = [f"difficulty {n.difficulty}{ravel} · markers {n.markers}"]
        rv = n.ravel_view
        if rv is not None:
            rows = ", ".join(str(r) for r in rv.rows)
            lines.append(
                f"Ravel: {rv.column.label} dive site, rows {rows}: "
                f"{rv.gained} – {rv.lost} = {rv.points} now"
            )
        if n.card:
            lines.append(f"Her card {n.card}: " + "; ".join(n.card_words))
        for text_line in lines:
            for line in self._wrap(text_line, FontRole.SMALL, rect.w - t.px(12)):
                if y + line_h > rect.bottom:
                    break
                surface.blit(t.text(line, FontRole.SMALL, UI["text_dim"]), (rect.x + t.px(6), y))
                y += line_h
        # her fish, as small cards in rows (hover one for the full card)
        cw = t.px(40)
        ch = round(cw / CARD_ASPECT)
        per_row = max(1, (rect.w - t.px(12)) // (cw + 3))
        rows = max(0, (rect.bottom - t.px(4) - y) // (ch + 3))  # only rows that fit her box
        shown = n.fish[-per_row * rows :] if rows else []
        self.nautoma_fish_rects = []
        for i, number in enumerate(shown):
            r = pygame.Rect(
                rect.x + t.px(6) + (i % per_row) * (cw + 3), y + (i // per_row) * (ch + 3), cw, ch
            )
            surface.blit(render_card(engine.CATALOG.by_number[number], cw, ch, theme=t), r)
            self.nautoma_fish_rects.append((number, r))

    def _draw_ocean(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        p = self.view.players[self.shown_seat]
        if p.nautoma:
            return
        draw_ocean(surface, self.ocean_layout, p, t)
        playing = self._fish_in_play()
        if playing is not None and playing[2] >= 0 and playing[0] == self.shown_seat:
            # the fish waits on its slot, faded, while its cost is paid
            r = self.ocean_layout.slots[playing[2]]
            ghost = slot_card(CATALOG.by_number[playing[1]], r.w, r.h, t).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, r)
            tag = t.text("paying…", FontRole.SMALL, UI["text"])
            box = tag.get_rect(topleft=(r.x + t.px(4), r.y + t.px(4))).inflate(t.px(8), t.px(2))
            pygame.draw.rect(surface, (20, 20, 30), box, border_radius=t.px(4))
            surface.blit(tag, tag.get_rect(center=box.center))
        for slot, colour in self.highlighted_slots().items():
            pygame.draw.rect(
                surface,
                colour,
                self.ocean_layout.slots[slot].inflate(4, 4),
                t.px(3),
                border_radius=t.px(8),
            )
        d = self.game.decision
        if (
            d is not None
            and d.kind == "turn"
            and d.player == self.shown_seat
            and not self.queue.busy
        ):
            for c, rect in enumerate(self.ocean_layout.header):
                if Dive(c) not in self.options:
                    continue
                i = self.options.index(Dive(c))
                colour = FOCUS if i == self.focus else LEGAL
                pygame.draw.rect(
                    surface, colour, rect.inflate(4, 4), t.px(2), border_radius=t.px(7)
                )
                tag = t.text("DIVE", FontRole.SMALL, UI["text_dark"])
                chip = tag.get_rect().inflate(t.px(10), t.px(4))
                chip.midright = (
                    self.ocean_layout.bonus[(c, "above_sunlight")].left - t.px(4),
                    rect.centery,
                )
                pygame.draw.rect(surface, colour, chip, border_radius=t.px(4))
                surface.blit(tag, tag.get_rect(center=chip.center))
        if self.view.diver is not None:
            seat, column, place = self.view.diver
            if seat == self.shown_seat:
                self._draw_diver(surface, seat, column, place)
        if self.peek_seat is not None:
            note = t.text(
                f"Looking at {possessive(p.name)} ocean · Esc or click your box to go back",
                FontRole.SMALL,
                UI["focus"],
            )
            surface.blit(
                note,
                (
                    self._rects["ocean"].x + t.px(4),
                    self._rects["ocean"].bottom - note.get_height() - t.px(2),
                ),
            )

    def diver_point(self, column: str, place: str) -> tuple[int, int]:
        c = ("blue", "purple", "green").index(column)
        lay = self.ocean_layout
        if place.startswith("row"):
            r = lay.slots[(int(place[3]) - 1) * 3 + c]
            return (r.right - self.app.theme.px(10), r.centery)
        r = lay.bonus[(c, place)]
        return (r.left - self.app.theme.px(10), r.centery)

    def _draw_diver(self, surface: pygame.Surface, seat: int, column: str, place: str) -> None:
        t = self.app.theme
        x, y = self.diver_point(column, place)
        colour = seat_colour(self.view.players[seat])
        pygame.draw.circle(surface, colour, (x, y), t.px(9))
        pygame.draw.circle(surface, UI["text_dark"], (x, y), t.px(9), 2)
        pygame.draw.circle(surface, (255, 255, 255), (x - t.px(2), y - t.px(3)), t.px(3))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        panel = self._rects["panel"]
        self._panel_box(surface, panel)
        d = self.game.decision
        x, y = panel.x + t.px(10), panel.y + t.px(6)
        if d is None:
            surface.blit(t.text("The game is over.", FontRole.HEADING, UI["text"]), (x, y))
            return
        p = self.view.players[d.player]
        pygame.draw.circle(surface, seat_colour(p), (x + t.px(8), y + t.px(11)), t.px(8))
        pygame.draw.circle(surface, UI["text_dark"], (x + t.px(8), y + t.px(11)), t.px(8), 1)
        source = {"all_players": " — an all-players benefit", "gift": " — from Nautoma's fish",
                  "bonus": " — dive-site bonus", "ability": ""}.get(d.source, "")  # fmt: skip
        total = len(self.options) - (1 if self.skip_index is not None else 0)
        listed = [k for k, _ in self.option_rects if k != self.skip_index]
        more = None
        if listed and (self.list_scroll > 0 or listed[-1] < total - 1):
            small = t.font(FontRole.SMALL)
            more_words = f"{total} options · scroll or Up/Down"
            if small.size(more_words)[0] > panel.w // 3:
                more_words = f"{total} options · scroll"
            more = t.text(more_words, FontRole.SMALL, UI["text_dim"])
        room = panel.right - t.px(10) - (more.get_width() + t.px(12) if more else 0) - x - t.px(22)
        words = shorten(f"{p.name}{source}", t.font(FontRole.HEADING), room)
        head = t.text(words, FontRole.HEADING, shade(seat_colour(p), 1.3))
        surface.blit(head, (x + t.px(22), y))
        if more is not None:
            surface.blit(more, (panel.right - more.get_width() - t.px(10), panel.y + t.px(8)))
        y += t.px(28)
        for line in self._wrap(self._prompt_text(), FontRole.BODY, panel.w - t.px(20))[:4]:
            surface.blit(t.text(line, FontRole.BODY, UI["text"]), (x, y))
            y += t.font(FontRole.BODY).get_linesize()
        for line in self._extra_lines():
            for part in self._wrap(line, FontRole.SMALL, panel.w - t.px(20))[:3]:
                surface.blit(t.text(part, FontRole.SMALL, UI["focus"]), (x, y))
                y += t.font(FontRole.SMALL).get_linesize()
        for k, rect in self.option_rects:
            if k >= len(self.options):
                break
            option = self.options[k]
            focused = k == self.focus
            hover = rect.collidepoint(self.mouse)
            colour = UI["button_active"] if hover else UI["button"]
            pygame.draw.rect(surface, colour, rect, border_radius=t.px(5))
            if focused:
                pygame.draw.rect(surface, FOCUS, rect, t.px(2), border_radius=t.px(5))
            number = k - self.list_scroll + 1
            label = option_words(self.game, option)
            prefix = f"{number}  " if number <= 9 else "    "
            if k == self.skip_index:
                prefix = "0  "
            img = t.text(
                shorten(prefix + label, t.font(FontRole.BODY), rect.w - t.px(16)),
                FontRole.BODY,
                UI["text"] if not isinstance(option, Skip) else UI["text_dim"],
            )
            surface.blit(img, (rect.x + t.px(8), rect.centery - img.get_height() // 2))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        hand = self._rects["hand"]
        self._panel_box(surface, hand)
        p = self.view.players[self.shown_seat]
        words = f"{possessive(p.name)} hand ({len(p.hand)}) — public"
        rect = self.button_rects["discard"]
        words = shorten(words, t.font(FontRole.BODY_BOLD), rect.x - hand.x - t.px(16))
        title = t.text(words, FontRole.BODY_BOLD, UI["text"])
        surface.blit(title, (hand.x + t.px(8), hand.y + t.px(4)))
        pygame.draw.rect(
            surface,
            UI["button_active"] if rect.collidepoint(self.mouse) else UI["button"],
            rect,
            border_radius=t.px(5),
        )
        pile = f"Discard pile ({len(p.discard)})  D"
        pile = shorten(pile, t.font(FontRole.SMALL), rect.w - t.px(8))
        img = t.text(pile, FontRole.SMALL, UI["text"])
        surface.blit(img, img.get_rect(center=rect.center))
        d = self.game.decision
        deciding = d is not None and d.player == self.shown_seat and not self.queue.busy
        hovered = self._hover_card() if self.hover and self.hover[0] == "hand" else None
        focused_card = self._focused_card()
        later = None
        for card, r in self.hand_rects:
            matches = self._options_at("hand", card) if deciding else []
            # On your turn every card you cannot play now is dimmed; when paying with cards,
            # every card that cannot pay.
            dim = (
                deciding
                and not matches
                and (
                    d.kind == "turn"
                    or (d.kind == "pay" and any(isinstance(o, DiscardCard) for o in self.options))
                )
            )
            highlight = None
            if matches:
                highlight = "focus" if card == focused_card else "legal"
            surf = render_card(
                CATALOG.by_number[card], r.w, r.h, dimmed=dim, highlight=highlight, theme=t
            )
            if card == hovered:
                later = (surf, r.move(0, -t.px(12)))
                continue
            surface.blit(surf, r)
        if later is not None:
            surface.blit(*later)
        playing = self._fish_in_play()
        if playing is not None and playing[0] == self.shown_seat and not self.queue.busy:
            # the card chosen to play stands apart at the end of the hand, ringed
            h = min(self.hand_rects[0][1].h if self.hand_rects else hand.h, hand.h - t.px(30))
            w = round(h * CARD_ASPECT)
            r = pygame.Rect(hand.right - w - t.px(6), hand.bottom - h - t.px(4), w, h)
            surface.blit(
                render_card(CATALOG.by_number[playing[1]], w, h, highlight="focus", theme=t), r
            )
            tag = t.text("playing", FontRole.SMALL, UI["focus"])
            surface.blit(tag, tag.get_rect(bottomright=(r.right, r.top - t.px(2))))

    def _fish_in_play(self) -> tuple[int, int, int] | None:
        """(seat, card, slot or -1) of a fish chosen from hand and not yet placed."""
        d = self.game.decision
        if d is None or d.card is None or d.kind not in (DecisionKind.PLACE, DecisionKind.PAY):
            return None
        return d.player, d.card, -1 if d.slot is None else d.slot

    def _draw_log(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        box = self._rects["log"]
        self._panel_box(surface, box)
        line_h = t.font(FontRole.SMALL).get_linesize()
        rows = max(1, (box.h - t.px(8)) // line_h)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        width = box.w - t.px(16)
        for text_line, colour in self.log[-(rows + self.log_scroll + 40) :]:
            for part in self._wrap(text_line, FontRole.SMALL, width):
                lines.append((part, colour))
        end = len(lines) - self.log_scroll
        self.log_scroll = max(0, min(self.log_scroll, max(0, len(lines) - rows)))
        y = box.y + t.px(4)
        for part, colour in lines[max(0, end - rows) : end]:
            surface.blit(t.text(part, FontRole.SMALL, colour), (box.x + t.px(8), y))
            y += line_h

    def _draw_discard(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        p = self.view.players[self.shown_seat]
        ocean = self._rects["ocean"]
        shade_layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade_layer.fill((0, 0, 0, 120))
        surface.blit(shade_layer, (0, 0))
        box = ocean.inflate(-t.px(20), -t.px(60))
        self._panel_box(surface, box)
        head = t.text(
            f"{possessive(p.name)} discard pile ({len(p.discard)}) — public · D or Esc to close",
            FontRole.BODY_BOLD,
            UI["text"],
        )
        surface.blit(head, (box.x + t.px(10), box.y + t.px(8)))
        cw = t.px(100)
        ch = round(cw / CARD_ASPECT)
        cols = max(1, (box.w - t.px(20)) // (cw + t.px(8)))
        self.discard_rects = []
        for i, card in enumerate(p.discard):
            r = pygame.Rect(
                box.x + t.px(10) + (i % cols) * (cw + t.px(8)),
                box.y + t.px(40) + (i // cols) * (ch + t.px(8)),
                cw,
                ch,
            )
            if r.bottom > box.bottom:
                break
            matches = self._options_at("discard", card)
            surface.blit(
                render_card(
                    CATALOG.by_number[card], cw, ch, highlight="legal" if matches else None, theme=t
                ),
                r,
            )
            self.discard_rects.append((card, r))
        if not p.discard:
            surface.blit(
                t.text("Empty.", FontRole.BODY, UI["text_dim"]),
                (box.x + t.px(10), box.y + t.px(40)),
            )

    def prefetch(self) -> bool:
        """Idle work, one piece per call: first the due autosave; then the large tooltips of
        the cards the player may hover next; then every seat's slot and hand cards at the
        sizes they will be drawn when the turn passes to them. Returns True while there is
        more to do; never changes what is shown."""
        if self.queue.busy:
            return False
        if self._autosave_due:
            self.flush()
            return True
        if self._prefetch_done:
            return False  # nothing has changed since everything was ready
        t = self.app.theme
        screen = self._rects.get("screen")
        if screen is None:
            return False
        p = self.view.players[self.shown_seat]
        for card in list(p.hand) + [s.top for s in p.ocean if s.top is not None]:
            key = ("tip", card, screen.size, t.key, t.scale)
            if key not in self._prefetched:
                self._prefetched.add(key)
                card_tooltip(CATALOG.by_number[card], screen, screen, t)
                return True
        slot = self.ocean_layout.slots[0]
        hand = self._rects["hand"]
        area = pygame.Rect(hand.x + t.px(4), hand.y + t.px(26), hand.w - t.px(8), hand.h - t.px(30))
        for other in self.view.players:
            if other.nautoma:
                continue
            work = [("slot", s.top, slot.w, slot.h) for s in other.ocean if s.top is not None]
            # the hand at its size now, one card more or fewer (a draw, a play), and beside a
            # card chosen to play (see `_layout_dynamic`)
            beside = area.copy()
            beside.w -= round(min(area.h, round(area.w * 0.26 / CARD_ASPECT)) * CARD_ASPECT) + t.px(
                8
            )
            n = len(other.hand)
            for a, count in ((area, n), (area, n + 1), (area, n - 1), (beside, n - 1)):
                rects = hand_layout(a, max(0, count), t.px(4))
                work += [("hand", c, r.w, r.h) for c, r in zip(other.hand, rects, strict=False)]
            # each card as it would stand apart once chosen, and on a slot once played
            ph = min(area.h, round(area.w * 0.26 / CARD_ASPECT))
            work += [("playing", c, round(ph * CARD_ASPECT), ph) for c in other.hand]
            work += [("slot", c, slot.w, slot.h) for c in other.hand]
            for kind, card, w, h in work:
                key = (kind, card, w, h, t.key)
                if key in self._prefetched:
                    continue
                self._prefetched.add(key)
                fish = CATALOG.by_number[card]
                if kind == "slot":
                    slot_card(fish, w, h, t)
                elif kind == "playing":
                    render_card(fish, w, h, highlight="focus", theme=t)
                else:
                    render_card(fish, w, h, theme=t)
                return True
        self._prefetch_done = True
        return False

    _prefetch_done = False

    def _draw_hover(self, surface: pygame.Surface) -> None:
        if self.hover is None or self._hover_pending or self.queue.busy:
            return
        t = self.app.theme
        kind, value = self.hover
        screen = self._rects["screen"]
        card = self._hover_card()
        if card is not None:
            anchor = self._anchor_for_hover()
            tip = card_tooltip(CATALOG.by_number[card], anchor, screen, t)
            surface.blit(tip.surface, tip.rect)
            d = self.game.decision
            if (
                kind == "hand"
                and d is not None
                and d.kind == "turn"
                and d.player == self.shown_seat
            ):
                reason = why_unplayable(self.game.players[d.player], card)
                if reason:
                    self._draw_note(
                        surface,
                        f"Can't play it now: {reason}.",
                        (tip.rect.x, tip.rect.bottom + t.px(4)),
                    )
            return
        if kind == "thumb":
            seat = int(value)  # type: ignore[arg-type]
            p = self.view.players[seat]
            if p.nautoma or seat == self.shown_seat:
                return
            rect = self._rects["ocean"].inflate(-t.px(40), -t.px(40))
            rect.left = self._rects["left"].right + t.px(10)
            bg = rect.inflate(t.px(12), t.px(36))
            pygame.draw.rect(surface, UI["panel"], bg, border_radius=t.px(10))
            pygame.draw.rect(surface, seat_colour(p), bg, 2, border_radius=t.px(10))
            head = t.text(
                f"{possessive(p.name)} ocean · click to keep it open", FontRole.BODY_BOLD,
                UI["text"],
            )
            surface.blit(head, (bg.x + t.px(8), bg.y + t.px(4)))
            rect.top = bg.y + t.px(28)
            draw_ocean(surface, OceanLayout.fit(rect), p, t)
        elif kind == "bonus":
            c, place = value  # type: ignore[misc]
            from ...engine import PROVISIONAL

            benefit = PROVISIONAL.dive_site_bonuses[Column(c).label][place]
            where = (
                "at the bottom (first diver this week only)"
                if place == "bottom"
                else place.replace("_", " ")
            )
            self._draw_note(
                surface,
                f"{Column(c).label} dive site, {where}: {benefit} (provisional value)",
                self.mouse,
            )

    def _anchor_for_hover(self) -> pygame.Rect:
        kind, value = self.hover  # type: ignore[misc]
        if kind == "hand":
            for card, r in self.hand_rects:
                if card == value:
                    return r
        if kind == "slot":
            return self.ocean_layout.slots[int(value)]  # type: ignore[arg-type]
        for rects in (self.discard_rects, self.nautoma_fish_rects):
            for card, r in rects:
                if card == value:
                    return r
        return pygame.Rect(self.mouse, (1, 1))

    def _draw_note(self, surface: pygame.Surface, content: str, pos: tuple[int, int]) -> None:
        t = self.app.theme
        img = t.text(content, FontRole.SMALL, UI["text"])
        box = img.get_rect(topleft=(pos[0] + t.px(12), pos[1] + t.px(12))).inflate(
            t.px(12), t.px(8)
        )
        box.clamp_ip(self._rects["screen"])
        pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(5))
        pygame.draw.rect(surface, UI["focus"], box, 1, border_radius=t.px(5))
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_message(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        lines = self._wrap(self.message, FontRole.BODY_BOLD, self._rects["ocean"].w)
        y = self._rects["ocean"].centery - len(lines) * t.px(12)
        for line in lines:
            img = t.text(line, FontRole.BODY_BOLD, UI["text"])
            box = img.get_rect(center=(self._rects["ocean"].centerx, y)).inflate(t.px(16), t.px(8))
            pygame.draw.rect(surface, (20, 20, 30), box, border_radius=t.px(6))
            surface.blit(img, img.get_rect(center=box.center))
            y += box.h
