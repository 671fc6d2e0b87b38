"""The unfinished match survives a reload and a closed tab in real storage; a refusing or
blocked localStorage is handled. (The best score, corrupt, foreign and damaged saves and
Forget everything: tests/test_web_room_flows.py.)"""

from conftest import open_game as open_page
from play_helpers import Mirror, check_board, play, play_deal, settle


def snapshot(page):
    return {
        "hand": page.locator("#hand button[data-card]").evaluate_all(
            "bs => bs.map(b => b.dataset.card + (b.disabled ? '-' : '+'))"),
        "opp": page.locator("#opponent-hand .card").count(),
        "scores": [page.locator(s).inner_text() for s in
                   ("#score-you", "#score-opp", "#match-you", "#match-opp", "#stock-count")],
        "trump": page.locator("#trump-card").get_attribute("data-card"),
        "table": page.locator("#table [data-card]").evaluate_all(
            "xs => xs.map(x => x.dataset.card)"),
        "last": page.locator("#last-trick [data-card]").evaluate_all(
            "xs => xs.map(x => x.dataset.card)"),
        "log": page.locator("#log").inner_text(),
        "step": page.locator("html").get_attribute("data-step"),
        "turn": page.locator("html").get_attribute("data-turn"),
        "level": page.locator("#level").input_value(),
    }


def test_reload_mid_deal_resumes_exactly(page, open_game, context):
    open_game(page, "seed=9&level=sharp&pause=0")
    mirror = Mirror.new(9, "sharp")
    mirror.advance()
    settle(page, mirror.step)
    for _ in range(3):
        play(page, mirror, [a for a in mirror.state.legal_actions() if len(a) == 2][0])
    before = snapshot(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached")
    settle(page, mirror.step)
    assert snapshot(page) == before
    assert "Welcome back" in page.locator("#status").inner_text()
    check_board(page, mirror)

    # A closed tab: a new page on the bare address picks the match up too.
    page.close()
    page2 = context.new_page()
    open_page(page2)
    settle(page2, mirror.step)
    assert snapshot(page2) == before
    play_deal(page2, mirror)


def test_local_storage_that_throws(page, open_game, context):
    context.add_init_script("""
        Storage.prototype.setItem = function () {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
    """)
    open_game(page, "seed=6&level=normal&pause=0")
    mirror = Mirror.new(6, "normal")
    mirror.advance()
    settle(page, mirror.step)
    notice = page.locator("#notice").inner_text()
    assert "refused to save" in notice and "its storage for this site is full" in notice
    assert "DOMException" not in notice and "QuotaExceededFailed" not in notice
    for _ in range(2):
        play(page, mirror, [a for a in mirror.state.legal_actions() if len(a) == 2][0])
    check_board(page, mirror)


def test_local_storage_blocked_entirely(page, open_game, context):
    context.add_init_script("""
        Object.defineProperty(window, 'localStorage', {
          get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); }
        });
    """)
    open_game(page, "seed=6&pause=0")
    assert "refused to save" in page.locator("#notice").inner_text()
    assert page.locator("#hand button[data-card]").count() == 6
