"""What every game's New game screen shares: its fields checked before Start, the seed, and
Start handing the navigator a setup (`NewGameScene`). Finspan's `setup.SetupScene` and
Fish'n'Flip's `flip.setup.FlipSetupScene` build on it; it knows neither game.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..look.theme import UI, FontRole
from ..shell.prefs import TablePrefs
from ..ui.widgets import Label, TextInput, Widget
from .common import MenuScene, Piece, draw_pieces, panel
from .setup_fields import parse_seed, random_seed


class NewGameScene(MenuScene):
    """A New game screen: a subclass says what is wrong (`errors`, by widget), builds the
    game's setup (`build`) and remembers its choices (`remember`); `start` does the rest.
    ``message`` is shown beside Start (``None``: the screen's own summary)."""

    message: str | None = None
    seed: TextInput
    # laid out by the subclass: its two panels, title, flowing texts and small labels
    left_panel: pygame.Rect
    right_panel: pygame.Rect
    title: Label
    texts: list[tuple[int, int, list[Piece]]]
    labels: list[tuple[str, int, int]]

    def draw_page(self, surface: pygame.Surface) -> None:
        """The screen under its widgets: background, both panels, the title, the texts and
        the labels as laid out."""
        theme = self.app.theme
        surface.fill(UI["background"])
        panel(surface, self.left_panel, theme)
        panel(surface, self.right_panel, theme)
        self.title.draw(surface)
        for x, y, pieces in self.texts:
            draw_pieces(surface, pieces, (x, y), theme)
        for words, x, y in self.labels:
            surface.blit(theme.text(words, FontRole.SMALL, UI["text_dim"]), (x, y))

    def errors(self) -> dict[Widget, str]:
        """Messages by the widget they belong to (empty when the game can start)."""
        raise NotImplementedError

    def build(self) -> tuple[Any, TablePrefs]:
        """The game's setup and the table's preferences; raises ValueError (a game's
        ``SetupError``) for choices the engine refuses."""
        raise NotImplementedError

    def remember(self) -> None:
        """Keep the choices for the next time the screen opens."""
        raise NotImplementedError

    def fault(self, errors: dict[Widget, str]) -> str:
        """What Start says when fields are at fault."""
        if len(errors) == 1:
            return "Fix the marked field first."
        return f"Fix the {len(errors)} marked fields first."

    def notice(self, message: str) -> None:
        """Show ``message`` beside Start (also the navigator's word, such as a game this
        version cannot play yet)."""
        self.message = message
        self.resize(self.size)  # messages change height
        self.app.request_redraw()

    def start(self) -> None:
        """Start the game if every field is valid; otherwise say why and focus the first
        field at fault. Never raises for bad input."""
        errors = self.errors()
        if errors:
            first = next((w for w in self.focus.widgets if w in errors), None)
            if first is not None:
                self.focus.focus(first)
            self.notice(self.fault(errors))
            return
        try:
            setup, prefs = self.build()
        except ValueError as exc:  # should not happen after `errors`, but never crash
            self.notice(str(exc))
            return
        seed, _ = parse_seed(self.seed.text)
        self.remember()
        self.app.nav.start_game(setup, random_seed() if seed is None else seed, prefs)
