"""Three players (docs/RULES.md §5) in the page: a whole deal by clicks, a reload mid-trick;
the scores are the engine's, in CPython. An illegal card dimmed with its reason is on the
fake DOM (tests/test_web_controller.py)."""

from __future__ import annotations

from play_helpers import Mirror, settle
from playwright.sync_api import expect


def _board(page, mirror: Mirror) -> None:
    st = mirror.state
    for seat, id_ in ((0, "#score-you"), (1, "#score-seat-1"), (2, "#score-seat-2")):
        assert page.locator(id_).inner_text() == str(st.points[seat]), id_
    shown = sorted(page.locator("#hand button[data-card]").evaluate_all(
        "bs => bs.map(b => b.dataset.card)"))
    assert shown == sorted(st.hand(0))
    if st.outcome is None:
        for seat in (1, 2):
            backs = page.locator(f"[data-seat='{seat}'] .card.back").count()
            assert backs == len(st.hand(seat))
    table = page.locator("#table [data-card]").evaluate_all("es => es.map(e => e.dataset.card)")
    assert table == st.table


def test_a_three_player_deal_by_clicks_with_a_reload_mid_trick(page, open_game):
    seed, level = 4, "sharp"
    open_game(page, f"seed={seed}&level={level}&rules=three&pause=0")
    assert page.locator("html").get_attribute("data-players") == "3"
    mirror = Mirror.new(seed, level, "three")
    mirror.advance()
    settle(page, mirror.step)
    reloaded = False
    while mirror.state.outcome is None:
        _board(page, mirror)
        if mirror.state.table and not reloaded:
            page.reload(wait_until="domcontentloaded")
            page.wait_for_selector("html.ready", state="attached", timeout=60_000)
            settle(page, mirror.step)
            _board(page, mirror)
            reloaded = True
        card = mirror.state.legal_actions()[0]
        page.click(f"#hand button[data-card='{card}']")
        mirror.apply(card)
        mirror.advance()
        settle(page, mirror.step)
    assert reloaded
    _board(page, mirror)
    oc = mirror.state.outcome
    expect(page.locator("#result")).to_be_visible()
    text = page.locator("#result-text").inner_text()
    if oc.winner is not None:
        assert f"{oc.game_points} game point" in text
    assert page.locator("#deal-summary li").count() == 3
    scores = mirror.match.scores
    assert [page.locator(i).inner_text() for i in ("#match-you", "#match-opp", "#match-seat-2")] \
        == [str(s) for s in scores]
    # the computers' remaining cards face up (none: all eight tricks were played)
    assert page.locator("[data-seat] .card.back").count() == 0
