"""The game of the day through the real main loop (`App.run`, in virtual time): from the title,
today's Fish'n'Flip deal played at its own table to its end (the autoplay driver's clicks),
its end screen saying it was the day's game with the streak and the share line, the line
copied; the result recorded once (a second game of the same deal does not replace it), read
back by the Game of the day screen and the Statistics."""

from __future__ import annotations

from datetime import date, datetime

import pygame

from finspan.app import make_app
from finspan.frontend.flip.autoplay import FlipDriver
from finspan.frontend.kit.final import FinalFrame
from finspan.frontend.puzzles import daily_room
from finspan.frontend.puzzles.daily_room import DailyRoom
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.dialogs import Menu
from finspan.puzzles import daily_game, daily_seed, load_record

from .loop import LoopDriver, click, key

DAY = date(2026, 12, 1)


def _app():
    app = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True)
    app.now = lambda: datetime(2026, 12, 1, 20, 0)  # type: ignore[attr-defined]
    return app


class DailyPlayer:
    """From the title: Game of the day, Play today's Fish'n'Flip, the game by the autoplay
    driver's clicks, at its end Copy share line, then back to the title and quit."""

    def __init__(self) -> None:
        self.driver = FlipDriver(7)
        self.frame = 0
        self.screens: list[str] = []
        self.final_words: list[str] = []
        self.copied: str = ""
        self.ended = False

    def __call__(self, app) -> None:
        self.frame += 1
        top = app.stack.top
        name = type(top).__name__
        if not self.screens or self.screens[-1] != name:
            self.screens.append(name)
        if pygame.event.peek():
            return
        if isinstance(top, TitleScene):
            if self.ended:
                pygame.event.post(pygame.event.Event(pygame.QUIT))
                return
            button = next(b for b in top.buttons if b.text == "Puzzles & daily game")
            _post(click(button.rect.center))
        elif isinstance(top, Menu):  # Puzzles, Game of the day
            _post(click(next(b for b in top.rows if b.text == "Game of the day").rect.center))
        elif isinstance(top, DailyRoom):
            button = next(b for b in top.plays.values() if "Fish'n'Flip" in b.text)
            _post(click(button.rect.center))
        elif isinstance(top, FinalFrame) and top.elapsed >= 1.0:
            if not self.copied:
                self.final_words = [*top.extra, top.message]
                _post(key(pygame.K_1 + top.buttons.index("extra")))
                self.copied = "pressed"
            elif self.copied == "pressed" and top.message:
                self.copied = top.message
                self.ended = True
                _post(key(pygame.K_1 + top.buttons.index("title")))
        else:
            _post(self.driver.events_for(app, self.frame))


def _post(events) -> None:
    for e in events:
        pygame.event.post(e)


def test_the_days_fish_n_flip_game_to_its_end_recorded_once_with_its_share_line():
    app = _app()
    try:
        app.nav.show_title()
        player = DailyPlayer()
        driver = LoopDriver(app, limit=900.0, on_rest=player)
        driver.run(quit_after_script=False)
        assert player.screens[:4] == ["TitleScene", "Menu", "DailyRoom", "FlipTable"], \
            player.screens
        assert "FlipFinal" in player.screens and player.screens[-1] == "TitleScene"
        assert driver.stale == []
        results = load_record().record.daily["flip"]
        assert len(results) == 1 and results[0].date == DAY.isoformat()
        line = results[0].line
        assert line.startswith("Fish'n'Flip · 2026-12-01 · ") and results[0].streak == 1
        head, shown = player.final_words
        assert head == "The game of the day, 2026-12-01: its result counts · streak 1 day."
        assert shown == f"Share: {line}"
        assert player.copied == f"{daily_room.COPIED} {line}" and pygame.scrap.get_text() == line
        # the same deal finished again (another way): the day's first result stays
        game = daily_game("flip", DAY)
        assert game.seed == daily_seed("flip", DAY)
        while not game.is_over:
            game.apply(game.options[-1])
        app.nav.open_final(game)
        again = app.stack.top
        assert "the day's first game counted" in again.extra[0]
        assert again.message == f"Share: {line}"
        assert load_record().record.daily["flip"] == results
        # the Game of the day screen and the Statistics read it back
        app.nav.show_title()
        app.nav.open_daily()
        room = app.stack.top
        assert room.results["flip"] is not None and room.results["flip"].line == line
        assert room.copies["flip"].enabled and not room.copies["finspan"].enabled
        app.nav.show_title()
        app.nav.open_stats()
        daily = app.stack.top.views["daily"]
        assert daily.has_games() and daily.rows()[0][:4] == ["Fish'n'Flip", "1", "1" if
                                                             results[0].won else "0", "1"]
        assert daily.rows()[0][-1] == line.split(" · ")[2]  # the best: "3 animals left"
    finally:
        pygame.display.quit()


def test_without_a_clipboard_the_line_is_shown_to_copy_by_hand(monkeypatch):
    from finspan.frontend.shell import clipboard

    def broken(_text: str) -> None:
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", broken)
    told = daily_room.copy_line("Fish'n'Flip · 2026-12-01 · 3 animals left · 1 Fish'n'Flip")
    assert told.startswith(clipboard.NO_CLIPBOARD) and "copy it by hand" in told
    assert told.endswith("Fish'n'Flip · 2026-12-01 · 3 animals left · 1 Fish'n'Flip")


def test_a_game_that_is_not_a_days_deal_adds_nothing_to_its_end_screen():
    from finspan.flip import Game, Setup

    app = _app()
    try:
        game = Game(Setup.cooperative(1), 7)
        while not game.is_over:
            game.apply(game.options[0])
        app.nav.show_title()
        app.nav.open_final(game)
        final = app.stack.top
        assert final.extra == [] and "extra" not in final.buttons
        assert "flip" not in load_record().record.daily
    finally:
        pygame.display.quit()
