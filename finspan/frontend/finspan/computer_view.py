"""Finspan's table side of computer players: what its options and turns are called for the
game-neutral `Computers` (`FINSPAN_WORDS`), and what a computer's turn looks like over the
table: its name and colour over the decision panel, the fish it plays shown as a card, what
it chose so far this turn, the slot, card or dive site of the shown step marked on its ocean
and hand, and the status line ("Coral (Hard) is thinking…" or the notice of its last
choice). Draws only; the seats are driven by the table kit (`kit.table.KitTable`).
"""

from __future__ import annotations

from typing import Any

import pygame

from ...engine import CATALOG, DecisionKind, Option, option_words
from ..animation import pulse
from ..art.board import seat_colour
from ..art.cards import render_card
from ..look.theme import UI, Colour, FontRole, Theme, shade, shorten, wrap
from ..shell.computers import Computers
from ..ui.prompts import for_device
from ..ui.thinking import paint_thinking

#: How to skip the animation of a computer's turn, under its steps.
SKIP_WORDS = "Click or any key: skip the animation of its turn"


class FinspanWords:
    """Finspan's words for the computer seats (`finspan.frontend.shell.computers.SeatWords`)."""

    def option(self, game: Any, option: Option) -> str:
        return option_words(game, option)

    def starts_turn(self, decision: Any) -> bool:
        return bool(decision.kind == DecisionKind.TURN)

    def hintable(self, game: Any, seat: int) -> bool:
        return not game.players[seat].is_nautoma

    def shown_card(self, decision: Any, option: Option) -> int | None:
        """The fish a turn plays (shown as a card while its steps show)."""
        card = getattr(option, "card", None)
        return card if decision.kind == DecisionKind.TURN else None


FINSPAN_WORDS = FinspanWords()


def turn_shown(scene: Any) -> bool:
    """Whether the steps of a computer's turn are shown over the decision panel: while a
    computer decides, and while the animations of its last choice run."""
    c: Computers = scene.computers
    return c.turn_seat is not None and (c.decides(scene.game) or scene.busy)


def status_box(scene: Any) -> pygame.Rect | None:
    """Where the status shows ("Coral is thinking…" or the notice of the last choice): the
    decision panel's status line, when there is one and the panel is not covered by the
    steps of a computer's turn (which say "thinking…" themselves). None: nothing shown."""
    c: Computers = scene.computers
    box = scene.layout.status
    if not c.status or box is None or turn_shown(scene):
        return None
    return box


def draw_status(scene: Any, surface: pygame.Surface) -> None:
    """The steps of a computer's turn (`draw_turn`), then the status in the decision panel's
    status line (`status_box`): "Coral is thinking…" after three bubbles rising in turn, or
    the notice of the last choice. Draws nothing when there is none."""
    c: Computers = scene.computers
    if turn_shown(scene):
        draw_turn(scene, surface)
    box = status_box(scene)
    if box is None:
        return
    paint_thinking(surface, box, c.status, scene.app.theme, bubbles=c.waiting,
                   think_time=c.think_time)


def places(layout: Any, option: Option) -> list[pygame.Rect]:
    """Where ``option`` shows on the table: its slot(s) on the ocean, its card in the hand,
    its dive site's name (by the option's fields; a card not in the hand has no place)."""
    out: list[pygame.Rect] = []
    slots = layout.ocean.slots
    for name in ("slot", "from_slot", "to_slot"):
        slot = getattr(option, name, None)
        if isinstance(slot, int) and 0 <= slot < len(slots):
            out.append(slots[slot])
    card = getattr(option, "card", None)
    if card is not None and not out:
        rect = layout.hand_rect(card)
        if rect is not None:
            out.append(rect)
    column = getattr(option, "column", None)
    headers = layout.ocean.header
    if isinstance(column, int) and 0 <= column < len(headers):
        out.append(headers[column])
    return out


