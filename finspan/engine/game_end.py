"""End of the game, step 1 (RULES.md 10.1): the GAME END abilities that award no points,
resolved by each player in turn before the scores are counted. A task on a `Table`'s stack.
"""

from __future__ import annotations

from .catalog import CATALOG
from .deciding import DecidingTask
from .events import Event
from .kinds import DecisionKind, Trigger
from .options import SKIP, Activate, Option, Skip
from .table import Decision, Table
from .tasks import AbilityTask


class GameEndTask(DecidingTask):
    """End of game step 1 (RULES.md 10.1): each player, clockwise from the first player,
    resolves in any order the GAME END abilities of their visible fish that award no points,
    including fish that enter play during this step."""

    __slots__ = ("done", "index", "order")
    KIND = "game_end"
    FIELDS = ("order", "index", "done")

    def __init__(self, order: list[int]) -> None:
        self.order, self.index = order, 0
        self.done: list[int] = []

    def candidates(self, g: Table, seat: int) -> list[int]:
        done = self.done
        return [s for s, n in g.players[seat].visible_fish() if n in _RESOLVED and n not in done]

    def options_now(self, g: Table) -> tuple[Option, ...] | None:
        if self.index >= len(self.order):
            return None
        slots = self.candidates(g, self.order[self.index])
        if not slots:
            return None
        return (*(Activate(s) for s in slots), SKIP)

    def decision_of(self, g: Table, options: tuple[Option, ...]) -> Decision:
        seat = self.order[self.index]
        return Decision(
            seat, DecisionKind.GAME_END,
            "game end: choose a GAME END ability to resolve, or skip the rest",
            options, subject=g.players[seat].name,
        )  # fmt: skip

    def step(self, g: Table, ev: list[Event]) -> None:
        if self.index >= len(self.order):
            g.stack.pop()
        else:
            self.index += 1  # this player has nothing (more) to resolve

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        seat = self.order[self.index]
        if isinstance(option, Skip):
            self.index += 1
            return
        assert isinstance(option, Activate)
        card = g.players[seat].ocean[option.slot].top
        assert card is not None
        self.done.append(card)
        g.stack.append(AbilityTask(seat, card, option.slot))


#: The fish whose GAME END ability awards no points (resolved in step 1), by number.
_RESOLVED: frozenset[int] = frozenset(
    f.number
    for f in CATALOG.all
    if f.ability is not None and f.ability.trigger is Trigger.GAME_END and not f.ability.scores
)
