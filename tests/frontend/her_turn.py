"""Tables at Nautoma's turn, for the tests of her turn and the layout audit: a solo game played
greedily (seeded) up to the first decision of the human with an option that hands the turn to
her with the events wanted; then, optionally, her turn played up to a step."""

from __future__ import annotations

from collections.abc import Callable

from finspan import engine as E
from finspan.engine import Game, Option, Rng, Setup, greedy_policy
from finspan.frontend.shell.app import App


def into_her_turn(
    setup: Setup, seed: int, wanted: Callable[[list[E.Event]], bool]
) -> tuple[Game, Option, list[E.Event]]:
    """The game at the human's first decision (greedy play, ``seed``) with an option whose
    events include her turn and satisfy ``wanted``; that option and its events."""
    game, rng = Game(setup, seed), Rng(seed)
    while not game.is_over:
        d = game.decision
        if d is not None and not game.players[d.player].is_nautoma:
            for option in game.options:
                events = game.clone().apply(option)
                if any(isinstance(e, E.NautomaCardRevealed) for e in events) and wanted(events):
                    return game, option, events
        game.apply(greedy_policy(game, rng))
    raise AssertionError(f"no turn of hers as wanted in the game of seed {seed}")


def has(*kinds: type[E.Event]) -> Callable[[list[E.Event]], bool]:
    """Events that include each of ``kinds`` (a marker only if it moved)."""

    def test(events: list[E.Event]) -> bool:
        return all(
            any(
                isinstance(e, kind) and (not isinstance(e, E.NautomaMarker) or e.change)
                for e in events
            )
            for kind in kinds
        )

    return test


def table_in_her_turn(
    app: App,
    setup: Setup,
    seed: int,
    wanted: Callable[[list[E.Event]], bool],
    label: str | None = None,
    fraction: float = 0.6,
):
    """Open the table at that decision, take the option at normal speed and, with ``label``,
    play the animations until the step ``label`` is ``fraction`` shown. Returns the table."""
    game, option, _ = into_her_turn(setup, seed, wanted)
    app.nav.show_title()
    app.nav.open_table(game)
    table = app.stack.top
    for _ in range(3):
        app.step([], 1 / 60)
    table.queue.skip()
    table.queue.speed = 1.0
    table.choose(option, confirmed=True)
    if label is not None:
        for _ in range(5000):
            current = table.queue.items[0]
            if current.label == label and current.elapsed >= fraction * current.duration:
                break
            table.queue.update(1 / 120)
        else:
            raise AssertionError(f"no step {label} in her turn")
    return table
