"""What each option is called: one name per option, the same wherever a player reads it (the
decision panel's entries, the log, the hint, a computer's notice), e.g. 'Flip row 2',
'Switch and flip C2 and D2', "Octopus's power: flip B4", 'Skip the octopus's power'.

Pure strings (no rule is decided here). The option's text form (``str(option)``, 'flip row 2')
is its machine-readable name; these are its words for people, each starting with a capital.
"""

from __future__ import annotations

from typing import Any

from .net import LETTERS, PLACE_NAMES
from .options import (
    Bid,
    DolphinFlip,
    FlipCard,
    FlipColour,
    FlipColumn,
    FlipRow,
    FlipSquare,
    Free,
    Give,
    JellyfishMove,
    OctopusFlip,
    Option,
    Pass,
    RayFree,
    SharkFree,
    Skip,
    Switch,
    SwitchFlip,
    SwordfishFree,
    TurtleMove,
    WhaleSink,
)


def _pair(option: Any) -> str:
    return f"{PLACE_NAMES[option.place]} and {PLACE_NAMES[option.other]}"


#: What each power whose use has no target of its own does to the card that triggered it, in
#: the words of its decision's question (FLIP-RULES.md 7).
_UNTARGETED: dict[type[Option], tuple[str, str]] = {
    WhaleSink: ("whale", "sink it to the bottom of its column"),
    TurtleMove: ("turtle", "move it one place the way it swims"),
    JellyfishMove: ("jellyfish", "switch it with the card the way it swims"),
    SharkFree: ("shark", "free it on its own"),
}
#: The powers of a group just freed (their decision's place is a card of the group, gone).
_GROUP_POWERS = ("ray", "swordfish")


def _power(animal: str, at: int | None) -> str:
    """The card whose power it is ('Octopus at C1'), or 'Octopus's power' where its place is
    not known."""
    if at is None or at < 0 or animal in _GROUP_POWERS:
        return f"{animal.capitalize()}'s power"
    return f"{animal.capitalize()} at {PLACE_NAMES[at]}"


def option_words(option: Option, power: str | None = None, at: int | None = None) -> str:
    """What an option does, as the decision panel lists it: 'Flip row 2', 'Switch A1 and B1',
    'Octopus at C1: flip B4', 'Bid 4', 'Give a card to Ben'. A power's use or skip names
    the card whose power it is when its decision's ``power`` and place (``at``) are given
    ('Skip the power of the shark at C4'; without them 'Octopus's power: flip B4', 'Skip the
    power')."""
    o: Any = option
    if isinstance(o, FlipCard):
        return f"Flip {PLACE_NAMES[o.place]}"
    if isinstance(o, FlipRow):
        return f"Flip row {o.row}"
    if isinstance(o, FlipColumn):
        return f"Flip column {LETTERS[o.column]}"
    if isinstance(o, FlipSquare):
        p = o.place
        return f"Flip the square {PLACE_NAMES[p]}–{PLACE_NAMES[p + 8]}"
    if isinstance(o, FlipColour):
        return f"Flip every {o.colour} card"
    if isinstance(o, SwitchFlip):
        return f"Switch and flip {_pair(o)}"
    if isinstance(o, Switch):
        return f"Switch {_pair(o)}"
    if isinstance(o, Free):
        return f"Free the animal at {PLACE_NAMES[o.place]}"
    if isinstance(o, DolphinFlip | OctopusFlip):
        return f"{_power(type(o).__name__[:-4].lower(), at)}: flip {PLACE_NAMES[o.place]}"
    if type(o) in _UNTARGETED:
        animal, does = _UNTARGETED[type(o)]
        return f"{_power(animal, at)}: {does}"
    if isinstance(o, RayFree):
        return f"Ray's power: free the rays in its {o.lines.value}"
    if isinstance(o, SwordfishFree):
        return f"Swordfish's power: free {PLACE_NAMES[o.place]}"
    if isinstance(o, Skip):
        if power is None:
            return "Skip the power"
        if at is None or at < 0 or power in _GROUP_POWERS:
            return f"Skip the {power}'s power"
        return f"Skip the power of the {power} at {PLACE_NAMES[at]}"
    if isinstance(o, Bid):
        return f"Bid {o.amount}"
    if isinstance(o, Pass):
        return "Pass"
    if isinstance(o, Give):
        return f"Give a card to {o.name}"
    return str(option)


def decision_words(option: Option, decision: Any) -> str:
    """``option`` in the words of the pending ``decision`` it answers (a power's use or skip
    names the card whose power it is: 'Octopus at C1: flip B4')."""
    power = getattr(decision, "power", None)
    at = getattr(decision, "place", None)
    return option_words(option, None if power is None else str(power), at)
