"""Games brought to a moment the frontend tests look at."""

from __future__ import annotations

from finspan.engine import Game, Option, Rng, Setup, greedy_policy


def before_a_seat_change(setup: Setup, seed: int) -> tuple[Game, Option]:
    """A greedy game of ``setup`` up to the option after which another seat decides."""
    game, rng = Game(setup, seed), Rng(seed)
    while True:
        option = greedy_policy(game, rng)
        trial = game.clone()
        trial.apply(option)
        if trial.decision is not None and trial.decision.player != game.decision.player:
            return game, option
        game.apply(option)
