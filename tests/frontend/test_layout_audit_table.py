"""The layout audit's rules for the table's screens (the table, the guided first turn, the end
of a week, a computer's steps, Nautoma's turn, the replay viewer), at every window size from
1280x720 to 2560x1440 and every text size:

(b) no two controls or text boxes overlap (the rows of the option list in every scroll
    position included), and no text lies partly under a control or hidden beneath one;
(c) the least a player must see: the whole prompt, at least 3 options, at least 3 whole
    messages of the game log, the guide's whole text (and why Next waits, when it does), the
    end of a week's rows uncut;
(d) a help (a tooltip on hover, a card's zoom) never covers the focused option nor what it
    is about;
(e) the number shown beside an option is the key that chooses it, and stays its number
    while the list scrolls.

The records are those of `audit` (tests/frontend/audit.py); the scenes are the layout audit's
(test_layout_audit.py) and a few more.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import CATALOG, Setup
from finspan.frontend.art.card_help import card_tooltip, words_tooltip
from finspan.frontend.finspan import computer_view, input as table_input
from finspan.frontend.finspan.choosing import prompt_text, skip_index
from finspan.frontend.finspan.hits import HandHit
from finspan.frontend.finspan.tabletop import Tabletop
from finspan.frontend.finspan.tips import anchor_of, zoom_for
from finspan.frontend.look.theme import FontRole, wrap
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings

from . import audit
from .test_layout_audit import PRESENT, SCALES, SIZES, TABLE, _guided, _table_when

#: Lines of the game log that must show at the table (fewer when the log has fewer).
LOG_LINES = 3
#: Options that must show (fewer when the decision has fewer).
OPTIONS = 3


def _guide_at(step: int) -> Callable[[App], None]:
    """The guided first turn at ``step`` (0-based): earlier steps passed with Next."""

    def build(app: App) -> None:
        _guided(app)
        guide = app.stack.top.guide
        table = app.stack.top.table
        guide.index = step
        guide.start = len(table.game.history)
        app.stack.top.resume()

    return build


def _replay(app: App) -> None:
    """The replay viewer a few dozen steps into a solo game."""
    from finspan.engine import Game, Rng, greedy_policy
    from finspan.frontend.finspan.replay import ReplayScene

    game, rng = Game(Setup.solo_game(3, ravel=3), 4), Rng(4)
    for _ in range(60):
        game.apply(greedy_policy(game, rng))
    store = app.saves.store()
    viewer = ReplayScene(app, store.load_replay(store.export_replay(game)))
    app.nav.show_title()
    app.push(viewer)
    for _ in range(12):
        viewer.forward()
        viewer.skip_animations()


def _longest(seed: int, start: str) -> Callable[[App], None]:
    """A solo table (difficulty 3, Ravel) at the person's first prompt starting ``start``
    that is at least 190 letters long (a fish with several benefits)."""
    return _table_when(
        Setup.solo_game(3, ravel=3), seed,
        lambda g: g.decision is not None and not g.players[g.decision.player].is_nautoma
        and g.decision.question.startswith(start) and len(g.decision.question) >= 190,
    )  # fmt: skip


def _week_counted(app: App) -> None:
    """The end of week 1 of a solo game with the Ravel card, counted to its end."""
    PRESENT["week-end-solo-ravel"](app)
    app.stack.top.skip()


SCENES: dict[str, Callable[[App], None]] = {
    "table-solo-ravel": TABLE["table-solo-ravel"],
    "table-3-players-many-options": TABLE["table-3-players-many-options"],
    "table-solo-gift": TABLE["table-solo-gift"],
    "table-several-benefits": _longest(10, "Patagonian Toothfish"),
    "table-longest-prompt": _longest(14, "Diamond Stingray"),
    **{f"guide-step-{n + 1}": _guide_at(n) for n in range(5)},
    "table-computer-step": TABLE["table-computer-step"],
    "table-computer-thinking": TABLE["table-computer-thinking"],
    "table-hint": TABLE["table-hint"],
    "table-nautoma-fish": TABLE["table-nautoma-fish"],
    "week-end-solo-ravel": _week_counted,
    "replay": _replay,
}


def _table_of(app: App):
    """The scene of the stack that holds a `Tabletop` (the table or the replay viewer)."""
    for scene in reversed(app.stack.scenes):
        if isinstance(getattr(scene, "top", None), Tabletop):
            return scene
    raise AssertionError("no table on the stack")


def _guide_of(app: App):
    return next((s for s in app.stack.scenes if type(s).__name__ == "GuideScene"), None)


def _turn_shown(table) -> bool:
    return hasattr(table, "computers") and computer_view.turn_shown(table)


def _person_decides(table) -> bool:
    """The option list is the panel's (a person's decision, no computer's steps over it)."""
    return bool(table.top.options) and not _turn_shown(table)


