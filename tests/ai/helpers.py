"""Positions for the computer players' tests, reached by the greedy policy."""

from __future__ import annotations

from finspan.engine import Game, Rng, Setup, greedy_policy


def played(setup: Setup, seed: int, decisions: int) -> Game:
    """A game of ``setup`` dealt from ``seed`` after ``decisions`` greedy decisions."""
    game = Game(setup, seed)
    rng = Rng(seed)
    for _ in range(decisions):
        game.apply(greedy_policy(game, rng))
    return game
