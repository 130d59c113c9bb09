"""Older schemas load through the upgrade chain; newer ones are refused.

``fixtures/schema0-two-players.json`` is a hand-made schema-0 save (``version`` for
``schema_version``, ``choices`` for ``options``) of a 2-player game, seed 21, 12 moves in.
It also pins the engine: if a rules change makes it fail with "does not match its moves",
old players' saves would stop loading too, and that change needs an upgrade step.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from finspan.saves import SCHEMA_VERSION, SaveError, SaveStore, load_file, save_summary
from finspan.saves.upgrade import UPGRADES, UpgradeError, schema_version_of, upgrade

from .conftest import game_after

FIXTURE = Path(__file__).parent / "fixtures" / "schema0-two-players.json"
FIXTURE_MOVES = [
    "play Bonefish", "place P1", "pay egg B5", "play Barreleye", "place G4",
    "play Bluespine Unicornfish", "place B1", "discard Abyssal Halosaur", "play Mandarinfish",
    "place B3", "discard Great Northern Tilefish", "egg G4",
]  # fmt: skip


def test_schema_8_is_current_and_each_older_schema_has_an_upgrade() -> None:
    assert SCHEMA_VERSION == 8
    assert set(UPGRADES) == {0, 1, 2, 3, 4, 5, 6, 7}


def test_the_schema_0_fixture_loads_through_the_upgrade_chain() -> None:
    loaded = load_file(FIXTURE)
    assert loaded.file_schema_version == 0 and loaded.upgraded
    assert loaded.model.schema_version == SCHEMA_VERSION
    assert loaded.model.rules_version == 1 and loaded.model.origin is None
    assert loaded.model.options == FIXTURE_MOVES
    assert loaded.game.history == FIXTURE_MOVES
    assert loaded.model.app_version == "0.0.9"
    assert loaded.game.decision is not None and loaded.game.decision.player == 1


def test_save_info_reports_the_schema_the_file_was_written_in() -> None:
    summary = save_summary(FIXTURE)
    assert summary["schema_version"] == 0
    assert summary["players"] == ["Player 1", "Player 2"] and summary["week"] == 1


def test_resaving_an_upgraded_game_writes_the_current_schema(store: SaveStore) -> None:
    loaded = load_file(FIXTURE)
    data = json.loads(store.save_named(loaded.game, "Again").read_text("utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION and data["options"] == FIXTURE_MOVES
    assert "version" not in data and "choices" not in data


def test_upgrading_does_not_change_the_given_dict() -> None:
    data = json.loads(FIXTURE.read_text("utf-8"))
    before = copy.deepcopy(data)
    upgraded = upgrade(data)
    assert data == before
    assert upgraded["schema_version"] == SCHEMA_VERSION and upgraded["options"] == FIXTURE_MOVES


def downgrade_to_0(data: dict[str, Any]) -> dict[str, Any]:
    """The schema-0 form of a current save: field names of schema 0, none of the fields
    later schemas added."""
    later = ("rules_version", "origin")
    out = {
        ("version" if k == "schema_version" else k): v for k, v in data.items() if k not in later
    }
    if isinstance(out.get("snapshot"), dict):
        out["snapshot"] = {k: v for k, v in out["snapshot"].items() if k != "origin"}
    out["version"] = 0
    out["choices"] = out.pop("options")
    return out


@pytest.mark.parametrize(
    ("label", "seed", "steps"), [("solo with Ravel", 3, 50), ("4 players, board B", 5, 90)]
)
def test_schema_0_saves_of_other_games_upgrade_to_the_same_game(
    label: str, seed: int, steps: int, store: SaveStore
) -> None:
    game = game_after(label, seed, steps)
    path = store.save_named(game, "Old")
    path.write_text(json.dumps(downgrade_to_0(json.loads(path.read_text("utf-8")))))
    assert store.load(path).game.to_dict() == game.to_dict()


def test_a_chain_of_several_steps_runs_in_order() -> None:
    def one_to_two(d: dict[str, Any]) -> dict[str, Any]:
        return {**d, "schema_version": 2, "steps": [*d["steps"], "1->2"]}

    def zero_to_one(d: dict[str, Any]) -> dict[str, Any]:
        return {**d, "schema_version": 1, "steps": ["0->1"]}

    out = upgrade({"version": 0}, current=2, upgrades={1: one_to_two, 0: zero_to_one})
    assert out == {"version": 0, "schema_version": 2, "steps": ["0->1", "1->2"]}


def test_a_gap_in_the_chain_is_refused() -> None:
    with pytest.raises(UpgradeError, match="has save schema 0, which this version cannot read"):
        upgrade({"schema_version": 0}, current=2, upgrades={1: lambda d: d})


def test_a_step_that_gives_the_wrong_version_is_reported_not_looped() -> None:
    with pytest.raises(UpgradeError, match="upgrade from schema 0 gave schema 0"):
        upgrade({"schema_version": 0}, current=1, upgrades={0: lambda d: d})


def test_a_newer_schema_is_refused() -> None:
    with pytest.raises(UpgradeError, match="made by a newer version of Finspan"):
        upgrade({"schema_version": SCHEMA_VERSION + 1})


def test_a_newer_save_file_is_refused_naming_the_file(tmp_path: Path) -> None:
    data = json.loads(FIXTURE.read_text("utf-8"))
    data["version"] = SCHEMA_VERSION + 1
    path = tmp_path / "future.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as info:
        load_file(path)
    assert str(info.value) == (
        f"{path}: was made by a newer version of Finspan 0.0.9 (save schema "
        f"{SCHEMA_VERSION + 1}; this version "
        f"reads schemas up to {SCHEMA_VERSION}): update Finspan to open it"
    )


@pytest.mark.parametrize("bad", [None, "1", 1.0, True, [1]])
def test_a_schema_version_that_is_not_a_whole_number_is_refused(bad: Any) -> None:
    with pytest.raises(UpgradeError, match="field schema_version: must be a whole number"):
        schema_version_of({"schema_version": bad})


def test_a_negative_schema_version_is_refused() -> None:
    with pytest.raises(UpgradeError, match="has save schema -1"):
        upgrade({"schema_version": -1})
