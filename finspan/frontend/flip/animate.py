"""The Fish'n'Flip table's animations: one per engine event (or per run of cards moving
together), drawn over the resting table, which shows the state before the event until the
animation ends (`shown.step_all` then steps it). A flip turns the card over, a switch trades
two places, the whale and falling cards slide down, freed groups swim up out of the net, the
refill is dealt from the pile, a 7th card tears the net, and five or more animals freed in a
turn are celebrated. Each animation reads the table as it is when it is drawn (`Stage.now`);
none changes anything but through its ``on_finish``. Each starts with its event's sound
(`SOUNDS`, `sound_for`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ... import flip as F
from ...flip import Card, PublicState
from ..animation import Animation, ease_out_cubic, lerp_point, linear, pulse
from ..art.flip_cards import PAINT, back_card
from ..look.theme import UI, Colour, FontRole, Theme, shade, wrap
from ..shell import audio
from .choosing import option_places
from .layout import FlipLayout
from .paint_net import card_image
from .shown import lying
from .words import describe

#: Seconds of each animation at normal speed.
SECONDS: dict[str, float] = {
    "flip": 0.32, "switch": 0.38, "move": 0.42, "free": 0.5, "deal": 0.16, "action": 0.35,
    "power": 0.3, "celebrate": 1.3, "lost": 1.4, "turn": 0.0, "grid": 0.9, "bid": 0.7,
    "result": 1.3,
}  # fmt: skip


#: The effect each animated event starts with (``assets/flip_sounds.py`` made Fish'n'Flip's
#: own; the action card laid, a power, a gift and a lost bid use the app's card and marker
#: sounds). A power's move is the whale sinking or an animal's step (`sound_for`).
SOUNDS: dict[type[F.Event], str] = {
    F.CardFlipped: "card_flip", F.CardsSwitched: "cards_switch", F.CardMoved: "animal_step",
    F.CardFell: "cards_falling", F.GroupFreed: "animals_swim_free",
    F.CardFreed: "animals_swim_free", F.WasteUnderPile: "card_lay", F.CardAdded: "card_dealt",
    F.GridDealt: "card_dealt", F.ActionPlayed: "card_lay", F.PowerUsed: "marker_placed",
    F.FishNFlip: "fish_n_flip", F.GameLost: "net_tearing", F.BidMade: "bid_made",
    F.BidPassed: "bid_passed", F.AllPassed: "bid_passed", F.BidWon: "points_scored",
    F.BidSettled: "points_scored", F.WasteTaken: "illegal_click", F.CardGiven: "card_drawn",
}  # fmt: skip


def sound_for(events: list[Any]) -> str | None:
    """The effect a run of events starts with: `SOUNDS`, except that a run in which a whale
    goes down its column is the whale sinking (FLIP-RULES.md 7: the whale's power)."""
    e = events[0]
    if isinstance(e, F.CardMoved) and any(
        F.ID_CARDS[x.card].kind is F.AnimalType.WHALE and x.to < x.place for x in events
    ):
        return "whale_sinking"
    return SOUNDS.get(type(e))


@dataclass(frozen=True)
class Stage:
    """What an animation reads when it is drawn: the layout, the shown state and the theme."""

    layout: FlipLayout
    view: PublicState
    theme: Theme


Now = Callable[[], Stage]
Draw = Callable[[pygame.Surface, float], None]


def _cover(surface: pygame.Surface, rect: pygame.Rect, t: Theme) -> None:
    """The water where a card lay (the card is drawn again elsewhere by the animation)."""
    pygame.draw.rect(surface, shade(PAINT["sea_bottom"], 0.7), rect, border_radius=t.px(6))


def _blit_card(surface: pygame.Surface, card: Card | None, rect: pygame.Rect, t: Theme) -> None:
    if card is not None:
        surface.blit(card_image(card, rect.w, rect.h, t), rect)


def _flip(now: Now, place: int, new: Card) -> Draw:
    """The card at ``place`` turns over: it narrows to an edge and widens showing ``new``."""

    def draw(surface: pygame.Surface, p: float) -> None:
        s = now()
        rect = s.layout.cells.get(place)
        if rect is None:
            return
        _cover(surface, rect, s.theme)
        card = s.view.card_at(place) if p < 0.5 else new
        if card is None:
            return
        w = max(2, round(rect.w * abs(1 - 2 * p)))
        img = pygame.transform.smoothscale(card_image(card, rect.w, rect.h, s.theme), (w, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))

    return draw


def _slide(now: Now, moves: list[tuple[int, int]]) -> Draw:
    """Cards slide from place to place (``moves``: (from, to)), all at once."""

    def draw(surface: pygame.Surface, p: float) -> None:
        s = now()
        cells = s.layout.cells
        cards = [(s.view.card_at(a), cells.get(a), cells.get(b)) for a, b in moves]
        for _card, start, _end in cards:
            if start is not None:
                _cover(surface, start, s.theme)
        for card, start, end in cards:
            if card is None or start is None or end is None:
                continue
            x, y = lerp_point(start.topleft, end.topleft, ease_out_cubic(p))
            _blit_card(surface, card, pygame.Rect(round(x), round(y), start.w, start.h), s.theme)

    return draw


def _swim_out(now: Now, places: tuple[int, ...]) -> Draw:
    """Freed cards rise out of the net over the boat and fade, a green glow around them."""

    def draw(surface: pygame.Surface, p: float) -> None:
        s = now()
        t = s.theme
        top = s.layout.boat.y if s.layout.boat is not None else s.layout.net.y  # to the boat
        for place in places:
            rect = s.layout.cells.get(place)
            card = s.view.card_at(place)
            if rect is None or card is None:
                continue
            _cover(surface, rect, t)
            y = round(rect.y + (top - rect.y) * ease_out_cubic(p))
            img = card_image(card, rect.w, rect.h, t).copy()
            img.set_alpha(round(255 * (1 - p * p)))
            moved = rect.copy()
            moved.y = y
            pygame.draw.rect(surface, UI["legal"], moved.inflate(t.px(6), t.px(6)),
                             max(2, t.px(3)), border_radius=t.px(8))  # fmt: skip
            surface.blit(img, moved)

    return draw


def _deal(now: Now, place: int, card: Card) -> Draw:
    """A card flies from the draw pile to ``place`` and is turned face up as it lands."""

    def draw(surface: pygame.Surface, p: float) -> None:
        s = now()
        end = s.layout.cells.get(place)
        start = s.layout.pile or end
        if end is None or start is None:
            return
        x, y = lerp_point(start.topleft, end.topleft, ease_out_cubic(p))
        rect = pygame.Rect(round(x), round(y), end.w, end.h)
        if p < 0.7:
            surface.blit(back_card(end.w, end.h, theme=s.theme), rect)
        else:
            _blit_card(surface, card, rect, s.theme)

    return draw


def _ring(now: Now, places: tuple[int, ...], colour: Colour) -> Draw:
    """The places an action or power acts on, ringed and pulsing once."""

    def draw(surface: pygame.Surface, p: float) -> None:
        s = now()
        rects = [s.layout.cells[q] for q in places if q in s.layout.cells]
        if not rects:
            return
        t = s.theme
        grow = round(t.px(4) + t.px(6) * pulse(p))
        for rect in rects:
            pygame.draw.rect(surface, colour, rect.inflate(grow, grow), max(2, t.px(3)),
                             border_radius=t.px(8))  # fmt: skip

    return draw


def _words(now: Now, words: str, colour: Colour, column: int | None = None,
           role: FontRole = FontRole.TITLE) -> Draw:  # fmt: skip
    """``words`` large over the net (a celebration, the net tearing, a bid), rising into
    place, wrapped to the net's panel; with ``column``, that column flashes in ``colour``."""

    def draw(surface: pygame.Surface, p: float) -> None:
        s = now()
        t, net = s.theme, s.layout.net
        if column is not None:
            places = tuple(column * 7 + r for r in range(7))
            box = s.layout.places_rect(places)
            if box is not None:
                flash = pygame.Surface(box.size, pygame.SRCALPHA)
                flash.fill((*colour[:3], round(120 * pulse(min(1.0, p * 2)))))
                surface.blit(flash, box)
        room = s.layout.rects.get("net_area", net).w - t.px(48)
        lines = [t.text(line, role, colour) for line in wrap(words, t.font(role), room)]
        if not lines:
            return
        rise = round(t.px(30) * (1 - ease_out_cubic(min(1.0, p * 3))))
        size = (max(i.get_width() for i in lines), sum(i.get_height() for i in lines))
        plate = pygame.Rect((0, 0), size)
        plate.center = (net.centerx, net.centery + rise)
        plate.clamp_ip(s.layout.rects.get("net_area", plate))
        plate = plate.inflate(t.px(24), t.px(12))
        pygame.draw.rect(surface, UI["panel"], plate, border_radius=t.px(10))
        pygame.draw.rect(surface, colour, plate, max(2, t.px(2)), border_radius=t.px(10))
        y = plate.y + t.px(6)
        for img in lines:
            surface.blit(img, img.get_rect(midtop=(plate.centerx, y)))
            y += img.get_height()

    return draw


def _dealt(now: Now, places: tuple[int, ...]) -> Draw:
    """A new grid: each card flies from the draw pile to its place, one after another."""

    def draw(surface: pygame.Surface, p: float) -> None:
        s = now()
        start = s.layout.pile
        n = max(1, len(places))
        for k, place in enumerate(places):
            end = s.layout.cells.get(place)
            if end is None or start is None:
                continue
            q = min(1.0, max(0.0, p * n - k * 0.6) / 1.6)
            if q <= 0:
                continue
            x, y = lerp_point(start.topleft, end.topleft, ease_out_cubic(q))
            surface.blit(back_card(end.w, end.h, theme=s.theme), (round(x), round(y)))

    return draw


def animation_for(events: list[Any], now: Now, view: PublicState, on_done: Callable[[], None],
                  seat_colour: Callable[[int], Colour]) -> Animation:  # fmt: skip
    """The animation of ``events`` (one event, or a run of `CardMoved` or `CardFell` moving
    together), calling ``on_done`` when it ends. ``view`` is the table before them."""
    e = events[0]
    kind, draw = "turn", None
    if isinstance(e, F.CardFlipped):
        kind, draw = "flip", _flip(now, e.place, lying(e.card, e.direction))
    elif isinstance(e, F.CardsSwitched):
        kind, draw = "switch", _slide(now, [(e.place, e.other), (e.other, e.place)])
    elif isinstance(e, F.CardMoved | F.CardFell):
        kind, draw = "move", _slide(now, [(x.place, x.to) for x in events])
    elif isinstance(e, F.GroupFreed):
        kind, draw = "free", _swim_out(now, tuple(e.places))
    elif isinstance(e, F.CardFreed | F.WasteUnderPile):
        kind, draw = "free", _swim_out(now, (e.place,))
    elif isinstance(e, F.CardAdded):
        kind, draw = "deal", _deal(now, e.place, lying(e.card, e.direction))
    elif isinstance(e, F.ActionPlayed):
        places = option_places(F.parse_option(e.option), view)
        kind, draw = "action", _ring(now, places, seat_colour(e.player))
    elif isinstance(e, F.PowerUsed):
        kind, draw = "power", _ring(now, (e.place,), UI["accent"])
    elif isinstance(e, F.FishNFlip):
        kind, draw = "celebrate", _words(now, "Fish'n'Flip!", UI["focus"])
    elif isinstance(e, F.GameLost):
        kind, draw = "lost", _words(now, "The net tears!", UI["danger"], e.column)
    elif isinstance(e, F.GridDealt):
        kind, draw = "grid", _dealt(now, tuple(e.places))
    elif isinstance(e, F.BidMade | F.BidPassed | F.BidWon | F.BidSettled | F.WasteTaken
                    | F.CardGiven | F.AllPassed):  # fmt: skip
        colour = seat_colour(e.player) if hasattr(e, "player") else UI["text"]
        kind = "bid" if isinstance(e, F.BidMade | F.BidPassed) else "result"
        draw = _words(now, describe(e, [x.name for x in view.seats]), colour,
                      role=FontRole.HEADING)  # fmt: skip
    easing = linear if kind in ("flip", "celebrate", "lost") else ease_out_cubic
    sound = sound_for(events)

    def heard() -> None:
        if sound:
            audio.play(sound)

    return Animation(SECONDS[kind], draw, easing=easing, on_finish=on_done, on_start=heard,
                     label=kind)  # fmt: skip


def runs(events: list[Any]) -> list[list[Any]]:
    """``events`` in the runs they are animated in: consecutive `CardMoved` (or `CardFell`)
    events move together (the whale and the cards it passes; every card of one lowering)."""
    out: list[list[Any]] = []
    for e in events:
        together = isinstance(e, F.CardMoved | F.CardFell)
        if together and out and type(out[-1][0]) is type(e):
            out[-1].append(e)
        else:
            out.append([e])
    return out
