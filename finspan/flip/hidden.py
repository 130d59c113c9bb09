"""Hidden information, for computer players that must not peek: dealing again what no
player can see (a determinization, like Finspan's ``redeal``).

Hidden are the order and facing of the draw pile's cards above the known waste at its
bottom, and the order of the action deck. Everything else (the net, the hands, the powers,
the discard piles, the cards under the pile) is public. `redeal` never depends on the
hidden order itself: two games that differ only in it give identical copies for the same
`Rng` (a fair search makes the same choice whatever the hidden order).
"""

from __future__ import annotations

from ..core.rng import Rng
from .cards import CODE_ID
from .game import Game
from .supply import shuffled


def redeal(game: Game, rng: Rng) -> Game:
    """A copy of ``game`` whose hidden cards are dealt again from ``rng``: the same public
    state, another draw pile order (and facings) and action deck order. ``game`` is not
    changed; the copy's own `Rng` is reseeded from ``rng`` too, so that later shuffles do
    not follow the real game's."""
    g = game.clone()
    known = g.pile[: g.known]
    g.pile = known + shuffled(rng, sorted(CODE_ID[c] for c in g.pile[g.known :]))
    g.action_deck.sort()  # a canonical order first: the shuffle must not see the real one
    rng.shuffle(g.action_deck)
    g.rng = Rng(state=rng.next64())
    g._decision = None
    return g
