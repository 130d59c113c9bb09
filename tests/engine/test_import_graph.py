"""The engine's modules import each other without a loop, and only at module level (the
front door's ``if TYPE_CHECKING:`` block counts as module level: it names types only)."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "finspan" / "engine"


def _imported_engine_modules(path: Path) -> tuple[set[str], list[str]]:
    """(engine modules ``path`` imports, imports not at module level) by reading its source."""
    names = {p.stem for p in ENGINE.glob("*.py")}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top_level = {id(node) for node in tree.body}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            top_level |= {id(n) for n in node.body}
    out: set[str] = set()
    nested: list[str] = []
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:
                if node.module:
                    targets.append(node.module.split(".")[0])
                else:
                    targets += [a.name for a in node.names]
            elif node.level == 0 and node.module and node.module.startswith("finspan.engine."):
                targets.append(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            targets += [
                a.name.split(".")[2] for a in node.names if a.name.startswith("finspan.engine.")
            ]
        targets = [t for t in targets if t in names]
        if targets and id(node) not in top_level:
            nested.append(f"{path.stem} line {node.lineno}")
        out.update(targets)
    return out, nested


def _graph() -> dict[str, set[str]]:
    return {p.stem: _imported_engine_modules(p)[0] for p in sorted(ENGINE.glob("*.py"))}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import loop of ``graph`` as a path of module names, or None."""
    state: dict[str, int] = {}  # 1 visiting, 2 done
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


def test_no_engine_module_imports_another_in_a_loop():
    assert _cycle(_graph()) is None, " -> ".join(_cycle(_graph()) or [])


def test_engine_modules_import_each_other_only_at_module_level():
    nested = [n for p in sorted(ENGINE.glob("*.py")) for n in _imported_engine_modules(p)[1]]
    assert not nested, nested


def test_the_loop_finder_finds_a_loop():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_the_graph_sees_the_engines_imports():
    graph = _graph()
    assert "tasks" in graph["game"]
    assert "game" in graph["position"]
