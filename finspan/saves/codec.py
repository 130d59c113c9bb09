"""Games to save/replay bytes and back, checking everything on the way in.

Owns the encoding (JSON, UTF-8) and the load checks, in order: size, text, JSON, the schema
version and upgrade chain, the strict model, the setup's rules, replaying every option from
the setup and seed (the replay is the authority), then comparing the replayed state with the
snapshot and the summary. Every failure is a `SaveError` naming the file and the problem;
`decode` and `parse` wrap any other exception too, so no file content can crash the app.
A file is plain data: nothing in it is ever executed (no pickle, no eval).

Does no file I/O: `finspan.saves.store` reads and writes the bytes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from os import PathLike
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .. import __version__
from ..boundary import json_depth, json_unclosed
from ..core import (
    GameOver,
    GameState,
    IllegalOption,
    OptionSyntaxError,
    PositionError,
    Session,
    replay,
)
from ..games import game_definition, game_name_of
from .errors import SaveError
from .models import (
    DOCUMENT,
    SCHEMA_VERSION,
    FlipBidModel,
    FlipReviewModel,
    FlipTurnModel,
    KeptReview,
    ReplayFile,
    ReviewedModel,
    ReviewModel,
    SaveFile,
    SaveKind,
    SaveSummary,
    SetupProblem,
    TableModel,
    review_model,
)
from .upgrade import UpgradeError, schema_version_of, upgrade

#: A save of a whole game is about 10-30 KB; anything far larger is not one of ours.
MAX_FILE_BYTES = 16 * 1024 * 1024
#: Our files nest about 8 deep (the snapshot); far deeper is not one of ours.
MAX_DEPTH = 40

Source = str | PathLike[str]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Decoded:
    """A fully checked file: its model (upgraded to the current schema), the game rebuilt by
    replaying its options, the schema version the file was written in, and the undo session
    (the game with its undo/redo history as saved; ``session.game`` is ``game``)."""

    model: SaveFile | ReplayFile
    game: GameState
    file_schema_version: int
    session: Session[GameState]


# --- Writing -------------------------------------------------------------------------------------


def game_name(game: GameState) -> str:
    """The name in files of the game ``game`` is a match of (``finspan``, ``flip``).
    Raises `finspan.games.UnknownGame` (a ValueError) for a game the app does not hold."""
    return game_name_of(game)


def summarize(game: GameState) -> SaveSummary:
    """The listing summary of a game as it stands, made by its game's ``summarize``
    (does not change the game)."""
    shown = game_definition(game_name(game)).summarize(game)
    return SaveSummary.model_validate(
        {
            "mode": shown.mode,
            "players": list(shown.players),
            "progress": shown.progress,
            "phase": shown.phase,
            "scores": list(shown.scores),
            "animals_left": shown.animals_left,
            "decisions": len(game.history),
            "to_play": shown.to_play,
            "winners": list(shown.winners) if shown.winners is not None else None,
            **shown.details,
        }
    )


def iso_time(when: datetime | str) -> str:
    """A time as written in a file (an ISO string is kept as it is)."""
    return when if isinstance(when, str) else when.isoformat(timespec="seconds")


def _common(game: GameState, name: str, created: datetime | str) -> dict[str, Any]:
    definition = game_definition(game_name(game))
    return {
        "schema_version": SCHEMA_VERSION,
        "game": definition.name,
        "app_version": __version__,
        "rules_version": definition.rules_version,
        "origin": game.origin,
        "created": iso_time(created),
        "name": name,
        "setup": game.setup.to_dict(),
        "seed": game.seed,
        "options": list(game.history),
        "summary": summarize(game).model_dump(),
    }


def table_model(
    session: Session[GameState] | Session[Any] | None = None,
    all_players: list[str] | tuple[str, ...] = (),
    animation_speed: float | None = None,
    hints: int = 0,
    controllers: Sequence[str] = (),
) -> TableModel:
    """What a player set at the table, as saved: the seats' all-players answers, the undo
    and redo history of ``session`` (none without one), the animation speed, hints used,
    who controls each seat (a person or a computer level).
    Raises pydantic's ValidationError for values the format cannot hold."""
    return TableModel.model_validate(
        {
            "all_players": list(all_players),
            "undo_steps": session.undo_steps if session is not None else 0,
            "redo": list(session.redo_options) if session is not None else [],
            "animation_speed": animation_speed,
            "hints": hints,
            "controllers": list(controllers),
        }
    )


