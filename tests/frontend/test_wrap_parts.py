"""`wrap_parts`: a line of facts breaks between its facts (Fish'n'Flip's end screen said
"freed 13 animals in 3 turns · 1 Fish'n'Flip · 1" and then "power used")."""

from __future__ import annotations

import pygame

from finspan.frontend.look.theme import wrap, wrap_parts


def test_a_line_of_facts_breaks_between_them_and_a_long_fact_by_its_words():
    pygame.font.init()
    face = pygame.font.Font(None, 20)
    facts = "freed 13 animals in 3 turns · 1 Fish'n'Flip · 1 power used"
    width = face.size("freed 13 animals in 3 turns · 1 Fish'n'Flip · 1 power")[0]
    assert wrap(facts, face, width)[-1] == "used"  # what words alone would do
    assert wrap_parts(facts, face, width) == [
        "freed 13 animals in 3 turns · 1 Fish'n'Flip", "1 power used"]
    assert wrap_parts(facts, face, face.size(facts)[0]) == [facts]
    narrow = face.size("freed 13 animals")[0]
    lines = wrap_parts(facts, face, narrow)
    assert lines[:2] == wrap("freed 13 animals in 3 turns", face, narrow)
    assert all(face.size(line)[0] <= narrow for line in lines)
    assert wrap_parts("", face, narrow) == wrap("", face, narrow) == [""]
