"""The replay viewer: a recorded game stepped forward (with the table's animations) and back,
drawn exactly like the table.

Owns stepping through a `finspan.saves.Replay`; nothing is saved and no statistics are
recorded while watching. Right/Space/Enter: next step; Left/Backspace: previous step;
Home/End: start/end; Esc: back.
"""

from __future__ import annotations

import pygame

from ...engine import Session, option_words
from ...saves import Replay
from ..shell import flow
from ..shell.scene import AppContext
from ..ui.theme import UI, FontRole
from .table import TableScene


class ReplayScene(TableScene):
    def __init__(self, app: AppContext, replay: Replay) -> None:
        self.replay = replay
        self.position = 0
        super().__init__(app, replay.game_at(0), flow.TablePrefs())
        self.log.append(("Replay: Right = next step, Left = back, Esc = close.", UI["accent"]))

    # Watching changes nothing: no autosave, no statistics, no automatic answers.
    def _autosave(self) -> None:
        return None

    def _after_change(self) -> None:
        self.display_seat = self._decider_or_current()
        self._layout_dynamic()

    def _auto_answer(self) -> None:
        return None

    def _open_summary(self, which: str) -> None:
        return None

    @property
    def options(self):  # the viewer offers no options to choose
        return ()

    # --- Stepping ------------------------------------------------------------------------------

    def forward(self) -> None:
        if self.position >= len(self.replay):
            self.notice("The end of the replay.")
            return
        self.queue.skip()
        game = self.replay.game_at(self.position)
        self.session = Session(game)
        self.view = game.public_state()
        events = game.apply(self.replay.options[self.position])
        self.position += 1
        self._play(events, self.display_seat)

    def jump(self, position: int) -> None:
        self.queue.skip()
        self.position = max(0, min(len(self.replay), position))
        self.session = Session(self.replay.game_at(self.position))
        self.view = self.game.public_state()
        self.pending_scene = None
        self._after_change()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return super().handle_event(event)
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
            elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_F1, pygame.K_e):
                return super().handle_event(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.replay_buttons.items():
                if rect.collidepoint(event.pos):
                    {"start": lambda: self.jump(0), "back": lambda: self.jump(self.position - 1),
                     "next": self.forward, "end": lambda: self.jump(len(self.replay)),
                     "close": self.app.pop}[name]()  # fmt: skip
                    return True
            return super().handle_event(event)
        return super().handle_event(event)

    replay_buttons: dict[str, pygame.Rect] = {}

    def region_keys(self) -> dict[str, tuple]:
        keys = super().region_keys()
        keys["panel"] = (keys["panel"], self.position)
        return keys

    def _draw_panel(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        panel = self._rects["panel"]
        self._panel_box(surface, panel)
        x, y = panel.x + t.px(12), panel.y + t.px(8)
        surface.blit(t.text("Replay", FontRole.HEADING, UI["accent"]), (x, y))
        y += t.px(30)
        step = t.text(f"Step {self.position} of {len(self.replay)}", FontRole.BODY_BOLD, UI["text"])
        surface.blit(step, (x, y))
        y += t.px(26)
        if self.position < len(self.replay):
            d = self.game.decision
            who = self.game.players[d.player].name if d else ""
            upcoming = self.replay.options[self.position]
            from ...engine import parse_option

            words = option_words(self.game, parse_option(upcoming))
            for line in self._wrap(f"Next: {who} — {words}", FontRole.BODY, panel.w - t.px(24))[:2]:
                surface.blit(t.text(line, FontRole.BODY, UI["text_dim"]), (x, y))
                y += t.font(FontRole.BODY).get_linesize()
        else:
            surface.blit(t.text("The end of the replay.", FontRole.BODY, UI["text_dim"]), (x, y))
        labels = (("start", "|< Start"), ("back", "< Back"), ("next", "Next >"), ("end", "End >|"),
                  ("close", "Close"))  # fmt: skip
        bw = (panel.w - t.px(24) - 4 * t.px(6)) // len(labels)
        self.replay_buttons = {}
        for i, (name, label) in enumerate(labels):
            rect = pygame.Rect(x + i * (bw + t.px(6)), panel.bottom - t.px(52), bw, t.px(40))
            pygame.draw.rect(
                surface,
                UI["button_active"] if rect.collidepoint(self.mouse) else UI["button"],
                rect,
                border_radius=t.px(6),
            )
            img = t.text(label, FontRole.BODY_BOLD, UI["text"])
            surface.blit(img, img.get_rect(center=rect.center))
            self.replay_buttons[name] = rect
