"""The game-neutral core under every game of the app (Finspan, Fish'n'Flip): pure Python, no
pygame, clock, file I/O or global random.

Modelled on OpenSpiel's game/state split: a `GameDefinition` per game (registered by name
in `finspan.games`) deals and loads its matches, each a `GameState` with one door
(``decision``, ``apply``). Shared by the games: the seeded `Rng`; the `Option` base and each
game's `OptionFamily` (text forms that parse back); the `Event` base (``reveals``,
``starts_turn``); the `Decision` base and its errors; the `Task` base with a registry per
game and `TaskGame`, the door of a game run by a task stack; `replay`; undo within a turn
(`Session`); and the position text's readers (`PositionError`, `read_toml`, ...).
"""

from .decision import Decision, GameOver, IllegalOption
from .events import Event, event_types
from .options import Option, OptionFamily, OptionSyntaxError
from .position import (
    PositionError,
    get_int,
    get_name,
    get_value,
    read_toml,
    shown,
    toml_string,
)
from .protocol import (
    GameDefinition,
    GameSetup,
    GameState,
    MatchSummary,
    decisions_with_a_choice,
)
from .replay import ReplayStep, replay
from .rng import Rng
from .session import Session
from .tasks import Task, TaskGame

__all__ = [
    "Decision",
    "Event",
    "GameDefinition",
    "GameOver",
    "GameSetup",
    "GameState",
    "IllegalOption",
    "MatchSummary",
    "Option",
    "OptionFamily",
    "OptionSyntaxError",
    "PositionError",
    "ReplayStep",
    "Rng",
    "Session",
    "Task",
    "TaskGame",
    "decisions_with_a_choice",
    "event_types",
    "get_int",
    "get_name",
    "get_value",
    "read_toml",
    "replay",
    "shown",
    "toml_string",
]
