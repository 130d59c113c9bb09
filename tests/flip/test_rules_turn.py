"""The cooperative turn (FLIP-RULES.md 2, 4): which groups are freed, lowering, repeated
freeing, the refill, the 7th card and the celebration. Each case starts from a position."""

from __future__ import annotations

from finspan.flip import (
    PLACE_NAMES,
    CardAdded,
    EndTriggered,
    FishNFlip,
    GameLost,
    TurnEnded,
)

from .helpers import column, coop, fell, freed_places, kinds, play

# Powers that none of these nets can trigger (no whale or shark is flipped).
QUIET = ("whale", "shark")
# A draw pile of sharks for the refills (their power is not held, so nothing triggers).
PILE = (
    'pile = ["shark left coral", "shark right sand", "shark left kelp", "shark right lagoon", '
    '"shark right coral", "shark left sand", "shark right kelp", "shark left lagoon"]\n'
)


def test_a_group_of_two_adjacent_animals_swimming_one_way_with_a_moved_card_is_freed():
    game = coop("""
        A = ["dolphin left coral"]
        B = ["dolphin right sand"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip A1")
    assert freed_places(events) == [["A1", "B1"]]


def test_a_group_without_a_moved_card_stays_in_the_net():
    game = coop("""
        A = ["dolphin right coral"]
        B = ["dolphin right sand"]
        D = ["octopus left coral"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip D1")
    assert freed_places(events) == []
    assert column(game, "A")[0] == "dolphin right coral"


def test_animals_next_to_each_other_diagonally_are_not_adjacent():
    game = coop("""
        A = ["dolphin left coral"]
        B = ["octopus left sand", "dolphin right sand"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip A1")
    assert freed_places(events) == []


def test_animals_swimming_different_ways_or_of_different_kinds_do_not_group():
    game = coop("""
        A = ["dolphin left coral", "octopus right coral"]
        B = ["dolphin left sand", "dolphin right kelp"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip A2")  # the octopus turns left, next to a dolphin: no group
    assert freed_places(events) == []


def test_waste_never_forms_a_group():
    game = coop("""
        A = ["plastic", "dolphin left coral"]
        B = ["plastic", "octopus left sand"]
    """, powers=QUIET, top=PILE)
    events = play(game, "switch A1 B1")
    assert freed_places(events) == []


def test_all_groups_with_a_moved_card_are_freed_at_once():
    game = coop("""
        A = ["dolphin right coral", "octopus left coral"]
        B = ["octopus left sand", "dolphin right sand"]
    """, powers=QUIET, top=PILE)
    events = play(game, "switch A1 A2")  # A1's octopus meets B1's, A2's dolphin B2's
    assert freed_places(events) == [["A1", "B1"], ["A2", "B2"]]
    steps = kinds(events)
    first = steps.index("group_freed")
    assert steps[first : first + 2] == ["group_freed", "group_freed"]


def test_a_group_holds_every_animal_connected_to_it():
    game = coop("""
        A = ["dolphin left coral", "dolphin right sand"]
        B = ["dolphin right kelp"]
        C = ["dolphin right lagoon"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip A1")
    assert freed_places(events) == [["A1", "B1", "C1", "A2"]]


def test_a_card_that_falls_counts_as_moved_and_frees_its_new_group():
    game = coop("""
        A = ["octopus right coral", "dolphin left coral", "octopus right sand"]
        B = ["whale left coral", "dolphin right sand"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip A2")
    # The dolphins leave; A3's octopus falls onto A1's, which never moved: both are freed.
    assert freed_places(events) == [["A2", "B2"], ["A1", "A2"]]
    assert fell(events)[0] == ("A3", "A2")


def test_freeing_repeats_in_a_three_step_cascade():
    game = coop("""
        A = ["octopus right coral", "dolphin left coral", "octopus right sand", "whale left coral"]
        B = ["whale left sand", "dolphin right sand"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip A2")
    # The dolphins; then the octopus falling onto A1's; then the whale falling beside B1's.
    assert freed_places(events) == [["A2", "B2"], ["A1", "A2"], ["A1", "B1"]]
    assert column(game, "A")[:1] == ["shark left coral"]  # the refill's card on an empty A


def test_groups_formed_by_the_refill_are_not_freed():
    game = coop("""
        A = ["dolphin left coral"]
        B = ["dolphin right sand", "whale left coral"]
        C = ["octopus left coral"]
        D = ["octopus left sand"]
    """, powers=QUIET, top='pile = ["octopus left kelp", "whale left sand", "octopus left lagoon", "octopus left coral", "whale right kelp"]\n')  # noqa: E501
    events = play(game, "flip C1")
    added = [(e.column, PLACE_NAMES[e.place]) for e in events if isinstance(e, CardAdded)]
    assert added == [(0, "A2"), (1, "B3"), (2, "C2"), (3, "D2")]
    # C2 and D2 hold octopuses swimming left, side by side: not freed now.
    assert column(game, "C")[1] == "octopus left lagoon"
    assert column(game, "D")[1] == "octopus left coral"
    assert kinds(events)[-1] == "turn_started"


def test_a_column_given_a_7th_card_loses_the_game_at_once():
    game = coop("""
        A = ["octopus left coral", "whale right coral", "octopus left sand", "whale right sand", "octopus left kelp", "whale right kelp"]
        B = ["dolphin right sand"]
    """, powers=QUIET, top='pile = ["shark left coral", "shark left sand"]\n')  # noqa: E501
    events = play(game, "flip B1")
    assert [e for e in events if isinstance(e, GameLost)] == [GameLost(0)]
    assert game.is_over and game.decision is None
    assert len(column(game, "A")) == 7 and len(column(game, "B")) == 1  # B got nothing
    result = game.outcome()
    assert result.lost and not result.won and result.animals_left is None


def test_the_pile_emptied_by_a_refill_of_fewer_than_4_cards_triggers_the_end():
    game = coop("""
        A = ["dolphin right coral"]
        B = ["octopus left sand"]
    """, powers=QUIET, top='pile = ["shark left coral", "shark right sand"]\n')
    events = play(game, "flip B1")
    added = [PLACE_NAMES[e.place] for e in events if isinstance(e, CardAdded)]
    assert added == ["A2", "B2"]
    assert EndTriggered(2) in events and game.end_triggered and game.turns_left == 2


SOLO_END = 'end_triggered = true\nturns_left = 2\n'


def test_a_solo_player_plays_two_more_turns_after_the_end_is_triggered():
    game = coop("""
        A = ["dolphin right coral", "whale left coral"]
        B = ["octopus left sand", "whale left sand"]
        C = ["octopus right coral"]
    """, powers=QUIET, top=SOLO_END)
    play(game, "flip C1")  # the end's first turn: no refill
    assert not game.is_over and game.decision.player == 0
    assert column(game, "A") == ["dolphin right coral", "whale left coral"]
    play(game, "switch A1 A2")
    assert game.is_over
    result = game.outcome()
    assert result.won and result.turns == 2


def test_with_three_players_the_next_two_players_take_the_last_turns():
    players = """
        [[player]]
        name = "Ada"
        actions = ["flip_one", "switch"]
        powers = ["whale"]
        [[player]]
        name = "Ben"
        actions = ["flip_one", "switch"]
        powers = ["shark"]
        [[player]]
        name = "Cy"
        actions = ["flip_one", "switch"]
        powers = ["dolphin"]
    """
    game = coop("""
        A = ["octopus left coral", "whale left coral"]
        B = ["octopus left sand", "whale right sand"]
    """, top="current = 1\n" + SOLO_END, players=players)
    assert game.decision.subject == "Ben"
    play(game, "flip A2")
    assert game.decision.subject == "Cy"
    play(game, "flip B1")
    assert game.is_over


def test_the_score_counts_the_animals_left_not_the_waste_and_gives_a_rating():
    game = coop("""
        A = ["dolphin right coral", "plastic", "whale left coral"]
        B = ["octopus left sand"]
    """, powers=QUIET, top="end_triggered = true\nturns_left = 1\n")
    play(game, "flip B1")
    result = game.outcome()
    assert result.won and result.animals_left == 3
    assert result.rating == "Skilled rescuer" and "3 animals are left" in result.verdict


def test_a_turn_freeing_5_or_more_animals_is_a_fish_n_flip():
    game = coop("""
        A = ["dolphin left coral", "dolphin right sand", "dolphin right kelp"]
        B = ["dolphin right lagoon", "dolphin right coral"]
    """, powers=QUIET, top=PILE)
    events = play(game, "flip A1")
    assert FishNFlip(0, 5) in events and TurnEnded(0, 5) in events
    assert game.fnf_turns == [1]
    assert game.outcome().fish_n_flip_turns == (1,)


def test_the_action_card_played_is_discarded_and_a_new_one_drawn_at_the_turns_end():
    game = coop("""
        A = ["dolphin right coral"]
    """, powers=QUIET, top=PILE + 'action_deck = ["free"]\n')
    assert game.hands[0] == ["flip_one", "switch", "flip_row"]
    events = play(game, "flip row 1")
    assert "flip_row" in game.action_discard
    assert game.hands[0] == ["flip_one", "switch", "free"]
    drawn = kinds(events).index("action_card_drawn")
    assert drawn > kinds(events).index("turn_ended")


def test_the_action_discard_is_reshuffled_when_the_action_deck_is_empty():
    game = coop("""
        A = ["dolphin right coral"]
    """, powers=QUIET, top=PILE + "action_deck = []\n")
    events = play(game, "flip A1")
    assert "action_deck_reshuffled" in kinds(events)
    assert len(game.hands[0]) == 3 and len(game.action_deck) + len(game.action_discard) == 17


def test_a_player_who_can_play_no_action_card_passes():
    game = coop("""
        A = []
    """, powers=QUIET, top="end_triggered = true\nturns_left = 2\n")
    assert [str(o) for o in game.decision.options] == ["pass"]
    assert "pass" in game.decision.question
    events = play(game, "pass")
    assert "action_passed" in kinds(events) and game.hands[0] == ["flip_one", "switch", "flip_row"]
