"""Fish'n'Flip's New game screen: together (cooperative) or bidding (competitive), the seats
and who plays each, the 4 animals on their tiles or at random, the cooperative waste, the
competitive common powers and bidding clock, the seed.

Owns `FlipSetupScene`. The choices are plain values (`setup_choices.FlipChoices`), shown
again the next time (the navigator's ``last_setup``); Start turns them into a
``finspan.flip.Setup``, a seed and the table's `TablePrefs` and hands them to the
navigator's `start_game`: the screen never builds a game. Layout is computed in `resize`
from the window size and the text size; `draw` only paints.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from ..look.theme import UI, UI_SCALES, FontRole, Theme
from ..scenes.common import (
    Piece,
    PrimaryButton,
    Run,
    flow_text,
    hint,
)
from ..scenes.new_game import NewGameScene
from ..scenes.setup_fields import name_errors, parse_seed
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
    rel,
)
from . import setup_choices as sc
from .animal_tiles import AnimalTiles, paint_mode
from .rules_text import POWER_WORDS

NAME_LENGTH = 20
#: The two panels: (x, y, w, h) as shares of the window.
LEFT, RIGHT = (0.025, 0.115, 0.47, 0.8), (0.52, 0.115, 0.455, 0.8)


@dataclass
class _Column:
    """The right column measured at one text size (`FlipSetupScene._measure`)."""

    status: list[Piece]
    status_h: int
    explain: list[Piece]
    explain_h: int
    start_h: int
    tiles: tuple[int, int]


MODE_WORDS = {sc.COOP: "1 to 5 players free the animals from the net together",
              sc.COMPETITIVE: "2 to 5 players bid for the grid's animals"}  # fmt: skip
COMMON_HELP = "The 2 powers every bidder may use: 2 of the 4 animals'"
#: What each power does, by animal (the rules' words).
POWERS: dict[str, str] = {name.casefold(): words for name, words in POWER_WORDS}


class FlipSetupScene(NewGameScene):
    """Choose a Fish'n'Flip game, then Start.

    Keyboard: Tab / Shift+Tab or Up/Down between fields, Left/Right (or Space) change a
    choice (or move along the animal tiles, where Space or Enter picks one), typing edits the
    focused name or seed, Enter on Start (focused at first), on a choice or in a text field
    starts, Esc goes back. Mouse:
    click a tile, a choice's halves, a button. A problem shows beside Start and outlines its
    field; the game does not start until it is fixed.
    """

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        theme = app.theme
        self.state = sc.FlipChoices.from_dict(app.nav.last_setup.get("flip"))
        self.message: str | None = None
        self.tooltip = Tooltip(theme=theme)
        self.title = Label("New game · Fish'n'Flip", FontRole.TITLE, theme=theme)
        self.back = Button("Back", self.on_escape, tooltip="Back to the title (Esc)", theme=theme)
        self.rules = Button(
            "How to play", lambda: app.nav.open_rules(game="flip"),
            tooltip="How to play Fish'n'Flip: the net, the actions, the powers, bidding",
            theme=theme,
        )  # fmt: skip
        self.mode = ModeTiles(
            "Game", [(sc.COOP, "Together"), (sc.COMPETITIVE, "Bidding")], self._on_mode,
            subtitles=MODE_WORDS, painter=paint_mode, theme=theme,
            tooltip="Together: free every animal from the net as a team. Bidding: bid how "
            "many animals you will free, and score them.",
        )  # fmt: skip
        self.mode.set_value(self.state.mode)
        self.players = Choice("Players", [(1, "1")], self._on_players, theme=theme)
        self.seat_names = [self._name_input(i) for i in range(sc.MAX_SEATS)]
        self.seat_players: list[Choice[str]] = [
            Choice("Played by", [(sc.PERSON, "a person")], self._player_setter(i),
                   tooltip="A person at this screen, or the computer", theme=theme)
            for i in range(sc.MAX_SEATS)
        ]
        self.random_animals = Toggle(
            "The 4 animals", self._on_random, value=self.state.random_animals,
            words=("chosen on their tiles", "drawn at random"),
            tooltip="Pick the 4 animals in play on their tiles, or let the game draw them",
            theme=theme,
        )  # fmt: skip
        self.tiles = AnimalTiles(self._on_animals, chosen=self.state.animals, theme=theme,
                                 tooltip="Click a tile, or Left/Right and Space, to pick or "
                                 "drop an animal")  # fmt: skip
        self.difficulty = Choice(
            "Difficulty", [("normal", "normal"), ("difficult", "difficult")],
            self._on_difficulty, tooltip="Difficult puts more waste in the net", theme=theme,
        )  # fmt: skip
        self.difficulty.set_value(self.state.difficulty)
        self.advanced = Toggle(
            "Advanced waste", self._on_advanced, value=self.state.advanced,
            words=("off", "metal and oil"),
            tooltip="Metal cannot be flipped or switched; oil takes the powers of the animals "
            "next to it", theme=theme,
        )  # fmt: skip
        self.common = Choice("Common powers", [(sc.RANDOM, "drawn at random")], self._on_common,
                             tooltip=COMMON_HELP, theme=theme)  # fmt: skip
        self.clock = Toggle(
            "Bidding clock", self._on_clock, value=self.state.clock,
            words=("off", "60 seconds"),
            tooltip="On: the bidding ends when its 60 seconds run out", theme=theme,
        )  # fmt: skip
        self.seed = TextInput(
            "blank = random", self._changed, on_submit=lambda _t: self.start(), max_length=20,
            tooltip="The same seed and choices deal the same game", theme=theme, label="Seed",
        )  # fmt: skip
        self.start_button = PrimaryButton("Start game", self.start, theme=theme)
        self.texts: list[tuple[int, int, list[Piece]]] = []
        self.labels: list[tuple[str, int, int]] = []
        self.focus = FocusGroup([])
        self._show_mode()
        self._rebuild_focus(self.start_button)

    def _name_input(self, seat: int) -> TextInput:
        field = TextInput(
            f"Player {seat + 1}'s name", self._name_setter(seat),
            on_submit=lambda _t: self.start(), max_length=NAME_LENGTH, theme=self.app.theme,
        )  # fmt: skip
        field.set_text(self.state.names[seat], notify=False)
        return field

    # the choices ------------------------------------------------------------------------------
    def _show_mode(self) -> None:
        """Offer what the mode offers (players, who plays a seat, common powers)."""
        s = self.state
        self.players.options = [(n, str(n)) for n in range(sc.FEWEST[s.mode], sc.MAX_SEATS + 1)]
        s.players = max(s.players, sc.FEWEST[s.mode])
        self.players.set_value(s.players)
        words = sc.CONTROLLER_WORDS[s.mode]
        for i, choice in enumerate(self.seat_players):
            choice.options = [(c, words[c]) for c in sc.CONTROLLERS[s.mode]]
            choice.set_value(s.controller(i))
        self._show_common()

    def _show_common(self) -> None:
        """The common-power choice: pairs of the chosen animals, or at random; marked on
        their tiles."""
        s = self.state
        animals = [] if s.random_animals else s.animals
        self.common.options = sc.common_options(animals)
        if s.common not in {v for v, _ in self.common.options}:
            s.common = sc.RANDOM
        self.common.set_value(s.common)
        shown = s.mode == sc.COMPETITIVE and s.common != sc.RANDOM
        self.tiles.marked = tuple(s.common.split("+")) if shown else ()
        self.tiles.enabled = not s.random_animals
        self.common.enabled = len(self.common.options) > 1

    def _changed(self, _value: object = None) -> None:
        self.message = None
        self.resize(self.size)  # explanations and messages change height
        self.app.request_redraw()

    def _on_mode(self, value: str) -> None:
        self.state.mode = value
        for i in range(sc.MAX_SEATS):  # a computer's default name follows its mode
            self._rename(i)
        self._show_mode()
        self._rebuild_focus(self.mode)
        self._changed()

    def _on_players(self, value: int) -> None:
        self.state.players = value
        self._rebuild_focus(self.players)
        self._changed()

    def _name_setter(self, seat: int) -> Callable[[str], None]:
        def set_name(text: str) -> None:
            self.state.names[seat] = text
            self._changed()

        return set_name

    def _player_setter(self, seat: int) -> Callable[[str], None]:
        def set_player(controller: str) -> None:
            self.state.controllers[seat] = controller
            self._rename(seat)
            self._changed()

        return set_player

    def _rename(self, seat: int) -> None:
        """A default name for ``seat`` as who plays it says (a name typed is kept)."""
        s = self.state
        if not sc.is_default_name(s.names[seat], seat):
            return
        controller = s.controller(seat)
        name = (sc.person_name(seat) if controller == sc.PERSON
                else sc.computer_name(seat, s.mode, controller))  # fmt: skip
        s.names[seat] = name
        self.seat_names[seat].set_text(name, notify=False)

    def _on_random(self, value: bool) -> None:
        self.state.random_animals = value
        self._show_common()
        self._rebuild_focus(self.random_animals)
        self._changed()

    def _on_animals(self, chosen: list[str]) -> None:
        self.state.animals = chosen
        self._show_common()
        self._rebuild_focus(self.tiles)
        self._changed()

    def _on_difficulty(self, value: str) -> None:
        self.state.difficulty = value
        self._changed()

    def _on_advanced(self, value: bool) -> None:
        self.state.advanced = value
        self._changed()

    def _on_common(self, value: str) -> None:
        self.state.common = value
        self.common.tooltip = self.common_help()
        self._show_common()
        self._changed()

    def _on_clock(self, value: bool) -> None:
        self.state.clock = value
        self._changed()

    def _mode_widgets(self) -> list:
        if self.state.mode == sc.COOP:
            return [self.difficulty, self.advanced]
        return [self.common, self.clock] if self.common.enabled else [self.clock]

    def _rebuild_focus(self, keep) -> None:
        seats = [w for i in range(self.state.players)
                 for w in (self.seat_names[i], self.seat_players[i])]  # fmt: skip
        tiles = [] if self.state.random_animals else [self.tiles]
        widgets = [self.mode, self.players, *seats, self.random_animals, *tiles,
                   *self._mode_widgets(), self.seed, self.start_button, self.rules, self.back]
        for w in self.focus.widgets:
            w.focused = False
        self.focus = FocusGroup(widgets)
        self.focus.focus(keep if keep in widgets else self.start_button)
        self.resize(self.size)

    # validation and start ------------------------------------------------------------------
    def errors(self) -> dict[Widget, str]:
        """Messages by the widget they belong to (empty when the game can start)."""
        s = self.state
        out: dict[Widget, str] = {}
        for i, msg in name_errors(s.names[: s.players]).items():
            out[self.seat_names[i]] = msg
        found = sc.errors(s)
        if "animals" in found:
            out[self.tiles] = found["animals"]
        if "seats" in found:
            out[self.seat_players[0]] = found["seats"]
        _, seed_error = parse_seed(self.seed.text)
        if seed_error:
            out[self.seed] = seed_error
        return out

    def build(self) -> tuple[object, TablePrefs]:
        """The engine setup and the table's preferences for the current choices. Raises
        ``finspan.flip.SetupError`` if the choices are invalid (see `errors`)."""
        setup, controllers = sc.build(self.state)
        return setup, TablePrefs(controllers=controllers)

    def fault(self, errors: dict[Widget, str]) -> str:
        """A single problem in its own words (the animals, the seats), else how many."""
        return next(iter(errors.values())) if len(errors) == 1 else super().fault(errors)

    def remember(self) -> None:
        self.app.nav.last_setup["flip"] = self.state.to_dict()

    def common_help(self) -> str:
        """The common-power choice's help: what the two chosen powers do."""
        if self.state.common == sc.RANDOM:
            return COMMON_HELP
        return " ".join(f"{a.capitalize()}: {POWERS[a]}" for a in self.state.common.split("+"))

    def explanation(self) -> str:
        """The words under the mode's options: the waste, or the common powers."""
        s = self.state
        if s.mode == sc.COOP:
            return f"Waste in the net: {sc.waste_words(s.difficulty, s.advanced)}."
        if s.random_animals or s.common == sc.RANDOM:
            return "The 2 common powers are drawn from the 4 animals when the game starts."
        a, b = s.common.split("+")
        return f"Every bidder may use the {a}'s and the {b}'s powers (outlined in green)."

    # layout ---------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Lay out both panels top to bottom; texts are measured, so nothing overlaps at any
        text size. Also called after every change."""
        super().resize(size)
        if not hasattr(self, "start_button"):
            return
        theme = self.app.theme
        w, h = size
        self.texts, self.labels = [], []
        gap = max(theme.px(8), round(h * 0.015))
        pad = theme.px(14)
        choice_h = max(round(h * 0.07), Choice.height_for(theme))
        input_h = max(round(h * 0.055), theme.font(FontRole.BODY).get_linesize() + theme.px(12))
        button_h = theme.font(FontRole.BODY_BOLD).get_linesize() + theme.px(12)
        top_h = max(round(h * 0.06), button_h)
        self.title.layout(rel(size, 0.03, 0.02, 0.5, 0.08))
        self.back.layout(pygame.Rect(round(w * 0.85), round(h * 0.03), round(w * 0.12), top_h))
        self.rules.layout(pygame.Rect(round(w * 0.66), round(h * 0.03), round(w * 0.17), top_h))
        self.left_panel = rel(size, *LEFT)
        self.right_panel = rel(size, *RIGHT)

        # left: the mode (and the number of players beside it), then the seats
        left = self.left_panel.inflate(-2 * pad, -2 * pad)
        players_w = round(w * 0.1)
        row_h = max(choice_h, input_h) + gap
        seats_need = self.state.players * row_h  # the rows of the seats in play
        tiles_h = max(choice_h, min(round(h * 0.36), left.h - gap - seats_need))
        self.mode.layout(pygame.Rect(left.x, left.y, left.w - players_w - gap, tiles_h))
        self.players.layout(pygame.Rect(left.right - players_w, left.y + (tiles_h - choice_h) // 2,
                                        players_w, choice_h))  # fmt: skip
        y = left.y + tiles_h + gap
        # "Played by" as wide as its longest words need at the text size (no value drawn
        # smaller than another), the name the rest
        need = max(theme.font(FontRole.BODY_BOLD).size(words)[0]
                   for c in self.seat_players for _, words in c.options)  # fmt: skip
        need += 2 * theme.px(8) + 2 * theme.px(16) + 2
        # ... but a name whole first (the field's words are never cut)
        names = max(theme.font(FontRole.BODY).size(n)[0] for n in self.state.names)
        name_need = names + 2 * theme.px(10) + 2
        name_w = max(min(name_need, round(left.w * 0.52)),
                     min(round(left.w * 0.52), left.w - gap - need))  # fmt: skip
        for i in range(sc.MAX_SEATS):
            self.seat_names[i].layout(pygame.Rect(left.x, y + (row_h - gap - input_h) // 2,
                                                  name_w, input_h))  # fmt: skip
            self.seat_players[i].layout(pygame.Rect(left.x + name_w + gap, y,
                                                    left.w - name_w - gap, choice_h))  # fmt: skip
            y += row_h

        # right: the animals, the mode's options, the explanation, the seed; from the
        # bottom: Start and the status line over it
        right = self.right_panel.inflate(-2 * pad, -2 * pad)
        x, col_w = right.x, right.w
        m = self._measure(theme, size)
        y = right.y
        self.random_animals.layout(pygame.Rect(x, y, col_w, choice_h))
        y += choice_h + gap
        # the tiles' size never depends on the text size (their cards' names would shrink
        # at a larger one): the room they have at the largest text size (TV's own: its
        # status line goes to the bottom of the screen, giving the tiles that room)
        largest = theme.ui_scale if self.status_at_bottom else max(UI_SCALES)
        tiles_w, tiles_h = self._measure(replace(theme, ui_scale=largest), size).tiles
        self.tiles.layout(pygame.Rect(x + (col_w - tiles_w) // 2, y, tiles_w, tiles_h))
        y += tiles_h + gap
        first, second = ((self.difficulty, self.advanced) if self.state.mode == sc.COOP
                         else (self.common, self.clock))  # fmt: skip
        for widget in (self.difficulty, self.advanced, self.common, self.clock):
            widget.layout(pygame.Rect(0, 0, 0, 0))  # out of sight unless this mode's
        half = (col_w - gap) // 2
        first.layout(pygame.Rect(x, y, half, choice_h))
        second.layout(pygame.Rect(x + half + gap, y, col_w - half - gap, choice_h))
        y += choice_h + gap // 2
        self.texts.append((x, y, m.explain))
        y += m.explain_h + gap
        start_y = right.bottom - m.start_h
        self.start_button.layout(pygame.Rect(x, start_y, col_w, m.start_h))
        if self.status_at_bottom:
            status, status_h = flow_text([Run(self._status_words(), FontRole.SMALL,
                                              self._status_colour())], w - 2 * pad, theme)
            self.texts.append((pad, h - status_h - theme.px(6), status))  # fmt: skip
        else:
            self.texts.append((x, start_y - gap - m.status_h, m.status))
        seed_label = theme.text("Seed", FontRole.SMALL, UI["text_dim"])
        self.labels.append(("Seed", x, y + (input_h - seed_label.get_height()) // 2))
        seed_x = x + seed_label.get_width() + gap
        self.seed.layout(pygame.Rect(seed_x, y, right.right - seed_x, input_h))

    def _measure(self, theme: Theme, size: tuple[int, int]) -> _Column:
        """The right column's parts at ``theme``'s text size: its texts, Start's height and
        the room left for the animal tiles (width, height)."""
        h = size[1]
        gap, pad = max(theme.px(8), round(h * 0.015)), theme.px(14)
        right = rel(size, *RIGHT).inflate(-2 * pad, -2 * pad)
        choice_h = max(round(h * 0.07), Choice.height_for(theme))
        input_h = max(round(h * 0.055), theme.font(FontRole.BODY).get_linesize() + theme.px(12))
        start_h = max(round(h * 0.07), theme.font(FontRole.HEADING).get_linesize() + theme.px(12))
        status, status_h = flow_text(
            [Run(self._status_words(), FontRole.SMALL, self._status_colour())], right.w, theme
        )
        if theme.ui_scale > max(UI_SCALES):
            status_h = -gap  # TV's text size: the status line is at the bottom of the screen
        explain, explain_h = flow_text(
            [Run(self.explanation(), FontRole.SMALL, UI["text_dim"])], right.w, theme
        )
        above = choice_h + gap  # the animals' choice
        # under the tiles: a gap, the mode's options, the explanation, a gap, the seed, the
        # status line and Start with a gap before each
        below = gap + choice_h + gap // 2 + explain_h + gap + input_h + gap + status_h + gap
        room = max(0, min(AnimalTiles.height_for(right.w), right.h - above - below - start_h))
        return _Column(status, status_h, explain, explain_h, start_h, (right.w, room))

    @property
    def status_at_bottom(self) -> bool:
        """At TV's text size the status line is at the bottom of the screen (instead of the
        keys' hint), not over Start: the animals' tiles keep their room."""
        return self.app.theme.ui_scale > max(UI_SCALES)

    def _status_words(self) -> str:
        return self.message or self.summary_line()

    def _status_colour(self):
        return UI["danger"] if self.message or self.errors() else UI["text"]

    def summary_line(self) -> str:
        problems = self.errors()
        if problems and self.seed not in problems:
            return next(iter(problems.values()))
        return sc.summary(self.state)

    # frame -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on the dimmed tiles chooses the animals on them (no longer at random)."""
        if (self.state.random_animals and event.type == pygame.MOUSEBUTTONUP
                and getattr(event, "button", 1) == 1 and self.tiles.rect.collidepoint(
                    getattr(event, "pos", (-1, -1)))):  # fmt: skip
            self.random_animals.set_value(False)
            self._on_random(False)
            self.focus.focus(self.tiles)
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and isinstance(self.focus.focused, Choice)):  # fmt: skip
            self.start()  # as the keys' line says: Enter starts (Left/Right change a choice)
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        self.draw_page(surface)
        shown = set(self.focus.widgets)
        if self.tiles not in shown and self.tiles.rect.h:
            self.tiles.draw(surface)  # dimmed while the animals are drawn at random
        self.focus.draw(surface)
        for widget in self.errors():
            if widget in shown:
                pygame.draw.rect(surface, UI["danger"], widget.rect.inflate(2, 2),
                                 max(2, theme.px(2)), border_radius=theme.px(6))  # fmt: skip
        if self.focus.focused is self.tiles:
            keys = "Left/Right: next animal · Space: pick or drop · Tab or Up/Down: next field"
        else:
            keys = "Tab or Up/Down: next field · Left/Right: change · Enter: start · Esc: back"
        if not self.status_at_bottom:
            hint(surface, keys, self.size, theme)
        self.tooltip.draw(surface)
