"""The illustrations of "How to play", drawn by the game's own painters.

Owns `picture(kind, width, theme)`: the picture a `rules_doc.Picture` block names, ``width``
pixels wide, built once per (kind, width, text size, colours) and cached. The oceans are the
table's `board.draw_ocean` (painted at a size where the table's layout holds, then scaled),
the cards `cards.render_card`, the slots `board.draw_slot`, the symbols `icons.icon`. The
example ocean and its achievement count come from a short seeded game the engine plays
(greedy, to a week's end that counts something); nothing here applies a rule. `height_for`
gives a picture's height before it is built (for layout).
"""

from __future__ import annotations

from functools import cache

import pygame

from ... import engine as E
from ...engine import CATALOG, PROVISIONAL, TILE_WORDS, Game, Rng, Setup, SlotState, greedy_policy
from ..art import icons, palette
from ..art.board import OceanLayout, draw_ocean, draw_slot
from ..art.cards import card_size_for_height, render_card
from ..look import theme as th
from ..look.theme import UI, FontRole, Theme, shorten
from ..ui.book_pictures import book_picture
from .rules_doc import DIVE_STEP_WORDS, PICTURES

#: Height over width of each picture.
ASPECT = {"dive": 0.87, "achievement": 1.0, "play": 0.5, "school": 0.42, "nautoma": 0.45}
#: The ocean's width over height, and the least width it is painted at before scaling.
OCEAN_ASPECT = 1.15
OCEAN_PAINT_W = 620
#: The example game: seed and setup (a solo game at difficulty 2).
EXAMPLE_SEED = 4


def height_for(kind: str, width: int) -> int:
    return round(width * ASPECT[kind])


_CACHE: dict[tuple[str, int, tuple], pygame.Surface] = {}


def picture(kind: str, width: int, theme: Theme) -> pygame.Surface:
    """The picture ``kind`` (one of `rules_doc.PICTURES`) at ``width`` (cached; shared)."""
    if kind not in PICTURES:
        raise KeyError(kind)
    return book_picture(_CACHE, kind, width, height_for(kind, width), _PAINTERS[kind], theme)


# --- The example game ------------------------------------------------------------------------


@cache
def example() -> tuple[Game, E.AchievementScored]:
    """A solo game played by the engine's greedy policy to the first week's end at which the
    first seat counts at least 2 for the achievement, and that count (the first such game
    from `EXAMPLE_SEED` on: the same every time)."""
    for seed in range(EXAMPLE_SEED, EXAMPLE_SEED + 50):
        game, rng = Game(Setup.solo_game(2), seed), Rng(seed)
        while not game.is_over:
            events = game.apply(greedy_policy(game, rng))
            scored = [e for e in events if isinstance(e, E.AchievementScored) and e.player == 0]
            if scored and scored[0].units >= 2:
                return game, scored[0]
    raise RuntimeError("no example game counted an achievement")


def _ocean(width: int, theme: Theme, overlay=None) -> pygame.Surface:
    """The example ocean at ``width`` (painted at least `OCEAN_PAINT_W` wide, then scaled);
    ``overlay(canvas, layout)`` draws over it before scaling."""
    game, _ = example()
    seat = game.public_state().players[0]
    paint_w = max(width, OCEAN_PAINT_W)
    canvas = pygame.Surface((paint_w, round(paint_w / OCEAN_ASPECT)))
    canvas.fill(UI["background"])
    layout = OceanLayout.fit(canvas.get_rect())
    draw_ocean(canvas, layout, seat, theme, dim_bonuses=False)
    if overlay is not None:
        overlay(canvas, layout, seat)
    return pygame.transform.smoothscale(canvas, (width, round(width / OCEAN_ASPECT)))


