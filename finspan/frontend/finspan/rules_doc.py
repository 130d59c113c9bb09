"""Finspan's "How to play" document: its section ids, their short titles, its pictures and
the words for the engine's values shared by the sections (bonus words, dive-site names).

The document's model (`Text`, `Table` of `Cell` s, `Picture`, `Section`, the constructors
`P`, `B`, `H2`, `note`, `steps`) is the games' shared `document`, re-exported here. Pure: no
pygame, no drawing.
"""

from __future__ import annotations

from collections.abc import Sequence

from finspan.engine import TILE_WORDS, AchievementTile

from ..document import (  # noqa: F401  (the shared model, re-exported for Finspan's sections)
    H2,
    PROVISIONAL_MARK,
    B,
    Block,
    Cell,
    P,
    Picture,
    Section,
    Table,
    Text,
    cells_of,
    note,
    steps,
    table_of,
)

# Section ids (the table links to FIRST_TURN for its guided first turn).
FIRST_TURN = "first_turn"
OVERVIEW = "overview"
OCEAN = "ocean"
TURN = "turn"
PLAY = "play"
DIVE = "dive"
BENEFITS = "benefits"
SCHOOLS = "schools"
ACHIEVEMENTS = "achievements"
WEEK_END = "week_end"
EMPTY_DECK = "empty_deck"
GAME_END = "game_end"
NAUTOMA = "nautoma"
RAVEL = "ravel"
CONTROLS = "controls"

#: Shorter titles for the table of contents.
CONTENTS_TITLES: dict[str, str] = {
    FIRST_TURN: "Your first turn",
    OVERVIEW: "At a glance",
    BENEFITS: "Benefits",
    EMPTY_DECK: "Empty fish deck",
    GAME_END: "Final scoring",
    NAUTOMA: "Solo: Nautoma",
    RAVEL: "Solo: Ravel mode",
}


# --- The document model ---------------------------------------------------------------------


#: The illustrations the document may ask for.
PICTURES = ("dive", "play", "school", "achievement", "nautoma")


# --- Words for the engine's values -------------------------------------------------------------

#: Short words for each dive-site bonus benefit (the names used in provisional.toml).
BONUS_WORDS: dict[str, str] = {
    "draw": "draw 1 card",
    "egg": "1 egg",
    "hatch": "hatch 1 egg",
    "move": "move 1 young or school",
    "retrieve": "take 1 card from your discard pile (draw if it is empty)",
}
BONUS_PLACES: tuple[tuple[str, str], ...] = (
    ("above_sunlight", "above Sunlight"),
    ("above_twilight", "above Twilight"),
    ("above_midnight", "above Midnight"),
    ("bottom", "bottom (first diver only)"),
)
#: Dive-site bonuses the rulebook's sample dive confirms (RULES.md 2); the rest is provisional.
CONFIRMED_BONUSES: frozenset[tuple[str, str]] = frozenset(
    {("purple", "above_sunlight"), ("purple", "above_twilight"), ("purple", "bottom")}
)
#: Ravel cards the rulebook confirms (its example, RULES.md 11); the rest is provisional.
CONFIRMED_RAVEL: frozenset[str] = frozenset({"R6"})
#: Forage fish whose place the rulebook's sample dive confirms (RULES.md 2).
CONFIRMED_FORAGE_PLACE: frozenset[str] = frozenset({"Showy Bristlemouth"})

COLUMN_WORDS = {"B": "blue", "P": "purple", "G": "green"}
DIVE_STEP_WORDS = {
    "school": "school",
    "hatch": "hatch",
    "gain_eggs": "gain eggs",
}


def unit_words(tile: AchievementTile) -> str:
    return TILE_WORDS.get(tile.id, tile.id)


def rows_words(rows: Sequence[int]) -> str:
    if len(rows) == 2 and rows[1] == rows[0] + 1:
        return f"rows {rows[0]}–{rows[1]}"
    return "rows " + " and ".join(str(r) for r in rows)


