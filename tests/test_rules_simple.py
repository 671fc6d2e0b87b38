"""docs/RULES.md §3: the simple preset (the simple browser build's game)."""

from game import from_position, new_deal

from .helpers import play_all, position


def test_3_same_deal_no_closing_no_exchange():
    s = new_deal(8, rules="simple")
    assert s.stock_size == 12 and len(s.hand(0)) == 6
    assert "close" not in s.legal_actions()
    pos = position([["9H", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                   "AH", won=[["KC", "QC"], []], rules="simple")
    assert from_position(pos).legal_actions() == ["9H", "9C", "KD", "JC", "TH", "9S"]


def test_3_no_moment_before_the_draw():
    s = new_deal(8, rules="simple")
    s = play_all(s, [s.hand(0)[0], s.hand(1)[0]])
    assert s.stage == "play" and s.stock_size == 10


def test_3_marriage_points_land_when_led():
    pos = position([["KS", "QS", "9C", "9D", "JC", "JD"], ["AS", "TS", "AD", "TD", "KD", "QD"]],
                   "JH", rules="simple")
    s = from_position(pos).apply("KS")
    assert s.points == (20, 0) and s.pending == (0, 0)


def test_3_deal_ends_at_66_after_a_trick():
    won0 = ["AC", "TC", "AH", "TH", "KC", "QC", "KH", "QH"]  # 56
    pos = position([["AS", "9C", "JC", "9H", "JS", "QS"], ["KS", "9S", "9D", "JD", "TS", "KD"]],
                   "JH", won=[won0, []], rules="simple")
    s = play_all(from_position(pos), ["AS", "KS"])
    assert s.outcome == (0, 3, "went_out")


def test_3_deal_ends_at_66_after_a_marriage():
    won0 = ["AC", "TC", "AH", "TH", "KC", "QC"]  # 49 (+20 = 69)
    pos = position([["KS", "QS", "9C", "9H", "JS", "JC"], ["AS", "9S", "9D", "JD", "TS", "KD"]],
                   "JH", won=[won0, []], rules="simple")
    s = from_position(pos).apply("KS")
    assert s.outcome is not None and s.outcome.winner == 0 and s.points[0] == 69


def test_3_no_last_trick_bonus_and_higher_total_wins():
    pos = position([["AS"], ["9S"]], "JH", won=[["AC", "TC", "AD", "TD", "JC", "9C"], []],
                   stock=[], rules="simple")
    s = play_all(from_position(pos), ["AS", "9S"])
    assert s.points == (55, 65)
    assert s.outcome.winner == 1 and s.outcome.reason == "higher_total"


def test_3_exact_tie_is_a_draw_not_a_computer_win():
    # 60 each: player 0 has 49 + AS 11; player 1 the remaining 60.
    won0 = ["AC", "TC", "AD", "TD", "KC", "QC"]  # 49
    pos = position([["AS"], ["9S"]], "JH", won=[won0, []], stock=[], rules="simple")
    s = play_all(from_position(pos), ["AS", "9S"])
    assert s.points == (60, 60)
    assert s.outcome == (None, 0, "draw")
