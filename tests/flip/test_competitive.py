"""The competitive variant (FLIP-RULES.md 8): bidding round the table, carrying out the bid,
exact / fewer / more, new grids, the reshuffles and the end, scores and shared ties."""

from __future__ import annotations

from finspan.flip import (
    ActionsRevealed,
    AllPassed,
    BiddingStarted,
    BidSettled,
    BidWon,
    CardsDiscarded,
    DrawPileReshuffled,
    GameEnded,
    GridDealt,
    WasteTaken,
    computer_gift,
    lowest_scoring_opponent,
)

from .helpers import competitive, kinds, options, play

# A dolphin group of 2 is one flip away (A1); nothing else groups after it.
PAIR = """
    A = ["dolphin left coral", "octopus left coral", "whale left coral"]
    B = ["dolphin right sand", "octopus right sand", "whale right sand"]
    C = ["shark left coral", "shark right sand", "shark left kelp"]
"""
# Flipping A1 frees 3 dolphins (row 1).
TRIO = """
    A = ["dolphin left coral", "octopus left coral", "whale left coral"]
    B = ["dolphin right sand", "octopus right sand", "whale right sand"]
    C = ["dolphin right kelp", "shark right sand", "shark left kelp"]
"""
QUIET = "whale shark"  # common powers that flipping A1 cannot trigger


def test_bidding_goes_round_the_table_from_the_start_player():
    game = competitive(PAIR, powers=QUIET, top="start_player = 1\n")
    assert game.decision.subject == "Ben" and game.decision.kind == "bid"
    assert options(game) == [f"bid {n}" for n in range(1, 10)] + ["pass"]
    play(game, "bid 2")
    assert game.decision.subject == "Cy"
    assert game.decision.question == "raise the bid above 2, or pass"
    assert options(game)[0] == "bid 3"


def test_a_player_who_passed_is_out_and_the_last_bidder_wins():
    game = competitive(PAIR, powers=QUIET, top="start_player = 1\n")
    events = play(game, "bid 2", "bid 3", "pass", "bid 4", "pass")  # Ben, Cy, Ada, Ben, Cy
    assert BidWon(1, 4) in events
    assert game.decision.kind == "action" and game.decision.subject == "Ben"
    assert game.decision.question.startswith("free 4 or more")
    assert game.public_state().bid == 4


def test_no_bid_is_being_carried_out_while_the_next_round_is_bid():
    game = competitive(PAIR, powers=QUIET, top="start_player = 1\n")
    play(game, "bid 2", "bid 3", "pass", "bid 4", "pass")
    while game.decision.kind != "bid":
        play(game, options(game)[0])
    assert game.public_state().bid == 0  # (not the last round's 4)


def test_the_bid_winner_may_carry_out_either_action_card():
    game = competitive(PAIR, powers=QUIET, actions=("flip_row", "switch"))
    play(game, "bid 2", "pass", "pass")
    listed = options(game)
    assert "flip row 1" in listed and "switch A1 B1" in listed and "flip A1" not in listed


def test_a_bid_of_9_ends_the_bidding_at_once():
    game = competitive(PAIR, powers=QUIET)
    events = play(game, "bid 9")
    assert BidWon(0, 9) in events and game.decision.kind == "action"


def test_when_everyone_passes_at_once_a_new_grid_is_dealt_with_the_same_action_cards():
    game = competitive(PAIR, powers=QUIET, top="round = 3\n")
    events = play(game, "pass", "pass", "pass")
    assert AllPassed() in events
    assert len(next(e for e in events if isinstance(e, CardsDiscarded)).cards) == 9
    assert any(isinstance(e, GridDealt) for e in events)
    assert not any(isinstance(e, ActionsRevealed) for e in events)
    assert game.revealed == ["flip_one", "switch"]
    assert BiddingStarted(5, 1) in events  # the next round; its start player one seat on
    assert len(game.discard) == 9


def test_freeing_exactly_the_bid_keeps_the_freed_cards():
    game = competitive(PAIR, powers=QUIET)
    events = play(game, "bid 2", "pass", "pass", "flip A1")
    assert BidSettled(0, 2, 2, 2, 0) in events
    assert len(game.kept[0]) == 2 and game.outcome().scores == (2, 0, 0)


def test_freeing_fewer_than_the_bid_takes_a_waste_card_and_discards_the_freed_cards():
    game = competitive(PAIR, powers=QUIET)
    events = play(game, "bid 3", "pass", "pass", "flip A1")
    assert BidSettled(0, 3, 2, 0, 0) in events and WasteTaken(0) in events
    discarded = [e for e in events if isinstance(e, CardsDiscarded)]
    assert len(discarded[0].cards) == 2  # the freed cards, then the rest of the grid
    assert game.kept[0] == [] and game.waste[0] == 1
    assert game.outcome().scores == (-2, 0, 0)


