"""Every bad file is refused with one clear line naming the file and the problem."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from finspan.saves import SCHEMA_VERSION, SaveError, SaveStore, load_file

from .conftest import game_after


@pytest.fixture
def good(store: SaveStore) -> Path:
    """A named save of a 2-player game after 60 options."""
    return store.save_named(game_after("2 players", 5, 60), "Good")


def edited(path: Path, change: Callable[[dict[str, Any]], Any]) -> Path:
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")
    return path


def refusal(path: Path) -> str:
    with pytest.raises(SaveError) as info:
        load_file(path)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ")
    assert info.value.path == str(path)
    return info.value.problem


def test_a_truncated_file_is_refused_as_truncated(good: Path) -> None:
    good.write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])
    assert refusal(good).startswith("is truncated")


def test_an_empty_file_is_refused(good: Path) -> None:
    good.write_bytes(b"")
    assert refusal(good) == "is empty (the save was never completed)"


def test_a_file_that_is_not_json_is_refused(good: Path) -> None:
    good.write_bytes(b"{ this is not json }")
    assert refusal(good).startswith("is corrupt: not valid JSON")


def test_a_file_that_is_not_utf8_is_refused(good: Path) -> None:
    good.write_bytes(b'{"name": "\xff\xfe"}')
    assert refusal(good).startswith("is corrupt: not UTF-8 text")


def test_json_that_is_not_an_object_is_refused(good: Path) -> None:
    good.write_text("[1, 2, 3]")
    assert refusal(good) == "is not a Finspan save (a JSON list, not an object)"


def test_nan_is_refused(good: Path) -> None:
    text = good.read_text("utf-8").replace('"seed": 5', '"seed": NaN')
    good.write_text(text)
    assert "NaN is not allowed" in refusal(good)


def test_a_missing_field_is_named(good: Path) -> None:
    edited(good, lambda d: d.pop("seed"))
    assert refusal(good) == "field seed: is missing"


def test_a_missing_nested_field_is_named(good: Path) -> None:
    edited(good, lambda d: d["setup"].pop("board"))
    assert refusal(good) == "field setup.board: is missing"


def test_a_field_of_the_wrong_type_is_named_without_coercion(good: Path) -> None:
    edited(good, lambda d: d.update(seed="5"))
    assert refusal(good).startswith("field seed: input should be a valid integer (found '5')")


def test_an_unknown_field_is_refused(good: Path) -> None:
    edited(good, lambda d: d.update(cheat=True))
    assert refusal(good) == "field cheat: is not a field of a Finspan save"


def test_an_unknown_kind_is_refused(good: Path) -> None:
    edited(good, lambda d: d.update(kind="pickle"))
    assert refusal(good).startswith("field kind: must be one of autosave, named, final, replay")


def test_a_bad_time_is_refused(good: Path) -> None:
    edited(good, lambda d: d.update(updated="yesterday"))
    assert refusal(good).startswith("field updated: must be an ISO 8601 date and time")


def test_a_setup_against_the_rules_is_refused(good: Path) -> None:
    edited(good, lambda d: d["setup"].update(difficulty=3))
    assert refusal(good) == "field setup: difficulty and Ravel mode need a Nautoma seat"


def test_a_newer_schema_is_refused_as_made_by_a_newer_version(good: Path) -> None:
    edited(good, lambda d: d.update(schema_version=SCHEMA_VERSION + 1, app_version="9.0"))
    problem = refusal(good)
    newer = SCHEMA_VERSION + 1
    assert problem.startswith(f"was made by a newer version of Finspan 9.0 (save schema {newer}")


def test_a_save_played_under_newer_rules_is_refused(good: Path) -> None:
    edited(good, lambda d: d.update(rules_version=99))
    assert refusal(good).startswith("was played under newer rules (version 99;")


def test_a_missing_schema_version_is_refused(good: Path) -> None:
    edited(good, lambda d: d.pop("schema_version"))
    assert refusal(good).startswith("field schema_version: is missing")


def test_an_unreadable_option_is_refused_with_its_number(good: Path) -> None:
    edited(good, lambda d: d["options"].__setitem__(3, "fly away"))
    assert refusal(good).startswith("move 4 of 60 ('fly away') cannot be read")


def test_an_illegal_option_is_refused_with_its_number(good: Path) -> None:
    def swap(d: dict[str, Any]) -> None:
        d["options"][0] = "place G6" if d["options"][0] != "place G6" else "place B1"

    edited(good, swap)
    assert refusal(good).startswith("move 1 of 60 ('place ")
    assert refusal(good).endswith("is illegal at that point of the game")


def test_an_option_after_the_end_is_refused(store: SaveStore) -> None:
    path = store.save_named(game_after("2 players", 5, 10_000), "Over")
    edited(path, lambda d: d["options"].append("skip"))
    assert "comes after the end of the game" in refusal(path)


def test_a_snapshot_that_disagrees_with_the_moves_is_refused(good: Path) -> None:
    edited(good, lambda d: d["snapshot"]["players"][0]["hand"].append(1))
    assert refusal(good) == (
        "the saved state does not match its moves (first difference at players.0.hand)"
    )


def test_a_snapshot_with_true_for_one_is_refused(good: Path) -> None:
    def retype(d: dict[str, Any]) -> None:
        d["snapshot"]["week"] = d["snapshot"]["week"] == 1

    edited(good, retype)
    assert "first difference at week" in refusal(good)


def test_options_that_lost_their_last_move_disagree_with_the_snapshot(good: Path) -> None:
    edited(good, lambda d: d["options"].pop())
    assert refusal(good).startswith("the saved state does not match its moves")


def test_a_summary_that_lies_is_refused(good: Path) -> None:
    edited(good, lambda d: d["summary"].update(scores=[99, 0]))
    assert refusal(good) == "the summary does not match its moves (scores: saved [99, 0], " + (
        f"replayed {load_summary_scores()})"
    )


def load_summary_scores() -> list[int]:
    game = game_after("2 players", 5, 60)
    return [game.outcome().totals[0], game.outcome().totals[1]]


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path / "nope.json") == "does not exist"


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path) == "is a folder, not a save file"


def test_a_huge_file_is_refused_without_reading_it_all(good: Path) -> None:
    with good.open("wb") as f:
        f.truncate(17 * 1024 * 1024)
    assert refusal(good).startswith("is too large to be a Finspan save")


def test_deeply_nested_json_is_refused(good: Path) -> None:
    good.write_text("[" * 100_000 + "]" * 100_000)
    assert refusal(good) == "is nested too deeply to be a Finspan save"


def test_a_refused_file_leaves_the_other_saves_loadable(store: SaveStore, good: Path) -> None:
    other = store.save_named(game_after("solo with Ravel", 3, 20), "Other")
    good.write_text("garbage")
    with pytest.raises(SaveError):
        store.load(good)
    assert store.load(other).game.history == game_after("solo with Ravel", 3, 20).history
