"""What a player sets at a table that is not a rule, as one typed value: `TablePrefs`.

Declared once here; the save service turns it into the saves' `TableModel` and back
(`SaveService.table_of`, `SaveService.restored`), the table keeps it, New game and the
command line make it. Knows no scene and no game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .settings import ALL_PLAYERS_ANSWERS

PERSON = "person"


@dataclass
class TablePrefs:
    """Per-game choices that are not rules: each seat's answer to other players' all-players
    benefits (Finspan), who controls each seat (a person or a computer level), hints used so
    far, and the undo session a loaded save restored (used by the table if it holds its
    game)."""

    #: Per seat, one of `ALL_PLAYERS_ANSWERS`: "ask", "take" or "skip".
    all_players: list[str] = field(default_factory=list)
    #: The undo session a loaded save restored.
    session: Any = None
    hints: int = 0
    #: Per seat, "person" or a computer level ("easy", "medium", "hard").
    controllers: list[str] = field(default_factory=list)

    def controller_for(self, seat: int) -> str:
        """Who decides for ``seat``: "person" unless a computer level was chosen."""
        return self.controllers[seat] if seat < len(self.controllers) else PERSON

    def answer_for(self, seat: int) -> str:
        answer = self.all_players[seat] if seat < len(self.all_players) else "ask"
        return answer if answer in ALL_PLAYERS_ANSWERS else "ask"
