"""A pending decision: the one door every choice goes through, in every game.

Game-neutral: who decides, what kind of choice, the question and a finite, ordered tuple of
options. A game may extend it with what its table needs to show (Finspan adds the card,
slot, benefit icons and source).
"""

from __future__ import annotations

from dataclasses import dataclass

from .options import Option


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice.

    ``player`` is the seat that decides (the prompt's subject; ``subject`` is its name),
    ``kind`` the game's name for this kind of choice (a `StrEnum` value), ``question`` the
    words asked without the name, ``options`` the legal answers in a fixed order.
    """

    player: int
    kind: str
    question: str
    options: tuple[Option, ...]
    subject: str = ""

    @property
    def prompt(self) -> str:
        """The question addressed to its subject, e.g. 'Ada: play a fish or dive ...'."""
        return f"{self.subject}: {self.question}" if self.subject else self.question


class IllegalOption(ValueError):
    """The option is not one of the pending decision's options. The state is unchanged."""


class GameOver(IllegalOption):
    """The game has ended: there is no decision to answer."""
