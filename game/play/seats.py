"""Who sits where: each seat a person (with a name) or a computer level.

Pure Python. The bottom seat (0) is always a person: the one who opened the page. With
one person the game is today's (one against the computer); with two or more it is a
*people's match* played at one device (``shared``): the page hides every hand behind a
screen when the device passes, and the match counts towards nobody's statistics or
rating. A seat list comes from outside (a link's ``?seats=``, the Settings, a stored
match): it is checked here and refused with a reason (``SeatsError``) when it does not
fit the table, never half taken.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from ..engine.jsonvalue import JSONObject

LEVELS = ("gentle", "normal", "sharp", "expert")
PERSON = "person"
NAME_MAX = 16  # characters of a person's name (the header, the screen's sentence)
# Format characters a name keeps: the zero-width joiner and non-joiner shape what a name
# reads as (a family emoji, a conjunct), and never reorder the page's text as the bidi
# controls, also format characters, would.
JOINERS = "\u200c\u200d"


class SeatsError(ValueError):
    """A seat list that does not fit: ``key`` names the reason (game/words ``seats.<key>``)."""

    def __init__(self, key: str, **facts: object) -> None:
        super().__init__(key)
        self.key = key
        self.facts = facts


def clean_name(text: object) -> str:
    """A person's name as the page keeps it: text only, control and format characters
    (bidi controls among them) removed but for the joiners inside it, runs of white space
    made one space, trimmed, at most ``NAME_MAX`` characters. Not escaped here: every
    writer of the page escapes what it writes."""
    if not isinstance(text, str):
        return ""
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if unicodedata.category(ch)[0] != "C" or ch.isspace() or ch in JOINERS)
    # a joiner joins nothing at either end (nor where the cut leaves it)
    return " ".join(kept.split())[:NAME_MAX].strip(" " + JOINERS)


@dataclass(frozen=True)
class Seats:
    """``kinds[seat]`` is ``PERSON`` or a level; ``names[seat]`` a person's name ('' for a
    computer, or a person who gave none: the page then says "Player 2")."""

    kinds: tuple[str, ...]
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.names:
            object.__setattr__(self, "names", ("",) * len(self.kinds))
        check(self.kinds, self.names)

    @classmethod
    def solo(cls, players: int, level: str) -> "Seats":
        """Today's game: the player at the bottom, a computer of ``level`` elsewhere."""
        return cls((PERSON,) + (level,) * (players - 1))

    @property
    def players(self) -> int:
        return len(self.kinds)

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i, k in enumerate(self.kinds) if k == PERSON)

    @property
    def shared(self) -> bool:
        """Two or more people at the device: a people's match."""
        return len(self.people) > 1

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.kinds) and self.kinds[seat] == PERSON

    def level_of(self, seat: int) -> str:
        """A computer seat's level (a person's seat has none: '')."""
        kind = self.kinds[seat]
        return "" if kind == PERSON else kind

    @property
    def levels(self) -> tuple[str, ...]:
        """The computers' levels, seat by seat."""
        return tuple(k for k in self.kinds if k != PERSON)

    def named(self, names: tuple[str, ...]) -> "Seats":
        """The same seats with the people's names from ``names`` (by seat; cleaned)."""
        fixed = tuple(clean_name(names[i]) if k == PERSON and i < len(names) else ""
                      for i, k in enumerate(self.kinds))
        return Seats(self.kinds, fixed)

    def with_level(self, level: str) -> "Seats":
        """Every computer at ``level`` (a level chosen in Settings)."""
        return Seats(tuple(k if k == PERSON else level for k in self.kinds), self.names)

    def to_dict(self) -> JSONObject:
        return {"kinds": list(self.kinds), "names": list(self.names)}

    @classmethod
    def from_dict(cls, data: object, players: int) -> "Seats":
        """A stored seat list; SeatsError when it is not one or does not fit the table."""
        if not isinstance(data, dict):
            raise SeatsError("format")
        kinds, names = data.get("kinds"), data.get("names", [])
        if not isinstance(kinds, list) or not all(isinstance(k, str) for k in kinds) \
                or not isinstance(names, list) or len(names) != len(kinds) \
                or not all(isinstance(n, str) and len(n) <= 4 * NAME_MAX for n in names):
            raise SeatsError("format")
        if len(kinds) != players:
            raise SeatsError("count", n=len(kinds), players=players)
        return cls(tuple(kinds), tuple(clean_name(n) for n in names))


def check(kinds: tuple[str, ...], names: tuple[str, ...]) -> None:
    if not 2 <= len(kinds) <= 3 or len(names) != len(kinds):
        raise SeatsError("count", n=len(kinds), players=len(kinds))
    for kind in kinds:
        if kind != PERSON and kind not in LEVELS:
            raise SeatsError("kind", value=kind[:20])
    if kinds[0] != PERSON:
        raise SeatsError("first")


def parse(text: str, players: int, names: tuple[str, ...] = ()) -> Seats:
    """A link's ``?seats=`` (``person,expert,person``: one entry a seat, the bottom seat
    first) for a table of ``players``; SeatsError names what is wrong."""
    kinds = tuple(part.strip().lower() for part in text.split(","))
    if len(kinds) != players:
        raise SeatsError("count", n=len(kinds), players=players)
    return Seats(kinds).named(names)
