"""A rollout policy that looks one turn ahead: Hard's playouts in a solo game play it instead
of the greedy policy alone.

At a turn action (play a fish or dive) it plays each option in a copy of the game up to that
person's next turn action (their own choices on the way by the greedy policy: the rest of the
turn, and in a solo game any benefit Nautoma's turn offers them) and keeps the
option whose position the learned evaluation values most: the estimate of the person's final
score, from their score so far plus this week's achievement as it stands (RULES.md 8.1,
scored at the week's end). Every other decision is the greedy policy's. In solo games at
difficulty 4 (deals 4000-4199) it scores 93.6 on average where the greedy policy with the
same weights scores 80.3, at about eight times the time (``python
benchmarks/lookahead_solo.py``).

It plays in the copy it is given: in a search, a world whose hidden cards were dealt again
(`finspan.engine.redeal`), so looking ahead reads no real hidden card.
"""

from __future__ import annotations

from collections.abc import Callable

from finspan.engine import DecisionKind, Game, Option, Rng, Weights, greedy_with

from .evaluation import Evaluation


def lookahead_with(weights: Weights, evaluation: Evaluation) -> Callable[[Game, Rng], Option]:
    """The one-turn lookahead policy (see the module) with the greedy policy of ``weights``."""
    greedy = greedy_with(weights)

    def policy(game: Game, rng: Rng) -> Option:
        d = game.decision
        assert d is not None
        options = game.options
        if d.kind != DecisionKind.TURN or len(options) == 1:
            return greedy(game, rng)
        seat, week = d.player, game.week
        best, best_value = options[0], float("-inf")
        for option in options:
            g = game.clone()
            g.apply(option)
            while not g.is_over:  # on to this person's next turn action
                follow = g.decision
                assert follow is not None
                if follow.player != seat or follow.kind == DecisionKind.TURN:
                    break
                choices = g.options
                g.apply(choices[0] if len(choices) == 1 else greedy(g, rng))
            value = evaluation.person(g, seat, week)
            if value > best_value:
                best, best_value = option, value
        return best

    return policy
