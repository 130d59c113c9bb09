"""The choosing state of the table: what the person at the table is pointing at and picking,
and the pure rules of which option a place on the table means (no pygame, no drawing).

Owns: the highlighted option (``focus``) and the option list's scroll, the board's place with
the D-pad's focus and whether it shows its zoom, a move's picked source slot, the seat looked
at, the hovered place and how long the mouse has rested there, the short notice, the game log's
lines and scroll, whether the discard pile is open. Everything here is read by the layout and
the painters and changed only by the input room and the scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...engine import (
    Activate,
    AddYoung,
    Column,
    DecisionKind,
    DiscardCard,
    Dive,
    Game,
    HatchEgg,
    KeepCard,
    LayEgg,
    MoveToken,
    Option,
    PayToken,
    Place,
    PlayFish,
    PublicState,
    RetrieveCard,
    Skip,
    TuckCard,
    dive_preview,
    preview_words,
    slot_name,
)
from ..ui.pointing import Pointing
from .hits import DiscardHit, DiveHit, HandHit, Hit, NautomaFishHit, SlotHit

if TYPE_CHECKING:  # the theme needs pygame; the choosing state does not
    from ..look.theme import Colour


#: A log line and its colour (RGB).
LogLine = tuple[str, "Colour"]


@dataclass
class Choosing(Pointing):
    """What is being pointed at and picked. ``display_seat`` is the seat whose turn the table
    follows; ``peek_seat`` another seat looked at for a while (`shown_seat` is the one drawn
    large)."""

    display_seat: int = 0
    focus: int = 0  # index into the options
    list_scroll: int = 0  # first option listed in the panel
    move_from: int | None = None  # the source slot picked for a move
    peek_seat: int | None = None
    hover: Hit | None = None
    hover_age: float = 0.0  # seconds the mouse has rested on ``hover``
    mouse: tuple[int, int] = (-1, -1)
    message: str = ""  # a short notice (illegal option, saved, ...)
    message_time: float = 0.0
    log: list[LogLine] = field(default_factory=list)
    log_scroll: int = 0
    pile_open: bool = False  # the shown seat's discard pile is open
    pile_opened_itself: bool = False  # opened because a decision is about the pile
    pile_opened_at: int = -1  # the game's history length when it last opened itself
    hint: str = ""  # seats: a hint's reason, shown under the prompt while it stands
    place: Hit | None = None  # the board's place with the D-pad's focus (`focus.py`)
    zoom_on: bool = True  # the focused place shows its zoom or help (Z, a pad's R3)

    @property
    def shown_seat(self) -> int:
        return self.peek_seat if self.peek_seat is not None else self.display_seat

    def reset_pick(self) -> None:
        """After an option is applied: a fresh pick from the top of the new list."""
        self.move_from = None
        self.peek_seat = None
        self.place = None
        self.focus = 0
        self.list_scroll = 0


# --- Which option a place means --------------------------------------------------------------


def skip_index(options: tuple[Option, ...]) -> int | None:
    """Index of the decision's "skip" option (always its last), if it has one."""
    return len(options) - 1 if options and isinstance(options[-1], Skip) else None


def option_targets(option: Option) -> list[Hit]:
    """Where on the table an option can be clicked (a move: its source, then its
    destination). Options without a place have none."""
    if isinstance(option, Place | LayEgg | HatchEgg | AddYoung | Activate | PayToken):
        return [SlotHit(option.slot)]
    if isinstance(option, MoveToken):
        return [SlotHit(option.from_slot), SlotHit(option.to_slot)]
    if isinstance(option, PlayFish | DiscardCard | TuckCard):
        return [HandHit(option.card)]
    if isinstance(option, Dive):
        return [DiveHit(option.column)]
    if isinstance(option, RetrieveCard | KeepCard):
        return [DiscardHit(option.card)]
    return []


def options_at(options: tuple[Option, ...], target: Hit, move_from: int | None) -> list[int]:
    """Indices of the options a click on ``target`` may mean now.

    With a move's source picked (``move_from``), a slot means the moves from there to it;
    otherwise a place means the options placed there, moves starting there included.
    """
    out = []
    for i, option in enumerate(options):
        if isinstance(option, MoveToken):
            if not isinstance(target, SlotHit):
                continue
            if move_from is None:
                hit = option.from_slot == target.slot
            else:
                hit = option.from_slot == move_from and option.to_slot == target.slot
            if hit:
                out.append(i)
        elif move_from is None and target in option_targets(option):
            out.append(i)
    return out


def plain_options_at(options: tuple[Option, ...], slot: int) -> list[int]:
    """Options placed on a slot other than moves (an egg, a young, a hatch, ...)."""
    return [
        i
        for i, o in enumerate(options)
        if not isinstance(o, MoveToken) and SlotHit(slot) in option_targets(o)
    ]


