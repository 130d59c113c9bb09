"""The encyclopedia's Fish'n'Flip pages: each animal (its cards in their colours, both ways
it swims, and its power), each action card and each waste card, as one document of the
games' shared model, shown by the rules screen (`RulesScene` with `flip_pages_book`).

Owns the pages' words (from `flip.rules_text` and the engine's numbers: cards per colour,
action cards, waste mixes; provisional ones tagged) and their pictures (`page_picture`,
drawn by `art.flip_cards`). Reads no rule it could get wrong: the counts come from
`finspan.flip`.
"""

from __future__ import annotations

import pygame

from finspan.flip import PROVISIONAL, ActionKind, AnimalType, WasteKind

from ..art.flip_cards import action_card, animal_card, power_card, waste_card
from ..document import B, Cell, P, Picture, RulesBook, Section, cells_of, note, table_of
from ..look import theme as th
from ..look.theme import UI, Theme
from .rules_text import ACTION_WORDS, POWER_WORDS

#: What each waste card does (FLIP-RULES.md 1, 6, 7).
WASTE_WORDS: dict[WasteKind, str] = {
    WasteKind.PLASTIC: "Plastic has no effect but taking a place in the net. A swordfish's "
    "power may send it under the draw pile.",
    WasteKind.METAL: "No action card may flip or switch metal (an action that would is not "
    "offered). A turtle or jellyfish may still move it; a swordfish may send it under the "
    "draw pile.",
    WasteKind.OIL: "Animals next to oil (in its row or column, side by side) have no power. "
    "Nothing removes oil from the net.",
}
#: Height over width of each kind of page picture.
ASPECT = {"animal": 0.42, "action": 0.5, "waste": 0.5}


def _swims(animal: AnimalType) -> tuple[str, str]:
    return ("up", "down") if animal is AnimalType.JELLYFISH else ("left", "right")


def _animal_page(animal: AnimalType) -> Section:
    name = animal.value.capitalize()
    sequence = PROVISIONAL.colour_sequence[animal]
    per_colour = [sum(1 for i in sequence if i == k) for k in range(4)]
    rows = [cells_of(colour.capitalize(), Cell(str(n), True))
            for colour, n in zip(PROVISIONAL.colours, per_colour, strict=True)]  # fmt: skip
    power = dict(POWER_WORDS)[name]
    ways = " or ".join(_swims(animal))
    evasive = "when its group is freed" if animal.evasive else "when its card is flipped"
    return Section(f"animal.{animal.value}", name, (
        Picture(f"animal.{animal.value}", f"{name} cards in the four colours, swimming "
                f"{ways}, and the {animal.value}'s power card."),
        P(f"{len(sequence)} cards. Each swims {ways}: flipping the card turns it round."),
        table_of(("Colour", "Cards"), rows, (0.6, 0.4)),
        B(power, term="Power:"),
        note(f"Its power acts {evasive}; in the cooperative game, once per turn for the "
             "player who holds it; in the competitive game, once per card if it is a common "
             "power. Animals next to oil have no power."),
    ))  # fmt: skip


def _action_page(kind: ActionKind) -> Section:
    title, words = ACTION_WORDS[kind]
    count = PROVISIONAL.action_cards[kind]
    return Section(f"action.{kind.value}", title, (
        Picture(f"action.{kind.value}", f"The “{title}” action card."),
        P(f"{words[:1].upper()}{words[1:]}."),
        P(f"{count} of the 20 action cards.", provisional=True),
        note("Metal waste cannot be flipped or switched by an action card. Every card the "
             "action flips, switches or frees counts as moved."),
    ))  # fmt: skip


def _waste_page(kind: WasteKind) -> Section:
    in_games = [
        (f"{d}{', advanced' if a else ''}", PROVISIONAL.waste_mix(d, a).get(kind, 0), a)
        for a in (False, True) for d in ("normal", "difficult")
    ]  # fmt: skip
    rows = [cells_of(game.capitalize(), Cell(str(n), advanced)) for game, n, advanced in in_games]
    return Section(f"waste.{kind.value}", kind.value.capitalize(), (
        Picture(f"waste.{kind.value}", f"A {kind.value} waste card."),
        P(WASTE_WORDS[kind]),
        table_of(("Cooperative game", "Cards shuffled in"), rows, (0.6, 0.4)),
        note("Waste has no direction and no colour and never forms a group. In the "
             "competitive game waste is only a penalty (-2 points each)."),
    ))  # fmt: skip


def flip_pages() -> tuple[Section, ...]:
    """Every page: the eight animals, the eight action cards, the three waste cards."""
    return (*(_animal_page(a) for a in AnimalType), *(_action_page(k) for k in ActionKind),
            *(_waste_page(w) for w in WasteKind))  # fmt: skip


def height_for(kind: str, width: int) -> int:
    return round(width * ASPECT[kind.split(".")[0]])


_CACHE: dict[tuple[str, int, tuple], pygame.Surface] = {}


def page_picture(kind: str, width: int, theme: Theme) -> pygame.Surface:
    """A page's picture (``animal.whale``, ``action.flip_row``, ``waste.oil``) ``width``
    pixels wide (cached, shared). KeyError or ValueError for an unknown kind."""
    key = (kind, width, theme.key)
    pic = _CACHE.get(key)
    if pic is not None:
        return pic
    family, _, what = kind.partition(".")
    if family not in ASPECT:
        raise KeyError(kind)
    pic = pygame.Surface((width, height_for(kind, width)))
    pic.fill(th.lerp(UI["background"], UI["panel"], 0.35))
    r = pic.get_rect()
    pad = max(4, width // 40)
    if family == "animal":
        animal = AnimalType(what)
        ways = _swims(animal)
        n = 5  # the four colours, then the power card
        cw = min((r.w - (n + 1) * pad) // n, round((r.h - 2 * pad) / 0.8))
        ch = round(cw * 0.8)
        y = (r.h - ch) // 2
        x0 = (r.w - n * cw - (n - 1) * pad) // 2
        for i, colour in enumerate(PROVISIONAL.colours):
            face = animal_card(what, ways[i % 2], colour, cw, ch, theme=theme)
            pic.blit(face, (x0 + i * (cw + pad), y))
        pic.blit(power_card(what, cw, ch, theme=theme), (x0 + 4 * (cw + pad), y))
    else:
        ch = r.h - 2 * pad
        cw = min(round(ch / 0.8), r.w - 2 * pad)
        ch = round(cw * 0.8)
        painter = action_card if family == "action" else waste_card
        pic.blit(painter(what, cw, ch, theme=theme), ((r.w - cw) // 2, (r.h - ch) // 2))
    pygame.draw.rect(pic, UI["panel_edge"], r, 1, border_radius=theme.px(6))
    if len(_CACHE) > 60:
        _CACHE.clear()
    _CACHE[key] = pic
    return pic


def flip_pages_book() -> RulesBook:
    """The Fish'n'Flip pages of the encyclopedia, opening at the first animal."""
    return RulesBook(
        "Fish'n'Flip cards", flip_pages, f"animal.{AnimalType.WHALE.value}",
        "Counts the rulebook does not print are the game's best reading, marked",
        page_picture, height_for,
    )  # fmt: skip
