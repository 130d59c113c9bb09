"""The guided first turn as a transparent scene just above a game's table: its box over the
log (`guide_layout`), a ring around the part of the table the step means, and its buttons
(Next, Skip guide, Read more; keys N and X). Everything else it lets through to the table
beneath (it is not modal), and it keeps the table's time running (the stack updates only its
top scene). It leaves when the guide ends or is skipped. The steps are the game's own
(`guide.Guide`); the table says where its log is and makes it tall enough (`GuidedTable`).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ..shell.scene import AppContext, Scene
from .guide import Guide
from .guide_layout import GuideBox, guide_box, guide_height, paint_guide

#: The most of the window's height the guide's box takes with what Next waits for in full (at
#: 1280x720 with text 150 %, "Play a fish" left the hand's cards 72 px tall): above it, those
#: words are said shorter (`short_until`).
MOST_SHARE = 1 / 3


def short_until(until: str) -> str:
    """What Next waits for without its aside in brackets ("Next waits until you choose a fish
    to play (X skips the guide)." -> "Next waits until you choose a fish to play."; the Skip
    button says the rest)."""
    head = until.split(" (", 1)[0].rstrip(" .")
    return f"{head}." if head else until


class GuidedTable(Protocol):
    """What the guide uses of the table beneath it (a `kit.table.KitTable`)."""

    guide: Guide | None
    registration: Any

    @property
    def game(self) -> Any: ...

    @property
    def choosing(self) -> Any: ...

    @property
    def animating(self) -> bool: ...

    def guide_rects(self, plain: bool = False) -> dict[str, pygame.Rect]:
        """The table's rects (with its ``log``), at text size 100 % if ``plain``."""
        ...

    def guide_target(self, region: str) -> pygame.Rect | None:
        """Where the part of the table a step names is."""
        ...

    def make_guide_room(self, height: int, plain: int) -> bool:
        """The log at least ``height`` high (``plain`` at text size 100 %); True if the
        table was laid out again."""
        ...

    def update(self, dt: float) -> None: ...

    def prefetch(self) -> bool: ...

    def notice(self, text: str, seconds: float = 3.0) -> None: ...


class GuideScene(Scene):
    transparent = True
    modal = False

    def __init__(self, app: AppContext, table: GuidedTable) -> None:
        super().__init__(app)
        self.table = table
        guide = table.guide
        assert guide is not None
        self.guide = guide
        self.box: GuideBox | None = None
        self._layout()

    @property
    def guide_rects(self) -> dict[str, pygame.Rect]:
        """The guide's clickable buttons now (Next only when it is not waiting)."""
        return dict(self.box.buttons) if self.box is not None else {}

    def _layout(self) -> None:
        """The box for the current step; the table's log is made tall enough for it."""
        step = self.guide.step
        if step is None:
            self.box = None
            self._make_room(0, 0)
            return
        title = self.guide.title
        waiting = step.done is not None
        until = step.until if waiting else ""
        theme = self.app.theme
        log, plain = self.table.guide_rects()["log"], self.table.guide_rects(plain=True)["log"]
        if until and guide_height(log.w, title, step.words, until, theme) > (
                MOST_SHARE * self.size[1]):  # fmt: skip
            until = short_until(until)  # the table keeps the room (its hand)
        self._make_room(guide_height(log.w, title, step.words, until, theme),
                        guide_height(plain.w, title, step.words, until, theme.plain()))
        self.box = guide_box(self.table.guide_rects(), title, step.words, until, waiting,
                             theme)  # fmt: skip

    def _make_room(self, height: int, plain: int) -> None:
        if self.table.make_guide_room(height, plain):
            self.app.request_redraw()

    @property
    def title(self) -> str:
        return self.guide.title

    def exit(self) -> None:
        self._make_room(0, 0)  # the log takes its room back

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._layout()

    def resume(self) -> None:
        self._layout()

    def _leave_if_done(self) -> None:
        if self.guide.step is None and self.app.stack.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.table.update(dt)  # the table beneath keeps its animations and drivers going
        self.guide.follow(self.table.game)
        self._layout()
        self._leave_if_done()

    @property
    def animating(self) -> bool:
        return self.table.animating

    def prefetch(self) -> bool:
        return self.table.prefetch()

    def notice(self, text: str, seconds: float = 3.0) -> None:
        self.table.notice(text, seconds)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the guide's buttons, and N (next) / X (close the guide)."""
        guide = self.guide
        action = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.guide_rects.items():
                if rect.collidepoint(event.pos):
                    action = name
        elif event.type == pygame.KEYDOWN and not getattr(self.table.choosing, "pile_open", False):
            action = {pygame.K_n: "next", pygame.K_x: "close"}.get(event.key)
        if action == "next" and guide.step is not None and guide.step.done is None:
            guide.next(self.table.game)
        elif action == "close":
            guide.close()
        elif action == "read":
            self.app.nav.open_rules(game=self.table.registration.name)
        else:
            return False
        self._layout()
        self._leave_if_done()
        self.app.request_redraw()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        step = self.guide.step
        if step is None or self.box is None:
            return
        paint_guide(surface, self.app.theme, self.box, self.table.guide_target(step.region))
