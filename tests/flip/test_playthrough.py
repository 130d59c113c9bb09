"""Random play over thousands of games of both modes at fixed seeds: every card accounted for
at every step, no column over 6 except the losing refill, scores as defined, options never
empty until the end, every offered option applies, and clone, JSON and replay round-trip."""

from __future__ import annotations

import pytest

from finspan.flip import (
    FLIP,
    Difficulty,
    Game,
    Rng,
    Setup,
    parse_option,
    replay,
)

from .invariants import check, check_copies, freeing_policy, random_policy


def _coop(seed: int) -> Setup:
    return Setup.cooperative(
        1 + seed % 5,
        difficulty=Difficulty.DIFFICULT if seed % 2 else Difficulty.NORMAL,
        advanced=seed % 3 == 0,
    )


def _competitive(seed: int) -> Setup:
    return Setup.competitive(2 + seed % 4)


def _play(setup: Setup, seed: int, policy, *, every: int = 5) -> Game:
    game, rng = Game(setup, seed), Rng(seed)
    check(game)
    step = 0
    while not game.is_over:
        d = game.decision
        if step % every == 0:
            check_copies(game)
            for option in d.options:  # every offered option applies
                assert str(parse_option(str(option))) == str(option)
                game.clone().apply(option)
        game.apply(policy(game, rng))
        check(game)
        step += 1
    check_copies(game)
    return game


def _replays(game: Game) -> None:
    steps = list(replay(FLIP.restart(game), game.history))
    assert steps[-1].game.to_dict() == game.to_dict()


@pytest.mark.parametrize("block", range(4))
def test_random_cooperative_games_keep_every_invariant(block):
    results = []
    for seed in range(block * 500, block * 500 + 500):
        game = _play(_coop(seed), seed, random_policy, every=11)
        results.append(game.outcome())
        if seed % 50 == 0:
            _replays(game)
    assert all(r.over for r in results)


def test_cooperative_games_freeing_all_they_can_reach_the_end_and_keep_every_invariant():
    results = []
    for seed in range(60):
        game = _play(_coop(seed), seed, freeing_policy, every=7)
        results.append(game.outcome())
        if seed % 10 == 0:
            _replays(game)
    assert sum(r.won for r in results) >= 5  # some games are won, some lost
    assert sum(r.lost for r in results) >= 5
    assert any(r.fish_n_flip_turns for r in results)


@pytest.mark.parametrize("block", range(2))
def test_random_competitive_games_keep_every_invariant(block):
    for seed in range(block * 250, block * 250 + 250):
        game = _play(_competitive(seed), seed, random_policy, every=13)
        # It ended because no grid of 9 could be dealt, even from the discard pile.
        assert len(game.pile) < 9
        assert game.reshuffles == 2 or len(game.pile) + len(game.discard) < 9
        if seed % 50 == 0:
            _replays(game)


def test_competitive_games_freeing_all_they_can_keep_every_invariant():
    for seed in range(30):
        game = _play(_competitive(seed), seed, freeing_policy, every=7)
        assert game.outcome().over
