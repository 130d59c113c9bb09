"""Fish'n'Flip's words at the table: the help shown when an action card, a power, a card of the
net or the draw pile is hovered (FLIP-RULES.md 6 and 7, in the rulebook's words), what each
option says in the decision panel, and one log sentence per engine event (`SENTENCES`: every
event type has an entry, a test checks; "" is a silent entry).

Pure strings: no pygame, and no rule decided here (what the words describe is the engine's).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ... import flip as F
from ...flip import PLACE_NAMES, ActionKind, AnimalType, Card
from ..ui.words import owning

#: Each action card (FLIP-RULES.md 6): its name and what it does.
ACTION_HELP: dict[ActionKind, tuple[str, str]] = {
    ActionKind.FLIP_ONE: ("Flip one card", "Turn over any one card of the net: the animal then "
                          "swims the other way."),
    ActionKind.FLIP_COLUMN: ("Flip a column", "Turn over every card of one column."),
    ActionKind.FLIP_ROW: ("Flip a row", "Turn over every card of one row."),
    ActionKind.FLIP_SQUARE: ("Flip a square", "Turn over the cards of a 2 × 2 square that holds "
                             "at least 3 cards."),
    ActionKind.FLIP_COLOUR: ("Flip a colour", "Choose a background colour: turn over every "
                             "animal card of that colour."),
    ActionKind.SWITCH: ("Switch", "Swap two cards next to each other, without flipping them."),
    ActionKind.SWITCH_FLIP: ("Switch and flip", "Swap two cards next to each other and flip "
                             "both."),
    ActionKind.FREE: ("Free an animal", "Take any one animal out of the net (a swordfish freed "
                      "so may still use its power)."),
}  # fmt: skip
#: Metal's rule, said under every action card's help (FLIP-RULES.md 6).
METAL_NOTE = "Metal waste can never be flipped or switched by an action card."

#: Each power (FLIP-RULES.md 7): when it acts and what it does.
POWER_HELP: dict[AnimalType, str] = {
    AnimalType.DOLPHIN: "When you flip a dolphin, you may also flip one card next to it.",
    AnimalType.OCTOPUS: "When you flip an octopus, you may also flip one other card of the same "
                        "background colour.",
    AnimalType.WHALE: "When you flip a whale, you may move it to the bottom of its column (the "
                      "cards below it move up one place).",
    AnimalType.TURTLE: "After you flip a turtle, you may move it one place sideways the way it "
                       "now swims: into an empty place, or swapping with the card there.",
    AnimalType.JELLYFISH: "After you flip a jellyfish, you may move it one place up or down the "
                          "way it now swims, swapping with the card there.",
    AnimalType.SHARK: "When you flip a shark, you may free it on its own.",
    AnimalType.RAY: "When you free a group of rays, you may also free every other ray in the "
                    "group's rows or columns swimming the same way.",
    AnimalType.SWORDFISH: "When you free a group of swordfish, you may also free one card next "
                          "to the group (plastic or metal waste goes under the draw pile).",
}  # fmt: skip
#: Oil's rule (FLIP-RULES.md 7).
OIL_NOTE = "An animal next to oil has no power."

WASTE_HELP: dict[str, str] = {
    "plastic": "Plastic waste: it never forms a group. A swordfish's power can send it under "
               "the draw pile.",
    "metal": "Metal waste: no action card may flip or switch it. A swordfish's power can send "
             "it under the draw pile.",
    "oil": "Oil: the animals next to it have no power, and nothing removes it.",
}  # fmt: skip

#: The cooperative goal, said on the draw pile's help.
PILE_HELP = ("After each turn the top cards of the draw pile refill the columns from left to "
             "right. A column that would get a 7th card loses the game.")  # fmt: skip


def plural(animal: str, count: int = 2) -> str:
    """'dolphin', 'dolphins', 'octopuses', 'swordfish'."""
    if count == 1 or animal.endswith("fish"):
        return animal
    return animal + ("es" if animal.endswith("s") else "s")


def count_words(count: int, word: str) -> str:
    """'1 animal', '4 animals'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def card_words(card: Card | None) -> str:
    """'Dolphin swimming right, coral', 'Plastic waste', 'an empty place'."""
    if card is None:
        return "an empty place"
    if card.colour is None:
        return f"{card.kind.value.capitalize()} waste"
    if card.direction is None:
        return f"{card.kind.value.capitalize()}, {card.colour}"
    return f"{card.kind.value.capitalize()} swimming {card.direction.value}, {card.colour}"


