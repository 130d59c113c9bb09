"""The toy Nim's frontend: its adapter to the table kit, all a game must bring to be played in
the app (a setup screen, a table that paints the heap and turns keys and clicks into its
options, the stock end screen). Everything else (the title's game list, the table's
lifecycle, computer seats, undo, autosave and Continue, the end screen's buttons, the replay
kept, the statistics) is the app's."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from finspan.frontend.kit.final import FinalFrame
from finspan.frontend.kit.front import GameFront
from finspan.frontend.kit.table import KitTable
from finspan.frontend.look.theme import UI, FontRole
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.scene import Scene
from finspan.frontend.ui.pointing import Pointing

from .nim import NimSetup


class NimSetupScene(Scene):
    """New game of Nim: Enter plays against the computer, Esc goes back."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.app.nav.start_game(NimSetup(("You", "Computer")), 7,
                                    TablePrefs(controllers=["person", "easy"]))  # fmt: skip
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.blit(t.text("Nim: Enter to play, Esc to go back", FontRole.TITLE, UI["text"]),
                     (t.px(20), t.px(20)))  # fmt: skip


@dataclass
class NimChoosing(Pointing):
    hover: Any = None
    hover_age: float = 0.0
    message: str = ""
    message_time: float = 0.0
    log: list[Any] = field(default_factory=list)

    def reset_pick(self) -> None:
        pass


class NimTable(KitTable):
    """The heap as stones, the options as numbered lines; digits or a click on a line."""

    SHORTCUTS = (("1 – 3", "take that option"), ("Ctrl+Z", "undo"), ("H", "a hint"))

    def __init__(self, app: Any, game: Any, prefs: TablePrefs | None = None) -> None:
        super().__init__(app, game, prefs)
        self.choosing = NimChoosing()

    def rows(self) -> list[tuple[Any, pygame.Rect]]:
        t = self.app.theme
        return [(o, pygame.Rect(t.px(20), t.px(120) + i * t.px(40), t.px(300), t.px(34)))
                for i, o in enumerate(self.game.options)]  # fmt: skip

    def handle_input(self, event: pygame.event.Event) -> bool:
        key = event.key if event.type == pygame.KEYDOWN else None
        if key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key is not None and pygame.K_1 <= key <= pygame.K_9:
            options = self.game.options
            if key - pygame.K_1 < len(options):
                self.choose(options[key - pygame.K_1])
        elif event.type == pygame.MOUSEBUTTONDOWN:
            for option, rect in self.rows():
                if rect.collidepoint(event.pos):
                    self.choose(option)
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.fill(UI["background"])
        for i in range(self.game.heap):
            pygame.draw.circle(surface, UI["text"], (t.px(40) + i * t.px(30), t.px(60)), t.px(12))
        for i, (option, rect) in enumerate(self.rows()):
            pygame.draw.rect(surface, UI["button"], rect)
            surface.blit(t.text(f"{i + 1}  {option}", FontRole.BODY, UI["text"]), rect.topleft)
        surface.blit(t.text(self.computer_status or self.choosing.message, FontRole.BODY,
                            UI["text_dim"]), (t.px(20), t.px(300)))  # fmt: skip


FRONT = GameFront(setup=NimSetupScene, table=NimTable, final=FinalFrame)
