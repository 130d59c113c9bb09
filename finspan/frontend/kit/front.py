"""What a game brings to the frontend: `GameFront`, the ``front`` part of its registration
(`finspan.games.Registration`).

The shell, the app and the shared screens reach a game only through this record (the
navigator asks it for the game's rooms; the title, Load game and Statistics ask the
navigator), so that adding a game touches no shared screen. Every field is a function
called when the room is opened; a game that has no such room gives None, and the shared
screens leave it out (no encyclopedia button, no review).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ...games import Part

if TYPE_CHECKING:
    from argparse import Namespace

    from ..document import RulesBook
    from ..shell.prefs import TablePrefs
    from ..shell.scene import AppContext, Scene


class StatsView(Protocol):
    """One view of the Statistics screen (a game may have several: Finspan against Nautoma
    and hot-seat): a table of rows and the charts beside it, read from the game's own
    statistics file."""

    key: str
    label: str
    header: Sequence[str]
    widths: Sequence[float]
    aligns: Sequence[str]
    on_empty: str

    def load(self) -> str | None:
        """Read the statistics again; returns a message for the player (a repaired file,
        a file that cannot be read) or None. Never raises."""

    def rows(self) -> list[list[str]]: ...

    def heading(self) -> str: ...

    def has_games(self) -> bool: ...

    def draw_charts(self, surface: Any, area: Any, theme: Any) -> None:
        """The charts in ``area`` of ``surface`` (`finspan.frontend.ui.charts`)."""


class Sounds(Protocol):
    """A game's sound: the effects it plays (loaded at start) and which effect each engine
    event makes (None: silent)."""

    effects: tuple[str, ...]

    def for_event(self, event: object) -> str | None: ...


class AutoplayDriver(Protocol):
    """Chooses for the people's seats of a game at its table, through the real main loop
    (``finspan --autoplay``), and reads the end screen's verdict."""

    def act(self, app: Any) -> None: ...

    def result(self, app: Any) -> str | None: ...


def deferred(where: str) -> Callable[..., Any]:
    """A function that loads ``where`` ("module:name", as a registration's `Part`) when first
    called and calls it with its arguments: a game's rooms load when they open, so start-up
    pays for the title alone."""
    part: Part[Callable[..., Any]] = Part(where)

    def call(*args: Any) -> Any:
        return part.get()(*args)

    return call


@dataclass(frozen=True)
class GameFront:
    """One game's rooms and what the shared screens ask of it.

    ``setup``: its New game screen; ``table``: a game at its table (a `kit.table.KitTable`);
    ``final``: its end screen (`kit.final.FinalFrame`); ``replay``: its replay viewer;
    ``rules``: its How to play; ``encyclopedia``: its cards (``what`` is the game's own key
    of a page, e.g. a Finspan fish's number); ``stats``: its views on the Statistics screen;
    ``sounds``; ``reviewable``: the seats of a finished replay a post-game review may follow
    (None: the game has no review); ``review``: opens the review of one seat of a replay.

    For the command line: ``setup_from_args`` and ``prefs_from_args`` (``--players``,
    ``--computers`` and the game's own flags), ``autoplay`` (a driver for ``--autoplay``) and
    ``screenshot`` (puts the game's own screen named ``scene`` on the stack; False if it has
    none by that name)."""

    setup: Callable[[AppContext], Scene]
    table: Callable[[AppContext, Any, TablePrefs], Scene]
    final: Callable[[AppContext, Any], Scene]
    replay: Callable[[AppContext, Any], Scene] | None = None
    rules: Callable[[], RulesBook] | None = None
    encyclopedia: Callable[[AppContext, Any], Scene] | None = None
    stats: Callable[[], Sequence[StatsView]] | None = None
    sounds: Sounds | None = None
    reviewable: Callable[[Any], list[int]] | None = None
    review: Callable[[AppContext, Any, int], None] | None = None
    setup_from_args: Callable[[Namespace], Any] | None = None
    prefs_from_args: Callable[[Namespace], Any] | None = None
    autoplay: Callable[[int], AutoplayDriver] | None = None
    screenshot: Callable[[Any, str, Namespace], bool] | None = None
    #: The screen names ``screenshot`` knows (for the command line's help).
    scenes: tuple[str, ...] = field(default=())
