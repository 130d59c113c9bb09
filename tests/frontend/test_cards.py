"""Every fish renders as a card at thumbnail, hand and large size; texts explain it."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import CATALOG
from finspan.frontend.art import card_help, card_parts, card_words, cards, fish_art, fish_looks

SIZES = {"compact": (66, 90), "hand": (110, 150), "large": (400, 560)}


@pytest.mark.parametrize("fish", CATALOG.all, ids=lambda f: f"{f.number}")
def test_every_fish_renders_at_thumbnail_hand_and_large_size(fish):
    for w, h in SIZES.values():
        surf = cards.render_card(fish, w, h)
        assert surf.get_size() == (w, h)


def test_all_138_fish_are_rendered():
    assert len(CATALOG.all) == 138


def test_layout_follows_the_card_height():
    assert cards.layout_for(90) == "compact"
    assert cards.layout_for(150) == "normal"
    assert cards.layout_for(560) == "large"


def test_rendered_cards_are_cached_and_states_are_separate_surfaces():
    fish = CATALOG.by_name("Great White Shark")
    plain = cards.render_card(fish, 110, 150)
    assert cards.render_card(fish, 110, 150) is plain
    dimmed = cards.render_card(fish, 110, 150, dimmed=True)
    ringed = cards.render_card(fish, 110, 150, highlight="legal")
    assert dimmed is not plain and ringed is not plain
    assert plain.get_at((55, 75)) != dimmed.get_at((55, 75))


def test_an_unknown_highlight_is_refused():
    with pytest.raises(KeyError):
        cards.render_card(CATALOG[1], 110, 150, highlight="sparkly")


def test_short_ability_counts_repeated_effects():
    assert (
        card_words.short_ability(CATALOG.by_name("Atlantic Bluefin Tuna").ability)
        == "draw 2, retrieve 2"
    )
    angelshark = CATALOG.by_name("Angelshark").ability
    assert card_words.short_ability(angelshark) == "10 pts if 3+ fish under"


def test_explanation_gives_the_ability_in_plain_words_and_the_scientific_name():
    fish = CATALOG.by_name("Bearded Seadevil")
    rows = dict(card_words.explanation(fish))
    assert rows["Scientific name"] == "Linophryne algibarbata"
    assert rows["Ability"] == fish.ability.words
    assert rows["Tags"] == "Über predator, bioluminescent"
    assert rows["Cost"] == "2 cards, 1 young"


def test_forage_fish_are_explained_as_printed_on_the_mat():
    goby = CATALOG.by_name("Catalina Goby")
    rows = dict(card_words.explanation(goby))
    assert "G2" in rows["Forage fish"] and "egg" in rows["Forage fish"]
    assert "Ability" not in rows


def test_a_card_tooltip_stays_inside_its_bounds():
    bounds = pygame.Rect(0, 0, 1280, 720)
    for anchor in (pygame.Rect(10, 10, 110, 150), pygame.Rect(1160, 560, 110, 150)):
        tip = card_help.card_tooltip(CATALOG[57], anchor, bounds)
        assert bounds.contains(tip.rect)
        assert not tip.rect.colliderect(anchor.inflate(-4, -4)) or tip.rect.w > bounds.w // 2


def test_fish_pictures_are_deterministic_and_cached():
    fish = CATALOG.by_name("Whale Shark")
    first = fish_art.fish_picture(fish, 120, 80)
    assert fish_art.fish_picture(fish, 120, 80) is first
    fish_art._CACHE.clear()
    again = fish_art.fish_picture(fish, 120, 80)
    assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(again, "RGBA")


def test_fish_looks_differ_across_the_catalog():
    looks = {fish_looks.look_of(f) for f in CATALOG.all}
    plans = {fish_looks.plan_of(f) for f in CATALOG.all}
    assert len(looks) == len(CATALOG.all), "no two fish share every drawing choice"
    assert len(plans) >= 20


def test_body_plans_follow_the_fish_name():
    assert fish_looks.plan_of(CATALOG.by_name("Giant Manta Ray")) == "ray"
    assert fish_looks.plan_of(CATALOG.by_name("Swordfish")) == "billfish"
    assert fish_looks.plan_of(CATALOG.by_name("Pygmy Seahorse")) == "seahorse"
    assert fish_looks.plan_of(CATALOG.by_name("Snipe Eel")) == "eel"


def test_card_text_grows_with_the_players_text_size():
    from finspan.engine import CATALOG
    from finspan.frontend.art import cards
    from finspan.frontend.look import theme as th

    fish = CATALOG.by_name("Porkfish")
    sizes = {}
    for scale in (1.0, 1.5):
        t = th.Theme(ui_scale=scale)
        sizes[scale] = (
            card_parts.text_px(300, "normal", "name", t),
            card_parts.text_px(600, "large", "words", t),
        )
        assert cards.render_card(fish, 200, 300, theme=t) is not None
    assert sizes[1.5][0] > sizes[1.0][0] and sizes[1.5][1] > sizes[1.0][1]


def _word_sizes(draw) -> dict[tuple[str, str], int]:
    """The sizes of the words ``draw(surface)`` puts on a surface (recorded by the audit)."""
    from . import audit

    with audit.recording():
        audit.forget_pictures()
        surface = audit.RecordingSurface((600, 400))
        draw(surface)
        return audit.text_sizes(surface.records, (600, 400))


def _words_smaller(at_100, larger) -> list[str]:
    from . import audit

    return audit.smaller_than_at_100(at_100, larger, 1.5)


@pytest.mark.parametrize("name", ["Mediterranean Parrotfish", "Shortspine African Angler",
                                  "Kaluga", "Greenland Shark"])  # fmt: skip
def test_a_card_smaller_at_a_larger_text_size_keeps_the_sizes_of_its_words_at_100(name):
    from finspan.frontend.look.theme import Theme

    fish = CATALOG.by_name(name)
    plain, larger = Theme(720, 1.0), Theme(720, 1.5)
    at_100 = _word_sizes(lambda s: s.blit(cards.render_card(fish, 92, 126, theme=plain), (0, 0)))
    smaller = _word_sizes(lambda s: s.blit(cards.render_card(fish, 72, 98, theme=larger), (0, 0)))
    kept = _word_sizes(lambda s: s.blit(
        cards.render_card(fish, 72, 98, theme=larger, least=(92, 126)), (0, 0)))  # fmt: skip
    assert any(role == "card_name" for _, role in kept)  # its name is there, whole or shortened
    assert _words_smaller(at_100, kept) == []
    # without its size at 100 % the smaller card's name is smaller than there
    assert _words_smaller(at_100, smaller) != [] or name == "Kaluga"


@pytest.mark.parametrize("name", ["Saddleback Butterflyfish", "Great White Shark", "Angelshark"])
def test_a_slot_smaller_at_a_larger_text_size_keeps_the_sizes_and_the_whole_name(name):
    from finspan.frontend.art.board import slot_card
    from finspan.frontend.look.theme import Theme

    fish = CATALOG.by_name(name)
    plain, larger = Theme(720, 1.0), Theme(720, 1.5)
    at_100 = _word_sizes(lambda s: s.blit(slot_card(fish, 171, 80, plain), (0, 0)))
    kept = _word_sizes(lambda s: s.blit(slot_card(fish, 161, 72, larger, (171, 80)), (0, 0)))
    assert _words_smaller(at_100, kept) == []
    shown = " ".join(words for words, role in kept if role == "card_name")
    assert all(word in shown.split() for word in name.split())  # whole: not shortened