def save_model(
    game: GameState,
    kind: SaveKind,
    name: str,
    created: datetime | str,
    updated: datetime | str,
    table: TableModel | None = None,
) -> SaveFile:
    """The save of ``game`` as it stands, with the table's settings and undo history
    (default: none). Raises pydantic's ValidationError if the game cannot be described by
    the format (e.g. a seat name longer than 100 characters)."""
    data = _common(game, name, created)
    data.update(kind=kind, updated=iso_time(updated), snapshot=_plain(game.to_dict()))
    data["table"] = (table or TableModel()).model_dump()
    return SaveFile.model_validate(data)


def replay_model(
    game: GameState, name: str, created: datetime | str,
    controllers: Sequence[str] = (), review: dict[str, Any] | None = None,
) -> ReplayFile:  # fmt: skip
    """The replay of ``game`` so far (setup + seed + options + summary of its last state),
    who controlled each seat (empty: not recorded) and its post-game review if any (the
    fields of its game's review model (`review_model`): ``finspan.ai.review.Review.to_dict()``
    or ``finspan.flip_ai.FlipReview.to_dict()`` gives them and more, which is left out).
    Raises pydantic's ValidationError, or KeyError for a review without a field it needs."""
    data = _common(game, name, created)
    review_data = None if review is None else _kept(review_model(data["game"]), review)
    data.update(kind="replay", controllers=list(controllers), review=review_data)
    return ReplayFile.model_validate(data)


#: The lists inside each review model and the model of their items.
_REVIEW_ITEMS: dict[type[BaseModel], dict[str, type[BaseModel]]] = {
    ReviewModel: {"decisions": ReviewedModel},
    FlipReviewModel: {"turns": FlipTurnModel, "bids": FlipBidModel},
}


def _kept(model: type[BaseModel], data: dict[str, Any]) -> dict[str, Any]:
    """The fields of ``data`` that ``model`` keeps (a review's derived figures are computed
    again); an optional field left out takes its default."""
    items = _REVIEW_ITEMS.get(model, {})
    out: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if name not in data and not info.is_required():
            continue
        value = data[name]
        if name in items and isinstance(value, list):
            value = [_kept(items[name], d) if isinstance(d, dict) else d for d in value]
        out[name] = value
    return out


def encode(model: SaveFile | ReplayFile) -> bytes:
    """The file's bytes: UTF-8 JSON, one top-level field per line (readable in bug reports)."""
    data = model.model_dump(mode="json")
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in data.items()]
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


