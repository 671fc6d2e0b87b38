"""``?view=`` in the browser (issue 44, point 5): a view position in the link opens the
analysis over the table on a phone's screen, the Expert's advice arrives in
``#analysis-advice``, Close goes back to the table, and nothing is asked of another
origin (the guard in conftest.py fails a test whose page does)."""

from __future__ import annotations

import os
import re
from pathlib import Path
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


# -- the position editor (issue 44, point 5): a position set up from the cards -------------
# Screenshots to look at, when SIXTYSIX_SHOTS names a folder (never outside it).
SHOTS = os.environ.get("SIXTYSIX_SHOTS", "")
HAND = ("AH", "TH", "KH", "QC", "JD", "9D")  # with the nine of spades turned, TC led


def _card(page, code: str):
    return page.locator(f'#setup-cards [data-setup="card:{code}"]')


def _place(page, place: str) -> None:
    page.locator(f'#setup input[data-setup="place:{place}"]').check()


def _fits(page, width: int) -> None:
    """No sideways scrolling: the page and the dialog within the screen's width."""
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    box = page.locator("#analysis").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert page.evaluate("() => { const d = document.getElementById('analysis');"
                         " return d.scrollWidth <= d.clientWidth; }")


def _shot(page, name: str, centre: str = "") -> None:
    """A screenshot, ``centre`` (a selector) scrolled to the middle of the dialog first."""
    if not SHOTS:
        return
    if centre:
        page.evaluate("(sel) => document.querySelector(sel).scrollIntoView({block: 'center'})",
                      centre)
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(Path(SHOTS) / f"editor-{name}.png"))


def test_set_up_a_position_from_the_cards_and_ask_the_expert(page, open_game, base_url,
                                                             requests_seen):
    """A rated match's table cannot be analysed: Menu > Analyse a position opens the
    editor; real cards tapped into the hand, the trump card and the table (a tap, and
    the keyboard), the counts follow, and the Expert answers."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "rated=1&lang=en&pause=0")
    page.click("#menu-button")
    page.click("#analyse-button")
    expect(page.locator("#setup")).to_be_visible()
    assert _card(page, "AH").bounding_box()["height"] >= 44
    _place(page, "hand")
    for code in HAND[:-1]:
        _card(page, code).click()
    _card(page, HAND[-1]).focus()  # the keyboard: a card is a real button
    page.keyboard.press("Enter")
    expect(_card(page, HAND[-1])).to_have_attribute("data-place", "hand")
    expect(_card(page, HAND[-1])).to_be_focused()  # drawn again, focus kept
    _place(page, "trump")
    _card(page, "9S").click()
    _place(page, "table")
    _card(page, "TC").click()
    expect(page.locator("#setup-counts")).to_have_text(
        "The stock: 12 cards, the trump card under it. The opponent holds 5 cards.")
    _fits(page, 360)
    axe_check(page, "the position editor, cards placed")
    _shot(page, "360x640-en", "#setup-cards")
    page.click("#setup-ask")
    advice = page.locator("#analysis-advice")
    expect(advice).to_have_text(re.compile(r"^The Expert: .+ – .+\.$"), timeout=60_000)
    assert advice.get_attribute("data-action") in HAND
    assert page.locator("#analysis-hand [data-face]").count() == len(HAND)
    _shot(page, "360x640-en-advice")
    axe_check(page, "the advice on a position set up")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.click("#analysis-setup")  # back to the entries, as they were
    expect(_card(page, "TC")).to_have_attribute("data-place", "table")
    _fits(page, 1280)
    _shot(page, "1280x900-en")
    page.keyboard.press("Escape")
    expect(page.locator("#analysis")).to_be_hidden()
    origin = urlsplit(base_url).netloc
    assert all(url.startswith(("data:", "blob:")) or urlsplit(url).netloc == origin
               for url in requests_seen)


def test_the_editor_from_an_analysis_in_croatian_names_a_problem(page, open_game):
    """Set up a position from a link's analysis (its cards already placed); without a
    trump card the refusal is worded in Croatian and the entries stay to be fixed."""
    page.set_viewport_size({"width": 360, "height": 640})
    v = _view()
    open_game(page, f"pause=0&lang=hr&view={encode_position(view_position(v))}")
    expect(page.locator("#analysis-advice")).to_have_text(re.compile(r"^Ekspert: "),
                                                          timeout=60_000)
    page.click("#analysis-setup")
    expect(page.locator("#setup")).to_be_visible()
    expect(page.locator("#setup-title")).to_have_text("Postavi poziciju")
    for code in v.hand:
        expect(_card(page, code)).to_have_attribute("data-place", re.compile("hand"))
    _fits(page, 360)
    _shot(page, "360x640-hr", "#setup-cards")
    _place(page, "trump")
    _card(page, v.trump_card).click()  # the trump card taken off: a problem
    page.click("#setup-ask")
    problem = page.locator("#setup-problem")
    expect(problem).to_be_visible()
    expect(problem).to_contain_text("okrenuta karta nije odabrana")
    expect(problem).to_be_focused()  # said and brought into view
    _shot(page, "360x640-hr-problem")
    axe_check(page, "the editor naming a problem, in Croatian")
    page.set_viewport_size({"width": 1280, "height": 900})
    _fits(page, 1280)
    _shot(page, "1280x900-hr")
    _card(page, v.trump_card).click()
    page.click("#setup-ask")
    expect(page.locator("#analysis-advice")).to_have_text(re.compile(r"^Ekspert: .+ – .+\.$"),
                                                          timeout=60_000)
