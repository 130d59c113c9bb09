"""Options as text (docs/FLIP.md): every text form reads back to its option, a text that is
no option is refused with a syntax error, and an option that is not offered changes
nothing."""

from __future__ import annotations

import pytest

from finspan.flip import (
    OPTION_TYPES,
    FlipRow,
    Game,
    IllegalOption,
    OptionSyntaxError,
    Setup,
    Switch,
    parse_option,
)

EXAMPLES = [
    "flip B2", "flip row 2", "flip column A", "flip square A1", "flip colour coral",
    "switch A1 B1", "switch and flip A1 B1", "free B2", "dolphin: flip B3", "octopus: flip C2",
    "whale: sink", "turtle: move", "jellyfish: move", "shark: free", "ray: free rows",
    "ray: free columns", "ray: free both", "swordfish: free B4", "skip", "bid 4", "pass",
    "give to Ben", "give to Ada Lovelace",
]  # fmt: skip


@pytest.mark.parametrize("text", EXAMPLES)
def test_an_option_text_reads_back_to_the_same_text(text):
    assert str(parse_option(text)) == text


def test_every_option_type_has_an_example():
    verbs = {type(parse_option(text)) for text in EXAMPLES}
    assert verbs == set(OPTION_TYPES)


def test_case_and_spacing_are_forgiven():
    assert parse_option("  FLIP   ROW 2 ") == FlipRow(2)
    assert parse_option("switch a1 b1") == Switch(0, 7)


def test_two_places_to_switch_may_be_named_in_either_order():
    assert parse_option("switch B1 A1") == Switch(0, 7)
    assert str(parse_option("switch and flip A2 A1")) == "switch and flip A1 A2"


@pytest.mark.parametrize(
    "text",
    ["", "flip", "flip Z9", "flip B0", "flip row 0", "flip row two", "flip column E",
     "flip colour purple", "switch A1", "bid 0", "bid 10", "ray: free diagonals",
     "whale: sink A1", "dive purple", "flip square"],
)  # fmt: skip
def test_text_that_is_no_option_is_refused_with_a_syntax_error(text):
    with pytest.raises(OptionSyntaxError):
        parse_option(text)


def test_an_option_not_offered_is_refused_and_changes_nothing():
    game = Game(Setup.cooperative(2), 3)
    before = game.to_dict()
    with pytest.raises(IllegalOption, match="is not a legal option now; Player 1 must choose"):
        game.apply("bid 4")
    with pytest.raises(IllegalOption):
        game.apply("switch A1 C1")  # not adjacent
    assert game.to_dict() == before
