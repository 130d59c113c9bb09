"""The save and replay file formats: strict pydantic models of plain JSON data.

Owns the shape of the files (field names, types, limits) and the current schema version. It
does not read files, run the engine or upgrade old schemas (see `finspan.saves.codec` and
`finspan.saves.upgrade`). Every model is strict (no coercion: ``"7"`` is not a seed),
refuses unknown fields and is frozen.

A file holds one game of the app (``game``: ``finspan`` or ``flip``, Fish'n'Flip, or any game
registered in `finspan.games`); its setup is validated by that game's own model (its
registration's ``setup_model``). A save file (`SaveFile`) holds the
setup, the seed and the chosen options' texts (the authority: replaying them rebuilds the
game), a snapshot of the state (``Game.to_dict()``, checked against the replay on load) and a
small summary for fast listing. A replay file
(`ReplayFile`) is the same without the snapshot, with who controlled each seat and the game's
post-game review if one was made (schema 7; a Fish'n'Flip review since schema 8), read by
its game's own review model (its registration's ``review_model``). Both carry ``kind``,
which tells them apart.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    SerializeAsAny,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from ..boundary import BoundaryError, check_printable

#: The schema this version of Finspan writes. Older schemas are upgraded on load.
SCHEMA_VERSION = 8

SaveKind = Literal["autosave", "named", "final"]
Phase = Literal["play", "game_end", "over"]

MAX_SEED = 2**64 - 1
MAX_OPTIONS = 100_000


#: Dates outside these years are not times a game was saved (and may not convert to the
#: local time zone at the edges of the calendar).
MIN_YEAR, MAX_YEAR = 1970, 9000


def _iso_time(value: str) -> str:
    """Accept an ISO 8601 date and time (``2025-06-01T18:30:00+00:00``) between the years
    `MIN_YEAR` and `MAX_YEAR`."""
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"must be an ISO 8601 date and time, not {value!r:.60}") from None
    if not MIN_YEAR <= when.year <= MAX_YEAR:
        raise ValueError(f"must be a date between {MIN_YEAR} and {MAX_YEAR}, not {value!r:.60}")
    return value


def _printable(value: str) -> str:
    """Accept text without control characters (names are shown and sent to the renderer)."""
    try:
        return check_printable(value)
    except BoundaryError as exc:
        raise ValueError(str(exc)) from None


IsoTime = Annotated[str, Field(max_length=64), AfterValidator(_iso_time)]
ShortText = Annotated[str, Field(max_length=200)]
#: A name shown to players: printable, at most 200 characters.
Name = Annotated[str, Field(max_length=200), AfterValidator(_printable)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class SeatModel(_Strict):
    """One seat of the setup (``finspan.engine.Seat``)."""

    name: Annotated[str, Field(min_length=1, max_length=100), AfterValidator(_printable)]
    kind: Literal["human", "nautoma"]
    colour: Annotated[str, Field(max_length=40), AfterValidator(_printable)]


class SetupModel(_Strict):
    """The setup, exactly as ``Setup.to_dict()`` writes it. The engine's `Setup` checks the
    rules of a valid game (one human then Nautoma in solo, difficulty 1-5, ...)."""

    seats: Annotated[list[SeatModel], Field(min_length=1, max_length=5)]
    board: Literal["A", "B"]
    keep_one_card: bool
    difficulty: Annotated[int, Field(ge=0, le=5)]
    ravel: Literal[0, 2, 3, 4]
    first_player: Annotated[int, Field(ge=0, le=4)] | None


AnimalName = Literal["whale", "swordfish", "octopus", "turtle", "dolphin", "jellyfish", "ray",
                     "shark"]  # fmt: skip
SeatName = Annotated[str, Field(min_length=1, max_length=100), AfterValidator(_printable)]


class FlipSetupModel(_Strict):
    """A Fish'n'Flip setup, exactly as ``finspan.flip.Setup.to_dict()`` writes it. The
    engine's `Setup` checks the rules of a valid game (1-5 seats, 2-5 competitive, unique
    names, the common powers among the animals, ...)."""

    mode: Literal["coop", "competitive"]
    names: Annotated[list[SeatName], Field(min_length=1, max_length=5)]
    animals: Annotated[list[AnimalName], Field(min_length=4, max_length=4)] | None
    difficulty: Literal["normal", "difficult"]
    advanced: bool
    common_powers: Annotated[list[AnimalName], Field(min_length=2, max_length=2)] | None
    clock: bool
    start_player: Annotated[int, Field(ge=0, le=4)] | None




def setup_model(game: str) -> type[BaseModel] | None:
    """The model of a setup of the game named ``game`` (its registration's
    ``setup_model``), or None for a name no game of the app has."""
    from ..games import UnknownGame, registration

    try:
        found: type[BaseModel] = registration(game).setup_model.get()
    except UnknownGame:
        return None
    return found

Score = Annotated[int, Field(ge=-10_000, le=10_000)]


class SaveSummary(_Strict):
    """What a load screen shows without replaying the game, in game-neutral words
    (`finspan.core.MatchSummary`, made by the game's ``summarize``).

    ``mode`` in words (``"solo difficulty D"`` plus ``" (Ravel X)"``, ``"N players"``,
    ``"cooperative, 2 players, normal"``, ``"competitive, 3 players"``); ``progress`` in
    words (``"week 2 of 4"``, ``"turn 12 · 20 cards in the pile"``; schema 6); ``scores``:
    the current points by seat (Nautoma's by her own scoring; none in a cooperative game);
    ``animals_left``: a cooperative Fish'n'Flip game's animals in the net (schema 6);
    ``to_play``: the seat whose decision is pending (None once over); ``winners``: seats,
    once over. Finspan's own ``board`` and ``week`` are kept (None for other games).
    """

    mode: Name
    players: Annotated[list[Name], Field(min_length=1, max_length=5)]
    progress: Name
    phase: Phase
    scores: Annotated[list[Score], Field(max_length=5)]
    animals_left: Annotated[int, Field(ge=0, le=100)] | None = None
    decisions: Annotated[int, Field(ge=0, le=100_000)]
    to_play: Annotated[int, Field(ge=0, le=4)] | None
    winners: Annotated[list[Annotated[int, Field(ge=0, le=4)]], Field(max_length=5)] | None
    board: Literal["A", "B"] | None = None
    week: Annotated[int, Field(ge=1, le=4)] | None = None


#: How a seat answers other players' all-players benefits (``finspan.frontend.shell.flow``).
AllPlayersAnswer = Literal["ask", "take", "skip"]
#: Who makes a seat's decisions at the table (``finspan.frontend.shell.computers``; schema 4).
Controller = Literal["person", "easy", "medium", "hard"]
MAX_UNDO = 1_000


class TableModel(_Strict):
    """What a player set at the table, kept across a save (schema 3).

    ``all_players``: each seat's answer to all-players benefits, by seat; ``undo_steps``:
    how many of the last options can be taken back (within the turn, none revealing hidden
    information); ``redo``: undone options, the next to redo last; ``animation_speed``: the
    speed the game was played at (None: not recorded); ``hints``: hints used so far;
    ``controllers`` (schema 4): who decides for each seat, a person or a computer player at
    a level (a seat not listed: a person).
    """

    all_players: Annotated[list[AllPlayersAnswer], Field(max_length=5)] = []
    undo_steps: Annotated[int, Field(ge=0, le=MAX_UNDO)] = 0
    redo: Annotated[list[ShortText], Field(max_length=MAX_UNDO)] = []
    animation_speed: Annotated[float, Field(ge=0.0, le=100.0, allow_inf_nan=False)] | None = None
    hints: Annotated[int, Field(ge=0, le=100_000)] = 0
    controllers: Annotated[list[Controller], Field(max_length=5)] = []


#: A position text (the format of ``finspan.engine.position``) is at most this long.
MAX_ORIGIN = 200_000




def _known_game(value: str) -> str:
    from ..games import game_names

    if value not in game_names():
        names = " or ".join(repr(n) for n in game_names())
        raise ValueError(f"input should be {names}")
    return value


#: The games a file may hold: the app's games (``finspan.games``; schema 5, ``flip`` since
#: schema 6).
GameName = Annotated[str, Field(max_length=40), AfterValidator(_known_game)]


class _Document(_Strict):
    schema_version: Annotated[int, Field(ge=0)]
    #: Which game the file holds (schema 5; older files hold Finspan).
    game: GameName
    app_version: Annotated[str, Field(max_length=64)]
    #: The rules version (``GameDefinition.rules_version``) of the app that wrote the file.
    rules_version: Annotated[int, Field(ge=1)]
    #: The position the game started from (None: dealt from the setup and seed).
    origin: Annotated[str, Field(max_length=MAX_ORIGIN)] | None
    created: IsoTime
    name: Name
    #: Validated by the model of the file's game (its registration's ``setup_model``).
    setup: SerializeAsAny[BaseModel]
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)]
    options: Annotated[list[ShortText], Field(max_length=MAX_OPTIONS)]
    summary: SaveSummary

    @field_validator("setup", mode="wrap")
    @classmethod
    def _setup_of_its_game(cls, value: Any, handler: Any, info: ValidationInfo) -> Any:
        """The setup is read by its own game's model (a Finspan setup in a flip file is
        refused, and the other way round)."""
        model = setup_model(info.data.get("game", ""))
        if model is None:  # the game itself was refused: say that, not this
            return handler(value)
        return _read_by(model, value, SetupProblem)


class SetupProblem(ValueError):
    """A setup its game's model refused: ``errors`` are that model's (their locations
    inside the setup), for a one-line message naming the field (``setup.seats.0.kind``)."""

    def __init__(self, exc: ValidationError) -> None:
        super().__init__(str(exc.errors()[0]["msg"]))
        self.errors = exc.errors()


class ReviewProblem(SetupProblem):
    """A review its game's model refused (as `SetupProblem`: ``errors`` inside the review)."""


def _read_by(model: type[BaseModel], value: Any, problem: type[SetupProblem]) -> BaseModel:
    """``value`` read by its game's ``model`` (as it is if already one); what the model
    refuses is raised as ``problem`` (its errors inside the part read)."""
    if isinstance(value, model):
        return value
    try:
        return model.model_validate(value)
    except ValidationError as exc:
        raise problem(exc) from None


class SaveFile(_Document):
    """A saved game: ``autosave`` (written by the app as you play), ``named`` (saved by a
    player under a name) or ``final`` (a finished game, e.g. from ``simulate --save-dir``)."""

    kind: SaveKind
    updated: IsoTime
    snapshot: dict[str, Any]
    #: The table's settings and undo history (schema 3; upgraded files get the defaults).
    table: TableModel


Expected = Annotated[float, Field(ge=-10_000.0, le=10_000.0, allow_inf_nan=False)]


#: A reviewed option's place -> how many options it had (None: not recorded) and the text of
#: the search's best option there (None: none recorded), for the replay to check.
Places = dict[int, tuple[int | None, str | None]]


class ReviewedModel(_Strict):
    """One reviewed decision (``finspan.ai.review.ReviewedDecision``; schema 7): the
    option's place in ``options`` (``index``), its week and the seat's turn of that week,
    the question, how many options there were, the option chosen (the text at ``index``)
    and the search's best, each with its expected final score, and the playouts run."""

    index: Annotated[int, Field(ge=0, lt=MAX_OPTIONS)]
    week: Annotated[int, Field(ge=1, le=4)]
    turn: Annotated[int, Field(ge=1, le=100)]
    question: Annotated[str, Field(max_length=2_000), AfterValidator(_printable)]
    options: Annotated[int, Field(ge=2, le=10_000)]
    chosen: ShortText
    best: ShortText
    chosen_expected: Expected
    best_expected: Expected
    playouts: Annotated[int, Field(ge=0, le=100_000_000)]


def _in_order(indexes: list[int], field: str, what: str) -> None:
    """Raise ValueError unless ``indexes`` (the places of ``field``'s items) increase."""
    for k in range(1, len(indexes)):
        if indexes[k] <= indexes[k - 1]:
            raise ValueError(f"{field}.{k}.index: not after the {what} before it")


class KeptReview(_Strict):
    """What a replay file keeps of any game's post-game review: the seat reviewed and the
    search's budget, how many steps were reviewed, and each reviewed option's place (to be
    checked against the file's game). Each game's review model is one (its registration's
    ``review_model``)."""

    seat: Annotated[int, Field(ge=0, le=4)]
    budget: Annotated[int, Field(ge=1, le=1_000_000)]

    @property
    def reviewed(self) -> int:
        raise NotImplementedError

    def places(self, options: list[str]) -> Places:
        raise NotImplementedError


class ReviewModel(KeptReview):
    """A post-game review of one person's decisions (``finspan.ai.review.Review``; schema
    7): the seat, the search's budget and seed, the decisions in the order taken."""

    seat: Annotated[int, Field(ge=0, le=4)]
    budget: Annotated[int, Field(ge=1, le=1_000_000)]
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)]
    decisions: Annotated[list[ReviewedModel], Field(max_length=MAX_OPTIONS)]

    @property
    def reviewed(self) -> int:
        return len(self.decisions)

    def places(self, options: list[str]) -> Places:
        """Each decision's place, checked against the file's ``options`` as far as they tell
        (in order, the option chosen the one taken there). Raises ValueError naming the
        field."""
        _in_order([d.index for d in self.decisions], "decisions", "decision")
        for k, d in enumerate(self.decisions):
            if d.index >= len(options) or options[d.index] != d.chosen:
                raise ValueError(f"decisions.{k}.chosen: not the option taken at {d.index}")
        return {d.index: (d.options, d.best) for d in self.decisions}


