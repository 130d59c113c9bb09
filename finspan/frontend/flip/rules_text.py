"""How to play Fish'n'Flip: the rules in plain words (FLIP-RULES.md), with the engine's own
numbers, as sections of the games' shared `document` model.

Owns the text of Fish'n'Flip's rules screen as data (`flip_rules_document`). Every number the
engine reads from its data file (action cards, hands, powers per player, waste mixes, the
rating scale, the "Fish'n'Flip!" count, the highest bid) comes from `finspan.flip`, and every
value FLIP-RULES.md calls provisional carries the provisional flag the screen shows as a tag,
said plainly once in the first section. Pictures are `flip.pictures`' kinds. Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import replace

from finspan.flip import FISH_N_FLIP, MAX_BID, PROVISIONAL, WASTE_POINTS, ActionKind, WasteKind

from ..document import H2, B, Cell, P, Picture, Section, cells_of, note, steps, table_of

# Section ids (the table's menu may open any of them).
OVERVIEW = "flip_overview"
CARDS = "flip_cards"
TURN = "flip_turn"
ACTIONS = "flip_actions"
POWERS = "flip_powers"
SETUP = "flip_setup"
END = "flip_end"
COMPETITIVE = "flip_competitive"

#: Each action card in words (FLIP-RULES.md 6).
ACTION_WORDS: dict[ActionKind, tuple[str, str]] = {
    ActionKind.FLIP_ONE: ("Flip one card", "any card in the net"),
    ActionKind.FLIP_COLUMN: ("Flip a column", "every card of one column"),
    ActionKind.FLIP_ROW: ("Flip a row", "every card of one row"),
    ActionKind.FLIP_SQUARE: ("Flip a square", "a 2 × 2 block holding at least 3 cards"),
    ActionKind.FLIP_COLOUR: ("Flip a colour", "every animal of one background colour"),
    ActionKind.SWITCH: ("Switch", "two adjacent cards change places, not flipped"),
    ActionKind.SWITCH_FLIP: ("Switch and flip", "two adjacent cards change places, both flipped"),
    ActionKind.FREE: ("Free an animal", "one animal of your choice leaves the net"),
}
#: Each power in words (FLIP-RULES.md 7), in the order the power cards are shown.
POWER_WORDS: tuple[tuple[str, str], ...] = (
    ("Dolphin", "when you flip a dolphin, you may also flip one card next to it."),
    ("Octopus", "when you flip an octopus, you may also flip one other card of its colour."),
    ("Whale", "when you flip a whale, you may move it to the bottom of its column (the "
     "cards below it move up one place)."),
    ("Turtle", "after you flip a turtle, you may move it one place the way it now swims: "
     "into an empty place, or changing places with the card there."),
    ("Jellyfish", "after you flip a jellyfish, you may move it one place up or down, the way "
     "it now swims, changing places with the card there."),
    ("Shark", "when you flip a shark, you may free it on its own."),
    ("Ray", "when you free a group of rays, you may also free every other ray swimming the "
     "same way in the group's rows and/or columns."),
    ("Swordfish", "when you free a group of swordfish, you may also free one card next to "
     "the group: an animal, or plastic or metal waste (it goes under the draw pile)."),
)  # fmt: skip


def _players(n: int) -> str:
    return "solo" if n == 1 else f"{n} players"


def _overview() -> Section:
    return Section(OVERVIEW, "Fish'n'Flip at a glance", (
        P("Marine animals are caught in a fishing net. Flip and switch the cards of the net "
          "so that animals of one kind swim the same way side by side: together they swim "
          "free."),
        B("Cooperative (1–5 players): play together and leave as few animals in the net as "
          "you can before the draw pile runs out. Lower is better; 0 is perfect.",
          term="Together."),
        B("Competitive (2–5 players): bid how many animals you will free from a 3 × 3 grid, "
          "then do it. Each animal you keep scores a point.", term="Against each other."),
        P("The rulebook leaves a few numbers open (how many cards of each action, some hands "
          "and waste mixes, the rating of a result). The game's choices for them are its "
          "best reading, marked with this tag wherever they appear; they may change when "
          "the printed cards are known.", provisional=True),
    ))  # fmt: skip


def _cards() -> Section:
    colours = ", ".join(PROVISIONAL.colours)
    return Section(CARDS, "The cards", (
        P("79 animal cards: whale, swordfish, octopus, turtle, dolphin, jellyfish and ray (10 "
          "each) and shark (9). A card shows the same animal and background colour on both "
          "sides; only the way it swims differs. Flipping a card turns it round: a fish "
          "swimming left swims right, a jellyfish swimming up swims down."),
        P(f"The four background colours are {colours}; in colour-blind mode each also has "
          "its own pattern.", provisional=True),
        P("12 waste cards: 6 plastic, 3 metal, 3 oil. Waste has no direction and no colour "
          "and never forms a group. Metal cannot be flipped or switched by an action card; "
          "animals next to oil have no power."),
        P("20 action cards, 8 power cards (one per animal) and the boat, which marks the "
          "top of the net (row 7)."),
    ))  # fmt: skip


def _turn() -> Section:
    return Section(TURN, "A turn (cooperative)", (
        P("The net has 4 columns of up to 6 cards, always packed down: no gap under a card. "
          "Cards next to each other in a row or a column are adjacent; diagonals are not."),
        *steps(
            "Moving animals: play one of your action cards on the net, then draw a new "
            "one. Each power you hold may be used once this turn, when its card is flipped "
            "(or, for rays and swordfish, freed). Every card flipped, switched or moved "
            "counts as moved.",
            "Freeing: every group of 2 or more adjacent animals of one kind swimming the "
            "same way that holds a moved card leaves the net, all at once.",
            "Lowering: the cards above fall down their column. A falling card counts as "
            "moved, so new groups may form: free them and lower again (a cascade).",
            "Refilling: from the left, the top card of the draw pile goes on each column. "
            "Groups it forms are not freed. A column that would get a 7th card tears the "
            "net: the game is lost.",
        ),
        Picture("freed", "Flipping the whale at B1 turns it to swim right, beside the whale "
                "at A1: both swim free and the cards above them fall."),
        Picture("cascade", "The same flip: after the whales leave, the two rays fall side by "
                "side swimming right, and the fall frees them too."),
        P(f"A turn that frees {FISH_N_FLIP} or more animals is a “Fish'n'Flip!”. Every hand "
          "and power is public: plan together."),
    ))  # fmt: skip


def _actions() -> Section:
    counts = PROVISIONAL.action_cards
    rows = [(ACTION_WORDS[k][0], ACTION_WORDS[k][1], Cell(str(counts[k]), True))
            for k in ActionKind]  # fmt: skip
    return Section(ACTIONS, "Action cards", (
        Picture("actions", "The eight action cards: five flips, two switches and one free."),
        table_of(("Card", "What it does", "Cards"), rows, (0.3, 0.55, 0.15)),
        note("An action that would flip or switch metal waste cannot be chosen. When one "
             "action flips several cards, each may trigger its power."),
    ))  # fmt: skip


def _powers() -> Section:
    return Section(POWERS, "Powers", (
        Picture("powers", "The eight power cards; only the four animals in play are used."),
        *(B(words, term=f"{name}:") for name, words in POWER_WORDS),
        note("A card moved or flipped by a power counts as moved, and a power's flip may "
             "trigger another power (a dolphin flipping an octopus). In the cooperative "
             "game each power you hold works once per turn; in the competitive game the two "
             "common powers work once per card."),
    ))  # fmt: skip


def _mix(difficulty: str, advanced: bool) -> str:
    mix = PROVISIONAL.waste_mix(difficulty, advanced)
    return ", ".join(f"{n} {w.value}" for w in WasteKind if (n := mix.get(w, 0)))


def _setup() -> Section:
    hands = [cells_of(_players(n), Cell(str(PROVISIONAL.hand_size[n]), n == 1),
                      Cell(str(PROVISIONAL.powers_per_player[n]), n in (1, 5)))
             for n in range(1, 6)]  # fmt: skip
    waste = [
        cells_of("Normal", _mix("normal", False), Cell(_mix("normal", True), True)),
        cells_of("Difficult", _mix("difficult", False), Cell(_mix("difficult", True), True)),
    ]
    return Section(SETUP, "Setting up (cooperative)", (
        *steps(
            "Choose 4 animals on the New game screen, or let the game draw them. Only their "
            "cards and power cards are used.",
            "Choose the difficulty: the waste shuffled in with the animals. The advanced "
            "option uses metal and oil instead of some plastic.",
            "The game deals 3 rows of 4 into the net, each card facing at random; the rest "
            "is the draw pile. Each player gets action cards face up and power cards.",
        ),
        table_of(("Difficulty", "Waste", "Advanced waste"), waste, (0.3, 0.35, 0.35)),
        table_of(("Players", "Action cards each", "Power cards each"), hands, (0.3, 0.35, 0.35)),
        note("With 5 players only 4 power cards exist: one player, drawn at random, has none.",
             provisional=True),
    ))  # fmt: skip


def _end() -> Section:
    rows = []
    low = 0
    for rating in PROVISIONAL.ratings:
        top = rating.most_animals
        left = str(low) if top == low else (f"{low}–{top}" if top < 99 else f"{low} or more")
        rows.append(cells_of(left, Cell(rating.words, True)))
        low = top + 1
    return Section(END, "The end and the result", (
        P("When the last card of the draw pile goes into the net, the end is near: the next "
          "two turns are played (solo: you play two more turns), without refilling, then the "
          "game ends."),
        P("The result is the number of animals left in the net (waste does not count): "
          "lower is better. A torn net (a 7th card) loses at once, with no result."),
        table_of(("Animals left", "Rating"), rows, (0.35, 0.65)),
    ))  # fmt: skip


def _competitive() -> Section:
    return Section(COMPETITIVE, "Competitive: bidding", (
        P("Choose 4 animals; 2 of their powers are the common powers everyone may use. No "
          "waste is dealt: waste cards are only penalties. Each round 9 animals are dealt "
          "into a 3 × 3 grid and 2 action cards are revealed."),
        Picture("bidding", "A round: the grid, the two action cards, and the bids in each "
                "player's colour."),
        *steps(
            "Bidding: from the round's start player, each in turn raises the bid (how many "
            f"animals they will free, up to {MAX_BID}) or passes and is out of the round. "
            "The last bidder wins. If everyone passes at once, a new grid is dealt.",
            "The winner carries out one of the two action cards with the common powers "
            "(each power once per card); freeing and falling work as in the cooperative "
            "game, without refilling.",
            "Freed exactly the bid: keep the cards. Fewer: the freed cards are discarded "
            f"and the winner takes a waste card ({WASTE_POINTS} points). More: keep the "
            "bid's worth and give the excess cards to opponents (a computer player gives "
            "them to the lowest-scoring opponent).",
        ),
        P("The rest of the grid is discarded and the next round dealt. When the draw pile "
          "cannot deal a grid, the discard pile is shuffled into it; after the second time, "
          "the first grid that cannot be dealt ends the game. Each animal kept scores 1 "
          "point, each waste card -2; the highest score wins, ties shared."),
        H2("The clock"),
        P("With the 60-second clock on, the bidding ends when the minute is up: the highest "
          "bid so far wins."),
    ))  # fmt: skip


#: Each section's title in the contents, where the whole title is long.
CONTENTS_TITLES: dict[str, str] = {OVERVIEW: "At a glance", TURN: "A turn", SETUP: "Setting up",
                                   END: "The end", COMPETITIVE: "Bidding"}  # fmt: skip


def flip_rules_document() -> tuple[Section, ...]:
    """Fish'n'Flip's rules screen sections, in reading order, each with its short title for
    the contents (`CONTENTS_TITLES`); built fresh from the engine's numbers."""
    sections = (_overview(), _cards(), _turn(), _actions(), _powers(), _setup(), _end(),
                _competitive())  # fmt: skip
    return tuple(replace(s, short=CONTENTS_TITLES.get(s.id, "")) for s in sections)
