"""docs/RULES.md §4: Gentle, Normal and Sharp, one test per sentence. A sentence the
levels read alike at every table (§4.7) runs at two and three players (``over_tables``);
the readings of §5.7 for three players are tested in test_three_classic_ai.py."""

import pytest

from game import from_position, new_deal

from .helpers import choose_as_rules as choose
from .helpers import declared, follower3, leader3, play_all, position

LEVELS = ["gentle", "normal", "sharp"]

over_tables = pytest.mark.parametrize("table", ["two", "three"])


def rules4(level):
    """The player that plays §4 exactly at every table: ``classic-<level>``. The page's
    levels play it too, except at the end of the deal at the rated tables, which Normal
    and Sharp search (issue 40, §4.8, test_ladder.py); a test whose position lies there
    asks the classic player."""
    return f"classic-{level}"


def follower(lead, hand, trump="9H", *, stock=None, **kw):
    """A position where player 1 answers ``lead`` with ``hand`` in hand."""
    leader_hand = [c for c in ["AC", "TC", "KC", "QC", "JC", "9C", "AD", "TD", "KD", "QD"]
                   if c not in hand][: len(hand) - 1]
    return from_position(position([leader_hand, hand], trump, table=[lead], stock=stock, **kw))


# Following 1: winners sorted by card points, cheapest first, by points not strength.
def test_4_follow_a_winning_trump_nine_goes_before_the_ace():
    s = follower("KS", ["AS", "9H", "JD", "9D", "JS", "QS"], trump="AH")
    assert choose(s, "sharp") == "9H"


# Following 2 and 3: thresholds 0 / 10 / 4 on the led card's points.
@pytest.mark.parametrize("lead,level,takes", [
    ("9S", "gentle", True), ("JS", "gentle", True),
    ("KS", "normal", False), ("QS", "normal", False), ("TS", "normal", True),
    ("QS", "sharp", False), ("KS", "sharp", True), ("TS", "sharp", True),
])
def test_4_follow_threshold(lead, level, takes):
    hand = ["AS", "JD", "9D", "QD", "KD", "TD"]
    s = follower(lead, hand, trump="AH")
    assert choose(s, level) == ("AS" if takes else "9D")


# Per table: a follower whose cheapest legal cards tie on points (9D before 9C in hand
# order), and its legal cards (three players: it can neither follow nor trump).
FOLLOW_TIES = {
    "two": (lambda: follower("AS", ["JD", "9D", "9C", "KD", "QD", "TD"], trump="AH"),
            ["JD", "9D", "9C", "KD", "QD", "TD"]),
    "three": (lambda: follower3(["JD", "9D", "9C"], ["AS", "KS"], trump="AH"), ["JD", "9D", "9C"]),
}


@over_tables
def test_4_follow_cheapest_legal_card_keeps_hand_order_on_ties(table):
    make, legal = FOLLOW_TIES[table]
    s = make()
    assert s.legal_actions() == legal
    assert all(choose(s, lv) == "9D" for lv in LEVELS)


def test_4_follow_plays_the_cheapest_winner_not_the_strongest():
    s = follower("TS", ["AS", "KH", "9D", "QD", "KD", "TD"], trump="AH")
    assert choose(s, "normal") == "KH"  # KH (4) is cheaper than AS (11)


def test_4_follow_only_legal_cards_in_phase_two():
    pos = position([["AC", "TC"], ["KS", "9D", "JS"]], "AH", table=["QS"], stock=[])
    s = from_position(pos)
    assert choose(s, "normal") == "KS"  # must beat: the only legal card


# Leading 1: the marriage scan (Normal and Sharp), first found in hand order.
MARRIAGE_HAND = ["9C", "QS", "KH", "KS", "QH", "JD"]
MARRIAGE_HAND3 = [*MARRIAGE_HAND, "AC", "TC"]  # three players hold eight cards


