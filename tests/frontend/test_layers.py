"""The frontend's folders are layers, and imports only go the allowed way.

Why: a newcomer should see from the tree which room draws, which decides and which only
talks to the engine, and the tree should not lie. So painters (`art/`) and interface pieces
(`ui/`) never reach up into screens (`scenes/`, the kit, a game's folder) or into the
shell's navigation;
painters draw with the theme alone, never with widgets or dialogs; the shell's services
(saving, settings, sound, assets, the scene stack) never open a screen; and every part of the
frontend talks to the rules only through `finspan.engine`'s front door, never one of its
modules. `test_import_graph` forbids loops; this test forbids imports against the direction.

Imports inside functions count (an import moved into a function is still an import), and so
do imports only for the type checker (``if TYPE_CHECKING:``): a type from a higher layer is a
dependency on it. No module is excepted by name. The roof (`finspan.app`: the navigator that
knows every scene, the command line's way in, autoplay) sits above the whole frontend and
nothing in the frontend imports it. A package's ``__init__`` holds only
its docstring, so importing a module through its package (``from ..look import theme``) counts
as importing the module.
"""

from __future__ import annotations

import ast
from pathlib import Path

import finspan.engine
import finspan.frontend

ROOT = Path(finspan.frontend.__file__).parent
PACKAGE = "finspan.frontend"
ENGINE = "finspan.engine"
ENGINE_MODULES = {p.stem for p in Path(finspan.engine.__file__).parent.glob("*.py")} - {"__init__"}

#: Which layer a module belongs to: the longest matching prefix (below finspan.frontend) wins.
LAYER_OF: dict[str, str] = {
    "look": "theme",  # the floor: colours, fonts, text and where the assets lie
    "ui.words": "theme",  # the grammar of seat names: pure strings
    "shell": "services",  # saving, settings, sound, the scene stack, the computers' worker
    "shell.app": "loop",  # the window and the main loop (knows no scene: the roof wires it)
    "art": "art",  # painters: fish, icons, cards, ocean mats, the animals of the net
    "ui": "widgets",  # widgets, lists, dialogs, charts and other shared interface pieces
    "": "loose",  # modules directly in finspan/frontend/ (animations, the rules' document)
    "kit": "kit",  # the table kit: what every game's table shares
    "scenes": "scenes",  # the game-neutral screens: title, load, settings, statistics, ...
    "finspan": "finspan",  # Finspan's rooms: its table and the screens around it
    "flip": "flip",  # Fish'n'Flip's rooms
    "puzzles": "puzzles",  # the Puzzles room and the game of the day, for every game
}

#: The allowed direction, written down once: a layer may import only the layers listed for
#: it (and the engine's front door). Read bottom-up: the theme is the floor; the kit and the
#: game-neutral screens stand side by side (neither imports the other); each game stands on
#: both and never on another game; the Puzzles room stands on both too, beside the games,
#: and reaches a game only through its registration (no game imports it, nor it a game).
_ALLOWED_WORDS = {
    "theme": "theme",
    "services": "services theme",
    "loop": "loop services theme art",
    "art": "art theme",
    "widgets": "widgets theme art services",
    "loose": "loose theme art widgets services",
    "kit": "kit loose theme art widgets services",
    "scenes": "scenes loose theme art widgets services",
    "finspan": "finspan kit scenes loose theme art widgets services",
    "flip": "flip kit scenes loose theme art widgets services",
    "puzzles": "puzzles kit scenes loose theme art widgets services",
}
ALLOWED: dict[str, set[str]] = {
    layer: set(words.split()) for layer, words in _ALLOWED_WORDS.items()
}
#: The games' folders.
GAME_LAYERS = ("finspan", "flip")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _targets(path: Path) -> list[tuple[int, str]]:
    """(line, absolute name) for every module or name the file imports (see `_targets_of`)."""
    return _targets_of(
        path.read_text(encoding="utf-8"), _module_name(path), path.name == "__init__.py"
    )


