"""The deal of the day as a player meets it: Settings, Deal of the day, the deal played by
tapping cards against the Expert, the Expert's result in the same seat computed in the
page, the line copied to the clipboard, Back to match."""

from __future__ import annotations

import re

from playwright.sync_api import expect
from test_a11y import axe_check
from test_rating_page import play_out


def test_the_deal_of_the_day_is_played_compared_and_shared(page, context,
                                                                       open_game, base_url):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "pause=0&level=gentle")
    page.click("#menu-button")
    expect(page.locator("#daily-line")).to_contain_text("not played yet today")
    page.click("#daily-button")
    # its terms first (issue 57, point 6): nothing is dealt before Start
    expect(page.locator("#confirm")).to_be_visible()
    expect(page.locator("#confirm-text")).to_contain_text("no hints, no take-backs")
    expect(page.locator("#confirm-ok")).to_have_text("Start")
    page.click("#confirm-ok")
    expect(page.locator("#practice-box")).to_be_visible()
    expect(page.locator("#practice-label")).to_have_text("Deal of the day")
    expect(page.locator("#undo")).to_be_hidden()
    expect(page.locator("#log")).to_contain_text("against the Expert")
    play_out(page)

    result = page.locator("#daily-result")
    expect(result).to_be_visible()
    # the Expert's game in the player's seat is computed in the page, in slices
    expect(result).to_have_text(re.compile(r"You: [+−±]\d\. The Expert in your seat: [+−±]\d\."),
                                timeout=120_000)
    expect(page.locator("#daily-progress")).to_be_hidden()
    expect(page.locator("#review-button")).to_be_visible()
    assert page.locator("#rating").inner_text() != "1500?"  # it was rated
    axe_check(page, "the deal of the day's result")
    page.click("#daily-share")
    expect(page.locator("#message")).to_contain_text("Copied: Sixty-Six, deal of ")
    copied = page.evaluate("() => navigator.clipboard.readText()")
    you, expert = re.search(r"You: (\S+)\. The Expert in your seat: (\S+)\.",
                            result.inner_text()).groups()
    # the day as English writes it ("2 December 2026"), never 2026-12-02
    assert re.fullmatch(rf"Sixty-Six, deal of \d{{1,2}} [A-Z][a-z]+ \d{{4}}: "
                        rf"you {re.escape(you)}, the Expert {re.escape(expert)}", copied), copied

    page.click("#next-deal")  # Back to match (a reload then: tests/test_web_room_flows.py)
    expect(page.locator("#practice-box")).to_be_hidden()
