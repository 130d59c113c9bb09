"""The boundary's promise, as a property: whatever `load_position` or the save loader accepts
can be played to the end (random legal options, seeded), saved, and loaded back to the same
state; whatever they refuse is refused with one line (`PositionError` / `SaveError`), never
another exception.

Inputs: positions generated from scratch (plausible keys, values both sensible and hostile),
mutations of real position texts, and mutations of real save files. Bounded for CI
(``max_examples`` below; ``deadline=None`` as a whole game is played per example).
"""

from __future__ import annotations

import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from finspan.engine import (
    CATALOG,
    Game,
    PositionError,
    Rng,
    Setup,
    load_position,
    position_text,
    random_policy,
)
from finspan.saves import SaveError, SaveStore, load_file

from .conftest import START

PROPERTY = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    derandomize=True,  # the same examples on every run (no unseeded randomness)
)
MAX_STEPS = 20_000


def one_line(exc: Exception) -> None:
    text = str(exc)
    assert text and "\n" not in text and len(text) < 1_000


def play_save_and_reload(game: Game, seed: int) -> None:
    """Play ``game`` to the end by seeded random legal options, saving it halfway and at the
    end; each save must load back to exactly the game saved."""
    rng = Rng(seed)
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder), clock=lambda: START)
        for step in range(MAX_STEPS):
            if game.is_over:
                break
            if step == 7 and game.decision is not None:
                check_round_trip(store, game, "halfway")
            game.apply(random_policy(game, rng))
        assert game.is_over, "the game did not end"
        check_round_trip(store, game, "final")


def check_round_trip(store: SaveStore, game: Game, name: str) -> None:
    loaded = store.load(store.save_named(game, name))
    assert loaded.game.to_dict() == game.to_dict()
    assert loaded.game.history == game.history


# --- Positions generated from scratch ------------------------------------------------------

FISH = [CATALOG.by_number[n].name for n in CATALOG.main[:30]] + [
    CATALOG.by_number[n].name for n in CATALOG.starter[:3]
]
SLOTS = ["B1", "P2", "G3", "B4", "P5", "G6", "G2"]
SITES = ["play", "blue", "purple", "green"]
HOSTILE_TEXT = st.sampled_from(["", "A" * 120, "Ada\x00", "²", "-1", "N1", "\u202e", "x"])
NUMBER = st.one_of(
    st.integers(min_value=-3, max_value=12),
    st.sampled_from([2**64, -(2**63), 10**30, 99, 1000]),
)
NAME = st.one_of(st.sampled_from(["Ada", "Bob", "Ümit", "李", "O'Neil", 'Quote "Q"']), HOSTILE_TEXT)
TOKENS = st.sampled_from(["", ", egg", ", young", ", 2 young, school", ", ² young", ", 99 young"])


@st.composite
def slot_text(draw: st.DrawFn) -> str:
    fish = draw(st.lists(st.sampled_from(FISH), max_size=2))
    return " over ".join(fish) + draw(TOKENS) if fish else draw(st.sampled_from(["young", "egg"]))


@st.composite
def player_table(draw: st.DrawFn) -> dict[str, Any]:
    table: dict[str, Any] = {"name": draw(NAME)}
    if draw(st.booleans()):
        table["hand"] = draw(st.lists(st.sampled_from(FISH), max_size=4, unique=True))
    if draw(st.booleans()):
        table["discard"] = draw(st.lists(st.sampled_from(FISH), max_size=3, unique=True))
    if draw(st.booleans()):
        table["divers"] = draw(st.lists(st.sampled_from(SITES), max_size=3))
    if draw(st.booleans()):
        table["achievements"] = draw(st.lists(NUMBER, max_size=3))
    if draw(st.booleans()):
        table["ocean"] = draw(st.dictionaries(st.sampled_from(SLOTS), slot_text(), max_size=3))
    return table


