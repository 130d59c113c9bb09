"""A game of Fish'n'Flip: the deal, the one door, copies and serialization.

`Game` is a `Table` (the state) run by a stack of tasks (`finspan.flip.tasks`) through the
core's door (`finspan.core.tasks.TaskGame`): ``game.decision`` (who decides, the kind, the
question, the options in a fixed order) and ``game.apply(option)``, which checks the option
is one of them (else raises `IllegalOption` and changes nothing), carries it out, runs every
automatic step up to the next decision and returns the events. Nothing here reads a clock,
files or the global random module: the game's `Rng` lives in its state.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.options import OptionFamily
from ..core.rng import Rng
from ..core.tasks import TaskGame
from .cards import CODE_ID, IDS_OF
from .events import Event, GameStarted, HandsDealt, NetDealt, PowersDealt
from .kinds import ActionKind, AnimalType, Mode
from .moves import direction_word
from .net import COOP_NET, GRID, N_PLACES
from .options import FAMILY, Give
from .outcome import Outcome, lowest_scoring_opponent, outcome
from .provisional import PROVISIONAL
from .public import PublicState, public_state
from .setup import Setup
from .state import Decision, Table, Task
from .supply import deal_grid, reveal_actions, shuffled
from .tasks import new_grid, start_bidding, start_turn

#: Bumped whenever a rules change (or a provisional value) can change the outcome of a
#: recorded game, so that saves made under other rules are recognised.
RULES_VERSION = 1


#: The action cards of the box (FLIP-RULES.md 1; their counts are provisional).
_ACTION_CARDS: tuple[str, ...] = tuple(
    kind.value for kind in ActionKind for _ in range(PROVISIONAL.action_cards[kind])
)


def _give_options(names: tuple[str, ...]) -> tuple[tuple[Give, ...], ...]:
    """By seat: a gift to each opponent, clockwise from the seat's left."""
    n = len(names)
    return tuple(tuple(Give(names[(s + i) % n]) for i in range(1, n)) for s in range(n))