Words = Annotated[str, Field(max_length=2_000), AfterValidator(_printable)]
#: A turn's plan: its options' texts (the action card, then each power decision).
PlanTexts = Annotated[list[ShortText], Field(max_length=100)]
Animals = Annotated[int, Field(ge=0, le=100)]
BidAmount = Annotated[int, Field(ge=0, le=9)]


class FlipTurnModel(_Strict):
    """One reviewed cooperative turn of Fish'n'Flip (``finspan.flip_ai.ReviewedTurn``;
    schema 8): the place of its first option (``index``), the turn's number, the plans
    found, the plan made (``chosen``: the options taken from ``index`` on) and the search's
    best, each with the animals it frees, what the search expects the later turns to make
    of it (``*_later``, in animals) and its words; the animals still in play."""

    index: Annotated[int, Field(ge=0, lt=MAX_OPTIONS)]
    turn: Annotated[int, Field(ge=0, le=1_000)]
    plans: Annotated[int, Field(ge=1, le=1_000_000)]
    chosen: Annotated[PlanTexts, Field(min_length=1)]
    best: Annotated[PlanTexts, Field(min_length=1)]
    chosen_freed: Animals
    best_freed: Animals
    chosen_later: Expected
    best_later: Expected
    in_play: Animals
    chosen_words: Words
    best_words: Words


