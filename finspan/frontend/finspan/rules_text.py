"""The "How to play" document: the rules in plain words, built from the engine's own values.

Owns the text of the rules screen as data: `rules_document()` returns sections of blocks
(paragraphs, bullets, numbered steps, sub-headings and tables). Every number that the engine
reads from its tables (dive-site bonuses, achievement tiles, Nautoma's difficulty table,
decision cards, base values, Ravel cards, size classes) comes from those tables, so the
screen can never disagree with the rules being played; every value that RULES.md calls
provisional carries a ``provisional`` flag that the screen shows as a tag. The text is the
project's own wording of RULES.md. The document's model lives in `rules_doc`, the solo
sections in `rules_solo`; their names are re-exported here. Sections may ask for a `Picture`,
which the rules screen draws with the game's own painters. Pure: no pygame, no drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from finspan.engine import (
    PROVISIONAL,
    SIDE_A,
    AchievementTile,
    Condition,
    Draw,
    Egg,
    EggOnEach,
    Hatch,
    Location,
    Move,
    PointsIf,
    Retrieve,
    Tuck,
    Young,
)

from .. import document
from .rules_doc import (  # noqa: F401  (the model is re-exported)
    ACHIEVEMENTS,
    BENEFITS,
    BONUS_PLACES,
    BONUS_WORDS,
    COLUMN_WORDS,
    CONFIRMED_BONUSES,
    CONFIRMED_FORAGE_PLACE,
    CONTENTS_TITLES,
    CONTROLS,
    DIVE,
    EMPTY_DECK,
    FIRST_TURN,
    GAME_END,
    H2,
    NAUTOMA,
    OCEAN,
    OVERVIEW,
    PICTURES,
    PLAY,
    PROVISIONAL_MARK,
    RAVEL,
    SCHOOLS,
    TURN,
    WEEK_END,
    B,
    Block,
    Cell,
    P,
    Picture,
    Section,
    Table,
    Text,
    note,
    steps,
    table_of,
    unit_words,
)
from .rules_solo import (  # noqa: F401  (difficulty_line is re-exported)
    controls_section,
    difficulty_line,
    nautoma_section,
    ravel_section,
)

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
            P(
                "A few numbers in these rules are not printed in the rulebooks this game "
                "follows: some dive site bonuses, side B's achievements, Nautoma's decision "
                "cards and the like. The game uses its best reading of them until the printed "
                "values are known, so they may change in a later version. They are marked "
                "like this:",
                provisional=True,
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
                "On the right, the options each start with what they do: choose one that "
                "says Play and a card's name (Play Bonefish, say), or click that card in your "
                "hand; dimmed cards cannot be played now. A cheap card with a Sunlight zone "
                "is a good start.",
                "The slots where it may go light up on your ocean. Pick one.",
                "If there is a choice of how to pay (which cards to discard, which eggs to "
                "use), you are asked. Then its WHEN PLAYED ability, if it has one, happens.",
            ),
            H2("Or dive"),
            *steps(
                "Choose an option that says Dive at a dive site (Dive at the blue dive site, "
                "say), or click a dive site's name: the blue, purple or green column of your "
                "ocean. Before you commit, pointing at it shows everything the dive would "
                "give.",
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
        column, row = COLUMN_WORDS[slot[0]], int(slot[1:])
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
            table_of(
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
            table_of(
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
            Picture(
                "play",
                "A fish played: its cost paid (here eggs from your ocean), then the card goes "
                "to a slot of its zone.",
            ),
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
            Picture(
                "dive",
                "A dive down one column: the numbers are the dive's steps in the text, the "
                "icons on the mat what each bonus gives.",
            ),
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
            table_of(("where", "blue", "purple", "green"), rows, (0.22, 0.26, 0.26, 0.26)),
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
            Picture("school", "Two young, a third arrives, and the three become a school."),
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
        rows.append([Cell(str(t.week)), Cell(unit_words(t)), Cell(str(t.points), provisional)])
    return rows


def _achievements() -> Section:
    side_b = PROVISIONAL.achievement_tiles_b
    bonus = PROVISIONAL.side_b_bonus_points
    return Section(
        ACHIEVEMENTS,
        "Achievements",
        (
            Picture(
                "achievement",
                "An ocean at a week's end and its achievement counted, as the game scored it.",
            ),
            P(
                "At the end of weeks 1, 2 and 3 every player scores that week's achievement: "
                "its points per unit times the number of units in their ocean. 'Fish' means "
                "visible fish (the top of each slot, cards and forage fish); consumed fish are "
                "not fish."
            ),
            H2("Side A (the same every game)"),
            table_of(
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
            table_of(
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
            table_of(
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



def rules_document() -> tuple[Section, ...]:
    """The rules screen's sections, in reading order; built fresh from the engine's tables,
    each with its short title for the contents (`CONTENTS_TITLES`)."""
    return tuple(replace(s, short=CONTENTS_TITLES.get(s.id, "")) for s in _sections())


def _sections() -> tuple[Section, ...]:
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
        nautoma_section(),
        ravel_section(),
        controls_section(),
    )


def plain_text(sections: Sequence[Section] | None = None) -> str:
    """The document as plain text (provisional values followed by `PROVISIONAL_MARK`)."""
    return document.plain_text(rules_document() if sections is None else sections)