def controls(app: App) -> list[tuple[str, pygame.Rect]]:
    """What can be clicked or read as a box on the table's screens now, by name."""
    scene = app.stack.top
    if type(scene).__name__ == "WeekEndScene":
        return [("button: start the week", scene.button)]
    table = _table_of(app)
    lay = table.layout
    out = [(f"button: {name}", r) for name, r in lay.buttons.items()]
    if _turn_shown(table):
        out.append(("the computer's turn", lay.rects["panel"]))
    else:
        out += [(f"option row {k + 1}", r) for k, r in lay.options]
    hovered = table.choosing.hover
    for card, r in lay.hand:
        if isinstance(hovered, HandHit) and hovered.card == card and not table.top.busy:
            r = lay.raised_rect(card, table.theme)  # the card under the mouse stands raised
        out.append((f"hand card {card}", r))
    if lay.playing is not None and table.game.decision is not None and not table.top.busy:
        out.append(("the card being played", lay.playing))
    seat = table.top.view.players[table.choosing.shown_seat]
    if not (seat.nautoma or table.choosing.pile_open or table.top.busy):  # (covered then)
        out += [(f"bonus {c}/{place}", r) for (c, place), r in lay.ocean.bonus.items()]
    box = computer_view.status_box(table) if hasattr(table, "computers") else None
    if box is not None:
        out.append(("the computer's status", box))
    guide = _guide_of(app)
    if guide is not None and guide.box is not None:
        out.append(("guide", guide.box.box))
        out += [(f"guide: {name}", r) for name, r in guide.box.buttons.items()]
        if "next" not in guide.box.buttons:
            out.append(("guide: next (waiting)", guide.box.next_rect))
    for name, r in getattr(table, "buttons", {}).items():  # the replay viewer's
        out.append((f"replay: {name}", r))
    return out


def replaced(app: App) -> list[pygame.Rect]:
    """What a box drawn over the table replaces: the log under the guide's box, the
    decision panel under a computer's turn, the table under the end of a week."""
    if type(app.stack.top).__name__ == "WeekEndScene":
        return [pygame.Rect(0, 0, 10**5, 10**5)]
    table, out = _table_of(app), []
    guide = _guide_of(app)
    if guide is not None and guide.box is not None:
        out.append(table.layout.rects["log"])
    if _turn_shown(table):
        out.append(table.layout.rects["panel"])
    status = computer_view.status_box(table) if hasattr(table, "computers") else None
    if status is not None:  # the status line's words, again with the thinking bubbles
        out.append(status)
    return out


def _draw(app: App, size: tuple[int, int]) -> audit.Records:
    for scene in app.stack.scenes:
        if isinstance(getattr(scene, "top", None), Tabletop):
            scene.top.version += 1  # drawn whole again
    surface = audit.RecordingSurface(size)
    app.stack.draw(surface)
    return surface.records


def _rows(table) -> tuple[list[tuple[int, pygame.Rect]], int | None]:
    options = table.top.options
    skip = skip_index(options)
    return [(k, r) for k, r in table.layout.options if k != skip], skip


