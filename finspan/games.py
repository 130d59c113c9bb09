"""The app's games, by the name their files carry: ``finspan`` and ``flip`` (Fish'n'Flip).
Like OpenSpiel's ``load_game(name)``: game-neutral code (saves, replays, the app, computer
players) asks here for a game's `GameDefinition` and never imports a game's
engine by name. Each definition is imported on first use; so are each game's computer
players (`game_players`) and post-game review (`game_review`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # the core is imported with the first game, not at start-up
    from .core.protocol import GameDefinition

#: Each game's name -> the module and name of its `GameDefinition`.
_DEFINITIONS: dict[str, tuple[str, str]] = {
    "finspan": ("finspan.engine", "FINSPAN"),
    "flip": ("finspan.flip", "FLIP"),
}

#: The games' names, in the order the app offers them.
GAME_NAMES: tuple[str, ...] = tuple(_DEFINITIONS)


class UnknownGame(ValueError):
    """No game of the app has this name."""


def game_name_of(thing: Any) -> str:
    """The name of the game a match or a setup belongs to (``finspan``, ``flip``): the game
    whose definition reads the match's options, or reads back that kind of setup. Raises
    `UnknownGame` for anything else."""
    for name in GAME_NAMES:
        definition = game_definition(name)
        if getattr(thing, "OPTIONS", None) is definition.options:
            return name
        if getattr(definition.setup_from_dict, "__self__", None) is type(thing):
            return name
    raise UnknownGame(f"{type(thing).__name__} is not a match or setup of the app's games")


def game_definition(name: str) -> GameDefinition[Any, Any]:
    """The definition of the game named ``name``. Raises `UnknownGame`."""
    try:
        module, attr = _DEFINITIONS[name]
    except (KeyError, TypeError):
        known = ", ".join(GAME_NAMES)
        raise UnknownGame(f"no game named {str(name)[:40]!r} (the games are: {known})") from None
    definition: GameDefinition[Any, Any] = getattr(import_module(module), attr)
    return definition


# --- Computer players -------------------------------------------------------------------------


class HintLike(Protocol):
    """What a game's hint gives: the option to choose, the top choices, and why in words."""

    @property
    def option(self) -> Any: ...

    @property
    def top(self) -> tuple[Any, ...]: ...

    @property
    def reason(self) -> str: ...


class GamePlayers(Protocol):
    """A game's computer players, as the app's worker calls them. ``budget`` is the game's
    own measure of effort (None: its default); with ``seconds`` a ``clock`` is needed. A
    game may also say how its players search at the table: ``in_play(level)`` gives a budget
    and seconds (without it, the defaults)."""

    def choose(
        self, game: Any, level: str, seed: int, budget: int | None = None,
        seconds: float | None = None, clock: Callable[[], float] | None = None,
    ) -> Any: ...  # fmt: skip

    def hint(
        self, game: Any, seed: int, budget: int | None = None, seconds: float | None = None,
        clock: Callable[[], float] | None = None,
    ) -> HintLike: ...  # fmt: skip


class FinspanPlayers:
    """Finspan's computer players (`finspan.ai`) behind the `GamePlayers` calls."""

    def choose(
        self, game: Any, level: str, seed: int, budget: int | None = None,
        seconds: float | None = None, clock: Callable[[], float] | None = None,
    ) -> Any:  # fmt: skip
        from .ai import DEFAULT_BUDGET, ComputerPlayer

        player = ComputerPlayer(level, seed, budget or DEFAULT_BUDGET, seconds, clock)
        return player.choose(game)

    def hint(
        self, game: Any, seed: int, budget: int | None = None, seconds: float | None = None,
        clock: Callable[[], float] | None = None,
    ) -> HintLike:  # fmt: skip
        from .ai import DEFAULT_BUDGET, hint

        return hint(game, seed, budget or DEFAULT_BUDGET, seconds, clock)

    def in_play(self, level: str) -> tuple[int | None, float | None]:
        """At the table: at most the play budget of playouts, within the level's seconds."""
        from .ai import PLAY_BUDGET, SECONDS

        return PLAY_BUDGET, SECONDS[level]


#: Each game's name -> the module of its computer players and the object in it that answers
#: the `GamePlayers` calls ("" for the module itself). Imported on first use.
_PLAYERS: dict[str, tuple[str, str]] = {
    "finspan": (__name__, "FINSPAN_PLAYERS"),
    "flip": ("finspan.flip_ai", ""),
}
FINSPAN_PLAYERS = FinspanPlayers()


def game_players(name: str) -> GamePlayers:
    """The computer players of the game named ``name``: ``choose(game, level, seed, budget,
    seconds, clock)`` and ``hint(game, seed, budget, seconds, clock)``. Raises
    `UnknownGame`."""
    game_definition(name)  # an unknown name fails as it does there
    module, attr = _PLAYERS[name]
    found = import_module(module)
    players: GamePlayers = getattr(found, attr) if attr else found
    return players


# --- Post-game reviews ------------------------------------------------------------------------


class GameReview(Protocol):
    """A game's post-game review, as the app's review job calls it: the seats it can follow,
    its budget by default (the game's own measure of effort), how many steps (decisions,
    turns, bids) it weighs for a seat, the steps one at a time (``share`` (k, n): the k-th
    of every n, for one of n processes; each step has the ``index`` of its place in the
    game's history and is picklable), and the review made of all of them. None of them
    changes the game; each raises ValueError for a seat it cannot follow."""

    def reviewable_seats(self, game: Any) -> list[int]: ...

    def default_budget(self, game: Any) -> int: ...

    def decisions_of(self, game: Any, seat: int) -> int: ...

    def review_steps(
        self, game: Any, seat: int, budget: int, seed: int = 0,
        share: tuple[int, int] = (0, 1),
    ) -> Iterator[Any]: ...  # fmt: skip

    def review_from(
        self, game: Any, seat: int, budget: int, seed: int, steps: Sequence[Any]
    ) -> Any: ...


#: Each game's name -> the module of its post-game review (its functions answer the
#: `GameReview` calls). Imported on first use.
_REVIEWS: dict[str, str] = {
    "finspan": "finspan.ai.review",
    "flip": "finspan.flip_ai.review",
}


def game_review(name: str) -> GameReview:
    """The post-game review of the game named ``name`` (see `GameReview`). Raises
    `UnknownGame`."""
    game_definition(name)  # an unknown name fails as it does there
    found: Any = import_module(_REVIEWS[name])
    review: GameReview = found
    return review
