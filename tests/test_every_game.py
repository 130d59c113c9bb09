"""One test over every game the app holds (OpenSpiel's ``games_sim_test`` is the model): each
registered game, the toy Nim of `tests/toy` among them, is played at random from its start to
its end through its one door, and at every step what game-neutral code relies on holds:

- a copy is the same game and goes its own way (``clone``);
- its data makes the same game again (``to_dict`` / the definition's ``game_from_dict``);
- between two turns, its position text reads back to the same position, and a crash report
  writes that position with the game's own writer;
- the replay of its history from its start is the same game;
- undo within a turn goes back exactly to the turn's start, never past a barrier;
- a save through the store loads back the same game and undo history;
- at the end: the autosave is cleared (no Continue), the replay kept once, the statistics
  recorded once in the game's own record.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from finspan.core import Rng
from finspan.core.replay import replay
from finspan.core.session import Session
from finspan.frontend.shell.guard import _position
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.saving import SaveService
from finspan.games import game_definition, game_names, registered
from tests.toy.nim import REGISTRATION as NIM, NimSetup


def _setups() -> dict[str, list[Any]]:
    """Setups of each game (a game added to the app gets a line here)."""
    from finspan.engine import Setup as FinspanSetup
    from finspan.flip import Setup as FlipSetup

    return {
        "finspan": [FinspanSetup.solo_game(3), FinspanSetup.multiplayer(3)],
        "flip": [FlipSetup.cooperative(2), FlipSetup.competitive(3)],
        "nim": [NimSetup()],
    }


@pytest.fixture(autouse=True, scope="module")
def _toy_game() -> Iterator[None]:
    with registered(NIM):
        yield


GAMES = ["finspan", "flip", "nim"]


def test_every_registered_game_is_tested_here():
    assert sorted(game_names()) == sorted(GAMES)  # the toy registered by the fixture


def _turn_start(events: list[Any]) -> bool:
    return any(e.starts_turn for e in events)


def _played(name: str, setup: Any, seed: int) -> Iterator[tuple[Any, list[Any]]]:
    """(the game, the events of the last option) after each option of a random game."""
    definition = game_definition(name)
    game = definition.new_game(setup, seed)
    rng = Rng(seed)
    yield game, list(game.start_events)
    while not game.is_over:
        options = game.decision.options
        events = game.apply(options[rng.below(len(options))])
        yield game, events


@pytest.mark.parametrize("name", GAMES)
def test_a_random_game_keeps_its_copies_data_positions_and_replay(name):
    definition = game_definition(name)
    for setup in _setups()[name]:
        for seed in (3, 11):
            positions = 0
            for game, events in _played(name, setup, seed):
                copy = game.clone()
                assert copy.to_dict() == game.to_dict()
                assert definition.game_from_dict(game.to_dict()).to_dict() == game.to_dict()
                if not game.is_over:  # the copy goes its own way
                    copy.apply(copy.decision.options[0])
                    assert copy.history != game.history
                if _turn_start(events) and not game.is_over:
                    try:  # between two turns (a turn may begin with an automatic part)
                        text = definition.position_text(game)
                    except ValueError:
                        continue
                    again = definition.load_position(text)
                    assert definition.position_text(again) == text
                    assert _position(game) == text  # the crash report's position
                    positions += 1
            assert positions > 0
            replayed = [step for step in replay(definition.restart(game), game.history)]
            assert replayed[-1].game.to_dict() == game.to_dict()


@pytest.mark.parametrize("name", GAMES)
def test_undo_goes_back_to_the_turns_start_and_never_past_a_barrier(name):
    definition = game_definition(name)
    setup = _setups()[name][0]
    session: Session[Any] = Session(definition.new_game(setup, 5))
    rng = Rng(5)
    start = session.game.to_dict()
    while not session.game.is_over and len(session.game.history) < 120:
        options = session.game.decision.options
        events = session.apply(options[rng.below(len(options))])
        if any(e.starts_turn or e.reveals for e in events):
            start = session.game.to_dict()  # a barrier: undo stops here
            assert not session.can_undo
            continue
        state = session.game.to_dict()
        while session.undo():
            pass
        assert session.game.to_dict() == start
        while session.can_redo:
            session.redo()
        assert session.game.to_dict() == state


def _recorded(name: str) -> int:
    """How many finished games the statistics of the game ``name`` hold."""
    from finspan import flip_stats, game_stats, stats

    count = {"finspan": lambda: stats.load_records().records,
             "flip": lambda: flip_stats.load_flip_records().records}  # fmt: skip
    return len(count.get(name, lambda: game_stats.load_basic(name).records)())


@pytest.mark.parametrize("name", GAMES)
def test_saves_replays_and_statistics_of_a_finished_game(name, tmp_path):
    definition = game_definition(name)
    setup = _setups()[name][0]
    saves = SaveService(tmp_path / "saves")
    game = definition.new_game(setup, 9)
    rng = Rng(9)
    session: Session[Any] = Session(game)
    while not session.game.is_over:
        options = session.game.decision.options
        session.apply(options[rng.below(len(options))])
        if len(session.game.history) == 6:  # a save in the middle, with its undo history
            table = saves.table_of(TablePrefs(), session, 1.0)
            saves.autosave(session.game, table)
            loaded, problem = saves.latest_autosave()
            assert loaded is not None, problem
            assert loaded.game.to_dict() == session.game.to_dict()
            assert loaded.session.undo_steps == session.undo_steps
    game = session.game
    saves.autosave(game)  # a finished game clears the autosave: nothing to continue
    assert not saves.autosave_exists()
    before = _recorded(name)
    saves.game_finished(game)
    kept = saves.store().list_replays()
    assert len(kept) == 1 and kept[0].game == name
    replay_file = saves.store().load_replay(kept[0].path)
    assert replay_file.final.to_dict() == game.to_dict()
    assert _recorded(name) == before + 1  # counted once, in its own game's record
