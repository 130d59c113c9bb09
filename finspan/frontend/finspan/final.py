"""Finspan's final scores, on the table kit's end screen (`kit.final.FinalFrame`: the
buttons, the celebration, looking at the finished table, the replay kept): the full breakdown
per player counted up category by category, the winner and the tie-break, the winner's ocean,
a chart of each player's score week by week, a personal best or a first win named.

Every figure is the engine's `Outcome`; the milestones come from `finspan.stats`. The count
plays at the animation speed (at once at "instant", with no celebration); a key or a click
away from the buttons shows the end at once.
"""

from __future__ import annotations

import contextlib
from functools import partial
from typing import Any

import pygame

from ... import game_stats, stats
from ...engine import Game, TieBreak, score_history
from ..art import fish_art
from ..art.board import OceanLayout, draw_ocean, seat_colour
from ..art.card_help import card_tip
from ..kit.final import FinalFrame
from ..look import theme as th
from ..look.theme import UI, FontRole, shorten, wrap
from ..shell import audio
from ..shell.scene import AppContext
from ..ui.backdrop import grid, shadowed_panel
from ..ui.countup import Timeline, counted
from ..ui.pointing import HOVER_DELAY
from ..ui.words import as_object, possessive, subject_verb
from ..ui.zoom import Zoom, ZoomScene, keep_zoom

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
#: The buttons, in the kit's order (`kit.final.BUTTON_WORDS`).
LOOK, PLAY_AGAIN, NEW_GAME, TITLE, REVIEW = range(5)
#: Seconds (at normal speed) each category of the breakdown takes to count up.
ROW_S = 0.45
#: The showcased ocean's width to height, and the least width it is painted at (smaller
#: pictures are scaled down from that, so its cards keep the table's layout).
OCEAN_ASPECT = 1.15
OCEAN_PAINT_W = 620


def _milestones(game: Game) -> list[str]:
    """What this game achieved against the earlier recorded games, in words (none for a
    practice game, or if the statistics cannot be read: they never cost the scores)."""
    if not game_stats.counts_in_statistics(game):
        return []
    with contextlib.suppress(Exception):
        record = stats.game_record(game)
        earlier = stats.earlier_records(record, stats.load_records(repair=False).records)
        found = stats.milestones(record, earlier)
        lines = [m.words for m in found if m.kind == "first_win"]
        bests = [m for m in found if m.kind == "personal_best"]
        if len(bests) == 1:
            lines.append(bests[0].words)
        elif bests:  # several people in a hot-seat game: one line
            lines.append("Personal bests: " + ", ".join(
                f"{m.name} {m.score} (before: {m.previous})" for m in bests))
        return lines
    return []


def _swimmer(fish: Any, length: int) -> pygame.Surface:
    """A fish of the celebration, ``length`` pixels long, facing right."""
    return fish_art.fish_picture(fish, length, round(length * 0.62), backdrop=False)


