"""What a point on the table means: one small frozen dataclass per kind of place
(two kinds never compare equal, unlike tuples) (pure Python).

`layout.TableLayout.hit` answers with one of these; the choosing state keeps the hovered one.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HandHit:
    """A card in the shown hand."""

    card: int


@dataclass(frozen=True, slots=True)
class DiscardHit:
    """A card in the open discard pile."""

    card: int


@dataclass(frozen=True, slots=True)
class NautomaFishHit:
    """One of Nautoma's fish in her box."""

    card: int


@dataclass(frozen=True, slots=True)
class SlotHit:
    """A slot (0-17) of the shown ocean."""

    slot: int


@dataclass(frozen=True, slots=True)
class DiveHit:
    """A dive site's name (column 0-2) above the shown ocean."""

    column: int


@dataclass(frozen=True, slots=True)
class BonusHit:
    """A dive-site bonus icon: (column, place)."""

    column: int
    place: str


@dataclass(frozen=True, slots=True)
class ThumbHit:
    """A seat's box in the left column."""

    seat: int


@dataclass(frozen=True, slots=True)
class NautomaHit:
    """Nautoma's box as a whole."""


@dataclass(frozen=True, slots=True)
class TokenHit:
    """A token on a slot of the shown ocean: ``kind`` "egg", "young" or "school"."""

    slot: int
    kind: str


@dataclass(frozen=True, slots=True)
class DiverHit:
    """The diver of a dive in progress on the shown ocean."""


@dataclass(frozen=True, slots=True)
class AchievementHit:
    """This week's achievement box: its heading (``seat`` None) or a seat's standing line."""

    seat: int | None = None


@dataclass(frozen=True, slots=True)
class ScoreHit:
    """A seat's score chip in its box."""

    seat: int


@dataclass(frozen=True, slots=True)
class SeatLineHit:
    """A seat box's count line (hand, discard pile, divers)."""

    seat: int


@dataclass(frozen=True, slots=True)
class NautomaPartHit:
    """A part of Nautoma's box: ``part`` "egg", "young", "school", "fish" (her fish count),
    "markers" (difficulty and markers), "ravel" or "card" (her decision card)."""

    part: str


@dataclass(frozen=True, slots=True)
class DeckHit:
    """The fish deck's count in the top bar."""


@dataclass(frozen=True, slots=True)
class ButtonHit:
    """A button of the top bar or the hand ("discard": the discard pile's button)."""

    name: str


@dataclass(frozen=True, slots=True)
class OptionHit:
    """An option button of the decision panel (index into the options)."""

    index: int


Hit = (
    HandHit
    | DiscardHit
    | NautomaFishHit
    | SlotHit
    | DiveHit
    | BonusHit
    | ThumbHit
    | NautomaHit
    | OptionHit
    | TokenHit
    | DiverHit
    | AchievementHit
    | ScoreHit
    | SeatLineHit
    | NautomaPartHit
    | DeckHit
    | ButtonHit
)

#: Hits that show a card (their zoom is that card's tooltip).
CARD_HITS = (HandHit, DiscardHit, NautomaFishHit)

#: Hits of tokens, icons and counts on the board: each has a short help on hover.
TOKEN_HITS = (
    TokenHit,
    DiverHit,
    BonusHit,
    DiveHit,
    AchievementHit,
    ScoreHit,
    SeatLineHit,
    NautomaPartHit,
    DeckHit,
    ButtonHit,
)