def _badge(surface: pygame.Surface, centre: tuple[int, int], words: str, d: int) -> None:
    """A numbered step badge: white ring on the accent colour."""
    pygame.draw.circle(surface, UI["accent"], centre, d // 2)
    pygame.draw.circle(surface, (255, 255, 255), centre, d // 2, max(1, d // 12))
    img = th.text(words, FontRole.BODY_BOLD, max(9, round(d * 0.6)), UI["text_dark"])
    surface.blit(img, img.get_rect(center=centre))


# --- Painters ----------------------------------------------------------------------------------


def _paint_dive(pic: pygame.Surface, theme: Theme) -> None:
    """The example ocean with a dive down its fullest column: the path and, numbered as in
    the text's steps, the bonus above Sunlight (1), rows 1-3 (2), above Twilight and row 4
    (3), above Midnight and rows 5-6 (4) and the bottom bonus (5)."""

    def overlay(canvas: pygame.Surface, layout: OceanLayout, seat) -> None:
        counts = [sum(1 for r in range(6) if seat.ocean[r * 3 + c].top is not None)
                  for c in range(3)]  # fmt: skip
        c = counts.index(max(counts))
        top = layout.header[c].midbottom
        bottom = layout.bottoms[c].center
        x = layout.slots[c].x + round(layout.slots[c].w * 0.12)
        width = max(3, canvas.get_width() // 120)
        pygame.draw.line(canvas, (255, 255, 255), (x, top[1]), (x, bottom[1]), width)
        pygame.draw.polygon(canvas, (255, 255, 255), [
            (x - 3 * width, bottom[1] - 4 * width), (x + 3 * width, bottom[1] - 4 * width),
            (x, bottom[1] + width)])  # fmt: skip
        d = max(18, canvas.get_width() // 22)
        steps = {
            "1": [layout.bonus[(c, "above_sunlight")].center],
            "2": [layout.slots[r * 3 + c].midleft for r in range(3)],
            "3": [layout.bonus[(c, "above_twilight")].center, layout.slots[9 + c].midleft],
            "4": [layout.bonus[(c, "above_midnight")].center,
                  *(layout.slots[r * 3 + c].midleft for r in (4, 5))],
            "5": [layout.bonus[(c, "bottom")].center],
        }  # fmt: skip
        for words, places in steps.items():
            for px, py in places:
                _badge(canvas, (max(px, x) if px < x else px, py), words, d)

    ocean = _ocean(pic.get_width() - theme.px(12), theme, overlay)
    pic.blit(ocean, ocean.get_rect(midtop=(pic.get_width() // 2, theme.px(6))))


def _paint_achievement(pic: pygame.Surface, theme: Theme) -> None:
    """The example ocean at a week's end and its achievement count, as the engine scored
    it: the tile's words, the count, the points."""
    game, scored = example()
    w, h = pic.get_size()
    ocean = _ocean(w - theme.px(12), theme)
    pic.blit(ocean, ocean.get_rect(midtop=(w // 2, theme.px(6))))
    tile = game.achievement_tile(scored.week)
    words = TILE_WORDS.get(tile.id, tile.id)
    line = f"Week {scored.week}: {words}: {scored.units} × {tile.points} = {scored.points} points"
    face = th.font(FontRole.BODY_BOLD, theme.font_px(FontRole.BODY_BOLD))
    strip = pygame.Rect(theme.px(6), ocean.get_height() + theme.px(10), w - theme.px(12), 0)
    strip.h = h - strip.y - theme.px(6)
    pygame.draw.rect(pic, UI["panel"], strip, border_radius=theme.px(6))
    img = theme.text(shorten(line, face, strip.w - theme.px(12)), FontRole.BODY_BOLD, UI["focus"])
    pic.blit(img, img.get_rect(center=strip.center))


def _example_fish():
    """A fish whose whole cost is 2 or more eggs, with no dive-site band (the catalog's first
    such), for the played-fish picture."""
    def eggs_only(f) -> bool:
        c = f.cost
        return c.eggs >= 2 and not (c.cards or c.young or c.schools or c.consume)

    return next(f for f in CATALOG.all if f.group == "main" and f.band is None and eggs_only(f))


def _arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], w: int) -> None:
    pygame.draw.line(surface, UI["accent"], start, end, w)
    head = 3 * w
    tip = [(end[0] - head, end[1] - head), (end[0] - head, end[1] + head), (end[0] + w, end[1])]
    pygame.draw.polygon(surface, UI["accent"], tip)


def _paint_play(pic: pygame.Surface, theme: Theme) -> None:
    """A card from the hand, its cost paid (its eggs leave the ocean), and the fish in a slot
    of its zone."""
    fish = _example_fish()
    w, h = pic.get_size()
    pad = theme.px(8)
    # the hand's card layout at every size (the large layout, for zooms, has smaller words)
    card_h = min(h - 2 * pad, palette.CARD_LARGE_FROM - 1)
    cw, ch = card_size_for_height(card_h)
    card = render_card(fish, cw, ch, theme=theme)
    pic.blit(card, (pad, (h - ch) // 2))
    slot_w = round((w - cw - 3 * pad) * 0.55)
    slot = pygame.Rect(w - pad - slot_w, h // 2 - round(slot_w * 0.35), slot_w, round(slot_w * 0.7))
    draw_slot(pic, slot, 0, SlotState(fish=(fish.number,)), theme)
    gap = pygame.Rect(pad + cw + pad, pad, slot.x - (pad + cw + 2 * pad), h - 2 * pad)
    _arrow(pic, (gap.x, h // 2), (gap.right - theme.px(6), h // 2), max(2, theme.px(3)))
    size = max(12, min(theme.px(26), gap.w // (fish.cost.eggs + 1)))
    for i in range(fish.cost.eggs):
        egg = icons.icon("token.egg", size, theme)
        pic.blit(egg, (gap.x + theme.px(4) + i * (size + theme.px(2)), h // 2 - size - pad))
    label = theme.text(f"pay {fish.cost.eggs} eggs", FontRole.SMALL, UI["text"])
    label_w = gap.w - theme.px(4)
    if label.get_width() > label_w:
        label = theme.text(f"-{fish.cost.eggs}", FontRole.SMALL, UI["text"])
    pic.blit(label, (gap.x + theme.px(4), h // 2 + pad))


def _paint_school(pic: pygame.Surface, theme: Theme) -> None:
    """A slot with two young, a third young arriving, and the school the three become."""
    fish = next(f for f in CATALOG.all if f.group == "main" and f.band is None)
    w, h = pic.get_size()
    pad = theme.px(8)
    label_h = theme.font(FontRole.SMALL).get_linesize()
    slot_w = round((w - 2 * pad) / 3.6)
    slot_h = min(h - 2 * pad - label_h - pad, round(slot_w * 0.75))
    states = ((SlotState(fish=(fish.number,), young=2), "2 young"),
              (SlotState(fish=(fish.number,), young=3), "a 3rd young"),
              (SlotState(fish=(fish.number,), school=1), "a school"))  # fmt: skip
    step = (w - 2 * pad - slot_w) // 2
    for i, (state, words) in enumerate(states):
        r = pygame.Rect(pad + i * step, pad, slot_w, slot_h)
        draw_slot(pic, r, 0, state, theme)
        face = theme.font(FontRole.SMALL)
        img = theme.text(shorten(words, face, step - theme.px(4)), FontRole.SMALL, UI["text"])
        pic.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + pad // 2)))
        if i < 2:
            y = r.centery
            _arrow(pic, (r.right + pad, y), (r.x + step - pad, y), max(2, theme.px(3)))


def _step_icon(step: str) -> str:
    return {"school": "token.school", "hatch": "effect.hatch", "gain_eggs": "effect.egg"}.get(
        step, "effect.points"
    )


def _paint_nautoma(pic: pygame.Surface, theme: Theme) -> None:
    """Two of Nautoma's decision cards from the engine's table: one that plays a fish and one
    that dives, each with its marker step and its actions."""
    cards = PROVISIONAL.decision_cards
    chosen = [next(c for c in cards if c.action == "play"),
              next(c for c in cards if c.action == "dive")]  # fmt: skip
    w, h = pic.get_size()
    pad = theme.px(10)
    card_w = (w - 3 * pad) // 2
    marker_words = {"place": "place a marker", "remove": "remove a marker", "none": "no marker"}
    small = theme.font(FontRole.SMALL)
    for i, card in enumerate(chosen):
        r = pygame.Rect(pad + i * (card_w + pad), pad, card_w, h - 2 * pad)
        pygame.draw.rect(pic, (58, 66, 84), r, border_radius=theme.px(8))
        pygame.draw.rect(pic, (150, 160, 180), r, 2, border_radius=theme.px(8))
        head = theme.text(f"Card {card.id}", FontRole.HEADING, UI["text"])
        pic.blit(head, (r.x + pad, r.y + pad // 2))
        y = r.y + pad // 2 + head.get_height() + pad // 2
        size = max(14, theme.px(24))
        lines: list[tuple[str | None, str]] = [(None, marker_words[card.marker])]
        if card.action == "play":
            lines.append(("effect.play", "play a fish"))
        else:
            lines += [(_step_icon(s), DIVE_STEP_WORDS.get(s, s)) for s in card.dive]
        for icon_name, words in lines:
            if y + size > r.bottom - pad // 2:
                break
            if icon_name is None:  # her achievement marker: a token of her colour
                centre = (r.x + pad + size // 2, y + size // 2)
                pygame.draw.circle(pic, (150, 160, 180), centre, size // 3)
                pygame.draw.circle(pic, UI["text_dark"], centre, size // 3, 1)
                if card.marker == "remove":
                    pygame.draw.line(pic, UI["danger"], (centre[0] - size // 3, centre[1]),
                                     (centre[0] + size // 3, centre[1]), 2)  # fmt: skip
            else:
                pic.blit(icons.icon(icon_name, size, theme), (r.x + pad, y))
            text_w = r.right - pad - (r.x + pad + size + theme.px(6))
            img = theme.text(shorten(words, small, text_w), FontRole.SMALL, UI["text"])
            pic.blit(img, (r.x + pad + size + theme.px(6), y + (size - img.get_height()) // 2))
            y += size + theme.px(4)


_PAINTERS = {
    "dive": _paint_dive,
    "achievement": _paint_achievement,
    "play": _paint_play,
    "school": _paint_school,
    "nautoma": _paint_nautoma,
}
