"""The action cards (FLIP-RULES.md 6): the targets each may take now, and playing one.

Metal waste may not be involved in an action card's flip or switch: a target holding metal
is not offered. A player holding two cards of one kind is offered its targets once. Flips
happen in net order (a row left to right, a column bottom up, a square or a colour from the
bottom row up, left to right), which is also the order their powers trigger in (then sorted
by the provisional order of powers, `finspan.flip.moves.queue`).
"""

from __future__ import annotations

from .cards import CODE_COLOUR, CODE_ID, CODE_KIND, COLOURS, METAL
from .events import ActionPlayed, Event
from .kinds import ActionKind
from .moves import flip, free, queue, silenced, switch
from .options import (
    ACTION_OF,
    FLIP_CARD,
    FLIP_COLOUR,
    FLIP_COLUMN,
    FLIP_ROW,
    FLIP_SQUARE,
    FREE,
    SWITCH,
    SWITCH_FLIP,
    FlipCard,
    FlipColour,
    FlipColumn,
    FlipRow,
    FlipSquare,
    Free,
    Option,
    Switch,
    SwitchFlip,
)
from .state import SWORDFISH, Table

_KINDS = tuple(ActionKind)
# Bound once: an enum member's lookup is slow in the hot path.
_CARD, _COLUMN, _ROW, _SQUARE, _COLOUR, _SWITCH, _SWITCH_FLIP, _FREE = _KINDS
_NAMES: dict[ActionKind, str] = {k: k.value for k in _KINDS}


def held_actions(g: Table) -> list[ActionKind]:
    """The kinds of action card the player may play now, in `ActionKind` order: the
    cooperative player's hand, or the competitive game's two revealed cards."""
    cards = g.hands[g.current] if g.coop else g.revealed
    return [k for k in _KINDS if k in cards]


def action_options(g: Table) -> tuple[Option, ...]:
    """Every action card the player may play now with each of its legal targets."""
    cells, geo = g.cells, g.geo
    metal = 0  # bit mask of places holding metal (only the advanced game has it)
    if g.advanced:
        for p in geo.places:
            if CODE_KIND[cells[p]] == METAL:
                metal |= 1 << p
    out: list[Option] = []
    for kind in held_actions(g):
        if kind is _CARD:
            out += [FLIP_CARD[p] for p in geo.places if cells[p] and not (metal >> p) & 1]
        elif kind is _COLUMN:
            out += [
                FLIP_COLUMN[c] for c, places in enumerate(geo.column_places)
                if cells[places[0]] and not any((metal >> p) & 1 for p in places)
            ]  # fmt: skip
        elif kind is _ROW:
            out += [
                FLIP_ROW[r + 1] for r, places in enumerate(geo.row_places)
                if any(cells[p] for p in places) and not any((metal >> p) & 1 for p in places)
            ]  # fmt: skip
        elif kind is _SQUARE:
            out += [
                FLIP_SQUARE[anchor] for anchor, places in geo.squares
                if sum(1 for p in places if cells[p]) >= 3  # 3 cards and an empty place at least
                and not any((metal >> p) & 1 for p in places)
            ]  # fmt: skip
        elif kind is _COLOUR:
            present = {CODE_COLOUR[cells[p]] for p in geo.places if cells[p]}
            out += [FLIP_COLOUR[c] for c in range(len(COLOURS)) if c in present]
        elif kind is _FREE:
            out += [FREE[p] for p in geo.places if cells[p] and CODE_KIND[cells[p]] < 8]
        else:
            table = SWITCH if kind is _SWITCH else SWITCH_FLIP
            out += [
                table[p, q] for p, q in geo.pairs
                if cells[p] and cells[q] and not ((metal >> p) | (metal >> q)) & 1
            ]  # fmt: skip
    return tuple(out)


def _flip_places(g: Table, option: Option) -> list[int]:
    """The places an action flips, in net order."""
    cells, geo = g.cells, g.geo
    if isinstance(option, FlipCard):
        return [option.place]
    if isinstance(option, FlipRow):
        places = geo.row_places[option.row - 1]
    elif isinstance(option, FlipColumn):
        places = geo.column_places[option.column]
    elif isinstance(option, FlipSquare):
        places = dict(geo.squares)[option.place]
    else:
        assert isinstance(option, FlipColour)
        colour = COLOURS.index(option.colour)
        places = tuple(p for p in geo.places if CODE_COLOUR[cells[p]] == colour)
    return [p for p in places if cells[p]]


def play_action(g: Table, option: Option, ev: list[Event]) -> None:
    """Play the action card ``option`` names on its target (a legal option of the action
    decision): discard it from the hand (cooperative), carry it out, queue the powers it
    triggers. The new card is drawn at the end of the turn (`finspan.flip.tasks`)."""
    kind = ACTION_OF[type(option)]
    name = _NAMES[kind]
    if g.coop:
        g.hands[g.current].remove(name)
        g.action_discard.append(name)
    ev.append(ActionPlayed(g.current, name, str(option)))
    triggers: list[tuple[int, ...]] = []
    if isinstance(option, (Switch, SwitchFlip)):
        switch(g, option.place, option.other, ev)
        if isinstance(option, SwitchFlip):
            flip(g, option.place, ev, triggers)
            flip(g, option.other, ev, triggers)
    elif kind is _FREE:
        assert isinstance(option, Free)
        place = option.place
        code = g.cells[place]
        card = CODE_ID[code]
        # A swordfish freed alone by this card may still use its power (FLIP-RULES.md 6).
        sword = CODE_KIND[code] == SWORDFISH and g.can_use(SWORDFISH, card)
        sword = sword and not silenced(g, place)
        free(g, place, "action", ev)
        if sword:
            triggers.append((SWORDFISH, card, place, 1 << place))
    else:
        for p in _flip_places(g, option):
            flip(g, p, ev, triggers)
    queue(g, triggers)

