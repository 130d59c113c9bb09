"""Game setup options: the seats, the achievement board side, variants and the solo opponent.

A `Setup` plus a seed fully determines a new game; with the list of chosen options it
reproduces the whole game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DIVER_COLOURS: tuple[str, ...] = ("red", "yellow", "teal", "white", "orange")


class SetupError(ValueError):
    """The setup is not a valid game; the message says which option and why."""


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    kind: str = "human"  # "human" or "nautoma"
    colour: str = ""


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything chosen before the first turn.

    ``difficulty`` (1-5) and ``ravel`` (0 = off, or strength 2, 3, 4) apply to a solo game,
    which has exactly one human seat followed by one Nautoma seat. ``keep_one_card`` is the
    official variant of the empty fish deck (RULES.md 9). ``first_player`` None = random.
    """

    seats: tuple[Seat, ...]
    board: str = "A"
    keep_one_card: bool = False
    difficulty: int = 0
    ravel: int = 0
    first_player: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        n = len(self.seats)
        if not 1 <= n <= 5:
            raise SetupError(f"a game has 1 to 5 seats, not {n}")
        if self.board not in ("A", "B"):
            raise SetupError(f"the achievement board side is A or B, not {self.board!r}")
        kinds = [s.kind for s in self.seats]
        for k in kinds:
            if k not in ("human", "nautoma"):
                raise SetupError(f"a seat is 'human' or 'nautoma', not {k!r}")
        if "nautoma" in kinds:
            if kinds != ["human", "nautoma"]:
                raise SetupError("a solo game has one human seat followed by the Nautoma seat")
            if not 1 <= self.difficulty <= 5:
                raise SetupError(f"Nautoma's difficulty is 1 to 5, not {self.difficulty}")
            if self.ravel not in (0, 2, 3, 4):
                raise SetupError(f"Ravel strength is 2, 3 or 4 (or 0 for off), not {self.ravel}")
        elif self.difficulty or self.ravel:
            raise SetupError("difficulty and Ravel mode need a Nautoma seat")
        if self.first_player is not None and not 0 <= self.first_player < n:
            raise SetupError(f"first player must be a seat 0..{n - 1}")
        names = [s.name for s in self.seats]
        if any(not name.strip() for name in names):
            raise SetupError("every seat needs a name")

    @property
    def solo(self) -> bool:
        return any(s.kind == "nautoma" for s in self.seats)

    @classmethod
    def multiplayer(cls, n_players: int, board: str = "A", **kw: Any) -> Setup:
        """A hot-seat game for ``n_players`` people named Player 1..N."""
        seats = tuple(
            Seat(f"Player {i + 1}", "human", DIVER_COLOURS[i % len(DIVER_COLOURS)])
            for i in range(n_players)
        )
        return cls(seats, board=board, **kw)

    @classmethod
    def solo_game(
        cls, difficulty: int, ravel: int = 0, board: str = "A", name: str = "Player", **kw: Any
    ) -> Setup:
        seats = (Seat(name, "human", DIVER_COLOURS[0]), Seat("Nautoma", "nautoma", "steel"))
        return cls(seats, board=board, difficulty=difficulty, ravel=ravel, **kw)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [{"name": s.name, "kind": s.kind, "colour": s.colour} for s in self.seats],
            "board": self.board,
            "keep_one_card": self.keep_one_card,
            "difficulty": self.difficulty,
            "ravel": self.ravel,
            "first_player": self.first_player,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Setup:
        try:
            seats = tuple(
                Seat(s["name"], s.get("kind", "human"), s.get("colour", "")) for s in d["seats"]
            )
            return cls(
                seats,
                board=d.get("board", "A"),
                keep_one_card=bool(d.get("keep_one_card", False)),
                difficulty=int(d.get("difficulty", 0)),
                ravel=int(d.get("ravel", 0)),
                first_player=d.get("first_player"),
            )
        except (KeyError, TypeError) as exc:
            raise SetupError(f"setup is missing or has a bad field: {exc}") from None
