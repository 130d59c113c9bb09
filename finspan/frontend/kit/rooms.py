"""The windows a table opens above itself, the same at every table: the in-game menu (F10)
and its Save game and Export replay, and the hooks of the guided first turn (a game's table
gives its steps and where they point: `kit.guide`, `kit.guide_scene`).

`TableRooms` is a part of `kit.table.KitTable`, kept apart to keep that room small; it reads
only the table's own attributes named below.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ..shell.scene import AppContext
from ..ui.dialogs import Menu, TextPrompt

if TYPE_CHECKING:
    from ...games import Registration

#: The in-game menu's items, the same at every table.
MENU_ITEMS = ("Resume", "Save game", "Export replay", "Settings", "Card encyclopedia",
              "How to play", "Quit to title")  # fmt: skip
#: The menu's items a puzzle at the table leaves out (`KitTable.practise`).
PLAYED_ONLY = ("Save game", "Export replay", "Quit to title")


class TableRooms:
    """The menu and the guided first turn's hooks of a table (mixed into `KitTable`)."""

    app: AppContext
    game: Any
    registration: Registration
    practice: bool
    practice_items: list[tuple[str, Callable[[], object]]]
    plays: bool
    guide: Any

    def notice(self, text: str, seconds: float = 3.0) -> None:
        raise NotImplementedError

    def save_name(self) -> str:
        raise NotImplementedError

    def saved_table(self) -> Any:
        raise NotImplementedError

    # --- The menu ----------------------------------------------------------------------------

    def open_menu(self) -> None:
        """The menu (F10): Resume, Save game, Export replay, Settings, the game's card
        encyclopedia (if it has one), How to play, Quit to title."""
        has_cards = self.registration.front.get().encyclopedia is not None
        items: list[tuple[str, Callable[[], object]]] = [
            (item, partial(self._menu_choice, i)) for i, item in enumerate(MENU_ITEMS)
                 if (item != "Card encyclopedia" or has_cards)
                 and not (self.practice and item in PLAYED_ONLY)]  # fmt: skip
        if self.practice:  # the puzzle's own items after Resume
            items[1:1] = list(self.practice_items)
        self.app.push(Menu(self.app, "Menu", items))

    def _menu_choice(self, index: int) -> bool:
        item, name = MENU_ITEMS[index], self.registration.name
        if item == "Save game":
            self.app.push(TextPrompt(self.app, "Save the game as", self.save_name(),
                                     self._save_as, submit="Save",
                                     empty_message="A save needs a name."))  # fmt: skip
        elif item == "Export replay":
            try:
                self.notice(self.app.saves.export_replay(self.game))
            except Exception as exc:  # a replay that cannot be written must not end the game
                self.notice(f"Could not export the replay: {exc}")
        elif item == "Settings":
            self.app.nav.open_settings()
        elif item == "Card encyclopedia":
            self.app.nav.open_encyclopedia(game=name)
        elif item == "How to play":
            self.app.nav.open_rules(game=name)
        elif item == "Quit to title":
            self.app.nav.show_title()
        return True

    def _save_as(self, name: str) -> None:
        try:
            self.notice(self.app.saves.save_named(self.game, name, self.saved_table()))
        except Exception as exc:  # a failed save must not end the game
            self.notice(f"Could not save: {exc}")

    # --- The guided first turn --------------------------------------------------------------

    def make_guide(self, game: Any) -> Any:
        """The game's guided first turn (a `kit.guide.Guide` of its steps), or None if it
        has none."""
        return None

    def wants_guide(self, game: Any) -> bool:
        """Whether this table shows its game's guided first turn: it is played (not a
        replay), the setting is on, this game was never guided in this profile, and the game
        is a new deal (never an example or a position)."""
        settings = self.app.settings
        return (self.plays and bool(getattr(settings, "first_turn_guide", False))
                and not game.history
                and game.origin is None
                and self.registration.name not in getattr(settings, "guided", ()))  # fmt: skip

    def guide_rects(self, plain: bool = False) -> dict[str, pygame.Rect]:
        """The table's rects for the guide (its ``log``, where the box goes), at text size
        100 % if ``plain``."""
        raise NotImplementedError

    def guide_target(self, region: str) -> pygame.Rect | None:
        """Where the part of the table a guide step names is."""
        return self.guide_rects().get(region)

    def make_guide_room(self, height: int, plain: int) -> bool:
        """The log at least ``height`` high (``plain`` at text size 100 %) for the guide's
        box; True if the table was laid out again."""
        return False

    def hide_hint(self) -> None:
        """The top bar without its Hint button (a puzzle at the table: no hint there)."""

    def guide_room_most(self) -> int | None:
        """The tallest log the table can give a box over it and still keep its own parts
        at their least (a box taller than that squeezes them); None: the table sets no
        limit."""
        return None
