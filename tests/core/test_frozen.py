"""The quicker ``__init__`` of frozen, slotted dataclasses (`finspan.core.frozen`)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from finspan.core.frozen import set_slots_directly


@dataclass(frozen=True, slots=True)
class _Point:
    x: int
    y: int = 2
    tags: tuple[str, ...] = ()


def test_the_quicker_init_makes_the_same_values_with_the_same_signature():
    before = (_Point(1), _Point(1, 5), _Point(x=3, tags=("a",)))
    set_slots_directly(_Point)
    after = (_Point(1), _Point(1, 5), _Point(x=3, tags=("a",)))
    assert after == before
    assert [hash(p) for p in after] == [hash(p) for p in before]
    assert repr(after[2]) == "_Point(x=3, y=2, tags=('a',))"
    with pytest.raises(dataclasses.FrozenInstanceError):
        after[0].x = 9  # type: ignore[misc]
    with pytest.raises(TypeError):
        _Point()  # type: ignore[call-arg]


def test_classes_whose_init_does_more_are_refused():
    @dataclass(frozen=True, slots=True)
    class Listed:
        items: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class Checked:
        n: int

        def __post_init__(self) -> None:
            if self.n < 0:
                raise ValueError("negative")

    for cls in (Listed, Checked):
        with pytest.raises(TypeError):
            set_slots_directly(cls)
