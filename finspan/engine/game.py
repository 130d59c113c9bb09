"""The rules engine: a `Game` holds the state and a stack of tasks, and exposes one door.

Every choice a player (or the solo opponent's gift to the human) makes is a pending
`Decision` with a finite, deterministically ordered tuple of options. `Game.apply(option)`
checks the option is one of them (else raises `IllegalOption` and changes nothing), carries
it out, runs every automatic step up to the next decision, and returns the events.

The work still to do is a stack of small serializable tasks (a turn, playing a fish, a dive,
resolving an ability's benefits, a draw, the game-end abilities, Nautoma's turn). The top
task either poses the decision or takes an automatic step. The week loop runs when the
stack is empty. Nothing here reads a clock, files or the global random module.
"""

from __future__ import annotations

from typing import Any

from . import nautoma as nautoma_rules
from .catalog import CATALOG, CHARACTERISTICS, Effect, EggOnEach, PlayInto, Trigger, parse_ability
from .events import (
    AbilityActivated,
    AchievementScored,
    BenefitDeclined,
    BenefitOffered,
    BonusReached,
    BonusScored,
    CardDiscarded,
    CardDrawn,
    CardKept,
    CardRetrieved,
    CardTucked,
    DeckReshuffled,
    DiverMoved,
    DiverPlaced,
    DrawLost,
    EggHatched,
    EggLaid,
    Event,
    FirstPlayerPassed,
    FishChosen,
    FishPlayed,
    GameEnded,
    GameEndStarted,
    GameStarted,
    NautomaFishTaken,
    TokenPaid,
    TurnStarted,
    WeekEnded,
    WeekStarted,
    YoungPlaced,
)
from .ocean import COLUMNS, ZONES, Column, Location, zone_slots
from .options import (
    DRAW,
    SKIP,
    Activate,
    AddYoung,
    DiscardCard,
    Dive,
    DrawCard,
    EggEach,
    HatchEgg,
    KeepCard,
    LayEgg,
    MoveToken,
    Option,
    PayToken,
    Place,
    PlayFish,
    RetrieveCard,
    Skip,
    TuckCard,
    parse_option,
)
from .provisional import PROVISIONAL, AchievementTile
from .rng import Rng
from .rules import (
    do_move,
    form_school,
    legal_slots,
    move_destinations,
    move_sources,
    playable_cards,
)
from .scoring import SIDE_A, ScoreBreakdown, achievement_points, achievement_units, score
from .setup import Setup
from .state import NautomaState, PlayerState
from .task import Decision, Task

TURNS_PER_WEEK = 6
WEEKS = 4
#: Bumped whenever a rules change (or a provisional value) can change the outcome of a
#: recorded game, so that saves made under other rules are recognised.
RULES_VERSION = 1


class IllegalOption(ValueError):
    """The option is not one of the pending decision's options. The state is unchanged."""


class GameOver(IllegalOption):
    """The game has ended: there is no decision to answer."""


class TurnTask(Task):
    """A person's turn: play a fish or dive (RULES.md 4)."""

    __slots__ = ("player",)
    KIND = "turn"
    FIELDS = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def decision(self, g: Game) -> Decision:
        p = g.players[self.player]
        options: list[Option] = [PlayFish(n) for n in playable_cards(p)]
        options += [Dive(int(c)) for c in COLUMNS]
        n = len(p.divers) + 1
        return Decision(
            self.player, "turn", f"{p.name}: play a fish or dive (diver {n} of 6)", tuple(options)
        )

    def choose(self, g: Game, option: Option, ev: list[Event]) -> None:
        p = g.players[self.player]
        g.stack.pop()
        if isinstance(option, Dive):
            site = Column(option.column).label
            p.divers.append(site)
            ev.append(DiverPlaced(self.player, site))
            g.stack.append(DiveTask(self.player, option.column))
        else:
            assert isinstance(option, PlayFish)
            p.divers.append("play")
            ev.append(DiverPlaced(self.player, "play"))
            g.start_play(self.player, option.card, None, ev)


