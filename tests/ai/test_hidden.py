"""Fair information: a computer player's search sees what a person at the table sees."""

from __future__ import annotations

from collections import Counter

from finspan.ai import ComputerPlayer
from finspan.engine import Game, Rng, Setup, redeal

from .helpers import played


def _hidden_differently(game: Game, seed: int) -> Game:
    """The same game, but the unrevealed fish deck, Nautoma's unrevealed decision cards and
    the game's random generator (every later shuffle) are different."""
    other = game.clone()
    Rng(seed).shuffle(other.deck)
    other.rng = Rng(seed + 1000)
    n = other.nautoma
    if n is not None:
        cards = n.deck + n.set_aside
        Rng(seed).shuffle(cards)
        n.set_aside, n.deck = cards[: len(n.set_aside)], cards[len(n.set_aside) :]
    return other


def test_redeal_keeps_the_same_unseen_cards_and_changes_nothing_public():
    game = played(Setup.solo_game(3), 4, 30)
    before = game.to_dict()
    copy = redeal(game, Rng(9))
    assert game.to_dict() == before
    assert Counter(copy.deck) == Counter(game.deck)
    assert sorted(copy.nautoma.deck + copy.nautoma.set_aside) == sorted(
        game.nautoma.deck + game.nautoma.set_aside
    )
    assert len(copy.nautoma.set_aside) == len(game.nautoma.set_aside)
    public = {k: v for k, v in copy.to_dict().items() if k not in ("deck", "rng", "nautoma")}
    assert public == {k: v for k, v in before.items() if k not in ("deck", "rng", "nautoma")}


def test_redeal_deals_again_and_depends_only_on_its_own_rng():
    game = played(Setup.multiplayer(3), 2, 20)
    other = _hidden_differently(game, 5)
    assert other.deck != game.deck
    a, b = redeal(game, Rng(1)), redeal(other, Rng(1))
    assert a.to_dict() == b.to_dict()
    assert redeal(game, Rng(2)).deck != a.deck


def test_two_games_differing_only_in_hidden_order_get_the_same_first_decision():
    for setup, seed in ((Setup.multiplayer(2), 11), (Setup.solo_game(3), 12)):
        game = played(setup, seed, 12)  # some cards have been revealed by now
        other = _hidden_differently(game, seed)
        assert other.deck != game.deck
        player = ComputerPlayer("hard", seed=3, budget=24)
        first, second = player.think(game), player.think(other)
        assert first.best == second.best
        assert [(s.option, s.playouts, s.reward) for s in first.ranked] == [
            (s.option, s.playouts, s.reward) for s in second.ranked
        ]
