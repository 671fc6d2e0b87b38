"""Glitches players reported, in the page: the trick's winner told
when the trick lands, Statistics in place of the Settings panel, the statistics dialog's
buttons in view, and a practice replay that says so and can be left at any moment. A
link's pause shown as itself is on the fake DOM (tests/test_glitches.py)."""

from __future__ import annotations

import pytest
from play_helpers import query, settle
from playwright.sync_api import expect
from test_a11y import END_OF_DEAL, axe_check

# Every change of the status line or the log, with how many card animations on the table
# are still running at that moment (a MutationObserver runs right after the DOM writes of
# one render, and the render starts its animations before it returns).
WATCH = """() => {
  window.__rec = [];
  const flying = () => document.getAnimations().filter(a => a.playState === 'running'
      && a.effect && a.effect.target && a.effect.target.closest
      && a.effect.target.closest('#table')).length;
  const note = () => {
    const items = document.querySelectorAll('#log li');
    window.__rec.push({status: document.getElementById('status-line').textContent,
                       log: items.length ? items[items.length - 1].textContent : '',
                       flying: flying()});
  };
  const o = new MutationObserver(note);
  for (const id of ['status-line', 'log'])
    o.observe(document.getElementById(id), {childList: true, subtree: true,
                                            characterData: true});
}"""
WON = ("win the trick", "wins the trick")


def test_the_tricks_winner_is_told_when_the_trick_lands(page, open_game):
    open_game(page, "seed=5&level=gentle&pause=800")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'",
                           timeout=30_000)
    page.evaluate(WATCH)
    step = int(page.locator("html").get_attribute("data-step"))
    while True:  # play until a trick is complete and told
        page.locator("#hand button[data-card]:not([disabled])").first.click()
        page.wait_for_function(
            """s => { const d = document.documentElement.dataset;
                      return Number(d.step) > s && d.turn === 'you'; }""",
            arg=step, timeout=30_000)
        step = int(page.locator("html").get_attribute("data-step"))
        rec = page.evaluate("() => window.__rec")
        if any(w in r["log"] for r in rec for w in WON):
            break
    assert any(r["flying"] for r in rec), "no card flew to the table: nothing was measured"
    for r in rec:
        if any(w in r["status"] or w in r["log"] for w in WON):
            assert r["flying"] == 0, r  # the winner named while the card was in flight


def _finish_a_deal(page, open_game, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_game(page, query(END_OF_DEAL, pause=0, seed=1))
    settle(page, 0)
    page.click("#hand button[data-card='AD']")  # the lead that takes the deal out
    expect(page.locator("#next-deal")).to_be_visible()


def test_statistics_closes_the_menu_and_focus_returns_to_its_button(page, open_game):
    _finish_a_deal(page, open_game, (1280, 900))
    page.click("#menu-button")
    page.click("#stats-button")
    expect(page.locator("#stats")).to_be_visible()
    assert page.evaluate("() => document.getElementById('menu').open") is False
    page.click("#stats-close")
    expect(page.locator("#stats")).to_be_hidden()
    page.wait_for_function("() => document.activeElement.id === 'menu-button'", timeout=5_000)


@pytest.mark.parametrize("size", [(1280, 900), (360, 640)])
def test_the_statistics_dialog_fits_with_its_buttons_in_view(page, open_game, size):
    _finish_a_deal(page, open_game, size)
    page.click("#menu-button")
    page.click("#stats-button")
    expect(page.locator("#stats")).to_be_visible()
    # a player's full list: 20 kept deals (copies of the one row, added once the panel is
    # drawn: only the open panel is; nothing renders the list again while it stays open),
    # which is taller than 900 px with the rest
    page.evaluate("""() => { const ol = document.querySelector('#stats-kept ol');
        for (let i = 0; i < 19; i++) ol.appendChild(ol.firstElementChild.cloneNode(true)); }""")
    width, height = size
    body = page.locator("#stats .dialog-scroll")
    assert body.evaluate("b => b.scrollHeight > b.clientHeight"), "the body fits: nothing tested"
    for sel in ("#stats", "#stats-reset", "#stats-close", "#stats-title"):
        box = page.locator(sel).bounding_box()
        assert box is not None, sel
        assert box["x"] >= 0 and box["y"] >= 0, (sel, box)
        assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, \
            (sel, box, size)
    # the body scrolls between the title and the buttons, which stay where they are
    before = page.locator("#stats-close").bounding_box()
    body.evaluate("b => { b.scrollTop = b.scrollHeight; }")
    assert page.locator("#stats-close").bounding_box() == before
    axe_check(page, f"statistics at {width}x{height}")


def test_a_replay_says_practice_and_can_be_left_at_any_moment(page, open_game):
    _finish_a_deal(page, open_game, (360, 640))
    log = page.locator("#log li").all_text_contents()
    match = page.locator("#match-box").inner_text()
    page.click("#replay")
    page.wait_for_function("() => document.documentElement.dataset.practice === '1'")
    expect(page.locator("#practice-box")).to_be_visible()
    expect(page.locator("#practice-box dt")).to_have_text("Practice")
    expect(page.locator("#match-box")).to_be_hidden()  # no "Match 0-0"
    settle(page, 0)
    page.click("#hand button[data-card='QH']")  # another lead: the practice goes on
    page.wait_for_function("() => document.documentElement.dataset.step !== '0'")
    expect(page.locator("#leave-practice")).to_be_visible()
    axe_check(page, "practice")
    page.click("#leave-practice")
    page.wait_for_function("() => document.documentElement.dataset.practice === ''")
    expect(page.locator("#practice-box")).to_be_hidden()
    expect(page.locator("#match-box")).to_be_visible()
    assert page.locator("#match-box").inner_text() == match
    assert page.locator("#log li").all_text_contents() == log
    expect(page.locator("#next-deal")).to_be_visible()
    expect(page.locator("#replay")).to_be_visible()