class PlayFishTask(Task):
    """Playing a chosen card (RULES.md 5): choose the slot, pay the cost, place, WHEN PLAYED.

    The card has left the hand. ``location`` restricts the slots for a "play a fish into X"
    benefit. Costs with no choice (exactly as many as needed) are paid automatically.
    """

    __slots__ = ("card", "cards", "eggs", "location", "player", "schools", "slot", "young")
    KIND = "play_fish"
    FIELDS = ("player", "card", "location", "slot", "cards", "eggs", "young", "schools")

    def __init__(self, player: int, card: int, location: str | None) -> None:
        self.player, self.card, self.location = player, card, location
        self.slot = -1
        cost = CATALOG.by_number[card].cost
        self.cards, self.eggs, self.young, self.schools = (
            cost.cards, cost.eggs, cost.young, cost.schools,
        )  # fmt: skip

    _TOKENS = (("eggs", "egg"), ("young", "young"), ("schools", "school"))

    def decision(self, g: Game) -> Decision | None:
        p = g.players[self.player]
        fish = CATALOG.by_number[self.card]
        if self.slot < 0:
            loc = Location(self.location) if self.location else None
            slots = legal_slots(p, fish, loc)
            where = f" into {loc.words}" if loc else ""
            return Decision(
                self.player, "place", f"{p.name}: choose a slot{where} for {fish.name}",
                tuple(Place(s) for s in slots), card=self.card,
            )  # fmt: skip
        if self.cards:
            if len(p.hand) == self.cards:
                return None
            options = tuple(DiscardCard(n) for n in dict.fromkeys(p.hand))
            return Decision(
                self.player, "pay",
                f"{p.name}: discard a card to pay for {fish.name} ({self.cards} to go)",
                options, card=self.card, slot=self.slot,
            )  # fmt: skip
        for field, token in self._TOKENS:
            need = getattr(self, field)
            if not need:
                continue
            options = tuple(PayToken(token, i) for i, s in enumerate(p.ocean) if getattr(s, token))
            if p.count(token) == need or len(options) == 1:
                return None  # no choice: step() pays
            return Decision(
                self.player, "pay",
                f"{p.name}: remove {'an' if token == 'egg' else 'a'} {token} to pay for "
                f"{fish.name} ({need} to go)",
                options, card=self.card, slot=self.slot,
            )  # fmt: skip
        return None

    def step(self, g: Game, ev: list[Event]) -> None:
        p = g.players[self.player]
        if self.cards:  # no choice: every card left in hand pays
            for n in p.hand[:]:
                self._discard(p, n, ev)
            return
        for field, token in self._TOKENS:
            if getattr(self, field):  # no choice: pay from the slots that have them
                for i, s in enumerate(p.ocean):
                    while getattr(s, token) and getattr(self, field):
                        self._pay(p, token, i, ev)
                return
        g.stack.pop()
        g.place_fish(self.player, self.card, self.slot, ev)

    def choose(self, g: Game, option: Option, ev: list[Event]) -> None:
        p = g.players[self.player]
        if isinstance(option, Place):
            self.slot = option.slot
        elif isinstance(option, DiscardCard):
            self._discard(p, option.card, ev)
        else:
            assert isinstance(option, PayToken)
            self._pay(p, option.token, option.slot, ev)

    def _discard(self, p: PlayerState, card: int, ev: list[Event]) -> None:
        p.hand.remove(card)
        p.discard.append(card)
        self.cards -= 1
        ev.append(CardDiscarded(p.seat, card))

    def _pay(self, p: PlayerState, token: str, slot: int, ev: list[Event]) -> None:
        s = p.ocean[slot]
        setattr(s, token, getattr(s, token) - 1)
        field = {"egg": "eggs", "young": "young", "school": "schools"}[token]
        setattr(self, field, getattr(self, field) - 1)
        ev.append(TokenPaid(p.seat, slot, token))
        if token == "school":
            # 3+ young left without a school form one at once (RULES.md 7, Schools).
            form_school(p, slot, ev)


