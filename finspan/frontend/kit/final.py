"""The end of a game, the same frame for every game: `FinalFrame`.

Owns what every end screen does: its title and the verdict, the game's own body (its scores,
its board as it ended: the subclass paints it), a celebration that stops by itself, the
buttons (look at the finished table, play again, a new game of this game, back to the
title, review the game where the game has a review, and one the app may add: the game of the
day's Copy share line) pressed by a click, their number or Enter, and the note that the game's
replay is kept. The app may add lines of its own under the game's notes (`add`: the game of
the day's result and streak). Keys press nothing in the first second
(`ARMING_S`: a key still held from the last move); while the scores count up, the first key
or click shows them all and chooses nothing. "Look at the table" puts the scores aside and
lets the finished table show through (any key or click brings them back); it is greyed when
no table lies beneath. A game's end screen is a subclass: the adapter paints `paint_body`
and may count up (`counted_up`, `count`, `skip`), name milestones (`notes`) and give the
celebration its swimmers (`swimmers`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...games import registration_of
from ..look.theme import UI, Colour, FontRole, shorten, wrap
from ..shell import audio
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import Backdrop, grid
from ..ui.celebration import Celebration

#: Seconds after the scores are shown before a key can press a button (a click always can).
ARMING_S = 1.0
#: Each button's words, in the order they stand; and shorter, where a large text size leaves
#: no room for the longer words in one row.
BUTTON_WORDS: dict[str, str] = {
    "look": "Look at the table", "again": "Play again", "new": "New game",
    "title": "Back to title", "review": "Review this game",
}  # fmt: skip
SHORT_WORDS: dict[str, str] = {**BUTTON_WORDS, "look": "The table", "title": "Title",
                               "review": "Review"}  # fmt: skip


class FinalFrame(Scene):
    """The end screen of ``game`` (over its table, when the game ended at the table or a
    finished save was opened)."""

    #: The screen's title.
    TITLE = "Final scores"

    def __init__(self, app: AppContext, game: Any) -> None:
        super().__init__(app)
        self.game = game
        self.registration = registration_of(game)
        front = self.registration.front.get()
        self.buttons: list[str] = ["look", "again", "new", "title"]
        if front.review is not None:
            self.buttons.append("review")
        self.focus = 0  # the harmless choice: Enter looks at the table
        self.table_beneath = False  # a scene beneath shows this game (`enter`)
        self.peeking = False  # the scores are put aside to look at the finished table
        self.elapsed = 0.0  # seconds since the scores were all shown (arms the keys)
        self.button_rects: list[pygame.Rect] = []
        kept = app.saves.kept_replay(game)
        self.message = "This game's replay is kept: Load game, on the Replays tab." if kept else ""
        self.backdrop = Backdrop(app, seed=7)
        self.celebration: Celebration | None = None
        #: What the app adds (`add`): lines under the notes, and its button's words (full,
        #: short) and action (which returns what to tell, or None).
        self.extra: list[str] = []
        self.extra_button: tuple[str, str, Callable[[], str | None]] | None = None

    def add(self, lines: Sequence[str],
            button: tuple[str, str, Callable[[], str | None]] | None = None,
            foot: str | None = None, instead: str | None = None) -> None:  # fmt: skip
        """Lines of the app's own under the game's notes (one short line stands beside the
        title), a button of its own (its words, its shorter words, and its action, whose
        answer is told at the foot) in focus, in place of the button ``instead`` (else last),
        and words for the foot (in place of the replay's note)."""
        self.extra = list(lines)
        if foot:
            self.message = foot
        if button is not None:
            self.extra_button = button
            if "extra" not in self.buttons:
                if instead in self.buttons:
                    self.buttons[self.buttons.index(instead)] = "extra"
                else:
                    self.buttons.append("extra")
            self.focus = self.buttons.index("extra")

    def _words(self, name: str, short: bool) -> str:
        """A button's words (``short``: the shorter ones)."""
        if name == "extra" and self.extra_button is not None:
            full, shorter, _action = self.extra_button
            return shorter if short else full
        return (SHORT_WORDS if short else BUTTON_WORDS)[name]

    # --- The adapter: what a game's end screen brings -----------------------------------------

    def heading(self) -> str:
        """The verdict, under the title."""
        return str(self.game.outcome().verdict)

    def heading_colour(self) -> Colour:
        return UI["focus"]

    def notes(self) -> list[str]:
        """Lines under the verdict once every score is shown (a personal best, a first win)."""
        return []

    @property
    def counted_up(self) -> bool:
        """Every score is shown (a game that counts its scores up says when)."""
        return True

    def count(self, dt: float, speed: float) -> None:
        """Count the scores up by ``dt`` seconds at ``speed``."""

    def skip(self) -> None:
        """Show every score at once."""

    def swimmers(self) -> Sequence[Callable[[int], pygame.Surface]]:
        """The pictures that swim across in the celebration (none: no celebration)."""
        return ()

    def paint_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The game's own part of the screen, inside ``rect``."""

    def body_event(self, event: pygame.event.Event) -> bool:
        """The body's own input (a hover over its board)."""
        return False

    @property
    def body_animating(self) -> bool:
        return False

    # --- Lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        """Whether the finished table lies beneath (only then can the player look at it)."""
        self.table_beneath = any(getattr(s, "game", None) is self.game
                                 for s in self.app.stack.scenes if s is not self)  # fmt: skip
        if not self.table_beneath and self.buttons[self.focus] == "look":
            self.focus = self.buttons.index("title")

    @property
    def transparent(self) -> bool:  # type: ignore[override]
        """While the player looks at the finished table, it shows through."""
        return self.peeking

    def enabled(self, index: int) -> bool:
        return self.buttons[index] != "look" or self.table_beneath

    @property
    def speed(self) -> float:
        speed = getattr(self.app.settings, "animation_speed", 1.0)
        return float(speed) if isinstance(speed, int | float) else 1.0

    @property
    def animating(self) -> bool:
        """Frames keep coming while the count, the celebration or the first second
        (`ARMING_S`, measured by `update`: the keys wake then, with animations off too) run."""
        celebrating = self.celebration is not None and not self.celebration.done
        return (not self.counted_up or self.elapsed < ARMING_S or celebrating
                or self.body_animating)  # fmt: skip

    def update(self, dt: float) -> None:
        speed = self.speed
        if not self.counted_up:
            self.count(dt, speed)
            if not self.counted_up:
                return
        if self.celebration is None and speed > 0:
            self._celebrate()
            return
        self.elapsed += dt
        if self.celebration is not None and not self.celebration.done:
            self.celebration.update(dt * min(1.0, max(speed, 0.5)))

    def _celebrate(self) -> None:
        """Start the celebration (once): the swimmers swim, bubbles rise, a fanfare."""
        swimmers = self.swimmers()
        self.celebration = Celebration(swimmers, int(self.game.seed))
        if not swimmers:
            self.celebration.stop()
            return
        audio.play("winning")

    # --- Input -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.peeking:  # any key or click brings the scores back
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                self.peeking = False
                self.app.request_redraw()
            return True
        if self.body_event(event):
            return True
        on_button = event.type == pygame.MOUSEBUTTONDOWN and any(
            r.collidepoint(event.pos) for r in self.button_rects)  # fmt: skip
        if not self.counted_up and (
            event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN
                                             and not on_button)
        ):  # fmt: skip
            self.skip()  # the first key shows every score; it chooses nothing
            return True
        if self.celebration is not None and event.type in (pygame.KEYDOWN,
                                                           pygame.MOUSEBUTTONDOWN):  # fmt: skip
            self.celebration.stop()
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.button_rects):
                if rect.collidepoint(event.pos) and self.enabled(i):
                    self.press(i)
            return True
        return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)

    def _key(self, event: pygame.event.Event) -> None:
        k = event.key
        armed = self.elapsed >= ARMING_S  # not a key still held from the last move
        if k in (pygame.K_LEFT, pygame.K_UP) or (
                k == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT):  # fmt: skip
            self._move_focus(-1)
        elif k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self._move_focus(1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if armed:
                self.press(self.focus)
        elif k == pygame.K_ESCAPE:
            self.focus = self.buttons.index("title")  # Back to title, focused: Enter leaves
        elif armed and pygame.K_1 <= k < pygame.K_1 + len(self.buttons) and self.enabled(
                k - pygame.K_1):  # a button's number presses it, as at the table  # fmt: skip
            self.focus = k - pygame.K_1
            self.press(self.focus)

    def _move_focus(self, step: int) -> None:
        """The next (or previous) button that can be pressed."""
        for _ in self.buttons:
            self.focus = (self.focus + step) % len(self.buttons)
            if self.enabled(self.focus):
                return

    def press(self, index: int) -> None:
        """Press button ``index``."""
        name = self.buttons[index]
        if name == "look":
            if self.table_beneath:
                self.peeking = True
                self.app.request_redraw()
        elif name == "again":  # the same setup, a new deal
            seed = random.SystemRandom().randrange(2**31)
            self.app.nav.start_game(self.game.setup, seed)
        elif name == "new":  # this game's own New game
            self.app.nav.open_setup(self.registration.name)
        elif name == "extra" and self.extra_button is not None:
            told = self.extra_button[2]()
            if told:
                self.message = told
                self.app.request_redraw()
        elif name == "review":  # who is a computer player: the table's, if it lies beneath
            tables = [s for s in self.app.stack.scenes if getattr(s, "game", None) is self.game]
            prefs = getattr(tables[0] if tables else None, "prefs", None)
            self.app.nav.review_finished(self.game, getattr(prefs, "controllers", ()))
        else:
            self.app.nav.show_title()

    # --- Drawing -----------------------------------------------------------------------------

    def top_height(self, width: int) -> int:
        """How much the title, the verdict and the notes take at the top."""
        t = self.app.theme
        heads = wrap(self.heading(), t.font(FontRole.HEADING), width - 2 * grid(t, 3))
        extra = len(self._extra_lines(width))
        return (grid(t, 2) + t.font(FontRole.TITLE).get_linesize()
                + len(heads) * t.font(FontRole.HEADING).get_linesize()
                + len(self.notes()) * t.font(FontRole.BODY_BOLD).get_linesize()
                + extra * t.font(FontRole.BODY).get_linesize()
                + grid(t, 1))  # fmt: skip

    def _beside_title(self, width: int) -> bool:
        """The app's one line fits on the title's row, right of the title (the body keeps
        its height)."""
        t = self.app.theme
        if len(self.extra) != 1:
            return False
        used = t.font(FontRole.TITLE).size(self.TITLE)[0] + t.font(FontRole.BODY).size(
            self.extra[0])[0]  # fmt: skip
        return used + grid(t, 3) * 2 + grid(t, 4) <= width

    def _extra_lines(self, width: int) -> list[str]:
        """The app's lines (`add`) under the notes, wrapped to ``width`` (none when the one
        line stands beside the title)."""
        if self._beside_title(width):
            return []
        face = self.app.theme.font(FontRole.BODY)
        return [line for words in self.extra
                for line in wrap(words, face, width - 2 * grid(self.app.theme, 3))]  # fmt: skip

    def button_rows(self, width: int) -> tuple[list[list[tuple[int, str, int]]], int]:
        """The buttons in rows, each (index, words, width), and their height: one row in
        the full words if they fit side by side, else in the short words, else two rows."""
        t = self.app.theme
        face = t.font(FontRole.BODY_BOLD)
        gap, pad = grid(t, 2), t.px(14)
        room = width - 2 * grid(t, 3)
        height = max(t.px(46), face.get_linesize() + t.px(4))
        for short in (False, True):
            labels = [f"{i + 1}  {self._words(b, short)}" for i, b in enumerate(self.buttons)]
            widths = [face.size(words)[0] + 2 * pad for words in labels]
            if sum(widths) + gap * (len(widths) - 1) <= room:
                return [list(zip(range(len(labels)), labels, widths, strict=True))], height
        half = -(-len(labels) // 2)
        row = [(i, words, min(w, (room - gap * (half - 1)) // half))
               for i, (words, w) in enumerate(zip(labels, widths, strict=True))]  # fmt: skip
        return [row[:half], row[half:]], height

    def areas(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Where the body and the buttons go (computed alike for drawing and for input):
        the buttons' last row stands `px(76)` above the foot, the replay's note under it."""
        t = self.app.theme
        w, h = size
        pad = grid(t, 3)
        rows, bh = self.button_rows(w)
        buttons_h = len(rows) * bh + (len(rows) - 1) * grid(t, 1)
        buttons = pygame.Rect(0, h - t.px(76) + bh - buttons_h, w, buttons_h)
        top = self.top_height(w)
        body = pygame.Rect(pad, top, w - 2 * pad, buttons.y - grid(t, 2) - top)
        return {"body": body, "buttons": buttons}

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        if self.peeking:  # the finished table shows; a bar says how to come back
            words = "The finished table · any key or a click: back to the end of the game"
            img = t.text(shorten(words, t.font(FontRole.BODY_BOLD), w - grid(t, 4)),
                         FontRole.BODY_BOLD, UI["text"])  # fmt: skip
            bar = pygame.Rect(0, 0, w, img.get_height() + grid(t, 2))
            pygame.draw.rect(surface, UI["panel"], bar)
            surface.blit(img, img.get_rect(center=bar.center))
            return
        self.backdrop.draw(surface)
        pad = grid(t, 3)
        y = grid(t, 2)
        surface.blit(t.text(self.TITLE, FontRole.TITLE, UI["text"]), (pad, y))
        if self._beside_title(w):  # the app's line on the title's row, at its right
            img = t.text(self.extra[0], FontRole.BODY, UI["accent"])
            row = t.font(FontRole.TITLE).get_linesize()
            surface.blit(img, img.get_rect(midright=(w - pad, y + row // 2)))
        y += t.font(FontRole.TITLE).get_linesize()
        heading = t.font(FontRole.HEADING)
        for line in wrap(self.heading(), heading, w - 2 * pad):
            surface.blit(t.text(line, FontRole.HEADING, self.heading_colour()), (pad, y))
            y += heading.get_linesize()
        for words in self.notes():  # named once every score is shown
            if self.counted_up:
                img = t.text(shorten(words, t.font(FontRole.BODY_BOLD), w - 2 * pad),
                             FontRole.BODY_BOLD, UI["accent"])  # fmt: skip
                surface.blit(img, (pad, y))
            y += t.font(FontRole.BODY_BOLD).get_linesize()
        for line in self._extra_lines(w):
            surface.blit(t.text(line, FontRole.BODY, UI["text"]), (pad, y))
            y += t.font(FontRole.BODY).get_linesize()
        areas = self.areas((w, h))
        self.paint_body(surface, areas["body"])
        self._draw_buttons(surface, areas["buttons"])
        if self.message:
            img = t.text(shorten(self.message, t.font(FontRole.SMALL), w - 2 * pad),
                         FontRole.SMALL, UI["text_dim"])  # fmt: skip
            surface.blit(img, (pad, h - grid(t, 2) - img.get_height()))
        if self.celebration is not None:
            self.celebration.draw(surface)

    def _draw_buttons(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.app.theme
        gap = grid(t, 2)
        rows, bh = self.button_rows(rect.w)
        face = t.font(FontRole.BODY_BOLD)
        self.button_rects = [pygame.Rect(0, 0, 0, 0)] * len(self.buttons)
        for k, row in enumerate(rows):
            x = rect.centerx - (sum(w for _i, _s, w in row) + gap * (len(row) - 1)) // 2
            for i, words, w in row:
                r = pygame.Rect(x, rect.y + k * (bh + grid(t, 1)), w, bh)
                x = r.right + gap
                pygame.draw.rect(surface, UI["button_active"] if i == self.focus
                                 else UI["button"], r, border_radius=t.px(8))  # fmt: skip
                if i == self.focus:
                    pygame.draw.rect(surface, UI["focus"], r, 2, border_radius=t.px(8))
                ink = UI["text"] if self.enabled(i) else UI["text_dim"]
                img = t.text(shorten(words, face, w - t.px(8)), FontRole.BODY_BOLD, ink)
                surface.blit(img, img.get_rect(center=r.center))
                self.button_rects[i] = r
