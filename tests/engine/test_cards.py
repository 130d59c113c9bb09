"""Every card's ability, exercised: for each of the 135 cards a position is built where its
ability can do something, the ability is triggered the way the card says (WHEN PLAYED: play
it; IF ACTIVATED: dive its dive site; GAME END: end the game), each icon is used in turn and
its effect is checked against the state, computed here independently of the engine.

GAME END points are checked separately, with the condition met and not met.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

import pytest

from finspan.engine import CATALOG, Game
from finspan.engine.catalog import Condition, EggOnEach, Fish, PlayInto, PointsIf, Trigger
from finspan.engine.events import CardDrawn, EggHatched, EggLaid, SchoolFormed
from finspan.engine.ocean import SLOT_NAMES, Zone, parse_slot
from finspan.engine.options import (
    AddYoung,
    DrawCard,
    EggEach,
    HatchEgg,
    LayEgg,
    MoveToken,
    Option,
    PlayFish,
    RetrieveCard,
    TuckCard,
)

from .helpers import game, of, player

ALL_CARDS = [*CATALOG.main, *CATALOG.starter]

# --- The position each card is exercised in ---------------------------------------------------

# Cards with a part to play, first choice first; a role never takes the card under test or a
# card another role already took.
ROLES: dict[str, list[str]] = {
    # fillers on the ocean mat, without an egg (so egg icons have somewhere to go) but B4
    "P1": ["Clown Anemonefish", "Speckled Butterflyfish"],  # small, estuary
    "B2": ["Leafy Seadragon", "Atlantic Bonito"],  # medium
    "B4": ["Pale Chimaera", "Greenland Shark"],  # large, Twilight
    "B6": ["Abyssal Anglerfish", "Common Fangtooth"],  # predator, deepwater
    "G3": ["Cookiecutter Shark", "Angelshark"],  # green
    # cards in hand to pay card costs with
    "pay1": ["Snipe Eel", "Spotted Parrotfish"],
    "pay2": ["Haddock", "Hogfish"],
    "pay3": ["Escolar", "Yellow Boxfish"],
    # short cards in hand for tuck icons (shorter than 20 cm: Sargassum Fish)
    "tuck1": ["Pygmy Seahorse", "Mandarinfish"],
    "tuck2": ["Smoothcheek Lanternfish", "Spookfish"],
    # cards in the discard pile for retrieve icons
    "discard1": ["Paraliparis", "Silver Lightfish"],
    "discard2": ["Giant Hatchetfish", "Oceanic Puffer"],
    "discard3": ["Snaggletooth", "Little Skate"],
    "discard4": ["Midwater Scorpionfish", "Stonefish"],
    # a cheap card in hand for each "play a fish into X"
    "into sunlight": ["Longfin Batfish", "Bonefish", "White-Spotted Puffer"],
    "into estuary": ["Bonefish", "Longfin Batfish", "White-Spotted Puffer"],
    "into purple": ["Porkfish", "Mediterranean Damselfish"],
    "into green": ["Banggai Cardinalfish", "Barreleye"],
    "into blue": ["Pennant Coralfish", "White Suckerfish"],
    "into deepwater": ["Wolftrap Angler", "Grideye Fish"],
}
PAY, TUCK = ["pay1", "pay2", "pay3"], ["tuck1", "tuck2"]
DISCARD = ["discard1", "discard2", "discard3", "discard4"]

# Tokens: 4 eggs (with B4's), 3 young (2 on empty slots) and a school on an empty slot.
TOKENS = {
    "G2": "Catalina Goby, egg",
    "P4": "Showy Bristlemouth, egg, young",
    "B5": "Glasshead Grenadier, egg",
    "G4": "young",
    "G5": "young",
    "P3": "school",
}


def roles_for(card: str) -> dict[str, str]:
    taken = {card}
    out = {}
    for role, candidates in ROLES.items():
        choice = next(c for c in candidates if c not in taken)
        taken.add(choice)
        out[role] = choice
    return out


def base_ocean(roles: dict[str, str]) -> dict[str, str]:
    ocean = dict(TOKENS)
    for s in ("P1", "B2", "B6", "G3"):
        ocean[s] = roles[s]
    ocean["B4"] = roles["B4"] + ", egg"
    return ocean


def legal_here(fish: Fish, name: str) -> bool:
    s = parse_slot(name)
    row, column = s // 3 + 1, s % 3
    zone = Zone.SUNLIGHT if row <= 3 else Zone.TWILIGHT if row == 4 else Zone.MIDNIGHT
    if zone not in fish.zones or (fish.deepwater_only and row != 6):
        return False
    return fish.band is None or column == int(fish.band)


FORAGE = {f.fish.name: f.fish.length_cm for f in CATALOG.forage}


def free_slot_for(fish: Fish, ocean: dict[str, str]) -> str:
    """The first slot where ``fish`` may be placed without covering a card: preferably empty,
    else holding only tokens, else over a shorter forage fish."""
    legal = [name for name in SLOT_NAMES if legal_here(fish, name)]

    def forage_under(name: str) -> bool:
        first = ocean[name].split(",")[0]
        return FORAGE.get(first, fish.length_cm) < fish.length_cm

    empty = [n for n in legal if n not in ocean]
    tokens_only = [n for n in legal if n in ocean and ocean[n].split(",")[0] in ("young", "school")]
    over_forage = [n for n in legal if n in ocean and forage_under(n)]
    choices = empty + tokens_only + over_forage
    assert choices, f"no free slot for {fish.name}"
    return choices[0]


def put(ocean: dict[str, str], name: str, card: str) -> None:
    """Place ``card`` on slot ``name``, over a forage fish there and keeping any tokens."""
    if name not in ocean:
        ocean[name] = card
    elif ocean[name].split(",")[0] in FORAGE:
        ocean[name] = f"{card} over {ocean[name]}"
    else:
        ocean[name] = f"{card}, {ocean[name]}"


def hand_for(card: str, roles: dict[str, str], *, with_card: bool) -> list[str]:
    fish = CATALOG.by_name(card)
    hand = [card] if with_card else []
    hand += [roles[r] for r in TUCK]
    hand += [
        roles[f"into {e.location.value}"] for e in fish.ability.effects if isinstance(e, PlayInto)
    ]
    hand += [roles[r] for r in PAY]
    return hand


def triggered(card: str) -> tuple[Game, str]:
    """A game at the first decision of ``card``'s ability, and the slot the card is on."""
    fish = CATALOG.by_name(card)
    roles = roles_for(card)
    ocean = base_ocean(roles)
    discard = [roles[r] for r in DISCARD]
    trigger = fish.ability.trigger
    if trigger is Trigger.WHEN_PLAYED:
        g = game(
            player("Ada", hand=hand_for(card, roles, with_card=True), discard=discard, ocean=ocean)
        )
        g.apply(f"play {card}")
        assert g.decision.kind == "place", g.decision.prompt
        offered = [str(o).split()[1] for o in g.options]
        # prefer an empty slot, then a fish without an egg to consume
        where = min(offered, key=lambda s: (s in ocean, "egg" in ocean.get(s, "")))
        g.apply(f"place {where}")
        pay_with = {roles[r] for r in PAY}
        while g.decision.kind == "pay":
            options = [str(o) for o in g.options]
            preferred = [o for o in options if o.removeprefix("discard ") in pay_with]
            g.apply((preferred or options)[0])
    else:
        where = free_slot_for(fish, ocean)
        put(ocean, where, card)
        hand = hand_for(card, roles, with_card=False)
        if trigger is Trigger.IF_ACTIVATED:
            g = game(player("Ada", hand=hand, discard=discard, ocean=ocean))
            g.apply(f"dive {('blue', 'purple', 'green')[parse_slot(where) % 3]}")
        else:
            g = game(
                player("Ada", hand=hand, discard=discard, ocean=ocean, divers=["play"] * 6),
                week=4,
                turn=6,
            )
            assert g.decision.kind == "game_end"
            g.apply(f"activate {where}")
        while g.decision is not None and g.decision.card != fish.number:
            g.apply("skip")  # dive-site bonuses and other fish on the way down
    assert g.decision is not None and g.decision.card == fish.number, f"{card}: nothing to decide"
    assert g.decision.kind == "benefit" and g.decision.source == "ability"
    return g, where


