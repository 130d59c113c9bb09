"""Fish'n'Flip's New game choices as plain values, and the engine setup they make.

Owns `FlipChoices` (what the setup screen shows and remembers: the mode, the seats and who
plays each, the animals on their tiles or at random, the cooperative waste, the competitive
common powers and clock), `build` (the ``finspan.flip.Setup`` and each seat's controller for
the table) and the words the screen says about a choice. Pure: no pygame, no scene; the
rules' numbers come from ``finspan.flip`` (FLIP-RULES.md 3 and 9).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field, fields
from itertools import combinations
from typing import Any

from finspan.flip import PROVISIONAL, AnimalType, Difficulty, Mode, Setup, SetupError, WasteKind

from ..shell.computers import COMPUTER_NAMES, LEVELS, PERSON, default_name

COOP = Mode.COOP.value
COMPETITIVE = Mode.COMPETITIVE.value
MAX_SEATS = 5
#: The fewest seats of each mode (FLIP-RULES.md 3 and 9: 1 to 5 together, 2 to 5 bidding).
FEWEST: dict[str, int] = {COOP: 1, COMPETITIVE: 2}
#: A computer teammate's controller: in the cooperative game it plays the search's best
#: (there is no opponent to go easy on), so it is the Hard player.
TEAMMATE = "hard"
#: Who may play a seat in each mode.
CONTROLLERS: dict[str, tuple[str, ...]] = {COOP: (PERSON, TEAMMATE),
                                           COMPETITIVE: (PERSON, *LEVELS)}  # fmt: skip
CONTROLLER_WORDS: dict[str, dict[str, str]] = {
    COOP: {PERSON: "a person", TEAMMATE: "computer teammate"},
    COMPETITIVE: {PERSON: "a person", "easy": "Easy bidder", "medium": "Medium bidder",
                  "hard": "Hard bidder"},
}  # fmt: skip
#: The animals shown on their tiles before any is chosen (the rules' suggestion for a first
#: game: the four powers that only flip).
FIRST_ANIMALS: tuple[str, ...] = ("dolphin", "octopus", "whale", "shark")
RANDOM = "random"


def person_name(seat: int) -> str:
    return f"Player {seat + 1}"


def computer_name(seat: int, mode: str, controller: str) -> str:
    """A computer seat's default name: a teammate is "Coral (teammate)", a bidder "Coral
    (Hard)" (as at Finspan's table)."""
    if mode == COOP:
        return f"{COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]} (teammate)"
    return default_name(seat, controller)


def is_default_name(name: str, seat: int) -> bool:
    """Whether ``name`` is one this screen gave ``seat`` (so a change of player renames it)."""
    given = {person_name(seat)} | {computer_name(seat, m, c)
                                   for m in (COOP, COMPETITIVE) for c in LEVELS}  # fmt: skip
    return name in given


def pair_value(pair: tuple[str, str]) -> str:
    return "+".join(pair)


def common_options(animals: list[str]) -> list[tuple[str, str]]:
    """The common-power choice's options for the chosen ``animals``: at random, or each pair
    of them (FLIP-RULES.md 9: 2 of the 4 animals' powers)."""
    options = [(RANDOM, "drawn at random")]
    if len(animals) == 4:
        options += [(pair_value(p), f"{p[0]} + {p[1]}") for p in combinations(animals, 2)]
    return options


