"""The table: the whole state of a game of Fish'n'Flip (hidden parts included), the decision
it waits on, and the base of the tasks on its work stack.

Everything is small plain data, so that a copy is cheap (the search copies games by the
thousand): the net is a list of 28 codes (`finspan.flip.cards`, `finspan.flip.net`), piles
are lists of codes or card ids, action cards are their `ActionKind` values, sets of cards
are bit masks. `finspan.flip.game.Game` sets every field; this module changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..core.decision import Decision as BaseDecision
from ..core.rng import Rng
from ..core.tasks import Task as BaseTask
from .cards import KIND_NUMBER, KINDS
from .kinds import AnimalType, DecisionKind
from .net import Geometry
from .options import Give
from .setup import Setup

#: Kind numbers of the animals whose powers act (see `finspan.flip.cards.KINDS`).
WHALE, SWORDFISH, OCTOPUS, TURTLE, DOLPHIN, JELLYFISH, RAY, SHARK = (
    KIND_NUMBER[a] for a in AnimalType
)


@dataclass(frozen=True, slots=True)
class Decision(BaseDecision):
    """A pending Fish'n'Flip choice (`finspan.core.decision.Decision`) and what it is about.

    ``kind`` is a `DecisionKind`. A ``power`` decision names the ``power`` and the
    ``place`` of the card that triggered it (for the ray and the swordfish: a card of the
    group just freed); a ``gift`` decision says how many cards are ``remaining`` to give.
    """

    kind: DecisionKind
    power: AnimalType | None = None
    place: int | None = None
    remaining: int = 0


class Table:
    """The state every task acts on (all of it public to the engine; `public_state` says
    what players see).

    The deal: ``setup``, ``seed``, ``rng``, ``coop``, ``geo`` (net or grid), ``animals``,
    ``advanced`` (rays group at a distance), ``names``. Cards: ``cells`` (28 codes),
    ``pile`` (codes, the top last), ``known`` (how many cards at the pile's bottom everyone
    knows: waste the swordfish sent under it), ``discard`` (animal card ids, in order),
    ``out`` (card ids out of the game: a position may leave cards out). Actions:
    ``action_deck`` (top last), ``action_discard``, ``hands`` (cooperative, by seat),
    ``revealed`` (competitive: the two action cards). Powers: ``powers`` (cooperative, by
    seat), ``common`` (competitive). Progress: ``current`` (the seat whose turn it is),
    ``turn`` (turns begun; competitive: bidding rounds begun), ``end_triggered``,
    ``turns_left``, ``over``, ``lost``, ``fnf_turns`` (turns with 5+ freed). Competitive:
    ``start_player`` (this bidding round's), ``reshuffles``, ``kept`` (card ids scoring
    for each seat), ``waste`` (waste cards taken, by seat), ``bid`` (the bid being carried
    out), ``give_options`` (by seat: an option giving a card to each opponent, derived).

    The turn in progress: ``moved`` (bit mask of card ids moved this turn), ``used`` (bit
    mask: cooperative, kind numbers of the powers used; competitive, card ids whose power
    was used), ``freed`` (animal ids freed this turn, in order) and ``triggers`` (powers
    waiting to be offered, the next first; see `finspan.flip.powers`).
    """

    setup: Setup
    seed: int
    rng: Rng
    coop: bool
    geo: Geometry
    animals: tuple[AnimalType, ...]
    advanced: bool
    names: tuple[str, ...]
    cells: list[int]
    pile: list[int]
    known: int
    discard: list[int]
    out: list[int]
    action_deck: list[str]
    action_discard: list[str]
    hands: list[list[str]]
    revealed: list[str]
    powers: list[list[str]]
    common: list[str]
    current: int
    turn: int
    end_triggered: bool
    turns_left: int
    over: bool
    lost: bool
    fnf_turns: list[int]
    start_player: int
    reshuffles: int
    kept: list[list[int]]
    waste: list[int]
    bid: int
    give_options: tuple[tuple[Give, ...], ...]
    moved: int
    used: int
    freed: list[int]
    triggers: list[tuple[int, ...]]
    stack: list[Task]

    def can_use(self, kind: int, card: int) -> bool:
        """Whether the power of animal kind ``kind`` may act now for card ``card``:
        cooperative, the player whose turn it is holds it and has not used it this turn
        (FLIP-RULES.md 4, 7); competitive, it is a common power and this card has not used
        it (8). Oil is checked where the card lies (`finspan.flip.powers.silenced`)."""
        power = KINDS[kind]
        if self.coop:
            return power in self.powers[self.current] and not (self.used >> kind) & 1
        return power in self.common and not (self.used >> card) & 1

    def mark_used(self, kind: int, card: int) -> None:
        self.used |= 1 << (kind if self.coop else card)


class Task(BaseTask["Table", Decision]):
    """One unit of Fish'n'Flip's pending work (`finspan.core.tasks.Task`), registered in
    Fish'n'Flip's own task registry."""

    __slots__ = ()
    REGISTRY: ClassVar[dict[str, type[Any]]] = {}
