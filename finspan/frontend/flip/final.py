"""Fish'n'Flip's end screen, on the table kit's frame (`kit.final.FinalFrame`: the buttons,
the celebration, looking at the finished table, the replay kept): the verdict, the net as it
ended (painted by the table's own painters; bidding, whose grid is empty at the end: the
points round by round), each player's part and the rating or the ranking. Cooperative: won
or lost, the animals left and the rating, the turns that were a "Fish'n'Flip!", what each
player freed and the animals freed turn by turn; competitive: each seat's score (animal
cards, waste) in ranking order, their bids kept and lost. Every figure is the engine's
`Outcome` and the game's own events (replayed from its start: what the players saw).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from ... import flip as F
from ...flip import FLIP, Game, Mode, replay
from ..art.animals import animal_picture
from ..kit.final import FinalFrame
from ..look.theme import UI, Colour, FontRole, shorten, wrap, wrap_parts
from ..shell.scene import AppContext
from ..ui.backdrop import grid, shadowed_panel
from ..ui.charts import Series, chart_title, draw_legend, draw_line_chart, legend_height
from .paint_side import seat_colour
from .words import count_words

FISH_N_FLIP = "Fish'n'Flip"


@dataclass
class Part:
    """One seat's part of the game, from its events: turns played, animals freed, the
    "Fish'n'Flip!" turns and powers used (together); bids won, kept and lost (bidding)."""

    turns: int = 0
    freed: int = 0
    flips: int = 0
    powers: int = 0
    bids_won: int = 0
    bids_kept: int = 0
    bids_lost: list[int] = field(default_factory=list)


def parts(game: Game) -> list[Part]:
    """Each seat's part of ``game``, from its events replayed from its start."""
    seats = len(game.public_state().seats)
    out = [Part() for _ in range(seats)]
    for step in replay(FLIP.restart(game), game.history):
        for e in step.events:
            if isinstance(e, F.TurnEnded):
                out[e.player].turns += 1
                out[e.player].freed += e.freed
            elif isinstance(e, F.FishNFlip):
                out[e.player].flips += 1
            elif isinstance(e, F.PowerUsed):
                out[e.player].powers += 1
            elif isinstance(e, F.BidWon):
                out[e.player].bids_won += 1
            elif isinstance(e, F.BidSettled):
                if e.freed >= e.amount:
                    out[e.player].bids_kept += 1
                else:
                    out[e.player].bids_lost.append(e.amount)
    return out


def progress(game: Game) -> list[list[int]]:
    """How the game went, from its events: together, the animals freed so far after each
    turn (one line); bidding, each seat's score after each round (a line per seat: a card
    kept or given 1 point, a waste card -2)."""
    seats = len(game.public_state().seats)
    if game.public_state().mode is Mode.COOP:
        freed, line = 0, [0]
        for step in replay(FLIP.restart(game), game.history):
            for e in step.events:
                if isinstance(e, F.TurnEnded):
                    freed += e.freed
                    line.append(freed)
        return [line]
    score = [0] * seats
    lines: list[list[int]] = [[0] for _ in range(seats)]
    for step in replay(FLIP.restart(game), game.history):
        for e in step.events:
            if isinstance(e, F.BidSettled):
                score[e.player] += e.kept
            elif isinstance(e, F.WasteTaken):
                score[e.player] -= 2
            elif isinstance(e, F.CardGiven):
                score[e.receiver] += 1
            elif isinstance(e, F.BiddingStarted) and e.round > 1:
                for seat in range(seats):
                    lines[seat].append(score[seat])
    for seat in range(seats):
        lines[seat].append(score[seat])
    return lines


def result_lines(game: Game) -> tuple[str, list[str]]:
    """The heading and the lines of the result, all read from the engine's outcome."""
    o = game.outcome()
    names = [s.name for s in game.public_state().seats]
    if o.mode is Mode.COOP:
        if o.lost:
            return "The net tore: the game is lost", [o.verdict]
        head = "The net is emptied" if o.animals_left == 0 else "The game is won"
        lines = [f"{o.verdict}."]  # the animals left and the rating, said once
        flips = len(o.fish_n_flip_turns)
        turns = f"{o.turns} turns"
        if flips:
            turns += f" · {count_words(flips, FISH_N_FLIP)} (5 or more freed in a turn)"
        return head, [*lines, turns]
    who = [names[s] for s in o.winners]
    winners = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    head = f"{winners} {'wins' if len(who) == 1 else 'share the win'}"
    return head, [o.verdict]


def part_lines(game: Game) -> list[tuple[int, str, str]]:
    """(seat, name, its part in words) for each seat of ``game`` (`part_words`)."""
    return part_words(game.outcome(), [s.name for s in game.public_state().seats], parts(game))


