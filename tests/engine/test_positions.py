"""The position format the other engine tests are written in: a position written between
turns loads back to the same game, and malformed positions name the field at fault."""

from __future__ import annotations

import pytest

from finspan.engine import Game, PositionError, Rng, Setup, load_position, position_text

from .helpers import player, position

SAME = ("players", "deck", "week", "turn", "first_player", "current", "tiles", "phase")


@pytest.mark.parametrize(("n", "board", "seed"), [(2, "A", 41), (3, "B", 42), (5, "A", 43)])
def test_a_position_written_between_turns_loads_back_to_the_same_game(n, board, seed):
    g = Game(Setup.multiplayer(n, board=board), seed)
    policy = Rng(seed)
    checked = 0
    while not g.is_over:
        if g.decision.kind == "turn" and len(g.stack) == 1 and policy.below(4) == 0:
            loaded = load_position(position_text(g, include_deck=True))
            a, b = g.to_dict(), loaded.to_dict()
            assert {k: a[k] for k in SAME} == {k: b[k] for k in SAME}
            assert sorted(a["out_of_game"]) == sorted(b["out_of_game"])
            assert loaded.options == g.options
            checked += 1
        g.apply(g.options[policy.below(len(g.options))])
    assert checked >= 10


@pytest.mark.parametrize(
    ("ocean", "field"),
    [
        ({"B1": "Porkfish"}, "player[0].ocean.B1"),  # purple band in the blue dive site
        ({"P5": "Faceless Cusk"}, "player[0].ocean.P5"),  # deepwater only
        ({"B1": "Clown Anemonefish, 2 eggs"}, "player[0].ocean.B1"),  # 1 egg per fish
        ({"B1": "egg"}, "player[0].ocean.B1"),  # eggs only on fish
        ({"B1": "3 young"}, "player[0].ocean.B1"),  # would have formed a school
        ({"B1": "Pygmy Seahorse over Haddock"}, "player[0].ocean.B1"),  # longer under shorter
        ({"Z9": "young"}, "player[0].ocean.Z9"),
    ],
)
def test_a_malformed_position_names_the_field_at_fault(ocean, field):
    text = position(player("Ada", ocean=ocean))
    with pytest.raises(PositionError) as info:
        load_position(text)
    assert info.value.field == field
    assert str(info.value).startswith(field)


def test_a_card_in_two_places_is_refused():
    text = position(player("Ada", hand=["Haddock"]), player("Bob", discard=["Haddock"]))
    with pytest.raises(PositionError, match=r"already in player\[0\]\.hand"):
        load_position(text)


def test_divers_must_match_the_turns_taken():
    text = position(player("Ada", divers=["blue"]), player("Bob"), turn=2)
    with pytest.raises(PositionError) as info:
        load_position(text)
    assert info.value.field == "player[1].divers"
