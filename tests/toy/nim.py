"""A toy third game for the app: the core's one-heap Nim (`tests/core/nim.py`: two seats take
1-3 stones in turn and say done; whoever takes the last stone wins), made a whole game of the
app: a setup with the seats' names, a position text, the summary a list of saves shows, its
outcome in words, a computer player and the record that registers it (`REGISTRATION`).
Its frontend, the adapter, is `tests/toy/front.py`. Nothing here is Finspan's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from finspan.core import MatchSummary, Option
from finspan.core.position import PositionError, get_int, read_toml
from finspan.core.protocol import GameDefinition
from finspan.games import Part, Registration
from tests.core.nim import FAMILY, Done, Nim, NimTask, Take


@dataclass(frozen=True)
class NimSetup:
    """The two seats' names."""

    names: tuple[str, str] = ("Ann", "Bo")

    def to_dict(self) -> dict[str, Any]:
        return {"names": list(self.names)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NimSetup:
        return cls(tuple(d["names"]))  # type: ignore[arg-type]


class NimSetupModel(BaseModel):
    """How a file keeps a Nim setup."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    names: Annotated[list[Annotated[str, Field(min_length=1, max_length=40)]],
                     Field(min_length=2, max_length=2)]  # fmt: skip


@dataclass(frozen=True)
class NimOutcome:
    winners: tuple[int, ...]
    verdict: str


class ToyNim(Nim):
    """Nim with named seats, written and read back whole."""

    def __init__(self, setup: NimSetup, seed: int, heap: int | None = None) -> None:
        super().__init__(0, seed)
        self.setup = setup  # type: ignore[assignment]
        if heap is not None:  # a position: this heap, the first seat to take
            self.heap, self._decision = heap, None

    def seat_name(self, seat: int) -> str:
        return self.setup.names[seat]  # type: ignore[attr-defined,no-any-return]

    def public_state(self) -> int:
        return self.heap

    def outcome(self) -> NimOutcome:  # type: ignore[override]
        if not self.is_over:
            return NimOutcome((), "The game goes on.")
        return NimOutcome((self.winner,), f"{self.seat_name(self.winner)} took the last stone "
                                          "and wins.")  # fmt: skip

    def clone(self) -> ToyNim:
        g = ToyNim.__new__(ToyNim)
        g.__dict__.update(self.__dict__)
        g.stack = [t.copy() for t in self.stack]
        g.history = self.history[:]
        return g

    def to_dict(self) -> dict[str, Any]:
        return {"setup": self.setup.to_dict(), "seed": self.seed, "heap": self.heap,  # type: ignore[attr-defined]
                "seat": self.seat, "winner": self.winner, "history": list(self.history),
                "origin": self.origin, "stack": [t.to_dict() for t in self.stack]}  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ToyNim:
        g = cls(NimSetup.from_dict(d["setup"]), d["seed"])
        g.heap, g.seat, g.winner = d["heap"], d["seat"], d["winner"]
        g.history, g.origin = list(d["history"]), d["origin"]
        g.stack = [NimTask.from_dict(t) for t in d["stack"]]
        g._decision = None
        return g


def load_position(text: str) -> ToyNim:
    """``heap = N`` (1-20): a game at that heap, the first seat to take."""
    data = read_toml(text, 1000)
    if data.get("format", "nim-position/1") != "nim-position/1":
        raise PositionError("format", "must be 'nim-position/1'")
    heap = get_int(data, "heap", "", 1, 20)
    game = ToyNim(NimSetup(), 0, heap)
    game.origin = text
    return game


def position_text(game: ToyNim) -> str:
    return f'format = "nim-position/1"\nheap = {game.heap}\n'


def summarize(game: ToyNim) -> MatchSummary:
    d = game.decision
    return MatchSummary(
        mode="2 players", players=tuple(game.setup.names),  # type: ignore[attr-defined]
        progress=f"{game.heap} stones left", phase="over" if game.is_over else "play",
        scores=(), animals_left=None, to_play=None if d is None else d.player,
        winners=(game.winner,) if game.is_over else None,
    )  # fmt: skip


NIM = GameDefinition(
    name="nim", title="Nim", rules_version=1,
    new_game=lambda setup, seed: ToyNim(setup, seed), load_position=load_position,
    position_text=position_text, setup_from_dict=NimSetup.from_dict,
    game_from_dict=ToyNim.from_dict, options=FAMILY, summarize=summarize,
)  # fmt: skip


class NimPlayers:
    """Its computer player: leave a multiple of four stones when it can."""

    def choose(self, game: ToyNim, level: str, seed: int, budget: int | None = None,
               seconds: float | None = None, clock: Any = None) -> Option:  # fmt: skip
        d = game.decision
        assert d is not None
        takes = [o for o in d.options if isinstance(o, Take)]
        best = [o for o in takes if (game.heap - o.count) % 4 == 0]
        return (best or takes or [Done()])[0]

    def hint(self, game: ToyNim, seed: int, budget: int | None = None,
             seconds: float | None = None, clock: Any = None) -> Any:  # fmt: skip
        option = self.choose(game, "hard", seed)
        return NimHint(option, (option,), "it leaves a multiple of four stones")


@dataclass(frozen=True)
class NimHint:
    option: Option
    top: tuple[Option, ...]
    reason: str


REGISTRATION = Registration(
    name="nim", title="Nim", menu_words="Nim", tagline="A toy game: take the last stone",
    definition=Part(NIM), setup_model=Part(NimSetupModel), front=Part("tests.toy.front:FRONT"),
    players=Part(NimPlayers()),
)  # fmt: skip
