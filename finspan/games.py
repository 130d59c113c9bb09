"""The app's games: one registration per game, by the name its files carry.

Like OpenSpiel's ``load_game(name)`` and boardgame.io's ``Client({game, board})``: a game is
one record (`Registration`) of everything it brings: its rules, its computer players, how its
setup is kept in files, how a finished game is recorded, its post-game review, and its
frontend (its
setup screen, table, end screen, replay viewer, rules book, encyclopedia, statistics view and
sounds). Game-neutral code (the saves, the statistics, the app, the shell, the shared
screens, the computer players' worker) asks here and never names a game.

Each part of a registration is loaded on first use (a `Part` names a module and an
attribute), so that start-up pays for none of them. The built-in games are Finspan and
Fish'n'Flip; `register` adds another (the tests register a toy game, `tests/toy`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

if TYPE_CHECKING:  # the core is imported with the first game, not at start-up
    from .core.protocol import GameDefinition

T = TypeVar("T")


class UnknownGame(ValueError):
    """No game of the app has this name."""


@dataclass(frozen=True)
class Part(Generic[T]):
    """A part of a game, loaded on first use: ``"module:attribute"`` (``"module:"`` for the
    module itself), or the object itself."""

    where: str | T

    def get(self) -> T:
        if not isinstance(self.where, str):
            return self.where
        module, _, attr = self.where.partition(":")
        found: Any = import_module(module)
        part: T = getattr(found, attr) if attr else found
        return part


@dataclass(frozen=True)
class Registration:
    """One game of the app.

    ``name``: in files and on the command line; ``title``: for players; ``menu_words`` and
    ``tagline``: its button on the title and the button's help. ``definition``: the rules
    (`GameDefinition`); ``players``: its computer players and hint (`GamePlayers`), None for
    a game without any; ``setup_model``: the strict pydantic model its setup is read back
    with from a file; ``record``: records a finished game in its statistics
    (``record(game, controllers=..., hints=...)``, returning a message or None), None for the
    statistics every game has (`finspan.game_stats.record_basic`); ``review``: its post-game
    review (`GameReview`), None for a game without one, and ``review_model``: the strict
    pydantic model a replay file keeps it in; ``front``: its frontend
    (`finspan.frontend.kit.front.GameFront`), loaded only by the frontend."""

    name: str
    title: str
    menu_words: str
    tagline: str
    definition: Part[Any]
    setup_model: Part[Any]
    front: Part[Any]
    players: Part[Any] | None = None
    record: Part[Any] | None = None
    review: Part[Any] | None = None
    review_model: Part[Any] | None = None


_REGISTRY: dict[str, Registration] = {}


def register(registration: Registration) -> None:
    """Add a game (a name already taken is refused: ValueError)."""
    if registration.name in _REGISTRY:
        raise ValueError(f"a game named {registration.name!r} is already registered")
    _REGISTRY[registration.name] = registration


def unregister(name: str) -> None:
    """Remove a game added with `register` (nothing if there is none)."""
    _REGISTRY.pop(name, None)


@contextmanager
def registered(registration: Registration) -> Iterator[Registration]:
    """A game registered while inside (for tests and tools)."""
    register(registration)
    try:
        yield registration
    finally:
        unregister(registration.name)


def registrations() -> tuple[Registration, ...]:
    """Every game, in the order the app offers them."""
    return tuple(_REGISTRY.values())


def game_names() -> tuple[str, ...]:
    """The games' names, in the order the app offers them."""
    return tuple(_REGISTRY)


def registration(name: str) -> Registration:
    """The registration of the game named ``name``. Raises `UnknownGame`."""
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        known = ", ".join(_REGISTRY)
        raise UnknownGame(f"no game named {str(name)[:40]!r} (the games are: {known})") from None


def game_definition(name: str) -> GameDefinition[Any, Any]:
    """The definition of the game named ``name``. Raises `UnknownGame`."""
    definition: GameDefinition[Any, Any] = registration(name).definition.get()
    return definition


def game_name_of(thing: Any) -> str:
    """The name of the game a match or a setup belongs to: the game whose definition reads
    the match's options, or reads back that kind of setup. Raises `UnknownGame` for
    anything else."""
    for name in _REGISTRY:
        definition = game_definition(name)
        if getattr(thing, "OPTIONS", None) is definition.options:
            return name
        if getattr(definition.setup_from_dict, "__self__", None) is type(thing):
            return name
    raise UnknownGame(f"{type(thing).__name__} is not a match or setup of the app's games")


def registration_of(thing: Any) -> Registration:
    """The registration of the game a match or a setup belongs to (`game_name_of`)."""
    return registration(game_name_of(thing))


# --- What the parts are -----------------------------------------------------------------------


class HintLike(Protocol):
    """What a game's hint gives: the option to choose, the top choices, and why in words. A
    game's hint may also give ``plan``: the options of the whole turn from this decision, the
    option to choose first (the table lights each later one when its decision comes)."""

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


def game_players(name: str) -> GamePlayers:
    """The computer players of the game named ``name``. Raises `UnknownGame`, or
    `UnknownGame` too for a game without computer players."""
    players = registration(name).players
    if players is None:
        raise UnknownGame(f"{registration(name).title} has no computer players")
    found: GamePlayers = players.get()
    return found


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


def game_review(name: str) -> GameReview:
    """The post-game review of the game named ``name`` (see `GameReview`). Raises
    `UnknownGame` (for a game without one too)."""
    review = registration(name).review
    if review is None:
        raise UnknownGame(f"{registration(name).title} has no post-game review")
    found: GameReview = review.get()
    return found


# --- The app's games --------------------------------------------------------------------------

FINSPAN = Registration(
    name="finspan",
    title="Finspan",
    menu_words="New game",
    tagline="Finspan: solo, hot-seat or against computer players",
    definition=Part("finspan.engine:FINSPAN"),
    setup_model=Part("finspan.saves.models:SetupModel"),
    front=Part("finspan.frontend.finspan.front:FRONT"),
    players=Part("finspan.ai.seats:"),
    record=Part("finspan.stats:record_game"),
    review=Part("finspan.ai.review:"),
    review_model=Part("finspan.saves.models:ReviewModel"),
)
FLIP = Registration(
    name="flip",
    title="Fish'n'Flip",
    menu_words="Fish'n'Flip",
    tagline="The other game: free the animals from the net together, or bid for them",
    definition=Part("finspan.flip:FLIP"),
    setup_model=Part("finspan.saves.models:FlipSetupModel"),
    front=Part("finspan.frontend.flip.front:FRONT"),
    players=Part("finspan.flip_ai:"),
    record=Part("finspan.flip_stats:record_flip_game"),
    review=Part("finspan.flip_ai.review:"),
    review_model=Part("finspan.saves.models:FlipReviewModel"),
)
register(FINSPAN)
register(FLIP)


def load_any_position(text: str) -> Any:
    """A game from a position text of any game: the first game whose position format reads
    it. Raises the `PositionError` of the game that came closest (one whose format the text
    names, else the first game's) when none does."""
    from .core.position import PositionError

    errors: list[PositionError] = []
    for name in _REGISTRY:
        try:
            return game_definition(name).load_position(text)
        except PositionError as exc:
            errors.append(exc)
    named = [e for e in errors if getattr(e, "field", None) != "format"]
    raise (named or errors)[0]
