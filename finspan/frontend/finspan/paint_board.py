"""Painters of the table's board regions: the top bar, the left column (this week's
achievement, every seat's box, Nautoma's box) and the shown ocean. Draw from a `Frame`;
change nothing."""

from __future__ import annotations

import pygame

from ...engine import CATALOG, Dive, SeatState
from ..art import icons
from ..art.board import (
    OceanLayout,
    draw_ocean,
    draw_slot_badge,
    seat_colour,
    slot_card,
)
from ..art.cards import render_card
from ..art.thumbnail import draw_thumbnail
from ..look.theme import HIGHLIGHTS, UI, Colour, FontRole, Theme, shade, shorten, wrap
from ..ui.words import possessive
from .board_layout import achievement_head, standing_lines
from .choosing import fish_in_play, highlighted_slots, plural
from .layout import plain_name, top_words
from .paint_base import Frame, button, panel_box

#: The Ravel card's marks on the human's ocean (outlines in the gaps between slots, a faint
#: tint over them) and its legend's words on her panel: its dive site solid, its rows dashed.
RAVEL_MARK: dict[str, tuple[int, int, int]] = {"site": (236, 150, 214), "rows": (255, 150, 70)}
RAVEL_INK: dict[str, Colour] = {**RAVEL_MARK, "points": UI["text"]}
RAVEL_TINT_ALPHA = 26

TOP_LABELS = {"undo": "Undo", "redo": "Redo", "help": "Help", "menu": "Menu", "hint": "Hint"}


