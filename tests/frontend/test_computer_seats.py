"""Computer players at the table: a whole game against one, the frame loop running while it
thinks, Continue bringing it back, the hint, Undo and the menu during its thinking, and its
worker process ended when the table is left."""

from __future__ import annotations

import pygame
import pytest

from finspan import stats
from finspan.app import make_app
from finspan.engine import Seat, Setup
from finspan.frontend.kit.table import OPENING_SECONDS
from finspan.frontend.shell.ai_worker import AiWorker, Answer
from finspan.frontend.shell.app import App
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from .loop import LoopDriver, key


class HeldWorker:
    """A worker that answers (option 0) only once ``release`` is set: a long think."""

    def __init__(self) -> None:
        self.requests = 0
        self.cancelled = 0
        self.release = False
        self._ticket = 0

    @property
    def busy(self) -> bool:
        return self._ticket > 0 and not self.release

    def request(self, game, level="hard", seed=0, budget=None, seconds=None, kind="choose"):
        self.requests += 1
        self._ticket += 1
        return self._ticket

    def poll(self):
        return Answer(self._ticket, 0) if self.release else None

    def cancel(self) -> None:
        self.cancelled += 1

    def close(self) -> None:
        pass


def _app(factory, speed: float = 25.0) -> App:
    app = make_app(Settings(first_turn_guide=False, animation_speed=speed), headless=True)
    app.ai_worker_factory = factory
    app.ai_budget = 4
    return app


@pytest.fixture
def inline() -> App:
    app = _app(InlineWorker)
    yield app
    pygame.display.quit()


def _against_easy(first: int) -> tuple[Setup, TablePrefs]:
    setup = Setup((Seat("Ada", "human", "red"), Seat("Coral (Easy)", "human", "blue")),
                  first_player=first)  # fmt: skip
    return setup, TablePrefs(all_players=["ask", "ask"], controllers=["person", "easy"])


def _table(app: App):
    return next(s for s in app.stack.scenes if type(s).__name__ == "TableScene")


#: Frames at 60 a second for a table's opening (`OPENING_SECONDS`: a computer's first
#: decision waits so that the player sees the table first).
OPENING = round(OPENING_SECONDS * 60) + 1


def _frames(app: App, n: int, person=None) -> None:
    """``n`` frames as the real loop runs them (idle work after each); ``person(table)``
    is called at a person's decision when nothing moves."""
    for _ in range(n):
        app.step(pygame.event.get(), 1 / 60)
        top = app.stack.top
        if top is None:
            return
        top.prefetch()
        name = type(top).__name__
        if name == "WeekEndScene":
            app.step(key(pygame.K_RETURN), 1 / 60)
        elif name == "FinalScene":
            return
        elif name == "TableScene" and person is not None:
            table = top
            if (
                not table.animating
                and table.game.decision is not None
                and not (table.computers.decides(table.game))
            ):
                person(table)


def test_a_game_against_an_easy_computer_is_played_to_the_end_through_the_table(inline):
    setup, prefs = _against_easy(first=0)
    inline.nav.show_title()
    inline.nav.start_game(setup, 8, prefs)
    table = _table(inline)
    worker = table.computers.worker
    seen: dict[int, int] = {0: 0, 1: 0}

    def person(t) -> None:  # the person presses 1: the first option (0 when it is "skip")
        seen[t.game.decision.player] += 1
        first_is_skip = t.skip_index == 0
        t.handle_event(key(pygame.K_0 if first_is_skip else pygame.K_1)[0])

    _frames(inline, 60_000, person)
    assert type(inline.stack.top).__name__ == "FinalScene"
    game = table.game
    assert game.is_over and seen[0] > 20 and seen[1] == 0  # the person never chose for Coral
    assert worker.requests > 20  # Coral's decisions were asked of the worker
    record = stats.load_records().records[-1]
    assert [s.level for s in record.seats] == [None, "easy"]


def test_the_frame_loop_keeps_running_and_answering_while_a_computer_thinks() -> None:
    worker = HeldWorker()
    app = _app(lambda: worker, speed=1.0)
    try:
        setup, prefs = _against_easy(first=1)
        app.nav.show_title()
        app.nav.start_game(setup, 8, prefs)
        table = _table(app)
        states: list[tuple] = []
        driver = LoopDriver(app, limit=60)

        def look(a: App) -> None:
            states.append((table.computers.status, table.choosing.pile_open,
                           len(table.game.history)))  # fmt: skip

        driver.at(2.0, look)
        driver.at(2.5, *key(pygame.K_d, "d"))  # input is answered while it thinks
        driver.at(3.0, look)
        driver.at(3.2, *key(pygame.K_d, "d"))
        driver.at(8.0, lambda a: setattr(worker, "release", True))
        driver.at(12.0, look)
        assert driver.run() == 0
        assert states[0] == ("Coral (Easy) is thinking…", False, 0)
        assert states[1][1] is True and states[1][2] == 0
        assert states[2][2] >= 1  # released: its choice was applied
        assert driver.rests > 100  # the loop rested (slept) while waiting: no busy frames
        assert driver.stale == []
    finally:
        pygame.display.quit()


