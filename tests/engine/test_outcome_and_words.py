"""The engine's answers the table asks for: the outcome with its tie-break words, and the
words of Nautoma's decision card for this turn."""

from __future__ import annotations

from finspan.engine import Setup, TieBreak, decision_card_words, play_game


def _finished(setup: Setup, seed: int):
    return play_game(setup, seed, policy="greedy")


def _set_totals(game, totals: list[int], hands: list[int]) -> None:
    """Make each person's score exactly ``totals`` and hand size ``hands`` (test-only edit)."""
    for p, total, hand in zip(game.players, totals, hands, strict=True):
        p.ocean = [s.__class__() for s in p.ocean]  # empty ocean: no points from it
        p.achievements, p.bonuses = [total, 0, 0], [0, 0, 0]
        p.hand = list(range(1, hand + 1))


def test_outcome_without_a_tie_names_the_winner_and_ranks_every_seat():
    game = _finished(Setup.multiplayer(3), 5)
    _set_totals(game, [30, 50, 40], [1, 1, 1])
    result = game.outcome()
    assert result.over and result.totals == (30, 50, 40)
    assert result.ranking == (1, 2, 0) and result.winners == (1,)
    assert result.tie_break is TieBreak.NONE
    assert result.verdict == "Player 2 wins with 50 points!"


def test_a_tie_on_points_goes_to_the_most_cards_in_hand():
    game = _finished(Setup.multiplayer(3), 6)
    _set_totals(game, [50, 50, 10], [2, 4, 9])
    result = game.outcome()
    assert result.winners == (1,) and result.tie_break is TieBreak.HAND
    assert result.ranking == (1, 0, 2)
    assert result.verdict == "A tie at 50: Player 2 wins with the most cards in hand (4)."


def test_a_tie_on_points_and_cards_is_a_shared_victory():
    game = _finished(Setup.multiplayer(2), 7)
    _set_totals(game, [44, 44], [3, 3])
    result = game.outcome()
    assert result.winners == (0, 1) and result.tie_break is TieBreak.SHARED
    assert "share the victory" in result.verdict


def test_the_outcome_scores_are_the_breakdowns_totals():
    game = _finished(Setup.solo_game(4, 2), 8)
    result = game.outcome()
    assert [s.total for s in result.scores] == list(result.totals)
    assert set(result.scores[1].to_dict()) >= {"fish", "schools", "ravel", "total"}


def test_nautomas_card_words_say_her_marker_step_and_her_action():
    assert decision_card_words("N1", 2, 1) == ("place a marker", "take a fish from the deck")
    assert decision_card_words("N3", 3, 2) == ("remove a marker", "take a fish from the deck")
    assert decision_card_words("N2", 3, 2) == ("take a fish from the deck",)
    words = decision_card_words("N4", 2, 3)
    assert words[0] == "place a marker" and words[1].startswith("dive: ")


def test_her_marker_step_is_ignored_at_difficulty_1_and_in_week_4():
    assert decision_card_words("N1", 1, 2)[0] == "her marker step is ignored"
    assert decision_card_words("N3", 4, 4)[0] == "her marker step is ignored"
    assert decision_card_words("N2", 1, 4) == ("take a fish from the deck",)  # no marker step


def test_the_public_state_carries_the_words_of_her_card_this_turn():
    game = play_game(Setup.solo_game(1, 0), 3, policy="greedy")
    n = game.public_state().nautoma
    assert n is not None and n.card is not None
    assert n.card_words == decision_card_words(n.card, 1, game.week)
