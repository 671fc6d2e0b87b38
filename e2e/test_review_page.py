"""The deal review: a whole deal played by clicks, then reviewed in the page (Pyodide), and the
same review computed in CPython from the kept record."""

from __future__ import annotations

import json
import re

from play_helpers import Mirror, play_deal, settle
from playwright.sync_api import expect
from test_a11y import axe_check

from game.review.decisions import Decision
from game.review.engine import review_deal
from game.review.record import DealRecord
from game.review.scale import MARKS, MATCH_MARKS


def test_a_kept_deal_is_reviewed_from_the_statistics_in_the_next_deal(page, open_game):
    # in a browser: the kept deal's button goes through app.py's own handler (it opens the
    # review dialog), which the fake DOM never runs (its flow: test_web_review)
    open_game(page, "seed=8&level=sharp&pause=0")
    play_deal(page, Mirror.new(8, "sharp"))
    page.click("#next-deal")
    page.wait_for_function("() => document.documentElement.dataset.turn !== 'over'")
    page.click("#menu-button")
    page.click("#stats-button")
    button = page.locator("#stats-kept button[data-kept]")
    expect(button).to_have_count(1)
    button.click()
    expect(page.locator("#review")).to_be_visible()
    expect(page.locator("#review-body table")).to_be_visible(timeout=60_000)
    assert page.locator("#review-trick-title").text_content().startswith("Trick 1 of ")


def test_review_a_three_player_deal_after_playing_it(page, open_game):
    page.set_viewport_size({"width": 360, "height": 640})
    seed, level = 4, "sharp"
    open_game(page, f"seed={seed}&level={level}&rules=three&pause=0")
    mirror = Mirror.new(seed, level, "three")
    mirror.advance()
    settle(page, mirror.step)
    while mirror.state.outcome is None:  # the last legal card each time, by clicks
        card = mirror.state.legal_actions()[-1]
        page.click(f"#hand button[data-card='{card}']")
        mirror.apply(card)
        mirror.advance()
        settle(page, mirror.step)
    page.click("#review-button")
    expect(page.locator("#review-body table, #review-verdict:has-text('forced')").first
           ).to_be_visible(timeout=90_000)
    kept = json.loads(page.evaluate("() => localStorage.getItem('sixtysix.deals')"))["deals"]
    record = DealRecord.from_dict(kept[-1])
    assert record.players == 3 and record.final().outcome == mirror.state.outcome
    review = review_deal(record)  # the page's budget, in CPython
    rows = page.locator("#review-body tbody tr")
    assert rows.count() == len(review.decisions) > 0
    first = rows.first.locator(".review-cost").text_content()
    assert float(first) == round(review.decisions[0].cost, 2)  # identical results, deal order
    page.click("#review-next")
    title = page.locator("#review-trick-title")
    expect(title).to_have_text("Trick 2 of 8")
    second = record.tricks()[1]  # the three hands at its lead, face up, then the trick
    assert page.locator("#review-trick .card").count() == (
        sum(len(h) for h in second.hands) + len(second.cards))
    axe_check(page, "three-player review open")


def _mark(d: Decision) -> str | None:
    """The mark the documented bounds give a decision: game.review.scale.MARKS by the game
    points lost, or in a match MATCH_MARKS by the chance to win the match lost."""
    cost, bounds = (d.cost, MARKS) if d.match_cost is None else (d.match_cost, MATCH_MARKS)
    return next((name for name, bound in bounds if cost >= bound - 1e-9), None)