# --- Using one icon and checking its effect ---------------------------------------------------


def slots_matching(g: Game, target: str) -> list[int]:
    """Visible fish without an egg matching an "egg on each" target, computed here."""
    out = []
    for s, slot_ in enumerate(g.players[0].ocean):
        if not slot_.fish or slot_.egg:
            continue
        fish = CATALOG[slot_.fish[-1]]
        row, column = s // 3 + 1, s % 3
        match = {
            "estuary": row == 1,
            "deepwater": row == 6,
            "sunlight": row <= 3,
            "blue": column == 0,
            "purple": column == 1,
            "green": column == 2,
            "predator": fish.tags.predator > 0,
            "small": fish.size.value == "small",
            "medium": fish.size.value == "medium",
            "large": fish.size.value == "large",
        }[target]
        if match:
            out.append(s)
    return out


def pick(g: Game, kind: type, ok: Callable[[Option], bool] = lambda o: True) -> Option:
    options = [o for o in g.options if isinstance(o, kind)]
    assert options, f"no {kind.__name__} option in {[str(o) for o in g.options]}"
    return next((o for o in options if ok(o)), options[0])


def use_icon(g: Game, effect, card: int, where: int) -> None:
    """Use one icon of the pending ability and assert that it did what it says."""
    p = g.players[0]
    ocean = p.ocean
    kind = effect.kind
    if kind == "draw":
        top, hand = g.deck[-1], len(p.hand)
        events = g.apply(pick(g, DrawCard))
        assert of(events, CardDrawn) == [CardDrawn(0, top)]
        assert len(p.hand) == hand + 1 and p.hand[-1] == top
    elif kind == "retrieve":
        option = pick(g, RetrieveCard)
        g.apply(option)
        assert option.card in p.hand and option.card not in p.discard
    elif kind == "egg":
        option = pick(g, LayEgg)
        assert ocean[option.slot].fish and not ocean[option.slot].egg
        events = g.apply(option)
        assert ocean[option.slot].egg == 1 and of(events, EggLaid) == [EggLaid(0, option.slot)]
    elif kind == "hatch":
        option = pick(g, HatchEgg, lambda o: ocean[o.slot].young == 0)
        young, schools = ocean[option.slot].young, ocean[option.slot].school
        events = g.apply(option)
        s = ocean[option.slot]
        assert s.egg == 0 and of(events, EggHatched) == [EggHatched(0, option.slot)]
        if of(events, SchoolFormed):
            assert (s.young, s.school) == (young + 1 - 3, 1)
        else:
            assert (s.young, s.school) == (young + 1, schools)
    elif kind == "young":
        option = pick(g, AddYoung, lambda o: ocean[o.slot].young == 0 and not ocean[o.slot].school)
        g.apply(option)
        assert ocean[option.slot].young == 1
    elif kind == "move":
        option = pick(
            g,
            MoveToken,
            lambda o: (
                o.token == "young" and ocean[o.to_slot].young == 0 and not ocean[o.to_slot].school
            ),
        )
        src, dst = ocean[option.from_slot].young, ocean[option.to_slot].young
        g.apply(option)
        assert (ocean[option.from_slot].young, ocean[option.to_slot].young) == (src - 1, dst + 1)
    elif kind == "tuck":
        option = pick(g, TuckCard)
        assert CATALOG[option.card].length_cm < CATALOG[card].length_cm
        consumed = ocean[where].consumed
        g.apply(option)
        assert ocean[where].fish[-2:] == [option.card, card]
        assert ocean[where].consumed == consumed + 1 and option.card not in p.hand
    elif kind == "play":
        assert isinstance(effect, PlayInto)
        option = pick(g, PlayFish)
        g.apply(option)
        assert g.decision.kind == "place"
        allowed = {SLOT_NAMES[s] for s in effect.location.slots()}
        offered = [str(o).split()[1] for o in g.options]
        assert offered and set(offered) <= allowed
        g.apply(f"place {offered[0]}")
        while g.decision is not None and g.decision.kind == "pay":
            g.apply(g.options[0])
        while g.decision is not None and g.decision.card == option.card:
            g.apply("skip")  # the played fish's own WHEN PLAYED ability
        assert ocean[parse_slot(offered[0])].top == option.card
    elif kind == "egg_each":
        assert isinstance(effect, EggOnEach)
        expected = slots_matching(g, effect.target)
        assert expected, f"nothing matches {effect.target}"
        eggs = p.count("egg")
        events = g.apply(EggEach(effect.target))
        assert sorted(e.slot for e in of(events, EggLaid)) == expected
        assert all(ocean[s].egg == 1 for s in expected)
        assert p.count("egg") == eggs + len(expected)
    else:  # pragma: no cover - a new effect kind needs a check here
        raise AssertionError(f"no check for effect kind {kind!r}")


