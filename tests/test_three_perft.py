"""Exact legal-action counts for three players from fixed seeds (a "perft" table).

Every count is checked twice: by the engine and by an independent brute-force
reference written here from the sentences of docs/RULES.md §5 (text cards, its own deal,
its own duty checks and trick winner), so a change to either shows at once.
"""

import pytest

from game import new_deal
from game.engine.cards import text
from game.engine.deal import shuffled_deck
from tests.helpers import perft

ORDER = "ATKQJ9"


def stronger(a: str, b: str) -> bool:
    """Same suit: ``a`` ranks above ``b``."""
    return ORDER.index(a[0]) < ORDER.index(b[0])


def top_of(cards: list[str], suit: str) -> str | None:
    best = None
    for c in cards:
        if c[1] == suit and (best is None or stronger(c, best)):
            best = c
    return best


def ref_may_play(card: str, hand: list[str], table: list[str], trump: str) -> bool:
    """docs/RULES.md §5.3, sentence by sentence."""
    if not table:
        return True
    led = table[0][1]
    if any(c[1] == led for c in hand):
        if card[1] != led:
            return False  # must play a card of the led suit
        if led != trump and any(c[1] == trump for c in table):
            return True  # a trump lies on the plain lead: any card of the suit
        top = top_of(table, led)
        able = any(c[1] == led and stronger(c, top) for c in hand)
        return not able or stronger(card, top)
    if any(c[1] == trump for c in hand):
        if card[1] != trump:
            return False  # must trump
        top = top_of(table, trump)
        if top is None:
            return True
        able = any(c[1] == trump and stronger(c, top) for c in hand)
        return not able or stronger(card, top)
    return True  # neither: discard anything


def ref_winner(trick: list[str], trump: str) -> int:
    top = top_of(trick, trump) or top_of(trick, trick[0][1])
    return trick.index(top)


def ref_deal(seed: int, dealer: int):
    deck = [text(c) for c in shuffled_deck(seed)]
    hands: list[list[str]] = [[], [], []]
    for i, c in enumerate(deck):  # one at a time from the dealer's left
        hands[(dealer + 1 + i) % 3].append(c)
    return hands, deck[-1][1], (dealer + 1) % 3


def ref_perft(hands, trump, leader, table, depth):
    if depth == 0 or (not table and not any(hands)):
        return 1
    p = (leader + len(table)) % 3
    total = 0
    for card in hands[p]:
        if not ref_may_play(card, hands[p], table, trump):
            continue
        new_hands = [h[:] for h in hands]
        new_hands[p].remove(card)
        trick = table + [card]
        if len(trick) == 3:
            w = (leader + ref_winner(trick, trump)) % 3
            total += ref_perft(new_hands, trump, w, [], depth - 1)
        else:
            total += ref_perft(new_hands, trump, leader, trick, depth - 1)
    return total


def fast_perft(core, depth: int) -> int:
    if depth == 0 or core.outcome is not None:
        return 1
    n = 0
    for a in core.legal():
        child = core.copy()
        child.play(a)
        n += fast_perft(child, depth - 1)
    return n


def test_perft_by_hand_seed_1():
    s = new_deal(1, rules="three", dealer=0)
    # seat 1 leads: any of its 8 cards
    assert perft(s, 1) == 8
    # seat 2 answers each lead: all cards of the led suit that beat it, else all of the
    # suit, else all trumps, else all 8 cards
    hand1, hand2 = s.hand(1), s.hand(2)
    trump = s.trump
    expect = 0
    for lead in hand1:
        same = [c for c in hand2 if c[1] == lead[1]]
        higher = [c for c in same if stronger(c, lead)]
        trumps = [c for c in hand2 if c[1] == trump]
        expect += len(higher or same or trumps or hand2)
    assert perft(s, 2) == expect


# (seed, dealer, actions played first (the last legal one each time), depth): leaf
# count, by the engine and by the reference. Depth 99 plays to the end of the deal.
TABLE = {
    (1, 0, 0, 3): 30,
    (2, 1, 0, 3): 18,
    (3, 2, 0, 4): 140,
    (4, 0, 0, 6): 818,
    (5, 1, 0, 7): 1260,
    (6, 2, 0, 9): 5932,
    (10, 0, 12, 99): 1224,
    (12, 2, 15, 99): 216,
}


@pytest.mark.parametrize("key", list(TABLE))
def test_perft_table(key):
    seed, dealer, skip, depth = key
    s = new_deal(seed, rules="three", dealer=dealer)
    hands, trump, leader = ref_deal(seed, dealer)
    assert [s.hand(p) for p in range(3)] == hands and s.trump == trump
    for _ in range(skip):
        s = s.apply(s.legal_actions()[-1])
    pos = s.to_position()
    ref = ref_perft(pos["hands"], trump, pos["leader"], pos["table"], depth)
    assert fast_perft(s.core, depth) == ref == TABLE[key]
    if depth <= 6:
        assert perft(s, depth) == ref  # the facade agrees with the inner engine
