"""The "How to play" document: the rules in plain words, built from the engine's own values.

Owns the text of the rules screen as data: `rules_document()` returns sections of blocks
(paragraphs, bullets, numbered steps, sub-headings and tables). Every number that the engine
reads from its tables (dive-site bonuses, achievement tiles, Nautoma's difficulty table,
decision cards, base values, Ravel cards, size classes) comes from those tables, so the
screen can never disagree with the rules being played; every value that RULES.md calls
provisional carries a ``provisional`` flag that the screen shows as a tag. The text is the
project's own wording of RULES.md. Pure: no pygame, no drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from finspan.engine import (
    CALM_BASE,
    DIFFICULTY,
    EGGS_GAINED,
    HATCH_CAP,
    MAX_MARKERS,
    PROVISIONAL,
    SIDE_A,
    TILE_WORDS,
    AchievementTile,
    Condition,
    Draw,
    Egg,
    EggOnEach,
    Hatch,
    Location,
    Move,
    NautomaState,
    PointsIf,
    Retrieve,
    Tuck,
    Young,
)

#: How the plain-text form writes a provisional mark.
PROVISIONAL_MARK = "[provisional]"

# Section ids (the table links to FIRST_TURN for its guided first turn).
FIRST_TURN = "first_turn"
OVERVIEW = "overview"
OCEAN = "ocean"
TURN = "turn"
PLAY = "play"
DIVE = "dive"
BENEFITS = "benefits"
SCHOOLS = "schools"
ACHIEVEMENTS = "achievements"
WEEK_END = "week_end"
EMPTY_DECK = "empty_deck"
GAME_END = "game_end"
NAUTOMA = "nautoma"
RAVEL = "ravel"
CONTROLS = "controls"

#: Shorter titles for the table of contents.
CONTENTS_TITLES: dict[str, str] = {
    FIRST_TURN: "Your first turn",
    OVERVIEW: "At a glance",
    BENEFITS: "Benefits",
    EMPTY_DECK: "Empty fish deck",
    GAME_END: "Final scoring",
    NAUTOMA: "Solo: Nautoma",
    RAVEL: "Solo: Ravel mode",
}


# --- The document model ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Text:
    """A paragraph-like block. ``kind``: ``p`` (paragraph), ``bullet``, ``step`` (numbered by
    ``label``), ``h2`` (sub-heading), ``note`` (a quieter aside). ``term`` is shown in bold
    before the text. ``provisional`` marks the block's values as provisional."""

    text: str
    kind: str = "p"
    term: str = ""
    label: str = ""
    provisional: bool = False


@dataclass(frozen=True, slots=True)
class Cell:
    text: str
    provisional: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    """A table: a header row and body rows of cells; ``widths`` are column shares (sum 1)."""

    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    widths: tuple[float, ...]

    def __post_init__(self) -> None:
        n = len(self.header)
        if len(self.widths) != n or any(len(r) != n for r in self.rows):
            raise ValueError("every row of a table needs one cell per column")


Block = Text | Table


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    title: str
    blocks: tuple[Block, ...]

    @property
    def short_title(self) -> str:
        """The title in the table of contents (short, so it fits a narrow column)."""
        return CONTENTS_TITLES.get(self.id, self.title)

    @property
    def provisional(self) -> bool:
        """True if any value in the section is provisional."""
        for b in self.blocks:
            if isinstance(b, Text) and b.provisional:
                return True
            if isinstance(b, Table) and any(c.provisional for r in b.rows for c in r):
                return True
        return False


def _cells(*items: str | Cell) -> tuple[Cell, ...]:
    return tuple(c if isinstance(c, Cell) else Cell(c) for c in items)


def _table(header: Sequence[str], rows: Sequence[Sequence[str | Cell]], widths) -> Table:
    return Table(tuple(header), tuple(_cells(*r) for r in rows), tuple(widths))


def P(text: str, *, provisional: bool = False, term: str = "") -> Text:
    return Text(text, "p", term, "", provisional)


def B(text: str, *, provisional: bool = False, term: str = "") -> Text:
    return Text(text, "bullet", term, "•", provisional)


def H2(text: str, *, provisional: bool = False) -> Text:
    return Text(text, "h2", provisional=provisional)


