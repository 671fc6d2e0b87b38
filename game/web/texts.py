"""The page's words through one current ``Words`` (game.words), as module state: no
longer read nor set by the page, whose builders and desks word with the controller's
``Words`` (Controller.words); the tests still import it until it goes (issue 58).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.words import (
    HUMAN,
    LANGUAGES,
    SEAT_KEYS,
    Named,
    Words,
    pick_language,
    rating_text,
    signed_int,
    table,
)

if TYPE_CHECKING:
    from game.words.words import HintReason, Why

_now: list[Words] = [Words()]  # the current Words (a list: no global), see above


def use_language(lang: str) -> str:
    """From now on ``say`` speaks ``lang``; an unknown language keeps the current one.
    Returns the language in use."""
    if lang in LANGUAGES:
        _now[0] = _now[0].speaking(lang)
    return _now[0].language


def language() -> str:
    return _now[0].language


def use_rules(preset: str) -> None:
    """From now on ``say`` words keys the way ``preset`` does, where it has its own
    wording (``key@preset``; Schnapsen's exchange is the jack's)."""
    _now[0] = _now[0].for_rules(preset)


def use_people(names: "tuple[str | None, ...]", levels: tuple[str, ...] = ()) -> None:
    """From now on seats are named (a people's match: ``names[seat]`` a person's name,
    None a computer, whose level is ``levels[seat]``), or with ``()`` the solo game's
    words (you and the computer)."""
    _now[0] = _now[0].with_people(names, levels)


def people_table() -> bool:
    return _now[0].people_table()


def person_name(seat: int) -> str:
    return _now[0].person_name(seat)


def say(key: str, /, **facts: object) -> str:
    return _now[0].say(key, **facts)


def worded(key: str, preset: str, /, **facts: object) -> str:
    return _now[0].worded(key, preset, **facts)


def plural_form(n: int) -> int:
    return _now[0].plural_form(n)


def seat_word(kind: str, seat: int, players: int) -> str:
    return _now[0].seat_word(kind, seat, players)


def who(seat: int, players: int = 2) -> Named:
    return _now[0].who(seat, players)


def listed(parts: Sequence[str]) -> Named:
    return _now[0].listed(parts)


def short_name(seat: int, players: int = 2) -> str:
    return _now[0].short_name(seat, players)


def said(base: str, seat: int, players: int = 2, **facts: object) -> str:
    return _now[0].said(base, seat, players, **facts)


def card_name(code: str) -> str:
    return _now[0].card_name(code)


def note_text(message: str) -> str:
    return _now[0].note_text(message)


def problem_text(error: BaseException) -> str:
    return _now[0].problem_text(error)


def why_text(why: "Why | None") -> str:
    return _now[0].why_text(why)


def the(code: str) -> str:
    return _now[0].the(code)


def suit_name(letter: str) -> str:
    return _now[0].suit_name(letter)


def game_points_text(n: int) -> str:
    return _now[0].game_points_text(n)


def points_text(n: int) -> str:
    return _now[0].points_text(n)


def date_text(day: str) -> str:
    return _now[0].date_text(day)


def tricks_text(n: int) -> str:
    return _now[0].tricks_text(n)


def level_name(level: str) -> str:
    return _now[0].level_name(level)


def rules_name(rules: str) -> str:
    return _now[0].rules_name(rules)


def decimal(value: float, places: int, signed: bool = False) -> str:
    return _now[0].decimal(value, places, signed)


def hint_reason(reason: "HintReason") -> str:
    return _now[0].hint_reason(reason)


def action_name(action: str) -> str:
    return _now[0].action_name(action)


def action_phrase(action: str) -> str:
    return _now[0].action_phrase(action)


__all__ = ["HUMAN", "LANGUAGES", "SEAT_KEYS", "Named", "action_name", "action_phrase",
           "card_name", "date_text", "decimal", "game_points_text", "hint_reason", "language",
           "level_name", "listed", "note_text", "people_table", "person_name", "pick_language",
           "plural_form", "points_text", "problem_text", "rating_text",
           "rules_name", "said", "say", "seat_word", "short_name", "signed_int", "suit_name",
           "table", "the", "tricks_text", "use_language", "use_people", "use_rules",
           "who", "why_text", "worded"]
