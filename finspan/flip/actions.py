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
    cards = metal = animals = 0  # bit masks of places: with a card, with metal, an animal
    colours: set[int] = set()
    for p in geo.places:
        code = cells[p]
        if code:
            bit = 1 << p
            cards |= bit
            number = CODE_KIND[code]
            if number < 8:
                animals |= bit
                colours.add(CODE_COLOUR[code])
            elif number == METAL:
                metal |= bit
    free = cards & ~metal  # what an action card may flip or switch
    out: list[Option] = []
    for kind in held_actions(g):
        if kind is _CARD:
            out += [FLIP_CARD[p] for p in geo.places if (free >> p) & 1]
        elif kind is _COLUMN:
            out += [FLIP_COLUMN[c] for c, mask in enumerate(geo.column_masks)
                    if mask & cards and not mask & metal]  # fmt: skip
        elif kind is _ROW:
            out += [FLIP_ROW[r + 1] for r, mask in enumerate(geo.row_masks)
                    if mask & cards and not mask & metal]  # fmt: skip
        elif kind is _SQUARE:  # 3 cards and an empty place at least
            out += [FLIP_SQUARE[anchor] for anchor, mask in geo.square_masks
                    if (mask & cards).bit_count() >= 3 and not mask & metal]  # fmt: skip
        elif kind is _COLOUR:
            out += [FLIP_COLOUR[c] for c in range(len(COLOURS)) if c in colours]
        elif kind is _FREE:
            out += [FREE[p] for p in geo.places if (animals >> p) & 1]
        else:
            table = SWITCH if kind is _SWITCH else SWITCH_FLIP
            out += [table[p, q] for p, q, mask in geo.pair_masks if mask & free == mask]
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