def test_freeing_more_than_the_bid_gives_the_excess_to_opponents_one_card_at_a_time():
    game = competitive(TRIO, powers=QUIET, top="start_player = 1\n", players="""
        [[player]]
        name = "Ada"
        kept = ["dolphin lagoon"]
        [[player]]
        name = "Ben"
        [[player]]
        name = "Cy"
    """)
    events = play(game, "bid 1", "pass", "pass", "flip A1")  # Ben bids; Cy, Ada pass
    assert BidSettled(1, 1, 3, 1, 2) in events
    d = game.decision
    assert d.kind == "gift" and d.subject == "Ben" and d.remaining == 2
    assert d.question == "give an excess freed card to an opponent (2 to give)"
    assert options(game) == ["give to Cy", "give to Ada"]  # clockwise from Ben's left
    assert str(computer_gift(game)) == "give to Cy"  # the lowest score: Cy has 0, Ada 1
    play(game, "give to Ada")
    assert game.decision.remaining == 1
    play(game, "give to Cy")
    assert game.outcome().scores == (2, 1, 1)
    assert game.decision.kind == "bid"


def test_a_computer_gives_to_the_lowest_scoring_opponent_the_first_clockwise_on_a_tie():
    game = competitive(PAIR, powers=QUIET)
    assert lowest_scoring_opponent(game, 0) == 1
    assert lowest_scoring_opponent(game, 2) == 0


def test_with_one_opponent_the_excess_goes_to_them_without_a_question():
    game = competitive(TRIO, powers=QUIET, players="""
        [[player]]
        name = "Ada"
        [[player]]
        name = "Ben"
    """)
    events = play(game, "bid 2", "pass", "flip A1")
    assert "card_given" in kinds(events)
    assert game.outcome().scores == (2, 1) and game.decision.kind == "bid"


def test_after_a_bid_a_new_grid_and_two_new_action_cards_start_the_next_round():
    game = competitive(PAIR, powers=QUIET, top='action_deck = ["free", "flip_row"]\n')
    events = play(game, "bid 2", "pass", "pass", "flip A1")
    assert next(e for e in events if isinstance(e, CardsDiscarded)).cards  # the grid's rest
    assert ActionsRevealed(("free", "flip_row")) in events
    assert game.action_discard[-2:] == ["flip_one", "switch"]
    assert BiddingStarted(2, 1) in events and game.decision.subject == "Ben"
    assert sum(1 for c in game.cells if c) == 9


def test_a_draw_pile_of_fewer_than_9_cards_is_reshuffled_with_the_discard_pile():
    pile = 'pile = ["shark right lagoon", "shark left lagoon", "whale left lagoon"]\n'
    game = competitive(PAIR, powers=QUIET, top=pile)
    events = play(game, "bid 2", "pass", "pass", "flip A1")
    reshuffled = [e for e in events if isinstance(e, DrawPileReshuffled)]
    assert len(reshuffled) == 1 and reshuffled[0].reshuffles == 1
    assert game.reshuffles == 1 and not game.is_over


def test_the_game_ends_when_no_grid_can_be_dealt_after_the_second_reshuffle():
    game = competitive(PAIR, powers=QUIET, top='reshuffles = 2\npile = ["shark right lagoon"]\n')
    events = play(game, "bid 2", "pass", "pass", "flip A1")
    assert game.is_over and game.decision is None
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended == [GameEnded(False, -1, "", (2, 0, 0), (0,))]
    assert game.outcome().verdict == "Ada wins with 2 points."


def test_scores_count_1_per_animal_card_and_minus_2_per_waste_and_ties_are_shared():
    game = competitive(PAIR, powers=QUIET, top='reshuffles = 2\npile = []\n', players="""
        [[player]]
        name = "Ada"
        kept = ["dolphin lagoon", "octopus lagoon"]
        [[player]]
        name = "Ben"
        kept = ["dolphin kelp", "octopus kelp", "whale kelp", "whale lagoon"]
        waste = 1
        [[player]]
        name = "Cy"
    """)
    play(game, "pass", "pass", "pass")  # no new grid can be dealt: the end
    result = game.outcome()
    assert result.over and result.scores == (2, 2, 0)
    assert result.winners == (0, 1) and result.ranking == (1, 1, 3)
    assert result.verdict == "Ada and Ben share the win with 2 points."


def test_common_powers_act_for_every_card_but_only_once_for_each():
    game = competitive("""
        A = ["dolphin left coral", "whale left coral", "shark left kelp"]
        B = ["octopus left coral", "whale right sand", "shark right coral"]
        C = ["dolphin left sand", "whale left kelp", "shark left lagoon"]
    """, powers="dolphin octopus", actions=("flip_row", "switch"))
    play(game, "bid 1", "pass", "pass", "flip row 1")
    assert (game.decision.power, game.decision.place) == ("dolphin", 0)
    play(game, "dolphin: flip A2")
    assert (game.decision.power, game.decision.place) == ("dolphin", 14)  # C1's dolphin too
    play(game, "dolphin: flip C2")
    assert game.decision.power == "octopus"
    play(game, "octopus: flip A1")  # A1's dolphin turns again: its power was used
    assert game.decision.power != "dolphin"
