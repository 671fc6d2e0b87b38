"""The people at the table as the page shows them (game.web.seats.people)."""

from __future__ import annotations

from game.play.seats import Seats
from game.web.seats.people import seat_choice


def test_the_settings_show_each_seat_of_the_table_and_keep_a_seat_it_has_not() -> None:
    two = Seats(("person", "person"))
    three = Seats(("person", "normal", "person"))
    assert seat_choice(two, 1, "computer") == "person"
    assert seat_choice(two, 2, "person") == "person"  # kept for a table of three
    assert seat_choice(two, 2, "computer") == "computer"
    assert seat_choice(three, 1, "person") == "computer"
    assert seat_choice(three, 2, "computer") == "person"
