"""The page at Schnapsen (docs/RULES.md §7), on the fake DOM: the link, Settings, the words."""

from __future__ import annotations

import pytest

from game import from_position
from game.engine.events import Event
from game.web.table import narrate
from game.words import Words

from .helpers import position
from .webharness import Page


def _nine_free(codes) -> bool:
    return not any(c.startswith("9") for c in codes)


def test_the_link_deals_five_cards_without_nines_and_plays_to_the_end():
    page = Page("?seed=21&pause=0&rules=schnapsen").start()
    assert page.session.match.rules.preset == "schnapsen"
    assert page.doc.documentElement.getAttribute("data-rules") == "schnapsen"
    hand = page.hand()
    assert len(hand) == 5 and _nine_free(hand)
    trump = page.doc.getElementById("trump-card").getAttribute("data-card")
    assert trump and not trump.startswith("9")
    assert page.text("stock-count").startswith("10")  # nobody has drawn yet
    page.play_out_deal()
    oc = page.session.state.outcome
    assert oc is not None and oc.winner is not None  # no drawn deal at Schnapsen
    assert any("wins" in line or "win" in line for line in page.log())


def test_settings_rules_has_schnapsen_and_it_starts_a_schnapsen_match():
    page = Page("?seed=8&pause=0").start()
    options = [o.getAttribute("value") for o in page.doc.querySelectorAll("#rules option")]
    assert "schnapsen" in options
    page.answers = [True]
    page.do("apply_settings", {"rules": "schnapsen"})
    assert page.session.match.rules.preset == "schnapsen"
    assert len(page.hand()) == 5 and _nine_free(page.hand())
    assert page.text("pass-exchange") == "Keep the jack"
    assert "1–5" in page.text("keys")


def test_the_help_shows_the_20_card_pack_and_the_jack_exchange():
    page = Page("?seed=3&pause=0&rules=schnapsen").start()
    page.key("?")
    page.open("help")  # drawn only while open
    heads = [h.textContent for h in page.doc.querySelectorAll("#help-body h3")]
    assert "Exchanging the trump jack" in heads and "Closing the stock" in heads
    page.open("help")  # drawn only while open
    faces = [c.getAttribute("data-face") for c in page.doc.querySelectorAll("#help-body .card")]
    assert faces[:5] == ["AH", "TH", "KH", "QH", "JH"] and _nine_free(faces)
    page.open("help")  # drawn only while open
    body = page.text("help-body")
    assert "20 cards" in body and "no 10 for the last trick" in body


def test_a_traditional_page_keeps_its_nine_words():
    page = Page("?seed=3&pause=0").start()
    assert page.text("pass-exchange") == "Keep the nine"
    page.key("?")
    page.open("help")  # drawn only while open
    heads = [h.textContent for h in page.doc.querySelectorAll("#help-body h3")]
    assert "Exchanging the trump nine" in heads


@pytest.mark.parametrize("lang,jack", [("en", "jack of trumps"), ("de", "Trumpfbuben"),
                                       ("hr", "adutskog dečka")])
def test_the_exchange_is_told_as_the_jacks_in_every_language(lang, jack):
    lines = narrate.told(Words(lang, "schnapsen"), [Event("exchange", 1, "AH", partner="JH")])[0]
    assert jack in lines[0]
    traditional = Words(lang, "traditional")
    assert jack not in narrate.told(traditional, [Event("exchange", 1, "AH", partner="9H")])[0][0]


def test_the_last_trick_outcome_has_its_sentence():
    pos = position([["AS"], ["JS"]], "JH", won=[["AC", "TC", "AD", "TD"], []], stock=[],
                   rules="schnapsen")
    s = from_position(pos).apply("AS").apply("JS")
    assert s.outcome == (0, 1, "last_trick")
    text = narrate.outcome_sentence(Words("en", "schnapsen"), s.outcome, s.points, s.closed_by,
                                    s.tricks)
    assert text.startswith("You win the last trick") and "55 to 65" in text
    assert "1 game point" in text


def test_german_words_bummerl_and_zudrehen():
    de = Words("de", "schnapsen")
    assert "Bummerl" in de.say("match.heading.0") and "Bummerl" in de.say("help.aim.p", target=7)
    assert "Zehner" in de.say("help.order.p") and "Bube" in de.say("help.order.p")
    assert de.say("rules.schnapsen").startswith("Schnapsen")
    assert de.say("help.close.h") == "Zudrehen"
    assert "Bummerl" in de.say("summary.match", scores=(1, 2), target=7)


def test_a_finished_schnapsen_deal_is_kept_and_reviewed():
    page = Page("?seed=21&pause=0&rules=schnapsen").start()
    page.play_out_deal()
    record = page.ctl.reviews.last
    assert record is not None and record.rules.preset == "schnapsen"
    assert not page.button("review-button").hidden
    page.open("review").do("review")
    review = page.ctl.ui.review
    assert review is not None and page.text("review-verdict")
    rows = page.doc.querySelectorAll("#review-body tbody tr")
    assert len(rows) == len(review.decisions) > 0
