"""Finspan's table side of computer players and the hint: the seat driver, the "thinking…"
indicator and status line, the steps of a computer's turn (its name and colour over the
decision panel, what it chose so far, the fish it plays shown as a card, the slot, card or
dive site of the shown step marked on its ocean and hand), the notice of a computer's choice,
and the Hint button's action.

Owns how a table scene uses `computers.Computers`; the table calls `attach` and a few
functions from its lifecycle (its hooks are marked ``# seats:``) and knows nothing else of
computer players. Works on the table scene's names (``game``, ``drivers``, ``status``,
``set_hint_provider``, ``choosing``, ``relayout``, ``busy``, ``prefs``, ``app``, ``notice``);
imports no scene. A pygame timer wakes the frame loop a few times a second
while a computer thinks (so the indicator moves and the answer is collected and applied)
instead of drawing at 60 frames a second. `FINSPAN_WORDS` says what Finspan's options and
choices are called for the game-neutral `Computers`.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from ..engine import CATALOG, DecisionKind, Game, Option, describe, option_words
from .animation import pulse
from .art.board import seat_colour
from .art.cards import render_card
from .look.theme import UI, Colour, FontRole, Theme, shade, shorten, wrap
from .shell import user_events
from .shell.computers import Chosen, Computers
from .ui.prompts import for_device
from .ui.thinking import paint_thinking, thinking_words

#: How to skip the animation of a computer's turn, under its steps.
SKIP_WORDS = "Click or any key: skip the animation of its turn"
#: Milliseconds between the frame loop's wake-ups while a computer thinks.
TICK_MS = 120
TICK_EVENT = user_events.COMPUTER_TICK


class FinspanWords:
    """Finspan's words for the computer seats (`finspan.frontend.shell.computers.SeatWords`)."""

    def option(self, game: Any, option: Option) -> str:
        return option_words(game, option)

    def choice(self, game: Any, option: Option, seat: int) -> str:
        """What ``seat`` choosing ``option`` does, in the log's words ("Coral (Easy) played
        …"), tried on a copy of ``game`` (not changed)."""
        names = [p.name for p in game.players]
        trial = game.clone()
        lines: list[str] = []
        try:
            for e in trial.apply(option):
                line = describe(e, names)
                if type(e).__name__ == "DiverPlaced":
                    continue  # "places a diver to play a fish": the option's words say more
                if line and getattr(e, "player", seat) == seat:
                    lines.append(line)
                if len(lines) == 2:
                    break
        except Exception:  # the notice is a courtesy; the table reports an illegal option
            lines = []
        if lines:
            return " ".join(lines)
        return f"{names[seat]}: {option_words(game, option)}"

    def starts_turn(self, decision: Any) -> bool:
        return bool(decision.kind == DecisionKind.TURN)

    def hintable(self, game: Any, seat: int) -> bool:
        return not game.players[seat].is_nautoma

    def shown_card(self, decision: Any, option: Option) -> int | None:
        """The fish a turn plays (shown as a card while its steps show)."""
        card = getattr(option, "card", None)
        return card if decision.kind == DecisionKind.TURN else None


FINSPAN_WORDS = FinspanWords()


def make(app: Any, game: Game, prefs: Any) -> Computers:
    """The computer seats of a table for ``game`` (``prefs.controllers``). The app may carry
    ``ai_worker_factory`` (a worker for tests) and ``ai_budget`` (a fixed budget)."""
    controllers = list(getattr(prefs, "controllers", []))
    controllers += ["person"] * (len(game.players) - len(controllers))
    names = [p.name for p in game.players]
    factory = getattr(app, "ai_worker_factory", None)
    computers = Computers(controllers, names, FINSPAN_WORDS, factory,
                          getattr(app, "ai_budget", None))  # fmt: skip
    computers.hints_used = getattr(prefs, "hints", 0)
    return computers


def _set_ticking(computers: Computers, on: bool) -> None:
    if on != getattr(computers, "_ticking", False):
        computers._ticking = on  # type: ignore[attr-defined]
        # without SDL's timer the indicator only moves on input
        with contextlib.suppress(pygame.error):
            pygame.time.set_timer(TICK_EVENT, TICK_MS if on else 0)


def attach(scene: Any) -> None:
    """Give a table scene its computer seats: ``scene.computers``, a seat driver (after the
    table's own), the Hint button, and a status line when computers play."""
    scene.computers = make(scene.app, scene.game, scene.prefs)
    scene.drivers.append(seat_driver(scene))
    scene.set_hint_provider(hint_provider(scene))
    if scene.computers.any:
        scene.status = ""  # the panel keeps a line for "… is thinking"