@st.composite
def nautoma_table(draw: st.DrawFn) -> dict[str, Any]:
    table: dict[str, Any] = {"difficulty": draw(st.one_of(st.integers(1, 5), NUMBER))}
    for key in ("eggs", "young", "schools", "markers", "ravel"):
        if draw(st.booleans()):
            table[key] = draw(NUMBER)
    cards = st.sampled_from([f"N{i}" for i in range(0, 9)])
    if draw(st.booleans()):
        table["deck"] = draw(st.lists(cards, max_size=7))
    if draw(st.booleans()):
        table["revealed"] = draw(st.lists(cards, max_size=3))
    if draw(st.booleans()):
        table["achievements"] = draw(st.lists(st.one_of(NUMBER, HOSTILE_TEXT), max_size=3))
    return table


@st.composite
def generated_position(draw: st.DrawFn) -> str:
    data: dict[str, Any] = {"format": "finspan-position/1"}
    sensible = {"week": st.integers(1, 4), "turn": st.integers(0, 3),
                "first_player": st.integers(0, 1), "seed": st.integers(0, 2**64 - 1)}  # fmt: skip
    for key, values in sensible.items():
        if draw(st.booleans()):  # mostly sensible, sometimes hostile
            data[key] = draw(st.one_of(values, values, values, NUMBER))
    if draw(st.booleans()):
        data["deck"] = draw(st.lists(st.sampled_from(FISH), max_size=3, unique=True))
    if draw(st.booleans()):
        data["nautoma"] = draw(nautoma_table())
        data["player"] = [draw(player_table())]
    else:
        data["player"] = draw(st.lists(player_table(), min_size=1, max_size=4))
    return to_toml(data)


def to_toml(data: dict[str, Any]) -> str:
    """A tiny TOML writer for the generated dicts (strings via JSON's escapes)."""
    lines = [f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in data.items()
             if k not in ("player", "nautoma")]  # fmt: skip
    for p in data["player"]:
        lines.append("[[player]]")
        lines += [f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in p.items()
                  if k != "ocean"]  # fmt: skip
        if "ocean" in p:
            lines.append("[player.ocean]")
            lines += [f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in p["ocean"].items()]
    if "nautoma" in data:
        lines.append("[nautoma]")
        lines += [f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in data["nautoma"].items()]
    return "\n".join(lines) + "\n"


def accepted_or_refused_position(text: str, seed: int) -> bool:
    """Load ``text``; if accepted, play, save and reload it. Returns whether it was accepted."""
    try:
        game = load_position(text)
    except PositionError as exc:
        one_line(exc)
        return False
    play_save_and_reload(game, seed)
    return True


@PROPERTY
@given(generated_position(), st.integers(0, 2**16))
def test_a_generated_position_is_playable_and_savable_or_refused_in_one_line(
    text: str, seed: int
) -> None:
    accepted_or_refused_position(text, seed)


# --- Mutations of real positions and saves -------------------------------------------------


@cache
def real_positions() -> tuple[str, ...]:
    """Position texts of real games at the start of a turn (2 players, 4 on side B, solo
    with Ravel), with and without the deck order."""
    out = []
    for setup, seed, turns in (
        (Setup.multiplayer(2), 11, 3),
        (Setup.multiplayer(4, board="B"), 12, 9),
        (Setup.solo_game(4, ravel=2), 13, 5),
    ):
        game, rng = Game(setup, seed), Rng(seed)
        while not (game.decision.kind == "turn" and len(game.stack) == 1 and game.turn >= turns):
            game.apply(random_policy(game, rng))
        out += [position_text(game), position_text(game, include_deck=True)]
    return tuple(out)


LINE_JUNK = st.sampled_from([
    "", "x", "0", "-1", "99", "2", '"N1"', '["N1"]', "[]", '"²"', "1e9", '"\\u0000"',
    "18446744073709551616", '"B1"', '["Haddock", "Haddock"]', "true", "{}",
])  # fmt: skip


@st.composite
def mutated_position(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(real_positions())).splitlines()
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        line = lines[i]
        action = draw(st.integers(0, 4))
        if action == 0:
            del lines[i]
        elif action == 1 and " = " in line:
            lines[i] = line.split(" = ")[0] + " = " + draw(LINE_JUNK)
        elif action == 2:
            lines.insert(i, line)
        elif action == 3 and " = " in line:
            key, value = line.split(" = ", 1)
            lines[i] = f"{key} = {value.replace(draw(st.sampled_from(['0', '1', 'e', ','])), '')}"
        else:
            j = draw(st.integers(0, len(line)))
            lines[i] = line[:j] + draw(st.sampled_from(["\x00", "²", "]", '"', "9"])) + line[j:]
        if not lines:
            break
    return "\n".join(lines) + "\n"