class FinalScene(FinalFrame):
    """The end of a Finspan game."""

    def __init__(self, app: AppContext, game: Game) -> None:
        super().__init__(app, game)
        self.view = game.public_state()
        self.outcome = game.outcome()
        self.scores: list[dict[str, int]] = [s.to_dict() for s in self.outcome.scores]
        self.winners = self.outcome.winners
        self.history = score_history(game)  # (week, totals) of each week played
        self.rows = [r for r in ROWS
                     if r[2] != "ravel" or (game.nautoma and game.nautoma.ravel)]  # fmt: skip
        self.timeline = Timeline((label, ROW_S) for label, _k, _n in self.rows)
        self.counting = 0.0  # seconds of the count played (at normal speed)
        self.milestones = _milestones(game)
        self.showcase = self._showcase_seat()
        self._ocean_pic: pygame.Surface | None = None
        self.mouse = (-1, -1)
        self.hover_slot: int | None = None  # a slot of the shown ocean under the mouse
        self.hover_age = 0.0
        self.zoom: ZoomScene | None = None  # its fish's zoom, a scene above this one

    def _showcase_seat(self) -> int:
        """The seat whose ocean is shown: the winner's (the best-placed person's if Nautoma,
        who has no ocean, wins)."""
        people = [p.seat for p in self.game.players if not p.is_nautoma]
        for seat in [*self.winners, *self.outcome.ranking]:
            if seat in people:
                return seat
        return people[0]

    # --- The count -----------------------------------------------------------------------------

    @property
    def counted_up(self) -> bool:
        return self.counting >= self.timeline.total

    @property
    def body_animating(self) -> bool:
        """A hover waiting for its zoom."""
        return self.hover_slot is not None and self.hover_age < HOVER_DELAY

    # --- The shown ocean's fish, zoomed on hover -------------------------------------------------

    def _slot_at(self, pos: tuple[int, int]) -> int | None:
        mat = self._areas(self.areas(self.size)["body"])["mat"]
        if mat is None or not mat.collidepoint(pos):
            return None
        return OceanLayout.fit(mat).slot_at(pos)

    def zoom_source(self) -> Zoom | None:
        """The hovered fish of the shown ocean, once the mouse has rested on it."""
        if self.hover_slot is None or self.hover_age < HOVER_DELAY:
            return None
        top = self.view.players[self.showcase].ocean[self.hover_slot].top
        mat = self._areas(self.areas(self.size)["body"])["mat"]
        if top is None or mat is None:
            return None
        return Zoom(OceanLayout.fit(mat).slots[self.hover_slot], card=top, card_tip=card_tip)

    def skip(self) -> None:
        """Show every score at once (the celebration, if it plays, goes on)."""
        self.counting = self.timeline.total

    def _value(self, seat: int, key: str | None, nkey: str | None) -> int | None:
        k = nkey if self.game.players[seat].is_nautoma else key
        return None if k is None else self.scores[seat].get(k, 0)

    def shown(self, seat: int) -> dict[str, int | None]:
        """``seat``'s figures as now shown, by row label (None: not counted yet, or no such
        row for this seat) and ``Total``. At the end they are the engine's `Outcome`."""
        out: dict[str, int | None] = {}
        done = whole = 0
        for label, key, nkey in self.rows:
            value = self._value(seat, key, nkey)
            progress = self.timeline.progress(label, self.counting)
            started = self.timeline.started(label, self.counting)
            out[label] = counted(value, progress) if value is not None and started else None
            whole += abs(value or 0)
            done += abs(out[label] or 0)
        total = self.scores[seat]["total"]
        out["Total"] = total if self.counted_up else round(total * done / whole) if whole else 0
        return out

    def count(self, dt: float, speed: float) -> None:
        """The breakdown counts up, a category at a time (its sound when it gives points)."""
        before = self.counting
        self.counting = self.timeline.total if speed <= 0 else self.counting + dt * speed
        crossed = self.timeline.crossed(before if before > 0 else -1.0, self.counting)
        if speed > 0 and any(self._scores_in(label) for label in crossed):
            audio.play("points_scored")  # a category that gives someone points

    def update(self, dt: float) -> None:
        self.hover_age += dt
        self.zoom = keep_zoom(self.app, self.zoom, self.zoom_source)
        super().update(dt)

    def _scores_in(self, label: str) -> bool:
        """Whether the category ``label`` gives any seat points."""
        row = next(r for r in self.rows if r[0] == label)
        return any(self._value(seat, row[1], row[2]) for seat in range(len(self.scores)))

    def swimmers(self) -> list[Any]:
        """The showcased ocean's fish swim in the celebration."""
        from ...engine import CATALOG

        ocean = self.view.players[self.showcase].ocean
        return [partial(_swimmer, CATALOG[s.top]) for s in ocean if s.top is not None]

    def notes(self) -> list[str]:
        return self.milestones

    # --- Words -------------------------------------------------------------------------------

    def heading(self) -> str:
        return self.verdict()

    def verdict(self) -> str:
        """Who won and how the tie-break decided it (RULES.md 10.3, 11), in words that read
        right for any name ("You win", "the tie goes to you"); the engine's `Outcome` says
        who and how."""
        o = self.outcome
        names = [self.game.players[s].name for s in o.winners]
        best = o.totals[o.winners[0]]
        if o.tie_break == TieBreak.NONE:
            return f"{subject_verb(names, 'wins', 'win')} with {best} points!"
        if o.tie_break == TieBreak.NAUTOMA:
            return f"A tie at {best}: the tie goes to {as_object(names[0])}, against Nautoma."
        if o.tie_break == TieBreak.HAND:
            hand = len(self.game.players[o.winners[0]].hand)
            return (f"A tie at {best}: {subject_verb(names, 'wins', 'win')} with the most cards "
                    f"in hand ({hand}).")  # fmt: skip
        return (f"A tie at {best} with as many cards in hand: "
                f"{subject_verb(names, 'shares', 'share')} the victory.")  # fmt: skip

    # --- Input -------------------------------------------------------------------------------

    def body_event(self, event: pygame.event.Event) -> bool:
        """The mouse over the showcased ocean: its fish's zoom after a rest (the motion is
        everyone's too)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            slot = self._slot_at(event.pos)
            if slot != self.hover_slot:
                self.hover_slot, self.hover_age = slot, 0.0
        return False

    # --- Drawing -----------------------------------------------------------------------------

    def _areas(self, body: pygame.Rect) -> dict[str, pygame.Rect | None]:
        """Where the breakdown, the ocean's panel, its mat (None if too small) and the chart
        go in the ``body`` (computed alike for drawing and for the hover)."""
        t = self.app.theme
        pad = grid(t, 3)  # margins and gaps on the menus' spacing grid
        table_w = round((body.w + 2 * pad) * 0.55)
        right = pygame.Rect(body.x + table_w + pad, body.y, body.right - table_w - pad - body.x,
                            body.h)  # fmt: skip
        ocean_h = round(right.h * 0.55)
        ocean = pygame.Rect(right.x, right.y, right.w, ocean_h)
        chart_top = right.y + ocean_h + grid(t, 2)
        inner = ocean.inflate(-grid(t, 4), -grid(t, 3))
        face = t.font(FontRole.BODY_BOLD)
        room = pygame.Rect(inner.x, inner.y + face.get_linesize() + t.px(4), inner.w, 0)
        room.h = inner.bottom - room.y
        mat = None
        if room.h >= t.px(60):
            ow = min(room.w, round(room.h * OCEAN_ASPECT))
            mat = pygame.Rect(0, 0, ow, round(ow / OCEAN_ASPECT))
            mat.midtop = room.midtop
        return {
            "table": pygame.Rect(body.x, body.y, table_w, body.h),
            "ocean": ocean,
            "mat": mat,
            "chart": pygame.Rect(right.x, chart_top, right.w, right.bottom - chart_top),
        }

    def paint_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The breakdown, the showcased ocean and the week-by-week chart."""
        areas = self._areas(rect)
        self._draw_table(surface, areas["table"])  # type: ignore[arg-type]
        self._draw_ocean(surface, areas["ocean"], areas["mat"])  # type: ignore[arg-type]
        self._draw_chart(surface, areas["chart"])  # type: ignore[arg-type]

    def _draw_ocean(
        self, surface: pygame.Surface, rect: pygame.Rect, mat: pygame.Rect | None
    ) -> None:
        """The winner's ocean (the table's own painter), titled, inside ``rect`` (its mat at
        ``mat``, none if there is no room)."""
        t = self.app.theme
        shadowed_panel(surface, rect, t)
        face = t.font(FontRole.BODY_BOLD)
        title = self.ocean_title()
        inner = rect.inflate(-grid(t, 4), -grid(t, 3))
        img = t.text(shorten(title, face, inner.w), FontRole.BODY_BOLD, UI["text"])
        surface.blit(img, inner.topleft)
        if mat is None:
            return
        surface.blit(self._ocean_picture(mat.size), mat)

    def ocean_title(self) -> str:
        """"Ana's winning ocean", "Your winning ocean" (the best-placed person's ocean when
        Nautoma wins)."""
        name = self.view.players[self.showcase].name
        won = self.showcase in self.winners
        return f"{possessive(name)} {'winning ocean' if won else 'ocean'}"

    def _ocean_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The showcased ocean at ``size``: painted by the table's painter at a size where
        its cards are laid out as at the table, then scaled down if ``size`` is smaller
        (kept for the last size asked)."""
        if self._ocean_pic is not None and self._ocean_pic.get_size() == size:
            return self._ocean_pic
        t = self.app.theme
        width = max(size[0], OCEAN_PAINT_W)
        canvas = pygame.Surface((width, round(width / OCEAN_ASPECT)))
        canvas.fill(UI["background"])
        layout = OceanLayout.fit(canvas.get_rect())
        draw_ocean(canvas, layout, self.view.players[self.showcase], t, dim_bonuses=False)
        if canvas.get_size() != size:
            canvas = pygame.transform.smoothscale(canvas, size)
        self._ocean_pic = canvas
        return canvas

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
        rows = self.rows
        shown = [self.shown(i) for i in range(len(players))]
        small = t.font(FontRole.SMALL)
        inner = rect.inflate(-grid(t, 4), -grid(t, 3))
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
        box = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, height + grid(t, 3)))
        shadowed_panel(surface, box, t)
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
            if i in self.winners and self.counted_up:
                star = t.text("winner", FontRole.SMALL, UI["focus"])
                surface.blit(star, (x + 2 * dot + t.px(3), y + face.get_linesize()))
        y += head + t.px(8)
        label_face = t.font(body)
        for label, key, nkey in rows:
            progress = self.timeline.progress(label, self.counting)
            if 0 < progress < 1:  # the category being counted
                band = pygame.Rect(x0 - t.px(4), y, inner.w + t.px(8), line)
                pygame.draw.rect(surface, th.lerp(UI["panel"], UI["accent"], 0.25), band,
                                 border_radius=t.px(4))  # fmt: skip
            words = shorten(label, label_face, label_w - t.px(6))
            surface.blit(t.text(words, body, UI["text_dim"]), (x0, y))
            for i, p in enumerate(players):
                k = nkey if p.is_nautoma else key
                figure = shown[i][label]
                value = "—" if k is None else "" if figure is None else str(figure)
                if not value:
                    continue
                surface.blit(
                    t.text(value, body, UI["text"]), (x0 + label_w + i * col_w + t.px(15), y)
                )
            y += line
        pygame.draw.line(surface, UI["panel_edge"], (x0, y), (inner.right, y), 2)
        y += t.px(8)
        surface.blit(t.text("Total", bold, UI["text"]), (x0, y))
        for i, _p in enumerate(players):
            ink = UI["focus"] if i in self.winners and self.counted_up else UI["text"]
            img = t.text(str(shown[i]["Total"]), total, ink)
            surface.blit(img, (x0 + label_w + i * col_w + t.px(15), y))
        y += t.font(total).get_linesize() + t.px(6)
        for note in notes:
            if y + small.get_linesize() > box.bottom:
                break
            surface.blit(t.text(note, FontRole.SMALL, UI["text_dim"]), (x0, y))
            y += small.get_linesize()

    def chart_plot(self, rect: pygame.Rect) -> tuple[pygame.Rect, int, bool] | None:
        """Where the chart's lines go in its panel ``rect``, measured from the text beside
        them: the plot, how many steps its score labels divide it into (fewer on a low
        plot, never touching) and whether the weeks are labelled "week 2" (else "2"); None
        when not even a plot with one step fits (the panel then says so in whole words)."""
        t = self.app.theme
        small, bold = t.font(FontRole.SMALL), t.font(FontRole.BODY_BOLD)
        label_h = small.get_linesize()
        top = max((max(row) for _week, row in self.history), default=0) or 1
        top = ((top + 19) // 20) * 20
        left = rect.x + t.px(12) + small.size(str(top))[0] + t.px(6)
        plot = pygame.Rect(left, rect.y + t.px(8) + bold.get_linesize() + label_h // 2, 0, 0)
        plot.w = rect.right - t.px(12) - small.size("week 4")[0] // 2 - plot.x
        plot.h = rect.bottom - t.px(8) - label_h - t.px(4) - plot.y
        steps = min(4, plot.h // max(1, label_h + t.px(2)))  # labels never touch
        if steps < 1 or plot.w < t.px(60):
            return None
        weeks = len(self.history)
        apart = plot.w // max(1, weeks - 1)
        named = small.size("week 4")[0] + t.px(8) <= apart or weeks == 1
        return plot, steps, named

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Each player's score at the end of each week, as lines; on a low panel, fewer
        labels, and only when even that has no room, a note in whole words."""
        t = self.app.theme
        shadowed_panel(surface, rect, t)
        surface.blit(
            t.text("Score week by week", FontRole.BODY_BOLD, UI["text"]),
            (rect.x + t.px(12), rect.y + t.px(8)),
        )
        weeks = len(self.history)
        if weeks == 0:
            return
        small = t.font(FontRole.SMALL)
        fitted = self.chart_plot(rect)
        if fitted is None:  # too low to read (a tiny window with large text)
            y = rect.y + t.px(8) + t.font(FontRole.BODY_BOLD).get_linesize()
            note = "A larger window or a smaller text size shows the chart."
            lines = wrap(note, small, rect.w - t.px(24))
            if y + len(lines) * small.get_linesize() <= rect.bottom:  # whole, or not at all
                for line in lines:
                    surface.blit(t.text(line, FontRole.SMALL, UI["text_dim"]),
                                 (rect.x + t.px(12), y))  # fmt: skip
                    y += small.get_linesize()
            return
        plot, steps, named = fitted
        top = max(max(row) for _week, row in self.history) or 1
        top = ((top + 19) // 20) * 20
        for k in range(steps + 1):
            v = top * k // steps
            yy = plot.bottom - plot.h * k // steps
            pygame.draw.line(surface, UI["panel_edge"], (plot.x, yy), (plot.right, yy), 1)
            img = t.text(str(v), FontRole.SMALL, UI["text_dim"])
            surface.blit(img, (plot.x - img.get_width() - t.px(6), yy - img.get_height() // 2))
        for wk, (week, _row) in enumerate(self.history):  # the weeks played (from a position:
            x = plot.x + (plot.w * wk // max(1, weeks - 1) if weeks > 1 else plot.w // 2)
            label = f"week {week}" if named else str(week)  # the later ones)
            img = t.text(label, FontRole.SMALL, UI["text_dim"])
            surface.blit(img, (x - img.get_width() // 2, plot.bottom + t.px(4)))
        for seat in range(len(self.game.players)):
            colour = seat_colour(self.view.players[seat])
            if sum(colour) < 200:  # a black diver: a light edge so the line shows on the panel
                colour = (110, 116, 140)
            points = []
            for wk, (_week, row) in enumerate(self.history):
                x = plot.x + (plot.w * wk // max(1, weeks - 1) if weeks > 1 else plot.w // 2)
                points.append((x, plot.bottom - round(plot.h * row[seat] / top)))
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, t.px(3))
            for pt in points:
                pygame.draw.circle(surface, colour, pt, t.px(5))
                pygame.draw.circle(surface, UI["text_dark"], pt, t.px(5), 1)
