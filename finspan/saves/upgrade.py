"""The upgrade chain: turn a save of an older schema into the current one, dict to dict.

Owns the list of schema versions and one small function per step (``UPGRADES[n]`` turns a
schema-``n`` dict into a schema-``n + 1`` dict). Upgrades touch plain JSON data only: they
never run the engine, read files or execute anything in the file. The result is validated
by the current model afterwards, so a step only renames, moves or fills in fields.

Schema history:

* **0** (pre-release): ``version`` instead of ``schema_version`` and ``choices`` instead of
  ``options``; otherwise as schema 1.
* **1**: as schema 2 without ``rules_version`` and ``origin`` (only dealt games).
* **2**: as schema 3 without the ``table`` of a save (the seats' all-players answers, the
  undo/redo history within the turn, the animation speed and the hint count).
* **3**: as schema 4 without the table's ``controllers`` (every seat was a person).
* **4**: as schema 5 without ``game`` (every file held Finspan).
* **5**: as schema 6, Finspan only, its summary without ``progress`` and ``animals_left``.
* **6**: as schema 7, a replay without ``controllers`` and ``review``.
* **7**: as schema 8, a replay's ``review`` of a Finspan game only.
* **8** (current, see `finspan.saves.models`): files of either game (Finspan, Fish'n'Flip),
  the summary in game-neutral words (``progress``; ``animals_left``; Finspan's ``board``
  and ``week`` kept); a replay says who controlled each seat (``controllers``) and may hold
  the post-game review of one person (``review``), of either game (read by the model of
  the file's game: a Fish'n'Flip review has the seat's ``turns`` or ``bids``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .models import SCHEMA_VERSION

Upgrader = Callable[[dict[str, Any]], dict[str, Any]]


class UpgradeError(ValueError):
    """The file's schema version is missing, unknown or newer than this app reads."""


def _from_0(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 0 -> 1: ``version`` becomes ``schema_version``, ``choices`` becomes ``options``."""
    out = {k: v for k, v in d.items() if k not in ("version", "choices")}
    out["schema_version"] = 1
    if "choices" in d:
        out["options"] = d["choices"]
    return out


def _from_1(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 -> 2: files record the rules version (1 then) and the starting position
    (none: schema 1 could only hold dealt games); the snapshot gains ``origin``."""
    out = dict(d)
    out["schema_version"] = 2
    out.setdefault("rules_version", 1)
    out.setdefault("origin", None)
    snapshot = out.get("snapshot")
    if isinstance(snapshot, dict) and "origin" not in snapshot:
        out["snapshot"] = {**snapshot, "origin": None}
    return out


def _from_2(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 -> 3: a save (not a replay) gains ``table`` with the defaults: every seat
    asks about all-players benefits, nothing to undo or redo, speed not recorded, no hints."""
    out = dict(d)
    out["schema_version"] = 3
    if out.get("kind") != "replay":
        out.setdefault(
            "table",
            {"all_players": [], "undo_steps": 0, "redo": [], "animation_speed": None, "hints": 0},
        )
    return out


def _from_3(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 3 -> 4: a save's ``table`` gains ``controllers``, empty (every seat a person)."""
    out = dict(d)
    out["schema_version"] = 4
    table = out.get("table")
    if isinstance(table, dict) and "controllers" not in table:
        out["table"] = {**table, "controllers": []}
    return out


def _from_4(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 -> 5: a file says which game it holds; every earlier one held Finspan."""
    out = dict(d)
    out["schema_version"] = 5
    out.setdefault("game", "finspan")
    return out


def _from_5(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 5 -> 6: the summary says how far the game has gone in words (a Finspan game:
    its week of 4) and has no animals left (a Fish'n'Flip count)."""
    out = dict(d)
    out["schema_version"] = 6
    summary = out.get("summary")
    if isinstance(summary, dict) and "progress" not in summary:
        week = summary.get("week")
        progress = f"week {week} of 4" if isinstance(week, int) else ""
        out["summary"] = {**summary, "progress": progress, "animals_left": None}
    return out


def _from_6(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 6 -> 7: a replay does not say who controlled the seats (empty: not recorded)
    and holds no review."""
    out = dict(d)
    out["schema_version"] = 7
    if out.get("kind") == "replay":
        out.setdefault("controllers", [])
        out.setdefault("review", None)
    return out


def _from_7(d: dict[str, Any]) -> dict[str, Any]:
    """Schema 7 -> 8: nothing to move: a schema-7 review is a Finspan game's, and keeps its
    shape (schema 8 lets a Fish'n'Flip replay hold its own, which older apps cannot read)."""
    out = dict(d)
    out["schema_version"] = 8
    return out


#: ``UPGRADES[n]`` turns a schema-n dict into a schema-(n+1) dict.
UPGRADES: dict[int, Upgrader] = {
    0: _from_0, 1: _from_1, 2: _from_2, 3: _from_3, 4: _from_4, 5: _from_5, 6: _from_6,
    7: _from_7,
}  # fmt: skip


def schema_version_of(d: Mapping[str, Any]) -> int:
    """The schema version a file says it has (schema 0 called the field ``version``).

    Raises `UpgradeError` if there is none or it is not a whole number.
    """
    if "schema_version" in d:
        field, version = "schema_version", d["schema_version"]
    elif "version" in d:
        field, version = "version", d["version"]
    else:
        raise UpgradeError("field schema_version: is missing (is this a Finspan save?)")
    if not isinstance(version, int) or isinstance(version, bool):
        raise UpgradeError(f"field {field}: must be a whole number, not {version!r:.40}")
    return version


def upgrade(
    d: dict[str, Any],
    current: int = SCHEMA_VERSION,
    upgrades: Mapping[int, Upgrader] = UPGRADES,
) -> dict[str, Any]:
    """Bring a file's dict up to schema ``current`` through the chain. Does not mutate ``d``.

    Raises `UpgradeError` for a schema newer than ``current`` ("made by a newer version of
    Finspan"), or one with no upgrade path. A current-schema dict is returned as is.
    """
    version = schema_version_of(d)
    if version > current:
        made_by = d.get("app_version")
        by = f" {made_by}" if isinstance(made_by, str) and made_by else ""
        raise UpgradeError(
            f"was made by a newer version of Finspan{by:.40} (save schema {version}; this "
            f"version reads schemas up to {current}): update Finspan to open it"
        )
    while version < current:
        step = upgrades.get(version)
        if step is None:
            raise UpgradeError(f"has save schema {version}, which this version cannot read")
        d = step(d)
        new = schema_version_of(d)
        if new != version + 1:  # a programming error in the chain, reported not looped
            raise UpgradeError(f"upgrade from schema {version} gave schema {new}")
        version = new
    return d
