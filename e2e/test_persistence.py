"""The unfinished match survives reload and a closed tab; the best score
persists; corrupt or foreign saves and a refusing localStorage are handled."""

from conftest import open_game as open_page
from play_helpers import ALL, Mirror, check_board, play, play_deal, position, query, settle
from playwright.sync_api import expect


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


def test_best_score_persists(page, open_game, context):
    hands = (["AH"], ["9C"])
    rest = [c for c in ALL if c not in {"AH", "9C"}]
    won = (rest[:10], rest[10:])
    pos = position(hands=hands, trump="9H", won=won, stock=[], leader=0)
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, pause=0))
    settle(page, 0)
    assert page.locator("#best").inner_text() == "–"
    play(page, mirror, "AH")
    best = mirror.state.points[0]
    assert mirror.state.outcome is not None
    assert page.locator("#best").inner_text() == str(best)
    page.close()
    page2 = context.new_page()
    open_page(page2, "seed=2&pause=0")
    assert page2.locator("#best").inner_text() == str(best)


def test_corrupt_and_foreign_saves_give_a_message_and_a_fresh_deal(page, open_game, context):
    context.add_init_script("""
        localStorage.setItem('sixtysix.match', '{not json');
        localStorage.setItem('sixtysix.settings', '{"version": 99, "level": "sharp"}');
        localStorage.setItem('sixtysix.best', '"hello"');
    """)
    open_game(page, "pause=0")
    notice = page.locator("#notice")
    assert notice.is_visible()
    text = notice.inner_text()
    assert "saved match could not be read" in text
    assert "another version" in text
    assert "best score" in text
    assert page.locator("#hand button[data-card]").count() == 6
    assert page.locator("#level").input_value() == "normal"


def test_a_damaged_match_save_is_replaced(page, open_game, context):
    context.add_init_script("""
        localStorage.setItem('sixtysix.match',
          JSON.stringify({version: 1, level: 'normal', match: {seed: 3, position: {hands: 1}}}));
    """)
    open_game(page, "pause=0")
    assert "saved match was damaged" in page.locator("#notice").inner_text()
    assert page.locator("#hand button[data-card]").count() == 6


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


def test_forget_everything_clears_saved_data_after_asking(page, open_game):
    open_game(page, "seed=4&pause=0")
    page.evaluate("""() => {
        localStorage.setItem('sixtysix.best', JSON.stringify({version: 1, best: 57}));
        localStorage.setItem('sixtysix.stats', JSON.stringify({version: 1, deals: 9}));
    }""")
    page.reload()
    page.wait_for_selector("html.ready", timeout=60_000)
    assert page.locator("#best").inner_text() == "57"
    page.click("#menu-button")
    page.click("#settings-button")
    page.click("#forget-all")
    dialog = page.locator("dialog#confirm")
    expect(dialog).to_be_visible()
    page.click("#confirm-cancel")
    assert page.locator("#best").inner_text() == "57"
    page.click("#forget-all")
    page.click("#confirm-ok")
    expect(page.locator("#best")).to_have_text("–")
    left = page.evaluate("""() => ['best', 'stats', 'settings'].map(
        k => localStorage.getItem('sixtysix.' + k))""")
    assert left == [None, None, None]
    assert "forgotten" in page.locator("#status").inner_text() + page.locator("#log").inner_text()