def _scroll_positions(table) -> list[int]:
    """Every first row the option list can show (0 only, when all fit)."""
    rows, skip = _rows(table)
    listed = len(table.top.options) - (skip is not None)
    return list(range(0, max(0, listed - len(rows)) + 1)) if rows else [0]


def _scroll_to(table, first: int) -> None:
    c = table.choosing
    c.list_scroll, c.focus = first, first
    table.relayout()


# --- (c) the least a player must see ---------------------------------------------------------


def minimum_content(app: App, records: audit.Records) -> list[str]:
    scene = app.stack.top
    if type(scene).__name__ == "WeekEndScene":
        cut = [t.words for t in audit.visible_texts(records, scene.panel) if "…" in t.words]
        return [f"cut at the end of the week: {w!r}" for w in cut]
    table = _table_of(app)
    lay, out = table.layout, []
    guide = _guide_of(app)
    if _person_decides(table):
        panel = lay.rects["panel"]
        first = min((r.y for _, r in lay.options), default=panel.bottom)
        head = audit.visible_texts(records, pygame.Rect(panel.x, panel.y, panel.w, first - panel.y))
        missing = audit.whole_words_missing(prompt_text(table.game), head)
        if missing:
            out.append(f"the prompt is not whole: {missing}")
        wanted = min(OPTIONS, len(table.top.options))
        if len(lay.options) < wanted:
            out.append(f"{len(lay.options)} options shown, fewer than {wanted}")
    if guide is None:
        out += _log_problems(table, records)
    elif guide.box is not None:
        step = guide.guide.step
        texts = audit.visible_texts(records, guide.box.box)
        for words in (step.title, step.words):
            missing = audit.whole_words_missing(words, texts)
            if missing:
                out.append(f"the guide's text is not whole: {missing}")
        if "next" not in guide.box.buttons:
            labels = {"Next (N)", "Skip guide (X)", "Read more"}
            said = " ".join(t.words for t in texts if t.words not in labels)
            known = f"Guide {guide.guide.index + 1}/5: {step.title} {step.words}"
            if len(" ".join(said.split())) <= len(" ".join(known.split())):
                out.append("Next waits and nothing in the guide's box says why")
    return out


def _log_problems(table, records: audit.Records) -> list[str]:
    """At least `LOG_LINES` lines of the log (all it holds, if fewer), each message from its
    first word: the newest whole, only the oldest shown may be its beginning, with "…"."""
    box = table.layout.rects["log"]
    texts = audit.visible_texts(records, box)
    messages = [words.split() for words, _ in table.choosing.log]
    if not messages:
        return []
    wanted = min(LOG_LINES, sum(len(wrap(" ".join(m), table.theme.font(FontRole.SMALL),
                                         box.w - table.theme.px(16))) for m in messages))
    out = [] if len(texts) >= wanted else [f"the log shows {len(texts)} lines, not {wanted}"]
    rest = audit.words_shown(texts).split()
    for newest, message in enumerate(reversed(messages)):
        if not rest:
            break
        if rest[-len(message) :] == message:
            rest = rest[: -len(message)]
            continue
        head = " ".join(rest)
        if not newest or not head.endswith("…") or not " ".join(message).startswith(head[:-1]):
            out.append(f"the log shows {head!r}, not whole messages from their first word")
        rest = []
    return out


# --- (d) helps never cover the focused option ------------------------------------------------


def _hover_points(table) -> list[tuple[int, int]]:
    lay = table.layout
    rects = [r for r in lay.ocean.bonus.values()] + list(lay.ocean.header)
    rects += [r for _, _, r in lay.tokens] + [r for _, r in lay.scores]
    rects += [r for _, r in lay.seat_lines] + [r for _, r in lay.standings]
    rects += [r for r in (lay.deck, lay.diver, lay.achievements, lay.buttons.get("discard"))
              if r is not None]  # fmt: skip
    if lay.nautoma_box is not None:
        rects += [r for _, r in lay.nautoma_box.parts]
    return [r.center for r in rects]


