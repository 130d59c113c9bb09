"""New game's modes as large illustrated tiles, for any game: the game's setup screen gives
each mode's words and the painter of its picture (Finspan's: `scenes.mode_pictures`;
Fish'n'Flip's: `flip.animal_tiles`).

Owns `ModeTiles`, a `Choice` drawn as one tile per mode (a click picks a tile; Left/Right and
Enter step through them, as any choice), and `paint_diver`, a seat's round token. Knows no
game and imports no scene.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from ..look import theme as th
from ..look.theme import UI, FontRole, Theme
from .widgets import Choice, event_pos


@dataclass
class TileLook:
    """One tile as laid out: its title and subtitle lines (at the text size), and where its
    picture goes (None when the tile is too low for one) with its divers' radius."""

    titles: list[str]
    subtitles: list[str]
    picture: pygame.Rect | None
    diver_r: int


#: Paints a tile's picture: ``(surface, mode, box, diver radius, theme)``.
TilePainter = Callable[[pygame.Surface, str, pygame.Rect, int, Theme], None]


class ModeTiles(Choice[str]):
    """The mode choice as tiles side by side; ``options`` as for `Choice`.

    Text keeps its size: a title takes two lines if it must (one word, ``short_titles``, if
    even that does not fit), a subtitle up to three; a tile too low for all of it drops its
    picture first, then its subtitle (the help says it). The game gives each mode's
    ``subtitles``, its ``short_titles`` (one word) and the ``painter`` of its picture (none:
    no subtitle, the title shortened with "…", no picture)."""

    def __init__(self, label: str, options: Sequence[tuple[str, str]],
                 on_change: Callable[[str], None], *, subtitles: Mapping[str, str] | None = None,
                 short_titles: Mapping[str, str] | None = None,
                 painter: TilePainter | None = None, **kw) -> None:  # fmt: skip
        super().__init__(label, options, on_change, **kw)
        self.subtitles: Mapping[str, str] = subtitles or {}
        self.short_titles: Mapping[str, str] = short_titles or {}
        self.painter: TilePainter | None = painter
        self.tiles: list[pygame.Rect] = []
        self.looks: list[TileLook] = []

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        n = len(self.options)
        t = self.theme
        gap = t.px(10)
        w = (rect.w - gap * (n - 1)) // n
        self.tiles = [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h) for i in range(n)]
        self.looks = [self._look(value, words, tile)
                      for (value, words), tile in zip(self.options, self.tiles, strict=True)]

    def _look(self, value: str, words: str, tile: pygame.Rect) -> TileLook:
        """How ``tile`` shows its mode: what fits, at the text size."""
        t = self.theme
        pad = t.px(8)
        width, height = tile.w - 2 * pad, tile.h - 2 * pad
        bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
        titles = th.wrap(words, bold, width)
        if (len(titles) > 2 or len(titles) * bold.get_linesize() > height
                or max(bold.size(line)[0] for line in titles) > width):  # fmt: skip
            titles = [th.shorten(self.short_titles.get(value, words), bold, width)]
        subtitles = th.wrap(self.subtitles[value], small, width) if value in self.subtitles else []
        title_h = len(titles) * bold.get_linesize()
        sub_h = len(subtitles) * small.get_linesize()
        if len(subtitles) > 3 or title_h + sub_h > height or any(
            small.size(line)[0] > width for line in subtitles
        ):
            subtitles, sub_h = [], 0  # a low tile: the title alone (its help says the rest)
        diver_r = round(t.font_px(FontRole.BODY_BOLD) * 0.75)  # its mark at the text size
        room = tile.h - 2 * pad - title_h - sub_h - pad // 2
        picture = None
        if (self.painter is not None and room >= 3 * diver_r and room >= t.px(40)
                and width >= 8 * diver_r + 8):  # fmt: skip
            picture = pygame.Rect(tile.x + pad, tile.y + pad, width, room)
        return TileLook(titles, subtitles, picture, diver_r)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pos = event_pos(event)
            for i, tile in enumerate(self.tiles):
                if pos is not None and tile.collidepoint(pos) and self.enabled:
                    if i != self.index:
                        self.step(i - self.index)
                    self.focused = True
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            pos = event_pos(event)
            return bool(pos and any(t.collidepoint(pos) for t in self.tiles))
        if event.type == pygame.MOUSEBUTTONUP:
            return False
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        mouse = pygame.mouse.get_pos() if pygame.display.get_init() else (-1, -1)
        pad = t.px(8)
        for i, ((value, _), tile, look) in enumerate(
            zip(self.options, self.tiles, self.looks, strict=True)
        ):
            chosen = i == self.index
            lit = tile.collidepoint(mouse)
            fill = (34, 62, 92) if chosen else ((30, 48, 70) if lit else (22, 36, 54))
            pygame.draw.rect(surface, fill, tile, border_radius=t.px(10))
            # the chosen tile in the accent colour: the focus's yellow ring is the keyboard's
            # alone (one frame looks selected, not two)
            edge = UI["accent"] if chosen else UI["panel_edge"]
            pygame.draw.rect(surface, edge, tile, max(2, t.px(3)) if chosen else 1,
                             border_radius=t.px(10))  # fmt: skip
            titles = [t.text(line, FontRole.BODY_BOLD, UI["text"]) for line in look.titles]
            subs = [t.text(line, FontRole.SMALL, UI["text_dim"]) for line in look.subtitles]
            if look.picture is not None and self.painter is not None:
                self.painter(surface, value, look.picture, look.diver_r, t)
                y = look.picture.bottom + pad // 2
            else:  # no room for a picture: the words in the middle
                y = tile.centery - sum(img.get_height() for img in [*titles, *subs]) // 2
            for img in [*titles, *subs]:
                surface.blit(img, img.get_rect(midtop=(tile.centerx, y)))
                y += img.get_height()
            if chosen and self.focused:
                pygame.draw.rect(surface, UI["focus"], tile.inflate(t.px(6), t.px(6)),
                                 max(1, t.px(2)), border_radius=t.px(12))  # fmt: skip


def paint_diver(surface: pygame.Surface, centre: tuple[int, int], r: int, colour, mark: str,
           theme: Theme) -> None:  # fmt: skip
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, UI["text_dark"], centre, r, max(1, r // 8))
    if mark:
        light = sum(colour[:3]) > 380
        img = theme.text(mark, FontRole.BODY_BOLD, UI["text_dark"] if light else UI["text"])
        surface.blit(img, img.get_rect(center=centre))
