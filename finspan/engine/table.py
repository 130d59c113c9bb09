"""The table: the whole state of a game (hidden parts included), the decision it waits on,
and the base of the tasks on its work stack.

A task is one unit of pending work whose fields are plain JSON values, so the whole stack
serializes and copies cheaply. `finspan.engine.tasks` defines the rules' tasks,
`finspan.engine.nautoma_turn` the solo opponent's turn, and `finspan.engine.game` the `Game`
(a `Table` with the one door `apply` and the week loop). This module changes nothing itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..core.decision import Decision as BaseDecision
from ..core.frozen import set_slots_directly
from ..core.rng import Rng
from ..core.tasks import Task as BaseTask
from .kinds import DecisionKind, Phase, Source
from .setup import Setup
from .state import NautomaState, PlayerState


@dataclass(frozen=True, slots=True)
class Decision(BaseDecision):
    """A pending Finspan choice (`finspan.core.decision.Decision`) and what it is about.

    ``kind`` is a `DecisionKind`. ``card``/``slot`` name the fish the decision is about (if
    any); ``remaining`` lists the ability icons still to resolve for a ``benefit`` decision;
    ``source`` says where a benefit comes from.
    """

    kind: DecisionKind
    card: int | None = None
    slot: int | None = None
    remaining: tuple[str, ...] = ()
    source: Source = Source.NONE


set_slots_directly(Decision)  # the rules of thumb ask for a decision at every playout step


class Table:
    """The state every task acts on.

    ``players``, ``deck`` (the next card is last), ``week`` (1-4), ``turn`` (turns begun this
    week), ``first_player``, ``current`` (seat of the turn in progress), ``tiles``
    (achievement tile ids for weeks 1-3), ``phase``, ``nautoma`` and ``stack`` (the pending
    work, top last). `finspan.engine.game.Game` sets every field.
    """

    setup: Setup
    seed: int
    rng: Rng
    players: list[PlayerState]
    deck: list[int]
    out_of_game: list[int]
    week: int
    turn: int
    first_player: int
    current: int
    tiles: list[str]
    phase: Phase
    stack: list[Task]
    nautoma: NautomaState | None

    def turn_order(self) -> list[int]:
        """Seats in clockwise order from this week's first player."""
        n = len(self.players)
        return [(self.first_player + i) % n for i in range(n)]

    def clockwise_after(self, seat: int) -> list[int]:
        """The other seats in clockwise order after ``seat``."""
        n = len(self.players)
        return [(seat + i) % n for i in range(1, n)]

    def can_draw(self) -> bool:
        """Whether a card can still be drawn: from the deck, or after reshuffling discards."""
        return bool(self.deck) or any(p.discard for p in self.players)

    @property
    def nautoma_seat(self) -> int | None:
        """Nautoma's seat in a solo game, else None."""
        for p in self.players:
            if p.is_nautoma:
                return p.seat
        return None

    @property
    def human_seat(self) -> int:
        """The first person's seat (in a solo game: the only person)."""
        return next(p.seat for p in self.players if not p.is_nautoma)


class Task(BaseTask["Table", Decision]):
    """One unit of Finspan's pending work (`finspan.core.tasks.Task`), registered in
    Finspan's own task registry."""

    __slots__ = ()
    REGISTRY: ClassVar[dict[str, type[Any]]] = {}
