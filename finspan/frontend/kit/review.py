"""The post-game review's screen, the same for every game: where one person's choices cost
them, by the game's own search.

Shows the review's summary line ("expected points lost: 14.2 in 6 decisions", "about 3 animals
lost in 4 turns"), the steps that lost the most (ranked), and for the selected one the
position as it was (drawn by the game's replay viewer, scaled down), the choice made and the
search's best choice in the game's words, and what the difference cost. Up/Down (the
controller's D-pad) choose a step, Enter or a click on it (a second click) opens the replay
viewer at that moment, Esc goes back. The review itself is the game's (computed by
`shell.review_worker`, or read from the replay file); this screen computes nothing and
changes no game. A game's review screen is a subclass: it says what each ranked step is
called and what its detail says (`Entry`, `entries`, `detail`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ..look.theme import UI, Colour, FontRole, shorten, wrap
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import WAKING_EVENTS, Backdrop, grid, shadowed_panel
from ..ui.prompts import draw_hint, label_with_buttons
from ..ui.words import possessive_after

HINT = "Up/Down: choose a step · Z: the position larger · Enter: the replay from there · Esc: back"
#: The ranked list's words when no step lost more than the search's noise.
NONE_LOST = "None: every choice was as good as the search's best, within its noise."
BUTTONS = (("replay", "Replay from here (Enter)"), ("back", "Back (Esc)"))
#: The share of the width the ranked list takes (the rest: the position and the choices).
LIST_SHARE = 0.34


@dataclass(frozen=True, slots=True)
class Entry:
    """One ranked step of a review: the index of its option in the replay (the position
    shown is the one before it), where it was ("Week 4, turn 6"), what it cost ("-5.3"),
    and the choice made in the game's words."""

    index: int
    where: str
    lost: str
    chosen: str