CHECKED_KINDS = {"draw", "retrieve", "egg", "hatch", "young", "move", "tuck", "play", "egg_each"}


def effect_cards() -> list:
    out = []
    for n in ALL_CARDS:
        fish = CATALOG[n]
        if fish.ability and not fish.ability.scores:
            out.append(pytest.param(fish.name, id=fish.name))
    return out


@pytest.mark.parametrize("card", effect_cards())
def test_each_cards_ability_does_what_its_icons_say(card):
    fish = CATALOG.by_name(card)
    g, where = triggered(card)
    slot_index = parse_slot(where)
    for i, effect in enumerate(fish.ability.effects):
        assert g.decision is not None and g.decision.card == fish.number, (
            f"{card}: icon {i + 1} ({effect.notation}) was not offered"
        )
        use_icon(g, effect, fish.number, slot_index)
    # every icon used: the ability is over
    assert g.decision is None or g.decision.card != fish.number or g.decision.source != "ability"


# --- GAME END points --------------------------------------------------------------------------

SHORT = ["Pygmy Seahorse", "Smoothcheek Lanternfish", "Mandarinfish"]


def points_oceans(fish: Fish, effect: PointsIf) -> tuple[dict[str, str], dict[str, str]]:
    """(ocean where the condition holds, ocean where it does not) for a GAME END points card."""
    where = free_slot_for(fish, {})
    if effect.condition is Condition.IN_DEEPWATER:
        return {"G6": fish.name}, {"G5": fish.name}
    if effect.condition is Condition.FISH_UNDER:
        under = [n for n in SHORT if n != fish.name]
        n = effect.amount
        met = " over ".join([fish.name, *under[:n]])
        unmet = " over ".join([fish.name, *under[: n - 1]])
        return {where: met}, {where: unmet}
    tokens = {
        Condition.NO_TOKENS: ("", ", egg"),
        Condition.EXACTLY_YOUNG: (f", {effect.amount} young", f", {effect.amount - 1} young"),
        Condition.SCHOOL: (", school", ", 2 young"),
        Condition.EGG_YOUNG_SCHOOL: (", egg, young, school", ", egg, school"),
    }[effect.condition]
    return {where: fish.name + tokens[0]}, {where: fish.name + tokens[1]}


