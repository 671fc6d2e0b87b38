"""The deal of the day as a player meets it: Settings, Deal of the day, the deal played by
tapping cards against the Expert, the Expert's result in the same seat computed in the
page, the line copied to the clipboard, Back to match, and a reload that remembers."""

from __future__ import annotations

import re

from playwright.sync_api import expect
from test_a11y import axe_check
from test_rating_page import play_out


def test_the_deal_of_the_day_is_played_compared_shared_and_remembered(page, context,
                                                                       open_game, base_url):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "pause=0&level=gentle")
    page.click("#menu-button")
    expect(page.locator("#daily-line")).to_contain_text("not played yet today")
    page.click("#daily-button")
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

    page.click("#next-deal")  # Back to match
    expect(page.locator("#practice-box")).to_be_hidden()
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    page.click("#menu-button")
    line = page.locator("#daily-line")
    expect(line).to_contain_text(f"You: {you}. The Expert in your seat: {expert}.")
    expect(line).to_contain_text("Days in a row: 1.")
    page.click("#daily-button")  # played already: the same cards, as practice
    expect(page.locator("#practice-box")).to_be_visible()  # (the label is there, hidden, before)
    expect(page.locator("#practice-label")).to_have_text("Practice")
    expect(page.locator("#log")).to_contain_text("Today's deal again, as practice")
