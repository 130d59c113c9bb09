"""The position format: a human-readable text (TOML) describing a game between two turns.

Tests, bug reports and puzzles are written in it; `load_position` starts a `Game` from one
and `position_text` writes one. Example (every key is explained in docs/POSITION.md)::

    format = "finspan-position/1"
    board = "A"                  # achievement board side; "B" needs `tiles`
    week = 3                     # 1-4
    turn = 2                     # turns already taken this week (all seats together)
    first_player = 0             # seat holding the first-player token this week
    seed = 7                     # seeds shuffles from here on
    deck = ["Haddock"]           # optional: the next cards of the fish deck, top first;
                                 # every other unplaced main card is shuffled below them

    [[player]]
    name = "Ada"
    hand = ["Porkfish", "Skipjack Tuna"]
    discard = ["Pilotfish"]
    divers = ["purple"]          # this week's divers: "play" or a dive site, in order
    achievements = [7, 6]        # points of the finished weeks
    bonuses = [0, 0]             # side B +3 bonuses of the finished weeks

    [player.ocean]               # slots B1..G6; top fish first, " over " the fish below,
    P1 = "Porkfish, egg"         # then tokens: egg, young, N young, school
    G2 = "Atlantic Wolffish over Catalina Goby, 2 young, school"
    B3 = "young"                 # a young on an empty slot

Forage fish are printed on the mat: they are at the bottom of their slot whether listed or
not, and a slot not listed holds only its forage fish (if any) and no tokens. The bottom
circles taken this week follow from ``divers`` (the first diver in a dive site takes it).

A solo game adds a ``[nautoma]`` table (difficulty, ravel, ravel_card, eggs, young, schools,
fish, markers, and optionally ``deck``: her remaining decision cards, next first) and the
human seat is the first ``[[player]]``.

Malformed text raises `PositionError`, whose message names the field and the problem.
"""

from __future__ import annotations

import tomllib
from typing import Any

from .catalog import CATALOG
from .game import Game
from .ocean import N_SLOTS, SLOT_NAMES, Column, parse_slot, zone_of
from .provisional import PROVISIONAL
from .rng import Rng
from .scoring import SIDE_A
from .setup import Seat, Setup, SetupError
from .state import NautomaState, PlayerState, Slot
from .tasks import TurnTask

FORMAT = "finspan-position/1"
_TOP_KEYS = {
    "format", "board", "tiles", "keep_one_card", "week", "turn", "first_player", "seed",
    "deck", "player", "nautoma",
}  # fmt: skip
_PLAYER_KEYS = {"name", "colour", "hand", "discard", "divers", "achievements", "bonuses", "ocean"}
_NAUTOMA_KEYS = {
    "difficulty", "ravel", "ravel_card", "eggs", "young", "schools", "fish", "markers", "deck",
    "ravel_points", "achievements", "bonuses",
}  # fmt: skip