def _targets_of(source: str, name: str, is_package: bool) -> list[tuple[int, str]]:
    """(line, absolute name) for every import in module ``name``'s ``source``, TYPE_CHECKING
    ones included: ``from X import a`` gives both ``X`` and ``X.a`` (``a`` may be a module)."""
    package = name if is_package else name.rpartition(".")[0]
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            if node.level:
                stem = f"{base}.{node.module}" if node.module else base
            else:
                stem = node.module or ""
            found.append((node.lineno, stem))
            found += [(node.lineno, f"{stem}.{a.name}") for a in node.names]
    return found


def _layer(module: str) -> str:
    rest = module.removeprefix(PACKAGE).lstrip(".")
    best = ""
    for prefix in LAYER_OF:
        if prefix and (rest == prefix or rest.startswith(prefix + ".")) and len(prefix) > len(best):
            best = prefix
    return LAYER_OF[best]


def _frontend() -> tuple[list[Path], set[str], set[str]]:
    """Every frontend file, every frontend module's name, and the packages among them."""
    paths = sorted(ROOT.rglob("*.py"))
    modules = {_module_name(p) for p in paths}
    packages = {_module_name(p) for p in paths if p.name == "__init__.py"}
    return paths, modules, packages


def _against_the_layers() -> list[str]:
    paths, modules, packages = _frontend()
    wrong: list[str] = []
    for path in paths:
        me = _module_name(path)
        mine = _layer(me)
        for line, target in _targets(path):
            if target not in modules or target in packages or target == me:
                continue
            theirs = _layer(target)
            if theirs not in ALLOWED[mine]:
                wrong.append(f"{me}:{line} ({mine}) imports {target} ({theirs})")
    return sorted(set(wrong))


def _behind_the_front_door(target: str) -> bool:
    """True for one of the engine's own modules (``finspan.engine.catalog``, ...)."""
    inner = target.removeprefix(ENGINE + ".")
    return target.startswith(ENGINE + ".") and inner.split(".")[0] in ENGINE_MODULES


def _past_the_engines_front_door() -> list[str]:
    paths, _modules, _packages = _frontend()
    wrong: list[str] = []
    for path in paths:
        for line, target in _targets(path):
            if _behind_the_front_door(target):
                wrong.append(f"{_module_name(path)}:{line} imports {target}")
    return sorted(set(wrong))


def test_every_layer_in_the_table_has_its_allowed_list():
    assert set(LAYER_OF.values()) == set(ALLOWED)
    for layer, allowed in ALLOWED.items():
        assert layer in allowed and allowed <= set(ALLOWED)


def test_the_layers_are_where_the_folders_say():
    assert _layer(f"{PACKAGE}.look.theme") == "theme"
    assert _layer(f"{PACKAGE}.ui.dialogs") == "widgets"
    assert _layer(f"{PACKAGE}.art.icon_pen") == "art"
    assert _layer(f"{PACKAGE}.shell.saving") == "services"
    assert _layer(f"{PACKAGE}.shell.app") == "loop"
    assert _layer(f"{PACKAGE}.scenes.title") == "scenes"
    assert _layer(f"{PACKAGE}.kit.table") == "kit"
    assert _layer(f"{PACKAGE}.finspan.scene") == "finspan"
    assert _layer(f"{PACKAGE}.flip.table") == "flip"
    assert _layer(f"{PACKAGE}.document") == "loose"
    assert _layer(f"{PACKAGE}.puzzles.room") == "puzzles"


def test_the_check_sees_imports_against_the_layers_and_past_the_front_door():
    """The walker resolves relative imports and sees those inside functions."""
    source = (
        "from ..look.theme import UI\n"
        "def f():\n"
        "    from ..ui import dialogs\n"
        "    from ..scenes.title import TitleScene\n"
        "    from ...engine.catalog import CATALOG\n"
        "    from finspan.engine import Game\n"
    )
    found = {t for _, t in _targets_of(source, f"{PACKAGE}.art.bad", False)}
    assert {f"{PACKAGE}.look.theme", f"{PACKAGE}.ui.dialogs", f"{PACKAGE}.scenes.title"} <= found
    assert _layer(f"{PACKAGE}.look.theme") in ALLOWED["art"]
    assert _layer(f"{PACKAGE}.ui.dialogs") not in ALLOWED["art"]
    assert _layer(f"{PACKAGE}.scenes.title") not in ALLOWED["art"]
    behind = {t for t in found if _behind_the_front_door(t)}
    assert behind == {f"{ENGINE}.catalog", f"{ENGINE}.catalog.CATALOG"}


