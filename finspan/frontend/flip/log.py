"""The Fish'n'Flip table's game log, written as the events are shown: one sentence per event
(`words.describe`), kept short enough to follow the turns of computer teammates that pass
while the player waits. A turn's first line says what it played ("Coral's turn 2 (teammate):
Flip row 1."); the animals freed are written as they go free, then said once when the turn
ends, in one line that replaces them ("Fish'n'Flip! Coral (teammate) freed 5 animals: the
whale at B1, 2 whales and 2 dolphins.").

Owns `TurnLog`, the state of the turn being written. No pygame; words only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ... import flip as F
from .words import describe, plural

if TYPE_CHECKING:
    from ..look.theme import Colour

LogLine = tuple[str, "Colour"]


def _counted(freed: list[tuple[int, Any]]) -> list[str]:
    """What the groups freed, by animal in the order first freed ('4 whales'), then each
    card freed alone ('the whale at B1')."""
    groups: dict[str, int] = {}
    alone: list[str] = []
    for _, e in freed:
        if isinstance(e, F.GroupFreed):
            groups[e.animal] = groups.get(e.animal, 0) + len(e.places)
        else:
            alone.append(f"the {F.ID_CARDS[e.card].kind.value} at {F.PLACE_NAMES[e.place]}")
    return [f"{n} {plural(animal, n)}" for animal, n in groups.items()] + alone


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


class TurnLog:
    """Writes events into a log (a list of lines, each with its colour): ``colour(e)`` gives
    an event's colour. Remembers the turn being written: where its first line is and which
    lines say what it freed."""

    def __init__(self, colour: Callable[[F.Event], Colour]) -> None:
        self.colour = colour
        self.turn_at: int | None = None  # the line "X's turn N." of the turn being written
        self.freed: list[tuple[int, Any]] = []  # its lines of animals freed, and their events
        self.fish_n_flip = False

    def add(self, log: list[LogLine], e: F.Event, names: list[str]) -> None:
        """Write ``e`` at the end of ``log`` (or into the turn's lines), if it says anything."""
        if isinstance(e, F.TurnStarted):
            self.turn_at, self.freed, self.fish_n_flip = None, [], False
        if isinstance(e, F.ActionPlayed) and self.turn_at == len(log) - 1:
            head, colour = log[-1]
            words = F.option_words(F.parse_option(e.option))
            log[-1] = (f"{head.removesuffix('.')}: {words}.", colour)  # the turn's first line
            return
        if isinstance(e, F.FishNFlip):
            self.fish_n_flip = True  # said with what the turn freed
            return
        if isinstance(e, F.TurnEnded) and self.freed:
            self._sum_up(log, e, names)
            return
        line = describe(e, names)
        if not line:
            return
        log.append((line, self.colour(e)))
        if isinstance(e, F.TurnStarted):
            self.turn_at = len(log) - 1
        elif isinstance(e, F.GroupFreed | F.CardFreed):
            self.freed.append((len(log) - 1, e))

    def _sum_up(self, log: list[LogLine], e: Any, names: list[str]) -> None:
        """The turn's lines of animals freed replaced by one, at the end."""
        gone = {i for i, _ in self.freed if i < len(log)}
        log[:] = [line for i, line in enumerate(log) if i not in gone]
        who = describe(e, names).removesuffix(".")  # "Coral freed 5 animals"
        what = _and(_counted(self.freed))
        line = f"{who}: {what}."
        if self.fish_n_flip:
            line = f"Fish'n'Flip! {line}"
        log.append((line, self.colour(F.FishNFlip(e.player, e.freed)) if self.fish_n_flip
                    else self.colour(e)))  # fmt: skip
        self.turn_at, self.freed, self.fish_n_flip = None, [], False
