"""The New game screen: solo against Nautoma, hot-seat, or against computer players (the modes
as large illustrated tiles, `mode_tiles`), then the details and the options every game has.

Owns `SetupScene`; the pure helpers it uses (`parse_seed`, `name_errors`, `random_seed`) are
in `setup_fields`.
It turns the player's choices into an engine `Setup`, a seed and the table's per-seat
preferences, and hands them to the navigator's `start_game`; it never builds a game itself. The
defaults start a solo game at difficulty 2 (the rulebook's recommendation) with one click.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame

from finspan.engine import Seat, Setup

from ..look import theme as th
from ..look.theme import UI, FontRole
from ..scenes.common import Piece, PrimaryButton, Run, flow_text, hint
from ..scenes.new_game import NewGameScene
from ..scenes.setup_fields import difficulty_words, name_errors, parse_seed
from ..shell.computers import (
    CONTROLLER_WORDS,
    CONTROLLERS,
    LEVELS,
    PERSON,
    default_name,
    is_default_name as _is_computer_name,
)
from ..shell.prefs import TablePrefs
from ..shell.scene import AppContext
from ..ui.mode_tiles import ModeTiles
from ..ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Label,
    TextInput,
    Toggle,
    Tooltip,
    Widget,
    event_pos,
    rel,
)
from .mode_pictures import MODE_SHORT_TITLES, MODE_WORDS, paint_mode
from .rules_text import NAUTOMA, difficulty_line

SOLO = "solo"
HOTSEAT = "hotseat"
COMPUTERS = "computers"
MAX_SEATS = 5
NAME_LENGTH = 20

ANSWER_WORDS: dict[str, str] = {"ask": "ask me", "take": "always take", "skip": "always skip"}
RAVEL_WORDS: dict[int, str] = {0: "off", 2: "strength 2", 3: "strength 3", 4: "strength 4"}
#: What happens when the fish deck runs out, for each value of that choice (RULES.md 9).
DECK_WORDS: dict[bool, str] = {
    False: "Every discard pile is shuffled into a new deck (the standard rule).",
    True: "Official variant: each player keeps 1 card of their discard pile; the rest is "
    "shuffled into a new deck.",
}


# --- The scene ---------------------------------------------------------------------------------


class SetupScene(NewGameScene):
    """Choose a solo or hot-seat game and its options, then Start.

    Keyboard: Tab / Shift+Tab or Up/Down between fields, Left/Right change a choice, typing
    edits the focused name or seed, Enter on Start (focused at first) or in a text field
    starts the game, Esc goes back. Invalid fields show a message beside them and keep the
    game from starting.
    """

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        theme = app.theme
        default_answer = getattr(app.settings, "all_players_default", "ask")
        self.message: str | None = None
        self.tooltip = Tooltip(theme=theme)
        self.title = Label("New game", FontRole.TITLE, theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back to the title (Esc)", theme=theme)
        self.mode = ModeTiles(
            "Game", [(SOLO, "Solo against Nautoma"), (HOTSEAT, "Hot-seat with friends"),
                     (COMPUTERS, "Against computer players")],
            self._on_mode, tooltip="Play alone against Nautoma, with friends on this screen, "
            "or against computer players", subtitles=MODE_WORDS,
            short_titles=MODE_SHORT_TITLES,
            painter=paint_mode, theme=theme,
        )  # fmt: skip
        # solo
        self.difficulty = Choice(
            "Nautoma's difficulty", [(d, difficulty_words(d)) for d in range(1, 6)],
            self._changed, index=1, theme=theme,
        )  # fmt: skip
        self.ravel = Choice(
            "Ravel mode", list(RAVEL_WORDS.items()), self._changed,
            tooltip="A harder solo game: Nautoma scores for fish in a highlighted dive site",
            theme=theme,
        )  # fmt: skip
        self.solo_name = self._name_input("Your name")
        self.solo_name.set_text("Player", notify=False)
        self.solo_rules = Button(
            "Read the solo rules", self._open_solo_rules,
            tooltip="How Nautoma plays, her difficulties and Ravel mode", theme=theme,
        )  # fmt: skip
        # hot-seat
        self.players = Choice(
            "Players", [(n, str(n)) for n in range(1, MAX_SEATS + 1)], self._on_players,
            index=1, theme=theme,
        )  # fmt: skip
        self.seat_names: list[TextInput] = []
        self.seat_colours: list[Choice[str]] = []
        self.seat_answers: list[Choice[str]] = []
        self.seat_controllers: list[Choice[str]] = []
        colour_options = [(name, name) for name, _ in th.DIVER_COLOURS]
        for i in range(MAX_SEATS):
            name = self._name_input(f"Player {i + 1}'s name")
            name.set_text(f"Player {i + 1}", notify=False)
            self.seat_names.append(name)
            self.seat_colours.append(
                Choice(
                    "Diver colour",
                    colour_options,
                    self._colour_setter(i),
                    index=i,
                    tooltip="Each player dives in their own colour",
                    theme=theme,
                )
            )
            answer = Choice(
                "All-players benefits", list(ANSWER_WORDS.items()), self._changed,
                tooltip="When another player's fish offers everyone a benefit: ask this "
                "player, or always take it, or always skip it",
                theme=theme,
            )  # fmt: skip
            answer.set_value(default_answer)
            self.seat_answers.append(answer)
            controller = Choice(
                "Played by", [(c, CONTROLLER_WORDS[c]) for c in CONTROLLERS],
                self._controller_setter(i), index=0 if i == 0 else 2,
                tooltip="A person, or a computer player at Easy, Medium or Hard",
                theme=theme,
            )  # fmt: skip
            self.seat_controllers.append(controller)
        self.colours = [name for name, _ in th.DIVER_COLOURS][:MAX_SEATS]
        # common
        self.board = Choice(
            "Achievement board", [("A", "side A"), ("B", "side B")], self._changed, theme=theme
        )
        self.keep_one = Toggle(
            "When the fish deck runs out", self._changed,
            words=("reshuffle all cards", "each keeps 1 card (variant)"), theme=theme,
        )  # fmt: skip
        self.seed = TextInput(
            "blank = random", self._changed, on_submit=lambda _t: self.start(),
            max_length=20, tooltip="The same seed and choices deal the same game", theme=theme,
            label="Seed",
        )  # fmt: skip
        self.start_button = PrimaryButton("Start game", self.start, theme=theme)
        self.focus = FocusGroup([])
        if "finspan" in app.nav.last_setup:
            self.recall(app.nav.last_setup["finspan"])
        self._rebuild_focus(self.start_button)

    # remembering the last choices -----------------------------------------------------------
    def choices(self) -> dict[str, object]:
        """Every choice on the screen except the seed, to be shown again next time."""
        return {
            "mode": self.mode.value, "difficulty": self.difficulty.value,
            "ravel": self.ravel.value, "solo_name": self.solo_name.text,
            "players": self.players.value, "names": [n.text for n in self.seat_names],
            "colours": list(self.colours), "answers": [a.value for a in self.seat_answers],
            "controllers": [c.value for c in self.seat_controllers],
            "board": self.board.value, "keep_one": self.keep_one.value,
        }  # fmt: skip

    def recall(self, choices: dict[str, object]) -> None:
        """Show ``choices`` (from `choices`) again; a value no longer offered is skipped."""
        single = {"mode": self.mode, "difficulty": self.difficulty, "ravel": self.ravel,
                  "players": self.players, "board": self.board, "keep_one": self.keep_one}
        for key, widget in single.items():
            with contextlib.suppress(KeyError, ValueError):
                widget.set_value(choices[key])  # type: ignore[attr-defined]
        self.solo_name.set_text(str(choices.get("solo_name", self.solo_name.text)), notify=False)
        names: list = list(choices.get("names", ()))  # type: ignore[call-overload]
        answers: list = list(choices.get("answers", ()))  # type: ignore[call-overload]
        colours: list = list(choices.get("colours", ()))  # type: ignore[call-overload]
        for widget, text in zip(self.seat_names, names, strict=False):
            widget.set_text(str(text), notify=False)
        for widget, answer in zip(self.seat_answers, answers, strict=False):
            with contextlib.suppress(ValueError):
                widget.set_value(answer)
        controllers: list = list(choices.get("controllers", ()))  # type: ignore[call-overload]
        for widget, controller in zip(self.seat_controllers, controllers, strict=False):
            with contextlib.suppress(ValueError):
                widget.set_value(controller)
        if sorted(colours) == sorted(self.colours):  # still a set of distinct diver colours
            self.colours = colours
            for widget, colour in zip(self.seat_colours, colours, strict=True):
                widget.set_value(colour)

    def _name_input(self, placeholder: str) -> TextInput:
        return TextInput(
            placeholder, self._changed, on_submit=lambda _t: self.start(),
            max_length=NAME_LENGTH, theme=self.app.theme,
        )  # fmt: skip

    # choices -----------------------------------------------------------------------------------
    @property
    def solo(self) -> bool:
        return self.mode.value == SOLO

    @property
    def computers(self) -> bool:
        return self.mode.value == COMPUTERS

    @property
    def seat_count(self) -> int:
        return self.players.value

    def controller(self, seat: int) -> str:
        """Who plays ``seat`` in the chosen mode (always a person outside "computers")."""
        return self.seat_controllers[seat].value if self.computers else PERSON

    def _changed(self, _value: object = None) -> None:
        self.message = None
        self.resize(self.size)  # explanations and messages change height
        self.app.request_redraw()

    def _on_mode(self, value: str) -> None:
        if value == COMPUTERS:  # the seats' names follow who plays them
            if self.seat_count < 2:
                self.players.set_value(2)
            for i in range(MAX_SEATS):
                self._name_for(i)
        elif value == HOTSEAT:  # computer names back to people's
            for i, name in enumerate(self.seat_names):
                if _is_computer_name(name.text):
                    name.set_text(f"Player {i + 1}", notify=False)
        self._rebuild_focus(self.mode)
        self._changed()

    def _name_for(self, seat: int) -> None:
        """A default name for ``seat`` as its controller says (a name typed is kept)."""
        name = self.seat_names[seat]
        controller = self.seat_controllers[seat].value
        untouched = name.text == f"Player {seat + 1}" or _is_computer_name(name.text)
        if not untouched:
            return
        new = f"Player {seat + 1}" if controller == PERSON else default_name(seat, controller)
        name.set_text(new, notify=False)

    def _controller_setter(self, seat: int) -> Callable[[str], None]:
        def set_controller(_value: str) -> None:
            self._name_for(seat)
            self._rebuild_focus(self.seat_controllers[seat])
            self._changed()

        return set_controller

    def _on_players(self, _value: int) -> None:
        self._rebuild_focus(self.players)
        self._changed()

    def _colour_setter(self, seat: int) -> Callable[[str], None]:
        def set_colour(colour: str) -> None:
            # colours stay distinct: the seat that had this colour takes this seat's old one
            old = self.colours[seat]
            for other, taken in enumerate(self.colours):
                if other != seat and taken == colour:
                    self.colours[other] = old
                    self.seat_colours[other].set_value(old)
            self.colours[seat] = colour
            self._changed()

        return set_colour

    def _mode_widgets(self) -> list:
        if self.solo:
            return [self.difficulty, self.ravel, self.solo_name, self.solo_rules]
        seats = []
        for i in range(self.seat_count):
            answer = [self.seat_answers[i]] if self.controller(i) == PERSON else []
            # against computers, a seat is played by someone instead of choosing a colour
            # (each keeps its diver colour from hot-seat)
            middle = self.seat_controllers[i] if self.computers else self.seat_colours[i]
            seats += [self.seat_names[i], middle, *answer]
        return [self.players, *seats]

    def _rebuild_focus(self, keep) -> None:
        widgets = [
            self.mode, *self._mode_widgets(), self.board, self.keep_one, self.seed,
            self.start_button, self.back,
        ]  # fmt: skip
        for w in self.focus.widgets:
            w.focused = False
        self.focus = FocusGroup(widgets)
        self.focus.focus(keep if keep in widgets else self.start_button)
        self.resize(self.size)

    def _open_solo_rules(self) -> None:
        self.app.nav.open_rules(NAUTOMA, game="finspan")

    # validation and start --------------------------------------------------------------------
    def errors(self) -> dict[Widget, str]:
        """Messages by the widget they belong to (empty when the game can start)."""
        out: dict[Widget, str] = {}
        if self.solo:
            for _, msg in name_errors([self.solo_name.text], reserved=("Nautoma",)).items():
                out[self.solo_name] = msg
        else:
            names = [self.seat_names[i].text for i in range(self.seat_count)]
            for i, msg in name_errors(names).items():
                out[self.seat_names[i]] = msg
            if self.computers:
                played = [self.controller(i) for i in range(self.seat_count)]
                if PERSON not in played:
                    out[self.seat_controllers[0]] = "At least one seat is a person."
                elif not any(c in LEVELS for c in played):
                    out[self.players] = "Choose a computer level for at least one seat."
        _, seed_error = parse_seed(self.seed.text)
        if seed_error:
            out[self.seed] = seed_error
        return out

    def build(self) -> tuple[Setup, TablePrefs]:
        """The engine setup and table preferences for the current choices.

        Raises SetupError if the choices are invalid (see `errors`).
        """
        board, keep = self.board.value, self.keep_one.value
        if self.solo:
            setup = Setup.solo_game(
                self.difficulty.value, self.ravel.value, board=board,
                name=self.solo_name.text.strip(), keep_one_card=keep,
            )  # fmt: skip
            answer = getattr(self.app.settings, "all_players_default", "ask")
            return setup, TablePrefs(all_players=[answer, "skip"])
        seats = tuple(
            Seat(self.seat_names[i].text.strip(), "human", self.colours[i])
            for i in range(self.seat_count)
        )
        controllers = [self.controller(i) for i in range(len(seats))]
        answers = [a.value if c == PERSON else "ask" for a, c in
                   zip(self.seat_answers, controllers, strict=False)]  # fmt: skip
        prefs = TablePrefs(all_players=answers)
        if self.computers:
            prefs.controllers = controllers
        return Setup(seats, board=board, keep_one_card=keep), prefs

    def remember(self) -> None:
        self.app.nav.last_setup["finspan"] = self.choices()

    def summary(self) -> str:
        """One line describing the game the Start button will begin."""
        side = f"achievement board side {self.board.value}"
        if self.solo:
            ravel = f", Ravel {self.ravel.value}" if self.ravel.value else ""
            return f"You against Nautoma at difficulty {self.difficulty.value}{ravel}; {side}."
        n = self.seat_count
        if self.computers:
            k = sum(1 for i in range(n) if self.controller(i) in LEVELS)
            return (f"{n - k} {'person' if n - k == 1 else 'people'} and {k} computer "
                    f"player{'s' if k != 1 else ''}; {side}.")  # fmt: skip
        if n == 1:
            return f"Practice: you alone, with no opponent (Solo plays against Nautoma); {side}."
        return f"{n} players taking turns on this screen (hands are public); {side}."

    # layout ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Lay out both columns top to bottom; explanations and error messages are measured,
        so nothing overlaps at any UI scale. Also called after every change."""
        super().resize(size)
        if not hasattr(self, "start_button"):
            return
        theme = self.app.theme
        w, h = size
        self.texts: list[tuple[int, int, list[Piece]]] = []
        self.labels: list[tuple[str, int, int]] = []
        self.field_problem = ""  # said on the bottom line when no line under its field is free
        errors = self.errors()
        gap = max(theme.px(10), round(h * 0.02))
        choice_h = max(round(h * 0.075), round(theme.font(FontRole.BODY_BOLD).get_linesize() * 2))
        input_h = max(round(h * 0.06), theme.font(FontRole.BODY).get_linesize() + theme.px(12))
        label_h = theme.font(FontRole.SMALL).get_linesize()

        def text(x: int, y: int, width: int, words: str, colour=UI["text_dim"], chip=False) -> int:
            run = Run(words, FontRole.SMALL, colour)
            pieces, height = flow_text([run], width, theme, chip=chip)
            self.texts.append((x, y, pieces))
            return height

        def explain_or_error(widget, x: int, y: int, width: int, words: str) -> int:
            if widget in errors:
                return text(x, y, width, errors[widget], UI["danger"])
            return text(x, y, width, words)

        self.title.layout(rel(size, 0.03, 0.02, 0.4, 0.08))
        self.back.layout(rel(size, 0.85, 0.03, 0.12, 0.06))
        self.left_panel = rel(size, 0.025, 0.115, 0.56, 0.8)
        self.right_panel = rel(size, 0.605, 0.115, 0.37, 0.8)

        # left column: the mode and its options
        x0 = round(w * 0.045)
        field_w = round(w * 0.24)
        side_x = round(w * 0.3)
        side_w = self.left_panel.right - side_x - theme.px(14)
        y = self.left_panel.y + theme.px(14)
        # the tiles, with the number of players beside them; they take the height the seats
        # leave (they shrink at large text, never the fields)
        players_w = 0 if self.solo else round(w * 0.11)  # solo: no number of players
        tiles_w = self.left_panel.right - theme.px(14) - x0 - players_w - (0 if self.solo else gap)
        if self.solo:  # difficulty, Ravel (each with up to 3 lines beside), name, rules
            seats_need = 2 * max(choice_h, 3 * label_h) + label_h + 2 * input_h + 5 * gap
        else:  # the rows of the seats in play
            seats_need = self.seat_count * (choice_h + label_h) + theme.px(8) + label_h
        room = self.left_panel.bottom - y - gap - seats_need
        tiles_h = max(choice_h, min(round(h * 0.25), room))
        self.mode.layout(pygame.Rect(x0, y, tiles_w, tiles_h))
        self.players.layout(
            pygame.Rect(x0 + tiles_w + gap, y + (tiles_h - choice_h) // 2, players_w, choice_h)
        )
        y += tiles_h + gap
        if self.solo:
            strength = self.ravel.value
            if strength:
                ravel_words = (
                    f"Weeks 1–3: she gains {strength} per fish in a highlighted dive site of "
                    "yours, minus 1 per fish in highlighted rows."
                )
            else:
                ravel_words = (
                    "Off: the standard game. On: she also scores for your fish in a "
                    "highlighted dive site."
                )
            for widget, words in (
                (self.difficulty, difficulty_line(self.difficulty.value)),
                (self.ravel, ravel_words),
            ):
                widget.layout(pygame.Rect(x0, y, field_w, choice_h))
                used = text(side_x, y + theme.px(4), side_w, words)
                y += max(choice_h, used) + gap
            self.labels.append(("Your name", x0, y))
            y += label_h
            self.solo_name.layout(pygame.Rect(x0, y, field_w, input_h))
            used = explain_or_error(
                self.solo_name, side_x, y, side_w,
                "Nautoma moves on her own; you make every decision of your seat.",
            )  # fmt: skip
            y += max(input_h, used) + gap
            self.solo_rules.layout(pygame.Rect(x0, y, field_w, input_h))
        else:
            room = self.left_panel.bottom - y - theme.px(8) - label_h
            row_h = max(choice_h + label_h, min(room // MAX_SEATS, choice_h + 2 * label_h))
            # at the TV text size the rows have no line to spare under a name: a name's
            # problem is said on the bottom line instead
            compact = row_h * MAX_SEATS > room
            if compact:
                row_h = max(choice_h + theme.px(2), room // MAX_SEATS)
            name_x = x0 + round(input_h * 0.9) + theme.px(8)
            colour_x = round(w * 0.28)
            for i in range(MAX_SEATS):
                middle = pygame.Rect(colour_x, y, round(w * 0.115), choice_h)
                self.seat_colours[i].layout(middle)
                self.seat_controllers[i].layout(middle)
                self.seat_answers[i].layout(
                    pygame.Rect(round(w * 0.405), y, round(w * 0.16), choice_h)
                )
                name_y = y + max(0, (choice_h - input_h) // 4)
                self.seat_names[i].layout(
                    pygame.Rect(name_x, name_y, colour_x - name_x - theme.px(14), input_h)
                )
                if i < self.seat_count and self.seat_names[i] in errors:
                    if compact:
                        self.field_problem = self.field_problem or errors[self.seat_names[i]]
                    else:
                        text(name_x, name_y + input_h + 1, w, errors[self.seat_names[i]],
                             UI["danger"])  # fmt: skip
                y += row_h

        # right column: options of every game, then Start
        x1 = self.right_panel.x + theme.px(20)
        col_w = self.right_panel.w - theme.px(40)
        y = self.right_panel.y + theme.px(14)
        self.board.layout(pygame.Rect(x1, y, col_w, choice_h))
        y += choice_h + theme.px(4)
        side_b = self.board.value == "B"
        y += text(
            x1, y, col_w,
            "Side B: a random achievement each week; its points are" if side_b
            else "Side A: the same three achievements every game.",
            chip=side_b,
        ) + gap  # fmt: skip
        self.keep_one.layout(pygame.Rect(x1, y, col_w, choice_h))
        y += choice_h + theme.px(4)
        y += text(x1, y, col_w, DECK_WORDS[self.keep_one.value]) + gap
        self.labels.append(("Seed", x1, y))
        y += label_h
        self.seed.layout(pygame.Rect(x1, y, col_w, input_h))
        y += input_h + theme.px(4)
        start_h = max(round(h * 0.11), theme.font(FontRole.HEADING).get_linesize() * 2)
        start_y = self.right_panel.bottom - theme.px(14) - start_h
        seed_words = "Blank: a random game. A number deals the same game again."
        _, seed_h = flow_text([Run(seed_words, FontRole.SMALL, UI["text_dim"])], col_w, theme)
        if self.seed in errors:
            _, error_h = flow_text([Run(errors[self.seed], FontRole.SMALL, UI["danger"])],
                                   col_w, theme)  # fmt: skip
            if y + error_h <= start_y - gap:
                y += text(x1, y, col_w, errors[self.seed], UI["danger"]) + gap
            else:  # TV's text size: said on the bottom line
                self.field_problem = self.field_problem or errors[self.seed]
        elif y + seed_h <= start_y - gap:  # else (TV's text size) the seed's help says it
            y += text(x1, y, col_w, seed_words) + gap
        status = self.message or self.summary()
        status_colour = UI["danger"] if self.message else UI["text"]
        pieces, status_h = flow_text([Run(status, FontRole.SMALL, status_colour)], col_w, theme)
        self.status_in_hint = y + status_h > start_y - gap  # at large UI scales
        if not self.status_in_hint:
            self.texts.append((x1, start_y - status_h - gap, pieces))
        self.start_button.layout(pygame.Rect(x1, start_y, col_w, start_h))

    # frame ---------------------------------------------------------------------------------------
    def diver_rects(self) -> list[pygame.Rect]:
        """Each seat's diver (its colour, numbered) beside its name; a click changes the
        colour (against computer players, where the row has no colour choice)."""
        out = []
        for i in range(self.seat_count):
            name = self.seat_names[i]
            d = round(name.rect.h * 0.8)
            out.append(pygame.Rect(round(self.size[0] * 0.045), name.rect.centery - d // 2, d, d))
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and not (
            self.solo
        ):
            pos = event_pos(event)
            for i, rect in enumerate(self.diver_rects()):
                if pos is not None and rect.collidepoint(pos):
                    self.seat_colours[i].step(1)  # the next free colour, as the choice does
                    return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        self.draw_page(surface)
        errors = self.errors()
        if not self.solo:
            swatches = dict(th.DIVER_COLOURS)
            for i, rect in enumerate(self.diver_rects()):
                # the seat's diver: its colour, with the seat number on it
                d, centre = rect.w, rect.center
                colour = swatches[self.colours[i]]
                pygame.draw.circle(surface, colour, centre, d // 2)
                pygame.draw.circle(surface, UI["text"], centre, d // 2, max(1, theme.px(1)))
                light = sum(colour[:3]) > 380
                number = theme.text(
                    str(i + 1), FontRole.BODY_BOLD, UI["text_dark"] if light else UI["text"]
                )
                surface.blit(number, number.get_rect(center=centre))
        self.focus.draw(surface)
        for widget in errors:
            pygame.draw.rect(
                surface, UI["danger"], widget.rect.inflate(2, 2), max(2, theme.px(2)),
                border_radius=theme.px(6),
            )  # fmt: skip
        problem = (self.message if self.status_in_hint else None) or self.field_problem
        if problem:  # no room beside Start or under the name: say it here
            img = theme.text(problem, FontRole.BODY_BOLD, UI["danger"])
            surface.blit(img, img.get_rect(midbottom=(self.size[0] // 2, self.size[1] - 4)))
        else:
            hint(
                surface,
                "Tab or Up/Down: next field · Left/Right: change · Enter: start · Esc: back",
                self.size, theme,
            )  # fmt: skip
        self.tooltip.draw(surface)
