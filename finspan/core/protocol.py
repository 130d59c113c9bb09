"""What every game offers game-neutral code (saves, replays, undo, the app, computer players).

Modelled on OpenSpiel's game/state split: a `GameDefinition` (OpenSpiel's *game*) is one
value per game, registered by name in `finspan.games`, that starts, loads and describes
matches; a `GameState` (OpenSpiel's *state*) is one match in progress, driven through its
one door (``decision`` and ``apply``). Nothing here knows a game's rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .decision import Decision
from .events import Event
from .options import Option, OptionFamily


class GameSetup(Protocol):
    """Everything chosen before the first turn; JSON-ready through `to_dict`."""

    def to_dict(self) -> dict[str, Any]: ...


class GameState(Protocol):
    """A match in progress: the one door and what may be read of it.

    ``history`` holds the texts of the options applied, in order; ``start_events`` the
    events of the deal; ``origin`` the position text it began at (None for a dealt game).
    """

    OPTIONS: ClassVar[OptionFamily]
    seed: int
    history: list[str]
    origin: str | None
    start_events: list[Event]

    @property
    def setup(self) -> Any: ...

    @property
    def decision(self) -> Decision | None: ...

    @property
    def is_over(self) -> bool: ...

    def apply(self, option: Option | str) -> list[Event]: ...

    def public_state(self) -> Any: ...

    def outcome(self) -> Any: ...

    def clone(self) -> Self: ...

    def to_dict(self) -> dict[str, Any]: ...


def decisions_with_a_choice(game: GameState) -> Iterator[Decision]:
    """The pending decisions of ``game`` that have a choice, one at a time until it is over;
    a decision with one option is taken at once. The caller applies an option to each
    decision yielded (else the same decision comes again)."""
    while not game.is_over:
        d = game.decision
        assert d is not None
        if len(d.options) == 1:
            game.apply(d.options[0])
        else:
            yield d


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """A match as a list of saved games shows it, in game-neutral words.

    ``mode``: the game's mode in words (``"3 players"``, ``"cooperative, 2 players,
    difficult"``); ``players``: the seats' names; ``progress``: how far it has gone
    (``"week 2 of 4"``, ``"turn 12 · 20 cards in the pile"``); ``phase``: ``"play"``,
    ``"game_end"`` (the end is triggered: the last turns) or ``"over"``; ``scores``: each
    seat's points as they stand (empty where the game scores otherwise); ``animals_left``:
    a cooperative game's count (None elsewhere, or once lost); ``to_play``: the seat whose
    decision is pending (None once over); ``winners``: seats, once over (a cooperative game
    lost: none). ``details``: the game's own fields kept for older readers (Finspan's
    ``board`` and ``week``), plain JSON values.
    """

    mode: str
    players: tuple[str, ...]
    progress: str
    phase: str
    scores: tuple[int, ...]
    animals_left: int | None
    to_play: int | None
    winners: tuple[int, ...] | None
    details: dict[str, Any] = field(default_factory=dict)


S = TypeVar("S", bound=GameSetup)
G = TypeVar("G", bound=GameState)


@dataclass(frozen=True, eq=False)
class GameDefinition(Generic[S, G]):
    """One game: its name in files (``finspan``, ``flip``), its title for players, the
    version of its rules (bumped when a recorded game could end differently), and how to
    deal, load, write, read and summarise its matches and options."""

    name: str
    title: str
    rules_version: int
    new_game: Callable[[S, int], G]
    load_position: Callable[[str], G]
    position_text: Callable[[G], str]
    setup_from_dict: Callable[[dict[str, Any]], S]
    game_from_dict: Callable[[dict[str, Any]], G]
    options: OptionFamily
    #: The match in words for a list of saved games (`MatchSummary`).
    summarize: Callable[[G], MatchSummary]

    def start(self, setup: S, seed: int, origin: str | None = None) -> G:
        """The start of a match: dealt from ``setup`` and ``seed``, or the position
        ``origin`` if given (raises `PositionError` if it is not a valid position)."""
        if origin is None:
            return self.new_game(setup, seed)
        return self.load_position(origin)

    def restart(self, game: G) -> G:
        """A new match at ``game``'s start; applying its ``history`` reproduces ``game``."""
        return self.start(game.setup, game.seed, game.origin)

    def parse_option(self, text: str) -> Option:
        """The option written ``text`` (raises `OptionSyntaxError`)."""
        return self.options.parse(text)
