"""A game controller through the real main loop (`App.run`, tests/frontend/loop.py): a virtual
controller attached inside SDL (tests/frontend/vpad.py) presses buttons, SDL's game-controller
layer reports them, and the app turns them into the keys every screen answers."""

from __future__ import annotations

import importlib
from collections.abc import Callable

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Rng, greedy_policy
from finspan.frontend.shell.app import App
from finspan.frontend.shell.pads import Device
from finspan.frontend.shell.settings import Settings

from .loop import LoopDriver
from .vpad import VirtualPad

pytestmark = pytest.mark.skipif(
    not VirtualPad.available(), reason="no bundled SDL library to attach a virtual controller"
)

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
START = pygame.CONTROLLER_BUTTON_START
#: Rests in a row with nothing new on the screen nor pressed before the player gives up.
STUCK = 400


@pytest.fixture
def app() -> App:
    application = make_app(Settings(first_turn_guide=False, animation_speed=0), headless=True)
    yield application
    application.pads.stop()
    pygame.display.quit()


@pytest.fixture
def pads():
    attached: list[VirtualPad] = []

    def attach(_app: App | None = None) -> VirtualPad:
        attached.append(VirtualPad())
        return attached[-1]

    yield attach
    for pad in attached:
        pad.detach()


def _fixed_seed(monkeypatch, seed: int) -> None:
    """The New game screen deals ``seed`` where it would draw a random one (the screen's
    module that draws it: the setup screen's, or a shared New game screen's)."""
    for name in ("setup", "new_game"):
        try:
            module = importlib.import_module(f"finspan.frontend.scenes.{name}")
        except ImportError:
            continue
        if hasattr(module, "random_seed"):
            monkeypatch.setattr(module, "random_seed", lambda: seed)


def _top(app: App) -> str:
    return type(app.stack.top).__name__


class PadPlayer:
    """Plays from the title to the final scores with controller buttons only, looking at the
    screen each time the loop rests: on the title and the New game screen the D-pad to the
    button wanted and South; at the table the D-pad over the option list to the option the
    greedy policy takes, and South; South again on the end of a week. Records each press."""

    def __init__(
        self, pad: Callable[[], VirtualPad | None], seed: int,
        setup: tuple[tuple[str, object], ...] = (),
    ) -> None:  # fmt: skip
        """``setup``: the New game screen's choices to make first (widget name, value)."""
        self.pad = pad
        self.setup = setup
        self.rng = Rng(seed)
        self.presses: list[int] = []
        self.finished = False
        self.scenes: list[str] = []
        self.seen: tuple[str, int, int] = ("", 0, 0)
        self.idle = 0
        self.stuck = ""

    def press(self, *buttons: int) -> None:
        pad = self.pad()
        assert pad is not None
        for button in buttons:
            self.presses.append(button)
            pad.press(button)

    def __call__(self, app: App) -> None:
        if self.pad() is None or pygame.event.peek():
            return  # not attached yet, or input not yet taken
        top = app.stack.top
        name = type(top).__name__
        if not self.scenes or self.scenes[-1] != name:
            self.scenes.append(name)
        seen = (name, len(getattr(getattr(top, "game", None), "history", ())), len(self.presses))
        self.idle = self.idle + 1 if seen == self.seen else 0
        self.seen = seen
        if self.idle > STUCK:  # nothing changes on screen whatever it waits for
            self.stuck = f"stuck on {name} after {len(self.presses)} presses"
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        if name == "TitleScene":
            focused = top.focus.focused  # type: ignore[union-attr]
            self.press(A if getattr(focused, "text", "") == "New game" else DOWN)
        elif name == "SetupScene":
            self._setup(top)
        elif name == "WeekEndScene":
            self.press(A)
        elif name == "FinalScene":
            self.finished = True
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        elif name == "TableScene":
            self._table(top)

    def _setup(self, setup) -> None:
        """Up the fields to each choice to make, Right until it is made; then Start."""
        for field, value in self.setup:
            widget = getattr(setup, field)
            if widget.value != value:
                self.press(RIGHT if setup.focus.focused is widget else UP)
                return
        self.press(A if setup.focus.focused is setup.start_button else DOWN)

    def _options_to_answer(self, table) -> tuple | None:
        """The table's options when a person's decision waits for this pad, else None: the
        table is busy, a computer decides, or the discard pile was open for nothing (then it
        presses B to close it)."""
        from finspan.frontend.finspan.choosing import wants_pile

        game = table.game
        if table.busy or table.pending_scene is not None or game.decision is None:
            return None
        if table.computers.decides(game):
            return None
        options = table.options
        if table.choosing.pile_open and not wants_pile(options):
            self.press(B)
            return None
        return options

    def _table(self, table) -> None:
        options = self._options_to_answer(table)
        if options is None:
            return
        index = options.index(greedy_policy(table.game, self.rng))
        steps = (index - table.choosing.focus) % len(options)
        self.press(*[DOWN] * steps, A)


