"""The powers (FLIP-RULES.md 7): each power's use, chains, the once-per-turn limit, the order
of triggers, oil's silence, and the swordfish's waste. Each case starts from a position."""

from __future__ import annotations

from finspan.flip import (
    PLACE_NAMES,
    CardFell,
    CardFlipped,
    CardMoved,
    PowerSkipped,
    WasteUnderPile,
)

from .helpers import column, coop, freed_places, kinds, options, play

PILE = (
    'pile = ["shark left coral", "shark right sand", "shark left kelp", "shark right lagoon", '
    '"shark right coral", "shark left sand", "shark right kelp", "shark left lagoon"]\n'
)
SEA = "dolphin octopus whale shark"
REEF = "turtle jellyfish ray swordfish"
# Off the net a card's direction may be left out: these fall with a facing from the seed.
REEF_PILE = (
    'pile = ["jellyfish coral", "jellyfish sand", "jellyfish kelp", "jellyfish lagoon", '
    '"jellyfish coral", "jellyfish sand", "jellyfish kelp", "jellyfish lagoon"]\n'
)


def flipped(events):
    return [PLACE_NAMES[e.place] for e in events if isinstance(e, CardFlipped)]


def moved(events):
    return [(PLACE_NAMES[e.place], PLACE_NAMES[e.to]) for e in events if isinstance(e, CardMoved)]


def test_the_dolphin_may_flip_an_animal_next_to_it():
    game = coop("""
        A = ["dolphin left coral", "plastic"]
        B = ["octopus left sand"]
    """, animals=SEA, powers=("dolphin", "whale"), top=PILE)
    play(game, "flip A1")
    d = game.decision
    assert d.kind == "power" and d.power == "dolphin" and PLACE_NAMES[d.place] == "A1"
    assert d.prompt == "Ada: use the dolphin's power? (flip a card next to the dolphin at A1)"
    assert options(game) == ["dolphin: flip B1", "skip"]  # not the waste above it
    events = play(game, "dolphin: flip B1")
    assert flipped(events) == ["B1"]


def test_a_dolphins_flip_may_trigger_the_octopus_in_a_chain():
    game = coop("""
        A = ["dolphin left coral"]
        B = ["octopus left sand"]
        C = ["whale left sand"]
    """, animals=SEA, powers=("dolphin", "octopus"), top=PILE)
    play(game, "flip A1", "dolphin: flip B1")
    assert game.decision.power == "octopus"
    assert options(game) == ["octopus: flip C1", "skip"]  # the other sand card
    events = play(game, "octopus: flip C1")
    assert flipped(events) == ["C1"]


def test_a_power_is_used_at_most_once_a_turn():
    game = coop("""
        A = ["dolphin left coral"]
        B = ["octopus left sand"]
        C = ["dolphin left sand"]
        D = ["whale left kelp"]
    """, animals=SEA, powers=("dolphin", "shark"), top=PILE)
    play(game, "flip row 1")
    assert PLACE_NAMES[game.decision.place] == "A1"
    play(game, "dolphin: flip B1")
    assert game.decision.kind == "action" and game.turn == 2  # C1's dolphin is not offered


def test_skipping_a_power_leaves_it_for_the_next_card_that_triggers_it():
    game = coop("""
        A = ["dolphin left coral"]
        B = ["octopus left sand"]
        C = ["dolphin left sand"]
        D = ["whale left kelp"]
    """, animals=SEA, powers=("dolphin", "shark"), top=PILE)
    events = play(game, "flip row 1", "skip")
    assert next(e for e in events if isinstance(e, PowerSkipped)).place == 0
    assert PLACE_NAMES[game.decision.place] == "C1"
    assert options(game) == ["dolphin: flip B1", "dolphin: flip D1", "skip"]


def test_simultaneous_triggers_come_in_the_provisional_order_of_powers():
    game = coop("""
        A = ["octopus left kelp", "whale right coral"]
        B = ["octopus right lagoon", "dolphin left coral"]
    """, animals=SEA, powers=("dolphin", "whale"), top=PILE)
    play(game, "flip row 2")
    assert game.decision.power == "dolphin"  # before the whale, though the whale is left of it
    play(game, "skip")
    assert game.decision.power == "whale"


def test_only_the_player_whose_turn_it_is_uses_their_power():
    players = """
        [[player]]
        name = "Ada"
        actions = ["flip_one", "switch", "flip_row"]
        powers = ["dolphin"]
        [[player]]
        name = "Ben"
        actions = ["flip_one", "switch", "flip_row"]
        powers = ["octopus"]
    """
    game = coop("""
        A = ["octopus left coral", "whale left coral"]
    """, animals=SEA, top=PILE, players=players)
    play(game, "flip A1")
    assert game.decision.kind == "action" and game.decision.subject == "Ben"


