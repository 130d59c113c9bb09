"""The choosing state of the Fish'n'Flip table and the pure questions around it: which entries
the decision panel lists and the key of each, which places of the net an option covers, which
option the pointer means on the net, and what an option would free (`preview`). No pygame.

An action decision is chosen in two steps, with the mouse as with the keys: first an action
card (its entry, or the card in the hand), then its target (a place, a row, a column, a
square, a pair or a colour of the net, or its entry in the list). Other decisions (a power, a
bid, a gift) list their options directly. Everything here is read by the layout and the
painters and changed only by the input room and the scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ... import flip as F
from ...flip import ACTION_OF, ActionKind, DecisionKind, Game, Option, PublicState
from ..ui.pointing import Pointing
from .words import ACTION_HELP, count_words, option_words, plural

if TYPE_CHECKING:
    from ..look.theme import Colour

H = 7  # places per column

LogLine = tuple[str, "Colour"]


@dataclass(frozen=True)
class Entry:
    """One row of the decision panel: the ``key`` that chooses it ("" for none), its words,
    and what it means: an ``option`` to apply, or (``option`` None) the action card
    ``action`` to take up, whose targets are then listed."""

    key: str
    words: str
    option: Option | None = None
    action: ActionKind | None = None


# --- Hits: what a point of the table means -------------------------------------------------


@dataclass(frozen=True)
class CellHit:
    """A card of the net (``place``: column * 7 + row)."""

    place: int


@dataclass(frozen=True)
class ActionHit:
    """An action card: in ``seat``'s hand, or (seat -1) one of the two revealed ones."""

    seat: int
    index: int


@dataclass(frozen=True)
class PowerHit:
    """A power card: ``seat``'s, or (seat -1) a common power."""

    seat: int
    index: int


@dataclass(frozen=True)
class ColumnHit:
    """A column's height gauge."""

    column: int


@dataclass(frozen=True)
class PileHit:
    """The draw pile."""


@dataclass(frozen=True)
class SeatHit:
    """A seat's line (its name, its score)."""

    seat: int


Hit = CellHit | ActionHit | PowerHit | ColumnHit | PileHit | SeatHit


@dataclass(frozen=True)
class Preview:
    """What an option would free, read from a copy of the game up to the first hidden card
    (the refill): the ``freed`` card ids, ``words`` saying it, and whether ``powers`` were left
    unused to find it (each power it triggers was skipped)."""

    option: Option
    freed: tuple[int, ...]
    words: str
    powers: bool = False


@dataclass
class Choosing(Pointing):
    """What is being pointed at and picked at the Fish'n'Flip table."""

    action: ActionKind | None = None  # the action card taken up (its targets are listed)
    focus: int = 0  # the highlighted entry
    list_scroll: int = 0  # the first entry shown
    hover: Hit | None = None
    hover_age: float = 0.0
    mouse: tuple[int, int] = (-1, -1)
    pointed: Option | None = None  # the option the pointer means on the net
    preview: Preview | None = None
    message: str = ""
    message_time: float = 0.0
    log: list[LogLine] = field(default_factory=list)
    log_scroll: int = 0
    hint: str = ""  # the hint's reason, under the prompt while it stands
    hint_option: Option | None = None
    hint_key: tuple | None = None  # the decision the hint is for (`computers.decision_key`)
    place: Any = None  # the place with the D-pad's focus, None: the highlighted entry (`focus`)

    def reset_pick(self) -> None:
        """After an option is applied: a fresh pick from the top of the new list."""
        self.action = self.place = None
        self.focus = self.list_scroll = 0
        self.pointed = self.preview = None


# --- The entries of the decision panel ------------------------------------------------------


def action_of(option: Option) -> ActionKind | None:
    """The action card ``option`` plays (None for a power, a bid, a gift, a pass)."""
    return ACTION_OF.get(type(option))


def held_actions(game: Game) -> tuple[ActionKind, ...]:
    """The action cards the decider may play from, in hand order, each kind once."""
    v = game.public_state()
    d = game.decision
    if d is None:
        return ()
    cards = v.seats[d.player].actions if v.mode is F.Mode.COOP else v.revealed
    return tuple(dict.fromkeys(cards))


def playable(game: Game) -> tuple[ActionKind, ...]:
    """The action cards with at least one target now, in hand order."""
    kinds = {action_of(o) for o in game.options}
    return tuple(k for k in held_actions(game) if k in kinds)


def entries(game: Game, action: ActionKind | None) -> tuple[Entry, ...]:
    """The panel's rows for the pending decision, with the card ``action`` taken up (if any).

    Keys: an action card's row its number (1-3); a target's row its number 1-9 (further rows
    are reached with the arrows); a power's uses 1-9 and "skip" 0; a bid its amount (1-9)
    and "pass" 0; a gift 1-9."""
    d = game.decision
    if d is None:
        return ()
    options = game.options
    if d.kind is DecisionKind.BID:
        return tuple(Entry(str(o.amount) if isinstance(o, F.Bid) else "0", option_words(o), o)
                     for o in options)  # fmt: skip
    if d.kind is DecisionKind.ACTION and action is None:
        out = [Entry(str(k + 1), ACTION_HELP[a][0], action=a)
               for k, a in enumerate(playable(game))]  # fmt: skip
        out += [Entry("0", option_words(o), o) for o in options if action_of(o) is None]
        return tuple(out)
    if d.kind is DecisionKind.ACTION:
        options = tuple(o for o in options if action_of(o) is action)
    out, n = [], 0
    for o in options:
        words = F.decision_words(o, d)  # a power's use or skip names its card
        if isinstance(o, F.Skip):
            out.append(Entry("0", words, o))
            continue
        n += 1
        out.append(Entry(str(n) if n <= 9 else "", words, o, action_of(o)))
    return tuple(out)