def test_a_whole_solo_game_from_the_title_to_the_final_scores_with_a_controller_alone(
    app, pads, monkeypatch
):
    _fixed_seed(monkeypatch, 5)
    app.nav.show_title()
    attached: list[VirtualPad] = []
    player = PadPlayer(lambda: attached[0] if attached else None, seed=5)
    driver = LoopDriver(app, limit=20000.0, on_rest=player)
    driver.at(0.2, lambda a: attached.append(pads()))  # connected once the program runs
    assert driver.run(quit_after_script=False) == 0
    assert not player.stuck, player.stuck
    assert player.finished, f"the game did not end: {player.scenes[-3:]}, at {driver.now:.0f} s"
    assert player.scenes[:3] == ["TitleScene", "SetupScene", "TableScene"]
    assert "WeekEndScene" in player.scenes
    final = app.stack.top
    assert final.game.seed == 5 and final.game.setup.solo  # type: ignore[union-attr]
    assert set(player.presses) <= {A, B, DOWN}
    assert app.pads.last_device is Device.PAD
    assert driver.stale == []


def test_a_whole_three_seat_hot_seat_game_with_a_controller_alone(app, pads, monkeypatch):
    _fixed_seed(monkeypatch, 11)
    app.nav.show_title()
    attached: list[VirtualPad] = []
    player = PadPlayer(lambda: attached[0] if attached else None, seed=11,
                       setup=(("mode", "hotseat"), ("players", 3)))  # fmt: skip
    driver = LoopDriver(app, limit=40000.0, on_rest=player)
    driver.at(0.2, lambda a: attached.append(pads()))
    assert driver.run(quit_after_script=False) == 0
    assert not player.stuck, player.stuck
    assert player.finished, f"the game did not end: {player.scenes[-3:]}, at {driver.now:.0f} s"
    game = app.stack.top.game  # type: ignore[union-attr]
    assert len(game.players) == 3 and game.nautoma is None and game.seed == 11
    assert set(player.presses) <= {A, B, UP, DOWN, RIGHT}
    assert driver.stale == []


def _table(app: App):
    return next(s for s in app.stack.scenes if type(s).__name__ == "TableScene")


def _solo_table(app: App):
    from finspan.engine import Setup

    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), seed=5)
    return _table(app)


def test_a_controller_connected_mid_game_chooses_at_once(app, pads):
    table = _solo_table(app)
    seen: list[tuple[int, Device]] = []
    attached: list[VirtualPad] = []
    driver = LoopDriver(app)
    driver.at(1.0, lambda a: attached.append(pads()))
    driver.at(1.5, lambda a: attached[0].press(A))  # the focused option: the first
    driver.at(2.5, lambda a: seen.append((len(table.game.history), a.pads.last_device)))
    assert driver.run() == 0
    assert seen == [(1, Device.PAD)]
    assert driver.stale == []


