"""No two modules of finspan/frontend import each other in a loop, counting imports inside
functions too (an import moved into a function to dodge a cycle is still a cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

import finspan.frontend

ROOT = Path(finspan.frontend.__file__).parent
PACKAGE = "finspan.frontend"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _imports(path: Path, modules: set[str]) -> set[str]:
    """Frontend modules that ``path`` imports anywhere in its body (TYPE_CHECKING excepted)."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):  # imports only for the type checker never run
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for n in ast.walk(node)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            stem = f"{base}.{node.module}" if node.level and node.module else (
                base if node.level else node.module or "")
            targets = [stem] + [f"{stem}.{a.name}" for a in node.names]
        for target in targets:
            if target in modules and target != name:
                found.add(target)
    return found


def _graph() -> dict[str, set[str]]:
    paths = sorted(ROOT.rglob("*.py"))
    modules = {_module_name(p) for p in paths}
    return {_module_name(p): _imports(p, modules) for p in paths}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return groups


def test_the_graph_sees_imports_inside_functions():
    graph = _graph()
    assert f"{PACKAGE}.scenes.encyclopedia" in graph[f"{PACKAGE}.shell.navigator"]


def test_no_two_frontend_modules_import_each_other_in_a_loop():
    assert _cycles(_graph()) == []
