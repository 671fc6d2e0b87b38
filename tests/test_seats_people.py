"""The people at the table as the page shows them (game.web.seats.people)."""

from __future__ import annotations

from game.play.seats import Seats
from game.web.seats.people import (
    curtain_seat,
    people_named,
    seat_choice,
    seat_name,
    viewer_seat,
)
from game.words import Words


def test_the_settings_show_each_seat_of_the_table_and_keep_a_seat_it_has_not() -> None:
    two = Seats(("person", "person"))
    three = Seats(("person", "normal", "person"))
    assert seat_choice(two, 1, "computer") == "person"
    assert seat_choice(two, 2, "person") == "person"  # kept for a table of three
    assert seat_choice(two, 2, "computer") == "computer"
    assert seat_choice(three, 1, "person") == "computer"
    assert seat_choice(three, 2, "computer") == "person"


def test_the_curtain_waits_for_the_person_to_move_and_the_table_turns_to_them() -> None:
    people = Seats(("person", "normal", "person"))
    # East (a person) to move while your cards are up: the screen asks for East
    assert curtain_seat(people, 0, 2, deal_over=False) == 2
    assert viewer_seat(people, 0, 2, deal_over=False) == 2
    # the computer to move: no screen, the table stays turned to the cards up
    assert curtain_seat(people, 2, 1, deal_over=False) is None
    assert viewer_seat(people, 2, 1, deal_over=False) == 2
    # nobody's cards up and the computer to move (a reload): the first person
    assert viewer_seat(people, None, 1, deal_over=False) == 0
    # a deal over, or a solo game: never a screen
    assert curtain_seat(people, 0, 2, deal_over=True) is None
    assert curtain_seat(Seats(("person", "normal")), None, 0, deal_over=False) is None


def test_a_seat_is_named_by_its_person_at_a_peoples_match_else_by_its_word() -> None:
    people = Seats(("person", "normal", "person"), ("Ana", "", ""))
    words = Words().with_people(*people_named(people))
    assert people_named(people) == (("Ana", None, ""), ("", "normal", ""))
    assert seat_name(words, people, 0) == "Ana"
    assert seat_name(words, people, 2) == "Player 2"
    assert seat_name(words, people, 1) == words.say("seat.computer",
                                                    level=words.level_name("normal"))
    assert seat_name(Words(), Seats(("person", "normal", "normal")), 1) == "West"
