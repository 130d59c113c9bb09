"""Options: an option that is not offered raises `IllegalOption` and changes nothing; every
option's text parses back to it; and a property test of moving young and schools."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from finspan.engine import CATALOG, IllegalOption, OptionSyntaxError, parse_option
from finspan.engine.catalog import CHARACTERISTICS
from finspan.engine.ocean import SLOT_NAMES, Location
from finspan.engine.options import (
    DRAW,
    SKIP,
    Activate,
    AddYoung,
    DiscardCard,
    Dive,
    EggEach,
    HatchEgg,
    KeepCard,
    LayEgg,
    MoveToken,
    PayToken,
    Place,
    PlayFish,
    RetrieveCard,
    TuckCard,
)

from .helpers import game, names, play, player
from .invariants import check_state

EGGS = {"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg", "P4": "Showy Bristlemouth"}


def at_turn():
    return game(player("Ada", hand=["Porkfish", "Haddock"], ocean=EGGS))


def at_place():
    g = at_turn()
    play(g, "play Porkfish")
    return g


def at_pay():
    g = game(
        player("Ada", hand=["Haddock", "Escolar"], ocean={**EGGS, "P4": "Showy Bristlemouth, egg"})
    )
    play(g, "play Haddock", "place B1")
    return g


def at_benefit():
    g = at_turn()
    play(g, "dive purple")  # the Twilight egg bonus (Showy Bristlemouth)
    return g


def at_keep():
    placed = {"Pilotfish", "Haddock", "Escolar"}
    rest = [n for n in names(CATALOG.main) if n not in placed]
    g = game(
        player("Ada", discard=["Haddock"], ocean={"B1": "Pilotfish"}),
        player("Bob", hand=rest, discard=["Escolar"]),
        keep_one_card=True,
    )
    play(g, "dive blue", "draw")
    return g


def at_game_end():
    return game(
        player("Ada", ocean={"B1": "Speckled Butterflyfish"}, divers=["play"] * 6), week=4, turn=6
    )


@pytest.mark.parametrize(
    ("where", "kind", "illegal"),
    [
        (at_turn, "turn", "play Whale Shark"),  # not in hand
        (at_turn, "turn", "skip"),
        (at_place, "place", "place B1"),  # Porkfish goes only in purple
        (at_pay, "pay", "pay egg P1"),  # no egg there
        (at_pay, "pay", "discard Haddock"),  # the card being played
        (at_benefit, "benefit", "egg G6"),  # an empty slot
        (at_benefit, "benefit", "dive blue"),
        (at_keep, "keep", "keep Escolar"),  # Bob's card, and Ada decides
        (at_game_end, "game_end", "activate G6"),
    ],
)
def test_an_option_not_offered_raises_illegal_option_and_changes_nothing(where, kind, illegal):
    g = where()
    assert g.decision.kind == kind
    before, options = g.to_dict(), g.options
    with pytest.raises(IllegalOption):
        g.apply(illegal)
    with pytest.raises(IllegalOption):
        g.apply(parse_option(illegal))
    assert g.to_dict() == before
    assert g.options == options
    g.apply(options[0])  # the game goes on as if nothing happened


def test_an_illegal_option_is_a_value_error():
    assert issubclass(IllegalOption, ValueError)
    assert issubclass(OptionSyntaxError, ValueError)


@pytest.mark.parametrize(
    "text", ["", "fly away", "dive red", "place Z9", "play Nemo", "pay gold B1", "move egg B1 B2"]
)
def test_an_unreadable_option_raises_option_syntax_error_and_changes_nothing(text):
    g = at_turn()
    before = g.to_dict()
    with pytest.raises(OptionSyntaxError):
        g.apply(text)
    assert g.to_dict() == before


def every_option():
    cards = [*CATALOG.main, *CATALOG.starter]
    slots = range(len(SLOT_NAMES))
    yield from (Dive(c) for c in range(3))
    yield from (
        f(n) for f in (PlayFish, DiscardCard, RetrieveCard, TuckCard, KeepCard) for n in cards
    )
    yield from (f(s) for f in (Place, LayEgg, HatchEgg, AddYoung, Activate) for s in slots)
    yield from (PayToken(t, s) for t in ("egg", "young", "school") for s in slots)
    yield from (
        MoveToken(t, a, b) for t in ("young", "school") for a in slots for b in slots if a != b
    )
    yield from (EggEach(t) for t in [*CHARACTERISTICS, *(loc.value for loc in Location)])
    yield from (DRAW, SKIP)


def test_every_option_text_parses_back_to_the_same_option():
    options = list(every_option())
    assert len(options) > 1000
    for o in options:
        assert parse_option(str(o)) == o, str(o)
    assert len({str(o) for o in options}) == len(options)  # texts are unambiguous


def test_option_texts_forgive_case_and_spacing():
    assert parse_option("  DIVE   Purple ") == Dive(1)
    assert parse_option("play  elsman's whipnose") == PlayFish(
        CATALOG.by_name("Elsman's Whipnose").number
    )
    assert parse_option("move YOUNG p3 g3") == MoveToken("young", 7, 8)


# --- Property: moving young and schools -------------------------------------------------------

slot_tokens = st.one_of(
    st.just(""),
    st.sampled_from(["young", "2 young"]),
    st.sampled_from(
        ["school", "school, young", "school, 2 young", "school, 3 young", "school, 4 young"]
    ),
)


@settings(
    max_examples=60, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(layout=st.lists(slot_tokens, min_size=18, max_size=18), pick=st.integers(0, 10_000))
def test_moving_a_young_or_a_school_conserves_young_and_keeps_the_school_rules(layout, pick):
    ocean = {name: tokens for name, tokens in zip(SLOT_NAMES, layout, strict=True) if tokens}
    ocean["B1"] = "Stonefish" + (f", {ocean['B1']}" if "B1" in ocean else "")  # IF ACTIVATED: move
    for name, forage in (
        ("G2", "Catalina Goby"),
        ("P4", "Showy Bristlemouth"),
        ("B5", "Glasshead Grenadier"),
    ):
        if name in ocean:
            ocean[name] = f"{forage}, {ocean[name]}"
    g = game(player("Ada", ocean=ocean))
    play(g, "dive blue", "skip")  # decline the Sunlight draw: at the Stonefish's move
    moves = [o for o in g.options if isinstance(o, MoveToken)]
    if not moves:
        return
    move = moves[pick % len(moves)]
    p = g.players[0]
    young_before = p.count("young") + 3 * p.count("school")
    schools_before = p.count("school")
    src_young = p.ocean[move.from_slot].young
    g.apply(move)
    check_state(g)  # at most 1 school per slot, never 3+ young without a school
    assert p.count("young") + 3 * p.count("school") == young_before
    assert p.count("school") >= schools_before  # schools never break up
    if move.token == "school":
        assert p.ocean[move.to_slot].school == 1
        assert p.ocean[move.from_slot].school == (1 if src_young >= 3 else 0)
