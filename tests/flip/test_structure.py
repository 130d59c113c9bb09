"""Fish'n'Flip's package keeps its shape: one front door (its type checkers' block written
from its table), no module importing another in a loop, none over ~600 lines, nothing
outside it reaching into its modules."""

from __future__ import annotations

import ast
from pathlib import Path

import finspan.flip

from .front_door import DOOR, rewrite

ROOT = Path(__file__).resolve().parents[2]
FLIP = ROOT / "finspan" / "flip"
MODULES = {p.stem for p in FLIP.glob("*.py")} - {"__init__"}


def _imports(path: Path) -> tuple[set[str], list[str]]:
    """(flip modules ``path`` imports, imports not at module level)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            top |= {id(n) for n in node.body}
    found: set[str] = set()
    nested: list[str] = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            names = [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(
            "finspan.flip."
        ):
            names = [node.module.split(".")[2]]
        names = [n for n in names if n in MODULES]
        if names and id(node) not in top:
            nested.append(f"{path.stem} line {node.lineno}")
        found.update(names)
    return found, nested


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_no_flip_module_imports_another_in_a_loop():
    graph = {p.stem: _imports(p)[0] for p in FLIP.glob("*.py")}
    assert "tasks" in graph["game"] and "game" in graph["position"]  # the graph sees them
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_flip_modules_import_each_other_only_at_module_level():
    assert [n for p in sorted(FLIP.glob("*.py")) for n in _imports(p)[1]] == []


def test_no_flip_module_is_over_600_lines():
    long = {p.name: n for p in FLIP.glob("*.py") if (n := len(p.read_text().splitlines())) > 600}
    assert long == {}


def test_the_front_doors_type_checking_block_is_written_from_its_table():
    source = DOOR.read_text(encoding="utf-8")
    assert rewrite(source) == source, "run: python -m tests.flip.front_door"


def test_no_public_name_is_also_the_name_of_a_flip_module():
    assert not set(finspan.flip.__all__) & MODULES


def test_the_front_door_names_the_concepts_a_newcomer_learns():
    for name in ("Game", "Setup", "Decision", "Option", "Event", "PublicState", "Outcome",
                 "load_position", "position_text", "parse_option", "FLIP"):  # fmt: skip
        assert name in finspan.flip.__all__


def test_nothing_outside_the_package_and_its_tests_imports_one_of_its_modules():
    callers = [p for p in (ROOT / "finspan").rglob("*.py") if FLIP not in p.parents]
    callers += [p for p in (ROOT / "tests").rglob("*.py") if Path(__file__).parent not in p.parents]
    callers += list((ROOT / "benchmarks").rglob("*.py"))
    offenders = []
    for path in callers:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("finspan.flip."):
                offenders.append(f"{path.relative_to(ROOT)}: {node.module}")
            elif isinstance(node, ast.Import):
                offenders += [a.name for a in node.names if a.name.startswith("finspan.flip.")]
    assert offenders == []


def test_the_games_registry_knows_fish_n_flip():
    from finspan.games import game_definition, game_names

    flip = game_definition("flip")
    assert "flip" in game_names() and flip is finspan.flip.FLIP
    assert flip.title == "Fish'n'Flip" and flip.parse_option("bid 3") == finspan.flip.Bid(3)
    game = flip.new_game(finspan.flip.Setup.cooperative(2), 3)
    assert flip.restart(game).to_dict() == game.to_dict()
