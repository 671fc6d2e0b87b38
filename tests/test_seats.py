"""Seats (game.play.seats): who sits where, checked when it comes from outside."""

from __future__ import annotations

import pytest

from game.play.saved import settings_from
from game.play.seats import NAME_MAX, PERSON, Seats, SeatsError, clean_name, parse


def test_a_link_names_each_seat_bottom_first() -> None:
    seats = parse("person, Expert ,person", 3, ("Ana", "", "Ivo"))
    assert seats.kinds == (PERSON, "expert", PERSON)
    assert seats.names == ("Ana", "", "Ivo")  # a computer has no name
    assert seats.people == (0, 2) and seats.shared
    assert seats.level_of(1) == "expert" and seats.level_of(0) == ""
    assert not Seats.solo(2, "normal").shared


@pytest.mark.parametrize(("text", "players", "key"), [
    ("person", 2, "count"),
    ("person,person,person", 2, "count"),
    ("person,person", 3, "count"),
    ("person,grandmaster", 2, "kind"),
    ("expert,person", 2, "first"),
    ("", 2, "count"),
])
def test_seats_that_do_not_fit_the_table_are_refused_with_a_reason(
        text: str, players: int, key: str) -> None:
    with pytest.raises(SeatsError) as e:
        parse(text, players)
    assert e.value.key == key


def test_a_name_is_trimmed_text_without_control_characters_and_length_limited() -> None:
    assert clean_name("  Ana \n Marija\t") == "Ana Marija"
    assert clean_name("Ana\u202e\u0000x") == "Anax"  # bidi override and NUL are gone
    assert clean_name("<b>Ivo</b>") == "<b>Ivo</b>"  # kept as text: every writer escapes
    assert len(clean_name("x" * 500)) == NAME_MAX
    assert clean_name(42) == "" and clean_name(None) == ""


@pytest.mark.parametrize("data", [
    None, [], {"kinds": "person,person"}, {"kinds": ["person", 3]},
    {"kinds": ["person", "person"], "names": ["a"]},
    {"kinds": ["person", "person", "person"], "names": ["", "", ""]},  # three at two
    {"kinds": ["normal", "person"], "names": ["", ""]},
    {"kinds": ["person", "person"], "names": ["x" * 1000, ""]},
])
def test_a_stored_seat_list_that_is_not_one_is_refused(data: object) -> None:
    with pytest.raises(SeatsError):
        Seats.from_dict(data, 2)


def test_stored_seats_round_trip_and_the_settings_remember_each_seat() -> None:
    seats = Seats((PERSON, PERSON), ("Ana", "Ivo"))
    assert Seats.from_dict(seats.to_dict(), 2) == seats
    s = settings_from({"seat_1": "person", "seat_2": "robot", "name_0": " Ana\u0007 ",
                       "name_1": "Ivo", "level": "sharp"})
    assert s.seat_2 == "computer" and s.name_0 == "Ana"
    assert s.seats_for(2) == Seats((PERSON, PERSON), ("Ana", "Ivo"))
    assert s.seats_for(3).kinds == (PERSON, PERSON, "sharp")


def test_a_name_keeps_its_joiners_and_loses_its_bidi_controls() -> None:
    """Issue 57: a zero-width joiner inside a name is part of it (a family emoji, a
    Devanagari conjunct); the bidi controls and control characters still go, and a joiner
    left hanging at either end by the cut goes too."""
    family = "\U0001F468\u200D\U0001F469\u200D\U0001F467"
    assert clean_name(f"Ana {family}") == f"Ana {family}"
    assert clean_name("\u0915\u094D\u200D\u0937") == "\u0915\u094D\u200D\u0937"
    assert clean_name("Ivo\u2067\u200e\u061c\u0007") == "Ivo"
    assert clean_name("\u200DIvo\u200D") == "Ivo"
    cut = clean_name("x" * (NAME_MAX - 1) + "\u200D\U0001F469")
    assert cut == "x" * (NAME_MAX - 1)
