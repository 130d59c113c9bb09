"""Undo within a turn (the core's `Session`) stops at what was revealed and at a turn's start;
`redeal` deals again only what no player can see; the public state is a snapshot."""

from __future__ import annotations

import dataclasses

import pytest

from finspan.flip import CARDS, Game, Rng, Session, Setup, redeal

from .helpers import coop, play

PILE = (
    'pile = ["shark left coral", "shark right sand", "shark left kelp", "shark right lagoon", '
    '"shark right coral", "shark left sand", "shark right kelp", "shark left lagoon"]\n'
)


def test_a_turns_choices_can_be_undone_until_the_refill_reveals_cards():
    game = coop("""
        A = ["dolphin left coral"]
        B = ["octopus left sand"]
        C = ["whale left sand"]
    """, powers=("dolphin", "octopus"), top=PILE)
    session = Session(game)
    session.apply("flip A1")
    session.apply("dolphin: flip B1")
    assert session.undo_steps == 2
    assert session.undo() and session.game.decision.power == "dolphin"
    assert session.undo() and session.game.decision.kind == "action"
    session.apply("flip A1")
    session.apply("dolphin: flip B1")
    session.apply("skip")  # the octopus: the turn ends, the refill shows new cards
    assert not session.can_undo and session.game.turn == 2


def test_each_bid_is_a_turn_of_its_own_that_cannot_be_undone():
    session = Session(Game(Setup.competitive(3), 4))
    session.apply("bid 2")
    assert not session.can_undo


def test_redeal_keeps_everything_public_and_deals_the_hidden_cards_again():
    game = Game(Setup.cooperative(2), 6)
    play(game, str(game.decision.options[0]))
    before = game.to_dict()
    again = redeal(game, Rng(99))
    assert game.to_dict() == before  # the real game is untouched
    assert again.public_state() == game.public_state()
    assert again.pile != game.pile and sorted(c // 2 for c in again.pile) == sorted(
        c // 2 for c in game.pile
    )
    assert again.decision == game.decision


def test_redeal_gives_the_same_copy_whatever_the_hidden_order():
    game = Game(Setup.cooperative(2), 6)
    other = game.clone()
    other.pile[other.known :] = reversed(other.pile[other.known :])
    other.pile = [c ^ 1 if i % 3 == 0 and CARDS[c].is_animal else c  # other facings
                  for i, c in enumerate(other.pile)]  # fmt: skip
    other.action_deck.reverse()
    assert redeal(game, Rng(4)).to_dict() == redeal(other, Rng(4)).to_dict()


def test_redeal_keeps_the_waste_known_to_lie_under_the_draw_pile():
    game = Game(Setup.cooperative(1, advanced=True), 2)
    game.pile.insert(0, game.pile.pop())  # as the swordfish would: a known card at the bottom
    game.known = 1
    again = redeal(game, Rng(5))
    assert again.pile[0] == game.pile[0] and again.known == 1


def test_the_public_state_is_an_immutable_snapshot():
    game = Game(Setup.cooperative(3), 1)
    shown = game.public_state()
    with pytest.raises(dataclasses.FrozenInstanceError):
        shown.turn = 5  # type: ignore[misc]
    play(game, str(game.decision.options[0]))
    assert shown != game.public_state()
    assert isinstance(shown.columns, tuple) and isinstance(shown.seats[0].actions, tuple)
