"""``?view=`` in the browser (issue 44, point 5): a view position in the link opens the
analysis over the table on a phone's screen, the Expert's advice arrives in
``#analysis-advice``, Close goes back to the table, and nothing is asked of another
origin (the guard in conftest.py fails a test whose page does)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from playwright.sync_api import expect
from test_a11y import axe_check

from game.engine.deal import new_deal
from game.engine.position import encode_position
from game.engine.viewposition import view_position


def _view():
    s = new_deal(5)
    for _ in range(3):
        s = s.apply(s.legal_actions()[0])
    return s.view(s.to_move)


def test_a_view_link_shows_the_experts_advice_on_a_phone(page, open_game, base_url,
                                                         requests_seen):
    page.set_viewport_size({"width": 360, "height": 640})
    v = _view()
    open_game(page, f"pause=0&lang=en&view={encode_position(view_position(v))}")
    dialog = page.locator("#analysis")
    expect(dialog).to_be_visible()
    advice = page.locator("#analysis-advice")
    expect(advice).to_have_text(re.compile(r"^The Expert: .+ – .+\.$"),
                                timeout=60_000)
    assert advice.get_attribute("data-action")
    assert page.locator("#analysis-hand [data-face]").count() == len(v.hand)
    axe_check(page, "the analysis with its advice")
    box = dialog.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360
    page.locator("#analysis-close").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#hand button[data-card]").first).to_be_visible()
    origin = urlsplit(base_url).netloc
    assert all(url.startswith(("data:", "blob:")) or urlsplit(url).netloc == origin
               for url in requests_seen)


IN_VIEW = """(sel) => {
  const r = document.querySelector(sel).getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight
      && r.right <= innerWidth;
}"""


def test_menu_analyse_and_copy_link_on_a_phone_in_croatian(page, open_game):
    """The table's own deal (a link's: unrated, so a hint may be asked) from the menu,
    every room still in view, and Copy link shows the ?view= link either way."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "lang=hr&seed=3&pause=0")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'",
                           timeout=30_000)
    page.click("#menu-button")
    expect(page.locator("#menu")).to_be_visible()
    for room in ("#puzzles-button", "#daily-button", "#stats-button", "#settings-button",
                 "#analyse-button"):
        assert page.evaluate(IN_VIEW, room), room
    page.click("#analyse-button")
    expect(page.locator("#analysis")).to_be_visible()
    expect(page.locator("#analysis-advice")).to_have_text(
        re.compile(r"^Ekspert: .+ – .+\.$"), timeout=60_000)
    page.click("#analysis-copy")
    copied = page.locator("#analysis-copied")
    expect(copied).to_be_visible()
    expect(copied).to_contain_text("?view=")
    axe_check(page, "the analysis in Croatian, its link copied")
    page.keyboard.press("Escape")
    expect(page.locator("#analysis")).to_be_hidden()
