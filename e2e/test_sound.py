"""Sound (issue 57, point 7) in a real browser: off by default, the menu's switch turns it
on in a tap, a card played and the trick and deal it ends reach the Web Audio API (its
sources are counted where they start, in the browser itself), the choice is remembered,
and a card the rules refuse vibrates."""

from __future__ import annotations

from play_helpers import position, query, settle
from playwright.sync_api import expect

# Web Audio's own start(), wrapped before the page loads: what the page's synthesizer
# really started, with the context's state; and navigator.vibrate, recorded
RECORD = """
window.__audio = [];
for (const kind of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
  const start = kind.prototype.start;  // a buffer source has a start() of its own
  kind.prototype.start = function (...args) {
    window.__audio.push([this.constructor.name, this.context.state]);
    return start.apply(this, args);
  };
}
window.__buzz = [];
navigator.vibrate = ms => { window.__buzz.push(ms); return true; };
"""

END_OF_DEAL = position(  # 63 points and the ace of trumps: the lead takes the deal out
    hands=(["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
    won=(["AC", "TC", "AS", "TS", "AH", "TH"], []), trump="9D",
)
# the stock used up and the computer's king of hearts on the table: the club is refused
FOLLOW = position(
    hands=(["9C", "QH", "JC", "JH", "QS", "TC"], ["KD", "QC", "JD", "TD", "9S"]),
    won=(["AH", "TH", "KS", "JS", "9H", "KC"], ["AC", "TS", "AS", "AD", "9D", "QD"]),
    trump="9D", stock=[], table=["KH"], leader=1, dealer=0)


def test_the_menus_switch_plays_the_card_the_trick_and_the_won_deal_and_is_kept(
        page, open_game):
    page.add_init_script(RECORD)
    open_game(page, query(END_OF_DEAL, pause=0, seed=1))
    settle(page, 0)
    page.click("#menu-button")
    switch = page.locator("#sound-button")
    expect(switch).to_have_attribute("aria-pressed", "false")  # off by default
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Escape")
    assert page.evaluate("window.__audio") == []  # nothing has happened yet
    page.click("#hand button[data-card='AD']")
    expect(page.locator("#result")).to_be_visible()
    # two cards (a noise burst and a thud each), the trick's two notes, the win's four
    page.wait_for_function("window.__audio.length >= 10")
    started = page.evaluate("window.__audio")
    assert [name for name, _ in started] == (
        ["AudioBufferSourceNode", "OscillatorNode"] * 2 + ["OscillatorNode"] * 6), started
    assert {state for _, state in started} == {"running"}

    open_game(page, query(FOLLOW, pause=0, seed=1))  # a later visit: sound still on
    settle(page, 0)
    page.click("#menu-button")
    expect(page.locator("#sound-button")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Escape")
    page.click("#hand button[data-card='9C']", force=True)  # refused: follow hearts
    page.wait_for_function("window.__buzz.length > 0")
    assert page.evaluate("window.__buzz") == [40]
    assert page.locator("html").get_attribute("data-step") == "0"
