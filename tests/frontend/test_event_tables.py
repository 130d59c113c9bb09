"""Every event type has an entry in each table over events: the log's sentence, the public
state's fold, the table's animation and its sound (an explicit "silent"/"still" entry counts)."""

from __future__ import annotations

import pytest

from finspan.engine import EVENT_TYPES, FOLDS, SENTENCES
from finspan.frontend.finspan.animate import DRAWERS
from finspan.frontend.finspan.sounds import EVENT_SOUNDS


def test_the_engine_lists_every_event_type():
    from finspan import engine

    assert len(EVENT_TYPES) == len(set(EVENT_TYPES)) > 30
    assert all(getattr(engine, t.__name__) is t for t in EVENT_TYPES)


@pytest.mark.parametrize(
    ("name", "table"), [("log sentences", SENTENCES), ("public-state fold", FOLDS),
                        ("table animations", DRAWERS), ("sound effects", EVENT_SOUNDS)],
)  # fmt: skip
def test_every_event_type_has_an_entry(name, table):
    assert set(table) == set(EVENT_TYPES), name
