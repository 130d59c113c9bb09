"""End of week: each player's achievement count and points, the +3 bonus, Nautoma's markers
and Ravel points, counted up onto a score track. An overlay on the table; Enter or a click
continues (a first click finishes the count)."""

from __future__ import annotations

import pygame

from ... import engine as E
from ...engine import TILE_WORDS, Game
from ..animation import ease_out_cubic
from ..art.board import seat_colour
from ..shell.scene import AppContext, Scene
from ..ui.theme import UI, FontRole

COUNT_SECONDS = 1.2


class WeekEndScene(Scene):
    transparent = True
    modal = True

    def __init__(self, app: AppContext, game: Game, summary: list[E.Event]) -> None:
        super().__init__(app)
        self.game = game
        self.view = game.public_state()
        ended = [e.week for e in summary if isinstance(e, E.WeekEnded)]
        self.week = ended[-1] if ended else max(1, game.week - 1)
        self.rows: list[dict] = []
        tile = game.achievement_tile(self.week)
        self.unit_words = TILE_WORDS.get(tile.id, tile.id)
        self.per_unit = tile.points
        plural = "s" if tile.points != 1 else ""
        self.tile_words = f"{self.unit_words}, {tile.points} point{plural} each"
        for p in game.players:
            got = [e for e in summary if getattr(e, "player", None) == p.seat]
            ach = next((e for e in got if isinstance(e, E.AchievementScored)), None)
            bonus = sum(e.points for e in got if isinstance(e, E.BonusScored))
            ravel = next((e for e in got if isinstance(e, E.RavelScored)), None)
            gained = (ach.points if ach else 0) + bonus + (ravel.points if ravel else 0)
            total_after = sum(p.achievements[: self.week]) + sum(p.bonuses[: self.week])
            if game.nautoma is not None and p.is_nautoma:
                total_after += sum(game.nautoma.ravel_points[: self.week])
            detail = ""
            if ach is not None and ach.base is not None:
                if not ach.scores:
                    detail = "scores no achievements at difficulty 1"
                else:
                    detail = f"base {ach.base} + {ach.units - ach.base} markers"
            self.rows.append(
                {
                    "seat": p.seat, "name": p.name, "units": ach.units if ach else 0,
                    "points": ach.points if ach else 0, "bonus": bonus,
                    "ravel": ravel, "before": total_after - gained, "after": total_after,
                    "detail": detail,
                }
            )  # fmt: skip
        self.elapsed = 0.0
        self.button = pygame.Rect(0, 0, 0, 0)

    @property
    def animating(self) -> bool:
        return self.elapsed < COUNT_SECONDS

    def update(self, dt: float) -> None:
        speed = getattr(self.app.settings, "animation_speed", 1.0)
        self.elapsed = COUNT_SECONDS if speed <= 0 else self.elapsed + dt * speed

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        ):
            if self.animating:
                self.elapsed = COUNT_SECONDS
            elif event.type == pygame.MOUSEBUTTONDOWN or event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE,
            ):  # fmt: skip
                self.app.pop()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        layer.fill(UI["overlay"])
        surface.blit(layer, (0, 0))
        box = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.3) + len(self.rows) * t.px(64))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(14))
        pygame.draw.rect(surface, UI["panel_edge"], box, 2, border_radius=t.px(14))
        x, y = box.x + t.px(24), box.y + t.px(18)
        surface.blit(t.text(f"End of week {self.week}", FontRole.TITLE, UI["text"]), (x, y))
        y += t.font(FontRole.TITLE).get_linesize()
        surface.blit(t.text(f"Achievement: {self.tile_words}", FontRole.BODY, UI["accent"]), (x, y))
        y += t.font(FontRole.BODY).get_linesize() + t.px(10)
        progress = ease_out_cubic(min(1.0, self.elapsed / COUNT_SECONDS))
        best = max((r["after"] for r in self.rows), default=1) or 1
        track_x = x + t.px(330)
        track_w = box.right - t.px(90) - track_x
        for r in self.rows:
            colour = seat_colour(self.view.players[r["seat"]])
            pygame.draw.circle(surface, colour, (x + t.px(8), y + t.px(12)), t.px(8))
            surface.blit(t.text(r["name"], FontRole.BODY_BOLD, UI["text"]), (x + t.px(24), y))
            parts = [f"{self.unit_words}: {r['units']} × {self.per_unit} = {r['points']}"]
            if r["bonus"]:
                parts.append(f"+{r['bonus']} bonus")
            if r["ravel"] is not None:
                parts.append(f"Ravel +{r['ravel'].points}")
            line = ", ".join(parts)
            surface.blit(t.text(line, FontRole.SMALL, UI["text"]), (x + t.px(24), y + t.px(22)))
            if r["detail"]:
                surface.blit(
                    t.text(r["detail"], FontRole.SMALL, UI["text_dim"]),
                    (x + t.px(24), y + t.px(40)),
                )
            shown = round(r["before"] + (r["after"] - r["before"]) * progress)
            bar = pygame.Rect(track_x, y + t.px(8), max(2, round(track_w * shown / best)), t.px(18))
            pygame.draw.rect(
                surface, UI["input"], (track_x, bar.y, track_w, bar.h), border_radius=t.px(5)
            )
            pygame.draw.rect(surface, colour, bar, border_radius=t.px(5))
            num = t.text(f"{shown}", FontRole.HEADING, UI["text"])
            surface.blit(num, (track_x + track_w + t.px(10), y + t.px(4)))
            y += t.px(64)
        self.button = pygame.Rect(0, 0, t.px(220), t.px(44))
        self.button.midbottom = (box.centerx, box.bottom - t.px(16))
        pygame.draw.rect(surface, UI["button_active"], self.button, border_radius=t.px(8))
        pygame.draw.rect(surface, UI["focus"], self.button, 2, border_radius=t.px(8))
        label = t.text(f"Start week {self.week + 1} (Enter)", FontRole.BODY_BOLD, UI["text"])
        surface.blit(label, label.get_rect(center=self.button.center))
        note = t.text("Achievement points so far", FontRole.SMALL, UI["text_dim"])
        surface.blit(note, (track_x, box.y + t.px(64)))
