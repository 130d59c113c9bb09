"""`PublicState`: the snapshot of what players see, its queries, and the event fold that
lands on it exactly."""

from __future__ import annotations

import dataclasses

import pytest

from finspan.engine import (
    DivePlace,
    Game,
    PublicState,
    Rng,
    Setup,
    advance,
    events as E,
    load_position,
)
from finspan.engine.fold import FOLDS, advance_raw
from finspan.engine.policies import random_policy
from finspan.engine.public import finish

from .helpers import player, position

SETUPS = {
    "2p": Setup.multiplayer(2),
    "4p side B keep one": Setup.multiplayer(4, board="B", keep_one_card=True),
    "solo d3 Ravel 3": Setup.solo_game(3, 3),
    "solo d5 side B": Setup.solo_game(5, 0, board="B"),
}


def _event_types() -> list[type[E.Event]]:
    return [
        c for c in vars(E).values()
        if isinstance(c, type) and issubclass(c, E.Event) and c is not E.Event
    ]  # fmt: skip


def test_every_event_type_has_a_fold_entry():
    assert set(FOLDS) == set(_event_types())


@pytest.mark.parametrize("name", sorted(SETUPS))
@pytest.mark.parametrize("seed", [1, 2])
def test_folding_each_batch_of_events_lands_on_the_public_state(name, seed):
    game = Game(SETUPS[name], seed)
    rng = Rng(seed)
    shown = game.public_state()
    while not game.is_over:
        events = game.apply(random_policy(game, rng))
        for e in events:
            folded = advance(shown, e)
            # what is kept from the state before (unchanged seats) is what a fresh finish gives
            assert folded == finish(advance_raw(shown, e)), f"after {e!r}"
            shown = folded
        assert shown == game.public_state(), f"after {game.history[-1]!r}"
    assert shown.is_over


def test_the_public_state_is_immutable():
    state = Game(Setup.multiplayer(2), 1).public_state()
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.week = 2  # type: ignore[misc]
    assert isinstance(state.players[0].hand, tuple)


def test_the_public_state_shows_no_hidden_information():
    state = Game(Setup.solo_game(2, 0), 4).public_state()
    assert isinstance(state.deck, int)  # a count, not the cards
    names = {f.name for f in dataclasses.fields(PublicState)}
    assert "stack" not in names and "rng" not in names
    nautoma_fields = {f.name for f in dataclasses.fields(type(state.nautoma))}
    assert "deck" not in nautoma_fields and "set_aside" not in nautoma_fields


def test_bonus_availability_follows_the_zone_below_and_the_bottom_circle():
    # RULES.md 6.2: a bonus above a zone needs a fish in that zone of the dive site; the
    # bottom bonus goes to the first diver of the week to reach it.
    g = load_position(position(player(hand=["Porkfish"], ocean={"B4": "Haddock"})))
    state = g.public_state()
    assert state.bonus_available(0, 0, DivePlace.ABOVE_TWILIGHT)
    assert not state.bonus_available(0, 2, DivePlace.ABOVE_TWILIGHT)  # nothing on G4
    assert state.bonus_available(0, 0, DivePlace.BOTTOM)
    g.apply("dive blue")
    while g.decision is not None and g.decision.player == 0 and g.decision.kind == "benefit":
        g.apply("skip")
    assert not g.public_state().bonus_available(0, 0, DivePlace.BOTTOM)


def test_achievement_standings_count_each_seat_and_nautoma_from_base_and_markers():
    g = Game(Setup.solo_game(3, 0), 5)
    state = g.public_state()
    tile = g.achievement_tile(1)
    assert state.achievement == tile.id
    me, her = state.standings
    assert me.seat == 0 and me.points == me.count * tile.points
    assert her.seat == 1 and her.base is not None and her.count == her.base + her.markers


def test_nautoma_scores_no_achievements_at_difficulty_1():
    state = Game(Setup.solo_game(1, 0), 5).public_state()
    assert state.standings[1].scores is False and state.standings[1].points == 0


def test_the_ravel_view_names_the_highlighted_dive_site_and_rows():
    g = Game(Setup.solo_game(3, 3), 2)
    rv = g.public_state().nautoma.ravel_view
    assert rv is not None and rv.strength == 3
    assert len(rv.slots_gained) == 6 and len(rv.slots_lost) == 3 * len(rv.rows)
    assert rv.points == max(0, rv.gained - rv.lost)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_decision_names_its_subject_as_a_seat_and_asks_without_the_name(seed):
    game = Game(Setup.multiplayer(3), seed)
    rng = Rng(seed)
    for _ in range(60):
        d = game.decision
        name = game.players[d.player].name
        assert d.subject == name and not d.question.startswith(name)
        assert d.prompt == f"{name}: {d.question}"
        game.apply(random_policy(game, rng))


def test_closed_sets_arrive_as_str_enums_in_decisions_and_events():
    from finspan.engine import DecisionKind, Source, Token, TokenReason, Trigger

    game = Game(Setup.solo_game(3, 2), 9)
    rng = Rng(9)
    typed = {
        E.TokenPaid: ("token", Token), E.TokenMoved: ("token", Token),
        E.DiverMoved: ("place", DivePlace), E.BonusReached: ("place", DivePlace),
        E.AbilityActivated: ("trigger", Trigger), E.NautomaTokens: ("reason", TokenReason),
    }  # fmt: skip
    seen = set()
    while not game.is_over:
        d = game.decision
        assert isinstance(d.kind, DecisionKind) and isinstance(d.source, Source)
        for e in game.apply(random_policy(game, rng)):
            if type(e) in typed:
                field, kind = typed[type(e)]
                assert isinstance(getattr(e, field), kind), e
                seen.add(type(e))
    assert {E.DiverMoved, E.BonusReached, E.NautomaTokens} <= seen