def test_imports_follow_the_layers():
    assert _against_the_layers() == []


def test_ui_and_art_never_reach_scenes_or_the_table():
    forbidden = {"scenes", "kit", "loop", *GAME_LAYERS}
    assert not forbidden & ALLOWED["widgets"]
    assert not forbidden & ALLOWED["theme"]
    assert not forbidden & ALLOWED["art"]
    assert "widgets" not in ALLOWED["art"]  # painters never use widgets or dialogs


def test_services_and_the_loop_never_open_a_screen():
    assert not {"scenes", "kit", "loop", *GAME_LAYERS} & ALLOWED["services"]
    assert not {"scenes", "kit", *GAME_LAYERS} & ALLOWED["loop"]


def test_no_game_stands_on_another_and_the_shared_rooms_on_none():
    for game in GAME_LAYERS:
        assert not (set(GAME_LAYERS) - {game}) & ALLOWED[game]
    for shared in ("kit", "scenes", "widgets", "loose", "services", "loop", "art", "theme",
                   "puzzles"):  # fmt: skip
        assert not set(GAME_LAYERS) & ALLOWED[shared]
    assert "kit" not in ALLOWED["scenes"] and "scenes" not in ALLOWED["kit"]
    assert not any("puzzles" in ALLOWED[layer] for layer in ALLOWED if layer != "puzzles")


def test_nothing_in_the_frontend_imports_the_roof():
    paths, _modules, _packages = _frontend()
    up = [f"{_module_name(p)}:{line} imports {t}" for p in paths for line, t in _targets(p)
          if t == "finspan.app" or t.startswith("finspan.app.")]  # fmt: skip
    assert up == []


def test_the_engine_is_reached_only_through_its_front_door():
    assert _past_the_engines_front_door() == []


#: The games' rules: what the shared interface pieces never import, even through a painter.
GAMES = ("finspan.engine", "finspan.flip", "finspan.ai", "finspan.flip_ai")


#: The layers an import is followed through: the shared pieces and the painters they use
#: (the shell's services are the shell's: its sounds of the engine's events are its own).
THROUGH = (f"{PACKAGE}.ui.", f"{PACKAGE}.art.")


def _rules_reached_from(prefix: str) -> list[str]:
    """Each module under ``prefix`` that imports a game's rules, directly or through `ui/`
    and `art/` modules (inside functions and for the type checker too), with the path."""
    paths, modules, _packages = _frontend()
    imports = {_module_name(p): sorted({t for _, t in _targets(p)}) for p in paths}
    wrong: list[str] = []
    for start in sorted(m for m in imports if m.startswith(f"{PACKAGE}.{prefix}")):
        seen, todo = {start: [start]}, [start]
        while todo:
            here = todo.pop()
            for target in imports.get(here, []):
                if any(target == g or target.startswith(g + ".") for g in GAMES):
                    wrong.append(" -> ".join([*seen[here], target]))
                elif target in modules and target not in seen and target.startswith(THROUGH):
                    seen[target] = [*seen[here], target]
                    todo.append(target)
    return sorted(set(wrong))


def test_the_shared_interface_pieces_and_the_table_kit_import_no_game():
    """`ui/` and the table kit are shared by every game: what is a game's (its cards, its
    pictures, its rules) is given by the game's rooms (a tile painter, a card's zoom, a
    pile's card picture, the table's adapter)."""
    assert _rules_reached_from("ui.") == []
    assert _rules_reached_from("kit.") == []
    assert _rules_reached_from("shell.") == []  # the shell's services: the worker asks games
    assert _rules_reached_from("puzzles.") == []  # the Puzzles room: through registrations


def test_the_check_for_games_follows_imports_through_other_modules():
    found = _rules_reached_from("art.card_help")
    assert any(w.endswith("finspan.engine") for w in found), found