class Game(Table, TaskGame[Decision]):
    """A game of Fish'n'Flip: the state (`Table`), the task stack, and the one door.

    Read freely, change only through `apply`. ``history`` holds the texts of the options
    applied; ``start_events`` the deal's events; ``origin`` the position text the game began
    at (None for a dealt game).
    """

    OPTIONS: ClassVar[OptionFamily] = FAMILY
    history: list[str]
    origin: str | None
    start_events: list[Event]

    def __init__(self, setup: Setup, seed: int) -> None:
        """A new game: draws what the setup leaves to chance, deals, runs to the first
        decision."""
        self._blank(setup, seed)
        self.start_events = self._deal()

    def _blank(self, setup: Setup, seed: int) -> None:
        """Every field at its empty value (the deal or a position fills them)."""
        self.setup = setup
        self.seed = int(seed)
        self.rng = Rng(self.seed)
        self.coop = setup.mode is Mode.COOP
        self.geo = COOP_NET if self.coop else GRID
        self.animals = setup.animals or ()
        self.advanced = setup.advanced
        self.names = setup.names
        n = len(self.names)
        self.cells = [0] * N_PLACES
        self.pile, self.known, self.discard, self.out = [], 0, [], []
        self.action_deck, self.action_discard = [], []
        self.hands = [[] for _ in range(n)] if self.coop else []
        self.revealed = []
        self.powers = [[] for _ in range(n)] if self.coop else []
        self.common = []
        self.current = self.turn = 0
        self.end_triggered, self.turns_left = False, 0
        self.over = self.lost = False
        self.fnf_turns = []
        self.start_player = 0
        self.reshuffles = 0
        self.kept = [] if self.coop else [[] for _ in range(n)]
        self.waste = [] if self.coop else [0] * n
        self.bid = 0
        self.give_options = _give_options(self.names)
        self.moved = self.used = 0
        self.freed, self.triggers = [], []
        self.stack: list[Task] = []
        self.history = []
        self.origin = None
        self._decision = None
        self.start_events = []

    # --- The deal (FLIP-RULES.md 3, 8) -----------------------------------------------------

    def _deal(self) -> list[Event]:
        rng, setup, n = self.rng, self.setup, len(self.names)
        if not self.animals:
            drawn = list(AnimalType)
            rng.shuffle(drawn)
            self.animals = tuple(a for a in AnimalType if a in drawn[:4])
        self.start_player = (
            setup.start_player if setup.start_player is not None else rng.below(n)
        )
        self.current = self.start_player
        deck = list(_ACTION_CARDS)
        rng.shuffle(deck)
        self.action_deck = deck
        animal_ids = [i for a in self.animals for i in IDS_OF[a]]
        ev: list[Event] = [
            GameStarted(setup.mode.value, self.names, tuple(a.value for a in self.animals),
                        self.start_player)
        ]
        if self.coop:
            mix = PROVISIONAL.waste_mix(setup.difficulty, setup.advanced)
            waste = [i for kind, count in mix.items() for i in IDS_OF[kind][:count]]
            self.pile = shuffled(rng, animal_ids + waste)
            self._deal_powers(ev)
            size = PROVISIONAL.hand_size[n]
            for hand in self.hands:
                hand.extend(self.action_deck.pop() for _ in range(size))
            ev.append(HandsDealt(tuple(tuple(h) for h in self.hands)))
            places = tuple(c * 7 + r for r in range(3) for c in range(4))  # 3 rows of 4
            for p in places:
                self.cells[p] = self.pile.pop()
            ev.append(NetDealt(places, tuple(CODE_ID[self.cells[p]] for p in places),
                               tuple(direction_word(self.cells[p]) for p in places)))  # fmt: skip
            start_turn(self, ev)
        else:
            if setup.common_powers is not None:
                common = list(setup.common_powers)
            else:
                drawn = list(self.animals)
                rng.shuffle(drawn)
                common = drawn[:2]
            self.common = [a.value for a in AnimalType if a in common]
            ev.append(PowersDealt((tuple(self.common),)))
            self.pile = shuffled(rng, animal_ids)
            deal_grid(self, ev)
            reveal_actions(self, ev)
            start_bidding(self, ev)
        self._run(ev)
        return ev

    def _deal_powers(self, ev: list[Event]) -> None:
        """Each player draws their power cards from the 4 in play (FLIP-RULES.md 3; the
        number per player is provisional). When there are too few for everyone (5 players),
        the seats that go without are drawn at random."""
        rng, n = self.rng, len(self.names)
        cards = [a.value for a in self.animals]
        rng.shuffle(cards)
        each = PROVISIONAL.powers_per_player[n]
        order = list(range(n))
        if each * n > len(cards):
            rng.shuffle(order)
        for seat in order:
            for _ in range(each):
                if cards:
                    self.powers[seat].append(cards.pop())
        ev.append(PowersDealt(tuple(tuple(p) for p in self.powers)))

    # --- The one door (`finspan.core.tasks.TaskGame`: decision, options, apply) ------------

    @property
    def is_over(self) -> bool:
        return self.over

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def _advance(self, ev: list[Event]) -> None:
        if self.coop:
            start_turn(self, ev)
        else:
            new_grid(self, ev, after_bid=True)

    # --- Results ---------------------------------------------------------------------------

    def public_state(self) -> PublicState:
        """An immutable snapshot of everything a player may see now."""
        return public_state(self)

    def outcome(self) -> Outcome:
        """The result as it stands (final once over)."""
        return outcome(self)

    # --- Copies and serialization ----------------------------------------------------------

    def clone(self) -> Game:
        """An independent copy: applying options to it never affects this game."""
        g = Game.__new__(Game)
        d = g.__dict__
        d.update(self.__dict__)
        g.rng = Rng(state=self.rng.state)
        g.cells = self.cells[:]
        g.pile = self.pile[:]
        g.discard = self.discard[:]
        g.out = self.out[:]
        g.action_deck = self.action_deck[:]
        g.action_discard = self.action_discard[:]
        g.hands = [h[:] for h in self.hands]
        g.revealed = self.revealed[:]
        g.fnf_turns = self.fnf_turns[:]
        g.kept = [k[:] for k in self.kept]
        g.waste = self.waste[:]
        g.freed = self.freed[:]
        g.triggers = self.triggers[:]
        g.stack = [t.copy() for t in self.stack]
        g.history = self.history[:]
        return g

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (see `from_dict`)."""
        return {
            "setup": self.setup.to_dict(),
            "seed": self.seed,
            "rng": self.rng.state,
            "animals": [a.value for a in self.animals],
            "cells": self.cells[:],
            "pile": self.pile[:],
            "known": self.known,
            "discard": self.discard[:],
            "out": self.out[:],
            "action_deck": self.action_deck[:],
            "action_discard": self.action_discard[:],
            "hands": [h[:] for h in self.hands],
            "revealed": self.revealed[:],
            "powers": [p[:] for p in self.powers],
            "common": self.common[:],
            "current": self.current,
            "turn": self.turn,
            "end_triggered": self.end_triggered,
            "turns_left": self.turns_left,
            "over": self.over,
            "lost": self.lost,
            "fnf_turns": self.fnf_turns[:],
            "start_player": self.start_player,
            "reshuffles": self.reshuffles,
            "kept": [k[:] for k in self.kept],
            "waste": self.waste[:],
            "bid": self.bid,
            "moved": self.moved,
            "used": self.used,
            "freed": self.freed[:],
            "triggers": [list(t) for t in self.triggers],
            "stack": [t.to_dict() for t in self.stack],
            "history": self.history[:],
            "origin": self.origin,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Rebuild a game from `to_dict` data. Raises KeyError, TypeError or ValueError on
        bad data (a save's loader wraps them)."""
        g = cls.__new__(cls)
        g._blank(Setup.from_dict(d["setup"]), int(d["seed"]))
        g.rng = Rng(state=int(d["rng"]))
        g.animals = tuple(AnimalType(a) for a in d["animals"])
        for key in ("cells", "pile", "discard", "out", "action_deck", "action_discard",
                    "revealed", "common", "fnf_turns", "waste", "freed", "history"):
            setattr(g, key, list(d[key]))
        for key in ("hands", "powers", "kept"):
            setattr(g, key, [list(x) for x in d[key]])
        for key in ("known", "current", "turn", "turns_left", "start_player", "reshuffles",
                    "bid", "moved", "used"):
            setattr(g, key, int(d[key]))
        for key in ("end_triggered", "over", "lost"):
            setattr(g, key, bool(d[key]))
        if len(g.cells) != N_PLACES:
            raise ValueError(f"the net has {N_PLACES} places, not {len(g.cells)}")
        g.triggers = [tuple(int(x) for x in t) for t in d["triggers"]]
        g.stack = [Task.from_dict(t) for t in d["stack"]]
        g.origin = d.get("origin")
        return g


def computer_gift(game: Game) -> Give:
    """A computer player's answer to a gift decision: the excess card goes to the
    lowest-scoring opponent (`lowest_scoring_opponent`). Raises ValueError if no gift
    decision is pending."""
    d = game.decision
    if d is None or d.kind != "gift":
        raise ValueError("no excess card is waiting to be given")
    return Give(game.names[lowest_scoring_opponent(game, d.player)])
