"""What must hold at every step of every Fish'n'Flip game, and two policies to play with: a
random one and one that frees as many animals as it can this turn (to reach the end)."""

from __future__ import annotations

import json
from collections import Counter

from finspan.flip import (
    CODE_ID,
    IDS_OF,
    PROVISIONAL,
    CardFreed,
    Game,
    GroupFreed,
    Option,
    Rng,
    WasteKind,
    card_view,
)


def cards_of_the_game(game: Game) -> Counter[int]:
    """Every card id the game is played with (the deal's: a position may leave cards out,
    which are then in ``out``)."""
    ids = [i for a in game.animals for i in IDS_OF[a]]
    if game.coop:
        mix = PROVISIONAL.waste_mix(game.setup.difficulty, game.setup.advanced)
        ids += [i for kind in WasteKind for i in IDS_OF[kind][: mix[kind]]]
    return Counter(ids)


def where_the_cards_are(game: Game) -> Counter[int]:
    found: Counter[int] = Counter(CODE_ID[c] for c in game.cells if c)
    found.update(CODE_ID[c] for c in game.pile)
    found.update(game.discard)
    found.update(game.out)
    if not game.coop:  # the competitive game keeps freed cards apart until the bid settles
        found.update(game.freed)
        for kept in game.kept:
            found.update(kept)
        for task in game.stack:
            if task.KIND == "gift":
                found.update(task.cards)
    return found


def check(game: Game) -> None:
    """Raise AssertionError if anything is out of place."""
    assert where_the_cards_are(game) == cards_of_the_game(game), "a card is lost or doubled"
    actions = Counter(game.action_deck + game.action_discard + game.revealed)
    for hand in game.hands:
        actions.update(hand)
    assert actions == {k.value: n for k, n in PROVISIONAL.action_cards.items()}
    heights = [sum(1 for r in range(7) if game.cells[c * 7 + r]) for c in range(4)]
    over_six = [h for h in heights if h > 6]
    assert not over_six or (game.lost and over_six == [7]), heights
    if not game.coop:
        assert max(heights) <= 3
    result = game.outcome()
    if game.coop:
        animals = sum(1 for c in game.cells if c and card_view(c).is_animal)
        assert result.animals_left == (None if game.lost else animals)
        assert result.won == (game.over and not game.lost)
    else:
        assert result.scores == tuple(
            len(k) - 2 * w for k, w in zip(game.kept, game.waste, strict=True)
        )
    if game.is_over:
        assert game.decision is None
    else:
        d = game.decision
        assert d is not None and d.options, "no options before the end"
        assert len(set(d.options)) == len(d.options), "an option offered twice"


def check_copies(game: Game) -> None:
    """A clone, and a game rebuilt from its JSON, are the same game."""
    data = game.to_dict()
    assert game.clone().to_dict() == data
    again = Game.from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data and again.decision == game.decision


def random_policy(game: Game, rng: Rng) -> Option:
    d = game.decision
    assert d is not None
    return rng.choice(d.options)


def _freed(events: list) -> int:
    return sum(len(e.cards) if isinstance(e, GroupFreed) else 1 for e in events
               if isinstance(e, (GroupFreed, CardFreed)))  # fmt: skip


def freeing_policy(game: Game, rng: Rng) -> Option:
    """The option that frees the most animals at once (ties at random); bids at random."""
    d = game.decision
    assert d is not None
    if d.kind in ("bid", "gift"):
        return rng.choice(d.options)
    best: list[Option] = []
    most = -1
    for option in d.options:
        freed = _freed(game.clone().apply(option))
        if freed > most:
            best, most = [option], freed
        elif freed == most:
            best.append(option)
    return rng.choice(best)
