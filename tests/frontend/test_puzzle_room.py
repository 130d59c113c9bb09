"""The Puzzles room through the real main loop (`App.run`, in virtual time, animations at normal
speed), for both games: from the title, a puzzle solved (its answer entered at the game's own
table, by clicks, by the keyboard alone or by a controller's buttons alone) and the next one
failed; each try counted once in the record, which a new start of the app reads back; the
window never left stale."""

from __future__ import annotations

from datetime import datetime

import pygame
import pytest

from finspan.app import make_app
from finspan.frontend.shell.settings import Settings
from finspan.puzzles import load_record, next_puzzle, record_path, shipped

from .loop import LoopDriver
from .puzzle_player import PuzzlePlayer


def _wrong(puzzle) -> list[str]:
    """A complete answer that is not the best: Fish'n'Flip's obvious plan (the action alone,
    the most at its first freeing), Finspan's greedy choice."""
    check = puzzle.check
    return list(check.obvious) if puzzle.game == "flip" else [check.greedy]


def _right(puzzle) -> list[str]:
    return list(puzzle.solution)


def _app(speed: float = 1.0):
    app = make_app(Settings(first_turn_guide=False, animation_speed=speed), headless=True)
    app.now = lambda: datetime(2026, 12, 1, 18, 30)  # type: ignore[attr-defined]
    return app


def _play(game: str, by: str, plans) -> tuple[PuzzlePlayer, LoopDriver]:
    app = _app()
    try:
        app.nav.show_title()
        player = PuzzlePlayer(game, plans, by=by)
        driver = LoopDriver(app, limit=400.0, on_rest=player)
        for i in range(1, 1600):  # the title's fish swim: the loop rests only elsewhere
            driver.at(0.25 * i, player)
        driver.run(quit_after_script=False)
        return player, driver
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("game", ["flip", "finspan"])
def test_a_puzzle_solved_and_the_next_failed_from_the_title_and_the_record_kept(game):
    first = next_puzzle(load_record().record, game, shipped().puzzles)
    player, driver = _play(game, "mouse", [_right, _wrong])
    assert [solved for _id, solved, _w in player.seen] == [True, False], player.seen
    assert player.seen[0][0] == first.id
    solved = next(line for line in player.said[0] if line.startswith("Solved! "))
    assert solved[len("Solved! ")].isupper(), solved  # a sentence ("Solved! play Red…" was not)
    assert player.screens == ["TitleScene", "Menu", "PuzzleRoom", "PuzzleScene", "PuzzleRoom",
                              "TitleScene"], player.screens  # fmt: skip
    # the right answer played out on the table: Finspan's fish into its slot too
    assert player.played[0] == [*first.solution, *([first.slot] if first.slot else [])]
    assert driver.stale == []
    # each try counted once, rated: the first raised the rating, the second lowered it
    record = load_record().record.game(game)
    points = record.history
    assert [(p.puzzle, p.solved) for p in points] == [(i, s) for i, s, _w in player.seen]
    assert points[0].rating > 1500 and points[1].rating < points[0].rating
    assert record.puzzles[first.id].solved and record.puzzles[first.id].tries == 1
    failed = player.seen[1][0]
    assert not record.puzzles[failed].solved and record.current == failed
    words = player.seen[1][2]
    assert ("possible" in words) if game == "flip" else ("worse than" in words), words
    # a new start of the app reads it back: the room shows the rating, the failed puzzle
    # waits on the table again (not rated a second time)
    app = _app(0.0)
    try:
        app.nav.show_title()
        app.nav.open_puzzles(game)
        room = app.stack.top
        assert round(room.progress.rating(game).rating) == round(points[-1].rating)
        assert room.puzzle is not None and room.puzzle.id == failed
        assert room.play.text == "Continue the puzzle"
        assert not room.progress.rated(room.puzzle)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("game", "by"), [("flip", "keys"), ("finspan", "pad"),
                                          ("flip", "pad")])  # fmt: skip
def test_the_room_by_the_keyboard_alone_and_by_a_controller_alone(game, by):
    player, driver = _play(game, by, [_right])
    assert [solved for _id, solved, _w in player.seen] == [True], player.seen
    assert player.screens[-1] == "TitleScene" and driver.stale == []


def test_a_corrupt_record_is_told_in_the_room_and_nothing_else_is_lost():
    """A puzzle record that cannot be read is moved aside and told, once, in the room; the
    game statistics beside it and the saves are untouched; the next try starts a new
    record."""
    from finspan import flip_stats
    from finspan.flip_ai import chooser
    from finspan.puzzles import daily_game

    game, play = daily_game("flip", datetime(2026, 12, 1).date()), chooser("greedy", 1)
    while not game.is_over:
        game.apply(play(game))
    flip_stats.record_flip_game(game)
    stats = flip_stats.flip_stats_path().read_bytes()
    path = record_path()
    path.write_text("{not json", encoding="utf-8")
    app = _app(0.0)
    try:
        app.saves.store().save_named(game, "kept")
        app.nav.show_title()
        app.nav.open_puzzles()
        room = app.stack.top
        assert room.progress.message and "could not be read" in room.progress.message
        assert "puzzles.json.corrupt" in room.progress.message
        app.step([], 1 / 60)  # the room draws with its message
        assert path.with_name("puzzles.json.corrupt").read_text(encoding="utf-8") == "{not json"
        room._play()  # a try is counted in a new record
        scene = app.stack.top
        scene.give_up()
        assert len(load_record().record.game(scene.puzzle.game).history) == 1
        assert flip_stats.flip_stats_path().read_bytes() == stats
        assert len(flip_stats.load_flip_records().records) == 1
        assert [s.name for s in app.saves.store().list_saves()] == ["kept"]
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("pid", "words"), [
    ("flip-da0bd9b3", "Flip column A, then shark at A2: free it on its own, then turtle at A3: "
                      "move it one place the way it swims"),
    ("finspan-5a5e430f", "Play Red Lionfish, then place on P1"),
])  # fmt: skip
def test_the_solution_is_told_in_the_words_of_the_tables_options(pid, words):
    """The real window: "The solution: flip column A, shark: free, turtle: move." (the
    options' file text) beside options reading "Shark at A2: free it on its own"."""
    from finspan.frontend.puzzles.progress import Progress
    from finspan.frontend.puzzles.solving import open_puzzle

    app = _app(speed=0.0)
    try:
        app.nav.show_title()
        puzzle = next(p for p in shipped().puzzles if p.id == pid)
        open_puzzle(app, puzzle, Progress(), None, show=True)
        box = app.stack.top
        for form in box.forms():  # the box's whole wording and its compact forms
            assert f"The solution: {words}." in [text for text, _role, _ink in form]
    finally:
        pygame.display.quit()