class PositionError(ValueError):
    """A position text is malformed; the message starts with the field at fault."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def _get(d: dict, key: str, kind: type | tuple[type, ...], field: str, default: Any = ...) -> Any:
    if key not in d:
        if default is ...:
            raise PositionError(f"{field}{key}", "is missing")
        return default
    value = d[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise PositionError(f"{field}{key}", f"must be {names}, not {value!r}")
    return value


def _fish_number(name: Any, field: str) -> int:
    if not isinstance(name, str):
        raise PositionError(field, f"a fish is named by a string, not {name!r}")
    try:
        return CATALOG.by_name(name).number
    except KeyError:
        raise PositionError(field, f"{name!r} is not the name of a fish") from None


def _card_list(d: dict, key: str, field: str) -> list[int]:
    names = _get(d, key, list, field, [])
    return [_fish_number(n, f"{field}{key}[{i}]") for i, n in enumerate(names)]


def _parse_slot_text(text: Any, slot: int, field: str) -> Slot:
    if not isinstance(text, str):
        raise PositionError(field, f"a slot is described by a string, not {text!r}")
    parts = [p.strip() for p in text.split(",")]
    fish: list[int] = []
    tokens = parts
    first = parts[0]
    if first and not _is_token(first):
        tokens = parts[1:]
        if first.lower() != "empty":
            fish = [_fish_number(n.strip(), field) for n in first.split(" over ")]
            fish.reverse()  # listed top first; stored bottom to top
    forage = CATALOG.forage_at.get(slot)
    if forage is not None:
        number = forage.fish.number
        if number in fish[1:]:
            raise PositionError(field, f"{forage.fish.name} is printed at the bottom of the slot")
        if not fish or fish[0] != number:
            fish.insert(0, number)
    for n in fish:
        if CATALOG.by_number[n].is_forage and (forage is None or n != forage.fish.number):
            raise PositionError(field, f"{CATALOG.by_number[n].name} is printed on another slot")
    s = Slot(fish)
    for token in tokens:
        if not token:
            continue
        words = token.split()
        count = 1
        if len(words) == 2 and words[0].isdigit():
            count, word = int(words[0]), words[1].lower()
        elif len(words) == 1:
            word = words[0].lower()
        else:
            raise PositionError(field, f"cannot read token {token!r} (egg, young, N young, school)")
        if word in ("egg", "eggs"):
            s.egg += count
        elif word == "young":
            s.young += count
        elif word in ("school", "schools"):
            s.school += count
        else:
            raise PositionError(field, f"unknown token {token!r} (egg, young, N young, school)")
    _check_slot(s, slot, field)
    return s


def _is_token(text: str) -> bool:
    words = text.lower().split()
    if len(words) == 2 and words[0].isdigit():
        words = words[1:]
    return len(words) == 1 and words[0] in ("egg", "eggs", "young", "school", "schools")


def _check_slot(s: Slot, slot: int, field: str) -> None:
    if s.egg > 1:
        raise PositionError(field, "a fish holds at most 1 egg")
    if s.egg and not s.fish:
        raise PositionError(field, "eggs sit only on fish, and this slot has none")
    if s.school > 1:
        raise PositionError(field, "a slot never holds 2 schools")
    if s.young >= 3 and not s.school:
        raise PositionError(field, "3 or more young with no school would have formed a school")
    if s.fish:
        top = CATALOG.by_number[s.fish[-1]]
        zone = zone_of(slot)
        if not top.is_forage:
            if zone not in top.zones or (top.deepwater_only and slot // 3 + 1 != 6):
                raise PositionError(field, f"{top.name} cannot be in the {zone.value} zone here")
            if top.band is not None and slot % 3 != top.band:
                raise PositionError(
                    field, f"{top.name} goes only in the {top.band.label} dive site"
                )
        for n in s.fish[:-1]:
            if CATALOG.by_number[n].length_cm >= top.length_cm:
                raise PositionError(
                    field, f"{top.name} must be longer than every fish under it, "
                    f"but {CATALOG.by_number[n].name} is not shorter",
                )  # fmt: skip


def _parse_player(d: Any, seat: int, kind: str) -> tuple[PlayerState, str]:
    field = f"player[{seat}]."
    if not isinstance(d, dict):
        raise PositionError(f"player[{seat}]", "must be a table")
    unknown = set(d) - _PLAYER_KEYS
    if unknown:
        raise PositionError(field + sorted(unknown)[0], "is not a player field")
    p = PlayerState(seat, _get(d, "name", str, field), kind)
    p.hand = _card_list(d, "hand", field)
    p.discard = _card_list(d, "discard", field)
    divers = _get(d, "divers", list, field, [])
    for i, site in enumerate(divers):
        if site not in ("play", "blue", "purple", "green"):
            raise PositionError(f"{field}divers[{i}]", f"is 'play' or a dive site, not {site!r}")
    if len(divers) > 6:
        raise PositionError(f"{field}divers", "a player has only 6 divers")
    p.divers = list(divers)
    p.bottoms = [Column(c).label in divers for c in range(3)]
    for key in ("achievements", "bonuses"):
        values = _get(d, key, list, field, [])
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values):
            raise PositionError(field + key, "must be a list of points (whole numbers >= 0)")
        setattr(p, key, list(values))
    if kind == "human":
        ocean = _get(d, "ocean", dict, field, {})
        slots = [Slot() for _ in range(N_SLOTS)]
        for forage in CATALOG.forage:
            slots[forage.slot] = Slot([forage.fish.number])
        for name, text in ocean.items():
            try:
                slot = parse_slot(name)
            except ValueError:
                raise PositionError(f"{field}ocean.{name}", "is not a slot (B1..G6)") from None
            slots[slot] = _parse_slot_text(text, slot, f"{field}ocean.{name}")
        p.ocean = slots
    colour = _get(d, "colour", str, field, "")
    return p, colour


def load_position(text: str):
    """A `Game` starting from the position in ``text``, run to its first decision.

    Raises `PositionError` naming the field and the problem.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PositionError("position", f"not valid TOML: {exc}") from None
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise PositionError("format", f"must be {FORMAT!r}, not {fmt!r}")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise PositionError(sorted(unknown)[0], "is not a position field")
    board = _get(data, "board", str, "", "A")
    week = _get(data, "week", int, "", 1)
    if not 1 <= week <= 4:
        raise PositionError("week", f"must be 1-4, not {week}")
    seed = _get(data, "seed", int, "", 0)
    players_data = _get(data, "player", list, "")
    n = len(players_data)
    solo = "nautoma" in data
    kinds = ["human"] * n
    if solo:
        if n != 1:
            raise PositionError("player", "a solo position lists exactly one (human) player")
        kinds.append("nautoma")
        n = 2
    turn = _get(data, "turn", int, "", 0)
    if not 0 <= turn <= 6 * n:
        raise PositionError("turn", f"must be 0..{6 * n} turns taken this week, not {turn}")
    first = _get(data, "first_player", int, "", 0)
    if not 0 <= first < n or (solo and first != 0):
        raise PositionError("first_player", f"must be a seat 0..{n - 1} (the human in solo)")
    players: list[PlayerState] = []
    seats: list[Seat] = []
    for i, pd in enumerate(players_data):
        p, colour = _parse_player(pd, i, "human")
        players.append(p)
        seats.append(Seat(p.name, "human", colour))
    nautoma = None
    difficulty = ravel = 0
    if solo:
        nd = _get(data, "nautoma", dict, "")
        unknown = set(nd) - _NAUTOMA_KEYS
        if unknown:
            raise PositionError("nautoma." + sorted(unknown)[0], "is not a Nautoma field")
        difficulty = _get(nd, "difficulty", int, "nautoma.")
        ravel = _get(nd, "ravel", int, "nautoma.", 0)
        ravel_card = _get(nd, "ravel_card", str, "nautoma.", "R6" if ravel else "")
        if ravel and ravel_card not in {c.id for c in PROVISIONAL.ravel_cards}:
            raise PositionError("nautoma.ravel_card", f"unknown Ravel card {ravel_card!r}")
        nautoma = NautomaState(difficulty, ravel, ravel_card or None)
        for key in ("eggs", "young", "schools", "markers"):
            value = _get(nd, key, int, "nautoma.", getattr(nautoma, key))
            if value < 0:
                raise PositionError(f"nautoma.{key}", "cannot be negative")
            setattr(nautoma, key, value)
        nautoma.fish = _card_list(nd, "fish", "nautoma.")
        deck_ids = _get(nd, "deck", list, "nautoma.", None)
        nautoma.ravel_points = list(_get(nd, "ravel_points", list, "nautoma.", []))
        p = PlayerState(1, "Nautoma", "nautoma")
        p.achievements = list(_get(nd, "achievements", list, "nautoma.", []))
        p.bonuses = list(_get(nd, "bonuses", list, "nautoma.", []))
        players.append(p)
        seats.append(Seat("Nautoma", "nautoma", "steel"))
    try:
        setup = Setup(
            tuple(seats), board=board, difficulty=difficulty, ravel=ravel,
            keep_one_card=bool(_get(data, "keep_one_card", bool, "", False)),
            first_player=first,
        )  # fmt: skip
    except SetupError as exc:
        raise PositionError("setup", str(exc)) from None
    if board == "B":
        tiles = _get(data, "tiles", list, "")
        if len(tiles) != 3:
            raise PositionError("tiles", "side B needs 3 tile ids, for weeks 1, 2 and 3")
        for w, tid in enumerate(tiles, start=1):
            try:
                tile = PROVISIONAL.tile(tid)
            except KeyError:
                raise PositionError(f"tiles[{w - 1}]", f"unknown tile {tid!r}") from None
            if tile.week != w:
                raise PositionError(f"tiles[{w - 1}]", f"{tid!r} is a week {tile.week} tile")
    else:
        tiles = [SIDE_A[w].id for w in (1, 2, 3)]
    # Turns taken and divers placed must agree (RULES.md 4: one diver per turn).
    order = [(first + i) % n for i in range(n)]
    for p in players:
        taken = sum(1 for i in range(turn) if order[i % n] == p.seat)
        if not p.is_nautoma and len(p.divers) != taken:
            raise PositionError(
                f"player[{p.seat}].divers",
                f"{p.name} has taken {taken} turn(s) this week, so needs {taken} diver(s), "
                f"not {len(p.divers)}",
            )
        if len(p.achievements) not in (0, week - 1):
            raise PositionError(f"player[{p.seat}].achievements", f"needs {week - 1} weeks' points")
        while len(p.achievements) < week - 1:
            p.achievements.append(0)
        while len(p.bonuses) < len(p.achievements):
            p.bonuses.append(0)
    # Every card is in one place only.
    where: dict[int, str] = {}

    def claim(number: int, place: str) -> None:
        if CATALOG.by_number[number].is_forage:
            if place.startswith("player") and ".ocean." in place:
                return
            raise PositionError(place, f"{CATALOG.by_number[number].name} is a forage fish")
        if number in where:
            raise PositionError(
                place, f"{CATALOG.by_number[number].name} is already in {where[number]}"
            )
        where[number] = place

    for p in players:
        for n_ in p.hand:
            claim(n_, f"player[{p.seat}].hand")
        for n_ in p.discard:
            claim(n_, f"player[{p.seat}].discard")
        for i, s in enumerate(p.ocean):
            for n_ in s.fish:
                claim(n_, f"player[{p.seat}].ocean.{SLOT_NAMES[i]}")
    if nautoma is not None:
        for n_ in nautoma.fish:
            claim(n_, "nautoma.fish")
    top = _card_list(data, "deck", "")
    for n_ in top:
        claim(n_, "deck")
        if CATALOG.by_number[n_].group != "main":
            raise PositionError("deck", f"{CATALOG.by_number[n_].name} is a starter card")

    g = Game.__new__(Game)
    g.setup, g.seed, g.rng = setup, seed, Rng(seed)
    g.players = players
    rest = [c for c in CATALOG.main if c not in where]
    g.rng.shuffle(rest)
    g.deck = rest + list(reversed(top))  # the next card is last
    g.out_of_game = [c for c in CATALOG.starter if c not in where]
    g.week, g.turn, g.first_player = week, turn, first
    g.current = order[(turn - 1) % n] if turn else first
    g.tiles = list(tiles)
    g.phase = "play"
    g.stack = []
    g.history = []
    g.origin = text
    g._decision = None
    g.start_events = []
    g.nautoma = nautoma
    if nautoma is not None:
        cards = [c.id for c in PROVISIONAL.decision_cards]
        if deck_ids is None:
            g.rng.shuffle(cards)
            nautoma_turns_taken = sum(1 for i in range(turn) if order[i % n] == 1)
            nautoma.set_aside = [cards.pop()]
            nautoma.revealed = cards[:nautoma_turns_taken]
            nautoma.deck = cards[nautoma_turns_taken:]
        else:
            for i, cid in enumerate(deck_ids):
                if cid not in cards:
                    raise PositionError(f"nautoma.deck[{i}]", f"unknown decision card {cid!r}")
            nautoma.deck = list(reversed(deck_ids))
            nautoma.set_aside = []
            nautoma.revealed = [c for c in cards if c not in deck_ids]
    ev: list = []
    g._run(ev)
    g.start_events = ev
    return g


