"""A game is a registration: a third, toy game (the core's Nim, `tests/toy`) registered with
its small adapter is played from the title's game list, through its setup and the real main
loop, to its end screen; saved on the way and continued; finished and counted once in the
statistics, with its replay kept once and nothing left for Continue. No shared screen, the
shell or the app was told of it."""

from __future__ import annotations

from pathlib import Path

import pygame

from finspan import game_stats
from finspan.app import make_app
from finspan.frontend.kit.final import FinalFrame
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.dialogs import Menu
from finspan.games import registered
from tests.frontend.loop import LoopDriver, click, key
from tests.toy.front import NimTable
from tests.toy.nim import REGISTRATION


class Player:
    """Reacts to what is on screen at each rest of the loop, as a person would: picks Nim on
    the title, starts it, takes one stone at each of its turns; after its second turn it
    quits to the title by the menu and continues; at the end it goes back to the title."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.turns = 0
        self.quit_once = False
        self.history_at_quit: list[str] = []
        self.continued_history: list[str] = []

    def __call__(self, app) -> None:
        top = app.stack.top
        name = type(top).__name__
        if not self.seen or self.seen[-1] != name:
            self.seen.append(name)
        if isinstance(top, TitleScene):
            if self.quit_once and not self.continued_history:
                self._press(top, "Continue")
            elif not self.quit_once:
                self._press(top, "Nim")
            elif "FinalFrame" in self.seen:
                _post([pygame.event.Event(pygame.QUIT)])  # back on the title: done
        elif name == "NimSetupScene":
            _post(key(pygame.K_RETURN))
        elif isinstance(top, NimTable) and not top.busy:
            self._at_table(app, top)
        elif isinstance(top, Menu):
            row = next(b for b in top.rows if b.text == "Quit to title")
            _post(click(row.rect.center))
        elif isinstance(top, FinalFrame) and top.elapsed >= 1.0:
            _post(key(pygame.K_1 + top.buttons.index("title")))

    def _press(self, title: TitleScene, words: str) -> None:
        button = next(b for b in title.buttons if b.text == words)
        _post(click(button.rect.center))

    def _at_table(self, app, table: NimTable) -> None:
        game = table.game
        if self.quit_once and not self.continued_history:
            self.continued_history = list(game.history)
        d = game.decision
        if d is None or table.computer_decides:
            return
        if self.turns == 2 and not self.quit_once:
            self.quit_once = True
            self.history_at_quit = list(game.history)
            _post(key(pygame.K_F10))
            return
        if d.kind == "take":
            self.turns += 1
        _post(key(pygame.K_1))


def _post(events: list[pygame.event.Event]) -> None:
    for e in events:
        pygame.event.post(e)


def test_a_toy_game_registered_is_played_from_the_title_to_its_end_and_counted_once(tmp_path):
    with registered(REGISTRATION):
        app = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True,
                       save_dir=tmp_path / "saves")  # fmt: skip
        try:
            app.ai_worker_factory = InlineWorker
            app.nav.show_title()
            assert "Nim" in [b.text for b in app.stack.top.buttons]  # the title's game list
            player = Player()
            driver = LoopDriver(app, limit=300.0, on_rest=player)
            driver.run(quit_after_script=False)
            assert player.seen[:3] == ["TitleScene", "NimSetupScene", "NimTable"], player.seen
            assert "Menu" in player.seen and "FinalFrame" in player.seen
            # saved at the quit, continued at the same decision
            assert player.history_at_quit and player.continued_history == player.history_at_quit
            # back on the title after the end: nothing to continue
            assert isinstance(app.stack.top, TitleScene)
            assert "Continue" not in [b.text for b in app.stack.top.buttons]
            assert not app.saves.autosave_exists()
            # counted once in the statistics every game has, its replay kept once
            loaded = game_stats.load_basic("nim")
            assert len(loaded.records) == 1 and loaded.records[0].players == ("You", "Computer")
            replays = [e for e in app.saves.store().list_replays() if e.game == "nim"]
            assert len(replays) == 1
            assert driver.stale == []
        finally:
            pygame.display.quit()


def test_the_adapter_is_small():
    """What a game brings to be played is a few dozen lines (the note reports the count)."""
    source = Path(__file__).parent / "toy" / "front.py"
    lines = [ln for ln in source.read_text(encoding="utf-8").splitlines() if ln.strip()]
    assert len(lines) < 120
