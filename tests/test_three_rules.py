"""docs/RULES.md §5 (preset three), one test per rule sentence, from hand-made positions."""

import pytest

from game import IllegalAction, from_position, new_deal

from .helpers import declared, play_all, position3, state3


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


# -- 5. Marriages ----------------------------------------------------------------------------
def marriage_state(won0=(), trump="9H"):
    if won0:  # four tricks played, seat 0 took them (it has a trick)
        return state3([["KS", "QS", "KH", "QH"], ["AS", "TS", "9C", "JC"],
                       ["AD", "TD", "KD", "QD"]], trump, leader=0, won=[list(won0), [], []])
    # the first lead: seat 0 left of the dealer (seat 2, holding the turned card)
    return state3([["KS", "QS", "KH", "QH", "9C", "JC", "9D", "JD"],
                   ["AS", "TS", "AC", "TC", "KC", "QC", "9S", "JS"],
                   ["AD", "TD", "KD", "QD", "AH", "TH", "JH", "9H"]], trump, leader=0, dealer=2)


def test_5_marriage_declared_automatically_on_lead_partner_public():
    s, events = marriage_state().apply_events("KS")
    assert events[0].kind == "marriage" and events[0].partner == "QS" and events[0].points == 20
    assert s.pending == (20, 0, 0) and s.points == (0, 0, 0)
    assert "QS" in s.view(1).known[0] and "QS" in s.view(2).known[0]
    assert s.to_position()["marriages"] == [["S"], [], []]


def test_5_marriage_in_trumps_is_40():
    s = marriage_state(trump="AH").apply("QH")
    assert s.pending == (40, 0, 0)


def test_5_marriage_only_by_leading_not_by_following():
    s = state3([["AS", "9C", "JC"], ["KS", "QS", "TC"], ["AD", "TD", "KD"]], "9H", leader=0)
    s = play_all(s, ["AS", "KS"])
    assert s.pending == (0, 0, 0) and s.to_position()["marriages"] == [[], [], []]


def test_5_marriage_one_per_suit_per_player():
    s = declared(state3([["KS", "QS", "AC", "TC"], ["AS", "TS", "9C", "JC"],
                         ["AD", "TD", "KD", "QD"]], "9H", leader=0,
                        won=[["9S", "JS", "JD"], [], []]), 0, "S")
    assert s.view(0).declarations == () and s.view(0).declares("QS") == 0
    before = s.points
    s, events = s.apply_events("QS")
    assert s.to_position()["marriages"] == [["S"], [], []]
    assert s.points == before and [e.kind for e in events] == ["play"]


def test_5_marriage_counts_at_once_when_the_declarer_has_a_trick():
    s = marriage_state(won0=["9S", "JS", "JD"])
    before = s.points[0]
    s, events = s.apply_events("KS")
    assert s.points[0] == before + 20 and s.pending[0] == 0 and events[0].counted


def test_5_marriage_counts_once_the_declarer_wins_a_trick():
    s = state3([["KH", "QH", "AH", "TH", "9C", "JC", "9D", "JD"],
                ["AS", "TS", "KS", "QS", "AC", "TC", "KC", "QC"],
                ["9H", "JH", "AD", "TD", "KD", "QD", "9S", "JS"]], "9H", leader=0, dealer=2)
    s = s.apply("KH")  # a trump marriage: 40, pending (no trick yet)
    assert s.pending == (40, 0, 0) and s.points == (0, 0, 0)
    s, ev1 = s.apply_events("AS")
    assert s.legal_actions() == ["9H", "JH"]  # must follow trumps, cannot beat the king
    s, ev2 = s.apply_events("JH")
    assert s.tricks == (1, 0, 0) and s.pending == (0, 0, 0)
    assert s.points[0] == 4 + 11 + 2 + 40
    assert [e.kind for e in ev2] == ["play", "trick", "marriage_counted"]
    assert ev2[2].points == 40


