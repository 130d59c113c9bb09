"""Screens that stop the player with a question before anything else happens: after a crash
(`RecoveryScene`) and when another copy of the game holds the profile (`LockedScene`).

Owns only their look and their two answers; each answer is a callable given by whoever opens
the screen (`finspan.frontend.shell.guard`, `finspan.frontend.shell.instance`), so this
module opens no other scene and touches no file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from ..look.theme import UI, FontRole
from ..shell.scene import AppContext
from ..ui.widgets import Button, FocusGroup, Tooltip
from .common import MenuScene, hint, panel


class QuestionScene(MenuScene):
    """A heading, a few paragraphs and a row of answer buttons, centred on a panel.

    Keyboard: Left/Right, Up/Down or Tab move between the answers, Enter chooses; Esc moves
    the focus to the last answer (never chooses by itself).
    """

    heading = ""

    def __init__(
        self, app: AppContext, paragraphs: list[str], answers: list[tuple[str, Callable[[], None]]]
    ) -> None:
        super().__init__(app)
        self.paragraphs = paragraphs
        self.buttons = [Button(label, action, theme=app.theme) for label, action in answers]
        self.focus = FocusGroup(self.buttons)
        self.tooltip = Tooltip(theme=app.theme)
        self._lines: list[tuple[str, FontRole, int]] = []  # text, role, y from the top
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._text_at = (0, 0)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        w, h = size
        width = min(round(w * 0.62), theme.px(900))
        pad = theme.px(24)
        self._lines = []
        y = 0
        for role, text in [(FontRole.HEADING, self.heading)] + [
            (FontRole.BODY, p) for p in self.paragraphs
        ]:
            face = theme.font(role)
            for line in _wrap(text, face, width - 2 * pad):
                self._lines.append((line, role, y))
                y += face.get_linesize()
            y += face.get_linesize() // 2
        bh = theme.px(44)
        gap = theme.px(16)
        height = min(h - 2 * theme.px(20), y + bh + 3 * pad)
        self._panel = pygame.Rect((w - width) // 2, max(theme.px(20), (h - height) // 2),
                                  width, height)  # fmt: skip
        self._text_at = (self._panel.x + pad, self._panel.y + pad)
        labels = [theme.font(FontRole.BODY_BOLD).size(b.text)[0] for b in self.buttons]
        widths = [max(theme.px(140), lw + 2 * pad) for lw in labels]
        total = sum(widths) + gap * (len(widths) - 1)
        scale = min(1.0, (width - 2 * pad) / max(total, 1))
        x = self._panel.centerx - round(total * scale) // 2
        y = self._panel.bottom - pad - bh
        for button, bw in zip(self.buttons, widths, strict=True):
            button.layout(pygame.Rect(x, y, round(bw * scale), bh))
            x += round((bw + gap) * scale)

    def on_escape(self) -> None:
        self.focus.focus(self.buttons[-1])

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.fill(UI["background"])
        panel(surface, self._panel, theme)
        pygame.draw.rect(surface, UI["danger"], self._panel, max(2, theme.px(2)),
                         border_radius=theme.px(8))  # fmt: skip
        clip = surface.get_clip()
        surface.set_clip(self._panel)
        x, top = self._text_at
        for line, role, y in self._lines:
            surface.blit(theme.text(line, role, UI["text"]), (x, top + y))
        surface.set_clip(clip)
        self.focus.draw(surface)
        hint(surface, "Left, Right or Tab: choose · Enter: confirm", self.size, theme)
        self.tooltip.draw(surface)


class RecoveryScene(QuestionScene):
    """After an unexpected error: what happened, where the report is, and two answers."""

    heading = "Finspan ran into an unexpected error"
    #: Marks the screen for `finspan.frontend.shell.guard`: an error while it shows is not
    #: recovered.
    recovery_screen = True

    def __init__(
        self,
        app: AppContext,
        error: str,
        report: Path,
        *,
        on_continue: Callable[[], None],
        on_quit: Callable[[], None],
        autosave: bool = True,
    ) -> None:
        kept = (
            "Your last autosave is kept as it was before the error: nothing was saved after it."
            if autosave
            else "There was no autosave to keep: Continue goes back to the title screen."
        )
        paragraphs = [
            f"The game stopped what it was doing because of an error: {_shorten(error, 300)}",
            kept,
            f"A report was written to {report}. Please attach it if you tell us about this.",
        ]
        super().__init__(
            app, paragraphs,
            [("Continue from the last autosave", on_continue), ("Quit", on_quit)],
        )  # fmt: skip
        self.report = report
        self.error = error


class LockedScene(QuestionScene):
    """Another copy of Finspan is running with the same profile: open read-only, or quit."""

    heading = "Finspan is already running"

    def __init__(
        self,
        app: AppContext,
        holder: str,
        *,
        on_read_only: Callable[[], None],
        on_quit: Callable[[], None],
    ) -> None:
        paragraphs = [
            f"Another copy of Finspan is using your saves ({holder}).",
            "Two copies writing the same autosave would lose one of the games. You can open "
            "this copy read-only (you can play, but it writes no autosave; named saves still "
            "work), or quit and go back to the other copy.",
        ]
        super().__init__(app, paragraphs, [("Open read-only", on_read_only), ("Quit", on_quit)])
        self.holder = holder


def _printable(text: str) -> str:
    """``text`` with control and other unprintable characters shown as "?" (an error message
    or a path may hold anything, and the font renderer refuses some characters)."""
    return "".join(c if c.isprintable() else "?" for c in text)


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _wrap(text: str, face: pygame.font.Font, width: int) -> list[str]:
    """Lines of ``text`` no wider than ``width``: word-wrapped, and a word too long for a
    line (a folder path) cut where it reaches the edge."""
    lines: list[str] = []
    line = ""
    for word in _printable(text).split():
        trial = f"{line} {word}" if line else word
        if face.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        line = word
        while face.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and face.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
    if line:
        lines.append(line)
    return lines
