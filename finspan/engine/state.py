"""The game state: oceans, hands, discard piles, the deck, the week and whose turn it is.

Owns plain data and cheap copies of it; the rules that change it live in `finspan.engine.game`.
Everything here serializes to JSON-ready dicts (`to_dict`) and back (`from_dict`) without loss.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .catalog import CATALOG
from .ocean import N_SLOTS


class Slot:
    """One slot of an ocean: a stack of fish (bottom to top) and the tokens on it.

    ``fish`` holds fish numbers, forage fish included; the last one is the visible fish and
    the others are consumed. An empty list is an empty slot. Eggs sit only on fish (at most 1);
    young may sit on any slot; a slot holds at most 1 school.
    """

    __slots__ = ("egg", "fish", "school", "young")

    def __init__(
        self, fish: list[int] | None = None, egg: int = 0, young: int = 0, school: int = 0
    ):
        self.fish: list[int] = fish if fish is not None else []
        self.egg = egg
        self.young = young
        self.school = school

    @property
    def top(self) -> int | None:
        return self.fish[-1] if self.fish else None

    @property
    def has_tokens(self) -> bool:
        return bool(self.egg or self.young or self.school)

    @property
    def consumed(self) -> int:
        """How many fish are under the visible one."""
        return max(0, len(self.fish) - 1)

    def copy(self) -> Slot:
        s = _new_slot(Slot)  # not through __init__: every game copies the mat, every clone
        s.fish, s.egg, s.young, s.school = self.fish[:], self.egg, self.young, self.school
        return s

    def to_dict(self) -> dict[str, Any]:
        return {"fish": self.fish[:], "egg": self.egg, "young": self.young, "school": self.school}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Slot:
        return cls(list(d["fish"]), d["egg"], d["young"], d["school"])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Slot) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        return f"Slot({self.fish}, egg={self.egg}, young={self.young}, school={self.school})"


_new_slot = object.__new__


def _mat() -> tuple[Slot, ...]:
    """The ocean mat as printed: forage fish with their starting tokens (never changed)."""
    ocean = [Slot() for _ in range(N_SLOTS)]
    for forage in CATALOG.forage:
        slot = ocean[forage.slot]
        slot.fish.append(forage.fish.number)
        if forage.start_token == "egg":
            slot.egg = 1
        else:
            slot.young = 1
    return tuple(ocean)


_MAT = _mat()


def starting_ocean() -> list[Slot]:
    """An ocean mat at setup: forage fish printed on it with their starting tokens."""
    return [s.copy() for s in _MAT]


@dataclass(slots=True)
class NautomaState:
    """Nautoma's play area (RULES.md 11): no ocean, just tokens, fish and her decision deck."""

    difficulty: int
    ravel: int  # 0 = off, else Ravel strength X (2, 3 or 4)
    ravel_card: str | None
    eggs: int = 2
    young: int = 1
    schools: int = 0
    fish: list[int] = field(default_factory=list)
    markers: int = 0
    deck: list[str] = field(default_factory=list)  # decision cards, next card last
    set_aside: list[str] = field(default_factory=list)
    revealed: list[str] = field(default_factory=list)  # this week's played decision cards
    ravel_points: list[int] = field(default_factory=list)  # per week 1-3

    def copy(self) -> NautomaState:
        return NautomaState(
            self.difficulty, self.ravel, self.ravel_card, self.eggs, self.young, self.schools,
            self.fish[:], self.markers, self.deck[:], self.set_aside[:], self.revealed[:],
            self.ravel_points[:],
        )  # fmt: skip

    def to_dict(self) -> dict[str, Any]:
        return {
            "difficulty": self.difficulty, "ravel": self.ravel, "ravel_card": self.ravel_card,
            "eggs": self.eggs, "young": self.young, "schools": self.schools,
            "fish": self.fish[:], "markers": self.markers, "deck": self.deck[:],
            "set_aside": self.set_aside[:], "revealed": self.revealed[:],
            "ravel_points": self.ravel_points[:],
        }  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NautomaState:
        values: dict[str, Any] = {k: (list(v) if isinstance(v, list) else v) for k, v in d.items()}
        return cls(**values)


class PlayerState:
    """A seat: a person's ocean, hand, discard pile and divers; or Nautoma (``kind``)."""

    __slots__ = (
        "achievements", "bonuses", "bottoms", "discard", "divers", "hand", "kind", "name",
        "ocean", "seat",
    )  # fmt: skip

    def __init__(self, seat: int, name: str, kind: str = "human") -> None:
        self.seat = seat
        self.name = name
        self.kind = kind  # "human" or "nautoma"
        self.ocean: list[Slot] = starting_ocean() if kind == "human" else []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.divers: list[str] = []  # this week's diver placements: "play" or a dive site
        self.bottoms: list[bool] = [False, False, False]  # bottom circles taken this week
        self.achievements: list[int] = []  # points per finished week 1-3
        self.bonuses: list[int] = []  # +3 bonuses per finished week 1-3

    @property
    def is_nautoma(self) -> bool:
        return self.kind == "nautoma"

    def copy(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.seat, p.name, p.kind = self.seat, self.name, self.kind
        p.ocean = [s.copy() for s in self.ocean]
        p.hand = self.hand[:]
        p.discard = self.discard[:]
        p.divers = self.divers[:]
        p.bottoms = self.bottoms[:]
        p.achievements = self.achievements[:]
        p.bonuses = self.bonuses[:]
        return p

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "name": self.name, "kind": self.kind,
            "ocean": [s.to_dict() for s in self.ocean], "hand": self.hand[:],
            "discard": self.discard[:], "divers": self.divers[:], "bottoms": self.bottoms[:],
            "achievements": self.achievements[:], "bonuses": self.bonuses[:],
        }  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlayerState:
        p = cls.__new__(cls)
        p.seat, p.name, p.kind = d["seat"], d["name"], d["kind"]
        p.ocean = [Slot.from_dict(s) for s in d["ocean"]]
        p.hand = list(d["hand"])
        p.discard = list(d["discard"])
        p.divers = list(d["divers"])
        p.bottoms = list(d["bottoms"])
        p.achievements = list(d["achievements"])
        p.bonuses = list(d["bonuses"])
        return p

    # Counting helpers used by costs, achievements and scoring ---------------------------------

    def count(self, token: str) -> int:
        """Total eggs, young or schools in this ocean."""
        # Plain loops over the slots: about twice as quick on Python 3.11 as sum(map(...))
        # with an attrgetter, and costs are counted at most options of a playout.
        n = 0
        if token == "egg":
            for s in self.ocean:
                n += s.egg
        elif token == "young":
            for s in self.ocean:
                n += s.young
        elif token == "school":
            for s in self.ocean:
                n += s.school
        else:
            raise ValueError(f"not a token: {token!r}")
        return n

    def visible_fish(self) -> list[tuple[int, int]]:
        """(slot, fish number) for every visible fish, cards and forage, in slot order."""
        return [(i, s.fish[-1]) for i, s in enumerate(self.ocean) if s.fish]
