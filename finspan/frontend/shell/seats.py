"""Controllers bound to seats in a hot-seat game (the setting "Controllers in hot-seat: each
plays its own seat").

With binding on, the first controller that acts in a person's turn is bound to that person's
seat (a seat takes one controller, a controller one seat); from then on a controller acts
only in its own seat's turns, and another's press is refused with "It is X's turn". The
keyboard, the mouse and a touch act for any seat, and anything not at a table (menus,
dialogs over the table) takes any controller. A new game (another game object at the table)
starts with no controller bound. Knows no scene: it reads the top scene's ``game`` (any
game's, by its ``decision.player``) and the seats' names the table gives (``seat_names``).
"""

from __future__ import annotations

from typing import Any


def seat_in_turn(scene: object) -> int | None:
    """The person's seat whose decision a table ``scene`` waits for, or None (not a table,
    the game over, or a computer player's decision: controllers are not bound to those)."""
    game = getattr(scene, "game", None)
    decision = getattr(game, "decision", None)
    seat = getattr(decision, "player", None)
    if not isinstance(seat, int) or seat < 0:
        return None
    computers = getattr(scene, "computers", None)
    return None if computers is not None and computers.decides(game) else seat


def seat_name(scene: Any, seat: int) -> str:
    """The name of ``seat`` at the table ``scene`` (its ``seat_names``)."""
    names = getattr(scene, "seat_names", ())
    return str(names[seat]) if 0 <= seat < len(names) else f"Player {seat + 1}"


class SeatBinding:
    """Which controller plays which seat of the game at the table."""

    def __init__(self) -> None:
        self._game_id: int | None = None
        self._seats: dict[int, int] = {}  # pad instance id -> seat

    def refusal(self, scene: object, pad: int) -> str | None:
        """None if controller ``pad`` may act on ``scene`` now (binding it to the seat in
        turn if neither is bound yet), else the words that say whose turn it is."""
        seat = seat_in_turn(scene)
        if seat is None:
            return None
        game = getattr(scene, "game", None)
        if id(game) != self._game_id:  # another game: nobody is bound yet
            self._game_id, self._seats = id(game), {}
        bound = self._seats.get(pad)
        taken = seat in self._seats.values()
        if bound is None and not taken:
            self._seats[pad] = seat
            return None
        if bound == seat:
            return None
        return f"It is {seat_name(scene, seat)}'s turn."

    def forget(self, pad: int) -> None:
        """A controller unplugged: its seat is free for another."""
        self._seats.pop(pad, None)