def note(text: str, *, provisional: bool = False) -> Text:
    return Text(text, "note", provisional=provisional)


def steps(*items: str) -> tuple[Text, ...]:
    return tuple(Text(t, "step", label=f"{i}.") for i, t in enumerate(items, start=1))


# --- Words for the engine's values -------------------------------------------------------------

#: Short words for each dive-site bonus benefit (the names used in provisional.toml).
BONUS_WORDS: dict[str, str] = {
    "draw": "draw 1 card",
    "egg": "1 egg",
    "hatch": "hatch 1 egg",
    "move": "move 1 young or school",
    "retrieve": "take 1 card from your discard pile (draw if it is empty)",
}
BONUS_PLACES: tuple[tuple[str, str], ...] = (
    ("above_sunlight", "above Sunlight"),
    ("above_twilight", "above Twilight"),
    ("above_midnight", "above Midnight"),
    ("bottom", "bottom (first diver only)"),
)
#: Dive-site bonuses the rulebook's sample dive confirms (RULES.md 2); the rest is provisional.
CONFIRMED_BONUSES: frozenset[tuple[str, str]] = frozenset(
    {("purple", "above_sunlight"), ("purple", "above_twilight"), ("purple", "bottom")}
)
#: Ravel cards the rulebook confirms (its example, RULES.md 11); the rest is provisional.
CONFIRMED_RAVEL: frozenset[str] = frozenset({"R6"})
#: Forage fish whose place the rulebook's sample dive confirms (RULES.md 2).
CONFIRMED_FORAGE_PLACE: frozenset[str] = frozenset({"Showy Bristlemouth"})

_COLUMN_WORDS = {"B": "blue", "P": "purple", "G": "green"}
_DIVE_STEP_WORDS = {
    "school": "school",
    "hatch": "hatch",
    "gain_eggs": "gain eggs",
}


def _unit(tile: AchievementTile) -> str:
    return TILE_WORDS.get(tile.id, tile.id)


def _rows_words(rows: Sequence[int]) -> str:
    if len(rows) == 2 and rows[1] == rows[0] + 1:
        return f"rows {rows[0]}–{rows[1]}"
    return "rows " + " and ".join(str(r) for r in rows)


# --- The sections -------------------------------------------------------------------------------


def _first_turn() -> Section:
    return Section(
        FIRST_TURN,
        "Your first turn",
        (
            P(
                "New to Finspan? Follow these steps on your first turn, or skip straight to the "
                "rules with the contents on the left."
            ),
            H2("Look at your cards"),
            *steps(
                "Look at your hand: every card is a fish, and the number in its corner is the "
                "points it scores at the end of the game.",
                "The icons under a card's name are its cost. The icons down its left side show "
                "the zones it may live in (Sunlight, Twilight, Midnight); a coloured band under "
                "its picture limits it to that dive site.",
                "Point at a card (or move to it with the arrow keys) to see it large with every "
                "icon explained. Cards you cannot play right now are dimmed; pointing at one "
                "tells you why.",
            ),
            H2("Play a fish"),
            *steps(
                "Choose Play a fish and pick a card that is not dimmed. A cheap card with a "
                "Sunlight zone is a good start.",
                "The slots where it may go light up on your ocean. Pick one.",
                "If there is a choice of how to pay (which cards to discard, which eggs to "
                "use), you are asked. Then its WHEN PLAYED ability, if it has one, happens.",
            ),
            H2("Or dive"),
            *steps(
                "Choose Dive and pick a dive site: the blue, purple or green column of your "
                "ocean. Before you commit, the table shows everything the dive would give.",
                "Your diver goes down the column. It collects the bonus above each zone where "
                "you have a fish, and uses the IF ACTIVATED ability of each of your fish on the "
                "way. Each of these is yours to take or skip.",
                "Early on, a dive gives little, because your ocean is nearly empty. Playing "
                "fish first makes later dives richer.",
            ),
            H2("Then"),
            P(
                "Your turn ends and the next player (or Nautoma) takes theirs. Each of you has "
                "six divers a week; the game lasts four weeks. This page is always one click "
                "away on the title screen (How to play)."
            ),
        ),
    )


