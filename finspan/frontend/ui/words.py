"""Words about seats that read right for any name: "Ana's turn", "Your turn", "Jess' hand".

Pure functions of strings; no pygame, no game state.
"""

from __future__ import annotations


def possessive(name: str) -> str:
    """``name`` owning something: "Ana's", "Jess'" (a name ending in s), "Your" for "You"."""
    stripped = name.strip()
    if stripped.casefold() == "you":
        return "Your"
    if stripped.casefold() in ("me", "i"):
        return "My"
    return f"{stripped}'" if stripped.endswith(("s", "S")) else f"{stripped}'s"


def with_colour(text: str, colour: str) -> str:
    """``text (colour)``, or just ``text`` when there is no colour to name."""
    return f"{text} ({colour})" if colour and colour.strip() else text
