"""The provisional values of FLIP-RULES.md, loaded once from ``data/provisional.toml`` and
validated.

Owns nothing but reading that one packaged, read-only file: every provisional value the
Fish'n'Flip engine uses comes from `PROVISIONAL`. A malformed file raises
`ProvisionalError` at import, naming the section and the problem in one line.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from itertools import pairwise
from typing import Any

from .kinds import ActionKind, AnimalType, WasteKind

#: The cards of each animal (FLIP-RULES.md 1): 10 each, the shark 9.
CARDS_PER_ANIMAL: dict[AnimalType, int] = {
    a: 9 if a is AnimalType.SHARK else 10 for a in AnimalType
}
#: The waste cards in the box (FLIP-RULES.md 1).
WASTE_IN_BOX: dict[WasteKind, int] = {
    WasteKind.PLASTIC: 6, WasteKind.METAL: 3, WasteKind.OIL: 3,
}  # fmt: skip
#: The action cards in the box (FLIP-RULES.md 1).
ACTION_CARDS_IN_BOX = 20
WASTE_MIXES = ("normal", "difficult", "advanced_normal", "advanced_difficult")


class ProvisionalError(ValueError):
    """The provisional-values file is malformed."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A result of the cooperative game with at most ``most_animals`` animals left."""

    most_animals: int
    words: str


@dataclass(frozen=True, slots=True)
class Provisional:
    """Every provisional value (see the data file for what each means)."""

    colours: tuple[str, ...]
    colour_sequence: dict[AnimalType, tuple[int, ...]]  # colour indices 0-3, card by card
    action_cards: dict[ActionKind, int]
    hand_size: tuple[int, ...]  # by number of players 1-5 (index 0 unused)
    powers_per_player: tuple[int, ...]  # by number of players 1-5 (index 0 unused)
    waste: dict[str, dict[WasteKind, int]]  # by mix name (`WASTE_MIXES`)
    trigger_order: tuple[AnimalType, ...]
    ratings: tuple[Rating, ...]
    reshuffle_keeps_pile: bool
    rotate_after_all_pass: bool

    def waste_mix(self, difficulty: str, advanced: bool) -> dict[WasteKind, int]:
        """The waste cards of a cooperative game (FLIP-RULES.md 3)."""
        return self.waste[f"advanced_{difficulty}" if advanced else difficulty]

    def rating(self, animals_left: int) -> str:
        """The words for a finished cooperative game with ``animals_left`` animals left."""
        for r in self.ratings:
            if animals_left <= r.most_animals:
                return r.words
        return self.ratings[-1].words


def _require(cond: bool, where: str, problem: str) -> None:
    if not cond:
        raise ProvisionalError(f"flip provisional.toml, {where}: {problem}")


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _table(data: dict[str, Any], key: str) -> dict[str, Any]:
    value: Any = data.get(key)
    _require(isinstance(value, dict), key, "is missing or not a table")
    table: dict[str, Any] = value
    return table


def _per_players(data: dict[str, Any], key: str, lo: int, hi: int) -> tuple[int, ...]:
    table = _table(data, key)
    _require(set(table) == {"1", "2", "3", "4", "5"}, key, "needs one value for 1 to 5 players")
    values = [table[str(n)] for n in range(1, 6)]
    _require(all(_int(v) and lo <= v <= hi for v in values), key, f"values are {lo}..{hi}")
    return (0, *values)