def entry_label(entry: Entry) -> str:
    """An entry's words with its key before them ("2  Flip row 2"); a bid, whose words end
    with its key, as its words alone ("Bid 4")."""
    if not entry.key:
        return f"    {entry.words}"
    if isinstance(entry.option, F.Bid):
        return entry.words
    return f"{entry.key}  {entry.words}"


def entry_index(rows: tuple[Entry, ...], key: str) -> int | None:
    """The row chosen by ``key`` ("1".."9", "0"), if any."""
    return next((i for i, e in enumerate(rows) if key and e.key == key), None)


def focused_option(rows: tuple[Entry, ...], focus: int) -> Option | None:
    return rows[focus].option if 0 <= focus < len(rows) else None


# --- Places on the net ------------------------------------------------------------------------


def option_places(option: Option, view: PublicState, trigger: int | None = None) -> tuple[int, ...]:
    """The places of the net ``option`` acts on: its card, row, column, square (all four
    places), pair or the cards of its colour; a power without a place acts on the card that
    triggered it (``trigger``). Empty for a bid, a pass, a gift or a skip."""
    o: Any = option
    columns = len(view.columns)
    if isinstance(o, F.FlipRow):
        return tuple(c * H + o.row - 1 for c in range(columns) if view.card_at(c * H + o.row - 1))
    if isinstance(o, F.FlipColumn):
        return tuple(o.column * H + r for r in range(H) if view.card_at(o.column * H + r))
    if isinstance(o, F.FlipSquare):
        return (o.place, o.place + 1, o.place + H, o.place + H + 1)
    if isinstance(o, F.FlipColour):
        return tuple(p for p in range(columns * H)
                     if (card := view.card_at(p)) is not None and card.colour == o.colour)
    if isinstance(o, F.Switch | F.SwitchFlip):
        return (o.place, o.other)
    if hasattr(o, "place"):
        return (o.place,)
    if isinstance(o, F.WhaleSink | F.TurtleMove | F.JellyfishMove | F.SharkFree | F.RayFree):
        return () if trigger is None else (trigger,)
    return ()


def _centre(places: tuple[int, ...]) -> tuple[float, float]:
    """The middle of ``places`` in net units (x: columns, y: rows from the bottom)."""
    xs = [p // H + 0.5 for p in places]
    ys = [p % H + 0.5 for p in places]
    return sum(xs) / len(xs), sum(ys) / len(ys)


def option_under(
    candidates: tuple[Option, ...], view: PublicState, place: int, point: tuple[float, float],
    trigger: int | None = None,
) -> Option | None:  # fmt: skip
    """Of ``candidates``, the option the pointer means at ``point`` (net units: x in columns,
    y in rows from the bottom) over the card at ``place``: among those acting on that card,
    the one whose middle is nearest (the square or pair the pointer leans towards)."""
    best, best_d = None, 1e9
    for o in candidates:
        places = option_places(o, view, trigger)
        if place not in places:
            continue
        cx, cy = _centre(places)
        d = (cx - point[0]) ** 2 + (cy - point[1]) ** 2
        if d < best_d:
            best, best_d = o, d
    return best


def net_candidates(game: Game, action: ActionKind | None) -> tuple[Option, ...]:
    """The options a click on the net may mean now: the targets of the action card taken up,
    or, for a power decision, its uses. None of an action decision before a card is taken up,
    unless the player holds one kind of card only."""
    d = game.decision
    if d is None:
        return ()
    if d.kind is DecisionKind.POWER:
        return tuple(o for o in game.options if not isinstance(o, F.Skip))
    if d.kind is not DecisionKind.ACTION:
        return ()
    if action is None:
        kinds = playable(game)
        if len(kinds) != 1:
            return ()
        action = kinds[0]
    return tuple(o for o in game.options if action_of(o) is action)


# --- What an option would free -----------------------------------------------------------------


def preview(game: Game, option: Option) -> Preview | None:
    """What ``option`` would free, read on a copy of ``game`` (not changed) up to the first
    event that shows a hidden card (the refill, a new grid): each power it triggers is
    skipped on the way. None if the option cannot be applied."""
    trial = game.clone()
    seat = game.decision.player if game.decision else -1
    freed: list[int] = []
    groups: list[str] = []
    powers = False
    try:
        events = list(trial.apply(option))
        while True:
            for e in events:
                if e.reveals:
                    raise StopIteration
                if isinstance(e, F.GroupFreed):
                    freed += e.cards
                    groups.append(f"{len(e.cards)} {plural(e.animal, len(e.cards))}")
                elif isinstance(e, F.CardFreed):
                    freed.append(e.card)
                    groups.append(f"the {F.ID_CARDS[e.card].kind.value}")
            d = trial.decision
            if d is None or d.player != seat or d.kind is not DecisionKind.POWER:
                break
            powers = True
            events = list(trial.apply(d.options[-1]))  # skip
    except StopIteration:
        pass
    except F.IllegalOption:
        return None
    if not freed:
        words = "Frees nothing"
    else:
        words = f"Frees {count_words(len(freed), 'animal')}: {', '.join(groups)}"
    if powers:
        words += " (if no power is used)"
    return Preview(option, tuple(freed), words, powers)
