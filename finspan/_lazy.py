"""Packages whose public names are imported on first use (PEP 562), so that importing one
part of a package does not import all of it (start-up time)."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_getattr(
    package: str, exports: dict[str, str], namespace: dict[str, Any]
) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: ``exports`` maps each public name to the
    relative module defining it; the value is imported on first use and kept in
    ``namespace`` (the package's globals)."""

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module, package), name)
        namespace[name] = value
        return value

    return __getattr__
