"""``Words``: one way of speaking (a language, the preset whose wording it prefers, the
people at the table) and every wording function the game uses, as its methods.

Nothing here is module state: whoever words a sentence holds (or is passed) the ``Words``
to word it with. Code never writes player-facing words itself: it names a key of the
tables (game/words/<lang>.json) and passes the facts. What the lower floors report
(why a card cannot be played, a refused position, a stored record's fate, a hint's reason)
arrives as data (a key and facts) and is worded here.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .forms import Filler, Named, plural_form
from .tables import LANGUAGES, table

HUMAN = 0  # the player's seat in the solo game: "you"

# The keys naming each seat, by the number of seats at the table: the computer alone,
# or West (left) and East (right) at three (docs/RULES.md §5). A new table adds a row.
SEAT_KEYS: dict[str, dict[int, tuple[str, ...]]] = {
    "who": {2: ("who.0", "who.1"), 3: ("who.0", "who.three.1", "who.three.2")},
    # where space is short: 'Computer'
    "short": {2: ("who.0", "who.short.1"), 3: ("who.0", "who.three.1", "who.three.2")},
    # inside a sentence: 'you', 'the computer', 'West'
    "lower": {2: ("who.lower.0", "who.lower.1"),
              3: ("who.lower.0", "who.three.1", "who.three.2")},
    # a seat's cards in the review
    "cards": {2: ("review.trick.yours", "review.trick.theirs"),
              3: ("review.trick.yours", "review.trick.seat.1", "review.trick.seat.2")},
}

_FILLERS = {lang: Filler(lang) for lang in LANGUAGES}


# What the lower floors report, as the words here read it (their own types stay below).
class Problem(Protocol):
    """A refused input made by ``UntrustedInput.of``: ``bad.<key>`` with its facts."""

    key: str
    facts: dict[str, Any]


@runtime_checkable
class StoreNote(Protocol):
    """game.play.saved.Note: ``store.<key>`` about the stored record ``what``."""

    key: str
    what: str
    detail: str
    problem: BaseException | None


class Why(Protocol):
    """game.engine.why.WhyNot: ``why.<key>``; cards as codes ("QH"), suits as letters."""

    @property
    def key(self) -> str: ...
    @property
    def card(self) -> str: ...
    @property
    def top(self) -> str: ...
    @property
    def suit(self) -> str: ...
    @property
    def trump(self) -> str: ...


class HintReason(Protocol):
    """game.ai.reason.Reason: ``hint.<key>`` and the search's values."""

    @property
    def key(self) -> str: ...
    @property
    def card(self) -> str: ...
    @property
    def value(self) -> int: ...
    @property
    def expect(self) -> float | None: ...
    @property
    def chance(self) -> float | None: ...
    @property
    def score(self) -> tuple[int, ...] | None: ...
    @property
    def match_note(self) -> str: ...
    @property
    def other(self) -> str: ...
    @property
    def other_value(self) -> float | None: ...


class Rated(Protocol):
    """game.play.rating.Rating, as far as its text goes."""

    @property
    def rating(self) -> float: ...
    @property
    def provisional(self) -> bool: ...