@dataclass
class FlipChoices:
    """Everything the Fish'n'Flip setup screen shows (the seed aside). ``names`` and
    ``controllers`` hold all 5 seats; the first ``players`` are in play."""

    mode: str = COOP
    players: int = 1
    names: list[str] = field(default_factory=lambda: [person_name(i) for i in range(MAX_SEATS)])
    controllers: list[str] = field(default_factory=lambda: [PERSON] * MAX_SEATS)
    random_animals: bool = True
    animals: list[str] = field(default_factory=lambda: list(FIRST_ANIMALS))
    difficulty: str = Difficulty.NORMAL.value
    advanced: bool = False
    common: str = RANDOM
    clock: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, d: dict[str, Any] | None) -> FlipChoices:
        """Choices remembered by `to_dict`; a value no longer valid keeps its default."""
        out = cls()
        for f in fields(cls):
            if d and f.name in d and type(d[f.name]) is type(getattr(out, f.name)):
                setattr(out, f.name, d[f.name])
        with contextlib.suppress(ValueError):
            out.check()
            return out
        return cls()

    def check(self) -> None:
        """ValueError unless every value is one the screen offers."""
        if self.mode not in FEWEST or not FEWEST[self.mode] <= self.players <= MAX_SEATS:
            raise ValueError("mode or players")
        if len(self.names) != MAX_SEATS or len(self.controllers) != MAX_SEATS:
            raise ValueError("seats")
        if not all(isinstance(n, str) for n in self.names):
            raise ValueError("names")
        if any(c not in (PERSON, *LEVELS) for c in self.controllers):
            raise ValueError("controllers")
        animals = set(AnimalType)
        if len(set(self.animals)) > 4 or not set(self.animals) <= animals:
            raise ValueError("animals")
        if self.difficulty not in set(Difficulty):
            raise ValueError("difficulty")
        if self.common not in {v for v, _ in common_options(self.animals)}:
            raise ValueError("common powers")

    def controller(self, seat: int) -> str:
        """Who plays ``seat`` in this mode (a level offered only in the other mode reads as
        this mode's computer)."""
        c = self.controllers[seat]
        return c if c in CONTROLLERS[self.mode] else (PERSON if c == PERSON else TEAMMATE)


def errors(choices: FlipChoices) -> dict[str, str]:
    """Problems that keep the game from starting, by field: ``animals``, ``seats``."""
    out: dict[str, str] = {}
    if not choices.random_animals and len(choices.animals) != 4:
        chosen = len(choices.animals)
        out["animals"] = f"Choose 4 animals ({chosen} chosen), or draw them at random."
    played = [choices.controller(i) for i in range(choices.players)]
    if PERSON not in played:
        out["seats"] = "At least one seat is a person."
    return out


def build(choices: FlipChoices) -> tuple[Setup, list[str]]:
    """The engine setup of ``choices`` and each seat's controller (for the table's
    `TablePrefs`). Raises ``finspan.flip.SetupError`` (a ValueError) for invalid choices;
    names are taken with single spaces."""
    n = choices.players
    names = tuple(" ".join(choices.names[i].split()) for i in range(n))
    try:
        animals = None if choices.random_animals else tuple(map(AnimalType, choices.animals))
        common = None
        if animals is not None and choices.common != RANDOM:
            common = tuple(map(AnimalType, choices.common.split("+")))
        difficulty = Difficulty(choices.difficulty)
    except ValueError as exc:  # not an animal or a difficulty: as the engine would say
        raise SetupError(str(exc)) from None
    controllers = [choices.controller(i) for i in range(n)]
    if choices.mode == COOP:
        setup = Setup(Mode.COOP, names, animals=animals, difficulty=difficulty,
                      advanced=choices.advanced)  # fmt: skip
    else:
        setup = Setup(Mode.COMPETITIVE, names, animals=animals, common_powers=common,
                      clock=choices.clock)  # fmt: skip
    return setup, controllers


def waste_words(difficulty: str, advanced: bool) -> str:
    """What the waste choice puts in the net: "4 plastic", "3 plastic, 2 metal, 1 oil"."""
    mix = PROVISIONAL.waste_mix(difficulty, advanced)
    return ", ".join(f"{n} {w.value}" for w in WasteKind if (n := mix.get(w, 0)))


def summary(choices: FlipChoices) -> str:
    """One line describing the game the Start button begins."""
    n = choices.players
    computers = sum(1 for i in range(n) if choices.controller(i) != PERSON)
    people = n - computers
    who = f"{people} {'person' if people == 1 else 'people'}"
    if choices.mode == COOP:
        if computers:
            who += f" and {computers} computer teammate{'s' * (computers != 1)}"
        level = f"{choices.difficulty}{', advanced' if choices.advanced else ''}"
        return f"Together: {who} freeing the animals from the net ({level} waste)."
    if computers:
        who += f" against {computers} computer bidder{'s' * (computers != 1)}"
    clock = "on the 60-second clock" if choices.clock else "with no clock"
    return f"Bidding: {who}, {clock}."
