"""The app's games, by the name their files carry: ``finspan`` and ``flip`` (Fish'n'Flip).
Like OpenSpiel's ``load_game(name)``: game-neutral code (saves, replays, the app, computer
players) asks here for a game's `GameDefinition` and never imports a game's
engine by name. Each definition is imported on first use.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

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