@dataclass(frozen=True)
class Words:
    """Speaking ``language`` (one of LANGUAGES) in the wording of ``preset`` where it has
    its own (``key@preset``: Schnapsen exchanges the jack, not the nine), at a people's
    table when ``people`` names the seats (``people[seat]`` a person's name, '' one without,
    None a computer whose level is ``levels[seat]``); ``people=()`` is the solo game, where
    seat 0 is "you". At a people's table no shared sentence says "you" (the log is read by
    everyone at the device): seats are named."""

    language: str = "en"
    preset: str = ""
    people: tuple[str | None, ...] = ()
    levels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.language not in LANGUAGES:
            raise ValueError(f"unknown language {self.language!r}: use one of "
                             f"{', '.join(LANGUAGES)}")

    # -- choosing the way of speaking ----------------------------------------------------

    def for_rules(self, preset: str) -> "Words":
        return dataclasses.replace(self, preset=preset)

    def with_people(self, names: "tuple[str | None, ...]",
                    levels: tuple[str, ...] = ()) -> "Words":
        """These words at the table of ``names`` (see the class): named seats only when
        more than one person plays; else the solo game's words (you and the computer)."""
        shared = sum(n is not None for n in names) > 1
        return dataclasses.replace(self, people=tuple(names) if shared else (),
                                   levels=tuple(levels) if shared else ())

    @property
    def table(self) -> Mapping[str, str]:
        return table(self.language)

    def people_table(self) -> bool:
        """A people's match is being worded: every seat named, nobody "you"."""
        return bool(self.people)

    # -- templates -----------------------------------------------------------------------

    def say(self, key: str, /, **facts: object) -> str:
        """The sentence ``key`` (in the preset's wording, where it has its own; at a people's
        table ``key@<preset>@people`` and ``key@people`` first) with its placeholders
        filled; KeyError for a missing key."""
        if self.people:  # the table's own people's wording, then any people's table's
            t = self.table
            for own in (f"{key}@{self.preset}@people", f"{key}@people"):
                if own in t:
                    return _FILLERS[self.language].vformat(t[own], (), facts)
        return self.worded(key, self.preset, **facts)

    def worded(self, key: str, preset: str, /, **facts: object) -> str:
        """``say`` in the wording of ``preset`` (a kept deal's rules, not the game's)."""
        t = self.table
        own = f"{key}@{preset}"
        return _FILLERS[self.language].vformat(t[own] if own in t else t[key], (), facts)

    def plural_form(self, n: int) -> int:
        return plural_form(n, self.language)

    # -- seats and people ----------------------------------------------------------------

    def person_name(self, seat: int) -> str:
        """A person's name at a people's table; "Player 2" for one who gave none, the
        people counted in seat order (a computer between them takes no number)."""
        names = self.people
        name = names[seat] if seat < len(names) else None
        return name or self.say("seat.player",
                                n=sum(n is not None for n in names[:seat]) + 1)

    def seat_word(self, kind: str, seat: int, players: int) -> str:
        """Seat ``seat``'s word of ``kind`` (a SEAT_KEYS row) at a table of ``players``; at
        a people's table a person's name, and a computer is named with its level (the only
        computer there: "Computer (Normal)"; "Computer" where space is short)."""
        names = self.people
        if names and kind != "cards" and seat < len(names):
            if names[seat] is not None:
                return self.person_name(seat)
            levels = self.levels
            if kind != "short" and seat < len(levels) and levels[seat]:
                return self.say("seat.computer", level=self.level_name(levels[seat]))
            return self.say(SEAT_KEYS[kind][2][1])
        return self.say(SEAT_KEYS[kind][players][seat])

    def who(self, seat: int, players: int = 2) -> Named:
        """'You', 'The computer' (two players), 'West'/'East' (three); inside a sentence
        'you', 'the computer' (``Named.inner``: the table writes the form where it
        stands)."""
        return Named(self.seat_word("who", seat, players),
                     self.seat_word("lower", seat, players))

    def listed(self, parts: Sequence[str]) -> Named:
        """'You and West', 'Ana and the computer': names (or phrases that open with one)
        joined by "and", the first as it opens a sentence, the others as inside one."""
        inner = [p.inner if isinstance(p, Named) else p for p in parts]
        joint = self.say("list.and")
        return Named(joint.join([*parts[:1], *inner[1:]]), joint.join(inner))

    def short_name(self, seat: int, players: int = 2) -> str:
        """A seat's name where space is short: 'Computer' at two players, else as ``who``."""
        return self.seat_word("short", seat, players)

    def said(self, base: str, seat: int, players: int = 2, **facts: object) -> str:
        """The sentence ``base`` for ``seat``: '<base>.0' for the human, '<base>.other' with
        ``{who}`` for a computer (and for everyone at a people's table)."""
        if seat == HUMAN and not self.people:
            return self.say(f"{base}.0", **facts)
        return self.say(f"{base}.other", who=self.who(seat, players), **facts)

    # -- cards and actions ---------------------------------------------------------------

    def card_name(self, code: str) -> str:
        """'Ace of spades', '10 of clubs' (the rank as the face shows it) for a card's code
        as the engine writes it ("AS", "TC"); ValueError for anything else."""
        t = self.table
        if not (isinstance(code, str) and len(code) == 2 and f"rank.{code[0]}" in t
                and f"suit.{code[1]}" in t):
            raise ValueError(f"{code!r} is not a card's code (rank then suit: 'TS', 'QH')")
        return self.say("card.name", rank=self.say(f"rank.{code[0]}"),
                        suit=self.say(f"suit.{code[1]}"))

    def the(self, code: str) -> str:
        """'the Queen of hearts'."""
        return self.say("card.the", card=self.card_name(code))

    def suit_name(self, letter: str) -> str:
        """'hearts' for "H"; ValueError for anything but a suit's letter."""
        if not (isinstance(letter, str) and len(letter) == 1 and f"suit.{letter}" in self.table):
            raise ValueError(f"{letter!r} is not a suit: use one of C D H S")
        return self.say(f"suit.{letter}")

    def action_name(self, action: str) -> str:
        """A card's name ('King of diamonds') or an action's ('close the stock')."""
        return self.card_name(action) if len(action) == 2 else self.say(f"action.{action}")

    def action_phrase(self, action: str) -> str:
        """'play the Ace of spades' / 'close the stock'."""
        if len(action) == 2:
            return self.say("msg.hint.play", card=self.the(action))
        return self.table.get(f"action.{action}", action)

    # -- what the lower floors report ----------------------------------------------------

    def why_text(self, why: "Why | None") -> str:
        """Why a card or action cannot be played now (game.engine.why's data), in words."""
        if why is None:
            return ""
        return self.say(f"why.{why.key}", card=self.card_name(why.card) if why.card else "",
                        top=self.card_name(why.top) if why.top else "",
                        suit=self.suit_name(why.suit) if why.suit else "",
                        trump=self.suit_name(why.trump) if why.trump else "")

    def problem_text(self, error: BaseException) -> str:
        """Why input from outside was refused (an UntrustedInput made by ``of``: a link's
        position, a stored match), from its key and facts (``bad.<key>``): cards and suits
        named, the input's parts worded (``bad.what.*``, else as the input has them), a
        problem inside another worded too. Any other error: its own text."""
        key = getattr(error, "key", "")
        if not key or f"bad.{key}" not in self.table:
            return str(error)
        facts: dict[str, object] = {}
        problem: Problem = error  # type: ignore[assignment]  # it has a key: it has facts
        for name, value in problem.facts.items():
            if isinstance(value, BaseException):
                value = self.problem_text(value)
            elif name == "card":
                value = self.card_name(str(value))
            elif name == "suit":
                value = self.suit_name(str(value))
            elif name == "what":
                value = self._input_part(str(value))
            facts[name] = value
        return self.say(f"bad.{key}", **facts)

    def _input_part(self, what: str) -> str:
        """'hand 1' -> 'Hand 1' (German): a part of the input in these words, where the
        table has them (``bad.what.<part>``, a seat's number kept)."""
        part, _, seat = what.rpartition(" ")
        if not (seat.isdigit() and part):
            part, seat = what, ""
        key = f"bad.what.{part}"
        if key not in self.table:
            return what
        return self.say(key) + (f" {seat}" if seat else "")

    def note_text(self, message: str) -> str:
        """A message about a stored record (game.play.saved.Note) in these words; any other
        text as it is."""
        if not isinstance(message, StoreNote):
            return message
        what = self.say(f"store.what.{message.what}") if message.what else ""
        detail = (message.detail if message.problem is None
                  else self.problem_text(message.problem))
        return self.say(f"store.{message.key}", what=what, detail=detail)

    def hint_reason(self, reason: HintReason) -> str:
        """The hint's reason in words: 'takes the trick with the Ace of spades (expected
        +0.8 game points)'."""
        # in a match the search looks for the best chance to win it, not the most points
        key = (f"hint.{reason.key}@match" if (reason.chance is not None
                                              and reason.key == "most_points")
               else f"hint.{reason.key}")
        why = self.say(key, card=self.the(reason.card) if reason.card else "",
                       value=reason.value)
        if reason.chance is not None:  # in a match: the chance to win it
            chance = round(100 * reason.chance)
            if reason.match_note and reason.score is not None:
                advice = self.say(f"hint.match_{reason.match_note}", why=why,
                                  score=self._score_words(reason.score), chance=chance)
            else:
                advice = self.say("hint.expect_match", why=why, chance=chance)
        elif reason.expect is None:
            return why
        else:
            advice = self.say("hint.expect", why=why,
                              expect=self.decimal(reason.expect, 1, signed=True))
        if not reason.other or reason.other_value is None:
            return advice
        # the runner-up beside it, in the same units: why this play rather than that one
        other = self.action_name(reason.other)
        if reason.chance is not None:
            return self.say("hint.other_match", advice=advice, other=other,
                            chance=round(100 * reason.other_value))
        return self.say("hint.other", advice=advice, other=other,
                        expect=self.decimal(reason.other_value, 1, signed=True))

    def _score_words(self, score: tuple[int, ...]) -> str:
        """A match score as the hint says it, the hint's seat first: '6–6' or '6–6–4'."""
        if len(score) == 3:
            return self.say("hint.score3", mine=score[0], second=score[1], third=score[2])
        return self.say("hint.score", mine=score[0], theirs=score[1])

    # -- numbers, dates and names --------------------------------------------------------

    def game_points_text(self, n: int) -> str:
        return self.say("game_points.1") if n == 1 else self.say("game_points.n", n=n)

    def points_text(self, n: int) -> str:
        """'11 points' with the language's plural form (Croatian: 1 bod, 2-4 boda, 5+
        bodova; 21 bod, 22 boda, 11-14 bodova)."""
        forms = ("1", "few", "n") if self.language == "hr" else ("1", "n")
        return self.say(f"points.{forms[self.plural_form(n)]}", n=n)

    def tricks_text(self, n: int) -> str:
        return self.say("summary.tricks.1") if n == 1 else self.say("summary.tricks.n", n=n)

    def date_text(self, day: str) -> str:
        """A calendar day ('2026-12-04', as the page keeps it) the way the language writes a
        date: '4 December 2026', '4. Dezember 2026', '4. prosinca 2026.'; anything that is
        not such a day stays as it is."""
        try:
            d = datetime.date.fromisoformat(day)
        except (TypeError, ValueError):
            return str(day)
        return self.say("date", day=d.day, month=self.say(f"month.{d.month}"), year=d.year)

    def decimal(self, value: float, places: int, signed: bool = False) -> str:
        """A number as the language writes it: '2.9' in English, '2,9' in German and
        Croatian."""
        text = f"{value:+.{places}f}" if signed else f"{value:.{places}f}"
        return text.replace(".", self.say("number.point"))

    def level_name(self, level: str) -> str:
        return self.table.get(f"level.{level}", level)

    def rules_name(self, rules: str) -> str:
        return self.table.get(f"rules.{rules}", rules)


def rating_text(r: Rated) -> str:
    """A rating as the page shows it: '1523', or '1523?' while it is provisional."""
    return f"{round(r.rating)}?" if r.provisional else str(round(r.rating))


def signed_int(n: int) -> str:
    """'+12', '−5' (a true minus sign), '±0'."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "±0"


def english(key: str, /, **facts: object) -> str:
    """The English sentence ``key`` with its facts: how a lower floor's error or note reads
    as text (the page words the same key and facts in the player's language). Its own
    ``Words`` each time: no module holds one (a ``Words`` is cheap)."""
    return Words().say(key, **facts)


__all__ = ["HUMAN", "SEAT_KEYS", "HintReason", "Problem", "Rated", "StoreNote",
           "Why", "Words", "english", "rating_text", "signed_int"]
