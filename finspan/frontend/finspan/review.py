"""The post-game review: where one person's choices cost them points, by Hard's search.

Shows the review's summary line ("expected points lost: 14.2 in 6 decisions"), the
decisions that lost the most points (ranked), and for the selected one the position as it
was (drawn by the replay viewer, scaled down), the choice made and the search's best choice
in the rules' words (`option_words`), each with its expected final score, and the
difference. Up/Down (the controller's D-pad) choose a decision, Enter or a click on it (a
second click) opens the replay viewer at that moment, Esc goes back. The review itself is
`finspan.ai.review`'s (computed by `shell.review_worker`, or read from the replay file);
this screen computes nothing and changes no game.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...ai.review import Review, ReviewedDecision
from ...engine import option_words, parse_option
from ..look.theme import UI, Colour, FontRole, shorten, wrap
from ..scenes.common import WAKING_EVENTS
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import Backdrop, grid, shadowed_panel
from ..ui.prompts import draw_hint, label_with_buttons
from ..ui.words import possessive

HINT = "Up/Down: choose a decision · Enter: the replay from there · Esc: back"
BUTTONS = (("replay", "Replay from here (Enter)"), ("back", "Back (Esc)"))
#: The share of the width the ranked list takes (the rest: the position and the choices).
LIST_SHARE = 0.34


class ReviewScene(Scene):
    """``review`` of a game whose replay is ``replay`` (a `finspan.saves.Replay`); ``note``
    (e.g. that the review could not be kept) is shown under the summary."""

    def __init__(self, app: AppContext, replay: Any, review: Review, note: str = "") -> None:
        super().__init__(app)
        self.replay = replay
        self.review = review
        self.note = note
        self.losses: list[ReviewedDecision] = review.losses()
        self.words = {d.index: self._words_of(d) for d in self.losses}
        self.selected = 0
        self.scroll = 0
        self.backdrop = Backdrop(app, seed=11)
        self.rects: dict[str, pygame.Rect] = {}
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.lines: list[tuple[str, FontRole, Colour]] = []
        self._picture: pygame.Surface | None = None
        self._picture_key: tuple[Any, ...] | None = None
        self._layout()

    def _words_of(self, d: ReviewedDecision) -> tuple[str, str]:
        """The choice made and the search's best choice at ``d``, in the rules' words."""
        game = self.replay.game_at(d.index)
        return (option_words(game, parse_option(d.chosen)),
                option_words(game, parse_option(d.best)))  # fmt: skip

    @property
    def chosen(self) -> ReviewedDecision | None:
        return self.losses[self.selected] if self.losses else None

    # --- Input -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)

    @property
    def animating(self) -> bool:
        return self.backdrop.moving

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in WAKING_EVENTS:
            self.backdrop.wake()
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.app.pop()
            elif k in (pygame.K_UP, pygame.K_DOWN) and self.losses:
                step = 1 if k == pygame.K_DOWN else -1
                self._select((self.selected + step) % len(self.losses))
            elif k in (pygame.K_HOME, pygame.K_END) and self.losses:
                self._select(0 if k == pygame.K_HOME else len(self.losses) - 1)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open_replay()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    if i == self.selected:
                        self.open_replay()  # a second click opens, as in Load
                    else:
                        self._select(i)
                    return True
            if self.rects["replay"].collidepoint(event.pos):
                self.open_replay()
            elif self.rects["back"].collidepoint(event.pos):
                self.app.pop()
            return True
        if event.type == pygame.MOUSEWHEEL and self.losses:
            self._select(max(0, min(len(self.losses) - 1, self.selected - event.y)))
            return True
        return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)

    def _select(self, index: int) -> None:
        self.selected = index
        self._layout()
        self.app.request_redraw()

    def open_replay(self) -> None:
        """The replay viewer at the selected decision (the position before it was taken)."""
        d = self.chosen
        if d is not None:
            self.app.nav.open_replay(self.replay, d.index)

    # --- Layout ------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._layout()

    def resume(self) -> None:
        self._layout()  # the text size or the window may have changed meanwhile

    def title(self) -> str:
        return f"Review of {possessive(self.review.player)} decisions"

    def subtitle(self) -> str:
        n = len(self.review.decisions)
        return (f"Hard's search played each of {n} decisions out again "
                f"({self.review.budget} playouts each)")  # fmt: skip

    def detail_lines(self, width: int) -> list[tuple[str, FontRole, Colour]]:
        """The selected decision's words, wrapped to ``width``: where it was, the choice
        made and the best choice with their expected final scores, the difference."""
        t = self.app.theme
        d = self.chosen
        body, bold = t.font(FontRole.BODY), t.font(FontRole.BODY_BOLD)
        if d is None:
            words = "No decision lost more than half a point: nothing to show."
            return [(line, FontRole.BODY, UI["text"]) for line in wrap(words, body, width)]
        mine, best = self.words[d.index]
        out: list[tuple[str, FontRole, Colour]] = []

        def add(text: str, role: FontRole, ink: Colour) -> None:
            face = bold if role == FontRole.BODY_BOLD else body
            out.extend((line, role, ink) for line in wrap(text, face, width))

        add(f"Week {d.week}, {possessive(self.review.player)} turn {d.turn}: {d.question}",
            FontRole.BODY_BOLD, UI["text"])  # fmt: skip
        add(f"Chosen: {mine} (expected final score {d.chosen_score:.1f})", FontRole.BODY,
            UI["text"])  # fmt: skip
        add(f"Best: {best} (expected final score {d.best_score:.1f})", FontRole.BODY,
            UI["legal"])  # fmt: skip
        add(f"Difference: {d.lost:.1f} points", FontRole.BODY_BOLD, UI["focus"])
        return out

    def _layout(self) -> None:
        """Where everything goes; drawing only reads these."""
        t = self.app.theme
        w, h = self.size
        pad = grid(t, 3)
        y = grid(t, 2)
        y += t.font(FontRole.HEADING).get_linesize() + t.font(FontRole.SMALL).get_linesize()
        self.summary_lines = wrap(self.review.summary(), t.font(FontRole.BODY_BOLD), w - 2 * pad)
        y += len(self.summary_lines) * t.font(FontRole.BODY_BOLD).get_linesize()
        if self.note:
            y += t.font(FontRole.SMALL).get_linesize()
        y += grid(t, 1)
        face = t.font(FontRole.BODY_BOLD)
        button_h = max(t.px(40), face.get_linesize() + t.px(10))
        hint_h = t.font(FontRole.SMALL).get_linesize() + t.px(6)
        buttons_y = h - hint_h - grid(t, 1) - button_h
        x = pad
        for name, label in BUTTONS:
            bw = face.size(label)[0] + t.px(28)
            self.rects[name] = pygame.Rect(x, buttons_y, bw, button_h)
            x += bw + grid(t, 2)
        bottom = buttons_y - grid(t, 2)
        list_w = max(t.px(240), round((w - 3 * pad) * LIST_SHARE))
        self.rects["list"] = pygame.Rect(pad, y, list_w, bottom - y)
        right = pygame.Rect(pad + list_w + pad, y, w - list_w - 3 * pad, bottom - y)
        self.rects["detail"] = right
        inner = right.inflate(-2 * grid(t, 2), -2 * grid(t, 2))
        self.lines = self.detail_lines(inner.w)
        words_h = sum(t.font(role).get_linesize() for _, role, _ in self.lines)
        room = pygame.Rect(inner.x, inner.y, inner.w, max(0, inner.h - words_h - grid(t, 1)))
        pw = min(room.w, room.h * w // max(1, h))
        self.rects["picture"] = pygame.Rect(room.x + (room.w - pw) // 2, room.y, pw,
                                            pw * h // max(1, w))  # fmt: skip
        self.rects["words"] = pygame.Rect(inner.x, inner.bottom - words_h, inner.w, words_h)
        self._layout_rows()
        self._make_picture()

    def row_height(self) -> int:
        t = self.app.theme
        bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
        return bold.get_linesize() + small.get_linesize() + t.px(12)

    def _layout_rows(self) -> None:
        """The shown rows of the ranked list, scrolled to keep the selection in view."""
        t = self.app.theme
        box = self.rects["list"]
        row_h = self.row_height()
        top = box.y + t.font(FontRole.BODY_BOLD).get_linesize() + grid(t, 2)
        visible = max(1, (box.bottom - grid(t, 1) - top) // row_h)
        self.scroll = max(0, min(self.scroll, len(self.losses) - visible))
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + visible:
            self.scroll = self.selected - visible + 1
        inner_x, inner_w = box.x + grid(t, 1), box.w - 2 * grid(t, 1)
        self.row_rects = [
            (i, pygame.Rect(inner_x, top + (i - self.scroll) * row_h, inner_w, row_h - t.px(4)))
            for i in range(self.scroll, min(len(self.losses), self.scroll + visible))
        ]

    def _make_picture(self) -> None:
        """The selected position as the replay viewer draws it, at the window's size, then
        scaled into the picture's place (made here, not in `draw`; kept while it fits)."""
        d, rect = self.chosen, self.rects["picture"]
        key = (d.index if d else None, rect.size, self.size, self.app.theme.key)
        if key == self._picture_key:
            return
        self._picture_key, self._picture = key, None
        if d is None or rect.w < 8 or rect.h < 8:
            return
        viewer = self.app.nav.replay_view(self.replay, d.index)
        canvas = pygame.Surface(self.size)
        viewer.draw(canvas)
        viewer.exit()
        self._picture = pygame.transform.smoothscale(canvas, rect.size)

    # --- Drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        self.backdrop.draw(surface)
        pad = grid(t, 3)
        y = grid(t, 2)
        heading = shorten(self.title(), t.font(FontRole.HEADING), w - 2 * pad)
        surface.blit(t.text(heading, FontRole.HEADING, UI["text"]), (pad, y))
        y += t.font(FontRole.HEADING).get_linesize()
        sub = shorten(self.subtitle(), t.font(FontRole.SMALL), w - 2 * pad)
        surface.blit(t.text(sub, FontRole.SMALL, UI["text_dim"]), (pad, y))
        y += t.font(FontRole.SMALL).get_linesize()
        for line in self.summary_lines:
            surface.blit(t.text(line, FontRole.BODY_BOLD, UI["focus"]), (pad, y))
            y += t.font(FontRole.BODY_BOLD).get_linesize()
        if self.note:
            note = shorten(self.note, t.font(FontRole.SMALL), w - 2 * pad)
            surface.blit(t.text(note, FontRole.SMALL, UI["danger"]), (pad, y))
        self._draw_list(surface)
        self._draw_detail(surface)
        for name, label in BUTTONS:
            rect = self.rects[name]
            pygame.draw.rect(surface, UI["button"], rect, border_radius=t.px(8))
            ink = UI["text"] if name == "back" or self.losses else UI["text_dim"]
            img = label_with_buttons(label, FontRole.BODY_BOLD, ink, t)
            surface.blit(img, img.get_rect(center=rect.center))
        draw_hint(surface, HINT, (w, h), t)

    def _draw_list(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        box = self.rects["list"]
        shadowed_panel(surface, box, t)
        bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
        head = shorten("Most points lost", bold, box.w - 2 * grid(t, 2))
        surface.blit(t.text(head, FontRole.BODY_BOLD, UI["text"]),
                     (box.x + grid(t, 2), box.y + grid(t, 1)))  # fmt: skip
        for i, rect in self.row_rects:
            d = self.losses[i]
            on = i == self.selected
            pygame.draw.rect(surface, UI["button_active"] if on else UI["button"], rect,
                             border_radius=t.px(6))  # fmt: skip
            if on:
                pygame.draw.rect(surface, UI["focus"], rect, 2, border_radius=t.px(6))
            x, room = rect.x + t.px(8), rect.w - t.px(16)
            lost = t.text(f"-{d.lost:.1f}", FontRole.BODY_BOLD, UI["focus"])
            where = shorten(f"{i + 1}. Week {d.week}, turn {d.turn}", bold,
                            room - lost.get_width() - t.px(8))  # fmt: skip
            surface.blit(t.text(where, FontRole.BODY_BOLD, UI["text"]), (x, rect.y + t.px(4)))
            surface.blit(lost, (rect.right - t.px(8) - lost.get_width(), rect.y + t.px(4)))
            words = shorten(self.words[d.index][0], small, room)
            surface.blit(t.text(words, FontRole.SMALL, UI["text_dim"]),
                         (x, rect.y + t.px(4) + bold.get_linesize()))  # fmt: skip

    def _draw_detail(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        shadowed_panel(surface, self.rects["detail"], t)
        if self._picture is not None:
            rect = self.rects["picture"]
            surface.blit(self._picture, rect)
            pygame.draw.rect(surface, UI["panel_edge"], rect, 1)
        x, y = self.rects["words"].topleft
        for line, role, ink in self.lines:
            surface.blit(t.text(line, role, ink), (x, y))
            y += t.font(role).get_linesize()