def _plain(data: Any) -> Any:
    """``data`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(data))


# --- Reading -------------------------------------------------------------------------------------


def _guarded(source: Source, work: Callable[[], T]) -> T:
    """Run ``work``; let a `SaveError` through and wrap anything else in one."""
    try:
        return work()
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(source, "is nested too deeply to be a Finspan save") from None
    except Exception as exc:  # the boundary: no file content may crash the app
        raise SaveError(source, f"could not be loaded ({type(exc).__name__}: {exc})") from None


def parse(raw: bytes, source: Source) -> tuple[SaveFile | ReplayFile, int]:
    """Check the bytes up to the model (no replay): fast, for listing.

    Returns the model (upgraded to the current schema) and the file's own schema version.
    Raises `SaveError` only.
    """
    return _guarded(source, lambda: _parse(raw, source))


def decode(raw: bytes, source: Source) -> Decoded:
    """Check everything, replaying the options; the game returned is the replayed one.

    Raises `SaveError` only.
    """

    def work() -> Decoded:
        model, version = _parse(raw, source)
        session = _rebuild(model, source, version)
        return Decoded(model, session.game, version, session)

    return _guarded(source, work)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _parse(raw: bytes, source: Source) -> tuple[SaveFile | ReplayFile, int]:
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError(source, f"is too large to be a Finspan save ({len(raw)} bytes)")
    if not raw.strip():
        raise SaveError(source, "is empty (the save was never completed)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveError(
            source, f"is corrupt: not UTF-8 text (bad byte at position {exc.start})"
        ) from None
    if json_depth(text) > MAX_DEPTH:
        raise SaveError(source, "is nested too deeply to be a Finspan save")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        end = len(text.rstrip())
        cut = exc.pos >= end or exc.msg.startswith("Unterminated string")
        inside_word = exc.msg == "Expecting value" and exc.pos >= end - 5  # e.g. in "false"
        if cut or (inside_word and json_unclosed(text)):
            problem = "is truncated: the JSON ends too early"
        else:
            problem = f"is corrupt: not valid JSON ({exc.msg}, line {exc.lineno} column "
            problem += f"{exc.colno})"
        raise SaveError(source, problem) from None
    except ValueError as exc:
        raise SaveError(source, f"is corrupt: not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        found = type(data).__name__
        raise SaveError(source, f"is not a Finspan save (a JSON {found}, not an object)")
    try:
        version = schema_version_of(data)
        data = upgrade(data)
    except UpgradeError as exc:
        raise SaveError(source, str(exc)) from None
    try:
        model = DOCUMENT.validate_python(data)
    except ValidationError as exc:
        raise SaveError(source, validation_problem(exc)) from None
    return model, version


_KINDS = ("autosave", "named", "final", "replay")


def validation_problem(exc: ValidationError) -> str:
    """One line from pydantic's errors: the first field at fault and what is wrong."""
    errors = exc.errors()
    first = errors[0]
    loc = list(first["loc"])
    if loc and loc[0] in _KINDS:  # the discriminated union's tag, not a field
        loc = loc[1:]
    inner = first.get("ctx", {}).get("error")
    if isinstance(inner, SetupProblem):  # the setup's own model: its field, its words
        errors = inner.errors
        first = errors[0]
        loc = [*loc, *first["loc"]]
    field = ".".join(str(part) for part in loc)
    kind = first["type"]
    if kind == "union_tag_not_found":
        field, message = "kind", f"is missing (one of {', '.join(_KINDS)})"
    elif kind == "union_tag_invalid":
        field = "kind"
        message = f"must be one of {', '.join(_KINDS)}, not {first['input'].get('kind')!r:.40}"
    elif kind == "missing":
        message = "is missing"
    elif kind == "extra_forbidden":
        message = "is not a field of a Finspan save"
    else:
        message = first["msg"].removeprefix("Value error, ")
        message = f"{message[:1].lower()}{message[1:]} (found {_short(first['input'])})"
    more = len(errors) - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"field {field}: {message}{tail}"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _rebuild(
    model: SaveFile | ReplayFile, source: Source, file_schema: int
) -> Session[GameState]:
    """Replay the options from the setup and seed, then the undo and redo history, then
    check the snapshot and summary. Returns the session (its game is the replayed one)."""
    definition = game_definition(model.game)
    try:
        setup = definition.setup_from_dict(model.setup.model_dump())
    except ValueError as exc:  # the game's SetupError: a setup against its rules
        raise SaveError(source, f"field setup: {exc}") from None
    rules = definition.rules_version
    if model.rules_version > rules:
        raise SaveError(
            source,
            f"was played under newer rules (version {model.rules_version}; this version of "
            f"{definition.title} has rules version {rules}): update {definition.title} to open "
            "it",
        )
    older = model.rules_version < rules
    hint = f" (it was played under older rules, version {model.rules_version})" if older else ""
    try:
        game = definition.start(setup, model.seed, model.origin)
    except PositionError as exc:
        raise SaveError(source, f"field origin: {exc}") from None
    n = len(model.options)
    table = model.table if isinstance(model, SaveFile) else TableModel()
    if table.undo_steps > n:
        raise SaveError(source, f"field table.undo_steps: more than the {n} moves of the game")
    seats = len(definition.summarize(game).players)
    if len(table.all_players) > seats:
        raise SaveError(source, "field table.all_players: more answers than seats")
    # a seat the game plays itself (Finspan's Nautoma) has no controller to choose
    kinds = [getattr(seat, "kind", "human") for seat in getattr(setup, "seats", ())]
    kinds = kinds or ["human"] * seats  # a game without seat kinds: every seat a person
    field = "table.controllers" if isinstance(model, SaveFile) else "controllers"
    controllers = table.controllers if isinstance(model, SaveFile) else model.controllers
    if len(controllers) > seats:
        raise SaveError(source, f"field {field}: more controllers than seats")
    for kind, controller in zip(kinds, controllers, strict=False):
        if controller != "person" and kind != "human":
            raise SaveError(source, f"field {field}: {kind} seat cannot be {controller}")
    review = model.review if isinstance(model, ReplayFile) else None
    reviewed = _reviewed_places(review, model, kinds, source)
    undo_from = n - table.undo_steps
    done = 0
    try:
        for step in replay(game, model.options[:undo_from]):
            done = step.index
            d, at = step.decision, step.index - 1
            if at in reviewed and d is not None:
                seat, count, best = reviewed[at]
                if d.player != seat or count not in (None, len(d.options)):
                    raise SaveError(source, f"field review: option {at} was not that seat's choice")
                if best is not None and best not in {str(o) for o in d.options}:
                    raise SaveError(source, f"field review: {best!r:.60} was no option at {at}")
        session: Session[GameState] = Session(game)  # the last moves again, keeping what undo needs
        for text in model.options[undo_from:]:
            session.apply(text)
            done += 1
            if not session.can_undo:
                where = f"move {done} of {n} ({text!r:.60})"
                raise SaveError(source, f"field table.undo_steps: {where} cannot be undone")
    except (OptionSyntaxError, IllegalOption) as exc:
        where = f"move {done + 1} of {n} ({model.options[done]!r:.60})"
        if isinstance(exc, OptionSyntaxError):
            raise SaveError(source, f"{where} cannot be read: {exc}") from None
        if isinstance(exc, GameOver):
            raise SaveError(source, f"{where} comes after the end of the game") from None
        raise SaveError(source, f"{where} is illegal at that point of the game{hint}") from None
    _restore_redo(session, table.redo, source)
    game = session.game
    if isinstance(model, SaveFile):
        expected, found = _plain(game.to_dict()), model.snapshot
        if file_schema < SCHEMA_VERSION:  # older apps' task internals (labels) may differ
            expected = {k: v for k, v in expected.items() if k != "stack"}
            found = {k: v for k, v in found.items() if k != "stack"}
        diff = _first_difference(expected, found, "")
        if diff is not None:
            raise SaveError(
                source,
                f"the saved state does not match its moves (first difference at {diff}){hint}",
            )
    replayed = summarize(game)
    if replayed != model.summary:
        field = next(
            f for f in SaveSummary.model_fields if getattr(replayed, f) != getattr(model.summary, f)
        )
        saved, actual = _short(getattr(model.summary, field)), _short(getattr(replayed, field))
        raise SaveError(
            source,
            f"the summary does not match its moves ({field}: saved {saved}, replayed {actual})",
        )
    return session


