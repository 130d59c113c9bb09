"""A puzzle at its game's table: the table holds it (`KitTable.practise`: its own board and
input, nothing saved), and `PuzzleScene`, a transparent scene just above it, shows the box
over the log (`box`), watches the options the player applies through the table, judges the
answer (`finspan.puzzles.judge`), counts the try and plays the solution out.

The phases: ``solving`` (the table takes the input; the box's buttons give up or leave),
``playing`` (the right answer's rest plays out: Finspan's slot), ``judged`` (what the answer
got; Retry, Show the solution, Next puzzle, Back), ``showing`` and ``shown`` (the solution
played out on a fresh table, a step at a time). Once the answer is judged the table is
locked: the box takes the keys (arrows move, Enter presses; N, R, S, Esc), a controller's
buttons being those keys, and a click or a touch presses a button. While solving, the menu
(F10, a controller's Start) has Show the solution and Back to puzzles too.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...games import registration
from ...puzzles import Judgement, Puzzle, TryResult, judge, start, theme_words
from ..look.theme import UI, FontRole
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext, Scene
from .box import Line, PuzzleBox, box_height, paint_box, puzzle_box
from .progress import Progress, now

#: Seconds between the steps of a solution played out (at animation speed 1).
STEP_PAUSE = 0.6
#: Keys that press a button of the box once the answer is judged.
BUTTON_KEYS = {pygame.K_n: "next", pygame.K_r: "retry", pygame.K_s: "show",
               pygame.K_ESCAPE: "back"}  # fmt: skip
#: Keys the table still answers while its puzzle is locked: the help and the menu.
TABLE_KEYS = (pygame.K_F1, pygame.K_F10)
WORDS = {"next": "Next (N)", "retry": "Retry (R)", "show": "Solution (S)", "back": "Back (Esc)",
         "give_up": "Show the solution", "leave": "Back to puzzles"}  # fmt: skip
INPUT = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
         pygame.MOUSEWHEEL, pygame.TEXTINPUT)  # fmt: skip


def planned(puzzle: Puzzle) -> list[str]:
    """The options that play the solution out: the answer, and the slot a fish goes into
    (where the puzzle names one)."""
    return [*puzzle.solution, *([puzzle.slot] if puzzle.slot else [])]


def open_puzzle(
    app: AppContext, puzzle: Puzzle, progress: Progress, theme: str | None, *,
    show: bool = False, again: bool = False, replace: bool = False,
) -> None:  # fmt: skip
    """``puzzle`` at its game's table, the box above it (``show``: its solution played out;
    ``again``: a retry, not rated). ``replace``: in place of the puzzle on top (its scene
    and its table)."""
    game = start(puzzle)
    front = registration(puzzle.game).front.get()
    table = front.table(app, game, TablePrefs())
    if replace:
        app.pop()  # the box of the puzzle before; its table is replaced next
        app.replace(table)
    else:
        app.push(table)
    progress.place(puzzle.game, puzzle, theme)
    app.push(PuzzleScene(app, table, puzzle, progress, theme, show=show, again=again))


class PuzzleScene(Scene):
    """The puzzle's box above its table (see the module)."""

    transparent = True
    modal = False  # while solving, the table beneath takes the input

    def __init__(
        self, app: AppContext, table: Any, puzzle: Puzzle, progress: Progress,
        theme: str | None, *, show: bool = False, again: bool = False,
    ) -> None:  # fmt: skip
        super().__init__(app)
        self.table, self.puzzle, self.progress, self.chosen_theme = table, puzzle, progress, theme
        self.start = len(table.game.history)
        self.rated = progress.rated(puzzle) and not again and not show
        self.phase = "showing" if show else "solving"
        self.verdict: Judgement | None = None
        self.result: TryResult | None = None
        self.counted = show  # the solution shown counts no try
        self.seen: tuple[str, ...] = ()
        self.to_play: list[str] = planned(puzzle) if show else []
        self.wait = STEP_PAUSE
        self.focus = 0
        self.box: PuzzleBox | None = None
        self._solution_words: str | None = None
        table.practise([("Show the solution", self.give_up), ("Back to puzzles", self.leave)])
        self._layout()

    # --- What the box says ---------------------------------------------------------------

    @property
    def locked(self) -> bool:
        """The answer is judged or the solution plays: the table takes no input."""
        return self.phase != "solving"

    @property
    def seat_name(self) -> str:
        names = registration(self.puzzle.game).definition.get().summarize(self.table.game).players
        return str(names[self.puzzle.seat]) if self.puzzle.seat < len(names) else ""

    def solution_words(self) -> str:
        """The solution in the words the table gives its options ("Flip column A, then shark
        at A2: free it on its own, …"), found by playing it on a copy of the puzzle's position; the
        puzzle's own text where an option cannot be read there."""
        if self._solution_words is None:
            game, said = start(self.puzzle), []
            words = self.table.computers.words
            for text in planned(self.puzzle):
                option = next((o for o in game.options if str(o) == text), None)
                if option is None:
                    slot = f" ({self.puzzle.slot})" if self.puzzle.slot else ""
                    self._solution_words = f"{self.puzzle.answer}{slot}"
                    return self._solution_words
                said.append(words.option(game, option))
                game.apply(option)
            later = [w[:1].lower() + w[1:] for w in said[1:]]  # one sentence
            self._solution_words = ", then ".join(said[:1] + later)
        return self._solution_words

    def buttons(self) -> list[tuple[str, str]]:
        if self.phase == "solving":
            names = ["give_up", "leave"]
        elif self.phase in ("playing", "showing"):
            names = ["back"]
        elif self.phase == "shown":
            names = ["retry", "next", "back"]
        elif self.verdict is not None and self.verdict.solved:
            names = ["next", "back"]
        else:
            names = ["retry", "show", "next", "back"]
        return [(n, WORDS[n]) for n in names]

    def forms(self) -> list[list[Line]]:
        """The box's lines, as they are and then in compact forms, roomiest first: the same
        words in fewer lines, for a box the table can hardly make room for (a small window
        at a large text size). The heading, the goal (until what the move got says it
        again, in its own terms), what the move got or the solution, the themes and the
        rating; compact, what is said under the goal is in small text, the rating goes
        beside the heading or after the words, and once the try is over there is no heading
        (the themes line says the rest)."""
        p = self.puzzle
        rating = round(self.progress.rating(p.game).rating)
        heading: Line = (f"{registration(p.game).title} puzzle · rated {p.rating}",
                         FontRole.SMALL, UI["accent"])  # fmt: skip
        goal: Line = (p.goal, FontRole.BODY_BOLD, UI["text"])
        v = self.verdict
        if self.phase == "solving":
            going = self.seen and v is not None and not v.done
            words = v.words if going and v is not None else f"{self.seat_name} to move: make " \
                "the move at the table."
            rated = "this try is rated" if self.rated else "not rated: tried before"
            mine = f"your rating {rating}"
            return [
                [heading, goal, (words, FontRole.BODY, UI["text"]),
                 (f"{mine[:1].upper()}{mine[1:]} · {rated}", FontRole.SMALL, UI["text_dim"])],
                [(f"{heading[0]} · {mine}", *heading[1:]), goal,
                 (f"{words} {rated[:1].upper()}{rated[1:]}.", FontRole.SMALL, UI["text"])],
                [heading, goal, (f"{words} {mine[:1].upper()}{mine[1:]} · {rated}.",
                                 FontRole.SMALL, UI["text"])],
            ]  # fmt: skip
        said: list[Line] = []
        if self.phase in ("showing", "shown"):
            said = [goal, (f"The solution: {self.solution_words()}.", FontRole.BODY, UI["text"])]
        elif v is not None:
            words = f"Solved! {v.words[:1].upper()}{v.words[1:]}" if v.solved else (
                f"Not the best: {v.words}")  # (a new sentence after "Solved!")
            said = [(words, FontRole.BODY, UI["legal"] if v.solved else UI["text"])]
        themes = "Themes: " + ", ".join(theme_words(t) for t in p.themes)
        r = self.result
        if r is not None and self.rated:
            change = f"{round(r.after.rating) - round(r.before.rating):+d}"
            themes += (f" · your rating was {round(r.before.rating)}, now "
                       f"{round(r.after.rating)} ({change})")  # fmt: skip
        elif r is not None:
            themes += f" · your rating {rating}: only a first try is rated"
        last: Line = (themes, FontRole.SMALL, UI["text_dim"])
        small = [(w, FontRole.SMALL if role is FontRole.BODY else role, c) for w, role, c in said]
        return [[heading, *said, last], [*small, last]] if said else [[heading, last]]

    def _layout(self) -> None:
        """The box for the phase in its roomiest form the table can make room for and keep
        its own parts (the hand's cards, the options) at their least, else its shortest;
        the table's log made tall enough for it."""
        t = self.app.theme
        log, plain = self.table.guide_rects()["log"], self.table.guide_rects(plain=True)["log"]
        buttons = self.buttons()
        most = self.table.guide_room_most()
        measured = []  # forms too tall (height, lines): measured only until one fits
        for lines in self.forms():
            height = box_height(log.w, lines, buttons, t)
            if most is None or height <= most:
                break
            measured.append((height, lines))
        else:  # none fits: the shortest
            height, lines = min(measured, key=lambda m: m[0])
        if self.table.make_guide_room(height, box_height(plain.w, lines, buttons, t.plain())):
            self.app.request_redraw()
        self.box = puzzle_box(self.table.guide_rects()["log"], lines, buttons, t)
        self.focus = min(self.focus, len(buttons) - 1)

    # --- Lifecycle ---------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._layout()

    def resume(self) -> None:
        self._layout()

    def exit(self) -> None:
        self.table.make_guide_room(0, 0)  # the log takes its room back

    @property
    def animating(self) -> bool:
        return bool(self.table.animating) or (self.phase in ("playing", "showing")
                                              and bool(self.to_play))  # fmt: skip

    def prefetch(self) -> bool:
        return bool(self.table.prefetch())

    def notice(self, text: str, seconds: float = 3.0) -> None:
        self.table.notice(text, seconds)

    def update(self, dt: float) -> None:
        self.table.update(dt)  # the table beneath keeps its animations going
        before = (self.phase, self.seen)
        if self.phase == "solving":
            self._follow()
        if self.phase in ("playing", "showing") and not self.table.busy:
            self._play_on(dt)
        box = self.box.box.copy() if self.box is not None else None
        self._layout()  # the table lays itself out again as its panel changes: the box follows
        if (self.phase, self.seen) != before or (self.box is not None and self.box.box != box):
            self.app.request_redraw()

    def _follow(self) -> None:
        """The options applied since the puzzle began: judged when they change."""
        seen = tuple(str(o) for o in self.table.game.history[self.start:])
        if seen == self.seen:
            return
        self.seen = seen
        if not seen:
            self.verdict = None
            return
        try:
            verdict = judge(self.puzzle, seen)
        except ValueError:  # an answer the puzzle cannot read: wait for more
            return
        self.verdict = verdict
        if verdict.done:
            self._judged(verdict)

    def _judged(self, verdict: Judgement) -> None:
        """The answer is complete: the try counted (once), the rest of the solution to play
        out if it was right and the player's moves are its first steps."""
        if not self.counted:
            self.counted = True
            self.result = self.progress.count(self.puzzle, verdict.solved, now(self.app),
                                              self.rated)  # fmt: skip
        plan = planned(self.puzzle)
        if verdict.solved and list(self.seen) == plan[: len(self.seen)]:
            self.to_play = plan[len(self.seen):]
        self.phase, self.wait = "playing", STEP_PAUSE
        self.focus = 0

    def _play_on(self, dt: float) -> None:
        """The next step of the solution once the table is at rest (a short pause between
        steps); at the end, the verdict or the solution shown."""
        speed = getattr(self.app.settings, "animation_speed", 1.0)
        if self.to_play and speed:
            self.wait -= dt * max(float(speed), 0.5)
            if self.wait > 0:
                return
        if self.to_play:
            text = self.to_play.pop(0)
            legal = {str(o) for o in self.table.game.options}
            if text in legal and self.table.apply_option(text) is not None:
                self.wait = STEP_PAUSE
                return
            self.to_play = []
        self.phase = "judged" if self.phase == "playing" else "shown"

    # --- The box's buttons ---------------------------------------------------------------

    def press(self, name: str) -> None:
        if name in ("give_up", "show"):
            self.give_up()
        elif name == "retry":
            open_puzzle(self.app, self.puzzle, self.progress, self.chosen_theme, again=True,
                        replace=True)  # fmt: skip
        elif name == "next":
            self.next_puzzle()
        elif name in ("back", "leave"):
            self.leave()

    def give_up(self) -> None:
        """Show the solution: a try not yet judged counts as not solved."""
        if not self.counted:
            self.counted = True
            self.result = self.progress.count(self.puzzle, False, now(self.app), self.rated)
        open_puzzle(self.app, self.puzzle, self.progress, self.chosen_theme, show=True,
                    replace=True)  # fmt: skip

    def next_puzzle(self) -> None:
        game = self.puzzle.game
        self.progress.place(game, None, self.chosen_theme)
        puzzle = self.progress.choose(game, self.chosen_theme)
        if puzzle is None:
            self.leave()
            self.app.nav.tell("Every puzzle of this theme is solved.")
            return
        open_puzzle(self.app, puzzle, self.progress, self.chosen_theme, replace=True)

    def leave(self) -> None:
        """Back to the Puzzles room (the puzzle stays on the table for next time)."""
        if self.app.stack.top is self:
            self.app.pop()
        if self.app.stack.top is self.table:
            self.app.pop()

    # --- Input and drawing ---------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on a button presses it; once judged, the keys move and press the box's
        buttons and nothing reaches the table but the pointer's moves, the help and the
        menu. While solving, the rest is the table's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.box is not None:
            name = self.box.button_at(event.pos)
            if name is not None:
                self.press(name)
                return True
            if self.box.box.collidepoint(event.pos):
                return True  # on the box, not through it to the log
        if not self.locked:
            return False
        if event.type == pygame.KEYDOWN and event.key not in TABLE_KEYS:
            self._key(event)
            return True
        return event.type in INPUT and getattr(event, "key", None) not in TABLE_KEYS

    def _key(self, event: pygame.event.Event) -> None:
        names = [n for n, _w in self.buttons()]
        k = event.key
        back = k in (pygame.K_LEFT, pygame.K_UP) or (
            k == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)  # fmt: skip
        if back:
            self.focus = (self.focus - 1) % len(names)
        elif k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + 1) % len(names)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.press(names[self.focus])
            return
        elif BUTTON_KEYS.get(k) in names:
            self.press(BUTTON_KEYS[k])
            return
        self.app.request_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        if self.box is None:
            return
        focus = self.buttons()[self.focus][0] if self.locked else None
        paint_box(surface, self.app.theme, self.box, focus)
