"""The position format of Fish'n'Flip: a TOML text describing a game between two turns
(docs/FLIP.md, "Position text"). `load_position` starts a `Game` from one and refuses
anything impossible with one `PositionError` line naming the field; `position_text` writes
one that reads back to the same text.

Cards are written ``dolphin right coral`` (animal, direction, colour) or ``plastic``; off
the net the direction may be left out (``dolphin coral``). Cards of one animal and colour
are alike, so a position names how many, not which.
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
from .cards import (
    CODE_ID,
    ID_COLOUR,
    ID_KIND,
    IDS_OF,
    KINDS,
    N_CARDS,
    card_text,
    code,
    parse_card,
)
from .events import Event
from .game import Game
from .kinds import ActionKind, AnimalType, Difficulty, Mode
from .net import COOP_NET, GRID, LETTERS, H
from .provisional import PROVISIONAL
from .setup import MAX_NAME, Setup, SetupError
from .supply import LAST_TURNS, MAX_HEIGHT, shuffled
from .tasks import ActionTask, BiddingTask, start_bidding, start_turn

FORMAT = "flip-position/1"
#: A position is a few KB; a save can hold one of at most this many characters.
MAX_TEXT = 50_000
MAX_SEED = 2**64 - 1
#: Bounds far above any real game, far below trouble.
MAX_TURN = 999
MAX_WASTE = 99
_COMMON_KEYS = {
    "format", "mode", "animals", "seed", "pile", "discard", "out", "action_deck",
    "action_discard", "player",
}  # fmt: skip
_COOP_KEYS = _COMMON_KEYS | {
    "difficulty", "advanced", "turn", "current", "end_triggered", "turns_left", "fish_n_flip",
    "under_pile", "net",
}  # fmt: skip
_COMPETITIVE_KEYS = _COMMON_KEYS | {
    "powers", "clock", "round", "start_player", "reshuffles", "actions", "grid",
}  # fmt: skip
_COOP_PLAYER = {"name", "actions", "powers"}
_COMPETITIVE_PLAYER = {"name", "kept", "waste"}


class _Cards:
    """The cards of one game not yet placed: each card read takes the next alike id."""

    def __init__(self, animals: tuple[AnimalType, ...], waste: dict[Any, int], rng: Rng) -> None:
        self.left: set[int] = {i for a in animals for i in IDS_OF[a]}
        for kind, count in waste.items():
            self.left |= set(IDS_OF[kind][:count])
        self.all = frozenset(self.left)
        self.animals = animals
        self.rng = rng  # the facing of a card off the net written without a direction

    def take(self, text: Any, field: str, *, on_net: bool, waste: bool = True) -> int:
        """The code of the card ``text`` (read at ``field``), taken from those left."""
        if not isinstance(text, str):
            raise PositionError(field, f"a card is written as text, not {shown(repr(text), 40)}")
        if text.strip().lower() in ("", "empty"):
            raise PositionError(field, "a column has no gaps: its cards are packed down")
        try:
            read = parse_card(text)
        except ValueError as exc:
            raise PositionError(field, str(exc)) from None
        kind = KINDS[read.kind]
        if read.kind >= 8 and not waste:
            raise PositionError(field, f"no waste here ({kind} is waste)")
        if read.kind < 8 and kind not in self.animals:
            raise PositionError(field, f"the {kind} is not one of the animals in play")
        if on_net and read.kind < 8 and read.facing is None:
            raise PositionError(field, "a card in the net says which way it swims")
        alike = sorted(i for i in self.left if ID_KIND[i] == read.kind
                       and ID_COLOUR[i] == read.colour)  # fmt: skip
        if not alike:
            total = sum(1 for i in self.all if ID_KIND[i] == read.kind
                        and ID_COLOUR[i] == read.colour)  # fmt: skip
            what = card_text(code(_first(read.kind, read.colour)), direction=False)
            raise PositionError(field, f"more {what} cards than the game has ({total})")
        self.left.discard(alike[0])
        facing = read.facing if read.facing is not None else self.rng.below(2)
        return code(alike[0], facing)

    def take_list(self, d: dict[str, Any], key: str, field: str, *, on_net: bool = False,
                  waste: bool = True) -> list[int]:  # fmt: skip
        values = get_value(d, key, list, field, [])
        return [self.take(v, f"{field}{key}[{i}]", on_net=on_net, waste=waste)
                for i, v in enumerate(values)]  # fmt: skip


def _first(kind: int, colour: int) -> int:
    return next(i for i in range(N_CARDS) if ID_KIND[i] == kind and ID_COLOUR[i] == colour)


def _animals(data: dict[str, Any], key: str, count: int) -> tuple[AnimalType, ...]:
    values = get_value(data, key, list, "")
    animals: list[AnimalType] = []
    for i, v in enumerate(values):
        try:
            animals.append(AnimalType(v))
        except ValueError:
            known = ", ".join(AnimalType)
            problem = f"is one of {known}, not {shown(repr(v), 40)}"
            raise PositionError(f"{key}[{i}]", problem) from None
    if len(animals) != count or len(set(animals)) != count:
        raise PositionError(key, f"names {count} different animals")
    return tuple(animals)


def _actions(d: dict[str, Any], key: str, field: str, counts: dict[str, int]) -> list[str]:
    """Action card names at ``d[key]``, counted against the box (``counts`` left)."""
    values = get_value(d, key, list, field, [])
    out: list[str] = []
    for i, v in enumerate(values):
        try:
            kind = ActionKind(v)
        except ValueError:
            known = ", ".join(ActionKind)
            raise PositionError(f"{field}{key}[{i}]",
                                f"is one of {known}, not {shown(repr(v), 40)}") from None
        if counts[kind.value] <= 0:
            raise PositionError(f"{field}{key}[{i}]", f"more {kind} cards than the game has "
                                f"({PROVISIONAL.action_cards[kind]})")  # fmt: skip
        counts[kind.value] -= 1
        out.append(kind.value)
    return out


def _bool(data: dict[str, Any], key: str, default: bool) -> bool:
    value: bool = get_value(data, key, bool, "", default)
    return value


def load_position(text: str) -> Game:
    """A `Game` starting from the position in ``text``, run to its first decision.

    Raises `PositionError` (one line naming the field and the problem) and nothing else.
    """
    data = read_toml(text, MAX_TEXT)
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise PositionError("format", f"must be {FORMAT!r}, not {shown(repr(fmt), 40)}")
    mode_text = get_value(data, "mode", str, "", "coop")
    if mode_text not in tuple(Mode):
        raise PositionError("mode", f"is coop or competitive, not {shown(repr(mode_text), 40)}")
    mode = Mode(mode_text)
    keys = _COOP_KEYS if mode is Mode.COOP else _COMPETITIVE_KEYS
    unknown = set(data) - keys
    if unknown:
        raise PositionError(sorted(unknown)[0], f"is not a field of a {mode} position")
    game = _coop(data) if mode is Mode.COOP else _competitive(data)
    game.origin = text
    return game


def _players(data: dict[str, Any], lo: int, allowed: set[str]) -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = get_value(data, "player", list, "")
    if not lo <= len(players) <= 5:
        raise PositionError("player", f"this game has {lo} to 5 players, not {len(players)}")
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise PositionError(f"player[{i}]", "must be a table")
        unknown = set(p) - allowed
        if unknown:
            raise PositionError(f"player[{i}].{sorted(unknown)[0]}", "is not a player field")
    return players


def _setup(**kw: Any) -> Setup:
    try:
        return Setup(**kw)
    except SetupError as exc:
        raise PositionError("player", str(exc)) from None


def _columns(data: dict[str, Any], key: str, cards: _Cards, columns: int, *, exact: int,
             waste: bool) -> list[int]:  # fmt: skip
    """The net (or grid) from its table of columns, each bottom to top."""
    table = get_value(data, key, dict, "", {})
    cells = [0] * (len(LETTERS) * H)
    for name in table:
        if name not in LETTERS[:columns]:
            last = LETTERS[columns - 1]
            raise PositionError(f"{key}.{shown(name, 20)}", f"is not a column (A-{last})")
    for c in range(columns):
        column = cards.take_list(table, LETTERS[c], f"{key}.", on_net=True, waste=waste)
        if exact and len(column) != exact:
            raise PositionError(f"{key}.{LETTERS[c]}", f"holds {exact} cards, not {len(column)}")
        if len(column) > MAX_HEIGHT:
            raise PositionError(f"{key}.{LETTERS[c]}",
                                f"holds at most {MAX_HEIGHT} cards (a 7th loses the game)")
        for r, x in enumerate(column):
            cells[c * H + r] = x
    return cells


def _action_supply(g: Game, data: dict[str, Any], counts: dict[str, int]) -> None:
    """The action deck and discard pile; every card of the box not yet placed goes to the
    deck (shuffled) or, when the deck is given, to the discard pile."""
    g.action_discard = _actions(data, "action_discard", "", counts)
    rest = [kind for kind, n in counts.items() for _ in range(n)]
    if "action_deck" in data:
        g.action_deck = _actions(data, "action_deck", "", counts)[::-1]
        g.action_discard += [kind for kind, n in counts.items() for _ in range(n)]
    else:
        g.rng.shuffle(rest)
        g.action_deck = rest


def _box_counts() -> dict[str, int]:
    return {k.value: PROVISIONAL.action_cards[k] for k in ActionKind}


def _coop(data: dict[str, Any]) -> Game:
    animals = _animals(data, "animals", 4)
    difficulty = get_value(data, "difficulty", str, "", "normal")
    if difficulty not in tuple(Difficulty):
        problem = f"is normal or difficult, not {shown(repr(difficulty), 40)}"
        raise PositionError("difficulty", problem)
    advanced = _bool(data, "advanced", False)
    seed = get_int(data, "seed", "", 0, MAX_SEED, 0)
    players = _players(data, 1, _COOP_PLAYER)
    n = len(players)
    names = tuple(get_name(p, "name", f"player[{i}].", MAX_NAME) for i, p in enumerate(players))
    current = get_int(data, "current", "", 0, n - 1, 0)
    setup = _setup(mode=Mode.COOP, names=names, animals=animals, difficulty=difficulty,
                   advanced=advanced, start_player=current)  # fmt: skip
    g = Game.__new__(Game)
    g._blank(setup, seed)
    g.animals = animals
    g.current = current
    cards = _Cards(animals, PROVISIONAL.waste_mix(difficulty, advanced), g.rng)
    g.cells = _columns(data, "net", cards, 4, exact=0, waste=True)
    counts = _box_counts()
    size, each = PROVISIONAL.hand_size[n], PROVISIONAL.powers_per_player[n]
    held: dict[str, int] = {}
    for i, p in enumerate(players):
        field = f"player[{i}]."
        g.hands[i] = _actions(p, "actions", field, counts)
        if len(g.hands[i]) != size:
            raise PositionError(field + "actions", f"a player holds {size} action cards here, "
                                f"not {len(g.hands[i])}")  # fmt: skip
        powers = get_value(p, "powers", list, field, [])
        for j, power in enumerate(powers):
            if power not in animals:
                raise PositionError(f"{field}powers[{j}]", f"{shown(repr(power), 40)} is not "
                                    "the power of an animal in play")  # fmt: skip
            if power in held:
                raise PositionError(f"{field}powers[{j}]",
                                    f"the {power} power card is player[{held[power]}]'s")
            held[power] = i
        if len(powers) > each:
            raise PositionError(field + "powers", f"a player holds {each} power card(s) here")
        g.powers[i] = [AnimalType(x).value for x in powers]
    if len(held) != min(4, each * n):
        raise PositionError("player", f"the players hold {min(4, each * n)} power cards, "
                            f"not {len(held)}")  # fmt: skip
    _action_supply(g, data, counts)
    g.turn = get_int(data, "turn", "", 0, MAX_TURN, 0)
    g.end_triggered = _bool(data, "end_triggered", False)
    if g.end_triggered:
        g.turns_left = get_int(data, "turns_left", "", 1, LAST_TURNS)
        if "pile" in data:
            raise PositionError("pile", "the draw pile is empty once the end is triggered "
                                "(only waste sent under it: under_pile)")  # fmt: skip
    elif "turns_left" in data:
        raise PositionError("turns_left", "only once the end is triggered")
    fnf = get_value(data, "fish_n_flip", list, "", [])
    if not all(type(t) is int and 1 <= t <= g.turn for t in fnf) or fnf != sorted(set(fnf)):
        raise PositionError("fish_n_flip", f"lists turns 1..{g.turn} in order, each once")
    g.fnf_turns = list(fnf)
    listed = cards.take_list(data, "pile", "")[::-1]
    under = cards.take_list(data, "under_pile", "")
    if any(ID_KIND[CODE_ID[x]] < 8 or KINDS[ID_KIND[CODE_ID[x]]] == "oil" for x in under):
        raise PositionError("under_pile", "only plastic and metal go under the draw pile")
    g.discard = [CODE_ID[x] for x in cards.take_list(data, "discard", "", waste=False)]
    g.out = [CODE_ID[x] for x in cards.take_list(data, "out", "")]
    rest = sorted(cards.left)
    if "pile" in data or g.end_triggered:
        g.discard += [i for i in rest if ID_KIND[i] < 8]
        g.out += [i for i in rest if ID_KIND[i] >= 8]
        rest = []
    g.pile = under[::-1] + shuffled(g.rng, rest) + listed
    g.known = len(under)
    if not g.pile and not g.end_triggered:
        raise PositionError("pile", "is empty, so the end is triggered (end_triggered = true)")
    ev: list[Event] = []
    start_turn(g, ev)
    g._run(ev)
    g.start_events = ev
    return g


def _competitive(data: dict[str, Any]) -> Game:
    animals = _animals(data, "animals", 4)
    common = _animals(data, "powers", 2)
    if not set(common) <= set(animals):
        raise PositionError("powers", "the common powers are 2 of the animals in play")
    seed = get_int(data, "seed", "", 0, MAX_SEED, 0)
    players = _players(data, 2, _COMPETITIVE_PLAYER)
    n = len(players)
    names = tuple(get_name(p, "name", f"player[{i}].", MAX_NAME) for i, p in enumerate(players))
    start = get_int(data, "start_player", "", 0, n - 1, 0)
    setup = _setup(mode=Mode.COMPETITIVE, names=names, animals=animals, common_powers=common,
                   clock=_bool(data, "clock", False), start_player=start)  # fmt: skip
    g = Game.__new__(Game)
    g._blank(setup, seed)
    g.animals, g.start_player = animals, start
    g.common = [a.value for a in AnimalType if a in common]
    cards = _Cards(animals, {}, g.rng)
    g.cells = _columns(data, "grid", cards, 3, exact=3, waste=False)
    for i, p in enumerate(players):
        field = f"player[{i}]."
        g.kept[i] = [CODE_ID[x] for x in cards.take_list(p, "kept", field, waste=False)]
        g.waste[i] = get_int(p, "waste", field, 0, MAX_WASTE, 0)
    counts = _box_counts()
    g.revealed = _actions(data, "actions", "", counts)
    if len(g.revealed) != 2:
        raise PositionError("actions", f"2 action cards are revealed, not {len(g.revealed)}")
    _action_supply(g, data, counts)
    g.turn = get_int(data, "round", "", 0, MAX_TURN, 0)
    g.reshuffles = get_int(data, "reshuffles", "", 0, 2, 0)
    listed = cards.take_list(data, "pile", "", waste=False)[::-1]
    g.discard = [CODE_ID[x] for x in cards.take_list(data, "discard", "", waste=False)]
    g.out = [CODE_ID[x] for x in cards.take_list(data, "out", "", waste=False)]
    rest = sorted(cards.left)
    if "pile" in data:
        g.discard += rest
        rest = []
    g.pile = shuffled(g.rng, rest) + listed
    ev: list[Event] = []
    start_bidding(g, ev)
    g._run(ev)
    g.start_events = ev
    return g


# --- Writing ---------------------------------------------------------------------------------


def _list(items: list[str]) -> str:
    return "[" + ", ".join(toml_string(s) for s in items) + "]"


def _cards(codes: list[int], *, direction: bool = True) -> str:
    return _list([card_text(c, direction=direction) for c in codes])


def _ids(ids: list[int]) -> str:
    return _cards([code(i) for i in ids], direction=False)


def position_text(game: Game, *, include_pile: bool = False) -> str:
    """The position of ``game`` between turns, as text `load_position` reads back.

    Valid at the start of a cooperative turn (before its action is chosen) or of a
    bidding round (before its first bid); raises ValueError otherwise. With
    ``include_pile`` the draw pile and the action deck are written in order (revealing
    them); otherwise they are left to the seed.
    """
    top = game.stack[-1] if game.stack else None
    fresh = (isinstance(top, ActionTask) and game.coop) or (
        isinstance(top, BiddingTask) and not top.high and not top.passed
        and top.bidder == game.start_player
    )  # fmt: skip
    if game.over or not fresh:
        raise ValueError("a position can only be written between turns")
    animals = _list([a.value for a in game.animals])
    lines = ["# Fish'n'Flip position", f'format = "{FORMAT}"', f'mode = "{game.setup.mode}"',
             f"animals = {animals}"]  # fmt: skip
    if game.coop:
        lines += [
            f'difficulty = "{game.setup.difficulty}"',
            f"advanced = {'true' if game.advanced else 'false'}",
            f"seed = {game.seed}",
            f"turn = {game.turn - 1}",
            f"current = {game.current}",
            f"end_triggered = {'true' if game.end_triggered else 'false'}",
        ]
        if game.end_triggered:
            lines.append(f"turns_left = {game.turns_left}")
        lines.append("fish_n_flip = [" + ", ".join(str(t) for t in game.fnf_turns) + "]")
    else:
        lines += [
            f"powers = {_list(game.common)}",
            f"clock = {'true' if game.setup.clock else 'false'}",
            f"seed = {game.seed}",
            f"round = {game.turn - 1}",
            f"start_player = {game.start_player}",
            f"reshuffles = {game.reshuffles}",
            f"actions = {_list(game.revealed)}",
        ]
    lines.append(f"discard = {_ids(game.discard)}")
    if game.out:
        lines.append(f"out = {_ids(game.out)}")
    lines.append(f"action_discard = {_list(game.action_discard)}")
    if game.known:
        lines.append(f"under_pile = {_cards(game.pile[: game.known][::-1])}")
    if include_pile:
        if not game.end_triggered:
            lines.append(f"pile = {_cards(game.pile[game.known :][::-1])}")
        lines.append(f"action_deck = {_list(game.action_deck[::-1])}")
    key = "net" if game.coop else "grid"
    lines += ["", f"[{key}]"]
    geo = COOP_NET if game.coop else GRID
    for c in range(geo.columns):
        column = [x for x in game.cells[c * H : c * H + H] if x]
        lines.append(f"{LETTERS[c]} = {_cards(column)}")
    for s, name in enumerate(game.names):
        lines += ["", "[[player]]", f"name = {toml_string(name)}"]
        if game.coop:
            lines.append(f"actions = {_list(game.hands[s])}")
            lines.append(f"powers = {_list(game.powers[s])}")
        else:
            lines.append(f"kept = {_ids(game.kept[s])}")
            lines.append(f"waste = {game.waste[s]}")
    return "\n".join(lines) + "\n"