def leader(hand, trump="AH", **kw):
    other = [c for c in ["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "9D", "TS"]
             if c not in hand][:len(hand)]
    return from_position(position([hand, other], trump, **kw))


# Per table: player 0 to lead, holding the spade and the (trump) heart marriages.
SCAN = {"two": lambda: leader(MARRIAGE_HAND), "three": lambda: leader3(MARRIAGE_HAND3)}
# Per table: the same, the spade marriage already declared (set after the position's
# check, see helpers.declared).
DECLARED = {
    "two": lambda: declared(leader(["9C", "QS", "KH", "KS", "QH", "JD"],
                                   won=[["AS", "9S"], []]), 0, "S"),
    "three": lambda: declared(leader3(["9C", "QS", "KH", "KS", "QH"],
                                      won=[["JS", "9S", "JC"], [], []], filler=0), 0, "S"),
}


@over_tables
@pytest.mark.parametrize("level", ["normal", "sharp"])
def test_4_lead_scans_for_the_first_marriage_in_hand_order(table, level):
    # QS comes before the richer trump marriage KH/QH: it is led anyway.
    s = SCAN[table]()
    assert s.to_move == 0 and choose(s, level) == "QS"


@over_tables
@pytest.mark.parametrize("level", ["normal", "sharp"])
def test_4_lead_scan_skips_a_suit_already_declared(table, level):
    assert choose(DECLARED[table](), rules4(level)) == "KH"


@over_tables
def test_4_gentle_never_scans(table):
    assert choose(SCAN[table](), "gentle") == "9C"  # and leads the lowest


# Leading 2: rank = points + 100 for trump; lowest while the stock lasts.
def test_4_lead_lowest_rank_while_stock_lasts_trump_nine_above_plain_ace():
    hand = ["9H", "AS", "JD", "TC", "KC", "QD"]  # 9H: 0 + 100
    for level in LEVELS:
        assert choose(leader(hand), level) == "JD"


# Per table: a leader whose lowest-ranked cards tie, the levels that lead the lowest
# there (two players: every level while the stock lasts; three players, whose stock is
# always empty: Gentle and Normal) and the first of the tied cards in hand order.
LEAD_TIES = {
    "two": (lambda: leader(["JD", "JC", "AS", "TC", "KC", "9H"]), ["sharp"], "JD"),
    "three": (lambda: leader3(["AS", "9C", "AD", "9D"], won=[["TC", "KC", "QC"], [], []],
                              filler=0), ["gentle", "normal"], "9C"),
}


@over_tables
def test_4_lead_ties_keep_hand_order(table):
    make, levels, first = LEAD_TIES[table]
    s = make()
    assert all(choose(s, lv) == first for lv in levels)


def phase_two_leader(hand, **kw):
    other = [c for c in ["AC", "TC", "KC", "QC", "JC", "AD"] if c not in hand][:len(hand)]
    return from_position(position([hand, other], "AH", stock=[], **kw))


# Per table: a leader once the stock is empty (three players: always), its highest-ranked
# card (rank = points + 100 for a trump: the trump above the plain ace) and its lowest.
STOCK_EMPTY = {
    "two": (lambda: phase_two_leader(["AS", "9H", "JD"]), "9H", "JD"),
    "three": (lambda: leader3(["9C", "AS", "JH", "AD"], won=[["TC", "KC", "QC"], [], []],
                              filler=0), "JH", "9C"),
}
# Per table: the same with two highest cards of equal rank, and the last of them.
SHARP_TIES = {
    "two": (lambda: phase_two_leader(["TS", "TD", "9S"]), "TD"),  # TS and TD tie at 10
    "three": (lambda: leader3(["AS", "9C", "AD", "JC"], won=[["TC", "KC", "QC"], [], []],
                              filler=0), "AD"),  # AS and AD tie at 11
}


@over_tables
def test_4_sharp_leads_highest_once_the_stock_is_empty(table):
    make, highest, _ = STOCK_EMPTY[table]
    assert choose(make(), rules4("sharp")) == highest


@over_tables
def test_4_sharp_takes_the_last_of_equal_ranks(table):
    make, last = SHARP_TIES[table]
    assert choose(make(), rules4("sharp")) == last  # the last of the stable ascending list


@over_tables
@pytest.mark.parametrize("level", ["gentle", "normal"])
def test_4_gentle_and_normal_keep_leading_lowest_once_stock_is_empty(table, level):
    make, _, lowest = STOCK_EMPTY[table]
    assert choose(make(), level) == lowest


def test_4_sharp_flips_after_a_close_under_traditional():
    pos = position([["AS", "9H", "JD", "TS", "QD", "KS"], ["AC", "TC", "KC", "QC", "JC", "AD"]],
                   "AH", closed_by=1, close={"opp_had_trick": False, "opp_points": 0})
    assert choose(from_position(pos), rules4("sharp")) == "9H"


# Traditional: never close, exchange whenever allowed, go out as soon as correct.
@pytest.mark.parametrize("level", LEVELS)
def test_4_levels_draw_rather_than_close(level):
    s = new_deal(8)
    assert choose(s, level) != "close"
    s = play_all(s, [s.hand(0)[0], s.hand(1)[0]])
    assert s.stage == "before_draw" and "close" in s.legal_actions()
    assert choose(s, level) == "draw"


@pytest.mark.parametrize("level", LEVELS)
def test_4_levels_exchange_whenever_allowed(level):
    pos = position([["9H", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                   "AH", won=[["KC", "QC"], []])
    assert choose(from_position(pos), level) == "exchange"


@pytest.mark.parametrize("level", LEVELS)
def test_4_levels_exchange_when_the_opponent_closes(level):
    pos = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9H"]],
                   "AH")
    s = from_position(pos).apply("close")
    assert choose(s, level) == "exchange"


# Schnapsen (docs/RULES.md §7): section 4 unchanged; the exchange is the trump jack's, with no
# trick needed, and these levels still take it whenever allowed and never close.
@pytest.mark.parametrize("level", LEVELS)
def test_4_schnapsen_levels_exchange_the_jack_on_the_first_lead(level):
    pos = position([["JH", "AC", "KD", "JC", "TH"], ["QS", "KS", "AD", "TD", "JD"]], "AH",
                   rules="schnapsen")
    s = from_position(pos)
    assert s.tricks == (0, 0) and choose(s, level) == "exchange"
    s = from_position(pos).apply("AC").apply("QS")
    assert s.stage == "before_draw" and choose(s, level) == "draw"
    closed = from_position(position([["QS", "KS", "AD", "TD", "JD"],
                                     ["JH", "AC", "KD", "JC", "TH"]], "AH", rules="schnapsen"))
    assert choose(closed.apply("close"), level) == "exchange"


@pytest.mark.parametrize("level", LEVELS)
def test_4_levels_go_out_as_soon_as_they_correctly_can(level):
    won1 = ["AC", "TC", "AH", "TH", "KC", "QC", "KH", "QH", "JC", "9C"]  # 58
    pos = position([["JS", "9S", "9D"], ["TS", "KS", "QD"]], "JH", won=[["JH", "9H"], won1],
                   stock=[], leader=1, options={"auto_out": False}, filler=0)
    s = from_position(pos)
    assert s.points[1] == 58 and "out" in s.legal_actions()
    assert choose(s, level) != "out"  # 58: a claim would be false
    s = play_all(s, ["TS", "JS"])  # player 1 wins: 58 + 12 = 70
    assert s.to_move == 1 and s.points[1] == 70
    assert choose(s, level) == "out"


# The worked example of docs/RULES.md §4.5, simple preset.
def worked_example():
    pos = position([["KS", "QS", "TC", "AC", "TD", "AD"], ["AS", "9S", "JD", "9C", "JC", "QC"]],
                   "9H", rules="simple")
    return from_position(pos).apply("KS")


def test_4_worked_example_marriage_lands_at_once():
    assert worked_example().points == (20, 0)


def test_4_worked_example_sharp_wins_with_the_ace():
    s = worked_example()
    s = s.apply(choose(s, "sharp"))
    assert s.points == (20, 15)


def test_4_worked_example_normal_throws_the_nine():
    s = worked_example()
    assert choose(s, "normal") == "9S"
    assert s.apply("9S").points == (24, 0)


def test_4_levels_decide_from_their_view_only():
    """Same view, different hidden cards: the same choice."""
    a = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                 "JH", stock=["AC", "TC", "KC", "QC", "AH", "KH", "QH", "9H", "JS", "TS", "QD"])
    b = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                 "JH", stock=["QD", "TS", "JS", "9H", "QH", "KH", "AH", "QC", "KC", "TC", "AC"])
    sa, sb = from_position(a).apply("9S"), from_position(b).apply("9S")
    assert sa.view(1) == sb.view(1)
    for level in LEVELS:
        assert choose(sa, level) == choose(sb, level)
