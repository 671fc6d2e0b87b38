"""The course in the page (issue 42), as a learner takes it: from the table to the Learn
panel in two taps (Menu, Learn to play), every lesson from its button, one wrong play
(its reason on screen, data-verdict="wrong") then the right one (data-verdict="right"),
the stars on the list after; the first three lessons in German and Croatian too."""

from __future__ import annotations

import re

import pytest
from play_helpers import box_of, overlap
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


def _verdict_in_view(page) -> None:
    """The verdict is in view as it comes, without scrolling the box: its lines lie within
    the box and within the visible part of the box's scrolling words."""
    status = box_of(page, "#lesson-status")
    assert status["height"] >= 10
    for frame in ("#lesson-box", "#lesson-box .lesson-words"):
        f = box_of(page, frame)
        assert f["y"] - 0.5 <= status["y"] and \
            status["y"] + status["height"] <= f["y"] + f["height"] + 0.5, frame


@pytest.mark.parametrize("size", [(360, 640), (844, 390)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_course_in_every_shape(page, open_game, size):
    """Issue 57 point 3, in German: the first visit's offer covers neither the computer's
    hand nor the card it led; Kurs beginnen opens lesson 1; the lesson's buttons show
    whole inside its box; a refused card sits back down in the hand; the verdict, wrong
    then right, shows in the box without scrolling it."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_game(page, "lang=de&pause=0&seed=1")  # seed 1: the computer leads
    page.wait_for_function("() => document.querySelector('#table [data-card]') !== null")
    offer = box_of(page, "#learn-offer")
    for covered in ("#opponent-hand", "#table [data-card]", "#hand"):
        assert not overlap(offer, box_of(page, covered)), covered
    page.click("#learn-offer-open")
    first = load_all()[0]
    expect(page.locator("#lesson-title")).to_contain_text("Lektion 1:")
    expect(page.locator("#learn")).to_be_hidden()
    box = box_of(page, "#lesson-box")
    for button in ("#lesson-answer", "#lesson-list", "#lesson-next"):
        b = box_of(page, button)
        assert b["height"] >= 24 and box["y"] <= b["y"] and \
            b["y"] + b["height"] <= box["y"] + box["height"] + 0.5, button
    expect(page.locator("#lesson-next")).to_have_class(re.compile("btn-quiet"))
    wrong = next(a for a in first.start().legal_actions() if a not in first.right)
    card = page.locator(f"#hand button[data-card='{wrong}']")
    card.click()
    expect(page.locator("#lesson-status")).to_have_attribute("data-verdict", "wrong")
    _verdict_in_view(page)
    other = page.locator(f"#hand button[data-card]:not([data-card='{wrong}'])").first
    # (the pointer is still on it, as a finger's tap leaves a phone's hover)
    page.wait_for_function("""([a, b]) => { const q = s => document.querySelector(
            `#hand button[data-card='${s}']`).getBoundingClientRect().top;
        return document.getAnimations().every(x => x.playState !== 'running')
            && Math.abs(q(a) - q(b)) < 0.5; }""",
                           arg=[wrong, other.get_attribute("data-card")], timeout=5_000)
    tap(page, first.right[0], right=True)
    expect(page.locator("#lesson-status")).to_have_attribute("data-verdict", "right")
    _verdict_in_view(page)
