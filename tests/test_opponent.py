"""The opponent's style, read from the trick piles of the view."""

from __future__ import annotations

from game import from_position
from game.ai.opponent import PRIOR_DUCKER, ducker_probability, our_low_leads
from game.engine.view import PlayerView
from tests.helpers import position

# Seat 0 to lead, clubs trump. Each pile holds (led card, reply) pairs.
HANDS = [["KS", "QS", "TC", "JD", "9D", "KC"], ["KH", "JS", "AC", "TD", "QD", "AH"]]


def view_after(ours: list[str], theirs: list[str], leader: int = 0) -> PlayerView:
    pos = position([list(h) for h in HANDS], "JC", won=[ours, theirs], leader=leader,
                   dealer=1 - leader)
    return from_position(pos).view(0)


def test_a_fresh_deal_has_no_evidence() -> None:
    v = view_after([], [])
    assert our_low_leads(v) == (0, 0)
    assert ducker_probability(v) == PRIOR_DUCKER


def test_a_low_lead_left_alone_makes_a_ducker_likelier() -> None:
    v = view_after(["9H", "9S"], [])  # our nine of hearts won: they threw the nine of spades
    assert our_low_leads(v) == (0, 1)
    assert ducker_probability(v) > PRIOR_DUCKER


def test_a_ten_spent_on_our_low_lead_makes_a_taker_likelier() -> None:
    # our jack of hearts, taken with the ten (so they lead now)
    v = view_after([], ["JH", "TH"], leader=1)
    assert our_low_leads(v) == (1, 0)
    assert ducker_probability(v) < 0.2


def test_other_tricks_are_not_evidence() -> None:
    v = view_after(
        ["9S", "AS",  # their nine, taken by our ace: their lead
         "AD", "9H",  # our ace: a high lead
         "QC", "TH"],  # our queen of trumps: a trump lead
        ["QH", "TS",  # their queen, we threw a ten: their lead
         "JH", "9C"],  # our jack, trumped with the nine: a cheap beat says little
    )
    assert our_low_leads(v) == (0, 0)
    assert ducker_probability(v) == PRIOR_DUCKER


def test_the_prior_is_where_the_evidence_starts() -> None:
    left_alone = view_after(["9H", "9S"], [])
    assert ducker_probability(view_after([], []), 0.2) == 0.2
    assert 0.2 < ducker_probability(left_alone, 0.2) < ducker_probability(left_alone)
    assert ducker_probability(left_alone, 0.0) == 0.0  # never a ducker, whatever it did
