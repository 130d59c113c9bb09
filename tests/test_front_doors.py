"""Each lazy front door (`finspan._lazy`) names its exports twice: in ``_EXPORTS`` for the
run time and in an ``if TYPE_CHECKING:`` block for type checkers. They must agree, or the
checker sees a name as missing, or as ``Any``."""

from __future__ import annotations

import ast
from importlib import import_module
from pathlib import Path

import pytest

FINSPAN = Path(__file__).resolve().parents[1] / "finspan"
DOORS = sorted(
    p.parent for p in FINSPAN.rglob("__init__.py") if "lazy_getattr(" in p.read_text("utf-8")
)


def _resolve(package: str, module: str) -> str:
    """The absolute name of ``module``, relative to ``package`` when it starts with dots."""
    if not module.startswith("."):
        return module
    dots = len(module) - len(module.lstrip("."))
    base = package.split(".")[: len(package.split(".")) - dots + 1]
    return ".".join([*base, module.lstrip(".")]) if module.lstrip(".") else ".".join(base)


def _type_checking_imports(tree: ast.Module, package: str) -> dict[str, str]:
    names: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom)
                module = "." * imp.level + (imp.module or "")
                for alias in imp.names:
                    assert alias.asname == alias.name, f"{alias.name} is not re-exported as itself"
                    names[alias.name] = _resolve(package, module)
    return names


def _exports(tree: ast.Module, package: str) -> dict[str, str]:
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "_EXPORTS":
            value = ast.literal_eval(node.value)
            return {name: _resolve(package, module) for name, module in value.items()}
    raise AssertionError("no _EXPORTS")


@pytest.mark.parametrize("door", DOORS, ids=lambda p: p.name)
def test_the_type_checkers_names_are_the_lazy_exports(door: Path) -> None:
    package = "finspan." + ".".join(door.relative_to(FINSPAN).parts)
    tree = ast.parse((door / "__init__.py").read_text("utf-8"))
    assert _type_checking_imports(tree, package) == _exports(tree, package)


@pytest.mark.parametrize("door", DOORS, ids=lambda p: p.name)
def test_every_lazy_export_resolves(door: Path) -> None:
    package = import_module("finspan." + ".".join(door.relative_to(FINSPAN).parts))
    for name in package.__all__:
        assert getattr(package, name) is not None