def card_help(card: Card, place: int, powers_in_play: tuple[AnimalType, ...]) -> list[str]:
    """What a hovered card of the net says: where it is, and its power or waste rule."""
    lines = [f"At {PLACE_NAMES[place]}."]
    if card.colour is None:
        lines.append(WASTE_HELP.get(card.kind.value, ""))
    elif isinstance(card.kind, AnimalType) and card.kind in powers_in_play:
        lines.append(f"Its power: {POWER_HELP[card.kind]}")
    lines.append("A group is 2 or more animals of one kind next to each other swimming the "
                 "same way, one of them moved this turn.")  # fmt: skip
    return lines


# --- Options ---------------------------------------------------------------------------------


def option_words(option: F.Option, power: str | None = None, at: int | None = None) -> str:
    """What an option does, as the decision panel lists it (the engine's words,
    `finspan.flip.option_words`: the hint and the log name each option the same way)."""
    return F.option_words(option, power, at)


def sentence(text: str) -> str:
    """``text`` starting with a capital (the engine's questions are written to follow a
    name: 'choose an action card and its target')."""
    return text[:1].upper() + text[1:]


def _detail_cut(head: str) -> str:
    """``head`` without the brackets that close it ("… — frees 6 (a whale pair)")."""
    if head.endswith(")") and " (" in head:
        return head[: head.rindex(" (")]
    return head


def without_details(text: str) -> str:
    """A note whose first sentence loses the brackets that close it (what a hinted plan
    frees, group by group), the rest kept: "Hint: Flip B2 — frees 2. Flip row 3 would …"."""
    head, dot, rest = text.partition(". ")
    if not dot:
        return _detail_cut(text.removesuffix(".")) + "."
    return f"{_detail_cut(head)}. {rest}"


def first_sentence(text: str) -> str:
    """A note's first sentence, without what its brackets add: "Hint: Flip row 1 — frees 4."
    for "Hint: Flip row 1 — frees 4 (two whale pairs). Flip C2 would free 5, but …"."""
    return _detail_cut(text.partition(". ")[0].removesuffix(".")) + "."


def doing_words(name: str, decision: Any) -> str:
    """What a computer seat is doing while it decides, said of it (its panel never asks it
    the question): 'Coral (teammate) is choosing an action card and its target…'."""
    kind = decision.kind
    if kind is F.DecisionKind.ACTION:
        return f"{name} is choosing an action card and its target…"
    if kind is F.DecisionKind.POWER:
        return f"{name} is deciding whether to use the {decision.power}'s power…"
    if kind is F.DecisionKind.BID:
        return f"{name} is deciding on a bid…"
    if kind is F.DecisionKind.GIFT:
        return f"{name} is choosing who gets an excess card…"
    return f"{name} is deciding…"


# --- The log: one sentence per event ----------------------------------------------------------

Sentence = Callable[[Any, list[str]], str]


