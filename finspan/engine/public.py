"""What a player may see, as an immutable typed snapshot (`PublicState`), and the engine's
answers to the questions a table asks (bonus availability, achievement standings, the words
of Nautoma's decision card, the Ravel card's sites and points).

`public_state(g)` reads a `Table`; `finish` derives every computed field from the raw ones,
so that `finspan.engine.fold` can step a `PublicState` event by event and land on exactly
what `public_state` gives. Nothing here changes the game; hidden information (the deck's
order, Nautoma's coming decision cards) is never in a `PublicState`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .kinds import BONUS_PLACES, DivePlace, Phase, SeatKind
from .nautoma import (
    DIFFICULTY,
    base_value,
    decision_card_words,
    ravel_card,
    ravel_points_of,
    score_of as nautoma_score_of,
)
from .ocean import Column, column_slots, row_slots
from .provisional import PROVISIONAL, AchievementTile
from .rules import bonus_available
from .scoring import SIDE_A, achievement_units, score
from .state import NautomaState, PlayerState, Slot
from .table import Table
from .tasks import PlayFishTask
from .turn import DIVE_PLACES, DiveTask

#: Turns (and divers) per person per week (RULES.md 4).
TURNS_PER_WEEK = 6


@dataclass(frozen=True, slots=True)
class SlotState:
    """One slot: its fish bottom to top (forage fish included) and its tokens."""

    fish: tuple[int, ...] = ()
    egg: int = 0
    young: int = 0
    school: int = 0

    @property
    def top(self) -> int | None:
        """The visible fish, or None for an empty slot."""
        return self.fish[-1] if self.fish else None


@dataclass(frozen=True, slots=True)
class SeatState:
    """One seat as the table shows it. Nautoma's seat has no ocean, hand or discard pile.

    ``divers`` are this week's placements (``play`` or a dive site); ``bottoms`` the bottom
    circles taken this week; ``achievements``/``bonuses`` the points of weeks 1-3 so far;
    ``score`` the total as if the game ended now; ``open_bonuses[column]`` the dive-site
    bonus places a diver would gain now on that dive site.
    """

    seat: int
    name: str
    colour: str
    kind: SeatKind
    ocean: tuple[SlotState, ...]
    hand: tuple[int, ...]
    discard: tuple[int, ...]
    divers: tuple[str, ...]
    bottoms: tuple[bool, ...]
    achievements: tuple[int, ...]
    bonuses: tuple[int, ...]
    score: int = 0
    open_bonuses: tuple[frozenset[DivePlace], ...] = ()

    @property
    def nautoma(self) -> bool:
        return self.kind == SeatKind.NAUTOMA

    @property
    def divers_left(self) -> int:
        """Divers not yet placed this week (6 per week, RULES.md 4)."""
        return TURNS_PER_WEEK - len(self.divers)

    def bonus_available(self, column: int, place: DivePlace) -> bool:
        """Whether a diver reaching ``place`` on dive site ``column`` would gain its bonus."""
        return place in self.open_bonuses[column]


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's standing on this week's achievement: ``count`` of what the tile counts
    and the ``points`` it would score now. For Nautoma ``count`` is her ``base`` value plus
    her ``markers``; ``scores`` is False when she scores no achievements (difficulty 1)."""

    seat: int
    count: int
    points: int
    scores: bool = True
    base: int | None = None
    markers: int = 0


@dataclass(frozen=True, slots=True)
class RavelView:
    """Her Ravel card: the highlighted dive site and rows, and what it would score now
    against the human's ocean (``gained`` - ``lost`` = ``points``, never below 0)."""

    card: str
    strength: int
    column: Column
    rows: tuple[int, ...]
    slots_gained: tuple[int, ...]
    slots_lost: tuple[int, ...]
    gained: int
    lost: int
    points: int


@dataclass(frozen=True, slots=True)
class NautomaView:
    """Nautoma's play area. ``card`` is the decision card she revealed last this week (None
    before her first turn of a week) and ``card_words`` what it does this turn."""

    difficulty: int
    ravel: int
    ravel_card: str | None
    eggs: int
    young: int
    schools: int
    fish: tuple[int, ...]
    markers: int
    card: str | None
    ravel_points: tuple[int, ...]
    card_words: tuple[str, ...] = ()
    ravel_view: RavelView | None = None


