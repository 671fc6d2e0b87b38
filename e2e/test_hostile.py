"""Nothing can wedge the page: records nested deeper than Pyodide's stack, a failed start,
a gap between cards (Pyodide's JsNull). Hostile links and the other hostile saves are
fake-DOM tests (tests/test_web_room_flows.py, tests/test_untrusted.py).

Every test ends on a playable table or the recovery screen, with a clear message;
the guard in conftest.py fails any test whose page logs an unexpected error.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

DEEP = "[" * 20000 + "]" * 20000


def _plant(context, records: dict[str, str]) -> None:
    """Put raw strings under localStorage keys before any page script runs."""
    script = "for (const [k, v] of Object.entries(RECORDS)) localStorage.setItem(k, v);"
    context.add_init_script(script.replace("RECORDS", json.dumps(records)))


def _wait_ready(page) -> None:
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)


def test_deeply_nested_records_are_set_aside_and_the_game_starts(page, context):
    keys = ("sixtysix.match", "sixtysix.settings", "sixtysix.stats", "sixtysix.best")
    _plant(context, {k: DEEP for k in keys})
    page.goto("/?pause=0", wait_until="domcontentloaded")
    _wait_ready(page)
    assert page.locator("#hand button[data-card]").count() == 6
    notice = page.locator("#notice").inner_text()
    assert "saved" in notice.lower()
    kept = page.evaluate("k => localStorage.getItem(k + '.rejected')", "sixtysix.match")
    assert kept and kept.startswith("[[[")  # kept aside, not deleted


def test_a_tap_between_two_cards_is_ignored(page, open_game):
    open_game(page, "seed=5&pause=0")
    before = page.locator("#status").inner_text()
    # a click whose target is #hand itself, not a card: closest() finds nothing (JsNull)
    page.locator("#hand").dispatch_event("click")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("x")  # focus on a card, then a key that is not allowed now
    page.wait_for_function("b => document.getElementById('status').innerText !== b",
                           arg=before)
    status = page.locator("#status").inner_text()
    assert "Something went wrong" not in status and status != before
    assert page.locator("html").get_attribute("data-step") == "0"
    assert page.evaluate("() => document.activeElement.closest('#hand') !== null")


def test_a_failed_start_shows_the_recovery_screen_and_start_fresh_keeps_the_save(
        page, context, _guard):
    _plant(context, {"sixtysix.match": '{"version": 1, "planted": true}'})
    context.route("**/game/web/app.py", lambda route: route.fulfill(
        status=200, content_type="text/x-python",
        body="raise RuntimeError('planted start-up failure')\n"))
    page.goto("/?snapshot=0&pause=0", wait_until="domcontentloaded")
    page.wait_for_selector("html.recovery", state="attached", timeout=60_000)
    expect(page.locator("#recovery")).to_be_visible()
    expect(page.locator("#recovery-why")).to_contain_text("planted start-up failure")
    assert page.evaluate("() => document.activeElement.id") == "start-fresh"
    # the failure was logged to the console with its traceback: expected here
    _guard.errors[:] = [e for e in _guard.errors if "planted start-up failure" not in e]
    context.unroute("**/game/web/app.py")
    context.clear_cookies()
    page.click("#start-fresh")
    _wait_ready(page)
    kept = page.evaluate("() => localStorage.getItem('sixtysix.match.rejected')")
    assert kept == '{"version": 1, "planted": true}'
    assert page.locator("#hand button[data-card]").count() == 6