def highlighted_slots(
    game: Game, options: tuple[Option, ...], choosing: Choosing, busy: bool
) -> dict[int, str]:
    """Slots to ring, each "legal", "focus" (the highlighted option's place) or "selected"
    (a move's picked source); none while animations run or another seat is shown."""
    d = game.decision
    out: dict[int, str] = {}
    if d is None or d.player != choosing.shown_seat or busy:
        return out
    move_from = choosing.move_from
    for i, option in enumerate(options):
        for target in option_targets(option):
            if not isinstance(target, SlotHit):
                continue
            if isinstance(option, MoveToken):
                if move_from is None and target.slot != option.from_slot:
                    continue
                if move_from is not None and (
                    option.from_slot != move_from or target.slot != option.to_slot
                ):
                    continue
            out[target.slot] = "focus" if i == choosing.focus else out.get(target.slot, "legal")
    if move_from is not None:
        out[move_from] = "selected"
    return out


def fish_in_play(game: Game) -> tuple[int, int, int] | None:
    """(seat, card, slot or -1) of a fish chosen from hand and not yet placed."""
    d = game.decision
    if d is None or d.card is None or d.kind not in (DecisionKind.PLACE, DecisionKind.PAY):
        return None
    return d.player, d.card, -1 if d.slot is None else d.slot


def decider_or_current(game: Game) -> int:
    """The seat whose turn the table follows: the decider, else the current seat; never
    Nautoma's (the first person's then)."""
    d = game.decision
    seat = d.player if d is not None else game.current
    if game.players[seat].is_nautoma:
        seat = next(p.seat for p in game.players if not p.is_nautoma)
    return seat


def focused_option(options: tuple[Option, ...], focus: int) -> Option | None:
    return options[min(focus, len(options) - 1)] if options else None


def focused_card(options: tuple[Option, ...], choosing: Choosing, view: PublicState) -> int | None:
    """The card the highlighted option is about (its card, or the top fish of its slot)."""
    option = focused_option(options, choosing.focus)
    if option is None:
        return None
    card = getattr(option, "card", None)
    if card is not None:
        return card
    slot = getattr(option, "slot", None)
    if slot is not None:
        return view.players[choosing.shown_seat].ocean[slot].top
    return None


def hover_card(choosing: Choosing, view: PublicState) -> int | None:
    """The card under the mouse (in hand, the pile, Nautoma's box, or on a slot)."""
    hover = choosing.hover
    if isinstance(hover, HandHit | DiscardHit | NautomaFishHit):
        return hover.card
    if isinstance(hover, SlotHit):
        return view.players[choosing.shown_seat].ocean[hover.slot].top
    return None


# --- Words of the decision panel -------------------------------------------------------------


def prompt_text(game: Game) -> str:
    """The decision's question as the panel shows it, whole (`folded`)."""
    d = game.decision
    return "The game is over." if d is None else folded(d.question)


def folded(question: str) -> str:
    """A question with a benefit repeated one after another said once, with how many times:
    "Pilotfish: take a card; take a card" becomes "Pilotfish: take a card, 2 times"."""
    head, sep, rest = question.partition(": ")
    if not sep:
        return question
    runs: list[list] = []
    for part in rest.split("; "):
        if runs and runs[-1][0] == part:
            runs[-1][1] += 1
        else:
            runs.append([part, 1])
    if len(runs) == len(rest.split("; ")):
        return question
    return head + ": " + "; ".join(p if n == 1 else f"{p}, {n} times" for p, n in runs)


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 or word in ("young", "fish") else f"{count} {word}s"


def option_key(index: int, skip: int | None) -> str:
    """The key that chooses the option at ``index`` (in the whole list, scrolled or not):
    "1" to "9" for the first nine, "0" for skip, "" for the others."""
    if index == skip:
        return "0"
    return str(index + 1) if index < 9 else ""


#: How to answer on the table: the only hints that give way when the panel is short of room
#: (the options list and the Help screen say the same).
HOW_TO_TURN = "Click a card in your hand to play it, or a dive site's name to dive."
HOW_TO_PLACE = "Click a lit slot (a fish there is consumed)."
HOW_TO = frozenset({HOW_TO_TURN, HOW_TO_PLACE})


def extra_lines(game: Game, options: tuple[Option, ...], choosing: Choosing) -> list[str]:
    """Hints under the prompt: a dive preview (of the hovered or highlighted dive site), how
    to answer on the table."""
    d = game.decision
    if d is None:
        return []
    if choosing.hint:  # seats: the hint asked for (computer_view)
        return [choosing.hint]
    focused = focused_option(options, choosing.focus)
    hovered = choosing.hover
    column = (
        hovered.column
        if isinstance(hovered, DiveHit)
        else (focused.column if isinstance(focused, Dive) else None)
    )
    if d.kind == "turn" and column is not None:
        steps = preview_words(dive_preview(game.players[d.player], int(column)))
        head = f"Dive {Column(int(column)).label}: "
        return [head + ("; ".join(steps) if steps else "nothing to gain now")]
    if d.kind == "turn":
        return [HOW_TO_TURN]
    if d.kind == "place":
        return [HOW_TO_PLACE]
    if choosing.move_from is not None:
        return [f"Moving from {slot_name(choosing.move_from)}: click where it goes (Esc: cancel)."]
    return []


def wants_pile(options: tuple[Option, ...]) -> bool:
    """The decision is about the discard pile (a card to retrieve or keep)."""
    return any(isinstance(o, RetrieveCard | KeepCard) for o in options)


def pays_with_cards(options: tuple[Option, ...]) -> bool:
    return any(isinstance(o, DiscardCard) for o in options)
