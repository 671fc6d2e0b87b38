"""The statistics as a player finds them (Settings, then Statistics), and the
rules help (the ? key)."""

from __future__ import annotations

from play_helpers import query, settle
from playwright.sync_api import expect
from test_a11y import END_OF_DEAL, axe_check


def _rows(page) -> dict[str, list[str]]:
    return page.evaluate("""() => Object.fromEntries(
        Array.from(document.querySelectorAll('#stats-body tbody tr'), r => [
            r.querySelector('th').textContent,
            Array.from(r.querySelectorAll('td'), td => td.textContent)]))""")


def test_a_won_deal_is_counted_shown_survives_a_reload_and_resets_when_confirmed(
        page, open_game):
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, query(END_OF_DEAL, pause=0, seed=1))
    settle(page, 0)
    page.click("#hand button[data-card='AD']")  # the lead that takes the deal out
    expect(page.locator("#next-deal")).to_be_visible()
    page.click("#menu-button")
    page.click("#stats-button")
    expect(page.locator("#stats")).to_be_visible()
    rows = _rows(page)
    assert rows["Deals played"] == ["1", "1"] and rows["Deals won"] == ["1", "1"]
    assert page.locator("#stats-chart .stats-empty").count() == 1  # no match finished yet
    axe_check(page, "statistics open")
    page.keyboard.press("Escape")
    expect(page.locator("#stats")).to_be_hidden()

    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    assert _rows(page)["Deals played"] == ["1", "1"]
    page.click("#menu-button")
    page.click("#stats-button")
    page.click("#stats-reset")
    expect(page.locator("dialog#confirm")).to_be_visible()
    page.click("#confirm-ok")
    expect(page.locator("dialog#confirm")).to_be_hidden()
    assert _rows(page)["Deals played"] == ["0", "0"]


def test_the_rules_open_with_the_question_mark_and_pass_axe(page, open_game):
    for width, height in ((360, 640), (1280, 900)):
        page.set_viewport_size({"width": width, "height": height})
        open_game(page, "seed=5&pause=0&level=sharp")
        page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
        page.locator("#hand").focus()
        page.keyboard.press("?")
        expect(page.locator("#help")).to_be_visible()
        assert "Is the computer fair?" in page.locator("#help-body").text_content()
        # the example cards are the real faces, loaded (they load while the page starts, so
        # on a busy machine some may still be on their way when "?" comes: wait for them;
        # a face that fails to load stays at naturalWidth 0 and times this out)
        page.wait_for_function("""() => {
            const faces = Array.from(document.querySelectorAll('#help-body img.face'));
            return faces.length > 0 && faces.every(i => i.complete && i.naturalWidth > 0);
        }""", timeout=15000)
        axe_check(page, f"rules open at {width}x{height}")
        page.keyboard.press("Escape")
        expect(page.locator("#help")).to_be_hidden()
