"""What is chosen before a game of Fish'n'Flip starts: the mode, the seats, the animals, the
cooperative difficulty and advanced option, the competitive common powers and clock, and the
start player. A `Setup` and a seed determine a new game; with the list of chosen options
they reproduce the whole game. Nothing here deals or reads the data file's values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .kinds import AnimalType, Difficulty, Mode

#: A seat's name is at most this long (a screen shows it, an option names it).
MAX_NAME = 40


class SetupError(ValueError):
    """The setup is not a valid game; the message says which choice and why."""


def _animals(value: Any, what: str, count: int) -> tuple[AnimalType, ...] | None:
    if value is None:
        return None
    try:
        animals = tuple(AnimalType(a) for a in value)
    except (TypeError, ValueError):
        known = ", ".join(AnimalType)
        raise SetupError(f"{what}: each is one of {known}, not {value!r}") from None
    if len(animals) != count or len(set(animals)) != count:
        raise SetupError(f"{what}: {count} different animals, not {len(animals)}")
    return animals


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything chosen before the first turn.

    ``names``: the seats in turn order, 1-5 in the cooperative game, 2-5 in the competitive
    one; each name printable, unique, without leading, trailing or double spaces (an option
    names an opponent). ``animals``: the 4 animals in play (None: drawn at random).
    Cooperative: ``difficulty`` and ``advanced`` (metal and oil; rays group at a distance).
    Competitive: ``common_powers``, 2 of the animals (None: drawn at random), and ``clock``,
    whether the bidding runs on the 60-second clock (the table keeps the time; the engine
    only records the choice). ``start_player``: a seat, or None to draw it at random.
    """

    mode: Mode = Mode.COOP
    names: tuple[str, ...] = ("Player 1",)
    animals: tuple[AnimalType, ...] | None = None
    difficulty: Difficulty = Difficulty.NORMAL
    advanced: bool = False
    common_powers: tuple[AnimalType, ...] | None = None
    clock: bool = False
    start_player: int | None = None

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        try:
            set_(self, "mode", Mode(self.mode))
            set_(self, "difficulty", Difficulty(self.difficulty))
        except ValueError as exc:
            raise SetupError(str(exc)) from None
        if not isinstance(self.names, tuple):
            set_(self, "names", tuple(self.names))
        set_(self, "animals", _animals(self.animals, "animals", 4))
        set_(self, "common_powers", _animals(self.common_powers, "common powers", 2))
        n = len(self.names)
        lo = 1 if self.mode is Mode.COOP else 2
        if not lo <= n <= 5:
            raise SetupError(f"the {self.mode} game has {lo} to 5 seats, not {n}")
        for name in self.names:
            if not isinstance(name, str) or not name or " ".join(name.split()) != name:
                raise SetupError(
                    f"a seat's name has words with single spaces between them: {name!r}"
                )
            if len(name) > MAX_NAME or not name.isprintable():
                raise SetupError(f"a seat's name is at most {MAX_NAME} printable characters")
        if len({name.casefold() for name in self.names}) != n:
            raise SetupError("two seats have the same name")
        if self.mode is Mode.COOP:
            if self.common_powers is not None or self.clock:
                raise SetupError("common powers and the clock are the competitive game's")
        elif self.advanced or self.difficulty is not Difficulty.NORMAL:
            raise SetupError("difficulty and the advanced option are the cooperative game's")
        if (
            self.common_powers is not None and self.animals is not None
            and not set(self.common_powers) <= set(self.animals)
        ):  # fmt: skip
            raise SetupError("the common powers are 2 of the 4 animals in play")
        if self.start_player is not None and not (
            type(self.start_player) is int and 0 <= self.start_player < n
        ):
            raise SetupError(f"the start player is a seat 0..{n - 1}, not {self.start_player!r}")

    @property
    def coop(self) -> bool:
        return self.mode is Mode.COOP

    @classmethod
    def cooperative(cls, players: int = 1, **kw: Any) -> Setup:
        """A cooperative game for ``players`` seats named Player 1..N."""
        return cls(Mode.COOP, tuple(f"Player {i + 1}" for i in range(players)), **kw)

    @classmethod
    def competitive(cls, players: int = 2, **kw: Any) -> Setup:
        """A competitive game for ``players`` seats named Player 1..N."""
        return cls(Mode.COMPETITIVE, tuple(f"Player {i + 1}" for i in range(players)), **kw)

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode.value,
            "names": list(self.names),
            "animals": None if self.animals is None else [a.value for a in self.animals],
            "difficulty": self.difficulty.value,
            "advanced": self.advanced,
            "common_powers": (
                None if self.common_powers is None else [a.value for a in self.common_powers]
            ),
            "clock": self.clock,
            "start_player": self.start_player,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Setup:
        """The setup `to_dict` wrote. Raises `SetupError`."""
        try:
            advanced, clock = d.get("advanced", False), d.get("clock", False)
            if not isinstance(advanced, bool) or not isinstance(clock, bool):
                raise SetupError("advanced and clock are true or false")
            return cls(
                mode=d["mode"],
                names=tuple(d["names"]),
                animals=d.get("animals"),
                difficulty=d.get("difficulty", "normal"),
                advanced=advanced,
                common_powers=d.get("common_powers"),
                clock=clock,
                start_player=d.get("start_player"),
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise SetupError(f"setup is missing or has a bad field: {exc}") from None
