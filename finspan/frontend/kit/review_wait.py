"""While a post-game review is computed: a progress bar ("decision 23 of 58") and Cancel.

The review runs in background processes (`shell.review_worker`), so this screen keeps the
window at its frame rate: it only polls the job and draws. A timer wakes the frame loop
`TICK_MS` apart to poll (a new frame is drawn then, not sixty a second: the cores are the
review's); a job that works only when polled (`InlineReviewJob`) asks for every frame.
Cancel (Esc or the button) ends the job and goes back where the review was asked for;
nothing is changed or lost. Once every decision is in, ``on_done(review)`` is called (the
navigator shows the review).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import pygame

from ..look.theme import UI, FontRole, wrap
from ..shell import user_events
from ..shell.review_worker import Job
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import Backdrop, grid, shadowed_panel
from ..ui.prompts import draw_hint, label_with_buttons
from ..ui.words import possessive

HINT = "Esc: cancel the review"
#: Milliseconds between the frame loop's wake-ups to poll the review's processes.
TICK_MS = 200
TICK_EVENT = user_events.REVIEW_TICK


class ReviewWait(Scene):
    """The progress of ``job`` (`review_worker.Job`) reviewing ``player``'s decisions."""

    def __init__(self, app: AppContext, player: str, job: Job,
                 on_done: Callable[[Any], None]) -> None:  # fmt: skip
        super().__init__(app)
        self.player = player
        self.job = job
        self.on_done = on_done
        self.backdrop = Backdrop(app, seed=11)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.button = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.time = 0.0  # seconds since the review began (the bar's shimmer)

    def enter(self) -> None:
        self.job.start()
        self._tick(TICK_MS)

    def exit(self) -> None:
        self._tick(0)
        self.job.cancel()  # nothing left running behind the screens (done: nothing to end)

    @staticmethod
    def _tick(ms: int) -> None:
        with contextlib.suppress(pygame.error):  # without SDL's timer: polled on input only
            pygame.time.set_timer(TICK_EVENT, ms)

    @property
    def animating(self) -> bool:
        """Every frame polls a job that works only when polled; the timer polls the others."""
        return not self.job.error and self.job.needs_frames

    def words(self) -> str:
        if self.job.error:
            return f"The review stopped: {self.job.error}"
        return ("Hard's search plays each of these decisions out again from the position as "
                "it was: the choice made and its own best choice, on the same deals.")

    def progress(self) -> str:
        """"decision 23 of 58"."""
        return f"decision {min(self.job.done + 1, self.job.total)} of {self.job.total}"

    def update(self, dt: float) -> None:
        self.time += dt
        if self.job.poll():
            self.app.request_redraw()
        if self.job.error:
            self._layout()
        elif self.job.finished:
            self.on_done(self.job.review())

    def cancel(self) -> None:
        self.app.pop()  # `exit` ends the job

    def handle_event(self, event: pygame.event.Event) -> bool:
        key = event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE)
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if key or (click and self.button.collidepoint(event.pos)):
            self.cancel()
        return True  # nothing reaches the screen beneath (the timer's event: `update` polls)

    # --- Layout and drawing ------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._layout()

    def _layout(self) -> None:
        t = self.app.theme
        w, h = self.size
        pw = min(w - 2 * grid(t, 3), max(t.px(420), w // 2))
        inner = pw - 2 * grid(t, 3)
        self.lines = wrap(self.words(), t.font(FontRole.BODY), inner)
        bold = t.font(FontRole.BODY_BOLD)
        button_h = max(t.px(40), bold.get_linesize() + t.px(10))
        ph = (2 * grid(t, 3) + t.font(FontRole.HEADING).get_linesize() + grid(t, 1)
              + len(self.lines) * t.font(FontRole.BODY).get_linesize() + grid(t, 2)
              + t.px(22) + grid(t, 1) + bold.get_linesize() + grid(t, 2) + button_h)  # fmt: skip
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.y + grid(t, 3) + t.font(FontRole.HEADING).get_linesize() + grid(t, 1)
        y += len(self.lines) * t.font(FontRole.BODY).get_linesize() + grid(t, 2)
        self.bar = pygame.Rect(self.panel.x + grid(t, 3), y, inner, t.px(22))
        label = "Cancel (Esc)" if not self.job.error else "Back (Esc)"
        bw = bold.size(label)[0] + t.px(32)
        self.button = pygame.Rect(0, 0, bw, button_h)
        self.button.midbottom = (self.panel.centerx, self.panel.bottom - grid(t, 3))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        self.backdrop.draw(surface)
        shadowed_panel(surface, self.panel, t)
        x, y = self.panel.x + grid(t, 3), self.panel.y + grid(t, 3)
        title = f"Reviewing {possessive(self.player)} decisions"
        surface.blit(t.text(title, FontRole.HEADING, UI["text"]), (x, y))
        y += t.font(FontRole.HEADING).get_linesize() + grid(t, 1)
        ink = UI["danger"] if self.job.error else UI["text_dim"]
        for line in self.lines:
            surface.blit(t.text(line, FontRole.BODY, ink), (x, y))
            y += t.font(FontRole.BODY).get_linesize()
        bar = self.bar
        pygame.draw.rect(surface, UI["input"], bar, border_radius=bar.h // 2)
        share = self.job.done / max(1, self.job.total)
        if share > 0:
            filled = pygame.Rect(bar.x, bar.y, max(bar.h, round(bar.w * share)), bar.h)
            pygame.draw.rect(surface, UI["accent"], filled, border_radius=bar.h // 2)
        pygame.draw.rect(surface, UI["panel_edge"], bar, 1, border_radius=bar.h // 2)
        words = t.text(self.progress(), FontRole.BODY_BOLD, UI["text"])
        surface.blit(words, words.get_rect(midtop=(bar.centerx, bar.bottom + grid(t, 1))))
        pygame.draw.rect(surface, UI["button_active"], self.button, border_radius=t.px(8))
        pygame.draw.rect(surface, UI["focus"], self.button, 2, border_radius=t.px(8))
        label = "Cancel (Esc)" if not self.job.error else "Back (Esc)"
        img = label_with_buttons(label, FontRole.BODY_BOLD, UI["text"], t)
        surface.blit(img, img.get_rect(center=self.button.center))
        draw_hint(surface, HINT, self.size, t)
