"""Small vocabularies shared by the catalog and the frontend: ability triggers and size classes.

Kept apart from `finspan.engine.catalog` (which loads the card data at import) so that code
needing only these names (e.g. the theme's colours per trigger) does not load the catalog.
"""

from __future__ import annotations

from enum import StrEnum


class Size(StrEnum):
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"


class Trigger(StrEnum):
    WHEN_PLAYED = "when_played"
    IF_ACTIVATED = "if_activated"
    GAME_END = "game_end"

    @property
    def words(self) -> str:
        return self.value.replace("_", " ").upper()
