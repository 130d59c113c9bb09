"""Words about seats read right for any name."""

from finspan.frontend.ui.words import possessive, with_colour


def test_a_seat_named_you_has_your_turn():
    assert possessive("You") == "Your"
    assert with_colour(f"{possessive('You')} turn", "") == "Your turn"


def test_ordinary_names_take_an_apostrophe_s_and_names_ending_in_s_an_apostrophe():
    assert possessive("Ana") == "Ana's"
    assert possessive("Jess") == "Jess'"


def test_a_colour_is_named_only_when_there_is_one():
    assert with_colour("Ana's turn", "red") == "Ana's turn (red)"
    assert with_colour("Ana's turn", " ") == "Ana's turn"