class FlipBidModel(_Strict):
    """One reviewed bidding round of competitive Fish'n'Flip (``finspan.flip_ai.ReviewedBid``;
    schema 8): the place of the seat's first bid (``index``), the round, the seat's highest
    bid and the others', whether it won, what its plan (``plan``) freed, the most its plans
    could free (``best``) and one plan freeing it, the plans found, both plans' words."""

    index: Annotated[int, Field(ge=0, lt=MAX_OPTIONS)]
    round: Annotated[int, Field(ge=0, le=1_000)]
    bid: BidAmount
    others: BidAmount
    won: bool
    freed: BidAmount
    plan: PlanTexts
    best: BidAmount
    best_plan: PlanTexts
    plans: Annotated[int, Field(ge=0, le=1_000_000)]
    plan_words: Words
    best_words: Words


class FlipReviewModel(KeptReview):
    """A post-game review of one seat of Fish'n'Flip (``finspan.flip_ai.FlipReview``;
    schema 8): the seat, the mode, the search's budget and seed, the seat's cooperative
    ``turns`` or competitive ``bids`` in the order played."""

    seat: Annotated[int, Field(ge=0, le=4)]
    mode: Literal["coop", "competitive"]
    budget: Annotated[int, Field(ge=1, le=1_000_000)]
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)]
    turns: Annotated[list[FlipTurnModel], Field(max_length=MAX_OPTIONS)] = []
    bids: Annotated[list[FlipBidModel], Field(max_length=MAX_OPTIONS)] = []

    @property
    def reviewed(self) -> int:
        return len(self.turns) + len(self.bids)

    def places(self, options: list[str]) -> Places:
        """Each turn's and bid's place, checked against the file's ``options`` as far as
        they tell (in order; a turn's plan the options taken from its place on; the mode's
        own list only). Raises ValueError naming the field."""
        if self.bids if self.mode == "coop" else self.turns:
            kind = "bids" if self.mode == "coop" else "turns"
            raise ValueError(f"{kind}: a {self.mode} game's review has none")
        _in_order([t.index for t in self.turns], "turns", "turn")
        _in_order([b.index for b in self.bids], "bids", "bid")
        places: Places = {}
        for k, t in enumerate(self.turns):
            if options[t.index : t.index + len(t.chosen)] != t.chosen:
                raise ValueError(f"turns.{k}.chosen: not the options taken from {t.index} on")
            places[t.index] = (None, t.best[0])
        for k, b in enumerate(self.bids):
            if b.index >= len(options):
                raise ValueError(f"bids.{k}.index: after the game's last option")
            places[b.index] = (None, None)
        return places


