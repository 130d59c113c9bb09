"""The Puzzles room: for each game that has puzzles, the player's puzzle rating, the streak,
the theme to practise, the puzzle waiting (the one left unsolved on the table, else the
nearest to the player's rating) and the tries so far; Play puts it on its game's table
(`solving.open_puzzle`).

Owns `PuzzleRoom`. Keyboard (and so a controller): Up/Down or Tab move, Left/Right change the
game and the theme, Enter plays, Esc goes back; a click or a touch as anywhere.
"""

from __future__ import annotations

import pygame

from ...games import registration
from ...puzzles import Puzzle, theme_words
from ..look import theme as th
from ..look.theme import UI, FontRole
from ..scenes.common import (
    MenuScene,
    PrimaryButton,
    TextTable,
    hint,
    lay_heading,
    message_box,
    message_height as _message_height,
    panel,
)
from ..shell.scene import AppContext
from ..ui.backdrop import columns, grid
from ..ui.widgets import Button, Choice, FocusGroup, Label, Tooltip, Widget
from .progress import Progress, puzzle_games
from .solving import open_puzzle

#: The columns of the tries' table.
HEADER = ("When", "Puzzle", "Result", "Rating")
WIDTHS = (0.2, 0.46, 0.16, 0.18)
ALIGNS = ("left", "left", "left", "right")