def points_cards() -> list:
    out = []
    for n in ALL_CARDS:
        fish = CATALOG[n]
        if fish.ability and fish.ability.scores:
            out.append(pytest.param(fish.name, id=fish.name))
    return out


@pytest.mark.parametrize("card", points_cards())
def test_each_cards_game_end_points_are_scored_only_when_its_condition_holds(card):
    fish = CATALOG.by_name(card)
    (effect,) = fish.ability.effects
    met, unmet = points_oceans(fish, effect)
    for ocean, expected in ((met, effect.points), (unmet, 0)):
        g = game(player("Ada", ocean=ocean, divers=["play"] * 6), week=4, turn=6)
        assert g.is_over
        assert g.outcome().scores[0].game_end == expected, ocean


@pytest.mark.parametrize("card", points_cards())
def test_game_end_points_of_a_consumed_fish_are_not_scored(card):
    fish = CATALOG.by_name(card)
    (effect,) = fish.ability.effects
    met, _ = points_oceans(fish, effect)
    ((where, text),) = met.items()
    covered = text.replace(fish.name, f"Whale Shark over {fish.name}", 1)
    g = game(player("Ada", ocean={where: covered}, divers=["play"] * 6), week=4, turn=6)
    assert g.outcome().scores[0].game_end == 0


# --- Every ability kind has specific tests ----------------------------------------------------

