"""RULES.md section 5 (preset three), one test per rule sentence, from hand-made positions."""

import pytest

from game import IllegalAction, new_deal

from .helpers3 import play_all, position3, state3


# -- 5. Deal ------------------------------------------------------------------------------
def test_5_deal_eight_each_no_stock():
    s = new_deal(3, rules="three")
    assert s.players == 3
    assert [len(s.hand(p)) for p in range(3)] == [8, 8, 8]
    assert s.stock_size == 0 and s.to_position()["stock"] == []
    assert sorted(sum((s.hand(p) for p in range(3)), [])) == sorted(
        position3([[], [], []], "9H")["won"][0])


def test_5_dealers_last_card_names_trumps_and_stays_in_the_dealers_hand():
    for dealer in range(3):
        s = new_deal(11, rules="three", dealer=dealer)
        assert s.dealer == dealer
        assert s.hand(dealer)[-1] == s.trump_card and s.trump == s.trump_card[1]
        assert s.trump_holder == dealer
        for seat in range(3):
            v = s.view(seat)
            assert v.trump_card == s.trump_card and v.trump_holder == dealer
            if seat != dealer:
                assert v.known[dealer] == (s.trump_card,)
                assert s.trump_card in [c for c in v.known[dealer]]


def test_5_turned_card_leaves_the_dealer_when_played():
    s = state3([["9S", "TC"], ["AH", "JS"], ["KH", "QS"]], "9S", dealer=0, leader=1)
    s = play_all(s, ["AH", "KH"])
    assert s.trump_holder == 0 and s.legal_actions() == ["9S"]  # no hearts: must trump
    s = s.apply("9S")
    assert s.trump_holder is None and s.view(1).known[0] == ()


def test_5_player_left_of_the_dealer_leads_first():
    for dealer in range(3):
        assert new_deal(4, rules="three", dealer=dealer).to_move == (dealer + 1) % 3


def test_5_no_close_exchange_draw_or_out():
    s = new_deal(4, rules="three")
    for word in ("close", "exchange", "draw", "out"):
        with pytest.raises(IllegalAction, match="three players"):
            s.apply(word)


# -- 5. Play -------------------------------------------------------------------------------
def follow(hand2, table, trump="9H"):
    """Seat 2 to play ``hand2`` after ``table`` (seat 0 led, seat 1 followed)."""
    others = [c for c in ["AC", "TC", "KC", "QC", "JC", "9C", "AD", "TD", "KD"]
              if c not in hand2 and c not in table]
    h0 = others[: len(hand2) - 1]
    h1 = others[len(hand2) - 1: 2 * len(hand2) - 2]
    return state3([h0, h1, hand2], trump, leader=0, table=table)


def test_5_play_must_follow_and_beat_the_highest_of_the_led_suit():
    s = follow(["AS", "TS", "QS", "9H"], ["JS", "KS"])
    assert s.legal_actions() == ["AS", "TS"]  # both beat KS; QS beats JS only


def test_5_play_must_follow_even_when_unable_to_beat():
    s = follow(["QS", "9S", "AH"], ["JS", "KS"])
    assert s.legal_actions() == ["QS", "9S"]


def test_5_play_once_a_trump_lies_on_a_plain_lead_any_card_of_the_suit():
    s = follow(["AS", "9S", "QH"], ["JS", "9H"])
    assert s.legal_actions() == ["AS", "9S"]


def test_5_play_without_the_suit_must_trump_and_overtrump():
    s = follow(["AH", "JH", "AD"], ["JS", "QH"])
    assert s.legal_actions() == ["AH"]


def test_5_play_holding_only_lower_trumps_still_trumps():
    s = follow(["JH", "9H", "AD"], ["JS", "QH"])
    assert s.legal_actions() == ["JH", "9H"]


def test_5_play_without_suit_or_trump_discard_any():
    s = follow(["AD", "TD", "KD"], ["JS", "QH"])
    assert s.legal_actions() == ["AD", "TD", "KD"]


def test_5_play_the_second_player_also_follows_and_beats():
    s = state3([["KS", "AC", "9D"], ["AS", "9S", "AH"], ["TC", "QC", "JC"]], "9H", leader=0)
    s = s.apply("KS")
    assert s.legal_actions() == ["AS"]


def test_5_play_the_leader_leads_anything():
    s = state3([["KS", "AC", "9H"], ["AS", "9S", "AH"], ["TC", "QC", "JC"]], "9H", leader=0)
    assert s.legal_actions() == ["KS", "AC", "9H"]


def test_5_play_illegal_card_raises_names_the_duty_and_changes_nothing():
    s = follow(["AS", "TS", "QS", "9H"], ["JS", "KS"])
    before = s.to_position()
    with pytest.raises(IllegalAction, match="beat the King of spades"):
        s.apply("QS")
    with pytest.raises(IllegalAction, match="follow spades"):
        s.apply("9H")
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply("AC")
    assert s.to_position() == before
    s = follow(["JH", "AH", "AD"], ["JS", "QH"])
    with pytest.raises(IllegalAction, match="must play a trump"):
        s.apply("AD")
    with pytest.raises(IllegalAction, match="higher trump"):
        s.apply("JH")


@pytest.mark.parametrize("trick,winner", [
    (["JS", "KS", "AS"], 2),   # the highest of the led suit
    (["JS", "AS", "KS"], 1),
    (["AS", "9H", "TS"], 1),   # a trump wins
    (["KS", "9H", "JH"], 2),   # the highest trump
    (["9S", "AD", "AC"], 0),   # discards lose
    (["9H", "AH", "AS"], 1),   # trump lead
])
def test_5_play_trick_goes_to_highest_trump_else_highest_of_led_suit(trick, winner):
    hands = [[trick[0], "9C"], [trick[1], "JC"], [trick[2], "QC"]]
    s = play_all(state3(hands, "TH", leader=0, dealer=1), trick)
    assert s.view(0).last_trick.winner == winner and s.to_move == winner


def test_5_each_next_trick_led_by_the_winner():
    s = state3([["JS", "9C"], ["AS", "JC"], ["KS", "QC"]], "TH", leader=0)
    s = play_all(s, ["JS", "AS", "KS"])
    assert s.leader == 1 and s.to_move == 1 and s.view(2).table == ()
