"""Whole deals through clicks, the scoreboard checked against the engine."""

import pytest
from play_helpers import Mirror, check_board, play_deal, settle


@pytest.mark.parametrize("seed,level", [(3, "gentle"), (11, "normal"), (42, "sharp")])
def test_whole_deal_matches_engine(page, open_game, seed, level):
    open_game(page, f"seed={seed}&level={level}&pause=0")
    mirror = Mirror.new(seed, level)
    play_deal(page, mirror)
    oc = mirror.state.outcome
    assert page.locator("#result").is_visible()
    text = page.locator("#result-text").inner_text()
    assert f"{oc.game_points} game point" in text
    assert page.locator("html").get_attribute("data-turn") == "over"
    # The best score is the human's points in a deal the human won; a lost deal sets none.
    best = str(mirror.state.points[0]) if oc.winner == 0 else "–"
    assert page.locator("#best").inner_text() == best


def test_two_deals_in_a_row(page, open_game):
    open_game(page, "seed=8&level=sharp&pause=0")
    mirror = Mirror.new(8, "sharp")
    play_deal(page, mirror)
    page.click("#next-deal")
    # the click is handled asynchronously and does not change data-step: wait for deal 2
    page.wait_for_function("() => document.documentElement.dataset.turn !== 'over'")
    mirror.match.next_deal()
    play_deal(page, mirror)
    check_board(page, mirror)
    assert page.locator("#log li").count() > 20
    settle(page, mirror.step)


def test_end_of_match_shows_the_result_and_new_match(page, open_game, context):
    from play_helpers import position, saved_at_five_three

    pos = position(
        hands=(["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
        won=(["AC", "TC", "AS", "TS", "AH", "TH"], []), trump="9D",  # 63: AD takes it out
    )
    mirror = saved_at_five_three(context, pos)
    open_game(page, "pause=0")
    settle(page, 0)
    assert page.locator("#match-you").inner_text() == "5"
    assert page.locator("#match-opp").inner_text() == "3"
    page.click("#hand button[data-card='AD']")
    mirror.apply("AD")
    mirror.advance()
    settle(page, mirror.step)
    assert mirror.match.is_over and mirror.match.winner == 0
    assert page.locator("#result-title").inner_text() == "You win the match!"
    assert page.locator("#match-you").inner_text() == str(mirror.match.scores[0])
    assert page.locator("#new-match").is_visible()
    assert page.locator("#next-deal").is_hidden()
    page.click("#new-match")
    page.wait_for_function(f"() => document.documentElement.dataset.step !== '{mirror.step}'")
    assert page.locator("#match-you").inner_text() == "0"
    assert page.locator("#result").is_hidden()