@PROPERTY
@given(mutated_position(), st.integers(0, 2**16))
def test_a_mutated_position_is_playable_and_savable_or_refused_in_one_line(
    text: str, seed: int
) -> None:
    accepted_or_refused_position(text, seed)


def test_the_real_positions_are_accepted_and_play_to_the_end() -> None:
    assert all(accepted_or_refused_position(t, 1) for t in real_positions())


@cache
def real_saves() -> tuple[dict[str, Any], ...]:
    """Save files (as dicts) of real games: mid-game 2 players, solo with Ravel from a
    position, and a finished 3-player game."""
    out = []
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder), clock=lambda: START)
        for game, steps in (
            (Game(Setup.multiplayer(2), 21), 40),
            (load_position(real_positions()[5]), 30),
            (Game(Setup.multiplayer(3), 22), 10_000),
        ):
            rng = Rng(steps)
            for _ in range(steps):
                if game.is_over:
                    break
                game.apply(random_policy(game, rng))
            path = store.save_named(game, f"Real {len(out)}")
            out.append(json.loads(path.read_text("utf-8")))
    return tuple(out)


JSON_JUNK = st.sampled_from([
    None, True, 0, -1, 1, 2**64, 1.5, "", "x" * 250, "Ada\x00", "skip", "dive blue",
    "1969-12-31T23:59:59", [], [0], ["skip"], {}, {"a": 1},
    "Renamed", "2026-01-02T03:04:05+00:00", 0.5, 2.0, "take", "autosave", "final", ["take"],
])  # fmt: skip


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list) and len(node) < 40:
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


@st.composite
def mutated_save(draw: st.DrawFn) -> bytes:
    data = json.loads(json.dumps(draw(st.sampled_from(real_saves()))))
    if draw(st.integers(0, 2)) == 0:  # an edit a player's own tools might make: it loads
        field, value = draw(st.sampled_from([
            ("name", "Renamed"), ("name", "Ünïcödé 李"), ("app_version", "9.9"),
            ("updated", "2030-01-01T00:00:00"), ("kind", "autosave"), ("kind", "named"),
        ]))  # fmt: skip
        data[field] = value
        data["table"]["hints"] = draw(st.integers(0, 100_000))
        data["table"]["animation_speed"] = draw(st.sampled_from([None, 0.0, 0.5, 1.0, 2.0]))
        seats = len(data["setup"]["seats"])
        answers = st.sampled_from(["ask", "take", "skip"])
        data["table"]["all_players"] = draw(st.lists(answers, max_size=seats))
    for _ in range(draw(st.integers(0, 2))):
        paths = _paths(data)[1:]
        if draw(st.booleans()):  # half the time outside the snapshot (which dwarfs the rest)
            paths = [p for p in paths if p[0] != "snapshot"]
        path = draw(st.sampled_from(paths))
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        key = path[-1]
        action = draw(st.integers(0, 3))
        if action == 0:
            del parent[key]
        elif action == 1:
            parent[key] = draw(JSON_JUNK)
        elif action == 2 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += draw(st.sampled_from([-1, 1, 7]))
        elif isinstance(parent, list):
            parent.insert(key, parent[key])
        else:
            parent[key] = [parent[key]]
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    if draw(st.integers(0, 3)) == 0:  # sometimes a byte-level change too
        i = draw(st.integers(0, len(raw) - 1))
        raw = raw[:i] + draw(st.sampled_from([b"", b"\xef\xbb\xbf", b"\xff", b"[", b"0"])) + raw[i:]
    return raw


@PROPERTY
@given(mutated_save(), st.integers(0, 2**16))
def test_a_mutated_save_is_playable_and_savable_or_refused_in_one_line(
    raw: bytes, seed: int
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "mutated.json"
        path.write_bytes(raw)
        try:
            loaded = load_file(path)
        except SaveError as exc:
            one_line(exc)
            return
    play_save_and_reload(loaded.game, seed)
