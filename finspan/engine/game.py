"""The rules engine's state machine: a `Game` holds the state and a stack of tasks, and
exposes one door.

Every choice a player (or the solo opponent's gift to the human) makes is a pending
`Decision` with a finite, deterministically ordered tuple of options. `Game.apply(option)`
checks the option is one of them (else raises `IllegalOption` and changes nothing), carries
it out, runs every automatic step up to the next decision, and returns the events.

The work still to do is a stack of small serializable tasks (`finspan.engine.tasks`,
`finspan.engine.draw`, `finspan.engine.nautoma_turn`). The top task either poses the
decision or takes an automatic step. The week loop here runs when the stack is empty.
Nothing here reads a clock, files or the global random module.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.decision import GameOver, IllegalOption
from ..core.options import Option, OptionFamily
from ..core.rng import Rng
from ..core.tasks import TaskGame
from . import nautoma as nautoma_rules
from .catalog import CATALOG
from .deciding import DecidingTask
from .events import (
    AchievementScored,
    BonusScored,
    Event,
    FirstPlayerPassed,
    GameEnded,
    GameEndStarted,
    GameStarted,
    TurnStarted,
    WeekEnded,
    WeekStarted,
)
from .game_end import GameEndTask
from .kinds import Phase
from .nautoma_turn import NautomaTurnTask
from .options import FAMILY
from .outcome import Outcome, outcome, seat_score
from .provisional import PROVISIONAL, AchievementTile
from .public import TURNS_PER_WEEK, PublicState, achievement_tile, public_state
from .scoring import SIDE_A, achievement_points, achievement_units
from .setup import Setup
from .state import NautomaState, PlayerState
from .table import Decision, Table, Task
from .tasks import OPTION_TEXT
from .turn import TurnTask

WEEKS = 4
#: Bumped whenever a rules change (or a provisional value) can change the outcome of a
#: recorded game, so that saves made under other rules are recognised.
RULES_VERSION = 1


_GAME_END = Phase.GAME_END  # bound once (enum lookups are slow)
#: The text of a shared option by its ``id`` (`OPTION_TEXT`), bound once.
_TEXT_OF = OPTION_TEXT.get
#: TurnStarted events by (seat, week, turn): frozen values, made once.
_TURN_STARTED: dict[tuple[int, int, int], TurnStarted] = {}
#: Each seat's `TurnTask`, made once.
_TURN_TASKS: dict[int, TurnTask] = {}


class Game(Table, TaskGame[Decision]):
    """A game of Finspan: the state, the task stack, and the one door `apply`.

    Public state (read freely, change only through `apply`): ``setup``, ``players``,
    ``deck`` (the next card is last), ``week`` (1-4), ``turn`` (turns begun this week),
    ``first_player``, ``current`` (seat of the turn in progress), ``tiles`` (achievement
    tile ids for weeks 1-3), ``phase`` (``play``, ``game_end``, ``over``), ``nautoma``.
    """

    history: list[str]
    #: Whether the game has ended (phase ``over``): a plain attribute, set when it ends, as
    #: every playout reads it after every step (a property costs a call).
    is_over: bool = False
    #: The position text the game was started from, or None for a dealt game.
    origin: str | None
    start_events: list[Event]

    def __init__(self, setup: Setup, seed: int) -> None:
        """A new game: shuffles, deals and runs to the first decision."""
        self.setup = setup
        self.seed = int(seed)
        self.rng = Rng(self.seed)
        self.players = [PlayerState(i, s.name, s.kind) for i, s in enumerate(setup.seats)]
        self.deck: list[int] = []
        self.out_of_game: list[int] = []
        self.week = 1
        self.turn = 0
        self.first_player = 0
        self.current = 0
        self.tiles: list[str] = []
        self.phase = Phase.PLAY
        self.stack: list[Task] = []
        self.nautoma: NautomaState | None = None
        self.history = []
        self.origin = None
        #: The pending decision's options, listed when it became pending; its `Decision`
        #: (the question, what it is about) is built only when asked for.
        self._options: tuple[Option, ...] | None = None
        self._decision = None
        self.start_events = []
        self._deal()

    # --- Setup (RULES.md 3) ----------------------------------------------------------------

    def _deal(self) -> None:
        rng = self.rng
        self.deck = list(CATALOG.main)
        rng.shuffle(self.deck)
        starters = list(CATALOG.starter)
        rng.shuffle(starters)
        for p in self.players:
            if p.is_nautoma:
                continue
            p.hand.extend(starters.pop() for _ in range(2))
            p.hand.extend(self.deck.pop() for _ in range(3))
        self.out_of_game = starters  # unused starter cards leave the game
        if self.setup.board == "B":
            self.tiles = [
                rng.choice([t.id for t in PROVISIONAL.achievement_tiles_b if t.week == w])
                for w in (1, 2, 3)
            ]
        else:
            self.tiles = [SIDE_A[w].id for w in (1, 2, 3)]
        if self.setup.solo:
            self.first_player = 0  # the human takes the first turn every week
            self.nautoma = nautoma_rules.new_state(self.setup, rng)
        elif self.setup.first_player is not None:
            self.first_player = self.setup.first_player
        else:
            self.first_player = rng.below(len(self.players))
        ev: list[Event] = [
            GameStarted(
                tuple(p.name for p in self.players), self.first_player, self.setup.board,
                tuple(self.tiles),
            ),
            WeekStarted(1, self.first_player),
        ]  # fmt: skip
        self._run(ev)
        self.start_events = ev

    # --- The one door (`finspan.core.tasks.TaskGame`: decision, options, apply) ------------

    OPTIONS: ClassVar[OptionFamily] = FAMILY

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over (`TaskGame.decision`, its
        options listed first by a `DecidingTask`)."""
        d = self._decision
        if d is None and self.stack:
            task = self.stack[-1]
            if not isinstance(task, DecidingTask):
                return None
            options = self.options
            if options:
                d = self._decision = task.decision_of(self, options)
        return d

    @property
    def options(self) -> tuple[Option, ...]:
        """The pending decision's options (empty once the game is over)."""
        options = self._options
        if options is None:
            task = self.stack[-1] if self.stack else None
            if isinstance(task, DecidingTask):
                options = self._options = task.options_now(self)
        return options or ()

    def seat_name(self, seat: int) -> str:
        return self.players[seat].name

    def apply(self, option: Option | str) -> list[Event]:
        """Carry out one option of the pending decision; return the events, in order.

        Accepts an option or its text form. Raises `IllegalOption` (state unchanged) if it
        is not one of the decision's options, `GameOver` if the game has ended, and
        `OptionSyntaxError` for text that is not an option. (`TaskGame.apply`, with the
        options listed when the decision became pending and checked by identity first.)
        """
        options = self._options or self.options
        for legal in options:  # most often the very option offered: no equality test
            if legal is option:
                break
        else:
            if not options:
                raise GameOver("the game is over: there is nothing to decide")
            if isinstance(option, str):
                option = self.OPTIONS.parse(option)
            if option not in options:
                d = self.decision
                assert d is not None
                raise IllegalOption(
                    f"{option} is not a legal option now; {self.seat_name(d.player)} must "
                    f"choose one of: {', '.join(str(o) for o in options)}"
                )
        ev: list[Event] = []
        self._run(ev, option)
        return ev

    def _run(self, ev: list[Event], option: Option | None = None) -> None:
        """Carry out ``option``, a legal option of the pending decision (if given), then take
        automatic steps until a decision is pending or the game is over."""
        stack = self.stack
        if option is not None:
            self._decision = None
            self._options = None
            stack[-1].choose(self, option, ev)
            self.history.append(_TEXT_OF(id(option)) or str(option))
        while True:
            if not stack:
                if self.is_over:
                    self._decision = None
                    return
                self._advance(ev)
                continue
            task = stack[-1]
            if isinstance(task, DecidingTask):
                options = task.options_now(self)
                if options is not None:
                    self._options = options
                    return
            task.step(self, ev)

    # --- The week loop ---------------------------------------------------------------------

    def _advance(self, ev: list[Event]) -> None:
        if self.phase == _GAME_END:
            self._finish(ev)
            return
        n = len(self.players)
        if self.turn >= TURNS_PER_WEEK * n:
            self._end_week(ev)
            return
        seat = (self.first_player + self.turn % n) % n  # turn_order()[self.turn % n]
        self.turn += 1
        self.current = seat
        key = (seat, self.week, (self.turn - 1) // n + 1)
        started = _TURN_STARTED.get(key)
        if started is None:
            started = _TURN_STARTED[key] = TurnStarted(*key)
        ev.append(started)
        if self.nautoma is not None and self.players[seat].is_nautoma:  # solo only
            self.stack.append(NautomaTurnTask(seat))
        else:  # a turn task holds only its seat and never changes: one per seat, shared
            self.stack.append(_TURN_TASKS.get(seat) or _TURN_TASKS.setdefault(seat, TurnTask(seat)))

    def achievement_tile(self, week: int) -> AchievementTile:
        """This week's achievement (weeks 1-3)."""
        return achievement_tile(self.setup.board, self.tiles, week)

    def achievement_now(self, seat: int) -> int:
        """The points ``seat`` (a person) would score for this week's achievement if the week
        ended now (RULES.md 8.1; 0 in week 4, which has none)."""
        if self.week >= WEEKS:
            return 0
        tile = self.achievement_tile(self.week)
        return achievement_points(achievement_units(self.players[seat], tile), tile)

    def _end_week(self, ev: list[Event]) -> None:
        """End of week (RULES.md 8), or on to the end of the game after week 4."""
        week = self.week
        if week < WEEKS:
            tile = self.achievement_tile(week)
            points: dict[int, int] = {}
            for p in self.players:
                if p.is_nautoma:
                    continue
                units = achievement_units(p, tile)
                points[p.seat] = achievement_points(units, tile)
                p.achievements.append(points[p.seat])
                ev.append(AchievementScored(p.seat, week, tile.id, units, points[p.seat]))
            if self.nautoma is not None:
                nautoma_rules.end_of_week(self, tile, points, ev)
            self._weekly_bonus(week, points, ev)
            if self.nautoma is not None:
                nautoma_rules.ravel_scoring(self, week, ev)
        ev.append(WeekEnded(week))
        for p in self.players:
            p.divers = []
            p.bottoms = [False, False, False]
        if week == WEEKS:
            self.phase = Phase.GAME_END
            ev.append(GameEndStarted())
            humans = [s for s in self.turn_order() if not self.players[s].is_nautoma]
            self.stack.append(GameEndTask(humans))
            return
        if self.nautoma is None:
            self.first_player = (self.first_player + 1) % len(self.players)
            ev.append(FirstPlayerPassed(self.first_player))
        else:
            nautoma_rules.new_week(self)
        self.week += 1
        self.turn = 0
        ev.append(WeekStarted(self.week, self.first_player))

    def _weekly_bonus(self, week: int, points: dict[int, int], ev: list[Event]) -> None:
        """+3 to the player(s) with the most achievement points this week: side B only, or in
        solo at the difficulties whose row of the table has the bonus (both sides);
        provisional: only if that most is above 0."""
        if self.nautoma is not None:
            in_play = nautoma_rules.DIFFICULTY[self.nautoma.difficulty].weekly_bonus
        else:
            in_play = self.setup.board == "B"
        for p in self.players:
            p.bonuses.append(0)
        if not in_play or not points:
            return
        best = max(points.values())
        if best <= 0 and PROVISIONAL.side_b_bonus_needs_points_above_zero:
            return
        for seat, pts in points.items():
            if pts == best:
                bonus = PROVISIONAL.side_b_bonus_points
                self.players[seat].bonuses[-1] = bonus
                ev.append(BonusScored(seat, week, bonus))

    def _finish(self, ev: list[Event]) -> None:
        self.phase = Phase.OVER
        self.is_over = True
        self._decision = None
        self._options = None
        result = outcome(self)
        ev.append(GameEnded(result.winners, result.totals))

    # --- Results ---------------------------------------------------------------------------

    def public_state(self) -> PublicState:
        """An immutable snapshot of everything a player may see now."""
        return public_state(self)

    def outcome(self) -> Outcome:
        """Scores, ranking, winner(s) and tie-break as if the game ended now (final once
        over)."""
        return outcome(self)

    # --- Copies and serialization ------------------------------------------------------------

    def score_now(self, seat: int) -> int:
        """``seat``'s total as if the game ended now: ``outcome().totals[seat]``, without
        scoring the other seats."""
        return seat_score(self, seat).total

    def clone(self) -> Game:
        """An independent copy: applying options to it never affects this game."""
        g = Game.__new__(Game)
        g.setup, g.seed = self.setup, self.seed
        g.rng = self.rng.clone()
        g.players = [p.copy() for p in self.players]
        g.deck = self.deck[:]
        g.out_of_game = self.out_of_game[:]
        g.week, g.turn, g.first_player, g.current = (
            self.week,
            self.turn,
            self.first_player,
            self.current,
        )
        g.tiles = self.tiles[:]
        g.phase, g.is_over = self.phase, self.is_over
        g.stack = [t.copy() for t in self.stack]
        g.nautoma = self.nautoma.copy() if self.nautoma else None
        g.history = self.history[:]
        g.origin = self.origin
        g._options = self._options
        g._decision = self._decision
        g.start_events = self.start_events
        return g

    def to_dict(self) -> dict[str, Any]:
        """The full state as JSON-ready data (see `from_dict`)."""
        return {
            "setup": self.setup.to_dict(),
            "seed": self.seed,
            "rng": self.rng.state,
            "players": [p.to_dict() for p in self.players],
            "deck": self.deck[:],
            "out_of_game": self.out_of_game[:],
            "week": self.week,
            "turn": self.turn,
            "first_player": self.first_player,
            "current": self.current,
            "tiles": self.tiles[:],
            "phase": str(self.phase),
            "stack": [t.to_dict() for t in self.stack],
            "nautoma": self.nautoma.to_dict() if self.nautoma else None,
            "history": self.history[:],
            "origin": self.origin,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Rebuild a game from `to_dict` data. Raises KeyError/TypeError/ValueError on bad data
        (`finspan.engine.serialize` wraps this with clear messages)."""
        g = cls.__new__(cls)
        g.setup = Setup.from_dict(d["setup"])
        g.seed = int(d["seed"])
        g.rng = Rng(state=int(d["rng"]))
        g.players = [PlayerState.from_dict(p) for p in d["players"]]
        g.deck = list(d["deck"])
        g.out_of_game = list(d["out_of_game"])
        g.week, g.turn = int(d["week"]), int(d["turn"])
        g.first_player, g.current = int(d["first_player"]), int(d["current"])
        g.tiles = list(d["tiles"])
        g.phase = Phase(d["phase"])
        g.is_over = g.phase is Phase.OVER
        g.stack = [Task.from_dict(t) for t in d["stack"]]
        g.nautoma = NautomaState.from_dict(d["nautoma"]) if d.get("nautoma") else None
        g.history = list(d.get("history", []))
        g.origin = d.get("origin")
        g._options = None
        g._decision = None
        g.start_events = []
        return g
