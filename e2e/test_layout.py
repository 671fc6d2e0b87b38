"""A layout that holds still: over a whole deal the hand, the trick, the stock
and the action buttons stay where they are (within 2 px), at phone and desktop
sizes; the page never scrolls sideways; the move log scrolls in a box that does
not grow with its lines.

A MutationObserver in the page records the places after every change of
``<html data-step>`` or ``data-turn`` (the computer's moves and the draws
included); the test also reads ``#hand``'s bounding box after each of its own
moves. Each deal (clicking the first legal card) has a marriage declared
(pending points in the score bar) and a line about the computer's known cards,
and ends with the result panel.
"""

from __future__ import annotations

import pytest
from play_helpers import Mirror, first_card, play, position, query, settle

WATCH = """() => {
  window.__geo = [];
  const top = s => { const e = document.querySelector(s);
                     return e.getBoundingClientRect().top + window.scrollY; };
  const record = () => {
    const d = document.documentElement, log = document.getElementById('log');
    window.__geo.push({
      step: d.dataset.step, turn: d.dataset.turn,
      hand: top('#hand'), table: top('#table'), stock: top('#trump-card'),
      actions: top('.actions'),
      logHeight: document.getElementById('log-box').getBoundingClientRect().height,
      logLines: log.children.length,
      overflowX: d.scrollWidth - d.clientWidth,
      pending: !document.getElementById('pending-you').hidden
               || !document.getElementById('pending-opp').hidden,
      known: !document.getElementById('opp-known').hidden,
      result: !document.getElementById('result').hidden,
    });
  };
  new MutationObserver(record).observe(document.documentElement,
    {attributes: true, attributeFilter: ['data-step', 'data-turn']});
  record();
}"""

# a phone, a laptop, a large screen (the tall phone, 390x844: e2e/test_phone_rooms.py)
SIZES = [((360, 640), 5), ((1280, 900), 37), ((1920, 1080), 51)]


def spread(values) -> float:
    return max(values) - min(values)


@pytest.mark.parametrize("size,seed", SIZES, ids=[f"{w}x{h}" for (w, h), _ in SIZES])
def test_the_table_holds_still_for_a_whole_deal(page, open_game, size, seed):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_game(page, f"seed={seed}&level=gentle&pause=0")
    mirror = Mirror.new(seed, "gentle")
    mirror.advance()
    settle(page, mirror.step)
    page.evaluate(WATCH)
    hand_tops = [page.locator("#hand").bounding_box()["y"]]
    scrolls = [page.evaluate("() => window.scrollY")]
    while mirror.state.outcome is None:
        play(page, mirror, first_card(mirror.state))
        hand_tops.append(page.locator("#hand").bounding_box()["y"])
        scrolls.append(page.evaluate("() => window.scrollY"))
    geo = page.evaluate("() => window.__geo")

    # The deal showed what used to push the table around.
    assert any(g["pending"] for g in geo), "the seed must have a pending marriage"
    assert any(g["known"] for g in geo), "the seed must show the computer's known cards"
    assert geo[-1]["result"]
    assert len(geo) > mirror.step // 2  # the computer's steps were seen too

    # Within 2 px over the whole deal (bounding box in the viewport, corrected
    # for any scroll the clicks needed; and the page's own positions).
    tops = [t + s for t, s in zip(hand_tops, scrolls)]
    assert spread(tops) <= 2, tops
    for key in ("hand", "table", "stock", "actions"):
        values = [g[key] for g in geo]
        assert spread(values) <= 2, (key, values)

    # No sideways scroll, ever.
    assert max(g["overflowX"] for g in geo) <= 0

    # The log filled up while its box kept its size.
    assert geo[-1]["logLines"] > geo[0]["logLines"] + 10
    assert spread([g["logHeight"] for g in geo]) <= 1