def _reviewed_places(
    review: KeptReview | None, model: SaveFile | ReplayFile, kinds: list[str],
    source: Source,
) -> dict[int, tuple[int, int | None, str | None]]:  # fmt: skip
    """For a replay's review: each reviewed option's place -> (the seat, the number of
    options if recorded, the best option's text if recorded), checked against the file's
    options as far as they tell (the replay checks the rest: whose decision it was, that
    the best was an option there). Raises `SaveError` for a review that does not belong to
    this game."""
    if review is None:
        return {}
    if review.seat >= len(kinds) or kinds[review.seat] != "human":
        raise SaveError(source, f"field review.seat: seat {review.seat} is not a person")
    mode = getattr(model.setup, "mode", None)
    if isinstance(review, FlipReviewModel) and review.mode != mode:
        raise SaveError(source, f"field review.mode: the game is {mode}, not {review.mode}")
    try:
        places = review.places(model.options)
    except ValueError as exc:
        raise SaveError(source, f"field review.{exc}") from None
    return {at: (review.seat, count, best) for at, (count, best) in places.items()}


def _restore_redo(session: Session[GameState], redo: list[str], source: Source) -> None:
    """Give ``session`` the redo history ``redo`` (the next to redo last) by applying those
    options and undoing them again; each must be legal and undoable. Raises `SaveError`."""
    before = session.undo_steps
    for k, text in enumerate(reversed(redo)):
        where = f"field table.redo: {text!r:.60}"
        try:
            session.apply(text)
        except (OptionSyntaxError, IllegalOption, GameOver):
            raise SaveError(source, f"{where} cannot be redone there") from None
        if session.undo_steps != before + k + 1:
            raise SaveError(source, f"{where} reveals hidden information: it cannot be redone")
    for _ in redo:
        session.undo()


def _first_difference(expected: Any, found: Any, path: str) -> str | None:
    """The path of the first place ``found`` differs from ``expected`` (types included, so
    ``true`` is not ``1``), or None if they are equal."""
    here = path or "the top"
    if type(expected) is not type(found):
        return here
    if isinstance(expected, dict):
        for key in expected:
            if key not in found:
                return f"{path}.{key}".lstrip(".")
            diff = _first_difference(expected[key], found[key], f"{path}.{key}")
            if diff is not None:
                return diff.lstrip(".")
        extra = next((k for k in found if k not in expected), None)
        return f"{path}.{extra}".lstrip(".") if extra is not None else None
    if isinstance(expected, list):
        for i, (a, b) in enumerate(zip(expected, found, strict=False)):
            diff = _first_difference(a, b, f"{path}.{i}")
            if diff is not None:
                return diff.lstrip(".")
        return here.lstrip(".") if len(expected) != len(found) else None
    return None if expected == found else here.lstrip(".")
