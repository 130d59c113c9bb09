"""The replay viewer: a recorded game stepped forward (with the table's animations) and back,
drawn exactly like the table.

Owns stepping through a `finspan.saves.Replay`. It composes the table's rooms (a `Tabletop`:
layout, painters, animations) with a panel of its own instead of the table's options; it
offers no options, so nothing is chosen, saved or recorded while watching.
Right/Space/Enter: next step; Left/Backspace: previous step; Home/End: start/end; D: the
shown seat's discard pile; E: the hovered card's encyclopedia page; F1 or ?: its keys
(`SHORTCUTS`); Esc: back. Other keys are left to the app (M mutes).
"""

from __future__ import annotations

import pygame

from ...engine import Game, Session, option_words, parse_option
from ...saves import Replay
from ..look.theme import UI, Colour, FontRole, Theme, wrap
from ..shell.scene import AppContext, Scene
from ..ui.dialogs import Help
from . import input as table_input
from .choosing import Choosing, hover_card
from .layout import TableLayout
from .overlays import TableOverlays
from .paint_base import Frame, button, panel_box
from .tabletop import Tabletop

#: The viewer's keys and what they do, for its help (F1): its own, not the table's.
SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("Right, Space, Enter", "the next step"),
    ("Left, Backspace", "the step before"),
    ("Home / End", "the start / the end of the game"),
    ("PgUp / PgDn", "scroll the game log"),
    ("D", "show or hide the shown seat's discard pile"),
    ("E or right-click", "open the hovered card in the encyclopedia"),
    ("Esc", "close the replay"),
    ("F1 or ?", "this help"),
    ("F11", "full screen"),
    ("M", "sound on / off (every screen)"),
)
HELP_TIPS = (
    "Hover any card for its full explanation. A replay offers nothing to choose: it steps "
    "through the game as it was played."
)

BUTTONS = (
    ("start", "|< Start"),
    ("back", "< Back"),
    ("next", "Next >"),
    ("end", "End >|"),
    ("close", "Close"),
)


