"""The save folder: autosave and its backup, named saves, listing, deleting, loading, replays.

Owns the files in one folder (default ``platformdirs.user_data_dir("finspan")/saves``, or
``$FINSPAN_SAVE_DIR``, or a folder passed in, e.g. from a ``--save-dir`` flag):

* ``autosave.json``, the game in progress, and ``autosave.bak.json``, the autosave before
  it (a different position), used when the autosave cannot be loaded;
* ``<name>.json``, named and final saves (file names made by `file_name_for`);
* ``replays/*.json``, exported replays (or anywhere a path says), and ``replays/game-*.json``,
  the replays of finished games kept by themselves (`keep_replay`: the newest
  `KEPT_REPLAYS`; the player's own exports are never dropped).

Every write is atomic (`finspan.saves.atomic`), so a crash never leaves a broken or missing
save. Every read is fully checked (`finspan.saves.codec`). Every failure is a `SaveError`
naming the file and the problem; listing never raises. The clock is passed in, so tests
never read the wall clock; nothing here touches a file outside the folder except a path the
caller gives to `load`, `export_replay` or `load_replay`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..boundary import BoundaryError, read_bytes
from ..core import GameState, Session
from ..games import game_definition
from .atomic import atomic_write, remove_stale_temporaries
from .codec import (
    MAX_FILE_BYTES,
    Decoded,
    decode,
    encode,
    game_name,
    parse,
    replay_model,
    save_model,
    summarize,
    validation_problem,
)
from .errors import SaveError
from .models import ReplayFile, SaveFile, SaveKind, SaveSummary, TableModel
from .paths import AUTOSAVE, AUTOSAVE_BACKUP, ENV_SAVE_DIR, REPLAY_FOLDER, default_save_dir
from .replay import Replay

__all__ = [
    "AUTOSAVE",
    "AUTOSAVE_BACKUP",
    "ENV_SAVE_DIR",
    "LoadedSave",
    "SaveEntry",
    "SaveError",
    "SaveStore",
    "default_save_dir",
    "file_name_for",
    "load_file",
    "save_summary",
    "utc_now",
]

MAX_NAME = 100
#: How many finished games' replays `SaveStore.keep_replay` keeps (the oldest go first).
KEPT_REPLAYS = 50
KEPT_PREFIX = "game-"

Clock = Callable[[], datetime]
PathLikeStr = str | os.PathLike[str]


def utc_now() -> datetime:
    """The wall clock, in UTC: the default clock of a `SaveStore` (tests pass their own)."""
    return datetime.now(UTC)


_RESERVED = {"autosave", "con", "prn", "aux", "nul"} | {
    f"{dev}{i}" for dev in ("com", "lpt") for i in range(1, 10)
}


def file_name_for(name: str) -> str:
    """The file name a save called ``name`` is written to: lower-case ASCII letters, digits
    and dashes, plus ``.json`` (``"Dinner break!"`` -> ``dinner-break.json``). Names that
    differ only in case or punctuation share a file. Never ``autosave.json``."""
    ascii_text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")[:60].strip("-")
    if not slug:  # e.g. a name in a non-Latin script
        slug = "save-" + hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    if slug in _RESERVED:
        slug += "-save"
    return f"{slug}.json"


@dataclass(frozen=True, slots=True)
class LoadedSave:
    """A fully checked file: the game (rebuilt by replaying the file's options), the file's
    model (upgraded to the current schema) and notes for the player (e.g. that the backup
    was loaded because the autosave was broken)."""

    path: Path
    game: GameState
    model: SaveFile | ReplayFile
    file_schema_version: int
    notes: tuple[str, ...] = ()
    #: The game with its undo/redo history as saved (``session.game`` is ``game``).
    session: Session[GameState] | None = None

    @property
    def game_name(self) -> str:
        """Which game the file holds (``finspan``, ``flip``)."""
        return self.model.game

    @property
    def summary(self) -> SaveSummary:
        return self.model.summary

    @property
    def table(self) -> TableModel:
        """What the player set at the table (the defaults for a replay)."""
        return self.model.table if isinstance(self.model, SaveFile) else TableModel()

    @property
    def upgraded(self) -> bool:
        """Whether the file was written in an older schema and upgraded on load."""
        return self.file_schema_version != self.model.schema_version


@dataclass(frozen=True, slots=True)
class SaveEntry:
    """One file in a listing. A broken file has ``problem`` set (one line, without the
    path) and None/empty for what could not be read. Listing checks the file's format and
    summary but does not replay it: `SaveStore.load` may still refuse a listed file."""

    file_name: str
    path: Path
    kind: str | None = None
    #: Which game the file holds (``finspan``, ``flip``; None if it cannot be read).
    game: str | None = None
    name: str = ""
    created: str | None = None
    updated: str | None = None
    mode: str | None = None
    players: tuple[str, ...] = ()
    #: How far the game has gone, in words ("week 2 of 4", "turn 12 · 20 cards in the pile").
    progress: str = ""
    #: Finspan's week (None for other games).
    week: int | None = None
    phase: str | None = None
    scores: tuple[int, ...] = ()
    #: A cooperative Fish'n'Flip game's animals left in the net (None otherwise).
    animals_left: int | None = None
    to_play: int | None = None
    winners: tuple[int, ...] | None = None
    problem: str | None = None

    @property
    def broken(self) -> bool:
        return self.problem is not None

    @property
    def when(self) -> datetime | None:
        """``updated`` as a datetime (a time without a zone is taken as UTC)."""
        if self.updated is None:
            return None
        when = datetime.fromisoformat(self.updated)
        return when if when.tzinfo else when.replace(tzinfo=UTC)


def _read(path: Path) -> bytes:
    """The bytes of the regular file at ``path`` (never waits on a named pipe or device),
    at most `MAX_FILE_BYTES`. Raises `SaveError`."""
    try:
        return read_bytes(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise SaveError(path, "does not exist") from None
    except BoundaryError as exc:
        if "too large" in exc.problem:
            raise SaveError(path, f"is too large to be a Finspan save ({exc.problem})") from None
        raise SaveError(path, exc.problem.replace("not a file", "not a save file")) from None


def _loaded(path: Path, decoded: Decoded, notes: tuple[str, ...] = ()) -> LoadedSave:
    return LoadedSave(
        path, decoded.game, decoded.model, decoded.file_schema_version, notes, decoded.session
    )


def load_file(path: PathLikeStr) -> LoadedSave:
    """Load and fully check any save or replay file. Raises `SaveError` only."""
    path = Path(path)
    return _loaded(path, decode(_read(path), path))


def save_summary(path: PathLikeStr) -> dict[str, Any]:
    """The JSON summary printed by ``finspan save-info PATH`` (after a full check).

    Keys: ``file``, ``game`` (``finspan`` or ``flip``), ``title`` (the game's title),
    ``schema_version`` (as written in the file), ``app_version``, ``kind``, ``name``,
    ``created``, ``updated``, then the summary: ``mode``, ``players`` (names), ``progress``
    (in words), ``phase``, ``scores`` (current points by seat), ``animals_left`` (a
    cooperative Fish'n'Flip game), ``decisions``, ``to_play`` (seat or None), ``winners``
    (seats, or None until the game is over), ``board`` and ``week`` (Finspan; None
    otherwise), and ``review``: a replay's post-game review in short (the ``seat`` and
    ``player`` reviewed, the search's ``budget``, the number of decisions ``reviewed``), or
    None (``finspan review PATH`` prints the review itself).
    Raises `SaveError` only.
    """
    loaded = load_file(path)
    model = loaded.model
    out: dict[str, Any] = {
        "file": str(path),
        "game": model.game,
        "title": game_definition(model.game).title,
        "schema_version": loaded.file_schema_version,
        "app_version": model.app_version,
        "kind": model.kind,
        "name": model.name,
        "created": model.created,
        "updated": model.updated if isinstance(model, SaveFile) else model.created,
    }
    out.update(loaded.summary.model_dump())
    review = model.review if isinstance(model, ReplayFile) else None
    out["review"] = None
    if review is not None:
        out["review"] = {"seat": review.seat, "player": loaded.summary.players[review.seat],
                         "budget": review.budget, "reviewed": review.reviewed}  # fmt: skip
    return out


class SaveStore:
    """The save folder. Creates it on the first write; reading a missing folder finds
    nothing. Every method raises `SaveError` (never anything else) unless it says otherwise.

    ``clock`` gives the time written into files (default: `utc_now`).
    """

    def __init__(self, directory: PathLikeStr | None = None, *, clock: Clock | None = None):
        self.directory = (
            Path(directory).expanduser() if directory is not None else default_save_dir()
        )
        self.replay_directory = self.directory / REPLAY_FOLDER
        self.clock: Clock = clock or utc_now

    # --- Writing ---------------------------------------------------------------------------

    def path_for(self, name: str) -> Path:
        """Where a save called ``name`` goes (check ``.exists()`` to confirm overwriting)."""
        return self.directory / file_name_for(name)

    def autosave(self, game: GameState, table: TableModel | None = None) -> Path:
        """Write ``game`` (and ``table``: what the player set, see `codec.table_model`) to
        ``autosave.json``; the previous autosave, if it was a readable save of a different
        position, becomes ``autosave.bak.json``. Returns the path."""
        path = self.directory / AUTOSAVE
        old_raw, old = self._peek(path)
        model = self._model(game, "autosave", "Autosave", old, path, table)
        if old is not None and old_raw is not None and old.options != model.options:
            self._write(self.directory / AUTOSAVE_BACKUP, old_raw)
        self._write(path, encode(model))
        return path

    def save_named(self, game: GameState, name: str, table: TableModel | None = None) -> Path:
        """Save ``game`` (and ``table``) as ``name``, overwriting a save of that name.
        Returns the path. The name must be printable: control characters are refused."""
        return self._save(game, name, "named", table)

    def write_game(self, game: GameState, name: str) -> Path:
        """Save ``game`` as ``name``: kind ``final`` if it is over, else ``named``. Used by
        ``finspan simulate --save-dir`` (names like ``seed-7``). Returns the path."""
        return self._save(game, name, "final" if game.is_over else "named")

    def export_replay(
        self, game: GameState, path: PathLikeStr | None = None, name: str = "",
        controllers: Sequence[str] = (), review: dict[str, Any] | None = None,
    ) -> Path:  # fmt: skip
        """Write the replay of ``game`` so far (finished or not) to ``path`` (default:
        ``replays/replay-seed-S-N.json`` in the folder, N = options so far), with who
        controlled each seat and its review, if given (see `codec.replay_model`). Returns it."""
        if path is None:
            stem = f"replay-seed-{game.seed}-{len(game.history)}"
            target = self.replay_directory / f"{stem}.json"
        else:
            target = Path(path).expanduser()
        name = name.strip() or f"Replay of seed {game.seed}"
        try:
            model = replay_model(game, name[:MAX_NAME], self.clock(), controllers, review)
        except ValidationError as exc:
            raise SaveError(target, f"cannot be saved: {validation_problem(exc)}") from None
        self._write(target, encode(model))
        return target

    def keep_replay(
        self, game: GameState, limit: int = KEPT_REPLAYS,
        controllers: Sequence[str] = (),
    ) -> Path:  # fmt: skip
        """Keep the replay of a finished ``game`` (with who controlled each seat) in the
        replays folder (``game-<UTC time>-seed-S-N.json``, N options), then delete the oldest
        kept replays beyond ``limit``; replays the player exported are never deleted.
        Returns the path; raises SaveError."""
        stamp = self.clock().strftime("%Y%m%d-%H%M%S")
        target = self.replay_directory / (
            f"{KEPT_PREFIX}{stamp}-seed-{game.seed}-{len(game.history)}.json")  # fmt: skip
        mode = summarize(game).mode
        title = game_definition(game_name(game)).title
        name = f"Finished game of {title} ({mode})"  # the seed is in the file, not its title
        path = self.export_replay(game, target, name=name, controllers=controllers)
        kept = sorted(self.replay_directory.glob(f"{KEPT_PREFIX}*.json"))  # oldest first
        for old in kept[: max(0, len(kept) - limit)]:
            with contextlib.suppress(OSError):  # one that cannot go now goes another time
                old.unlink()
        return path

    def kept_replay(self, game: GameState) -> Path | None:
        """The replay `keep_replay` kept of ``game`` (by its seed and options), or None."""
        pattern = f"{KEPT_PREFIX}*-seed-{game.seed}-{len(game.history)}.json"
        try:
            found = sorted(self.replay_directory.glob(pattern))
        except OSError:
            return None
        return found[-1] if found else None

    def add_review(self, path: PathLikeStr, review: dict[str, Any]) -> Path:
        """Keep ``review`` (``finspan.ai.review.Review.to_dict()``, or for Fish'n'Flip
        ``finspan.flip_ai.FlipReview.to_dict()``) in the replay file at
        ``path`` (a file name in the replays folder, or a path), replacing any review it
        held; everything else in the file stays as it was. The file is fully checked first,
        and the review with it; a save (not a replay) is refused. Returns the path."""
        p = Path(path).expanduser()
        target = self.replay_directory / p if not p.is_absolute() and p.name == str(path) else p
        loaded = load_file(target)
        if not isinstance(loaded.model, ReplayFile):
            raise SaveError(target, "is a save, not a replay: a review is kept in a replay")
        model = loaded.model
        try:
            updated = replay_model(loaded.game, model.name, model.created,
                                   model.controllers, review)  # fmt: skip
        except (ValidationError, KeyError, TypeError) as exc:
            problem: object = exc
            if isinstance(exc, ValidationError):
                problem = validation_problem(exc)
            elif isinstance(exc, KeyError):  # a field the file's game's review model needs
                problem = f"field review.{exc.args[0]}: is missing"
            raise SaveError(target, f"cannot keep the review: {problem}") from None
        updated = updated.model_copy(update={"app_version": model.app_version})
        data = encode(updated)
        decode(data, target)  # the review belongs to this game (never write what won't load)
        self._write(target, data)
        return target

    def _save(
        self, game: GameState, name: str, kind: SaveKind, table: TableModel | None = None
    ) -> Path:
        name = name.strip()
        if not name:
            raise SaveError(self.directory, "a save needs a name")
        if len(name) > MAX_NAME:
            raise SaveError(name[:40] + "...", f"a save name is at most {MAX_NAME} characters")
        path = self.path_for(name)
        _, old = self._peek(path)
        self._write(path, encode(self._model(game, kind, name, old, path, table)))
        return path

    def _model(
        self,
        game: GameState,
        kind: SaveKind,
        name: str,
        old: SaveFile | None,
        path: Path,
        table: TableModel | None = None,
    ) -> SaveFile:
        """The save of ``game``, keeping ``created`` if ``old`` holds the same game."""
        now = self.clock()
        same_game = (
            old is not None
            and old.seed == game.seed
            and old.setup.model_dump() == game.setup.to_dict()
        )
        created = old.created if same_game and old is not None else now
        try:
            return save_model(game, kind, name, created, now, table)
        except ValidationError as exc:
            raise SaveError(path, f"cannot be saved: {validation_problem(exc)}") from None

    def _peek(self, path: Path) -> tuple[bytes | None, SaveFile | None]:
        """The bytes at ``path`` and their model if they are a readable save (no replay)."""
        try:
            raw = _read(path)
            model, _ = parse(raw, path)
        except SaveError:
            return None, None
        return raw, model if isinstance(model, SaveFile) else None

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        try:
            atomic_write(path, data)
        except OSError as exc:
            raise SaveError(path, f"could not be written ({exc.strerror or exc})") from None

    # --- Reading ---------------------------------------------------------------------------

    def _resolve(self, path: PathLikeStr) -> Path:
        """A bare file name means a file in this folder; anything else is used as given."""
        p = Path(path).expanduser()
        return self.directory / p if not p.is_absolute() and p.name == str(path) else p

    def load(self, path: PathLikeStr) -> LoadedSave:
        """Load and fully check a save (or replay) file: a path, or a file name in the
        folder. The game returned is rebuilt by replaying the file's options."""
        return load_file(self._resolve(path))

    def latest_autosave(self) -> LoadedSave | None:
        """The autosaved game for Continue, or None if there is none that loads.

        Falls back to the backup when ``autosave.json`` is missing or broken; the returned
        ``notes`` then say why. The game may be over (check ``loaded.game.is_over``).
        """
        problems: list[str] = []
        for file_name in (AUTOSAVE, AUTOSAVE_BACKUP):
            path = self.directory / file_name
            if not path.exists():
                continue
            try:
                loaded = load_file(path)
            except SaveError as exc:
                problems.append(str(exc))
                continue
            if problems:
                notes = tuple(f"{p} (the previous autosave was loaded instead)" for p in problems)
                return dataclasses.replace(loaded, notes=notes)
            return loaded
        return None

    def load_replay(self, path: PathLikeStr) -> Replay:
        """A replay (or save) file as a `Replay` for the viewer, fully checked."""
        loaded = self.load(path)
        return Replay(loaded.model, loaded.game, loaded.path)

    def list_saves(self) -> list[SaveEntry]:
        """Every ``*.json`` file in the folder (not temporary files), newest first, broken
        files last with their problem. Never raises."""
        return self._list(self.directory)

    def list_replays(self) -> list[SaveEntry]:
        """Every ``*.json`` file in the replays folder, like `list_saves`. Never raises."""
        return self._list(self.replay_directory)

    def _list(self, folder: Path) -> list[SaveEntry]:
        try:  # hidden files are not saves: temporary files of unfinished writes are hidden
            paths = sorted(p for p in folder.iterdir() if p.suffix == ".json")
        except OSError:
            return []
        entries = [_entry(p) for p in paths if not p.name.startswith(".")]
        good = [e for e in entries if not e.broken]
        good.sort(key=lambda e: e.when or datetime.min.replace(tzinfo=UTC), reverse=True)
        return good + [e for e in entries if e.broken]

    # --- Deleting ----------------------------------------------------------------------------

    def delete(self, name: str) -> None:
        """Delete a save by file name (``"dinner-break.json"``, as listed) or by save name
        (``"Dinner break"``). Deleting the autosave deletes its backup too, so Continue does
        not bring back an older position. Only files directly in the folder can be deleted.
        """
        file_name = name if name.endswith(".json") else file_name_for(name)
        if Path(file_name).name != file_name or "\\" in file_name or file_name.startswith("."):
            raise SaveError(file_name, "is not the file name of a save in the save folder")
        path = self.directory / file_name
        if not path.is_file():
            raise SaveError(path, "does not exist (already deleted?)")
        try:
            path.unlink()
            if file_name == AUTOSAVE:
                with contextlib.suppress(FileNotFoundError):
                    (self.directory / AUTOSAVE_BACKUP).unlink()
        except OSError as exc:
            raise SaveError(path, f"could not be deleted ({exc.strerror or exc})") from None

    def delete_replay(self, file_name: str) -> None:
        """Delete a replay file of the replays folder by its file name (as listed)."""
        if Path(file_name).name != file_name or "\\" in file_name or file_name.startswith("."):
            raise SaveError(file_name, "is not the file name of a replay in the replays folder")
        path = self.replay_directory / file_name
        if not path.is_file():
            raise SaveError(path, "does not exist (already deleted?)")
        try:
            path.unlink()
        except OSError as exc:
            raise SaveError(path, f"could not be deleted ({exc.strerror or exc})") from None

    def remove_stale_temporaries(self) -> list[Path]:
        """Delete the temporary files that writes interrupted by a crash left in the save
        and replays folders (older than a minute, so a write in progress is left alone).
        Returns what was deleted. Never raises."""
        return [
            *remove_stale_temporaries(self.directory),
            *remove_stale_temporaries(self.replay_directory),
        ]

    def clear_autosave(self) -> None:
        """Delete the autosave and its backup if they exist (e.g. after a game is finished
        and its final scores seen). Raises `SaveError` if a file cannot be deleted."""
        for file_name in (AUTOSAVE, AUTOSAVE_BACKUP):
            path = self.directory / file_name
            try:
                path.unlink(missing_ok=True)
            except OSError as exc:
                raise SaveError(path, f"could not be deleted ({exc.strerror or exc})") from None


def _entry(path: Path) -> SaveEntry:
    """The listing entry of one file; a broken file gives an entry with its problem."""
    try:
        model, _ = parse(_read(path), path)
    except SaveError as exc:
        return SaveEntry(path.name, path, problem=exc.problem)
    s = model.summary
    return SaveEntry(
        file_name=path.name,
        path=path,
        kind=model.kind,
        game=model.game,
        name=model.name,
        created=model.created,
        updated=model.updated if isinstance(model, SaveFile) else model.created,
        mode=s.mode,
        players=tuple(s.players),
        progress=s.progress,
        week=s.week,
        phase=s.phase,
        scores=tuple(s.scores),
        animals_left=s.animals_left,
        to_play=s.to_play,
        winners=tuple(s.winners) if s.winners is not None else None,
    )
