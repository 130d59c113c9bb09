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


def test_a_seat_named_you_wins_and_the_tie_goes_to_you():
    from finspan.frontend.ui.words import as_object, names_and, subject_verb

    assert subject_verb(["You"], "wins", "win") == "You win"
    assert subject_verb(["Ana"], "wins", "win") == "Ana wins"
    assert subject_verb(["Ana", "You"], "shares", "share") == "Ana and you share"
    assert as_object("You") == "you" and as_object("Ana") == "Ana"
    assert names_and(["You", "Bo"]) == "You and Bo"


def test_a_name_closed_by_what_the_seat_is_owns_before_the_brackets():
    from finspan.frontend.ui.words import owning

    assert owning("Finn (teammate)", "turn 1") == "Finn's turn 1 (teammate)"
    assert owning("Ana", "turn 2") == "Ana's turn 2"
    assert owning("You", "turn 3") == "Your turn 3"
    assert owning("Jess (Hard)", "bid") == "Jess' bid (Hard)"