#: The dive's places in order (RULES.md 6.2): bonuses above each zone, rows, the bottom.
DIVE_PLACES: tuple[str, ...] = (
    "above_sunlight", "row1", "row2", "row3", "above_twilight", "row4",
    "above_midnight", "row5", "row6", "bottom",
)  # fmt: skip


class DiveTask(Task):
    """A dive down one dive site, top to bottom (RULES.md 6)."""

    __slots__ = ("column", "place", "player")
    KIND = "dive"
    FIELDS = ("player", "column", "place")

    def __init__(self, player: int, column: int) -> None:
        self.player, self.column, self.place = player, column, 0

    def step(self, g: Game, ev: list[Event]) -> None:
        if self.place >= len(DIVE_PLACES):
            g.stack.pop()
            return
        place = DIVE_PLACES[self.place]
        self.place += 1
        p = g.players[self.player]
        column = self.column
        label = _COLUMN_LABELS[column]
        ev.append(DiverMoved(self.player, label, place))
        slot = _ROW_SLOT[place][column]
        if slot >= 0:  # a row: the fish there activates if it has an IF ACTIVATED ability
            top = p.ocean[slot].top
            if top is not None:
                ability = CATALOG.by_number[top].ability
                if ability is not None and ability.trigger is Trigger.IF_ACTIVATED:
                    g.stack.append(AbilityTask(self.player, top, slot))
            return
        benefit, zone_slots_here, words = _BONUS[column][place]
        if place == "bottom":
            available = not p.bottoms[column]
            if available:
                p.bottoms[column] = True  # the diver takes the bottom circle
        else:
            ocean = p.ocean
            available = any(ocean[s].fish for s in zone_slots_here)
        ev.append(BonusReached(self.player, label, place, benefit, available))
        if available:
            g.stack.append(
                BenefitsTask(self.player, [benefit], None, -1, self.player, "bonus", words)
            )


_COLUMN_LABELS: tuple[str, ...] = tuple(Column(c).label for c in COLUMNS)
#: For each dive place, the slot of each column it stands for (-1: a bonus, not a row).
_ROW_SLOT: dict[str, tuple[int, ...]] = {
    place: tuple((int(place[3]) - 1) * 3 + c if place.startswith("row") else -1 for c in COLUMNS)
    for place in DIVE_PLACES
}
#: For each column and bonus place: (benefit, slots of the zone below it, words for the prompt).
_BONUS: tuple[dict[str, tuple[str, tuple[int, ...], str]], ...] = tuple(
    {
        place: (
            PROVISIONAL.dive_site_bonuses[_COLUMN_LABELS[c]][place],
            ()
            if place == "bottom"
            else zone_slots(
                c, ZONES[("above_sunlight", "above_twilight", "above_midnight").index(place)]
            ),
            f"the {_COLUMN_LABELS[c]} dive site's bonus "
            + ("at the bottom" if place == "bottom" else place.replace("_", " ")),
        )
        for place in ("above_sunlight", "above_twilight", "above_midnight", "bottom")
    }
    for c in COLUMNS
)


class AbilityTask(Task):
    """Activate a fish's ability: the owner resolves it, then (all players) each other player
    in clockwise order may gain the same benefit (RULES.md 7). GAME END points are not
    resolved here: they are scored."""

    __slots__ = ("card", "player", "slot")
    KIND = "ability"
    FIELDS = ("player", "card", "slot")

    def __init__(self, player: int, card: int, slot: int) -> None:
        self.player, self.card, self.slot = player, card, slot

    def step(self, g: Game, ev: list[Event]) -> None:
        g.stack.pop()
        fish = CATALOG.by_number[self.card]
        ability = fish.ability
        assert ability is not None
        ev.append(AbilityActivated(self.player, self.card, self.slot, ability.trigger.value))
        icons = [e.notation for e in ability.effects]
        tasks: list[Task] = [
            BenefitsTask(
                self.player, icons, self.card, self.slot, self.player, "ability", fish.name
            )
        ]
        if ability.all_players:
            owner = g.players[self.player].name
            for seat in g.clockwise_after(self.player):
                other = g.players[seat]
                if other.is_nautoma:
                    nautoma_rules.gain_for_all_players(g, seat, ability.trigger, ev)
                    continue
                ev.append(BenefitOffered(seat, self.player, self.card))
                label = f"{owner}'s {fish.name} (all players)"
                tasks.append(
                    BenefitsTask(seat, icons[:], self.card, -1, self.player, "all_players", label)
                )
        g.stack.extend(reversed(tasks))


