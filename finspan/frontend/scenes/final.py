"""Final scores: the full breakdown per player, the winner and the tie-break, and a chart of
each player's score week by week. Play again, save the replay, or go back to the title."""

from __future__ import annotations

import random

import pygame

from ...engine import Game, score_history
from ..art.board import seat_colour
from ..shell import saving
from ..shell.scene import AppContext, Scene
from ..ui.theme import UI, FontRole, shorten, wrap

#: Rows of the breakdown: (label, key in a person's score, key in Nautoma's score).
ROWS: tuple[tuple[str, str | None, str | None], ...] = (
    ("GAME END abilities", "game_end", None),
    ("Printed points of fish", "fish", "fish"),
    ("Consumed fish", "consumed", None),
    ("Eggs", "eggs", "eggs"),
    ("Young", "young", "young"),
    ("Schools", "schools", "schools"),
    ("Achievements", "achievements", "achievements"),
    ("+3 bonuses", "bonus", "bonus"),
    ("Ravel mode", None, "ravel"),
)
BUTTONS = ("Play again", "Save replay", "Back to title")
#: Seconds after the scores appear before a key can press a button (a click always can).
ARMING_S = 1.0


class FinalScene(Scene):
    def __init__(self, app: AppContext, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.view = game.public_state()
        self.outcome = game.outcome()
        self.scores: list[dict[str, int]] = [s.to_dict() for s in self.outcome.scores]
        self.winners = self.outcome.winners
        self.history = score_history(game)
        self.focus = 1  # Save replay: nothing leaves the scores by accident
        self.elapsed = 0.0
        self.button_rects: list[pygame.Rect] = []
        self.message = ""

    def update(self, dt: float) -> None:
        self.elapsed += dt

    # --- Words -------------------------------------------------------------------------------

    def verdict(self) -> str:
        """Who won and how the tie-break decided it (RULES.md 10.3, 11)."""
        return self.outcome.verdict

    # --- Input -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            ):
                self.focus = (self.focus - 1) % len(BUTTONS)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(BUTTONS)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.elapsed >= ARMING_S:  # not a key still held from the last move
                    self._press(self.focus)
            elif event.key == pygame.K_ESCAPE:
                self.focus = 2  # Back to title, focused: Enter then leaves
            elif pygame.K_1 <= event.key <= pygame.K_3:
                self.focus = event.key - pygame.K_1  # a number only points: leaving takes Enter
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.button_rects):
                if rect.collidepoint(event.pos):
                    self._press(i)
            return True
        return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)

    def _press(self, index: int) -> None:
        choice = BUTTONS[index]
        if choice == "Play again":
            seed = random.SystemRandom().randrange(2**31)
            self.app.nav.start_game(self.game.setup, seed)
        elif choice == "Save replay":
            try:
                self.message = saving.export_replay(self.game)
            except Exception as exc:  # a failed export must not lose the scores screen
                self.message = f"Could not save the replay: {exc}"
        else:
            self.app.nav.show_title()

    # --- Drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        surface.fill(UI["background"])
        pad = t.px(24)
        y = t.px(16)
        surface.blit(t.text("Final scores", FontRole.TITLE, UI["text"]), (pad, y))
        y += t.font(FontRole.TITLE).get_linesize()
        surface.blit(t.text(self.verdict(), FontRole.HEADING, UI["focus"]), (pad, y))
        y += t.font(FontRole.HEADING).get_linesize() + t.px(10)
        table_w = round(w * 0.55)
        buttons_top = h - t.px(76)
        self._draw_table(surface, pygame.Rect(pad, y, table_w, buttons_top - t.px(10) - y))
        chart = pygame.Rect(pad + table_w + pad, y, w - table_w - 3 * pad, round(h * 0.55))
        self._draw_chart(surface, chart)
        self._draw_buttons(surface, pygame.Rect(0, buttons_top, w, t.px(60)))
        if self.message:
            img = t.text(self.message, FontRole.SMALL, UI["text_dim"])
            surface.blit(img, (pad, h - t.px(16) - img.get_height()))

    def _notes(self) -> list[str]:
        """The tie-break and Nautoma's summary under the table."""
        players = self.game.players
        hands = ", ".join(f"{p.name}: {len(p.hand)}" for p in players if not p.is_nautoma)
        notes = [f"Cards in hand (tie-break): {hands}"]
        if self.game.nautoma is not None:
            n = self.game.nautoma
            notes.append(
                f"Nautoma at difficulty {n.difficulty}: {len(n.fish)} fish, "
                f"{n.schools} schools, {n.young} young, {n.eggs} eggs (1 point per 2)"
            )
        return notes

    def _draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The breakdown inside ``rect``: body text if it fits, else small text."""
        t = self.app.theme
        players = self.game.players
        rows = [r for r in ROWS
                if r[2] != "ravel" or (self.game.nautoma and self.game.nautoma.ravel)]  # fmt: skip
        small = t.font(FontRole.SMALL)
        inner = rect.inflate(-t.px(16), -t.px(12))
        notes = [ln for note in self._notes() for ln in wrap(note, small, inner.w)]
        for body, bold, total in (
            (FontRole.BODY, FontRole.BODY_BOLD, FontRole.HEADING),
            (FontRole.SMALL, FontRole.BODY_BOLD, FontRole.BODY_BOLD),
        ):
            line = t.font(body).get_linesize() + t.px(2)
            head = t.font(bold).get_linesize() + small.get_linesize()
            height = (
                head
                + t.px(8)
                + len(rows) * line
                + t.px(8)
                + t.font(total).get_linesize()
                + t.px(6)
                + len(notes) * small.get_linesize()
            )
            if height <= inner.h:
                break
        box = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, height + t.px(12)))
        pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(10))
        label_w = round(inner.w * 0.36)
        col_w = (inner.w - label_w) // max(1, len(players))
        x0, y = inner.x, inner.y
        for i, p in enumerate(players):
            x = x0 + label_w + i * col_w
            colour = seat_colour(self.view.players[i])
            dot = t.px(6)
            pygame.draw.circle(
                surface, colour, (x + dot, y + t.font(bold).get_linesize() // 2), dot
            )
            face = t.font(bold)
            name = t.text(shorten(p.name, face, col_w - 3 * dot), bold, UI["text"])
            surface.blit(name, (x + 2 * dot + t.px(3), y))
            if i in self.winners:
                star = t.text("winner", FontRole.SMALL, UI["focus"])
                surface.blit(star, (x + 2 * dot + t.px(3), y + face.get_linesize()))
        y += head + t.px(8)
        label_face = t.font(body)
        for label, key, nkey in rows:
            words = shorten(label, label_face, label_w - t.px(6))
            surface.blit(t.text(words, body, UI["text_dim"]), (x0, y))
            for i, p in enumerate(players):
                k = nkey if p.is_nautoma else key
                value = "—" if k is None else str(self.scores[i].get(k, 0))
                surface.blit(
                    t.text(value, body, UI["text"]), (x0 + label_w + i * col_w + t.px(15), y)
                )
            y += line
        pygame.draw.line(surface, UI["panel_edge"], (x0, y), (inner.right, y), 2)
        y += t.px(8)
        surface.blit(t.text("Total", bold, UI["text"]), (x0, y))
        for i, _p in enumerate(players):
            colour = UI["focus"] if i in self.winners else UI["text"]
            img = t.text(str(self.scores[i]["total"]), total, colour)
            surface.blit(img, (x0 + label_w + i * col_w + t.px(15), y))
        y += t.font(total).get_linesize() + t.px(6)
        for note in notes:
            if y + small.get_linesize() > box.bottom:
                break
            surface.blit(t.text(note, FontRole.SMALL, UI["text_dim"]), (x0, y))
            y += small.get_linesize()

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Each player's score at the end of each week, as lines."""
        t = self.app.theme
        pygame.draw.rect(surface, UI["panel"], rect, border_radius=t.px(10))
        surface.blit(
            t.text("Score week by week", FontRole.BODY_BOLD, UI["text"]),
            (rect.x + t.px(12), rect.y + t.px(8)),
        )
        plot = rect.inflate(-t.px(70), -t.px(80))
        plot.y += t.px(16)
        weeks = len(self.history)
        if weeks == 0:
            return
        top = max(max(row) for row in self.history) or 1
        top = ((top + 19) // 20) * 20
        for k in range(5):
            v = top * k // 4
            yy = plot.bottom - plot.h * k // 4
            pygame.draw.line(surface, UI["panel_edge"], (plot.x, yy), (plot.right, yy), 1)
            img = t.text(str(v), FontRole.SMALL, UI["text_dim"])
            surface.blit(img, (plot.x - img.get_width() - t.px(6), yy - img.get_height() // 2))
        for wk in range(weeks):
            x = plot.x + (plot.w * wk // max(1, weeks - 1) if weeks > 1 else plot.w // 2)
            img = t.text(f"week {wk + 1}", FontRole.SMALL, UI["text_dim"])
            surface.blit(img, (x - img.get_width() // 2, plot.bottom + t.px(6)))
        for seat in range(len(self.game.players)):
            colour = seat_colour(self.view.players[seat])
            if sum(colour) < 200:  # a black diver: a light edge so the line shows on the panel
                colour = (110, 116, 140)
            points = []
            for wk, row in enumerate(self.history):
                x = plot.x + (plot.w * wk // max(1, weeks - 1) if weeks > 1 else plot.w // 2)
                points.append((x, plot.bottom - round(plot.h * row[seat] / top)))
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, t.px(3))
            for pt in points:
                pygame.draw.circle(surface, colour, pt, t.px(5))
                pygame.draw.circle(surface, UI["text_dark"], pt, t.px(5), 1)

    def _draw_buttons(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.app.theme
        bw = t.px(200)
        gap = t.px(20)
        x = rect.centerx - (len(BUTTONS) * bw + (len(BUTTONS) - 1) * gap) // 2
        self.button_rects = []
        for i, label in enumerate(BUTTONS):
            r = pygame.Rect(x + i * (bw + gap), rect.y, bw, t.px(46))
            pygame.draw.rect(
                surface,
                UI["button_active"] if i == self.focus else UI["button"],
                r,
                border_radius=t.px(8),
            )
            if i == self.focus:
                pygame.draw.rect(surface, UI["focus"], r, 2, border_radius=t.px(8))
            img = t.text(f"{i + 1}  {label}", FontRole.BODY_BOLD, UI["text"])
            surface.blit(img, img.get_rect(center=r.center))
            self.button_rects.append(r)