def paint_top(surface: pygame.Surface, f: Frame) -> None:
    t = f.theme
    top = f.layout.rects["top"]
    pygame.draw.rect(surface, UI["panel"], top)
    pygame.draw.line(surface, UI["panel_edge"], top.bottomleft, top.bottomright)
    g = f.game
    d = g.decision
    week = f.layout.week_words or top_words(f.view, g)[0]
    who_words = f.layout.who_words
    x = t.px(10)
    img = t.text(week, FontRole.BODY_BOLD, UI["text"])
    surface.blit(img, (x, top.centery - img.get_height() // 2))
    x += img.get_width() + t.px(18)
    if d is not None and who_words:
        who = f.view.players[d.player]
        if f.view.players[f.view.current].nautoma:
            who = f.view.players[f.view.current]  # her turn as it shows
        chip = pygame.Rect(x, top.centery - t.px(8), t.px(16), t.px(16))
        pygame.draw.circle(surface, seat_colour(who), chip.center, chip.w // 2)
        pygame.draw.circle(surface, UI["text_dark"], chip.center, chip.w // 2, 1)
        x = chip.right + t.px(6)
        img = t.text(who_words, FontRole.BODY_BOLD, shade(seat_colour(who), 1.3))
        surface.blit(img, (x, top.centery - img.get_height() // 2))
    deck = f.layout.deck
    if deck is not None:
        surface.blit(t.text(f.layout.deck_words, FontRole.SMALL, UI["text_dim"]), deck)
    enabled = {"undo": f.can_undo, "redo": f.can_redo}
    for name, rect in f.layout.buttons.items():
        if name not in TOP_LABELS:
            continue
        on = enabled.get(name, True)
        button(
            surface,
            rect,
            TOP_LABELS[name],
            t,
            FontRole.SMALL,
            lit=on and rect.collidepoint(f.mouse),
            ink=UI["text"] if on else UI["text_dim"],
        )


def paint_left(surface: pygame.Surface, f: Frame) -> None:
    t = f.theme
    box = f.layout.achievements
    if box is None:
        return
    view, g = f.view, f.game
    small = t.font(FontRole.SMALL).get_linesize()
    panel_box(surface, box, t)
    y = box.y + t.px(4)
    tile = g.achievement_tile(view.week) if view.achievement is not None else None
    head = achievement_head(view, g)
    for line in wrap(head, t.font(FontRole.SMALL), box.w - t.px(10)):
        surface.blit(t.text(line, FontRole.SMALL, UI["accent"]), (box.x + t.px(6), y))
        y += small
    face, room = t.font(FontRole.SMALL), box.w - t.px(12)
    for standing in view.standings if tile is not None else ():
        p = view.players[standing.seat]
        assert tile is not None
        lines = standing_lines(p.name, standing, tile.points)
        lines.append(lines[-1].replace(p.name, plain_name(p.name), 1))
        line = next((w for w in lines if face.size(w)[0] <= room), shorten(lines[-1], face, room))
        surface.blit(t.text(line, FontRole.SMALL, UI["text"]), (box.x + t.px(6), y))
        y += small
    for seat, rect in f.layout.thumbs:
        paint_seat_box(surface, f, view.players[seat], rect)


def paint_seat_box(surface: pygame.Surface, f: Frame, p: SeatState, rect: pygame.Rect) -> None:
    t = f.theme
    panel_box(surface, rect, t)
    if p.seat == f.shown_seat:
        pygame.draw.rect(surface, seat_colour(p), rect, 2, border_radius=t.px(8))
    d = f.game.decision
    centre = (rect.x + t.px(12), rect.y + t.px(12))
    pygame.draw.circle(surface, seat_colour(p), centre, t.px(7))
    pygame.draw.circle(surface, UI["text_dark"], centre, t.px(7), 1)
    score = t.text(f.layout.score_words.get(p.seat, ""), FontRole.BODY_BOLD, UI["accent"])
    score_x = rect.right - score.get_width() - t.px(6)
    words = f.layout.names.get(p.seat, p.name)  # shorter wordings when room is short
    surface.blit(
        t.text(words, FontRole.BODY_BOLD, UI["text"]), (rect.x + t.px(24), rect.y + t.px(3))
    )
    surface.blit(score, (score_x, rect.y + t.px(3)))
    if p.nautoma and f.layout.nautoma_box is not None:
        paint_nautoma(surface, f)
        return
    divers = p.divers_left
    h, pile = len(p.hand), len(p.discard)
    deciding = "deciding · " if d is not None and d.player == p.seat else ""
    face, room = t.font(FontRole.SMALL), rect.w - t.px(12)
    status = next(  # the longest wording that fits one line; the numbers always show
        (
            words
            for words in (
                f"{deciding}hand {h} · discard {pile} · divers {divers}",
                f"hand {h} · discard {pile} · divers {divers}",
                f"hand {h} · pile {pile} · divers {divers}",
                f"{plural(h, 'card')} · {plural(divers, 'diver')}",
            )
            if face.size(words)[0] <= room
        ),
        plural(divers, "diver"),
    )
    line = dict(f.layout.seat_lines).get(p.seat)  # None: its box has no room for it
    if line is not None:
        surface.blit(t.text(status, FontRole.SMALL, UI["text_dim"]), line.topleft)
    picture = f.layout.pictures.get(p.seat)
    if picture is not None:
        draw_thumbnail(surface, picture, p, t, f.layout.least_picture(p.seat))


def paint_nautoma(surface: pygame.Surface, f: Frame) -> None:
    t = f.theme
    n = f.view.nautoma
    box = f.layout.nautoma_box
    rect = f.layout.nautoma
    assert n is not None and box is not None and rect is not None
    for icon, (name, count) in zip(
        box.tokens,
        (("token.egg", n.eggs), ("token.young", n.young), ("token.school", n.schools)),
        strict=True,
    ):
        surface.blit(icons.icon(name, icon.w, t), icon)
        img = t.text(f"{count}", FontRole.BODY_BOLD, UI["text"])
        surface.blit(img, (icon.right + t.px(2), icon.y))
    surface.blit(t.text(f"fish {len(n.fish)}", FontRole.BODY_BOLD, UI["text"]), box.fish_label)
    for (line, pos), kind in zip(box.lines, box.kinds, strict=True):
        ink = RAVEL_INK.get(kind, UI["text_dim"])  # the legend in the colours of its marks
        surface.blit(t.text(line, FontRole.SMALL, ink), pos)
    for number, r in box.fish:  # her fish's pictures and points (hover one for its card)
        surface.blit(render_card(CATALOG.by_number[number], r.w, r.h, theme=t, layout="picture"), r)


def paint_ocean(surface: pygame.Surface, f: Frame) -> None:
    t = f.theme
    lay = f.layout.ocean
    p = f.view.players[f.shown_seat]
    if p.nautoma:
        return
    draw_ocean(surface, lay, p, t)
    rv = f.view.nautoma.ravel_view if f.view.nautoma is not None else None
    if rv is not None:
        paint_ravel_marks(surface, lay, rv.slots_gained, rv.rows, t)
    playing = fish_in_play(f.game)
    if playing is not None and playing[2] >= 0 and playing[0] == f.shown_seat:
        # the fish waits on its slot while its cost is paid; a fish there now is covered
        # (it will be consumed), so the two names never print over each other
        r = lay.slots[playing[2]]
        if p.ocean[playing[2]].top is not None:
            pygame.draw.rect(surface, UI["panel"], r, border_radius=t.px(6))
        ghost = slot_card(CATALOG.by_number[playing[1]], r.w, r.h, t, lay.least).copy()
        ghost.set_alpha(190)
        surface.blit(ghost, r)
        draw_slot_badge(surface, r, "paying…", lay.least)  # over its picture, not its words
    for slot, kind in highlighted_slots(f.game, f.options, f.choosing, f.busy).items():
        pygame.draw.rect(
            surface, HIGHLIGHTS[kind], lay.slots[slot].inflate(4, 4), t.px(3), border_radius=t.px(8)
        )
    d = f.game.decision
    if d is not None and d.kind == "turn" and f.deciding:
        for c, rect in enumerate(lay.header):
            if Dive(c) not in f.options:
                continue
            i = f.options.index(Dive(c))
            colour = HIGHLIGHTS["focus"] if i == f.choosing.focus else HIGHLIGHTS["legal"]
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), t.px(2), border_radius=t.px(7))
            tag = t.text("DIVE", FontRole.SMALL, UI["text_dark"])
            chip = tag.get_rect().inflate(t.px(10), t.px(4))
            chip.midright = (lay.bonus[(c, "above_sunlight")].left - t.px(4), rect.centery)
            if lay.tall_header:  # below the dive site's name
                chip.bottomleft = (rect.x + t.px(4), rect.bottom - t.px(2))
            pygame.draw.rect(surface, colour, chip, border_radius=t.px(4))
            surface.blit(tag, tag.get_rect(center=chip.center))
    if f.view.diver is not None:
        seat, column, place = f.view.diver
        if seat == f.shown_seat:
            x, y = f.layout.diver_point(column, place, t)
            colour = seat_colour(f.view.players[seat])
            pygame.draw.circle(surface, colour, (x, y), t.px(9))
            pygame.draw.circle(surface, UI["text_dark"], (x, y), t.px(9), 2)
            pygame.draw.circle(surface, (255, 255, 255), (x - t.px(2), y - t.px(3)), t.px(3))
    if f.choosing.peek_seat is not None:
        ocean = f.layout.rects["ocean"]
        note = t.text(
            f"Looking at {possessive(p.name)} ocean · Esc or click your box to go back",
            FontRole.SMALL,
            UI["focus"],
        )
        surface.blit(note, (ocean.x + t.px(4), ocean.bottom - note.get_height() - t.px(2)))


def paint_ravel_marks(
    surface: pygame.Surface,
    lay: OceanLayout,
    site_slots: tuple[int, ...],
    rows: tuple[int, ...],
    t: Theme,
) -> None:
    """The Ravel card's dive site and rows on an ocean: a faint tint over their slots and
    outlines in the gaps around them (never over a slot), the dive site's solid and outside,
    the rows' dashed and inside; rows next to each other share one outline."""
    gap = max(2, lay.slots[1].x - lay.slots[0].right)
    width = max(2, gap // 3)
    tint = pygame.Surface(lay.slots[0].size, pygame.SRCALPHA)
    marked = [(s, "site") for s in site_slots] + [
        (s, "rows") for r in rows for s in range((r - 1) * 3, r * 3)
    ]
    for slot, kind in marked:
        r = lay.slots[slot]
        if tint.get_size() != r.size:
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
        tint.fill((*RAVEL_MARK[kind], RAVEL_TINT_ALPHA))
        surface.blit(tint, r)
    for band in _row_bands(rows):
        rect = (
            lay.slots[(band[0] - 1) * 3]
            .unionall([lay.slots[(band[-1] - 1) * 3 + 2]])
            .inflate(gap // 2, gap // 2)
        )
        _dashed_rect(surface, RAVEL_MARK["rows"], rect, width, t.px(8))
    site = lay.slots[site_slots[0]].unionall([lay.slots[s] for s in site_slots])
    pygame.draw.rect(surface, RAVEL_MARK["site"], site.inflate(gap, gap), width)


def _row_bands(rows: tuple[int, ...]) -> list[list[int]]:
    """Rows in runs of neighbours: (1, 2, 4) -> [[1, 2], [4]]."""
    bands: list[list[int]] = []
    for r in sorted(rows):
        if bands and bands[-1][-1] == r - 1:
            bands[-1].append(r)
        else:
            bands.append([r])
    return bands


def _dashed_rect(surface: pygame.Surface, colour, rect: pygame.Rect, width: int, dash: int) -> None:
    """The outline of ``rect`` in dashes ``dash`` long, ``width`` thick, inside the rect."""
    half = width // 2
    top, bottom = rect.y + half, rect.bottom - width + half
    left, right = rect.x + half, rect.right - width + half
    for x in range(rect.x, rect.right, 2 * dash):
        end = min(x + dash, rect.right) - 1
        pygame.draw.line(surface, colour, (x, top), (end, top), width)
        pygame.draw.line(surface, colour, (x, bottom), (end, bottom), width)
    for y in range(rect.y, rect.bottom, 2 * dash):
        end = min(y + dash, rect.bottom) - 1
        pygame.draw.line(surface, colour, (left, y), (left, end), width)
        pygame.draw.line(surface, colour, (right, y), (right, end), width)