def _overview() -> Section:
    return Section(
        OVERVIEW,
        "The game at a glance",
        (
            P(
                "Each player builds an ocean of fish on their own mat. Fish score points, lay "
                "eggs that hatch into young, gather young into schools and swallow smaller "
                "fish. After four weeks the player with the most points wins."
            ),
            B("Hands and discard piles are public: everyone may look at everyone's cards."),
            B("Every player has 6 divers of their colour. Each turn uses one diver."),
            B(
                "Each week every player takes 6 turns, one after the other, starting with the "
                "first player. Then the week ends and an achievement is scored (weeks 1–3)."
            ),
            B(
                "Setup: you start with 2 starter fish and 3 cards from the fish deck, an egg on "
                "two forage fish and a young on the third."
            ),
        ),
    )


def _ocean() -> Section:
    forage_rows = []
    for f in PROVISIONAL.forage_fish:
        slot = f["slot"]
        column, row = _COLUMN_WORDS[slot[0]], int(slot[1:])
        place_confirmed = f["name"] in CONFIRMED_FORAGE_PLACE
        forage_rows.append(
            (
                f["name"],
                Cell(f"{column} column, row {row}", not place_confirmed),
                Cell(f"{f['length_cm']} cm", True),
                f"{'an egg' if f['start_token'] == 'egg' else 'a young'}",
            )
        )
    return Section(
        OCEAN,
        "Your ocean",
        (
            P(
                "Your ocean mat has 18 slots: 3 dive sites (columns, left to right blue, purple "
                "and green) and 6 rows."
            ),
            _table(
                ("rows", "zone", "notes"),
                [
                    ("1–3", "Sunlight", "row 1 is the estuary row"),
                    ("4", "Twilight", ""),
                    ("5–6", "Midnight", "row 6 is the deepwater row"),
                ],
                (0.2, 0.3, 0.5),
            ),
            H2("Forage fish"),
            P(
                "Three small forage fish are printed on every mat. They count as fish for "
                "bonuses, achievements and rows, score 0 points, have no tags or ability, and "
                "can be swallowed (consumed) like any fish."
            ),
            _table(
                ("forage fish", "place", "length", "starts with"),
                forage_rows,
                (0.32, 0.3, 0.16, 0.22),
            ),
        ),
    )


def _turn() -> Section:
    return Section(
        TURN,
        "Your turn",
        (
            P("On your turn you do one of two things:"),
            B(
                "put a diver on the play-a-fish box and play one card from your hand, or",
                term="Play a fish:",
            ),
            B("put a diver at the top of a dive site and dive down it.", term="Dive:"),
            P(
                "If you cannot play any fish, you dive: diving is always allowed. When every "
                "diver of every player is used, the week ends."
            ),
        ),
    )


def _play() -> Section:
    sizes = PROVISIONAL.size_classes
    return Section(
        PLAY,
        "Playing a fish",
        (
            H2("Pay the cost"),
            P("Pick a card from your hand and pay all of its cost:"),
            B("discard that many other cards from your hand to your discard pile.", term="Cards:"),
            B(
                "remove that many eggs or young from anywhere in your ocean (young in a school "
                "do not count).",
                term="Eggs or young:",
            ),
            B("remove a school from your ocean.", term="School:"),
            B("the fish must be placed on top of a shorter fish (see below).", term="Consume:"),
            H2("Choose a slot"),
            B(
                "The slot's zone must be one of the card's zones. The estuary row takes any "
                "Sunlight fish and the deepwater row any Midnight fish."
            ),
            B(
                "A card with a blue, purple or green dive-site band goes only in that column; "
                "other cards go in any column."
            ),
            B(
                "The slot may be empty, or hold a fish that is strictly shorter than the new "
                "one. The shorter fish is consumed: it stays under the new fish with anything "
                "already under it, and its ability no longer works. Any fish may consume; a "
                "card with the consume cost must."
            ),
            B("Eggs, young and schools on the slot stay there and now sit on the new fish."),
            P("Then its WHEN PLAYED ability, if it has one, happens."),
            H2("Size classes and tags"),
            P(
                f"Small fish are shorter than {sizes.small_below_cm} cm, medium fish "
                f"{sizes.small_below_cm}–{sizes.large_from_cm - 1} cm, large fish "
                f"{sizes.large_from_cm} cm or longer.",
                provisional=True,
            ),
            P(
                "Tags: predator (an Über predator has two), bioluminescent, camouflage, "
                "electrolocation, electric discharge and venomous. Achievements count every tag "
                "icon on your visible fish."
            ),
            P(
                "An electric discharge fish also counts as "
                f"{PROVISIONAL.electric_discharge_counts_as_electrolocation} electrolocation "
                "tag.",
                provisional=True,
            ),
        ),
    )


