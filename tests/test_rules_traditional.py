"""docs/RULES.md §2 (preset traditional), one test per rule, from hand-made positions."""

import pytest

from game import IllegalAction, from_position, new_deal
from game.play.match import Match

from .helpers import play_all, position, state

MANUAL = {"auto_out": False}


# -- 2. Deal ---------------------------------------------------------------------------
def test_2_deal_six_each_turn_up_under_twelve_card_stock():
    s = new_deal(3)
    assert len(s.hand(0)) == len(s.hand(1)) == 6
    assert s.stock_size == 12
    assert s.trump == s.trump_card[1]
    pos = s.to_position()
    assert len(pos["stock"]) == 11 and pos["trump"] not in pos["stock"]


def test_2_deal_non_dealer_leads_first_trick():
    assert new_deal(3, dealer=1).to_move == 0
    assert new_deal(3, dealer=0).to_move == 1


def test_2_deal_same_seed_same_deal():
    assert new_deal(42).to_position() == new_deal(42).to_position()
    assert new_deal(42).to_position() != new_deal(43).to_position()


def test_2_deal_winner_deals_next_and_first_dealer_is_random():
    dealers = {Match.new(seed).state.dealer for seed in range(40)}
    assert dealers == {0, 1}
    m = Match.new(5, first_dealer=1)
    while m.state.outcome is None:
        m.apply(m.state.legal_actions()[0])
    m.next_deal()
    assert m.state.dealer == m.history[-1].winner


# -- 2. Phase one -------------------------------------------------------------------------
PHASE_ONE = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                     "JH")


def test_2_phase_one_follower_may_play_any_card():
    s = from_position(PHASE_ONE).apply("AS")
    assert sorted(s.legal_actions()) == sorted(["QS", "KS", "AD", "TD", "JD", "9D"])


@pytest.mark.parametrize("lead,reply,winner", [
    ("9S", "QS", 1),   # same suit: the higher wins
    ("AS", "KS", 0),
    ("AS", "9D", 0),   # two plain suits: the led card wins
    ("9C", "AD", 0),
])
def test_2_phase_one_trick_winner(lead, reply, winner):
    s = play_all(from_position(PHASE_ONE), [lead, reply])
    assert s.view(0).last_trick.winner == winner
    assert s.tricks[winner] == 1


