"""docs/RULES.md §5.7, the classic levels with three players: one test per reading."""

import pytest

from game import new_deal
from game.ai import choose
from game.ai.three.classic import follow_choice, wins_trick
from game.engine import cards

from .helpers import declared, state3

LEVELS = ["gentle", "normal", "sharp"]
P = cards.parse


def third(hand, table, trump="9H"):
    """Seat 2 to answer ``table`` (seat 0 led) holding ``hand``."""
    others = [c for c in ["AC", "TC", "KC", "QC", "JC", "9C", "AD", "TD", "KD"]
              if c not in hand and c not in table]
    n = len(hand)
    return state3([others[: n - 1], others[n - 1: 2 * n - 2], hand], trump, leader=0,
                  table=table)


# Following: "the legal cards" are the strict ones.
def test_5_classic_follow_only_strict_legal_cards():
    # Without the duty to beat, the cheapest card by points would be 9S.
    s = third(["9S", "AS", "KS", "JD"], ["QS", "JS"])
    assert s.legal_actions() == ["AS", "KS"]
    assert all(choose(s, lv) == "KS" for lv in LEVELS)


# "would win the trick" means beating every card already in the trick.
def test_5_classic_would_win_means_beating_every_card_in_the_trick():
    trump = cards.SUITS.index("H")
    assert wins_trick([P("JS"), P("KS")], P("QS"), trump) is False  # beats JS, not KS
    assert wins_trick([P("JS"), P("KS")], P("AS"), trump) is True
    assert wins_trick([P("AS"), P("9H")], P("TH"), trump) is True
    assert wins_trick([P("AS"), P("TH")], P("9H"), trump) is False
    # Were QS and AS both playable, AS would be the only winner: Gentle takes with it.
    assert follow_choice([P("QS"), P("AS")], [P("JS"), P("KS")], trump, "gentle") == P("AS")


# The threshold applies to the points of all cards already in the trick.
@pytest.mark.parametrize("table,level,takes", [
    (["JS", "KS"], "sharp", True),     # 2 + 4 = 6 >= 4 (the led jack alone would be 2)
    (["JS", "KS"], "normal", False),   # 6 < 10
    (["9S", "TS"], "normal", True),    # 0 + 10 >= 10 (the led nine alone would be 0)
    (["QS", "9D"], "sharp", False),    # 3 < 4
    (["9S", "JS"], "gentle", True),    # 2 >= 0
])
def test_5_classic_threshold_on_all_cards_in_the_trick(table, level, takes):
    trump = cards.SUITS.index("H")
    legal = [P("QD"), P("AS")]  # a cheap loser and a winner (not a strict set: the reading)
    choice = follow_choice(legal, [P(c) for c in table], trump, level)
    assert choice == (P("AS") if takes else P("QD"))


# Under the strict rules every legal card wins or none does: the cheapest legal card.
def test_5_classic_follow_plays_the_cheapest_legal_card_by_points():
    s = third(["AS", "TS", "9D"], ["JS", "KS"])  # AS and TS both win: TS is cheaper
    assert all(choose(s, lv) == "TS" for lv in LEVELS)
    s = third(["AH", "9H", "JD"], ["AS", "KS"])  # must trump: the nine (0) before the ace
    assert all(choose(s, lv) == "9H" for lv in LEVELS)


def test_5_classic_follow_ties_keep_hand_order():
    s = third(["JD", "9D", "9C"], ["AS", "KS"], trump="AH")  # discard: 9D before 9C
    assert s.legal_actions() == ["JD", "9D", "9C"]
    assert all(choose(s, lv) == "9D" for lv in LEVELS)


def test_5_classic_follow_without_a_winner_cheapest_legal():
    s = third(["QS", "9S", "AD"], ["AS", "KS"])
    assert all(choose(s, lv) == "9S" for lv in LEVELS)


# Leading: the marriage scan (Normal and Sharp), first found in hand order.
def leader(hand, trump="AH", won=None, **kw):
    """Seat 0 to lead ``hand``; seat 2 is the dealer holding the turned ``trump``."""
    used = set(hand) | {c for w in (won or []) for c in w}
    rest = [c for c in cards_text() if c not in used and c != trump]
    n = len(hand)
    hands = [hand, rest[:n], [trump] + rest[n: 2 * n - 1]]
    return state3(hands, trump, leader=0, dealer=2, won=won, **kw)


def cards_text():
    return [cards.text(c) for c in cards.DECK]


MARRIAGE_HAND = ["9C", "QS", "KH", "KS", "QH", "JD", "AC", "TC"]


@pytest.mark.parametrize("level", ["normal", "sharp"])
def test_5_classic_lead_scans_for_the_first_marriage_in_hand_order(level):
    s = leader(MARRIAGE_HAND)
    assert s.to_move == 0 and choose(s, level) == "QS"  # before the richer trump marriage


def test_5_classic_lead_scan_skips_a_declared_suit():
    """The scan's rule holds even where play cannot reach it (see helpers.declared)."""
    s = declared(leader(["9C", "QS", "KH", "KS", "QH"], won=[["JS", "9S", "JC"], [], []],
                        filler=0), 0, "S")
    assert choose(s, "normal") == "KH" and choose(s, "sharp") == "KH"


def test_5_classic_gentle_never_scans_and_leads_the_lowest():
    assert choose(leader(MARRIAGE_HAND), "gentle") == "9C"


def test_5_classic_sharp_always_leads_its_highest_ranked_card():
    # rank = points + 100 for a trump: the trump jack (102) outranks the plain aces (11)
    s = leader(["9C", "AS", "JH", "AD"], won=[["TC", "KC", "QC"], [], []], filler=0)
    assert choose(s, "sharp") == "JH"
    assert choose(s, "normal") == "9C" and choose(s, "gentle") == "9C"


def test_5_classic_sharp_on_ties_leads_the_last_of_the_stable_list():
    s = leader(["AS", "9C", "AD", "JC"], won=[["TC", "KC", "QC"], [], []], filler=0)
    assert choose(s, "sharp") == "AD"  # AS and AD tie at 11: the later in hand order


def test_5_classic_gentle_and_normal_on_ties_lead_the_first():
    s = leader(["AS", "9C", "AD", "9D"], won=[["TC", "KC", "QC"], [], []], filler=0)
    assert choose(s, "gentle") == "9C" and choose(s, "normal") == "9C"


@pytest.mark.parametrize("level", LEVELS)
def test_5_classic_levels_play_whole_deals_legally(level):
    for seed in range(5):
        s = new_deal(seed, rules="three", dealer=seed % 3)
        while s.outcome is None:
            a = choose(s, level, seed)
            assert a in s.legal_actions()
            s = s.apply(a)