def test_the_review_reads_like_an_analysis_board_on_a_phone(page, open_game):
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "seed=8&level=sharp&pause=0")
    play_deal(page, Mirror.new(8, "sharp"))
    page.click("#review-button")
    expect(page.locator("#review-body table")).to_be_visible(timeout=60_000)
    kept = json.loads(page.evaluate("() => localStorage.getItem('sixtysix.deals')"))["deals"]
    record = DealRecord.from_dict(kept[-1])
    review = review_deal(record)  # the page's budget, in CPython
    # Close in reach without scrolling, and still after scrolling; nothing wider than the phone
    for top in (0, 10_000):
        page.evaluate(f"() => document.getElementById('review').scrollTop = {top}")
        box = page.locator("#review-close").bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 640, (top, box)
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    widths = page.evaluate("() => { const d = document.getElementById('review'); "
                           "const r = d.getBoundingClientRect(); "
                           "return [d.scrollWidth, d.clientWidth, r.left, r.right]; }")
    assert widths[0] <= widths[1] and widths[2] >= 0 and widths[3] <= 360, widths
    # points lost, never negative; marks where the bounds say; the deal's accuracy
    rows = page.locator("#review-body tr[data-decision]")
    data = rows.evaluate_all("rs => rs.map(r => [Number(r.dataset.cost), r.dataset.mark || null,"
                             " r.querySelector('.review-cost').textContent, r.hidden])")
    assert [c for c, _, _, _ in data] == [round(d.cost, 4) for d in review.decisions]
    assert all(cost >= 0 and float(shown) >= 0 for cost, _, shown, _ in data)
    assert [mark for _, mark, _, _ in data] == [_mark(d) for d in review.decisions]
    # a match is played: each row also says what it cost of the chance to win it (issue 44)
    match_costs = rows.evaluate_all("rs => rs.map(r => Number(r.dataset.matchCost))")
    assert match_costs == [round(d.match_cost or 0.0, 4) for d in review.decisions]
    assert review.match is not None and page.locator("#review-match").text_content().startswith(
        "For the match: your chance to win it")
    assert any(mark for _, mark, _, _ in data)  # seed 8 has at least one marked decision
    assert [hidden for _, _, _, hidden in data] == [d.routine for d in review.decisions]
    accuracy = review.accuracy()
    assert accuracy is not None
    expect(page.locator("#review-accuracy")).to_have_text(f"Accuracy: {accuracy:.0f}%")
    # Tab reaches a decision's row; Enter shows its trick; arrows step decisions and tricks
    page.evaluate("() => document.getElementById('review').scrollTop = 0")
    page.locator("#review-title").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.matches('#review-body tr[data-goto]')"):
            break
    real = review.real()
    focused = page.evaluate("() => document.activeElement.dataset.goto")
    assert focused == str(real[0].number)
    total = len(record.tricks())
    title = page.locator("#review-trick-title")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(title).to_have_text(f"Trick 3 of {total}")
    page.keyboard.press("Enter")
    expect(title).to_have_text(f"Trick {real[0].trick} of {total}")
    expect(page.locator(f'#review-body tr[data-goto="{real[0].number}"]')
           ).to_have_attribute("aria-current", "true")
    page.keyboard.press("ArrowDown")
    expect(title).to_have_text(f"Trick {real[1].trick} of {total}")
    assert page.evaluate("() => document.activeElement.dataset.goto") == str(real[1].number)
    page.locator(f'#review-chart circle[data-goto="{real[-1].number}"]').click()
    expect(title).to_have_text(f"Trick {real[-1].trick} of {total}")
    # the toggle lists the routine decisions too
    page.click("#review-all")
    expect(page.locator("#review-body tr[data-decision]:visible")).to_have_count(
        len(review.decisions))
    axe_check(page, "review on a phone")


def test_wide_screen_review_cards_keep_their_corners_and_try_again_starts_practice(page, open_game):
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_game(page, "seed=8&level=sharp&pause=0")
    play_deal(page, Mirror.new(8, "sharp"))
    page.click("#review-button")
    expect(page.locator("#review-trick .card").first).to_be_visible()
    shapes = page.locator("#review-trick .card").evaluate_all(
        "cs => cs.map(c => { const r = c.getBoundingClientRect(); "
        "return [r.width, parseFloat(getComputedStyle(c).borderTopLeftRadius)]; })")
    # the table's corner rounding (9% of the table's card width) on a 40 px card would cut
    # the rank and suit in its corner
    assert shapes and all(radius <= 0.1 * width + 0.5 for width, radius in shapes), shapes
    # "Try again from here": the review closes and practice starts just before that decision
    expect(page.locator("#review-body table")).to_be_visible(timeout=60_000)
    button = page.locator("#review-trick button[data-replay]").first
    expect(button).to_be_visible()
    button.click()
    expect(page.locator("#review")).to_be_hidden()
    expect(page.locator("html")).to_have_attribute("data-practice", "1")
    expect(page.locator("#log li").first).to_contain_text("Practice from trick 1")
    expect(page.locator("#hand button[data-card]:not([disabled])").first).to_be_visible()
    # the retry is played against the Expert and judged as the review judged that decision
    page.locator("#hand button[data-card]:not([disabled])").first.click()
    expect(page.locator("#log")).to_contain_text(
        re.compile(r"As good as the Expert's own choice here|The Expert's choice here: "))


