"""The rating in the page (fake DOM): a match's deal moves it once, at its own table; practice,
a link's deal and a deal with a hint do not; the simple rules have none; a reload keeps it."""

from __future__ import annotations

from game.play.rating import Rating
from game.play.store import KEYS, MemoryBackend
from game.web.texts import rating_text, say

from .webharness import Page


def _deals(page: Page, preset: str) -> int:
    return page.ctl.ledger.ratings.at(preset).deals


def test_a_match_deal_moves_the_rating_once_and_a_reload_keeps_it() -> None:
    backend = MemoryBackend()
    page = Page("?pause=0&level=sharp", backend=backend).start()
    assert page.text("rating") == rating_text(Rating()) == "1500?"
    assert say("stats.rating.start", rating=1500, interval=686) in page.text("rating-summary")
    page.play_out_deal()
    r = page.ctl.ledger.ratings.at("traditional")
    assert r.deals == 1 and r.rating != 1500 and page.text("rating") == rating_text(r)
    assert any(line.startswith("Your rating: ") for line in page.log())
    assert "Rated deals: 1." in page.text("rating-summary")
    assert page.doc.getElementById("rating-levels").textContent.count("±") == 4
    page.do("next_deal")  # a new deal: the finished one is not rated again
    again = Page("?pause=0", backend=backend).start()  # a reload
    assert _deals(again, "traditional") == 1 and again.text("rating") == rating_text(r)
    assert KEYS["rating"] in backend.data


def test_the_chart_draws_the_rated_deals_over_the_levels() -> None:
    page = Page("?pause=0&level=gentle").start()
    for _ in range(2):
        page.play_out_deal()
        page.do("next_deal")
    svg = page.doc.getElementById("rating-chart").innerHTML
    assert "<polyline" in svg and svg.count('class="level-line"') == 4
    assert say("stats.rating.chart", n=2, first=page.ctl.ledger.ratings.at(
        "traditional").history[0][0], last=round(page.ctl.ledger.ratings.at(
            "traditional").rating)) in svg


def test_practice_never_moves_the_rating() -> None:
    page = Page("?pause=0").start()
    page.play_out_deal()
    after = page.ctl.ledger.ratings.at("traditional")
    page.do("replay")
    assert page.session.practice
    assert say("rating.unrated.practice") in page.text("rating-summary")
    page.play_out_deal()
    assert page.ctl.ledger.ratings.at("traditional") == after


def test_a_hint_makes_the_deal_unrated_even_after_a_reload() -> None:
    backend = MemoryBackend()
    page = Page("?pause=0", backend=backend).start()
    page.do("hint")
    assert page.text("message").endswith(say("rating.unrated.after_hint"))
    again = Page("?pause=0", backend=backend).start()
    assert again.session.hinted and again.session.unrated_why() == "hint"
    again.play_out_deal()
    assert _deals(again, "traditional") == 0
    assert say("rating.unrated.hint") in again.text("rating-summary")
    again.do("next_deal")
    assert not again.session.hinted and again.session.unrated_why() == ""


def test_a_links_deal_is_not_rated() -> None:
    page = Page("?seed=5&pause=0").start()
    page.play_out_deal()
    assert _deals(page, "traditional") == 0 and page.session.unrated_why() == "link"


def test_the_simple_rules_have_no_rating_and_say_so() -> None:
    page = Page("?pause=0&rules=simple").start()
    assert page.text("rating") == say("rating.none")
    page.play_out_deal()
    assert page.ctl.ledger.ratings.tables == {}
    assert say("rating.unrated.table") in page.text("rating-summary")


def test_three_players_rate_the_three_player_table() -> None:
    page = Page("?pause=0&rules=three&level=normal").start()
    page.play_out_deal()
    assert _deals(page, "three") == 1 and _deals(page, "traditional") == 0


def test_level_names_whose_lines_are_close_share_one_label() -> None:
    from game.web.rating_markup import LABEL_GAP, _labels

    marks = [(50.0, "Sharp"), (50.0 + LABEL_GAP - 1, "Gentle"), (20.0, "Expert")]
    assert _labels(marks) == [(20.0, "Expert"), (50.0, "Sharp · Gentle")]
    assert len(_labels([(0.0, "a"), (LABEL_GAP + 0.0, "b")])) == 2
