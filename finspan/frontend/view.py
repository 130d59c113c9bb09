"""What the table shows: a plain copy of the game's visible state that the animation layer
steps forward one engine event at a time.

The frontend never changes the game except by applying options. After applying one, the
events are played in order: each animation ends by applying its event to this view
(`TableView.apply`), so the board shows the game as it was at that moment; once every event
has played, the view is rebuilt from the game (`TableView.from_game`), which is the truth.
Pure data: no pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import events as E
from ..engine.game import Game
from ..engine.ocean import Column
from ..engine.tasks import DIVE_PLACES, DiveTask, PlayFishTask


@dataclass
class SlotView:
    fish: list[int] = field(default_factory=list)
    egg: int = 0
    young: int = 0
    school: int = 0

    @property
    def top(self) -> int | None:
        return self.fish[-1] if self.fish else None


@dataclass
class PlayerView:
    seat: int
    name: str
    colour: str
    nautoma: bool
    ocean: list[SlotView]
    hand: list[int]
    discard: list[int]
    divers: list[str]
    bottoms: list[bool]
    achievements: list[int]
    bonuses: list[int]
    score: int


@dataclass
class NautomaView:
    difficulty: int
    ravel: int
    ravel_card: str | None
    eggs: int
    young: int
    schools: int
    fish: list[int]
    markers: int
    card: str | None  # the decision card of her latest turn
    ravel_points: list[int]


@dataclass
class TableView:
    players: list[PlayerView]
    deck: int
    week: int
    first_player: int
    current: int
    tiles: list[str]
    board: str
    nautoma: NautomaView | None
    in_play: int | None = None  # a card chosen from hand and not yet placed
    in_play_owner: int = 0
    diver: tuple[int, str, str] | None = None  # (seat, column, place) of a dive in progress

    @classmethod
    def from_game(cls, game: Game, previous: TableView | None = None) -> TableView:
        """The view of the game as it is now (the truth after animations)."""
        players = []
        for p, seat in zip(game.players, game.setup.seats, strict=True):
            players.append(
                PlayerView(
                    seat=p.seat,
                    name=p.name,
                    colour=seat.colour,
                    nautoma=p.is_nautoma,
                    ocean=[SlotView(s.fish[:], s.egg, s.young, s.school) for s in p.ocean],
                    hand=p.hand[:],
                    discard=p.discard[:],
                    divers=p.divers[:],
                    bottoms=p.bottoms[:],
                    achievements=p.achievements[:],
                    bonuses=p.bonuses[:],
                    score=game.final_total(p.seat),
                )
            )
        n = game.nautoma
        nview = None
        if n is not None:
            card = n.revealed[-1] if n.revealed else None
            if card is None and previous is not None and previous.nautoma is not None:
                card = previous.nautoma.card
            nview = NautomaView(
                n.difficulty, n.ravel, n.ravel_card, n.eggs, n.young, n.schools, n.fish[:],
                n.markers, card, n.ravel_points[:],
            )  # fmt: skip
        view = cls(
            players=players,
            deck=len(game.deck),
            week=game.week,
            first_player=game.first_player,
            current=game.current,
            tiles=game.tiles[:],
            board=game.setup.board,
            nautoma=nview,
        )
        for task in game.stack:
            if isinstance(task, PlayFishTask):
                view.in_play, view.in_play_owner = task.card, task.player
            if isinstance(task, DiveTask) and task.place > 0:
                view.diver = (task.player, Column(task.column).label, DIVE_PLACES[task.place - 1])
        return view

    def apply(self, event: E.Event) -> None:
        """Step the view forward by one event (a best effort; `from_game` is the truth)."""
        ev = event
        if isinstance(ev, E.WeekStarted):
            self.week, self.first_player = ev.week, ev.first_player
            for p in self.players:
                p.divers, p.bottoms = [], [False, False, False]
        elif isinstance(ev, E.TurnStarted):
            self.current = ev.player
            self.diver = None
        elif isinstance(ev, E.DiverPlaced):
            self.players[ev.player].divers.append(ev.site)
        elif isinstance(ev, E.FishChosen):
            p = self.players[ev.player]
            if ev.card in p.hand:
                p.hand.remove(ev.card)
            self.in_play, self.in_play_owner = ev.card, ev.player
        elif isinstance(ev, E.CardDiscarded):
            p = self.players[ev.player]
            if ev.card in p.hand:
                p.hand.remove(ev.card)
            p.discard.append(ev.card)
        elif isinstance(ev, E.TokenPaid):
            s = self.players[ev.player].ocean[ev.slot]
            setattr(s, ev.token, max(0, getattr(s, ev.token) - 1))
        elif isinstance(ev, E.FishPlayed):
            self.players[ev.player].ocean[ev.slot].fish.append(ev.card)
            self.in_play = None
        elif isinstance(ev, E.DiverMoved):
            self.diver = (ev.player, ev.column, ev.place)
        elif isinstance(ev, E.BonusReached):
            if ev.place == "bottom" and ev.available:
                col = ("blue", "purple", "green").index(ev.column)
                self.players[ev.player].bottoms[col] = True
        elif isinstance(ev, E.EggLaid):
            self.players[ev.player].ocean[ev.slot].egg = 1
        elif isinstance(ev, E.EggHatched):
            s = self.players[ev.player].ocean[ev.slot]
            s.egg, s.young = 0, s.young + 1
        elif isinstance(ev, E.YoungPlaced):
            self.players[ev.player].ocean[ev.slot].young += 1
        elif isinstance(ev, E.TokenMoved):
            ocean = self.players[ev.player].ocean
            src, dst = ocean[ev.from_slot], ocean[ev.to_slot]
            if ev.token == "young":
                src.young, dst.young = max(0, src.young - 1), dst.young + 1
            else:
                src.school, dst.school = 0, 1
        elif isinstance(ev, E.SchoolFormed):
            s = self.players[ev.player].ocean[ev.slot]
            s.young, s.school = max(0, s.young - 3), 1
        elif isinstance(ev, E.CardDrawn):
            self.deck = max(0, self.deck - 1)
            self.players[ev.player].hand.append(ev.card)
        elif isinstance(ev, E.CardRetrieved):
            p = self.players[ev.player]
            if ev.card in p.discard:
                p.discard.remove(ev.card)
            p.hand.append(ev.card)
        elif isinstance(ev, E.CardTucked):
            p = self.players[ev.player]
            if ev.card in p.hand:
                p.hand.remove(ev.card)
            stack = p.ocean[ev.slot].fish
            stack.insert(max(0, len(stack) - 1), ev.card)
        elif isinstance(ev, E.DeckReshuffled):
            self.deck += ev.cards
            for p in self.players:
                p.discard = []
        elif isinstance(ev, E.AchievementScored):
            p = self.players[ev.player]
            p.achievements.append(ev.points)
            p.score += ev.points
        elif isinstance(ev, E.BonusScored):
            self.players[ev.player].score += ev.points
        elif isinstance(ev, E.NautomaCardRevealed) and self.nautoma is not None:
            self.nautoma.card = ev.card
        elif isinstance(ev, E.NautomaMarker) and self.nautoma is not None:
            self.nautoma.markers = ev.markers
        elif isinstance(ev, E.NautomaTokens) and self.nautoma is not None:
            self.nautoma.eggs += ev.eggs
            self.nautoma.young += ev.young
            self.nautoma.schools += ev.schools
        elif isinstance(ev, E.NautomaFishTaken) and self.nautoma is not None:
            self.deck = max(0, self.deck - 1)
            self.nautoma.fish.append(ev.card)
        elif isinstance(ev, E.RavelScored) and self.nautoma is not None:
            self.nautoma.ravel_points.append(ev.points)
