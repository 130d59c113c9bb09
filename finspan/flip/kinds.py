"""Fish'n'Flip's closed sets (`enum.StrEnum`s): modes, animals, directions, waste, action
cards, difficulty, decision kinds and the ray's lines.

Kept apart from the card tables (`finspan.flip.cards`, which read the data file at import) so
that code needing only these names loads nothing else. Colours are not here: their names are
provisional and come from the data file (`finspan.flip.provisional`).
"""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    """The cooperative game (FLIP-RULES.md 2-7) or the competitive variant (8)."""

    COOP = "coop"
    COMPETITIVE = "competitive"


class AnimalType(StrEnum):
    """The 8 animals, in the rulebook's order of its components; each is also a power."""

    WHALE = "whale"
    SWORDFISH = "swordfish"
    OCTOPUS = "octopus"
    TURTLE = "turtle"
    DOLPHIN = "dolphin"
    JELLYFISH = "jellyfish"
    RAY = "ray"
    SHARK = "shark"

    @property
    def evasive(self) -> bool:
        """An evasive power acts when its animals are freed (step 2); the others when its
        animal is flipped (step 1)."""
        return self in (AnimalType.RAY, AnimalType.SWORDFISH)


class Direction(StrEnum):
    """The way an animal swims: jellyfish up or down, every other animal left or right."""

    RIGHT = "right"
    LEFT = "left"
    UP = "up"
    DOWN = "down"


class WasteKind(StrEnum):
    PLASTIC = "plastic"
    METAL = "metal"  # no action card may flip or switch it (FLIP-RULES.md 6)
    OIL = "oil"  # the animals next to it have no power (7)


class ActionKind(StrEnum):
    """The 8 kinds of action card (FLIP-RULES.md 6)."""

    FLIP_ONE = "flip_one"
    FLIP_COLUMN = "flip_column"
    FLIP_ROW = "flip_row"
    FLIP_SQUARE = "flip_square"
    FLIP_COLOUR = "flip_colour"
    SWITCH = "switch"
    SWITCH_FLIP = "switch_flip"
    FREE = "free"


class Difficulty(StrEnum):
    """Cooperative difficulty: how many waste cards are shuffled in (FLIP-RULES.md 3)."""

    NORMAL = "normal"
    DIFFICULT = "difficult"


class DecisionKind(StrEnum):
    """What a pending decision asks for."""

    ACTION = "action"  # play an action card on a target
    POWER = "power"  # use a power that has just triggered, or skip it
    BID = "bid"  # competitive: raise the bid or pass
    GIFT = "gift"  # competitive: give one excess freed card to an opponent


class RayLines(StrEnum):
    """Where the ray's power looks for more rays: the group's rows, columns, or both."""

    ROWS = "rows"
    COLUMNS = "columns"
    BOTH = "both"