def test_the_whale_sinks_to_the_bottom_and_the_cards_below_it_rise_and_count_as_moved():
    game = coop("""
        A = ["octopus left coral", "dolphin right sand", "whale right coral"]
        B = ["shark left sand", "octopus left sand"]
    """, animals=SEA, powers=("whale", "shark"), top=PILE.replace("shark", "dolphin"))
    play(game, "flip A3")
    assert options(game) == ["whale: sink", "skip"]
    events = play(game, "whale: sink")
    assert moved(events) == [("A3", "A1"), ("A2", "A3"), ("A1", "A2")]
    # The octopus pushed up to A2 meets B2's: it moved, so both are freed.
    assert freed_places(events) == [["A2", "B2"]]


def test_a_whale_at_the_bottom_has_nothing_to_sink():
    game = coop("""
        A = ["whale right coral", "dolphin right sand"]
        B = ["octopus left sand"]
    """, animals=SEA, powers=("whale", "shark"), top=PILE)
    play(game, "flip A1")
    assert game.decision.kind == "action" and game.turn == 2


def test_the_shark_may_free_itself():
    game = coop("""
        A = ["shark right coral", "dolphin right sand"]
        B = ["octopus left sand"]
    """, animals=SEA, powers=("whale", "shark"), top=PILE.replace("shark", "whale"))
    play(game, "flip A1")
    assert options(game) == ["shark: free", "skip"]
    events = play(game, "shark: free")
    assert freed_places(events) == [["A1"]] and events[1].by == "shark"
    assert column(game, "A")[0] == "dolphin right sand"


def test_the_turtle_moves_the_way_it_now_swims_switching_with_the_card_there():
    game = coop("""
        A = ["turtle left coral"]
        B = ["ray right sand"]
    """, animals=REEF, powers=("turtle", "ray"), top=REEF_PILE)
    play(game, "flip A1")
    assert options(game) == ["turtle: move", "skip"]
    events = play(game, "turtle: move")
    assert kinds(events)[1] == "cards_switched"
    assert column(game, "B")[0] == "turtle right coral"


def test_a_turtle_at_the_nets_edge_does_nothing():
    game = coop("""
        A = ["turtle right coral"]
        B = ["ray right sand"]
    """, animals=REEF, powers=("turtle", "ray"), top=REEF_PILE)
    play(game, "flip A1")  # it now swims left, off the net
    assert game.decision.kind == "action" and game.turn == 2


def test_a_turtle_moving_into_an_empty_place_falls_when_the_cards_are_lowered():
    game = coop("""
        A = ["ray right coral", "ray left sand", "turtle left coral"]
        B = ["swordfish right sand"]
    """, animals=REEF, powers=("turtle", "ray"), top=REEF_PILE)
    events = play(game, "flip A3", "turtle: move")
    assert moved(events) == [("A3", "B3")]
    falls = [(PLACE_NAMES[e.place], PLACE_NAMES[e.to]) for e in events if isinstance(e, CardFell)]
    assert falls[0] == ("B3", "B2")


def test_the_turtle_may_move_metal():
    game = coop("""
        A = ["turtle left coral"]
        B = ["metal"]
    """, animals=REEF, powers=("turtle", "ray"), top=REEF_PILE + "advanced = true\n")
    play(game, "flip A1")
    assert options(game) == ["turtle: move", "skip"]
    play(game, "turtle: move")
    assert column(game, "A")[0] == "metal"


def test_the_jellyfish_switches_with_the_card_the_way_it_now_swims():
    game = coop("""
        A = ["ray right coral", "jellyfish up coral"]
    """, animals=REEF, powers=("jellyfish", "ray"), top=REEF_PILE.replace("jellyfish", "turtle"))
    play(game, "flip A2")  # it now swims down
    assert options(game) == ["jellyfish: move", "skip"]
    play(game, "jellyfish: move")
    assert column(game, "A")[:2] == ["jellyfish down coral", "ray right coral"]


def test_a_jellyfish_with_nothing_above_it_does_nothing():
    game = coop("""
        A = ["ray right coral", "jellyfish down coral"]
    """, animals=REEF, powers=("jellyfish", "ray"), top=REEF_PILE.replace("jellyfish", "turtle"))
    play(game, "flip A2")  # it now swims up, where there is no card
    assert game.decision.kind == "action" and game.turn == 2


RAYS = """
    A = ["ray right coral", "turtle left coral", "ray left sand"]
    B = ["ray left sand", "turtle right sand", "ray right kelp"]
    C = ["turtle left kelp", "ray left lagoon"]
    D = ["ray left coral"]
"""


def test_the_ray_frees_the_rays_swimming_its_way_in_the_groups_rows_or_columns():
    game = coop(RAYS, animals=REEF, powers=("ray", "turtle"), top=REEF_PILE)
    events = play(game, "flip A1")  # A1 and B1 now form a group of rays swimming left
    assert game.decision.power == "ray"
    assert options(game) == ["ray: free rows", "ray: free columns", "ray: free both", "skip"]
    events += play(game, "ray: free rows")
    assert freed_places(events) == [["A1", "B1"], ["D1"]]