def parse(text: str) -> Provisional:
    """Parse and validate the provisional-values TOML text (raises `ProvisionalError`)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ProvisionalError(f"flip provisional.toml is not valid TOML: {exc}") from None

    colours: Any = data.get("colours")
    _require(
        isinstance(colours, list) and len(colours) == 4
        and all(isinstance(c, str) and c.isalpha() and c.islower() for c in colours)
        and len(set(colours)) == 4,
        "colours", "needs 4 different lower-case one-word names",
    )  # fmt: skip
    _require(
        not set(colours) & {*AnimalType, *WasteKind, *("row", "column", "square", "colour")},
        "colours", "a colour's name may not be an animal's, a waste's or an action's word",
    )  # fmt: skip

    sequences = _table(data, "colour_sequence")
    _require(set(sequences) == set(AnimalType), "colour_sequence", "needs one list per animal")
    colour_sequence: dict[AnimalType, tuple[int, ...]] = {}
    for animal in AnimalType:
        seq = sequences[animal]
        _require(
            isinstance(seq, list) and len(seq) == CARDS_PER_ANIMAL[animal]
            and all(_int(c) and 1 <= c <= 4 for c in seq),
            f"colour_sequence.{animal}",
            f"needs {CARDS_PER_ANIMAL[animal]} colour numbers 1-4",
        )  # fmt: skip
        colour_sequence[animal] = tuple(c - 1 for c in seq)

    actions = _table(data, "action_cards")
    _require(set(actions) == set(ActionKind), "action_cards", "needs a count for each kind")
    _require(all(_int(v) and v >= 1 for v in actions.values()), "action_cards", "counts >= 1")
    _require(
        sum(actions.values()) == ACTION_CARDS_IN_BOX,
        "action_cards", f"the counts add up to {ACTION_CARDS_IN_BOX}",
    )  # fmt: skip

    hand_size = _per_players(data, "hand_size", 1, 4)
    powers = _per_players(data, "powers_per_player", 0, 4)
    for n in range(1, 6):
        _require(
            hand_size[n] * n <= ACTION_CARDS_IN_BOX // 2,
            "hand_size", "the hands hold at most half the action cards",
        )  # fmt: skip
        _require(powers[n] * min(n, 4) <= 4, "powers_per_player", "there are 4 power cards")

    waste_table = _table(data, "waste")
    _require(set(waste_table) == set(WASTE_MIXES), "waste", f"needs {', '.join(WASTE_MIXES)}")
    waste: dict[str, dict[WasteKind, int]] = {}
    for name in WASTE_MIXES:
        mix = waste_table[name]
        _require(isinstance(mix, dict) and set(mix) <= set(WasteKind), f"waste.{name}", "kinds")
        counts = {k: mix.get(k.value, 0) for k in WasteKind}
        for kind, count in counts.items():
            _require(
                _int(count) and 0 <= count <= WASTE_IN_BOX[kind],
                f"waste.{name}.{kind}", f"is 0..{WASTE_IN_BOX[kind]}",
            )  # fmt: skip
        _require(name.startswith("advanced") or counts[WasteKind.PLASTIC] == sum(counts.values()),
                 f"waste.{name}", "only the advanced option has metal and oil")  # fmt: skip
        waste[name] = counts

    order: Any = _table(data, "powers").get("trigger_order")
    _require(
        isinstance(order, list) and sorted(order) == sorted(AnimalType),
        "powers.trigger_order", "lists every animal once",
    )  # fmt: skip

    ratings_data: Any = data.get("rating")
    _require(isinstance(ratings_data, list) and bool(ratings_data), "rating", "needs lines")
    ratings: list[Rating] = []
    for i, r in enumerate(ratings_data):
        _require(
            isinstance(r, dict) and _int(r.get("most_animals"))
            and isinstance(r.get("words"), str) and bool(r["words"]),
            f"rating[{i}]", "needs most_animals (a number) and words",
        )  # fmt: skip
        ratings.append(Rating(r["most_animals"], r["words"]))
    _require(ratings[0].most_animals == 0, "rating[0]", "the first line is the perfect game (0)")
    _require(
        all(a.most_animals < b.most_animals for a, b in pairwise(ratings)),
        "rating", "most_animals rises line by line",
    )  # fmt: skip
    _require(ratings[-1].most_animals >= 24, "rating", "the last line catches any net (24)")

    competitive = _table(data, "competitive")
    flags = {}
    for key in ("reshuffle_keeps_pile", "rotate_after_all_pass"):
        _require(isinstance(competitive.get(key), bool), f"competitive.{key}", "true or false")
        flags[key] = bool(competitive[key])

    return Provisional(
        colours=tuple(colours),
        colour_sequence=colour_sequence,
        action_cards={ActionKind(k): v for k, v in actions.items()},
        hand_size=hand_size,
        powers_per_player=powers,
        waste=waste,
        trigger_order=tuple(AnimalType(a) for a in order),
        ratings=tuple(ratings),
        **flags,
    )


def _load() -> Provisional:
    text = (
        resources.files(__package__).joinpath("data/provisional.toml").read_text(encoding="utf-8")
    )
    return parse(text)


#: The provisional values, loaded and validated at import.
PROVISIONAL: Provisional = _load()
