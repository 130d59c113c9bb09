"""The rules' tasks (RULES.md 4-7, 10.1): a person's turn, playing a fish, a dive, an
ability's activation and its benefits, and the game-end abilities.

Each task is small serializable pending work on a `Table`'s stack (see `finspan.engine.table`):
it poses a decision or takes an automatic step. Drawing lives in `finspan.engine.draw`,
Nautoma's turn in `finspan.engine.nautoma_turn`; the week loop in `finspan.engine.game`.
"""

from __future__ import annotations

from . import nautoma as nautoma_rules
from .catalog import CATALOG, Effect, EggOnEach, PlayInto, Trigger, parse_ability
from .draw import DrawTask
from .events import (
    AbilityActivated,
    BenefitDeclined,
    BenefitOffered,
    BonusReached,
    CardDiscarded,
    CardRetrieved,
    CardTucked,
    DiverMoved,
    DiverPlaced,
    EggHatched,
    EggLaid,
    Event,
    FishChosen,
    FishPlayed,
    TokenPaid,
    YoungPlaced,
)
from .kinds import BONUS_PLACES, DecisionKind, DivePlace, Source, Token
from .ocean import COLUMNS, Column, Location
from .options import (
    DRAW,
    SKIP,
    Activate,
    AddYoung,
    DiscardCard,
    Dive,
    DrawCard,
    EggEach,
    EggSome,
    HatchEgg,
    LayEgg,
    MoveToken,
    Option,
    PayToken,
    Place,
    PlayFish,
    RetrieveCard,
    Skip,
    TuckCard,
)
from .provisional import PROVISIONAL
from .rules import (
    bonus_available,
    do_move,
    egg_each_slots,
    form_school,
    legal_slots,
    move_destinations,
    move_sources,
    playable_cards,
)
from .state import PlayerState
from .table import Decision, Table, Task


def start_play(g: Table, seat: int, card: int, location: str | None, ev: list[Event]) -> None:
    """Take a chosen card from hand and begin playing it (slot, cost, placement)."""
    g.players[seat].hand.remove(card)
    ev.append(FishChosen(seat, card, location))
    g.stack.append(PlayFishTask(seat, card, location))


def place_fish(g: Table, seat: int, card: int, slot: int, ev: list[Event]) -> None:
    """Place a paid-for fish; tokens stay; a fish there is consumed; then WHEN PLAYED."""
    s = g.players[seat].ocean[slot]
    consumed = s.top
    s.fish.append(card)
    ev.append(FishPlayed(seat, card, slot, consumed))
    ability = CATALOG.by_number[card].ability
    if ability is not None and ability.trigger is Trigger.WHEN_PLAYED:
        g.stack.append(AbilityTask(seat, card, slot))