def test_5_marriage_of_a_declarer_without_a_trick_never_counts():
    # Seat 2 led the first trick (seat 1 dealt), declaring spades, but took no trick: the
    # 20 stay pending at the end.
    s = end_state(won=[["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD", "JD", "AH", "TH"],
                       ["KH", "QH", "JH", "9H", "AS", "TS", "KS", "QS", "JS"], []],
                  marriages=[[], [], ["S"]], dealer=1)
    assert s.outcome is not None
    assert s.pending == (0, 0, 20) and s.points[2] == 0 and s.outcome.paid[2] == 3


# -- 5. End of the deal and game points -----------------------------------------------------------
def end_state(won, marriages=None, leader=0, trump="TH", dealer=None):
    """The last trick: seat ``leader`` leads a nine, the others discard nines; played out."""
    hands = [["9C"], ["9D"], ["9S"]]
    s = state3(hands, trump, leader=leader, won=won,
               dealer=(leader + 2) % 3 if dealer is None else dealer,
               marriages=marriages or [[], [], []])
    lead = hands[leader][0]
    s = s.apply(lead)
    s = s.apply(s.legal_actions()[0])
    return s.apply(s.legal_actions()[0])


def test_5_last_trick_adds_10():
    s = end_state([["AC", "TC", "KC", "QC", "JC", "AD"],
                   ["TD", "KD", "QD", "JD", "AH", "TH", "KH", "QH", "JH"],
                   ["9H", "AS", "TS", "KS", "QS", "JS"]])
    assert s.points == (41 + 10, 49, 30) and sum(s.points) == 130


def test_5_highest_under_66_is_replayed():
    s = end_state([["AC", "TC", "KC", "QC", "JC", "AD"],
                   ["TD", "KD", "QD", "JD", "AH", "TH", "KH", "QH", "JH"],
                   ["9H", "AS", "TS", "KS", "QS", "JS"]])
    assert s.outcome == (None, 0, "replay", (0, 0, 0))


def test_5_highest_total_of_66_wins_one_two_or_three_from_each_other_player():
    s = end_state([["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD"],
                   ["JD", "AH", "TH"],
                   ["KH", "QH", "JH", "9H", "AS", "TS", "KS", "QS", "JS"]])
    assert s.points == (68, 23, 39)
    # seat 1: under 33 with a trick pays 2; seat 2: 33 or more pays 1
    assert s.outcome == (0, 3, "higher_total", (0, 2, 1))


def test_5_a_player_without_a_trick_pays_3():
    s = end_state([["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD", "JD", "AH", "TH"],
                   ["KH", "QH", "JH", "9H", "AS", "TS", "KS", "QS", "JS"], []])
    assert s.points == (91, 39, 0)
    assert s.outcome == (0, 4, "higher_total", (0, 1, 3))


def test_5_shared_top_of_66_is_a_draw():
    s = end_state([["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD"],
                   ["AH", "TH", "AS", "TS", "JD", "KS"],
                   ["KH", "QH", "JH", "9H", "QS", "JS"]], marriages=[[], ["S"], []])
    assert s.points == (68, 68, 14)
    assert s.outcome == (None, 0, "draw", (0, 0, 0))


def test_5_the_33_test_counts_the_last_trick_10():
    s = end_state([["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD", "KH", "QH", "JH"],
                   ["JD", "AH", "TH"],
                   ["9H", "AS", "TS", "KS", "QS", "JS"]], leader=1)
    assert s.points == (67, 23 + 10, 30)
    assert s.outcome == (0, 3, "higher_total", (0, 1, 2))


def test_5_the_33_test_counts_marriages():
    s = end_state([["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD", "KH", "QH", "JH"],
                   ["JD", "AH", "TH"],
                   ["9H", "AS", "TS", "KS", "QS", "JS"]], leader=1, marriages=[[], [], ["S"]])
    assert s.points == (67, 33, 50)
    assert s.outcome == (0, 2, "higher_total", (0, 1, 1))


def test_5_end_event_reports_paid():
    s = state3([["9C"], ["9D"], ["9S"]], "TH", leader=0, dealer=2,
               won=[["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD"], ["JD", "AH", "TH"],
                    ["KH", "QH", "JH", "9H", "AS", "TS", "KS", "QS", "JS"]])
    s = play_all(s, ["9C", "9D"])
    s, events = s.apply_events("9S")
    assert [e.kind for e in events] == ["play", "trick", "end"]
    assert events[1].cards == ("9C", "9D", "9S") and events[1].bonus == 10
    assert events[2].winner == 0 and events[2].game_points == 3 and events[2].paid == (0, 2, 1)
    assert [s.outcome.net(seat) for seat in range(3)] == [3, -2, -1]  # what each won


