"""Options: the small frozen values a decision offers, each with a text form that parses back.

Game-neutral. Each game keeps one `OptionFamily`: its option types, how each field is written
and read back, and `parse` (like UCI for chess moves). An option type is a frozen dataclass
that declares its ``verb`` once; ``str(option)`` is the verb followed by its fields' text
forms. Reads and writes nothing but its arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any, ClassVar, TypeVar, cast


class OptionSyntaxError(ValueError):
    """An option's text could not be read."""


class Option:
    """Base of every game's options. Subclasses are frozen dataclasses made by
    `OptionFamily.register`; ``str(option)`` is their text form."""

    __slots__ = ()
    verb: ClassVar[str] = ""
    #: The fields' names in text order (set for each subclass from its dataclass fields).
    _args: ClassVar[tuple[str, ...]] = ()

    def __str__(self) -> str:
        return self.verb


_O = TypeVar("_O", bound=Option)

Writer = Callable[[Any], str]
Reader = Callable[[str], Any]


class OptionFamily:
    """One game's option types and their text forms.

    ``write[field]`` turns a field's value into its words, ``read[field]`` reads it back
    (raising ValueError naming what is wrong). ``rest`` names a field that may hold several
    words (a fish's name): when an option type ends with it, it takes every remaining word.
    ``check`` may refuse a parsed option that its types allow but the game does not (raise
    ValueError).
    """

    def __init__(
        self,
        game: str,
        write: dict[str, Writer],
        read: dict[str, Reader],
        *,
        rest: str | None = None,
        check: Callable[[Option], None] | None = None,
    ) -> None:
        self.game = game
        self.write = write
        self.read = read
        self.rest = rest
        self.check = check
        #: Every option type, in the order they were registered.
        self.types: list[type[Option]] = []
        self._parse_order: tuple[tuple[type[Option], list[str]], ...] | None = None

    def register(self, cls: type[_O]) -> type[_O]:
        """Make ``cls`` a frozen dataclass option of this family (use through a game's own
        ``@dataclass_transform`` decorator, so that type checkers see the fields)."""
        dc = dataclass(frozen=True, slots=True)(cls)
        dc._args = tuple(f.name for f in fields(cast(Any, dc)))
        for name in dc._args:
            if name not in self.write or name not in self.read:
                raise TypeError(f"{self.game}: no text form for option field {name!r}")
        dc.__str__ = self._text_form(dc.verb, dc._args)  # type: ignore[method-assign]
        self.types.append(dc)
        self._parse_order = None
        return dc

    def _text_form(self, verb: str, args: tuple[str, ...]) -> Callable[[Any], str]:
        """A fast ``__str__`` for an option type: its verb, then its fields' text forms."""
        if not args:
            return lambda self: verb
        writers = tuple((attrgetter(name), self.write[name]) for name in args)
        prefix = verb + " "
        if len(writers) == 1:
            ((get, write),) = writers
            return lambda self: prefix + write(get(self))
        return lambda self: prefix + " ".join(write(get(self)) for get, write in writers)

    def parse(self, text: str) -> Option:
        """The option whose text form is ``text`` (whitespace and case are forgiven).

        Raises `OptionSyntaxError` naming what it could not read.
        """
        words = text.split()
        if not words:
            raise OptionSyntaxError("an empty option")
        lowered = [w.lower() for w in words]
        for cls, verb in self._order():
            if lowered[: len(verb)] != verb:
                continue
            try:
                option = self._read(cls, words[len(verb) :])
            except ValueError as exc:
                raise OptionSyntaxError(f"{text!r}: {exc}") from None
            if option is not None:
                return option
        raise OptionSyntaxError(f"cannot read option {text!r}")

    def _order(self) -> tuple[tuple[type[Option], list[str]], ...]:
        """Option types with their verbs' words, longest verb first ("egg on each" before
        "egg")."""
        if self._parse_order is None:
            self._parse_order = tuple(
                (cls, cls.verb.lower().split())
                for cls in sorted(self.types, key=lambda c: -len(c.verb.split()))
            )
        return self._parse_order

    def _read(self, cls: type[Option], words: list[str]) -> Option | None:
        """``cls`` from the words after its verb, or None if their number does not fit.
        Raises ValueError for a word that does not name what it should."""
        args = cls._args
        if args and args[-1] == self.rest:
            if len(words) < len(args):
                return None
            values = [*words[: len(args) - 1], " ".join(words[len(args) - 1 :])]
        elif len(words) != len(args):
            return None
        else:
            values = words
        option = cls(*(self.read[name](w) for name, w in zip(args, values, strict=True)))
        if self.check is not None:
            self.check(option)
        return option