def _dive() -> Section:
    bonuses = PROVISIONAL.dive_site_bonuses
    rows = []
    for place, words in BONUS_PLACES:
        row: list[str | Cell] = [words]
        for column in ("blue", "purple", "green"):
            benefit = bonuses[column][place]
            row.append(Cell(BONUS_WORDS[benefit], (column, place) not in CONFIRMED_BONUSES))
        rows.append(row)
    return Section(
        DIVE,
        "Diving",
        (
            P(
                "Put a diver at the top of a dive site. It goes down the whole column, through "
                "every zone, even empty ones. On the way, in this order, you may take:"
            ),
            *steps(
                "the bonus above the Sunlight zone;",
                "the IF ACTIVATED abilities of your fish in rows 1, 2 and 3;",
                "the bonus above the Twilight zone, then row 4;",
                "the bonus above the Midnight zone, then rows 5 and 6;",
                "the bottom bonus, but only if yours is the first diver to reach the bottom "
                "of this column this week (later divers get nothing there).",
            ),
            P(
                "You get a zone's bonus only if you have at least one fish (a card or a forage "
                "fish) in that zone of the column. Each fish works at most once per dive, and "
                "consumed fish never do. Every bonus and ability is optional."
            ),
            H2("Dive-site bonuses"),
            _table(("where", "blue", "purple", "green"), rows, (0.22, 0.26, 0.26, 0.26)),
            note(
                "The rulebook's sample dive confirms purple's bonuses above Sunlight and "
                "Twilight and at the bottom; the others are provisional."
            ),
        ),
    )


def _place_list() -> str:
    words = [loc.words for loc in Location]
    return ", ".join(words[:-1]) + " or " + words[-1]


def _benefits() -> Section:
    example = PointsIf(10, Condition.FISH_UNDER, 3)
    return Section(
        BENEFITS,
        "Benefits and abilities",
        (
            P(
                "Fish have a WHEN PLAYED ability (once, as they are played), an IF ACTIVATED "
                "ability (each time a diver passes them) or a GAME END ability. Every benefit "
                "is optional, may be taken in part and, with several icons, in any order."
            ),
            B(Draw().words + " (there is no hand limit).", term="Draw:"),
            B(Egg().words + " (at most 1 egg per fish).", term="Egg:"),
            B(Hatch().words + ".", term="Hatch:"),
            B(Young().words + ".", term="Young:"),
            B(
                Move().words + ", along its row or its column; empty slots may be crossed.",
                term="Move:",
            ),
            B(Retrieve().words + ".", term="Retrieve:"),
            B(Tuck().words + ".", term="Tuck:"),
            B(
                "play a fish from your hand, paying its cost and following every placement "
                f"rule, into one named place ({_place_list()}); no diver is used and its WHEN "
                "PLAYED ability happens.",
                term="Play a fish into…:",
            ),
            B(
                "put an egg on each of your fish that has none in a named place or of a named "
                f"kind, e.g. {EggOnEach('predator').words.removeprefix('put an egg on ')}.",
                term="Egg on each…:",
            ),
            B(
                f"points at the end of the game if a condition holds, e.g. {example.words}.",
                term="GAME END:",
            ),
            H2("All players"),
            P(
                "An ability marked 'all players' is used first by its owner, then by each "
                "other player in turn order, each in their own ocean, even if the owner "
                "declined. At the table each player can be asked, or always take, or always "
                "skip (set in New game and in Settings)."
            ),
        ),
    )


