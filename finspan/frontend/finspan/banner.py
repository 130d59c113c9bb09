"""What Finspan's hand-over banner says (`banner_for`): "Ben's turn", "Coral's turn · Easy
computer player". The banner itself and its painter are shared (`ui.banner`); shown by the
hand-over (`handover`) and the pass screen (`kit.pass_scene`); changes nothing.
"""

from __future__ import annotations

from ...engine import Game
from ..art.board import colour_named
from ..ui.banner import Banner, paint_banner, split_level
from ..ui.words import possessive

__all__ = ["Banner", "banner_for", "paint_banner"]


def banner_for(game: Game, seat: int, computer: bool) -> Banner:
    """The banner for handing the table to ``seat``: "Ben's turn" when it is that seat's turn,
    "Ben's choice" for a decision in another seat's turn (an all-players benefit). A computer
    player's level goes under its name ("Coral's turn", "Easy computer player")."""
    name, level = game.players[seat].name, ""
    if computer:
        name, level = split_level(name)
    d = game.decision
    own_turn = d is None or game.current == seat
    title = f"{possessive(name)} {'turn' if own_turn else 'choice'}"
    if computer:
        detail = f"{level} computer player" if level else "computer player"
    else:
        detail = d.question if d is not None else ""
    # (the seat's colour from the setup: the whole public state would cost half a
    # millisecond in the frame that hands the table over)
    colour = colour_named(game.setup.seats[seat].colour, seat)
    return Banner(title, detail, colour)
