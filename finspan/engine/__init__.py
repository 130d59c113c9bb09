"""The Finspan rules engine: pure Python, no pygame, no clock, no file I/O, no global random.

Public API::

    from finspan.engine import Game, Setup, load_position, parse_option

    game = Game(Setup.multiplayer(3), seed=7)
    while not game.is_over:
        decision = game.decision          # who decides, kind, prompt, options
        events = game.apply(decision.options[0])

See `finspan.engine.game` for the rules' flow, `finspan.engine.position` for the position
format and `finspan.engine.options` for the options' text forms.
"""

from .catalog import CATALOG, Catalog, Fish
from .game import Game, GameOver, IllegalOption
from .options import Option, OptionSyntaxError, parse_option
from .position import PositionError, load_position, position_text
from .setup import Seat, Setup, SetupError
from .task import Decision

__all__ = [
    "CATALOG",
    "Catalog",
    "Decision",
    "Fish",
    "Game",
    "GameOver",
    "IllegalOption",
    "Option",
    "OptionSyntaxError",
    "PositionError",
    "Seat",
    "Setup",
    "SetupError",
    "load_position",
    "parse_option",
    "position_text",
]
