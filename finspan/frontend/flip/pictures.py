"""The pictures of How to play Fish'n'Flip, drawn by the game's own painters (the card faces
of `art.flip_cards`) from what the engine says.

Owns `picture(kind, width, theme)` (cached) and `height_for(kind, width)`: ``freed`` (a flip
frees a group), ``cascade`` (the cards fall and free a second group), ``actions`` (the eight
action cards), ``powers`` (the eight power cards), ``bidding`` (a competitive grid, its two
action cards and a round of bids). The example nets are positions (`EXAMPLES`) that the
engine plays: what the pictures show freed and fallen are its events, never a rule of ours.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from finspan.flip import (
    CardFell,
    CardFlipped,
    Game as FlipGame,
    GroupFreed,
    Mode,
    Setup,
    TurnEnded,
    load_position,
)

from ..art.flip_cards import ACTIONS, action_card, animal_card, power_card, waste_card
from ..look import theme as th
from ..look.theme import UI, FontRole, Theme, shorten
from ..ui.book_pictures import book_picture

#: The pictures and their height over width.
ASPECT: dict[str, float] = {
    "freed": 0.5, "cascade": 0.42, "actions": 0.5, "powers": 0.5, "bidding": 0.56,
}  # fmt: skip
PICTURES = tuple(ASPECT)

_NET_HEAD = """# Fish'n'Flip position
format = "flip-position/1"
mode = "coop"
animals = ["whale", "dolphin", "turtle", "ray"]
difficulty = "normal"
advanced = false
seed = 3
turn = 0
current = 0
end_triggered = false
fish_n_flip = []
discard = []
action_discard = []

[[player]]
name = "Ada"
actions = ["flip_one", "switch", "flip_row"]
powers = ["dolphin", "turtle"]
"""

#: Each example: its net (column by column, bottom up) and the option played on it.
EXAMPLES: dict[str, tuple[dict[str, list[str]], str]] = {
    "freed": ({
        "A": ["whale right coral", "ray right sand", "dolphin left kelp"],
        "B": ["whale left sand", "ray left lagoon", "turtle left coral"],
        "C": ["dolphin left coral", "turtle right kelp", "ray left sand"],
        "D": ["turtle left lagoon", "dolphin right sand", "whale left kelp"],
    }, "flip B1"),
    "cascade": ({
        "A": ["whale right coral", "ray right sand", "dolphin left kelp"],
        "B": ["whale left sand", "ray right lagoon", "turtle left coral"],
        "C": ["dolphin left coral", "turtle right kelp", "ray left sand"],
        "D": ["turtle left lagoon", "dolphin right sand", "whale left kelp"],
    }, "flip B1"),
}  # fmt: skip

Face = tuple[str, str, str]  # kind, direction ("" for waste), colour ("" for waste)
Net = dict[int, Face]  # place (column * 7 + row) -> the card there


def position_of(kind: str) -> str:
    """The example ``kind``'s position text (for the engine, and for tests)."""
    net, _ = EXAMPLES[kind]
    rows = "\n".join(f"{col} = {cards!r}".replace("'", '"') for col, cards in net.items())
    return _NET_HEAD.replace("[[player]]", f"[net]\n{rows}\n\n[[player]]")


@dataclass(frozen=True)
class Wave:
    """The net after one group (or several at once) left it and the cards fell: the net
    and the cards freed in this wave."""

    net: Net
    freed: tuple[Face, ...]


@cache
def example(kind: str) -> tuple[Net, tuple[int, ...], tuple[Wave, ...]]:
    """The example's net before, the places the option flipped, and each wave the engine's
    events give, in order (up to the end of the turn, before the refill)."""
    _, option = EXAMPLES[kind]
    game = load_position(position_of(kind))
    shown = game.public_state()
    net: Net = {}
    for c, column in enumerate(shown.columns):
        for r, card in enumerate(column):
            if card is not None:
                direction = card.direction.value if card.direction else ""
                net[c * 7 + r] = (card.kind.value, direction, card.colour or "")
    before = dict(net)
    flipped: list[int] = []
    waves: list[Wave] = []
    current: list[Face] = []
    fell = False
    for event in game.apply(option):
        if isinstance(event, CardFlipped):
            k, _, colour = net[event.place]
            net[event.place] = (k, event.direction, colour)
            flipped.append(event.place)
        elif isinstance(event, GroupFreed):
            if fell:  # a new wave: the cards fell and freed again
                waves.append(Wave(dict(net), tuple(current)))
                current, fell = [], False
            current += [net.pop(p) for p in event.places]
        elif isinstance(event, CardFell):
            net[event.to] = net.pop(event.place)
            fell = True
        elif isinstance(event, TurnEnded):
            break
    if current:
        waves.append(Wave(dict(net), tuple(current)))
    return before, tuple(flipped), tuple(waves)


