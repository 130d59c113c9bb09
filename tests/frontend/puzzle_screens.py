"""The Puzzles room's and the game of the day's screens for the layout audit
(`test_layout_audit`, `test_layout_rules`): each builds its screen on a headless app, with a
record of tries and daily results made here (no search, no clock: a fixed date)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime

from finspan.frontend.shell.app import App
from finspan.puzzles import (
    daily_game,
    load_record,
    save_record,
    share_line,
    shipped,
    with_daily,
    with_try,
)

DAY = date(2026, 12, 1)
WHEN = datetime(2026, 12, 1, 18, 30)


def _clock(app: App) -> None:
    app.now = lambda: WHEN  # type: ignore[attr-defined]


def _tries(game: str, n: int = 14) -> None:
    """``n`` tries of ``game``'s first puzzles, every third not solved; a day's results."""
    record = load_record().record
    for i, p in enumerate(shipped().of_game(game)[:n]):
        record, _ = with_try(record, p, i % 3 != 2, WHEN)
    for back, won, score in ((3, True, 2), (2, False, None), (1, True, 5)):
        day = date(2026, 11, 30 - back)
        line = f"Fish'n'Flip · {day.isoformat()} · {score} animals left · 1 Fish'n'Flip"
        record, _ = with_daily(record, "flip", day, line, won, score)
    record, _ = with_daily(record, "finspan", date(2026, 11, 29), "Finspan · 2026-11-29 · 104 "
                           "points · won against Nautoma (difficulty 3)", True, 104)  # fmt: skip
    save_record(record)


def _room(game: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        _clock(app)
        _tries(game)
        app.nav.show_title()
        app.nav.open_puzzles(game)

    return build


def _puzzle(game: str, judged: bool, shown: bool = False) -> Callable[[App], None]:
    """A puzzle at ``game``'s table, its box over the log: before the answer, once a wrong
    answer is judged (the longest words: Finspan's points, Fish'n'Flip's frees), or its
    solution shown (played out on the table)."""

    def build(app: App) -> None:
        _clock(app)
        app.nav.show_title()
        app.nav.open_puzzles(game)
        app.stack.top._play()
        scene = app.stack.top
        if shown:
            scene.give_up()
            scene = app.stack.top
            for _ in range(20):
                scene.update(1.0)
                scene.table.skip_animations()
        if judged:
            check = scene.puzzle.check
            wrong = list(check.obvious) if game == "flip" else [check.greedy]
            for text in wrong:
                scene.table.apply_option(text)
                scene.table.skip_animations()
                scene.update(0.0)
            for _ in range(20):
                scene.update(1.0)
                scene.table.skip_animations()
        for _ in range(3):
            app.step([], 1 / 60)
        scene.table.queue.skip()
        scene.update(0.0)

    return build


def _daily_room(app: App) -> None:
    _clock(app)
    _tries("flip", 2)
    app.nav.show_title()
    app.nav.open_daily()


def _daily_final(game: str) -> Callable[[App], None]:
    """The end screen of the day's ``game`` played to its end (the first option each time)."""

    def build(app: App) -> None:
        from finspan.engine import Rng, greedy_policy

        _clock(app)
        finished, rng = daily_game(game, DAY), Rng(3)
        while not finished.is_over:
            finished.apply(greedy_policy(finished, rng) if game == "finspan"
                           else finished.options[0])  # fmt: skip
        assert share_line(game, DAY, finished)
        app.nav.show_title()
        app.nav.open_final(finished)

    return build


def _stats(view: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        _clock(app)
        _tries("flip")
        app.nav.show_title()
        app.nav.open_stats()
        scene = app.stack.top
        scene.view.set_value(view)
        scene._on_view(view)

    return build


#: Screens around the tables (every window size and text size).
AROUND = {
    "puzzles-room-flip": _room("flip"),
    "puzzles-room-finspan": _room("finspan"),
    "daily-room": _daily_room,
    "daily-final-flip": _daily_final("flip"),
    "daily-final-finspan": _daily_final("finspan"),
    "stats-puzzles": _stats("flip_puzzles"),
    "stats-daily": _stats("daily"),
}
#: A puzzle at each game's table, its box over the log.
AT_THE_TABLE = {
    "puzzle-flip": _puzzle("flip", judged=False),
    "puzzle-flip-judged": _puzzle("flip", judged=True),
    "puzzle-finspan": _puzzle("finspan", judged=False),
    "puzzle-finspan-judged": _puzzle("finspan", judged=True),
    "puzzle-flip-shown": _puzzle("flip", judged=False, shown=True),
    "puzzle-finspan-shown": _puzzle("finspan", judged=False, shown=True),
}
