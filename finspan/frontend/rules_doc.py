"""The model of the "How to play" document, and words for the engine's values.

Owns the blocks a section is made of (`Text`, `Table` of `Cell` s, `Picture`), `Section`,
the section ids, the small constructors the section builders use (`P`, `B`, `H2`, `note`,
`steps`, `_table`) and the words for the engine's values shared by the sections (bonus
words, dive-site names). Pure: no pygame, no drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from finspan.engine import TILE_WORDS, AchievementTile

#: How the plain-text form writes a provisional mark.
PROVISIONAL_MARK = "[provisional]"

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


@dataclass(frozen=True, slots=True)
class Text:
    """A paragraph-like block. ``kind``: ``p`` (paragraph), ``bullet``, ``step`` (numbered by
    ``label``), ``h2`` (sub-heading), ``note`` (a quieter aside). ``term`` is shown in bold
    before the text. ``provisional`` marks the block's values as provisional."""

    text: str
    kind: str = "p"
    term: str = ""
    label: str = ""
    provisional: bool = False


@dataclass(frozen=True, slots=True)
class Cell:
    text: str
    provisional: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    """A table: a header row and body rows of cells; ``widths`` are column shares (sum 1)."""

    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    widths: tuple[float, ...]

    def __post_init__(self) -> None:
        n = len(self.header)
        if len(self.widths) != n or any(len(r) != n for r in self.rows):
            raise ValueError("every row of a table needs one cell per column")


@dataclass(frozen=True, slots=True)
class Picture:
    """An illustration drawn by the game's own painters (see `frontend.rules_pictures`):
    ``kind`` names it (one of `PICTURES`), ``caption`` says what it shows, in words;
    ``provisional`` marks values it shows as provisional."""

    kind: str
    caption: str
    provisional: bool = False


#: The illustrations the document may ask for.
PICTURES = ("dive", "play", "school", "achievement", "nautoma")


Block = Text | Table | Picture


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    title: str
    blocks: tuple[Block, ...]

    @property
    def short_title(self) -> str:
        """The title in the table of contents (short, so it fits a narrow column)."""
        return CONTENTS_TITLES.get(self.id, self.title)

    @property
    def provisional(self) -> bool:
        """True if any value in the section is provisional."""
        for b in self.blocks:
            if isinstance(b, Text | Picture) and b.provisional:
                return True
            if isinstance(b, Table) and any(c.provisional for r in b.rows for c in r):
                return True
        return False


def cells_of(*items: str | Cell) -> tuple[Cell, ...]:
    return tuple(c if isinstance(c, Cell) else Cell(c) for c in items)


def table_of(header: Sequence[str], rows: Sequence[Sequence[str | Cell]], widths) -> Table:
    return Table(tuple(header), tuple(cells_of(*r) for r in rows), tuple(widths))


def P(text: str, *, provisional: bool = False, term: str = "") -> Text:
    return Text(text, "p", term, "", provisional)


def B(text: str, *, provisional: bool = False, term: str = "") -> Text:
    return Text(text, "bullet", term, "•", provisional)


def H2(text: str, *, provisional: bool = False) -> Text:
    return Text(text, "h2", provisional=provisional)


def note(text: str, *, provisional: bool = False) -> Text:
    return Text(text, "note", provisional=provisional)


def steps(*items: str) -> tuple[Text, ...]:
    return tuple(Text(t, "step", label=f"{i}.") for i, t in enumerate(items, start=1))


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


