"""The solo sections of "How to play": Nautoma, Ravel mode, the controls, and the one-line
summary of each Nautoma difficulty (`difficulty_line`, also used by New game). Built from the
engine's tables like the rest of the document (see `rules_text`). Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import fields

from finspan.engine import (
    CALM_BASE,
    DIFFICULTY,
    EGGS_GAINED,
    HATCH_CAP,
    MAX_MARKERS,
    PROVISIONAL,
    SIDE_A,
    NautomaState,
)

from .rules_doc import (
    CONFIRMED_RAVEL,
    CONTROLS,
    DIVE_STEP_WORDS,
    H2,
    NAUTOMA,
    RAVEL,
    B,
    Cell,
    P,
    Picture,
    Section,
    note,
    rows_words,
    table_of,
    unit_words,
)


def nautoma_section() -> Section:
    start = {f.name: f.default for f in fields(NautomaState) if f.name in ("eggs", "young")}
    card_rows = []
    for card in PROVISIONAL.decision_cards:
        marker = {"place": "place a marker", "remove": "remove a marker", "none": "—"}[card.marker]
        if card.action == "play":
            action = "play a fish"
        else:
            action = "dive: " + ", ".join(DIVE_STEP_WORDS[s] for s in card.dive)
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
                    Cell(unit_words(t)),
                    Cell(str(CALM_BASE[t.id])),
                    Cell(str(PROVISIONAL.stormy_base[t.id]), True),
                ]
            )
    gain_words = {"egg": "1 egg", "young": "1 young"}
    return Section(
        NAUTOMA,
        "Solo: playing against Nautoma",
        (
            Picture(
                "nautoma",
                "Two of her decision cards: the marker step, then a fish played or the steps "
                "of her dive.",
                provisional=True,
            ),
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
            table_of(("card", "marker", "action"), card_rows, (0.14, 0.34, 0.52)),
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
            table_of(
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
            table_of(
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


def ravel_section() -> Section:
    rows = []
    for card in PROVISIONAL.ravel_cards:
        confirmed = card.id in CONFIRMED_RAVEL
        rows.append(
            [
                Cell(card.id),
                Cell(f"{card.column} column", not confirmed),
                Cell(rows_words(card.rows), not confirmed),
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
            table_of(("card", "dive site", "rows"), rows, (0.16, 0.42, 0.42)),
            note(
                "Only R6 is the rulebook's own example; the other cards are provisional.",
            ),
        ),
    )


def controls_section() -> Section:
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


