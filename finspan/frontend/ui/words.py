"""Words about seats that read right for any name: "Ana's turn", "Your turn", "Jess' hand",
"Ana wins", "You win", "the tie goes to you".

Pure functions of strings; no pygame, no game state.
"""

from __future__ import annotations

import re

#: A name closed by what the seat is: "Finn (teammate)", "Coral (Hard)".
_QUALIFIED = re.compile(r"^(.*\S)\s+(\([^()]*\))$")


def possessive(name: str) -> str:
    """``name`` owning something: "Ana's", "Jess'" (a name ending in s), "Your" for "You"."""
    stripped = name.strip()
    if stripped.casefold() == "you":
        return "Your"
    if stripped.casefold() in ("me", "i"):
        return "My"
    return f"{stripped}'" if stripped.endswith(("s", "S")) else f"{stripped}'s"


def owning(name: str, thing: str) -> str:
    """``name`` owning ``thing``, at the start of a sentence: "Ana's turn 1", "Your turn 1";
    a name closed by what the seat is keeps that after the thing owned: "Finn's turn 1
    (teammate)" (never "Finn (teammate)'s turn 1")."""
    m = _QUALIFIED.match(name.strip())
    if m is None:
        return f"{possessive(name)} {thing}"
    return f"{possessive(m.group(1))} {thing} {m.group(2)}"


def possessive_after(name: str) -> str:
    """``name`` owning something in the middle of a sentence: "Ana's", "your" for "You"
    ("Review of your decisions", "Week 4, your turn 6")."""
    owned = possessive(name)
    return owned.lower() if owned in ("Your", "My") else owned


def with_colour(text: str, colour: str) -> str:
    """``text (colour)``, or just ``text`` when there is no colour to name."""
    return f"{text} ({colour})" if colour and colour.strip() else text


def _is_you(name: str) -> bool:
    return name.strip().casefold() == "you"


def as_object(name: str) -> str:
    """``name`` after a verb or preposition: "you" for "You", else the name."""
    return "you" if _is_you(name) else name.strip()


def names_and(names: list[str]) -> str:
    """Names joined by "and", a "You" after the first as "you": "Ana and you"."""
    return " and ".join(n.strip() if i == 0 else as_object(n) for i, n in enumerate(names))


def subject_verb(names: list[str], singular: str, plural: str) -> str:
    """Who does something, with the verb agreeing: "Ana wins", "You win", "Ana and Bo
    share" (``singular`` for one seat that is not "You", else ``plural``)."""
    one_other = len(names) == 1 and not _is_you(names[0])
    return f"{names_and(names)} {singular if one_other else plural}"
