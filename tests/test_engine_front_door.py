"""Everything outside the engine comes through its front door, `finspan.engine`."""

from __future__ import annotations

import ast
from pathlib import Path

import finspan.engine

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "finspan" / "engine"
SUBMODULES = {p.stem for p in ENGINE.glob("*.py")} - {"__init__"}


def _callers() -> list[Path]:
    files = [p for p in (ROOT / "finspan").rglob("*.py") if ENGINE not in p.parents]
    files += (ROOT / "benchmarks").rglob("*.py")
    engine_tests = ROOT / "tests" / "engine"
    files += [p for p in (ROOT / "tests").rglob("*.py") if engine_tests not in p.parents]
    return sorted(files)


def _module_of(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _absolute(node: ast.ImportFrom, path: Path) -> str:
    if node.level == 0:
        return node.module or ""
    package = _module_of(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def _submodule_imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.startswith("finspan.engine.")]
        elif isinstance(node, ast.ImportFrom):
            module = _absolute(node, path)
            if module.startswith("finspan.engine."):
                found.append(module)
            elif module == "finspan.engine":
                found += [f"finspan.engine.{a.name}" for a in node.names if a.name in SUBMODULES]
    return [f"{path.relative_to(ROOT)}: {name}" for name in found]


def test_nothing_outside_the_engine_imports_one_of_its_modules():
    offenders = [line for path in _callers() for line in _submodule_imports(path)]
    assert not offenders, "\n".join(offenders)


def test_the_checker_sees_relative_and_absolute_submodule_imports(tmp_path):
    fake = ROOT / "finspan" / "frontend" / "scenes" / "x.py"
    tree = "from ...engine.game import Game\nfrom ...engine import events as E\n"
    node_a, node_b = ast.parse(tree).body
    assert isinstance(node_a, ast.ImportFrom) and isinstance(node_b, ast.ImportFrom)
    assert _absolute(node_a, fake) == "finspan.engine.game"
    assert _absolute(node_b, fake) == "finspan.engine"
    assert "events" in SUBMODULES


def test_every_public_name_is_importable_from_the_front_door():
    for name in finspan.engine.__all__:
        assert getattr(finspan.engine, name) is not None, name


def test_the_front_door_names_the_concepts_a_newcomer_learns():
    for name in ("Game", "Decision", "Option", "Event", "PublicState", "Outcome"):
        assert name in finspan.engine.__all__
    for name in ("load_position", "position_text", "parse_option"):
        assert name in finspan.engine.__all__


def test_no_public_name_is_also_the_name_of_an_engine_module():
    # Importing a submodule sets an attribute of that name on the package, which would hide
    # a public name spelled the same.
    assert not set(finspan.engine.__all__) & SUBMODULES
