"""Nautoma's turn as a sequence one can follow: her decision card shown large, in her colour,
with its steps in the engine's words (`decision_card_words`), then each step in turn, the
card's current step lit and what happened in the log's words (`describe`) beneath it, while
what the step moves goes to her panel: a marker, the fish taken from the deck (shown as a
card, then laid on her pile), eggs hatching into young, young gathering into a school, eggs
gained, and the points each step is worth.

One drawer per Nautoma event (`DRAWERS`, with its time at normal speed in `DURATION`); each
draws the whole picture of its step, so the card stays up from her reveal to her last step.
Geometry, words and points are read from the stage as it is when drawing (`Stage.live`):
the layout after a resize, the view stepped by the events already shown. Changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ... import engine as E
from ...engine import CATALOG, PublicState, advance, decision_card_words, describe
from ..animation import ease_in_out_cubic, ease_out_back, ease_out_cubic, lerp, lerp_point
from ..art import icons
from ..art.board import seat_colour
from ..art.cards import render_card
from ..art.palette import CARD_ASPECT
from ..look.theme import UI, FontRole, Theme, shade, shorten, wrap
from ..ui.prompts import for_device
from .stage import Drawer, Stage

#: Seconds for each step of her turn at speed 1 ("normal"): a whole turn takes about 3 s
#: (a card with a marker step and a fish: 2.8 s; with a marker step and a dive: 3.7 s).
DURATION: dict[type, float] = {
    E.NautomaCardRevealed: 0.9,
    E.NautomaMarker: 0.7,
    E.NautomaFishTaken: 1.2,
    E.NautomaTokens: 0.7,
    E.NautomaGift: 0.8,
}
#: A token step that changes nothing ("no eggs to hatch") and a token gained in the human's
#: turn (from an all-players ability) are shorter.
SHORT = 0.45

SKIP_WORDS = "Click or press a key to skip"


def duration(event: E.Event) -> float:
    """Seconds ``event`` is shown at normal speed (0: not one of hers)."""
    if isinstance(event, E.NautomaTokens):
        changed = event.eggs or event.young or event.schools
        return DURATION[E.NautomaTokens] if changed and not _outside_turn(event) else SHORT
    return DURATION.get(type(event), 0.0)


def _outside_turn(event: E.Event) -> bool:
    return isinstance(event, E.NautomaTokens) and event.reason == E.TokenReason.ALL_PLAYERS


# --- Where things are ----------------------------------------------------------------------


def card_rect(stage: Stage) -> pygame.Rect:
    """The large decision card: card-shaped, over the left of the ocean, beside her panel."""
    t = stage.theme
    ocean = stage.layout.rects["ocean"]
    margin = t.px(10)
    w = min(max(t.px(270), round(ocean.h * 0.8 * CARD_ASPECT)), ocean.w - 2 * margin)
    h = min(ocean.h - 2 * margin, round(w / CARD_ASPECT))
    rect = pygame.Rect(0, 0, w, h)
    rect.midleft = (ocean.x + margin, ocean.centery)
    return rect


def _token_rects(stage: Stage) -> dict[str, pygame.Rect]:
    """Her panel's egg, young and school icons (where tokens go)."""
    box, rect = stage.layout.nautoma_box, stage.layout.nautoma
    if box is None or rect is None:
        return {}
    return dict(zip(("egg", "young", "school"), box.tokens, strict=True))


