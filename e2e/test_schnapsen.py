"""Schnapsen (docs/RULES.md §7) in the page: five cards from the 20-card pack, a whole deal
by clicks checked against the engine in CPython. The preset picked in Settings is on the
fake DOM (tests/test_web_schnapsen.py, tests/test_web_table_flows.py)."""

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
