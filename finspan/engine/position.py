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

After the empty-deck reshuffle the fish deck may hold starter cards: ``deck`` may list them,
and ``deck_starters`` names the starter cards shuffled into the rest of the deck (written by
`position_text` when the deck order is not revealed).

A solo game adds a ``[nautoma]`` table (difficulty, ravel, ravel_card, eggs, young, schools,
fish, markers, achievements, bonuses, ravel_points, ``revealed``: the decision cards she has
revealed this week, in order, and optionally ``deck``: her remaining decision cards, next
first; her week is the 6 of the 7 cards not set aside) and the human seat is the first
``[[player]]``.

Malformed text raises `PositionError`, whose message names the field and the problem (one
line). Whatever `load_position` accepts can be played to the end and saved: every number,
name, list and the text itself are bounded (see `MAX_TEXT`, `MAX_NAME`, `MAX_SEED`).
"""

from __future__ import annotations

from typing import Any

from ..core.position import (
    PositionError,
    get_int,
    get_name,
    get_value,
    read_toml,
    shown,
    toml_string,
)
from ..core.rng import Rng
from .catalog import CATALOG
from .events import Event
from .game import Game
from .kinds import Phase
from .ocean import N_SLOTS, SLOT_NAMES, Column, parse_slot
from .position_fields import MAX_POINTS, _card_list, _parse_slot_text, _points
from .provisional import PROVISIONAL
from .scoring import SIDE_A
from .setup import Seat, Setup, SetupError
from .state import NautomaState, PlayerState, Slot
from .turn import TurnTask

FORMAT = "finspan-position/1"
#: A position is a few KB; a save can hold one of at most this many characters.
MAX_TEXT = 200_000
#: Seat names are at most this long, and printable (a save can hold them, a screen show them).
MAX_NAME = 100
MAX_COLOUR = 40
MAX_SEED = 2**64 - 1
#: Bounds of the counts a position may give (far above any real game, far below trouble).
MAX_TOKENS = 99
#: Nautoma's week: 6 of her 7 decision cards (one set aside unseen), RULES.md (solo).
NAUTOMA_WEEK = 6
_TOP_KEYS = {
    "format", "board", "tiles", "keep_one_card", "week", "turn", "first_player", "seed",
    "deck", "deck_starters", "player", "nautoma",
}  # fmt: skip
_PLAYER_KEYS = {"name", "colour", "hand", "discard", "divers", "achievements", "bonuses", "ocean"}
_NAUTOMA_KEYS = {
    "difficulty", "ravel", "ravel_card", "eggs", "young", "schools", "fish", "markers", "deck",
    "revealed", "ravel_points", "achievements", "bonuses",
}  # fmt: skip


def _parse_player(d: Any, seat: int, kind: str) -> tuple[PlayerState, str]:
    field = f"player[{seat}]."
    if not isinstance(d, dict):
        raise PositionError(f"player[{seat}]", "must be a table")
    unknown = set(d) - _PLAYER_KEYS
    if unknown:
        raise PositionError(field + sorted(unknown)[0], "is not a player field")
    p = PlayerState(seat, get_name(d, "name", field, MAX_NAME), kind)
    p.hand = _card_list(d, "hand", field)
    p.discard = _card_list(d, "discard", field)
    divers = get_value(d, "divers", list, field, [])
    for i, site in enumerate(divers):
        if not isinstance(site, str) or site not in ("play", "blue", "purple", "green"):
            raise PositionError(
                f"{field}divers[{i}]", f"is 'play' or a dive site, not {shown(repr(site), 40)}"
            )
    if len(divers) > 6:
        raise PositionError(f"{field}divers", "a player has only 6 divers")
    p.divers = list(divers)
    p.bottoms = [Column(c).label in divers for c in range(3)]
    for key in ("achievements", "bonuses"):
        setattr(p, key, _points(d, key, field))
    if kind == "human":
        ocean = get_value(d, "ocean", dict, field, {})
        slots = [Slot() for _ in range(N_SLOTS)]
        for forage in CATALOG.forage:
            slots[forage.slot] = Slot([forage.fish.number])
        seen: set[int] = set()
        for name, text in ocean.items():
            try:
                slot = parse_slot(name)
            except ValueError:
                raise PositionError(f"{field}ocean.{name}", "is not a slot (B1..G6)") from None
            if slot in seen:
                raise PositionError(f"{field}ocean.{name}", f"{SLOT_NAMES[slot]} is listed twice")
            seen.add(slot)
            slots[slot] = _parse_slot_text(text, slot, f"{field}ocean.{name}")
        p.ocean = slots
    colour = get_name(d, "colour", field, MAX_COLOUR, "")
    return p, colour


def load_position(text: str) -> Game:
    """A `Game` starting from the position in ``text``, run to its first decision.

    Raises `PositionError` (one line naming the field and the problem) and nothing else.
    """
    data = read_toml(text, MAX_TEXT)
    return _load(data, text)


def _load(data: dict[str, Any], text: str) -> Game:
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise PositionError("format", f"must be {FORMAT!r}, not {shown(repr(fmt), 40)}")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise PositionError(sorted(unknown)[0], "is not a position field")
    board = get_value(data, "board", str, "", "A")
    week = get_int(data, "week", "", 1, 4, 1)
    seed = get_int(data, "seed", "", 0, MAX_SEED, 0)
    players_data = get_value(data, "player", list, "")
    n = len(players_data)
    solo = "nautoma" in data
    kinds = ["human"] * n
    if solo:
        if n != 1:
            raise PositionError("player", "a solo position lists exactly one (human) player")
        kinds.append("nautoma")
        n = 2
    if not 1 <= n <= 5:
        raise PositionError("player", f"a game has 1 to 5 seats, not {n}")
    turn = get_int(data, "turn", "", 0, 6 * n, 0)
    first = get_int(data, "first_player", "", 0, n - 1, 0)
    if solo and first != 0:
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
        nd = get_value(data, "nautoma", dict, "")
        unknown = set(nd) - _NAUTOMA_KEYS
        if unknown:
            raise PositionError("nautoma." + sorted(unknown)[0], "is not a Nautoma field")
        difficulty = get_int(nd, "difficulty", "nautoma.", 1, 5)
        ravel = get_int(nd, "ravel", "nautoma.", 0, 4, 0)
        ravel_card = get_value(nd, "ravel_card", str, "nautoma.", "R6" if ravel else "")
        if ravel and ravel_card not in {c.id for c in PROVISIONAL.ravel_cards}:
            raise PositionError(
                "nautoma.ravel_card", f"unknown Ravel card {shown(repr(ravel_card), 40)}"
            )
        nautoma = NautomaState(difficulty, ravel, ravel_card or None)
        for key in ("eggs", "young", "schools", "markers"):
            count = get_int(nd, key, "nautoma.", 0, MAX_TOKENS, getattr(nautoma, key))
            setattr(nautoma, key, count)
        nautoma.fish = _card_list(nd, "fish", "nautoma.")
        deck_ids = _decision_cards(nd, "deck")
        revealed_ids = _decision_cards(nd, "revealed")
        nautoma.ravel_points = _points(nd, "ravel_points", "nautoma.", -MAX_POINTS)
        if nautoma.ravel_points and len(nautoma.ravel_points) != week - 1:
            raise PositionError("nautoma.ravel_points", f"needs {week - 1} weeks' points")
        if nautoma.ravel_points and not ravel:
            raise PositionError("nautoma.ravel_points", "Ravel is not in play")
        if ravel:
            nautoma.ravel_points += [0] * (week - 1 - len(nautoma.ravel_points))
        p = PlayerState(1, "Nautoma", "nautoma")
        p.achievements = _points(nd, "achievements", "nautoma.")
        p.bonuses = _points(nd, "bonuses", "nautoma.")
        players.append(p)
        seats.append(Seat("Nautoma", "nautoma", "steel"))
    try:
        setup = Setup(
            tuple(seats), board=board, difficulty=difficulty, ravel=ravel,
            keep_one_card=bool(get_value(data, "keep_one_card", bool, "", False)),
            first_player=first,
        )  # fmt: skip
    except SetupError as exc:
        raise PositionError("setup", str(exc)) from None
    if board == "B":
        tiles = get_value(data, "tiles", list, "")
        if len(tiles) != 3:
            raise PositionError("tiles", "side B needs 3 tile ids, for weeks 1, 2 and 3")
        for w, tid in enumerate(tiles, start=1):
            if not isinstance(tid, str):
                raise PositionError(f"tiles[{w - 1}]", "a tile is named by its id, a string")
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
        seat = "nautoma" if p.is_nautoma else f"player[{p.seat}]"
        if len(p.achievements) not in (0, week - 1):
            raise PositionError(f"{seat}.achievements", f"needs {week - 1} weeks' points")
        while len(p.achievements) < week - 1:
            p.achievements.append(0)
        if len(p.bonuses) > len(p.achievements):
            raise PositionError(f"{seat}.bonuses", f"needs at most {week - 1} weeks' bonuses")
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
    for n_ in top:  # starter cards too: the empty-deck reshuffle puts discards in the deck
        claim(n_, "deck")
    starters = _card_list(data, "deck_starters", "")
    for n_ in starters:
        if CATALOG.by_number[n_].group == "main":
            raise PositionError(
                "deck_starters", f"{CATALOG.by_number[n_].name} is not a starter card"
            )
        claim(n_, "deck_starters")

    g = Game.__new__(Game)
    g.setup, g.seed, g.rng = setup, seed, Rng(seed)
    g.players = players
    rest = [c for c in CATALOG.main if c not in where] + sorted(starters)
    g.rng.shuffle(rest)
    g.deck = rest + list(reversed(top))  # the next card is last
    g.out_of_game = [c for c in CATALOG.starter if c not in where]
    g.week, g.turn, g.first_player = week, turn, first
    g.current = order[(turn - 1) % n] if turn else first
    g.tiles = list(tiles)
    g.phase = Phase.PLAY
    g.stack = []
    g.history = []
    g.origin = text
    g._options = None
    g._decision = None
    g.start_events = []
    g.nautoma = nautoma
    if nautoma is not None:
        taken = sum(1 for i in range(turn) if order[i % n] == 1)
        _deal_nautoma_week(g, nautoma, taken, deck_ids, revealed_ids)
    ev: list[Event] = []
    g._run(ev)
    g.start_events = ev
    return g


def _decision_cards(nd: dict[str, Any], key: str) -> list[str] | None:
    """Nautoma's ``deck`` or ``revealed``: distinct decision card ids, or None if missing."""
    ids = get_value(nd, key, list, "nautoma.", None)
    if ids is None:
        return None
    known = [c.id for c in PROVISIONAL.decision_cards]
    for i, cid in enumerate(ids):
        if not isinstance(cid, str) or cid not in known:
            raise PositionError(
                f"nautoma.{key}[{i}]", f"unknown decision card {shown(repr(cid), 40)}"
            )
        if cid in ids[:i]:
            raise PositionError(f"nautoma.{key}[{i}]", f"{cid} is listed twice")
    return list(ids)


