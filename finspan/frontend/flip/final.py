"""Fish'n'Flip's final scores: the engine's `Outcome` in words. Cooperative: won or lost, the
animals left in the net and the rating, the turns that were a "Fish'n'Flip!"; competitive:
each seat's score (animal cards, waste) in ranking order and the winners. Buttons: look at
the finished table (the focused one), a new game, the title; 1-3 press them, Enter the
focused one, Esc looks at the table. Layout computed in `resize`; `draw` changes nothing.
"""

from __future__ import annotations

import pygame

from ...flip import Game, Mode
from ..look.theme import UI, FontRole, shorten, wrap
from ..shell.scene import AppContext, Scene
from ..ui.boxes import panel_box
from ..ui.widgets import Button
from .words import count_words

BUTTONS = ("Look at the table", "New game", "Back to title")
#: The buttons' words with the key that presses each.
LABELS = tuple(f"{i + 1}  {words}" for i, words in enumerate(BUTTONS))
FISH_N_FLIP = "Fish'n'Flip"


def result_lines(game: Game) -> tuple[str, list[str]]:
    """The heading and the lines of the result, all read from the engine's outcome."""
    o = game.outcome()
    names = [s.name for s in game.public_state().seats]
    if o.mode is Mode.COOP:
        if o.lost:
            head = "The net tore: the game is lost"
            lines = [o.verdict]
        else:
            head = "The net is emptied" if o.animals_left == 0 else "The game is won"
            lines = [f"{o.verdict}."]  # the animals left and the rating, said once
        flips = len(o.fish_n_flip_turns)
        turns = f"{o.turns} turns"
        if flips:
            turns += f" · {count_words(flips, FISH_N_FLIP)} (5 or more freed in a turn)"
        lines.append(turns)
        return head, [x for x in lines if x]
    who = [names[s] for s in o.winners]
    winners = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    head = f"{winners} {'wins' if len(who) == 1 else 'share the win'}"
    lines = []
    for seat in sorted(range(len(names)), key=lambda s: (o.ranking[s], s)):  # 1 is first
        lines.append(f"{o.ranking[seat]}. {names[seat]}: {count_words(o.scores[seat], 'point')} "
                     f"({count_words(o.cards[seat], 'card')}, {o.waste[seat]} waste)")  # fmt: skip
    lines.append(o.verdict)
    return head, [x for x in lines if x]


class FlipFinal(Scene):
    """The end of a Fish'n'Flip game, above its table."""

    def __init__(self, app: AppContext, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.head, self.lines = result_lines(game)
        self.buttons = [
            Button(LABELS[0], self._look, theme=app.theme),
            Button(LABELS[1], lambda: self.app.nav.open_setup(), theme=app.theme),
            Button(LABELS[2], lambda: self.app.nav.show_title(), theme=app.theme),
        ]
        self.focus = 0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.wrapped: list[str] = []
        self.heads: list[str] = []

    def _look(self) -> None:
        self.app.pop()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        t = self.app.theme
        w, h = size
        body, heading = t.font(FontRole.BODY), t.font(FontRole.TITLE)
        width = min(w - 2 * t.px(20), max(t.px(560), w // 2))
        inner = width - 2 * t.px(24)
        self.wrapped = [part for line in self.lines for part in wrap(line, body, inner)]
        self.heads = wrap(self.head, heading, inner)  # the heading whole, on its lines
        bold = t.font(FontRole.BODY_BOLD)
        bw = max(bold.size(b)[0] for b in LABELS) + 2 * t.px(16)
        bh = bold.get_linesize() + 2 * t.px(8)
        rows = 1 if 3 * bw + 2 * t.px(12) <= inner else 3
        height = (len(self.heads) * heading.get_linesize() + t.px(16)
                  + len(self.wrapped) * body.get_linesize()
                  + t.px(24) + rows * bh + (rows - 1) * t.px(8) + 2 * t.px(20))  # fmt: skip
        self.box = pygame.Rect(0, 0, width, min(h - 2 * t.px(10), height))
        self.box.center = (w // 2, h // 2)
        y = self.box.bottom - t.px(20) - rows * bh - (rows - 1) * t.px(8)
        if rows == 1:
            x = self.box.centerx - (3 * bw + 2 * t.px(12)) // 2
            for i, b in enumerate(self.buttons):
                b.layout(pygame.Rect(x + i * (bw + t.px(12)), y, bw, bh))
        else:
            for i, b in enumerate(self.buttons):
                b.layout(pygame.Rect(self.box.centerx - bw // 2, y + i * (bh + t.px(8)), bw, bh))
        self._focus(self.focus)

    def _focus(self, index: int) -> None:
        self.focus = index % len(self.buttons)
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_1, pygame.K_2, pygame.K_3):
                self.buttons[k - pygame.K_1].on_click()
                return True
            if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
                self._focus(self.focus + 1)
                return True
            if k in (pygame.K_LEFT, pygame.K_UP):
                self._focus(self.focus - 1)
                return True
            if k == pygame.K_ESCAPE:
                self._look()
                return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.fill(UI["background"])
        panel_box(surface, self.box, t)
        heading, body = t.font(FontRole.TITLE), t.font(FontRole.BODY)
        x, y = self.box.x + t.px(24), self.box.y + t.px(20)
        room = self.box.w - 2 * t.px(24)
        ink = UI["danger"] if self.game.outcome().lost else UI["accent"]
        for line in self.heads:
            surface.blit(t.text(shorten(line, heading, room), FontRole.TITLE, ink), (x, y))
            y += heading.get_linesize()
        y += t.px(16)
        for line in self.wrapped:
            surface.blit(t.text(line, FontRole.BODY, UI["text"]), (x, y))
            y += body.get_linesize()
        for b in self.buttons:
            b.draw(surface)
