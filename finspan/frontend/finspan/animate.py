"""Animations for the table, one per engine event: a card flying from hand to slot, an egg
laid, an egg flipping to a young, three young gathering into a school, the diver descending,
points counting up; Nautoma's turn is a sequence of its own (`nautoma_turn`).

`animation_for(event, stage, on_shown)` builds an `Animation` that calls ``on_shown(event)`` when
it ends (the scene then steps its view by that event); her decision card's reveal calls it as
it begins, so that her panel names the card the reveal shows. Geometry comes from the `Stage`: the
table's layout, public state and shown seat when the animation was queued; nothing here reads
the scene or touches the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ... import engine as E
from ...engine import CATALOG
from ..animation import Animation, ease_out_back, ease_out_cubic, lerp_point, linear
from ..art import icons
from ..art.board import seat_colour, slot_card, token_rects
from ..art.cards import render_card
from ..look.theme import UI
from . import nautoma_turn
from .layout import hand_area
from .stage import Drawer, Stage, float_text, fly, ring, seat_box

__all__ = ["DRAWERS", "DURATION", "Drawer", "Stage", "animation_for"]

#: Seconds per kind of event at speed 1 (animation speed "normal").
DURATION: dict[type, float] = {
    E.FishChosen: 0.15,
    E.CardDiscarded: 0.25,
    E.TokenPaid: 0.2,
    E.FishPlayed: 0.45,
    E.EggLaid: 0.28,
    E.YoungPlaced: 0.28,
    E.EggHatched: 0.32,
    E.TokenMoved: 0.32,
    E.SchoolFormed: 0.45,
    E.DiverPlaced: 0.1,
    E.DiverMoved: 0.08,
    E.BonusReached: 0.18,
    E.AbilityActivated: 0.3,
    E.CardDrawn: 0.28,
    E.CardRetrieved: 0.28,
    E.CardTucked: 0.35,
    E.AchievementScored: 0.55,
    E.BonusScored: 0.45,
    E.RavelScored: 0.45,
    **nautoma_turn.DURATION,  # her turn: see `nautoma_turn`
}


def animation_for(event: E.Event, scene: Stage, on_shown: Callable[[E.Event], None]) -> Animation:
    """The animation showing ``event``; it always calls ``on_shown(event)``: as it ends (as
    it begins, for her decision card's reveal)."""
    duration = nautoma_turn.duration(event) or DURATION.get(type(event), 0.0)
    draw = _drawer(event, scene)
    if draw is None:
        duration = 0.0
    if isinstance(event, E.NautomaCardRevealed):  # her panel names the card as it shows
        return Animation(duration, draw_fn=draw, easing=linear,
                         on_start=lambda: on_shown(event), label=event.kind)  # fmt: skip
    return Animation(
        duration,
        draw_fn=draw,
        easing=linear,
        on_finish=lambda: on_shown(event),
        label=event.kind,
    )


def _shown(scene: Stage, seat: int) -> bool:
    return seat == scene.shown_seat and not scene.view.players[seat].nautoma


def _hand_rect(scene: Stage, card: int) -> pygame.Rect | None:
    return scene.layout.hand_rect(card)


def _hand_end(scene: Stage) -> pygame.Rect:
    """Where the next card drawn into the shown hand will sit."""
    if scene.layout.hand:
        last = scene.layout.hand[-1][1]
        return last.move(min(last.w, scene.theme.px(40)), 0)
    area = hand_area(scene.layout.rects["hand"], scene.theme)
    return pygame.Rect(area.x, area.y, round(area.h * 0.733), area.h)


def _pop(icon_name: str, rect: pygame.Rect, scene: Stage) -> Drawer:
    def draw(surface: pygame.Surface, t: float) -> None:
        s = max(2, round(rect.w * ease_out_back(t)))
        img = icons.icon(icon_name, s, scene.theme)
        surface.blit(img, img.get_rect(center=rect.center))

    return draw


def _still(ev: Any, scene: Stage) -> Drawer | None:
    """An event shown without an animation of its own (the view simply steps)."""
    return None


def _fish_chosen(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    if not _shown(scene, ev.player):
        return None
    r = _hand_rect(scene, ev.card)
    if r is None:
        return None
    card = render_card(CATALOG.by_number[ev.card], r.w, r.h, highlight="focus", theme=t,
                       least=scene.layout.least_card(ev.card))  # fmt: skip
    return fly(lambda: card, r, r.move(0, -t.px(20)))


def _card_from_hand(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    lay = scene.layout.ocean
    if not _shown(scene, ev.player):
        return None
    r = _hand_rect(scene, ev.card)
    if r is None:
        return None
    card = render_card(CATALOG.by_number[ev.card], r.w, r.h, theme=t,
                       least=scene.layout.least_card(ev.card))  # fmt: skip
    if isinstance(ev, E.CardTucked):
        end = lay.slots[ev.slot]
        end = pygame.Rect(end.x, end.y, r.w, r.h)
    else:
        end = scene.layout.buttons.get("discard", r)
    return fly(lambda: card, r, end)


def _token_paid(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    lay = scene.layout.ocean
    view = scene.view
    if not _shown(scene, ev.player):
        return None
    rect = token_rects(lay.slots[ev.slot], view.players[ev.player].ocean[ev.slot])[ev.token]

    def fade(surface: pygame.Surface, p: float) -> None:
        s = max(2, round(rect.w * (1 - p)))
        surface.blit(icons.icon(f"token.{ev.token}", s, t), rect.move(0, -round(t.px(20) * p)))

    return fade


def _fish_played(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    lay = scene.layout.ocean
    if not _shown(scene, ev.player):
        return None
    end = lay.slots[ev.slot]
    start = scene.layout.rects["hand"].copy()
    start.size = end.size
    start.center = scene.layout.rects["hand"].center
    fish = CATALOG.by_number[ev.card]
    img = slot_card(fish, end.w, end.h, t, lay.least)
    return fly(lambda: img, start, end)


def _token_placed(ev: Any, scene: Stage) -> Drawer | None:
    lay = scene.layout.ocean
    view = scene.view
    if not _shown(scene, ev.player):
        return None
    token = "egg" if isinstance(ev, E.EggLaid) else "young"
    rect = token_rects(lay.slots[ev.slot], view.players[ev.player].ocean[ev.slot])[token]
    return _pop(f"token.{token}", rect, scene)


def _egg_hatched(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    lay = scene.layout.ocean
    view = scene.view
    if not _shown(scene, ev.player):
        return None
    rect = token_rects(lay.slots[ev.slot], view.players[ev.player].ocean[ev.slot])["egg"]

    def flip(surface: pygame.Surface, p: float) -> None:
        name = "token.egg" if p < 0.5 else "token.young"
        w = max(2, round(rect.w * abs(1 - 2 * p)))
        img = pygame.transform.smoothscale(icons.icon(name, rect.w, t), (w, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))

    return flip


def _token_moved(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    lay = scene.layout.ocean
    if not _shown(scene, ev.player):
        return None
    a, b = lay.slots[ev.from_slot], lay.slots[ev.to_slot]
    size = max(14, round(a.h * 0.3))

    def slide(surface: pygame.Surface, p: float) -> None:
        x, y = lerp_point(a.center, b.center, ease_out_cubic(p))
        img = icons.icon(f"token.{ev.token}", size, t)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    return slide


def _school_formed(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    lay = scene.layout.ocean
    if not _shown(scene, ev.player):
        return None
    r = lay.slots[ev.slot]
    size = max(14, round(r.h * 0.3))

    def gather(surface: pygame.Surface, p: float) -> None:
        if p < 0.6:
            q = ease_out_cubic(p / 0.6)
            for k, (dx, dy) in enumerate(((-1, -0.6), (1, -0.6), (0, 0.8))):
                x = r.centerx + dx * r.w * 0.3 * (1 - q)
                y = r.centery + dy * r.h * 0.35 * (1 - q)
                img = icons.icon("token.young", size, t)
                surface.blit(img, img.get_rect(center=(round(x + k), round(y))))
        else:
            s = round(size * 1.6 * ease_out_back((p - 0.6) / 0.4))
            if s > 1:
                img = icons.icon("token.school", s, t)
                surface.blit(img, img.get_rect(center=r.center))

    return gather


def _diver_moved(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    view = scene.view
    if not _shown(scene, ev.player):
        return None
    prev = view.diver
    end = scene.layout.diver_point(ev.column, ev.place, t)
    start = scene.layout.diver_point(prev[1], prev[2], t) if prev and prev[0] == ev.player else end
    colour = seat_colour(scene.view.players[ev.player])

    def descend(surface: pygame.Surface, p: float) -> None:
        x, y = lerp_point(start, end, p)
        pygame.draw.circle(surface, colour, (round(x), round(y)), t.px(9))
        pygame.draw.circle(surface, UI["text_dark"], (round(x), round(y)), t.px(9), 2)

    return descend


def _bonus_reached(ev: Any, scene: Stage) -> Drawer | None:
    lay = scene.layout.ocean
    if not _shown(scene, ev.player) or not ev.available:
        return None
    c = ("blue", "purple", "green").index(ev.column)
    return ring(lay.bonus[(c, ev.place)], UI["focus"], scene)


def _ability_activated(ev: Any, scene: Stage) -> Drawer | None:
    lay = scene.layout.ocean
    if not _shown(scene, ev.player):
        return None
    return ring(lay.slots[ev.slot], UI["focus"], scene)


def _card_to_hand(ev: Any, scene: Stage) -> Drawer | None:
    t = scene.theme
    if not _shown(scene, ev.player):
        return None
    end = _hand_end(scene)
    if isinstance(ev, E.CardDrawn):
        start = (scene.layout.deck or end).copy()
    else:
        start = scene.layout.buttons.get("discard", end).copy()
    start.size = end.size
    card = render_card(CATALOG.by_number[ev.card], end.w, end.h, theme=t,
                       least=scene.layout.least_hand_card())  # fmt: skip
    return fly(lambda: card, start, end)


def _points_scored(ev: Any, scene: Stage) -> Drawer | None:
    box = seat_box(scene, ev.player)
    if box is None or ev.points <= 0:
        return None
    label = f"+{ev.points}" if not isinstance(ev, E.BonusScored) else f"+{ev.points} bonus"
    return float_text(label, box, scene)


#: How the table animates each event type (`_still`: no animation of its own).
DRAWERS: dict[type[E.Event], Callable[[Any, Stage], Drawer | None]] = {
    E.GameStarted: _still,
    E.WeekStarted: _still,
    E.TurnStarted: _still,
    E.DiverPlaced: _still,
    E.FishChosen: _fish_chosen,
    E.CardDiscarded: _card_from_hand,
    E.TokenPaid: _token_paid,
    E.FishPlayed: _fish_played,
    E.DiverMoved: _diver_moved,
    E.BonusReached: _bonus_reached,
    E.AbilityActivated: _ability_activated,
    E.BenefitOffered: _still,
    E.BenefitDeclined: _still,
    E.EggLaid: _token_placed,
    E.EggHatched: _egg_hatched,
    E.YoungPlaced: _token_placed,
    E.TokenMoved: _token_moved,
    E.SchoolFormed: _school_formed,
    E.CardDrawn: _card_to_hand,
    E.DrawLost: _still,
    E.CardRetrieved: _card_to_hand,
    E.CardTucked: _card_from_hand,
    E.CardKept: _still,
    E.DeckReshuffled: _still,
    E.AchievementScored: _points_scored,
    E.BonusScored: _points_scored,
    E.WeekEnded: _still,
    E.FirstPlayerPassed: _still,
    E.GameEndStarted: _still,
    E.GameEnded: _still,
    **nautoma_turn.DRAWERS,
    E.RavelScored: _points_scored,
}


def _drawer(event: E.Event, scene: Stage) -> Drawer | None:
    return DRAWERS[type(event)](event, scene)