def _deal_nautoma_week(
    g: Any, nautoma: NautomaState, taken: int, deck: list[str] | None, revealed: list[str] | None
) -> None:
    """Her week's decision cards: 6 of the 7 (one set aside unseen); ``taken`` of them are
    revealed (one per turn she has taken this week), the rest are her deck. A given ``deck``
    (next first) and ``revealed`` (in order) must agree with that; what is not given is
    dealt from the seed. Raises `PositionError`."""
    cards = [c.id for c in PROVISIONAL.decision_cards]
    left = NAUTOMA_WEEK - taken
    if revealed is not None and len(revealed) != taken:
        raise PositionError(
            "nautoma.revealed",
            f"she has taken {taken} turn(s) this week, so has revealed {taken} decision "
            f"card(s), not {len(revealed)}",
        )
    if deck is not None and len(deck) != left:
        raise PositionError(
            "nautoma.deck",
            f"her week is {NAUTOMA_WEEK} decision cards and she has taken {taken} turn(s), so "
            f"{left} remain, not {len(deck)}",
        )
    if deck is not None and revealed is not None:
        both = next((c for c in deck if c in revealed), None)
        if both is not None:
            raise PositionError("nautoma.deck", f"{both} was already revealed this week")
    seen = (deck or []) + (revealed or [])
    unseen = [c for c in cards if c not in seen]
    g.rng.shuffle(unseen)
    nautoma.set_aside = [unseen.pop()]  # the one card of the 7 she does not use this week
    if revealed is None:
        revealed, unseen = unseen[:taken], unseen[taken:]
    nautoma.revealed = list(revealed)
    nautoma.deck = unseen if deck is None else list(reversed(deck))  # her next card is last


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
    return "[" + ", ".join(toml_string(CATALOG.by_number[n].name) for n in cards) + "]"


def position_text(game: Game, *, include_deck: bool = False) -> str:
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
    else:  # after the empty-deck reshuffle: which starter cards are in the deck (not where)
        starters = sorted(c for c in game.deck if CATALOG.by_number[c].group != "main")
        if starters:
            lines.append(f"deck_starters = {_names(starters)}")
    for p in game.players:
        if p.is_nautoma:
            continue
        lines += [
            "",
            "[[player]]",
            f"name = {toml_string(p.name)}",
            f"hand = {_names(p.hand)}",
            f"discard = {_names(p.discard)}",
            "divers = [" + ", ".join(toml_string(d) for d in p.divers) + "]",
            f"achievements = {p.achievements}",
            f"bonuses = {p.bonuses}",
            "",
            "[player.ocean]",
        ]
        colour = game.setup.seats[p.seat].colour
        if colour:
            at = lines.index("[player.ocean]", len(lines) - 2) - 1
            lines.insert(at, f"colour = {toml_string(colour)}")
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
            "revealed = [" + ", ".join(toml_string(c) for c in n.revealed) + "]",
        ]
        if include_deck:
            deck = ", ".join(toml_string(c) for c in reversed(n.deck))
            lines.append(f"deck = [{deck}]")
    return "\n".join(lines) + "\n"
