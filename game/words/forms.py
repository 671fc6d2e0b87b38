"""How a template is filled: a count with the noun form its number takes, and a seat's
name written as it opens a sentence or as it stands inside one."""

from __future__ import annotations

import re
import string
from collections.abc import Mapping, Sequence
from typing import Any


def plural_form(n: int, language: str) -> int:
    """Which of a count's noun forms ``language`` takes for ``n``: English and German 0
    (one) or 1 (other); Croatian 0 (1, 21, 101...), 1 (2-4, 22-24...; not 12-14) or 2
    (5-20, 25-30...: the genitive plural)."""
    n = abs(n)
    if language != "hr":
        return 0 if n == 1 else 1
    tens, ones = n % 100, n % 10
    if ones == 1 and tens != 11:
        return 0
    return 1 if 2 <= ones <= 4 and not 12 <= tens <= 14 else 2


class Named(str):
    """A seat's name (or a phrase that opens with one) as a sentence opens with it: "The
    computer", "The computer leads". ``inner`` is the same words inside a sentence ("the
    computer leads"); a person's name or "West" is the same in both."""

    inner: str

    def __new__(cls, text: str, inner: str | None = None) -> "Named":
        named = super().__new__(cls, text)
        named.inner = text if inner is None else inner
        return named


# Where a sentence may open: the start of a template, or after its end mark and a space
# (not after a colon: English and Croatian go on in lower case there; German capitalises
# only a whole sentence after one, so its templates open none with a name there).
_OPENS = re.compile(r"(?:^|[.!?…]\s+)$")


class Filler(string.Formatter):
    """``str.format`` where a placeholder with noun forms after the colon words a count with
    the form its number takes in ``language``: "{n:card|cards}" gives "1 card", "6 cards";
    Croatian "{n:karta|karte|karata}" gives "1 karta", "3 karte", "6 karata"
    (``plural_form``). A ``Named`` fact is written as it opens a sentence only where one
    opens: "2 from the computer", never "2 from The computer"; a template that opens with
    one is ``Named`` itself, so it goes on in lower case where another sentence inserts it."""

    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = language

    def vformat(self, format_string: str, args: Sequence[Any],
                kwargs: Mapping[str, Any]) -> str:
        out: list[str] = []
        inner: list[str] = []  # the same, with a name that opens it as inside a sentence
        for literal, field, spec, conversion in self.parse(format_string):
            out.append(literal)
            inner.append(literal)
            if field is None:
                continue
            value = self.convert_field(self.get_field(field, args, kwargs)[0], conversion)
            spec = spec or ""
            before = "".join(out)
            if isinstance(value, Named):
                text = self.format_field(value if _OPENS.search(before) else value.inner,
                                         spec)
                inner.append(self.format_field(value.inner, spec) if not before else text)
            else:
                text = self.format_field(value, spec)
                inner.append(text)
            out.append(text)
        text, lowered = "".join(out), "".join(inner)
        return Named(text, lowered) if lowered != text else text

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return format(value, format_spec)
        forms = format_spec.split("|")
        try:
            n = int(str(value))
        except ValueError:  # not a count after all: the plural, never a crash
            return f"{value} {forms[-1]}"
        return f"{n} {forms[min(plural_form(n, self.language), len(forms) - 1)]}"


__all__ = ["Filler", "Named", "plural_form"]
