"""No two modules anywhere under finspan/ import each other in a loop: imports inside
functions count (an import moved into a function to dodge a loop is still a loop), and so do
imports only for the type checker (``if TYPE_CHECKING:``: a loop of types is a loop of
meaning). ``from package import name`` is an import of ``package.name`` when that is a
module, else of the package."""

from __future__ import annotations

import ast
from pathlib import Path

import finspan

ROOT = Path(finspan.__file__).parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(source: str, name: str, is_package: bool, modules: set[str]) -> set[str]:
    """The modules of ``modules`` that module ``name`` (its ``source``) imports, anywhere."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            if node.level:
                stem = f"{base}.{node.module}" if node.module else base
            else:
                stem = node.module or ""
            for alias in node.names:
                inner = f"{stem}.{alias.name}"
                targets.append(inner if inner in modules else stem)
        found |= {t for t in targets if t in modules and t != name}
    return found


def graph() -> dict[str, set[str]]:
    paths = sorted(ROOT.rglob("*.py"))
    modules = {_module_name(p) for p in paths}
    return {
        _module_name(p): imports_of(
            p.read_text(encoding="utf-8"), _module_name(p), p.name == "__init__.py", modules
        )
        for p in paths
    }


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(edges[v]):
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

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return groups


def test_the_graph_sees_imports_inside_functions_and_for_the_type_checker():
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from .b import B\n"
        "def f():\n"
        "    from . import c\n"
    )
    modules = {"p", "p.a", "p.b", "p.c"}
    assert imports_of(source, "p.a", False, modules) == {"p.b", "p.c"}


def test_the_loop_finder_finds_a_loop():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_two_modules_import_each_other_in_a_loop():
    assert cycles(graph()) == []
