"""Building Fish'n'Flip games from position texts in tests, and reading them back."""

from __future__ import annotations

from textwrap import dedent

from finspan.flip import (
    PLACE_NAMES,
    CardFell,
    CardFreed,
    Event,
    Game,
    GroupFreed,
    card_text,
    load_position,
)


def _list(items: tuple[str, ...] | list[str]) -> str:
    return "[" + ", ".join(f'"{s}"' for s in items) + "]"


def coop(
    net: str,
    *,
    animals: str = "dolphin octopus whale shark",
    actions: tuple[str, ...] = ("flip_one", "switch", "flip_row"),
    powers: tuple[str, ...] = ("dolphin", "octopus"),
    top: str = "",
    players: str = "",
) -> Game:
    """A cooperative game from a position: ``net`` holds the ``[net]`` table's lines
    (``A = [...]``, bottom to top), ``top`` more top-level lines, ``players`` the
    ``[[player]]`` tables (default: one solo player with ``actions`` and ``powers``)."""
    text = (
        'format = "flip-position/1"\nmode = "coop"\n'
        f"animals = {_list(animals.split())}\n" + dedent(top) + "\n[net]\n" + dedent(net)
    )
    text += dedent(players) if players else (
        f'\n[[player]]\nname = "Ada"\nactions = {_list(actions)}\npowers = {_list(powers)}\n'
    )  # fmt: skip
    return load_position(text)


def competitive(
    grid: str,
    *,
    animals: str = "dolphin octopus whale shark",
    powers: str = "dolphin octopus",
    actions: tuple[str, str] = ("flip_one", "switch"),
    top: str = "",
    players: str = "",
) -> Game:
    """A competitive game from a position: ``grid`` holds the ``[grid]`` table's lines;
    default players Ada, Ben and Cy with nothing kept."""
    text = (
        'format = "flip-position/1"\nmode = "competitive"\n'
        f"animals = {_list(animals.split())}\npowers = {_list(powers.split())}\n"
        f"actions = {_list(actions)}\n" + dedent(top) + "\n[grid]\n" + dedent(grid)
    )
    text += dedent(players) if players else "".join(
        f'\n[[player]]\nname = "{name}"\n' for name in ("Ada", "Ben", "Cy")
    )  # fmt: skip
    return load_position(text)


def play(game: Game, *options: str) -> list[Event]:
    """Apply the options (texts) in turn; all their events."""
    events: list[Event] = []
    for option in options:
        events += game.apply(option)
    return events


def options(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def column(game: Game, letter: str) -> list[str]:
    """A column's cards bottom to top, as text."""
    base = "ABCD".index(letter) * 7
    return [card_text(c) for c in game.cells[base : base + 7] if c]


def freed_places(events: list[Event]) -> list[list[str]]:
    """The places of each group freed, in order (a card freed alone is a group of one)."""
    out: list[list[str]] = []
    for e in events:
        if isinstance(e, GroupFreed):
            out.append([PLACE_NAMES[p] for p in e.places])
        elif isinstance(e, CardFreed):
            out.append([PLACE_NAMES[e.place]])
    return out


def fell(events: list[Event]) -> list[tuple[str, str]]:
    return [(PLACE_NAMES[e.place], PLACE_NAMES[e.to]) for e in events if isinstance(e, CardFell)]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