# Named tests elsewhere that pin each effect kind, each trigger and each all-players trigger.
SPECIFIC_TESTS: dict[str, list[str]] = {
    "draw": ["test_rules_benefits.test_draw_takes_the_top_card_of_the_fish_deck_into_hand"],
    "retrieve": [
        "test_rules_benefits.test_retrieve_takes_any_card_from_the_discard_pile",
        "test_rules_dive.test_the_blue_bottom_bonus_takes_any_card_from_the_discard_pile",
    ],
    "egg": [
        "test_rules_benefits.test_egg_goes_only_on_a_fish_without_an_egg",
        "test_rulebook_examples.test_sample_dive_middle_site_top_egg_porkfish_egg_skipjack_hatch_twilight_egg_bottom_egg",
    ],
    "hatch": [
        "test_rules_benefits.test_hatch_flips_an_egg_into_a_young_on_the_same_slot",
        "test_rules_benefits.test_hatching_a_third_young_onto_a_slot_forms_a_school_at_once",
    ],
    "young": [
        "test_rules_benefits.test_young_goes_on_any_fish_or_empty_slot",
        "test_rules_benefits.test_a_third_young_placed_on_a_slot_forms_a_school",
    ],
    "move": [
        "test_rules_benefits.test_move_goes_any_number_of_slots_along_a_row_or_a_column_never_diagonally",
        "test_faq.test_faq_a_young_moving_through_a_slot_with_2_young_forms_a_school_there_and_stops",
        "test_faq.test_faq_a_school_cannot_enter_or_pass_through_a_slot_with_a_school",
    ],
    "tuck": [
        "test_rules_benefits.test_tuck_puts_a_shorter_card_from_hand_under_this_fish_as_a_consumed_fish"
    ],
    "play": [
        "test_rules_benefits.test_play_a_fish_into_x_pays_the_cost_obeys_placement_and_uses_no_diver",
        "test_rules_benefits.test_a_fish_played_into_x_resolves_its_own_when_played_ability",
        "test_rules_game_end.test_a_fish_played_during_game_end_resolves_its_non_scoring_game_end_ability_too",
    ],
    "egg_each": [
        "test_rules_benefits.test_egg_on_each_estuary_of_european_flounder_puts_an_egg_on_each_estuary_fish",
        "test_rules_benefits.test_egg_on_each_predator_counts_predators_and_uber_predators",
        "test_rules_benefits.test_egg_on_each_small_counts_small_cards_and_forage_fish",
    ],
    "points": [
        "test_rulebook_examples.test_end_of_game_example_scores_3_game_end_46_fish_4_consumed_7_eggs_and_young_18_schools",
        "test_rules_play_a_fish.test_consuming_by_choice_makes_common_fangtooth_score_its_3_game_end_points",
        "test_rules_game_end.test_final_score_adds_game_end_points_fish_consumed_eggs_young_schools_and_achievements",
    ],
    "when_played": [
        "test_rules_play_a_fish.test_a_when_played_ability_resolves_after_the_fish_is_placed_and_paid_for"
    ],
    "if_activated": [
        "test_rules_dive.test_if_activated_abilities_resolve_top_to_bottom_each_right_after_the_diver_reaches_it",
        "test_faq.test_faq_an_if_activated_fish_activates_only_once_per_dive",
    ],
    "game_end": [
        "test_rules_game_end.test_game_end_abilities_that_award_no_points_are_resolved_before_scoring"
    ],
    "all players, when_played": [
        "test_rules_benefits.test_all_players_ability_the_owner_resolves_first_then_each_other_player_clockwise",
        "test_rules_benefits.test_all_players_ability_each_other_player_gains_it_in_their_own_ocean_after_a_decline",
    ],
    "all players, if_activated": [
        "test_rulebook_examples.test_sample_dive_skipjack_tuna_hatch_is_offered_to_the_other_player_if_the_diver_declines"
    ],
}


def catalog_kinds() -> set[str]:
    kinds = set()
    for n in ALL_CARDS:
        ability = CATALOG[n].ability
        kinds.add(ability.trigger.value)
        if ability.all_players:
            kinds.add(f"all players, {ability.trigger.value}")
        kinds.update(e.kind for e in ability.effects)
    return kinds


def test_every_ability_kind_in_the_catalog_has_specific_tests():
    assert catalog_kinds() <= set(SPECIFIC_TESTS)
    assert (
        catalog_kinds()
        - {"points", "when_played", "if_activated", "game_end"}
        - {k for k in catalog_kinds() if k.startswith("all players")}
        <= CHECKED_KINDS
    )
    for names in SPECIFIC_TESTS.values():
        for dotted in names:
            module, function = dotted.split(".")
            mod = importlib.import_module(f"{__package__}.{module}")
            assert callable(getattr(mod, function, None)), f"{dotted} does not exist"


def test_every_card_is_exercised_by_an_ability_test():
    exercised = {p.values[0] for p in effect_cards()} | {p.values[0] for p in points_cards()}
    assert exercised == {CATALOG[n].name for n in ALL_CARDS}