def _schools() -> Section:
    return Section(
        SCHOOLS,
        "Schools",
        (
            B(
                "Whenever a slot holds 3 or more young and no school, 3 of those young leave "
                "and a school token takes their place at once."
            ),
            B("A slot never holds two schools, and a school never breaks up."),
            B("A school may not enter or pass through a slot that has a school."),
            B(
                "A young moving through a slot with exactly 2 young (and no school) forms a "
                "school there and stops."
            ),
            B(
                "When a school moves away from a slot that still has 3 young, a new school "
                "forms there."
            ),
            P("Each school scores 6 points at the end of the game."),
        ),
    )


def _achievement_rows(tiles: Sequence[AchievementTile], provisional: bool) -> list[list[Cell]]:
    rows = []
    for t in tiles:
        rows.append([Cell(str(t.week)), Cell(_unit(t)), Cell(str(t.points), provisional)])
    return rows


def _achievements() -> Section:
    side_b = PROVISIONAL.achievement_tiles_b
    bonus = PROVISIONAL.side_b_bonus_points
    return Section(
        ACHIEVEMENTS,
        "Achievements",
        (
            P(
                "At the end of weeks 1, 2 and 3 every player scores that week's achievement: "
                "its points per unit times the number of units in their ocean. 'Fish' means "
                "visible fish (the top of each slot, cards and forage fish); consumed fish are "
                "not fish."
            ),
            H2("Side A (the same every game)"),
            _table(
                ("week", "achievement", "points per unit"),
                _achievement_rows([SIDE_A[w] for w in (1, 2, 3)], False),
                (0.14, 0.62, 0.24),
            ),
            note(
                "A row counts when all three of its slots hold a visible fish. Side A week 1 "
                "scores eggs and young: 1 per egg and 1 per young."
            ),
            H2("Side B (one random tile per week)", provisional=True),
            P(
                "With side B, one of six tiles is drawn at random for each of weeks 1–3. The "
                "tiles are named in the Nautoma rulebook; their points per unit are "
                "provisional."
            ),
            _table(
                ("week", "achievement", "points per unit"),
                _achievement_rows(side_b, True),
                (0.14, 0.62, 0.24),
            ),
            P(
                f"Side B bonus: the player or players with the most achievement points that "
                f"week gain {bonus} more points, only if that most is above 0.",
                provisional=True,
            ),
        ),
    )


def _week_end() -> Section:
    return Section(
        WEEK_END,
        "End of a week",
        (
            *steps(
                "Everyone scores the week's achievement (weeks 1–3).",
                "Side B only: the +3 bonus for the most achievement points (see Achievements).",
                "Everyone takes their divers back, the bottom circles of the dive sites are "
                "free again, and the first-player token passes to the next player.",
            ),
            P("After week 4 the game ends instead."),
        ),
    )


def _empty_deck() -> Section:
    return Section(
        EMPTY_DECK,
        "When the fish deck runs out",
        (
            P(
                "Shuffle all players' discard piles together into a new fish deck. If there "
                "is still nothing to draw, that draw is lost."
            ),
            P(
                "Official variant (an option in New game): before the shuffle, each player may "
                "keep 1 card in their discard pile.",
                term="Keep one card:",
            ),
        ),
    )


def _game_end() -> Section:
    return Section(
        GAME_END,
        "End of the game and scoring",
        (
            P(
                "After week 4, first use any GAME END abilities that do not give points (in any "
                "order, including for fish played during this step). Then each player scores:"
            ),
            _table(
                ("what", "points"),
                [
                    ("GAME END abilities of visible fish whose condition holds", "as printed"),
                    ("printed points of visible fish", "as printed"),
                    ("each consumed fish (cards and forage fish under others)", "1"),
                    ("each egg", "1"),
                    ("each young", "1"),
                    ("each school", "6"),
                    ("achievements of weeks 1–3 (and side B bonuses)", "as scored"),
                ],
                (0.76, 0.24),
            ),
            P(
                "Most points wins. A tie goes to the tied player with the most cards in hand; "
                "if still tied, they share the victory."
            ),
        ),
    )


