"""A player of the Puzzles room for tests through the real main loop (`loop.LoopDriver`): at
each rest of the loop it looks at the screen and posts what a person would, by mouse, by the
keyboard alone or by a controller's buttons alone: the title's Puzzles, the room's game and
Play, the moves of a plan at the puzzle's table (each game's own way to reach an option:
`flip.clicks`, the Finspan table's `click_point` and its option list by keys), and then the
box's buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from finspan.frontend.puzzles.room import PuzzleRoom
from finspan.frontend.puzzles.solving import PuzzleScene
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.ui.dialogs import Menu

from .loop import click, key

#: The keys a controller's buttons stand for (`shell.pads.BUTTON_KEYS`), for controller play.
PAD_BUTTONS = {pygame.K_RETURN: pygame.CONTROLLER_BUTTON_A,
               pygame.K_ESCAPE: pygame.CONTROLLER_BUTTON_B,
               pygame.K_UP: pygame.CONTROLLER_BUTTON_DPAD_UP,
               pygame.K_DOWN: pygame.CONTROLLER_BUTTON_DPAD_DOWN,
               pygame.K_LEFT: pygame.CONTROLLER_BUTTON_DPAD_LEFT,
               pygame.K_RIGHT: pygame.CONTROLLER_BUTTON_DPAD_RIGHT}  # fmt: skip
#: Rests with nothing done before a posted input is given up as not taken.
PATIENCE = 30


def press(k: int, by: str) -> list[pygame.event.Event]:
    """Key ``k`` as the keyboard gives it, or as a controller's button (``by == "pad"``)."""
    if by != "pad":
        return key(k)
    button = PAD_BUTTONS[k]
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=-1),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=-1)]


def post(events: Sequence[pygame.event.Event]) -> None:
    for e in events:
        pygame.event.post(e)


def option_input(table: Any, text: str, by: str) -> list[pygame.event.Event]:
    """What chooses the option ``text`` at ``table`` now: a click (``by == "mouse"``) where a
    click reaches it, else the keys (Down over the option list, Enter; Escape puts a wrong
    card back), as the keyboard or a controller gives them."""
    option = next(o for o in table.game.options if str(o) == text)
    if hasattr(table, "click_point"):  # Finspan's table
        points = table.click_point(option) if by == "mouse" else []
        if points:
            return [e for p in points for e in click(p)]
        keys: list[int] = [pygame.K_ESCAPE] if table.move_from is not None else []
        steps = (table.options.index(option) - table.focus) % len(table.options)
        keys += [pygame.K_DOWN] * steps + [pygame.K_RETURN]
    else:  # Fish'n'Flip's table
        from finspan.frontend.flip.clicks import keys_to, next_click

        point = next_click(table, option) if by == "mouse" else None
        if point is not None:
            return click(point)
        names = {"escape": pygame.K_ESCAPE, "down": pygame.K_DOWN, "return": pygame.K_RETURN}
        keys = [names[n] for n in keys_to(table, option)]
    return [e for k in keys for e in press(k, by)]


@dataclass
class PuzzlePlayer:
    """Plays ``plans`` (one per puzzle: the option texts to enter, from the puzzle or a
    function of it) in ``game``'s puzzles from the title, ``by`` the mouse, the keyboard or
    a controller; after each verdict Next (the last: Back, then Esc to the title and quit).
    ``seen``: the verdicts, each (puzzle id, solved, words)."""

    game: str
    plans: list[Callable[[Any], list[str]]]
    by: str = "mouse"
    seen: list[tuple[str, bool, str]] = field(default_factory=list)
    #: What was played at each verdict: the options since the puzzle began.
    played: list[list[str]] = field(default_factory=list)
    #: The puzzle's box at each verdict: its lines' words.
    said: list[list[str]] = field(default_factory=list)
    screens: list[str] = field(default_factory=list)
    done: bool = False
    _posted: tuple[Any, int] | None = None

    def __call__(self, app: Any) -> None:
        top = app.stack.top
        name = type(top).__name__
        if not self.screens or self.screens[-1] != name:
            self.screens.append(name)
        if pygame.event.peek():
            return  # what was posted is not taken yet
        if isinstance(top, TitleScene):
            self._title(top)
        elif isinstance(top, PuzzleRoom):
            self._room(top)
        elif isinstance(top, PuzzleScene):
            self._puzzle(top)
        elif isinstance(top, Menu):  # the title's Puzzles & daily game: Puzzles, the first
            if self.by == "mouse":
                post(click(next(b for b in top.rows if b.text == "Puzzles").rect.center))
            else:
                post(press(pygame.K_RETURN, self.by))

    def _title(self, title: TitleScene) -> None:
        if self.done:
            post([pygame.event.Event(pygame.QUIT)])
            return
        button = next(b for b in title.buttons if b.text == "Puzzles & daily game")
        if self.by == "mouse":
            post(click(button.rect.center))
            return
        steps = title.buttons.index(button) - title.focus.index
        post([e for _ in range(steps) for e in press(pygame.K_DOWN, self.by)]
             + press(pygame.K_RETURN, self.by))

    def _room(self, room: PuzzleRoom) -> None:
        if self.done:
            post(press(pygame.K_ESCAPE, self.by) if self.by != "mouse"
                 else click(room.back.rect.center))  # fmt: skip
            return
        if room.game != self.game:
            if self.by == "mouse":
                rect = room.game_choice.rect
                post(click((rect.right - rect.w // 6, rect.centery)))
            elif room.focus.focused is room.game_choice:
                post(press(pygame.K_RIGHT, self.by))
            else:
                post(press(pygame.K_UP, self.by))
            return
        if self.by == "mouse":
            post(click(room.play.rect.center))
        elif room.focus.focused is room.play:
            post(press(pygame.K_RETURN, self.by))
        else:
            post(press(pygame.K_DOWN, self.by))

    def _puzzle(self, scene: PuzzleScene) -> None:
        table = scene.table
        if table.busy:
            return
        if scene.phase == "solving":
            plan = self.plans[len(self.seen)](scene.puzzle)
            step = len(scene.seen)
            state = (scene.puzzle.id, step, getattr(table.choosing, "action", None))
            if self._posted is not None and self._posted[0] == state:
                self._posted = (state, self._posted[1] + 1)
                if self._posted[1] < PATIENCE:
                    return
            else:
                self._posted = (state, 0)
            by = "keys" if self.by == "mouse" and self._posted[1] >= PATIENCE else self.by
            post(option_input(table, plan[step], by))
            return
        if scene.phase in ("judged", "shown"):
            verdict = scene.verdict
            if verdict is not None and (not self.seen or self.seen[-1][0] != scene.puzzle.id):
                self.seen.append((scene.puzzle.id, verdict.solved, verdict.words))
                self.said.append([words for words, _role, _ink in scene.forms()[0]])
                self.played.append([str(o) for o in table.game.history[scene.start:]])
            last = len(self.seen) >= len(self.plans)
            self.done = last
            wanted = "back" if last else "next"
            if self.by == "mouse":
                rect = next(r for n, _w, r in scene.box.buttons if n == wanted)
                post(click(rect.center))
            else:
                names = [n for n, _w in scene.buttons()]
                target = names.index(wanted)
                if scene.focus != target:
                    post(press(pygame.K_DOWN, self.by))
                else:
                    post(press(pygame.K_RETURN, self.by))