class TurnTask(Task):
    """A person's turn: play a fish or dive (RULES.md 4)."""

    __slots__ = ("player",)
    KIND = "turn"
    FIELDS = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def decision(self, g: Table) -> Decision:
        p = g.players[self.player]
        options: list[Option] = [PlayFish(n) for n in playable_cards(p)]
        options += [Dive(int(c)) for c in COLUMNS]
        n = len(p.divers) + 1
        return Decision(
            self.player,
            DecisionKind.TURN,
            f"play a fish or dive (diver {n} of 6)",
            tuple(options),
            subject=p.name,
        )

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
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
            start_play(g, self.player, option.card, None, ev)


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

    _TOKENS = (("eggs", Token.EGG), ("young", Token.YOUNG), ("schools", Token.SCHOOL))

    def decision(self, g: Table) -> Decision | None:
        p = g.players[self.player]
        fish = CATALOG.by_number[self.card]
        if self.slot < 0:
            loc = Location(self.location) if self.location else None
            slots = legal_slots(p, fish, loc)
            where = f" into {loc.words}" if loc else ""
            return Decision(
                self.player, DecisionKind.PLACE, f"choose a slot{where} for {fish.name}",
                tuple(Place(s) for s in slots), card=self.card, subject=p.name,
            )  # fmt: skip
        if self.cards:
            if len(p.hand) == self.cards:
                return None
            options = tuple(DiscardCard(n) for n in dict.fromkeys(p.hand))
            return Decision(
                self.player, DecisionKind.PAY,
                f"discard a card to pay for {fish.name} ({self.cards} to go)",
                options, card=self.card, slot=self.slot, subject=p.name,
            )  # fmt: skip
        for field, token in self._TOKENS:
            need = getattr(self, field)
            if not need:
                continue
            options = tuple(PayToken(token, i) for i, s in enumerate(p.ocean) if getattr(s, token))
            if p.count(token) == need or len(options) == 1:
                return None  # no choice: step() pays
            return Decision(
                self.player, DecisionKind.PAY,
                f"remove {'an' if token == 'egg' else 'a'} {token} to pay for "
                f"{fish.name} ({need} to go)",
                options, card=self.card, slot=self.slot, subject=p.name,
            )  # fmt: skip
        return None

    def step(self, g: Table, ev: list[Event]) -> None:
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
        place_fish(g, self.player, self.card, self.slot, ev)

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
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

    def _pay(self, p: PlayerState, token: Token, slot: int, ev: list[Event]) -> None:
        s = p.ocean[slot]
        setattr(s, token, getattr(s, token) - 1)
        field = token.plural
        setattr(self, field, getattr(self, field) - 1)
        ev.append(TokenPaid(p.seat, slot, token))
        if token is Token.SCHOOL:
            # 3+ young left without a school form one at once (RULES.md 7, Schools).
            form_school(p, slot, ev)


#: The dive's places in order (RULES.md 6.2): bonuses above each zone, rows, the bottom.
DIVE_PLACES: tuple[DivePlace, ...] = tuple(DivePlace)


class DiveTask(Task):
    """A dive down one dive site, top to bottom (RULES.md 6).

    ``place`` counts the places reached so far: the diver stands at ``DIVE_PLACES[place - 1]``.
    """

    __slots__ = ("column", "place", "player")
    KIND = "dive"
    FIELDS = ("player", "column", "place")

    def __init__(self, player: int, column: int) -> None:
        self.player, self.column, self.place = player, column, 0

    def step(self, g: Table, ev: list[Event]) -> None:
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
        benefit, words = _BONUS[column][place]
        available = bonus_available(p, column, place)
        if available and place is DivePlace.BOTTOM:
            p.bottoms[column] = True  # the diver takes the bottom circle
        ev.append(BonusReached(self.player, label, place, benefit, available))
        if available:
            g.stack.append(
                BenefitsTask(self.player, [benefit], None, -1, self.player, Source.BONUS, words)
            )