def height_for(kind: str, width: int) -> int:
    return round(width * ASPECT[kind])


_CACHE: dict[tuple[str, int, tuple], pygame.Surface] = {}


def picture(kind: str, width: int, theme: Theme) -> pygame.Surface:
    """The picture ``kind`` (one of `PICTURES`) ``width`` pixels wide (cached, shared:
    do not modify it). KeyError for an unknown kind."""
    if kind not in ASPECT:
        raise KeyError(kind)
    return book_picture(_CACHE, kind, width, height_for(kind, width), _PAINTERS[kind], theme)


# --- Painting ----------------------------------------------------------------------------------


def _face(face: Face, w: int, h: int, theme: Theme) -> pygame.Surface:
    kind, direction, colour = face
    if not colour:
        return waste_card(kind, w, h, theme=theme)
    return animal_card(kind, direction, colour, w, h, theme=theme)


def _caption(pic: pygame.Surface, words: str, centre_x: int, y: int, width: int,
             theme: Theme) -> int:  # fmt: skip
    """Words centred at ``centre_x`` from ``y`` (shortened to ``width``); their height."""
    font = theme.font(FontRole.SMALL)
    img = theme.text(shorten(words, font, width), FontRole.SMALL, UI["text"])
    pic.blit(img, img.get_rect(midtop=(centre_x, y)))
    return img.get_height()