def test_the_ray_may_free_in_the_groups_columns_or_in_both():
    game = coop(RAYS, animals=REEF, powers=("ray", "turtle"), top=REEF_PILE)
    events = play(game, "flip A1", "ray: free columns")
    assert freed_places(events)[1:] == [["A3"]]  # B3's ray swims the other way
    game = coop(RAYS, animals=REEF, powers=("ray", "turtle"), top=REEF_PILE)
    events = play(game, "flip A1", "ray: free both")
    assert freed_places(events)[1:3] == [["D1"], ["A3"]]


def test_in_the_advanced_game_rays_in_a_row_or_column_group_at_a_distance():
    game = coop("""
        A = ["ray left coral"]
        B = ["turtle left sand"]
        D = ["ray right coral"]
    """, animals=REEF, powers=("turtle", "swordfish"), top=REEF_PILE + "advanced = true\n")
    events = play(game, "flip D1")
    assert freed_places(events) == [["A1", "D1"]]


def test_without_the_advanced_option_rays_apart_do_not_group():
    game = coop("""
        A = ["ray left coral"]
        B = ["turtle left sand"]
        D = ["ray right coral"]
    """, animals=REEF, powers=("turtle", "swordfish"), top=REEF_PILE)
    events = play(game, "flip D1")
    assert freed_places(events) == []


SWORDFISH = """
    A = ["swordfish left coral", "{above}"]
    B = ["swordfish right sand", "turtle left sand"]
"""


def test_the_swordfish_frees_a_card_next_to_its_group():
    game = coop(SWORDFISH.format(above="turtle right coral"), animals=REEF,
                powers=("swordfish", "ray"), top=REEF_PILE)  # fmt: skip
    events = play(game, "flip A1")
    assert options(game) == ["swordfish: free A2", "swordfish: free B2", "skip"]
    events += play(game, "swordfish: free A2")
    assert freed_places(events) == [["A1", "B1"], ["A2"]]


def test_the_swordfish_sends_plastic_or_metal_under_the_draw_pile():
    game = coop(SWORDFISH.format(above="metal"), animals=REEF, powers=("swordfish", "ray"),
                top=REEF_PILE + "advanced = true\n")  # fmt: skip
    play(game, "flip A1")
    assert "swordfish: free A2" in options(game)
    events = play(game, "swordfish: free A2")
    assert [PLACE_NAMES[e.place] for e in events if isinstance(e, WasteUnderPile)] == ["A2"]
    assert game.known == 1
    shown = game.public_state()
    assert [str(c) for c in shown.under_pile] == ["metal"]
    assert "metal" not in [str(c) for col in shown.columns for c in col if c]


def test_the_swordfish_never_frees_oil():
    game = coop(SWORDFISH.format(above="oil"), animals=REEF, powers=("swordfish", "ray"),
                top=REEF_PILE + "advanced = true\n")  # fmt: skip
    play(game, "flip A1")
    assert options(game) == ["swordfish: free B2", "skip"]


def test_a_swordfish_freed_alone_by_the_action_card_may_use_its_power():
    game = coop("""
        A = ["swordfish left coral", "turtle right coral"]
    """, animals=REEF, actions=("free", "switch", "flip_row"),
         powers=("swordfish", "ray"), top=REEF_PILE)  # fmt: skip
    play(game, "free A1")
    assert game.decision.power == "swordfish"
    assert options(game) == ["swordfish: free A2", "skip"]


def test_animals_next_to_oil_have_no_power():
    net = """
        A = ["dolphin left coral", "{above}"]
        B = ["octopus left sand"]
    """
    game = coop(net.format(above="oil"), animals=SEA, powers=("dolphin", "whale"),
                top=PILE + "advanced = true\n")  # fmt: skip
    play(game, "flip A1")
    assert game.decision.kind == "action" and game.turn == 2
    game = coop(net.format(above="plastic"), animals=SEA, powers=("dolphin", "whale"),
                top=PILE + "advanced = true\n")  # fmt: skip
    play(game, "flip A1")
    assert game.decision.kind == "power"


def test_a_swordfish_next_to_oil_lends_its_group_no_power():
    game = coop("""
        A = ["swordfish left coral", "oil"]
        B = ["swordfish right sand", "turtle left sand"]
        C = ["turtle left coral"]
    """, animals=REEF, powers=("swordfish", "ray"), top=REEF_PILE + "advanced = true\n")
    play(game, "flip A1")
    # A1's swordfish is silenced by the oil: the group's power reaches only from B1.
    assert options(game) == ["swordfish: free C1", "swordfish: free B2", "skip"]
