"""End of week: each seat's achievement count counted up, then its points, Nautoma's markers,
the +3 bonus and Ravel points shown as they are scored, each adding to a score track.

An overlay on the table. Every figure comes from the week's scoring events (the engine's
`AchievementScored`, `BonusScored`, `RavelScored`) and the players' public achievement and
bonus lists; nothing here applies a rule. The count plays beat by beat (see `countup`) at the
animation speed (at once at "instant"); a key or click shows the end at once, and a second
one (Enter, Space, Esc or a click) continues.
"""

from __future__ import annotations

import pygame

from ... import engine as E
from ...engine import TILE_WORDS, Game
from ..art.board import seat_colour
from ..look.theme import UI, FontRole, shorten, wrap
from ..shell import audio
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import draw_window, grid, overlay
from ..ui.countup import Timeline, counted
from ..ui.prompts import label_with_buttons

#: The beats of the count, in seconds at normal speed (a beat nobody scores in is left out).
BEATS = (("units", 1.0), ("points", 0.6), ("markers", 0.6), ("bonus", 0.6), ("ravel", 0.7))
#: The beats that add points (a sound as each begins).
SCORING = ("points", "bonus", "ravel")


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
            markers = None
            detail = ""
            if ach is not None and ach.base is not None:
                if not ach.scores:
                    detail = "scores no achievements at difficulty 1"
                else:
                    markers = ach.units - ach.base
                    detail = f"base {ach.base} + {markers} markers"
            self.rows.append(
                {
                    "seat": p.seat, "name": p.name, "units": ach.units if ach else 0,
                    "points": ach.points if ach else 0, "bonus": bonus,
                    "ravel": ravel, "before": total_after - gained, "after": total_after,
                    "detail": detail, "markers": markers,
                }
            )  # fmt: skip
        rows = self.rows
        self.timeline = Timeline(
            (name, seconds)
            for name, seconds in BEATS
            if name in ("units", "points")
            or (name == "markers" and any(r["detail"] for r in rows))
            or (name == "bonus" and any(r["bonus"] for r in rows))
            or (name == "ravel" and any(r["ravel"] is not None for r in rows))
        )
        self.elapsed = 0.0
        self.button = pygame.Rect(0, 0, 0, 0)

    @property
    def count_seconds(self) -> float:
        """How long the whole count takes at normal speed."""
        return self.timeline.total

    @property
    def animating(self) -> bool:
        return self.elapsed < self.timeline.total

    def skip(self) -> None:
        """Show the end of the count at once."""
        self.elapsed = max(self.elapsed, self.timeline.total)

    def update(self, dt: float) -> None:
        speed = getattr(self.app.settings, "animation_speed", 1.0)
        before = self.elapsed
        self.elapsed = self.timeline.total if speed <= 0 else self.elapsed + dt * speed
        if speed > 0:
            for beat in self.timeline.crossed(before, self.elapsed):
                if beat in SCORING and self._scores_in(beat):
                    audio.play("points_scored")

    def _scores_in(self, beat: str) -> bool:
        if beat == "ravel":
            return any(r["ravel"] is not None and r["ravel"].points for r in self.rows)
        return any(r[beat] for r in self.rows)

    # --- What is shown -------------------------------------------------------------------------

    def shown(self, seat: int) -> dict[str, int | None]:
        """The figures of ``seat``'s row as now shown: ``units`` (the achievement count),
        ``points``, ``markers`` (Nautoma's; None for a person), ``bonus``, ``ravel`` (None
        without Ravel mode) and ``total`` (the score track); None for a figure not shown
        yet. At the end of the count they are the engine's figures."""
        r = next(r for r in self.rows if r["seat"] == seat)
        tl, t = self.timeline, self.elapsed
        ravel = r["ravel"].points if r["ravel"] is not None else None
        total = r["before"]
        total += counted(r["points"], tl.progress("points", t))
        total += counted(r["bonus"], tl.progress("bonus", t))
        total += counted(ravel or 0, tl.progress("ravel", t))
        return {
            "units": counted(r["units"], tl.progress("units", t)),
            "points": r["points"] if tl.started("points", t) else None,
            "markers": r["markers"] if tl.started("markers", t) else None,
            "bonus": r["bonus"] if tl.started("bonus", t) else None,
            "ravel": ravel if tl.started("ravel", t) else None,
            "total": total,
        }

    # --- Input -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        ):
            if self.animating:
                self.skip()
            elif event.type == pygame.MOUSEBUTTONDOWN or event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE,
            ):  # fmt: skip
                self.app.pop()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    # --- Drawing -----------------------------------------------------------------------------

    def lines(self, r: dict, shown: dict) -> list[str]:
        """The row's parts as now shown: the achievement count (Nautoma's base and markers
        once they are shown) and its points; the +3 bonus and Ravel points as each is scored,
        in words (never an equation false as written); the points of earlier weeks, so that
        the parts add up to the score track's number."""
        count = f"{self.unit_words}: {shown['units']}"
        if r["markers"] is not None and shown["markers"] is not None:
            marks = "marker" if r["markers"] == 1 else "markers"
            count += f" (base {r['units'] - r['markers']} + {r['markers']} {marks})"
        if shown["points"] is not None:
            count += f" × {self.per_unit} = {shown['points']}"
        out = [count]
        if r["detail"] and r["markers"] is None:
            out.append(r["detail"])  # scores no achievements at difficulty 1
        if shown["bonus"]:
            out.append(f"bonus +{shown['bonus']}")
        if shown["ravel"] is not None:  # what she gained and lost, as the log says it
            ravel = r["ravel"]
            floor = ", never below 0" if ravel.gained < ravel.lost else ""
            out.append(f"Ravel: {ravel.gained} gained, {ravel.lost} lost{floor}, so "
                       f"{shown['ravel']}")  # fmt: skip
        if r["before"]:
            out.append(f"earlier weeks {r['before']}")
        return out

    def _wrapped(self, r: dict, shown: dict, width: int) -> list[str]:
        """The row's parts one after another, wrapped to ``width`` (a part starts a line
        when it does not fit after the one before)."""
        small = self.app.theme.font(FontRole.SMALL)
        out: list[str] = []
        for part in self.lines(r, shown):
            joined = f"{out[-1]} · {part}" if out else part
            if out and small.size(joined)[0] <= width:
                out[-1] = joined
            else:
                out += wrap(part, small, width)
        return out

    def _final(self, r: dict) -> dict:
        """The row's figures at the end of the count (every line there will be)."""
        ravel = r["ravel"].points if r["ravel"] is not None else None
        return {"units": r["units"], "points": r["points"], "markers": r["markers"],
                "bonus": r["bonus"], "ravel": ravel, "total": r["after"]}  # fmt: skip

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        surface.blit(overlay((w, h), UI["overlay"]), (0, 0))
        bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
        head_h = (t.font(FontRole.TITLE).get_linesize() + t.font(FontRole.BODY).get_linesize()
                  + small.get_linesize() + t.px(14))  # fmt: skip
        button_h = t.px(44)
        box = pygame.Rect(0, 0, round(w * 0.62), 0)
        x = grid(t, 3)
        inner_w = box.w - 2 * grid(t, 3)
        track_dx = round(inner_w * 0.5)
        text_w = track_dx - t.px(12) - t.px(24)
        # each row as tall as its lines at the end of the count (it never grows while shown)
        heights = [
            max(bold.get_linesize() + small.get_linesize(),
                bold.get_linesize() + len(self._wrapped(r, self._final(r), text_w))
                * small.get_linesize()) + t.px(8)
            for r in self.rows
        ]  # fmt: skip
        box.h = grid(t, 2) + head_h + sum(heights) + button_h + grid(t, 5)
        box.center = (w // 2, h // 2)
        self.panel = box  # (what the overlay covers; the layout audit reads it)
        radius = t.px(14)
        draw_window(surface, box, radius, (*UI["panel"][:3], 200))
        pygame.draw.rect(surface, UI["panel_edge"], box, 2, border_radius=radius)
        x, y = box.x + x, box.y + grid(t, 2)  # on the menus' spacing grid
        title = shorten(f"End of week {self.week}", t.font(FontRole.TITLE), inner_w)
        surface.blit(t.text(title, FontRole.TITLE, UI["text"]), (x, y))
        y += t.font(FontRole.TITLE).get_linesize()
        words = shorten(f"Achievement: {self.tile_words}", t.font(FontRole.BODY), inner_w)
        surface.blit(t.text(words, FontRole.BODY, UI["accent"]), (x, y))
        y += t.font(FontRole.BODY).get_linesize()
        best = max((r["after"] for r in self.rows), default=1) or 1
        num_w = t.font(FontRole.HEADING).size("000")[0] + t.px(16)
        track_x = x + track_dx
        track_w = box.right - num_w - grid(t, 3) - track_x
        note = next((n for n in self._notes() if small.size(n)[0] <= track_w + num_w),
                    "Points so far")  # fmt: skip
        surface.blit(t.text(note, FontRole.SMALL, UI["text_dim"]), (track_x, y))
        y += small.get_linesize() + t.px(14)
        for r, row_h in zip(self.rows, heights, strict=True):
            shown = self.shown(r["seat"])
            colour = seat_colour(self.view.players[r["seat"]])
            dot = t.px(8)
            pygame.draw.circle(surface, colour, (x + dot, y + bold.get_linesize() // 2), dot)
            name = shorten(r["name"], bold, text_w)
            surface.blit(t.text(name, FontRole.BODY_BOLD, UI["text"]), (x + t.px(24), y))
            line_y = y + bold.get_linesize()
            for line in self._wrapped(r, shown, text_w):
                surface.blit(t.text(line, FontRole.SMALL, UI["text"]), (x + t.px(24), line_y))
                line_y += small.get_linesize()
            total = shown["total"] or 0
            bar_h = t.px(18)
            bar_y = y + (bold.get_linesize() + small.get_linesize() - bar_h) // 2
            pygame.draw.rect(surface, UI["input"], (track_x, bar_y, track_w, bar_h),
                             border_radius=t.px(5))  # fmt: skip
            bar = pygame.Rect(track_x, bar_y, max(2, round(track_w * total / best)), bar_h)
            pygame.draw.rect(surface, colour, bar, border_radius=t.px(5))
            num = t.text(f"{total}", FontRole.HEADING, UI["text"])
            surface.blit(num, num.get_rect(midleft=(track_x + track_w + t.px(10), bar.centery)))
            y += row_h
        self.button = pygame.Rect(0, 0, t.px(280), button_h)
        self.button.midbottom = (box.centerx, box.bottom - grid(t, 2))
        active = not self.animating
        pygame.draw.rect(
            surface, UI["button_active"] if active else UI["button"], self.button,
            border_radius=t.px(8),
        )  # fmt: skip
        if active:
            pygame.draw.rect(surface, UI["focus"], self.button, 2, border_radius=t.px(8))
        words = f"Start week {self.week + 1} (Enter)" if active else "Show all (any key)"
        label = label_with_buttons(shorten(words, bold, self.button.w - t.px(12)),
                                   FontRole.BODY_BOLD, UI["text"], t)  # fmt: skip
        surface.blit(label, label.get_rect(center=self.button.center))

    def _notes(self) -> list[str]:
        """What the score track counts, longest wording first."""
        kinds = ["Achievement"]
        if any(r["bonus"] for r in self.rows):
            kinds.append("bonus")
        if any(r["ravel"] is not None for r in self.rows):
            kinds.append("Ravel")
        what = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " and " + kinds[-1]
        return [f"{what} points so far", "Points so far"]
