"""The net and the grid: places, their names, what is next to what, and the two steps that
move cards without a choice: lowering and finding the groups to free.

A place is a number ``column * 7 + row`` (row 0 is the bottom); its name is the column's
letter and the row counted from 1 at the bottom (``A1``, ``B3``, ``D6``). Row 7 exists only
for the card that loses the cooperative game (FLIP-RULES.md 4). The cooperative net is 4
columns of up to 6 cards (`COOP_NET`); the competitive grid 3 columns of 3 (`GRID`). A net
is a list of 28 codes (`finspan.flip.cards`), 0 for an empty place. Pure: the functions
read their arguments and change only the list they are given.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CODE_ID, CODE_KEY

#: Places per column (6 rows and the losing 7th).
H = 7
LETTERS = "ABCD"
N_PLACES = len(LETTERS) * H
PLACE_NAMES: tuple[str, ...] = tuple(f"{LETTERS[p // H]}{p % H + 1}" for p in range(N_PLACES))
_PLACE_OF = {name: p for p, name in enumerate(PLACE_NAMES)}


def parse_place(word: str) -> int:
    """The place named ``word`` (``B2``; case is forgiven). Raises ValueError."""
    place = _PLACE_OF.get(word.upper())
    if place is None:
        raise ValueError(f"{word!r} is not a place (a column A-D and a row 1-7, like B2)")
    return place


def parse_column(word: str) -> int:
    """The column named by its letter (``A``-``D``). Raises ValueError."""
    if len(word) != 1 or word.upper() not in LETTERS:
        raise ValueError(f"{word!r} is not a column (A-D)")
    return LETTERS.index(word.upper())


def column_of(place: int) -> int:
    return place // H


def row_of(place: int) -> int:
    """The place's row from 0 at the bottom (its name shows ``row_of + 1``)."""
    return place % H


def _mask(places: tuple[int, ...]) -> int:
    mask = 0
    for p in places:
        mask |= 1 << p
    return mask


