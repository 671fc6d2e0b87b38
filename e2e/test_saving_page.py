"""Nothing finished is lost in the browser: a full storage and two tabs. (A reload during
the final trick and ``<html lang>``: tests/test_web_room_flows.py, tests/test_web_saving.py.)

Waits are on the page's state (``<html data-turn/data-phase/data-step>``, what is
stored), never on a clock.
"""

from __future__ import annotations

from playwright.sync_api import expect

SETTLED = ("() => { const d = document.documentElement.dataset;"
           " return d.turn === 'you' || d.turn === 'over' || d.phase === 'elsewhere'; }")

STORED = """() => {
  const read = k => { const t = localStorage.getItem(k); return t ? JSON.parse(t) : null; };
  const stats = read("sixtysix.stats"), deals = read("sixtysix.deals"),
        match = read("sixtysix.match");
  return {deals: stats ? stats.buckets.reduce((n, b) => n + b.deals, 0) : 0,
          kept: deals ? deals.deals.length : 0,
          match: match && {step: match.step, recorded: match.recorded,
                           number: match.match.deal_number,
                           finished: match.match.history.length}};
}"""

# A storage with no room left, as the page meets it: every localStorage write throws the
# browser's QuotaExceededError (sessionStorage still works). Filling Chromium's real quota
# crashed its renderer once on the reload that follows (clean-clone run 7), so the quota
# error is raised here instead; the reload brings a storage that works again.
FULL = """() => {
  const write = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this === window.localStorage)
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return write.call(this, key, value);
  };
  return true;
}"""


def play_first_card(page, settle: bool = True) -> None:
    """Wait for the player's turn (the computer may be on the move), play the first card
    allowed and wait until the page has applied it (and, with ``settle``, settled again:
    the player's turn or the deal's end)."""
    page.wait_for_function(SETTLED)
    assert page.locator("html").get_attribute("data-turn") == "you"
    step = page.locator("html").get_attribute("data-step")
    if page.locator("html").get_attribute("data-phase") == "drawing":
        page.click("#draw")  # the draw decision first (Draw or Close stock)
        page.wait_for_function("s => document.documentElement.dataset.step !== s", arg=step)
        page.wait_for_function(SETTLED)
        step = page.locator("html").get_attribute("data-step")
    page.locator("#hand button[data-card]:not([disabled])").first.click()
    # the first render after the card shows the next step, never the player's turn again
    page.wait_for_function("s => document.documentElement.dataset.step !== s", arg=step)
    if settle:
        page.wait_for_function(SETTLED)


def test_a_full_storage_never_half_saves_and_says_what_was_lost(page, open_game):
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, "pause=0&seed=21&level=normal")
    play_first_card(page)
    before = page.evaluate(STORED)
    assert page.evaluate(FULL)
    while page.locator("html").get_attribute("data-turn") != "over":
        play_first_card(page)
    expect(page.locator("#notice")).to_contain_text("your latest moves")
    assert page.evaluate(STORED) == before  # nothing of the deal's end was written
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached")
    page.wait_for_function(SETTLED)
    after = page.evaluate(STORED)
    assert after["deals"] == 0 and after["kept"] == 0 and after["match"]["finished"] == 0
    assert page.locator("html").get_attribute("data-step") == str(before["match"]["step"])
    expect(page.locator("#notice")).to_contain_text("Before the last reload")
    expect(page.locator("#notice")).to_contain_text("your latest moves")


def test_a_second_tab_takes_the_match_over_and_nothing_finished_is_lost(
        page, context, open_game):
    open_game(page, "pause=0&seed=21&level=normal")
    play_first_card(page)
    play_first_card(page)
    step = page.locator("html").get_attribute("data-step")
    second = context.new_page()
    errors: list[str] = []
    second.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    open_game(second, "")
    second.wait_for_function(SETTLED)
    assert second.locator("html").get_attribute("data-step") == step
    # the first tab hears of it (the storage event) and stops
    expect(page.locator("#elsewhere")).to_be_visible()
    assert page.locator("html").get_attribute("data-phase") == "elsewhere"
    expect(page.locator("#hand button[data-card]:not([disabled])")).to_have_count(0)
    page.locator("#hand button[data-card]").first.click(force=True)  # a tap all the same
    expect(page.locator("#elsewhere")).to_contain_text("another tab")
    assert page.locator("html").get_attribute("data-step") == step
    # the second tab finishes the deal
    while second.locator("html").get_attribute("data-turn") != "over":
        play_first_card(second)
    finished = second.evaluate(STORED)
    assert finished["deals"] == 1 and finished["match"]["recorded"] is True
    # the first tab takes it back: the finished deal is there, and the second tab stops
    with page.expect_navigation():  # Play here reloads the page
        page.click("#take-over")
    page.wait_for_selector("html.ready", state="attached")
    page.wait_for_function(SETTLED)
    assert page.locator("html").get_attribute("data-turn") == "over"
    assert page.evaluate(STORED) == finished
    expect(second.locator("#elsewhere")).to_be_visible()
    assert not errors, errors


def test_a_peoples_match_taken_over_by_another_tab_leaves_no_card_face_up(
        page, context, open_game):
    """Issue 57: the first tab kept the last person's cards face up under "This match is
    now open in another tab": whoever held the device next read them by switching tabs."""
    open_game(page, "pause=0&seed=5&seats=person,person")
    page.wait_for_function("() => document.documentElement.dataset.phase === 'curtain'")
    page.click("#curtain-ready")
    expect(page.locator("#hand button[data-card]")).not_to_have_count(0)
    second = context.new_page()
    open_game(second, "")
    expect(page.locator("#elsewhere")).to_be_visible()
    expect(page.locator("#hand [data-card]")).to_have_count(0)
    expect(page.locator("#hand .card.back")).not_to_have_count(0)