@pytest.mark.parametrize("width,height", [(360, 640), (1280, 900)])
def test_a_notice_and_a_long_log_do_not_move_the_table(page, open_game, width, height):
    """A notice (a bad link) and a log longer than its box leave the cards where
    a clean start puts them."""
    page.set_viewport_size({"width": width, "height": height})
    open_game(page, "seed=5&level=gentle&pause=0")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    clean = page.locator("#hand").bounding_box()["y"]

    # (no match saved: with one under way the link's deal would be played beside it,
    # and the practice box's button is what would differ then, not the notice)
    page.evaluate("() => localStorage.clear()")
    open_game(page, "position=not-a-position&pause=0")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    assert page.locator("#notice").is_visible()
    assert page.locator("#hand").bounding_box()["y"] == pytest.approx(clean, abs=2)

    # Forty more lines in the log: it scrolls inside, the table stays.
    log_box = page.locator("#log-box").bounding_box()["height"]
    page.evaluate("""() => { const log = document.getElementById('log');
        for (let i = 0; i < 40; i++) { const li = document.createElement('li');
            li.textContent = 'A line of the move log ' + i; log.appendChild(li); } }""")
    assert page.locator("#hand").bounding_box()["y"] == pytest.approx(clean, abs=2)
    assert page.locator("#log-box").bounding_box()["height"] == pytest.approx(log_box, abs=1)
    assert page.locator("#log-box").evaluate("e => e.scrollHeight > e.clientHeight")


def test_the_header_is_compact_on_a_phone(page, open_game):
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "seed=5&pause=0")
    header = page.locator(".topbar").bounding_box()["height"]
    assert header <= 100, header  # two rows: 44 px buttons, then the scores
    # Level and rules are in the Settings panel, reached in one tap.
    assert page.locator("#level").is_hidden()
    page.click("#menu-button")
    page.click("#settings-button")
    assert page.locator("#level").is_visible() and page.locator("#rules").is_visible()


def test_cards_grow_on_a_large_screen(page, open_game):
    sizes = {}
    for width, height in [(1280, 900), (1920, 1080)]:
        page.set_viewport_size({"width": width, "height": height})
        open_game(page, "seed=5&pause=0")
        sizes[width] = page.locator("#hand [data-card]").first.bounding_box()["width"]
    assert sizes[1280] >= 100 and sizes[1920] >= sizes[1280] * 1.3, sizes


def test_only_unplayable_cards_on_your_turn_are_dimmed(page, open_game):
    """The computer leads the Jack of spades with the stock gone: only the Nine
    of spades may follow, so the other three are dimmed; on the computer's turn
    that follows every card is disabled and none is dimmed."""
    hands = (["9S", "KH", "QH", "9C"], ["TD", "JD", "AD"])
    won0 = ["9D", "KD", "QD", "JC", "QC", "KC", "JH", "TH"]
    won1 = ["AC", "TC", "AH", "9H", "AS", "TS", "KS", "QS"]
    pos = position(hands, trump="9H", won=(won0, won1), stock=[], leader=1, table=["JS"])
    mirror = Mirror.at(pos, "normal")
    assert mirror.state.legal_actions() == ["9S"]
    open_game(page, query(pos, pause=5000))
    settle(page, 0)
    dim = """() => Array.from(document.querySelectorAll('#hand button[data-card]'),
                  b => [b.dataset.card, b.disabled, getComputedStyle(b).filter])"""
    cards = page.evaluate(dim)
    assert sorted(code for code, _, _ in cards) == sorted(hands[0])
    for code, disabled, flt in cards:
        assert disabled == (code != "9S")
        assert (flt != "none") == disabled, (code, disabled, flt)
    page.click("#hand button[data-card='9S']")
    assert mirror.state.apply("9S").to_move == 1
    page.wait_for_function("() => document.documentElement.dataset.turn === 'computer'")
    cards = page.evaluate(dim)
    assert len(cards) == 3 and all(disabled for _, disabled, _ in cards)
    assert all(flt == "none" for _, _, flt in cards), cards