@dataclass(frozen=True, slots=True)
class Geometry:
    """The shape of a net: ``columns`` x ``rows`` places, and the tables the rules read.

    ``places`` lists them in net order (the bottom row first, left to right);
    ``neighbours[p]`` the orthogonally adjacent places (diagonals are not adjacent);
    ``line_mates[p]`` every other place in p's row or column (the advanced rays' groups);
    ``row_places``/``column_places`` each row left to right and each column bottom up;
    ``squares`` each 2 x 2 block as (its bottom-left place, its 4 places in net order);
    ``pairs`` each two adjacent places (left before right, lower before upper).
    """

    columns: int
    rows: int
    places: tuple[int, ...]
    order: tuple[int, ...]  # by place: its index in ``places`` (N_PLACES for none)
    neighbours: tuple[tuple[int, ...], ...]
    line_mates: tuple[tuple[int, ...], ...]
    row_places: tuple[tuple[int, ...], ...]
    column_places: tuple[tuple[int, ...], ...]
    squares: tuple[tuple[int, tuple[int, ...]], ...]
    pairs: tuple[tuple[int, int], ...]
    #: The same as bit masks of places (bit ``p`` for place ``p``).
    row_masks: tuple[int, ...]
    column_masks: tuple[int, ...]
    square_masks: tuple[tuple[int, int], ...]  # (bottom-left place, mask)
    pair_masks: tuple[tuple[int, int, int], ...]  # (place, other, mask)

    @classmethod
    def of(cls, columns: int, rows: int) -> Geometry:
        places = tuple(c * H + r for r in range(rows) for c in range(columns))
        inside = set(places)
        order = [N_PLACES] * N_PLACES
        for i, p in enumerate(places):
            order[p] = i

        def near(p: int) -> tuple[int, ...]:
            if p not in inside:
                return ()
            found = (p - H, p + H, p - 1, p + 1)  # left, right, below, above
            return tuple(
                q for q in sorted(found, key=lambda q: order[q] if 0 <= q < N_PLACES else 0)
                if q in inside and (q // H == p // H or q % H == p % H)
            )  # fmt: skip

        def mates(p: int) -> tuple[int, ...]:
            if p not in inside:
                return ()
            return tuple(q for q in places if q != p and (q // H == p // H or q % H == p % H))

        squares = tuple(
            (c * H + r, tuple(sorted((c * H + r, c * H + r + 1, (c + 1) * H + r,
                                      (c + 1) * H + r + 1), key=lambda q: order[q])))
            for r in range(rows - 1) for c in range(columns - 1)
        )  # fmt: skip
        pairs = tuple(
            (p, q) for p in places for q in (p + H, p + 1)
            if q in inside and (q // H == p // H or q % H == p % H)
        )  # fmt: skip
        row_places = tuple(tuple(c * H + r for c in range(columns)) for r in range(rows))
        column_places = tuple(tuple(c * H + r for r in range(rows)) for c in range(columns))
        return cls(
            columns=columns,
            rows=rows,
            places=places,
            order=tuple(order),
            neighbours=tuple(near(p) for p in range(N_PLACES)),
            line_mates=tuple(mates(p) for p in range(N_PLACES)),
            row_places=row_places,
            column_places=column_places,
            squares=squares,
            pairs=pairs,
            row_masks=tuple(_mask(places) for places in row_places),
            column_masks=tuple(_mask(places) for places in column_places),
            square_masks=tuple((anchor, _mask(places)) for anchor, places in squares),
            pair_masks=tuple((p, q, _mask((p, q))) for p, q in pairs),
        )

    def contains(self, place: int) -> bool:
        return 0 <= place < N_PLACES and self.order[place] < N_PLACES


#: The cooperative net (FLIP-RULES.md 2) and the competitive grid (8).
COOP_NET = Geometry.of(4, 6)
GRID = Geometry.of(3, 3)


def height(cells: list[int], column: int) -> int:
    """How many cards a packed column holds (its first empty place from the bottom)."""
    base = column * H
    for r in range(H):
        if not cells[base + r]:
            return r
    return H


def lower(cells: list[int], geo: Geometry) -> list[tuple[int, int, int]]:
    """Let every card fall down its column to close the gaps (FLIP-RULES.md 4, step 3).
    Changes ``cells``; returns each card that fell as (code, from place, to place), in net
    order of where they came from."""
    fell: list[tuple[int, int, int]] = []
    for c in range(geo.columns):
        end = c * H + H
        to = c * H
        while to < end and cells[to]:  # the packed bottom of the column stays
            to += 1
        for p in range(to + 1, end):
            code = cells[p]
            if code:
                cells[to] = code
                cells[p] = 0
                fell.append((code, p, to))
                to += 1
    if fell:
        fell.sort(key=lambda f: (f[1] % H, f[1]))
    return fell


def groups(cells: list[int], geo: Geometry, moved: int, far_kind: int = -1) -> list[list[int]]:
    """The groups to free (FLIP-RULES.md 4, step 2): every 2 or more orthogonally adjacent
    animals of one kind swimming one way that hold at least one moved card (``moved`` is a
    bit mask of card ids). Animals of kind number ``far_kind`` (the rays, in the advanced
    game) also group with the others in their row or column however far. Each group lists
    its places in net order; the groups come in net order of their first card."""
    seen = 0
    found: list[list[int]] = []
    neighbours, mates, order = geo.neighbours, geo.line_mates, geo.order
    for p in geo.places:
        code = cells[p]
        if not code or (seen >> p) & 1 or not (moved >> CODE_ID[code]) & 1:
            continue
        key = CODE_KEY[code]
        if key < 0:
            continue
        links = mates if key >> 1 == far_kind else neighbours
        seen |= 1 << p
        group = [p]
        todo = [p]
        while todo:
            q = todo.pop()
            for r in links[q]:
                if not (seen >> r) & 1 and cells[r] and CODE_KEY[cells[r]] == key:
                    seen |= 1 << r
                    group.append(r)
                    todo.append(r)
        if len(group) >= 2:
            group.sort(key=order.__getitem__)
            found.append(group)
    return found
