"""A whole deal through clicks, the scoreboard checked against the engine. The other
levels' deals, two deals in a row and a match's end are on the fake DOM
(tests/test_web_table_flows.py)."""

import pytest
from play_helpers import Mirror, play_deal


@pytest.mark.parametrize("seed,level", [(3, "gentle")])
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
    # the move log shows its newest line: it scrolled inside its box as the lines came
    log = page.locator("#log-box")
    assert log.evaluate("e => e.scrollHeight > e.clientHeight"), "the log never had to scroll"
    # (the page scrolls it at the next frame, not in the task that wrote the lines)
    page.wait_for_function("""() => { const e = document.getElementById('log-box');
        return e.scrollTop + e.clientHeight >= e.scrollHeight - 2; }""", timeout=5_000)
