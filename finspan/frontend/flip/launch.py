"""Fish'n'Flip from the command line: its setup for ``--mode coop|competitive``, ``--players
N`` and ``--computers``, and its own screens for ``--screenshot``."""

from __future__ import annotations

from argparse import Namespace
from typing import Any

from ...flip import Game, Mode, Setup
from ..kit.autoplay import computers_from
from .setup_choices import FEWEST, computer_name, person_name

#: Fish'n'Flip's own screens for ``--screenshot --scene NAME``.
SCENES = ("flip-setup", "flip-table", "flip-bidding", "flip-final")


def setup_from(args: Namespace) -> Setup:
    """Fish'n'Flip's setup for ``--mode coop|competitive`` (default coop) and ``--players N``
    (default: the mode's fewest, 1 or 2; checked by the command line); the last seats are
    the ``--computers``, named as the New game screen names them."""
    mode = getattr(args, "mode", None) or Mode.COOP.value
    players = getattr(args, "players", None) or FEWEST[mode]
    levels = computers_from(getattr(args, "computers", None))
    first = players - len(levels)
    names = tuple(computer_name(i, mode, levels[i - first]) if i >= first else person_name(i)
                  for i in range(players))  # fmt: skip
    return Setup(Mode(mode), names)


def screenshot(app: Any, scene: str, args: Namespace) -> bool:
    """Put Fish'n'Flip's screen ``scene`` (`SCENES`) on the stack for ``--screenshot``: its
    New game, the cooperative table at its first decision, the competitive bidding (at least
    2 seats) or a finished game's end screen; False if it has no screen by that name."""
    seed = args.seed if args.seed is not None else 1
    players = getattr(args, "players", None) or 2
    app.nav.show_title()
    if scene == "flip-setup":
        app.nav.open_setup("flip")
    elif scene == "flip-bidding":
        app.nav.open_table(Game(Setup.competitive(max(2, min(5, players))), seed))
    elif scene in ("flip-table", "flip-final"):
        game = Game(Setup.cooperative(max(1, min(5, players))), seed)
        if scene == "flip-final":
            while not game.is_over:
                game.apply(game.options[0])
            app.nav.open_final(game)
        else:
            app.nav.open_table(game)
    else:
        return False
    return True
