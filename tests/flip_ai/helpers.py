"""Positions from real games for the computer players' tests."""

from __future__ import annotations

from finspan.flip import CARDS, DecisionKind, Game, Rng
from finspan.flip_ai import game_setup

_COOP = ((1, "normal"), (2, "difficult"), (3, "advanced"), (5, "normal"), (1, "advanced"))


def positions(mode: str, count: int, seed: int = 1, kinds: tuple[str, ...] = ("action",)
              ) -> list[Game]:  # fmt: skip
    """``count`` copies of games at decisions of ``kinds`` (more than one option), met in
    random play of games of every player count and difficulty; every third decision of a
    kind is kept, so that positions come from all stages of the games."""
    found: list[Game] = []
    i = 0
    while len(found) < count:
        if mode == "coop":
            players, difficulty = _COOP[i % len(_COOP)]
        else:
            players, difficulty = 2 + i % 4, "normal"
        game, rng = Game(game_setup(mode, players, difficulty), seed + i), Rng(seed + i)
        i += 1
        met = 0
        while not game.is_over and len(found) < count:
            d = game.decision
            assert d is not None
            if d.kind in kinds and len(d.options) > 1:
                met += 1
                if met % 3 == 1:
                    found.append(game.clone())
            game.apply(rng.choice(d.options))
    return found


def hidden_shuffled(game: Game, seed: int) -> Game:
    """A copy of ``game`` that differs only in what no player sees: the draw pile's order
    and facings above the known waste, the action deck's order, the random generator."""
    other = game.clone()
    rng = Rng(seed)
    hidden = other.pile[other.known :]
    rng.shuffle(hidden)
    other.pile[other.known :] = [c ^ 1 if rng.below(2) and _animal(c) else c for c in hidden]
    rng.shuffle(other.action_deck)
    other.rng = Rng(seed + 1)
    other._decision = None
    return other


def _animal(code: int) -> bool:
    card = CARDS[code]
    return card is not None and card.is_animal


def kind(game: Game) -> DecisionKind:
    d = game.decision
    assert d is not None
    return d.kind
