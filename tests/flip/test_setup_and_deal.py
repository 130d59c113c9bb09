"""The setup (what is chosen before the first turn) and the deal (FLIP-RULES.md 3, 8)."""

from __future__ import annotations

from collections import Counter

import pytest

from finspan.flip import (
    PROVISIONAL,
    AnimalType,
    Difficulty,
    Game,
    Mode,
    Setup,
    SetupError,
    WasteKind,
    card_view,
)


@pytest.mark.parametrize(
    ("kw", "problem"),
    [
        ({"names": ()}, "1 to 5 seats"),
        ({"names": tuple("ABCDEF")}, "1 to 5 seats"),
        ({"mode": Mode.COMPETITIVE, "names": ("Ada",)}, "2 to 5 seats"),
        ({"names": ("Ada", "ada")}, "the same name"),
        ({"names": ("Ada  Lovelace",)}, "single spaces"),
        ({"names": (" Ada",)}, "single spaces"),
        ({"names": ("A\x07",)}, "printable"),
        ({"animals": ("whale", "whale", "ray", "shark")}, "4 different animals"),
        ({"animals": ("whale", "cod", "ray", "shark")}, "each is one of"),
        ({"common_powers": ("whale", "ray")}, "competitive game's"),
        ({"clock": True}, "competitive game's"),
        ({"mode": "competitive", "names": ("A", "B"), "advanced": True}, "cooperative game's"),
        ({"mode": "competitive", "names": ("A", "B"), "animals": ("whale", "ray", "shark",
          "turtle"), "common_powers": ("whale", "dolphin")}, "2 of the 4 animals"),
        ({"start_player": 1}, "a seat 0..0"),
        ({"mode": "chess"}, "chess"),
    ],
)
def test_a_setup_that_is_not_a_game_is_refused_saying_why(kw, problem):
    with pytest.raises(SetupError, match=problem):
        Setup(**{"names": ("Ada",), **kw})


def test_a_setup_round_trips_through_its_dict():
    for setup in (
        Setup.cooperative(3, difficulty=Difficulty.DIFFICULT, advanced=True, start_player=2),
        Setup.competitive(4, animals=("whale", "ray", "shark", "turtle"),
                          common_powers=("ray", "whale"), clock=True),
    ):  # fmt: skip
        assert Setup.from_dict(setup.to_dict()) == setup


def test_a_damaged_setup_dict_is_refused_with_a_setup_error():
    with pytest.raises(SetupError):
        Setup.from_dict({"names": ["Ada"]})
    with pytest.raises(SetupError):
        Setup.from_dict({"mode": "coop", "names": ["Ada"], "advanced": "yes"})


def _card_kinds(game, codes):
    return Counter(card_view(c).kind for c in codes if c)


def test_the_cooperative_deal_puts_3_rows_of_4_in_the_net_and_the_rest_in_the_pile():
    game = Game(Setup.cooperative(2), 5)
    heights = [sum(1 for r in range(7) if game.cells[c * 7 + r]) for c in range(4)]
    assert heights == [3, 3, 3, 3]
    assert len(game.pile) == 40 + 4 - 12 or len(game.pile) == 39 + 4 - 12
    both = _card_kinds(game, game.cells) + _card_kinds(game, game.pile)
    assert both[WasteKind.PLASTIC] == 4 and set(both) - {WasteKind.PLASTIC} == set(game.animals)


@pytest.mark.parametrize(
    ("difficulty", "advanced"),
    [("normal", False), ("difficult", False), ("normal", True), ("difficult", True)],
)
def test_the_waste_shuffled_in_follows_the_difficulty_and_the_advanced_option(difficulty, advanced):
    game = Game(Setup.cooperative(1, difficulty=difficulty, advanced=advanced), 1)
    both = _card_kinds(game, game.cells) + _card_kinds(game, game.pile)
    mix = PROVISIONAL.waste_mix(difficulty, advanced)
    assert {k: both[k] for k in WasteKind} == mix


def test_each_card_lies_with_a_random_facing():
    game = Game(Setup.cooperative(1, animals=("whale", "ray", "shark", "dolphin")), 3)
    views = [card_view(c) for c in game.pile + game.cells if c]
    ways = Counter(v.direction for v in views if v.direction)
    assert ways["left"] > 5 and ways["right"] > 5


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_hands_and_powers_follow_the_number_of_players(players):
    game = Game(Setup.cooperative(players), players)
    assert all(len(h) == PROVISIONAL.hand_size[players] for h in game.hands)
    held = [p for powers in game.powers for p in powers]
    assert len(held) == len(set(held)) == min(4, PROVISIONAL.powers_per_player[players] * players)
    assert set(held) <= set(game.animals)
    if players == 1:
        assert len(game.powers[0]) == 2 and len(game.hands[0]) == 3
    if players == 5:
        assert sorted(len(p) for p in game.powers) == [0, 1, 1, 1, 1]


def test_chosen_animals_and_start_player_are_kept_and_random_ones_drawn_from_the_seed():
    chosen = Game(Setup.cooperative(3, animals=("ray", "whale", "shark", "turtle"),
                                    start_player=2), 1)  # fmt: skip
    assert chosen.animals == ("ray", "whale", "shark", "turtle") and chosen.current == 2
    drawn = [Game(Setup.cooperative(3), seed) for seed in range(12)]
    assert all(len(set(g.animals)) == 4 for g in drawn)
    assert len({g.animals for g in drawn}) > 3 and len({g.current for g in drawn}) == 3
    assert Game(Setup.cooperative(3), 4).animals == Game(Setup.cooperative(3), 4).animals


def test_the_competitive_deal_shows_a_grid_of_9_animals_2_actions_and_2_common_powers():
    game = Game(Setup.competitive(3), 2)
    assert sum(1 for c in game.cells if c) == 9
    assert all(card_view(c).is_animal for c in game.cells + game.pile if c)
    assert len(game.pile) in (40 - 9, 39 - 9)
    assert len(game.revealed) == 2 and len(game.common) == 2
    assert set(game.common) <= set(game.animals)
    assert game.decision.kind == "bid" and game.decision.player == game.start_player
    chosen = Game(Setup.competitive(2, animals=("ray", "whale", "shark", "turtle"),
                                    common_powers=("turtle", "ray")), 2)  # fmt: skip
    assert chosen.common == [AnimalType.TURTLE, AnimalType.RAY]


def test_hands_and_powers_are_public():
    game = Game(Setup.cooperative(3), 9)
    shown = game.public_state()
    assert [list(s.actions) for s in shown.seats] == game.hands
    assert [list(s.powers) for s in shown.seats] == game.powers
    assert shown.pile == len(game.pile) and not hasattr(shown, "pile_cards")