class BenefitsTask(Task):
    """Resolve benefit icons for one player, in any order, each optional (RULES.md 7).

    Each option carries out one icon; ``skip`` gives up the rest. With nothing left that
    can be done, the task ends without asking.
    """

    __slots__ = ("card", "icons", "label", "owner", "player", "slot", "source")
    KIND = "benefits"
    FIELDS = ("player", "icons", "card", "slot", "owner", "source", "label")

    def __init__(
        self, player: int, icons: list[str], card: int | None, slot: int, owner: int,
        source: str, label: str,
    ) -> None:  # fmt: skip
        self.player, self.icons, self.card, self.slot = player, icons, card, slot
        self.owner, self.source, self.label = owner, source, label

    def effects(self) -> list[Effect]:
        return [_effect(i) for i in self.icons]

    def options(self, g: Game) -> list[Option]:
        p = g.players[self.player]
        out: list[Option] = []
        seen: set[str] = set()
        can_draw = g.can_draw()
        for effect in self.effects():
            key = effect.notation
            if key in seen:
                continue
            seen.add(key)
            kind = effect.kind
            if kind == "draw":
                if can_draw and DRAW not in out:
                    out.append(DRAW)
            elif kind == "retrieve":
                if p.discard:
                    out.extend(RetrieveCard(n) for n in dict.fromkeys(p.discard))
                elif can_draw and DRAW not in out:
                    out.append(DRAW)
            elif kind == "egg":
                out.extend(LayEgg(i) for i, s in enumerate(p.ocean) if s.fish and not s.egg)
            elif kind == "hatch":
                out.extend(HatchEgg(i) for i, s in enumerate(p.ocean) if s.egg)
            elif kind == "young":
                out.extend(AddYoung(i) for i in range(len(p.ocean)))
            elif kind == "move":
                for token, src in move_sources(p):
                    out.extend(MoveToken(token, src, d) for d in move_destinations(p, src, token))
            elif kind == "tuck":
                if self.slot >= 0 and self.card is not None and p.ocean[self.slot].top == self.card:
                    length = CATALOG.by_number[self.card].length_cm
                    out.extend(
                        TuckCard(n)
                        for n in dict.fromkeys(p.hand)
                        if CATALOG.by_number[n].length_cm < length
                    )
            elif kind == "play":
                assert isinstance(effect, PlayInto)
                out.extend(PlayFish(n) for n in playable_cards(p, effect.location))
            elif kind == "egg_each":
                assert isinstance(effect, EggOnEach)
                if g.egg_each_slots(p, effect.target):
                    out.append(EggEach(effect.target))
        if out:
            out.append(SKIP)
        return out

    def decision(self, g: Game) -> Decision | None:
        options = self.options(g)
        if not options:
            return None
        p = g.players[self.player]
        words = "; ".join(e.words for e in self.effects())
        prompt = f"{p.name}: {self.label}: {words}"
        return Decision(
            self.player, "benefit", prompt, tuple(options), card=self.card,
            slot=self.slot if self.slot >= 0 else None, remaining=tuple(self.icons),
            source=self.source,
        )  # fmt: skip

    def step(self, g: Game, ev: list[Event]) -> None:
        g.stack.pop()  # nothing left that can be done

    def _use(self, g: Game, *kinds: str) -> None:
        for kind in kinds:
            for i, icon in enumerate(self.icons):
                if _effect(icon).kind == kind:
                    del self.icons[i]
                    if not self.icons:
                        g.stack.pop()
                    return
        raise AssertionError(f"no {kinds} icon left")  # options guarantee one

    def choose(self, g: Game, option: Option, ev: list[Event]) -> None:
        p = g.players[self.player]
        seat = self.player
        if isinstance(option, Skip):
            g.stack.pop()
            ev.append(BenefitDeclined(seat, self.label))
        elif isinstance(option, DrawCard):
            has_draw = any(_effect(i).kind == "draw" for i in self.icons)
            self._use(g, "draw" if has_draw else "retrieve")
            g.stack.append(DrawTask(seat, 1, "hand"))
        elif isinstance(option, RetrieveCard):
            self._use(g, "retrieve")
            p.discard.remove(option.card)
            p.hand.append(option.card)
            ev.append(CardRetrieved(seat, option.card))
        elif isinstance(option, LayEgg):
            self._use(g, "egg")
            p.ocean[option.slot].egg = 1
            ev.append(EggLaid(seat, option.slot))
        elif isinstance(option, HatchEgg):
            self._use(g, "hatch")
            s = p.ocean[option.slot]
            s.egg = 0
            s.young += 1
            ev.append(EggHatched(seat, option.slot))
            form_school(p, option.slot, ev)
        elif isinstance(option, AddYoung):
            self._use(g, "young")
            p.ocean[option.slot].young += 1
            ev.append(YoungPlaced(seat, option.slot))
            form_school(p, option.slot, ev)
        elif isinstance(option, MoveToken):
            self._use(g, "move")
            do_move(p, option.token, option.from_slot, option.to_slot, ev)
        elif isinstance(option, TuckCard):
            self._use(g, "tuck")
            p.hand.remove(option.card)
            stack = p.ocean[self.slot].fish
            stack.insert(len(stack) - 1, option.card)
            ev.append(CardTucked(seat, option.card, self.slot))
        elif isinstance(option, PlayFish):
            location = next(e.location for e in self.effects() if isinstance(e, PlayInto))
            self._use(g, "play")
            g.start_play(seat, option.card, location.value, ev)
        else:
            assert isinstance(option, EggEach)
            self._use(g, "egg_each")
            for slot in g.egg_each_slots(p, option.target):
                p.ocean[slot].egg = 1
                ev.append(EggLaid(seat, slot))


