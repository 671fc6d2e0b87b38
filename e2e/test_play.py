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
    # The best score is the human's points in a finished deal.
    assert page.locator("#best").inner_text() == str(mirror.state.points[0])


def test_two_deals_in_a_row(page, open_game):
    open_game(page, "seed=8&level=sharp&pause=0")
    mirror = Mirror.new(8, "sharp")
    play_deal(page, mirror)
    page.click("#next-deal")
    mirror.match.next_deal()
    play_deal(page, mirror)
    check_board(page, mirror)
    assert page.locator("#log li").count() > 20
    settle(page, mirror.step)
