"""Schnapsen (docs/RULES.md §7) in the page: five cards from the 20-card pack, a whole deal
by clicks checked against the engine in CPython, and the preset picked in Settings."""

from __future__ import annotations

from play_helpers import Mirror, check_board, play_deal, settle
from playwright.sync_api import expect


def _cards(page, selector: str) -> list[str]:
    return page.locator(selector).evaluate_all("es => es.map(e => e.dataset.card)")


def _no_nine_anywhere(page) -> None:
    shown = _cards(page, "[data-card]")
    assert shown and not [c for c in shown if c.startswith("9")], shown


def test_a_schnapsen_deal_by_clicks_to_its_end(page, open_game):
    seed, level = 21, "sharp"
    open_game(page, f"rules=schnapsen&seed={seed}&level={level}&pause=0")
    mirror = Mirror.new(seed, level, "schnapsen")
    mirror.advance()
    settle(page, mirror.step)
    assert page.locator("html").get_attribute("data-rules") == "schnapsen"
    assert page.locator("#hand button[data-card]").count() == 5
    _no_nine_anywhere(page)
    assert page.locator("#stock-count").inner_text().split()[0] == "10"
    check_board(page, mirror)

    def pick(state):  # a real card whenever one may be played, else the first action
        cards = [a for a in state.legal_actions() if len(a) == 2]
        return cards[-1] if cards else state.legal_actions()[0]

    play_deal(page, mirror, pick)
    _no_nine_anywhere(page)
    oc = mirror.state.outcome
    assert oc is not None and oc.winner is not None  # no drawn deal at Schnapsen
    expect(page.locator("#result")).to_be_visible()
    assert f"{oc.game_points} game point" in page.locator("#result-text").inner_text()
    assert page.locator("#match-you").inner_text() == str(mirror.match.scores[0])
    assert page.locator("#match-opp").inner_text() == str(mirror.match.scores[1])


def test_schnapsen_is_picked_in_settings_rules(page, open_game):
    open_game(page, "seed=5&level=normal&pause=0")
    mirror = Mirror.new(5, "normal")
    mirror.advance()
    settle(page, mirror.step)
    page.click("#menu-button")
    page.click("#settings-button")
    page.select_option("#rules", "schnapsen")
    page.click("#settings-apply")
    dialog = page.locator("dialog#confirm")
    if dialog.is_visible():  # mid-match the page asks before abandoning it
        page.click("#confirm-ok")
    expect(page.locator("#rules")).to_have_value("schnapsen")
    expect(page.locator("html")).to_have_attribute("data-rules", "schnapsen")
    expect(page.locator("#hand button[data-card]")).to_have_count(5)
    _no_nine_anywhere(page)
    expect(page.locator("#exchange-trump")).to_be_attached()
    expect(page.locator("#pass-exchange")).to_have_text("Keep the jack")
