"""Exact legal-action counts from fixed seeds (like chess engines' perft).

Any change to move generation changes one of these numbers. The depth-1 and
depth-2 counts of seed 1 are also worked out by hand below.
"""

import pytest

from game import new_deal
from tests.helpers import perft


def test_perft_by_hand_seed_1():
    s = new_deal(1)
    # Six cards and "close" on the first lead.
    assert perft(s, 1) == 7
    # Each lead has six replies; after "close" player 1 may be offered the exchange.
    closed = s.apply("close")
    assert perft(s, 2) == 6 * 6 + len(closed.legal_actions())


def test_perft_by_hand_schnapsen_seed_1():
    s = new_deal(1, rules="schnapsen")
    assert s.hand(0) == ["TH", "KS", "JD", "TS", "AS"] and s.trump_card == "AH"
    assert s.hand(1) == ["AD", "JS", "AC", "TC", "TD"]
    # Five cards and "close"; no marriage, no trump jack in hand.
    assert perft(s, 1) == 6
    # Five leads with five free replies; after the close player 1 (no trump jack) is not
    # offered the exchange and must answer strictly: TH any of 5 (no hearts), KS, TS and
    # AS only JS, JD one of AD, TD.
    closed = s.apply("close")
    assert closed.legal_actions() == ["TH", "KS", "JD", "TS", "AS"]
    assert perft(closed, 2) == 5 + 1 + 2 + 1 + 1
    # Each trick ends before the draw (10 in stock): "draw" or "close".
    assert perft(s, 3) == 5 * 5 * 2 + 10


def test_perft_by_hand_schnapsen_exchange_on_the_first_lead():
    s = new_deal(5, rules="schnapsen")
    # Player 0 holds the trump jack (turn-up AH): it may exchange with no trick won.
    assert s.trump_card == "AH" and "JH" in s.hand(0)
    assert perft(s, 1) == 5 + 2  # five cards, close, exchange


# (seed, rules, options, first action or None, depth): leaf count.
TABLE = {
    (1, "traditional", (), None, 3): 104,
    (1, "traditional", (), None, 4): 614,
    (2, "traditional", (), None, 4): 467,
    (4, "traditional", (), None, 5): 1956,
    (1, "traditional", (), None, 6): 10606,
    (2, "traditional", (("auto_out", False),), None, 6): 7077,
    (6, "traditional", (), None, 7): 19193,
    (3, "simple", (), None, 4): 1296,
    (3, "simple", (), None, 6): 46656,
    (9, "traditional", (), "close", 8): 672,
    # Schnapsen (docs/RULES.md §7): 20 cards, five each
    (1, "schnapsen", (), None, 3): 60,
    (1, "schnapsen", (), None, 4): 290,
    (2, "schnapsen", (), None, 5): 982,
    (1, "schnapsen", (), None, 6): 2376,
    (2, "schnapsen", (("auto_out", False),), None, 6): 3046,
    (6, "schnapsen", (), None, 7): 8730,
    (9, "schnapsen", (), "close", 8): 768,
}


@pytest.mark.parametrize("key", list(TABLE))
def test_perft_table(key):
    seed, rules, options, first, depth = key
    s = new_deal(seed, rules=rules, **dict(options))
    if first:
        s = s.apply(first)
    assert perft(s, depth) == TABLE[key]
