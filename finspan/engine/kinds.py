"""The engine's closed sets (`enum.StrEnum`s): ability triggers, size classes, decision kinds,
benefit sources, tokens, dive places, phases.

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


class DecisionKind(StrEnum):
    """What a pending decision asks for."""

    TURN = "turn"  # play a fish or dive
    PLACE = "place"  # choose the slot for the fish being played
    PAY = "pay"  # pay one card or token of a fish's cost
    BENEFIT = "benefit"  # resolve one benefit icon (or skip the rest)
    KEEP = "keep"  # official variant: keep 1 card before the discards are reshuffled
    GAME_END = "game_end"  # resolve a GAME END ability that awards no points
    EGG_SOME = "egg_some"  # choose the next fish of an "egg on each X" to get an egg, or done


class Source(StrEnum):
    """Where a benefit decision's icons come from."""

    NONE = ""
    BONUS = "bonus"  # a dive-site bonus
    ABILITY = "ability"  # the player's own fish
    ALL_PLAYERS = "all_players"  # another player's all-players ability
    GIFT = "gift"  # Nautoma's fish showing an all-players ability


class Token(StrEnum):
    """The tokens on an ocean."""

    EGG = "egg"
    YOUNG = "young"
    SCHOOL = "school"

    @property
    def field(self) -> str:
        """The `Slot` attribute counting this token (``egg``, ``young``, ``school``)."""
        return self.value

    @property
    def plural(self) -> str:
        return {"egg": "eggs", "young": "young", "school": "schools"}[self.value]


class DivePlace(StrEnum):
    """The places a diver passes on a dive, top to bottom (RULES.md 6.2)."""

    ABOVE_SUNLIGHT = "above_sunlight"
    ROW1 = "row1"
    ROW2 = "row2"
    ROW3 = "row3"
    ABOVE_TWILIGHT = "above_twilight"
    ROW4 = "row4"
    ABOVE_MIDNIGHT = "above_midnight"
    ROW5 = "row5"
    ROW6 = "row6"
    BOTTOM = "bottom"

    @property
    def is_bonus(self) -> bool:
        """A dive-site bonus (above a zone, or the bottom), not a row."""
        return not self.value.startswith("row")

    @property
    def row(self) -> int | None:
        """The row (1-6) of a row place, else None."""
        return int(self.value[3]) if self.value.startswith("row") else None


#: The dive-site bonus places, top to bottom.
BONUS_PLACES: tuple[DivePlace, ...] = (
    DivePlace.ABOVE_SUNLIGHT, DivePlace.ABOVE_TWILIGHT, DivePlace.ABOVE_MIDNIGHT, DivePlace.BOTTOM,
)  # fmt: skip


class Phase(StrEnum):
    """The game's phase: turns of weeks 1-4, the game-end step, or over."""

    PLAY = "play"
    GAME_END = "game_end"
    OVER = "over"


class SeatKind(StrEnum):
    HUMAN = "human"
    NAUTOMA = "nautoma"


class TokenReason(StrEnum):
    """Why Nautoma's supply changed (`NautomaTokens.reason`)."""

    GAIN_EGGS = "gain_eggs"
    HATCH = "hatch"
    SCHOOL = "school"
    ALL_PLAYERS = "all_players"


class TieBreak(StrEnum):
    """How the winner was decided (`Outcome.tie_break`, RULES.md 10.3 and 11)."""

    NONE = "none"  # no tie on points
    NAUTOMA = "nautoma"  # a tie against Nautoma goes to the human
    HAND = "hand"  # most cards in hand
    SHARED = "shared"  # still tied: a shared victory