def part_words(o: Any, names: list[str], found: list[Part]) -> list[tuple[int, str, str]]:
    """(seat, name, its part in words) for each seat, from the outcome ``o`` and each seat's
    `Part`: together in seat order, bidding in ranking order with its place."""
    if o.mode is Mode.COOP:
        out = []
        for seat, (name, p) in enumerate(zip(names, found, strict=True)):
            words = f"freed {count_words(p.freed, 'animal')} in {count_words(p.turns, 'turn')}"
            if p.flips:
                words += f" · {count_words(p.flips, FISH_N_FLIP)}"
            if p.powers:
                words += f" · {count_words(p.powers, 'power')} used"
            out.append((seat, name, words))
        return out
    out = []
    for seat in sorted(range(len(names)), key=lambda s: (o.ranking[s], s)):  # 1 is first
        p = found[seat]
        words = (f"{o.ranking[seat]}. {count_words(o.scores[seat], 'point')} "
                 f"({count_words(o.cards[seat], 'card')}, {o.waste[seat]} waste)")  # fmt: skip
        bids = f"bids: {p.bids_kept} kept"
        if p.bids_lost:
            bids += f", {len(p.bids_lost)} not kept ({', '.join(map(str, p.bids_lost))})"
        out.append((seat, names[seat], f"{words} · {bids}"))
    return out


def _swimmer(animal: str, length: int) -> pygame.Surface:
    """An animal of the celebration, ``length`` pixels long, swimming right."""
    return animal_picture(animal, "right", length, round(length * 0.6))


