"""The hint says what Hard would choose, what it frees and why; the app's worker finds every
game's computer players through `finspan.games.game_players`."""

from __future__ import annotations

from textwrap import dedent

import pytest

from finspan.flip import Game, Setup, load_position
from finspan.flip_ai import hint
from finspan.games import UnknownGame, game_players

from .helpers import positions


def _solo(net: str, actions: str, powers: str, top: str = "") -> Game:
    return load_position(dedent(f"""
        format = "flip-position/1"
        mode = "coop"
        animals = ["dolphin", "octopus", "whale", "shark"]
        {top}
        [net]
        """) + dedent(net) + dedent(f"""
        [[player]]
        name = "Ada"
        actions = {actions}
        powers = {powers}
        """))  # fmt: skip


LAST_TURN = "end_triggered = true\nturns_left = 1"


def test_the_hint_names_the_plan_the_animals_freed_and_the_groups():
    game = _solo("""
        A = ["dolphin left coral", "shark left sand"]
        B = ["dolphin left sand", "shark right coral"]
        C = ["whale left kelp"]
        D = ["whale left lagoon"]
    """, '["flip_row", "switch", "flip_one"]', '["whale", "octopus"]', LAST_TURN)
    advice = hint(game, seed=1)  # the last turn: the plan freeing the most is the best
    assert str(advice.option) == "flip row 1" and advice.freed == 4
    assert advice.reason.startswith("Flip row 1 — frees 4 (")
    assert "a dolphin pair and a whale pair" in advice.reason
    assert advice.top[0].option == advice.option and advice.top[0].freed == 4


def test_the_hint_says_why_it_frees_fewer_than_another_plan_would():
    full = '["shark left coral", "whale left sand", "octopus right kelp", "plastic", ' \
           '"whale right coral", "octopus left sand"]'  # fmt: skip
    game = _solo(f"""
        A = {full}
        B = ["dolphin left coral", "dolphin left sand"]
        C = ["dolphin right kelp"]
    """, '["flip_one", "free", "switch"]', '["whale", "octopus"]')
    advice = hint(game, seed=1)
    assert str(advice.option).startswith("free A")  # column A is full: free a card there
    assert ("Flip C1 would free 3, but the refill would then bring a 7th card into column A"
            in advice.reason)  # fmt: skip


def test_a_hint_at_a_power_decision_counts_what_the_turn_frees_in_all():
    for game in positions("coop", 6, seed=31, kinds=("power",)):
        advice = hint(game, seed=2)
        assert advice.option in game.decision.options
        assert str(advice.freed) in advice.reason or "frees nothing" in advice.reason


def test_a_competitive_hint_bids_the_most_and_says_so():
    game = Game(Setup.competitive(3), 4)
    advice = hint(game, seed=1)
    assert str(advice.option) == f"bid {advice.freed}"
    assert advice.reason.startswith(f"Bid {advice.freed}: ")
    assert "the most this grid allows" in advice.reason


def test_there_is_no_hint_once_the_game_is_over():
    game = Game(Setup.cooperative(1), 3)
    game.over = True
    game.stack.clear()
    game._decision = None
    with pytest.raises(ValueError, match="over"):
        hint(game)


def test_game_players_give_fish_n_flip_its_players_and_hint():
    players = game_players("flip")
    game = Game(Setup.cooperative(2), 6)
    option = players.choose(game, "medium", 3)
    assert option in game.decision.options
    advice = players.hint(game, 3, budget=500)
    assert advice.option in game.decision.options and advice.reason


def test_game_players_give_finspan_its_players_and_hint():
    from finspan.engine import Game as FinspanGame, Setup as FinspanSetup

    players = game_players("finspan")
    game = FinspanGame(FinspanSetup.multiplayer(2), 5)
    assert players.choose(game, "easy", 1, budget=4) in game.options
    advice = players.hint(game, 1, budget=4)
    assert advice.option in game.options and advice.reason


def test_game_players_refuse_an_unknown_game():
    with pytest.raises(UnknownGame):
        game_players("chess")


