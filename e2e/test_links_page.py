"""A link never costs the saved match: with a match under way, a ?seed= link's deal is
played beside it (the practice box, "A link's deal"), a reload keeps both, and Back to
your match returns to the match as it was, the link gone from the address."""

from __future__ import annotations

from playwright.sync_api import expect

READY = """() => { const d = document.documentElement.dataset;
    return d.phase === 'drawing' || (d.turn === 'you' &&
        document.querySelector('#hand button[data-card]:not([disabled])') !== null); }"""


def _reload(page) -> None:
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)


def test_a_link_plays_beside_the_saved_match_across_a_reload(page, open_game):
    open_game(page, "pause=0&level=gentle")  # a match of its own (a random deal)
    page.wait_for_function(READY, timeout=30_000)
    step = page.locator("html").get_attribute("data-step")
    page.click("#hand button[data-card]:not([disabled]) >> nth=0")
    page.wait_for_function("s => document.documentElement.dataset.step !== s", arg=step)
    page.wait_for_function(READY, timeout=30_000)
    match_step = page.locator("html").get_attribute("data-step")
    hand = page.locator("#hand button[data-card]").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")

    open_game(page, "seed=5&pause=0")  # a link, with the match under way
    expect(page.locator("#practice-box")).to_be_visible()
    expect(page.locator("#practice-label")).to_have_text("A link's deal")
    expect(page.locator("#log")).to_contain_text("beside your match")
    expect(page.locator("html")).to_have_attribute("data-practice", "1")

    _reload(page)  # the link's deal again; the match still waits
    expect(page.locator("#practice-box")).to_be_visible()
    page.click("#leave-practice")
    expect(page.locator("#practice-box")).to_be_hidden()
    expect(page.locator("html")).to_have_attribute("data-step", match_step)
    assert "seed=" not in page.url

    _reload(page)  # the match, as it was
    expect(page.locator("html")).to_have_attribute("data-step", match_step)
    expect(page.locator("html")).to_have_attribute("data-practice", "")
    assert page.locator("#hand button[data-card]").evaluate_all(
        "bs => bs.map(b => b.dataset.card)") == hand
