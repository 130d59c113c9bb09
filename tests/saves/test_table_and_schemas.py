"""Schema 3: a save keeps what the player set at the table (the seats' all-players answers,
the undo/redo history within the turn, the animation speed, hints used), and a fixture saved
by each earlier schema still loads.

The fixtures, each written by the code of its time (not by hand, except schema 0):

* ``schema0-two-players.json``: hand-made following the schema-0 model (see test_upgrade);
* ``schema1-solo-ravel.json``: written by ``SaveStore.save_named`` of commit ``04d5873^``
  (the last schema-1 code, run from ``git archive``): solo, difficulty 3, Ravel 3, seed 33,
  40 greedy options, saved in the middle of a dive (its task stack holds a label whose
  wording has changed since: older schemas are compared without the task stack);
* ``schema2-position-two-players.json``: written by the schema-2 code (commit ``88f5bd3``)
  from a position (week 2, Ada and Grace), 25 random options in;
* ``schema3-three-players-table.json``: written by the schema-3 code (commit ``42e5a64``):
  three people, seed 314, 30 random options, a table with answers, 3 undo steps, speed 2
  and 2 hints (schema 4 adds who controls each seat: computer players);
* ``schema4-three-seats-computers.json``: written by the schema-4 code (commit ``eb89c0b``):
  three seats, seed 271, 28 random options, a person and two computer players (Hard, Easy)
  (schema 5 adds which game the file holds);
* ``schema5-two-seats-medium.json``: written by the schema-5 code (commit ``3311102``):
  two seats, seed 161, 22 random options (``random.Random(161)``), a person and a Medium
  computer player, answers ask and take, speed 1 (schema 6 holds Fish'n'Flip too and says
  the game's progress in words);
* ``schema6-two-seats-medium.json``: written by the schema-6 code (commit ``caf6c4b``):
  two seats, seed 613, 24 random options (``random.Random(613)``), a person and a Medium
  computer player, answers ask and take, speed 1 (schema 7 gives a replay who controlled
  each seat and its post-game review);
* ``schema7-two-seats-medium.json``: written by the schema-7 code (commit ``bd30d1f``):
  two seats, seed 717, 26 random options (``random.Random(717)``), a person and a Medium
  computer player, answers ask and take, speed 1 (schema 8 lets a Fish'n'Flip replay keep
  its review); ``schema7-replay-with-review.json``, by the same code: the replay of a
  finished 2-player game (seed 727, greedy play), a person and Hard, with the review of
  seat 0 at 8 playouts (``test_review_file``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from finspan.engine import Game, Session
from finspan.saves import SCHEMA_VERSION, SaveError, SaveStore, load_file
from finspan.saves.codec import table_model

from .conftest import game_after

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("file_name", "version", "moves"),
    [
        ("schema0-two-players.json", 0, 12),
        ("schema1-solo-ravel.json", 1, 40),
        ("schema2-position-two-players.json", 2, 25),
        ("schema3-three-players-table.json", 3, 30),
        ("schema4-three-seats-computers.json", 4, 28),
        ("schema5-two-seats-medium.json", 5, 22),
        ("schema6-two-seats-medium.json", 6, 24),
        ("schema7-two-seats-medium.json", 7, 26),
    ],
)
def test_a_fixture_saved_by_each_earlier_schema_loads(
    file_name: str, version: int, moves: int, store: SaveStore
) -> None:
    loaded = load_file(FIXTURES / file_name)
    assert loaded.file_schema_version == version and loaded.upgraded
    assert loaded.model.schema_version == SCHEMA_VERSION
    assert len(loaded.game.history) == moves and loaded.game.decision is not None
    table = loaded.table  # an older save asks, has nothing to undo, no speed, no hints
    if version < 3:
        assert table.all_players == [] and table.undo_steps == 0 and table.redo == []
        assert table.animation_speed is None and table.hints == 0
    elif version == 3:  # schema 3 kept its table; every seat is a person
        assert table.all_players == ["ask", "take", "skip"] and table.undo_steps == 3
        assert table.animation_speed == 2.0 and table.hints == 2
    if version < 4:
        assert table.controllers == []
    elif version == 4:  # schema 4 kept who controls each seat
        assert table.controllers == ["person", "hard", "easy"] and table.hints == 1
    else:
        assert table.controllers == ["person", "medium"] and table.all_players == ["ask", "take"]
    assert loaded.summary.progress == f"week {loaded.summary.week} of 4"
    assert loaded.model.game == "finspan"  # every file before schema 5 held Finspan
    again = load_file(store.save_named(loaded.game, "Again"))  # and saves in the current schema
    assert again.file_schema_version == SCHEMA_VERSION
    assert again.game.to_dict() == loaded.game.to_dict()


def test_every_schema_before_the_current_one_has_a_fixture() -> None:
    versions = {json.loads(p.read_text("utf-8")).get("schema_version", 0) for p in
                FIXTURES.glob("schema*.json")}  # fmt: skip
    assert versions == set(range(SCHEMA_VERSION))


def _session_with_history() -> tuple[Session, Game]:
    """A 2-player game mid-turn: two eggs laid (undoable), then the second one undone.
    Returns the session and a copy of the game before the first egg."""
    session = Session(game_after("2 players", 5, 60))
    session.apply("dive blue")
    session.apply("draw")  # reveals a card: a barrier
    before = session.game.clone()
    session.apply("egg G2")
    session.apply(session.game.decision.options[0])
    assert session.undo()
    assert session.undo_steps == 1 and len(session.redo_options) == 1
    return session, before


def test_a_save_keeps_the_answers_the_undo_and_redo_history_the_speed_and_the_hints(
    store: SaveStore,
) -> None:
    session, before = _session_with_history()
    table = table_model(session, ["take", "skip"], 2.0, 3)
    loaded = store.load(store.save_named(session.game, "Mid-turn", table))
    assert loaded.table.all_players == ["take", "skip"]
    assert loaded.table.animation_speed == 2.0 and loaded.table.hints == 3
    restored = loaded.session
    assert restored is not None and restored.game is loaded.game
    assert restored.game.to_dict() == session.game.to_dict()
    assert restored.undo_steps == 1 and restored.redo_options == session.redo_options
    assert restored.redo() is not None  # the undone egg comes back ...
    assert restored.undo() and restored.undo()  # ... and both eggs can be taken back
    assert not restored.can_undo  # but not the card drawn before them
    assert restored.game.to_dict() == before.to_dict()


def test_the_autosave_keeps_the_table_too(store: SaveStore) -> None:
    session, _ = _session_with_history()
    store.autosave(session.game, table_model(session, ["ask", "take"], 0.5, 0))
    loaded = store.latest_autosave()
    assert loaded is not None and loaded.session is not None
    assert loaded.table.all_players == ["ask", "take"] and loaded.table.animation_speed == 0.5
    assert loaded.session.undo_steps == 1 and loaded.session.can_redo


def _edited_table(store: SaveStore, **change: object) -> Path:
    session, _ = _session_with_history()
    path = store.save_named(session.game, "Edited", table_model(session, ["ask", "ask"]))
    data = json.loads(path.read_text("utf-8"))
    data["table"].update(change)
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"undo_steps": 3}, "cannot be undone"),  # the third step back is the card drawn
        ({"undo_steps": 10_000}, "field table.undo_steps"),
        ({"redo": ["dive green"]}, "field table.redo"),
        ({"redo": ["egg"]}, "field table.redo"),
        ({"all_players": ["ask", "ask", "ask"]}, "more answers than seats"),
        ({"all_players": ["always"]}, "field table.all_players.0"),
        ({"animation_speed": 1e300}, "field table.animation_speed"),
        ({"hints": -1}, "field table.hints"),
        ({"controllers": ["person", "hard", "easy"]}, "more controllers than seats"),
        ({"controllers": ["genius"]}, "field table.controllers.0"),
    ],
)
def test_a_table_that_does_not_fit_its_game_is_refused_with_one_line(
    store: SaveStore, change: dict[str, object], problem: str
) -> None:
    path = _edited_table(store, **change)
    with pytest.raises(SaveError) as info:
        load_file(path)
    assert problem in str(info.value) and "\n" not in str(info.value)


def test_a_save_keeps_who_controls_each_seat(store: SaveStore) -> None:
    session, _ = _session_with_history()
    table = table_model(session, ["ask", "ask"], None, 1, ["person", "hard"])
    loaded = store.load(store.save_named(session.game, "Against Hard", table))
    assert loaded.table.controllers == ["person", "hard"] and loaded.table.hints == 1
    assert loaded.model.schema_version == SCHEMA_VERSION == 8


def test_a_nautoma_seat_cannot_be_a_computer_player(store: SaveStore) -> None:
    from finspan.engine import Setup

    game = Game(Setup.solo_game(2), 5)
    path = store.save_named(game, "Solo", table_model(None, [], None, 0, ["person", "easy"]))
    with pytest.raises(SaveError) as info:
        load_file(path)
    assert "field table.controllers" in str(info.value) and "nautoma" in str(info.value)