def test_undo_in_practice_fits_the_narrowest_phone(page, open_game):
    """A replayed deal on the narrowest phone: Undo shows (disabled, nothing played yet) and
    the row of buttons with Undo in it still fits, each a thumb's size. (What Undo takes
    back, by button and key, and that the match has none: tests/test_undo.py,
    tests/test_web_room_flows.py test_undo_leaves_with_the_practice.)"""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "seed=8&level=sharp&pause=0")
    expect(page.locator("#undo")).to_be_hidden()
    play_deal(page, Mirror.new(8, "sharp"))
    kept = json.loads(page.evaluate("() => localStorage.getItem('sixtysix.deals')"))["deals"]
    record = DealRecord.from_dict(kept[-1])
    page.click("#replay")
    from game.play.match import Match

    start = Mirror(Match(rules=record.rules, seed=8, state=record.start()), "sharp")
    start.advance()
    settle(page, start.step)
    expect(page.locator("#undo")).to_be_visible()
    expect(page.locator("#undo")).to_be_disabled()  # nothing played yet
    assert page.evaluate("""() => Array.from(document.querySelectorAll('.actions button'))
        .filter(b => b.offsetParent !== null)
        .map(b => [b.id, b.getBoundingClientRect()])
        .filter(([id, r]) => r.left < 0 || r.right > innerWidth || r.width < 44 || r.height < 44
                             || document.getElementById(id).scrollWidth
                                > document.getElementById(id).clientWidth + 1)
        .map(([id]) => id)""") == []


