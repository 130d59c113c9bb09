"""The game of the day: for each game that has one, today's deal (the same for everybody,
`finspan.puzzles.daily_game`) played at the game's own table as a normal game; today's result
if it is played (the first finished game of a day counts), the streak, the days played and
the best result; the share line copied to the clipboard (`shell.clipboard`), or shown to copy
by hand where there is none.

Owns `DailyRoom` and what the end screen of a day's game adds (`at_the_end`). Keyboard (and
so a controller): Up/Down, Left/Right or Tab move, Enter presses, Esc goes back.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from ...games import registration, registration_of, registrations
from ...puzzles import (
    DailyResult,
    Record,
    daily_day,
    daily_game,
    daily_games,
    daily_of,
    daily_summary,
    load_record,
    record_daily,
    setup_words,
)
from ..look import theme as th
from ..look.theme import UI, FontRole
from ..scenes.common import (
    MenuScene,
    PrimaryButton,
    hint,
    lay_heading,
    message_box,
    message_height,
    panel,
)
from ..shell.clipboard import copy_text
from ..shell.scene import AppContext
from ..ui.backdrop import columns, grid
from ..ui.widgets import Button, FocusGroup, Label, Tooltip
from .progress import today

#: What the player is told once the line is on the clipboard (the line follows).
COPIED = "Copied to the clipboard:"


def daily_names() -> list[str]:
    """The games that have a game of the day, in the order the app offers them."""
    return [r.name for r in registrations() if r.name in daily_games()]


def copy_line(line: str) -> str:
    """Copy ``line``; what to tell the player, with the line (where there is no clipboard,
    to copy by hand)."""
    problem = copy_text(line)
    return f"{COPIED} {line}" if problem is None else f"{problem}; copy it by hand: {line}"


def _days(n: int) -> str:
    return f"{n} day{'s' if n != 1 else ''}"


class DailyRoom(MenuScene):
    """The game of the day (see the module)."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        theme = app.theme
        self.day = today(app)
        self.names = daily_names()
        self.tooltip = Tooltip(theme=theme)
        self.title = Label("Game of the day", FontRole.TITLE, theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back (Esc)", theme=theme)
        self.message: str | None = None
        self.record = Record()
        self.results: dict[str, DailyResult | None] = {}
        self.plays = {n: PrimaryButton(f"Play today's {registration(n).title}",
                                       partial(self._play, n),
                                       tooltip="Today's deal: the same for everybody",
                                       theme=theme) for n in self.names}  # fmt: skip
        self.copies = {n: Button("Copy share line", partial(self._copy, n),
                                 tooltip="Today's result in one line, no spoilers",
                                 theme=theme) for n in self.names}  # fmt: skip
        widgets = [w for n in self.names for w in (self.plays[n], self.copies[n])]
        self.focus = FocusGroup([*widgets, self.back])
        self.reload()

    def reload(self) -> None:
        """Read the record again (a repaired file is told)."""
        try:
            loaded = load_record()
        except OSError as exc:
            self.message = f"Could not read the puzzle record: {exc}"
            return
        self.record = loaded.record
        self.message = loaded.message or self.message
        self.results = {n: daily_of(self.record, n, self.day) for n in self.names}
        for n in self.names:
            self.copies[n].enabled = self.results[n] is not None
        self.resize(self.size)
        self.app.request_redraw()

    def _play(self, name: str) -> None:
        self.app.nav.open_table(daily_game(name, self.day))

    def _copy(self, name: str) -> None:
        result = self.results.get(name)
        if result is not None:
            self.message = copy_line(result.line)
            self.resize(self.size)
            self.app.request_redraw()

    def resume(self) -> None:
        self.reload()

    # --- Layout and drawing ------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        t = self.app.theme
        w, h = size
        lay_heading(self.title, self.back, size, t, width=0.5)
        top = max(round(h * 0.115), self.title.rect.bottom + t.font(FontRole.BODY).get_linesize())
        bottom = h - t.font(FontRole.SMALL).get_linesize() - t.px(12)
        self.banner = pygame.Rect(grid(t, 3), top, w - 2 * grid(t, 3), 0)
        if self.message:
            self.banner.h = message_height(self.message, self.banner.w, t)
            top = self.banner.bottom + t.px(10)
        self.panels = dict(zip(self.names, columns(size, t, top, bottom,
                                                   tuple(1.0 for _ in self.names)),
                               strict=True))  # fmt: skip
        button_h = max(round(h * 0.075), t.font(FontRole.HEADING).get_linesize() + t.px(14))
        for n, rect in self.panels.items():
            inner = rect.inflate(-2 * t.px(14), -2 * t.px(14))
            copy = pygame.Rect(inner.x, inner.bottom - button_h, inner.w, button_h)
            self.copies[n].layout(copy)
            self.plays[n].layout(copy.move(0, -button_h - grid(t, 1)))

    def lines(self, name: str) -> list[tuple[str, FontRole, th.Colour]]:
        """What a game's panel says: its setup, today's result, the streak and the best."""
        title = registration(name).title
        s = daily_summary(self.record, name, self.day)
        result = self.results.get(name)
        out: list[tuple[str, FontRole, th.Colour]] = [
            (title, FontRole.HEADING, UI["text"]),
            (f"Today's deal, {setup_words(name)}.", FontRole.BODY, UI["text_dim"]),
        ]
        if result is None:
            out.append(("Not played yet today: your first finished game of the day counts.",
                        FontRole.BODY, UI["text"]))  # fmt: skip
        else:
            out.append(("Today: " + result.line.removeprefix(f"{title} · "), FontRole.BODY_BOLD,
                        UI["legal"] if result.won else UI["text"]))  # fmt: skip
        out.append((f"Streak {_days(s.streak)} · longest {_days(s.longest)} · played "
                    f"{_days(s.days)}, won {s.won}", FontRole.BODY, UI["text"]))  # fmt: skip
        if s.best is not None:
            out.append(("Best: " + s.best.line.removeprefix(f"{title} · "), FontRole.BODY,
                        UI["text"]))  # fmt: skip
        return out

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        self.backdrop.draw(surface)
        self.title.draw(surface)
        date_words = self.day.strftime("%A %d %B %Y")
        img = t.text(date_words, FontRole.BODY, UI["text_dim"])
        surface.blit(img, (self.title.rect.x, self.title.rect.bottom))
        if self.message:
            message_box(surface, self.message, self.banner, t, colour=UI["accent"])
        for n, rect in self.panels.items():
            panel(surface, rect, t)
            inner = rect.inflate(-2 * t.px(14), -2 * t.px(14))
            y = inner.y
            limit = self.plays[n].rect.y - t.px(6)
            for words, role, colour in self.lines(n):
                face = t.font(role)
                for line in th.wrap(words, face, inner.w):
                    if y + face.get_linesize() <= limit:
                        surface.blit(t.text(line, role, colour), (inner.x, y))
                    y += face.get_linesize()
                y += t.px(4)
        self.focus.draw(surface)
        hint(surface, "Up/Down: move · Enter: press · Esc: back", self.size, t)
        self.tooltip.draw(surface)


def at_the_end(app: Any, final: Any, game: Any) -> None:
    """The end screen of a finished game: if it is a day's game (`daily_day`), its result is
    recorded (the first of the day counts) and the screen says so, with the streak and the
    share line, and offers Copy share line in place of Play again (which would deal another
    game: the day's deal is played again from Game of the day). Never raises for the
    record's file."""
    name = registration_of(game).name
    day = daily_day(name, game, today(app))
    if day is None:
        return
    try:
        before = daily_of(load_record().record, name, day)
        result, _message = record_daily(name, day, game)
    except (OSError, ValueError) as exc:
        final.add([f"The game of the day, {day.isoformat()}: its result could not be recorded "
                   f"({exc})."])  # fmt: skip
        return
    counted = "its result counts" if before is None else "the day's first game counted"
    head = f"The game of the day, {day.isoformat()}: {counted} · streak {_days(result.streak)}."
    final.add([head], ("Copy share line", "Copy line", lambda: copy_line(result.line)),
              foot=f"Share: {result.line}", instead="again")  # "again": another deal