class PuzzleRoom(MenuScene):
    """The Puzzles room (see the module); ``game``: the game shown first (None: the first
    that has puzzles)."""

    def __init__(self, app: AppContext, game: str | None = None) -> None:
        super().__init__(app)
        theme = app.theme
        self.progress = Progress()
        self.games = [r.name for r in puzzle_games()]
        self.tooltip = Tooltip(theme=theme)
        self.title = Label("Puzzles", FontRole.TITLE, theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back (Esc)", theme=theme)
        first = game if game in self.games else self.games[0]
        self.game_choice = Choice("Game", [(n, registration(n).title) for n in self.games],
                                  self._on_game, index=self.games.index(first),
                                  tooltip="Whose puzzles", theme=theme)  # fmt: skip
        self.play = PrimaryButton("Play", self._play, tooltip="Put the puzzle on its table",
                                  theme=theme)  # fmt: skip
        self.tries = TextTable(HEADER, WIDTHS, ALIGNS, on_empty="No puzzle tried yet.",
                               theme=theme)  # fmt: skip
        self.theme_choice = self._make_theme_choice()
        self.puzzle: Puzzle | None = None
        self.focus = FocusGroup([])
        self._refresh()

    # --- State -----------------------------------------------------------------------------

    @property
    def game(self) -> str:
        return str(self.game_choice.value)

    def _make_theme_choice(self) -> Choice[str | None]:
        options: list[tuple[str | None, str]] = [(None, "Any theme")]
        options += [(t, f"{theme_words(t)} ({n})") for t, n in self.progress.themes(self.game)]
        kept = self.progress.theme(self.game)
        index = next((i for i, (t, _w) in enumerate(options) if t == kept), 0)
        return Choice("Theme", options, self._on_theme, index=index,
                      tooltip="Practise one kind of answer", theme=self.app.theme)  # fmt: skip

    def _refresh(self, keep_focus: bool = False) -> None:
        """The puzzle waiting, the tries and the widgets for the game and theme chosen."""
        focused = self.focus.focused
        self.puzzle = self.progress.choose(self.game, self.theme_choice.value)
        self.play.text = self._play_words()
        self.play.enabled = self.puzzle is not None
        rows = []
        for t in self.progress.history(self.game):
            goal = t.puzzle.goal if t.puzzle is not None else "(no longer shipped)"
            rows.append([t.when[:10], goal, "solved" if t.solved else "not solved",
                         f"{round(t.rating)} ({round(t.change):+d})"])  # fmt: skip
        self.tries.set_rows(rows)
        widgets: list[Widget] = [*([self.game_choice] if len(self.games) > 1 else []),
                                 self.theme_choice, self.play, self.tries, self.back]  # fmt: skip
        self.focus = FocusGroup(widgets)
        again = focused if keep_focus and focused is not None and focused in widgets else None
        self.focus.focus(again if again is not None and again.focusable else self.play)
        self.resize(self.size)
        self.app.request_redraw()

    def _play_words(self) -> str:
        if self.puzzle is None:
            return "Every puzzle here is solved"
        left = self.progress.record.game(self.game).current == self.puzzle.id
        return "Continue the puzzle" if left else "Play"

    def _on_game(self, _value: str) -> None:
        self.theme_choice = self._make_theme_choice()
        self._refresh(keep_focus=True)

    def _on_theme(self, value: str | None) -> None:
        self.progress.place(self.game, None, value)  # another theme: a puzzle of it
        self._refresh(keep_focus=True)

    def _play(self) -> None:
        if self.puzzle is not None:
            open_puzzle(self.app, self.puzzle, self.progress, self.theme_choice.value)

    # --- Lifecycle -------------------------------------------------------------------------

    def resume(self) -> None:
        """Back from a puzzle: its try counted, the next one waiting."""
        self._refresh(keep_focus=True)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        t = self.app.theme
        w, h = size
        lay_heading(self.title, self.back, size, t)
        choice_h = max(round(h * 0.075), Choice.height_for(t))
        top = round(h * 0.115)
        bottom = h - t.font(FontRole.SMALL).get_linesize() - t.px(12)
        self.banner = pygame.Rect(grid(t, 3), top, w - 2 * grid(t, 3), 0)
        if self.progress.message:
            self.banner.h = _message_height(self.progress.message, self.banner.w, t)
            top = self.banner.bottom + t.px(10)
        self.left_panel, self.right_panel = columns(size, t, top, bottom, (0.45, 0.55))
        inner = self.left_panel.inflate(-2 * t.px(14), -2 * t.px(14))
        gap = grid(t, 1)
        y = inner.y
        for choice in ([self.game_choice] if len(self.games) > 1 else []) + [self.theme_choice]:
            choice.layout(pygame.Rect(inner.x, y, inner.w, choice_h))
            y += choice_h + gap
        self.text_top = y + gap
        play_h = max(round(h * 0.085), t.font(FontRole.HEADING).get_linesize() + t.px(16))
        self.play.layout(pygame.Rect(inner.x, inner.bottom - play_h, inner.w, play_h))
        right = self.right_panel.inflate(-2 * t.px(14), -2 * t.px(14))
        heading = t.font(FontRole.HEADING).get_linesize() + t.px(6)
        self.tries.layout(pygame.Rect(right.x, right.y + heading, right.w, right.h - heading))
        if not self.game_choice.rect.w:
            self.game_choice.layout(pygame.Rect(0, 0, 0, 0))

    # --- Drawing ---------------------------------------------------------------------------

    def info_lines(self) -> list[tuple[str, FontRole, th.Colour]]:
        """The rating, the streak and the puzzle waiting, in words."""
        g = self.game
        r = self.progress.rating(g)
        solved, tried = self.progress.solved(g)
        out: list[tuple[str, FontRole, th.Colour]] = [
            (f"Your rating {round(r.rating)} (±{round(r.rd)})", FontRole.HEADING, UI["text"]),
            (f"Solved in a row: {self.progress.streak(g)} · solved {solved} of {tried} tried",
             FontRole.BODY, UI["text"]),
        ]  # fmt: skip
        p = self.puzzle
        if p is not None:
            left = self.progress.record.game(g).current == p.id
            waiting = "Left on the table" if left else "Next, at your level"
            out.append((f"{waiting} (rated {p.rating}):", FontRole.BODY_BOLD, UI["accent"]))
            out.append((p.goal, FontRole.BODY, UI["text"]))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        self.backdrop.draw(surface)
        self.title.draw(surface)
        if self.progress.message:
            message_box(surface, self.progress.message, self.banner, t,
                        colour=UI["provisional"])  # fmt: skip
        panel(surface, self.left_panel, t)
        panel(surface, self.right_panel, t)
        inner = self.left_panel.inflate(-2 * t.px(14), -2 * t.px(14))
        y, room = self.text_top, inner.w
        for words, role, colour in self.info_lines():
            face = t.font(role)
            for line in th.wrap(words, face, room):
                if y + face.get_linesize() > self.play.rect.y - t.px(6):
                    break  # never under the Play button
                surface.blit(t.text(line, role, colour), (inner.x, y))
                y += face.get_linesize()
        right = self.right_panel.inflate(-2 * t.px(14), -2 * t.px(14))
        heading = th.shorten(f"Your tries: {registration(self.game).title}",
                             t.font(FontRole.HEADING), right.w)  # fmt: skip
        surface.blit(t.text(heading, FontRole.HEADING, UI["text"]), right.topleft)
        self.focus.draw(surface)
        if self.tries not in self.focus.widgets:
            self.tries.draw(surface)
        hint(surface, "Up/Down: move · Left/Right: change · Enter: play · Esc: back", self.size,
             t)  # fmt: skip
        self.tooltip.draw(surface)
