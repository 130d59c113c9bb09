"""The table's side of computer players and the hint: the seat driver, the "thinking…"
indicator and status line, the notice of a computer's choice, and the Hint button's action.

Owns how a table scene uses `computers.Computers`; the table calls `attach` and a few
functions from its lifecycle (its hooks are marked ``# seats:``) and knows nothing else of
computer players. Works on the table scene's names (``game``, ``drivers``, ``status``,
``set_hint_provider``, ``choosing``, ``relayout``, ``busy``, ``prefs``, ``app``, ``notice``);
imports no scene. A pygame timer wakes the frame loop a few times a second
while a computer thinks (so the indicator moves and the answer is applied) instead of
drawing at 60 frames a second; the answer itself is collected in idle time (`collect`).
"""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from ..engine import Game, Option
from .shell.computers import Computers
from .ui.theme import UI, FontRole, shorten

#: Milliseconds between the frame loop's wake-ups while a computer thinks.
TICK_MS = 120
TICK_EVENT = pygame.event.custom_type()


def make(app: Any, game: Game, prefs: Any) -> Computers:
    """The computer seats of a table for ``game`` (``prefs.controllers``). The app may carry
    ``ai_worker_factory`` (a worker for tests) and ``ai_budget`` (a fixed budget)."""
    controllers = list(getattr(prefs, "controllers", []))
    controllers += ["person"] * (len(game.players) - len(controllers))
    names = [p.name for p in game.players]
    factory = getattr(app, "ai_worker_factory", None)
    computers = Computers(controllers, names, factory, getattr(app, "ai_budget", None))
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
    """A seat driver for ``scene`` (``Game -> Option | None``): a computer seat's choice once
    its answer is there (its notice is set on the way); a hint that has come is put in focus
    and its reason in the decision panel."""

    def driver(game: Game) -> Option | None:
        computers: Computers = scene.computers
        option = computers.drive(game)
        _show_hint(scene, game)
        if option is not None:
            speed = getattr(scene.app.settings, "animation_speed", 1.0)
            computers.chose(game, option, speed)
            computers.applying = True  # the table's choose lets this one through
        _set_ticking(computers, computers.waiting or computers.animating)
        _show_status(scene)
        return option

    return driver


def _show_hint(scene: Any, game: Game) -> None:
    c = scene.choosing
    hint = scene.computers.hint_for(game)
    words = f"Hint: {short_reason(hint.reason)}" if hint is not None else ""
    if words != c.hint:
        c.hint = words
        if hint is not None:
            c.focus = hint.index  # the table highlights the focused option's place
        scene.relayout()
        scene.app.request_redraw()


def _show_status(scene: Any) -> None:
    c: Computers = scene.computers
    words = c.status
    if c.waiting and words.endswith("…"):  # the dots count up while it thinks
        words = words[:-1] + "." * (int(c.think_time * 4) % 3 + 1)
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
    c: Computers = scene.computers
    if c.update(dt):
        _show_status(scene)
        scene.app.request_redraw()


def collect(scene: Any) -> None:
    """Idle time: if a computer's answer or a hint has arrived, wake the frame loop."""
    if scene.computers.collect():
        scene.app.request_redraw()


def blocks_choice(scene: Any) -> bool:
    """Whether a choice must be refused now (a computer decides and this is not its own
    choice, handed over by its seat driver); tells why."""
    c: Computers = scene.computers
    if c.applying:
        c.applying = False
        return False
    if not c.decides(scene.game):
        return False
    seat = scene.game.decision.player
    scene.notice(f"{c.name(seat)} is deciding; wait for its choice.", 1.5)
    return True


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


def short_reason(reason: str) -> str:
    """`finspan.ai.hint`'s sentence made short enough for the decision panel: "Hard would
    choose X: expected final score 91.2 (wins 58% of 36 playouts); then Y: …" becomes
    "Hard: X, 91.2 pts (58% wins) · then Y, 89.0 (50%) · …"."""
    import re

    first = [True]

    def score(m: re.Match[str]) -> str:
        if first[0]:
            first[0] = False
            return f", {m.group(1)} pts ({m.group(2)}% wins)"
        return f", {m.group(1)} ({m.group(2)}%)"

    text = reason.replace("Hard would choose ", "Hard: ", 1)
    text = re.sub(r": expected final score ([\d.]+) \(wins (\d+)% of \d+ playouts\)", score, text)
    return text.replace("; then ", " · then ").replace("; ", " · ")


def pause(scene: Any) -> None:
    """A window opens on the table (the menu, a dialog): the question is cancelled (asked
    again on return) and the frame loop's wake-ups stop."""
    scene.computers.cancel()
    _set_ticking(scene.computers, False)


def close(scene: Any) -> None:
    _set_ticking(scene.computers, False)
    scene.computers.close()


def draw_status(scene: Any, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The status pill at the bottom of ``area``: "Coral is thinking…" with three bubbles
    rising in turn, or the notice of the last choice. Draws nothing when there is none."""
    c: Computers = scene.computers
    words = c.status
    if not words:
        return
    t = scene.app.theme
    font = t.font(FontRole.BODY_BOLD)
    dots = c.waiting
    r = max(3, t.px(4))
    lead = (6 * r + t.px(16)) if dots else t.px(10)
    words = shorten(words, font, area.w - lead - t.px(30))
    img = t.text(words, FontRole.BODY_BOLD, UI["text"])
    box = pygame.Rect(0, 0, img.get_width() + lead + t.px(12), img.get_height() + t.px(12))
    box.midbottom = (area.centerx, area.bottom - t.px(10))
    pygame.draw.rect(surface, (18, 30, 48), box, border_radius=box.h // 2)
    pygame.draw.rect(surface, UI["accent"], box, max(1, t.px(2)), border_radius=box.h // 2)
    if dots:
        step = int(c.think_time * 4) % 4  # changes when `Computers.update` asks a redraw
        for k in range(3):
            lift = r if step == k else (r // 2 if step == (k + 1) % 4 else 0)
            centre = (box.x + t.px(12) + r + k * 2 * r + k * t.px(2), round(box.centery - lift))
            pygame.draw.circle(surface, UI["accent"], centre, r)
    surface.blit(img, (box.x + lead, box.centery - img.get_height() // 2))
