"""The model of a game's "How to play" document, shared by the games: sections of
paragraphs, bullets, steps, sub-headings, tables and pictures (`Section` and its blocks), the
small constructors the section builders use, the plain-text form, and `RulesBook`, what the
rules screen needs of one game (its sections, its first section, its painters of pictures).

Pure: no pygame, no drawing, no game's engine (each game's words live beside its rules:
Finspan's `rules_text`, Fish'n'Flip's `flip.rules_text`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

#: How the plain-text form writes a provisional mark.
PROVISIONAL_MARK = "[provisional]"


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
    """An illustration drawn by the game's own painters (its `RulesBook`'s ``picture``):
    ``kind`` names it, ``caption`` says what it shows, in words; ``provisional`` marks
    values it shows as provisional."""

    kind: str
    caption: str
    provisional: bool = False


Block = Text | Table | Picture


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    title: str
    blocks: tuple[Block, ...]
    #: The title in the table of contents, if shorter than ``title``.
    short: str = ""

    @property
    def short_title(self) -> str:
        """The title in the table of contents (short, so it fits a narrow column)."""
        return self.short or self.title

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




@dataclass(frozen=True)
class RulesBook:
    """One game's How to play, as the rules screen shows it: its ``title``, its
    ``sections`` (built on demand), the section it opens at (``first``), the line under the
    contents about provisional values (``legend``), and its pictures: ``picture(kind, width,
    theme)`` draws the picture a `Picture` block names (a pygame surface), ``height_for(kind,
    width)`` gives its height before it is drawn."""

    title: str
    sections: Callable[[], Sequence[Section]]
    first: str
    legend: str
    picture: Callable[[str, int, Any], Any]
    height_for: Callable[[str, int], int]


def _mark(text: str, provisional: bool) -> str:
    return f"{text} {PROVISIONAL_MARK}" if provisional else text


def plain_text(sections: Sequence[Section]) -> str:
    """The document as plain text (provisional values followed by `PROVISIONAL_MARK`)."""
    out: list[str] = []
    for section in sections:
        out.append(f"# {section.title}")
        for block in section.blocks:
            if isinstance(block, Table):
                out.append(" | ".join(block.header))
                for row in block.rows:
                    out.append(" | ".join(_mark(c.text, c.provisional) for c in row))
            elif isinstance(block, Picture):
                out.append(f"[picture: {_mark(block.caption, block.provisional)}]")
            else:
                prefix = {"h2": "## ", "bullet": "- "}.get(block.kind, "")
                if block.label and block.kind == "step":
                    prefix = block.label + " "
                term = block.term + " " if block.term else ""
                out.append(prefix + term + _mark(block.text, block.provisional))
        out.append("")
    return "\n".join(out)
