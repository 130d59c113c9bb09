"""Where a player clicks at the Fish'n'Flip table to choose an option, step by step (for
``finspan --autoplay --game flip`` and tests): the action card first, then the target on the
net, or an entry of the decision panel. Reads the table's layout and choosing state and
changes nothing; every point found means the option through the input room's own reading of
a click (`choosing.option_under`), so what it finds is what a person's click would do.
"""

from __future__ import annotations

from typing import Any

from ... import flip as F
from ...flip import Option
from .choosing import CellHit, action_of, net_candidates, option_places, option_under

#: Where in a card to try a click, as fractions of its width and height: the middle first,
#: then towards each side (a square or a pair is meant by leaning towards its middle).
_SPOTS = ((0.5, 0.5), (0.2, 0.5), (0.8, 0.5), (0.5, 0.2), (0.5, 0.8),
          (0.15, 0.15), (0.85, 0.15), (0.15, 0.85), (0.85, 0.85))  # fmt: skip


def _trigger(table: Any) -> int | None:
    d = table.game.decision
    return getattr(d, "place", None) if d is not None and d.kind is F.DecisionKind.POWER else None


def card_point(table: Any, option: Option) -> tuple[int, int] | None:
    """The middle of the action card ``option`` plays, in the decider's hand (or among the
    competitive game's revealed two), when it is not taken up yet; else None."""
    kind = action_of(option)
    d = table.game.decision
    if kind is None or d is None or d.kind is not F.DecisionKind.ACTION:
        return None
    if table.choosing.action is kind:
        return None
    v = table.view
    for hit, rect in table.layout.actions:
        if hit.seat not in (-1, d.player):
            continue
        kinds = v.revealed if hit.seat < 0 else v.seats[hit.seat].actions
        if hit.index < len(kinds) and kinds[hit.index] is kind:
            return rect.center
    return None


def net_point(table: Any, option: Option) -> tuple[int, int] | None:
    """A point of the net where a click means ``option`` now (its action card taken up, or a
    power's use), or None."""
    candidates = net_candidates(table.game, table.choosing.action)
    if option not in candidates:
        return None
    v, lay = table.view, table.layout
    trigger = _trigger(table)
    for place in option_places(option, v, trigger):
        rect = lay.cells.get(place)
        if rect is None or v.card_at(place) is None:
            continue
        for fx, fy in _SPOTS:
            pos = (rect.x + round(rect.w * fx), rect.y + round(rect.h * fy))
            if lay.hit(pos, v) != CellHit(place):
                continue
            if option_under(candidates, v, place, lay.net_point(pos), trigger) == option:
                return pos
    return None


def entry_point(table: Any, option: Option) -> tuple[int, int] | None:
    """The middle of ``option``'s entry in the decision panel, if it is shown."""
    rows = table.rows()
    index = next((i for i, e in enumerate(rows) if e.option == option), None)
    return next((r.center for k, r in table.layout.options if k == index), None)


def next_click(table: Any, option: Option) -> tuple[int, int] | None:
    """The next point to click on the way to ``option``: its action card, then its target on
    the net (else its entry); a power's use on the net, a bid, a pass or a gift by its entry.
    None when no click reaches it now (use the keyboard: `keys_to`)."""
    card = card_point(table, option)
    if card is not None:
        return card
    return net_point(table, option) or entry_point(table, option)


def keys_to(table: Any, option: Option) -> list[str]:
    """The keys that choose ``option`` from the panel's highlight: "escape" to put a wrong
    card back, "down" steps to its entry, then "return" (a card first if it is to be taken
    up). Names, not key codes: the caller turns them into its own events."""
    kind = action_of(option)
    c = table.choosing
    if c.action is not None and c.action is not kind:
        return ["escape"]
    rows = table.rows()
    want = next((i for i, e in enumerate(rows) if e.option == option), None)
    if want is None and kind is not None:
        want = next((i for i, e in enumerate(rows) if e.option is None and e.action is kind), None)
    if want is None or not rows:
        return []
    return ["down"] * ((want - c.focus) % len(rows)) + ["return"]

