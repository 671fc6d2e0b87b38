"""The course in the page (issue 42), as a learner takes it: from the table to the Learn
panel in two taps (Menu, Learn to play), every lesson from its button, one wrong play
(its reason on screen, data-verdict="wrong") then the right one (data-verdict="right"),
the stars on the list after; the first three lessons in German and Croatian too."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from game.learn.lessons import load_all

WORDS = {"close": "#close-stock", "exchange": "#exchange-trump", "out": "#go-out",
         "pass": "#pass-exchange", "draw": "#draw"}


def tap(page, action: str, right: bool = False) -> None:
    page.click(WORDS[action] if action in WORDS else f"#hand button[data-card='{action}']",
               force=action not in WORDS)  # a refused card is dimmed, still tapped
    if right and action in ("close", "out"):  # the page asks first (a wrong one is
        # answered before that)
        page.click("#confirm-ok")


def wrong_play(lesson) -> str:
    st = lesson.start()
    legal = st.legal_actions()
    wrong = [a for a in legal if a not in lesson.right]
    return wrong[0] if wrong else next(c for c in st.hand(0) if c not in legal)


def guided(page, lesson, wrong_words: str) -> None:
    """A whole deal with the hint on: tap what the hint marks each time, and once a card
    the rules refuse (its reason shows; the deal goes on); the deal is won."""
    status = page.locator("#lesson-status")
    refused = False
    while page.locator("html").get_attribute("data-phase") != "over":
        page.wait_for_function("""() => { const d = document.documentElement.dataset;
            return d.phase === 'over' || (['you', 'drawing'].includes(d.phase)
                && document.querySelector('#hand [data-hint], .actions [data-hint], '
                                          + 'button[data-hint]') !== null); }""")
        if page.locator("html").get_attribute("data-phase") == "over":
            break
        if not refused and page.locator("html").get_attribute("data-phase") == "you":
            dimmed = page.locator("#hand button[data-card][disabled]")
            if dimmed.count():
                dimmed.first.click(force=True)
                expect(status).to_have_attribute("data-verdict", "wrong")
                expect(status).to_contain_text(wrong_words)
                refused = True
        marked = page.locator("#hand button[data-hint], button[data-hint]").first
        word = marked.get_attribute("id")
        step = page.locator("html").get_attribute("data-step")
        marked.click()
        if word == "close-stock":
            page.click("#confirm-ok")
        page.wait_for_function("s => document.documentElement.dataset.step !== s", arg=step)
    assert refused
    expect(status).to_have_attribute("data-verdict", "right")


def take(page, lesson, wrong_words: str) -> None:
    """Open ``lesson`` from the panel, play a wrong play, then the right one."""
    page.click("#menu-button")
    page.click("#learn-button")
    expect(page.locator("#learn")).to_be_visible()
    page.click(f"#learn-list [data-lesson='{lesson.id}']")
    expect(page.locator("#lesson-box")).to_be_visible()
    status = page.locator("#lesson-status")
    page.wait_for_function("() => ['you', 'drawing'].includes("
                           "document.documentElement.dataset.phase)")
    if lesson.goal == "deal":
        guided(page, lesson, wrong_words)
        return
    tap(page, wrong_play(lesson))
    expect(status).to_have_attribute("data-verdict", "wrong")
    expect(status).to_contain_text(wrong_words)
    tap(page, lesson.right[0], right=True)
    expect(status).to_have_attribute("data-verdict", "right")


def test_every_lesson_in_english_then_the_stars_on_the_list(page, open_game):
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, "pause=0&lang=en")
    for lesson in load_all():
        take(page, lesson, "Not quite:")
    page.click("#menu-button")
    expect(page.locator("#learn-line")).to_contain_text(f"{len(load_all())} of")
    page.click("#learn-button")
    stars = page.locator("#learn-list [data-lesson]").evaluate_all(
        "bs => bs.map(b => b.dataset.stars)")
    assert stars == ["2"] * len(load_all())


@pytest.mark.parametrize(("lang", "size", "words"), [
    ("de", (360, 640), "Nicht ganz:"), ("hr", (390, 844), "Nije točno:")])
def test_the_first_three_lessons_in_german_and_croatian(page, open_game, lang, size, words):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_game(page, f"pause=0&lang={lang}")
    expect(page.locator("#learn-offer")).to_be_visible()  # a first visit: the course offered
    for lesson in load_all()[:3]:
        take(page, lesson, words)