#: Turn 6 of a solo game: freeing 4 (switch A3 and B3) fills column D to 6 after the refill.
FILLS_A_COLUMN = """
format = "flip-position/1"
mode = "coop"
animals = ["swordfish", "dolphin", "jellyfish", "shark"]
seed = 5
turn = 6
fish_n_flip = [1, 2]
discard = ["shark kelp", "swordfish sand", "swordfish sand", "jellyfish lagoon", "jellyfish sand",
  "dolphin coral", "dolphin coral", "jellyfish sand", "jellyfish coral", "swordfish coral",
  "swordfish coral", "jellyfish kelp", "jellyfish kelp", "dolphin sand", "dolphin kelp",
  "shark coral", "jellyfish lagoon", "jellyfish coral", "shark lagoon", "swordfish lagoon",
  "swordfish kelp"]
action_discard = ["flip_square", "flip_column", "switch", "flip_one", "flip_row", "free"]

[net]
A = ["plastic", "swordfish left coral", "jellyfish down sand", "dolphin left sand"]
B = ["plastic", "plastic", "swordfish left sand"]
C = ["plastic", "dolphin left lagoon", "jellyfish down coral"]
D = ["dolphin right sand", "swordfish right lagoon", "shark left coral", "shark left sand",
  "dolphin left kelp"]

[[player]]
name = "Player 1"
actions = ["switch", "flip_colour", "flip_square"]
powers = ["dolphin", "shark"]
"""

#: Turn 3 of a solo game where no plan frees an animal.
FREES_NOTHING = """
format = "flip-position/1"
mode = "coop"
animals = ["swordfish", "turtle", "dolphin", "ray"]
seed = 7
turn = 3
fish_n_flip = [2]
discard = ["turtle sand", "ray lagoon", "ray sand", "swordfish coral", "swordfish lagoon",
  "dolphin sand", "dolphin kelp", "ray kelp", "ray coral", "dolphin kelp", "dolphin lagoon",
  "turtle sand", "turtle lagoon", "swordfish sand", "swordfish sand"]
action_discard = ["free", "flip_row", "flip_square"]

[net]
A = ["swordfish left coral", "ray right sand", "turtle right sand"]
B = ["ray right kelp"]
C = ["dolphin right sand"]
D = ["ray right coral", "swordfish left sand", "dolphin right coral", "plastic"]

[[player]]
name = "Player 1"
actions = ["flip_colour", "switch_flip", "flip_colour"]
powers = ["turtle", "ray"]
"""


def test_a_plan_freeing_fewer_names_the_column_the_other_would_fill():
    """Issue 34, finding 3: "it leaves the net worse for the turns to come" was the only
    reason given; now the consequence the search weighed, in numbers."""
    advice = hint(load_position(FILLS_A_COLUMN), seed=1, budget=400)
    assert advice.freed == 2
    assert ("Switch A3 and B3 would free 4, but column D would then hold 6 cards after the "
            "refill (this plan leaves it at 4).") in advice.reason  # fmt: skip


def test_a_plan_freeing_nothing_says_what_it_leaves():
    """Issue 34, finding 3: "Hint: Flip C3: frees nothing." gave no reason."""
    advice = hint(load_position(FREES_NOTHING), seed=1, budget=400)
    assert advice.freed == 0
    assert "No plan frees an animal this turn. It leaves " in advice.reason
    assert "its fullest column, D, at 5 cards after the refill." in advice.reason


def test_every_sentence_of_a_hint_starts_with_a_capital_and_names_options_as_the_panel():
    """Issue 34, finding 3: "switch and flip C1 D1 would…", "Flip square A2" where the panel
    says "Flip the square A2-B3" (an en dash); every step of a hinted plan is written in the panel's
    words (with the card whose power it is)."""
    from finspan.flip import decision_words

    for game in positions("coop", 8, seed=5):
        advice = hint(game, seed=3, budget=300)
        for sentence in advice.reason.split(". "):
            assert sentence[:1].isupper() or sentence[:1].isdigit(), advice.reason
        step, words = game.clone(), []
        for option in advice.plan:
            words.append(decision_words(option, step.decision))
            step.apply(option)
        assert advice.reason.startswith(", then ".join(words) + " — "), advice.reason
