"""A contact sheet of every Fish'n'Flip card face, for looking at the pictures.

Run: ``python benchmarks/flip_art_sheet.py --out PATH [--size W] [--colour-blind]
[--text-scale S] [--height H]``. Writes one PNG: every animal in both its directions over
each of the four background colours, the three wastes, the back, the boat, the eight action
cards and the eight power cards, at two card widths: ``W`` (default 180) and half of it, but
not under 48 px (the smallest card the table draws). Cards are ``--height`` times their width
high (default the painters' own proportion). Prints the path and the time the drawing took.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from finspan.frontend.art import flip_cards as fc
from finspan.frontend.art.animals import ANIMALS, DIRECTIONS
from finspan.frontend.look import theme as th

SHEET = th.UI["background"]
INK = th.UI["text"]


def _rows(width: int, height: int, theme: th.Theme) -> list[tuple[str, list[pygame.Surface]]]:
    """(caption, cards) for each row of the sheet at one card size."""
    rows = []
    for animal in ANIMALS:
        cards = [
            fc.animal_card(animal, d, colour, width, height, theme=theme)
            for d in DIRECTIONS[animal]
            for colour in fc.BACKGROUNDS
        ]
        rows.append((f"{animal}: {' / '.join(DIRECTIONS[animal])} x {', '.join(fc.BACKGROUNDS)}",
                     cards))  # fmt: skip
    rows.append((
        "waste: plastic, metal, oil; back; boat",
        [fc.waste_card(k, width, height, theme=theme) for k in fc.WASTE_LABELS]
        + [fc.back_card(width, height, theme=theme), fc.boat_card(width, height, theme=theme)],
    ))  # fmt: skip
    rows.append(
        ("actions: " + ", ".join(fc.ACTIONS),
         [fc.action_card(k, width, height, theme=theme) for k in fc.ACTIONS])
    )  # fmt: skip
    rows.append(
        ("powers: " + ", ".join(ANIMALS),
         [fc.power_card(a, width, height, theme=theme) for a in ANIMALS])
    )  # fmt: skip
    return rows


def sheet(width: int, height_share: float | None, theme: th.Theme) -> pygame.Surface:
    """The whole contact sheet at card width ``width`` and its smaller companion size."""
    sizes = [width] + ([max(48, width // 2)] if max(48, width // 2) != width else [])
    caption_px = 14
    gap = 6
    blocks = []
    for w in sizes:
        h = round(w * height_share) if height_share else fc.card_height(w)
        blocks.append((w, h, _rows(w, h, theme)))
    cap_h = th.font(th.FontRole.SMALL, caption_px).get_linesize()
    sheet_w = max(8 * (w + gap) + gap for w, _, _ in blocks)
    sheet_h = sum(len(rows) * (h + cap_h + gap) + cap_h * 2 for _, h, rows in blocks)
    out = pygame.Surface((max(sheet_w, 600), sheet_h))
    out.fill(SHEET)
    y = 0
    for w, h, rows in blocks:
        mode = "colour-blind" if theme.colour_blind else "normal colours"
        title = f"Fish'n'Flip cards at {w} x {h} px ({mode}, text {round(theme.ui_scale * 100)} %)"
        out.blit(th.text(title, th.FontRole.BODY_BOLD, 16, INK), (gap, y + cap_h // 2))
        y += cap_h * 2
        for caption, cards in rows:
            out.blit(th.text(caption, th.FontRole.SMALL, caption_px, th.UI["text_dim"]), (gap, y))
            y += cap_h
            for i, card in enumerate(cards):
                out.blit(card, (gap + i * (w + gap), y))
            y += h + gap
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="the PNG to write")
    parser.add_argument("--size", type=int, default=180, help="card width in px")
    parser.add_argument("--colour-blind", action="store_true", help="draw the patterns")
    parser.add_argument("--text-scale", type=float, default=1.0, help="1.0, 1.25 or 1.5")
    parser.add_argument("--height", type=float, default=None, help="card height per width")
    args = parser.parse_args(argv)
    pygame.init()
    theme = th.Theme(colour_blind=args.colour_blind, ui_scale=args.text_scale)
    start = time.perf_counter()
    image = sheet(max(16, args.size), args.height, theme)
    took = time.perf_counter() - start
    pygame.image.save(image, args.out)
    print(f"{args.out}: {image.get_width()} x {image.get_height()} px, drawn in {took:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