def seat_driver(scene: Any) -> Any:
    """A seat driver for ``scene`` (``Game -> Chosen | None``): a computer seat's choice once
    its answer is there (its notice is set on the way); a hint that has come is put in focus
    and its reason in the decision panel."""

    def driver(game: Game) -> Chosen | None:
        computers: Computers = scene.computers
        speed = getattr(scene.app.settings, "animation_speed", 1.0)
        option = computers.presented(game)  # a step shown long enough
        if option is None and computers.step is None:
            option = computers.drive(game)
            if option is not None and computers.present(game, option, speed):
                option = None  # shown first (`update` counts its time down)
                scene.app.request_redraw()
        _show_hint(scene, game)
        chosen = None
        if option is not None and game.decision is not None:
            computers.chose(game, option, speed)
            chosen = Chosen(option, game.decision.player)
        _set_ticking(computers, computers.waiting or computers.animating)
        _show_status(scene)
        return chosen

    return driver


def _show_hint(scene: Any, game: Game) -> None:
    c = scene.choosing
    hint = scene.computers.hint_for(game)
    words = f"Hint — {hint.reason}" if hint is not None else ""
    if words != c.hint:
        c.hint = words
        if hint is not None:
            c.focus = hint.index  # the table highlights the focused option's place
        scene.relayout()
        scene.app.request_redraw()


def _show_status(scene: Any) -> None:
    c: Computers = scene.computers
    words = thinking_words(c.status, c.waiting, c.think_time)  # the dots count up
    if words != scene.status and (words or scene.top.has_status):
        scene.status = words
        scene.app.request_redraw()


def hint_provider(scene: Any) -> Any:
    """The Hint button and H: asks the worker (the answer comes later, see `seat_driver`);
    returns None, so the table itself neither highlights nor counts."""

    def provider(game: Game) -> Option | None:
        ask_hint(scene)
        return None

    return provider


def update(scene: Any, dt: float) -> None:
    """Time passes: the thinking, the step shown, the pause. When nothing moves, the shown
    turn follows the game; a turn being skipped skips its animations too."""
    c: Computers = scene.computers
    if c.collect():  # an answer or a hint has come: applied by the seat driver
        scene.app.request_redraw()
    if c.update(dt):
        _show_status(scene)
        scene.app.request_redraw()
    _drop_stale_notice(scene)
    if not scene.busy:
        seat = c.turn_seat
        c.follow_turn(scene.game)
        if seat != c.turn_seat:
            scene.app.request_redraw()
    elif c.hurry is not None and c.hurry == c.turn_seat:
        scene.skip_animations()


def animating(scene: Any) -> bool:
    """Whether a computer's step or the notice after it is on screen (drawn every frame)."""
    return scene.computers.animating


def blocks_choice(scene: Any) -> bool:
    """Whether a person's choice must be refused now (a computer decides); tells why. A seat
    driver's `Chosen` option never comes this way."""
    c: Computers = scene.computers
    if not c.decides(scene.game):
        return False
    seat = scene.game.decision.player
    scene.notice(deciding_words(c.name(seat)), 1.5)
    return True


def deciding_words(name: str) -> str:
    """The notice when a person's choice is refused during a computer's decision."""
    return f"{name} is deciding; wait for its choice."


def _drop_stale_notice(scene: Any) -> None:
    """The notice that a computer is deciding goes as soon as it no longer decides."""
    c: Computers = scene.computers
    message = scene.choosing.message
    if message.endswith(" is deciding; wait for its choice.") and not c.decides(scene.game):
        scene.choosing.notice("", 0.0)
        scene.app.request_redraw()


def undo_allowed(scene: Any) -> bool:
    """Undo only for a person's own decision; a computer's question is cancelled."""
    c: Computers = scene.computers
    if c.decides(scene.game):
        c.cancel()
        scene.notice("Undo is for your own turn: the computer players' moves stand.")
        return False
    return True


def ask_hint(scene: Any) -> None:
    """The H key or the Hint button: ask for Hard's choice at a person's decision."""
    c: Computers = scene.computers
    if scene.busy:
        return
    problem = c.ask_hint(scene.game)
    if problem:
        scene.notice(problem, 2.0)
        return
    scene.prefs.hints = c.hints_used
    _set_ticking(c, True)
    _show_status(scene)
    scene.app.request_redraw()


def pause(scene: Any) -> None:
    """A window opens on the table (the menu, a dialog): the question is cancelled (asked
    again on return) and the frame loop's wake-ups stop."""
    scene.computers.cancel()
    _set_ticking(scene.computers, False)


def close(scene: Any) -> None:
    _set_ticking(scene.computers, False)
    scene.computers.close()


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
