"""The position text (docs/FLIP.md): it round-trips, the loaded game plays on, and anything
impossible is refused with one `PositionError` line naming the field."""

from __future__ import annotations

import pytest

from finspan.flip import (
    Game,
    PositionError,
    Rng,
    Setup,
    card_text,
    load_position,
    position_text,
)

COOP = """\
format = "flip-position/1"
mode = "coop"
animals = ["dolphin", "octopus", "whale", "shark"]
difficulty = "normal"
advanced = false
seed = 4
turn = 3
current = 1
end_triggered = false
fish_n_flip = [2]
discard = ["dolphin coral", "dolphin sand"]
action_discard = ["switch"]

[net]
A = ["dolphin right coral", "plastic", "whale left kelp"]
B = ["octopus left sand"]
C = []
D = ["shark right coral", "shark left coral"]

[[player]]
name = "Ada"
actions = ["flip_one", "switch", "flip_square"]
powers = ["dolphin"]

[[player]]
name = "Ben"
actions = ["flip_row", "free", "flip_colour"]
powers = ["whale"]
"""

COMPETITIVE = """\
format = "flip-position/1"
mode = "competitive"
animals = ["dolphin", "octopus", "whale", "shark"]
powers = ["dolphin", "octopus"]
clock = true
seed = 9
round = 2
start_player = 1
reshuffles = 1
actions = ["flip_one", "switch"]
discard = ["shark kelp"]
action_discard = ["free", "flip_row"]

[grid]
A = ["dolphin left coral", "octopus left coral", "whale left coral"]
B = ["dolphin right sand", "octopus right sand", "whale right sand"]
C = ["shark left coral", "shark right sand", "shark left kelp"]

[[player]]
name = "Ada"
kept = ["dolphin lagoon", "whale kelp"]
waste = 1

[[player]]
name = "Ben"
kept = []
waste = 0
"""


def texts(codes: list[int]) -> list[str]:
    """Cards as text: alike cards (one animal, colour and way) may have other ids."""
    return [card_text(c) if c else "" for c in codes]


@pytest.mark.parametrize("text", [COOP, COMPETITIVE], ids=["coop", "competitive"])
def test_a_position_text_reads_back_to_the_same_text(text):
    written = position_text(load_position(text))
    assert position_text(load_position(written)) == written
    assert written.split("\n[")[1:] == ("# x\n" + text).split("\n[")[1:]  # net and players


def test_a_loaded_position_is_at_the_start_of_the_turn_it_describes():
    game = load_position(COOP)
    assert game.turn == 4 and game.decision.subject == "Ben" and game.fnf_turns == [2]
    assert game.hands[1] == ["flip_row", "free", "flip_colour"]
    assert len(game.pile) == 39 + 4 - 6 - 2  # every other card, shuffled
    assert game.setup.animals == ("dolphin", "octopus", "whale", "shark")
    game = load_position(COMPETITIVE)
    assert game.decision.kind == "bid" and game.decision.subject == "Ben"
    assert game.outcome().scores == (0, 0) and game.setup.clock


def test_the_pile_and_the_action_deck_may_be_given_in_order():
    game = Game(Setup.cooperative(2, advanced=True), 8)
    text = position_text(game, include_pile=True)
    again = load_position(text)
    assert texts(again.pile) == texts(game.pile) and again.action_deck == game.action_deck


@pytest.mark.parametrize("setup", [Setup.cooperative(3, advanced=True), Setup.competitive(3)],
                         ids=["coop", "competitive"])  # fmt: skip
def test_positions_written_during_random_games_round_trip_and_play_on(setup):
    for seed in range(6):
        game, rng = Game(setup, seed), Rng(seed)
        while not game.is_over:
            top = game.stack[-1]
            fresh = top.KIND == "bidding" and not top.high and not top.passed
            if fresh or (top.KIND == "action" and game.coop):
                for pile in (False, True):
                    text = position_text(game, include_pile=pile)
                    loaded = load_position(text)
                    assert position_text(loaded, include_pile=pile) == text
                    if pile:
                        assert texts(loaded.pile) == texts(game.pile)
                        assert texts(loaded.cells) == texts(game.cells)
            game.apply(rng.choice(game.decision.options))


def test_a_position_is_written_only_between_turns():
    game = load_position(COMPETITIVE)
    game.apply("bid 2")
    with pytest.raises(ValueError, match="between turns"):
        position_text(game)