def _net(pic: pygame.Surface, box: pygame.Rect, net: Net, lit: set[int], theme: Theme,
         rows: int = 3) -> None:  # fmt: skip
    """The net's 4 columns of ``rows`` places in ``box`` (the cards at their places, the
    places in ``lit`` outlined)."""
    gap = max(2, box.w // 60)
    cw = min((box.w - 3 * gap) // 4, round((box.h - (rows - 1) * gap) / rows / 0.8))
    ch = round(cw * 0.8)
    x0 = box.centerx - (4 * cw + 3 * gap) // 2
    y0 = box.bottom - ch
    rope = (204, 178, 116)
    for c in range(4):
        x = x0 + c * (cw + gap)
        pygame.draw.line(pic, rope, (x + cw // 2, box.y), (x + cw // 2, box.bottom), 1)
    for place, face in net.items():
        c, r = divmod(place, 7)
        rect = pygame.Rect(x0 + c * (cw + gap), y0 - r * (ch + gap), cw, ch)
        pic.blit(_face(face, cw, ch, theme), rect)
        if place in lit:
            pygame.draw.rect(pic, UI["focus"], rect.inflate(gap, gap), max(2, gap // 2),
                             border_radius=max(2, cw // 10))  # fmt: skip


def _arrow(pic: pygame.Surface, start: tuple[int, int], end: tuple[int, int], w: int) -> None:
    pygame.draw.line(pic, UI["accent"], start, end, max(2, w))
    dx = 1 if end[0] >= start[0] else -1
    head = [end, (end[0] - dx * 3 * w, end[1] - 2 * w), (end[0] - dx * 3 * w, end[1] + 2 * w)]
    pygame.draw.polygon(pic, UI["accent"], head)


def _panels(pic: pygame.Surface, nets: list[tuple[str, Net, set[int]]], theme: Theme) -> None:
    """Nets side by side, each with its caption below, arrows between them."""
    r = pic.get_rect()
    pad = max(6, r.w // 50)
    n = len(nets)
    arrow_w = max(12, r.w // 20)
    panel_w = (r.w - 2 * pad - (n - 1) * arrow_w) // n
    caption_h = theme.font(FontRole.SMALL).get_linesize() + pad // 2
    for i, (words, net, lit) in enumerate(nets):
        x = pad + i * (panel_w + arrow_w)
        box = pygame.Rect(x, pad, panel_w, r.h - 2 * pad - caption_h)
        _net(pic, box, net, lit, theme)
        _caption(pic, words, box.centerx, box.bottom + pad // 2, panel_w, theme)
        if i:
            y = box.centery
            _arrow(pic, (x - arrow_w + 3, y), (x - 3, y), max(2, arrow_w // 8))


def _paint_freed(pic: pygame.Surface, theme: Theme) -> None:
    before, flipped, waves = example("freed")
    lit = set(flipped)
    freed_places = {p for p, f in before.items() if f in waves[0].freed} | lit
    flipped_net = dict(before)
    for p in flipped:  # the flipped card as it swims now (the first wave's freed faces)
        k, _, colour = before[p]
        flipped_net[p] = next(f for f in waves[0].freed if f[0] == k and f[2] == colour)
    _panels(pic, [
        ("Before: flip B1", before, lit),
        ("Two whales swim right", flipped_net, freed_places),
        ("Freed: the cards fall", waves[0].net, set()),
    ], theme)  # fmt: skip


def _paint_cascade(pic: pygame.Surface, theme: Theme) -> None:
    before, flipped, waves = example("cascade")
    panels = [("Before: flip B1", before, set(flipped))]
    for i, wave in enumerate(waves):
        names = " and ".join(sorted({f[0] + "s" for f in wave.freed}))
        panels.append((f"{i + 1}: {names} freed, cards fall", wave.net, set()))
    _panels(pic, panels, theme)


def _cards_grid(pic: pygame.Surface, faces: list[pygame.Surface]) -> None:
    r = pic.get_rect()
    n, cols = len(faces), 4
    rows = (n + cols - 1) // cols
    gap = max(4, r.w // 60)
    for i, face in enumerate(faces):
        c, row = i % cols, i // cols
        x = gap + c * (face.get_width() + gap)
        y = gap + row * (face.get_height() + gap)
        pic.blit(face, (x + (r.w - cols * (face.get_width() + gap) - gap) // 2, y + (
            r.h - rows * (face.get_height() + gap) - gap) // 2))  # fmt: skip


def _grid_card_size(pic: pygame.Surface, rows: int = 2, cols: int = 4) -> tuple[int, int]:
    r = pic.get_rect()
    gap = max(4, r.w // 60)
    w = (r.w - (cols + 1) * gap) // cols
    h = (r.h - (rows + 1) * gap) // rows
    w = min(w, round(h / 0.8))
    return w, round(w * 0.8)


def _paint_actions(pic: pygame.Surface, theme: Theme) -> None:
    w, h = _grid_card_size(pic)
    _cards_grid(pic, [action_card(kind, w, h, theme=theme) for kind in ACTIONS])


def _paint_powers(pic: pygame.Surface, theme: Theme) -> None:
    w, h = _grid_card_size(pic)
    animals = ["dolphin", "octopus", "whale", "turtle", "jellyfish", "shark", "ray", "swordfish"]
    _cards_grid(pic, [power_card(a, w, h, theme=theme) for a in animals])


#: The bidding example: a competitive game of three, its grid, and the round's bids.
BIDDING_SEED = 12
BIDS = (("Ada", "bid 2"), ("Ben", "bid 3"), ("Cleo", "pass"), ("Ada", "bid 4"), ("Ben", "pass"))


def _paint_bidding(pic: pygame.Surface, theme: Theme) -> None:
    game = FlipGame(Setup(Mode.COMPETITIVE, ("Ada", "Ben", "Cleo")), BIDDING_SEED)
    shown = game.public_state()
    r = pic.get_rect()
    pad = max(6, r.w // 50)
    grid_w = r.w * 45 // 100
    gap = max(2, grid_w // 60)
    cw = min((grid_w - 2 * gap) // 3, round((r.h - 2 * pad - 2 * gap) / 3 / 0.8))
    ch = round(cw * 0.8)
    for c, column in enumerate(shown.columns):
        for row, card in enumerate(column):
            if card is None:
                continue
            face = (card.kind.value, card.direction.value if card.direction else "",
                    card.colour or "")  # fmt: skip
            pic.blit(_face(face, cw, ch, theme),
                     (pad + c * (cw + gap), r.h - pad - ch - row * (ch + gap)))  # fmt: skip
    x = pad + 3 * (cw + gap) + pad
    side_w = r.w - x - pad
    aw = min(side_w // 2 - gap, cw)
    for i, action in enumerate(shown.revealed):
        pic.blit(action_card(action.value, aw, round(aw * 0.8), theme=theme),
                 (x + i * (aw + gap), pad))  # fmt: skip
    y = pad + round(aw * 0.8) + pad
    colours = [c for _, c in th.DIVER_COLOURS]
    names = ["Ada", "Ben", "Cleo"]
    line = theme.font(FontRole.SMALL).get_linesize()
    for who, bid in BIDS:
        if y + line > r.h - pad:
            break
        colour = colours[names.index(who)]
        dot = line // 2
        pygame.draw.circle(pic, colour, (x + dot, y + line // 2), dot - 1)
        words = f"{who}: {bid}"
        img = theme.text(shorten(words, theme.font(FontRole.SMALL), side_w - 3 * dot),
                         FontRole.SMALL, UI["text"])  # fmt: skip
        pic.blit(img, (x + 3 * dot, y))
        y += line + gap


_PAINTERS = {
    "freed": _paint_freed,
    "cascade": _paint_cascade,
    "actions": _paint_actions,
    "powers": _paint_powers,
    "bidding": _paint_bidding,
}