def test_2_a_trump_beats_any_plain_card():
    s = state([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9H"]], "JH")
    s = play_all(s, ["AS", "9H"])
    assert s.tricks == (0, 1)


def test_2_winner_draws_first_then_loser():
    pos = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                   "JH", stock=["AC", "TC", "KC", "QC", "AH", "KH", "QH", "9H", "JS", "TS", "QD"])
    s = play_all(from_position(pos), ["9S", "QS"])  # player 1 wins
    assert s.stage == "before_draw"
    s = s.apply("draw")
    assert s.hand(1)[-1] == "AC" and s.hand(0)[-1] == "TC"
    assert s.stock_size == 10


def test_2_loser_of_the_sixth_trick_draws_the_turn_up():
    won = [["AC", "TC", "KC", "QC", "JS", "TS"], ["JH", "9C", "QD", "KH"]]
    pos = position([["AS", "9D", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "QH"]],
                   "9H", won=won, stock=["AH"])
    s = play_all(from_position(pos), ["9S", "QS"])  # sixth trick: player 1 wins
    assert s.stage == "play"  # no moment to close after the sixth trick
    assert s.hand(1)[-1] == "AH" and s.hand(0)[-1] == "9H"
    assert s.stock_size == 0


def test_2_last_trick_stays_in_view_while_the_next_is_played():
    """docs/RULES.md §6.3: the book lets the last trick be looked at until the next lead;
    the page shows it while the next trick is answered too (issue 40: the move log names
    every card anyway, so hiding it only hindered the player answering a lead)."""
    s = play_all(from_position(PHASE_ONE), ["9S", "QS", "draw"])
    first = s.view(0).last_trick
    assert first is not None
    s = s.apply(s.legal_actions()[0])
    assert s.table and s.view(0).last_trick == first == s.view(1).last_trick


# -- 2. Phase two -------------------------------------------------------------------------
def phase_two(reply_hand, lead="KS"):
    return state([["AC", "AD"], reply_hand], "JH", stock=[], table=[lead])


def test_2_phase_two_must_follow_and_beat_if_able():
    assert phase_two(["QS", "AS", "9H"]).legal_actions() == ["AS"]


def test_2_phase_two_must_follow_even_when_unable_to_beat():
    assert phase_two(["QS", "9S", "9H"]).legal_actions() == ["QS", "9S"]


def test_2_phase_two_without_the_suit_must_trump():
    assert phase_two(["QD", "9H", "AH"]).legal_actions() == ["9H", "AH"]


def test_2_phase_two_without_suit_or_trump_any_card():
    assert phase_two(["QD", "9C", "TD"]).legal_actions() == ["QD", "9C", "TD"]


def test_2_phase_two_illegal_card_names_the_duty():
    s = phase_two(["QS", "AS", "9H"])
    with pytest.raises(IllegalAction, match="beat"):
        s.apply("QS")
    with pytest.raises(IllegalAction, match="follow spades"):
        s.apply("9H")


def test_2_phase_two_leader_may_lead_anything_and_no_marriages():
    s = state([["KS", "QS", "9D"], ["AC", "AD", "TC"]], "JH", stock=[])
    assert s.legal_actions() == ["KS", "QS", "9D"]
    s = s.apply("KS")
    assert s.pending == (0, 0) and s.to_position()["marriages"] == [[], []]


# -- 2. Exchanging the trump nine ------------------------------------------------------
def exchange_position(won=(["KC", "QC"], []), **kw):
    return position([["9H", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                    "AH", won=list(won), **kw)


def test_2_exchange_on_lead_after_a_trick_with_stock_open():
    s = from_position(exchange_position())
    assert "exchange" in s.legal_actions()
    s = s.apply("exchange")
    assert "9H" not in s.hand(0) and s.hand(0)[-1] == "AH"
    assert s.trump_card == "9H" and s.stock_size == 10


def test_2_exchange_is_public():
    s = from_position(exchange_position()).apply("exchange")
    assert "AH" in s.view(1).opponent_known


def test_2_no_exchange_without_a_won_trick():
    # the first lead: the only moment a player is on lead without a trick (once a trick
    # is played, its winner leads)
    pos = exchange_position(won=([], []))
    assert "exchange" not in from_position(pos).legal_actions()


def test_2_no_exchange_when_closed_or_exhausted():
    s = from_position(exchange_position()).apply("close")
    assert s.stage == "play" and "exchange" not in s.legal_actions()


def test_2_exchange_allowed_with_one_face_down_card_above_the_turn_up():
    won = [["KC", "QC", "AC", "TC"], ["JS", "TS", "QD", "KH", "QH", "JH"]]
    pos = position([["9H", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                   "AH", won=won, stock=["AS"])
    assert "exchange" in from_position(pos).legal_actions()


def test_2_follower_cannot_exchange():
    s = from_position(exchange_position(leader=1, won=[[], ["KC", "QC"]]))
    s = s.apply("QS")
    assert "exchange" not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply("exchange")


def test_2_closers_opponent_may_exchange_at_once_even_without_a_trick():
    pos = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9H"]],
                   "AH")
    s = from_position(pos).apply("close")
    assert s.stage == "exchange_offer" and s.to_move == 1
    assert sorted(s.legal_actions()) == ["exchange", "pass"]
    s2 = s.apply("exchange")
    assert "AH" in s2.hand(1) and s2.to_move == 0
    assert s.apply("pass").hand(1) == ["QS", "KS", "AD", "TD", "JD", "9H"]


# -- 2. Marriages -----------------------------------------------------------------------
def marriage_position(**kw):
    return position([["KS", "QS", "KH", "QH", "9C", "9D"], ["AS", "TS", "AD", "TD", "JD", "JC"]],
                    "JH", **kw)


def test_2_marriage_declared_on_the_first_lead_is_pending_until_a_trick():
    s = from_position(marriage_position()).apply("KS")
    assert s.pending == (20, 0) and s.points == (0, 0)
    assert "QS" in s.view(1).opponent_known  # the partner is shown
    s = s.apply("AS")  # player 1 wins; player 0 still has no trick
    assert s.pending == (20, 0)


def test_2_marriage_counts_once_the_declarer_wins_a_trick():
    s = play_all(from_position(marriage_position()), ["KS", "JC"])
    assert s.points == (4 + 2 + 20, 0) and s.pending == (0, 0)


def test_2_trump_marriage_is_40_plain_20_and_one_per_lead():
    s = from_position(marriage_position(won=[["AC", "9S"], []])).apply("QH")
    assert s.points == (11 + 40, 0)
    assert s.to_position()["marriages"] == [["H"], []]


def test_2_declaration_reaching_66_goes_out_without_leading():
    pos = marriage_position(won=[["AC", "TC", "9S", "KC"], []])  # 25 card points
    s = from_position(pos).apply("KH")  # 25 + 40 = 65: not yet
    assert s.outcome is None
    pos = marriage_position(won=[["AC", "TC", "9S", "QC"], ["KC", "JS"]])  # 24
    s = from_position(pos).apply("QS")  # 24 + 20 = 44
    assert s.outcome is None
    pos = marriage_position(won=[["AC", "TC", "9S", "QC", "KC", "JS"], []])  # 30
    s = from_position(pos).apply("QH")  # 30 + 40 = 70
    assert s.outcome.winner == 0 and s.outcome.reason == "went_out"
    assert "QH" in s.hand(0)  # not led


def test_2_manual_out_declares_the_marriage_too():
    pos = marriage_position(won=[["AC", "TC", "9S", "QC", "KC", "JS"], []], options=MANUAL)
    s = from_position(pos)
    assert "out" in s.legal_actions()
    s = s.apply("out")
    assert s.outcome.winner == 0 and s.points[0] == 70


# -- 2. Closing -------------------------------------------------------------------------
def test_2_close_before_the_first_lead_by_the_non_dealer():
    s = new_deal(8)
    assert "close" in s.legal_actions()
    s = s.apply("close")
    assert s.closed_by == 0 and s.stock_size == 12
    lead = s.legal_actions()[0]
    after = s.apply(lead)
    assert after.stage == "play"


def test_2_close_after_a_trick_before_the_draw():
    s = play_all(from_position(PHASE_ONE), ["9S", "QS"])
    assert s.legal_actions() == ["draw", "close"]
    s = s.apply("close")
    assert len(s.hand(0)) == len(s.hand(1)) == 5 and s.stock_size == 12
    s = s.apply("KS")  # player 1 leads; player 0 must now follow and beat
    assert s.legal_actions() == ["AS"]


def test_2_closing_records_the_opponents_tricks_and_points():
    s = play_all(from_position(PHASE_ONE), ["9S", "QS", "close"])
    assert s.to_position()["close"] == {"opp_had_trick": False, "opp_points": 0, "at_trick": 1}


def test_2_marriage_on_the_same_lead_as_the_close_but_none_after():
    s = from_position(marriage_position()).apply("close").apply("KS")
    assert s.pending == (20, 0)  # declared on the lead on which the stock was closed
    s = play_all(s, ["AS"])  # player 1 wins with the ace and leads
    s = play_all(s, ["TS", "QS"])  # 1 leads TS, 0 must follow with QS
    assert s.points == (0, 11 + 4 + 10 + 3) and s.pending == (20, 0)
    pos = marriage_position(won=[["AC", "9S"], []], closed_by=0,
                            close={"opp_had_trick": False, "opp_points": 0, "at_trick": 0})
    later = from_position(pos).apply("KH")  # a trick has passed since the close
    assert later.to_position()["marriages"] == [[], []]


def test_2_draw_action_needs_the_moment_and_the_card_needs_the_draw():
    s = play_all(from_position(PHASE_ONE), ["9S", "QS"])
    with pytest.raises(IllegalAction, match="draw"):
        s.apply("KS")


# -- 2. Going out ---------------------------------------------------------------------
def going_out_position(won0, won1, **kw):
    return position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                    "JH", won=[won0, won1], options=MANUAL, **kw)


def test_2_out_only_right_after_winning_a_trick():
    s = from_position(going_out_position(["AC", "TC"], []))
    assert "out" in s.legal_actions()
    s = s.apply("9C")  # the moment passes
    assert "out" not in s.legal_actions()
    s = s.apply("TD")  # player 1 wins and may go out
    assert s.legal_actions() == ["draw", "close", "out"]


def test_2_correct_claim_wins_even_if_the_opponent_passed_66_first():
    won0 = ["AC", "TC", "AH", "TH", "KC", "QC", "KH", "QH", "JC", "9C"]  # 58 + 20
    won1 = ["AD", "TD", "KD", "QD", "JD", "9D", "AS", "TS", "KS", "QS"]  # 58 + 20
    pos = position([["9S", "JS"], ["JH", "9H"]], "JH", won=[won0, won1], stock=[],
                   options=MANUAL, leader=0, marriages=[["C"], ["D"]])
    assert from_position(pos).points == (78, 78)
    s = from_position(pos).apply("out")
    assert s.outcome.winner == 0 and s.outcome.reason == "went_out"


def test_2_false_claim_gives_the_opponent_two():
    s = from_position(going_out_position(["AC", "TC"], ["KC", "QC"])).apply("out")
    assert s.outcome == (1, 2, "false_claim")


def test_2_auto_out_the_moment_a_trick_brings_66():
    won0 = ["AC", "TC", "AH", "TH", "KC", "QC", "KH", "QH"]  # 60
    pos = position([["AS", "9C", "KD", "JC", "9H", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                   "JH", won=[won0, ["JS", "TS"]])
    s = play_all(from_position(pos), ["AS", "QS"])  # 60 + 14
    assert s.outcome.winner == 0 and s.outcome.reason == "went_out"
    assert s.outcome.game_points == 2  # loser has 12 points and a trick


# -- 2. End of a deal without anyone going out ----------------------------------------------
def end_position(won0):
    return position([["AS"], ["9S"]], "JH", won=[won0, []], stock=[], options=MANUAL)


def test_2_last_trick_10_and_higher_total_wins():
    s = from_position(end_position(["AC", "TC", "AD", "TD", "JC", "9C", "KC", "QC"]))
    s = play_all(s, ["AS", "9S"])
    # player 0: 51 + 11 + 10 = 72; player 1: the rest, 120 - 51 - 11 = 58
    assert s.points == (72, 58)
    assert s.outcome == (0, 1, "higher_total")


def test_2_equal_totals_are_a_draw_and_the_dealer_deals_again():
    s = play_all(from_position(end_position(["AC", "TC", "AD", "TD", "JC", "9C"])), ["AS", "9S"])
    assert s.points == (65, 65)
    assert s.outcome == (None, 0, "draw")
    m = Match.new(1)
    m.state = s
    assert m.next_deal().dealer == s.dealer


def test_2_no_last_trick_10_after_a_close_and_closer_who_never_went_out_fails():
    pos = position([["AS"], ["9S"]], "JH", won=[["AC", "TC"], ["AD", "TD"]], closed_by=0)
    s = play_all(from_position(pos), ["AS", "9S"])
    assert s.points[0] == 21 + 11
    assert s.outcome == (1, 2, "closer_failed")


# -- 2. Game points ------------------------------------------------------------------------
@pytest.mark.parametrize("won1,gp", [
    (["AD", "TD", "KD", "QD", "JD", "TS"], 1),  # loser 40 points: 1
    (["JD", "TD"], 2),                          # under 33 with a trick: 2 (Schneider)
    ([], 3),                                    # no trick: 3 (Schwarz)
])
def test_2_game_points_for_going_out(won1, gp):
    # Player 0 holds every other card's points and goes out with the trick AS+KS
    # (manual going out: with automatic going out player 0 would be out already).
    pos = position([["AS", "9C"], ["KS", "9D"]], "JH", won=[[], won1], stock=[], filler=0,
                   options={"auto_out": False})
    s = play_all(from_position(pos), ["AS", "KS", "out"])
    assert s.outcome == (0, gp, "went_out")


def test_2_schwarz_is_about_tricks_not_points():
    pos = position([["AS", "9H"], ["9S", "JH"]], "KH",
                   won=[["AC", "TC", "AD", "TD", "AH", "TH"], ["9C", "9D"]],
                   stock=[], filler=0, options={"auto_out": False})
    s = play_all(from_position(pos), ["AS", "9S", "out"])  # manual: player 0 is past 66
    assert s.points[1] == 0 and s.tricks[1] == 1
    assert s.outcome.game_points == 2


def closed_position(**kw):
    won0 = ["AC", "TC", "AD", "TD", "KC", "QC", "KS", "QS"]  # 56
    return position([["JD", "AS"], ["KD", "9S"]], "JH", won=[won0, []], closed_by=0,
                    close={"opp_had_trick": False, "opp_points": 0}, **kw)


def test_2_closer_out_is_judged_on_the_opponents_final_tricks():
    s = play_all(from_position(closed_position()), ["JD", "KD", "9S", "AS"])
    assert s.points[0] == 67 and s.tricks[1] == 1
    assert s.outcome == (0, 2, "went_out")


def test_2_option_close_scoring_at_close_counts_the_opponent_as_at_the_close():
    s = play_all(from_position(closed_position(options={"close_scoring": "at_close"})),
                 ["JD", "KD", "9S", "AS"])
    assert s.outcome == (0, 3, "went_out")


def test_2_closer_failed_3_when_opponent_had_no_trick_at_the_close():
    pos = position([["9D"], ["AD"]], "JH", won=[["AC", "TC"], ["9S", "JS"]], closed_by=0,
                   close={"opp_had_trick": False, "opp_points": 0})
    s = play_all(from_position(pos), ["9D", "AD"])
    assert s.outcome == (1, 3, "closer_failed")


def test_2_closer_fails_when_the_opponent_goes_out_first():
    won1 = ["AC", "TC", "AD", "TD", "KC", "QC", "KS", "QS"]  # 56
    pos = position([["KD", "9S"], ["JD", "AS"]], "JH", won=[["9C", "JC"], won1], closed_by=0,
                   close={"opp_had_trick": True, "opp_points": 40})
    s = play_all(from_position(pos), ["9S", "AS"])  # player 1: 56 + 11 = 67, out
    assert s.outcome == (1, 2, "closer_failed")


def test_2_closers_false_claim_is_a_failed_close():
    pos = position([["JD", "AS"], ["KD", "9S"]], "JH", won=[["AC", "TC"], []], closed_by=0,
                   close={"opp_had_trick": False, "opp_points": 0}, options=MANUAL)
    s = from_position(pos).apply("out")
    assert s.outcome == (1, 3, "closer_failed")


# -- 2. The match -------------------------------------------------------------------------
@pytest.mark.parametrize("target", [7, 8])
def test_2_match_to_target(target):
    m = Match.new(11, target=target)
    while not m.is_over:
        if m.state.outcome is not None:
            m.next_deal()
        m.apply(m.state.legal_actions()[0])
    assert max(m.scores) >= target and m.scores[m.winner] >= target
    assert sum(h.game_points for h in m.history if h.winner == m.winner) == m.scores[m.winner]


def test_an_outcome_says_what_each_seat_won_or_paid():
    from game.engine.core import Outcome

    assert [Outcome(1, 2, "higher_total").net(seat) for seat in (0, 1)] == [-2, 2]
    assert [Outcome(None, 0, "draw").net(seat) for seat in (0, 1)] == [0, 0]