class DrawTask(Task):
    """Draw cards from the fish deck, reshuffling the discard piles when it is empty (RULES.md 9).

    ``to`` is ``hand`` or ``nautoma`` (her play area).
    """

    __slots__ = ("count", "player", "reshuffled", "to")
    KIND = "draw"
    FIELDS = ("player", "count", "to", "reshuffled")

    def __init__(self, player: int, count: int, to: str) -> None:
        self.player, self.count, self.to, self.reshuffled = player, count, to, False

    def step(self, g: Game, ev: list[Event]) -> None:
        if self.count <= 0:
            g.stack.pop()
            return
        if not g.deck:
            if self.reshuffled or not any(p.discard for p in g.players):
                ev.append(DrawLost(self.player))  # still nothing to draw: the draw is lost
                self.count -= 1
                return
            self.reshuffled = True
            if g.setup.keep_one_card:
                order = [self.player, *g.clockwise_after(self.player)]
                g.stack.append(ReshuffleTask([s for s in order if g.players[s].discard]))
            else:
                g.reshuffle_discards({}, ev)
            return
        card = g.deck.pop()
        self.count -= 1
        if self.to == "hand":
            g.players[self.player].hand.append(card)
            ev.append(CardDrawn(self.player, card))
        else:
            assert g.nautoma is not None
            g.nautoma.fish.append(card)
            ev.append(NautomaFishTaken(self.player, card))