class ReviewFrame(Scene):
    """``review`` of a game whose replay is ``replay`` (a `finspan.saves.Replay`); ``note``
    (e.g. that the review could not be kept) is shown under the summary. A subclass gives
    the ranked steps (`entries`) and the selected step's words (`detail`)."""

    #: The list's heading.
    RANKED = "Most lost"

    def __init__(self, app: AppContext, replay: Any, review: Any, note: str = "") -> None:
        super().__init__(app)
        self.replay = replay
        self.review = review
        self.note = note
        self.losses: list[Entry] = self.entries()
        self.selected = 0
        self.scroll = 0
        self.backdrop = Backdrop(app, seed=11)
        self.rects: dict[str, pygame.Rect] = {}
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.lines: list[tuple[str, FontRole, Colour]] = []
        self._picture: pygame.Surface | None = None
        self._canvas: pygame.Surface | None = None  # the position at the window's size
        self._picture_key: tuple[Any, ...] | None = None
        #: The position shown as large as the window allows (Z, or a click on it): the
        #: picture beside the words is a thumbnail too small to read on a small window.
        self.large = False
        self._layout()

    def entries(self) -> list[Entry]:
        """The steps that lost the most, ranked."""
        raise NotImplementedError

    def detail(self, index: int) -> list[tuple[str, FontRole, Colour]]:
        """The words of the ranked step ``index``: where it was, the choice made and the best
        choice with what each is worth, the difference (each a paragraph, wrapped here)."""
        raise NotImplementedError

    @property
    def chosen(self) -> Entry | None:
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
        if self.large and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            k = getattr(event, "key", None)
            if k not in (pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END, pygame.K_m,
                         pygame.K_F11):  # fmt: skip
                self.large = False  # Z, Esc, a click: back to the list
                self.app.request_redraw()
                return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.app.pop()
            elif k == pygame.K_z and self._canvas is not None:
                self.large = True
                self.app.request_redraw()
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
            if self.rects["picture"].collidepoint(event.pos) and self._canvas is not None:
                self.large = True
                self.app.request_redraw()
            elif self.rects["replay"].collidepoint(event.pos):
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
        return f"Review of {possessive_after(self.review.player)} decisions"

    def subtitle(self) -> str:
        return ""

    def detail_lines(self, width: int) -> list[tuple[str, FontRole, Colour]]:
        """The selected step's words (`detail`), wrapped to ``width``."""
        t = self.app.theme
        body, bold = t.font(FontRole.BODY), t.font(FontRole.BODY_BOLD)
        if not self.losses:
            words = "No choice lost more than the search's noise: nothing to show."
            return [(line, FontRole.BODY, UI["text"]) for line in wrap(words, body, width)]
        out: list[tuple[str, FontRole, Colour]] = []
        for text, role, ink in self.detail(self.selected):
            face = bold if role == FontRole.BODY_BOLD else body
            out.extend((line, role, ink) for line in wrap(text, face, width))
        return out

    def _layout(self) -> None:
        """Where everything goes; drawing only reads these."""
        t = self.app.theme
        w, h = self.size
        pad = grid(t, 3)
        y = grid(t, 2)
        y += t.font(FontRole.HEADING).get_linesize() + t.font(FontRole.SMALL).get_linesize()
        summary = self.review.summary()  # the engine's words, in lower case for the CLI's lines
        summary = summary[:1].upper() + summary[1:]
        self.summary_lines = wrap(summary, t.font(FontRole.BODY_BOLD), w - 2 * pad)
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
        words_y = inner.bottom - words_h if self.losses else inner.y  # no picture: on top
        self.rects["words"] = pygame.Rect(inner.x, words_y, inner.w, words_h)
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
        self._canvas = canvas
        self._picture = pygame.transform.smoothscale(canvas, rect.size)

    def large_rect(self) -> pygame.Rect:
        """Where the position goes when shown large: the window less a margin."""
        w, h = self.size
        margin = grid(self.app.theme, 2)
        scale = min((w - 2 * margin) / max(1, w), (h - 2 * margin) / max(1, h))
        rect = pygame.Rect(0, 0, round(w * scale), round(h * scale))
        rect.center = (w // 2, h // 2)
        return rect

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
        if self.large and self._canvas is not None:
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 170))
            surface.blit(shade, (0, 0))
            rect = self.large_rect()
            surface.blit(pygame.transform.smoothscale(self._canvas, rect.size), rect)
            pygame.draw.rect(surface, UI["focus"], rect, 2)

    def _draw_list(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        box = self.rects["list"]
        shadowed_panel(surface, box, t)
        bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
        room = box.w - 2 * grid(t, 2)
        if len(self.row_rects) < len(self.losses):  # some rows scrolled away: say so
            first, last = self.row_rects[0][0] + 1, self.row_rects[-1][0] + 1
            cue = t.text(f"{first}\u2013{last} of {len(self.losses)}", FontRole.SMALL,
                         UI["text_dim"])  # fmt: skip
            room -= cue.get_width() + t.px(8)
            surface.blit(cue, cue.get_rect(topright=(box.right - grid(t, 2),
                                                     box.y + grid(t, 1) + t.px(4))))  # fmt: skip
        head = shorten(self.RANKED, bold, room)
        surface.blit(t.text(head, FontRole.BODY_BOLD, UI["text"]),
                     (box.x + grid(t, 2), box.y + grid(t, 1)))  # fmt: skip
        if not self.losses:  # good news, said where the ranked steps would be
            y = box.y + grid(t, 1) + bold.get_linesize() + t.px(6)
            for line in wrap(NONE_LOST, small, box.w - 2 * grid(t, 2)):
                if y + small.get_linesize() > box.bottom:
                    break
                surface.blit(t.text(line, FontRole.SMALL, UI["text_dim"]), (box.x + grid(t, 2), y))
                y += small.get_linesize()
        for i, rect in self.row_rects:
            d = self.losses[i]
            on = i == self.selected
            pygame.draw.rect(surface, UI["button_active"] if on else UI["button"], rect,
                             border_radius=t.px(6))  # fmt: skip
            if on:
                pygame.draw.rect(surface, UI["focus"], rect, 2, border_radius=t.px(6))
            x, room = rect.x + t.px(8), rect.w - t.px(16)
            lost = t.text(d.lost, FontRole.BODY_BOLD, UI["focus"])
            where = shorten(f"{i + 1}. {d.where}", bold, room - lost.get_width() - t.px(8))
            surface.blit(t.text(where, FontRole.BODY_BOLD, UI["text"]), (x, rect.y + t.px(4)))
            surface.blit(lost, (rect.right - t.px(8) - lost.get_width(), rect.y + t.px(4)))
            words = shorten(d.chosen, small, room)
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
