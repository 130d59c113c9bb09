"""Fuzz: damaged real saves either load correctly or are refused with a `SaveError`.

Hundreds of seeded variants of real files (a save mid-game, a finished game's save, a solo
replay): truncated, bytes flipped, JSON fields deleted, retyped or replaced. Loading must
raise `SaveError` with one line naming the file, or give exactly the original game. Listing
must never raise either.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from finspan.engine import Game
from finspan.saves import SaveError, SaveStore, load_file

from .conftest import game_after

JUNK: list[Any] = [
    None, True, False, 0, -1, 1, 7, 2**70, 1.5, "", "x" * 300, "skip", "dive purple",
    "2025-01-01", [], [0], ["skip"], {}, {"a": 1}, {"task": "turn"},
]  # fmt: skip


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


def corrupt_field(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A copy of ``data`` with one field deleted, replaced by junk, tweaked or added."""
    data = json.loads(json.dumps(data))
    path = rng.choice(_paths(data)[1:])
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    key = path[-1]
    value = parent[key]
    action = rng.randrange(5)
    if action == 0:
        del parent[key]
    elif action == 1:
        parent[key] = rng.choice(JUNK)
    elif action == 2 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice((-1, 1))
    elif action == 2 and isinstance(value, str) and value:
        i = rng.randrange(len(value))
        parent[key] = value[:i] + rng.choice("aZ 0_é") + value[i + 1 :]
    elif action == 3 and isinstance(parent, dict):
        parent[f"extra{rng.randrange(9)}"] = rng.choice(JUNK)
    elif action == 3 and isinstance(parent, list):
        parent.insert(rng.randrange(len(parent) + 1), value)
    else:
        parent[key] = str(value) if not isinstance(value, str) else [value]
    return data


def flip_bytes(raw: bytes, rng: random.Random) -> bytes:
    out = bytearray(raw)
    for _ in range(rng.choice((1, 1, 1, 2, 5))):
        i = rng.randrange(len(out))
        out[i] ^= 1 << rng.randrange(8)
    return bytes(out)


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[bytes, Game, bool]]:
    """(file bytes, the game, whether it is a replay) of three real files."""
    store = SaveStore(tmp_path_factory.mktemp("originals"), clock=lambda: _now())
    mid = game_after("2 players", 5, 60)
    finished = game_after("4 players, board B", 5, 150)
    solo = game_after("solo with Ravel", 3, 10_000)
    return [
        (store.save_named(mid, "Mid").read_bytes(), mid, False),
        (store.write_game(finished, "Four").read_bytes(), finished, False),
        (store.export_replay(solo).read_bytes(), solo, True),
    ]


def _now():
    from .conftest import START

    return START


def _check(path: Path, raw: bytes, game: Game, replay: bool) -> str:
    """Load the damaged file; return "refused" or "loaded" (after checking the result)."""
    path.write_bytes(raw)
    try:
        loaded = load_file(path)
    except SaveError as exc:
        message = str(exc)
        assert message.startswith(f"{path}: ") and "\n" not in message, message
        return "refused"
    got, want = loaded.game.to_dict(), game.to_dict()
    if replay:  # a replay has no snapshot: a seat's colour is not checked by anything
        got["setup"]["seats"] = [{**s, "colour": ""} for s in got["setup"]["seats"]]
        want["setup"]["seats"] = [{**s, "colour": ""} for s in want["setup"]["seats"]]
    assert got == want
    return "loaded"


VARIANTS = 100


@pytest.mark.parametrize("which", [0, 1, 2])
def test_damaged_files_load_correctly_or_are_refused_cleanly(
    which: int, originals: list[tuple[bytes, Game, bool]], tmp_path: Path
) -> None:
    raw, game, replay = originals[which]
    data = json.loads(raw)
    rng = random.Random(2025 + which)
    path = tmp_path / "damaged.json"
    outcomes: dict[str, int] = {"refused": 0, "loaded": 0}
    for _ in range(VARIANTS):
        outcomes[_check(path, raw[: rng.randrange(len(raw))], game, replay)] += 1
        outcomes[_check(path, flip_bytes(raw, rng), game, replay)] += 1
        damaged = corrupt_field(data, rng)
        outcomes[_check(path, json.dumps(damaged).encode(), game, replay)] += 1
    assert sum(outcomes.values()) == 3 * VARIANTS
    assert outcomes["refused"] > VARIANTS  # most damage is caught, and some is harmless


def test_listing_a_folder_of_damaged_files_never_raises(
    originals: list[tuple[bytes, Game, bool]], tmp_path: Path
) -> None:
    folder = tmp_path / "listing"
    folder.mkdir()
    rng = random.Random(7)
    for i in range(60):
        raw = originals[i % 3][0]
        damaged = flip_bytes(raw, rng) if i % 2 else raw[: rng.randrange(len(raw))]
        (folder / f"save-{i}.json").write_bytes(damaged)
    entries = SaveStore(folder).list_saves()
    assert len(entries) == 60
    assert all(e.problem is None or "\n" not in e.problem for e in entries)
    assert any(e.broken for e in entries)
