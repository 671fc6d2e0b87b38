"""RULES.md section 7 (preset schnapsen), one test per difference from section 2.

What section 7 leaves to section 2 (phase one and two, marriages, closing and its
scoring, going out) runs through the same engine and is covered by the perft table,
the property tests and test_rules_traditional; here each difference is pinned.
"""

import pytest

from game import IllegalAction, PositionError, from_position, new_deal
from game.engine.rules import make_rules
from game.play.match import Match

from .helpers import play_all, position

S = {"rules": "schnapsen"}
MANUAL = {"auto_out": False}
NINES = {"9C", "9D", "9H", "9S"}


def spos(hands, trump, **kw):
    return position(hands, trump, rules="schnapsen", **kw)


# -- 7. The pack and the deal ---------------------------------------------------------------
def test_7_pack_is_20_cards_without_nines_and_holds_120():
    from game.engine import cards

    deck = make_rules("schnapsen").deck
    assert len(deck) == 20 and len(set(deck)) == 20
    assert {cards.text(c)[0] for c in deck} == set("ATKQJ")
    assert sum(cards.POINTS[c] for c in deck) == 120


@pytest.mark.parametrize("seed", range(20))
def test_7_deal_five_each_turn_up_under_nine_face_down(seed):
    s = new_deal(seed, rules="schnapsen")
    assert len(s.hand(0)) == len(s.hand(1)) == 5
    assert s.stock_size == 10
    pos = s.to_position()
    assert len(pos["stock"]) == 9 and pos["trump"] not in pos["stock"]
    assert s.trump == s.trump_card[1]
    every = pos["stock"] + s.hand(0) + s.hand(1) + [pos["trump"]]
    assert len(set(every)) == 20 and not NINES & set(every)


def test_7_non_dealer_leads_and_same_seed_same_deal():
    assert new_deal(3, rules="schnapsen", dealer=1).to_move == 0
    assert new_deal(3, rules="schnapsen", dealer=0).to_move == 1
    assert new_deal(42, rules="schnapsen").to_position() == \
        new_deal(42, rules="schnapsen").to_position()


def test_7_the_deal_alternates_whoever_wins():
    assert {Match.new(seed, rules="schnapsen").state.dealer for seed in range(40)} == {0, 1}
    m = Match.new(5, rules="schnapsen", first_dealer=1)
    dealers = [m.state.dealer]
    winners = []
    while not m.is_over:
        while m.state.outcome is None:
            m.apply(m.state.legal_actions()[0])
        winners.append(m.state.outcome.winner)
        if not m.is_over:
            dealers.append(m.next_deal().dealer)
            # a saved match reloads although the last winner does not deal this deal
            assert Match.from_dict(m.to_dict()).state.dealer == dealers[-1]
    assert dealers == [(1 + i) % 2 for i in range(len(dealers))]
    # the rule is tested only if some winner did not deal the next deal (here deal 2's)
    assert any(w != d for w, d in zip(winners, dealers[1:]))


def test_7_the_match_is_a_bummerl_to_7():
    m = Match.new(11, rules="schnapsen")
    assert m.rules.target == 7 and m.rules.has_match
    while not m.is_over:
        if m.state.outcome is not None:
            m.next_deal()
        m.apply(m.state.legal_actions()[0])
    assert m.scores[m.winner] >= 7 and min(m.scores) < 7
    assert Match.from_dict(m.to_dict()).scores == m.scores


# -- 7. The exchange with the jack of trumps -------------------------------------------------
EXCH = [["JH", "AC", "KD", "JC", "TH"], ["QS", "KS", "AD", "TD", "JD"]]


def test_7_exchange_with_the_trump_jack_on_the_first_lead_without_a_trick():
    s = from_position(spos(EXCH, "AH"))
    assert s.tricks == (0, 0) and "exchange" in s.legal_actions()
    s = s.apply("exchange")
    assert "JH" not in s.hand(0) and s.hand(0)[-1] == "AH"
    assert s.trump_card == "JH" and s.stock_size == 10
    assert "AH" in s.view(1).opponent_known  # public, as in section 2


def test_7_exchange_allowed_with_one_face_down_card_above_the_turn_up():
    won = [["KC", "QC", "TC"], ["JS", "TS", "QD"]]
    won = [won[0] + ["QH"], won[1] + ["KH"]]
    s = from_position(spos(EXCH, "AH", won=won, stock=["AS"]))
    assert s.stock_size == 2 and "exchange" in s.legal_actions()
    assert "close" in s.legal_actions()  # pagat and Tompa allow both with two left


def test_7_no_exchange_when_closed_by_the_exchanger_or_for_the_follower():
    s = from_position(spos(EXCH, "AH")).apply("close")
    assert "exchange" not in s.legal_actions()
    s = from_position(spos(EXCH, "AH", leader=1, dealer=0)).apply("QS")
    assert "exchange" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="trump jack"):
        s.apply("exchange")


def test_7_no_exchange_without_the_jack_and_the_sentence_names_the_jack():
    s = from_position(spos([["QH", "AC", "KD", "JC", "TH"], EXCH[1]], "AH"))
    assert "exchange" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="trump jack"):
        s.apply("exchange")


def test_7_closers_opponent_may_exchange_the_jack_at_once():
    s = from_position(spos(EXCH[::-1], "AH")).apply("close")
    assert s.stage == "exchange_offer" and s.to_move == 1
    assert sorted(s.legal_actions()) == ["exchange", "pass"]
    with pytest.raises(IllegalAction, match="trump jack"):
        s.apply("QS")
    assert "AH" in s.apply("exchange").hand(1)


