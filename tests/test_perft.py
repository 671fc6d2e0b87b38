"""Exact legal-action counts from fixed seeds (like chess engines' perft).

Any change to move generation changes one of these numbers. The depth-1 and
depth-2 counts of seed 1 are also worked out by hand below.
"""

import pytest

from game import new_deal


def perft(state, depth: int) -> int:
    if depth == 0 or state.outcome is not None:
        return 1
    return sum(perft(state.apply(a), depth - 1) for a in state.legal_actions())


def test_perft_by_hand_seed_1():
    s = new_deal(1)
    # Six cards and "close" on the first lead.
    assert perft(s, 1) == 7
    # Each lead has six replies; after "close" player 1 may be offered the exchange.
    closed = s.apply("close")
    assert perft(s, 2) == 6 * 6 + len(closed.legal_actions())


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
}


@pytest.mark.parametrize("key", list(TABLE))
def test_perft_table(key):
    seed, rules, options, first, depth = key
    s = new_deal(seed, rules=rules, **dict(options))
    if first:
        s = s.apply(first)
    assert perft(s, depth) == TABLE[key]
