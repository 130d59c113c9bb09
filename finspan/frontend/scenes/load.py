"""Load a game: the player's saved games and replays, and the example positions and replays
shipped with the game; open one, or delete one after confirming.

Every file is listed, a broken one with its problem in one line; opening a file that turns
out to be refused shows why and loses nothing. Owns the list and its input only; reading
and checking files is `finspan.saves`' business (through `finspan.frontend.shell.saving`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pygame

from ...core.position import PositionError
from ...games import UnknownGame, load_any_position, registration
from ...saves import SaveError, SaveStore
from ...saves.paths import AUTOSAVE_BACKUP
from ..look.resources import MissingAssetError, assets_dir
from ..look.theme import UI, FontRole, shorten
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import WAKING_EVENTS, Backdrop
from ..ui.dialogs import Confirm
from ..ui.prompts import for_device, label_with_buttons

TABS = ("Saved games", "Replays", "Examples")


@dataclass(frozen=True, slots=True)
class Row:
    """One listed file: its path, what to show, and why it is broken (if it is)."""

    path: Path
    title: str
    detail: str
    kind: str  # "save", "replay", "position"
    problem: str | None = None
    deletable: bool = True
    #: Whether "Review this game" can follow it: a Finspan replay, or a finished save.
    reviewable: bool = False


def examples_dir() -> Path | None:
    """The example files shipped with the game (``saves/`` beside ``assets/``), if present."""
    try:
        folder = assets_dir().parent / "saves"
    except MissingAssetError:
        return None
    return folder if folder.is_dir() else None


def _when(entry) -> str:
    when = entry.when
    if when is None:
        return "unknown date"
    try:  # a date at the edge of the calendar cannot be moved to the local zone
        return when.astimezone().strftime("%d %b %Y, %H:%M")
    except (OverflowError, ValueError):
        return when.strftime("%d %b %Y, %H:%M UTC")


def _game_title(name: str) -> str:
    """The title of the game a file names (the name itself for a game this app lacks)."""
    try:
        return registration(name).title
    except UnknownGame:
        return name


def _has_review(name: str | None) -> bool:
    """Whether games of the game a file names have a post-game review."""
    try:
        return registration(name or "").front.get().review is not None
    except (UnknownGame, ImportError, AttributeError):  # not a game of this app, or broken
        return False


def _detail(entry) -> str:
    """The row's second line: the game, its mode, how far it went, its scores (or the
    animals left), the date."""
    if entry.broken:
        return entry.problem or "cannot be read"
    game = _game_title(entry.game or "")
    if entry.phase == "over":
        stage = "finished"
    else:  # the file's own words (an older file's week)
        stage = entry.progress or (f"week {entry.week}" if entry.week else "")
    if entry.animals_left is not None:
        points = f"{entry.animals_left} animal{'s' if entry.animals_left != 1 else ''} left"
    else:
        points = ", ".join(f"{n} {s}" for n, s in zip(entry.players, entry.scores, strict=False))
    parts = [game, entry.mode, stage, points, _when(entry)]
    return " · ".join(p for p in parts if p)


#: A seed in a file's name as older versions wrote it ("Finished game (solo, seed 42)",
#: "Solo, week 3, seed 42", "Replay of seed 42"): a number that tells the player nothing.
_SEED = re.compile(r",? ?\bseed \d+")


def shown_title(name: str) -> str:
    """A file's name as the list shows it: without a seed (an older version's names)."""
    if re.fullmatch(r"Replay of seed \d+", name.strip()):
        return "An exported replay"
    shown = _SEED.sub("", name).replace("()", "").replace(" )", ")").strip(" ,")
    return shown or name


def list_rows(store: SaveStore, tab: str) -> list[Row]:
    """The rows of one tab of ``store``, newest first; never raises."""
    rows: list[Row] = []
    if tab == "Examples":
        folder = examples_dir()
        if folder is None:
            return rows
        for path in sorted(folder.iterdir()):
            if path.suffix == ".toml":
                rows.append(
                    Row(
                        path,
                        path.stem.replace("-", " ").capitalize(),
                        "a position to play from",
                        "position",
                        deletable=False,
                    )
                )
            elif path.suffix == ".json":
                rows.append(
                    Row(
                        path,
                        path.stem.replace("-", " ").capitalize(),
                        "a replay to watch",
                        "replay",
                        deletable=False,
                        reviewable=True,
                    )
                )
        return rows
    entries = store.list_saves() if tab == "Saved games" else store.list_replays()
    for e in entries:
        if e.path.name == AUTOSAVE_BACKUP:
            continue  # the autosave's backup: Continue's safety net, not a save of its own
        kind = "replay" if tab == "Replays" else "save"
        title = shown_title(e.name) if e.name else e.file_name
        if e.kind == "autosave":
            title = "Autosave (what Continue resumes)"
        reviewable = _has_review(e.game) and (kind == "replay" or e.phase == "over")
        rows.append(Row(e.path, title, _detail(e), kind, e.problem, reviewable=reviewable))
    return rows


class LoadScene(Scene):
    """The player's saved games, replays and the shipped examples, a tab each: Left/Right or
    Tab switch tabs, Up/Down or the wheel choose a row, Enter (or a second click) opens it,
    R (a controller's North) reviews a replay or a finished game ("Review this game"),
    Delete (a controller's West) deletes it after asking, Esc goes back. Open, Review and
    Delete are shown greyed when they cannot act."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app)
        self.tab = 0
        self.rows: list[Row] = []
        self.selected = 0
        self.scroll = 0
        self.visible_rows = 0  # how many rows the list shows (`_layout`)
        self.message = ""
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.tab_rects: list[pygame.Rect] = []
        self.button_rects: dict[str, pygame.Rect] = {}
        self.refresh()

    def refresh(self) -> None:
        self.rows = list_rows(self.app.saves.store(), TABS[self.tab])
        self.selected = min(self.selected, max(0, len(self.rows) - 1))
        self._layout()

    @property
    def can_open(self) -> bool:
        """Whether Open has something to open: a row, and not a broken file."""
        return bool(self.rows) and not self.rows[self.selected].problem

    @property
    def can_review(self) -> bool:
        return self.can_open and self.rows[self.selected].reviewable

    @property
    def can_delete(self) -> bool:
        return bool(self.rows) and self.rows[self.selected].deletable

    # --- Actions -----------------------------------------------------------------------------

    def open_selected(self) -> None:
        if not self.rows:
            return
        row = self.rows[self.selected]
        if row.problem:
            self.message = f"{row.path.name}: {row.problem}"
            return
        if row.kind == "save":
            problem = self.app.nav.open_save(row.path)
            if problem:
                self.message = problem
        elif row.kind == "replay":
            try:
                replay = self.app.saves.store().load_replay(row.path)
            except SaveError as exc:
                self.message = str(exc)
                return
            self.app.nav.open_replay(replay)
        else:
            try:
                game = load_any_position(row.path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as exc:
                self.message = f"{row.path.name}: {exc}"
                return
            except PositionError as exc:
                self.message = f"{row.path.name}: {exc}"
                return
            self.app.nav.open_table(game)

    def notice(self, text: str, seconds: float = 3.0) -> None:
        """What the navigator tells this screen: shown beside the buttons."""
        self.message = text

    def review_selected(self) -> None:
        """"Review this game" for the selected replay or finished save."""
        if not self.can_review:
            return
        try:
            replay = self.app.saves.store().load_replay(self.rows[self.selected].path)
        except SaveError as exc:
            self.message = str(exc)
            return
        self.app.nav.open_review(replay)

    def delete_selected(self) -> None:
        """Ask first (the shared confirm dialog), then delete the selected file."""
        if self.can_delete:
            row = self.rows[self.selected]
            self.app.push(Confirm(
                self.app, f"Delete “{row.title}”?", "The file is removed for good.",
                lambda yes: self._confirmed(row, yes), yes="Delete (Y)", no="Keep it (N)",
            ))  # fmt: skip

    def _confirmed(self, row: Row, yes: bool) -> None:
        if not yes:
            return
        try:
            if row.kind == "save":
                self.app.saves.store().delete(row.path.name)
            else:
                self.app.saves.store().delete_replay(row.path.name)
            self.message = f"Deleted {row.title}."
        except SaveError as exc:
            self.message = str(exc)
        self.refresh()

    # --- Input -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)

    @property
    def animating(self) -> bool:
        return self.backdrop.moving

    def resume(self) -> None:
        self.refresh()  # a file may have been deleted, or a game finished and its replay kept

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self._handle(event)
        self._layout()  # the selection, the tab or the files may have changed
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        if event.type in WAKING_EVENTS:
            self.backdrop.wake()
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.app.pop()
            elif k in (pygame.K_DOWN, pygame.K_UP):
                if self.rows:
                    self.selected = (self.selected + (1 if k == pygame.K_DOWN else -1)) % len(
                        self.rows
                    )
            elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = (
                    -1 if k == pygame.K_LEFT or getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
                )
                self.tab = (self.tab + step) % len(TABS)
                self.selected = 0
                self.message = ""
                self.refresh()
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open_selected()
            elif k in (pygame.K_DELETE, pygame.K_BACKSPACE) or (
                k == pygame.K_h and getattr(event, "pad", False)
            ):
                self.delete_selected()  # Delete; a controller's West (X / square)
            elif k == pygame.K_r or (k == pygame.K_e and getattr(event, "pad", False)):
                self.review_selected()  # R; a controller's North (Y / triangle)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.tab_rects):
                if rect.collidepoint(event.pos):
                    self.tab, self.selected, self.message = i, 0, ""
                    self.refresh()
                    return True
            for i, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    if i == self.selected:
                        self.open_selected()  # a second click opens
                    self.selected = i
                    return True
            actions = {"open": (self.can_open, self.open_selected),
                       "review": (self.can_review, self.review_selected),
                       "delete": (self.can_delete, self.delete_selected),
                       "back": (True, self.app.pop)}  # fmt: skip
            for name, rect in self.button_rects.items():
                if rect.collidepoint(event.pos):
                    enabled, action = actions[name]
                    if enabled:
                        action()
                    return True
            return True
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.selected = max(0, min(len(self.rows) - 1, self.selected - event.y))
            return True
        return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)

    # --- Layout ------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._layout()

    def _layout(self) -> None:
        """Where the tabs, the shown rows (scrolled to keep the selection in view) and the
        buttons go; drawing only reads these."""
        t = self.app.theme
        w, h = self.size
        pad = t.px(28)
        y = t.px(18) + t.font(FontRole.TITLE).get_linesize() + t.px(6)
        face = t.font(FontRole.BODY_BOLD)
        self.tab_rects = []
        x = pad
        for name in TABS:
            rect = pygame.Rect((x, y), face.size(name)).inflate(t.px(24), t.px(10))
            rect.topleft = (x, y)
            self.tab_rects.append(rect)
            x = rect.right + t.px(10)
        y += self.tab_rects[0].h + t.px(14)
        button_h = max(t.px(44), face.get_linesize() + t.px(10))
        buttons_y = h - t.px(26) - button_h
        row_h = max(t.px(58), face.get_linesize() + t.font(FontRole.SMALL).get_linesize()
                    + t.px(14))  # fmt: skip
        visible = max(1, (buttons_y - t.px(16) - y) // row_h)
        self.scroll = max(0, min(self.scroll, max(0, len(self.rows) - visible)))
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + visible:
            self.scroll = self.selected - visible + 1
        self.rows_top = y
        self.visible_rows = visible
        self.row_rects = [
            (i, pygame.Rect(pad, y + (i - self.scroll) * row_h, w - 2 * pad, row_h - t.px(6)))
            for i in range(self.scroll, min(len(self.rows), self.scroll + visible))
        ]
        self.button_rects = {}
        x = pad
        for name, label in BUTTONS:
            rect = pygame.Rect(x, buttons_y, max(t.px(170), face.size(label)[0] + t.px(24)),
                               button_h)  # fmt: skip
            self.button_rects[name] = rect
            x = rect.right + t.px(14)

    # --- Drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w = surface.get_width()
        self.backdrop.draw(surface)
        pad = t.px(28)
        surface.blit(t.text("Load a game", FontRole.TITLE, UI["text"]), (pad, t.px(18)))
        for i, (name, rect) in enumerate(zip(TABS, self.tab_rects, strict=True)):
            chosen = i == self.tab
            pygame.draw.rect(surface, UI["button_active"] if chosen else UI["button"], rect,
                             border_radius=t.px(6))  # fmt: skip
            if chosen:
                pygame.draw.rect(surface, UI["focus"], rect, 2, border_radius=t.px(6))
            img = t.text(name, FontRole.BODY_BOLD, UI["text"] if chosen else UI["text_dim"])
            surface.blit(img, img.get_rect(center=rect.center))
        if not self.rows:
            empty = EMPTY[TABS[self.tab]]
            img = t.text(empty, FontRole.BODY, UI["text_dim"], wraplength=w - 2 * pad)
            surface.blit(img, (pad, self.rows_top))
        small, bold = t.font(FontRole.SMALL), t.font(FontRole.BODY_BOLD)
        for i, rect in self.row_rects:
            row = self.rows[i]
            pygame.draw.rect(surface, UI["button_active"] if i == self.selected else UI["panel"],
                             rect, border_radius=t.px(8))  # fmt: skip
            if i == self.selected:
                pygame.draw.rect(surface, UI["focus"], rect, 2, border_radius=t.px(8))
            room = rect.w - 2 * t.px(12)
            colour = UI["danger"] if row.problem else UI["text"]
            title = t.text(shorten(row.title, bold, room), FontRole.BODY_BOLD, colour)
            surface.blit(title, (rect.x + t.px(12), rect.y + t.px(5)))
            detail = shorten(row.problem or row.detail, small, room)
            ink = UI["danger"] if row.problem else UI["text_dim"]
            surface.blit(t.text(detail, FontRole.SMALL, ink),
                         (rect.x + t.px(12), rect.y + t.px(5) + bold.get_linesize()))  # fmt: skip
        if 0 < self.visible_rows < len(self.rows):  # the cue that more rows are scrolled away
            first = self.scroll + 1
            last = min(len(self.rows), self.scroll + self.visible_rows)
            cue = for_device(f"{first}–{last} of {len(self.rows)} · scroll or Up/Down", t)
            img = t.text(cue, FontRole.SMALL, UI["text_dim"])
            tabs = self.tab_rects[-1]
            if tabs.right + t.px(16) + img.get_width() > w - pad:  # no room beside the tabs
                cue = f"{first}–{last} of {len(self.rows)}"
                img = t.text(cue, FontRole.SMALL, UI["text_dim"])
            surface.blit(img, img.get_rect(midright=(w - pad, tabs.centery)))
        enabled = {"open": self.can_open, "review": self.can_review,
                   "delete": self.can_delete, "back": True}  # fmt: skip
        for name, label in BUTTONS:
            rect = self.button_rects[name]
            pygame.draw.rect(surface, UI["button"], rect, border_radius=t.px(8))
            ink = UI["text"] if enabled[name] else UI["text_dim"]
            img = label_with_buttons(label, FontRole.BODY_BOLD, ink, t)
            surface.blit(img, img.get_rect(center=rect.center))
        if self.message:
            x = self.button_rects["back"].right + t.px(24)
            words = shorten(self.message, small, w - x - pad)
            img = t.text(words, FontRole.SMALL, UI["focus"])
            surface.blit(img, img.get_rect(midleft=(x, self.button_rects["back"].centery)))


BUTTONS = (("open", "Open (Enter)"), ("review", "Review (R)"), ("delete", "Delete (Del)"),
           ("back", "Back (Esc)"))  # fmt: skip
#: What an empty tab says.
EMPTY = {
    "Saved games": "No saved games yet: save from the table's menu (Esc).",
    "Replays": "No replays yet: every finished game's replay is kept here by itself.",
    "Examples": "No example files were found.",
}