# -- 7. Closing: the same moments, counted on a 10-card stock ---------------------------------
def test_7_close_before_the_first_lead_and_after_tricks_1_to_4_before_the_draw():
    s = new_deal(8, rules="schnapsen")
    assert "close" in s.legal_actions()
    seen_before_draw = []
    while s.stock_size:
        if s.stage == "before_draw":
            seen_before_draw.append(s.stock_size)
            assert s.legal_actions() == ["draw", "close"]
            s = s.apply("draw")
            continue
        if not s.table:
            assert "close" in s.legal_actions()  # every lead while the stock is open
        s = s.apply([a for a in s.legal_actions() if a not in ("close", "exchange")][0])
    # stock sizes at the moments before the draw: after tricks 1, 2, 3, 4 (10, 8, 6, 4)
    assert seen_before_draw == [10, 8, 6, 4]


def test_7_the_winner_of_the_fifth_trick_draws_the_last_two():
    won = [["KC", "QC", "TC", "QD"], ["JS", "TS", "KH", "QH"]]
    s = from_position(spos([["AS", "KD", "JC", "TH", "AC"], ["QS", "KS", "AD", "TD", "JD"]],
                           "JH", won=won, stock=["AH"]))
    assert s.stock_size == 2
    s = play_all(s, ["AS", "QS"])  # fifth trick: player 0 wins
    assert s.stage == "play" and s.stock_size == 0
    assert s.hand(0)[-1] == "AH" and s.hand(1)[-1] == "JH"


def test_7_close_facts_and_a_failed_close():
    s = play_all(from_position(spos(EXCH, "QH")), ["AC", "QS", "close"])
    assert s.to_position()["close"] == {"opp_had_trick": False, "opp_points": 0, "at_trick": 1}
    pos = s.to_position()
    assert from_position(pos).to_position() == pos


# -- 7. No 10 for the last trick: its winner takes the deal -----------------------------------
def end_position(won0, won1, **kw):
    return spos([["AS"], ["JS"]], "JH", won=[won0, won1], stock=[], **kw)


def test_7_no_ten_for_the_last_trick_and_its_winner_wins_one_game_point():
    won0 = ["AC", "TC", "AD", "KD", "QD", "JD", "KC", "QC"]  # 11+10+11+4+3+2+4+3 = 48
    s = from_position(end_position(won0, []))
    assert s.leader == 0
    s = play_all(s, ["AS", "JS"])
    assert s.points[0] == 48 + 11 + 2  # no 10 for the last trick
    assert s.points == (61, 59)
    assert s.outcome == (0, 1, "last_trick")


def test_7_the_last_trick_wins_even_with_fewer_points():
    # player 0 wins the last trick with 11 + 2 = 13 more, yet holds less than player 1
    won0 = ["AC", "TC", "AD", "TD"]  # 42
    s = play_all(from_position(end_position(won0, [])), ["AS", "JS"])
    assert s.points == (55, 65)
    assert s.points[0] < s.points[1] < 66
    assert s.outcome == (0, 1, "last_trick")


def test_7_there_is_no_drawn_deal():
    # 60 - 60 after the last trick: the last trick decides, not the totals
    won0 = ["AC", "TC", "AD", "KD", "QD", "JD", "KC", "QC"]
    s = from_position(end_position(won0[:-1] + ["JC"], []))
    s = play_all(s, ["AS", "JS"])
    assert s.points == (60, 60)
    assert s.outcome == (0, 1, "last_trick")


def test_7_a_closed_stock_still_scores_as_section_2():
    pos = spos([["AS"], ["JS"]], "JH", won=[["AC", "TC"], ["AD", "TD"]], closed_by=0)
    s = play_all(from_position(pos), ["AS", "JS"])
    assert s.outcome == (1, 2, "closer_failed")


# -- 7. A wrong claim to be out ----------------------------------------------------------------
def test_7_wrong_claim_gives_the_opponent_two():
    pos = spos([["KD", "AS"], ["QD", "JS"]], "JH", won=[["AC", "TC"], []], stock=[],
               options=MANUAL)
    s = from_position(pos)
    assert "out" in s.legal_actions() and s.points[0] < 66
    assert s.apply("out").outcome == (1, 2, "false_claim")


# -- 7. Positions --------------------------------------------------------------------------------
def test_7_a_nine_is_refused_with_a_message_that_names_the_card():
    pos = spos(EXCH, "AH")
    pos["stock"][0] = "9S"
    with pytest.raises(PositionError, match="9S"):
        from_position(pos)
    pos = new_deal(1, rules="schnapsen").to_position()
    pos["hands"][0][0] = "9H"
    with pytest.raises(PositionError, match="9H"):
        from_position(pos)


def test_7_a_position_needs_exactly_the_20_cards():
    pos = new_deal(1, rules="schnapsen").to_position()
    gone = pos["stock"].pop()
    with pytest.raises(PositionError, match=gone):
        from_position(pos)
    # the 24-card position is not a Schnapsen one
    full = new_deal(1).to_position()
    full["rules"] = "schnapsen"
    with pytest.raises(PositionError, match="9"):
        from_position(full)


def test_7_open_stock_hands_hold_five():
    pos = new_deal(1, rules="schnapsen").to_position()
    pos["stock"].append(pos["hands"][0].pop())
    pos["stock"].append(pos["hands"][1].pop())
    with pytest.raises(PositionError, match="5 cards"):
        from_position(pos)


def test_7_round_trip_of_a_fresh_deal_and_its_link():
    from game.engine.position import decode_position, encode_position

    s = new_deal(77, rules="schnapsen")
    again = from_position(decode_position(encode_position(s.to_position())))
    assert again == s and again.rules.preset == "schnapsen"
