"""Who the people at the table are, as the page shows them: the Settings' choice for each
seat. Pure Python over game.play.seats (who sits where) and the kept settings."""

from __future__ import annotations

from game.play.seats import PERSON, Seats

COMPUTER = "computer"  # the Settings' choice for a seat a computer takes


def seat_choice(seats: Seats, seat: int, kept: str) -> str:
    """What the Settings' choice for ``seat`` shows: "person" or "computer" for a seat of
    the table under way; for a seat that table has not (seat 2 at two players), ``kept``,
    the choice remembered for a table that has it."""
    if seat not in range(seats.players):
        return kept
    return PERSON if seats.is_person(seat) else COMPUTER


__all__ = ["COMPUTER", "seat_choice"]
