"""docs/RULES.md §5.7, the classic levels with three players: one test per reading. The
sentences of §4 they read alike at every table run at two and three players in
test_classic_ai.py."""

import pytest

from game import new_deal
from game.ai.three.classic import follow_choice, wins_trick
from game.engine import cards

from .helpers import choose_as_rules as choose
from .helpers import follower3

LEVELS = ["gentle", "normal", "sharp"]

P = cards.parse


# Following: "the legal cards" are the strict ones.
def test_5_classic_follow_only_strict_legal_cards():
    # Without the duty to beat, the cheapest card by points would be 9S.
    s = follower3(["9S", "AS", "KS", "JD"], ["QS", "JS"])
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
    s = follower3(["AS", "TS", "9D"], ["JS", "KS"])  # AS and TS both win: TS is cheaper
    assert all(choose(s, lv) == "TS" for lv in LEVELS)
    s = follower3(["AH", "9H", "JD"], ["AS", "KS"])  # must trump: the nine (0) before the ace
    assert all(choose(s, lv) == "9H" for lv in LEVELS)


def test_5_classic_follow_without_a_winner_cheapest_legal():
    s = follower3(["QS", "9S", "AD"], ["AS", "KS"])
    assert all(choose(s, lv) == "9S" for lv in LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_5_classic_levels_play_whole_deals_legally(level):
    for seed in range(5):
        s = new_deal(seed, rules="three", dealer=seed % 3)
        while s.outcome is None:
            a = choose(s, level, seed)
            assert a in s.legal_actions()
            s = s.apply(a)
