"""Who the people at the table are, as the page shows them: whom the device waits for
behind the screen, the seat the table is turned to, each seat's name and the Settings'
choice for each seat. Pure Python over game.play.seats (who sits where); the session
(game.web.session) asks here with its own facts (whose cards are up, who is to move).
"""

from __future__ import annotations

from game.play.seats import PERSON, Seats
from game.words import Words

COMPUTER = "computer"  # the Settings' choice for a seat a computer takes


def curtain_seat(seats: Seats, shown: int | None, mover: int | None,
                 deal_over: bool) -> int | None:
    """The person whose turn it is while someone else's cards (``shown``; None: nobody's)
    are face up: the screen asks to pass the device to them (None: no screen, as in a
    solo game or once the deal is over)."""
    if not seats.shared or deal_over or mover is None:
        return None
    return mover if seats.is_person(mover) and mover != shown else None


def viewer_seat(seats: Seats, shown: int | None, mover: int | None, deal_over: bool) -> int:
    """The seat the table is turned to (its hand at the bottom): the person behind the
    screen, else the person whose cards are up, else the first person to play."""
    waiting = curtain_seat(seats, shown, mover, deal_over)
    if waiting is not None:
        return waiting
    if shown is not None:
        return shown
    return mover if mover is not None and seats.is_person(mover) else seats.people[0]


def seat_name(words: Words, seats: Seats, seat: int) -> str:
    """A seat's name as the page writes it in ``words`` (the table's): a person's at a
    people's match, else the seat's word ('You', 'The computer', 'West')."""
    if seats.shared and seats.is_person(seat):
        return words.person_name(seat)
    return words.who(seat, seats.players)


def people_named(seats: Seats) -> "tuple[tuple[str | None, ...], tuple[str, ...]]":
    """What the text tables name the seats by (``Words.with_people``): each person's name
    (None for a computer) and each seat's level ('' for a person)."""
    return (tuple(n if seats.is_person(i) else None for i, n in enumerate(seats.names)),
            tuple(seats.level_of(i) for i in range(seats.players)))


def seat_choice(seats: Seats, seat: int, kept: str) -> str:
    """What the Settings' choice for ``seat`` shows: "person" or "computer" for a seat of
    the table under way; for a seat that table has not (seat 2 at two players), ``kept``,
    the choice remembered for a table that has it."""
    if seat not in range(seats.players):
        return kept
    return PERSON if seats.is_person(seat) else COMPUTER


__all__ = ["COMPUTER", "curtain_seat", "people_named", "seat_choice", "seat_name",
           "viewer_seat"]
