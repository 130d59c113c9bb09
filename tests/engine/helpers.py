"""Shared helpers for the engine tests: writing positions, applying options, reading events.

Positions are written in the engine's TOML position format (see `finspan.engine.position`)
so that every test states the board it starts from in words a player can read.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from finspan.engine import CATALOG, Game, load_position
from finspan.engine.events import Event


def _names(cards: Iterable[str]) -> str:
    return "[" + ", ".join(f'"{c}"' for c in cards) + "]"


def player(
    name: str = "Ada",
    *,
    hand: Iterable[str] = (),
    discard: Iterable[str] = (),
    divers: Iterable[str] = (),
    achievements: Iterable[int] = (),
    bonuses: Iterable[int] = (),
    ocean: Mapping[str, str] | None = None,
) -> str:
    """One ``[[player]]`` table of a position."""
    lines = [
        "[[player]]",
        f'name = "{name}"',
        f"hand = {_names(hand)}",
        f"discard = {_names(discard)}",
        f"divers = {_names(divers)}",
        f"achievements = {list(achievements)}",
        f"bonuses = {list(bonuses)}",
        "[player.ocean]",
    ]
    for slot, text in (ocean or {}).items():
        lines.append(f'{slot} = "{text}"')
    return "\n".join(lines)


def position(
    *players: str,
    week: int = 1,
    turn: int = 0,
    first_player: int = 0,
    seed: int = 1,
    deck: Iterable[str] | None = None,
    board: str = "A",
    tiles: Iterable[str] | None = None,
    keep_one_card: bool = False,
) -> str:
    """A whole position text from ``player(...)`` tables."""
    lines = [
        'format = "finspan-position/1"',
        f'board = "{board}"',
        f"week = {week}",
        f"turn = {turn}",
        f"first_player = {first_player}",
        f"seed = {seed}",
    ]
    if tiles is not None:
        lines.append(f"tiles = {_names(tiles)}")
    if keep_one_card:
        lines.append("keep_one_card = true")
    if deck is not None:
        lines.append(f"deck = {_names(deck)}")
    return "\n".join(lines) + "\n\n" + "\n\n".join(players) + "\n"


def game(*players: str, **kw: Any) -> Game:
    """`load_position` of ``position(*players, **kw)``, checked against the invariants
    (every card in one place, legal tokens and stacks)."""
    from .invariants import check_state

    g = load_position(position(*players, **kw))
    check_state(g)
    return g


def play(g: Game, *options: str) -> list[Event]:
    """Apply option texts in order; return all their events."""
    events: list[Event] = []
    for text in options:
        events += g.apply(text)
    return events


def texts(g: Game) -> list[str]:
    """The pending decision's options as text."""
    return [str(o) for o in g.options]


def of(events: Iterable[Event], kind: type) -> list[Event]:
    """The events of one class, in order."""
    return [e for e in events if isinstance(e, kind)]


def num(name: str) -> int:
    """A fish's catalog number from its name."""
    return CATALOG.by_name(name).number


def slot(g: Game, seat: int, name: str):
    """The `Slot` named ``name`` (B1..G6) of a seat's ocean."""
    from finspan.engine.ocean import parse_slot

    return g.players[seat].ocean[parse_slot(name)]


def names(cards: Iterable[int]) -> list[str]:
    return [CATALOG[n].name for n in cards]
