"""Puzzles as a player meets them: the Puzzles button opens the panel, a puzzle goes on
the table with every hand open, a wrong card is called wrong at once, Undo takes it
back, the line is found card by card and called right, the solve survives a reload; by
mouse and by keyboard, axe clean, on a phone and a desktop. (The panel's words in German
and Croatian: tests/test_web_room_flows.py.)"""

from __future__ import annotations

import pytest
from play_helpers import box_of, overlap
from playwright.sync_api import expect
from test_a11y import axe_check

from game.puzzles.judge import action_values, judge, reply
from game.puzzles.library import load_all

# the phone only: the same flow on a desktop is the fake DOM's (tests/test_web_puzzles.py);
# the desktop's axe check of a puzzle is the three-player one below
SIZES = [(360, 640)]


def _pick(preset: str):  # type: ignore[no-untyped-def]
    """A puzzle of ``preset`` whose line takes the player two cards or more to be sure."""
    for p in load_all():
        if p.preset != preset or p.grade < 2:
            continue
        if len(_clicks(p)) >= 2:
            return p
    raise AssertionError("no such puzzle")


def _clicks(p) -> list[str]:  # type: ignore[no-untyped-def]
    """The player's cards along the solution until the judge says right."""
    st, out = p.start(), []
    while st.outcome is None:
        if st.to_move != 0:
            st = st.apply(reply(st))
            continue
        values = action_values(st)
        card = p.best if not out else max(values, key=lambda a: values[a])
        out.append(card)
        st = st.apply(card)
        if judge(st, p.value).kind == "right":
            break
    return out


def _wrong(p) -> str:  # type: ignore[no-untyped-def]
    values = action_values(p.start())
    return next(a for a, v in values.items() if v < p.value)


def _your_turn(page) -> None:
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'",
                           timeout=30_000)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_puzzle_wrong_undo_right_and_kept_after_a_reload(page, open_game, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    p = _pick("traditional")
    open_game(page, "seed=5&pause=0&level=sharp")
    _your_turn(page)
    page.click("#menu-button")
    page.click("#puzzles-button")
    expect(page.locator("#puzzles")).to_be_visible()
    # the panel opens at the table being played: its puzzles, not the whole set
    expect(page.locator("[data-puzzle]")).to_have_count(
        sum(q.preset == "traditional" for q in load_all()))
    axe_check(page, "puzzles panel")
    page.click(f"[data-puzzle='{p.id}']")
    expect(page.locator("#puzzles")).to_be_hidden()
    expect(page.locator("#puzzle-box")).to_be_visible()
    _your_turn(page)
    assert page.evaluate("document.documentElement.dataset.practice") == "1"
    for card in p.start().hand(1):  # every hand open
        expect(page.locator(f"#opponent-hand [data-card='{card}']")).to_have_count(1)
    axe_check(page, "puzzle on the table")

    status = page.locator("#puzzle-status")
    page.click(f"#hand button[data-card='{_wrong(p)}']")
    expect(status).to_have_attribute("data-verdict", "wrong")
    expect(status).to_contain_text("drops the result")
    axe_check(page, "a wrong play")
    page.click("#undo")
    expect(status).to_have_attribute("data-verdict", "")
    _your_turn(page)
    expect(page.locator("#hand button[data-card]")).to_have_count(len(p.start().hand(0)))

    for card in _clicks(p):
        _your_turn(page)
        page.click(f"#hand button[data-card='{card}']")
    expect(status).to_have_attribute("data-verdict", "right")
    axe_check(page, "puzzle solved")

    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.practice") == ""  # the match
    page.click("#menu-button")
    page.click("#puzzles-button")
    expect(page.locator(f"[data-puzzle='{p.id}'][data-solved]")).to_have_count(1)
    expect(page.locator("#puzzles-progress")).to_contain_text("Solved 1 of")


def test_a_three_player_puzzle_by_keyboard_and_back_to_the_match(page, open_game):
    page.set_viewport_size({"width": 1280, "height": 900})
    p = _pick("three")
    open_game(page, "seed=5&pause=0&level=sharp")
    _your_turn(page)
    page.focus("#menu-button")
    page.keyboard.press("Enter")  # the menu opens; Puzzles is in it
    page.focus("#puzzles-button")
    page.keyboard.press("Enter")
    expect(page.locator("#puzzles")).to_be_visible()
    page.focus("#puzzle-table-three")  # the table being played is two-player: switch
    page.keyboard.press("Enter")
    expect(page.locator("#puzzle-table-three")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#puzzles-list [data-puzzle]")).to_have_count(
        sum(q.preset == "three" for q in load_all()))
    page.focus(f"[data-puzzle='{p.id}']")
    page.keyboard.press("Enter")
    expect(page.locator("#puzzle-box")).to_be_visible()
    _your_turn(page)
    assert page.evaluate("document.documentElement.dataset.players") == "3"
    for seat in (1, 2):
        expect(page.locator(f"[data-seat='{seat}'] [data-card]")).to_have_count(
            len(p.start().hand(seat)))
    page.keyboard.press("u")  # nothing to take back yet: a word, nothing else
    page.click("#puzzle-solution")
    expect(page.locator("#puzzle-line")).to_be_visible()
    expect(page.locator("#puzzle-line")).to_contain_text("Solution:")
    axe_check(page, "three-player puzzle with its solution")
    page.click("#leave-practice")
    expect(page.locator("#puzzle-box")).to_be_hidden()
    _your_turn(page)
    assert page.evaluate("document.documentElement.dataset.players") == "2"


def _covers_nothing(page) -> None:
    """The puzzle's box lies over no card, no hand and not the status line, and its
    three buttons show whole inside it."""
    box = box_of(page, "#puzzle-box")
    covered = ["#hand", "#status", "#opponent-hand", "#opponent-hand-2"]
    cards = page.locator("#table [data-card], .hand [data-card]")
    covered += [f"#table [data-card], .hand [data-card] >> nth={i}"
                for i in range(cards.count())]
    for selector in covered:
        if page.locator(selector).is_visible():
            assert not overlap(box, box_of(page, selector)), selector
    assert not overlap(box_of(page, "#status"), box_of(page, "#hand"))
    for button in ("#puzzle-solution", "#puzzle-retry", "#puzzle-next"):
        b = box_of(page, button)
        assert b["height"] >= 24 and box["y"] - 0.5 <= b["y"] and \
            b["y"] + b["height"] <= box["y"] + box["height"] + 0.5, button


@pytest.mark.parametrize(("size", "rules"), [((844, 390), "traditional"), ((740, 360), "three")],
                         ids=["844x390", "740x360-three"])
def test_a_puzzle_on_a_phone_on_its_side_covers_no_card(page, open_game, size, rules):
    """A phone on its side, in German: the puzzle's box stands over your hand beside the
    trick, the status line under the table; neither lies over a card, before or after the
    solution is shown (the box once lay across the trick and your hand)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_game(page, f"lang=de&pause=0&seed=5&rules={rules}")
    _your_turn(page)
    page.click("#menu-button")
    page.click("#puzzles-button")
    page.click("#puzzles-list [data-puzzle] >> nth=0")
    expect(page.locator("#puzzle-box")).to_be_visible()
    _your_turn(page)
    _covers_nothing(page)
    page.click("#puzzle-solution")
    expect(page.locator("#puzzle-line")).to_be_visible()
    _covers_nothing(page)