def _swap(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    ("base", "old", "new", "message"),
    [
        (COOP, 'format = "flip-position/1"', 'format = "flip-position/9"', r"^format: must be"),
        (COOP, 'mode = "coop"', 'mode = "solo"', r"^mode: is coop or competitive"),
        (COOP, "seed = 4", "seed = 4\nweek = 1", r"^week: is not a field of a coop position"),
        (COOP, '"whale", "shark"]\ndiff', '"whale"]\ndiff', r"^animals: names 4 different"),
        (COOP, '"shark right coral"', '"ray right coral"', r"^net\.D\[0\]: the ray is not one"),
        (COOP, 'C = []', 'C = ["dolphin left coral", "dolphin left coral", "dolphin up coral"]',
         r"^net\.C\[2\]: a dolphin swims right or left, not 'up'"),
        (COOP, 'C = []', 'C = ["dolphin left coral", "dolphin left coral", "dolphin left coral"]',
         r"^net\.C\[2\]: more dolphin coral cards than the game has \(3\)"),
        (COOP, 'C = []', 'C = ["plastic", "empty", "plastic"]',
         r"^net\.C\[1\]: a column has no gaps"),
        (COOP, 'C = []', 'C = ["plastic", "plastic", "plastic", "whale left coral", '
         '"whale left sand", "whale right sand", "whale left lagoon"]',
         r"^net\.C: holds at most 6 cards \(a 7th loses the game\)"),
        (COOP, 'C = []', 'C = ["metal"]',
         r"^net\.C\[0\]: more metal cards than the game has \(0\)"),
        (COOP, 'C = []', 'E = []', r"^net\.E: is not a column \(A-D\)"),
        (COOP, '"octopus left sand"', '"octopus sand"', r"^net\.B\[0\]: a card in the net says"),
        (COOP, '"octopus left sand"', '"octopus up sand"', r"^net\.B\[0\]: an octopus swims"),
        (COOP, 'powers = ["whale"]', 'powers = ["ray"]', r"^player\[1\]\.powers\[0\]: 'ray' is"),
        (COOP, 'powers = ["whale"]', 'powers = ["dolphin"]',
         r"^player\[1\]\.powers\[0\]: the dolphin power card is player\[0\]'s"),
        (COOP, 'powers = ["whale"]', 'powers = ["whale", "shark"]',
         r"^player\[1\]\.powers: a player holds 1 power card"),
        (COOP, 'powers = ["whale"]', 'powers = []', r"^player: the players hold 2 power cards"),
        (COOP, '"flip_row", "free", "flip_colour"]', '"flip_row"]',
         r"^player\[1\]\.actions: a player holds 3 action cards here, not 1"),
        (COOP, '"flip_row", "free"', '"flip_row", "dive"', r"^player\[1\]\.actions\[1\]"),
        (COOP, 'action_discard = ["switch"]', 'action_discard = ["switch", "switch", "switch"]',
         r"^action_discard\[2\]: more switch cards than the game has \(3\)"),
        (COOP, 'end_triggered = false', 'end_triggered = false\nturns_left = 1',
         r"^turns_left: only once the end is triggered"),
        (COOP, 'end_triggered = false', 'end_triggered = true',
         r"^turns_left: is missing"),
        (COOP, 'end_triggered = false', 'end_triggered = false\npile = []',
         r"^pile: is empty, so the end is triggered"),
        (COOP, 'fish_n_flip = [2]', 'fish_n_flip = [5]', r"^fish_n_flip: lists turns 1\.\.3"),
        (COOP, 'current = 1', 'current = 2', r"^current: must be 0\.\.1, not 2"),
        (COOP, 'name = "Ben"', 'name = "ada"', r"^player: two seats have the same name"),
        (COOP, 'name = "Ben"', 'name = "Ben\\u0007"', r"^player\[1\]\.name: holds a control"),
        (COOP, 'discard = [', 'under_pile = ["oil"]\ndiscard = [',
         r"^under_pile\[0\]: more oil cards than the game has \(0\)"),
        (COOP, 'discard = [', 'under_pile = ["whale coral"]\ndiscard = [',
         r"^under_pile: only plastic and metal go under the draw pile"),
        (COMPETITIVE, '"shark left kelp"]', '"plastic"]', r"^grid\.C\[2\]: no waste here"),
        (COMPETITIVE, '"shark left kelp"]', '"shark left kelp", "shark left sand"]',
         r"^grid\.C: holds 3 cards, not 4"),
        (COMPETITIVE, 'powers = ["dolphin", "octopus"]', 'powers = ["dolphin", "ray"]',
         r"^powers: the common powers are 2 of the animals in play"),
        (COMPETITIVE, 'actions = ["flip_one", "switch"]', 'actions = ["flip_one"]',
         r"^actions: 2 action cards are revealed, not 1"),
        (COMPETITIVE, 'reshuffles = 1', 'reshuffles = 3', r"^reshuffles: must be 0\.\.2"),
        (COMPETITIVE, 'waste = 1', 'waste = -1', r"^player\[0\]\.waste: must be 0\.\.99"),
        (COMPETITIVE, '\n[[player]]\nname = "Ben"\nkept = []\nwaste = 0\n', '',
         r"^player: this game has 2 to 5 players, not 1"),
        (COMPETITIVE, 'waste = 1', 'waste = 1\nactions = []',
         r"^player\[0\]\.actions: is not a player field"),
    ],
)
def test_an_impossible_position_is_refused_with_one_line_naming_the_field(base, old, new, message):
    with pytest.raises(PositionError, match=message) as refused:
        load_position(_swap(base, old, new))
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize("text", ["", "[[[", "x = 1e999999", "format = 3", "player = 3",
                                  "mode = 'coop'\nanimals = 4", 7])  # fmt: skip
def test_junk_is_refused_with_a_position_error_never_another_exception(text):
    with pytest.raises(PositionError):
        load_position(text)


def test_a_pile_card_written_without_a_direction_faces_a_way_drawn_from_the_seed():
    cards = ['"octopus coral"', '"octopus kelp"', '"octopus lagoon"'] * 2
    pile = "pile = [" + ", ".join(cards) + "]\n"
    text = COOP.replace("fish_n_flip = [2]\n", "fish_n_flip = [2]\n" + pile)
    facings = [tuple(c & 1 for c in load_position(text).pile) for _ in range(2)]
    assert facings[0] == facings[1] and len(set(facings[0])) == 2
    other = load_position(text.replace("seed = 4", "seed = 5")).pile
    assert tuple(c & 1 for c in other) != facings[0]