class ReplayScene(Scene):
    def __init__(self, app: AppContext, replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.position = 0
        self.top = Tabletop(
            lambda: self.app.theme,
            Session(replay.game_at(0)),
            app.size,
            getattr(app.settings, "animation_speed", 1.0),
        )
        self.top.options_of = lambda: ()  # the viewer offers no options to choose
        self.top.top_buttons = ("help",)  # nothing to undo, redo or hint while watching
        self.buttons: dict[str, pygame.Rect] = {}
        self._log_to(0)
        self._layout_buttons()
        self.overlays = TableOverlays(self)  # the hovered card's zoom, the open pile

    @property
    def game(self) -> Game:
        return self.top.game

    @property
    def choosing(self) -> Choosing:
        return self.top.choosing

    @property
    def layout(self) -> TableLayout:
        return self.top.layout

    @property
    def theme(self) -> Theme:
        return self.app.theme

    def pause(self) -> None:
        self.top.pause()
        super().pause()

    def resume(self) -> None:
        self.top.resume()
        super().resume()

    @property
    def animating(self) -> bool:
        c = self.choosing
        return self.top.busy or bool(c.message) or self.top.needs_frames

    # what the open pile asks of its table: the viewer offers nothing to choose
    def choose(self, option) -> None:
        pass

    def relayout(self) -> None:
        self.top.relayout()

    def skip_animations(self) -> None:
        self.top.queue.skip()

    def notice(self, text: str, seconds: float = 3.0) -> None:
        self.choosing.notice(text, seconds)
        self.app.request_redraw()

    # --- Layout --------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.top.resize(size)
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        """The panel as tall as its words and buttons (`panel_height`), the buttons at its
        foot."""
        t = self.app.theme
        room = self.panel_height(self.layout.rects["column"].w)
        plain = self.layout.plain or self.layout  # the same panel at text size 100 %
        plain_room = self.panel_height(plain.rects["column"].w, t.plain())
        if (self.top.panel_room, self.top.plain_rooms[1]) != (room, plain_room):
            self.top.panel_room = room
            self.top.plain_rooms = (self.top.plain_rooms[0], plain_room)
            self.top.relayout()
        panel = self.layout.rects["panel"]
        rows = self.button_rows(panel.w)
        bh, gap = self.button_h, t.px(6)
        y = panel.bottom - t.px(12) - len(rows) * bh - (len(rows) - 1) * gap
        self.buttons = {}
        for row in rows:
            bw = (panel.w - t.px(24) - (len(row) - 1) * gap) // len(row)
            for i, name in enumerate(row):
                self.buttons[name] = pygame.Rect(panel.x + t.px(12) + i * (bw + gap), y, bw, bh)
            y += bh + gap

    def button_rows(self, width: int, theme: Theme | None = None) -> list[list[str]]:
        """The buttons in one row if their labels fit, else in two (at text size ``theme``,
        the app's by default)."""
        t = theme or self.app.theme
        bold = t.font(FontRole.BODY_BOLD)
        gap = t.px(6)
        widest = max(bold.size(label)[0] for _, label in BUTTONS) + t.px(16)
        names = [name for name, _ in BUTTONS]
        if len(names) * widest + (len(names) - 1) * gap <= width - t.px(24):
            return [names]
        return [names[:3], names[3:]]

    @property
    def button_h(self) -> int:
        return self.button_height(self.app.theme)

    @staticmethod
    def button_height(t: Theme) -> int:
        return max(t.px(40), t.font(FontRole.BODY_BOLD).get_linesize() + t.px(10))

    def panel_words(
        self, width: int, theme: Theme | None = None
    ) -> list[tuple[str, FontRole, Colour]]:
        """The panel's lines: "Replay", the step, what comes next (wrapped, whole)."""
        t = theme or self.app.theme
        lines = [("Replay", FontRole.HEADING, UI["accent"]),
                 (f"Step {self.position} of {len(self.replay)}", FontRole.BODY_BOLD, UI["text"])]
        if self.position < len(self.replay):
            d = self.game.decision
            who = self.game.players[d.player].name if d else ""
            words = option_words(self.game, parse_option(self.replay.options[self.position]))
            nxt = wrap(f"Next: {who} — {words}", t.font(FontRole.BODY), width - t.px(24))
        else:
            nxt = ["The end of the replay."]
        return lines + [(line, FontRole.BODY, UI["text_dim"]) for line in nxt]

    def panel_height(self, width: int, theme: Theme | None = None) -> int:
        """The height of the viewer's panel ``width`` wide: its words and its buttons (at text
        size ``theme``, the app's by default)."""
        t = theme or self.app.theme
        words = sum(t.font(role).get_linesize() for _, role, _ in self.panel_words(width, t))
        rows = len(self.button_rows(width, t))
        bh = self.button_height(t)
        return t.px(8) + words + t.px(8) + rows * bh + (rows - 1) * t.px(6) + t.px(12)

    # --- Stepping ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.choosing.tick(dt)
        self.top.queue.update(dt)
        self.top.settle()
        self.overlays.keep()

    def forward(self) -> None:
        if self.position >= len(self.replay):
            self.notice("The end of the replay.")
            return
        self.top.queue.skip()
        game = self.replay.game_at(self.position)
        self.top.session = Session(game)
        self.top.view = game.public_state()
        events = game.apply(self.replay.options[self.position])
        self.position += 1
        self._layout_buttons()
        self.top.relayout()
        self.top.play(events, self.top.step_view, self.top.resync)
        self.app.request_redraw()

    def jump(self, position: int) -> None:
        """To step ``position`` at once; the log then tells the game up to there."""
        self.top.queue.skip()
        self.position = max(0, min(len(self.replay), position))
        self.top.session = Session(self.replay.game_at(self.position))
        self._log_to(self.position)
        self._layout_buttons()
        self.top.resync()

    def _log_to(self, position: int, keep: int = 400) -> None:
        """The log as it reads at step ``position``: the game's events up to there (the last
        ``keep``), after how to step through the replay."""
        game = self.replay.game_at(0)
        events = list(game.start_events)
        for option in self.replay.options[:position]:
            events += game.apply(option)
            if len(events) > 2 * keep:
                events = events[-keep:]
        self.choosing.log.clear()
        self.choosing.log.append(
            ("Replay: Right = next step, Left = back, Esc = close.", UI["accent"])
        )
        for e in events[-keep:]:
            self.top.log_event(e)

    # --- Input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        c = self.choosing
        if event.type == pygame.MOUSEMOTION:
            c.mouse = event.pos
            c.aim(self.layout.hit(event.pos, c.pile_open))
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.app.pop()
            elif k in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.forward()
            elif k in (pygame.K_LEFT, pygame.K_BACKSPACE):
                self.jump(self.position - 1)
            elif k == pygame.K_HOME:
                self.jump(0)
            elif k == pygame.K_END:
                self.jump(len(self.replay))
            elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                table_input.scroll_log(self, 3 if k == pygame.K_PAGEUP else -3)
            elif k == pygame.K_d:
                c.pile_open, c.pile_opened_itself = not c.pile_open, False
                self.top.relayout()
            elif k == pygame.K_F1 or getattr(event, "unicode", "") == "?":
                self.open_help()
            elif k == pygame.K_e:
                card = hover_card(c, self.top.view)
                if card is not None:
                    self.app.nav.open_encyclopedia(card, game="finspan")
            else:
                return False  # M mutes (the app's), F11 is the window's
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            actions = {
                "start": lambda: self.jump(0),
                "back": lambda: self.jump(self.position - 1),
                "next": self.forward,
                "end": lambda: self.jump(len(self.replay)),
                "close": self.app.pop,
            }
            for name, rect in self.buttons.items():
                if rect.collidepoint(event.pos):
                    actions[name]()
                    return True
            if self.layout.buttons.get("help", pygame.Rect(0, 0, 0, 0)).collidepoint(event.pos):
                self.open_help()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = hover_card(c, self.top.view)
            if card is not None:
                self.app.nav.open_encyclopedia(card, game="finspan")
            return True
        if event.type == pygame.MOUSEWHEEL and self.layout.rects["log"].collidepoint(c.mouse):
            table_input.scroll_log(self, event.y)
            return True
        return False

    def open_help(self) -> None:
        self.app.push(Help(self.app, "Keyboard shortcuts", SHORTCUTS, HELP_TIPS))

    # --- Drawing -------------------------------------------------------------------------------

    def _paint_panel(self, surface: pygame.Surface, f: Frame) -> None:
        t = f.theme
        panel = f.layout.rects["panel"]
        panel_box(surface, panel, t)
        x, y = panel.x + t.px(12), panel.y + t.px(8)
        for words, role, ink in self.panel_words(panel.w):
            surface.blit(t.text(words, role, ink), (x, y))
            y += t.font(role).get_linesize()
        for name, label in BUTTONS:
            ink = UI["text"] if self.can(name) else UI["text_dim"]
            button(surface, self.buttons[name], label, t, FontRole.BODY_BOLD, ink=ink)

    def can(self, name: str) -> bool:
        """Whether the button ``name`` would move the replay: none forward at its last step,
        none back at its first (those are shown greyed)."""
        if name in ("next", "end"):
            return self.position < len(self.replay)
        if name in ("start", "back"):
            return self.position > 0
        return True

    def draw(self, surface: pygame.Surface) -> None:
        keys = self.top.region_keys()
        keys["panel"] = (keys["panel"], self.position)
        self.top.draw(
            surface, panel=self._paint_panel, keys=keys, hoverable=list(self.buttons.values())
        )