def _nautoma() -> Section:
    start = {f.name: f.default for f in fields(NautomaState) if f.name in ("eggs", "young")}
    card_rows = []
    for card in PROVISIONAL.decision_cards:
        marker = {"place": "place a marker", "remove": "remove a marker", "none": "—"}[card.marker]
        if card.action == "play":
            action = "play a fish"
        else:
            action = "dive: " + ", ".join(_DIVE_STEP_WORDS[s] for s in card.dive)
        card_rows.append([Cell(card.id), Cell(marker, True), Cell(action, True)])
    diff_rows = []
    for level, rules in sorted(DIFFICULTY.items()):
        if not rules.scores_achievements:
            side = "no achievements"
        else:
            side = "stormy base values" if rules.stormy else "calm base values"
        diff_rows.append(
            [
                Cell(str(level) + (" (recommended)" if level == 2 else "")),
                Cell(side),
                Cell(str(rules.fish_points)),
                Cell(str(rules.school_points)),
                Cell("yes" if rules.weekly_bonus else "no"),
            ]
        )
    base_rows = []
    tiles_by_week = {w: [SIDE_A[w]] for w in (1, 2, 3)}
    for t in PROVISIONAL.achievement_tiles_b:
        if t.id not in {a.id for a in tiles_by_week[t.week]}:
            tiles_by_week[t.week].append(t)
    for week in (1, 2, 3):
        for t in tiles_by_week[week]:
            base_rows.append(
                [
                    Cell(str(week)),
                    Cell(_unit(t)),
                    Cell(str(CALM_BASE[t.id])),
                    Cell(str(PROVISIONAL.stormy_base[t.id]), True),
                ]
            )
    gain_words = {"egg": "1 egg", "young": "1 young"}
    return Section(
        NAUTOMA,
        "Solo: playing against Nautoma",
        (
            P(
                "Nautoma is the automatic opponent of the solo game. She has no ocean: she "
                f"collects fish, eggs, young and schools in a pile. She starts with "
                f"{start['eggs']} eggs and {start['young']} young. You take the first turn "
                "every week; then you alternate, 6 turns each."
            ),
            H2("Her turn"),
            P(
                "She turns up the next card of her decision deck and does what it says, top to "
                "bottom: first she may place or remove a marker, then she plays a fish or "
                "dives. The deck has 7 cards: at setup and after every week all 7 are "
                "shuffled, 1 is set aside unseen and the other 6 are used.",
            ),
            _table(("card", "marker", "action"), card_rows, (0.14, 0.34, 0.52)),
            note(
                "The printed decision cards are not available; this deck is provisional.",
            ),
            B(
                "she takes the top card of the fish deck into her pile. If it shows an "
                "all-players ability (whatever its trigger), you may gain that benefit once, "
                "now.",
                term="Play a fish:",
            ),
            B(
                "if she has 3 or more young, 3 of them become 1 school (once per turn).",
                term="School:",
            ),
            B(f"all her eggs become young, at most {HATCH_CAP}.", term="Hatch:"),
            B(f"she takes {EGGS_GAINED} eggs.", term="Gain eggs:"),
            H2("Markers and achievements"),
            P(
                f"Place puts one of her markers on the achievement board (at most "
                f"{MAX_MARKERS}); remove takes one off. Markers are ignored at "
                "difficulty 1 and in week 4. At the end of weeks 1–3 her quantity for the "
                "achievement is its base value plus her markers; she scores it like a player "
                "and her markers return."
            ),
            _table(
                ("week", "achievement", "calm base", "stormy base"),
                base_rows,
                (0.12, 0.52, 0.18, 0.18),
            ),
            note(
                "Calm values are printed in the Nautoma rulebook; stormy values (calm + 2) "
                "are provisional.",
            ),
            H2("When you use an all-players ability"),
            P(
                f"When you activate an IF ACTIVATED all-players ability she gains "
                f"{gain_words[PROVISIONAL.nautoma_gain_if_activated]}; when you play a fish "
                f"with a WHEN PLAYED all-players ability she gains "
                f"{gain_words[PROVISIONAL.nautoma_gain_when_played]}.",
                provisional=True,
            ),
            H2("Difficulty"),
            _table(
                ("difficulty", "her achievements", "per fish", "per school", "+3 bonus"),
                diff_rows,
                (0.22, 0.3, 0.15, 0.16, 0.17),
            ),
            note(
                "The +3 bonus for the most achievement points in a week is only in play at "
                "difficulty 5 (on both board sides); at 1–4 nobody gets it, even on side B."
            ),
            H2("Her final score"),
            P(
                "Her fish times the difficulty's points per fish, plus her schools times the "
                "points per school, plus 1 per young, plus 1 per 2 eggs (rounded down), plus "
                "her achievement points and her Ravel points. A tie goes to you."
            ),
        ),
    )