class FlipFinal(FinalFrame):
    """The end of a Fish'n'Flip game, above its table."""

    def __init__(self, app: AppContext, game: Game) -> None:
        super().__init__(app, game)
        self.head, self.lines = result_lines(game)
        self.parts = part_lines(game)
        self.progress = progress(game)
        self.outcome = game.outcome()
        self.TITLE = "Final scores" if self.outcome.mode is Mode.COMPETITIVE else FISH_N_FLIP
        self._net: tuple[tuple[int, int], pygame.Surface] | None = None

    # --- The frame's hooks -------------------------------------------------------------------

    def heading(self) -> str:
        return self.head

    def heading_colour(self) -> Colour:
        return UI["danger"] if self.outcome.lost else UI["focus"]

    def swimmers(self) -> list[Any]:
        """The game's animals swim, unless the net tore."""
        if self.outcome.lost:
            return []
        animals = [str(a) for a in getattr(self.game.setup, "animals", None) or ()]
        animals = animals or [str(a) for a in F.AnimalType][:4]
        return [partial(_swimmer, a) for a in animals]

    def paint_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """At the left the net as it ended (together) or the points round by round (bidding:
        the grid is empty once its last round is settled); the result and each player's part
        at the right, with the animals freed turn by turn under them where there is room."""
        t = self.app.theme
        gap = grid(t, 3)
        left = pygame.Rect(rect.x, rect.y, round(rect.w * 0.5), rect.h)
        words = pygame.Rect(left.right + gap, rect.y, rect.right - left.right - gap, rect.h)
        if self.outcome.mode is Mode.COOP:
            self._paint_net(surface, left)
        else:
            shadowed_panel(surface, left, t)
            self._paint_chart(surface, left.inflate(-grid(t, 4), -grid(t, 3)))
        self._paint_words(surface, words)

    # --- Painting --------------------------------------------------------------------------

    def net_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The net as it ended, cut from the table's own painting of the finished game (laid
        out for the window) and scaled to fit ``size`` (kept for the last size asked)."""
        if self._net is not None and self._net[0] == size:
            return self._net[1]
        from .table import FlipTable

        table = FlipTable(self.app, self.game)  # never put on the stack: a painter
        table.resize(self.app.size)
        whole = pygame.Surface(self.app.size)
        whole.fill(UI["background"])
        table.draw(whole)
        area = table.layout.rects["net_area"].clip(whole.get_rect())
        cut = pygame.Surface(area.size)
        cut.blit(whole, (0, 0), area)
        scale = min(size[0] / max(1, cut.get_width()), size[1] / max(1, cut.get_height()))
        shown = (max(1, round(cut.get_width() * scale)), max(1, round(cut.get_height() * scale)))
        picture = pygame.transform.smoothscale(cut, shown)
        table.computers.close()
        self._net = (size, picture)
        return picture

    def _paint_net(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.app.theme
        shadowed_panel(surface, rect, t)
        inner = rect.inflate(-grid(t, 4), -grid(t, 3))
        face = t.font(FontRole.BODY_BOLD)
        surface.blit(t.text("The net as the game ended", FontRole.BODY_BOLD, UI["text"]),
                     inner.topleft)  # fmt: skip
        room = pygame.Rect(inner.x, inner.y + face.get_linesize() + t.px(4), inner.w, 0)
        room.h = inner.bottom - room.y
        if room.h < t.px(40) or room.w < t.px(40):
            return
        picture = self.net_picture(room.size)
        surface.blit(picture, picture.get_rect(midtop=room.midtop))

    def _paint_words(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The result's lines, then each player's part (a chip in the seat's colour), then
        (together) the animals freed turn by turn: in body text with the chart if all fit,
        else in small text with it, else without the chart in body or small text."""
        t = self.app.theme
        shadowed_panel(surface, rect, t)
        inner = rect.inflate(-grid(t, 4), -grid(t, 3))
        body = (FontRole.BODY, FontRole.BODY_BOLD)
        small = (FontRole.SMALL, FontRole.SMALL)
        chart_room = self._chart_least(t) + grid(t, 2)
        tries = [(*body, chart_room), (*small, chart_room), (*body, 0), (*small, 0)]
        if self.outcome.mode is not Mode.COOP:  # bidding: the chart is at the left
            tries = [(*body, 0), (*small, 0)]
        for role, bold, room in tries:
            face, name_face = t.font(role), t.font(bold)
            result = [part for line in self.lines for part in wrap(line, face, inner.w)]
            rows = [(seat, name, wrap_parts(words, face, inner.w - t.px(18)))
                    for seat, name, words in self.parts]  # fmt: skip
            height = (len(result) * face.get_linesize() + grid(t, 2)
                      + sum(name_face.get_linesize() + len(w) * face.get_linesize() + t.px(6)
                            for _s, _n, w in rows))  # fmt: skip
            if height + room <= inner.h:
                break
        y = inner.y
        for line in result:
            surface.blit(t.text(line, role, UI["text"]), (inner.x, y))
            y += face.get_linesize()
        y += grid(t, 2)
        y = self._paint_parts(surface, inner, y, rows, role, bold, face, name_face)
        chart = pygame.Rect(inner.x, y + grid(t, 2), inner.w, inner.bottom - y - grid(t, 2))
        if room and chart.h >= self._chart_least(t):
            self._paint_chart(surface, chart)

    @staticmethod
    def _chart_least(t: Any) -> int:
        """The least height of a chart worth showing: its title, its legend, the turns'
        labels under it and a plot 3 small lines high."""
        line = t.font(FontRole.SMALL).get_linesize()
        return t.font(FontRole.BODY_BOLD).get_linesize() + legend_height(t) + 4 * line

    def _paint_parts(self, surface: pygame.Surface, inner: pygame.Rect, y: int, rows: Any,
                     role: FontRole, bold: FontRole, face: Any, name_face: Any) -> int:
        """Each seat's part under the result; returns the y under it."""
        t = self.app.theme
        chip = t.px(6)
        for seat, name, lines in rows:
            if y + name_face.get_linesize() > inner.bottom:
                break
            colour = seat_colour(seat, t)
            pygame.draw.circle(surface, colour, (inner.x + chip, y + name_face.get_linesize() // 2),
                               chip)  # fmt: skip
            won = seat in self.outcome.winners or (self.outcome.mode is Mode.COOP
                                                   and self.outcome.won)  # fmt: skip
            ink = UI["focus"] if won else UI["text"]
            label = shorten(name, name_face, inner.w - 3 * chip)
            surface.blit(t.text(label, bold, ink), (inner.x + 3 * chip, y))
            y += name_face.get_linesize()
            for line in lines:
                if y + face.get_linesize() > inner.bottom:
                    break
                surface.blit(t.text(line, role, UI["text_dim"]), (inner.x + t.px(18), y))
                y += face.get_linesize()
            y += t.px(6)
        return y

    def _paint_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """How the game went: the animals freed turn by turn (together), or each seat's
        score round by round (bidding), as lines."""
        t = self.app.theme
        coop = self.outcome.mode is Mode.COOP
        title = "Animals freed, turn by turn" if coop else "Points, round by round"
        y = chart_title(surface, title, rect.topleft, t)
        after = [line[1:] for line in self.progress]  # point i: after turn (round) i + 1
        if coop:
            series = [Series("freed so far", [float(v) for v in after[0]],
                             UI["chart_1"], "circle")]  # fmt: skip
        else:
            names = [s.name for s in self.game.public_state().seats]
            series = [Series(names[i], [float(v) for v in line], seat_colour(i, t),
                             "square" if i % 2 else "circle")
                      for i, line in enumerate(after)]  # fmt: skip
        draw_legend(surface, series, (rect.x, y), t)
        top = y + legend_height(t)
        draw_line_chart(surface, pygame.Rect(rect.x, top, rect.w, rect.bottom - top), series, t)
