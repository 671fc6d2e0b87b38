"""The rules help (the ? key), its real card faces loaded, axe clean at two widths. (The
statistics' flow: tests/test_web_stats.py, tests/test_web_room_flows.py; their dialog's axe
check: e2e/test_rating_page.py.)"""

from __future__ import annotations

from playwright.sync_api import expect
from test_a11y import axe_check


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