def _marker_point(stage: Stage) -> tuple[int, int]:
    """Where her markers are counted on her panel."""
    box, rect = stage.layout.nautoma_box, stage.layout.nautoma
    if box is None or rect is None:
        return stage.layout.rects["left"].center
    for (line, (x, y)), kind in zip(box.lines, box.kinds, strict=True):
        if kind == "markers":
            face = stage.theme.font(FontRole.SMALL)
            return (x + face.size(line)[0] - stage.theme.px(6), y + face.get_linesize() // 2)
    return rect.center


def _pile_rect(stage: Stage, width: int, height: int) -> pygame.Rect:
    """Where the fish she takes lands on her panel: the next place of her pile."""
    box, rect = stage.layout.nautoma_box, stage.layout.nautoma
    if box is None or rect is None:
        return pygame.Rect(0, 0, width, height)
    if box.fish:
        last = box.fish[-1][1]
        return last.move(last.w + 3, 0) if last.right + last.w < rect.right else last.copy()
    x, y = box.fish_label
    return pygame.Rect(x, y, max(2, width // 4), max(2, height // 4))


# --- The large decision card ----------------------------------------------------------------


def showcase_card(area: pygame.Rect) -> pygame.Rect:
    """A card as large as ``area`` holds, in its middle."""
    h = min(area.h, round(area.w / CARD_ASPECT))
    rect = pygame.Rect(0, 0, round(h * CARD_ASPECT), h)
    rect.center = area.center
    return rect


class CardFace:
    """The parts of the large card for one step: its rect, and the rect of its showcase (the
    space between the steps and the caption, where what the step moves is shown first)."""

    def __init__(self, stage: Stage, card: str, step: int | None, caption: str) -> None:
        t = stage.theme
        view = stage.view
        n = view.nautoma
        assert n is not None
        self.stage, self.card, self.step, self.caption = stage, card, step, caption
        self.rect = card_rect(stage)
        self.words = decision_card_words(card, n.difficulty, view.week)
        self.colour = seat_colour(view.players[_seat(view)])
        pad = t.px(10)
        width = self.rect.w - 2 * pad - t.px(24)
        body, small = t.font(FontRole.BODY), t.font(FontRole.SMALL)
        self.band_h = t.font(FontRole.HEADING).get_linesize() + t.px(8)
        self.lines = [wrap(w, body, width) for w in self.words]
        bottom = self.rect.bottom - pad - small.get_linesize()  # the skip line
        self.caption_lines = wrap(caption, body, self.rect.w - 2 * pad)[:3] if caption else []
        cap_top = bottom - len(self.caption_lines) * body.get_linesize() - t.px(4)
        steps_h = sum(len(x) * body.get_linesize() + t.px(6) for x in self.lines)
        top = self.rect.y + self.band_h + t.px(8) + small.get_linesize() + steps_h + t.px(4)
        points_h = t.font(FontRole.HEADING).get_linesize()
        self.showcase = pygame.Rect(
            self.rect.x + pad, top, self.rect.w - 2 * pad, max(0, cap_top - top - points_h)
        )
        self.points_y = self.showcase.bottom  # the points a step is worth
        self.caption_y = cap_top
        plain = stage.layout.plain  # the card at text size 100 %: what its showcase holds there
        self.least: tuple[int, int] | None = None
        if plain is not None:
            at_100 = Stage(plain, view, stage.shown_seat, t.plain())
            self.least = showcase_card(CardFace(at_100, card, step, caption).showcase).size

    def fish_rect(self) -> pygame.Rect:
        """Where a fish card is shown in the showcase: as large as it holds."""
        return showcase_card(self.showcase)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.stage.theme
        r, pad = self.rect, t.px(10)
        radius = t.px(12)
        pygame.draw.rect(surface, UI["panel"], r, border_radius=radius)
        band = pygame.Rect(r.x, r.y, r.w, self.band_h)
        pygame.draw.rect(
            surface, self.colour, band, border_top_left_radius=radius,
            border_top_right_radius=radius,
        )  # fmt: skip
        pygame.draw.rect(surface, self.colour, r, t.px(3), border_radius=radius)
        head = t.font(FontRole.HEADING)
        number = t.text(self.card, FontRole.HEADING, UI["text_dark"])
        room = r.w - 3 * pad - number.get_width()
        name = t.text(shorten("Nautoma", head, room), FontRole.HEADING, UI["text_dark"])
        surface.blit(name, (r.x + pad, band.centery - name.get_height() // 2))
        surface.blit(
            number, (r.right - pad - number.get_width(), band.centery - name.get_height() // 2)
        )
        small, body = t.font(FontRole.SMALL), t.font(FontRole.BODY)
        y = band.bottom + t.px(4)
        label = shorten("Her decision card", small, r.w - 2 * pad)
        surface.blit(t.text(label, FontRole.SMALL, UI["text_dim"]), (r.x + pad, y))
        y += small.get_linesize() + t.px(4)
        for k, lines in enumerate(self.lines):
            h = len(lines) * body.get_linesize()
            now = k == self.step
            done = self.step is not None and k < self.step
            if now:
                lit = pygame.Rect(r.x + pad // 2, y - t.px(2), r.w - pad, h + t.px(4))
                pygame.draw.rect(surface, shade(self.colour, 0.45), lit, border_radius=t.px(5))
            ink = UI["focus"] if now else (UI["text_dim"] if done else UI["text"])
            dot = (r.x + pad + t.px(8), y + body.get_linesize() // 2)
            pygame.draw.circle(surface, ink, dot, t.px(7), 0 if now or done else t.px(2))
            for line in lines:
                surface.blit(t.text(line, FontRole.BODY, ink), (r.x + pad + t.px(24), y))
                y += body.get_linesize()
            y += t.px(6)
        y = self.caption_y
        for line in self.caption_lines:
            surface.blit(t.text(line, FontRole.BODY, UI["accent"]), (r.x + pad, y))
            y += body.get_linesize()
        skip = shorten(for_device(SKIP_WORDS, t), small, r.w - 2 * pad)
        img = t.text(skip, FontRole.SMALL, UI["text_dim"])
        surface.blit(img, (r.x + pad, r.bottom - pad - small.get_linesize()))


def _seat(view: PublicState) -> int:
    return next(p.seat for p in view.players if p.nautoma)


def _names(view: PublicState) -> list[str]:
    return [p.name for p in view.players]


def _points(stage: Stage, event: E.Event) -> int:
    """What ``event`` adds to her score (the view before it, and after)."""
    before = stage.view
    seat = _seat(before)
    return advance(before, event).players[seat].score - before.players[seat].score


def _score_float(
    surface: pygame.Surface, stage: Stage, face: CardFace | None, points: int, p: float
) -> None:
    """The points a step is worth: "+N points" on the large card (below its showcase),
    and her score on her panel ringed (in the step's second half)."""
    if points == 0 or p < 0.45:
        return
    t = stage.theme
    q = ease_out_cubic((p - 0.45) / 0.55)
    if face is not None:
        words = f"{points:+d} point{'s' if abs(points) != 1 else ''}"
        img = t.text(words, FontRole.HEADING, UI["accent"])
        y = face.points_y + round(t.px(6) * (1 - q))
        surface.blit(img, img.get_rect(midtop=(face.showcase.centerx, y)))
    box = stage.layout.nautoma
    if box is not None:
        n = stage.view.players[_seat(stage.view)]
        score = t.text(f"{n.score} pts", FontRole.BODY_BOLD, UI["accent"])
        rect = score.get_rect(topright=(box.right - t.px(6), box.y + t.px(3)))
        _panel_ring(surface, stage, rect, q)


def _panel_ring(surface: pygame.Surface, stage: Stage, rect: pygame.Rect, p: float) -> None:
    t = stage.theme
    grow = round(t.px(8) * (1 - abs(1 - 2 * p)))
    ring = rect.inflate(grow + t.px(6), grow + t.px(6))
    pygame.draw.rect(surface, UI["focus"], ring, max(2, t.px(2)), border_radius=t.px(6))


# --- One drawer per event -------------------------------------------------------------------


def _step(ev: Any, stage: Stage, step: Callable[[Stage], int | None], show) -> Drawer:
    """A step of her turn: the large card (lit at ``step``), then ``show`` drawing what it
    moves, then the points it is worth; all from the stage as it is when drawn."""
    cache: dict[tuple, tuple[CardFace, int]] = {}

    def draw(surface: pygame.Surface, p: float) -> None:
        s = stage.live()
        n = s.view.nautoma
        card = ev.card if isinstance(ev, E.NautomaCardRevealed) else (n.card if n else None)
        if n is None or card is None:
            return
        key = (id(s.view), id(s.layout), s.theme.scale, s.layout.rects["screen"].size)
        if key not in cache:
            cache.clear()
            caption = describe(ev, _names(s.view))
            cache[key] = (CardFace(s, card, step(s), caption), _points(s, ev))
        face, points = cache[key]
        face.draw(surface)
        show(surface, s, face, p)
        _score_float(surface, s, face, points, p)

    return draw


def _last(stage: Stage) -> int:
    n = stage.view.nautoma
    assert n is not None and n.card is not None
    return len(decision_card_words(n.card, n.difficulty, stage.view.week)) - 1


def _revealed(ev: Any, stage: Stage) -> Drawer:
    def show(surface: pygame.Surface, s: Stage, face: CardFace, p: float) -> None:
        return None

    inner = _step(ev, stage, lambda s: None, show)

    def reveal(surface: pygame.Surface, p: float) -> None:
        """The card grows out of her panel, then stays up to be read."""
        s = stage.live()
        if p >= 0.25 or s.layout.nautoma is None:
            inner(surface, p)
            return
        q = ease_out_cubic(p / 0.25)
        start, end = s.layout.nautoma, card_rect(s)
        x, y = lerp_point(start.topleft, end.topleft, q)
        w, h = lerp(start.w, end.w, q), lerp(start.h, end.h, q)
        grow = pygame.Rect(round(x), round(y), max(2, round(w)), max(2, round(h)))
        colour = seat_colour(s.view.players[_seat(s.view)])
        pygame.draw.rect(surface, UI["panel"], grow, border_radius=s.theme.px(12))
        pygame.draw.rect(surface, colour, grow, s.theme.px(3), border_radius=s.theme.px(12))

    return reveal


def _marker(ev: Any, stage: Stage) -> Drawer:
    def show(surface: pygame.Surface, s: Stage, face: CardFace, p: float) -> None:
        if ev.ignored or ev.change == 0:
            return
        t = s.theme
        a = face.showcase.center
        b = _marker_point(s)
        start, end = (a, b) if ev.change > 0 else (b, a)
        q = ease_in_out_cubic(min(1.0, max(0.0, (p - 0.2) / 0.6)))
        x, y = lerp_point(start, end, q)
        radius = round(lerp(t.px(16), t.px(7), q if ev.change > 0 else 1 - q))
        centre = (round(x), round(y))
        pygame.draw.circle(surface, face.colour, centre, radius)
        pygame.draw.circle(surface, UI["text_dark"], centre, radius, max(1, t.px(2)))
        if p > 0.8 and s.layout.nautoma is not None:
            _panel_ring(
                surface,
                s,
                pygame.Rect(b[0] - t.px(8), b[1] - t.px(8), t.px(16), t.px(16)),
                (p - 0.8) / 0.2,
            )

    return _step(ev, stage, lambda s: 0, show)


def _fish_taken(ev: Any, stage: Stage) -> Drawer:
    fish = CATALOG.by_number[ev.card]

    def show(surface: pygame.Surface, s: Stage, face: CardFace, p: float) -> None:
        """From the deck to the card's showcase (readable), held, then onto her pile."""
        t = s.theme
        big = face.fish_rect()
        if big.h < t.px(40):
            return
        deck = (s.layout.deck or big).copy()
        pile = _pile_rect(s, big.w, big.h)
        if p < 0.25:
            q = ease_out_cubic(p / 0.25)
            rect = _between(deck, big, q, start_size=(big.w // 4, big.h // 4))
        elif p < 0.8:
            rect = big
        else:
            q = ease_in_out_cubic((p - 0.8) / 0.2)
            rect = _between(big, pile, q)
        img = render_card(fish, big.w, big.h, theme=t, least=face.least)  # scaled as it flies
        if rect.size != big.size:
            img = pygame.transform.smoothscale(img, rect.size)
        surface.blit(img, rect)

    return _step(ev, stage, _last, show)


def _between(
    a: pygame.Rect, b: pygame.Rect, q: float, start_size: tuple[int, int] | None = None
) -> pygame.Rect:
    w0, h0 = start_size or a.size
    w, h = round(lerp(w0, b.w, q)), round(lerp(h0, b.h, q))
    x, y = lerp_point(a.center, b.center, q)
    return pygame.Rect(round(x - w / 2), round(y - h / 2), max(2, w), max(2, h))


def _icons_in_row(area: pygame.Rect, count: int, size: int) -> list[pygame.Rect]:
    gap = size // 4
    total = count * size + (count - 1) * gap
    x = area.centerx - total // 2
    return [
        pygame.Rect(x + k * (size + gap), area.centery - size // 2, size, size)
        for k in range(count)
    ]


def _tokens(ev: Any, stage: Stage) -> Drawer:
    reason = ev.reason

    def show(surface: pygame.Surface, s: Stage, face: CardFace | None, p: float) -> None:
        t = s.theme
        panel = _token_rects(s)
        if not panel:
            return
        area = face.showcase if face is not None else panel["egg"].inflate(t.px(60), t.px(20))
        size = max(t.px(14), min(t.px(56), area.h // 2))
        if reason == E.TokenReason.HATCH and ev.young:
            _hatch(surface, t, area, panel, ev.young, size, p)
        elif reason == E.TokenReason.SCHOOL and ev.schools:
            _gather(surface, t, area, panel, size, p)
        elif reason in (E.TokenReason.GAIN_EGGS, E.TokenReason.ALL_PLAYERS):
            kind = "egg" if ev.eggs else "young"
            _gain(surface, t, area, panel[kind], kind, max(ev.eggs, ev.young), size, p)
        else:  # nothing changed: the icon it concerns is ringed
            kind = "egg" if reason == E.TokenReason.HATCH else "young"
            _panel_ring(surface, s, panel[kind], p)

    if _outside_turn(ev):

        def aside(surface: pygame.Surface, p: float) -> None:
            s = stage.live()
            show(surface, s, None, p)
            if s.layout.nautoma is not None:
                _score_float(surface, s, None, _points(s, ev), p)

        return aside
    return _step(ev, stage, _last, show)


def _hatch(surface, t: Theme, area, panel, k: int, size: int, p: float) -> None:
    """k eggs flip into young in the showcase, then go to her young."""
    for rect in _icons_in_row(area, k, size):
        if p < 0.7:
            q = min(1.0, p / 0.6)
            name = "token.egg" if q < 0.5 else "token.young"
            w = max(2, round(size * abs(1 - 2 * q)))
            img = pygame.transform.smoothscale(icons.icon(name, size, t), (w, size))
            surface.blit(img, img.get_rect(center=rect.center))
        else:
            _to_panel(surface, t, "token.young", rect, panel["young"], (p - 0.7) / 0.3)


def _gather(surface, t: Theme, area, panel, size: int, p: float) -> None:
    """Three young gather into a school in the showcase, which goes to her schools."""
    rects = _icons_in_row(area, 3, size)
    if p < 0.45:
        q = ease_out_cubic(p / 0.45)
        for r in rects:
            x, y = lerp_point(r.center, area.center, q)
            img = icons.icon("token.young", size, t)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
    elif p < 0.75:
        s = max(2, round(size * 1.5 * ease_out_back(min(1.0, (p - 0.45) / 0.2))))
        img = icons.icon("token.school", s, t)
        surface.blit(img, img.get_rect(center=area.center))
    else:
        big = pygame.Rect(0, 0, round(size * 1.5), round(size * 1.5))
        big.center = area.center
        _to_panel(surface, t, "token.school", big, panel["school"], (p - 0.75) / 0.25)


def _gain(surface, t: Theme, area, target, kind: str, k: int, size: int, p: float) -> None:
    """k tokens pop up in the showcase, then go to her panel."""
    for rect in _icons_in_row(area, k, size):
        if p < 0.5:
            s = max(2, round(size * ease_out_back(min(1.0, p / 0.35))))
            img = icons.icon(f"token.{kind}", s, t)
            surface.blit(img, img.get_rect(center=rect.center))
        else:
            _to_panel(surface, t, f"token.{kind}", rect, target, (p - 0.5) / 0.5)


def _to_panel(surface, t: Theme, name: str, start: pygame.Rect, end: pygame.Rect, q: float) -> None:
    q = ease_in_out_cubic(min(1.0, max(0.0, q)))
    rect = _between(start, end, q)
    img = icons.icon(name, max(2, min(rect.w, rect.h)), t)
    surface.blit(img, img.get_rect(center=rect.center))


def _gift(ev: Any, stage: Stage) -> Drawer:
    fish = CATALOG.by_number[ev.card]

    def show(surface: pygame.Surface, s: Stage, face: CardFace, p: float) -> None:
        rect = face.fish_rect()
        if rect.h >= s.theme.px(40):
            surface.blit(render_card(fish, rect.w, rect.h, theme=s.theme, least=face.least), rect)

    return _step(ev, stage, _last, show)


#: The drawer of each of her events.
DRAWERS: dict[type[E.Event], Callable[[Any, Stage], Drawer | None]] = {
    E.NautomaCardRevealed: _revealed,
    E.NautomaMarker: _marker,
    E.NautomaFishTaken: _fish_taken,
    E.NautomaTokens: _tokens,
    E.NautomaGift: _gift,
}