def helps_cover(app: App, size: tuple[int, int]) -> list[str]:
    """(d) Every help the table shows on hover leaves the focused option and what it is
    about in sight."""
    table = _table_of(app)
    if not _person_decides(table):
        return []
    c, lay = table.choosing, table.layout
    focused = next((r for k, r in lay.options if k == c.focus), None)
    out = []
    for zoom in _resting_on(table, _hover_points(table)):
        if not (zoom.title or zoom.lines):
            continue
        tip = words_tooltip(zoom.title, zoom.lines, zoom.anchor, pygame.Rect((0, 0), size),
                            app.theme).rect  # fmt: skip
        about = anchor_of(table.top.frame(lay), c.hover)
        for name, r in (("the focused option", focused), ("what it is about", about)):
            if r is not None and r.w > 1 and audit._meets(tip, r):
                out.append(f"the help {zoom.title!r} at {tuple(tip)} covers {name} at "
                           f"{tuple(r)}")  # fmt: skip
    return out


def _resting_on(table, points: list[tuple[int, int]]):
    """The zoom the table would show with the mouse resting long on each of ``points``
    (where it shows one); the table's pointer is put back afterwards."""
    c, lay = table.choosing, table.layout
    saved = (c.mouse, c.hover, c.hover_age)
    try:
        for point in points:
            c.mouse, c.hover, c.hover_age = point, lay.hit(point, c.pile_open), 5.0
            zoom = zoom_for(table.top.frame(lay))
            if zoom is not None:
                yield zoom
    finally:
        c.mouse, c.hover, c.hover_age = saved


def _card_points(table) -> list[tuple[int, int]]:
    """Where the mouse rests on a card of the table: each card of the hand, each fish on the
    ocean, each of Nautoma's fish."""
    lay, view = table.layout, table.top.view
    rects = [r for _, r in lay.hand]
    ocean = view.players[table.choosing.shown_seat].ocean
    rects += [r for slot, r in enumerate(lay.ocean.slots) if ocean[slot].fish]
    if lay.nautoma_box is not None:
        rects += [r for _, r in lay.nautoma_box.fish]
    return [r.center for r in rects]


def zooms_cover(app: App, size: tuple[int, int]) -> list[str]:
    """(d) The zoom of every card of the table (a large card with its explanation) leaves
    the focused option and the card it is about in sight."""
    table = _table_of(app)
    if not _person_decides(table):
        return []
    c, lay = table.choosing, table.layout
    focused = next((r for k, r in lay.options if k == c.focus), None)
    out = []
    for zoom in _resting_on(table, _card_points(table)):
        if zoom.card is None:
            continue
        tip = card_tooltip(CATALOG.by_number[zoom.card], zoom.anchor,
                           pygame.Rect((0, 0), size), app.theme, zoom.keep_clear,
                           zoom.note).rect  # fmt: skip
        about = zoom.anchor
        if isinstance(c.hover, HandHit):  # the card under the mouse rises
            about = about.union(lay.raised_rect(c.hover.card, app.theme) or about)
        for name, r in (("the focused option", focused), ("the card it is about", about)):
            if r is not None and audit._meets(tip, r):
                out.append(f"the zoom of {CATALOG.by_number[zoom.card].name} at {tuple(tip)}"
                           f" covers {name} at {tuple(r)}")  # fmt: skip
    return out


def _raised(app: App, size: tuple[int, int]) -> list[str]:
    """(b) with the mouse resting on each card of the hand (raised, its zoom not open yet)."""
    table = _table_of(app)
    c, out = table.choosing, []
    if table.top.busy or _guide_of(app) is not None:
        return out
    for card, r in table.layout.hand:
        c.mouse, c.hover, c.hover_age = r.center, HandHit(card), 0.0
        records = _draw(app, size)  # (the raised card replaces its picture at rest)
        out += audit.controls_overlap(records, controls(app), [*replaced(app), r])
    c.mouse, c.hover = (-1, -1), None
    return out