# -- 5. The match -----------------------------------------------------------------------------
def play_match(seed, **options):
    from game.ai import choose
    from game.play.match import Match

    m = Match.new(seed, "three", **options)
    dealers = []
    while True:
        dealers.append(m.state.dealer)
        while m.state.outcome is None:  # §4's Sharp, which the seeds were picked with
            m.apply(choose(m.state, "classic-sharp"))
        if m.is_over:
            return m, dealers
        m.next_deal()


def test_5_first_dealer_of_a_match_is_random():
    from game.play.match import Match

    assert {Match.new(seed, "three").state.dealer for seed in range(60)} == {0, 1, 2}
    assert Match.new(5, "three").scores == [0, 0, 0]


def test_5_deal_passes_left_same_dealer_after_a_replay_or_draw():
    seen_replay = False
    for seed in range(6):
        m, dealers = play_match(seed)
        for h, d, nxt in zip(m.history, dealers, dealers[1:]):
            if h.winner is None:
                seen_replay = True
                assert nxt == d
            else:
                assert nxt == (d + 1) % 3
    assert seen_replay


@pytest.mark.parametrize("target", [7, 8])
def test_5_match_to_7_or_8_winner_adds_the_sum_nobody_loses(target):
    m, _ = play_match(3, target=target)
    w = m.winner
    assert m.scores[w] >= target and all(m.scores[p] < target for p in range(3) if p != w)
    assert m.history[-1].winner == w
    for p in range(3):
        assert m.scores[p] == sum(h.game_points for h in m.history if h.winner == p)
    assert all(2 <= h.game_points <= 6 for h in m.history if h.winner is not None)


def test_5_match_saves_and_loads():
    import json

    from game.ai import choose
    from game.play.match import Match

    m = Match.new(9, "three")
    decision = 0
    for _ in range(2):
        while m.state.outcome is None:
            # A seed per decision: Normal slips at this table, and without a seed its
            # slips (and so how soon the match ends) would differ from run to run.
            decision += 1
            m.apply(choose(m.state, "normal", decision))
            again = Match.from_dict(json.loads(json.dumps(m.to_dict())))
            assert again.to_dict() == m.to_dict() and again.state == m.state
        m.next_deal()
    again = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    assert again.scores == m.scores and again.state.players == 3


# -- Positions: refused with a message naming the problem ---------------------------------------
def _moved(pos):
    h = pos["hands"]
    return {"hands": [h[0][1:], h[1] + h[0][:1], h[2]]}


@pytest.mark.parametrize("change,message", [
    (_moved, "hand 1 lists more than 8 cards"),
    (lambda pos: {"leader": 0, "dealer": 0}, "left of the dealer leads the first trick"),
    (lambda pos: {"dealer": 3}, "dealer must be 0, 1 or 2"),
    (lambda pos: {"stock": ["AS"]}, r"the stock is \[\]"),
    (lambda pos: {"closed_by": 1}, "no closing with three players"),
    (lambda pos: {"marriages": [[], [pos["hands"][0][0][1]], []]}, "another seat cannot hold"),
    (lambda pos: {"table": ["AS", "TS", "KS"]}, "more than 2 cards"),
    (lambda pos: {"options": {"target": 9}}, "target must be 7 or 8"),
    (lambda pos: {"options": {"target": 8.0}}, "option target must be int"),
    (lambda pos: {"excluded": [pos["hands"][0][:1], [], []]}, "showed it cannot hold"),
    (lambda pos: {"trump": pos["hands"][1][0]}, "is the dealer's"),
])
def test_5_impossible_positions_are_refused(change, message):
    from game import PositionError

    pos = new_deal(2, rules="three", dealer=0).to_position()
    pos.update(change(pos))
    with pytest.raises(PositionError, match=message):
        from_position(pos)
