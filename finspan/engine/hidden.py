"""What a seat cannot see, and copies of a game with it dealt again (determinization).

Hands, discard piles, oceans and Nautoma's fish are public (RULES.md: hands are played open
at this table). Hidden are: the order of the fish deck, the order of Nautoma's decision deck
and which decision card is set aside, and the game's random generator (it decides every later
shuffle). `redeal` returns an independent copy in which all three are drawn again from what
could be there, using only the caller's `Rng`; it never depends on the hidden order itself,
so two games that differ only in hidden order give identical copies for the same `Rng`.
Pure: no clock, no global random; the game passed in is never changed.
"""

from __future__ import annotations

from ..core.rng import Rng
from .game import Game


def unseen_fish(game: Game) -> list[int]:
    """The fish cards no seat can see (those in the fish deck), in a canonical order (sorted),
    so that the result does not reveal the deck's order."""
    return sorted(game.deck)


def unseen_decision_cards(game: Game) -> list[str]:
    """Nautoma's decision cards not yet revealed this week (her deck and the one set aside),
    sorted; empty when she is not in the game."""
    n = game.nautoma
    if n is None:
        return []
    return sorted(n.deck + n.set_aside)


def redeal(game: Game, rng: Rng) -> Game:
    """A copy of ``game`` whose fish deck and Nautoma decision deck are shuffled again from
    their unseen cards, and whose random generator is reseeded from ``rng``.

    The copy's decks hold the same cards, in as many places, as the original's; only their
    order (and which decision card is set aside) may differ. ``rng`` advances; ``game`` does
    not change.
    """
    g = game.clone()
    deck = unseen_fish(game)
    rng.shuffle(deck)
    g.deck = deck
    n = g.nautoma
    if n is not None:
        cards = unseen_decision_cards(game)
        rng.shuffle(cards)
        aside = len(n.set_aside)
        n.set_aside = cards[:aside]
        n.deck = cards[aside:]
    g.rng = Rng(state=rng.next64())
    return g
