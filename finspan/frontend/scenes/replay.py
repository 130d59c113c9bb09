"""The replay viewer: a recorded game stepped forward (with the table's animations) and back,
drawn exactly like the table.

Owns stepping through a `finspan.saves.Replay`. It composes the table's rooms (a `Tabletop`:
layout, painters, animations) with a panel of its own instead of the table's options; it
offers no options, so nothing is chosen, saved or recorded while watching.
Right/Space/Enter: next step; Left/Backspace: previous step; Home/End: start/end; D: the
shown seat's discard pile; Esc: back.
"""

from __future__ import annotations

import pygame

from ...engine import Game, Session, option_words, parse_option
from ...saves import Replay
from ..shell import flow
from ..shell.scene import AppContext, Scene
from ..table import input as table_input
from ..table.choosing import Choosing, hover_card
from ..table.layout import TableLayout
from ..table.overlays import TableOverlays
from ..table.paint_base import Frame, button, panel_box
from ..table.scene import HELP_TIPS, SHORTCUTS
from ..table.tabletop import Tabletop
from ..ui.dialogs import Help
from ..ui.theme import UI, FontRole, Theme, wrap

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
        self.buttons: dict[str, pygame.Rect] = {}
        for e in self.game.start_events:
            self.top.log_event(e)
        self.choosing.log.append(
            ("Replay: Right = next step, Left = back, Esc = close.", UI["accent"])
        )
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

    @property
    def animating(self) -> bool:
        c = self.choosing
        return self.top.busy or bool(c.message) or self.top.regions.pending or c.hover_pending

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
        t = self.app.theme
        panel = self.layout.rects["panel"]
        x = panel.x + t.px(12)
        bw = (panel.w - t.px(24) - 4 * t.px(6)) // len(BUTTONS)
        bh = max(t.px(40), t.font(FontRole.BODY_BOLD).get_linesize() + t.px(10))
        self.buttons = {
            name: pygame.Rect(x + i * (bw + t.px(6)), panel.bottom - bh - t.px(12), bw, bh)
            for i, (name, _) in enumerate(BUTTONS)
        }

    # --- Stepping ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.choosing.tick(dt)
        self.top.queue.update(dt)
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
        self.top.relayout()
        self.top.play(events, self.top.step_view, self.top.resync)
        self.app.request_redraw()

    def jump(self, position: int) -> None:
        self.top.queue.skip()
        self.position = max(0, min(len(self.replay), position))
        self.top.session = Session(self.replay.game_at(self.position))
        self.top.resync()

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
            elif k == pygame.K_F1:
                self.app.push(Help(self.app, "Keyboard shortcuts", SHORTCUTS, HELP_TIPS))
            elif k == pygame.K_e:
                card = hover_card(c, self.top.view)
                if card is not None:
                    flow.open_encyclopedia(self.app, card)
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
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = hover_card(c, self.top.view)
            if card is not None:
                flow.open_encyclopedia(self.app, card)
            return True
        if event.type == pygame.MOUSEWHEEL and self.layout.rects["log"].collidepoint(c.mouse):
            table_input.scroll_log(self, event.y)
            return True
        return False

    # --- Drawing -------------------------------------------------------------------------------

    def _paint_panel(self, surface: pygame.Surface, f: Frame) -> None:
        t = f.theme
        panel = f.layout.rects["panel"]
        panel_box(surface, panel, t)
        x, y = panel.x + t.px(12), panel.y + t.px(8)
        surface.blit(t.text("Replay", FontRole.HEADING, UI["accent"]), (x, y))
        y += max(t.px(30), t.font(FontRole.HEADING).get_linesize())
        step = f"Step {self.position} of {len(self.replay)}"
        surface.blit(t.text(step, FontRole.BODY_BOLD, UI["text"]), (x, y))
        y += max(t.px(26), t.font(FontRole.BODY_BOLD).get_linesize())
        if self.position < len(self.replay):
            d = f.game.decision
            who = f.game.players[d.player].name if d else ""
            words = option_words(f.game, parse_option(self.replay.options[self.position]))
            body = t.font(FontRole.BODY)
            for line in wrap(f"Next: {who} — {words}", body, panel.w - t.px(24))[:2]:
                surface.blit(t.text(line, FontRole.BODY, UI["text_dim"]), (x, y))
                y += body.get_linesize()
        else:
            surface.blit(t.text("The end of the replay.", FontRole.BODY, UI["text_dim"]), (x, y))
        for name, label in BUTTONS:
            button(surface, self.buttons[name], label, t, FontRole.BODY_BOLD)

    def draw(self, surface: pygame.Surface) -> None:
        keys = self.top.region_keys()
        keys["panel"] = (keys["panel"], self.position)
        self.top.draw(
            surface, panel=self._paint_panel, keys=keys, hoverable=list(self.buttons.values())
        )