def test_unplugging_the_controller_in_use_mid_game_pauses_under_a_message_and_loses_nothing(
    app, pads
):
    table = _solo_table(app)
    attached: list[VirtualPad] = []
    seen: list[tuple[str, int]] = []
    driver = LoopDriver(app)
    driver.at(0.5, lambda a: attached.append(pads()))
    driver.at(1.0, lambda a: attached[0].press(A))
    driver.at(2.0, lambda a: seen.append((_top(a), len(table.game.history))))
    driver.at(2.5, lambda a: attached.pop().detach())
    for t in (3.0, 8.0):  # paused: nothing moves beneath the message
        driver.at(t, lambda a: seen.append((_top(a), len(table.game.history))))
    driver.at(9.0, *[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    driver.at(10.0, lambda a: seen.append((_top(a), len(table.game.history))))
    assert driver.run() == 0
    assert seen[0] == ("TableScene", 1)
    assert seen[1:3] == [("Notice", 1), ("Notice", 1)]
    assert seen[3] == ("TableScene", 1)  # the same decision waits, the first choice kept
    assert app.pads.last_device is Device.KEYBOARD


def test_start_opens_the_tables_menu_and_back_its_discard_pile(app, pads):
    table = _solo_table(app)
    attached: list[VirtualPad] = []
    seen: list[object] = []
    driver = LoopDriver(app)
    driver.at(0.5, lambda a: attached.append(pads()))
    driver.at(1.0, lambda a: attached[0].press(pygame.CONTROLLER_BUTTON_BACK))
    driver.at(1.5, lambda a: seen.append(table.choosing.pile_open))
    driver.at(2.0, lambda a: attached[0].press(pygame.CONTROLLER_BUTTON_BACK))
    driver.at(2.5, lambda a: attached[0].press(START))
    driver.at(3.0, lambda a: seen.append(_top(a)))
    driver.at(3.5, lambda a: attached[0].press(B))
    driver.at(4.0, lambda a: seen.append(_top(a)))
    assert driver.run() == 0
    assert seen == [True, "Menu", "TableScene"]


def test_an_arrow_that_no_control_takes_moves_the_focus_as_tab_does(app):
    from finspan.frontend.shell.scene import Scene

    class TabOnly(Scene):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.keys: list[tuple[int, int]] = []

        def handle_event(self, event) -> bool:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                self.keys.append((event.key, event.mod & pygame.KMOD_SHIFT))
                return True
            return False

    scene = TabOnly(app)
    app.push(scene)
    for button in (DOWN, UP):
        app.dispatch(
            pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=-1)
        )
    assert scene.keys == [(pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_LSHIFT)]


class SaveAndLoad:
    """With controller buttons only: choose once, save from the menu under the offered name,
    quit to the title, open the save from Load game. One press per rest, by what is shown."""

    def __init__(self, pad: Callable[[], VirtualPad | None]) -> None:
        self.pad = pad
        self.step = "choose"
        self.loaded: object = None

    def __call__(self, app: App) -> None:
        pad = self.pad()
        if pad is None or pygame.event.peek():
            return
        top = app.stack.top
        name = type(top).__name__
        focused = getattr(getattr(getattr(top, "focus", None), "focused", None), "text", "")
        if self.step == "choose" and name == "TableScene":
            pad.press(A)  # the focused option
            self.step = "menu"
        elif self.step == "menu" and name == "TableScene" and not top.busy:  # type: ignore[union-attr]
            pad.press(START)
            self.step = "save"
        elif self.step == "save" and name == "Menu":
            pad.press(A if focused == "Save game" else DOWN)
            self.step = "name" if focused == "Save game" else "save"
        elif self.step == "name" and name == "TextPrompt":
            pad.press(A)  # the offered name, as it is
            self.step = "quit"
        elif self.step == "quit" and name == "TableScene":
            pad.press(START)
            self.step = "to-title"
        elif self.step == "to-title" and name == "Menu":
            pad.press(A if focused == "Quit to title" else UP)
            self.step = "title" if focused == "Quit to title" else "to-title"
        elif self.step == "title" and name == "TitleScene":
            pad.press(A if focused == "Load game" else DOWN)
            self.step = "load" if focused == "Load game" else "title"
        elif self.step == "load" and name == "LoadScene":
            mine = top.rows[top.selected].title == "Solo, week 1"  # type: ignore[union-attr]
            pad.press(A if mine else DOWN)  # past the autosaves to the game saved
            self.step = "loaded" if mine else "load"
        elif self.step == "loaded" and name == "TableScene":
            self.loaded = top
            pygame.event.post(pygame.event.Event(pygame.QUIT))


def test_a_game_is_saved_from_the_menu_and_loaded_from_the_title_with_a_controller_alone(
    app, pads
):
    table = _solo_table(app)
    attached: list[VirtualPad] = []
    player = SaveAndLoad(lambda: attached[0] if attached else None)
    driver = LoopDriver(app, limit=120.0, on_rest=player)
    driver.at(0.2, lambda a: attached.append(pads()))
    assert driver.run(quit_after_script=False) == 0
    assert player.step == "loaded" and player.loaded is not None, player.step
    assert player.loaded is not table
    assert player.loaded.game.history == table.game.history  # type: ignore[attr-defined]
    assert len(table.game.history) == 1
    assert "Solo, week 1" in [e.name for e in app.saves.store().list_saves()]