def draw_marks(scene: Any, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
    """The shown step's places on the table: its slot, card or dive site ringed in the seat's
    colour, pulsing while the step shows."""
    c: Computers = scene.computers
    step = c.step
    if step is None:
        return
    t = scene.app.theme
    grow = round(t.px(8) * pulse(step.progress))  # flares and settles once a step
    for rect in places(scene.layout, step.option):
        ring = rect.inflate(grow + t.px(6), grow + t.px(6))
        pygame.draw.rect(surface, UI["text_dark"], ring, max(3, t.px(6)), border_radius=t.px(10))
        pygame.draw.rect(surface, colour, ring, max(2, t.px(4)), border_radius=t.px(10))


def _turn_body(box: pygame.Rect, t: Theme) -> pygame.Rect:
    """Where a computer's turn shows its card and steps in the panel ``box``: under its name,
    above how to skip."""
    inner = box.inflate(-2 * t.px(10), -2 * t.px(10))
    top = inner.y + t.font(FontRole.HEADING).get_height() + t.px(6)
    small = t.font(FontRole.SMALL)
    skip_lines = wrap(for_device(SKIP_WORDS, t), small, inner.w)
    bottom = inner.bottom - len(skip_lines) * small.get_linesize()
    return pygame.Rect(inner.x, top, inner.w, max(0, bottom - t.px(6) - top))


def _turn_card(body: pygame.Rect, t: Theme) -> tuple[int, int] | None:
    """The size of the card a computer plays, at the left of its turn's ``body``, if there is
    room for one."""
    if body.h < t.px(60) or body.w < t.px(200):
        return None
    cw = min(round(body.h * 0.733), body.w // 3)
    return cw, round(cw / 0.733)


def draw_turn(scene: Any, surface: pygame.Surface) -> None:
    """Over the decision panel: the computer's name in its colour, the fish it plays as a
    card, what it chose so far this turn (the shown step lit), "thinking…" while it thinks,
    and how to skip; its step's places marked on the table."""
    c: Computers = scene.computers
    seat = c.turn_seat
    if seat is None:
        return
    t = scene.app.theme
    colour = seat_colour(scene.view.players[seat])
    draw_marks(scene, surface, colour)
    box = scene.layout.rects["panel"]
    pad = t.px(10)
    pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(8))
    pygame.draw.rect(surface, colour, box, max(2, t.px(3)), border_radius=t.px(8))
    inner = box.inflate(-2 * pad, -2 * pad)
    # the name, in the seat's colour
    chip = t.px(8)
    name_w = inner.w - 3 * chip
    name = t.text(shorten(c.name(seat), t.font(FontRole.HEADING), name_w), FontRole.HEADING,
                  shade(colour, 1.3))  # fmt: skip
    pygame.draw.circle(surface, colour, (inner.x + chip, inner.y + name.get_height() // 2), chip)
    surface.blit(name, (inner.x + 3 * chip, inner.y))
    small = t.font(FontRole.SMALL)
    skip_lines = wrap(for_device(SKIP_WORDS, t), small, inner.w)  # whole, on two lines if need be
    bottom = inner.bottom - len(skip_lines) * small.get_linesize()
    for k, line in enumerate(skip_lines):
        surface.blit(t.text(line, FontRole.SMALL, UI["text_dim"]),
                     (inner.x, bottom + k * small.get_linesize()))  # fmt: skip
    body = _turn_body(box, t)
    card = c.turn_card
    if c.step is not None and getattr(c.step.option, "card", None) is not None:
        card = getattr(c.step.option, "card")  # noqa: B009 - a Finspan option with a card
    size = _turn_card(body, t)
    if card is not None and size is not None:
        plain, p = scene.layout.plain, t.plain()  # the card at text size 100 %: its words
        least = _turn_card(_turn_body(plain.rects["panel"], p), p) if plain else None  # keep that
        img = render_card(CATALOG.by_number[card], *size, theme=t, least=least)
        surface.blit(img, (body.x, body.y))
        body = pygame.Rect(body.x + size[0] + pad, body.y, body.w - size[0] - pad, body.h)
    lines: list[tuple[str, FontRole, Colour]] = []
    steps = c.turn_steps
    for k, words in enumerate(steps):
        lit = k == len(steps) - 1 and c.step is not None
        lines.append((f"{k + 1}. {words}", FontRole.BODY_BOLD if lit else FontRole.BODY,
                      UI["focus"] if lit else UI["text"]))  # fmt: skip
    if c.waiting:
        dots = "." * (int(c.think_time * 4) % 3 + 1)
        lines.append((f"thinking{dots}", FontRole.BODY, UI["text_dim"]))
    height = t.font(FontRole.BODY_BOLD).get_linesize()
    room = max(0, body.h // max(1, height))
    rows: list[tuple[str, FontRole, Colour]] = []
    for words, role, ink in reversed(lines):  # the latest steps, each whole on up to 2 lines
        parts = wrap(words, t.font(role), body.w) or [""]
        if len(parts) > 2:
            parts = [parts[0], shorten(" ".join(parts[1:]), t.font(role), body.w)]
        if len(rows) + len(parts) > room:
            if not rows and room:  # the latest step always shows, shortened if need be
                rows = [(shorten(words, t.font(role), body.w), role, ink)]
            break
        rows = [(part, role, ink) for part in parts] + rows
    y = body.y
    for words, role, ink in rows:
        img = t.text(shorten(words, t.font(role), body.w), role, ink)
        surface.blit(img, (body.x, y))
        y += height
