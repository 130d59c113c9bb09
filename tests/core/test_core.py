"""The game-neutral core, on a game that is not Finspan (tests/core/nim.py) and beside it."""

from __future__ import annotations

import pytest

from finspan.core import (
    GameOver,
    IllegalOption,
    OptionSyntaxError,
    PositionError,
    Session,
    Task,
    get_int,
    read_toml,
    replay,
)
from finspan.engine import Game, Setup

from .nim import EVENT_TYPES, FAMILY, Done, Nim, NimTask, Take, TakeTask


def test_an_option_text_round_trips_in_its_own_family():
    assert str(Take(3)) == "take 3"
    assert FAMILY.parse("  TAKE   2 ") == Take(2)
    assert FAMILY.parse("done") == Done()


def test_a_family_refuses_text_it_cannot_read_with_a_syntax_error():
    for text in ("", "take", "take two", "play Porkfish", "done now"):
        with pytest.raises(OptionSyntaxError):
            FAMILY.parse(text)


def test_each_game_parses_only_its_own_options():
    with pytest.raises(OptionSyntaxError):
        Game(Setup.multiplayer(2), 1).apply("take 2")


def test_a_task_kind_is_registered_in_its_own_games_registry_only():
    assert {"take": TakeTask} == NimTask.REGISTRY
    assert "take" not in type(Game(Setup.multiplayer(2), 1).stack[-1]).REGISTRY


def test_two_tasks_of_one_kind_in_one_game_are_refused():
    with pytest.raises(TypeError, match="two tasks of kind 'take'"):
        type("Again", (NimTask,), {"__slots__": (), "KIND": "take"})


def test_a_task_without_a_games_registry_is_refused():
    with pytest.raises(TypeError, match="no game"):
        type("Homeless", (Task,), {"__slots__": (), "KIND": "homeless"})


def test_a_task_round_trips_through_its_games_registry():
    task = TakeTask(1)
    task.taken = 2
    again = NimTask.from_dict(task.to_dict())
    assert type(again) is TakeTask and (again.seat, again.taken) == (1, 2)


def test_the_door_refuses_an_illegal_option_and_changes_nothing():
    game = Nim(0, seed=4)
    heap = game.heap
    with pytest.raises(IllegalOption, match="Seat 0 must choose one of: take 1, take 2, take 3"):
        game.apply("done")
    assert game.heap == heap and game.history == []


def test_a_game_played_to_its_end_has_no_decision_and_refuses_more():
    game = Nim(0, seed=4)
    while not game.is_over:
        game.apply(game.decision.options[-1])
    assert game.decision is None and game.outcome() in (0, 1)
    with pytest.raises(GameOver):
        game.apply("take 1")


def test_replay_of_the_history_rebuilds_the_same_game():
    game = Nim(0, seed=9)
    while not game.is_over:
        game.apply(game.decision.options[0])
    steps = list(replay(Nim(0, seed=9), game.history))
    assert steps[0].events == tuple(game.start_events)
    assert [str(s.option) for s in steps[1:]] == game.history
    assert steps[-1].game.to_dict() == game.to_dict()


def test_undo_takes_back_steps_within_a_turn_but_not_across_its_start():
    session = Session(Nim(0, seed=4))
    session.apply("take 2")
    assert session.can_undo
    session.apply("done")  # the next seat's turn begins: a barrier
    assert not session.can_undo
    session.apply("take 1")
    assert session.undo() and session.game.decision.kind == "take"
    assert session.redo() is not None and session.game.decision.kind == "done"


def test_every_event_type_of_a_game_is_listed():
    assert [t.kind for t in EVENT_TYPES] == ["turn_began", "taken", "heap_revealed"]


def test_position_readers_give_one_line_errors_naming_the_field():
    with pytest.raises(PositionError, match=r"^position: not valid TOML"):
        read_toml("a = [", 100)
    with pytest.raises(PositionError, match=r"^position: is too long"):
        read_toml("a = 1", 3)
    with pytest.raises(PositionError, match=r"^net\.height: must be 1\.\.6, not 9$"):
        get_int({"height": 9}, "height", "net.", 1, 6)
    with pytest.raises(PositionError, match=r"^height: must be int, not True$"):
        get_int({"height": True}, "height", "", 1, 6)
