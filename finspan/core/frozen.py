"""A quicker ``__init__`` for frozen, slotted dataclasses made in great numbers.

A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__``; a
search's playouts make thousands of events and decisions, and setting each field's slot
through its descriptor costs about half as much. The values, equality, hashing, ``repr``
and immutability afterwards are the dataclass's own.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any


def set_slots_directly(cls: type[Any]) -> None:
    """Give the frozen, slotted dataclass ``cls`` an ``__init__`` that sets each field's slot
    through its descriptor, with the dataclass's signature (its fields in order, with their
    defaults; no default factories, no ``__post_init__``). Raises TypeError otherwise."""
    if getattr(cls, "__post_init__", None) is not None:
        raise TypeError(f"{cls.__name__} has a __post_init__, which this __init__ would skip")
    params, body = [], []
    env: dict[str, Any] = {}
    for f in fields(cls):
        if f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name} has a default factory")
        env[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        body.append(f"\n    _set_{f.name}(self, {f.name})")
    exec(f"def __init__(self, {', '.join(params)}):{''.join(body) or chr(10) + '    pass'}", env)
    cls.__init__ = env["__init__"]