def _who(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _freed(e: Any, names: list[str]) -> str:
    n = len(e.places)
    return f"{n} {plural(e.animal, n)} swimming {e.direction} are freed."


def _card_freed(e: Any, names: list[str]) -> str:
    by = "" if e.by == "action" else f" by the {e.by}'s power"
    return f"The {F.ID_CARDS[e.card].kind.value} at {PLACE_NAMES[e.place]} is freed{by}."


def _lost(e: Any, names: list[str]) -> str:
    return f"Column {F.LETTERS[e.column]} got a 7th card: the net tears, the game is lost."


def _ended(e: Any, names: list[str]) -> str:
    if e.scores:
        best = ", ".join(_who(names, s) for s in e.winners)
        return f"The game ends: {best} {'wins' if len(e.winners) == 1 else 'win'}."
    if not e.won:
        return "The game ends: lost."
    return f"The game ends: {count_words(e.animals_left, 'animal')} left in the net ({e.rating})."


def _settled(e: Any, names: list[str]) -> str:
    who = _who(names, e.player)
    if e.freed == e.amount:
        return f"{who} freed exactly {e.amount} and keeps them."
    if e.freed < e.amount:
        return f"{who} freed {e.freed} of {e.amount}: short."
    return f"{who} freed {e.freed}: keeps {e.kept}, gives {e.excess} away."


SENTENCES: dict[type[F.Event], Sentence] = {
    F.GameStarted: lambda e, n: f"Fish'n'Flip begins: {', '.join(a for a in e.animals)}.",
    F.PowersDealt: lambda e, n: "",
    F.HandsDealt: lambda e, n: "",
    F.NetDealt: lambda e, n: "The net holds its first 3 rows.",
    F.TurnStarted: lambda e, n: f"{owning(_who(n, e.player), f'turn {e.turn}')}.",
    F.ActionPlayed: lambda e, n: f"{_who(n, e.player)}: {option_words(F.parse_option(e.option))}.",
    F.ActionPassed: lambda e, n: f"{_who(n, e.player)} can play no action card and passes.",
    F.CardFlipped: lambda e, n: "",
    F.CardsSwitched: lambda e, n: "",
    F.PowerUsed: lambda e, n: f"{_who(n, e.player)} uses the {e.power}'s power.",
    F.PowerSkipped: lambda e, n: "",
    F.CardMoved: lambda e, n: "",
    F.GroupFreed: _freed,
    F.CardFreed: _card_freed,
    F.WasteUnderPile: lambda e, n: f"Waste from {PLACE_NAMES[e.place]} goes under the draw pile.",
    F.CardFell: lambda e, n: "",
    F.FishNFlip: lambda e, n: f"Fish'n'Flip! {F.FISH_N_FLIP} or more animals in one turn.",
    F.TurnEnded: lambda e, n: f"{_who(n, e.player)} freed {count_words(e.freed, 'animal')}."
    if e.freed else f"{_who(n, e.player)} freed no animals.",
    F.ActionCardDrawn: lambda e, n: "",
    F.ActionDeckReshuffled: lambda e, n: "The action cards are shuffled again.",
    F.CardAdded: lambda e, n: "",
    F.EndTriggered: lambda e, n: f"The draw pile is empty: {e.turns_left} more turns.",
    F.GameLost: _lost,
    F.GameEnded: _ended,
    F.GridDealt: lambda e, n: "A new grid of 9 is dealt.",
    F.ActionsRevealed: lambda e, n: "This round's action cards: " + ", and ".join(
        ACTION_HELP[ActionKind(a)][0] for a in e.actions) + ".",
    F.BiddingStarted: lambda e, n: f"Bidding round {e.round}: {_who(n, e.start_player)} starts.",
    F.BidMade: lambda e, n: f"{_who(n, e.player)} bids {e.amount}.",
    F.BidPassed: lambda e, n: f"{_who(n, e.player)} passes.",
    F.AllPassed: lambda e, n: "Everyone passed: the grid is dealt again.",
    F.BidWon: lambda e, n: f"{_who(n, e.player)} wins the bidding at {e.amount}.",
    F.BidSettled: _settled,
    F.WasteTaken: lambda e, n: f"{_who(n, e.player)} takes a waste card (-2).",
    F.CardGiven: lambda e, n: f"{_who(n, e.player)} gives a card to {_who(n, e.receiver)}.",
    F.CardsDiscarded: lambda e, n: "",
    F.DrawPileReshuffled: lambda e, n: "The discard pile becomes the new draw pile.",
}  # fmt: skip


def describe(event: F.Event, names: list[str]) -> str:
    """The log's sentence for ``event`` ("" for events the log leaves to the others)."""
    return SENTENCES[type(event)](event, names)
