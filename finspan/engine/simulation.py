"""The headless simulator: plays complete games with a built-in policy and reports results.

`simulate` returns the JSON-ready object printed by ``finspan simulate --json``. Its
``results`` depend only on the arguments (same arguments, byte-identical results); only
``seconds`` and ``games_per_second`` are measured. The clock is passed in by the caller,
so the engine itself reads no clock.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.rng import Rng
from .game import Game
from .policies import POLICIES, Policy, random_policy
from .setup import Setup


def setup_for(
    players: int = 2, board: str = "A", solo: bool = False, difficulty: int = 0, ravel: int = 0,
    keep_one_card: bool = False,
) -> Setup:  # fmt: skip
    if solo:
        return Setup.solo_game(difficulty, ravel, board=board, keep_one_card=keep_one_card)
    return Setup.multiplayer(players, board=board, keep_one_card=keep_one_card)


def play_game(setup: Setup, seed: int, policy: str | Policy = "random") -> Game:
    """Play one complete game, every decision by ``policy`` (a name in `POLICIES` or a
    policy, e.g. a computer player's; its random stream seeded by ``seed``, apart from the
    game's own)."""
    choose = POLICIES[policy] if isinstance(policy, str) else policy
    game = Game(setup, seed)
    rng = Rng(seed ^ 0x5EED)
    if choose is random_policy:
        # random_policy written out (the same draws): a pick from the options tuple needs
        # no legality check (`Game._run` carries it out), and the events are not kept
        below, run = rng.below, game._run
        options = game._options  # listed when the decision became pending (None: over)
        while options is not None:
            run([], options[below(len(options))])
            options = game._options
        return game
    apply = game.apply
    while not game.is_over:
        apply(choose(game, rng))
    return game


def game_result(game: Game) -> dict[str, Any]:
    outcome = game.outcome()
    scores = [s.to_dict() for s in outcome.scores]
    result: dict[str, Any] = {
        "seed": game.seed,
        "players": len(game.players),
        "decisions": len(game.history),
        "winners": list(outcome.winners),
        "scores": scores,
    }
    if game.nautoma is not None:
        result["nautoma_seat"] = game.nautoma_seat
    return result


def simulate(
    setup: Setup, games: int, seed: int, policy: str | Policy = "random",
    clock: Callable[[], float] | None = None,
    on_game: Callable[[Game], None] | None = None,
) -> dict[str, Any]:  # fmt: skip
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ...; count games that raised.

    ``on_game`` is called with each finished game (e.g. to write a save).
    """
    start = clock() if clock else 0.0
    results: list[dict[str, Any]] = []
    errors = 0
    for i in range(games):
        game_seed = seed + i
        try:
            game = play_game(setup, game_seed, policy)
            results.append(game_result(game))
            if on_game is not None:
                on_game(game)
        except Exception as exc:  # a simulator reports every failure
            errors += 1
            results.append({"seed": game_seed, "error": f"{type(exc).__name__}: {exc}"})
    seconds = (clock() - start) if clock else 0.0
    return {
        "games": games,
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
        "results": results,
    }
