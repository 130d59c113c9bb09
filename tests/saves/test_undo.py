"""Undo and redo (`finspan.core.session.Session`) never cross hidden information.

The undo stack belongs to the engine; these tests check the promise saves and the table
rely on: undo stops at a step that drew a card (or revealed anything, or began a turn),
redo restores exactly, and a game saved after undoing loads as the undone game.
"""

from __future__ import annotations

from finspan.engine import CardDrawn, Game, Rng, Session, TurnStarted, random_policy
from finspan.saves import SaveStore

from .conftest import SETUPS


def play_until_a_draw_then_more(seed: int) -> tuple[Session, dict, int]:
    """A session just after a step that drew a card in the middle of a turn and at least
    one more step of that turn; returns it, the state right after the draw, and how many
    steps followed the draw."""
    session = Session(Game(SETUPS["2 players"], seed))
    rng = Rng(seed)
    while not session.game.is_over:
        events = session.apply(random_policy(session.game, rng))
        drew = any(isinstance(e, CardDrawn) for e in events)
        if not drew or any(isinstance(e, TurnStarted) for e in events):
            continue
        after_draw = session.game.to_dict()
        follow = 0
        while not session.game.is_over:
            probe = session.game.clone()
            events = probe.apply(random_policy(probe.clone(), rng.clone()))
            if any(e.reveals or isinstance(e, TurnStarted) for e in events):
                break
            session.apply(random_policy(session.game, rng))
            follow += 1
        if follow:
            return session, after_draw, follow
    raise AssertionError(f"seed {seed}: no draw followed by an undoable step")


def test_undo_stops_at_the_step_that_drew_a_card() -> None:
    session, after_draw, follow = play_until_a_draw_then_more(3)
    for _ in range(follow):
        assert session.undo()
    assert session.game.to_dict() == after_draw
    assert not session.can_undo and not session.undo()
    assert session.game.to_dict() == after_draw


def test_redo_restores_every_undone_step_exactly() -> None:
    session, _, follow = play_until_a_draw_then_more(3)
    before = session.game.to_dict()
    while session.undo():
        pass
    for _ in range(follow):
        assert session.redo() is not None
    assert session.game.to_dict() == before
    assert not session.can_redo and session.redo() is None


def test_a_new_step_after_undo_clears_redo() -> None:
    session, _, _ = play_until_a_draw_then_more(3)
    undone = session.game.history[-1]
    session.undo()
    other = next(o for o in session.game.options if str(o) != undone)
    session.apply(other)
    assert not session.can_redo


def test_undo_as_far_as_possible_never_crosses_a_reveal_in_a_whole_game() -> None:
    session = Session(Game(SETUPS["solo with Ravel"], 3))
    rng = Rng(11)
    revealed: list[bool] = []  # per step: did it reveal anything or begin a turn?
    while not session.game.is_over:
        events = session.apply(random_policy(session.game, rng))
        revealed.append(any(e.reveals or isinstance(e, TurnStarted) for e in events))
        if rng.below(3):
            continue
        before, kept = session.game.to_dict(), len(session.game.history)
        while session.undo():
            pass
        back_to = len(session.game.history)
        assert not any(revealed[back_to:kept])  # nothing undone revealed anything
        assert back_to == 0 or revealed[back_to - 1]  # and undo went back to the barrier
        for _ in range(kept - back_to):
            session.redo()
        assert session.game.to_dict() == before


def test_a_game_saved_after_undo_loads_as_the_undone_game(store: SaveStore) -> None:
    session, _, _ = play_until_a_draw_then_more(3)
    session.undo()
    store.autosave(session.game)
    loaded = store.latest_autosave()
    assert loaded is not None and loaded.game.to_dict() == session.game.to_dict()
