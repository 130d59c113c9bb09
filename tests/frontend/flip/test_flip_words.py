"""Fish'n'Flip's words at the table (issue 34, findings 7 and 12): the options' names shared
with the hint and the log, the log's sentences, a computer's panel."""

from __future__ import annotations

from finspan import flip as F
from finspan.flip import Game, Setup, parse_option
from finspan.frontend.flip.log import TurnLog
from finspan.frontend.flip.words import describe, doing_words, first_sentence, option_words

NAMES = ["Ada", "Finn (teammate)"]


def test_a_power_without_a_target_is_named_as_its_question_names_it():
    """Finding 7: the jellyfish's question says "switch the jellyfish at D2 with the card the
    way it swims"; its option now says the same, naming the card."""
    d2, c3 = F.parse_place("D2"), F.parse_place("C3")
    words = option_words(parse_option("jellyfish: move"), "jellyfish", d2)
    assert words == "Jellyfish at D2: switch it with the card the way it swims"
    assert option_words(parse_option("skip"), "shark", c3) == "Skip the power of the shark at C3"
    assert option_words(parse_option("skip"), "ray", c3) == "Skip the ray's power"
    assert option_words(parse_option("octopus: flip B4")) == "Octopus's power: flip B4"


def test_every_option_s_words_start_with_a_capital():
    game = Game(Setup.cooperative(2), seed=3)
    seen = 0
    while not game.is_over and seen < 300:
        for o in game.options:
            words = F.decision_words(o, game.decision)
            assert words[:1].isupper(), words
            seen += 1
        game.apply(game.options[0])


def test_the_log_says_a_fish_n_flip_once_with_what_the_turn_freed():
    """Finding 12: "Fish'n'Flip! Player 1 freed 5 animals." was followed by "Player 1 freed 5
    animals."; now one line says both."""
    log: list = []
    turn = TurnLog(lambda e: (255, 255, 255))
    events = [F.TurnStarted(0, 1), F.ActionPlayed(0, "flip_row", "flip row 1"),
              F.GroupFreed("ray", "left", (0, 7, 14), (1, 2, 3)),
              F.GroupFreed("whale", "right", (1, 8), (4, 5)),
              F.GroupFreed("whale", "left", (2, 9), (6, 7)), F.CardFreed(15, 9, "shark"),
              F.FishNFlip(0, 8), F.TurnEnded(0, 8)]  # fmt: skip
    for e in events:
        turn.add(log, e, NAMES)
    lines = [line for line, _ in log]
    assert lines == ["Ada's turn 1: Flip row 1.",
                     "Fish'n'Flip! Ada freed 8 animals: 3 rays, 4 whales and the "
                     f"{F.ID_CARDS[9].kind.value} at C2."]  # fmt: skip
    assert sum("freed 8" in line for line in lines) == 1


def test_the_log_s_words_read_as_sentences():
    """Finding 12: "3 rays swimming left swim free." and "The action cards: switch and flip
    and flip one card." were awkward; "Finn (teammate)'s turn 1." put the possessive after
    the bracket."""
    freed = describe(F.GroupFreed("ray", "left", (0, 7, 14), (1, 2, 3)), NAMES)
    assert freed == "3 rays swimming left are freed."
    cards = describe(F.ActionsRevealed(("switch_flip", "flip_one")), NAMES)
    assert cards == "This round's action cards: Switch and flip, and Flip one card."
    assert describe(F.TurnStarted(1, 1), NAMES) == "Finn's turn 1 (teammate)."


def test_a_computer_s_panel_says_what_it_is_doing_instead_of_asking_it():
    """Finding 12: a computer's panel said "Coral (teammate) choose an action card…"."""
    game = Game(Setup.cooperative(2), seed=3)
    words = doing_words("Coral (teammate)", game.decision)
    assert words == "Coral (teammate) is choosing an action card and its target…"


def test_a_short_panel_keeps_the_hint_s_first_sentence_without_its_brackets():
    text = ("Hint: Flip B2 — frees 2 (an octopus pair). Flip row 3 would free 4, but column "
            "D would then hold 6 cards after the refill (this plan leaves it at 5).")
    assert first_sentence(text) == "Hint: Flip B2 — frees 2."


def test_a_hint_gives_way_first_by_its_groups_then_by_its_reasons():
    """Finding 4: where the options need the room, the hint keeps its reason before what it
    frees group by group, and its plan before its reason."""
    from finspan.frontend.flip.words import without_details

    text = ("Hint: Flip B2 — frees 2 (an octopus pair). Flip row 3 would free 4, but column "
            "D would then hold 6 cards after the refill (this plan leaves it at 5).")
    assert without_details(text) == (
        "Hint: Flip B2 — frees 2. Flip row 3 would free 4, but column D would then hold 6 "
        "cards after the refill (this plan leaves it at 5).")  # fmt: skip
    assert first_sentence(without_details(text)) == "Hint: Flip B2 — frees 2."