def test_undo_while_a_trick_is_shown_leaves_the_table_as_it_is(page, open_game):
    """Motion on: the player's card ends a trick and Undo is pressed while that trick is
    shown; the card the computer led stays on the table, whole, where it was (the trick's
    sweep into a pile must not carry it off)."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "seed=8&level=sharp&pause=0")
    play_deal(page, Mirror.new(8, "sharp"))
    page.click("#menu-button")
    page.click("#settings-button")
    page.select_option("#pause", "800")
    page.click("#settings-apply")
    page.keyboard.press("Escape")
    page.click("#replay")
    # the replay is on the table (until it renders, the finished deal's turn "over" stands)
    page.wait_for_function("() => document.documentElement.dataset.practice === '1'")
    turn = "() => ['you', 'over'].includes(document.documentElement.dataset.turn)"
    for _ in range(12):
        page.wait_for_function(turn)
        phase = page.locator("html").get_attribute("data-phase")
        step = page.locator("html").get_attribute("data-step")
        led = page.locator("#table [data-card]").count() == 1 and phase == "you"
        if phase == "drawing":
            page.click("#draw")
        else:
            page.locator("#hand button[data-card]:not([disabled])").first.click()
        if led:  # this card ends the trick: Undo while it is shown
            page.wait_for_function("() => document.documentElement.dataset.phase === 'trick'")
            page.click("#undo")
            break
        page.wait_for_function("s => document.documentElement.dataset.step !== s", arg=step)
    else:
        raise AssertionError("the computer never led in twelve turns")
    page.wait_for_function(turn)
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")
    card = page.locator("#table [data-card]")
    expect(card).to_have_count(1)
    assert card.evaluate("c => [c.getAnimations().length, getComputedStyle(c).opacity,"
                         " getComputedStyle(c).transform]") == [0, "1", "none"]


# Every element of the review dialog inside the dialog's box, and no word broken but at a
# hyphen (a header wraps between its words). game/web/review/review_markup.py, assets/style.css.
_OUTSIDE = """() => { const d = document.getElementById('review');
  const box = d.getBoundingClientRect(), cs = getComputedStyle(d);
  const left = box.left + parseFloat(cs.borderLeftWidth);
  const right = box.right - parseFloat(cs.borderRightWidth);
  const out = [];
  for (const el of d.querySelectorAll('*')) {
    if (el instanceof SVGElement && el.tagName !== 'svg') continue;  // the chart is its box
    const r = el.getBoundingClientRect();
    if (r.width === 0 || el.closest('[hidden]')) continue;
    if (r.right > right + 0.5 || r.left < left - 0.5) {
      out.push(`${el.tagName}#${el.id} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
  }
  return {out, scroll: [d.scrollWidth, d.clientWidth], right: Math.round(right)}; }"""
_BROKEN = """() => { const t = document.querySelector('#review-body table'), out = [];
  const walk = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const n = walk.currentNode, re = /[^\\s-]+-?/g; let m;
    while ((m = re.exec(n.data))) {
      const range = document.createRange();
      range.setStart(n, m.index); range.setEnd(n, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
                           .map(r => Math.round(r.top)));
      if (tops.size > 1) out.push(m[0]);
    }
  }
  return out; }"""


def test_the_review_fits_a_narrow_phone_in_german(page, open_game):
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "seed=98&level=sharp&pause=0&lang=de")
    play_deal(page, Mirror.new(98, "sharp"))  # the first card each time: +1
    page.click("#review-button")
    expect(page.locator("#review-body table")).to_be_visible(timeout=60_000)
    # (its table was 336 px in a 332 px dialog) and its summary claims no more than the gap
    expect(page.locator("#review-verdict")).to_contain_text(
        "Du hast dieses Spiel gewonnen (Spielpunkte: +1). Bei offenen Karten wäre +3 statt "
        "+1 möglich gewesen: 2,0 mehr.")
    if page.locator("#review-all").is_visible():
        page.click("#review-all")  # every row, the routine ones too
    for width in (360, 320, 390):
        page.set_viewport_size({"width": width, "height": 640})
        page.wait_for_function(f"() => innerWidth === {width}")
        seen = page.evaluate(_OUTSIDE)
        assert seen["out"] == [] and seen["scroll"][0] <= seen["scroll"][1], (width, seen)
        assert page.evaluate(_BROKEN) == [], width


def test_following_the_hint_for_a_whole_deal_costs_nothing_in_the_review(page, open_game):
    # Issue 57, the tester's deal (?seed=4242 on a phone): the page's hint taken at every
    # decision, then the page's review: one search per position, so no row costs anything
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "seed=4242&pause=0")
    hinted = 0
    while True:
        page.wait_for_function("() => ['you', 'drawing', 'over'].includes("
                               "document.documentElement.dataset.phase)", timeout=60_000)
        if page.locator("html").get_attribute("data-phase") == "over":
            break
        step = page.locator("html").get_attribute("data-step")
        page.click("#hint")
        marked = page.locator("#hand button[data-hint], button[data-hint]").first
        expect(marked).to_be_visible(timeout=60_000)
        word = marked.get_attribute("id")
        marked.click()
        if word in ("close-stock", "go-out"):
            page.click("#confirm-ok")
        page.wait_for_function("s => document.documentElement.dataset.step !== s", arg=step)
        hinted += 1
    assert hinted
    page.click("#review-button")
    expect(page.locator("#review-body table")).to_be_visible(timeout=120_000)
    rows = page.locator("#review-body [data-decision]")
    data = rows.evaluate_all("rs => rs.map(r => [r.dataset.cost, r.dataset.mark || null, "
                             "r.dataset.choice, r.dataset.best])")
    assert data and all(float(c) == 0.0 and m is None and ch == best
                        for c, m, ch, best in data), data
    page.screenshot(path="test-results/shots/voice-4242-review.png", full_page=True)