_COLUMN_LABELS: tuple[str, ...] = tuple(Column(c).label for c in COLUMNS)
#: For each dive place, the slot of each column it stands for (-1: a bonus, not a row).
_ROW_SLOT: dict[DivePlace, tuple[int, ...]] = {
    place: tuple(-1 if place.row is None else (place.row - 1) * 3 + c for c in COLUMNS)
    for place in DIVE_PLACES
}
#: For each column and bonus place: (benefit, words for the prompt).
_BONUS: tuple[dict[DivePlace, tuple[str, str]], ...] = tuple(
    {
        place: (
            PROVISIONAL.dive_site_bonuses[_COLUMN_LABELS[c]][place],
            f"the {_COLUMN_LABELS[c]} dive site's bonus "
            + ("at the bottom" if place is DivePlace.BOTTOM else place.replace("_", " ")),
        )
        for place in BONUS_PLACES
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

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()
        fish = CATALOG.by_number[self.card]
        ability = fish.ability
        assert ability is not None
        ev.append(AbilityActivated(self.player, self.card, self.slot, ability.trigger))
        icons = [e.notation for e in ability.effects]
        tasks: list[Task] = [
            BenefitsTask(
                self.player, icons, self.card, self.slot, self.player, Source.ABILITY, fish.name
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
                    BenefitsTask(
                        seat, icons[:], self.card, -1, self.player, Source.ALL_PLAYERS, label
                    )
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

    def options(self, g: Table) -> list[Option]:
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
                matching = egg_each_slots(p, effect.target)
                if matching:
                    out.append(EggEach(effect.target))
                if len(matching) > 1:  # all or part of a benefit (RULES.md 7)
                    out.append(EggSome(effect.target))
        if out:
            out.append(SKIP)
        return out

    def decision(self, g: Table) -> Decision | None:
        options = self.options(g)
        if not options:
            return None
        p = g.players[self.player]
        words = "; ".join(e.words for e in self.effects())
        question = f"{self.label}: {words}"
        return Decision(
            self.player, DecisionKind.BENEFIT, question, tuple(options), card=self.card,
            slot=self.slot if self.slot >= 0 else None, remaining=tuple(self.icons),
            source=Source(self.source), subject=p.name,
        )  # fmt: skip

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()  # nothing left that can be done

    def _use(self, g: Table, *kinds: str) -> None:
        for kind in kinds:
            for i, icon in enumerate(self.icons):
                if _effect(icon).kind == kind:
                    del self.icons[i]
                    if not self.icons:
                        g.stack.pop()
                    return
        raise AssertionError(f"no {kinds} icon left")  # options guarantee one

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
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
            start_play(g, seat, option.card, location.value, ev)
        elif isinstance(option, EggSome):
            self._use(g, "egg_each")
            g.stack.append(EggSomeTask(seat, option.target, egg_each_slots(p, option.target)))
        else:
            assert isinstance(option, EggEach)
            self._use(g, "egg_each")
            for slot in egg_each_slots(p, option.target):
                p.ocean[slot].egg = 1
                ev.append(EggLaid(seat, slot))


class EggSomeTask(Task):
    """An "egg on each X" benefit taken in part: the player chooses, one fish at a time,
    which of the fish that matched get an egg, and says when done (RULES.md 7)."""

    __slots__ = ("player", "slots", "target")
    KIND = "egg_some"
    FIELDS = ("player", "target", "slots")

    def __init__(self, player: int, target: str, slots: list[int]) -> None:
        self.player, self.target, self.slots = player, target, slots

    def decision(self, g: Table) -> Decision | None:
        ocean = g.players[self.player].ocean
        options = [LayEgg(s) for s in self.slots if not ocean[s].egg]
        if not options:
            return None
        return Decision(
            self.player, DecisionKind.EGG_SOME,
            f"egg on each {self.target}: choose a fish to get an egg, or skip to finish",
            (*options, SKIP), subject=g.players[self.player].name,
        )  # fmt: skip

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()  # every matching fish has an egg

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        if isinstance(option, Skip):
            g.stack.pop()
            return
        assert isinstance(option, LayEgg)
        g.players[self.player].ocean[option.slot].egg = 1
        self.slots.remove(option.slot)
        ev.append(EggLaid(self.player, option.slot))


class GameEndTask(Task):
    """End of game step 1 (RULES.md 10.1): each player, clockwise from the first player,
    resolves in any order the GAME END abilities of their visible fish that award no points,
    including fish that enter play during this step."""

    __slots__ = ("done", "index", "order")
    KIND = "game_end"
    FIELDS = ("order", "index", "done")

    def __init__(self, order: list[int]) -> None:
        self.order, self.index, self.done = order, 0, []

    def candidates(self, g: Table, seat: int) -> list[int]:
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

    def decision(self, g: Table) -> Decision | None:
        if self.index >= len(self.order):
            return None
        seat = self.order[self.index]
        slots = self.candidates(g, seat)
        if not slots:
            return None
        p = g.players[seat]
        return Decision(
            seat, DecisionKind.GAME_END,
            "game end: choose a GAME END ability to resolve, or skip the rest",
            (*(Activate(s) for s in slots), SKIP), subject=p.name,
        )  # fmt: skip

    def step(self, g: Table, ev: list[Event]) -> None:
        if self.index >= len(self.order):
            g.stack.pop()
        else:
            self.index += 1  # this player has nothing (more) to resolve

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
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