class ReshuffleTask(Task):
    """Official variant: before the discard piles are shuffled into a new deck, each player
    (clockwise from the one drawing) may keep 1 card in their pile."""

    __slots__ = ("index", "kept", "order")
    KIND = "reshuffle"
    FIELDS = ("order", "index", "kept")

    def __init__(self, order: list[int]) -> None:
        self.order, self.index, self.kept = order, 0, [-1] * len(order)

    def decision(self, g: Game) -> Decision | None:
        if self.index >= len(self.order):
            return None
        p = g.players[self.order[self.index]]
        options = [KeepCard(n) for n in dict.fromkeys(p.discard)] + [SKIP]
        return Decision(
            p.seat, "keep",
            f"{p.name}: the fish deck is empty; keep 1 card in your discard pile before the "
            "piles are shuffled into a new deck (or skip)",
            tuple(options),
        )  # fmt: skip

    def choose(self, g: Game, option: Option, ev: list[Event]) -> None:
        if isinstance(option, KeepCard):
            self.kept[self.index] = option.card
            ev.append(CardKept(self.order[self.index], option.card))
        self.index += 1

    def step(self, g: Game, ev: list[Event]) -> None:
        g.stack.pop()
        kept = {seat: card for seat, card in zip(self.order, self.kept, strict=True) if card >= 0}
        g.reshuffle_discards(kept, ev)


class GameEndTask(Task):
    """End of game step 1 (RULES.md 10.1): each player, clockwise from the first player,
    resolves in any order the GAME END abilities of their visible fish that award no points,
    including fish that enter play during this step."""

    __slots__ = ("done", "index", "order")
    KIND = "game_end"
    FIELDS = ("order", "index", "done")

    def __init__(self, order: list[int]) -> None:
        self.order, self.index, self.done = order, 0, []

    def candidates(self, g: Game, seat: int) -> list[int]:
        p = g.players[seat]
        out = []
        for slot, n in p.visible_fish():
            ability = CATALOG.by_number[n].ability
            if (
                ability is not None
                and ability.trigger is Trigger.GAME_END
                and not ability.scores
                and n not in self.done
            ):
                out.append(slot)
        return out

    def decision(self, g: Game) -> Decision | None:
        if self.index >= len(self.order):
            return None
        seat = self.order[self.index]
        slots = self.candidates(g, seat)
        if not slots:
            return None
        p = g.players[seat]
        return Decision(
            seat, "game_end",
            f"{p.name}: game end: choose a GAME END ability to resolve, or skip the rest",
            (*(Activate(s) for s in slots), SKIP),
        )  # fmt: skip

    def step(self, g: Game, ev: list[Event]) -> None:
        if self.index >= len(self.order):
            g.stack.pop()
        else:
            self.index += 1  # this player has nothing (more) to resolve

    def choose(self, g: Game, option: Option, ev: list[Event]) -> None:
        seat = self.order[self.index]
        if isinstance(option, Skip):
            self.index += 1
            return
        assert isinstance(option, Activate)
        card = g.players[seat].ocean[option.slot].top
        assert card is not None
        self.done.append(card)
        g.stack.append(AbilityTask(seat, card, option.slot))


_EFFECTS: dict[str, Effect] = {}


def _effect(notation: str) -> Effect:
    """The effect for an icon notation (cached)."""
    effect = _EFFECTS.get(notation)
    if effect is None:
        effect = parse_ability(f"when played: {notation}").effects[0]
        _EFFECTS[notation] = effect
    return effect


# --- The game ------------------------------------------------------------------------------------