# --- (e) the key shown beside an option chooses it -------------------------------------------


def keys_shown(table, records: audit.Records) -> dict[int, str]:
    """The key drawn at the start of each option row, by option index ("" for none)."""
    out = {}
    for k, r in table.layout.options:
        texts = audit.visible_texts(records, r)
        words = audit.words_shown(texts).split()
        out[k] = words[0] if words and words[0].isdigit() else ""
    return out


def key_problems(table, shown: dict[int, str], before: dict[int, str]) -> list[str]:
    options, out = table.top.options, []
    chosen: list = []
    table.choose = lambda option, **kw: chosen.append(option)
    try:
        for k, key in shown.items():
            if key and before.setdefault(k, key) != key:
                out.append(f"option {options[k]} shows key {key} after scrolling, "
                           f"{before[k]} before")  # fmt: skip
            if not key:
                continue
            chosen.clear()
            code = pygame.K_0 + int(key)
            table_input.key(table, pygame.event.Event(pygame.KEYDOWN, key=code, mod=0))
            if chosen != [options[k]]:
                got = chosen[0] if chosen else "nothing"
                out.append(f"key {key} beside {options[k]} chooses {got}")
    finally:
        del table.choose
    return out


# --- The audit ---------------------------------------------------------------------------------


def audit_table(name: str, size: tuple[int, int], scale: float) -> list[str]:
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
              headless=True)  # fmt: skip
    try:
        with audit.recording():
            SCENES[name](app)
            app.theme.window_height = size[1]
            app.stack.resize(size)
            records = _draw(app, size)
            found = audit.controls_overlap(records, controls(app), replaced(app))
            found += minimum_content(app, records)
            if type(app.stack.top).__name__ == "WeekEndScene":
                return found
            found += helps_cover(app, size)
            found += zooms_cover(app, size)
            table = _table_of(app)
            found += [f"a card raised under the mouse: {p}" for p in _raised(app, size)]
            if not _person_decides(table):
                return found
            before: dict[int, str] = {}
            for first in _scroll_positions(table):
                _scroll_to(table, first)
                records = _draw(app, size)
                seen = key_problems(table, keys_shown(table, records), before)
                if first:  # (the first position is audited above)
                    seen += audit.controls_overlap(records, controls(app), replaced(app))
                found += [f"scrolled to {first}: {p}" for p in seen]
            return found
    finally:
        pygame.display.quit()


CASES = [(name, f"{w}x{h}", scale) for name in SCENES for w, h in SIZES for scale in SCALES]


@pytest.mark.parametrize(("name", "window", "scale"), CASES)
def test_at_the_table_controls_stay_apart_and_whole_and_keys_mean_what_they_show(
    name, window, scale
):
    size = tuple(int(n) for n in window.split("x"))
    found = audit_table(name, size, scale)
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)


def test_the_table_rules_see_overlapping_rows_a_cut_prompt_and_a_key_that_lies():
    """The rules themselves: rows drawn over each other and a text under a button are
    overlaps; a prompt with its end missing is not whole."""
    records = audit.Records()
    records.items.append(audit.Text("1  Egg on Bonefish", pygame.Rect(10, 100, 200, 20)))
    records.hidden.append(audit.Text("0  Skip the rest", pygame.Rect(10, 110, 150, 20)))
    rows = [("option row 1", pygame.Rect(5, 95, 300, 30)), ("option row 2",
            pygame.Rect(5, 105, 300, 30))]  # fmt: skip
    found = audit.controls_overlap(records, rows)
    assert any("overlaps option row 2" in f for f in found)
    assert any("hidden under" in f for f in found)
    texts = [audit.Text("Pilotfish: take any card", pygame.Rect(0, 0, 10, 10))]
    assert audit.whole_words_missing("Pilotfish: take any card from your pile", texts)
    assert not audit.whole_words_missing("Pilotfish: take any card", texts)
