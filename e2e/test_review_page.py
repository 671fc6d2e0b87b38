"""The deal review: a whole deal played by clicks, then reviewed in the page (Pyodide), and the
same review computed in CPython from the kept record."""

from __future__ import annotations

import json

from play_helpers import Mirror, play_deal, settle
from playwright.sync_api import expect
from test_a11y import axe_check

from game.review.engine import review_deal
from game.review.record import DealRecord


def test_review_a_deal_after_playing_it(page, open_game):
    page.set_viewport_size({"width": 1280, "height": 900})
    open_game(page, "seed=8&level=sharp&pause=0")
    mirror = Mirror.new(8, "sharp")
    play_deal(page, mirror)
    expect(page.locator("#review-button")).to_be_visible()
    page.click("#review-button")
    expect(page.locator("#review")).to_be_visible()
    # computed in slices: the table arrives when the review is done (budget: bench/review.py)
    expect(page.locator("#review-body table")).to_be_visible(timeout=60_000)
    verdict = page.locator("#review-verdict").text_content()
    assert "game points" in verdict or "every move was forced" in verdict
    rows = page.locator("#review-body tbody tr").count()
    kept = json.loads(page.evaluate("() => localStorage.getItem('sixtysix.deals')"))["deals"]
    record = DealRecord.from_dict(kept[-1])
    assert record.final().outcome == mirror.state.outcome and len(record.actions) == mirror.step
    review = review_deal(record, record.seed or 0)  # the page's budget, in CPython
    assert rows == len(review.decisions)
    first = page.locator("#review-body tbody tr").first.locator("td").nth(2).text_content()
    assert float(first) == round(-review.by_cost()[0].cost, 2)  # identical results
    hooks = page.locator("#review [data-decision]").evaluate_all(
        "rs => rs.map(r => [r.dataset.cost, r.dataset.choice, r.dataset.best])")
    assert hooks == [[str(round(d.cost, 4)), d.choice, d.expert] for d in review.by_cost()]
    title = page.locator("#review-trick-title")
    assert title.text_content().startswith("Trick 1 of ")
    page.click("#review-next")
    expect(title).to_have_text(f"Trick 2 of {len(record.tricks())}")
    second = record.tricks()[1]  # both hands at its lead, face up, then the trick
    assert page.locator("#review-trick .card").count() == (
        len(second.hands[0]) + len(second.hands[1]) + len(second.cards))
    axe_check(page, "review open")
    page.keyboard.press("Escape")
    expect(page.locator("#review")).to_be_hidden()


def test_replay_a_deal_as_practice_then_go_back_to_the_match(page, open_game):
    open_game(page, "seed=8&level=sharp&pause=0")
    mirror = Mirror.new(8, "sharp")
    play_deal(page, mirror)
    result = page.locator("#result-text").text_content()
    kept = json.loads(page.evaluate("() => localStorage.getItem('sixtysix.deals')"))["deals"]
    record = DealRecord.from_dict(kept[-1])
    saved = page.evaluate("() => localStorage.getItem('sixtysix.match')")
    page.click("#replay")
    expect(page.locator("#log li").first).to_contain_text("Practice")
    from game.play.match import Match

    practice = Mirror(Match(rules=record.rules, seed=8, state=record.start()), "sharp")
    play_deal(page, practice)
    assert page.evaluate("() => localStorage.getItem('sixtysix.match')") == saved
    expect(page.locator("#next-deal")).to_have_text("Back to your match")
    page.click("#next-deal")
    expect(page.locator("#next-deal")).to_have_text("Next deal")
    assert page.locator("#result-text").text_content() == result


def test_a_kept_deal_is_reviewed_from_the_statistics_in_the_next_deal(page, open_game):
    open_game(page, "seed=8&level=sharp&pause=0")
    play_deal(page, Mirror.new(8, "sharp"))
    page.click("#next-deal")
    page.wait_for_function("() => document.documentElement.dataset.turn !== 'over'")
    page.click("#settings-panel summary")
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
    review = review_deal(record, record.seed or 0)  # the page's budget, in CPython
    rows = page.locator("#review-body tbody tr")
    assert rows.count() == len(review.decisions) > 0
    first = rows.first.locator("td").nth(2).text_content()
    assert float(first) == round(-review.by_cost()[0].cost, 2)  # identical results
    page.click("#review-next")
    title = page.locator("#review-trick-title")
    expect(title).to_have_text("Trick 2 of 8")
    second = record.tricks()[1]  # the three hands at its lead, face up, then the trick
    assert page.locator("#review-trick .card").count() == (
        sum(len(h) for h in second.hands) + len(second.cards))
    axe_check(page, "three-player review open")


def test_review_a_three_player_deal_started_from_a_links_position(page, open_game):
    from game import ai, encode_position
    from game.engine.deal import new_deal

    st = new_deal(11, "three", dealer=2)
    while sum(st.tricks) < 3:  # three tricks played: the link starts there
        st = st.apply(ai.choose(st, "sharp", seed=sum(st.tricks)))
    start = st.to_position()
    open_game(page, f"seed=11&level=sharp&pause=0&position={encode_position(start)}")
    mirror = Mirror.at(start, "sharp", seed=11)
    mirror.advance()
    settle(page, mirror.step)
    while mirror.state.outcome is None:
        card = mirror.state.legal_actions()[0]
        page.click(f"#hand button[data-card='{card}']")
        mirror.apply(card)
        mirror.advance()
        settle(page, mirror.step)
    page.click("#review-button")
    expect(page.locator("#review-body table")).to_be_visible(timeout=90_000)
    kept = json.loads(page.evaluate("() => localStorage.getItem('sixtysix.deals')"))["deals"]
    record = DealRecord.from_dict(kept[-1])
    assert record.position is not None and record.start() == st  # from the link's position
    review = review_deal(record, 0)
    assert page.locator("#review [data-decision]").count() == len(review.decisions)
    expect(page.locator("#review-trick-title")).to_have_text(f"Trick 1 of {len(record.tricks())}")