class Game:
    """A game of Finspan: the state, the task stack, and the one door `apply`.

    Public state (read freely, change only through `apply`): ``setup``, ``players``,
    ``deck`` (the next card is last), ``week`` (1-4), ``turn`` (turns begun this week),
    ``first_player``, ``current`` (seat of the turn in progress), ``tiles`` (achievement
    tile ids for weeks 1-3), ``phase`` (``play``, ``game_end``, ``over``), ``nautoma``.
    """

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
        self.phase = "play"
        self.stack: list[Task] = []
        self.nautoma: NautomaState | None = None
        self.history: list[str] = []
        #: The position text the game was started from, or None for a dealt game.
        self.origin: str | None = None
        self._decision: Decision | None = None
        self.start_events: list[Event] = []
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

    # --- The one door ----------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over."""
        if self._decision is None and self.stack:
            self._decision = self.stack[-1].decision(self)
        return self._decision

    @property
    def options(self) -> tuple[Option, ...]:
        d = self.decision
        return d.options if d else ()

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def apply(self, option: Option | str) -> list[Event]:
        """Carry out one option of the pending decision; return the events, in order.

        Accepts an option or its text form. Raises `IllegalOption` (state unchanged) if it
        is not one of the decision's options, `GameOver` if the game has ended.
        """
        d = self.decision
        if d is None:
            raise GameOver("the game is over: there is nothing to decide")
        if isinstance(option, str):
            option = parse_option(option)
        if option not in d.options:
            raise IllegalOption(
                f"{option} is not a legal option now; {self.players[d.player].name} must "
                f"choose one of: {', '.join(str(o) for o in d.options)}"
            )
        ev: list[Event] = []
        self._decision = None
        self.stack[-1].choose(self, option, ev)
        self.history.append(str(option))
        self._run(ev)
        return ev

    def _run(self, ev: list[Event]) -> None:
        """Take automatic steps until a decision is pending or the game is over."""
        stack = self.stack
        while True:
            if not stack:
                if self.phase == "over":
                    self._decision = None
                    return
                self._advance(ev)
                continue
            d = stack[-1].decision(self)
            if d is not None:
                self._decision = d
                return
            stack[-1].step(self, ev)

    # --- The week loop ---------------------------------------------------------------------

    def turn_order(self) -> list[int]:
        """Seats in clockwise order from this week's first player."""
        n = len(self.players)
        return [(self.first_player + i) % n for i in range(n)]

    def clockwise_after(self, seat: int) -> list[int]:
        """The other seats in clockwise order after ``seat``."""
        n = len(self.players)
        return [(seat + i) % n for i in range(1, n)]

    def _advance(self, ev: list[Event]) -> None:
        if self.phase == "game_end":
            self._finish(ev)
            return
        n = len(self.players)
        if self.turn >= TURNS_PER_WEEK * n:
            self._end_week(ev)
            return
        seat = self.turn_order()[self.turn % n]
        self.turn += 1
        self.current = seat
        ev.append(TurnStarted(seat, self.week, (self.turn - 1) // n + 1))
        if self.players[seat].is_nautoma:
            self.stack.append(nautoma_rules.NautomaTurnTask(seat))
        else:
            self.stack.append(TurnTask(seat))

    def achievement_tile(self, week: int) -> AchievementTile:
        """This week's achievement (weeks 1-3)."""
        if self.setup.board == "A":
            return SIDE_A[week]
        return PROVISIONAL.tile(self.tiles[week - 1])

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
            self.phase = "game_end"
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
        solo at difficulty 5 only (both sides); provisional: only if that most is above 0."""
        if self.nautoma is not None:
            in_play = self.nautoma.difficulty == 5
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
        self.phase = "over"
        self._decision = None
        totals = tuple(self.final_total(s) for s in range(len(self.players)))
        ev.append(GameEnded(self.winners(), totals))

    # --- Results ---------------------------------------------------------------------------

    def score(self, seat: int) -> ScoreBreakdown:
        """A person's score breakdown as if the game ended now (RULES.md 10.2)."""
        return score(self.players[seat])

    def final_total(self, seat: int) -> int:
        if self.players[seat].is_nautoma:
            return nautoma_rules.score(self).total
        return self.score(seat).total

    def winners(self) -> tuple[int, ...]:
        """Seats with the most points; tie: most cards in hand; still tied: shared victory.

        Against Nautoma a tie goes to the human (RULES.md 11).
        """
        totals = [self.final_total(s) for s in range(len(self.players))]
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        if self.nautoma is not None:
            humans = [s for s in tied if not self.players[s].is_nautoma]
            return tuple(humans) if humans else tuple(tied)
        if len(tied) > 1:
            most = max(len(self.players[s].hand) for s in tied)
            tied = [s for s in tied if len(self.players[s].hand) == most]
        return tuple(tied)

    # --- Helpers used by tasks ---------------------------------------------------------------

    def start_play(self, seat: int, card: int, location: str | None, ev: list[Event]) -> None:
        """Take a chosen card from hand and begin playing it (slot, cost, placement)."""
        self.players[seat].hand.remove(card)
        ev.append(FishChosen(seat, card, location))
        self.stack.append(PlayFishTask(seat, card, location))

    def place_fish(self, seat: int, card: int, slot: int, ev: list[Event]) -> None:
        """Place a paid-for fish; tokens stay; a fish there is consumed; then WHEN PLAYED."""
        s = self.players[seat].ocean[slot]
        consumed = s.top
        s.fish.append(card)
        ev.append(FishPlayed(seat, card, slot, consumed))
        ability = CATALOG.by_number[card].ability
        if ability is not None and ability.trigger is Trigger.WHEN_PLAYED:
            self.stack.append(AbilityTask(seat, card, slot))

    def can_draw(self) -> bool:
        return bool(self.deck) or any(p.discard for p in self.players)

    def reshuffle_discards(self, kept: dict[int, int], ev: list[Event]) -> None:
        """Shuffle all discard piles into a new fish deck, but the cards players kept."""
        cards: list[int] = []
        for p in self.players:
            keep = kept.get(p.seat)
            for n in p.discard:
                if n == keep:
                    keep = None
                else:
                    cards.append(n)
            p.discard = [kept[p.seat]] if p.seat in kept else []
        self.rng.shuffle(cards)
        self.deck = cards + self.deck
        ev.append(DeckReshuffled(len(cards)))

    def egg_each_slots(self, p: PlayerState, target: str) -> list[int]:
        """Slots of the player's fish without an egg that match an "egg on each" target."""
        fish = CATALOG.by_number
        out = []
        if target in CHARACTERISTICS:
            for slot, n in p.visible_fish():
                if p.ocean[slot].egg:
                    continue
                f = fish[n]
                if (target == "predator" and f.tags.predator) or f.size.value == target:
                    out.append(slot)
        else:
            where = Location(target).slots()
            out = [i for i, s in enumerate(p.ocean) if i in where and s.fish and not s.egg]
        return out

    # --- Copies and serialization ------------------------------------------------------------

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
        g.phase = self.phase
        g.stack = [t.copy() for t in self.stack]
        g.nautoma = self.nautoma.copy() if self.nautoma else None
        g.history = self.history[:]
        g.origin = self.origin
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
            "phase": self.phase,
            "stack": [t.to_dict() for t in self.stack],
            "nautoma": self.nautoma.to_dict() if self.nautoma else None,
            "history": self.history[:],
            "origin": self.origin,
        }

    def restart(self) -> Game:
        """A new game at this game's start: dealt from its setup and seed, or loaded from the
        position it began at. Applying ``history`` to it reproduces this game."""
        return Game.starting(self.setup, self.seed, self.origin)

    @staticmethod
    def starting(setup: Setup, seed: int, origin: str | None = None) -> Game:
        """The start of a game: ``Game(setup, seed)``, or the position ``origin`` if given."""
        if origin is None:
            return Game(setup, seed)
        from .position import load_position

        return load_position(origin)

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
        g.phase = d["phase"]
        g.stack = [Task.from_dict(t) for t in d["stack"]]
        g.nautoma = NautomaState.from_dict(d["nautoma"]) if d.get("nautoma") else None
        g.history = list(d.get("history", []))
        g.origin = d.get("origin")
        g._decision = None
        g.start_events = []
        return g