def test_continue_brings_the_computer_players_back(inline):
    setup, prefs = _against_easy(first=1)
    inline.nav.show_title()
    inline.nav.start_game(setup, 8, prefs)
    table = _table(inline)
    _frames(inline, 600)  # Coral moves, then it is Ada's turn
    assert not table.computers.decides(table.game) and len(table.game.history) > 0
    table.flush()
    assert inline.saves.autosave_exists()
    inline.nav.continue_game()
    again = _table(inline)
    assert again is not table and again.prefs.controllers == ["person", "easy"]
    assert again.computers.controls(1) and not again.computers.controls(0)


def test_the_hint_highlights_hards_choice_and_counts(inline):
    setup, prefs = _against_easy(first=0)
    inline.nav.show_title()
    inline.nav.start_game(setup, 8, prefs)
    table = _table(inline)
    _frames(inline, 5)
    table.handle_event(key(pygame.K_h, "h")[0])
    _frames(inline, 5)
    hint = table.computers.hint_for(table.game)
    assert hint is not None and table.focus == hint.index
    assert table.prefs.hints == 1
    assert table.choosing.hint.startswith("Hint — Best: ")
    from finspan.frontend.finspan.choosing import extra_lines, option_targets

    assert extra_lines(table.game, table.options, table.choosing) == [table.choosing.hint]
    option = table.options[hint.index]
    slots = [t.slot for t in option_targets(option) if hasattr(t, "slot")]
    if slots and not hasattr(option, "from_slot"):
        assert table.highlighted_slots()[slots[0]] == "focus"


def test_undo_and_the_menu_during_a_computers_thinking_cancel_it() -> None:
    worker = HeldWorker()
    app = _app(lambda: worker, speed=1.0)
    try:
        setup, prefs = _against_easy(first=1)
        app.nav.show_title()
        app.nav.start_game(setup, 8, prefs)
        table = _table(app)
        _frames(app, OPENING + 30)
        assert table.computers.thinking == 1 and worker.requests == 1
        table.undo()
        assert worker.cancelled == 1 and table.computers.thinking is None
        assert "own turn" in table.message
        table._open_menu()
        assert table.computers.thinking is None
        app.pop()  # Resume: it asks again
        _frames(app, 5)
        assert worker.requests == 2 and table.computers.thinking == 1
        table.choose(table.options[0])  # a person cannot choose for it
        assert len(table.game.history) == 0
    finally:
        pygame.display.quit()


def test_leaving_the_table_ends_the_real_worker_process() -> None:
    app = _app(AiWorker, speed=1.0)
    try:
        setup, prefs = _against_easy(first=1)
        app.nav.show_title()
        app.nav.start_game(setup, 8, prefs)
        table = _table(app)
        _frames(app, OPENING + 5)
        process = table.computers.worker._process
        assert process is not None and process.is_alive()
        app.nav.show_title()  # Quit to title
        process.join(timeout=5)
        assert not process.is_alive() and table.computers._worker is None
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(
    ("argv", "problem"),
    [
        (["--computers", "hard"], "needs --players"),
        (["--players", "2", "--computers", "genius"], "easy, medium or hard"),
        (["--players", "2", "--computers", "easy,hard"], "at least one person"),
    ],
)
def test_bad_computers_flags_exit_2_with_a_usage_message(argv, problem, capsys) -> None:
    from finspan.cli import main

    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2 and problem in capsys.readouterr().err


def test_the_computers_flag_names_the_last_seats_and_their_controllers() -> None:
    from argparse import Namespace

    from finspan.app.launch import prefs_from, setup_from

    args = Namespace(players=3, solo=None, computers="easy,hard")
    assert [s.name for s in setup_from(args).seats] == ["Player 1", "Coral (Easy)", "Finn (Hard)"]
    assert prefs_from(args).controllers == ["person", "easy", "hard"]


def test_no_worker_process_outlives_the_program(tmp_path) -> None:
    """A program that leaves while a computer thinks (no table left, nothing closed by hand)
    leaves no worker process behind."""
    import os
    import subprocess
    import sys
    import time

    script = tmp_path / "leave.py"
    script.write_text(
        "from finspan.engine import Game, Seat, Setup\n"
        "from finspan.frontend.shell.ai_worker import AiWorker\n"
        "from finspan.frontend.finspan.computer_view import FINSPAN_WORDS\n"
        "from finspan.frontend.shell.computers import Computers\n"
        "game = Game(Setup((Seat('Ada'), Seat('Coral (Hard)')), first_player=1), 4)\n"
        "c = Computers(['person', 'hard'], ['Ada', 'Coral (Hard)'], FINSPAN_WORDS, AiWorker,\n"
        "              budget=100000)\n"
        "c.drive(game)\n"
        "print(c.worker._process.pid, flush=True)\n",
        encoding="utf-8",
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout.split()[-1])
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    raise AssertionError(f"worker process {pid} still runs after the program ended")


def test_the_hint_works_in_a_solo_game_too(inline):
    inline.nav.show_title()
    inline.nav.start_game(Setup.solo_game(2), 5)
    table = _table(inline)
    _frames(inline, 5)
    assert not table.computers.any
    table.handle_event(key(pygame.K_h, "h")[0])
    _frames(inline, 5)
    hint = table.computers.hint_for(table.game)
    assert hint is not None and table.focus == hint.index and table.prefs.hints == 1