def _ravel() -> Section:
    rows = []
    for card in PROVISIONAL.ravel_cards:
        confirmed = card.id in CONFIRMED_RAVEL
        rows.append(
            [
                Cell(card.id),
                Cell(f"{card.column} column", not confirmed),
                Cell(_rows_words(card.rows), not confirmed),
            ]
        )
    return Section(
        RAVEL,
        "Ravel mode (solo option)",
        (
            P(
                "A harder solo game: choose a Ravel strength X of 2, 3 or 4. One of six Ravel "
                "cards is drawn at random; it highlights a dive site and some rows of your "
                "ocean."
            ),
            P(
                "At the end of weeks 1–3 Nautoma gains X points per fish in your highlighted "
                "dive site, minus 1 per fish in your highlighted rows, never below 0 for the "
                "week."
            ),
            _table(("card", "dive site", "rows"), rows, (0.16, 0.42, 0.42)),
            note(
                "Only R6 is the rulebook's own example; the other cards are provisional.",
            ),
        ),
    )


def _controls() -> Section:
    return Section(
        CONTROLS,
        "Keys and mouse",
        (
            B("move between buttons and fields (Shift+Tab goes back).", term="Tab, arrows:"),
            B("press the focused button, or take the focused choice.", term="Enter, Space:"),
            B(
                "change the focused setting (the small arrows on it do the same).",
                term="Left, Right:",
            ),
            B("go back, or close a window.", term="Esc:"),
            B("scroll long pages, like this one.", term="Page Up, Page Down, wheel:"),
            B("switch full screen on or off.", term="F11:"),
        ),
    )


def difficulty_line(level: int) -> str:
    """One short line saying what a Nautoma difficulty means, from the engine's table."""
    rules = DIFFICULTY[level]
    if not rules.scores_achievements:
        what = "she scores no achievements"
    elif rules.stormy:
        what = "stormy (higher) achievement values"
    else:
        what = "calm achievement values"
    line = f"{what}; her fish score {rules.fish_points}, her schools {rules.school_points}"
    if rules.weekly_bonus:
        line += "; weekly +3 bonus in play"
    prefix = {1: "Easiest", 2: "Recommended", 5: "Hardest"}.get(level)
    return f"{prefix}: {line}." if prefix else line[0].upper() + line[1:] + "."


def rules_document() -> tuple[Section, ...]:
    """The rules screen's sections, in reading order; built fresh from the engine's tables."""
    return (
        _first_turn(),
        _overview(),
        _ocean(),
        _turn(),
        _play(),
        _dive(),
        _benefits(),
        _schools(),
        _achievements(),
        _week_end(),
        _empty_deck(),
        _game_end(),
        _nautoma(),
        _ravel(),
        _controls(),
    )


def _mark(text: str, provisional: bool) -> str:
    return f"{text} {PROVISIONAL_MARK}" if provisional else text


def plain_text(sections: Sequence[Section] | None = None) -> str:
    """The document as plain text (provisional values followed by `PROVISIONAL_MARK`)."""
    out: list[str] = []
    for section in rules_document() if sections is None else sections:
        out.append(f"# {section.title}")
        for block in section.blocks:
            if isinstance(block, Table):
                out.append(" | ".join(block.header))
                for row in block.rows:
                    out.append(" | ".join(_mark(c.text, c.provisional) for c in row))
            else:
                prefix = {"h2": "## ", "bullet": "- "}.get(block.kind, "")
                if block.label and block.kind == "step":
                    prefix = block.label + " "
                term = block.term + " " if block.term else ""
                out.append(prefix + term + _mark(block.text, block.provisional))
        out.append("")
    return "\n".join(out)
