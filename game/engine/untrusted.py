"""Helpers for input the game does not control: links, and saved records.

On GitHub Pages every page of an account shares one localStorage, and a link
can carry anything, so stored records and ``?position=`` values are untrusted.
Everything here checks cheaply *before* the expensive or recursive step:
sizes before parsing, nesting depth before ``json.loads`` recurses, and
integers as real ints (not bool, float, Infinity or NaN) within a range.
Errors are ``UntrustedInput`` (a ValueError) with a message that names the
problem and quotes at most a few dozen characters of what was given.
"""

from __future__ import annotations

import json
import math
import re
from typing import NoReturn, Self, TypeGuard

from ..words import english
from .jsonvalue import JSONValue

# What matters for nesting: an escape pair, a quote, a bracket (linear scan).
_TOKEN = re.compile(r'\\.|["\[\]{}]', re.DOTALL)

MAX_DEPTH = 16  # the game's own records nest 5 levels deep at most
QUOTE_CHARS = 40


class UntrustedInput(ValueError):
    """Input from outside (a link, stored data) that the game refuses. One made by ``of``
    names its problem as data, a ``key`` (the sentence ``bad.<key>`` of the text tables)
    and the ``facts`` that fill it, so the page can say it in the player's language;
    ``str()`` is always the English. {what} names the part of the input (a position's
    field as its JSON says it, or words such as "the position": ``bad.what.<what>``)."""

    key: str = ""  # "" for a message in English only (a check the page never words)
    facts: dict[str, object]

    @classmethod
    def of(cls, key: str, **facts: object) -> Self:
        error = cls(english(f"bad.{key}", **cls.english_facts(facts)))
        error.key, error.facts = key, facts
        return error

    @classmethod
    def english_facts(cls, facts: dict[str, object]) -> dict[str, object]:
        """The facts as the English message shows them (a subclass names cards, suits)."""
        return facts


def cut(value: object, limit: int = QUOTE_CHARS) -> str:
    """``repr`` of a value cut to ``limit`` characters, for messages."""
    if isinstance(value, str):
        text = value if len(value) <= limit else value[:limit]
        r = repr(text)
        return r if len(value) <= limit else r[:-1] + "…" + r[-1]
    plain = isinstance(value, (bool, int, float, type(None)))
    try:
        r = repr(value) if plain else type(value).__name__
    except ValueError:  # an int too long to print
        r = "a huge number"
    return r if len(r) <= limit else r[:limit] + "…"


def json_depth(text: str) -> int:
    """The deepest nesting of arrays/objects in ``text``, without recursion.

    Brackets inside string literals do not count. Works on any text (it is a
    cheap upper bound for invalid JSON, which json.loads then refuses).
    """
    depth = deepest = 0
    in_string = False
    for m in _TOKEN.finditer(text):
        t = m.group()
        if t == '"':
            in_string = not in_string
        elif in_string or len(t) == 2:
            continue
        elif t in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def _no_constant(name: str) -> NoReturn:
    raise UntrustedInput.of("constant", name=name)


def _finite_float(text: str) -> float:
    x = float(text)
    if not math.isfinite(x):
        raise UntrustedInput.of("big_number", value=cut(text))
    return x


def _int(text: str) -> int:
    if len(text) > 30:
        raise UntrustedInput.of("big_number", value=cut(text))
    return int(text)


def loads(text: object, what: str, max_chars: int, max_depth: int = MAX_DEPTH) -> JSONValue:
    """``json.loads`` with the size and nesting bounded first; UntrustedInput if bad."""
    if not isinstance(text, str):
        raise UntrustedInput.of("not_text", what=what)
    if len(text) > max_chars:
        raise UntrustedInput.of("too_long", what=what, n=len(text), max=max_chars)
    if json_depth(text) > max_depth:
        raise UntrustedInput.of("nested", what=what, max=max_depth)
    try:
        value: JSONValue = json.loads(text, parse_constant=_no_constant,
                                      parse_float=_finite_float, parse_int=_int)
    except UntrustedInput as e:
        raise UntrustedInput.of("inside", what=what, problem=e) from None
    except (ValueError, RecursionError):
        raise UntrustedInput.of("not_json", what=what) from None
    return value


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _refuse(error: type[ValueError], key: str, **facts: object) -> ValueError:
    """The error ``key`` names, as ``error``: keyed when it is an UntrustedInput, else its
    English message alone (a programming error, never worded by the page)."""
    if issubclass(error, UntrustedInput):
        return error.of(key, **facts)
    return error(english(f"bad.{key}", **facts))


def integer(value: object, what: str, lo: int, hi: int,
            error: type[ValueError] = UntrustedInput) -> int:
    """``value`` if it is a whole number (not bool/float) with lo <= value <= hi."""
    if not is_int(value):
        raise _refuse(error, "whole_number", what=what, value=cut(value))
    if not lo <= value <= hi:
        raise _refuse(error, "between", what=what, lo=lo, hi=hi, value=cut(value))
    return value


def ascii_int(text: str, what: str, lo: int, hi: int,
              error: type[ValueError] = UntrustedInput) -> int:
    """Parse plain ASCII digits (no sign, spaces, '_' or other scripts' digits)."""
    if not (isinstance(text, str) and 0 < len(text) <= 12 and text.isascii() and text.isdigit()):
        raise _refuse(error, "digits", what=what, value=cut(text))
    return integer(int(text), what, lo, hi, error)


__all__ = ["UntrustedInput", "cut", "json_depth", "loads", "is_int", "integer",
           "ascii_int", "MAX_DEPTH", "QUOTE_CHARS"]