def _slot_text(s: Slot, slot: int) -> str | None:
    forage = CATALOG.forage_at.get(slot)
    fish = s.fish
    if forage is not None and fish == [forage.fish.number] and not s.has_tokens:
        return None
    if not fish and not s.has_tokens:
        return None
    parts = []
    if fish:
        parts.append(" over ".join(CATALOG.by_number[n].name for n in reversed(fish)))
    if s.egg:
        parts.append("egg")
    if s.young:
        parts.append("young" if s.young == 1 else f"{s.young} young")
    if s.school:
        parts.append("school")
    return ", ".join(parts)


def _names(cards: list[int]) -> str:
    return "[" + ", ".join(f'"{CATALOG.by_number[n].name}"' for n in cards) + "]"


def position_text(game, *, include_deck: bool = False) -> str:
    """The position of ``game`` between turns, as text `load_position` reads back.

    Valid when no turn is in progress: at the start of a person's turn (before any option of
    it is applied) or once the week's turns are all taken. With ``include_deck`` the whole
    deck order is written (revealing it); otherwise the deck is left to the seed.
    """
    stack = game.stack
    turn = game.turn
    if len(stack) == 1 and isinstance(stack[0], TurnTask):
        turn -= 1  # the turn has begun but nothing in it has been chosen
    elif stack:
        raise ValueError("a position can only be written between turns")
    lines = [
        "# Finspan position",
        f'format = "{FORMAT}"',
        f'board = "{game.setup.board}"',
    ]
    if game.setup.board == "B":
        lines.append("tiles = [" + ", ".join(f'"{t}"' for t in game.tiles) + "]")
    if game.setup.keep_one_card:
        lines.append("keep_one_card = true")
    lines += [
        f"week = {game.week}",
        f"turn = {turn}",
        f"first_player = {game.first_player}",
        f"seed = {game.seed}",
    ]
    if include_deck:
        lines.append(f"deck = {_names(list(reversed(game.deck)))}")
    for p in game.players:
        if p.is_nautoma:
            continue
        lines += [
            "",
            "[[player]]",
            f'name = "{p.name}"',
            f"hand = {_names(p.hand)}",
            f"discard = {_names(p.discard)}",
            "divers = [" + ", ".join(f'"{d}"' for d in p.divers) + "]",
            f"achievements = {p.achievements}",
            f"bonuses = {p.bonuses}",
            "",
            "[player.ocean]",
        ]
        for i, s in enumerate(p.ocean):
            text = _slot_text(s, i)
            if text is not None:
                lines.append(f'{SLOT_NAMES[i]} = "{text}"')
    n = game.nautoma
    if n is not None:
        seat = next(p for p in game.players if p.is_nautoma)
        lines += [
            "",
            "[nautoma]",
            f"difficulty = {n.difficulty}",
            f"ravel = {n.ravel}",
        ]
        if n.ravel_card:
            lines.append(f'ravel_card = "{n.ravel_card}"')
        lines += [
            f"eggs = {n.eggs}",
            f"young = {n.young}",
            f"schools = {n.schools}",
            f"markers = {n.markers}",
            f"fish = {_names(n.fish)}",
            f"achievements = {seat.achievements}",
            f"bonuses = {seat.bonuses}",
            f"ravel_points = {n.ravel_points}",
        ]
        if include_deck:
            lines.append("deck = [" + ", ".join(f'"{c}"' for c in reversed(n.deck)) + "]")
    return "\n".join(lines) + "\n"
