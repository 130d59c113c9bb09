"""The action cards (FLIP-RULES.md 6): each one's targets and effect, the 3-card square, and
metal, which no action card may flip or switch."""

from __future__ import annotations

from finspan.flip import PLACE_NAMES, CardFlipped, CardsSwitched

from .helpers import column, coop, freed_places, options, play

QUIET = ("whale", "shark")
PILE = (
    'pile = ["shark left coral", "shark right sand", "shark left kelp", "shark right lagoon", '
    '"shark right coral", "shark left sand", "shark right kelp", "shark left lagoon"]\n'
)
ADVANCED = PILE + "advanced = true\n"


def flipped(events):
    return [PLACE_NAMES[e.place] for e in events if isinstance(e, CardFlipped)]


def test_flip_one_card_turns_that_card_round():
    game = coop("""
        A = ["octopus left coral", "dolphin left coral"]
    """, actions=("flip_one", "switch", "flip_row"), powers=QUIET, top=PILE)
    events = play(game, "flip A2")
    assert flipped(events) == ["A2"]
    assert column(game, "A")[:2] == ["octopus left coral", "dolphin right coral"]


def test_flip_a_column_flips_its_cards_from_the_bottom_up():
    game = coop("""
        A = ["octopus left coral", "dolphin left coral", "plastic"]
        B = ["octopus left sand"]
    """, actions=("flip_column", "switch", "flip_row"), powers=QUIET, top=PILE)
    assert [o for o in options(game) if o.startswith("flip column")] == [
        "flip column A", "flip column B"
    ]
    events = play(game, "flip column A")
    assert flipped(events) == ["A1", "A2", "A3"]
    assert [e.direction for e in events if isinstance(e, CardFlipped)][-1] == ""  # waste


def test_flip_a_row_flips_every_card_of_the_row_left_to_right():
    game = coop("""
        A = ["octopus left coral", "dolphin left coral"]
        B = ["octopus left sand"]
        D = ["whale right coral", "dolphin right sand"]
    """, actions=("flip_one", "switch", "flip_row"), powers=QUIET, top=PILE)
    assert [o for o in options(game) if o.startswith("flip row")] == ["flip row 1", "flip row 2"]
    events = play(game, "flip row 2")
    assert flipped(events) == ["A2", "D2"]


def test_flip_a_square_of_four_cards():
    game = coop("""
        A = ["octopus left coral", "dolphin left coral"]
        B = ["octopus right sand", "dolphin left sand"]
    """, actions=("flip_square", "switch", "flip_row"), powers=QUIET, top=PILE)
    assert [o for o in options(game) if o.startswith("flip square")] == ["flip square A1"]
    events = play(game, "flip square A1")
    assert flipped(events) == ["A1", "B1", "A2", "B2"]


def test_a_square_of_three_cards_and_an_empty_place_may_be_flipped():
    game = coop("""
        A = ["octopus left coral", "dolphin left coral"]
        B = ["octopus right sand"]
    """, actions=("flip_square", "switch", "flip_row"), powers=QUIET, top=PILE)
    assert "flip square A1" in options(game)
    events = play(game, "flip square A1")
    assert flipped(events) == ["A1", "B1", "A2"]


def test_a_square_of_only_two_cards_is_not_offered():
    game = coop("""
        A = ["octopus left coral"]
        B = ["octopus right sand"]
    """, actions=("flip_square", "switch", "flip_row"), powers=QUIET, top=PILE)
    assert not [o for o in options(game) if o.startswith("flip square")]


def test_flip_a_colour_flips_every_animal_of_that_colour():
    game = coop("""
        A = ["octopus left coral", "plastic", "dolphin left sand"]
        B = ["whale right coral"]
        C = ["shark left kelp"]
    """, actions=("flip_colour", "switch", "flip_row"), powers=("dolphin", "octopus"),
         top=PILE.replace("shark left kelp", "shark right coral"))  # fmt: skip
    assert [o for o in options(game) if o.startswith("flip colour")] == [
        "flip colour coral", "flip colour sand", "flip colour kelp"
    ]
    events = play(game, "flip colour coral")
    assert flipped(events) == ["A1", "B1"]


def test_switch_swaps_two_adjacent_cards_without_flipping_them():
    game = coop("""
        A = ["octopus left coral", "dolphin left coral"]
        B = ["whale right sand"]
    """, actions=("flip_one", "switch", "flip_row"), powers=QUIET, top=PILE)
    assert [o for o in options(game) if o.startswith("switch")] == ["switch A1 B1", "switch A1 A2"]
    events = play(game, "switch A1 B1")
    assert next(e for e in events if isinstance(e, CardsSwitched)).place == 0
    assert flipped(events) == []
    assert column(game, "A")[:2] == ["whale right sand", "dolphin left coral"]


def test_switch_and_flip_swaps_two_adjacent_cards_and_flips_both():
    game = coop("""
        A = ["octopus left coral", "dolphin left coral"]
        B = ["whale right sand"]
    """, actions=("switch_flip", "switch", "flip_row"), powers=QUIET, top=PILE)
    events = play(game, "switch and flip A1 A2")
    assert flipped(events) == ["A1", "A2"]
    assert column(game, "A")[:2] == ["dolphin right coral", "octopus right coral"]


def test_free_an_animal_takes_one_animal_out_but_never_waste():
    game = coop("""
        A = ["plastic", "dolphin left coral", "octopus left coral"]
    """, actions=("free", "switch", "flip_row"), powers=QUIET, top=PILE)
    assert [o for o in options(game) if o.startswith("free")] == ["free A2", "free A3"]
    events = play(game, "free A2")
    assert freed_places(events) == [["A2"]]
    assert game.discard[-1:] == [events[1].card]
    assert column(game, "A")[:2] == ["plastic", "octopus left coral"]  # lowered


def test_two_cards_of_one_kind_offer_their_targets_once():
    game = coop("""
        A = ["octopus left coral"]
    """, actions=("flip_one", "flip_one", "flip_row"), powers=QUIET, top=PILE)
    assert options(game) == ["flip A1", "flip row 1"]
    play(game, "flip A1")
    assert game.hands[0][:2] == ["flip_one", "flip_row"]


def test_no_action_card_flips_or_switches_metal():
    game = coop("""
        A = ["metal", "octopus left coral"]
        B = ["dolphin left coral", "plastic"]
        C = ["whale right sand"]
    """, actions=("flip_one", "switch", "flip_row"), powers=QUIET, top=ADVANCED)
    listed = options(game)
    assert "flip A1" not in listed and "flip A2" in listed and "flip B2" in listed
    assert "flip row 1" not in listed and "flip row 2" in listed
    assert "switch A1 B1" not in listed and "switch A1 A2" not in listed
    assert "switch B1 C1" in listed


def test_metal_blocks_a_column_and_a_square_but_not_a_colour():
    game = coop("""
        A = ["metal", "octopus left coral"]
        B = ["dolphin left coral", "plastic"]
        C = ["whale right sand", "dolphin left kelp"]
    """, actions=("flip_column", "flip_square", "flip_colour"), powers=QUIET, top=ADVANCED)
    listed = options(game)
    assert "flip column A" not in listed and "flip column B" in listed
    assert "flip square A1" not in listed and "flip square B1" in listed
    assert "flip colour coral" in listed
    events = play(game, "flip colour coral")
    assert flipped(events) == ["B1", "A2"]