def review_model(game: str) -> Any:
    """The model of a post-game review of the game named ``game`` (its registration's
    ``review_model``), or None for a game without a review or a name no game of the app
    has."""
    from ..games import UnknownGame, registration

    try:
        part = registration(game).review_model
    except UnknownGame:
        return None
    return None if part is None else part.get()


class ReplayFile(_Document):
    """A replay: setup + seed + options and the summary of the last state (finished or not);
    who controlled each seat if known (schema 7; empty: not recorded) and the review of
    one person's decisions if one was made (schema 7; of either game since schema 8, read
    by the model of the file's game, its registration's ``review_model``)."""

    kind: Literal["replay"]
    controllers: Annotated[list[Controller], Field(max_length=5)] = []
    review: SerializeAsAny[KeptReview] | None = None

    @field_validator("review", mode="wrap")
    @classmethod
    def _review_of_its_game(cls, value: Any, handler: Any, info: ValidationInfo) -> Any:
        """The review is read by its own game's model (a Finspan review in a flip file is
        refused, and the other way round)."""
        model = review_model(info.data.get("game", ""))
        if value is None or model is None:  # none, or the game itself was refused
            return handler(value)
        return _read_by(model, value, ReviewProblem)


Document = Annotated[SaveFile | ReplayFile, Field(discriminator="kind")]

#: Validates either kind of file from a dict (the ``kind`` field picks the model).
DOCUMENT: TypeAdapter[SaveFile | ReplayFile] = TypeAdapter(Document)