@dataclass(frozen=True, slots=True)
class PublicState:
    """Everything a player may see, at one moment of the game.

    ``deck`` is the number of cards in the fish deck; ``turn`` the turns begun this week;
    ``tiles`` the achievement tile ids of weeks 1-3; ``in_play`` a card chosen from hand and
    not yet placed (by ``in_play_owner``); ``diver`` (seat, dive site, place) of a dive in
    progress; ``achievement`` this week's tile id (None in week 4 or once over);
    ``standings`` each seat's standing on it.
    """

    players: tuple[SeatState, ...]
    deck: int
    week: int
    turn: int
    first_player: int
    current: int
    tiles: tuple[str, ...]
    board: str
    phase: Phase
    nautoma: NautomaView | None
    in_play: int | None = None
    in_play_owner: int = 0
    diver: tuple[int, str, DivePlace] | None = None
    achievement: str | None = None
    standings: tuple[Standing, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def turn_in_week(self) -> int:
        """The round of the week in progress, 1-6 (each seat has one turn per round)."""
        return min(TURNS_PER_WEEK, (self.turn - 1) // len(self.players) + 1) if self.turn else 1

    def bonus_available(self, seat: int, column: int, place: DivePlace) -> bool:
        """Whether ``seat``'s diver reaching ``place`` on ``column`` would gain its bonus."""
        return self.players[seat].bonus_available(column, place)


# --- Building and deriving ------------------------------------------------------------------


def achievement_tile(board: str, tiles: tuple[str, ...] | list[str], week: int) -> AchievementTile:
    """The achievement tile of ``week`` (1-3) on this board side."""
    if board == "A":
        return SIDE_A[week]
    return PROVISIONAL.tile(tiles[week - 1])


def _slot(s: Slot) -> SlotState:
    return SlotState(tuple(s.fish), s.egg, s.young, s.school)


def _player_state(p: SeatState) -> PlayerState:
    """A `PlayerState` with ``p``'s visible contents, for the scoring functions."""
    q = PlayerState(p.seat, p.name, p.kind)
    q.ocean = [Slot(list(s.fish), s.egg, s.young, s.school) for s in p.ocean]
    q.hand, q.discard, q.divers = list(p.hand), list(p.discard), list(p.divers)
    q.bottoms, q.achievements = list(p.bottoms), list(p.achievements)
    q.bonuses = list(p.bonuses)
    return q


def _nautoma_state(n: NautomaView) -> NautomaState:
    return NautomaState(
        n.difficulty, n.ravel, n.ravel_card, n.eggs, n.young, n.schools, list(n.fish),
        n.markers, ravel_points=list(n.ravel_points),
    )  # fmt: skip


def public_state(g: Table) -> PublicState:
    """The `PublicState` of the game on ``g`` now."""
    players = []
    for p, seat in zip(g.players, g.setup.seats, strict=True):
        state = SeatState(
            seat=p.seat, name=p.name, colour=seat.colour, kind=SeatKind(p.kind),
            ocean=tuple(_slot(s) for s in p.ocean), hand=tuple(p.hand),
            discard=tuple(p.discard), divers=tuple(p.divers), bottoms=tuple(p.bottoms),
            achievements=tuple(p.achievements), bonuses=tuple(p.bonuses),
        )  # fmt: skip
        players.append(state)
    n = g.nautoma
    nview = None
    if n is not None:
        nview = NautomaView(
            n.difficulty, n.ravel, n.ravel_card, n.eggs, n.young, n.schools, tuple(n.fish),
            n.markers, n.revealed[-1] if n.revealed else None, tuple(n.ravel_points),
        )  # fmt: skip
    in_play: int | None = None
    owner = 0
    diver: tuple[int, str, DivePlace] | None = None
    for task in g.stack:
        if isinstance(task, PlayFishTask):
            in_play, owner = task.card, task.player
        if isinstance(task, DiveTask) and task.place > 0:
            diver = (task.player, Column(task.column).label, DIVE_PLACES[task.place - 1])
    raw = PublicState(
        players=tuple(players), deck=len(g.deck), week=g.week, turn=g.turn,
        first_player=g.first_player, current=g.current, tiles=tuple(g.tiles),
        board=g.setup.board, phase=Phase(g.phase), nautoma=nview, in_play=in_play,
        in_play_owner=owner, diver=diver,
    )  # fmt: skip
    return finish(raw)


def _unchanged(state: PublicState, before: PublicState | None) -> dict[int, Standing | None]:
    """The seats of ``state`` whose player is ``before``'s own (the same object, already
    finished), with their standing, where nothing their derived fields read has changed."""
    if before is None or len(before.players) != len(state.players):
        return {}
    if (state.week, state.phase, state.tiles, state.board) != (
        before.week, before.phase, before.tiles, before.board
    ):  # fmt: skip
        return {}  # another achievement: every standing counts again
    standing = {s.seat: s for s in before.standings}
    return {
        i: standing.get(p.seat)
        for i, p in enumerate(state.players)
        if p is before.players[i] and (not p.nautoma or state.nautoma is before.nautoma)
    }


def _nautoma_unchanged(
    state: PublicState, before: PublicState | None, humans: list[SeatState]
) -> bool:
    """Whether ``state``'s Nautoma is ``before``'s, already finished: her card's words read
    the week, her Ravel view the first person's ocean."""
    if before is None or state.nautoma is not before.nautoma or state.week != before.week:
        return False
    before_humans = [p for p in before.players if not p.nautoma]
    return not humans or (bool(before_humans) and humans[0] is before_humans[0])


def finish(state: PublicState, before: PublicState | None = None) -> PublicState:
    """``state`` with every derived field (scores, open bonuses, standings, Nautoma's card
    words and Ravel view) computed from its raw fields. ``before``: a finished state that
    ``state`` was folded from; what it shares with it unchanged (the same player objects,
    the same Nautoma, the same achievement) keeps its derived fields without computing them
    again."""
    n = state.nautoma
    tile = None
    if state.week <= 3 and state.phase == Phase.PLAY:
        tile = achievement_tile(state.board, state.tiles, state.week)
    kept = _unchanged(state, before)
    humans = [p for p in state.players if not p.nautoma]
    players = []
    standings = []
    for i, p in enumerate(state.players):
        if i in kept:
            players.append(p)
            standing = kept[i]
            if tile is not None and standing is not None:
                standings.append(standing)
            continue
        if p.nautoma:
            assert n is not None
            total = nautoma_score_of(_nautoma_state(n), p.achievements, p.bonuses).total
            players.append(replace(p, score=total))
            if tile is not None:
                scores = DIFFICULTY[n.difficulty].scores_achievements
                base = base_value(n.difficulty, tile.id)
                count = base + n.markers if scores else 0
                standings.append(
                    Standing(p.seat, count, count * tile.points, scores, base, n.markers)
                )
            continue
        q = _player_state(p)
        open_bonuses = tuple(
            frozenset(place for place in BONUS_PLACES if bonus_available(q, c, place))
            for c in range(3)
        )
        players.append(replace(p, score=score(q).total, open_bonuses=open_bonuses))
        if tile is not None:
            units = achievement_units(q, tile)
            standings.append(Standing(p.seat, units, units * tile.points))
    if n is not None and not _nautoma_unchanged(state, before, humans):
        words = decision_card_words(n.card, n.difficulty, state.week) if n.card else ()
        ravel = None
        if n.ravel and n.ravel_card is not None and humans:
            ocean = humans[0].ocean
            card = ravel_card(n.ravel_card)
            column = Column.parse(card.column)
            gained, lost, points = ravel_points_of(ocean, n.ravel_card, n.ravel)
            ravel = RavelView(
                n.ravel_card, n.ravel, column, card.rows, column_slots(column),
                tuple(s for row in card.rows for s in row_slots(row)), gained, lost, points,
            )  # fmt: skip
        n = replace(n, card_words=words, ravel_view=ravel)
    return replace(
        state, players=tuple(players), nautoma=n,
        achievement=tile.id if tile is not None else None, standings=tuple(standings),
    )  # fmt: skip
