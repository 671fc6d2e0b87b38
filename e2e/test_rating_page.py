"""The player's rating as a player meets it: a deal of the match, played by tapping cards,
moves the rating in the header; Statistics explains it, axe clean."""

from __future__ import annotations

import re

from playwright.sync_api import expect
from test_a11y import axe_check

READY = """() => { const d = document.documentElement.dataset;
    return d.turn === 'over' || d.phase === 'drawing' || (d.turn === 'you' &&
        document.querySelector('#hand button[data-card]:not([disabled])') !== null); }"""


def play_out(page) -> None:
    """Tap the first playable card (Draw when the table waits for it) until the deal ends.
    The deal is a random one: a link's seed would leave it unrated."""
    for _ in range(60):
        page.wait_for_function(READY, timeout=30_000)
        data = page.evaluate("() => ({...document.documentElement.dataset})")
        if data["turn"] == "over":
            return
        step = data["step"]
        if data["phase"] == "drawing":
            page.click("#draw")
        else:
            page.click("#hand button[data-card]:not([disabled]) >> nth=0")
        page.wait_for_function("s => document.documentElement.dataset.step !== s", arg=step,
                               timeout=30_000)
    raise AssertionError("the deal did not end")


def open_stats(page) -> None:
    page.click("#menu-button")
    page.click("#stats-button")
    expect(page.locator("#stats")).to_be_visible()


def test_a_rated_deal_shows_in_the_header_and_the_statistics_pass_axe(page, open_game):
    """A rated deal by taps moves the header's rating; Statistics (the rating, the empty
    match chart) passes axe. (A reload keeps it, practice leaves it: tests/test_web_rating.py,
    tests/test_web_room_flows.py.)"""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "rated=1&pause=0&level=gentle")  # a rated match (casual by default)
    expect(page.locator("#rating")).to_have_text("1500?")
    expect(page.locator("#casual-box")).to_be_hidden()
    play_out(page)
    rating = page.locator("#rating").inner_text()
    assert re.fullmatch(r"\d{3,4}\?", rating) and rating != "1500?", rating
    open_stats(page)
    assert "Rated deals: 1." in page.locator("#rating-summary").inner_text()
    axe_check(page, "statistics with a rating")
    page.keyboard.press("Escape")
    expect(page.locator("#stats")).to_be_hidden()
