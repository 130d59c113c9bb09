"""The computer players' package keeps its shape: one front door written from its table,
the engine used only through `finspan.flip`, no clock or global random in the search, no
module over ~600 lines; its weights file is checked when it loads."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import finspan.flip_ai
from finspan.flip_ai import WEIGHTS, Weights
from finspan.flip_ai.evaluate import WeightsError

from .front_door import DOOR, rewrite

PACKAGE = Path(finspan.flip_ai.__file__).parent
MODULES = sorted(p for p in PACKAGE.glob("*.py"))


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_the_front_doors_type_checking_block_is_written_from_its_table():
    source = DOOR.read_text(encoding="utf-8")
    assert rewrite(source) == source, "run: python -m tests.flip_ai.front_door"


def test_no_public_name_is_also_the_name_of_a_module():
    assert not set(finspan.flip_ai.__all__) & {p.stem for p in MODULES}


def test_the_engine_is_used_only_through_its_front_door():
    reaching = {p.name: m for p in MODULES for m in _imports(p) if m.startswith("finspan.flip.")}
    assert reaching == {}


def test_the_search_reads_no_clock_no_global_random_and_draws_nothing():
    banned = {"time", "random", "pygame", "datetime"}
    found = {p.name: _imports(p) & banned for p in MODULES if p.name != "cli.py"}
    assert {name: names for name, names in found.items() if names} == {}


def test_no_module_is_over_600_lines():
    assert {p.name: n for p in MODULES if (n := len(p.read_text().splitlines())) > 600} == {}


def test_the_weights_read_back_from_their_table():
    assert Weights.from_table(WEIGHTS.to_table()) == WEIGHTS


@pytest.mark.parametrize("change, message", [
    ({"loss": "many"}, "coop.loss: a number"),
    ({"ready": None}, "coop.ready: a number"),
    ({"sparkle": 1.0}, "unknown weights sparkle"),
])  # fmt: skip
def test_a_malformed_weights_table_is_refused_in_one_line(change, message):
    table = {k: v for k, v in WEIGHTS.to_table().items() if change.get(k, 0) is not None}
    table.update({k: v for k, v in change.items() if v is not None})
    with pytest.raises(WeightsError, match=message):
        Weights.from_table(table)
