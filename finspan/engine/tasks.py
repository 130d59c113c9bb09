"""The rules' tasks (RULES.md 5, 7): playing a fish, an ability's activation and its
benefits. A person's turn and a dive are in `finspan.engine.turn`.

Each task is small serializable pending work on a `Table`'s stack (see `finspan.engine.table`):
it poses a decision or takes an automatic step. Drawing lives in `finspan.engine.draw`,
the game-end abilities in `finspan.engine.game_end`,
Nautoma's turn in `finspan.engine.nautoma_turn`; the week loop in `finspan.engine.game`.
"""

from __future__ import annotations

from itertools import compress
from operator import attrgetter

from . import nautoma as nautoma_rules
from .catalog import CATALOG, Effect, EggOnEach, PlayInto
from .deciding import DecidingTask
from .draw import draw_card
from .events import (
    AbilityActivated,
    BenefitDeclined,
    BenefitOffered,
    CardDiscarded,
    CardRetrieved,
    CardTucked,
    EggHatched,
    EggLaid,
    Event,
    FishChosen,
    FishPlayed,
    TokenPaid,
    YoungPlaced,
)
from .icons import BENEFITS, benefit_facts, effect_of, icon_facts
from .kinds import DecisionKind, DivePlace, Source, Token, Trigger
from .ocean import COLUMNS, LINES_FROM, N_SLOTS, Location
from .options import (
    DRAW,
    SKIP,
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
from .rules import (
    do_move,
    egg_each_slots,
    form_school,
    legal_slots,
    move_destinations,
    playable_cards,
)
from .state import PlayerState
from .table import Decision, Table, Task

# Enum members bound once: looking a member up on its enum class is slow on Python 3.11.
_TURN, _PLACE, _PAY, _BENEFIT, _EGG_SOME = (
    DecisionKind.TURN, DecisionKind.PLACE, DecisionKind.PAY, DecisionKind.BENEFIT,
    DecisionKind.EGG_SOME,
)  # fmt: skip
_BOTTOM = DivePlace.BOTTOM
_WHEN_PLAYED, _IF_ACTIVATED = Trigger.WHEN_PLAYED, Trigger.IF_ACTIVATED
_BONUS_SOURCE = Source.BONUS
_YOUNG, _SCHOOL = Token.YOUNG, Token.SCHOOL
_SOURCE: dict[str, Source] = {s.value: s for s in Source}
#: The `PlayFishTask` field counting each token still to pay.
_FIELD_OF: dict[str, str] = {"egg": "eggs", "young": "young", "school": "schools"}
#: The `Slot` attribute of each token, as a plain ``str`` (see `PlayFishTask._TOKENS`).
_ATTR_OF: dict[str, str] = {"egg": "egg", "young": "young", "school": "school"}


#: Options made once and shared (they are frozen values): listing a decision's options is
#: the engine's most frequent work in a search's playouts. `PLAY_OPTIONS` and `DIVE_OPTIONS`
#: serve the turn too (`finspan.engine.turn`).
DIVE_OPTIONS: tuple[Option, ...] = tuple(Dive(int(c)) for c in COLUMNS)
_PLACES: tuple[Place, ...] = tuple(Place(s) for s in range(N_SLOTS))
_LAY_EGG: tuple[LayEgg, ...] = tuple(LayEgg(s) for s in range(N_SLOTS))
_HATCH: tuple[HatchEgg, ...] = tuple(HatchEgg(s) for s in range(N_SLOTS))
_ADD_YOUNG: tuple[AddYoung, ...] = tuple(AddYoung(s) for s in range(N_SLOTS))
PLAY_OPTIONS: dict[int, PlayFish] = {f.number: PlayFish(f.number) for f in CATALOG.all}
_DISCARD: dict[int, DiscardCard] = {f.number: DiscardCard(f.number) for f in CATALOG.all}
_RETRIEVE: dict[int, RetrieveCard] = {f.number: RetrieveCard(f.number) for f in CATALOG.all}
_TUCK: dict[int, TuckCard] = {f.number: TuckCard(f.number) for f in CATALOG.all}
_PAY_TOKEN: dict[str, tuple[PayToken, ...]] = {
    t.value: tuple(PayToken(t, s) for s in range(N_SLOTS)) for t in Token
}
#: Each token's count on a slot (`Slot` attributes, as plain ``str``).
_ON_SLOT: dict[str, attrgetter[int]] = {a: attrgetter(a) for a in ("egg", "young", "school")}
_MOVES: dict[str, tuple[tuple[MoveToken, ...], ...]] = {
    t.value: tuple(tuple(MoveToken(t, a, b) for b in range(N_SLOTS)) for a in range(N_SLOTS))
    for t in (Token.YOUNG, Token.SCHOOL)
}
#: For each slot, every slot along its row and column (`LINES_FROM`).
_REACH: tuple[frozenset[int], ...] = tuple(
    frozenset(s for line in lines for s in line) for lines in LINES_FROM
)
#: For each token and slot, its moves when nothing on the way stops it: the whole row and
#: column, in `move_destinations`' order.
_ALL_MOVES: dict[str, tuple[tuple[MoveToken, ...], ...]] = {
    token: tuple(tuple(moves[d] for d in sorted(_REACH[a])) for a, moves in enumerate(by_slot))
    for token, by_slot in _MOVES.items()
}

#: Events are frozen values: the most frequent are made once per distinct value and shared
#: (``_EGG_LAID.get(key) or _EGG_LAID.setdefault(key, EggLaid(*key))``: a look-up costs a
#: quarter of making one).
_ACTIVATED: dict[tuple[int, int, int], Event] = {}
_DECLINED: dict[tuple[int, str], Event] = {}
_EGG_LAID: dict[tuple[int, int], Event] = {}
_HATCHED: dict[tuple[int, int], Event] = {}
_CHOSEN: dict[tuple[int, int, str | None], Event] = {}
_DISCARDED: dict[tuple[int, int], Event] = {}
_PAID: dict[tuple[int, int, Token], Event] = {}
_RETRIEVED: dict[tuple[int, int], Event] = {}

#: The text of each option above, by ``id``: they live as long as the program, so no other
#: object shares their ids. `Game.apply` records the text form of each option chosen.
OPTION_TEXT: dict[int, str] = {
    id(o): str(o)
    for group in (
        DIVE_OPTIONS, _PLACES, _LAY_EGG, _HATCH, _ADD_YOUNG, *_PAY_TOKEN.values(),
        PLAY_OPTIONS.values(), _DISCARD.values(), _RETRIEVE.values(), _TUCK.values(),
        *(moves for by_source in _MOVES.values() for moves in by_source), (SKIP, DRAW),
    )
    for o in group
}  # fmt: skip


def start_play(g: Table, seat: int, card: int, location: str | None, ev: list[Event]) -> None:
    """Take a chosen card from hand and begin playing it (slot, cost, placement)."""
    g.players[seat].hand.remove(card)
    key = (seat, card, location)
    ev.append(_CHOSEN.get(key) or _CHOSEN.setdefault(key, FishChosen(*key)))
    g.stack.append(PlayFishTask(seat, card, location))


def place_fish(g: Table, seat: int, card: int, slot: int, ev: list[Event]) -> None:
    """Place a paid-for fish; tokens stay; a fish there is consumed; then WHEN PLAYED."""
    s = g.players[seat].ocean[slot]
    consumed = s.top
    s.fish.append(card)
    ev.append(FishPlayed(seat, card, slot, consumed))
    ability = CATALOG.by_number[card].ability
    if ability is not None and ability.trigger is _WHEN_PLAYED:
        activate(g, seat, card, slot, ev)


class PlayFishTask(DecidingTask):
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

    #: (cost field, `Slot` attribute, token): attribute names are plain ``str``, because
    #: getattr with a ``str`` subclass (a StrEnum) misses CPython's attribute cache.
    _TOKENS: tuple[tuple[str, str, Token], ...] = (
        ("eggs", "egg", Token.EGG), ("young", "young", Token.YOUNG),
        ("schools", "school", Token.SCHOOL),
    )  # fmt: skip

    def options_now(self, g: Table) -> tuple[Option, ...] | None:
        p = g.players[self.player]
        if self.slot < 0:
            fish = CATALOG.by_number[self.card]
            loc = Location(self.location) if self.location else None
            # Comprehensions here read globals, not local aliases: on Python 3.11 a local that
            # a comprehension reads becomes a cell, made at every call of the function.
            return tuple([_PLACES[s] for s in legal_slots(p, fish, loc)])
        if self.cards:
            if len(p.hand) == self.cards:
                return None  # no choice: step() pays
            return tuple([_DISCARD[n] for n in dict.fromkeys(p.hand)])
        if not (self.eggs or self.young or self.schools):
            return None  # paid for: step() places the fish
        for need, attr in ((self.eggs, "egg"), (self.young, "young"), (self.schools, "school")):
            if need:
                have = list(map(_ON_SLOT[attr], p.ocean))  # how many of the token on each slot
                options = tuple(compress(_PAY_TOKEN[attr], have))
                if len(options) == 1 or sum(have) == need:
                    return None  # no choice: step() pays
                return options
        return None

    def decision_of(self, g: Table, options: tuple[Option, ...]) -> Decision:
        p = g.players[self.player]
        fish = CATALOG.by_number[self.card]
        if self.slot < 0:
            where = f" into {Location(self.location).words}" if self.location else ""
            return Decision(
                self.player, _PLACE, f"choose a slot{where} for {fish.name}", options,
                card=self.card, subject=p.name,
            )  # fmt: skip
        if self.cards:
            question = f"discard a card to pay for {fish.name} ({self.cards} to go)"
        else:
            field, _, token = next(t for t in self._TOKENS if getattr(self, t[0]))
            need = getattr(self, field)
            article = "an" if token == "egg" else "a"
            question = f"remove {article} {token} to pay for {fish.name} ({need} to go)"
        return Decision(
            self.player, _PAY, question, options, card=self.card, slot=self.slot, subject=p.name
        )

    def step(self, g: Table, ev: list[Event]) -> None:
        p = g.players[self.player]
        if self.cards:  # no choice: every card left in hand pays
            for n in p.hand[:]:
                self._discard(p, n, ev)
            return
        if self.eggs or self.young or self.schools:
            for field, attr, token in self._TOKENS:
                if getattr(self, field):  # no choice: pay from the slots that have them
                    for i, s in enumerate(p.ocean):
                        while getattr(s, attr) and getattr(self, field):
                            self._pay(p, token, i, ev)
                    return
        g.stack.pop()  # paid for
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
        key = (p.seat, card)
        ev.append(_DISCARDED.get(key) or _DISCARDED.setdefault(key, CardDiscarded(*key)))

    def _pay(self, p: PlayerState, token: Token, slot: int, ev: list[Event]) -> None:
        s = p.ocean[slot]
        attr = _ATTR_OF[token]
        setattr(s, attr, getattr(s, attr) - 1)
        field = _FIELD_OF[token]
        setattr(self, field, getattr(self, field) - 1)
        paid = (p.seat, slot, token)
        ev.append(_PAID.get(paid) or _PAID.setdefault(paid, TokenPaid(*paid)))
        if token is _SCHOOL:
            # 3+ young left without a school form one at once (RULES.md 7, Schools).
            form_school(p, slot, ev)


#: Each fish's ability as `activate` reads it, by number: its icon notations, trigger,
#: whether all players gain it, and the fish's name.
_ABILITIES: dict[int, tuple[tuple[str, ...], Trigger, bool, str]] = {
    f.number: (
        tuple(e.notation for e in f.ability.effects), f.ability.trigger, f.ability.all_players,
        f.name,
    )
    for f in CATALOG.all
    if f.ability is not None
}  # fmt: skip
_ABILITY_SOURCE, _ALL_PLAYERS_SOURCE = Source.ABILITY, Source.ALL_PLAYERS
#: The facts of a benefit's icons, if made (`BENEFITS.get`, bound once: Python 3.11 looks a
#: method of an imported name up again at every call, unspecialized)
_FACTS_OF = BENEFITS.get


class AbilityTask(Task):
    """Activate a fish's ability: the owner resolves it, then (all players) each other player
    in clockwise order may gain the same benefit (RULES.md 7). GAME END points are not
    resolved here: they are scored."""

    __slots__ = ("card", "player", "slot")
    KIND = "ability"
    DECIDES = False
    FIELDS = ("player", "card", "slot")

    def __init__(self, player: int, card: int, slot: int) -> None:
        self.player, self.card, self.slot = player, card, slot

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()
        activate(g, self.player, self.card, self.slot, ev)


def activate(g: Table, seat: int, card: int, slot: int, ev: list[Event]) -> None:
    """Activate the ability of fish ``card`` on ``slot`` of ``seat``'s ocean at once: what an
    `AbilityTask` on top of the stack does (a dive and a WHEN PLAYED fish call it directly,
    saving the task's round trip through the stack)."""
    icons, trigger, all_players, name = _ABILITIES[card]
    key = (seat, card, slot)  # the card says its trigger
    activated = _ACTIVATED.get(key)
    if activated is None:
        activated = _ACTIVATED[key] = AbilityActivated(*key, trigger)
    ev.append(activated)
    own = BenefitsTask(seat, list(icons), card, slot, seat, _ABILITY_SOURCE, name)
    if not all_players:
        g.stack.append(own)
        return
    tasks: list[Task] = [own]
    owner = g.players[seat].name
    for other_seat in g.clockwise_after(seat):
        if g.players[other_seat].is_nautoma:
            nautoma_rules.gain_for_all_players(g, other_seat, trigger, ev)
            continue
        ev.append(BenefitOffered(other_seat, seat, card))
        label = f"{owner}'s {name} (all players)"
        tasks.append(
            BenefitsTask(other_seat, list(icons), card, -1, seat, _ALL_PLAYERS_SOURCE, label)
        )
    g.stack.extend(reversed(tasks))


class BenefitsTask(DecidingTask):
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
        return [effect_of(i) for i in self.icons]

    def options(self, g: Table) -> list[Option]:
        """The options now: one per way to carry out an icon, then skip (none: nothing
        left that can be done)."""
        return list(self.options_now(g) or ())

    def options_now(self, g: Table) -> tuple[Option, ...] | None:
        icons = tuple(self.icons)
        effects = (_FACTS_OF(icons) or benefit_facts(icons))[0]
        p = g.players[self.player]
        out: list[Option] = []
        for kind, effect in effects:
            if kind == "egg":
                out += [_LAY_EGG[i] for i, s in enumerate(p.ocean) if s.fish and not s.egg]
            elif kind == "draw":
                if DRAW not in out and (g.deck or g.can_draw()):  # a deck: no call needed
                    out.append(DRAW)
            elif kind == "hatch":
                out += [_HATCH[i] for i, s in enumerate(p.ocean) if s.egg]
            elif kind == "move":
                out += _move_options(p)
            elif kind == "retrieve":
                if p.discard:
                    out += [_RETRIEVE[n] for n in dict.fromkeys(p.discard)]
                elif DRAW not in out and g.can_draw():
                    out.append(DRAW)
            elif kind == "young":
                out += _ADD_YOUNG[: len(p.ocean)]
            elif kind == "tuck":
                if self.slot >= 0 and self.card is not None and p.ocean[self.slot].top == self.card:
                    length = CATALOG.by_number[self.card].length_cm
                    for n in dict.fromkeys(p.hand):
                        if CATALOG.by_number[n].length_cm < length:
                            out.append(_TUCK[n])
            elif kind == "play":
                assert isinstance(effect, PlayInto)
                out.extend(PLAY_OPTIONS[n] for n in playable_cards(p, effect.location))
            elif kind == "egg_each":
                assert isinstance(effect, EggOnEach)
                matching = egg_each_slots(p, effect.target)
                if matching:
                    out.append(EggEach(effect.target))
                if len(matching) > 1:  # all or part of a benefit (RULES.md 7)
                    out.append(EggSome(effect.target))
        if not out:
            return None
        out.append(SKIP)
        return tuple(out)

    def decision_of(self, g: Table, options: tuple[Option, ...]) -> Decision:
        icons = tuple(self.icons)
        words = (_FACTS_OF(icons) or benefit_facts(icons))[1]
        return Decision(
            self.player, _BENEFIT, f"{self.label}: {words}", options,
            subject=g.players[self.player].name, card=self.card,
            slot=self.slot if self.slot >= 0 else None, remaining=icons,
            source=_SOURCE[self.source],
        )  # fmt: skip

    def step(self, g: Table, ev: list[Event]) -> None:
        g.stack.pop()  # nothing left that can be done

    def _use(self, g: Table, kinds: tuple[str, ...]) -> None:
        """Use up the first icon held of the first of ``kinds``; the task ends with its last."""
        icons = self.icons
        for kind in kinds:
            for i, icon in enumerate(icons):
                if icon_facts(icon)[0] == kind:
                    del icons[i]
                    if not icons:
                        g.stack.pop()
                    return
        raise AssertionError(f"no {kinds} icon left")  # options guarantee one

    def choose(self, g: Table, option: Option, ev: list[Event]) -> None:
        p = g.players[self.player]
        seat = self.player
        if isinstance(option, Skip):
            g.stack.pop()
            said = (seat, self.label)
            ev.append(_DECLINED.get(said) or _DECLINED.setdefault(said, BenefitDeclined(*said)))
            return
        if isinstance(option, PlayFish):  # where to, read before its icon is used up
            location = next(e.location for e in self.effects() if isinstance(e, PlayInto))
        if len(self.icons) == 1:  # the options were that icon's: the task ends, unchanged
            g.stack.pop()  # (so a task of one icon may be shared: a dive's bonus)
        else:
            self._use(g, _USES[type(option)])
        if isinstance(option, LayEgg):
            p.ocean[option.slot].egg = 1
            key = (seat, option.slot)
            ev.append(_EGG_LAID.get(key) or _EGG_LAID.setdefault(key, EggLaid(*key)))
        elif isinstance(option, DrawCard):
            draw_card(g, seat, ev)
        elif isinstance(option, MoveToken):
            do_move(p, option.token, option.from_slot, option.to_slot, ev)
        elif isinstance(option, HatchEgg):
            s = p.ocean[option.slot]
            s.egg = 0
            s.young += 1
            at = (seat, option.slot)
            ev.append(_HATCHED.get(at) or _HATCHED.setdefault(at, EggHatched(*at)))
            form_school(p, option.slot, ev)
        elif isinstance(option, RetrieveCard):
            p.discard.remove(option.card)
            p.hand.append(option.card)
            key = (seat, option.card)
            ev.append(_RETRIEVED.get(key) or _RETRIEVED.setdefault(key, CardRetrieved(*key)))
        elif isinstance(option, AddYoung):
            p.ocean[option.slot].young += 1
            ev.append(YoungPlaced(seat, option.slot))
            form_school(p, option.slot, ev)
        elif isinstance(option, TuckCard):
            p.hand.remove(option.card)
            stack = p.ocean[self.slot].fish
            stack.insert(len(stack) - 1, option.card)
            ev.append(CardTucked(seat, option.card, self.slot))
        elif isinstance(option, PlayFish):
            start_play(g, seat, option.card, location.value, ev)
        elif isinstance(option, EggSome):
            g.stack.append(EggSomeTask(seat, option.target, egg_each_slots(p, option.target)))
        else:
            assert isinstance(option, EggEach)
            for slot in egg_each_slots(p, option.target):
                p.ocean[slot].egg = 1
                ev.append(EggLaid(seat, slot))


#: The kinds of icon each option of a benefit uses up, the first one held (a draw uses a draw
#: icon if there is one, else a retrieve icon).
_USES: dict[type[Option], tuple[str, ...]] = {
    LayEgg: ("egg",), DrawCard: ("draw", "retrieve"), MoveToken: ("move",),
    HatchEgg: ("hatch",), RetrieveCard: ("retrieve",), AddYoung: ("young",),
    TuckCard: ("tuck",), PlayFish: ("play",), EggSome: ("egg_each",), EggEach: ("egg_each",),
}  # fmt: skip


def _move_options(p: PlayerState) -> list[Option]:
    """Every move of a young or school (RULES.md 7): by source slot (a young before a school),
    each source's destinations as `move_destinations` lists them. In one pass over the ocean;
    a source with nothing along its lines that stops it (2 young without a school stop a
    young, a school stops a school) reaches its whole row and column (`_ALL_MOVES`)."""
    sources: list[tuple[Token, int]] = []
    young_stops: list[int] = []
    schools: list[int] = []
    for slot, s in enumerate(p.ocean):
        if s.young:
            sources.append((_YOUNG, slot))
            if s.young == 2 and not s.school:
                young_stops.append(slot)
        if s.school:
            sources.append((_SCHOOL, slot))
            schools.append(slot)
    out: list[Option] = []
    for token, src in sources:
        if _REACH[src].isdisjoint(schools if token is _SCHOOL else young_stops):
            out += _ALL_MOVES[token][src]
        else:
            moves = _MOVES[token][src]
            for d in move_destinations(p, src, token):
                out.append(moves[d])
    return out


class EggSomeTask(DecidingTask):
    """An "egg on each X" benefit taken in part: the player chooses, one fish at a time,
    which of the fish that matched get an egg, and says when done (RULES.md 7)."""

    __slots__ = ("player", "slots", "target")
    KIND = "egg_some"
    FIELDS = ("player", "target", "slots")

    def __init__(self, player: int, target: str, slots: list[int]) -> None:
        self.player, self.target, self.slots = player, target, slots

    def options_now(self, g: Table) -> tuple[Option, ...] | None:
        ocean = g.players[self.player].ocean
        options: list[Option] = []
        for s in self.slots:  # a loop: a comprehension would make `ocean` a cell at every call
            if not ocean[s].egg:
                options.append(_LAY_EGG[s])
        return (*options, SKIP) if options else None

    def decision_of(self, g: Table, options: tuple[Option, ...]) -> Decision:
        return Decision(
            self.player, _EGG_SOME,
            f"egg on each {self.target}: choose a fish to get an egg, or skip to finish",
            options, subject=g.players[self.player].name,
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
